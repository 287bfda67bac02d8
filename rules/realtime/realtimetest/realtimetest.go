// Package realtimetest holds the test helpers the real-time games' tests
// share (rules/spit, rules/speedoh): playing computer players tick by tick
// as sim and the tables do, pressing by token and ticking with the
// invariant checked, the checks of an illegal press, and the check of what
// each seat is told (Knowing). Golden record files and records
// read back are every game's: recordtest. Only tests import it.
package realtimetest

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"parlor/rules/engine"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Game is a real-time game on the engine contract.
type Game[G any, V any, A engine.Action] interface {
	engine.Game[G, V, A]
	engine.RealTime[A]
}

// Play lets bots play g tick by tick with the step sim and the tables
// take (engine.TickStep) until g is over or its clock reaches maxTicks
// (0: no limit), and returns g.
func Play[G Game[G, V, A], V any, A engine.Action](g G, bots []engine.Reactor[V, A], maxTicks int64) G {
	var buf []engine.Press[A]
	for !g.Over() && (maxTicks <= 0 || g.Tick() < maxTicks) {
		_, buf = engine.TickStep(g, bots, nil, buf)
	}
	return g
}

// Press applies seat's press tok (read by parse), which must be legal,
// and checks that every card is in one place.
func Press[G Game[G, V, A], V any, A engine.Action](t testing.TB, g G, seat int, tok string, parse func(string) (A, error)) {
	t.Helper()
	a, err := parse(tok)
	require.NoError(t, err)
	require.NoError(t, g.Apply(seat, a), "seat %d %s", seat, tok)
	require.NoError(t, g.Check())
}

// Ticks runs n ticks of g, checking after each that every card is in one
// place.
func Ticks[G interface {
	Advance()
	Check() error
}](t testing.TB, g G, n int) {
	t.Helper()
	for range n {
		g.Advance()
		require.NoError(t, g.Check())
	}
}

// Refuse checks that seat's press tok (read by parse) is illegal: the
// error wraps engine.ErrIllegal, names rule, comes from g's game, says why
// in player words (PlayerWords, containing every say) and g is unchanged.
func Refuse[G Game[G, V, A], V any, A engine.Action](t testing.TB, g G, seat int, tok string, parse func(string) (A, error),
	rule string, tokens *regexp.Regexp, say ...string) {
	t.Helper()
	a, err := parse(tok)
	require.NoError(t, err)
	before := g.Clone()
	err = g.Apply(seat, a)
	var re *engine.RuleError
	if assert.ErrorAs(t, err, &re, "seat %d %s", seat, a) {
		assert.ErrorIs(t, err, engine.ErrIllegal)
		assert.Equal(t, rule, re.Rule, "seat %d %s: %v", seat, a, err)
		assert.Equal(t, g.Record().Header.Game, re.Game)
		PlayerWords(t, engine.Explain(err), tokens)
		for _, w := range say {
			assert.Contains(t, re.Say, w)
		}
	}
	assert.Equal(t, before, g, "an illegal press changed the game")
}

// PlayerWords checks a sentence for a player: a capital first, a full
// stop last, no ruling ids (SP3, SO6, D4, G2), no seat numbers and nothing
// tokens matches (the game's card tokens).
func PlayerWords(t testing.TB, say string, tokens *regexp.Regexp) {
	t.Helper()
	assert.Regexp(t, `^[A-Z0-9].*[.!?]$`, say)
	assert.NotRegexp(t, `\b(SP\d|SO\d|D\d+|G\d)\b|[Ss]eat \d`, say)
	if tokens != nil {
		assert.NotRegexp(t, tokens, say)
	}
}

// MaxPresses bounds the presses one fuzz input of Presses plays (three
// bytes each; the rest of the input is ignored), so that the work of one
// input stays small and the fuzzer tries many: a long input no longer
// costs seconds to run and minutes to minimise.
const MaxPresses = 64

// fullChecks is how many illegal presses of one input Presses checks
// against a whole clone of the game (reflect.DeepEqual, the costly part
// of an input); later ones are checked against every seat's View (a
// comparable value) and the events so far.
const fullChecks = 4

