package engine

import (
	"context"
	"errors"
	"fmt"

	"parlor/rules/record"
)

// Advice is what a computer player would do in a seat's place, and why.
type Advice[A any] struct {
	Best A // the action it would take
	// Why is one line in plain words, addressed to the player: "You have
	// 3 tricks and need exactly 4; this keeps the lead away from East."
	Why string
	// Values holds the result the adviser expects from each legal action,
	// in legal's order, in the game's own terms and higher better (Speed
	// Run: minus the expected score of the hand). Best has the highest.
	Values []float64
}

// Adviser is a computer player that can advise: the Hard player of a
// turn-based game, searching only what the view shows. names are the
// seats' names for the sentence ("East").
type Adviser[V, A any] interface {
	Advise(v V, legal []A, names []string) Advice[A]
}

// Finding is one of a player's decisions where the adviser, searching the
// same information, expected a clearly better result.
type Finding[A any] struct {
	Event  int     // the decision's index among the record's events
	Chosen A       // what the player did
	Best   A       // what the adviser would have done
	Loss   float64 // how much better the adviser expected Best to be, in Values' terms
	Why    string  // the adviser's reason for Best
}

// ErrNotAdvised is returned for a game whose computer players cannot
// advise.
var ErrNotAdvised = errors.New("this game has no adviser")

// Analyse replays rec (a game's record) and asks adviser about every
// decision seat made, from the view seat had then; it returns the
// decisions whose chosen action the adviser expected to be worse than its
// own by more than clearly. progress is told how many decisions are done
// of how many; ctx cancels the analysis between decisions.
func Analyse[G Game[G, V, A], V any, A Action](ctx context.Context, rec *record.Record, game string, open Open[G],
	parse func(string) (A, error), adviser Adviser[V, A], seat int, names []string, clearly float64,
	progress func(done, total int)) ([]Finding[A], error) {
	if adviser == nil {
		return nil, ErrNotAdvised
	}
	// Verify first: analysis of a record the engine refuses means nothing.
	if _, err := Resume(rec, game, open, parse); err != nil {
		return nil, err
	}
	g, err := open(rec.Header)
	if err != nil {
		return nil, err
	}
	total := 0
	for _, e := range rec.Events {
		if e.Kind == record.Act && e.SeatOf() == seat {
			total++
		}
	}
	var out []Finding[A]
	done := 0
	for i, e := range rec.Events {
		if e.Kind != record.Act {
			continue
		}
		a, err := parse(e.Action)
		if err != nil {
			return out, fmt.Errorf("%s: event %d: %w", game, i, err)
		}
		if e.SeatOf() == seat {
			if err := ctx.Err(); err != nil {
				return out, err
			}
			legal := g.Legal(seat)
			if len(legal) > 1 {
				adv := adviser.Advise(g.View(seat), legal, names)
				if f, ok := judge(legal, a, adv, clearly); ok {
					f.Event = i
					out = append(out, f)
				}
			}
			done++
			if progress != nil {
				progress(done, total)
			}
		}
		if err := g.Apply(e.SeatOf(), a); err != nil {
			return out, fmt.Errorf("%s: event %d: %w", game, i, err)
		}
	}
	return out, nil
}

// judge compares the chosen action's expected value with the best one.
func judge[A Action](legal []A, chosen A, adv Advice[A], clearly float64) (Finding[A], bool) {
	if len(adv.Values) != len(legal) {
		return Finding[A]{}, false
	}
	ci, bi := -1, 0
	for i, a := range legal {
		if a == chosen {
			ci = i
		}
		// The adviser's own choice stands among equal values, so Why
		// explains the action shown.
		if adv.Values[i] > adv.Values[bi] || (adv.Values[i] == adv.Values[bi] && a == adv.Best) {
			bi = i
		}
	}
	if ci < 0 {
		return Finding[A]{}, false
	}
	loss := adv.Values[bi] - adv.Values[ci]
	if loss <= clearly {
		return Finding[A]{}, false
	}
	return Finding[A]{Chosen: chosen, Best: legal[bi], Loss: loss, Why: adv.Why}, true
}
