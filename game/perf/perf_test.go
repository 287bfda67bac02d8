package perf_test

import (
	"errors"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/canvas"
	"parlor/game/perf"
	"parlor/scenes/scenetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The driver runs inside a real game loop: it draws, fades and frees
// images like the app does.
func TestMain(m *testing.M) { scenetest.Main(m) }

var names = []string{"a", "b", "c"}

func TestCheckRefusesBadFlags(t *testing.T) {
	ok := []perf.Flags{
		{},
		{Measure: time.Second},
		{Measure: time.Second, Blank: true},
		{Measure: time.Second, Table: "b", Warmup: 5 * time.Second},
		{Starts: 3},
		{Starts: perf.MaxStarts},
	}
	for _, f := range ok {
		assert.NoError(t, f.Check(names), "%+v", f)
	}
	bad := map[string]perf.Flags{
		"-measure must be a positive":   {Measure: -time.Second},
		"-measure-warmup must not be":   {Measure: time.Second, Warmup: -time.Second},
		"-measure-warmup needs":         {Warmup: time.Second},
		"-measure-blank needs":          {Blank: true},
		`no game "x" (one of: a, b, c)`: {Measure: time.Second, Table: "x"},
		"-measure-table needs":          {Table: "a"},
		"measure different screens":     {Measure: time.Second, Table: "a", Blank: true},
		"between 3 and":                 {Starts: -1},
		"at least 3":                    {Starts: 2},
		"runs on its own":               {Starts: 5, Measure: time.Second},
	}
	for want, f := range bad {
		err := f.Check(names)
		if assert.Error(t, err, "%+v", f) {
			assert.Contains(t, err.Error(), want)
		}
	}
	assert.Error(t, perf.Flags{Starts: perf.MaxStarts + 1}.Check(names))
}

// stub is a table that counts its updates and whether it was left.
type stub struct {
	name    string
	updates int
	left    bool
}

func (s *stub) Update(*game.Context) error { s.updates++; return nil }
func (s *stub) Draw(c *canvas.Canvas)      { c.Fill(0, 0, 10, 10, canvas.Cream) }
func (s *stub) Leave()                     { s.left = true }

// TestStartsStartsAndLeavesEveryTable: n tables, the games in turn with
// seeds 1..n, each shown for TableTicks and left (Leave called), the menu
// between them; then the figures are written and the app quits.
func TestStartsStartsAndLeavesEveryTable(t *testing.T) {
	var tables []*stub
	var seeds []uint64
	menus := 0
	start := func(_ *game.Context, name string, seed uint64) (game.Scene, error) {
		s := &stub{name: name}
		tables = append(tables, s)
		seeds = append(seeds, seed)
		return s, nil
	}
	home := func(*game.Context) game.Scene { menus++; return &stub{name: "menu"} }
	out := t.TempDir() + "/starts.json"
	d := perf.NewStarts(4, names, start, home, out)
	h := scenetest.New(t, func(*game.Context) game.Scene { return d })
	require.True(t, h.StepUntilQuit(4*(perf.TableTicks+perf.MenuTicks+4*30)), "the run ends by itself")
	require.Len(t, tables, 4)
	assert.Equal(t, []uint64{1, 2, 3, 4}, seeds)
	assert.Equal(t, 4, menus)
	for i, s := range tables {
		assert.Equal(t, names[i%len(names)], s.name)
		assert.True(t, s.left, "table %d was left", i+1)
		assert.GreaterOrEqual(t, s.updates, perf.TableTicks, "table %d ran", i+1)
	}
	r := d.Result()
	assert.Equal(t, 4, r.Starts)
	require.Len(t, r.Series, 4)
	assert.Equal(t, r.Series[2].RSSMB, r.OnceRSSMB, "once: after the third game, every game played")
	assert.Equal(t, r.Series[3].RSSMB, r.AllRSSMB)
	assert.FileExists(t, out)
}

// TestStartsReportsAFailedStart: a table that cannot start ends the run
// with an error naming it, instead of measuring fewer tables.
func TestStartsReportsAFailedStart(t *testing.T) {
	start := func(*game.Context, string, uint64) (game.Scene, error) { return nil, errors.New("no deck") }
	home := func(*game.Context) game.Scene { return &stub{} }
	d := perf.NewStarts(3, names, start, home, t.TempDir()+"/x.json")
	var err error
	ctx := &game.Context{}
	for i := 0; i < 100 && err == nil; i++ {
		err = d.Update(ctx)
	}
	require.Error(t, err)
	assert.Contains(t, err.Error(), "start 1 (a): no deck")
}
