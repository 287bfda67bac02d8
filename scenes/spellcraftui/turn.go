package spellcraftui

import (
	"fmt"
	"slices"
	"strings"

	"parlor/game"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/spellcraft"
	"parlor/scenes/widget"
)

// The rows the focus moves between: Up/Down change row, Left/Right move
// along it, Enter or Space chooses. The mouse hovers and clicks the same
// items, so every choice works with either alone.
const (
	rowField   = iota // the deck and the field's cards, to take one
	rowHand           // seat 0's cards, to choose two for an exchange
	rowButtons        // the choice buttons
	numRows
)

// item is one thing seat 0 can choose: a field card (cards.None: the
// deck), a hand card, or a button.
type item struct {
	card cards.Card
	btn  *widget.Button
	do   func(t *Table)
	// leads is the action the item takes, or for the Exchange button the
	// kind it begins: a hint finds its item by it (humanTurn.hinted).
	leads spellcraft.Action
}

// humanTurn is seat 0's turn: what can be chosen now and the focus.
type humanTurn struct {
	key        string // phase and choices the items were built for
	decision   string // the decision the focus belongs to
	exchanging bool   // "Exchange" chosen: pick two cards, then one in
	selected   []cards.Card
	prompt     string
	rows       [numRows][]item
	row, col   int
	keyboard   bool // the focus was last moved by keys: show it on cards
}

func (h *humanTurn) clear(t *Table) {
	h.key, h.exchanging, h.selected = "", false, nil
	h.rows = [numRows][]item{}
	t.cards.layoutHand(t, nil)
	h.light(t)
}

// update builds the items when the choice changes and handles the input.
func (h *humanTurn) update(ctx *game.Context, t *Table) {
	v := t.view
	if !t.myTurn() {
		h.clear(t)
		h.prompt = ""
		return
	}
	// The card size is in the key: larger cards move the buttons up.
	key := fmt.Sprint(v.Round, v.Turn, v.Phase, len(v.Legal), v.Field, v.Hand, h.exchanging, len(h.selected), t.cards.zoom)
	if key != h.key {
		h.key = key
		h.build(t)
	}
	h.input(ctx, t)
	h.light(t)
}

func (h *humanTurn) build(t *Table) {
	v := t.view
	h.rows = [numRows][]item{}
	// takes offers the deck and the field's cards; leads says what taking
	// card c does at once (nothing during an exchange: its cards first).
	takes := func(do func(c cards.Card) func(*Table), leads func(c cards.Card) spellcraft.Action) {
		if v.DeckSize > 0 {
			h.rows[rowField] = append(h.rows[rowField], item{card: cards.None, do: do(cards.None), leads: leads(cards.None)})
		}
		for _, c := range t.cards.field {
			h.rows[rowField] = append(h.rows[rowField], item{card: c, do: do(c), leads: leads(c)})
		}
	}
	button := func(label string, leads spellcraft.Action, do func(*Table)) {
		h.rows[rowButtons] = append(h.rows[rowButtons], item{card: cards.None, btn: &widget.Button{Label: label}, do: do, leads: leads})
	}
	act := func(a spellcraft.Action) func(*Table) { return func(t *Table) { t.act(a) } }
	none := func(cards.Card) spellcraft.Action { return spellcraft.Action{} }
	focus := rowButtons
	switch v.Phase {
	case spellcraft.PhaseExchange:
		if !h.exchanging {
			h.prompt = "Exchange two cards for one, or keep your hand"
			button("Exchange", spellcraft.Action{Kind: spellcraft.KindExchange}, func(t *Table) { h.exchanging, h.selected = true, nil })
			button("Keep my hand", spellcraft.Pass, act(spellcraft.Pass))
			break
		}
		h.prompt = fmt.Sprintf("Choose two cards to put on the field (%d of 2)", len(h.selected))
		focus = rowHand
		if len(h.selected) == 2 {
			h.prompt = "Now choose the card to take in: a field card or the deck"
			focus = rowField
		}
		for _, c := range t.cards.hand {
			h.rows[rowHand] = append(h.rows[rowHand], item{card: c, do: h.toggle(c)})
		}
		takes(func(in cards.Card) func(*Table) {
			return func(t *Table) {
				// Fewer than two cards chosen goes to the engine all the
				// same: its reason is the message (SC8).
				out := append(slices.Clone(h.selected), cards.None, cards.None)
				if t.act(spellcraft.Exchange(out[0], out[1], in)) {
					h.exchanging, h.selected = false, nil
				}
			}
		}, none)
		button("Cancel", spellcraft.Action{}, func(t *Table) { h.exchanging, h.selected = false, nil; t.cards.layoutHand(t, nil) })
	case spellcraft.PhaseBid:
		h.prompt = "Bid 1-4 chips, secretly: the highest bid picks first"
		for b := 1; b <= spellcraft.MaxBid; b++ {
			button(fmt.Sprintf("Bid %d", b), spellcraft.Bid(b), act(spellcraft.Bid(b)))
			h.rows[rowButtons][b-1].btn.Disabled = b > v.Stacks[t.me]
		}
	case spellcraft.PhasePick, spellcraft.PhaseKnockTake:
		h.prompt = "Take a card from the field, or draw from the deck"
		focus = rowField
		takes(func(c cards.Card) func(*Table) { return act(spellcraft.Take(c)) }, spellcraft.Take)
		if v.DeckSize > 0 {
			button("Draw from the deck", spellcraft.Draw, act(spellcraft.Draw))
		}
	case spellcraft.PhaseKnock:
		h.prompt = "Knock to call the showdown, or play on"
		button("Knock", spellcraft.Knock, act(spellcraft.Knock))
		button("Play on", spellcraft.Pass, act(spellcraft.Pass))
	case spellcraft.PhaseBlackJoker:
		h.prompt = "Black joker: choose the opponent who loses a card"
		for _, a := range v.Legal {
			button(t.targetLabel(a), a, act(a))
		}
	}
	h.layoutButtons(t)
	// A new decision puts the focus on its first choice; choosing exchange
	// cards keeps it where it was until both are chosen.
	decision := fmt.Sprint(v.Round, v.Turn, v.Phase, h.exchanging, len(h.selected) == 2)
	if decision != h.decision || len(h.rows[h.row]) == 0 {
		h.decision = decision
		h.row, h.col = focus, 0
		if len(h.rows[h.row]) == 0 {
			h.row = rowButtons
		}
		if v.Phase == spellcraft.PhaseKnock {
			h.col = 1 // Play on: a stray Enter never knocks
		}
	}
	h.col = min(h.col, max(0, len(h.rows[h.row])-1))
	h.focusHint(t)
	t.cards.layoutHand(t, h.selected)
	// Announce the buttons for the trace (end-to-end tests).
	items := make([]game.Item, 0, len(h.rows[rowButtons]))
	for _, it := range h.rows[rowButtons] {
		items = append(items, game.Item{Label: it.btn.Label, Rect: it.btn.Rect()})
	}
	t.ctx.Trace.Items(t.Name(), items)
}

