package enginetest

import (
	"regexp"
	"strings"
	"testing"

	"parlor/rules/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Plain is what a game's advice tests read a reason for: the seats' names
// (unusual ones, so that a sentence that names a seat must use them), and
// the game's card tokens and its seat and ruling words, which a reason in
// plain words never shows.
type Plain struct {
	Names     []string
	CardToken *regexp.Regexp
	SeatWord  *regexp.Regexp
}

// Why checks one reason: plain words, one line ending in a full stop, no
// tokens, no seat numbers or ruling ids, seats by their names.
func (p Plain) Why(t *testing.T, why string, where string) {
	t.Helper()
	assert.NotEmpty(t, why, where)
	assert.NotRegexp(t, p.CardToken, why, where)
	assert.NotRegexp(t, p.SeatWord, why, where)
	assert.NotContains(t, why, "another player", "%s: seats by name", where)
	assert.True(t, strings.HasSuffix(why, "."), "%s: %q is a sentence", where, why)
	assert.NotContains(t, why, "\n", where)
}

// Advice checks adv, the advice for seat among legal, against want, the
// action Choose took with the same seed and view: Best is want, Values
// has one entry per legal action and Best's is the highest, and the
// reason reads as plain words (Why) in which the player is "you". It
// returns how many other seats the reason names.
func Advice[A engine.Action](t *testing.T, p Plain, legal []A, seat int, want A, adv engine.Advice[A], where string) (named int) {
	t.Helper()
	assert.Equal(t, want, adv.Best, where)
	require.Len(t, adv.Values, len(legal), where)
	best := -1
	for j, a := range legal {
		if a == adv.Best {
			best = j
		}
	}
	require.GreaterOrEqual(t, best, 0, where)
	for j, x := range adv.Values {
		assert.LessOrEqual(t, x, adv.Values[best], "%s: %v is worth more than Best", where, legal[j])
	}
	p.Why(t, adv.Why, where)
	assert.NotContains(t, adv.Why, p.Names[seat], "%s: the player is you", where)
	for s, n := range p.Names {
		if s != seat && strings.Contains(adv.Why, n) {
			named++
		}
	}
	return named
}

// AdvisesAsHard checks that an adviser is the Hard player at its usual
// budget: for the first two positions of each kind (read says a view's
// kind, its phase, and its legal actions) with more than one legal action,
// the adviser seeded by engine.BotSeed(i, 0), i the position's index,
// advises what the Hard player seeded alike chooses. It logs each advice.
func AdvisesAsHard[V any, A engine.Action, K comparable, H engine.Chooser[V, A], D engine.Adviser[V, A]](t *testing.T,
	positions []V, names []string, read func(V) (K, []A), hard func(seed uint64) H, adviser func(seed uint64) D) {
	t.Helper()
	seen := map[K]int{}
	for i, v := range positions {
		kind, legal := read(v)
		if len(legal) < 2 || seen[kind] >= 2 {
			continue
		}
		seen[kind]++
		seed := engine.BotSeed(uint64(i), 0)
		want := hard(seed).Choose(v, legal)
		adv := adviser(seed).Advise(v, legal, names)
		assert.Equal(t, want, adv.Best, "%v: %s", kind, adv.Why)
		t.Logf("%v: %v: %s", kind, adv.Best, adv.Why)
	}
}
