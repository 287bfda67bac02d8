package engine

import (
	"errors"
	"fmt"

	"parlor/rules/record"
)

// assisted is a game whose record carries how often its players were
// helped: decisions taken back, hints asked for. Games that embed a Log
// and forward these two get it.
type assisted interface {
	Assists() (undos, hints int)
	SetAssists(undos, hints int)
}

// ErrNothingToTakeBack is returned by TakeBack when the seat has made no
// decision yet.
var ErrNothingToTakeBack = errors.New("nothing to take back yet")

// TakeBack returns the game as it was just before seat's last decision:
// the game is rebuilt from its own record cut before that action (so the
// computer players who acted after it decide afresh), and the record is
// marked as helped by one more undo. The old game is left as it was.
func (e *Entry) TakeBack(m Match, seat int) (Match, error) {
	rec := m.Record()
	cut := -1
	for i := len(rec.Events) - 1; i >= 0; i-- {
		if ev := rec.Events[i]; ev.Kind == record.Act && ev.SeatOf() == seat {
			cut = i
			break
		}
	}
	if cut < 0 {
		return nil, ErrNothingToTakeBack
	}
	back := &record.Record{Header: rec.Header, Events: rec.Events[:cut:cut]}
	back.Header.Undos++
	g, err := e.Resume(back)
	if err != nil {
		return nil, fmt.Errorf("%s: take back: %w", e.Name, err)
	}
	return g, nil
}

// Hinted marks m's record with one more hint asked for.
func Hinted(m Match) {
	if a, ok := m.Game().(assisted); ok {
		u, h := a.Assists()
		a.SetAssists(u, h+1)
	}
}

// Assists returns the decisions taken back and hints asked for in m.
func Assists(m Match) (undos, hints int) {
	if a, ok := m.Game().(assisted); ok {
		return a.Assists()
	}
	return 0, 0
}

// sealer is a game whose record can commit to its seed (every game that
// embeds a Log).
type sealer interface{ Seal(salt string) error }

// Seal commits m to its seed under a fresh salt, unless its record
// carries a commitment already (a game resumed from its record): a game
// hosted online shows its seats the commitment, never the seed.
func Seal(m Match) error {
	if m.Record().Header.Commit != "" {
		return nil
	}
	s, ok := m.Game().(sealer)
	if !ok {
		return fmt.Errorf("%s: the game cannot commit to its seed", m.Name())
	}
	salt, err := record.NewSalt()
	if err != nil {
		return err
	}
	return s.Seal(salt)
}
