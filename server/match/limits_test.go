package main

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/heroiclabs/nakama-common/rtapi"
	"github.com/heroiclabs/nakama-common/runtime"
)

// clocked is r on a clock the test moves.
func clocked(r *rates) (*rates, *time.Time) {
	now := time.Unix(1e9, 0)
	r.now = func() time.Time { return now }
	return r, &now
}

func TestRatesPassTheBurstThenOneAnInterval(t *testing.T) {
	r, now := clocked(newRates(newBurst, newEvery))
	for i := range newBurst {
		if !r.take("203.0.113.7") {
			t.Fatalf("sign-in %d refused", i+1)
		}
	}
	if r.take("203.0.113.7") {
		t.Error("a sign-in past the burst passed")
	}
	if !r.take("203.0.113.8") {
		t.Error("another address was refused")
	}
	*now = now.Add(newEvery - time.Second)
	if r.take("203.0.113.7") {
		t.Error("a sign-in before the interval passed")
	}
	*now = now.Add(time.Second)
	if !r.take("203.0.113.7") || r.take("203.0.113.7") {
		t.Error("not one sign-in after the interval")
	}
}

func TestRatesKeepBoundedMemory(t *testing.T) {
	r, now := clocked(newRates(2, time.Second))
	r.max = 100
	for i := range 1000 {
		r.take(fmt.Sprint(i))
		*now = now.Add(time.Millisecond)
	}
	if len(r.full) > 100 {
		t.Errorf("%d keys kept, want at most 100", len(r.full))
	}
	r.take("late")
	r.take("late")
	if r.take("late") {
		t.Error("a key kept is not limited")
	}
	*now = now.Add(time.Hour)
	if r.take("after"); len(r.full) != 1 {
		t.Errorf("%d keys kept an hour later, want 1: the keys full again go first", len(r.full))
	}
}

// refused checks that err is a refusal in words.
func refused(t *testing.T, err error, want string) {
	t.Helper()
	var re *runtime.Error
	if !errors.As(err, &re) || re.Message != want {
		t.Errorf("got %v, want %q", err, want)
	}
}

func TestABookLimitsAMakersTables(t *testing.T) {
	b := newBook()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	for range maxWaiting {
		must(b.reserve("ann"))
	}
	refused(t, b.reserve("ann"), tooManyWaiting)
	b.started("ann") // one game began
	must(b.reserve("ann"))
	for range madeBurst - maxWaiting - 1 {
		b.started("ann")
		must(b.reserve("ann"))
	}
	b.started("ann")
	refused(t, b.reserve("ann"), tooManyMade)
	must(b.reserve("ben")) // Ben's are his own
	if b.waiting["ben"] != 1 {
		t.Errorf("Ben has %d waiting, want 1", b.waiting["ben"])
	}
	for range maxTables {
		b.opened()
	}
	refused(t, b.reserve("cy"), serverFull)
	b.closed()
	must(b.reserve("cy"))
}

func TestTheGateDropsWhatIsOverASocketsLimit(t *testing.T) {
	g := gate(newRates(socketBurst, socketEvery))
	//lint:ignore SA1029 Nakama's runtime keys its context with strings
	ctx := context.WithValue(context.Background(), runtime.RUNTIME_CTX_SESSION_ID, "s1")
	in := &rtapi.Envelope{Message: &rtapi.Envelope_MatchDataSend{MatchDataSend: &rtapi.MatchDataSend{MatchId: "m.n", OpCode: 3}}}
	passed := 0
	for range 10 * socketBurst {
		out, err := g(ctx, nil, nil, nil, in)
		if err != nil || out == nil {
			// An error answers each message of a flood; nil closes the
			// socket with a log line.
			t.Fatalf("got %v, %v; want a message to pass or go nowhere", out, err)
		}
		switch id := out.GetMatchDataSend().GetMatchId(); id {
		case "m.n":
			passed++
		case nowhere:
		default:
			t.Fatalf("sent to %q", id)
		}
	}
	if passed < socketBurst || passed > socketBurst+5 {
		t.Errorf("%d passed, want the burst of %d and what came meanwhile", passed, socketBurst)
	}
}

func TestAddressKeys(t *testing.T) {
	for ip, want := range map[string]string{"127.0.0.1": "", "::1": "", "203.0.113.7": "203.0.113.7",
		"2001:db8:1:2:ffff::9": "2001:db8:1:2::", "": "?"} {
		if got := addressKey(ip); got != want {
			t.Errorf("addressKey(%q) = %q, want %q", ip, got, want)
		}
	}
}
