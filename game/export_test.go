package game

import "parlor/game/store"

// SetFreeMemory replaces what the game calls to hand freed memory back to
// the OS, so a test can count the calls.
func SetFreeMemory(g *Game, f func()) { g.freeMemory = f }

// LoadSettingsWritable is loadSettings: whether the session may write
// the settings back.
var LoadSettingsWritable = loadSettings

// MeterFrames is how many frames a -measure run's meter counted as drawn,
// and how many of them as moving frames.
func MeterFrames(g *Game) (drawn, moving int) { return g.meter.draws, g.meter.movingFrames }

// WrapStore puts wrap around the context's store (a fault injected).
func WrapStore(c *Context, wrap func(store.Store) store.Store) { c.keep.store = wrap(c.keep.store) }
