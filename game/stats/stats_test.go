package stats_test

import (
	"encoding/json"
	"math"
	"testing"
	"time"

	"parlor/game/stats"
	"parlor/rules/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCountsWinsStreaksAndFigures(t *testing.T) {
	f := stats.New()
	t0 := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	results := []struct {
		share float64
		score float64
		undo  bool
	}{{1, -3, false}, {0.5, 2, false}, {0, 7, true}, {1, -1, false}, {1, -4, false}, {1, 0, false}}
	for i, r := range results {
		res := stats.Result{Game: "speedrun", Level: "hard", When: t0.Add(time.Duration(i) * time.Hour), Share: r.share, Score: r.score,
			Figures: []engine.Figure{
				{Key: "perhand", Label: "Mean score per hand", Num: r.score, Den: 6},
				{Key: "perfects", Label: "Perfect bonuses", Num: float64(i % 2)},
			}}
		if r.undo {
			res.Undos = 2
		}
		if i == 5 {
			res.Hints = 3
		}
		f.Add(res)
	}
	l := f.Line("speedrun", "hard")
	require.NotNil(t, l)
	assert.Equal(t, 6, l.Games)
	assert.Equal(t, 5, l.Wins, "a shared victory is a win")
	assert.InDelta(t, 5.0/6, l.WinRate(), 1e-9)
	assert.Equal(t, 3, l.Streak)
	assert.Equal(t, 3, l.Best)
	assert.Equal(t, 1, l.Undone)
	assert.Equal(t, 1, l.Hinted)
	assert.Equal(t, 3, l.Hints)
	v, ok := l.Figures["perhand"].Value()
	require.True(t, ok)
	assert.InDelta(t, 1.0/36, v, 1e-9, "a mean over every hand: (-3+2+7-1-4+0)/36")
	v, _ = l.Figures["perfects"].Value()
	assert.Equal(t, 3.0, v, "a total")
	assert.Nil(t, f.Line("speedrun", "easy"), "levels are kept apart")
}

func TestBestSingleGameAndChartWindow(t *testing.T) {
	f := stats.New()
	for i := range stats.Recent + 10 {
		res := stats.Result{Game: "spit", Level: "normal", Share: 1, Score: float64(i)}
		if i%3 == 0 {
			res.Figures = []engine.Figure{{Key: "fastest", Label: "Fastest win", Num: float64(100 - i), Best: engine.Lowest}}
		}
		f.Add(res)
	}
	l := f.Line("spit", "normal")
	v, ok := l.Figures["fastest"].Value()
	require.True(t, ok)
	assert.Equal(t, float64(100-57), v, "the lowest single value")
	require.Len(t, l.Last, stats.Recent)
	assert.Equal(t, 10.0, l.Last[0].Score, "the chart keeps the last games, oldest first")
}

func TestParseReadsEarlierFilesAndRefusesImpossibleOnes(t *testing.T) {
	f := stats.New()
	f.Add(stats.Result{Game: "stepstones", Level: "easy", Share: 1, Score: 9})
	b, err := json.Marshal(f)
	require.NoError(t, err)
	got, refused, err := stats.Parse(append([]byte("\xef\xbb\xbf"), b...))
	require.NoError(t, err, "a byte-order mark in front is an editor's, not damage")
	assert.Empty(t, refused)
	assert.Equal(t, f, got)

	for _, content := range []string{"{{{", `{"version":9,"games":{}}`} {
		_, _, err := stats.Parse([]byte(content))
		assert.Error(t, err, content)
	}
	good := `"speedrun":{"easy":{"games":4,"wins":1,"streak":0,"best":1}}`
	for name, bad := range map[string]string{
		"more wins":       `{"games":2,"wins":5}`,
		"overflowing":     `{"games":9223372036854775807}`,
		"negative hints":  `{"games":3,"hinted":1,"hints":-10}`,
		"figure of more":  `{"games":1,"figures":{"x":{"games":4}}}`,
		"streak over all": `{"games":1,"wins":1,"streak":3,"best":3}`,
	} {
		f, refused, err := stats.Parse([]byte(`{"version":1,"games":{` + good + `,"spit":{"hard":` + bad + `}}}`))
		require.NoError(t, err, name)
		assert.Equal(t, []string{"spit hard"}, refused, "%s: refused alone", name)
		assert.Equal(t, 4, f.Line("speedrun", "easy").Games, "%s: the rest is kept", name)
		assert.Nil(t, f.Line("spit", "hard"))
	}
}

func TestResultCheckRefusesWhatNoGameProduces(t *testing.T) {
	ok := stats.Result{Game: "spit", Share: 0.5, Score: -3, Undos: 1, Hints: 2}
	assert.NoError(t, ok.Check())
	for name, r := range map[string]stats.Result{
		"share above one": {Share: 2},
		"negative share":  {Share: -1},
		"negative hints":  {Hints: -10},
		"negative undos":  {Undos: -1},
		"NaN score":       {Score: math.NaN()},
		"infinite figure": {Figures: []engine.Figure{{Key: "x", Num: math.Inf(1)}}},
	} {
		assert.Error(t, r.Check(), name)
	}
}

// "Undo or hint used" counts games, not uses: a game with three undos and
// two hints counts once, a game with neither not at all; a file of
// earlier versions, which kept the two counts apart, shows the larger.
func TestHelpedCountsGames(t *testing.T) {
	f := stats.New()
	f.Add(stats.Result{Game: "speedrun", Level: "hard", Undos: 3, Hints: 2})
	f.Add(stats.Result{Game: "speedrun", Level: "hard"})
	f.Add(stats.Result{Game: "speedrun", Level: "hard", Hints: 1})
	l := f.Line("speedrun", "hard")
	assert.Equal(t, 2, l.Helped)
	assert.Equal(t, 1, l.Undone)
	assert.Equal(t, 2, l.Hinted)
	assert.NoError(t, l.Check())

	old, refused, err := stats.Parse([]byte(`{"version":1,"games":{"spit":{"easy":{"games":5,"wins":1,"undone":2,"hinted":3,"hints":4}}}}`))
	require.NoError(t, err)
	assert.Empty(t, refused)
	assert.Equal(t, 3, old.Line("spit", "easy").Helped)
}
