//go:build online

package online_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/realtime"
	"parlor/rules/record"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oneWay is the benchmark's slow link's delay each way: a round trip of
// 80 ms, under the server's hold.
const oneWay = 40 * time.Millisecond

// raceWay is the race test's slow link's delay each way: a round trip of
// 40 ms, far enough under the hold that a busy machine's stalls do not
// make its presses miss it.
const raceWay = 20 * time.Millisecond

// TestSpitRaceOverASlowAndAFastLink: Ann plays Spit on a direct link, Ben
// over one 40 ms slower in its round trip; both press the moment their
// view offers a play. The game ends with a record that verifies, nothing
// either sent is refused but as too late or not legal, and every press is
// settled hold ticks after the tick of the view its player was looking
// at, on the slow link as on the fast one: the hold makes the race fair.
func TestSpitRaceOverASlowAndAFastLink(t *testing.T) {
	e, _ := games.Lookup("spit")
	hold := holdTicks(t)
	link := slowLinkTo(t, server(t), raceWay)
	ann, ben := spitTable(t, e, server(t), link.Addr())
	start := time.Now()
	const limit, most = 5 * time.Minute, 20000 // bounds in time and in presses
	for !(ann.over() && ben.over()) {
		if time.Since(start) > limit || len(ann.presses)+len(ben.presses) > most {
			t.Fatalf("not over in %v (%d and %d presses)", time.Since(start).Round(time.Second), len(ann.presses), len(ben.presses))
		}
		for _, w := range []*tap{ann, ben} {
			require.NoError(t, w.pump(), w.name)
			if w.r == nil || w.over() || w.unsettled() != nil {
				continue // one press at a time: each one's fate is known before the next
			}
			if a, ok := simple(w.r.View(w.seat)); ok {
				require.NoError(t, w.press(a), w.name)
			}
		}
		time.Sleep(time.Millisecond)
	}
	t.Logf("the game took %v: Ann pressed %d times, Ben %d", time.Since(start).Round(time.Millisecond), len(ann.presses), len(ben.presses))

	rec := ann.r.Record()
	require.NoError(t, e.Verify(rec), "the record verifies")
	assert.Equal(t, encoded(t, rec), encoded(t, ben.r.Record()), "both were sent the same record")
	for _, w := range []*tap{ann, ben} {
		assert.NoError(t, w.r.Err(), "%s read every message", w.name)
		assert.Empty(t, w.bad, "%s was told nothing out of order", w.name)
		for _, n := range w.news {
			assert.NotContains(t, n, "could not take", "%s sent only what the server takes", w.name)
		}
		for _, p := range w.presses {
			if p.refused != nil && !errors.Is(p.refused, engine.ErrLate) {
				assert.ErrorIs(t, p.refused, engine.ErrIllegal, "%s's %v was refused only as late or not legal", w.name, p.action)
			}
		}
	}

	late := map[int]int{}
	for _, ev := range rec.Events {
		if ev.Kind == record.Outcome && ev.Name == "late" {
			var l struct{ Seat int }
			require.NoError(t, json.Unmarshal(ev.Data, &l))
			late[l.Seat]++
		}
	}
	for _, w := range []*tap{ann, ben} {
		settled := fairness(t, w, rec, hold)
		// Too late: pre-empted in its own tick (recorded, changing
		// nothing), or beaten by a press stamped earlier that settled
		// after this one came (refused, not recorded).
		var n, beaten, on, after int
		for _, p := range w.presses {
			if p.refused != nil && errors.Is(p.refused, engine.ErrLate) {
				if p.acted {
					n++
				} else {
					beaten++
				}
			}
		}
		for _, d := range settled {
			switch {
			case d == hold:
				on++
			case d > hold:
				after++
			}
		}
		t.Logf("%s: %d presses, %d in the record (%d of them too late: recorded, changing nothing), %d beaten by an earlier stamp, %d settled at stamp+%d, %d after (the clamp)",
			w.name, len(w.presses), len(settled), n, beaten, on, hold, after)
		assert.Equal(t, late[w.seat], n, "%s heard of every press of theirs the record calls late", w.name)
		require.GreaterOrEqual(t, len(settled), 10, "%s played", w.name)
		assert.Equal(t, len(settled), on+after, "no press of %s settles before its hold", w.name)
		// At 40 ms a press of Ben's reaches the server well inside the
		// hold; only a stalled machine makes one late, and then the server
		// settles it at once (the clamp): most must settle on time. Ann
		// is on this machine: a press of hers settles after its hold only
		// when the machine stalls, never because of her link.
		assert.GreaterOrEqual(t, on*10, len(settled)*9, "%s's presses settle at stamp+%d: %d of %d", w.name, hold, on, len(settled))
	}
}

