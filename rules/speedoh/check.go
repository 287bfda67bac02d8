package speedoh

import (
	"fmt"
)

// Check verifies the invariants: every card of the deck is in exactly one
// place (a draw pile or a flipped pile), flips are numbered in pile order,
// the windows are well formed, and the phase is consistent. Tests call it
// after every tick and action.
func (s *State) Check() error {
	var seen cardSet
	count := 0
	add := func(c Card, where string, seat int) error {
		if !c.Valid() || s.cfg.Beginner && c.Special() == PatternChange {
			return fmt.Errorf("speedoh: invariant: seat %d %s holds a card not in the deck: %v", seat, where, c)
		}
		if seen.has(c) {
			return fmt.Errorf("speedoh: invariant: %s is in two places (again in seat %d %s)", c, seat, where)
		}
		seen.add(c)
		count++
		return nil
	}
	for seat := range MaxPlayers {
		if seat >= s.n {
			if len(s.draw[seat])+len(s.pile[seat]) > 0 {
				return fmt.Errorf("speedoh: invariant: cards at seat %d of %d", seat, s.n)
			}
			continue
		}
		for _, c := range s.draw[seat] {
			if err := add(c, "draw pile", seat); err != nil {
				return err
			}
		}
		prev := int32(0)
		for _, f := range s.pile[seat] {
			if err := add(f.card, "flipped pile", seat); err != nil {
				return err
			}
			if f.seq <= prev || f.seq > s.seq {
				return fmt.Errorf("speedoh: invariant: seat %d flipped pile out of flip order", seat)
			}
			prev = f.seq
		}
	}
	if want := s.cfg.DeckSize(); count != want {
		return fmt.Errorf("speedoh: invariant: %d cards on the table, want %d", count, want)
	}
	if len(s.windows) > maxWindows {
		return fmt.Errorf("speedoh: invariant: %d windows, at most %d", len(s.windows), maxWindows)
	}
	specials := 0
	for i := range s.windows {
		w := &s.windows[i]
		if w.kind != MatchWindow {
			specials++
			if w.state == WindowLapsed {
				return fmt.Errorf("speedoh: invariant: a lapsed %s window", w.kind)
			}
			continue
		}
		if w.members.Len() < 2 {
			return fmt.Errorf("speedoh: invariant: a match window of %d players", w.members.Len())
		}
		for j := range s.windows[:i] {
			if v := &s.windows[j]; v.kind == MatchWindow && (v.key == w.key || v.members&w.members != 0) {
				return fmt.Errorf("speedoh: invariant: two match windows overlap (%s, %s)", v.key, w.key)
			}
		}
	}
	for i := 1; i < len(s.changes); i++ {
		if s.changes[i].seq <= s.changes[i-1].seq {
			return fmt.Errorf("speedoh: invariant: match-changing flips out of order")
		}
	}
	if specials > 1 {
		return fmt.Errorf("speedoh: invariant: %d special windows at once", specials)
	}
	if (s.phase == PhaseOver) != (s.winners != 0) {
		return fmt.Errorf("speedoh: invariant: phase %s with winners %s", s.phase, s.winners)
	}
	if s.turn < 0 || s.turn >= s.n {
		return fmt.Errorf("speedoh: invariant: turn %d", s.turn)
	}
	return nil
}
