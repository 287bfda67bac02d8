package tricktable

import (
	"fmt"

	"parlor/assets"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/scenes/guide"
	"parlor/scenes/widget"
)

// The guided first game's steps every trick table shares (scenes/guide):
// the hand, playing a card and a trick's winner, pointed at on this
// table. The games add their own choices between them.

// HandBox returns the box round seat 0's hand, where its cards are going
// (their tweens' ends), kept on screen.
func (t *Table) HandBox() (x, y, w, h float64) {
	ps := make([]widget.Pose, 0, len(t.hands[t.me]))
	for _, c := range t.hands[t.me] {
		ps = append(ps, t.sprites[c&63].Target())
	}
	x, y, w, h = guide.Cards(assets.CardW, assets.CardH, ps...)
	if w == 0 {
		return centerX - 100, handY - 70, 200, 140
	}
	return x, y, w, min(y+h, widget.ScreenH-10) - y
}

// TrickBox returns the box round the trick in the middle of the table.
func TrickBox() (x, y, w, h float64) {
	return guide.Cards(assets.CardW, assets.CardH, TrickPose(0), TrickPose(1), TrickPose(2))
}

// CardWords is a card as the player sees it printed: rank and suit
// symbol ("7♥"; a numbered deck's ace is its 1).
func (t *Table) CardWords(c cards.Card) string {
	if t.deck.Numbered() && c.Valid() && !c.IsJoker() && c.Rank() == cards.Ace {
		return "1" + c.Suit().Symbol()
	}
	return c.Label()
}

// HandStep shows seat 0 its cards once dealt (when holds).
func (t *Table) HandStep(when func() bool) guide.Step {
	return guide.Step{
		Say: func() string {
			return fmt.Sprintf("These are your %d cards, sorted by suit. %s and %s hold as many, face down.",
				len(t.hands[t.me]), t.names[1], t.names[2])
		},
		Target: t.HandBox,
		When:   func() bool { return len(t.hands[t.me]) > 0 && when() },
	}
}

// PlayStep asks seat 0 to play a card when mine holds; done reports it
// played one.
func (t *Table) PlayStep(km func() input.Keymap, mine, done func() bool) guide.Step {
	return guide.Step{
		Say: func() string {
			k := km()
			what := "Your turn to play. You must follow the suit led if you can: the cards you may play are lit."
			if t.trick == ([Seats]cards.Card{}) { // nothing played yet
				what = "You lead this trick: any card may be played, and the others must follow its suit if they can."
			}
			return fmt.Sprintf("%s Click a card, or pick it with %s/%s and press %s.", what,
				k.Hint(input.Left), k.Hint(input.Right), k.Hint(input.Confirm))
		},
		Target: t.HandBox,
		Clear:  []guide.Box{TrickBox},
		When:   mine,
		Done:   done,
	}
}

// TrickStep names the winner of the first trick while it is in view, and
// why it won.
func (t *Table) TrickStep() guide.Step {
	return guide.Step{
		Say: func() string {
			w := t.lastWon
			if w < 0 || w >= Seats {
				return ""
			}
			return fmt.Sprintf("%s won the trick with %s: the highest trump wins, else the highest card of the suit led, "+
				"by this hand's ranking. The winner leads the next trick.", t.names[w], t.CardWords(t.last[w]))
		},
		Target: TrickBox,
		When:   func() bool { return t.won >= 0 },
	}
}
