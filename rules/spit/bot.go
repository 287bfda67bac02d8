package spit

import (
	"parlor/rules/engine"
	"parlor/rules/realtime"
)

// Model is a computer player's reaction-time model (rules/realtime),
// calibrated against human figures so that Normal plays at the pace of a
// practised adult and Hard at the pace of a fast one.
//
// # One press
//
// A person who plays a card in Spit goes through one cycle per card: see
// that something changed, look over their own face-up cards for one that
// fits a centre pile, choose among what fits, and press the keys. The bot
// does the same. After a change it did not make itself (an opponent's
// play, a spit, the end of a round) it first takes Notice ms to look at it
// (with a jitter of +-25%); then its press goes out after
//
//	RT = Reaction.Choice(n) + Scan*m + Key*(k-1)
//
// where n is the number of options it saw (Hick-Hyman: one option is a
// simple reaction), m the number of its own face-up cards it looked over
// (stock tops; hand cards in the short version), and k the keystrokes of
// the press (two for a play or a move: a pile key, then a side or pile
// key; one for Spit).
// Each option is overlooked with chance Miss on each look; with nothing
// seen the bot says Spit, or looks again after Rescan ms. It takes its best
// option (most face-down cards uncovered, slots freed) with chance Best,
// otherwise one at random.
//
// # Human figures
//
//   - Simple reaction (Reaction, rules/realtime): about 200-250 ms for a
//     young adult to press one key when a light comes on (Woods et al.
//     2015: about 230 ms), right-skewed (ex-Gaussian; Ratcliff 1979;
//     Luce 1986).
//   - Noticing a change away from where one looks takes a saccade, whose
//     latency is about 200 ms (Carpenter 1988); a practised player keeps
//     the centre piles in view (Hard 120 ms), a casual one looks about
//     (Easy 350 ms).
//   - Looking over one's cards: "does this card fit either pile" is a
//     search for up to four target ranks that change with every card
//     played. Searches whose targets keep changing (varied mapping) stay
//     serial and effortful however long one practises, at tens of ms per
//     comparison (Schneider & Shiffrin 1977); search for an item that no
//     single feature singles out costs tens of ms per item when it is
//     there and about twice that when it is not (Treisman & Gelade 1980;
//     Wolfe 1998). Each card is checked against two piles, so Scan is 45
//     ms (Hard) to 110 ms (Easy) per card looked over.
//   - Choosing: choice reaction time grows by about 150 ms per bit of
//     choice for unpractised people (Hick 1952; Hyman 1953), less with
//     practice (Mowbray & Rhoades 1959): Reaction.Hick.
//   - Pressing: aimed movements take longer the farther and smaller the
//     target (Fitts 1954); for keys, the keystroke-level model puts one
//     keystroke at 0.12 s for a good typist (90 words a minute), 0.20 s
//     for an average skilled typist (55) and 0.28 s for an average
//     non-secretary typist (40) (Card, Moran & Newell 1980). The first key
//     of a press is part of the reaction; each further key costs Key.
//     With real cards the reach from stock to centre is slower still.
//
// # Levels
//
// Normal is a practised adult: an average reaction, practised search and
// choice, the keystroke of an average skilled typist. Hard is a fast
// adult: the fast end of reaction times, a good typist's keystroke. Easy
// is a casual player: slow to react and to look, an occasional typist's
// keystroke, and it often overlooks a card. Reaction as in rules/realtime
// (mean simple reaction 450, 320, 230 ms; Hick 150, 110, 60 ms per bit):
//
//	level   notice  scan    key     miss  rescan  best  one play  cards/min  play to play
//	Easy    350 ms  110 ms  280 ms  20%   900 ms   20%  1.43 s    17         2.4 s
//	Normal  220 ms   70 ms  200 ms   8%   500 ms   70%  0.98 s    26         1.25 s
//	Hard    120 ms   45 ms  120 ms   2%   250 ms  100%  0.64 s    40         0.72 s
//
// "One play" is the model's mean time for a play in a run of the bot's
// own plays with five cards face up and two that fit (Play(2, 5, 2):
// Choice(2) + 5 Scan + 1 Key), before misses; after an opponent's move
// Notice comes first. "Cards/min" and "play to play" (the median time
// between two of a player's plays) are measured over whole games of the
// level against itself, stalls, spits and pile races included
// (BenchmarkPace, 200 games). No study we know of times people playing
// Spit, so the pace is what the figures above add up to, not a
// measurement of players. Before this calibration Normal played 10
// cards in 3.6 s in a run; in 200 games against itself now its fastest
// 10 cards took 7.6 s (sim -bots normal,normal), the median 10 took 19 s.
type Model struct {
	realtime.Reaction
	Notice float64 // ms to notice a change the bot did not make
	Scan   float64 // ms per own face-up card looked over for a fit
	Key    float64 // ms per keystroke after the first
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
		m.Notice, m.Scan, m.Key, m.Miss, m.Rescan, m.Best = 350, 110, 280, 0.20, 900, 0.2
	case engine.Hard:
		m.Notice, m.Scan, m.Key, m.Miss, m.Rescan, m.Best = 120, 45, 120, 0.02, 250, 1
	default:
		m.Notice, m.Scan, m.Key, m.Miss, m.Rescan, m.Best = 220, 70, 200, 0.08, 500, 0.7
	}
	return m
}

