//go:build !js

package store

import (
	"database/sql"
	"errors"
	"sync"

	"parlor/rules/record"
)

// SQL is the games in an SQLite database.
type SQL struct {
	db   *sql.DB
	path string
	// undated: finished has its undated column (hasUndated).
	undated bool
	// step is called between the writes of a transaction (tests inject
	// faults there); a non-nil error rolls the transaction back.
	step func(name string) error

	mu      sync.Mutex
	cond    *sync.Cond
	queue   []op
	busy    bool
	closed  bool
	lastErr error
}

// op is one queued write: a save (rec), a save removed (rec nil), or a
// finish run in order with the saves before it.
type op struct {
	game   string
	rec    *record.Record
	finish *finishOp
}

// PutSave saves rec as its game's game in progress, off the frame. rec
// must not change afterwards (engine records only grow).
func (s *SQL) PutSave(rec *record.Record) {
	if rec == nil || !validName(rec.Header.Game) {
		return
	}
	s.enqueue(op{game: rec.Header.Game, rec: rec})
}

// RemoveSave forgets game's game in progress (the player started a new
// one of that game).
func (s *SQL) RemoveSave(game string) { s.enqueue(op{game: game}) }

// enqueue adds o, replacing a waiting save or removal of the same game.
// A save waiting before a finish is written first: should the finish
// fail, the game stays in Continue as last played.
func (s *SQL) enqueue(o op) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	for i, q := range s.queue {
		if q.finish == nil && q.game == o.game && o.finish == nil {
			s.queue[i] = o
			return
		}
	}
	s.queue = append(s.queue, o)
	s.cond.Broadcast()
}

// Flush waits until every queued write is done and returns the last
// write error since the previous Flush, if any.
func (s *SQL) Flush() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.queue) > 0 || s.busy {
		s.cond.Wait()
	}
	err := s.lastErr
	s.lastErr = nil
	return err
}

// Err returns the last write error without waiting (for a toast).
func (s *SQL) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lastErr
}

// Close writes what is waiting and closes the database, releasing it for
// the next copy of Parlor.
func (s *SQL) Close() error {
	err := s.Flush()
	s.mu.Lock()
	s.closed = true
	s.cond.Broadcast()
	s.mu.Unlock()
	return errors.Join(err, s.db.Close())
}

// write is the writer goroutine.
func (s *SQL) write() {
	s.mu.Lock()
	for {
		for len(s.queue) == 0 && !s.closed {
			s.cond.Wait()
		}
		if len(s.queue) == 0 {
			s.mu.Unlock()
			return
		}
		o := s.queue[0]
		s.queue = s.queue[1:]
		s.busy = true
		s.mu.Unlock()
		err := s.do(o)
		s.mu.Lock()
		s.busy = false
		if err != nil && o.finish == nil {
			s.lastErr = err
		}
		s.cond.Broadcast()
	}
}

func (s *SQL) do(o op) error {
	switch {
	case o.finish != nil:
		o.finish.item, o.finish.err = s.finish(o.finish.f)
		close(o.finish.done)
		return nil
	case o.rec != nil:
		return s.putSave(o.rec)
	}
	_, err := s.db.Exec(`DELETE FROM saves WHERE game = ?`, o.game)
	return wrap("remove a save", err)
}

// wrap says what the store was doing when err happened, in words a
// player can act on ("the disk is full").
func wrap(what string, err error) error {
	if err == nil {
		return nil
	}
	return describe(what, plain(err))
}