// holdTicks is the server's hold in the game's ticks: PARLOR_TEST_HOLD
// (build/online starts the server with --hold 100ms and says so; 100 ms
// when unset) at the clock's speed, PARLOR_TEST_SPEED (--speed 4; 1 when
// unset).
func holdTicks(t *testing.T) int64 {
	d := 100 * time.Millisecond
	if s := os.Getenv("PARLOR_TEST_HOLD"); s != "" {
		var err error
		d, err = time.ParseDuration(s)
		require.NoError(t, err, "PARLOR_TEST_HOLD")
	}
	return int64(d*time.Duration(realtime.TicksPerSecond*clockSpeed(t))) / int64(time.Second)
}

// clockSpeed is how many game ticks the server runs a table tick
// (PARLOR_TEST_SPEED, 1 when unset).
func clockSpeed(t *testing.T) int {
	s := os.Getenv("PARLOR_TEST_SPEED")
	if s == "" {
		return 1
	}
	n, err := strconv.Atoi(s)
	require.NoError(t, err, "PARLOR_TEST_SPEED")
	return n
}

// fairness matches seat's presses with the record's act events of that
// seat, in order (a press refused as not legal left none), checks each
// against what the seat was told, and returns, per press the record
// holds, its tick minus the stamp it was sent with.
func fairness(t *testing.T, w *tap, rec *record.Record, hold int64) []int64 {
	speed := int64(clockSpeed(t))
	var acts []record.Event
	for _, ev := range rec.Events {
		if ev.Kind == record.Act && ev.Seat != nil && *ev.Seat == w.seat {
			acts = append(acts, ev)
		}
	}
	var in []*press
	for _, p := range w.presses {
		if p.acted {
			in = append(in, p)
		}
	}
	require.Len(t, acts, len(in), "%s: the record holds each press that was not refused as illegal, and no other", w.name)
	end := rec.Events[len(rec.Events)-1].Tick // the clock stops when the game ends
	var out []int64
	for i, p := range in {
		ev := acts[i]
		require.Equal(t, p.action.String(), ev.Action, "%s's press %d is the record's act %d", w.name, p.seq, i)
		require.Equal(t, p.tick, ev.Tick, "%s was told the tick the record holds", w.name)
		// A press settles in the step of its tick; the clock then moves
		// on, and the view that tells it is sent after the table's tick:
		// the next game tick's at its own speed, up to speed ticks on.
		if ev.Tick < end {
			require.True(t, p.view > ev.Tick && p.view <= ev.Tick+speed,
				"%s's press %d, settled at %d, shows in the view of tick %d", w.name, p.seq, ev.Tick, p.view)
		}
		if i < 8 || ev.Tick-p.stamp != hold {
			t.Logf("%s press %d %q: stamp %d, settled at %d (+%d), seen in view %d, %v after sending",
				w.name, p.seq, ev.Action, p.stamp, ev.Tick, ev.Tick-p.stamp, p.view, p.shown.Sub(p.sent).Round(time.Millisecond))
		}
		out = append(out, ev.Tick-p.stamp)
	}
	return out
}

