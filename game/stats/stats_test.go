package stats_test

import (
	"os"
	"path/filepath"
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

func TestSaveLoadAndDamagedFiles(t *testing.T) {
	dir := t.TempDir()
	f := stats.New()
	f.Add(stats.Result{Game: "stepstones", Level: "easy", Share: 1, Score: 9})
	require.NoError(t, f.Save(dir))
	got, notice := stats.Load(dir)
	assert.Empty(t, notice)
	assert.Equal(t, f, got)

	for name, content := range map[string]string{
		"garbage":    "{{{",
		"impossible": `{"version":1,"games":{"spit":{"hard":{"games":2,"wins":5}}}}`,
		"future":     `{"version":9,"games":{}}`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(dir, "stats.json"), []byte(content), 0o644))
			got, notice := stats.Load(dir)
			assert.Equal(t, stats.New(), got)
			assert.Contains(t, notice, "was damaged; kept it as")
			aside, _ := filepath.Glob(filepath.Join(dir, "stats.json.damaged-*"))
			require.Len(t, aside, 1)
			b, _ := os.ReadFile(aside[0])
			assert.Equal(t, content, string(b))
		})
	}
	got, notice = stats.Load(t.TempDir())
	assert.Equal(t, stats.New(), got)
	assert.Empty(t, notice, "no file yet is no news")
}
