package spit

import (
	"math"
	"math/rand/v2"
)

// Model is a computer player's reaction-time model. A press comes
// Notice ms after a change the bot did not make itself (an opponent's play,
// a spit, the end of a round), plus a choice reaction time drawn as
//
//	RT = ex-Gaussian(Mu, Sigma, Tau) + Hick * log2(n)
//
// where n is the number of options the bot saw (Hick-Hyman law; n = 1 is a
// simple reaction). Each option is overlooked with chance Miss on each look;
// with nothing seen the bot looks again after Rescan ms. It takes its best
// option with chance Best, otherwise one at random.
//
// Grounding. Simple visual reaction time of young adults averages about
// 200-250 ms (Woods et al. 2015, "Factors influencing the latency of simple
// reaction time", about 230 ms); human reaction times are right-skewed and
// fit an ex-Gaussian well (Ratcliff 1979; Luce 1986), mean Mu+Tau, spread
// sqrt(Sigma^2+Tau^2), with Tau growing with inattention. Choice reaction
// time grows linearly with log2 of the number of equally likely options,
// about 150 ms per bit for unpractised people (Hick 1952; Hyman 1953), much
// less with practice (Mowbray & Rhoades 1959). Shifting attention to a
// change elsewhere on the table costs roughly 100-350 ms (a saccade's
// latency is about 200 ms). The levels:
//
//	level   mean RT (Mu+Tau)  spread  Hick      notice  miss  rescan  best
//	Easy    450 ms (300+150)  162 ms  150 ms/b  350 ms  20%   900 ms  20%
//	Normal  320 ms (230+90)    98 ms  110 ms/b  220 ms   8%   500 ms  70%
//	Hard    230 ms (190+40)    47 ms   60 ms/b  120 ms   2%   250 ms  100%
//
// Easy is a casual, unpractised player; Normal a practised one; Hard sits at
// the fast end of human simple reaction with a well-practised choice
// (nobody reacts under about 100 ms, the floor every draw is held to).
type Model struct {
	Mu, Sigma, Tau float64 // ex-Gaussian simple reaction time, ms
	Hick           float64 // ms per bit of choice
	Notice         float64 // ms to notice a change the bot did not make
	Miss           float64 // chance to overlook an option on a look (and to misjudge the pile race)
	Rescan         float64 // ms between looks when nothing was seen
	Best           float64 // chance to take the best option rather than a random one
}

// minRT is the floor of any reaction: anticipation aside, nobody is faster.
const minRT = 100

var models = [...]Model{
	Easy:   {Mu: 300, Sigma: 60, Tau: 150, Hick: 150, Notice: 350, Miss: 0.20, Rescan: 900, Best: 0.2},
	Normal: {Mu: 230, Sigma: 40, Tau: 90, Hick: 110, Notice: 220, Miss: 0.08, Rescan: 500, Best: 0.7},
	Hard:   {Mu: 190, Sigma: 25, Tau: 40, Hick: 60, Notice: 120, Miss: 0.02, Rescan: 250, Best: 1},
}

// ModelOf returns the model of a level.
func ModelOf(l Level) Model {
	if int(l) < len(models) {
		return models[l]
	}
	return models[Normal]
}

// Bot is a computer player. It sees only a View, decides on ticks, and
// draws from its own seeded source, so it is deterministic given its seed
// and the views it is shown.
type Bot struct {
	seat    int
	m       Model
	rng     *rand.Rand
	sig     uint64 // what the bot last saw
	plan    Action
	planned bool
	due     int64 // tick the planned press goes out
	scanAt  int64 // tick of the next look
	mine    bool  // the bot has just pressed, so the next change is its own
	buf     [64]Action
	seen    [64]Action
}

// NewBot returns a bot for seat at a level.
func NewBot(seat int, level Level, seed uint64) *Bot {
	return NewBotModel(seat, ModelOf(level), seed)
}

