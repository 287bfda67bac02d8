package sim_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/replay"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func readRecord(t *testing.T, name string) *record.Record {
	f, err := os.Open(name)
	require.NoError(t, err)
	defer f.Close()
	rec, err := record.Read(f)
	require.NoError(t, err)
	return rec
}

// TestSimPairPlaysTheSameDeals: -pair plays every deal once per side with
// the same game seed, so both sides' records start from the same deal;
// only seat 0's player differs, and every record verifies.
func TestSimPairPlaysTheSameDeals(t *testing.T) {
	for _, c := range []struct {
		game, players string
		n             int
	}{{"stepstones", "3", 1}, {"spellcraft", "3", 1}} {
		t.Run(c.game, func(t *testing.T) {
			dir := t.TempDir()
			code, out, errOut := runSim("-game", c.game, "-pair", "hard,omniscient", "-vs", "normal",
				"-players", c.players, "-n", strconv.Itoa(c.n), "-seed", "5", "-records", dir)
			require.Equal(t, 0, code, errOut)
			assert.Contains(t, out, "omniscient - hard")
			for deal := 1; deal <= c.n; deal++ {
				base := filepath.Join(dir, fmt.Sprintf("%s-5-%d", c.game, deal))
				h, o := readRecord(t, base+"-hard.jsonl"), readRecord(t, base+"-omniscient.jsonl")
				assert.Equal(t, h.Header.Seed, o.Header.Seed)
				require.NotEmpty(t, h.Events)
				require.NotEmpty(t, o.Events)
				assert.Equal(t, record.Chance, h.Events[0].Kind)
				assert.Equal(t, string(h.Events[0].Data), string(o.Events[0].Data), "the first deal")
				assert.Equal(t, "hard", h.Header.Seats[0].Bot)
				assert.Equal(t, "omniscient", o.Header.Seats[0].Bot)
				assert.Equal(t, h.Header.Seats[1:], o.Header.Seats[1:])
			}
			files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			require.NoError(t, err)
			require.Len(t, files, 2*c.n)
			var vo, ve bytes.Buffer
			assert.Equal(t, 0, replay.Main(files, &vo, &ve), vo.String()+ve.String())
		})
	}
}

// seatZeroScore returns the score column of seat 0's row in a plain run's
// table, or of side's row in a paired run's.
func seatZeroScore(out, first string, col int) string {
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) > col && f[0] == first {
			return f[col]
		}
	}
	return ""
}

// TestSimPairSideMatchesAPlainRun: a side plays exactly the games of a
// plain run with the same seed and seats (same game seeds, same bot
// seeds), and the figures do not depend on the number of workers.
func TestSimPairSideMatchesAPlainRun(t *testing.T) {
	code, plain, errOut := runSim("-game", "stepstones", "-bots", "hard,normal,normal", "-n", "2", "-seed", "9")
	require.Equal(t, 0, code, errOut)
	code, p1, errOut := runSim("-game", "stepstones", "-pair", "normal,hard", "-n", "2", "-seed", "9", "-workers", "1")
	require.Equal(t, 0, code, errOut)
	code, p2, errOut := runSim("-game", "stepstones", "-pair", "normal,hard", "-n", "2", "-seed", "9", "-workers", "2")
	require.Equal(t, 0, code, errOut)
	want := seatZeroScore(plain, "0", 6) // seat, bot, wins, win%, sole, shared, score/game
	require.NotEmpty(t, want, plain)
	assert.Equal(t, want, seatZeroScore(p1, "hard", 3), p1) // side, games, hands, score/game
	_, d1, _ := strings.Cut(p1, "paired differences")
	_, d2, _ := strings.Cut(p2, "paired differences")
	assert.NotEmpty(t, d1)
	assert.Equal(t, d1, d2)
}

// TestSimPairGapShare: with normal and omniscient among the sides, the
// share of the gap between them is printed for the others.
func TestSimPairGapShare(t *testing.T) {
	code, out, errOut := runSim("-game", "stepstones", "-pair", "normal,hard,omniscient", "-n", "2", "-seed", "3")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "paired differences in score/game")
	assert.Contains(t, out, "share of the normal->omniscient gap in score/game")
	assert.Contains(t, out, "  hard: ")
	assert.Contains(t, out, "seats 1-2 normal,normal")
}

// TestSimPairUsageErrors: bad paired-run flags get a clear message and
// exit code 2, never a panic; omniscient is never a level of -bots.
func TestSimPairUsageErrors(t *testing.T) {
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"real_time_game", []string{"-game", "spit", "-pair", "hard,normal"}, "Spit is played in real time"},
		{"one_side", []string{"-pair", "hard"}, "-pair: want 2 to 4"},
		{"five_sides", []string{"-pair", "random,easy,normal,hard,omniscient"}, "-pair: want 2 to 4"},
		{"twice", []string{"-pair", "hard,Hard"}, "-pair: hard is named twice"},
		{"unknown_side", []string{"-pair", "hard,genius"}, `Speed Run has no computer player "genius"`},
		{"with_bots", []string{"-pair", "hard,omniscient", "-bots", "hard,normal,normal"}, "not -bots"},
		{"vs_alone", []string{"-vs", "normal"}, "go with -pair"},
		{"measure_alone", []string{"-measure", "win"}, "go with -pair"},
		{"vs_unknown", []string{"-pair", "hard,omniscient", "-vs", "normal,genius"}, `-vs: Speed Run has no computer player "genius"`},
		{"vs_count", []string{"-pair", "hard,omniscient", "-vs", "normal,normal,normal"}, "Speed Run is for 3 players, not 4"},
		{"players_disagree", []string{"-game", "spellcraft", "-pair", "hard,omniscient", "-vs", "normal,normal", "-players", "4"}, "-players 4: -vs names 2"},
		{"players_range", []string{"-game", "spellcraft", "-pair", "hard,omniscient", "-players", "9"}, "is for 2 to 8 players, not 9"},
		{"bad_measure", []string{"-pair", "hard,omniscient", "-measure", "chips"}, "-measure: want score or win"},
		{"huge_n", []string{"-pair", "hard,omniscient", "-n", "2000000"}, "with -pair want 1 to 1000000"},
		{"players_syntax", []string{"-pair", "hard,omniscient", "-players", "x"}, "bad flags"},
		{"omniscient_is_no_level", []string{"-bots", "omniscient,normal,normal"}, `has no computer player "omniscient"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := runSim(c.args...)
			assert.Equal(t, 2, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, c.want)
		})
	}
}
