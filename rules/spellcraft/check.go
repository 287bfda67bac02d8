package spellcraft

import (
	"fmt"

	"parlor/rules/cards"
)

// Check reports a card lost or in two places, or a chip unaccounted for:
// every card of the deck is in exactly one place (the deck, the field, a
// hand of a seat in the round, or discarded to the black joker, SC3);
// every stack, the stakes and the removed chips are never negative and
// add up to the chips the game started with (SC10); with the trump
// variant every seat in the round holds its own trump card.
func (s *State) Check() error {
	var all cards.Set
	place := func(where string, x cards.Set) error {
		if dup := all & x; dup != 0 {
			return fmt.Errorf("spellcraft: %v is in two places (again in %s)", dup, where)
		}
		all |= x
		return nil
	}
	var deck cards.Set
	for _, c := range s.deck[s.top:s.end] {
		if deck.Has(c) {
			return fmt.Errorf("spellcraft: %v is in the deck twice", c)
		}
		deck = deck.With(c)
	}
	if err := place("the deck", deck); err != nil {
		return err
	}
	if err := place("the field", s.field); err != nil {
		return err
	}
	if err := place("the discards", s.out); err != nil {
		return err
	}
	chips := s.stakes + s.removed
	var trumps cards.Set
	for i := range s.n() {
		if !s.isIn(i) && s.hands[i] != 0 {
			return fmt.Errorf("spellcraft: seat %d is out of the round but holds %v", i, s.hands[i])
		}
		if err := place(fmt.Sprintf("seat %d's hand", i), s.hands[i]); err != nil {
			return err
		}
		if s.stacks[i] < 0 {
			return fmt.Errorf("spellcraft: seat %d has %d chips", i, s.stacks[i])
		}
		chips += s.stacks[i]
		if t := s.trumps[i]; s.cfg.Trump && s.isIn(i) {
			if !t.Valid() || t.IsJoker() || t.Rank() != cards.Ace && t.Rank() < cards.Jack || trumps.Has(t) {
				return fmt.Errorf("spellcraft: seat %d's trump card %v is not a face or ace of its own", i, t)
			}
			trumps = trumps.With(t)
		} else if t != cards.None {
			return fmt.Errorf("spellcraft: seat %d holds trump card %v it should not", i, t)
		}
	}
	if want := s.cfg.Deck().Set(); all != want {
		return fmt.Errorf("spellcraft: cards lost or foreign: missing %v, foreign %v", want&^all, all&^want)
	}
	if s.stakes < 0 || s.removed < 0 {
		return fmt.Errorf("spellcraft: stakes %d, removed %d", s.stakes, s.removed)
	}
	if chips != s.total {
		return fmt.Errorf("spellcraft: %d chips in stacks, stakes and removed; the game has %d", chips, s.total)
	}
	return nil
}