// Presses is the body of a game's FuzzPresses: it plays the presses data
// describes on g, three bytes a press (ticks to advance first, mod 64; the
// seat, mod the seats + 2 so seats that are not at the table press too,
// with the top bit asking for one of the seat's legal presses; which
// press of all, or of Legal), at most MaxPresses of them, and checks
// after each that an illegal press changed nothing (the whole game for
// the first few, what every seat sees and the events for the others) and
// every card is in one place (Check), and at the end that the record of
// the presses verifies.
func Presses[G Game[G, V, A], V comparable, A engine.Action](t *testing.T, g G, data []byte, all []A, verify func(*record.Record) error) {
	if len(data) > 3*MaxPresses {
		data = data[:3*MaxPresses]
	}
	full := 0
	views := make([]V, g.Seats())
	for i := 0; i+2 < len(data) && !g.Over(); i += 3 {
		for range int(data[i] % 64) {
			g.Advance()
		}
		p := engine.Press[A]{Seat: int(data[i+1]&127) % (g.Seats() + 2), Action: all[int(data[i+2])%len(all)]}
		if data[i+1]&128 != 0 {
			if legal := g.Legal(p.Seat); len(legal) > 0 {
				p.Action = legal[int(data[i+2])%len(legal)]
			}
		}
		var before G
		if full < fullChecks {
			before = g.Clone()
		}
		for seat := range views {
			views[seat] = g.View(seat)
		}
		events := len(g.Events())
		res := g.ApplyTick([]engine.Press[A]{p})
		if err := res[0].Err; err != nil && !errors.Is(err, engine.ErrLate) {
			changed := len(g.Events()) != events
			for seat := range views {
				changed = changed || views[seat] != g.View(seat)
			}
			if full < fullChecks {
				full++
				changed = changed || !assert.ObjectsAreEqual(before, g)
			}
			if changed {
				t.Fatalf("illegal %v by seat %d changed the game", p.Action, p.Seat)
			}
		}
		if err := g.Check(); err != nil {
			t.Fatal(err)
		}
	}
	if err := verify(g.Record()); err != nil {
		t.Fatalf("the record of the presses does not verify: %v", err)
	}
}

// Bounds on the work of one FuzzVerify input (Verify): records with more
// events or later ticks are skipped.
const (
	MaxEvents = 64
	MaxTick   = 3600 // a minute of play
	// trail is how far after the record's last tick Verify puts its
	// closing press.
	trail = 120
)

// Verify is the body of a game's FuzzVerify: it reads data as a record
// (what the reader refuses is skipped: FuzzRead covers the reader) and
// replays it with resume, which must never fail with an internal error
// (engine.Resume turns a panic into one); when the record verifies, the
// game it returns must have every card in place (Check) and its own
// record must verify again.
//
// The work of one input is bounded so that the fuzzer explores (the
// seeds should be small too: a header and a few events, not a whole
// game): records of more than MaxEvents events or with a tick beyond
// MaxTick are skipped, and the record is first replayed with a closing
// press appended trail ticks after its last tick (seat 0, an unknown
// token). Without it a record that ends with an outcome the engine does
// not derive would run the clock on to the end of the game, engine.Replay
// looking as far as the next press, or a day of play, for the event it
// misses. A replay that gets as far as the closing press (an error on its
// line) has verified every event before it, so the record itself is then
// replayed, and must verify, or lack only what the engine derived before
// its end (a bare header lacks the deal).
func Verify[G interface {
	Check() error
	Record() *record.Record
}](t *testing.T, data []byte, resume func(*record.Record) (G, error)) {
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil || len(rec.Events) > MaxEvents {
		return
	}
	last := int64(0)
	for _, e := range rec.Events {
		if e.Tick < 0 || e.Tick > MaxTick {
			return
		}
		last = max(last, e.Tick)
	}
	closing := record.ActEvent(0, "end of fuzz input", last+trail)
	closing.Line = closingLine
	_, err = resume(&record.Record{Header: rec.Header, Events: append(slices.Clip(rec.Events), closing)})
	if err == nil {
		t.Fatal("a record with an unknown token verified")
	}
	if strings.Contains(err.Error(), "internal error") {
		t.Fatalf("replaying the record: %v", err)
	}
	var le *record.LineError
	var m *record.Mismatch
	if !(errors.As(err, &le) && le.Line == closingLine || errors.As(err, &m) && m.Line == closingLine) {
		return // the record does not verify
	}
	g, err := resume(rec)
	if err != nil {
		// Only what the engine derived before the record's end and the
		// record lacks (the deal of a bare header) may be missing now.
		if !errors.As(err, &m) || m.Line != 0 {
			t.Fatalf("the record verified up to the closing press but not alone: %v", err)
		}
		return
	}
	if err := g.Check(); err != nil {
		t.Fatalf("a record that verifies left a broken game: %v", err)
	}
	if _, err := resume(g.Record()); err != nil {
		t.Fatalf("the game's own record does not verify: %v", err)
	}
}

