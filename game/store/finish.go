//go:build !js

package store

import (
	"database/sql"
	"encoding/json"

	"parlor/game/stats"
)

type finishOp struct {
	f    Finished
	item Item
	err  error
	done chan struct{}
}

// Finish keeps a finished game in one transaction: its record joins the
// History, its result the statistics, and its game's save is removed,
// all or none. It runs after the saves waiting and returns the History's
// item.
func (s *SQL) Finish(f Finished) (Item, error) {
	o := &finishOp{f: f, done: make(chan struct{})}
	s.enqueue(op{game: f.Record.Header.Game, finish: o})
	<-o.done
	return o.item, o.err
}

func (s *SQL) finish(f Finished) (Item, error) {
	t, err := text(f.Record)
	if err != nil {
		return Item{}, wrap("keep the finished game", err)
	}
	it := Item{Game: f.Record.Header.Game, When: f.When, Level: f.Level, Share: f.Share, Summary: f.Summary}
	err = s.tx(func(tx *sql.Tx) error {
		id, err := insertFinished(tx, it, f.Result, t)
		if err != nil {
			return err
		}
		it.ID = id
		if err := s.fault("kept"); err != nil {
			return err
		}
		if _, err := tx.Exec(`DELETE FROM saves WHERE game = ?`, it.Game); err != nil {
			return err
		}
		return s.fault("save removed")
	})
	return it, wrap("keep the finished game", err)
}

// insertFinished adds one finished game inside tx.
func insertFinished(tx *sql.Tx, it Item, r *stats.Result, rec string) (int64, error) {
	var score float64
	var undos, hints int
	figures := ""
	if r != nil {
		score, undos, hints = r.Score, r.Undos, r.Hints
		if len(r.Figures) > 0 {
			b, err := json.Marshal(r.Figures)
			if err != nil {
				return 0, err
			}
			figures = string(b)
		}
	}
	// undated is written only when set: a file made before the column,
	// opened on a full disk, keeps every other game as before.
	cols, vals := "", ""
	if it.Undated {
		cols, vals = ", undated", ", 1"
	}
	res, err := tx.Exec(`INSERT INTO finished(game, played, level, share, summary, counted, score, undos, hints, figures, record`+cols+`)
		VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?`+vals+`)`,
		it.Game, it.When.UnixMilli(), it.Level, it.Share, it.Summary, r != nil, score, undos, hints, figures, rec)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}
