package game

import (
	"fmt"
	"log"
	"path/filepath"
	"time"

	"parlor/game/history"
	"parlor/game/saves"
	"parlor/game/stats"
	"parlor/rules/engine"
	"parlor/rules/record"
)

// What the app keeps between launches besides settings, in the data
// directory: a game in progress per game (saves/), the statistics
// (stats.json) and every finished game (history/).
type keeper struct {
	dir     string // "" keeps nothing (a browser, a machine without a home)
	saves   *saves.Store
	stats   *stats.File
	history *history.Store
	failed  bool // a save failure was toasted already
}

func openKeeper(dataDir, configDir string) (*keeper, []string) {
	k := &keeper{dir: dataDir, stats: stats.New()}
	if dataDir == "" {
		return k, nil
	}
	var notices []string
	k.saves = saves.Open(filepath.Join(dataDir, "saves"))
	if configDir != "" {
		k.saves.Adopt(filepath.Join(configDir, "autosave.jsonl")) // earlier versions kept one game there
	}
	st, notice := stats.Load(dataDir)
	k.stats = st
	if notice != "" {
		notices = append(notices, notice)
	}
	k.history = history.Open(filepath.Join(dataDir, "history"))
	return k, notices
}

// Keep saves rec as its game's game in progress, off the frame (a save
// per game: other games' saves stay). A failure is toasted once and never
// stops play.
func (c *Context) Keep(rec *record.Record) {
	k := c.keep
	if k.saves == nil || rec == nil {
		return
	}
	k.saves.Put(rec)
	if err := k.saves.Err(); err != nil && !k.failed {
		k.failed = true
		log.Printf("parlor: %v", err)
		c.Toast("Could not save the game in progress: " + err.Error())
	}
}

// Drop forgets game's game in progress (the player started a new one).
func (c *Context) Drop(game string) {
	if c.keep.saves != nil {
		c.keep.saves.Remove(game)
	}
}

// Saved returns the games in progress, most recently played first, and
// toasts what had to be set aside.
func (c *Context) Saved() []saves.Entry {
	if c.keep.saves == nil {
		return nil
	}
	list, notices := c.keep.saves.List()
	for _, n := range notices {
		c.Toast(n)
	}
	return list
}

// SaveOf returns game's game in progress as saved (after the writes
// waiting), nil when there is none.
func (c *Context) SaveOf(game string) *record.Record {
	for _, e := range c.Saved() {
		if e.Game == game {
			return e.Record
		}
	}
	return nil
}

// SetAsideSave moves game's save aside because its engine refused it,
// and toasts why.
func (c *Context) SetAsideSave(game string, why error) {
	if c.keep.saves != nil {
		c.Toast(c.keep.saves.SetAside(game, why))
	}
}

// ConfigDir returns the directory the settings live in ("" when none).
func (c *Context) ConfigDir() string { return c.configDir }

// DataDir returns the directory saves, statistics and the history live in
// ("" when nothing is kept).
func (c *Context) DataDir() string { return c.keep.dir }

// Statistics returns the statistics so far.
func (c *Context) Statistics() *stats.File { return c.keep.stats }

// History returns the finished games, nil when nothing is kept.
func (c *Context) History() *history.Store { return c.keep.history }

// Finished is told a game ended: its save is dropped, its record joins
// the history, and, when one person played seat 0 against computer
// players of level, it counts in the statistics. It returns the line the
// history lists for it.
func (c *Context) Finished(e *engine.Entry, m engine.Match, level string) string {
	rec := m.Record()
	rec.Header.Created = time.Now().UTC().Format(time.RFC3339)
	c.Drop(e.Name)
	t := m.Tally()
	summary := Summary(rec.Header.Seats, m.Winners())
	share := 0.0
	if len(t.Seats) > 0 {
		share = t.Seats[0].Win
	}
	k := c.keep
	if k.history != nil {
		if _, err := k.history.Add(rec, history.Item{Level: level, Share: share, Summary: summary}); err != nil {
			log.Printf("parlor: %v", err)
			c.Toast("Could not keep the game in the history: " + err.Error())
		}
	}
	if !soloAgainstBots(rec.Header.Seats) {
		return summary
	}
	r := stats.Result{Game: e.Name, Level: level, When: time.Now(), Share: share}
	if len(t.Seats) > 0 {
		r.Score = t.Seats[0].Score
	}
	r.Undos, r.Hints = engine.Assists(m)
	if e.Figures != nil {
		r.Figures = e.Figures(m, 0)
	}
	k.stats.Add(r)
	if k.dir != "" {
		if err := k.stats.Save(k.dir); err != nil {
			log.Printf("parlor: %v", err)
			c.Toast("Could not save the statistics: " + err.Error())
		}
	}
	return summary
}

// soloAgainstBots reports whether one person sat at seat 0 and computer
// players everywhere else: the games statistics count.
func soloAgainstBots(seats []record.Seat) bool {
	if len(seats) < 2 || seats[0].Kind != "human" {
		return false
	}
	for _, s := range seats[1:] {
		if s.Kind != "bot" {
			return false
		}
	}
	return true
}

// Summary says who won in words, seats by name: "You won", "You and East
// shared the win", "West won".
func Summary(seats []record.Seat, winners []int) string {
	name := func(i int) string {
		if i >= 0 && i < len(seats) && seats[i].Name != "" {
			return seats[i].Name
		}
		return fmt.Sprintf("Player %d", i+1)
	}
	switch len(winners) {
	case 0:
		return "No winner"
	case 1:
		return name(winners[0]) + " won"
	}
	s := ""
	for i, w := range winners {
		switch {
		case i == 0:
			s = name(w)
		case i == len(winners)-1:
			s += " and " + name(w)
		default:
			s += ", " + name(w)
		}
	}
	return s + " shared the win"
}

// closeKeeper writes what is still waiting (the last save) before exit.
func (k *keeper) close() {
	if k.saves != nil {
		if err := k.saves.Close(); err != nil {
			log.Printf("parlor: %v", err)
		}
	}
}
