package speedrun

import (
	"fmt"

	"parlor/rules/cards"
)

// Check reports a card that is lost or in two places: every card of the
// deck is in exactly one hand, among the hidden cards, or played this hand.
func (s *State) Check() error {
	var played cards.Set
	for i := 0; i <= min(s.nTricks, NumTricks-1); i++ {
		played |= s.tricks[i].Set()
	}
	places := [NumPlayers + 2]cards.Set{s.hands[0], s.hands[1], s.hands[2], s.hidden, played}
	var all cards.Set
	for i, p := range places {
		if dup := all & p; dup != 0 {
			return fmt.Errorf("speedrun: %s is in two places (place %d of hands, hidden, played)", Deck.FormatList(dup.Cards()), i)
		}
		all |= p
	}
	if lost := Deck.Set() &^ all; lost != 0 || all != Deck.Set() {
		return fmt.Errorf("speedrun: cards lost or foreign: missing %s", Deck.FormatList(lost.Cards()))
	}
	return nil
}
