package games_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// card is a card of any deck, told apart by its type: a standard card and
// a SpeedOh blade with the same byte are different cards.
type card struct {
	deck string
	id   int
}

// cardsIn collects every card a value holds: cards.Card and speedoh.Card
// values, and the members of cards.Set values, in any field, slice, array,
// map or pointer. A struct field tagged `know:"unseen"` lists cards its
// seat has NOT seen (the cards it cannot place) and is skipped.
func cardsIn(v reflect.Value, into map[card]bool) {
	if !v.IsValid() {
		return
	}
	switch v.Type() {
	case reflect.TypeFor[cards.Card]():
		if c := cards.Card(v.Uint()); c != cards.None {
			into[card{"std", int(c)}] = true
		}
		return
	case reflect.TypeFor[cards.Set]():
		for _, c := range cards.Set(v.Uint()).Cards() {
			into[card{"std", int(c)}] = true
		}
		return
	case reflect.TypeFor[speedoh.Card]():
		if c := speedoh.Card(v.Uint()); c != speedoh.None {
			into[card{"blade", int(c)}] = true
		}
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			cardsIn(v.Elem(), into)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			cardsIn(v.Index(i), into)
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			cardsIn(k, into)
			cardsIn(v.MapIndex(k), into)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).Tag.Get("know") != "unseen" {
				cardsIn(v.Field(i), into)
			}
		}
	}
}

// watcher follows what one seat has been told: every card its views have
// shown so far, and how many of the game's events it has been handed.
type watcher struct {
	seat  int
	known map[card]bool
	read  int
}

// look adds the seat's view now to what it knows, then checks every event
// since the last look as Know hands it over: none may carry a card the
// seat has not been shown.
func (w *watcher) look(e *engine.Entry, m engine.Match, where string) error {
	cardsIn(reflect.ValueOf(m.View(w.seat)), w.known)
	evs := m.Events()
	for i, ev := range evs[w.read:] {
		seen, ok := e.Know(ev, engine.OneSeat(w.seat))
		if !ok {
			continue
		}
		told := map[card]bool{}
		cardsIn(reflect.ValueOf(seen.Data), told)
		for c := range told {
			if !w.known[c] {
				return fmt.Errorf("%s: seat %d was told card %v in event %d (%s %s %+v) before any view showed it",
					where, w.seat, c, w.read+i, ev.Kind, ev.Name, seen.Data)
			}
		}
	}
	w.read = len(evs)
	return nil
}

// secretChoices checks, before seat a's action act, every other legal
// action: where another seat's view cannot tell the two apart, the events
// Know hands that seat must not tell them apart either.
func secretChoices(e *engine.Entry, m engine.Match, by int, act any, legal []any, where string) error {
	after := func(a any) (engine.Match, int, error) {
		c := m.Clone()
		from := len(c.Events())
		return c, from, c.Apply(by, a)
	}
	ga, fa, err := after(act)
	if err != nil {
		return err
	}
	for _, b := range legal[:min(len(legal), 5)] {
		if b == act {
			continue
		}
		gb, fb, err := after(b)
		if err != nil {
			return err
		}
		for s := range m.Seats() {
			if s == by || !reflect.DeepEqual(ga.View(s), gb.View(s)) {
				continue
			}
			if !reflect.DeepEqual(told(e, ga.Events()[fa:], s), told(e, gb.Events()[fb:], s)) {
				return fmt.Errorf("%s: seat %d's view cannot tell seat %d's %v from %v, but its events can", where, s, by, act, b)
			}
		}
	}
	return nil
}

// told is evs as Know hands them to seat.
func told(e *engine.Entry, evs []engine.Event, seat int) []engine.Event {
	var out []engine.Event
	for _, ev := range evs {
		if k, ok := e.Know(ev, engine.OneSeat(seat)); ok {
			out = append(out, k)
		}
	}
	return out
}

