//go:build !js

package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"

	"parlor/game/stats"
	"parlor/rules/record"
)

// ImportFiles moves what earlier versions kept as files in dataDir
// (saves/, history/, stats.json, and an autosave.jsonl in configDir) into
// the database, each file once, and renames each imported file to
// NAME.imported beside where it was. A file that cannot be read stays
// where it is (it is tried again next time); a damaged one is renamed
// NAME.damaged-TIME. notices are for the player.
func (s *SQL) ImportFiles(dataDir, configDir string, sum Summarize) []string {
	im := importer{s: s, sum: sum}
	im.stats(filepath.Join(dataDir, "stats.json"))
	files, _ := filepath.Glob(filepath.Join(dataDir, "saves", "*.jsonl"))
	if configDir != "" {
		files = append(files, filepath.Join(configDir, "autosave.jsonl"))
	}
	for _, f := range files {
		im.file(f, "saved game", im.save)
	}
	index := readIndex(filepath.Join(dataDir, "history", "index.json"))
	records, _ := filepath.Glob(filepath.Join(dataDir, "history", "*.jsonl"))
	tmps, _ := filepath.Glob(filepath.Join(dataDir, "history", "*.jsonl.*.tmp")) // a crash's complete record
	for _, f := range append(records, tmps...) {
		im.file(f, "finished game", func(tx *sql.Tx, rec *record.Record) error {
			return im.finished(tx, rec, index[filepath.Base(f)], whenOf(f, rec))
		})
	}
	if len(im.kept) > 0 {
		im.notices = append(im.notices, "Your "+im.list()+" of an earlier version are kept in the new games file now; the old files were renamed *.imported.")
	}
	return im.notices
}

type importer struct {
	s       *SQL
	sum     Summarize
	notices []string
	counts  map[string]int
	kept    []string
}

// readIndex reads the history index of earlier versions: file name to
// row. A damaged index only loses the rows' summaries, which are made
// again from the records.
func readIndex(path string) map[string]oldItem {
	out := map[string]oldItem{}
	b, err := os.ReadFile(path)
	if err != nil {
		return out
	}
	var items []oldItem
	if json.Unmarshal(b, &items) != nil {
		return out
	}
	for _, it := range items {
		out[it.File] = it
	}
	return out
}

// oldItem is a row of the history index of earlier versions.
type oldItem struct {
	File    string    `json:"file"`
	When    time.Time `json:"when"`
	Level   string    `json:"level"`
	Share   float64   `json:"share"`
	Summary string    `json:"summary"`
}

// file imports one record file with add, once.
func (im *importer) file(path, what string, add func(*sql.Tx, *record.Record) error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return
	}
	if err != nil {
		im.notices = append(im.notices, fmt.Sprintf("A %s of an earlier version (%s) could not be read: %v; it was left as it is.", what, filepath.Base(path), plainPath(err)))
		return
	}
	rec, err := parse(string(b))
	if err == nil && !validName(rec.Header.Game) {
		err = fmt.Errorf("it names no game (%q)", rec.Header.Game)
	}
	if err != nil {
		im.setAside(path, what, err)
		return
	}
	im.once(path, what, func(tx *sql.Tx) error { return add(tx, rec) })
}

// once runs add and notes path as imported in one transaction, then
// renames the file; a file noted already is only renamed.
func (im *importer) once(path, what string, add func(*sql.Tx) error) {
	var done int
	_ = im.s.db.QueryRow(`SELECT 1 FROM imported WHERE path = ?`, path).Scan(&done)
	if done == 0 {
		err := im.s.tx(func(tx *sql.Tx) error {
			if err := add(tx); err != nil {
				return err
			}
			_, err := tx.Exec(`INSERT INTO imported(path, at) VALUES(?, ?)`, path, time.Now().UnixMilli())
			return err
		})
		if err != nil {
			im.notices = append(im.notices, fmt.Sprintf("A %s of an earlier version (%s) could not be moved into your games: %v; it was left as it is.", what, filepath.Base(path), plain(err)))
			return
		}
		im.count(what)
	}
	if err := os.Rename(path, path+".imported"); err != nil {
		log.Printf("parlor: %s was imported but stays: %v", path, err)
	}
}

