// Package stats keeps the player's statistics per game and per computer
// level: games, wins, win rate, current and best streak, games in which
// undo or hints were used, each game's own figures (Speed Run's perfect
// bonuses, Spit's fastest win) and the last games' scores for a chart. They
// are computed from the finished games (the store folds them in order
// with Add); earlier versions kept them in stats.json, which Parse reads
// once to carry them over.
package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"time"

	"parlor/rules/engine"
)

// Version is the file's format version.
const Version = 1

// Recent is how many games the chart shows.
const Recent = 50

// Result is one finished game, seen from the player's seat.
type Result struct {
	Game  string // the game's record name
	Level string // the computer players' level, "" when none played
	When  time.Time
	// Share is the player's share of the victory: 1 alone, 1/k when k
	// shared it (G4), 0 lost.
	Share   float64
	Score   float64 // the game's score for the player
	Undos   int     // decisions taken back
	Hints   int     // hints asked for
	Figures []engine.Figure
}

// Line is one game at one level.
type Line struct {
	Games  int `json:"games"`
	Wins   int `json:"wins"`   // games won, alone or shared
	Streak int `json:"streak"` // games won in a row up to the last one
	Best   int `json:"best"`   // the longest such run
	Undone int `json:"undone"` // games in which a decision was taken back
	Hinted int `json:"hinted"` // games in which a hint was asked for
	Hints  int `json:"hints"`  // hints asked for in all
	// Helped counts the games in which a decision was taken back or a
	// hint asked for: each game once, however often.
	Helped  int              `json:"helped"`
	Figures map[string]*Kept `json:"figures,omitempty"`
	Last    []Game           `json:"last,omitempty"` // the last Recent games, oldest first
}

// Kept is one figure over many games.
type Kept struct {
	Label string      `json:"label"`
	Num   float64     `json:"num"`
	Den   float64     `json:"den,omitempty"`
	Best  engine.Best `json:"best,omitempty"`
	Games int         `json:"games"` // games that had the figure
}

// Value returns the figure as shown: a total, a mean (Num/Den) or the best
// single game; ok is false when no game had it.
func (k *Kept) Value() (v float64, ok bool) {
	switch {
	case k == nil || k.Games == 0:
		return 0, false
	case k.Best == engine.Sum && k.Den != 0:
		return k.Num / k.Den, true
	}
	return k.Num, true
}

// Game is one game of the chart.
type Game struct {
	When  time.Time `json:"when"`
	Score float64   `json:"score"`
	Won   bool      `json:"won,omitempty"`
}

// WinRate returns the share of games won, 0..1.
func (l *Line) WinRate() float64 {
	if l.Games == 0 {
		return 0
	}
	return float64(l.Wins) / float64(l.Games)
}

// File is every line: game, then level.
type File struct {
	Version int                         `json:"version"`
	Games   map[string]map[string]*Line `json:"games"`
}

// New returns empty statistics.
func New() *File { return &File{Version: Version, Games: map[string]map[string]*Line{}} }

// Line returns the line of game at level, nil when none was played.
func (f *File) Line(game, level string) *Line { return f.Games[game][level] }

// Add counts a finished game.
func (f *File) Add(r Result) {
	byLevel := f.Games[r.Game]
	if byLevel == nil {
		byLevel = map[string]*Line{}
		f.Games[r.Game] = byLevel
	}
	l := byLevel[r.Level]
	if l == nil {
		l = &Line{}
		byLevel[r.Level] = l
	}
	won := r.Share > 0
	l.Games++
	if won {
		l.Wins++
		l.Streak++
		l.Best = max(l.Best, l.Streak)
	} else {
		l.Streak = 0
	}
	if r.Undos > 0 || r.Hints > 0 {
		l.Helped++
	}
	if r.Undos > 0 {
		l.Undone++
	}
	if r.Hints > 0 {
		l.Hinted++
		l.Hints += r.Hints
	}
	for _, fg := range r.Figures {
		if l.Figures == nil {
			l.Figures = map[string]*Kept{}
		}
		k := l.Figures[fg.Key]
		if k == nil {
			k = &Kept{Label: fg.Label, Best: fg.Best}
			l.Figures[fg.Key] = k
		}
		switch {
		case fg.Best == engine.Sum:
			k.Num += fg.Num
			k.Den += fg.Den
		case k.Games == 0,
			fg.Best == engine.Lowest && fg.Num < k.Num,
			fg.Best == engine.Highest && fg.Num > k.Num:
			k.Num = fg.Num
		}
		k.Games++
	}
	l.Last = append(l.Last, Game{When: r.When, Score: r.Score, Won: won})
	if n := len(l.Last); n > Recent {
		l.Last = append([]Game(nil), l.Last[n-Recent:]...)
	}
}

// Parse reads a statistics file of earlier versions (stats.json); a
// byte-order mark in front is allowed. A line (a game at a level) holding
// values no game could leave is refused alone: it is left out and named
// in refused ("spit hard"); err is for a file that does not read at all.
func Parse(b []byte) (f *File, refused []string, err error) {
	f = New()
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))))
	err = dec.Decode(f)
	if err == nil && f.Version != Version {
		err = fmt.Errorf("version %d is not %d", f.Version, Version)
	}
	if err != nil {
		return nil, nil, err
	}
	if f.Games == nil {
		f.Games = map[string]map[string]*Line{}
	}
	for _, g := range slices.Sorted(maps.Keys(f.Games)) {
		for _, lv := range slices.Sorted(maps.Keys(f.Games[g])) {
			l := f.Games[g][lv]
			if l != nil && l.Helped == 0 {
				// Kept before games helped were counted once each: at
				// least the larger of the two.
				l.Helped = max(l.Undone, l.Hinted)
			}
			if l.Check() != nil {
				refused = append(refused, strings.TrimSpace(g+" "+lv))
				delete(f.Games[g], lv)
			}
		}
	}
	return f, refused, nil
}

// MaxGames is more games than anyone plays: a count above it was not
// left by a game.
const MaxGames = 10_000_000

// Check refuses a line no games could have left.
func (l *Line) Check() error {
	if l == nil || l.Games < 0 || l.Games > MaxGames || l.Wins < 0 || l.Wins > l.Games ||
		l.Streak < 0 || l.Streak > l.Games || l.Best < l.Streak || l.Best > l.Games ||
		l.Undone < 0 || l.Undone > l.Games || l.Hinted < 0 || l.Hinted > l.Games ||
		l.Hints < 0 || l.Hints < l.Hinted || l.Helped < max(l.Undone, l.Hinted) || l.Helped > l.Games ||
		len(l.Last) > Recent {
		return errors.New("impossible counts")
	}
	for _, k := range l.Figures {
		if k == nil || k.Games < 0 || k.Games > l.Games || !finite(k.Num) || !finite(k.Den) {
			return errors.New("impossible figures")
		}
	}
	return nil
}

// Check refuses a result no game could produce.
func (r Result) Check() error {
	if !validShare(r.Share) || !finite(r.Score) || r.Undos < 0 || r.Hints < 0 {
		return errors.New("impossible result")
	}
	for _, fg := range r.Figures {
		if !finite(fg.Num) || !finite(fg.Den) || fg.Best > engine.Highest {
			return errors.New("impossible figure")
		}
	}
	return nil
}

func validShare(v float64) bool { return v >= 0 && v <= 1 }

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
