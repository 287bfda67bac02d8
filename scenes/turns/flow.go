// Package turns is what the turn-based tables (Speed Run, Stepping Stones,
// Spellcraft) share: the queue of visual events a table plays one at a
// time, the keys every such table answers and how its message line fades.
// Their computer players, undo and hints are the table session's
// (game/session).
package turns

import (
	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Events plays a table's visual events one at a time: each waits until no
// card is moving and any hold (a finished trick left in view) has passed,
// so the game never moves on before the player has seen the last change.
type Events[E any] struct {
	Queue []E
	Wait  float64 // ticks to hold before the next event
}

// Push queues events at the end.
func (q *Events[E]) Push(es ...E) { q.Queue = append(q.Queue, es...) }

// PushFront queues events before everything else (a step that must run
// right after the current one, e.g. the collect after a hold).
func (q *Events[E]) PushFront(es ...E) { q.Queue = append(append([]E(nil), es...), q.Queue...) }

// Pending reports whether events are queued or held.
func (q *Events[E]) Pending() bool { return len(q.Queue) > 0 || q.Wait > 0 }

// Step advances by dt ticks and runs the next event when the table is
// still. It reports whether the table is idle: nothing queued, nothing
// held, nothing moving, so players may act.
func (q *Events[E]) Step(dt float64, busy bool, run func(E)) bool {
	if q.Wait > 0 {
		q.Wait -= dt
		return false
	}
	if len(q.Queue) > 0 {
		if !busy {
			e := q.Queue[0]
			q.Queue = q.Queue[1:]
			run(e)
		}
		return false
	}
	return !busy
}

// Keys handles the keys every trick table shares: Back pauses (with the
// game's extra pause items), Help opens the game's rules, and the Board key
// or a click on boardBtn (nil: the table has none) opens the game's board. It reports whether it
// opened something, in which case the table does nothing else this frame.
func Keys(ctx *game.Context, app *scenes.App, s *session.Session, boardBtn *widget.Button,
	board func() game.Scene, pause ...scenes.MenuItem) bool {
	if scenes.PauseOrRules(ctx, app, s, pause...) {
		return true
	}
	in := ctx.In
	mx, my := in.Cursor()
	if in.Pressed(input.Menu, input.Board) || (in.Clicked() && boardBtn != nil && boardBtn.Contains(mx, my)) {
		ctx.Push(board())
		return true
	}
	return false
}

// MessageStill reports whether a table's message line, shown for full
// ticks and fading over its last 30 (alpha min(1, ticks/30)), looks the
// same as last frame with ticks left: it changes in the frames right after
// it is set and while it fades, and stays unchanged between, so a waiting
// table need not be drawn while a message merely stays up.
func MessageStill(ticks, full int) bool {
	return ticks <= 0 || ticks > 31 && ticks < full-2
}
