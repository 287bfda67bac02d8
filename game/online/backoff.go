package online

import (
	"math/rand/v2"
	"time"
)

// Backoff says how long to wait before each new try to reach the server:
// Base, then twice as long each time up to Max, each wait moved by up to
// Jitter of itself either way, so clients that lost the server together
// do not all come back in the same instant.
type Backoff struct {
	Base, Max time.Duration
	Jitter    float64        // a share of the wait, 0 to 1
	Rand      func() float64 // in [0, 1); nil: math/rand/v2
	n         int            // waits given since the last Reset
}

// NewBackoff returns the client's backoff: 1, 2, 4 ... 30 s, ±25%.
func NewBackoff() *Backoff {
	return &Backoff{Base: time.Second, Max: 30 * time.Second, Jitter: 0.25}
}

// Next returns the wait before the next try.
func (b *Backoff) Next() time.Duration {
	d := b.Max
	if b.n < 32 && b.Base<<b.n < b.Max {
		d = b.Base << b.n
	}
	b.n++
	r := rand.Float64
	if b.Rand != nil {
		r = b.Rand
	}
	return time.Duration(float64(d) * (1 + b.Jitter*(2*r()-1)))
}

// Reset starts again from Base: the server was reached.
func (b *Backoff) Reset() { b.n = 0 }
