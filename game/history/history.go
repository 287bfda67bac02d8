// Package history keeps every finished game as its record, so any of them
// can be watched again on its table: DIR/<game>-<time>-<seed>.jsonl, the
// newest Limit of them, with an index of one line each (what the history
// screen lists) so listing needs no replay. The index is rebuilt from the
// records themselves when it is missing or damaged.
package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"parlor/game/datadir"
	"parlor/rules/record"
)

// Limit is how many finished games are kept; the oldest go first.
const Limit = 200

const indexFile = "index.json"

// Item is one finished game as the history screen lists it.
type Item struct {
	File    string    `json:"file"` // the record's file name in the directory
	Game    string    `json:"game"`
	When    time.Time `json:"when"`
	Level   string    `json:"level,omitempty"`   // the computer players' level
	Share   float64   `json:"share"`             // the player's share of the victory
	Summary string    `json:"summary,omitempty"` // a line in words, from the game
}

// Store is the directory of finished games.
type Store struct {
	dir   string
	limit int
}

// Open returns the store in dir.
func Open(dir string) *Store { return &Store{dir: dir, limit: Limit} }

// Add keeps rec (a finished game) and indexes it as it; it returns the
// item with its file name. The oldest games beyond the limit are deleted.
func (s *Store) Add(rec *record.Record, it Item) (Item, error) {
	if rec == nil {
		return it, errors.New("history: no record")
	}
	if it.When.IsZero() {
		it.When = time.Now()
	}
	it.Game = rec.Header.Game
	it.File = fmt.Sprintf("%s-%s-%d.jsonl", safe(it.Game), it.When.Format("20060102-150405.000"), rec.Header.Seed)
	var buf bytes.Buffer
	if _, err := rec.WriteTo(&buf); err != nil {
		return it, fmt.Errorf("history: %w", err)
	}
	if err := datadir.WriteAtomic(s.dir, it.File, buf.Bytes()); err != nil {
		return it, fmt.Errorf("history: %w", err)
	}
	items, _ := s.List()
	items = append([]Item{it}, slices.DeleteFunc(items, func(x Item) bool { return x.File == it.File })...)
	for len(items) > s.limit {
		old := items[len(items)-1]
		_ = os.Remove(filepath.Join(s.dir, old.File))
		items = items[:len(items)-1]
	}
	return it, s.writeIndex(items)
}

// List returns the finished games, newest first. notice is for the player
// when the index had to be rebuilt.
func (s *Store) List() (items []Item, notice string) {
	files, _ := filepath.Glob(filepath.Join(s.dir, "*.jsonl"))
	present := map[string]bool{}
	for _, f := range files {
		present[filepath.Base(f)] = true
	}
	path := filepath.Join(s.dir, indexFile)
	b, err := datadir.Read(path)
	var indexed []Item
	if b != nil {
		if jerr := json.Unmarshal(b, &indexed); jerr != nil {
			notice = datadir.SetAside(path, "history index", jerr)
			indexed = nil
		}
	} else if err != nil {
		notice = fmt.Sprintf("The history's index could not be read: %v.", err)
	}
	seen := map[string]bool{}
	for _, it := range indexed {
		if present[it.File] && !seen[it.File] {
			items = append(items, it)
			seen[it.File] = true
		}
	}
	// Records the index does not know (it was lost, or an older version
	// wrote them) are listed from their header.
	for f := range present {
		if seen[f] {
			continue
		}
		if it, ok := s.fromHeader(f); ok {
			items = append(items, it)
		}
	}
	slices.SortStableFunc(items, func(a, b Item) int { return b.When.Compare(a.When) })
	return items, notice
}

func (s *Store) fromHeader(file string) (Item, bool) {
	rec, err := s.Read(file)
	if err != nil {
		return Item{}, false
	}
	it := Item{File: file, Game: rec.Header.Game}
	if t, err := time.Parse(time.RFC3339, rec.Header.Created); err == nil {
		it.When = t
	} else if fi, err := os.Stat(filepath.Join(s.dir, file)); err == nil {
		it.When = fi.ModTime()
	}
	for _, seat := range rec.Header.Seats {
		if seat.Kind == "bot" {
			it.Level = seat.Bot
			break
		}
	}
	return it, true
}

// Read returns the record of one finished game.
func (s *Store) Read(file string) (*record.Record, error) {
	if file != filepath.Base(file) || !strings.HasSuffix(file, ".jsonl") {
		return nil, fmt.Errorf("history: %q is not a game of the history", file)
	}
	b, err := datadir.Read(filepath.Join(s.dir, file))
	if err != nil {
		return nil, err
	}
	if b == nil {
		return nil, fmt.Errorf("history: %s is gone", file)
	}
	return record.Read(bytes.NewReader(b))
}

// Delete removes one finished game.
func (s *Store) Delete(file string) error {
	if file != filepath.Base(file) || !strings.HasSuffix(file, ".jsonl") {
		return fmt.Errorf("history: %q is not a game of the history", file)
	}
	if err := os.Remove(filepath.Join(s.dir, file)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	items, _ := s.List()
	return s.writeIndex(items)
}

func (s *Store) writeIndex(items []Item) error {
	b, err := json.MarshalIndent(items, "", " ")
	if err != nil {
		return err
	}
	return datadir.WriteAtomic(s.dir, indexFile, append(b, '\n'))
}

// safe keeps a game name to letters and digits for a file name.
func safe(s string) string {
	return strings.Map(func(r rune) rune {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			return r
		}
		return -1
	}, s)
}
