package canvas

import "sync/atomic"

// reducedMotion is the player's reduced-motion setting. The shell copies it
// from the settings every tick and everything that animates (the tweens of
// scenes/widget) obeys it, so one switch stills the cards of every game
// and of the menu alike, and a change from any Settings screen takes effect
// on the next tick.
var reducedMotion atomic.Bool

// SetReducedMotion turns reduced motion on or off.
func SetReducedMotion(on bool) { reducedMotion.Store(on) }

// ReducedMotion reports whether things that would move should appear at
// their destination instead.
func ReducedMotion() bool { return reducedMotion.Load() }
