package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestStatCPU: utime + stime are read after the command name, which may
// hold spaces and parentheses.
func TestStatCPU(t *testing.T) {
	line := "4242 (my (odd) cmd) S 1 4242 4242 0 -1 4194560 900 0 0 0 250 130 0 0 20 0 9 0 100 0 0"
	assert.InDelta(t, 3.8, statCPU(line), 1e-9)
	assert.Zero(t, statCPU("garbage"))
	assert.Zero(t, statCPU("1 (x) S 1 2"))
	assert.Greater(t, processCPU(), 0.0, "this test process has used some CPU")
}

// TestMeterWarmup: with a warm-up the window opens that long after the
// first frame even when no frame is drawn after it (a still table), and
// the frames drawn before it do not count.
func TestMeterWarmup(t *testing.T) {
	m := newMeter(time.Hour, 20*time.Millisecond)
	m.addDraw(time.Millisecond)
	m.addDraw(time.Millisecond)
	assert.False(t, m.done())
	assert.True(t, m.start.IsZero(), "not open during the warm-up")
	time.Sleep(25 * time.Millisecond)
	assert.False(t, m.done())
	assert.False(t, m.start.IsZero(), "open after the warm-up without a draw")
	m.addDraw(time.Millisecond)
	s := m.stats()
	assert.Equal(t, 1, s.Frames)
	assert.InDelta(t, 0.02, s.WarmupS, 1e-9)

	// Without one the window opens at the first frame, as before.
	m = newMeter(time.Hour, 0)
	m.addDraw(time.Millisecond)
	assert.False(t, m.start.IsZero())
	m.addDraw(time.Millisecond)
	assert.Equal(t, 1, m.stats().Frames)
}
