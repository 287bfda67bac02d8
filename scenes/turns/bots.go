// Package turns is what the turn-based tables (Speed Run, Stepping Stones,
// Spellcraft) share: computer players thinking off the render loop and
// paced for people, the queue of visual events a table plays one at a
// time, and the keys every such table answers.
package turns

import (
	"log"

	"parlor/rules/engine"
)

// BotSeat runs one computer player's decisions off the render loop, so a
// frame never waits for a bot. Thinking and pacing are separate: the move
// shows once the bot has answered and the pace delay has passed. It is
// generic so every trick-table game paces its bots the same way.
type BotSeat[V, A any] struct {
	Bot     engine.Chooser[V, A]
	ch      chan A
	busy    bool
	startAt int64 // frame the decision was asked for
}

// Busy reports whether a decision is pending.
func (b *BotSeat[V, A]) Busy() bool { return b.busy }

// Ask starts a decision on v with the given legal actions (copied, since the
// goroutine outlives the caller's slice).
func (b *BotSeat[V, A]) Ask(v V, legal []A, frame int64) {
	if b.busy {
		return
	}
	b.busy, b.startAt = true, frame
	b.ch = make(chan A, 1)
	legal = append([]A(nil), legal...)
	go func(ch chan<- A) { ch <- b.Bot.Choose(v, legal) }(b.ch)
}

// Poll returns the bot's action once it is ready and pace frames have
// passed since Ask.
func (b *BotSeat[V, A]) Poll(frame int64, pace int) (A, bool) {
	var zero A
	if !b.busy || frame-b.startAt < int64(pace) {
		return zero, false
	}
	select {
	case a := <-b.ch:
		b.busy = false
		return a, true
	default:
		return zero, false
	}
}

// Cancel forgets a pending decision; the goroutine finishes into its
// buffered channel and is collected.
func (b *BotSeat[V, A]) Cancel() { b.busy = false }

// Rules is what PlayBots reads from a game's engine: a seat's view, which
// is all a bot may see, and the seat's legal actions.
type Rules[V, A any] interface {
	View(seat int) V
	Legal(seat int) []A
}

// PlayBots lets the first computer seat in toMove that has an answer act,
// and asks the idle ones. One action a frame keeps the animations in order.
// A refused choice is a bot bug that must not stop the game: it is logged
// under name and the seat's first legal action is played instead.
func PlayBots[V, A any](frame int64, pace int, name string, bots []*BotSeat[V, A], toMove []int,
	rules Rules[V, A], apply func(seat int, a A) error) {
	for _, seat := range toMove {
		b := bots[seat]
		if b == nil {
			continue
		}
		if !b.Busy() {
			b.Ask(rules.View(seat), rules.Legal(seat), frame)
			continue
		}
		a, ok := b.Poll(frame, pace)
		if !ok {
			continue
		}
		if err := apply(seat, a); err != nil {
			log.Printf("%s: bot %d chose %v: %v", name, seat, a, err)
			if legal := rules.Legal(seat); len(legal) > 0 {
				_ = apply(seat, legal[0])
			}
		}
		return
	}
}
