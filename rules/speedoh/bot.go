package speedoh

import (
	"math"
	"math/rand/v2"
)

// Model is a computer player's reaction-time model. When the table
// changes (a card flipped, a mode changed) the bot looks at the top cards.
// If its own top card matches another, it slaps after
//
//	RT = ex-Gaussian(Mu, Sigma, Tau) + Hick*log2(k+1) + Similar*d + Switch
//
// where k is the number of other flipped piles it must compare against
// (Hick-Hyman law: choice reaction grows with the options), d the number
// of near-identical images showing (another variation of its card's blade
// family: telling them apart takes a second look), and Switch is paid
// while Color or Pattern Match is in effect (matching by an unusual
// feature). It overlooks a match with chance Miss. With chance
// False + Confuse*d per change it slaps though nothing matches (SO4): a
// false alarm, mostly from near-identical images. A special card's window
// (First Slap Wins, Last Slap Loses, Slash Oh) is a simple reaction
// (ex-Gaussian alone). On its own turn it flips after a Normal(Pause,
// PauseSD) pause (SO2); it never flips over a match it is about to slap.
// As a winner who chooses (SO3, First Slap Wins) it gives the piles, after
// a choice reaction, to the opponent closest to winning with chance Best,
// otherwise to one at random.
//
// Grounding, as in rules/spit: simple visual reaction time of young adults
// is about 200-250 ms (Woods et al. 2015) and ex-Gaussian in shape
// (Ratcliff 1979; Luce 1986); choice reaction grows by about 150 ms per bit
// for unpractised people and much less with practice (Hick 1952; Hyman
// 1953; Mowbray & Rhoades 1959). Comparing near-identical pictures and
// switching the feature that decides are the slow, error-prone parts of
// this game, so those are where the levels differ most.
//
//	level   mean RT (Mu+Tau)  Hick     Similar  Switch  Miss  False  Confuse  Pause
//	Easy    450 ms (300+150)  150 ms/b 220 ms   250 ms  15%   0.4%   5%       900 ms
//	Normal  320 ms (230+90)   110 ms/b 130 ms   150 ms   6%   0.2%   2%       700 ms
//	Hard    230 ms (190+40)    60 ms/b  60 ms    80 ms   2%   0.05%  0.6%     550 ms
//
// Nobody reacts under 100 ms (anticipation aside): every draw is held to
// that floor.
type Model struct {
	Mu, Sigma, Tau float64 // ex-Gaussian simple reaction time, ms
	Hick           float64 // ms per bit of piles compared
	Similar        float64 // ms per near-identical image showing
	Switch         float64 // ms while Color or Pattern Match is in effect
	Miss           float64 // chance to overlook a match
	False          float64 // chance per change of a wrong slap out of nowhere
	Confuse        float64 // chance per near-identical image showing of a wrong slap
	Pause, PauseSD float64 // ms before flipping on one's turn
	Best           float64 // chance to give the piles to the opponent closest to winning
}

// minRT is the floor of any reaction.
const minRT = 100

var models = [...]Model{
	Easy:   {Mu: 300, Sigma: 60, Tau: 150, Hick: 150, Similar: 220, Switch: 250, Miss: 0.15, False: 0.004, Confuse: 0.05, Pause: 900, PauseSD: 250, Best: 0.3},
	Normal: {Mu: 230, Sigma: 40, Tau: 90, Hick: 110, Similar: 130, Switch: 150, Miss: 0.06, False: 0.002, Confuse: 0.02, Pause: 700, PauseSD: 180, Best: 0.7},
	Hard:   {Mu: 190, Sigma: 25, Tau: 40, Hick: 60, Similar: 60, Switch: 80, Miss: 0.02, False: 0.0005, Confuse: 0.006, Pause: 550, PauseSD: 120, Best: 1},
}

// ModelOf returns the model of a level.
func ModelOf(l Level) Model {
	if int(l) < len(models) {
		return models[l]
	}
	return models[Normal]
}

// why a hit is planned.
const (
	forMatch = iota + 1
	forSpecial
	forNothing // a false alarm
)