// NewBotModel returns a bot with a custom reaction-time model.
func NewBotModel(seat int, m Model, seed uint64) *Bot {
	return &Bot{seat: seat, m: m, rng: rand.New(rand.NewPCG(seed, seed^0xD1B54A32D192ED03)), sig: ^uint64(0)}
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
		if !(b.planned && b.plan.Kind != Spit && v.Check(b.plan) == nil) {
			b.planned = false
			at := v.Tick
			if !b.mine {
				at += ticks(b.m.Notice * (0.75 + 0.5*b.rng.Float64()))
			}
			if b.scanAt <= v.Tick || at < b.scanAt {
				b.scanAt = at
			}
		}
		b.mine = false
	}
	if b.planned {
		if v.Tick < b.due {
			return Action{}, false
		}
		b.planned = false
		if v.Check(b.plan) == nil {
			b.mine = true
			return b.plan, true
		}
		b.scanAt = v.Tick + 1
		return Action{}, false
	}
	if v.Tick >= b.scanAt {
		b.look(&v)
	}
	return Action{}, false
}

// look decides what to press next and when.
func (b *Bot) look(v *View) {
	switch v.Phase {
	case PhaseClaim, PhaseChoose:
		if v.Phase == PhaseChoose && v.RoundWinner != b.seat {
			b.scanAt = v.Tick + ticks(b.m.Rescan)
			return
		}
		side := Left // the smaller pile
		if v.Centre[1].Size < v.Centre[0].Size {
			side = Right
		}
		if b.rng.Float64() < b.m.Miss {
			side = sideOf(1 - side.index())
		}
		a := ClaimPile(side)
		if v.Phase == PhaseChoose {
			a = ChoosePile(side)
		}
		b.schedule(v, a, 2)
		return
	}
	seen := b.seen[:0]
	for _, a := range v.Options(b.buf[:0]) {
		if b.rng.Float64() >= b.m.Miss {
			seen = append(seen, a)
		}
	}
	if len(seen) > 0 {
		b.schedule(v, b.pick(v, seen), len(seen))
		return
	}
	// Nothing to do that the bot can see: say Spit (alone onto a random pile).
	first := Side(1 + b.rng.IntN(2))
	for _, a := range [...]Action{SpitReady(), SpitAlone(first), SpitAlone(sideOf(1 - first.index()))} {
		if v.Check(a) == nil {
			b.schedule(v, a, 1)
			return
		}
	}
	b.scanAt = v.Tick + ticks(b.m.Rescan)
}

func (b *Bot) schedule(v *View, a Action, n int) {
	rt := b.m.Mu + b.m.Sigma*b.rng.NormFloat64() + b.m.Tau*b.rng.ExpFloat64() + b.m.Hick*math.Log2(float64(n))
	b.plan, b.planned, b.due = a, true, v.Tick+ticks(max(rt, minRT))
}

// pick takes the best option (most face-down cards uncovered, slots freed)
// with chance Best, otherwise a random one.
func (b *Bot) pick(v *View, opts []Action) Action {
	if b.rng.Float64() >= b.m.Best {
		return opts[b.rng.IntN(len(opts))]
	}
	best, bestScore := opts[0], -1
	for _, a := range opts {
		if sc := score(v, a); sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}

func score(v *View, a Action) int {
	if v.Config.Short {
		return 1
	}
	p := v.Players[v.Seat].Stock[a.From-1]
	switch a.Kind {
	case Flip:
		return 30
	case Play:
		sc := 10 + 3*p.Down
		if p.Size() == 1 {
			sc += 2
		}
		return sc
	case Move:
		return 6 + 3*p.Down
	case Stack:
		return 5 + 3*p.Down
	}
	return 0
}

// ticks converts ms to whole ticks, at least one.
func ticks(ms float64) int64 {
	return max(int64(math.Ceil(ms*TicksPerSecond/1000)), 1)
}

// signature hashes what the bot reacts to.
func signature(v *View) uint64 {
	h := uint64(14695981039346656037)
	mix := func(x uint64) { h = (h ^ x) * 1099511628211 }
	mix(uint64(v.Phase))
	mix(uint64(v.Round))
	for i := range 2 {
		mix(uint64(v.Centre[i].Top))
		mix(uint64(v.Centre[i].Size))
		mix(uint64(v.Players[i].Draw))
	}
	me := &v.Players[v.Seat]
	for i := range MaxPiles {
		p := &me.Stock[i]
		t, _ := p.Top()
		mix(uint64(p.Down)<<16 | uint64(p.NUp)<<8 | uint64(t))
	}
	for _, c := range me.Hand {
		mix(uint64(c))
	}
	if me.Ready {
		mix(1)
	}
	if v.Countdown == 0 {
		mix(2)
	}
	mix(uint64(v.RoundWinner + 1))
	return h
}
