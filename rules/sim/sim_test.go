package sim_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
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

// TestSimEveryGame: every listed game plays in sim with its default
// computer players and writes records that parlor verify accepts.
func TestSimEveryGame(t *testing.T) {
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			dir := t.TempDir()
			levels := make([]string, len(e.DefaultBots))
			for i, l := range e.DefaultBots {
				if l == engine.Hard {
					l = engine.Normal // Hard has its own test below
				}
				levels[i] = l.String()
			}
			code, out, errOut := runSim("-game", e.Name, "-n", "2", "-seed", "5", "-bots", strings.Join(levels, ","), "-records", dir)
			require.Equal(t, 0, code, errOut)
			assert.Contains(t, out, e.Name+": 2 games")
			rows := 0
			for _, l := range strings.Split(out, "\n") {
				if f := strings.Fields(l); len(f) > 1 && f[0] == fmt.Sprint(rows) && strings.Contains("random easy normal hard", f[1]) {
					rows++
				}
			}
			assert.Equal(t, len(levels), rows, "one summary row per seat:\n%s", out)
			files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
			require.NoError(t, err)
			require.Len(t, files, 2)
			var vo, ve bytes.Buffer
			assert.Equal(t, 0, replay.Main(files, &vo, &ve), vo.String()+ve.String())
		})
	}
}

// TestSimHardSeatsReproduce: computer players think on counted budgets, so
// the same seed gives byte-identical records, Hard seats included.
func TestSimHardSeatsReproduce(t *testing.T) {
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			levels := []string{"hard"}
			for len(levels) < e.Seats {
				levels = append(levels, "normal")
			}
			var recs [2]map[string]string
			for k := range recs {
				dir := t.TempDir()
				code, _, errOut := runSim("-game", e.Name, "-n", "1", "-seed", "7", "-bots", strings.Join(levels, ","), "-records", dir)
				require.Equal(t, 0, code, errOut)
				recs[k] = readDir(t, dir)
			}
			assert.Equal(t, recs[0], recs[1])
		})
	}
}

func readDir(t *testing.T, dir string) map[string]string {
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	require.NoError(t, err)
	out := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		out[filepath.Base(f)] = string(b)
	}
	return out
}

// TestSimOptionsBelongToTheirGame: every game's option flags are refused,
// with a message, for a game that does not have them; values out of range
// are refused too.
func TestSimOptionsBelongToTheirGame(t *testing.T) {
	all := games.All()
	for _, e := range all {
		for _, other := range all {
			for _, o := range other.Options {
				if _, ok := e.Option(o.Key); ok {
					continue
				}
				arg := "-" + o.Key
				if !o.IsToggle() {
					arg += "=" + o.Default
				}
				code, out, errOut := runSim("-game", e.Name, "-n", "1", arg)
				assert.Equal(t, 2, code, "%s %s", e.Name, arg)
				assert.Empty(t, out)
				assert.Contains(t, errOut, "-"+o.Key+" is not an option of "+e.Title)
			}
		}
		for _, o := range e.Options {
			if o.IsToggle() {
				continue
			}
			bad := "nonsense"
			if o.Number {
				bad = fmt.Sprint(o.Min - 1)
			}
			code, _, errOut := runSim("-game", e.Name, "-n", "1", "-"+o.Key, bad)
			assert.Equal(t, 2, code, "%s -%s %s", e.Name, o.Key, bad)
			assert.Contains(t, errOut, "-"+o.Key+": want")
		}
	}
}

// TestSimRecordsDirUnwritable: a -records directory that cannot be written
// stops sim at once with one message, before any game is played.
func TestSimRecordsDirUnwritable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "plain-file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	code, out, errOut := runSim("-n", "5", "-bots", "random", "-records", filepath.Join(file, "records"))
	assert.Equal(t, 1, code)
	assert.Empty(t, out)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
	assert.Contains(t, errOut, "cannot write records into")
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
		{"unknown_bot", []string{"-bots", "hard,genius,normal"}, `Speed Run has no computer player "genius"`},
		{"wrong_seat_count", []string{"-bots", "hard,normal"}, "Speed Run is for 3 players, not 2"},
		{"bad_flag", []string{"-frobnicate"}, "bad flags"},
		{"bad_n", []string{"-n", "0"}, "-n: want a number of games from 1 to"},
		{"huge_n", []string{"-n", "9223372036854775807"}, "-n: want a number of games from 1 to"},
		{"billion_n", []string{"-n", "1000000000"}, "-n: want a number of games from 1 to"},
		{"bad_n_syntax", []string{"-n", "many"}, "bad flags"},
		{"bad_workers", []string{"-workers", "0"}, "-workers"},
		{"bad_length", []string{"-length", "epic"}, "-length"},
		{"stray_argument", []string{"extra"}, "unexpected argument"},
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