// Bot is a computer player. It sees only a View, decides on ticks, and
// draws from its own seeded source, so it is deterministic given its seed
// and the views it is shown.
type Bot struct {
	seat int
	m    Model
	rng  *rand.Rand
	sig  uint64 // what the bot last saw
	tops [MaxPlayers]Card

	hitAt   int64 // -1: none planned
	hitWhy  int
	seenAt  int64  // when the match planned for began to show
	handled uint64 // the match last decided on (slap or overlook)
	special int64  // the special window last reacted to (its opening tick)
	flipAt  int64
	giveAt  int64
	giveTo  int
	giveFor int64 // the choice last planned (its window's opening tick)
}

// NewBot returns a bot for seat at a level.
func NewBot(seat int, level Level, seed uint64) *Bot {
	return NewBotModel(seat, ModelOf(level), seed)
}

// NewBotModel returns a bot with a custom reaction-time model.
func NewBotModel(seat int, m Model, seed uint64) *Bot {
	return &Bot{
		seat: seat, m: m, rng: rand.New(rand.NewPCG(seed, seed^0xD1B54A32D192ED03)),
		sig: ^uint64(0), hitAt: -1, flipAt: -1, giveAt: -1, special: -1, giveFor: -1,
	}
}

// Seat returns the bot's seat.
func (b *Bot) Seat() int { return b.seat }

// Tick is called once per tick with the bot's view (v.Seat must be the
// bot's seat); it returns a press when one is due.
func (b *Bot) Tick(v View) (Action, bool) {
	if v.Phase == PhaseOver || v.Seat != b.seat {
		return Action{}, false
	}
	if sig := signature(&v); sig != b.sig {
		b.sig = sig
		b.look(&v)
	}
	if b.giveAt >= 0 && v.Tick >= b.giveAt {
		b.giveAt = -1
		if a := GiveTo(b.giveTo); v.Allowed(a) {
			return a, true
		}
	}
	if b.hitAt >= 0 && v.Tick >= b.hitAt {
		b.hitAt = -1
		if b.stillWants(&v) && v.Allowed(HitKey()) {
			return HitKey(), true
		}
	}
	if b.flipAt >= 0 && v.Tick >= b.flipAt && b.hitAt < 0 {
		b.flipAt = -1
		if v.Allowed(FlipCard()) {
			return FlipCard(), true
		}
	}
	return Action{}, false
}

// look reacts to a change on the table.
func (b *Bot) look(v *View) {
	now := v.Tick
	changed := false
	for i := range v.N {
		if t := v.Players[i].Top; t != b.tops[i] {
			b.tops[i] = t
			changed = changed || t != None
		}
	}
	if w, ok := v.ChoiceFor(); ok && b.giveFor != w.Opened {
		b.giveFor = w.Opened
		b.giveTo = b.pickReceiver(v, w.Candidates())
		b.giveAt = now + ticks(b.exGauss()+b.m.Hick*math.Log2(float64(w.Candidates().Len())))
	}
	if w, ok := v.Special(); ok && w.State == Open && !w.Slapped.Has(b.seat) && b.special != w.Opened {
		b.special = w.Opened
		b.plan(now, forSpecial, ticks(b.exGauss()))
	}
	others, decoys, group := b.compare(v)
	if group > 0 {
		if id := matchID(v, b.seat); id != b.handled {
			b.handled = id
			if b.rng.Float64() >= b.m.Miss {
				rt := b.exGauss() + b.m.Hick*math.Log2(float64(others+1)) + b.m.Similar*float64(decoys)
				if v.Mode != ByImage {
					rt += b.m.Switch
				}
				b.seenAt = now
				b.plan(now, forMatch, ticks(rt))
			}
		}
	} else if changed && b.rng.Float64() < b.m.False+b.m.Confuse*float64(decoys) {
		b.plan(now, forNothing, ticks(b.exGauss()+b.m.Similar*float64(decoys)))
	}
	switch {
	case v.Turn != b.seat || v.Hold != "":
		b.flipAt = -1
	case b.flipAt < 0:
		b.flipAt = now + ticks(max(b.m.Pause+b.m.PauseSD*b.rng.NormFloat64(), 2*minRT))
	}
}

// plan sets a hit unless one is already planned sooner (one hit counts for
// everything it can, D3).
func (b *Bot) plan(now int64, why int, after int64) {
	if b.hitAt >= 0 && b.hitAt <= now+after {
		if why == forMatch || why == forSpecial {
			b.hitWhy = why
		}
		return
	}
	b.hitAt, b.hitWhy = now+after, why
}