// closingLine is the line number Verify gives its closing press.
const closingLine = 1 << 30

// Seeds returns small records for a FuzzVerify corpus, cut from rec (a
// game that verifies): the header alone, then the header with the first
// n events for each n given, written as files.
func Seeds(t testing.TB, rec *record.Record, ns ...int) [][]byte {
	t.Helper()
	var out [][]byte
	for _, n := range append([]int{0}, ns...) {
		part := &record.Record{Header: rec.Header, Events: rec.Events[:min(n, len(rec.Events))]}
		var buf bytes.Buffer
		_, err := part.WriteTo(&buf)
		require.NoError(t, err)
		out = append(out, buf.Bytes())
	}
	return out
}

// LegalAgreesWithApply checks every seat of g: each action of all that
// Legal lists is taken by Apply (on a clone), each other one is refused
// as illegal.
func LegalAgreesWithApply[G Game[G, V, A], V any, A engine.Action](t testing.TB, g G, all []A) {
	t.Helper()
	for seat := range g.Seats() {
		legal := g.Legal(seat)
		for _, a := range all {
			err := g.Clone().Apply(seat, a)
			switch {
			case slices.Contains(legal, a):
				assert.NoError(t, err, "seat %d: Legal lists %s", seat, a)
			case !errors.Is(err, engine.ErrIllegal):
				t.Errorf("seat %d: %s is not in Legal but Apply says %v", seat, a, err)
			}
		}
	}
}

// Respell returns a copy of rec whose action tokens are written in other
// case and spacing, as a person or another program might write them:
// every word's letters in alternating case (upper first in odd events),
// words separated by runs of spaces and tabs, spaces before and after.
// The reader promises to take them (docs/records.md: "strict writer,
// lenient reader").
func Respell(rec *record.Record) *record.Record {
	out := &record.Record{Header: rec.Header, Events: slices.Clone(rec.Events)}
	for i := range out.Events {
		e := &out.Events[i]
		if e.Kind != record.Act {
			continue
		}
		words := strings.Fields(e.Action)
		for j, w := range words {
			b := []byte(w)
			for k := range b {
				if (i+j+k)%2 == 0 {
					b[k] = byte(unicode.ToUpper(rune(b[k])))
				} else {
					b[k] = byte(unicode.ToLower(rune(b[k])))
				}
			}
			words[j] = string(b)
		}
		e.Action = " \t" + strings.Join(words, strings.Repeat(" ", 1+i%3)+"\t") + "  "
	}
	return out
}

