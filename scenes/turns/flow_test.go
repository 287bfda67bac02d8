package turns

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Events run one at a time, never while a card moves or during a hold, and
// PushFront jumps the queue.
func TestEventsWaitForStillnessAndHolds(t *testing.T) {
	var q Events[string]
	var ran []string
	run := func(e string) {
		ran = append(ran, e)
		if e == "collect" {
			q.Wait = 3
			q.PushFront("gather")
		}
	}
	q.Push("play", "collect", "deal")
	assert.False(t, q.Step(1, true, run), "busy: nothing runs")
	assert.Empty(t, ran)
	q.Step(1, false, run)
	q.Step(1, false, run)
	assert.Equal(t, []string{"play", "collect"}, ran)
	for range 3 {
		q.Step(1, false, run)
	}
	assert.Equal(t, []string{"play", "collect"}, ran, "the hold delays the next event")
	q.Step(1, false, run)
	q.Step(1, false, run)
	assert.Equal(t, []string{"play", "collect", "gather", "deal"}, ran)
	assert.True(t, q.Step(1, false, run), "idle once all has been shown")
	assert.False(t, q.Pending())
}

// A message is drawn when it is set and while it fades; in between it
// does not change, so a table waiting with a message up may stop drawing.
func TestMessageStill(t *testing.T) {
	for _, c := range []struct {
		ticks int
		still bool
	}{{0, true}, {240, false}, {238, false}, {237, true}, {100, true}, {32, true}, {31, false}, {1, false}} {
		if got := MessageStill(c.ticks, 240); got != c.still {
			t.Errorf("MessageStill(%d, 240) = %v, want %v", c.ticks, got, c.still)
		}
	}
}