// Play returns the model's mean time for one press (ms, before misses):
// a choice among n options after looking over m own cards, pressed with
// k keystrokes.
func (m Model) Play(n, looked, keys int) float64 {
	return m.Mu + m.Tau + m.Bits(n) + m.Scan*float64(looked) + m.Key*float64(max(keys-1, 0))
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
		b.schedule(v, a, 2, 0)
		return
	}
	looked := faceUp(v)
	seen := b.seen[:0]
	for _, a := range v.Options(b.buf[:0]) {
		if b.Rand().Float64() >= b.m.Miss {
			seen = append(seen, a)
		}
	}
	if len(seen) > 0 {
		b.schedule(v, b.pick(v, seen), len(seen), looked)
		return
	}
	// Nothing to do that the bot can see: say Spit (alone onto a random pile).
	first := Side(1 + b.Rand().IntN(2))
	for _, a := range [...]Action{SpitReady(), SpitAlone(first), SpitAlone(sideOf(1 - first.index()))} {
		if v.Check(a) == nil {
			b.schedule(v, a, 1, looked)
			return
		}
	}
	b.scanAt = v.Tick + realtime.Ticks(b.m.Rescan)
}

// schedule plans press a, chosen among n options after looking over
// looked own cards: it goes out after a choice reaction, the look and the
// further keystrokes (Model).
func (b *Bot) schedule(v *View, a Action, n, looked int) {
	rt := b.m.Choice(b.Rand(), n) + b.m.Scan*float64(looked) + b.m.Key*float64(keys(a)-1)
	b.plan, b.planned, b.due = a, true, v.Tick+realtime.Ticks(rt)
}

// keys returns the keystrokes a press takes at the table (scenes/spitui):
// a pile key then a side key for a play, two pile keys for a move or a
// stack, the Claim key then a side key for a claim or a choice, the Spit
// key then a side key to spit alone; Spit or a flip by hand is one key.
func keys(a Action) int {
	switch a.Kind {
	case Play, Move, Stack, Claim, Choose:
		return 2
	case Spit:
		if a.Side != NoSide {
			return 2
		}
	}
	return 1
}

// faceUp returns how many of its own cards the seat looks over for a fit:
// its face-up stock tops, or its hand in the short version.
func faceUp(v *View) int {
	me := v.me()
	if v.Config.Short {
		return me.HandSize
	}
	n := 0
	for i := range v.Config.Piles() {
		if me.Stock[i].NUp > 0 {
			n++
		}
	}
	return n
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
