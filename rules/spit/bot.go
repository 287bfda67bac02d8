package spit

import (
	"parlor/rules/engine"
	"parlor/rules/realtime"
)

// Model is a computer player's reaction-time model (rules/realtime): a
// press comes Notice ms after a change the bot did not make itself (an
// opponent's play, a spit, the end of a round), plus a choice reaction
// time among the n options it saw (Reaction.Choice: ex-Gaussian plus
// Hick's law; n = 1 is a simple reaction). Each option is overlooked with
// chance Miss on each look; with nothing seen the bot looks again after
// Rescan ms. It takes its best option with chance Best, otherwise one at
// random. Shifting attention to a change elsewhere on the table costs
// roughly 100-350 ms (a saccade's latency is about 200 ms). The levels
// (Reaction as in rules/realtime):
//
//	level   notice  miss  rescan  best
//	Easy    350 ms  20%   900 ms  20%
//	Normal  220 ms   8%   500 ms  70%
//	Hard    120 ms   2%   250 ms  100%
type Model struct {
	realtime.Reaction
	Notice float64 // ms to notice a change the bot did not make
	Miss   float64 // chance to overlook an option on a look (and to misjudge the pile race)
	Rescan float64 // ms between looks when nothing was seen
	Best   float64 // chance to take the best option rather than a random one
}

// ModelOf returns the model of a level: Easy, Normal or Hard (any other
// level plays as Normal).
func ModelOf(l engine.Level) Model {
	m := Model{Reaction: realtime.ReactionOf(l)}
	switch l {
	case engine.Easy:
		m.Notice, m.Miss, m.Rescan, m.Best = 350, 0.20, 900, 0.2
	case engine.Hard:
		m.Notice, m.Miss, m.Rescan, m.Best = 120, 0.02, 250, 1
	default:
		m.Notice, m.Miss, m.Rescan, m.Best = 220, 0.08, 500, 0.7
	}
	return m
}

// Bot is a computer player (an engine.Reactor). It sees only a View,
// decides on ticks, and draws from its own seeded source, so it is
// deterministic given its seed and the views it is shown.
type Bot struct {
	realtime.Senses
	m       Model
	plan    Action
	planned bool
	due     int64 // tick the planned press goes out
	scanAt  int64 // tick of the next look
	mine    bool  // the bot has just pressed, so the next change is its own
	buf     [64]Action
	seen    [64]Action
}

// NewBot returns the computer player of a level for seat, seeded with
// seed (engine.BotSeed of the game's seed and the seat).
func NewBot(seat int, level engine.Level, seed uint64) *Bot {
	return &Bot{Senses: realtime.NewSenses(seat, seed), m: ModelOf(level)}
}

// Tick is called once per tick with the bot's view (v.Seat must be the
// bot's seat); it returns a press when one is due.
func (b *Bot) Tick(v View) (Action, bool) {
	if v.Phase == PhaseOver || v.Seat != b.Seat() {
		return Action{}, false
	}
	if b.Notice(signature(&v)) {
		if !(b.planned && b.plan.Kind != Spit && v.Check(b.plan) == nil) {
			b.planned = false
			at := v.Tick
			if !b.mine {
				at += realtime.Ticks(b.m.Notice * (0.75 + 0.5*b.Rand().Float64()))
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
		if v.Phase == PhaseChoose && v.RoundWinner != b.Seat() {
			b.scanAt = v.Tick + realtime.Ticks(b.m.Rescan)
			return
		}
		side := Left // the smaller pile
		if v.Centre[1].Size < v.Centre[0].Size {
			side = Right
		}
		if b.Rand().Float64() < b.m.Miss {
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
		if b.Rand().Float64() >= b.m.Miss {
			seen = append(seen, a)
		}
	}
	if len(seen) > 0 {
		b.schedule(v, b.pick(v, seen), len(seen))
		return
	}
	// Nothing to do that the bot can see: say Spit (alone onto a random pile).
	first := Side(1 + b.Rand().IntN(2))
	for _, a := range [...]Action{SpitReady(), SpitAlone(first), SpitAlone(sideOf(1 - first.index()))} {
		if v.Check(a) == nil {
			b.schedule(v, a, 1)
			return
		}
	}
	b.scanAt = v.Tick + realtime.Ticks(b.m.Rescan)
}

func (b *Bot) schedule(v *View, a Action, n int) {
	b.plan, b.planned, b.due = a, true, v.Tick+realtime.Ticks(b.m.Choice(b.Rand(), n))
}

// pick takes the best option (most face-down cards uncovered, slots freed)
// with chance Best, otherwise a random one.
func (b *Bot) pick(v *View, opts []Action) Action {
	if b.Rand().Float64() >= b.m.Best {
		return opts[b.Rand().IntN(len(opts))]
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

// signature hashes what the bot reacts to.
func signature(v *View) realtime.Hash {
	h := realtime.NewHash()
	mix := h.Mix
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