// TestSeatsAreToldOnlyWhatTheyMayKnow plays random games of every game
// and option family: no event Know hands a seat carries a card that seat
// had not been shown, and no seat's events tell apart two choices of
// another seat that its view cannot.
func TestSeatsAreToldOnlyWhatTheyMayKnow(t *testing.T) {
	games := games.All()
	for gi, e := range games {
		t.Run(e.Name, func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(uint64(gi), 41))
			for n := range 6 {
				seats := e.MinSeats + rng.IntN(e.MaxSeats-e.MinSeats+1)
				knowGame(t, e, randomOptions(e, rng), seats, engine.GameSeed(41, n), fmt.Sprintf("game %d", n))
			}
		})
	}
}

// knowGame plays one game with random seats, watching every seat.
func knowGame(t *testing.T, e *engine.Entry, st engine.Settings, n int, seed uint64, name string) {
	ss := make([]record.Seat, n)
	for i := range ss {
		ss[i] = record.Seat{Name: fmt.Sprintf("P%d", i+1), Kind: "human"}
	}
	m, err := e.New(st, seed, ss)
	require.NoError(t, err)
	ws := make([]*watcher, n)
	for i := range ws {
		ws[i] = &watcher{seat: i, known: map[card]bool{}}
	}
	rng := rand.New(rand.NewPCG(seed, 9))
	for step := 0; step < 4000 && !m.Over(); step++ {
		where := fmt.Sprintf("%s %v step %d", name, st, step)
		look := func() {
			for _, w := range ws {
				require.NoError(t, w.look(e, m, where))
			}
		}
		if clock := m.Clock(); clock != nil {
			randomTick(m, rng, look)
		} else {
			randomTurn(t, e, m, rng, where)
		}
		look()
	}
}

// randomTurn lets the first seat to move take a random legal action,
// checking its secrecy first.
func randomTurn(t *testing.T, e *engine.Entry, m engine.Match, rng *rand.Rand, where string) {
	to := m.ToMove()
	require.NotEmpty(t, to, where)
	by := to[rng.IntN(len(to))]
	legal := m.Legal(by)
	require.NotEmpty(t, legal, where)
	act := legal[rng.IntN(len(legal))]
	require.NoError(t, secretChoices(e, m, by, act, legal, where))
	require.NoError(t, m.Apply(by, act))
}

// randomTick presses at random for a seat or two, then runs the clock;
// the seats look after every press, as a card flipped may be covered
// again within the tick.
func randomTick(m engine.Match, rng *rand.Rand, look func()) {
	for seat := range m.Seats() {
		if rng.IntN(5) != 0 {
			continue
		}
		if legal := m.Legal(seat); len(legal) > 0 {
			_ = m.Apply(seat, legal[rng.IntN(len(legal))]) // a refused press changes nothing
			look()
		}
	}
	if c := m.Clock(); c != nil && !m.Over() {
		c.Advance()
	}
}

// A check of the check: a Know that lets every event through tells a seat
// another's dealt cards, and the watcher sees it.
func TestTheKnowCheckCatchesALeak(t *testing.T) {
	e := *games.SpeedRun.Entry()
	e.Know = engine.Public
	m, err := e.New(nil, 1, []record.Seat{{Kind: "human"}, {Kind: "human"}, {Kind: "human"}})
	require.NoError(t, err)
	w := &watcher{seat: 0, known: map[card]bool{}}
	assert.ErrorContains(t, w.look(&e, m, "leak"), "before any view showed it", "the deal's other hands reached seat 0")
}

// A check of the check: with every event public, a Speed Run bid placed
// face down shows its contract to the other seats, and the secrecy check
// sees it.
func TestTheSecretCheckCatchesALeak(t *testing.T) {
	e := *games.SpeedRun.Entry()
	e.Know = engine.Public
	m, err := e.New(nil, 1, []record.Seat{{Kind: "human"}, {Kind: "human"}, {Kind: "human"}})
	require.NoError(t, err)
	for i := 0; i < 10 && len(m.Legal(0)) < 3; i++ { // past trump and ranking, to the bids
		s := m.ToMove()[0]
		require.NoError(t, m.Apply(s, m.Legal(s)[0]))
	}
	legal := m.Legal(0)
	require.Greater(t, len(legal), 2, "seat 0 is to bid")
	assert.ErrorContains(t, secretChoices(&e, m, 0, legal[0], legal, "leak"), "cannot tell")
}