// Knowing lets bots play g press by press (Apply) until it is over or its
// clock reaches maxTicks, and after every press and every tick checks what
// know lets through to each seat alone: every card in it must be one that
// seat's View has shown, then or earlier. shown lists the cards a view
// shows; cardsOf lists the cards an event's Data holds, and false for a
// type it does not know (which fails: a new event must be checked too);
// none is no card. It returns how many events of each Data type (%T) it
// checked.
func Knowing[G Game[G, V, A], V any, A engine.Action, C comparable](t testing.TB, g G, bots []engine.Reactor[V, A], maxTicks int64,
	know engine.Know, shown func(V) []C, cardsOf func(any) ([]C, bool), none C) map[string]int {
	t.Helper()
	n := g.Seats()
	seen := make([]map[C]bool, n)
	for seat := range seen {
		seen[seat] = map[C]bool{}
	}
	checked := map[string]int{}
	read := 0
	look := func() {
		for seat := range n {
			for _, c := range shown(g.View(seat)) {
				seen[seat][c] = true
			}
		}
		evs := g.Events()
		for _, e := range evs[read:] {
			checked[fmt.Sprintf("%T", e.Data)]++
			for seat := range n {
				k, ok := know(e, engine.OneSeat(seat))
				if !ok {
					continue
				}
				cs, known := cardsOf(k.Data)
				require.True(t, known, "no list of the cards in a %T", k.Data)
				for _, c := range cs {
					require.True(t, c == none || seen[seat][c], "tick %d: seat %d is told of %v in a %s event it never saw", e.Tick, seat, c, e.Name)
				}
			}
		}
		read = len(evs)
	}
	look()
	for !g.Over() && g.Tick() < maxTicks {
		for seat, b := range bots {
			if a, ok := b.Tick(g.View(seat)); ok {
				_ = g.Apply(seat, a) // a refused or late press is part of the game
				look()
			}
		}
		g.Advance()
		look()
	}
	return checked
}

// Awaiting lets bots play g tick by tick as Play does until it is over or
// its clock reaches maxTicks (0: no limit), and at every tick in which
// something happened (an event, or the seats awaited changed) checks what
// g says it waits on (engine.Awaiter) against what it does, on a clone,
// with nobody pressing for quiet ticks: a game that waits on seats does
// nothing (no event) and waits on the same seats throughout, each with a
// legal press; one that waits on nobody goes on by itself within them (an
// event, its end, or seats it comes to wait on). It returns how many of
// the states checked waited on seats and how many went on by themselves.
func Awaiting[G interface {
	Game[G, V, A]
	engine.Awaiter
}, V any, A engine.Action](t testing.TB, g G, bots []engine.Reactor[V, A], maxTicks int64, quiet int) (waited, ran int) {
	t.Helper()
	var buf []engine.Press[A]
	events, awaits := -1, []int(nil)
	for !g.Over() && (maxTicks <= 0 || g.Tick() < maxTicks) {
		now := g.Awaits()
		if n := len(g.Events()); n != events || !slices.Equal(now, awaits) {
			events, awaits = n, now
			if len(now) > 0 {
				waitsOn(t, g.Clone(), now, quiet)
				waited++
			} else {
				goesOn(t, g.Clone(), quiet)
				ran++
			}
		}
		_, buf = engine.TickStep(g, bots, nil, buf)
	}
	return waited, ran
}

// waitsOn checks that g, which says it waits on seats, does nothing for
// quiet ticks with nobody pressing.
func waitsOn[G interface {
	Game[G, V, A]
	engine.Awaiter
}, V any, A engine.Action](t testing.TB, g G, seats []int, quiet int) {
	t.Helper()
	for _, seat := range seats {
		require.NotEmpty(t, g.Legal(seat), "tick %d: waits on seat %d, which has no legal press", g.Tick(), seat)
	}
	from, n := g.Tick(), len(g.Events())
	for range quiet {
		g.Advance()
		require.Len(t, g.Events(), n, "tick %d: waits on %v, yet with nobody pressing something happened at tick %d", from, seats, g.Tick())
		require.Equal(t, seats, g.Awaits(), "tick %d: waits on %v, and with nobody pressing on others at tick %d", from, seats, g.Tick())
	}
}

// goesOn checks that g, which says it waits on nobody, goes on by itself
// within quiet ticks.
func goesOn[G interface {
	Game[G, V, A]
	engine.Awaiter
}, V any, A engine.Action](t testing.TB, g G, quiet int) {
	t.Helper()
	from, n := g.Tick(), len(g.Events())
	for range quiet {
		g.Advance()
		if g.Over() || len(g.Events()) != n || len(g.Awaits()) > 0 {
			return
		}
	}
	t.Fatalf("tick %d: waits on nobody, yet nothing happened in %d ticks with nobody pressing", from, quiet)
}
