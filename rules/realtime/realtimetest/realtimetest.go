// Package realtimetest holds the test helpers the real-time games' tests
// share (rules/spit, rules/speedoh): playing computer players tick by tick
// as sim and the tables do, golden record files, records read back as
// `parlor verify` reads them, and the checks of an illegal press. Only
// tests import it.
package realtimetest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

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

// Golden compares rec, written as a file, with testdata/file byte for
// byte (UPDATE_GOLDEN=1 rewrites the file first) and returns the file read
// back as a record.
func Golden(t *testing.T, rec *record.Record, file string) *record.Record {
	t.Helper()
	var got bytes.Buffer
	_, err := rec.WriteTo(&got)
	require.NoError(t, err)
	path := filepath.Join("testdata", file)
	if os.Getenv("UPDATE_GOLDEN") == "1" {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, got.Bytes(), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run with UPDATE_GOLDEN=1 to create it")
	assert.Equal(t, string(want), got.String())
	back, err := record.Read(bytes.NewReader(want))
	require.NoError(t, err)
	return back
}

// DocQuotes checks that every line of the ```jsonl blocks in the section
// of docs/records.md headed "## "+heading is a line of testdata/golden,
// and returns how many lines are quoted.
func DocQuotes(t *testing.T, heading, golden string) int {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "records.md"))
	require.NoError(t, err)
	file, err := os.ReadFile(filepath.Join("testdata", golden))
	require.NoError(t, err)
	lines := map[string]bool{}
	for _, l := range strings.Split(string(file), "\n") {
		lines[l] = true
	}
	_, section, ok := strings.Cut(string(doc), "\n## "+heading+"\n")
	require.True(t, ok, "docs/records.md has a %s section", heading)
	section, _, _ = strings.Cut(section, "\n## ")
	quoted, in := 0, false
	for _, l := range strings.Split(section, "\n") {
		switch {
		case strings.HasPrefix(l, "```jsonl"):
			in = true
		case strings.HasPrefix(l, "```"):
			in = false
		case in:
			quoted++
			assert.True(t, lines[l], "not in %s: %s", golden, l)
		}
	}
	return quoted
}

// Reread writes rec and reads it back, as `parlor verify FILE` does.
func Reread(t testing.TB, rec *record.Record) *record.Record {
	t.Helper()
	var buf bytes.Buffer
	_, err := rec.WriteTo(&buf)
	require.NoError(t, err)
	back, err := record.Read(&buf)
	require.NoError(t, err)
	return back
}

// Refuse checks that seat's press a is illegal: the error wraps
// engine.ErrIllegal, names rule, comes from g's game, says why in player
// words (PlayerWords, containing every say) and g is unchanged.
func Refuse[G Game[G, V, A], V any, A engine.Action](t testing.TB, g G, seat int, a A, rule string, tokens *regexp.Regexp, say ...string) {
	t.Helper()
	before := g.Clone()
	err := g.Apply(seat, a)
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

// Presses is the body of a game's FuzzPresses: it plays the presses data
// describes on g, three bytes a press (ticks to advance first, mod 64; the
// seat, mod the seats + 2 so seats that are not at the table press too,
// with the top bit asking for one of the seat's legal presses; which
// press of all, or of Legal), and checks after each that an illegal press
// changed nothing and every card is in one place (Check), and at the end
// that the record of the presses verifies.
func Presses[G Game[G, V, A], V any, A engine.Action](t *testing.T, g G, data []byte, all []A, verify func(*record.Record) error) {
	for i := 0; i+2 < len(data) && !g.Over(); i += 3 {
		for range int(data[i] % 64) {
			g.Advance()
		}
		p := engine.Press[A]{Seat: int(data[i+1]&127) % (g.Seats() + 2), Action: all[int(data[i+2])%len(all)]}
		if legal := g.Legal(p.Seat); data[i+1]&128 != 0 && len(legal) > 0 {
			p.Action = legal[int(data[i+2])%len(legal)]
		}
		before := g.Clone()
		if res := g.ApplyTick([]engine.Press[A]{p}); res[0].Err != nil && !errors.Is(res[0].Err, engine.ErrLate) && !assert.ObjectsAreEqual(before, g) {
			t.Fatalf("illegal %v by seat %d changed the game", p.Action, p.Seat)
		}
		if err := g.Check(); err != nil {
			t.Fatal(err)
		}
	}
	if err := verify(g.Record()); err != nil {
		t.Fatalf("the record of the presses does not verify: %v", err)
	}
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
