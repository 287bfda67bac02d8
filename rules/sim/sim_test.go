package sim_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/replay"
	"parlor/rules/sim"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runSim(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = sim.Main(args, &o, &e)
	return code, o.String(), e.String()
}

// table drops the summary's first line (it holds the wall time) so two
// runs can be compared.
func table(out string) string {
	_, rest, _ := strings.Cut(out, "\n")
	return rest
}

// TestSimWritesRecordsThatVerify: a small tournament writes one record per
// game, named after the seed and the game number, and parlor verify accepts
// every one.
func TestSimWritesRecordsThatVerify(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runSim("-game", "speedrun", "-n", "3", "-seed", "7", "-bots", "normal,easy,random", "-records", dir, "-reveal")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "score/hand")
	assert.Contains(t, out, "normal")
	assert.Contains(t, out, "18 hands", "3 Short games of 6 hands")
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	require.NoError(t, err)
	require.Len(t, files, 3)
	for i := 1; i <= 3; i++ {
		assert.FileExists(t, filepath.Join(dir, "speedrun-7-"+string(rune('0'+i))+".jsonl"))
	}
	var vo, ve bytes.Buffer
	assert.Equal(t, 0, replay.Main(files, &vo, &ve), vo.String()+ve.String())
	assert.Equal(t, 3, strings.Count(vo.String(), ": OK\n"), vo.String())
}

// TestSimSeatsAsManyAsBots: SpeedOh seats 2 to 6 players and Spellcraft
// 2 to 8, as many as -bots names (SO2, SC13); their records verify.
func TestSimSeatsAsManyAsBots(t *testing.T) {
	cases := []struct {
		game, bots string
		flags      []string
	}{
		{"speedoh", "hard,easy", []string{"-beginner"}},
		{"speedoh", "easy,normal,hard,easy,normal,hard", []string{"-totem"}},
		{"spellcraft", "hard,random", []string{"-trump", "-chips", "12"}},
		{"spellcraft", "easy,normal,hard,random,easy,normal,hard,random", []string{"-nojokers"}},
	}
	for _, c := range cases {
		dir := t.TempDir()
		args := append([]string{"-game", c.game, "-n", "2", "-seed", "5", "-bots", c.bots, "-records", dir}, c.flags...)
		code, out, errOut := runSim(args...)
		require.Equal(t, 0, code, errOut)
		seats := strings.Count(c.bots, ",") + 1
		rows := 0
		for _, l := range strings.Split(out, "\n") {
			if f := strings.Fields(l); len(f) > 1 && f[0] == fmt.Sprint(rows) && strings.Contains("random easy normal hard", f[1]) {
				rows++
			}
		}
		assert.Equal(t, seats, rows, "%s: one summary row per seat:\n%s", c.game, out)
		files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
		require.NoError(t, err)
		require.Len(t, files, 2)
		var vo, ve bytes.Buffer
		assert.Equal(t, 0, replay.Main(files, &vo, &ve), vo.String()+ve.String())
	}
}

// TestSimSameSeedSameResultsAnyWorkers: game seeds come from -seed and the
// game index, so one worker and two give the same table and records.
func TestSimSameSeedSameResultsAnyWorkers(t *testing.T) {
	d1, d2 := t.TempDir(), t.TempDir()
	c1, o1, e1 := runSim("-n", "6", "-seed", "3", "-bots", "normal,easy,random", "-workers", "1", "-records", d1, "-length", "medium")
	c2, o2, e2 := runSim("-n", "6", "-seed", "3", "-bots", "normal,easy,random", "-workers", "2", "-records", d2, "-length", "medium")
	require.Equal(t, 0, c1, e1)
	require.Equal(t, 0, c2, e2)
	// The first lines differ only in the worker count and the timing.
	assert.Equal(t, table(o1), table(o2))
	files, _ := filepath.Glob(filepath.Join(d1, "*.jsonl"))
	require.Len(t, files, 6)
	for _, f := range files {
		a, err := os.ReadFile(f)
		require.NoError(t, err)
		b, err := os.ReadFile(filepath.Join(d2, filepath.Base(f)))
		require.NoError(t, err)
		assert.Equal(t, string(a), string(b), filepath.Base(f))
	}
	// A different seed gives different games.
	_, o3, _ := runSim("-n", "6", "-seed", "4", "-bots", "normal,easy,random", "-length", "medium")
	assert.NotEqual(t, table(o1), table(o3))
}