// buttonsW is the widest the row of buttons gets: clear of the stakes at
// the left and the seats at the right, at every card size.
const buttonsW = 600.0

// layoutButtons lays the buttons out in a row in the choices' band
// (cardTable.zone), narrower when there are many.
func (h *humanTurn) layoutButtons(t *Table) {
	bs := h.rows[rowButtons]
	n := float64(len(bs))
	w := 190.0
	if n > 3 {
		w = min(150, (buttonsW-12*(n-1))/n)
	}
	x0 := widget.ScreenW/2 - (n*w+(n-1)*12)/2
	y := t.cards.zone().buttons
	for i, it := range bs {
		it.btn.X, it.btn.Y, it.btn.W, it.btn.H = x0+float64(i)*(w+12), y, w, buttonH
		it.btn.Label = fitLabel(t, it.btn.Label, w-14, buttonH*0.42)
	}
}

// targetLabel names the black joker's target a with its score shown.
func (t *Table) targetLabel(a spellcraft.Action) string {
	label := nameOf(int(a.N), t.names)
	if sd := t.view.Showdown; sd != nil {
		label += fmt.Sprintf(" (%d)", sd.Scores[a.N].Total)
	}
	return label
}

// fitLabel fits a button's label in w at size: without its bracket when
// too wide (a target's score, shown in its panel too), then cut short.
func fitLabel(t *Table, label string, w, size float64) string {
	mc := widget.Canvas{Scale: 1, Fonts: t.ctx.Assets}
	if mc.TextWidth(label, size, true) <= w {
		return label
	}
	if i := strings.Index(label, " ("); i > 0 {
		label = label[:i]
	}
	for r := []rune(label); mc.TextWidth(label, size, true) > w && len(r) > 1; {
		r = r[:len(r)-1]
		label = string(r) + "."
	}
	return label
}

// hinted finds the item that takes the next step of hint a: the button or
// field card that takes it, or the Exchange button; during an exchange the
// next hinted card to give, then the card to take in. ok is false when
// the cards chosen so far left the hint's way.
func (h *humanTurn) hinted(a spellcraft.Action) (row, col int, ok bool) {
	find := func(match func(item) bool, rows ...int) (int, int, bool) {
		for _, r := range rows {
			for i, it := range h.rows[r] {
				if match(it) {
					return r, i, true
				}
			}
		}
		return 0, 0, false
	}
	if a.Kind != spellcraft.KindExchange || !h.exchanging {
		return find(func(it item) bool { return it.takes(a) }, rowField, rowButtons)
	}
	for _, c := range h.selected {
		if c != a.Out[0] && c != a.Out[1] {
			return 0, 0, false
		}
	}
	for _, c := range a.Out {
		if !slices.Contains(h.selected, c) {
			return find(func(it item) bool { return it.card == c }, rowHand)
		}
	}
	return find(func(it item) bool { return it.card == a.Card }, rowField)
}

