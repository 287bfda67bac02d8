//go:build !js

package store

import (
	"database/sql"
	"errors"
	"fmt"
	"time"

	"parlor/rules/record"
)

// Games returns the finished games the History lists, newest first.
func (s *SQL) Games() ([]Item, error) {
	// A row without its record is damage (another program's edit): there
	// is nothing to watch, so it is not listed.
	undated := "0"
	if s.undated {
		undated = "undated"
	}
	rows, err := s.db.Query(`SELECT id, game, played, level, share, summary, ` + undated + ` FROM finished
		WHERE listed = 1 AND record IS NOT NULL ORDER BY played DESC, id DESC`)
	if err != nil {
		return nil, wrap("read the history", err)
	}
	defer rows.Close()
	var out []Item
	for rows.Next() {
		var it Item
		var played int64
		if err := rows.Scan(&it.ID, &it.Game, &played, &it.Level, &it.Share, &it.Summary, &it.Undated); err != nil {
			return out, wrap("read the history", err)
		}
		it.When = time.UnixMilli(played)
		out = append(out, it)
	}
	return out, wrap("read the history", rows.Err())
}

// Record returns the record of one finished game. A record that no longer
// reads is moved aside (it leaves the History) and the error says so.
func (s *SQL) Record(id int64) (*record.Record, error) {
	var t sql.NullString
	var game string
	err := s.db.QueryRow(`SELECT game, record FROM finished WHERE id = ? AND listed = 1`, id).Scan(&game, &t)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !t.Valid) {
		return nil, errors.New("that game is no longer in the history")
	}
	if err != nil {
		return nil, wrap("read the game", err)
	}
	rec, err := parse(t.String)
	if err == nil && rec.Header.Game != game {
		err = fmt.Errorf("it holds a game of %q", rec.Header.Game)
	}
	if err != nil {
		if aerr := s.setAside(id, game, t.String, err); aerr != nil {
			return nil, fmt.Errorf("the game's record is damaged (%v)", err)
		}
		return nil, fmt.Errorf("the game's record is damaged (%v); it was set aside and left the history", err)
	}
	return rec, nil
}

// SetAsideGame implements Store.
func (s *SQL) SetAsideGame(id int64, why error) string {
	var t, game string
	err := s.db.QueryRow(`SELECT game, record FROM finished WHERE id = ? AND listed = 1 AND record IS NOT NULL`, id).Scan(&game, &t)
	if err == nil {
		err = s.setAside(id, game, t, why)
	}
	if err != nil {
		return fmt.Sprintf("A finished game does not check out (%v) and could not be set aside (%v).", why, plain(err))
	}
	return fmt.Sprintf("A finished game does not check out (%v); it was set aside and left the History.", why)
}

// setAside keeps a finished game's record aside, with why, and takes it
// out of the History.
func (s *SQL) setAside(id int64, game, text string, why error) error {
	return s.tx(func(tx *sql.Tx) error {
		if err := s.aside(tx, "finished game of "+game, why, text); err != nil {
			return err
		}
		return unlist(tx, id)
	})
}

// Delete removes one finished game from the History. Its result still
// counts in the statistics, as a game played.
func (s *SQL) Delete(id int64) error {
	return wrap("delete the game", s.tx(func(tx *sql.Tx) error { return unlist(tx, id) }))
}

func unlist(tx *sql.Tx, id int64) error {
	_, err := tx.Exec(`UPDATE finished SET listed = 0, record = NULL WHERE id = ?`, id)
	return err
}

// Import adds a record file's game to the History (a game played
// elsewhere: it does not count in the statistics).
func (s *SQL) Import(rec *record.Record, summary string) (Item, error) {
	if rec == nil || !validName(rec.Header.Game) {
		return Item{}, errors.New("not a game of Parlor")
	}
	t, err := text(rec)
	if err != nil {
		return Item{}, err
	}
	it := imported(rec, summary)
	held := false
	err = s.tx(func(tx *sql.Tx) error {
		err := tx.QueryRow(`SELECT id FROM finished WHERE game = ? AND listed = 1 AND record = ?`, it.Game, t).Scan(&it.ID)
		if err == nil {
			held = true
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		it.ID, err = insertFinished(tx, it, nil, t)
		return err
	})
	if err == nil && held {
		return it, ErrHeld
	}
	return it, wrap("import the game", err)
}

// ImportOnce implements Store.
func (s *SQL) ImportOnce(key string, rec *record.Record, summary string) (bool, error) {
	if rec == nil || !validName(rec.Header.Game) {
		return false, errors.New("not a game of Parlor")
	}
	t, err := text(rec)
	if err != nil {
		return false, err
	}
	added := false
	err = s.tx(func(tx *sql.Tx) error {
		var seen, held int
		if err := tx.QueryRow(`SELECT count(*) FROM imported WHERE path = ?`, key).Scan(&seen); err != nil || seen > 0 {
			return err
		}
		// The header line is the record's first: its seed names the game.
		needle := fmt.Sprintf(`"seed":%d,`, rec.Header.Seed)
		if err := tx.QueryRow(`SELECT count(*) FROM finished WHERE game = ? AND instr(record, ?) > 0`, rec.Header.Game, needle).Scan(&held); err != nil {
			return err
		}
		if held == 0 {
			if _, err := insertFinished(tx, imported(rec, summary), nil, t); err != nil {
				return err
			}
			added = true
		}
		_, err := tx.Exec(`INSERT INTO imported(path, at) VALUES(?, ?)`, key, time.Now().UnixMilli())
		return err
	})
	return added && err == nil, wrap("import the game", err)
}

// Export returns one finished game's record as its .jsonl text.
func (s *SQL) Export(id int64) (string, error) {
	rec, err := s.Record(id)
	if err != nil {
		return "", err
	}
	return text(rec)
}