// simple is a plain rule for a player of Spit: a card onto a centre pile
// when one fits, else another useful move, else Spit; a claim or a
// choice when the round is over.
func simple(view any) (spit.Action, bool) {
	v, ok := view.(spit.View)
	if !ok {
		return spit.Action{}, false
	}
	var first []spit.Action
	switch v.Phase {
	case spit.PhaseClaim:
		first = []spit.Action{spit.ClaimPile(spit.Left), spit.ClaimPile(spit.Right)}
	case spit.PhaseChoose:
		first = []spit.Action{spit.ChoosePile(spit.Left), spit.ChoosePile(spit.Right)}
	case spit.PhasePlay:
		opts := v.Options(nil)
		for _, a := range opts {
			if a.Kind == spit.Play {
				return a, true
			}
		}
		if len(opts) > 0 {
			return opts[0], true
		}
		first = []spit.Action{spit.SpitReady(), spit.SpitAlone(spit.Left), spit.SpitAlone(spit.Right)}
	}
	for _, a := range first {
		if v.Check(a) == nil {
			return a, true
		}
	}
	return spit.Action{}, false
}

// spitTable makes a Spit table for two: Ann connects to annAt and makes
// it, Ben connects to benAt and joins it by its code, Ann starts it. It
// returns their taps, the game about to begin.
func spitTable(t *testing.T, e *engine.Entry, annAt, benAt string) (ann, ben *tap) {
	pa, pb := connectTo(t, annAt, "Ann"), connectTo(t, benAt, "Ben")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	made, err := pa.c.Create(ctx, plan(e))
	require.NoError(t, err)
	pa.sit(t, made.Match)
	var found room.Created
	require.Eventually(t, func() bool {
		found, err = pb.c.Find(ctx, made.Code)
		return err == nil
	}, 10*time.Second, 50*time.Millisecond, "ben finds the table by its code")
	pb.sit(t, found.Match)
	until(t, 20*time.Second, func() bool {
		s, ok := pa.t.State()
		sb, okb := pb.t.State()
		return ok && okb && s.Seats[1].Taken && s.Seats[1].Name == "Ben" && sb.You == 1
	}, pa, pb)
	// From here the taps read the clients: nothing of the game has come.
	sa, _ := pa.t.State()
	sb, _ := pb.t.State()
	ann, ben = newTap("Ann", e, pa.c, sa), newTap("Ben", e, pb.c, sb)
	require.NoError(t, pa.t.Start())
	return ann, ben
}

// connectTo is connect to the server at addr (the slow link's, say).
func connectTo(t *testing.T, addr, name string) *person {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	dev := device(t)
	c, err := online.Connect(ctx, addr, dev, name)
	require.NoError(t, err)
	t.Cleanup(c.Close)
	return &person{name: name, device: dev, c: c}
}

// tap is one person's side of an online game with every message seen as
// it comes, what a session.Remote keeps to itself: the Seq each view
// settles, which refusal came when. It stands in for online.Table once
// the table is made: it reads the client's messages itself and hands the
// game's to a session.Remote of its own, as Table does.
type tap struct {
	name  string
	e     *engine.Entry
	c     *online.Client
	codec *session.Codec
	state room.State
	r     *session.Remote // once the game's first message came
	seat  int

	news    []string   // the table's news and notes
	views   []seenView // every view, as it came
	presses []*press   // every press sent, in order
	next    int        // presses[next:] are not settled yet
	refused int        // refusals that came
	bad     []string   // what came that should not have
	seen    int        // the game's events looked at for a round's end
}

// press is one press sent, and what became of it.
type press struct {
	action    spit.Action
	seq       int64     // the Remote's number for it
	stamp     int64     // the tick it was stamped with: the Remote's Now() when sent
	sent      time.Time // when it was sent
	predicted bool      // the Remote could show it at once
	// What came back, known when only this press was in flight: an act
	// event of the seat (the press was applied, or recorded too late) at
	// tick, a refusal.
	acted   bool
	tick    int64
	refused error
	// The first view that settles it (its Seq covers the press): its
	// tick, and when it came.
	view  int64
	shown time.Time
}

// seenView is a view's tick and when it came (taken from the client).
type seenView struct {
	tick int64
	at   time.Time
}