// takes reports whether choosing the item takes action a, or for the
// Exchange button begins it.
func (it item) takes(a spellcraft.Action) bool {
	return it.leads == a || it.btn != nil && a.Kind == spellcraft.KindExchange && it.leads.Kind == spellcraft.KindExchange
}

// focusHint puts the focus on the hint's next step, if one is shown, so
// Enter takes it.
func (h *humanTurn) focusHint(t *Table) {
	if t.hint == nil {
		return
	}
	if r, c, ok := h.hinted(t.hint.a); ok {
		h.row, h.col = r, c
	}
}

// toggle chooses or unchooses hand card c for the exchange.
func (h *humanTurn) toggle(c cards.Card) func(*Table) {
	return func(t *Table) {
		if i := slices.Index(h.selected, c); i >= 0 {
			h.selected = slices.Delete(h.selected, i, i+1)
		} else if len(h.selected) == 2 {
			t.say("Two cards are chosen already: click one to put it back first")
			t.ctx.Play("error")
			return
		} else {
			h.selected = append(h.selected, c)
		}
		t.ctx.Play("tick")
	}
}

func (h *humanTurn) input(ctx *game.Context, t *Table) {
	in := ctx.In
	mx, my := in.Cursor()
	if in.CursorMoved() {
		h.keyboard = false
		if r, c, ok := h.at(t, mx, my); ok {
			h.row, h.col = r, c
		}
	}
	switch {
	case in.Repeated(input.Menu, input.Left):
		h.keyboard = true
		h.step(0, -1)
	case in.Repeated(input.Menu, input.Right):
		h.keyboard = true
		h.step(0, 1)
	case in.Repeated(input.Menu, input.Up):
		h.keyboard = true
		h.step(-1, 0)
	case in.Repeated(input.Menu, input.Down):
		h.keyboard = true
		h.step(1, 0)
	}
	for r := range h.rows {
		for i, it := range h.rows[r] {
			if it.btn != nil {
				it.btn.Update(r == h.row && i == h.col, ctx.Dt())
			}
		}
	}
	var pick *item
	if in.Clicked() {
		if r, c, ok := h.at(t, mx, my); ok {
			h.row, h.col = r, c
			pick = &h.rows[r][c]
		}
	} else if in.Pressed(input.Menu, input.Confirm) && h.col < len(h.rows[h.row]) {
		pick = &h.rows[h.row][h.col]
	}
	if pick != nil {
		pick.do(t)
		h.key = "" // rebuild: the choice may have changed what is offered
	}
}

// step moves the focus along a row or to the next row that has items.
func (h *humanTurn) step(dr, dc int) {
	if dr != 0 {
		for r := h.row + dr; r >= 0 && r < numRows; r += dr {
			if n := len(h.rows[r]); n > 0 {
				h.row, h.col = r, min(h.col, n-1)
				return
			}
		}
		return
	}
	if n := len(h.rows[h.row]); n > 0 {
		h.col = (h.col + dc + n) % n
	}
}

// at finds the item under the cursor.
func (h *humanTurn) at(t *Table, x, y float64) (row, col int, ok bool) {
	for i, it := range h.rows[rowButtons] {
		if it.btn.Contains(x, y) {
			return rowButtons, i, true
		}
	}
	if c := t.cards.handAt(x, y); c != cards.None {
		for i, it := range h.rows[rowHand] {
			if it.card == c {
				return rowHand, i, true
			}
		}
	}
	f := t.cards.fieldAt(x, y)
	onDeck := f == cards.None && deckAt(x, y)
	if f != cards.None || onDeck {
		for i, it := range h.rows[rowField] {
			if it.card == f {
				return rowField, i, true
			}
		}
	}
	return 0, 0, false
}

// focused returns the focused item, if any.
func (h *humanTurn) focused() (item, bool) {
	if h.col < len(h.rows[h.row]) {
		return h.rows[h.row][h.col], true
	}
	return item{}, false
}

// light marks the focused card and the cards on offer.
func (h *humanTurn) light(t *Table) {
	f, ok := h.focused()
	for _, c := range t.cards.deck.Cards() {
		s := t.cards.sprites[c]
		s.Highlight, s.Hover = false, false
	}
	if !ok || f.btn != nil || f.card == cards.None {
		return
	}
	s := t.cards.sprites[f.card]
	s.Highlight = true
	s.Hover = h.row == rowField || !slices.Contains(h.selected, f.card)
}

// deckFocused reports whether the deck is the focused item (drawn with a rim).
func (h *humanTurn) deckFocused() bool {
	f, ok := h.focused()
	return ok && f.btn == nil && f.card == cards.None && h.row == rowField
}
