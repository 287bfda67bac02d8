// Package store keeps everything a player has besides settings: the games
// in progress, every finished game (its record) and what the statistics
// are computed from, in one SQLite database (parlor.db) in the data
// directory. Finishing a game is one transaction, the statistics are a
// query over the finished games, and only one copy of Parlor at a time
// may hold the database: a second one is told so and keeps nothing.
//
// Saves are written off the frame, on the store's own goroutine, in the
// order asked; a newer save of a game replaces an older one still
// waiting. Damaged data is moved aside inside the database (the aside
// table), never deleted.
package store

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"time"

	"parlor/game/stats"
	"parlor/rules/record"
)

// FileName is the database's file in the data directory.
const FileName = "parlor.db"

// ErrRunning is returned by Open when another copy of Parlor holds the
// database.
var ErrRunning = errors.New("another copy of Parlor is using your games")

// ErrHeld is Import's answer for a game the History holds already, the
// same record to the byte: importing a file twice adds it once.
var ErrHeld = errors.New("this game is in your History already")

// Save is one game in progress.
type Save struct {
	Game   string // the record header's game
	Record *record.Record
	Saved  time.Time
}

// Item is one finished game as the History lists it.
type Item struct {
	ID      int64
	Game    string
	When    time.Time
	Level   string  // the computer players' level, "" when none played (several: botLevel)
	Share   float64 // the player's share of the victory
	Summary string  // who won, in words
	// Undated is a game imported whose record says not when it was
	// played (a parlor sim record): When is when it was imported.
	Undated bool
}

// Store is the player's games: SQLite on a desktop (SQL), the
// browser's storage in the web build (KV). Finish is one transaction in
// both.
type Store interface {
	// PutSave saves rec as its game's game in progress, off the frame;
	// rec must not change afterwards (engine records only grow).
	PutSave(rec *record.Record)
	// RemoveSave forgets game's game in progress.
	RemoveSave(game string)
	// Flush waits for the writes waiting and returns the last error.
	Flush() error
	// Err returns the last write error without waiting.
	Err() error
	// Close writes what is waiting and releases the games.
	Close() error
	// Saves returns the games in progress, most recently played first.
	Saves() ([]Save, []string)
	// SetAsideSave moves a save that could not be continued aside.
	SetAsideSave(game string, why error) string
	// Finish keeps a finished game, counts it and removes its save, all
	// or none.
	Finish(f Finished) (Item, error)
	// Games returns the History, newest first.
	Games() ([]Item, error)
	// Record returns one finished game's record.
	Record(id int64) (*record.Record, error)
	// Delete removes a game from the History; it still counts.
	Delete(id int64) error
	// SetAsideGame moves a finished game whose record the rules refuse
	// out of the History, its record kept aside, and says so; it still
	// counts.
	SetAsideGame(id int64, why error) string
	// Import adds a record file's game to the History (not counted).
	Import(rec *record.Record, summary string) (Item, error)
	// ImportOnce adds a game kept elsewhere (a server's copy of a game
	// played online) to the History, not counted, unless key was seen
	// before or the History holds the same game (its name and seed); it
	// notes key either way, so a game deleted since is not brought back.
	// It reports whether the game was added.
	ImportOnce(key string, rec *record.Record, summary string) (bool, error)
	// Export returns a finished game as its .jsonl text.
	Export(id int64) (string, error)
	// Statistics computes the statistics from the finished games.
	Statistics() (*stats.File, []string)
	// ImportFiles moves the files of earlier versions into the store.
	ImportFiles(dataDir, configDir string, sum Summarize) []string
}

// Finished is a game that just ended, as the History and the statistics
// keep it.
type Finished struct {
	Record  *record.Record
	When    time.Time
	Level   string
	Share   float64
	Summary string
	// Result counts the game in the statistics; nil when it does not
	// count (people only, or the player was not at seat 0).
	Result *stats.Result
}

// Summarize says who won a record's game in words and the share of seat
// 0; ok is false when the rules refuse the record.
type Summarize func(rec *record.Record) (summary string, share float64, ok bool)

// text is rec as its .jsonl file.
func text(rec *record.Record) (string, error) {
	var b strings.Builder
	if _, err := rec.WriteTo(&b); err != nil {
		return "", err
	}
	return b.String(), nil
}

// parse reads a record kept as text; a byte-order mark in front (an
// editor's) is allowed.
func parse(s string) (*record.Record, error) {
	return record.Read(bytes.NewReader(bytes.TrimPrefix([]byte(s), []byte("\xef\xbb\xbf"))))
}

// Parse reads a record file's bytes (a byte-order mark in front is
// allowed).
func Parse(b []byte) (*record.Record, error) { return parse(string(b)) }

// imported is the History's row of a game played elsewhere, rec: dated
// when rec says it was played, or, when it does not say (a parlor sim
// record), now, when it is imported, and marked Undated.
func imported(rec *record.Record, summary string) Item {
	it := Item{Game: rec.Header.Game, When: time.Now(), Undated: true, Level: botLevel(rec), Summary: summary}
	if t, err := time.Parse(time.RFC3339, rec.Header.Created); err == nil {
		it.When, it.Undated = t, false
	}
	return it
}

// botLevel is the level of rec's computer players, "" when none played.
// Players of different levels (a parlor sim table) are every computer
// seat's level in seat order, joined by commas: "hard,normal,normal,easy".
// Only games imported are leveled so; they never count in the
// statistics, which count a game by the one level it was played against.
func botLevel(rec *record.Record) string {
	var levels []string
	for _, seat := range rec.Header.Seats {
		if seat.Kind == "bot" {
			levels = append(levels, seat.Bot)
		}
	}
	for _, l := range levels {
		if l != levels[0] {
			return strings.Join(levels, ",")
		}
	}
	if len(levels) == 0 {
		return ""
	}
	return levels[0]
}

// validName accepts the record names of games: lowercase letters and
// digits.
func validName(game string) bool {
	if game == "" || len(game) > 40 {
		return false
	}
	for _, r := range game {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}

// describe says what the store was doing when err happened.
func describe(what string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("could not %s: %w", what, err)
}
