package session_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// decider is a seat's player in the loopback test: random or a computer,
// deciding from the view and legal actions it is given (in one process,
// the game's own; over the wire, what the host's messages decoded to).
type decider struct {
	rng     *rand.Rand
	chooser engine.Chooser[any, any]
	reactor engine.Reactor[any, any]
}

func (d *decider) choose(v any, legal []any) any {
	if d.chooser != nil {
		return d.chooser.Choose(v, legal)
	}
	return legal[d.rng.IntN(len(legal))]
}

// press is a real-time seat's press this tick, if any: a computer's
// reaction, or at random one tick in six a random legal press.
func (d *decider) press(v any, legal []any) (any, bool) {
	if d.reactor != nil {
		return d.reactor.Tick(v)
	}
	if len(legal) == 0 || d.rng.IntN(6) != 0 {
		return nil, false
	}
	return legal[d.rng.IntN(len(legal))], true
}

// table is one loopback game: its seats, which of them play over the
// wire and how each decides.
type table struct {
	e        *engine.Entry
	settings engine.Settings
	seed     uint64
	seats    []record.Seat
	remote   []int // seats played over the wire, in seat order
	kinds    map[int]string
	watch    *spectators // when set, spectators watch the game (watch_test.go)
}

func (tb table) deciders(t *testing.T) map[int]*decider {
	out := map[int]*decider{}
	for _, s := range tb.remote {
		d := &decider{rng: rand.New(rand.NewPCG(tb.seed, uint64(s)))}
		if tb.kinds[s] == "computer" {
			var err error
			if tb.e.RealTime {
				d.reactor, err = tb.e.Reactor(engine.Easy, s, tb.seed)
			} else {
				d.chooser, err = tb.e.Chooser(engine.Normal, s, tb.seed)
			}
			require.NoError(t, err)
		}
		out[s] = d
	}
	return out
}

// maxSteps bounds a loopback game: a real-time race with random presses
// may go on for an hour of play, which is no fault.
const maxSteps = 6000

// timeline is when each of a game's events happened: the step of the
// loop that played it.
type timeline []int

// mark notes the step at which the events since the last mark happened.
func (tl *timeline) mark(m engine.Match, step int) {
	for len(*tl) < len(m.Events()) {
		*tl = append(*tl, step)
	}
}

// inProcess plays tb in one process, on the game's authority as a table
// here drives it (Live), and returns its record and its timeline.
func inProcess(t *testing.T, tb table) (*record.Record, timeline) {
	m, err := tb.e.New(tb.settings, tb.seed, tb.seats)
	require.NoError(t, err)
	live, err := session.NewLive(tb.e, m, nil)
	require.NoError(t, err)
	ds := tb.deciders(t)
	var tl timeline
	for step := 0; step < maxSteps && !m.Over(); step++ {
		tl.mark(m, step)
		if m.Clock() != nil {
			require.NoError(t, live.Ready()) // no board to read here
			var presses []engine.Press[any]
			for _, s := range tb.remote {
				if a, ok := ds[s].press(m.View(s), m.Legal(s)); ok {
					presses = append(presses, engine.Press[any]{Seat: s, Action: a})
				}
			}
			live.Tick(presses)
			continue
		}
		live.Move()
		for _, s := range tb.remote {
			tl.mark(m, step)
			if legal := m.Legal(s); len(legal) > 0 && !m.Over() {
				require.NoError(t, m.Apply(s, ds[s].choose(m.View(s), legal)))
			}
		}
	}
	tl.mark(m, maxSteps)
	return m.Record(), tl
}

// overWire plays tb with a Host and a Remote per wire seat, every message
// encoded and decoded, checking at every step that each seat's decoded
// view and events equal what the game in one process tells that seat.
// tap, when set, is shown every message a seat is sent, as it travels.
func overWire(t *testing.T, tb table, tap func(seat int, b []byte)) (*record.Record, timeline) {
	m, err := tb.e.New(tb.settings, tb.seed, tb.seats)
	require.NoError(t, err)
	host, err := session.NewHost(tb.e, m, session.Served(60, 0))
	require.NoError(t, err)
	remotes := map[int]*session.Remote{}
	seen := map[int]*int{} // each remote's events looked at for a round's end
	for _, s := range tb.remote {
		seen[s] = new(int)
		s := s
		remotes[s], err = session.NewRemote(tb.e, s, func(b []byte) error { return host.Receive(s, b) })
		require.NoError(t, err)
	}
	sync := func() {
		require.NoError(t, host.Flush())
		for _, s := range tb.remote {
			for _, b := range host.Take(s) {
				if tap != nil {
					tap(s, b)
				}
				remotes[s].Deliver(b)
			}
			remotes[s].Move()
			require.NoError(t, remotes[s].Err())
			require.NoError(t, remotes[s].ReadyAtOnce(seen[s])) // no board to read here
			checkSide(t, tb.e, m, s, remotes[s])
		}
		if tb.watch != nil {
			tb.watch.sync(t, host, m)
		}
	}
	ds := tb.deciders(t)
	var tl timeline
	for step := 0; step < maxSteps && !m.Over(); step++ {
		tl.mark(m, step)
		sync()
		if m.Clock() != nil {
			for _, s := range tb.remote {
				r := remotes[s]
				if a, ok := ds[s].press(r.View(s), r.Legal(s)); ok {
					require.NoError(t, r.Tick([]engine.Press[any]{{Seat: s, Action: a}})[0])
				}
			}
			_, err := host.Step()
			require.NoError(t, err)
			continue
		}
		_, err := host.Step()
		require.NoError(t, err)
		for _, s := range tb.remote {
			tl.mark(m, step)
			sync()
			if legal := remotes[s].Legal(s); len(legal) > 0 && !m.Over() {
				require.NoError(t, remotes[s].Act(s, ds[s].choose(remotes[s].View(s), legal)))
				assert.Empty(t, remotes[s].TakeRefused())
			}
		}
	}
	sync()
	if m.Over() {
		for _, s := range tb.remote {
			require.True(t, remotes[s].Over(), "seat %d was told the game ended", s)
			assert.Equal(t, encoded(t, m.Record()), encoded(t, remotes[s].Record()), "the record seat %d was sent", s)
			assert.NoError(t, remotes[s].Deals(), "seat %d checked the deals against the commitment", s)
		}
	}
	tl.mark(m, maxSteps)
	return m.Record(), tl
}