func (im *importer) count(what string) {
	if im.counts == nil {
		im.counts = map[string]int{}
	}
	im.counts[what]++
	if im.counts[what] == 1 {
		im.kept = append(im.kept, what)
	}
}

// list says the kinds imported with their counts: "statistics, 2 saved
// games and 5 finished games".
func (im *importer) list() string {
	var parts []string
	for _, what := range im.kept {
		n := im.counts[what]
		switch {
		case what == "statistics file":
			parts = append(parts, "statistics")
		case n == 1:
			parts = append(parts, "1 "+what)
		default:
			parts = append(parts, fmt.Sprintf("%d %ss", n, what))
		}
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func (im *importer) setAside(path, what string, why error) {
	aside := fmt.Sprintf("%s.damaged-%s", path, time.Now().Format("20060102-150405"))
	log.Printf("parlor: %s %s: %v", what, path, why)
	if err := os.Rename(path, aside); err != nil {
		im.notices = append(im.notices, fmt.Sprintf("A damaged %s (%s) was left as it is.", what, filepath.Base(path)))
		return
	}
	im.notices = append(im.notices, fmt.Sprintf("A damaged %s was kept aside as %s.", what, filepath.Base(aside)))
}

// save imports a game in progress unless the database has a save of that
// game already (it is newer).
func (im *importer) save(tx *sql.Tx, rec *record.Record) error {
	t, err := text(rec)
	if err != nil {
		return err
	}
	_, err = tx.Exec(`INSERT OR IGNORE INTO saves(game, record, saved) VALUES(?, ?, ?)`,
		rec.Header.Game, t, time.Now().UnixMilli())
	return err
}

// finished imports a finished game into the History. It does not count
// in the statistics again: stats.json, carried over, counted it.
func (im *importer) finished(tx *sql.Tx, rec *record.Record, row oldItem, when time.Time) error {
	it := Item{Game: rec.Header.Game, When: row.When, Level: row.Level, Share: row.Share, Summary: row.Summary}
	if it.When.IsZero() {
		it.When = when
	}
	if row.File == "" {
		it.Level = botLevel(rec)
		if im.sum != nil {
			if summary, share, ok := im.sum(rec); ok {
				it.Summary, it.Share = summary, share
			}
		}
	}
	t, err := text(rec)
	if err != nil {
		return err
	}
	_, err = insertFinished(tx, it, nil, t)
	return err
}

// stats carries the counts of stats.json over.
func (im *importer) stats(path string) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return
	}
	if err != nil {
		im.notices = append(im.notices, fmt.Sprintf("The statistics of an earlier version could not be read: %v; the file was left as it is.", plainPath(err)))
		return
	}
	f, refused, err := stats.Parse(b)
	if err != nil {
		im.setAside(path, "statistics file", err)
		return
	}
	if len(refused) > 0 {
		im.notices = append(im.notices, fmt.Sprintf("The earlier statistics of %s hold counts no game could leave; they were left out (the file is kept as stats.json.imported).",
			strings.Join(refused, ", ")))
	}
	im.once(path, "statistics file", func(tx *sql.Tx) error {
		for game, byLevel := range f.Games {
			for level, l := range byLevel {
				line, err := json.Marshal(l)
				if err != nil {
					return err
				}
				if _, err := tx.Exec(`INSERT OR REPLACE INTO carried(game, level, line) VALUES(?, ?, ?)`, game, level, string(line)); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

// whenOf is when a finished game of an earlier version was played: its
// header's time, else the time in its file name (game-YYYYMMDD-HHMMSS),
// else the file's.
func whenOf(path string, rec *record.Record) time.Time {
	if t, err := time.Parse(time.RFC3339, rec.Header.Created); err == nil {
		return t
	}
	if parts := strings.SplitN(filepath.Base(path), "-", 4); len(parts) == 4 {
		if t, err := time.ParseInLocation("20060102-150405", parts[1]+"-"+parts[2][:min(6, len(parts[2]))], time.Local); err == nil {
			return t
		}
	}
	if fi, err := os.Stat(path); err == nil {
		return fi.ModTime()
	}
	return time.Now()
}
