package speedrunui

import (
	"parlor/rules/speedrun"
)

// chooser is a computer player: it sees only a View (DESIGN: bots never see
// the full state).
type chooser interface {
	Choose(v speedrun.View, legal []speedrun.Action) speedrun.Action
}

// botSeat runs one computer player's decisions off the render loop: the
// frame never waits for a bot. Thinking time and pacing are separate: the
// move shows once both the bot has answered and the pace delay has passed.
type botSeat struct {
	bot     chooser
	ch      chan speedrun.Action
	busy    bool
	startAt int64 // frame the decision was asked for
}

func (b *botSeat) ask(v speedrun.View, frame int64) {
	if b.busy {
		return
	}
	b.busy, b.startAt = true, frame
	b.ch = make(chan speedrun.Action, 1)
	legal := append([]speedrun.Action(nil), v.Legal...)
	go func(ch chan<- speedrun.Action) { ch <- b.bot.Choose(v, legal) }(b.ch)
}

// poll returns the bot's action once it is ready and paced.
func (b *botSeat) poll(frame int64, pace int) (speedrun.Action, bool) {
	if !b.busy || frame-b.startAt < int64(pace) {
		return speedrun.Action{}, false
	}
	select {
	case a := <-b.ch:
		b.busy = false
		return a, true
	default:
		return speedrun.Action{}, false
	}
}

// cancel forgets a pending decision (e.g. the game was abandoned); the
// goroutine finishes into its buffered channel and is collected.
func (b *botSeat) cancel() { b.busy = false }
