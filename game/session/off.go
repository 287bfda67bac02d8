package session

import "sync/atomic"

// inline makes Off run its work at once (tests).
var inline atomic.Bool

// Off runs f off the frame, on its own goroutine, so a frame never waits
// for a computer player, a hint or an analysis. With Inline on it runs f
// at once instead: the game then reaches each state after the same
// frames on a busy machine as on a quiet one, and a test can count them.
func Off(f func()) {
	if inline.Load() {
		f()
		return
	}
	go f()
}

// Inline makes Off run work at once (on) or on its own goroutine (off,
// as players run). Tests of whole games turn it on.
func Inline(on bool) { inline.Store(on) }
