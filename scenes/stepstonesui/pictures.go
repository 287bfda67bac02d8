package stepstonesui

import (
	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/rules/trick"
	"parlor/scenes"
	"parlor/scenes/tricktable"
)

// TrickExample is the rules page's trick (RulesText places it): hearts
// are trump, 9 High; you lead, West follows with the top card of the suit
// led, and East, with no card of it, trumps with the lowest trump, which
// wins.
var TrickExample = tricktable.TrickPicture{
	Deck:  stepstones.Deck,
	Rules: trick.Rules{Trump: trick.TrumpOf(cards.Hearts)}, // 9 High all hand, must follow
	Trick: tricktable.Played(0, cards.New(cards.Clubs, 8), cards.New(cards.Clubs, 9), cards.New(cards.Hearts, 2)),
	Names: SeatNames,
	Caption: "Hearts are trump, 9 High. You lead 8♣ and West follows with 9♣, the highest club; " +
		"East has no clubs and plays 2♥, a trump. East wins the trick: any trump beats every card " +
		"of another suit, even the lowest trump against the highest card of the suit led.",
}

// pictures are Stepping Stones' rules page pictures by marker name.
var pictures = map[string]scenes.RulesPicture{
	"trick": TrickExample.Picture(),
}
