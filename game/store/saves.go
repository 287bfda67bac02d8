//go:build !js

package store

import (
	"database/sql"
	"fmt"
	"time"

	"parlor/rules/record"
)

func (s *SQL) putSave(rec *record.Record) error {
	t, err := text(rec)
	if err != nil {
		return fmt.Errorf("could not save the game in progress: %w", err)
	}
	_, err = s.db.Exec(`INSERT OR REPLACE INTO saves(game, record, saved) VALUES(?, ?, ?)`,
		rec.Header.Game, t, time.Now().UnixMilli())
	return wrap("save the game in progress", err)
}

// Saves returns every game in progress, most recently played first,
// after the writes waiting. A save that is not a record, or that names
// another game, is moved aside and notices say so.
func (s *SQL) Saves() (out []Save, notices []string) {
	if err := s.Flush(); err != nil {
		notices = append(notices, "A game in progress could not be saved: "+err.Error()+".")
	}
	rows, err := s.db.Query(`SELECT game, record, saved FROM saves ORDER BY saved DESC`)
	if err != nil {
		return nil, append(notices, "The games in progress could not be read: "+plain(err).Error()+".")
	}
	type refused struct {
		game string
		why  error
	}
	var bad []refused
	for rows.Next() {
		var game, t string
		var saved int64
		if err := rows.Scan(&game, &t, &saved); err != nil {
			continue
		}
		rec, err := parse(t)
		if err == nil && rec.Header.Game != game {
			err = fmt.Errorf("it holds a game of %q", rec.Header.Game)
		}
		if err != nil {
			bad = append(bad, refused{game, err})
			continue
		}
		out = append(out, Save{Game: game, Record: rec, Saved: time.UnixMilli(saved)})
	}
	if err := rows.Close(); err != nil {
		notices = append(notices, "The games in progress could not be read: "+plain(err).Error()+".")
	}
	for _, b := range bad {
		notices = append(notices, s.SetAsideSave(b.game, b.why))
	}
	return out, notices
}

// SetAsideSave moves game's save aside because it could not be continued
// (damaged, or refused by the rules) and returns the notice for the
// player.
func (s *SQL) SetAsideSave(game string, why error) string {
	_ = s.Flush()
	err := s.tx(func(tx *sql.Tx) error {
		var t string
		if err := tx.QueryRow(`SELECT record FROM saves WHERE game = ?`, game).Scan(&t); err != nil {
			return err
		}
		if err := s.aside(tx, "saved game of "+game, why, t); err != nil {
			return err
		}
		_, err := tx.Exec(`DELETE FROM saves WHERE game = ?`, game)
		return err
	})
	if err != nil {
		return fmt.Sprintf("A saved game could not be continued (%v) nor set aside (%v).", why, plain(err))
	}
	return fmt.Sprintf("A saved game could not be continued (%v); it was set aside.", why)
}

// aside keeps data that could not be used, with why, inside tx.
func (s *SQL) aside(tx *sql.Tx, what string, why error, data string) error {
	_, err := tx.Exec(`INSERT INTO aside(what, why, at, data) VALUES(?, ?, ?, ?)`,
		what, why.Error(), time.Now().UnixMilli(), data)
	return err
}

// tx runs f in one transaction, committed only when f succeeds.
func (s *SQL) tx(f func(tx *sql.Tx) error) error {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := s.fault("commit"); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// fault lets a test fail the transaction at a named step.
func (s *SQL) fault(step string) error {
	if s.step == nil {
		return nil
	}
	return s.step(step)
}
