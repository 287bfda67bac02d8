package engine

import (
	"errors"
	"fmt"
)

// Turn lets the computer player of every seat in g.ToMove() choose from its
// view and apply its choice, in ToMove order; seats without a bot (nil) are
// skipped. It returns how many actions were applied. A bot that picks an
// illegal action is a bug: Turn stops and says which seat and action.
func Turn[G Game[G, V, A], V any, A Action](g G, bots []Chooser[V, A]) (int, error) {
	n := 0
	for _, seat := range g.ToMove() {
		if seat < 0 || seat >= len(bots) || bots[seat] == nil {
			continue
		}
		legal := g.Legal(seat)
		if len(legal) == 0 {
			return n, fmt.Errorf("seat %d must act but has no legal action", seat)
		}
		a := bots[seat].Choose(g.View(seat), legal)
		if err := g.Apply(seat, a); err != nil {
			return n, fmt.Errorf("seat %d chose %v: %w", seat, a, err)
		}
		n++
	}
	return n, nil
}

// ErrStuck is returned by PlayOut when a game stops moving: a bug in an
// engine or a bot, never a game's normal end.
var ErrStuck = errors.New("the game does not end")

// PlayOut plays a turn-based game to its end with a bot in every seat,
// applying at most maxActions actions (0: no limit).
func PlayOut[G Game[G, V, A], V any, A Action](g G, bots []Chooser[V, A], maxActions int) error {
	total := 0
	for !g.Over() {
		n, err := Turn(g, bots)
		if err != nil {
			return err
		}
		total += n
		if n == 0 || (maxActions > 0 && total > maxActions) {
			return fmt.Errorf("%w after %d actions", ErrStuck, total)
		}
	}
	return nil
}
