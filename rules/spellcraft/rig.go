package spellcraft

import (
	"errors"
	"fmt"
	"slices"

	"parlor/rules/cards"
)

// Setup is a scripted start of a round, for tests and tools (see Rig).
type Setup struct {
	// Hands holds each seat's cards; a seat given none is out of the
	// round. nil keeps the dealt hands.
	Hands []cards.Set
	// Trumps holds each seat's trump card (trump variant); nil keeps them.
	Trumps []cards.Card
	// Deck lists the deck's top cards, top first: the field is laid out
	// from them. The cards given nowhere follow in byte order.
	Deck []cards.Card
	// Stacks holds each seat's chips; nil keeps them. A seat in the round
	// with no chips is all-in.
	Stacks []int
}

// Rig replaces the current round's deal and deck order, then lays out the
// first field again. It is allowed only on the first turn before anybody
// has acted. A rigged game no longer follows its seed, so its record does
// not verify. A refused setup is an error and changes nothing.
func (s *State) Rig(st Setup) error {
	if s.acted || s.turn != 1 || s.phase == PhaseOver || s.phase == PhaseBlackJoker {
		return errors.New("spellcraft: rig: a round is rigged only before its first action")
	}
	n := s.n()
	hands := s.dealt
	if st.Hands != nil {
		if len(st.Hands) != n {
			return fmt.Errorf("spellcraft: rig: %d hands for %d seats", len(st.Hands), n)
		}
		hands = [MaxPlayers]cards.Set{}
		copy(hands[:], st.Hands)
	}
	deck := s.cfg.Deck().Set()
	var used cards.Set
	in := uint8(0)
	for i := range n {
		if hands[i]&^deck != 0 || hands[i]&used != 0 {
			return fmt.Errorf("spellcraft: rig: seat %d's hand %v has a card twice or not of the deck", i, hands[i])
		}
		used |= hands[i]
		if hands[i] != 0 {
			in |= 1 << i
		}
	}
	if in&(in-1) == 0 {
		return errors.New("spellcraft: rig: a round needs two seats with cards")
	}
	var trumps [MaxPlayers]cards.Card
	for i := range n {
		if in&(1<<i) != 0 {
			trumps[i] = s.trumps[i]
		}
	}
	if st.Trumps != nil {
		if len(st.Trumps) != n || !s.cfg.Trump {
			return errors.New("spellcraft: rig: trump cards need the trump variant and one per seat")
		}
		var seen cards.Set
		for i, t := range st.Trumps {
			if in&(1<<i) != 0 && (!slices.Contains(TrumpCards[:], t) || seen.Has(t)) {
				return fmt.Errorf("spellcraft: rig: seat %d's trump %v is not a distinct face or ace", i, t)
			}
			if in&(1<<i) != 0 {
				seen = seen.With(t)
				trumps[i] = t
			}
		}
	}
	for _, c := range st.Deck {
		if !deck.Has(c) || used.Has(c) {
			return fmt.Errorf("spellcraft: rig: deck card %v is twice or not of the deck", c)
		}
		used = used.With(c)
	}
	stacks := s.stacks
	if st.Stacks != nil {
		if len(st.Stacks) != n {
			return fmt.Errorf("spellcraft: rig: %d stacks for %d seats", len(st.Stacks), n)
		}
		for i, c := range st.Stacks {
			if c < 0 {
				return fmt.Errorf("spellcraft: rig: a stack of %d chips", c)
			}
			stacks[i] = c
		}
	}
	s.stacks = stacks
	s.total = s.stakes + s.removed
	for i := range n {
		s.total += s.stacks[i]
	}
	s.in, s.hands, s.dealt, s.trumps = in, hands, hands, trumps
	s.known, s.field, s.out = [MaxPlayers]cards.Set{}, 0, 0
	s.top, s.end = 0, copy(s.deck[:], st.Deck)
	for _, c := range (deck &^ used).Cards() {
		s.deck[s.end] = c
		s.end++
	}
	s.afterDeal()
	return nil
}
