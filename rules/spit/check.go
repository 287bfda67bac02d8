package spit

import (
	"errors"
	"fmt"

	"parlor/rules/cards"
)

// Check verifies the invariants: every one of the 52 cards is in exactly one
// place, piles have the shapes the rules allow, and the phase is consistent.
// Tests call it after every tick and action.
func (s *State) Check() error {
	var seen cards.Set
	count := 0
	// where names a place only when something is wrong, so a clean check
	// does not allocate.
	add := func(what string, seat, n int, cs ...cards.Card) error {
		where := func() string {
			if seat < 0 {
				return fmt.Sprintf("%s %s", what, sideOf(n))
			}
			return fmt.Sprintf("seat %d %s %d", seat, what, n)
		}
		for _, c := range cs {
			if !c.Valid() || c.IsJoker() {
				return fmt.Errorf("spit: invariant: %s holds a bad card %v", where(), c)
			}
			if seen.Has(c) {
				return fmt.Errorf("spit: invariant: %s is in two places (again in %s)", c, where())
			}
			seen = seen.With(c)
			count++
		}
		return nil
	}
	for seat := range 2 {
		for i := range MaxPiles {
			p := &s.stock[seat][i]
			if i >= s.cfg.Piles() && len(p.cards) > 0 {
				return fmt.Errorf("spit: invariant: seat %d uses slot %d of %d", seat, i+1, s.cfg.Piles())
			}
			if p.down < 0 || p.down > len(p.cards) {
				return fmt.Errorf("spit: invariant: seat %d pile %d has %d face down of %d", seat, i+1, p.down, len(p.cards))
			}
			if !s.cfg.FlipByHand && len(p.cards) > 0 && p.down == len(p.cards) {
				return fmt.Errorf("spit: invariant: seat %d pile %d has a face-down top (SP2)", seat, i+1)
			}
			for _, c := range p.cards[p.down:] {
				if c.Rank() != p.top().Rank() {
					return fmt.Errorf("spit: invariant: seat %d pile %d has face-up cards of two ranks", seat, i+1)
				}
			}
			if err := add("pile", seat, i+1, p.cards...); err != nil {
				return err
			}
		}
		if err := add("draw pile", seat, 0, s.draw[seat]...); err != nil {
			return err
		}
		for _, c := range s.hand[seat] {
			if c != cards.None {
				if err := add("hand", seat, 0, c); err != nil {
					return err
				}
			}
		}
		if !s.cfg.Short && s.handCount(seat) > 0 {
			return errors.New("spit: invariant: a hand outside the short version")
		}
		if s.cfg.Short && s.stockCount(seat) > 0 {
			return errors.New("spit: invariant: stock piles in the short version")
		}
	}
	for i := range 2 {
		if err := add("centre pile", -1, i, s.spit[i]...); err != nil {
			return err
		}
		if err := add("spit cards", -1, i, s.side[i]...); err != nil {
			return err
		}
	}
	if count != 52 || seen != cards.Standard52.Set() {
		return fmt.Errorf("spit: invariant: %d cards on the table, want all 52", count)
	}
	if s.phase != PhasePlay && s.countdown != countdownOff {
		return errors.New("spit: invariant: a countdown outside play")
	}
	return nil
}
