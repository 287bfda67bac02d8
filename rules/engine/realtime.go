package engine

// Press is one seat's press read in a tick.
type Press[A any] struct {
	Seat   int
	Action A
}

// PressResult is what became of one press in ApplyTick: nil, an error
// wrapping ErrIllegal (the game is unchanged by it) or one wrapping
// ErrLate (recorded, and otherwise nothing).
type PressResult[A any] struct {
	Press[A]
	Index int // the press's place in the slice given to ApplyTick
	Err   error
}

// Interlude marks an event after which a real-time game pauses for the
// people playing it: a round's end, whose result a table shows before the
// next round's clock runs. A table here simply stops ticking while it
// shows it; a game hosted elsewhere waits until each person is ready
// (session.Host).
type Interlude interface{ Interlude() }

// Awaiter is a real-time game that says which seats it waits on: nothing
// happens until one of them presses (a SpeedOh flipper, a lone Spit
// spitter), so a table online can tell a person idle from a person
// watching a race (room's turn clock).
type Awaiter interface{ Awaits() []int }

// RealTime is a game on a clock whose presses of one tick are applied in
// a fair order (rules/realtime): no seat wins ties by its number.
type RealTime[A any] interface {
	Clocked
	ApplyTick(presses []Press[A]) []PressResult[A]
}

// BotPresses appends the presses the bots want this tick to buf: each bot
// is shown its seat's view; nil bots are skipped.
func BotPresses[G Game[G, V, A], V any, A Action](g G, bots []Reactor[V, A], buf []Press[A]) []Press[A] {
	for seat, b := range bots {
		if b == nil {
			continue
		}
		if a, ok := b.Tick(g.View(seat)); ok {
			buf = append(buf, Press[A]{Seat: seat, Action: a})
		}
	}
	return buf
}

// TickStep is one tick of a real-time game, the step that sim, the tests
// and the tables all take: the bots look at their views, their presses and
// the extra ones (people's keys, read this tick) go through the game's
// fair order, then the clock advances. It returns the results of every
// press, in the order applied; buf is reused for the presses.
func TickStep[G interface {
	Game[G, V, A]
	RealTime[A]
}, V any, A Action](g G, bots []Reactor[V, A], extra []Press[A], buf []Press[A]) ([]PressResult[A], []Press[A]) {
	return tickStep(g, g, bots, extra, buf)
}

// tickStep is TickStep for a game whose clock rt is known apart from its
// type (the erased Players).
func tickStep[G Game[G, V, A], V any, A Action](g G, rt RealTime[A], bots []Reactor[V, A], extra []Press[A], buf []Press[A]) ([]PressResult[A], []Press[A]) {
	buf = BotPresses(g, bots, buf[:0])
	buf = append(buf, extra...)
	var res []PressResult[A]
	if len(buf) > 0 {
		res = rt.ApplyTick(buf)
	}
	if !g.Over() {
		rt.Advance()
	}
	return res, buf
}

// Settlement marks an event after which a real-time game's clock stands
// still a moment while the cards that changed hands are collected, so
// everyone sees what happened before play goes on (SpeedOh's settled
// slaps); Settles reports whether cards moved. Wherever the game is held,
// its authority waits the same (session.Timing).
type Settlement interface{ Settles() bool }
