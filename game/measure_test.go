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

// fakeClock is a meter's clock that moves only when told.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time       { return c.t }
func (c *fakeClock) pass(d time.Duration) { c.t = c.t.Add(d) }
func meterOn(c *fakeClock, limit, warmup time.Duration) *meter {
	m := newMeter(limit, warmup)
	m.now = c.now
	return m
}

// TestMeterWarmup: with a warm-up the window opens that long after the
// first frame even when no frame is drawn after it (a still table), and
// the frames drawn before it do not count.
func TestMeterWarmup(t *testing.T) {
	clock := &fakeClock{t: time.Unix(1000, 0)}
	m := meterOn(clock, time.Hour, 20*time.Millisecond)
	m.addDraw(time.Millisecond)
	m.addDraw(time.Millisecond)
	assert.False(t, m.done())
	assert.True(t, m.start.IsZero(), "not open during the warm-up")
	clock.pass(25 * time.Millisecond)
	assert.False(t, m.done())
	assert.False(t, m.start.IsZero(), "open after the warm-up without a draw")
	m.addDraw(time.Millisecond)
	s := m.stats()
	assert.Equal(t, 1, s.Frames)
	assert.InDelta(t, 0.02, s.WarmupS, 1e-9)

	// Without one the window opens at the first frame, as before.
	m = meterOn(clock, time.Hour, 0)
	m.addDraw(time.Millisecond)
	assert.False(t, m.start.IsZero())
	m.addDraw(time.Millisecond)
	assert.Equal(t, 1, m.stats().Frames)

	// The window closes after its limit.
	m = meterOn(clock, time.Second, 0)
	m.addDraw(time.Millisecond)
	clock.pass(999 * time.Millisecond)
	assert.False(t, m.done())
	clock.pass(time.Millisecond)
	assert.True(t, m.done())
}

// TestMeterMovingLeavesRestsOut: the moving frame rate times each drawn
// frame from the one drawn just before it; a rest (frames skipped because
// nothing changed) counts in fps but not in the moving figures.
func TestMeterMovingLeavesRestsOut(t *testing.T) {
	clock := &fakeClock{t: time.Unix(1000, 0)}
	m := meterOn(clock, time.Hour, 0)
	m.addDraw(time.Millisecond) // opens the window
	// 100 frames 8 ms apart: 125 fps while moving.
	for range 100 {
		clock.pass(8 * time.Millisecond)
		m.addDraw(time.Millisecond)
	}
	// A 2-second rest: 120 frames skipped.
	for range 120 {
		clock.pass(time.Second / 60)
		m.skip()
	}
	// The first frame after the rest ends it; 50 more at 125 fps.
	clock.pass(time.Second / 60)
	m.addDraw(time.Millisecond)
	for range 50 {
		clock.pass(8 * time.Millisecond)
		m.addDraw(time.Millisecond)
	}
	s := m.stats()
	assert.Equal(t, 151, s.Frames)
	assert.InDelta(t, 3.2+1.0/60, s.Seconds, 1e-6) // time.Second/60 is rounded down to whole ns
	assert.InDelta(t, 151/(3.2+1.0/60), s.FPS, 1e-4)
	assert.InDelta(t, 1.2, s.MovingS, 1e-9, "150 frames of 8 ms; the rest and the frame ending it left out")
	assert.InDelta(t, 125, s.MovingFPS, 1e-9)

	// A screen that never rests moves at its fps.
	m = meterOn(clock, time.Hour, 0)
	for range 11 {
		m.addDraw(time.Millisecond)
		clock.pass(10 * time.Millisecond)
	}
	s = m.stats()
	assert.InDelta(t, 100, s.MovingFPS, 1e-9)
	assert.InDelta(t, 0.1, s.MovingS, 1e-9)
}

// A frame's place between two ticks, for drawing cards in flight: none in
// a scripted run, a share of the 1/60 s, never past the next tick.
func TestSinceTick(t *testing.T) {
	tick := time.Unix(100, 0)
	assert.Zero(t, sinceTick(time.Time{}, tick), "no tick time: a scripted run draws the tick's own moment")
	assert.InDelta(t, 0.5, sinceTick(tick, tick.Add(time.Second/120)), 1e-6)
	assert.Equal(t, 1.0, sinceTick(tick, tick.Add(time.Second/20)), "a late frame is drawn at the next tick, not past it")
	assert.Zero(t, sinceTick(tick, tick.Add(-time.Millisecond)))
}
