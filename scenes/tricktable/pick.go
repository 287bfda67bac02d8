package tricktable

import (
	"parlor/assets"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/scenes/widget"
)

// Focused returns the keyboard-focused card of seat 0's hand.
func (t *Table) Focused() cards.Card {
	if t.focus < len(t.hands[t.me]) {
		return t.hands[t.me][t.focus]
	}
	return cards.None
}

// MoveFocus moves the keyboard focus by d cards, preferring legal ones.
func (t *Table) MoveFocus(d int) {
	h := t.hands[t.me]
	if len(h) == 0 {
		return
	}
	t.keyboard = true
	i := t.focus
	for range len(h) {
		i = (i + d + len(h)) % len(h)
		if t.legal.Empty() || t.legal.Has(h[i]) {
			break
		}
	}
	t.focus = i
}

// keepFocusLegal moves the focus to the nearest legal card when it rests on
// one that cannot be played (a hand shortened by a play, a card that was
// only hovered), so Enter always plays something the rules allow.
func (t *Table) keepFocusLegal() {
	h := t.hands[t.me]
	if t.legal.Empty() || len(h) == 0 {
		return
	}
	if t.focus < len(h) && t.legal.Has(h[t.focus]) {
		return
	}
	best := -1
	for i, c := range h {
		if t.legal.Has(c) && (best < 0 || abs(i-t.focus) < abs(best-t.focus)) {
			best = i
		}
	}
	if best >= 0 {
		t.focus = best
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// FocusFirstLegal puts the focus on the first legal card.
func (t *Table) FocusFirstLegal() {
	for i, c := range t.hands[t.me] {
		if t.legal.Has(c) {
			t.focus = i
			return
		}
	}
}

// CardAt returns seat 0's card under logical point (x, y), or None. The
// topmost card wins, as a player expects where cards overlap.
func (t *Table) CardAt(x, y float64) cards.Card {
	h := t.hands[t.me]
	for i := len(h) - 1; i >= 0; i-- {
		if t.sprites[h[i]].Contains(x, y, assets.CardW, assets.CardH) {
			return h[i]
		}
	}
	return cards.None
}

// Pick reads the local player's card choice this frame: Left/Right move the
// keyboard focus among the hand, Enter picks the focused card, a click picks
// the card under the pointer. It returns None when nothing was picked; the
// caller asks the engine whether the card may be played.
func (t *Table) Pick(in *input.Handler) cards.Card {
	if in.Repeated(input.Menu, input.Left) {
		t.MoveFocus(-1)
	}
	if in.Repeated(input.Menu, input.Right) {
		t.MoveFocus(1)
	}
	card := cards.None
	if in.Pressed(input.Menu, input.Confirm) {
		card = t.Focused()
	}
	if in.Clicked() {
		card = t.CardAt(in.Cursor())
	}
	return card
}

// DrawKeyHints draws a trick table's key hints in the free corner left of
// the hand, read from the active keymap so remapped keys show; board names
// what the Board key opens ("board", "scoresheet").
func DrawKeyHints(c *widget.Canvas, km input.Keymap, board string) {
	hints := []string{
		km.Hint(input.Left) + "/" + km.Hint(input.Right) + " select  ·  " + km.Hint(input.Confirm) + " play",
		km.Hint(input.Board) + " " + board + "  ·  " + km.Hint(input.Back) + " pause",
		km.Hint(input.Help) + " rules  ·  " + km.Hint(input.Log) + " log",
	}
	for i, h := range hints {
		c.Text(h, 14, false, 24, 652+float64(i)*19, widget.Muted, widget.AlignLeft)
	}
}

// DrawWatching says, where a player's key hints go, that the screen
// watches the game, and names the keys a spectator has.
func DrawWatching(c *widget.Canvas, km input.Keymap, board string) {
	c.Text("Watching", 18, true, 24, 648, widget.Gold, widget.AlignLeft)
	c.Text(km.Hint(input.Board)+" "+board+"  ·  "+km.Hint(input.Back)+" pause", 14, false, 24, 674, widget.Muted, widget.AlignLeft)
	c.Text(km.Hint(input.Help)+" rules  ·  "+km.Hint(input.Log)+" log", 14, false, 24, 693, widget.Muted, widget.AlignLeft)
}
