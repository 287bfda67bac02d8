//go:build !js

package store

import (
	"encoding/json"
	"time"

	"parlor/game/stats"
)

// Statistics computes the statistics from the finished games that count,
// in the order they were played, on top of what earlier versions had
// counted (carried over from their stats.json). Rows holding values no
// game produces are left out and a notice says how many.
func (s *SQL) Statistics() (*stats.File, []string) {
	f := stats.New()
	var notices []string
	if err := s.carry(f); err != nil {
		notices = append(notices, "Statistics of earlier versions could not be read: "+err.Error()+".")
	}
	refused, err := s.fold(f)
	if err != nil {
		notices = append(notices, "The statistics could not be read: "+plain(err).Error()+".")
	}
	notices = append(notices, refusedNotice(refused)...)
	return f, notices
}

// carry starts f from the lines carried over from stats.json.
func (s *SQL) carry(f *stats.File) error {
	rows, err := s.db.Query(`SELECT game, level, line FROM carried`)
	if err != nil {
		return plain(err)
	}
	defer rows.Close()
	for rows.Next() {
		var game, level, t string
		if err := rows.Scan(&game, &level, &t); err != nil {
			return err
		}
		l := new(stats.Line)
		if err := json.Unmarshal([]byte(t), l); err != nil || l.Check() != nil {
			continue // Import checked it; a line changed since is refused alone
		}
		if f.Games[game] == nil {
			f.Games[game] = map[string]*stats.Line{}
		}
		f.Games[game][level] = l
	}
	return rows.Err()
}

// fold adds every counted finished game to f, oldest first.
func (s *SQL) fold(f *stats.File) (refused int, err error) {
	rows, err := s.db.Query(`SELECT game, level, played, share, score, undos, hints, figures
		FROM finished WHERE counted = 1 ORDER BY played, id`)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	for rows.Next() {
		var r stats.Result
		var played int64
		var figures string
		if err := rows.Scan(&r.Game, &r.Level, &played, &r.Share, &r.Score, &r.Undos, &r.Hints, &figures); err != nil {
			refused++
			continue
		}
		r.When = time.UnixMilli(played)
		if figures != "" {
			if json.Unmarshal([]byte(figures), &r.Figures) != nil {
				refused++
				continue
			}
		}
		if !count(f, r) {
			refused++
		}
	}
	return refused, rows.Err()
}