// stillWants re-checks a planned hit when it is due.
func (b *Bot) stillWants(v *View) bool {
	switch b.hitWhy {
	case forSpecial:
		w, ok := v.Special()
		return ok && !w.Slapped.Has(b.seat)
	case forMatch:
		// The bot sees whether its match still shows, and knows when it is
		// too late to slap it (SO5).
		_, _, group := b.compare(v)
		return group > 0 && v.Tick-b.seenAt < MatchTicks
	}
	return true
}

// compare looks at the bot's top card against the others: how many other
// piles show a card, how many near-identical images show, and how many
// other piles match it.
func (b *Bot) compare(v *View) (others, decoys, group int) {
	my := v.Players[b.seat].Top
	for i := range v.N {
		t := v.Players[i].Top
		if i == b.seat || t == None {
			continue
		}
		others++
		if my == None {
			continue
		}
		if Matches(my, t, v.Mode) {
			group++
		} else if nearIdentical(my, t, v.Mode) {
			decoys++
		}
	}
	return others, decoys, group
}

// nearIdentical reports whether t looks like a match for c without being
// one: under the image rule another variation of the same blade family;
// under Color or Pattern Match the same image (the usual rule's pull).
func nearIdentical(c, t Card, mode Mode) bool {
	if c.IsSpecial() || t.IsSpecial() {
		return false
	}
	if mode == ByImage {
		return c.Image().Family() == t.Image().Family()
	}
	return c.Image() == t.Image()
}

// matchID identifies the match seat is in: the matching tops and the mode.
func matchID(v *View, seat int) uint64 {
	h := uint64(14695981039346656037)
	mix := func(x uint64) { h = (h ^ x) * 1099511628211 }
	mix(uint64(v.Mode))
	my := v.Players[seat].Top
	for i := range v.N {
		if t := v.Players[i].Top; t != None && Matches(my, t, v.Mode) {
			mix(uint64(i)<<8 | uint64(t))
			mix(uint64(v.Players[i].Flipped))
		}
	}
	return h
}

// pickReceiver gives the piles to the opponent closest to winning (fewest
// cards; ties: first clockwise), or with chance 1-Best to one at random.
func (b *Bot) pickReceiver(v *View, c Seats) int {
	list := c.List()
	if len(list) == 0 {
		return NoSeat
	}
	if b.rng.Float64() >= b.m.Best {
		return list[b.rng.IntN(len(list))]
	}
	best, bestN := NoSeat, 0
	for i := 1; i <= v.N; i++ {
		seat := (b.seat + i) % v.N
		if c.Has(seat) && (best == NoSeat || v.Players[seat].Cards() < bestN) {
			best, bestN = seat, v.Players[seat].Cards()
		}
	}
	return best
}

func (b *Bot) exGauss() float64 {
	return max(b.m.Mu+b.m.Sigma*b.rng.NormFloat64()+b.m.Tau*b.rng.ExpFloat64(), minRT)
}

// ticks converts ms to whole ticks, at least one.
func ticks(ms float64) int64 {
	return max(int64(math.Ceil(max(ms, minRT)*TicksPerSecond/1000)), 1)
}

// signature hashes what the bot reacts to.
func signature(v *View) uint64 {
	h := uint64(14695981039346656037)
	mix := func(x uint64) { h = (h ^ x) * 1099511628211 }
	for i := range v.N {
		mix(uint64(v.Players[i].Top)<<16 | uint64(v.Players[i].Flipped))
	}
	mix(uint64(v.Mode))
	mix(uint64(v.Turn + 1))
	if v.Hold != "" {
		mix(1)
	}
	for i := range v.NWindows {
		w := &v.Windows[i]
		if w.Kind == MatchWindow && w.Winner() != v.Seat {
			continue // the bot finds matches from the tops, not from the engine
		}
		x := uint64(w.Kind)<<8 | uint64(w.State)<<4
		if w.Slapped.Has(v.Seat) {
			x |= 1
		}
		if w.Winner() == v.Seat {
			x |= 2
		}
		mix(x)
		mix(uint64(w.Opened))
	}
	return h
}
