package online

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// quick is a backoff whose waits are a millisecond or two.
func quick() *Backoff { return &Backoff{Base: time.Millisecond, Max: 2 * time.Millisecond} }

var errDown = unreachable{errors.New("connection refused")}

// closable is a client that notes being closed.
func closable(closed *atomic.Bool) *Client {
	return &Client{stop: func() { closed.Store(true) }}
}

// TestRedialTriesUntilItGetsBack: three tries fail (the server is down),
// the fourth gets the connection back, and it stops there.
func TestRedialTriesUntilItGetsBack(t *testing.T) {
	var calls atomic.Int32
	var closed atomic.Bool
	back := closable(&closed)
	r := StartRedial(func(ctx context.Context) (*Client, error) {
		if calls.Add(1) < 4 {
			return nil, errDown
		}
		return back, nil
	}, quick(), time.Minute)
	<-r.Done()
	s := r.State()
	assert.Same(t, back, s.Client)
	assert.NoError(t, s.Err)
	assert.Equal(t, 4, s.Tries)
	assert.Equal(t, int32(4), calls.Load(), "no try after the connection is back")
	assert.False(t, s.Gone())
	r.Stop()
	assert.False(t, closed.Load(), "a connection handed over is not closed by Stop")
}

// TestRedialStopsAtATableGone: the server answered that the table is
// gone: no more tries.
func TestRedialStopsAtATableGone(t *testing.T) {
	var calls atomic.Int32
	r := StartRedial(func(ctx context.Context) (*Client, error) {
		if calls.Add(1) < 2 {
			return nil, errDown
		}
		return nil, ErrGone
	}, quick(), time.Minute)
	<-r.Done()
	s := r.State()
	assert.True(t, s.Gone())
	assert.Nil(t, s.Client)
	assert.Equal(t, 2, s.Tries)
	assert.Equal(t, int32(2), calls.Load())
}

// TestRedialWaitsBetweenTries: after a failure it waits its backoff (here
// an hour) before the next try, saying how long; Stop ends the wait.
func TestRedialWaitsBetweenTries(t *testing.T) {
	var calls atomic.Int32
	b := &Backoff{Base: time.Hour, Max: time.Hour}
	r := StartRedial(func(ctx context.Context) (*Client, error) {
		calls.Add(1)
		return nil, errDown
	}, b, time.Minute)
	require.Eventually(t, func() bool { return r.State().Wait > 0 }, 10*time.Second, time.Millisecond, "the first try failed")
	s := r.State()
	assert.Greater(t, s.Wait, 59*time.Minute)
	assert.Equal(t, 1, s.Tries)
	assert.ErrorIs(t, s.Err, errDown)
	assert.False(t, s.Done)
	r.Stop()
	assert.True(t, r.State().Done)
	assert.Equal(t, int32(1), calls.Load(), "one try in the hour")
}

// TestRedialStoppedDuringATry: a connection made after Stop is closed,
// never handed over.
func TestRedialStoppedDuringATry(t *testing.T) {
	var closed atomic.Bool
	started := make(chan struct{})
	r := StartRedial(func(ctx context.Context) (*Client, error) {
		close(started)
		<-ctx.Done()
		return closable(&closed), nil
	}, quick(), time.Minute)
	<-started
	r.Stop()
	s := r.State()
	assert.True(t, s.Done)
	assert.Nil(t, s.Client)
	assert.True(t, closed.Load(), "the late connection was closed")
}
