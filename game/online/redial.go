package online

import (
	"context"
	"errors"
	"sync"
	"time"
)

// Redial gets a connection back off the frame: it tries at once, and
// after each failure that may pass (the server unreachable, restarting)
// waits its Backoff and tries again. It stops at the first success, at a
// table gone for good (ErrGone), or when stopped: one try per wait, never
// a loop.
type Redial struct {
	mu     sync.Mutex
	state  RedialState
	next   time.Time // when the next try starts, zero while trying
	cancel context.CancelFunc
	done   chan struct{}
}

// RedialState is where a Redial stands.
type RedialState struct {
	Client *Client       // the connection back, once made
	Err    error         // the last try's failure
	Tries  int           // tries made (each a whole sign-in)
	Wait   time.Duration // how long until the next try, 0 while trying
	Done   bool          // no more tries: Client, or Err (Is ErrGone), or stopped
}

// Gone reports whether the table is gone for good.
func (s RedialState) Gone() bool { return s.Done && errors.Is(s.Err, ErrGone) }

// StartRedial starts trying dial, each try bounded by limit, waiting b
// between tries.
func StartRedial(dial func(ctx context.Context) (*Client, error), b *Backoff, limit time.Duration) *Redial {
	ctx, cancel := context.WithCancel(context.Background())
	r := &Redial{cancel: cancel, done: make(chan struct{})}
	go r.loop(ctx, dial, b, limit)
	return r
}

func (r *Redial) loop(ctx context.Context, dial func(ctx context.Context) (*Client, error), b *Backoff, limit time.Duration) {
	defer close(r.done)
	for {
		r.mu.Lock()
		r.state.Tries++
		r.next = time.Time{}
		r.mu.Unlock()
		try, cancel := context.WithTimeout(ctx, limit)
		c, err := dial(try)
		cancel()
		if err == nil && ctx.Err() != nil {
			c.Close() // stopped meanwhile: nobody takes it
			c, err = nil, ctx.Err()
		}
		if err == nil || errors.Is(err, ErrGone) || ctx.Err() != nil {
			r.set(func(s *RedialState) { s.Client, s.Err, s.Done = c, err, true })
			return
		}
		wait := b.Next()
		r.mu.Lock()
		r.state.Err, r.next = err, time.Now().Add(wait)
		r.mu.Unlock()
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			r.set(func(s *RedialState) { s.Done = true })
			return
		case <-t.C:
		}
	}
}

func (r *Redial) set(f func(*RedialState)) {
	r.mu.Lock()
	defer r.mu.Unlock()
	f(&r.state)
}

// State returns where the Redial stands now.
func (r *Redial) State() RedialState {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.state
	if !r.next.IsZero() && !s.Done {
		s.Wait = max(time.Until(r.next), 0)
	}
	return s
}

// Stop gives up: no more tries, and a connection made meanwhile is
// closed. It returns once the Redial has stopped.
func (r *Redial) Stop() {
	r.cancel()
	<-r.done
}

// Done is closed once the Redial has stopped trying.
func (r *Redial) Done() <-chan struct{} { return r.done }
