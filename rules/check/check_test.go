package check_test

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"parlor/rules/check"
	"parlor/rules/games"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runCheck(args ...string) (int, string, string) {
	var o, e bytes.Buffer
	code := check.Main(args, &o, &e)
	return code, o.String(), e.String()
}

// TestShortRun is the short version CI runs on every change: a few games of
// every listed game, each checked after every action.
func TestShortRun(t *testing.T) {
	n := 10 * len(games.All())
	code, out, errOut := runCheck("-n", strconv.Itoa(n), "-seed", "3")
	require.Equal(t, 0, code, out+errOut)
	for _, name := range games.Names() {
		assert.Contains(t, out, name, "every game is played")
	}
	assert.Contains(t, out, strconv.Itoa(n)+" games,")
	assert.Contains(t, out, " 0 failures in ")
	assert.Equal(t, 10, strings.Count(errOut, "games ("), "progress every 10%%: %s", errOut)
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{"-n", "0"}, {"-game", "chess"}, {"-illegal", "2"}, {"extra"}, {"-from", "-1"}} {
		code, out, errOut := runCheck(args...)
		assert.Equal(t, 2, code, "%v", args)
		assert.Empty(t, out)
		assert.Contains(t, errOut, "parlor check: ", "%v", args)
	}
}
