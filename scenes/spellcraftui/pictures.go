package spellcraftui

import (
	"fmt"

	"parlor/assets"
	"parlor/rules/cards"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// The rules page's picture (RulesText places it): two hands scored as the
// showdown scores and shows them, the cards that count bright, the rest
// dimmed, with the total and how it is made. The scores are the rules'
// (spellcraft.Score), never written by hand.

// scoringExamples are the hands of the picture: a suit with a run, and a
// four of a kind.
var scoringExamples = [...]cards.Set{
	cards.SetOf(cards.New(cards.Hearts, 6), cards.New(cards.Hearts, 7), cards.New(cards.Hearts, 8),
		cards.New(cards.Hearts, cards.King), cards.New(cards.Clubs, 2)),
	cards.SetOf(cards.New(cards.Spades, 9), cards.New(cards.Hearts, 9), cards.New(cards.Diamonds, 9),
		cards.New(cards.Clubs, 9), cards.New(cards.Spades, cards.Ace)),
}

// The picture's sizes: a row per hand.
const (
	scoringK     = 0.5
	scoringGap   = 56.0
	scoringRow   = 84.0
	scoringLines = 7
)

// drawScoring draws the example hands, one row each.
func drawScoring(c *widget.Canvas, art *assets.Art, x, y float64) {
	top := y + (float64(scoringLines)*scenes.RulesLine-float64(len(scoringExamples))*scoringRow)/2
	for i, hand := range scoringExamples {
		h := spellcraft.Score(hand, cards.None)
		cy := top + float64(i)*scoringRow + scoringRow/2
		for k, cd := range sortHand(hand) {
			var cs ebiten.ColorScale
			if !counts(h, cd) {
				cs.Scale(0.45, 0.45, 0.45, 1)
			}
			c.Image(art.Face(cards.Standard54, cd), art.Scale(), x+assets.CardW*scoringK/2+float64(k)*scoringGap, cy, 0, scoringK, cs)
		}
		tx := x + 5*scoringGap + 20
		c.Text(fmt.Sprint(h.Total), 30, true, tx+40, cy-18, widget.Gold, widget.AlignRight)
		c.Text(h.Suit.Name()+": "+breakdown(h), 18, true, tx+58, cy-22, widget.Cream, widget.AlignLeft)
		c.Text(scoringNote(hand, h), 15, false, tx+58, cy+4, widget.Muted, widget.AlignLeft)
	}
}

// scoringNote names the cards of hand that do not count in h.
func scoringNote(hand cards.Set, h spellcraft.HandScore) string {
	var out []cards.Card
	for _, cd := range sortHand(hand) {
		if !counts(h, cd) {
			out = append(out, cd)
		}
	}
	switch len(out) {
	case 0:
		return "Every card counts."
	case 1:
		return "The dimmed " + label(out[0]) + " does not count."
	}
	return fmt.Sprintf("The %d dimmed cards do not count.", len(out))
}

// pictures are Spellcraft's rules page pictures by marker name.
var pictures = map[string]scenes.RulesPicture{
	"scoring": {Lines: scoringLines, Draw: drawScoring},
}
