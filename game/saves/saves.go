// Package saves keeps the games in progress: one per game (Speed Run,
// Spit, ...), each as the game's own record in DIR/<game>.jsonl, so a save
// is continued through the same verification as `parlor verify`.
//
// Writes happen off the frame, on the store's own goroutine, in the order
// asked, each atomic (a temporary file and a rename); a newer save of a
// game replaces an older one still waiting. A file that is not a record
// is moved aside with a message, never deleted.
package saves

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"parlor/game/datadir"
	"parlor/rules/record"
)

const ext = ".jsonl"

// op is one queued write: rec saved for game, or (rec nil) game's save removed.
type op struct {
	game string
	rec  *record.Record
}

// Store is the directory of games in progress.
type Store struct {
	dir string

	mu      sync.Mutex
	cond    *sync.Cond
	queue   []op
	busy    bool // the writer is running an op
	closed  bool
	lastErr error
}

// Open returns the store in dir and starts its writer.
func Open(dir string) *Store {
	s := &Store{dir: dir}
	s.cond = sync.NewCond(&s.mu)
	go s.write()
	return s
}

// Dir returns the store's directory.
func (s *Store) Dir() string { return s.dir }

// Put saves rec as its game's game in progress (rec.Header.Game), off the
// frame. rec must not change afterwards (engine records only grow).
func (s *Store) Put(rec *record.Record) {
	if rec == nil || !validName(rec.Header.Game) {
		return
	}
	s.enqueue(op{game: rec.Header.Game, rec: rec})
}

// Remove forgets game's game in progress (it ended, or the player started
// a new one of that game).
func (s *Store) Remove(game string) {
	if validName(game) {
		s.enqueue(op{game: game})
	}
}

func (s *Store) enqueue(o op) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	// A waiting save of the same game is stale now.
	s.queue = slices.DeleteFunc(s.queue, func(q op) bool { return q.game == o.game })
	s.queue = append(s.queue, o)
	s.cond.Broadcast()
}

// Flush waits until every queued write is done and returns the last
// write error since the previous Flush, if any.
func (s *Store) Flush() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.queue) > 0 || s.busy {
		s.cond.Wait()
	}
	err := s.lastErr
	s.lastErr = nil
	return err
}

// Close flushes and stops the writer.
func (s *Store) Close() error {
	err := s.Flush()
	s.mu.Lock()
	s.closed = true
	s.cond.Broadcast()
	s.mu.Unlock()
	return err
}

// Err returns the last write error without waiting (for a toast).
func (s *Store) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lastErr
}

func (s *Store) write() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for {
		for len(s.queue) == 0 && !s.closed {
			s.cond.Wait()
		}
		if len(s.queue) == 0 && s.closed {
			return
		}
		o := s.queue[0]
		s.queue = s.queue[1:]
		s.busy = true
		s.mu.Unlock()
		err := s.do(o)
		s.mu.Lock()
		s.busy = false
		if err != nil {
			s.lastErr = err
		}
		s.cond.Broadcast()
	}
}

func (s *Store) do(o op) error {
	name := o.game + ext
	if o.rec == nil {
		err := os.Remove(filepath.Join(s.dir, name))
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		return err
	}
	var buf bytes.Buffer
	if _, err := o.rec.WriteTo(&buf); err != nil {
		return fmt.Errorf("save %s: %w", o.game, err)
	}
	if err := datadir.WriteAtomic(s.dir, name, buf.Bytes()); err != nil {
		return fmt.Errorf("save %s: %w", o.game, err)
	}
	return nil
}

// Entry is one game in progress.
type Entry struct {
	Game     string // the record header's game
	Record   *record.Record
	Modified time.Time // when it was last saved
}

// List returns every game in progress, most recently played first. A
// file that is not a record, or that names another game than its file
// name, is moved aside and notices say so for the player; an unreadable
// one is left where it is, with a notice.
func (s *Store) List() (out []Entry, notices []string) {
	if err := s.Flush(); err != nil {
		notices = append(notices, "A game in progress could not be saved: "+err.Error())
	}
	files, _ := filepath.Glob(filepath.Join(s.dir, "*"+ext))
	for _, path := range files {
		game := strings.TrimSuffix(filepath.Base(path), ext)
		if !validName(game) {
			continue
		}
		e, notice := s.read(path, game)
		if notice != "" {
			notices = append(notices, notice)
		}
		if e != nil {
			out = append(out, *e)
		}
	}
	slices.SortStableFunc(out, func(a, b Entry) int { return b.Modified.Compare(a.Modified) })
	return out, notices
}

func (s *Store) read(path, game string) (*Entry, string) {
	b, err := datadir.Read(path)
	if errors.Is(err, datadir.ErrUnreadable) {
		return nil, fmt.Sprintf("A saved game (%s) could not be read: %v; it was left as it is.", filepath.Base(path), err)
	}
	if b == nil {
		return nil, ""
	}
	rec, err := record.Read(bytes.NewReader(b))
	if err == nil && rec.Header.Game != game {
		err = fmt.Errorf("the file %s holds a game of %q", filepath.Base(path), rec.Header.Game)
	}
	if err != nil {
		return nil, datadir.SetAside(path, "saved game", err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, ""
	}
	return &Entry{Game: game, Record: rec, Modified: fi.ModTime()}, ""
}

// SetAside moves game's save aside because its engine refused it (a
// record the file format accepts but the rules do not) and returns the
// notice for the player.
func (s *Store) SetAside(game string, why error) string {
	_ = s.Flush()
	return datadir.SetAside(filepath.Join(s.dir, game+ext), "saved game", why)
}

// Adopt moves the single autosave file of earlier versions into the
// store, as its game's save, unless that game has a save already.
func (s *Store) Adopt(legacy string) {
	b, err := datadir.Read(legacy)
	if err != nil || b == nil {
		return
	}
	rec, err := record.Read(bytes.NewReader(b))
	if err != nil || !validName(rec.Header.Game) {
		return // Continue sets it aside when it offers it
	}
	target := filepath.Join(s.dir, rec.Header.Game+ext)
	if _, err := os.Stat(target); err == nil {
		return
	}
	if err := os.MkdirAll(s.dir, 0o755); err == nil {
		_ = os.Rename(legacy, target)
	}
}

// validName accepts the record names of games: lowercase letters and
// digits, so a header can never make the store write outside its
// directory.
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