// TestSimUsageErrors: unknown games, bots and flags get a clear message
// and exit code 2, never a panic.
func TestSimUsageErrors(t *testing.T) {
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"unknown_game", []string{"-game", "chess"}, `unknown game "chess"`},
		{"unknown_bot", []string{"-bots", "hard,genius,normal"}, `unknown speedrun bot "genius"`},
		{"wrong_seat_count", []string{"-bots", "hard,normal"}, "3 seats, got 2"},
		{"bad_flag", []string{"-frobnicate"}, "bad flags"},
		{"bad_n", []string{"-n", "0"}, "-n must be at least 1"},
		{"bad_n_syntax", []string{"-n", "many"}, "bad flags"},
		{"bad_workers", []string{"-workers", "0"}, "-workers"},
		{"bad_length", []string{"-length", "epic"}, "-length"},
		{"stray_argument", []string{"extra"}, "unexpected argument"},
		{"spit_reveal", []string{"-game", "spit", "-reveal"}, "-reveal is a Speed Run option"},
		{"speedoh_one_seat", []string{"-game", "speedoh", "-bots", "hard,"}, "unknown speedoh bot"},
		{"speedoh_seven_seats", []string{"-game", "speedoh", "-bots", "hard,hard,hard,hard,hard,hard,hard"}, "seats 2 to 6 players, got 7"},
		{"speedoh_length", []string{"-game", "speedoh", "-length", "short"}, "speedoh takes only -beginner and -totem"},
		{"speedrun_totem", []string{"-totem"}, "-beginner and -totem are SpeedOh options"},
		{"spit_chips", []string{"-game", "spit", "-chips", "30"}, "-trump, -nojokers and -chips are Spellcraft options"},
		{"spellcraft_few_chips", []string{"-game", "spellcraft", "-chips", "5"}, "SC13"},
		{"spellcraft_nine_seats", []string{"-game", "spellcraft", "-bots", "hard,hard,hard,hard,hard,hard,hard,hard,hard"}, "seats 2 to 8 players, got 9"},
		{"spellcraft_sheet", []string{"-game", "spellcraft", "-sheet", "advanced"}, "spellcraft takes only"},
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

// TestSimSpit: the spit engine plugs into the same runner, records
// included.
func TestSimSpit(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runSim("-game", "spit", "-n", "2", "-bots", "easy,hard", "-records", dir)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "spit: 2 games")
	files, _ := filepath.Glob(filepath.Join(dir, "spit-1-*.jsonl"))
	require.Len(t, files, 2)
	var vo bytes.Buffer
	assert.Equal(t, 0, replay.Main(files, &vo, &vo), vo.String())
}

// TestSimProgress: without a terminal, progress is a line per 10%; with
// -progress it is a bar redrawn with \r.
func TestSimProgress(t *testing.T) {
	_, _, e := runSim("-n", "10", "-bots", "random")
	assert.Equal(t, 10, strings.Count(e, "games ("), e)
	assert.NotContains(t, e, "\r")
	_, _, e = runSim("-n", "4", "-bots", "random", "-progress")
	assert.Contains(t, e, "\r[")
	assert.Contains(t, e, "4/4")
}

// TestGameSeedIndependentOfWorkers documents the seed derivation.
func TestGameSeedIndependentOfWorkers(t *testing.T) {
	assert.NotEqual(t, sim.GameSeed(1, 0), sim.GameSeed(1, 1))
	assert.NotEqual(t, sim.GameSeed(1, 0), sim.GameSeed(2, 0))
	assert.Equal(t, sim.GameSeed(5, 9), sim.GameSeed(5, 9))
	assert.Contains(t, sim.Games(), "speedrun")
}

// TestSimSteppingStones: the advanced sheet with the Redo variant plays
// whole games whose records parlor verify accepts, and Speed Run's options
// are refused for it.
func TestSimSteppingStones(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runSim("-game", "steppingstones", "-n", "2", "-seed", "3", "-bots", "normal,easy,random",
		"-sheet", "advanced", "-redo", "-records", dir)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "declared")
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	require.NoError(t, err)
	require.Len(t, files, 2)
	var vo, ve bytes.Buffer
	assert.Equal(t, 0, replay.Main(files, &vo, &ve), vo.String()+ve.String())
	code, _, errOut = runSim("-game", "steppingstones", "-n", "1", "-reveal")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "Speed Run option")
}