// checkSide asserts that what seat s decoded equals what the game in this
// process tells it: its view, its legal actions and its events.
func checkSide(t *testing.T, e *engine.Entry, m engine.Match, s int, r *session.Remote) {
	t.Helper()
	want := sideEvents(e, m, s)
	if !assert.True(t, same(want, r.Events()), "seat %d's events", s) {
		t.FailNow()
	}
	if !assert.True(t, same(m.View(s), r.View(s)), "seat %d's view:\n%#v\n%#v", s, m.View(s), r.View(s)) {
		t.FailNow()
	}
	require.True(t, same(m.Legal(s), r.Legal(s)), "seat %d's legal actions", s)
}

func sideEvents(e *engine.Entry, m engine.Match, s int) []engine.Event {
	var out []engine.Event
	for _, ev := range m.Events() {
		if k, ok := e.Know(ev, engine.OneSeat(s)); ok {
			out = append(out, k)
		}
	}
	return out
}

func encoded(t *testing.T, rec *record.Record) string {
	var b bytes.Buffer
	_, err := rec.WriteTo(&b)
	require.NoError(t, err)
	return b.String()
}

// loopbackTables are the games the loopback plays: each game with every
// option off and with each option on, seats over the wire random or
// computer, the rest computers on the host.
func loopbackTables() []table {
	var out []table
	for gi, e := range games.All() {
		variants := []engine.Settings{{}}
		for _, o := range e.Options { // each option at its last choice (a toggle: on)
			variants = append(variants, engine.Settings{o.Key: o.Choices[len(o.Choices)-1].Value})
		}
		for vi, st := range variants {
			n := e.Seats
			if vi%2 == 1 {
				n = e.MaxSeats
			}
			// A seed as long as a real one, so a message that carried
			// it would be found (TestLoopbackPlaysLikeOneProcess).
			tb := table{e: e, settings: st, seed: engine.Mix(uint64(gi*100 + vi + 1)), kinds: map[int]string{}}
			for s := range n {
				seat := record.Seat{Name: fmt.Sprintf("Seat %d", s+1), Kind: "bot", Bot: "easy"}
				if s < 2 {
					seat = record.Seat{Name: seat.Name, Kind: "human"}
					tb.remote = append(tb.remote, s)
					tb.kinds[s] = [2]string{"random", "computer"}[(s+vi)%2]
				}
				tb.seats = append(tb.seats, seat)
			}
			out = append(out, tb)
		}
	}
	return out
}

// TestLoopbackPlaysLikeOneProcess: every game, each option family, seats
// random and computer: played through a Host and Remotes with every
// message encoded and decoded, it makes the same record as the game's
// authority driven in one process, and each seat's decoded side equals
// the in-process one; each event happens at the same step of play both
// ways (the one authority: its computers and its clock keep the same pace
// here and online). And issue 33's attack fails: no seat is told the
// seed (sealed_test.go).
func TestLoopbackPlaysLikeOneProcess(t *testing.T) {
	for _, tb := range loopbackTables() {
		name := fmt.Sprintf("%s/%v/%d-seats", tb.e.Name, tb.settings, len(tb.seats))
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want, wantWhen := inProcess(t, tb)
			heard := newEars(t, tb.e)
			got, gotWhen := overWire(t, tb, heard.tap)
			assert.Equal(t, wantWhen, gotWhen, "each event happens at the same step here and online")
			heard.check(t, tb, got)
			// A hosted game commits to its seed; one in one process has
			// nothing to hide.
			require.NoError(t, got.Header.CheckCommit())
			require.NotEmpty(t, got.Header.Commit)
			got.Header.Commit, got.Header.Salt = "", ""
			assert.Equal(t, encoded(t, want), encoded(t, got))
		})
	}
}
