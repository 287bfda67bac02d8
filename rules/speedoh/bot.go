package speedoh

import (
	"parlor/rules/engine"
	"parlor/rules/realtime"
)

// Model is a computer player's reaction-time model (rules/realtime),
// calibrated against human figures so that Normal slaps like a practised
// adult and Hard like a fast one.
//
// # Slapping a match
//
// When the table changes (a card flipped, a mode changed) the bot looks at
// the top cards. If its own top card matches another, it slaps after
//
//	RT = Reaction.Simple + Hick*log2(k+1) + Compare*[alike] + Similar*d + Switch*[mode]
//
// where k is the number of other flipped piles it must compare against
// (Hick-Hyman: choice reaction grows with the options); [alike] is 1 when
// the match is a near-identical pair, two blades of one family (under the
// usual image rule every match is: the four variations of a family differ
// in one small place, and only a look at that place tells "same" from
// "different"); d is the number of near-identical images also showing
// (another variation of its card's family, under Color or Pattern Match
// the same image), each needing its own careful "different"; and Switch is
// paid while Color or Pattern Match is in effect (matching by an unusual
// feature). It overlooks a match with chance Miss (a false "different").
// When nothing matches it slaps anyway with chance False + Confuse*d per
// change: a slip, or a false "same" on a near-identical image, after the
// time that "same" would have taken. A special card's window (First Slap
// Wins, Last Slap Loses, Slash Oh) is a simple reaction (Reaction.Simple
// alone): the specials look like nothing else. On its own turn it flips
// after a Normal(Pause, PauseSD) pause (SO2), at least twice the reaction
// floor; it never flips over a match it is about to slap. As a winner who
// chooses (SO3, First Slap Wins) it gives the piles, after a choice
// reaction, to the opponent closest to winning with chance Best, otherwise
// to one at random.
//
// # Human figures
//
//   - Simple reaction (Reaction, rules/realtime): about 200-250 ms (Woods
//     et al. 2015); choice reaction about 150 ms more per bit of choice
//     unpractised (Hick 1952; Hyman 1953), less with practice.
//   - Judging two pictures the same or different takes well beyond a
//     simple reaction, and more the subtler the difference. Even for
//     single letters, physically identical pairs (AA) are judged "same"
//     some 70-80 ms faster than pairs with only a name in common (Aa)
//     (Posner & Mitchell 1967); "different" is slower the fewer the
//     features that differ, and errors rise the same way (Egeth 1966);
//     most false "same" answers come from pairs that differ minimally
//     (Bamber 1969; review: Farell 1985). For pairs of complex figures
//     shown the same way up, "same" takes about a second (Shepard &
//     Metzler 1971, at no rotation).
//   - Finding the pile that matches is a visual search whose targets are
//     defined by a conjunction of details: it is serial, tens of ms per
//     item (Treisman & Gelade 1980), and slows as the target grows more
//     like the other items (Duncan & Humphreys 1989). Blades of other
//     families differ in silhouette and colour of hilt, at a glance; those
//     of the same family differ in one place only, and each one showing
//     costs a comparison (Similar).
//
// A blade pair is between letters and complex figures: twenty drawings a
// player learns, differing in one known place. Normal takes a near-
// identical match in a two-player game in about 0.7 s, 0.36 s beyond its
// simple reaction; Easy in about 1 s, the pace of an unfamiliar complex
// figure; Hard in about 0.45 s, the fast end. False "same" rates are a
// few per cent, as in speeded same-different tasks, higher for the less
// practised. These are the figures of a practised adult by construction,
// not a measurement of players: such a player should beat Normal in a
// two-player game about as often as not, which only games with people can
// confirm.
//
// # Levels
//
// Reaction as in rules/realtime (mean simple reaction 450, 320, 230 ms;
// Hick 150, 110, 60 ms per bit):
//
//	level   Compare  Similar  Switch  Miss  False  Confuse  Pause   model    measured  wrong
//	Easy    400 ms   450 ms   250 ms  15%   0.4%   6%       900 ms  1000 ms  1027 ms   6.2
//	Normal  250 ms   300 ms   150 ms   6%   0.2%   3%       700 ms   680 ms   705 ms   2.8
//	Hard    160 ms   180 ms    80 ms   2%   0.05%  1%       550 ms   450 ms   476 ms   0.8
//
// "Model" is the mean time from the flip that shows a near-identical
// match to the slap in a two-player game (AlikeMatch(1): Simple + Hick +
// Compare), before misses; "measured" the same over whole two-player games
// of the level against itself, the clock's 1/60 s steps included, and
// "wrong" the wrong slaps per player per game there (BenchmarkMatchToSlap,
// 200 games). Before this calibration Normal slapped such a match 0.45 s
// after it showed, faster than people judge two detailed pictures the
// same.
type Model struct {
	realtime.Reaction
	Compare        float64 // ms to judge a near-identical pair "same" (a match of two blades of one family)
	Similar        float64 // ms per near-identical image showing that is not a match ("different")
	Switch         float64 // ms while Color or Pattern Match is in effect
	Miss           float64 // chance to overlook a match
	False          float64 // chance per change of a wrong slap out of nowhere
	Confuse        float64 // chance per near-identical image showing of a wrong slap (a false "same")
	Pause, PauseSD float64 // ms before flipping on one's turn
	Best           float64 // chance to give the piles to the opponent closest to winning
}

