package stepstones

import (
	"fmt"

	"parlor/rules/cards"
)

// Check reports a card that is lost or in two places: every card of the
// 36-card deck is in exactly one hand or one trick of the current hand
// (the finished tricks and the one being played; once the game is over,
// the last hand's twelve tricks). It also checks that each seat's cards
// of the hand, held and played, are the cards it was dealt.
func (s *State) Check() error {
	var all cards.Set
	n := 0
	add := func(what string, x cards.Set) error {
		if dup := all & x; dup != 0 {
			return fmt.Errorf("stepstones: %s is in two places (again in %s)", Deck.FormatList(dup.Cards()), what)
		}
		all |= x
		n += x.Len()
		return nil
	}
	var playedBy [NumPlayers]cards.Set
	for p := 0; p < NumPlayers; p++ {
		if err := add(fmt.Sprintf("seat %d's hand", p), s.hands[p]); err != nil {
			return err
		}
	}
	for i := 0; i <= s.nTricks && i < NumTricks; i++ {
		t := &s.tricks[i]
		for j := 0; j < int(t.Count); j++ {
			c := t.Cards[j]
			if err := add(fmt.Sprintf("trick %d", i+1), c.Bit()); err != nil {
				return err
			}
			playedBy[t.Seat(j, NumPlayers)] |= c.Bit()
		}
	}
	if all != Deck.Set() || n != Deck.Size() {
		return fmt.Errorf("stepstones: cards lost or foreign: missing %s, foreign %s",
			Deck.FormatList((Deck.Set() &^ all).Cards()), Deck.FormatList((all &^ Deck.Set()).Cards()))
	}
	for p := 0; p < NumPlayers; p++ {
		if had := s.hands[p] | playedBy[p]; had != s.dealt[p] {
			return fmt.Errorf("stepstones: seat %d holds or played %s but was dealt %s",
				p, Deck.FormatList(had.Cards()), Deck.FormatList(s.dealt[p].Cards()))
		}
	}
	return nil
}
