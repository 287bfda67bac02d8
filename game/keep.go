package game

import (
	"errors"
	"fmt"
	"log"
	"runtime"
	"strings"
	"time"

	"parlor/game/stats"
	"parlor/game/store"
	"parlor/rules/engine"
	"parlor/rules/record"
)

// What the app keeps between launches besides settings: the player's
// games in the store (parlor.db in the data directory).
type keeper struct {
	dir     string      // "" keeps nothing (a machine without a home)
	store   store.Store // nil when nothing may be kept
	running bool        // another copy of Parlor holds the games
	failed  bool        // a save failure was toasted already
	// unkept are finished games the store could not keep (a full disk),
	// by game: tried again before every write, and their saves, all that
	// is left of them on disk, are neither dropped nor overwritten
	// meanwhile.
	unkept map[string]unkept
}

// unkept is a finished game not kept yet, with its game's title.
type unkept struct {
	store.Finished
	title string
}

// window is what holds another copy of Parlor: a window, or in the
// browser a tab.
var window = map[bool]string{false: "window", true: "tab"}[runtime.GOOS == "js"]

// openKeeper opens the store and moves the files of earlier versions into
// it. When the store cannot be opened (another copy runs, the file cannot
// be read) nothing is kept in this window and the notices say so plainly.
func openKeeper(dataDir, configDir string, sum store.Summarize) (*keeper, []string) {
	k := &keeper{dir: dataDir}
	if dataDir == "" {
		return k, nil
	}
	s, notices, err := store.Open(dataDir)
	switch {
	case errors.Is(err, store.ErrRunning):
		log.Printf("parlor: %v", err)
		k.running = true
		return k, append(notices, "Parlor is already open in another "+window+". This one keeps nothing (no saves, history, statistics or settings): close it and play there.")
	case err != nil:
		log.Printf("parlor: %v", err)
		return k, append(notices, "Nothing will be kept in this window: "+err.Error()+". Your file was left as it is.")
	}
	k.store = s
	return k, append(notices, s.ImportFiles(dataDir, configDir, sum)...)
}

// Keeping reports whether the player's games are kept in this window.
func (c *Context) Keeping() bool { return c.keep.store != nil }

// Keep saves rec as its game's game in progress, off the frame (a save
// per game: other games' saves stay). A failure is toasted once and never
// stops play.
func (c *Context) Keep(rec *record.Record) {
	k := c.keep
	if k.store == nil || rec == nil {
		return
	}
	if c.retryUnkept(rec.Header.Game) {
		return
	}
	stampProgram(rec)
	k.store.PutSave(rec)
	c.Trace.Event("kept", map[string]any{"game": rec.Header.Game, "events": len(rec.Events)})
	if err := k.store.Err(); err != nil && !k.failed {
		k.failed = true
		log.Printf("parlor: %v", err)
		c.Toast("Could not save the game in progress: " + err.Error() + ".")
	}
}

// Drop forgets game's game in progress (the player started a new one),
// unless it is all there is of a finished game not kept yet.
func (c *Context) Drop(game string) {
	if c.keep.store != nil && !c.retryUnkept(game) {
		c.keep.store.RemoveSave(game)
	}
}

// retryUnkept tries again to keep the finished games the store could not
// keep, and reports whether game's is still not kept.
func (c *Context) retryUnkept(game string) (still bool) {
	k := c.keep
	for g, f := range k.unkept {
		if _, err := k.store.Finish(f.Finished); err != nil {
			continue
		}
		delete(k.unkept, g)
		c.Toast("Your finished game of " + f.title + " is in your History now.")
	}
	_, still = k.unkept[game]
	return still
}

// Saved returns the games in progress, most recently played first, and
// toasts what had to be set aside.
func (c *Context) Saved() []store.Save {
	if c.keep.store == nil {
		return nil
	}
	list, notices := c.keep.store.Saves()
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
	if c.keep.store != nil {
		c.Toast(c.keep.store.SetAsideSave(game, why))
	}
}

// ConfigDir returns the directory the settings live in ("" when none).
func (c *Context) ConfigDir() string { return c.configDir }

// DataDir returns the directory the player's games live in ("" when
// nothing is kept).
func (c *Context) DataDir() string { return c.keep.dir }

// Statistics returns the statistics, computed from the finished games,
// and toasts what could not be counted.
func (c *Context) Statistics() *stats.File {
	if c.keep.store == nil {
		return stats.New()
	}
	f, notices := c.keep.store.Statistics()
	for _, n := range notices {
		c.Toast(n)
	}
	return f
}

// Store returns the player's games, nil when nothing is kept.
func (c *Context) Store() store.Store { return c.keep.store }

// Finished is told a game ended. In one transaction its record joins the
// history, it counts in the statistics when one person played seat 0
// against computer players of level, and its save is removed; if that
// fails, the save stays and the player is told. It returns the line the
// history lists for it.
func (c *Context) Finished(e *engine.Entry, m engine.Match, level string, seat int) string {
	rec := m.Record()
	now := time.Now()
	rec.Header.Created = now.UTC().Format(time.RFC3339)
	stampProgram(rec)
	t := m.Tally()
	summary := Summary(rec.Header.Seats, m.Winners())
	if online := OnlineWith(rec.Header, seat); online != "" {
		summary = online + " · " + summary
	}
	f := store.Finished{Record: rec, When: now, Level: level, Summary: summary}
	if seat >= 0 && seat < len(t.Seats) {
		f.Share = t.Seats[seat].Win
	}
	if seat == 0 && soloAgainstBots(rec.Header.Seats) {
		r := &stats.Result{Game: e.Name, Level: level, When: now, Share: f.Share}
		if len(t.Seats) > 0 {
			r.Score = t.Seats[0].Score
		}
		r.Undos, r.Hints = engine.Assists(m)
		if e.Figures != nil {
			r.Figures = e.Figures(m, 0)
		}
		f.Result = r
	}
	if c.keep.store == nil {
		return summary
	}
	c.retryUnkept("")
	if _, err := c.keep.store.Finish(f); err != nil {
		log.Printf("parlor: %v", err)
		if c.keep.unkept == nil {
			c.keep.unkept = map[string]unkept{}
		}
		c.keep.unkept[e.Name] = unkept{f, e.Title}
		c.Toast("This game could not be kept (" + err.Error() + "); it stays in Continue, " +
			"and joins your History as soon as it can be written.")
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

// OnlineWith says a game played online in words, for its History line:
// "Online with Ann and Ben", the other people at the table by name
// ("Online" against computers only); "" for a game played here. A game
// online is the one sealed at its start: its header shows a commitment.
func OnlineWith(h record.Header, seat int) string {
	if h.Commit == "" {
		return ""
	}
	var with []string
	for i, s := range h.Seats {
		if i != seat && s.Kind == "human" {
			with = append(with, s.Name)
		}
	}
	switch n := len(with); n {
	case 0:
		return "Online"
	case 1:
		return "Online with " + with[0]
	default:
		return "Online with " + strings.Join(with[:n-1], ", ") + " and " + with[n-1]
	}
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

// close writes what is still waiting (the last save) and releases the
// store for the next copy of Parlor.
func (k *keeper) close() {
	if k.store != nil {
		for _, f := range k.unkept {
			if _, err := k.store.Finish(f.Finished); err != nil {
				log.Printf("parlor: a finished game was not kept, its save stays: %v", err)
			}
		}
		if err := k.store.Close(); err != nil {
			log.Printf("parlor: %v", err)
		}
	}
}