// ModelOf returns the model of a level: Easy, Normal or Hard (any other
// level plays as Normal).
func ModelOf(l engine.Level) Model {
	m := Model{Reaction: realtime.ReactionOf(l)}
	switch l {
	case engine.Easy:
		m.Compare, m.Similar, m.Switch, m.Miss, m.False, m.Confuse, m.Pause, m.PauseSD, m.Best = 400, 450, 250, 0.15, 0.004, 0.06, 900, 250, 0.3
	case engine.Hard:
		m.Compare, m.Similar, m.Switch, m.Miss, m.False, m.Confuse, m.Pause, m.PauseSD, m.Best = 160, 180, 80, 0.02, 0.0005, 0.01, 550, 120, 1
	default:
		m.Compare, m.Similar, m.Switch, m.Miss, m.False, m.Confuse, m.Pause, m.PauseSD, m.Best = 250, 300, 150, 0.06, 0.002, 0.03, 700, 180, 0.7
	}
	return m
}

// AlikeMatch returns the model's mean time, in ms, from a near-identical
// match showing to the slap, with k other piles to compare against and no
// other look-alike showing (before misses).
func (m Model) AlikeMatch(k int) float64 { return m.Mu + m.Tau + m.Bits(k+1) + m.Compare }

// why a hit is planned.
const (
	forMatch = iota + 1
	forSpecial
	forNothing // a false alarm
)

// Bot is a computer player (an engine.Reactor). It sees only a View,
// decides on ticks, and draws from its own seeded source, so it is
// deterministic given its seed and the views it is shown.
type Bot struct {
	realtime.Senses
	m    Model
	tops [MaxPlayers]Card

	hitAt   int64 // -1: none planned
	hitWhy  int
	seenAt  int64         // when the match planned for began to show
	handled realtime.Hash // the match last decided on (slap or overlook)
	special int64         // the special window last reacted to (its opening tick)
	flipAt  int64
	giveAt  int64
	giveTo  int
	giveFor int64 // the choice last planned (its window's opening tick)
}

// NewBot returns the computer player of a level for seat, seeded with
// seed (engine.BotSeed of the game's seed and the seat).
func NewBot(seat int, level engine.Level, seed uint64) *Bot {
	return &Bot{Senses: realtime.NewSenses(seat, seed), m: ModelOf(level),
		hitAt: -1, flipAt: -1, giveAt: -1, special: -1, giveFor: -1}
}

// Tick is called once per tick with the bot's view (v.Seat must be the
// bot's seat); it returns a press when one is due.
func (b *Bot) Tick(v View) (Action, bool) {
	if v.Phase == PhaseOver || v.Seat != b.Seat() {
		return Action{}, false
	}
	if b.Notice(signature(&v)) {
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
		b.giveAt = now + realtime.Ticks(b.m.Simple(b.Rand())+b.m.Bits(w.Candidates().Len()))
	}
	if w, ok := v.Special(); ok && w.State == WindowOpen && !w.Slapped.Has(b.Seat()) && b.special != w.Opened {
		b.special = w.Opened
		b.plan(now, forSpecial, realtime.Ticks(b.m.Simple(b.Rand())))
	}
	others, decoys, group := b.compare(v)
	if group > 0 {
		if id := matchID(v, b.Seat()); id != b.handled {
			b.handled = id
			if b.Rand().Float64() >= b.m.Miss {
				rt := b.m.Simple(b.Rand()) + b.m.Bits(others+1) + b.m.Similar*float64(decoys)
				if alike(v.Players[b.Seat()].Top, v.Mode) {
					rt += b.m.Compare
				}
				if v.Mode != ByImage {
					rt += b.m.Switch
				}
				b.seenAt = now
				b.plan(now, forMatch, realtime.Ticks(rt))
			}
		}
	} else if changed && b.Rand().Float64() < b.m.False+b.m.Confuse*float64(decoys) {
		// A slip, or a false "same" on a look-alike: as slow as a "same".
		rt := b.m.Simple(b.Rand())
		if decoys > 0 {
			rt += b.m.Bits(others+1) + b.m.Compare + b.m.Similar*float64(decoys-1)
		}
		b.plan(now, forNothing, realtime.Ticks(rt))
	}
	switch {
	case v.Turn != b.Seat() || v.Hold != "":
		b.flipAt = -1
	case b.flipAt < 0:
		b.flipAt = now + realtime.Ticks(max(b.m.Pause+b.m.PauseSD*b.Rand().NormFloat64(), 2*realtime.MinRT))
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
		return ok && !w.Slapped.Has(b.Seat())
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
	my := v.Players[b.Seat()].Top
	for i := range v.N {
		t := v.Players[i].Top
		if i == b.Seat() || t == None {
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

// alike reports whether a match of c under mode is a near-identical pair:
// two blades of one family under the image rule, whose four variations
// differ in one small place (a careful "same", Compare).
func alike(c Card, mode Mode) bool { return mode == ByImage && !c.IsSpecial() }

// matchID identifies the match seat is in: the matching tops and the mode.
func matchID(v *View, seat int) realtime.Hash {
	h := realtime.NewHash()
	mix := h.Mix
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
	if b.Rand().Float64() >= b.m.Best {
		return list[b.Rand().IntN(len(list))]
	}
	best, bestN := NoSeat, 0
	for i := 1; i <= v.N; i++ {
		seat := (b.Seat() + i) % v.N
		if c.Has(seat) && (best == NoSeat || v.Players[seat].Cards() < bestN) {
			best, bestN = seat, v.Players[seat].Cards()
		}
	}
	return best
}

// signature hashes what the bot reacts to.
func signature(v *View) realtime.Hash {
	h := realtime.NewHash()
	mix := h.Mix
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
