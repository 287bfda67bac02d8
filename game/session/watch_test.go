package session_test

import (
	"fmt"
	"reflect"
	"testing"

	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spectators watch a game played over the wire: one from the start, one
// who comes in once the game has told lateAt events. At each sync they
// take what the host sends spectators, check it hides every card a seat
// holds in secret, and check their side against the game's.
type spectators struct {
	e      *engine.Entry
	codec  *session.Codec
	lateAt int
	first  *session.Remote
	late   *session.Remote
	heard  int // messages checked for leaks
	over   bool
	joined int // spectators come in so far
}

func newSpectators(t *testing.T, e *engine.Entry, lateAt int) *spectators {
	c, err := session.NewCodec(e)
	require.NoError(t, err)
	first, err := session.NewWatcher(e)
	require.NoError(t, err)
	return &spectators{e: e, codec: c, lateAt: lateAt, first: first}
}

func (w *spectators) sync(t *testing.T, h *session.Host, m engine.Match) {
	t.Helper()
	require.NoError(t, h.FlushWatch())
	secret := secrets(m)
	w.over = m.Over()
	// As a table does: what happened goes to those already watching,
	// then those coming in are told the story so far.
	for _, b := range h.TakeWatch() {
		w.check(t, b, secret, m.Over())
		for _, r := range w.watching() {
			r.Deliver(b)
		}
	}
	if w.joined == 0 || w.late == nil && len(m.Events()) >= w.lateAt {
		r := w.first
		if w.joined > 0 {
			var err error
			w.late, err = session.NewWatcher(w.e)
			require.NoError(t, err)
			r = w.late
		}
		w.joined++
		story, err := h.WatchFromStart()
		require.NoError(t, err)
		for _, b := range story {
			w.check(t, b, secret, m.Over())
			r.Deliver(b)
		}
	}
	for _, r := range w.watching() {
		r.Move()
		require.NoError(t, r.Err())
		checkSpectator(t, w.e, m, r)
	}
}

// watching are the spectators who came in so far.
func (w *spectators) watching() []*session.Remote {
	switch w.joined {
	case 0:
		return nil
	case 1:
		return []*session.Remote{w.first}
	}
	return []*session.Remote{w.first, w.late}
}

// check finds no card held in secret in a message to spectators, before
// the game is over (the record at the end shows every deal).
func (w *spectators) check(t *testing.T, b []byte, secret map[string]bool, over bool) {
	t.Helper()
	msg, err := w.codec.Decode(b)
	require.NoError(t, err)
	require.Equal(t, engine.Spectator, msg.Seat, "a message to spectators is for no seat")
	w.heard++
	if over || msg.Kind == session.KindOver {
		return
	}
	assert.Empty(t, msg.Legal, "a spectator is offered moves")
	seen := cardsIn(msg.View)
	for _, e := range msg.Events {
		for c := range cardsIn(e.Data) {
			seen[c] = true
		}
	}
	for c := range seen {
		if !assert.False(t, secret[c], "a %s message to spectators shows %s, which a seat holds in secret: %+v", msg.Kind, c, msg.Events) {
			t.FailNow()
		}
	}
}

// checkSpectator asserts a spectator's side is the game's as no seat
// knows it: its events and, for every seat, the spectator's view.
func checkSpectator(t *testing.T, e *engine.Entry, m engine.Match, r *session.Remote) {
	t.Helper()
	var want []engine.Event
	for _, ev := range m.Events() {
		if k, ok := e.Know(ev, 0); ok {
			want = append(want, k)
		}
	}
	require.True(t, same(want, r.Events()), "a spectator's events")
	for _, seat := range []int{0, m.Seats() - 1} {
		require.True(t, same(m.View(engine.Spectator), r.View(seat)), "a spectator's view of seat %d", seat)
	}
	assert.Zero(t, r.Plays(), "a spectator plays no seat")
	assert.Zero(t, r.Sees(), "a spectator sees no seat's secrets")
	assert.ErrorIs(t, r.Act(0, nil), session.ErrNotYours)
}

// secrets are the cards some seat may see and a spectator may not: in
// the seats' views and not in the spectator's.
func secrets(m engine.Match) map[string]bool {
	out := map[string]bool{}
	for seat := range m.Seats() {
		for c := range cardsIn(m.View(seat)) {
			out[c] = true
		}
	}
	for c := range cardsIn(m.View(engine.Spectator)) {
		delete(out, c)
	}
	return out
}

var (
	cardType  = reflect.TypeOf(cards.Card(0))
	setType   = reflect.TypeOf(cards.Set(0))
	bladeType = reflect.TypeOf(speedoh.Card(0))
)

// cardsIn returns every card v holds in its exported fields, as
// "type:card".
func cardsIn(v any) map[string]bool {
	out := map[string]bool{}
	walkCards(reflect.ValueOf(v), out)
	return out
}

func walkCards(v reflect.Value, out map[string]bool) {
	switch {
	case !v.IsValid():
		return
	case v.Type() == cardType && cards.Card(v.Uint()) != cards.None:
		out[fmt.Sprint("card:", cards.Card(v.Uint()))] = true
		return
	case v.Type() == setType:
		for _, c := range cards.Set(v.Uint()).Cards() {
			out[fmt.Sprint("card:", c)] = true
		}
		return
	case v.Type() == bladeType && speedoh.Card(v.Uint()) != speedoh.None:
		out[fmt.Sprint("blade:", v.Uint())] = true
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		walkCards(v.Elem(), out)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				walkCards(v.Field(i), out)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			walkCards(v.Index(i), out)
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			walkCards(v.MapIndex(k), out)
		}
	}
}

// watchedTables are the loopback's tables spectators watch: each game as
// it comes, and Spellcraft with its secret trump cards among 8.
func watchedTables() []table {
	var out []table
	seen := map[string]bool{}
	for _, tb := range loopbackTables() {
		if !seen[tb.e.Name] || tb.e.Name == "spellcraft" && tb.settings["trump"] != "" {
			seen[tb.e.Name] = true
			out = append(out, tb)
		}
	}
	return out
}

// TestSpectatorsAreToldNoSecret: every game (Spellcraft with trump cards
// too), played
// over the wire with two spectators (one from the start, one who comes
// in mid-game and is told the story so far): no message to them before
// the end carries a card that a seat holds in secret (a hand, a trump
// card, a face-down stock), nor a legal move; what each decodes is the
// game as no seat knows it; both end with the whole record.
func TestSpectatorsAreToldNoSecret(t *testing.T) {
	for _, tb := range watchedTables() {
		t.Run(fmt.Sprintf("%s_%v_%d", tb.e.Name, tb.settings, len(tb.seats)), func(t *testing.T) {
			t.Parallel()
			tb.watch = newSpectators(t, tb.e, 12)
			rec, _ := overWire(t, tb, nil)
			w := tb.watch
			require.NotNil(t, w.late, "a spectator came in mid-game")
			assert.Greater(t, w.heard, 3)
			if !w.over {
				return // a race that did not end within the loopback's bound: no fault
			}
			for _, r := range []*session.Remote{w.first, w.late} {
				require.True(t, r.Over(), "a spectator is told the game ended")
				assert.Equal(t, encoded(t, rec), encoded(t, r.Record()), "the record a spectator is sent")
				assert.NoError(t, r.Deals(), "a spectator checks the deals against the commitment")
			}
		})
	}
}