func newTap(name string, e *engine.Entry, c *online.Client, s room.State) *tap {
	codec, err := session.NewCodec(e)
	if err != nil {
		panic(err) // every game has a codec (session's tests)
	}
	return &tap{name: name, e: e, c: c, codec: codec, state: s, seat: s.You}
}

// pump reads what came, as Table.Pump does, and lets the Remote read it.
func (w *tap) pump() error {
	if err := w.take(); err != nil {
		return err
	}
	if w.r != nil {
		w.r.Move()
		return w.r.ReadyAtOnce(&w.seen)
	}
	return nil
}

// take reads what came and hands the game's messages to the Remote,
// which reads them at its next Move or Tick (a screen's next frame).
func (w *tap) take() error {
	in := w.c.Take()
	at := time.Now()
	for _, d := range in {
		switch d.Op {
		case room.OpRoom:
			var s room.State
			if err := json.Unmarshal(d.Data, &s); err != nil {
				return fmt.Errorf("a damaged table state: %w", err)
			}
			w.state, w.seat = s, s.You
			if s.News != "" {
				w.news = append(w.news, s.News)
			}
		case room.OpGame:
			if w.r == nil {
				r, err := session.NewRemote(w.e, w.seat, func(b []byte) error { return w.c.Send(room.OpGame, b) })
				if err != nil {
					return err
				}
				w.r = r
			}
			m, err := w.codec.Decode(d.Data)
			if err != nil {
				return err
			}
			w.see(m, at)
			w.r.Deliver(d.Data)
		}
	}
	return w.c.Err()
}

// see notes what a game's message tells of the presses.
func (w *tap) see(m session.Message, at time.Time) {
	// Only one press in flight: what comes back is its own.
	only := w.next == len(w.presses)-1
	switch m.Kind {
	case session.KindRefused:
		w.refused++
		switch p := w.unsettled(); {
		case p == nil:
			w.bad = append(w.bad, "a refusal with no press in flight: "+m.Say)
		case only && p.refused != nil:
			w.bad = append(w.bad, fmt.Sprintf("two refusals of press %d", p.seq))
		case only:
			p.refused = m.Err()
		}
	case session.KindEvents:
		for _, ev := range m.Events {
			if ev.Kind != record.Act || ev.Seat != w.seat {
				continue
			}
			switch p := w.unsettled(); {
			case p == nil:
				w.bad = append(w.bad, fmt.Sprintf("an act at tick %d with no press in flight", ev.Tick))
			case only && p.acted:
				w.bad = append(w.bad, fmt.Sprintf("two acts for press %d", p.seq))
			case only:
				p.acted, p.tick = true, ev.Tick
			}
		}
	case session.KindView:
		w.views = append(w.views, seenView{tick: m.Tick, at: at})
		for w.next < len(w.presses) && w.presses[w.next].seq <= m.Seq {
			w.presses[w.next].view, w.presses[w.next].shown = m.Tick, at
			w.next++
		}
	}
}

// unsettled is the first press no view has settled yet, nil when none.
func (w *tap) unsettled() *press {
	if w.next < len(w.presses) {
		return w.presses[w.next]
	}
	return nil
}

// press sends a, stamped by the Remote with the tick of the view last
// read, and notes it.
func (w *tap) press(a spit.Action) error {
	p := &press{action: a, seq: int64(len(w.presses)) + 1, stamp: w.r.Now(), sent: time.Now()}
	if w.e.Predict != nil {
		_, p.predicted = w.e.Predict(w.r.View(w.seat), a)
	}
	w.presses = append(w.presses, p)
	return w.r.Tick([]engine.Press[any]{{Seat: w.seat, Action: a}})[0]
}

func (w *tap) over() bool { return w.r != nil && w.r.Over() }

// String says where w stands, for a failure's message.
func (w *tap) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: seat %d, %d views, %d presses (%d settled)", w.name, w.seat, len(w.views), len(w.presses), w.next)
	if w.r != nil {
		fmt.Fprintf(&b, ", tick %d, over %v", w.r.Now(), w.r.Over())
	}
	return b.String()
}
