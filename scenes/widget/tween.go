package widget

import "math"

// Ease maps progress 0..1 to eased progress.
type Ease func(t float64) float64

// Easings used by card motion.
var (
	Linear    Ease = func(t float64) float64 { return t }
	EaseOut   Ease = func(t float64) float64 { return 1 - math.Pow(1-t, 3) }
	EaseInOut Ease = func(t float64) float64 {
		if t < 0.5 {
			return 4 * t * t * t
		}
		return 1 - math.Pow(-2*t+2, 3)/2
	}
	// EaseBack overshoots a little and settles: a card landing on a pile.
	EaseBack Ease = func(t float64) float64 {
		const c1 = 1.70158
		const c3 = c1 + 1
		return 1 + c3*math.Pow(t-1, 3) + c1*math.Pow(t-1, 2)
	}
)

// Tween animates one value from From to To over Frames ticks.
// The zero Tween is finished at value 0.
type Tween struct {
	From, To float64
	Frames   float64
	Elapsed  float64
	Delay    float64
	Ease     Ease
}

// Start restarts the tween from its current value to "to".
func (tw *Tween) Start(to, frames, delay float64, e Ease) {
	tw.From = tw.Value()
	tw.To = to
	tw.Frames = frames
	tw.Elapsed = 0
	tw.Delay = delay
	tw.Ease = e
	if ReducedMotion() {
		tw.finish()
	}
}

// finish jumps to the end, delay and all.
func (tw *Tween) finish() { tw.Elapsed, tw.Delay = tw.Frames, 0 }

// Set jumps to v with no animation.
func (tw *Tween) Set(v float64) { *tw = Tween{From: v, To: v} }

// Step advances by dt ticks (dt scales with the animation-speed setting).
func (tw *Tween) Step(dt float64) {
	if ReducedMotion() {
		// Also ends a tween started before the player turned motion off.
		tw.finish()
		return
	}
	if tw.Delay > 0 {
		tw.Delay -= dt
		if tw.Delay >= 0 {
			return
		}
		dt = -tw.Delay
		tw.Delay = 0
	}
	tw.Elapsed = math.Min(tw.Elapsed+dt, tw.Frames)
}

// ValueAhead returns the value dt ticks from now, as Step(dt) would make
// it, leaving the tween as it is: a frame drawn between two ticks shows a
// moving card where it is at that moment.
func (tw *Tween) ValueAhead(dt float64) float64 {
	if dt <= 0 {
		return tw.Value()
	}
	ahead := *tw
	ahead.Step(dt)
	return ahead.Value()
}

// Done reports whether the tween has reached its target.
func (tw *Tween) Done() bool { return tw.Elapsed >= tw.Frames && tw.Delay <= 0 }

// Value returns the current value.
func (tw *Tween) Value() float64 {
	if tw.Frames <= 0 || tw.Elapsed >= tw.Frames {
		return tw.To
	}
	t := tw.Elapsed / tw.Frames
	e := tw.Ease
	if e == nil {
		e = EaseInOut
	}
	return tw.From + (tw.To-tw.From)*e(t)
}
