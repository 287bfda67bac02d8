package spellcraftui

import (
	"math"
	"slices"

	"parlor/assets"
	"parlor/rules/cards"
	"parlor/rules/spellcraft"
	"parlor/scenes/widget"
)

// Layout (logical pixels).
const (
	deckX, deckY = 292.0, 238.0
	deckScale    = 0.6
	fieldScale   = 0.6
	fieldLeft    = 392.0
	fieldRight   = 1050.0
	fieldTop     = 212.0
	fieldRowGap  = 88.0
	handY        = 612.0
	handScale    = 0.95
	handLift     = 26.0 // a card chosen for an exchange stands out
	fanWidth     = 5*72 + assets.CardW*handScale
	seatW, seatH = 196.0, 122.0
	// trumpX is the trump card's centre: between the widest fan's right
	// edge (ScreenW/2 + fanWidth/2) and seat 0's panel (mePanel), with
	// room for a card at 150%.
	trumpX = 960.0
)

// Timing in ticks at normal animation speed.
const (
	flight  = 20.0
	dealGap = 3.0
)

// slots are the places around the table for the other seats, clockwise
// from the bottom left (seats run clockwise from seat 0 at the bottom).
var slots = [7][2]float64{{112, 432}, {112, 262}, {340, 108}, {640, 108}, {940, 108}, {1168, 262}, {1168, 432}}

// slotsFor picks which slots k opponents use, spread round the table.
var slotsFor = [8][]int{{}, {3}, {1, 5}, {1, 3, 5}, {1, 2, 4, 5}, {0, 1, 3, 5, 6}, {0, 1, 2, 4, 5, 6}, {0, 1, 2, 3, 4, 5, 6}}

// seatCenter is the centre of the panel of the seat at place (0 at the
// bottom, the others clockwise: Table.place).
func seatCenter(place, players int) (x, y float64) {
	if place == 0 {
		return widget.ScreenW / 2, handY
	}
	s := slots[slotsFor[players-1][place-1]]
	return s[0], s[1]
}

// seatPose is where a card flies to (face down, small) when the seat at
// place takes it.
func seatPose(place, players int) widget.Pose {
	x, y := seatCenter(place, players)
	return widget.Pose{X: x, Y: y + 22, Scale: 0.3}
}

func deckPose() widget.Pose { return widget.Pose{X: deckX, Y: deckY, Scale: deckScale} }

// fieldPose places field card i of n in rows of up to cols cards; a big
// field packs its cards closer rather than leaving the table, and its
// rows close up, each showing the corners of the one behind, so the last
// ends by bottom (the choices' band: cardTable.zone).
func fieldPose(i, n int, bottom float64) widget.Pose {
	cols := max(10, (n+2)/3)
	gap := min(66.0, (fieldRight-fieldLeft-60)/float64(cols-1))
	row, col := i/cols, i%cols
	rowGap := fieldRowGap
	if rows := (n + cols - 1) / cols; rows > 1 {
		rowGap = min(rowGap, (bottom-fieldTop-assets.CardH*fieldScale/2)/float64(rows-1))
	}
	// Rows are centred on the table, so a small field sits in the middle.
	x0 := (fieldLeft+fieldRight)/2 - float64(min(n, cols)-1)*gap/2
	return widget.Pose{X: x0 + float64(col)*gap, Y: fieldTop + float64(row)*rowGap, Scale: fieldScale, FaceUp: true}
}

// handPose fans card i of n at the bottom, zoom times the standard size
// (Settings.CardZoom): the fan keeps its bottom edge and grows upward.
func handPose(i, n int, zoom float64) widget.Pose {
	gap := 72.0
	if n > 1 {
		// At most as wide as six standard cards: larger cards overlap more
		// and the fan stays clear of the key hints at the bottom left.
		gap = min(gap, 690/float64(n-1), (fanWidth-assets.CardW*handScale*zoom)/float64(n-1))
	}
	x := widget.ScreenW/2 - float64(n-1)*gap/2 + float64(i)*gap
	t := 0.0
	if n > 1 {
		t = float64(i)/float64(n-1) - 0.5
	}
	y := handY - assets.CardH*handScale*(zoom-1)/2
	return widget.Pose{X: x, Y: y + t*t*30, Rot: t * 0.14, Scale: handScale * zoom, FaceUp: true}
}

// cardTable holds a sprite per card and the backs flying to or from the
// other seats. It knows where cards are shown, never the rules.
type cardTable struct {
	deck    cards.Deck
	sprites [64]*widget.Sprite
	leaving cards.Set        // sprites to hide once they land (taken out of sight)
	flyers  []*widget.Sprite // card backs in flight, dropped when they land
	hand    []cards.Card     // seat 0's display order
	field   []cards.Card     // the field's display order: old cards keep their place
	z       int
	all     []*widget.Sprite // draw order scratch
	zoom    float64          // seat 0's card size (see setZoom)
}

func newCardTable(d cards.Deck) *cardTable {
	t := &cardTable{deck: d, zoom: 1}
	for _, c := range d.Cards() {
		s := widget.NewSprite(nil, deckPose())
		s.ID = int(c)
		s.Hidden = true
		t.sprites[c] = s
	}
	return t
}

func (t *cardTable) sprite(c cards.Card) *widget.Sprite { return t.sprites[c] }

func (t *cardTable) busy() bool {
	for _, c := range t.deck.Cards() {
		if s := t.sprites[c]; !s.Hidden && s.Moving() {
			return true
		}
	}
	return len(t.flyers) > 0
}

func (t *cardTable) update(dt float64) {
	for _, c := range t.deck.Cards() {
		s := t.sprites[c]
		s.Update(dt)
		if t.leaving.Has(c) && !s.Moving() {
			s.Hidden = true
			t.leaving = t.leaving.Without(c)
		}
	}
	kept := t.flyers[:0]
	for _, f := range t.flyers {
		f.Update(dt)
		if f.Moving() {
			kept = append(kept, f)
		}
	}
	t.flyers = kept
}

func (t *cardTable) raise(s *widget.Sprite) {
	t.z++
	s.Z = 5000 + t.z
}

// fly sends a card back between two places (a card nobody at seat 0 may see).
func (t *cardTable) fly(from, to widget.Pose, frames, delay float64) {
	s := widget.NewSprite(nil, from)
	t.raise(s)
	s.MoveTo(to, frames, delay)
	t.flyers = append(t.flyers, s)
}

// deal hides every card at the deck and deals round d: its cards to each
// seat in the round (backs to the others, seat 0's face up), then the
// field it shows (a resumed round's; a fresh deal's is laid out next).
func (t *cardTable) deal(tb *Table, d dealing) {
	for _, c := range t.deck.Cards() {
		s := t.sprites[c]
		s.Hidden = true
		s.Place(deckPose())
		s.Highlight, s.Hover, s.Dimmed = false, false, false
	}
	t.leaving, t.hand, t.field = 0, nil, nil
	n := tb.cfg.Players
	delay := 0.0
	own := sortHand(d.hand)
	rounds := spellcraft.HandSize
	for _, k := range d.sizes {
		rounds = max(rounds, k)
	}
	for round := range rounds {
		for j := range n {
			seat := (d.dealer + 1 + j) % n
			if !d.in.Has(seat) {
				continue
			}
			if seat != tb.me || !tb.seesMe() {
				if round < d.sizes[seat] {
					t.fly(deckPose(), seatPose(tb.place(seat), n), tb.dt(flight), tb.dt(delay))
				}
			} else if round < len(own) {
				s := t.sprites[own[round]]
				s.Hidden = false
				t.raise(s)
				s.MoveTo(handPose(round, len(own), t.zoom), tb.dt(flight), tb.dt(delay))
			}
			delay += dealGap
		}
	}
	t.hand = own
	t.layoutField(tb, d.field, delay)
	t.settleZ()
	if d.instant {
		// A decision taken back: the cards are where they were a moment
		// ago, so they are there at once rather than dealt again.
		t.flyers = nil
		for _, c := range t.deck.Cards() {
			if s := t.sprites[c]; !s.Hidden {
				s.Place(s.Target())
			}
		}
	}
}

// gather sends every shown card back to the deck, face down.
func (t *cardTable) gather(tb *Table) {
	for _, c := range t.deck.Cards() {
		s := t.sprites[c]
		if s.Hidden {
			continue
		}
		s.Highlight, s.Hover = false, false
		s.MoveTo(deckPose(), tb.dt(18), 0)
		t.leaving = t.leaving.With(c)
	}
}

// move shows seat's action a: the cards it moved fly, then seat 0's hand
// and the field settle into hand and field.
func (t *cardTable) move(tb *Table, seat int, a spellcraft.Action, hand, field cards.Set) {
	n := tb.cfg.Players
	from := deckPose()
	unseen := seat != tb.me || !tb.seesMe() // the seat's hand shows face down
	if unseen && a.Kind == spellcraft.KindExchange {
		// The two cards come out of the seat's hand, face down, and turn
		// over on their way to the field.
		for _, c := range a.Out {
			s := t.sprites[c]
			s.Place(seatPose(tb.place(seat), n))
			s.Hidden = false
			t.leaving = t.leaving.Without(c)
		}
	}
	if unseen && (a.Kind == spellcraft.KindTake || a.Kind == spellcraft.KindExchange) {
		if a.Card == cards.None {
			t.fly(deckPose(), seatPose(tb.place(seat), n), tb.dt(flight), 0)
		} else {
			s := t.sprites[a.Card]
			t.raise(s)
			s.Highlight, s.Hover = false, false
			s.MoveTo(seatPose(tb.place(seat), n), tb.dt(flight), 0)
			t.leaving = t.leaving.With(a.Card)
		}
	}
	// Cards shown now that were not: from the deck (a draw, the field's
	// lay-out).
	for _, c := range (hand | field).Cards() {
		s := t.sprites[c]
		if s.Hidden {
			s.Place(from)
			s.Hidden = false
		}
		t.leaving = t.leaving.Without(c)
	}
	// Cards no longer shown that nobody was seen taking: discarded (SC3).
	for _, c := range t.deck.Cards() {
		s := t.sprites[c]
		if !s.Hidden && !(hand | field).Has(c) && !t.leaving.Has(c) {
			s.MoveTo(deckPose(), tb.dt(flight), 0)
			t.leaving = t.leaving.With(c)
		}
	}
	t.hand = sortHand(hand)
	t.layoutField(tb, field, 0)
	t.layoutHand(tb, nil)
	t.settleZ()
}

// layoutField keeps old field cards in their places and adds new ones at
// the end, one after another.
func (t *cardTable) layoutField(tb *Table, field cards.Set, delay float64) {
	kept := t.field[:0]
	for _, c := range t.field {
		if field.Has(c) {
			kept = append(kept, c)
		}
	}
	t.field = kept
	for _, c := range field.Cards() {
		if !slices.Contains(t.field, c) {
			t.field = append(t.field, c)
		}
	}
	for i, c := range t.field {
		s := t.sprites[c]
		if s.Hidden {
			s.Place(deckPose())
			s.Hidden = false
		}
		p := fieldPose(i, len(t.field), t.zone().prompt-4)
		if s.Target() != p {
			t.raise(s)
			s.MoveTo(p, tb.dt(flight), tb.dt(delay))
			delay += dealGap
		}
	}
}

// layoutHand fans seat 0's hand, lifting the cards in sel.
func (t *cardTable) layoutHand(tb *Table, sel []cards.Card) {
	for i, c := range t.hand {
		s := t.sprites[c]
		p := handPose(i, len(t.hand), t.zoom)
		if slices.Contains(sel, c) {
			p.Y -= handLift
		}
		if s.Target() != p {
			s.MoveTo(p, tb.dt(14), 0)
		}
	}
}

// setZoom sets the size of seat 0's cards (Settings.CardZoom) and fans
// the hand anew, keeping the cards chosen for an exchange lifted; the
// choices' band moves with the hand's top, and the field's rows with it.
func (t *cardTable) setZoom(tb *Table, zoom float64) {
	if zoom == t.zoom {
		return
	}
	t.zoom = zoom
	t.layoutHand(tb, tb.turn.selected)
	t.layoutField(tb, cards.SetOf(t.field...), 0)
	t.settleZ()
}

// handTop is the top of seat 0's hand: it grows upward with the card size.
func (t *cardTable) handTop() float64 { return handY - assets.CardH*handScale*(t.zoom-0.5) }

// The choices' band, between the field and seat 0's hand, holds from the
// bottom up a slot for a message or the hint (two lines), the row of
// choice buttons and the prompt. It is laid out up from the hand's top,
// clear of a card raised for an exchange, so it covers no card at any
// card size.
const (
	noteH, buttonH, promptH = 46.0, 40.0, 24.0
	bandGap                 = 6.0
)

// zone is the band's rows: the top of each.
type zone struct{ prompt, buttons, note float64 }

func (t *cardTable) zone() zone {
	note := t.handTop() - handLift - 8 - noteH
	buttons := note - bandGap - buttonH
	return zone{prompt: buttons - bandGap - promptH, buttons: buttons, note: note}
}

// trumpPose is where seat 0's trump card shows: at the hand's size, right
// of the widest fan and left of seat 0's panel, level with the hand.
func (t *cardTable) trumpPose() widget.Pose {
	p := handPose(0, 1, t.zoom)
	p.X = trumpX
	return p
}

// settleZ draws the field under the hand, each in display order.
func (t *cardTable) settleZ() {
	for i, c := range t.field {
		t.sprites[c].Z = 100 + i
	}
	for i, c := range t.hand {
		t.sprites[c].Z = 1000 + i
	}
}

// draw draws the sprites in Z order.
func (t *cardTable) draw(c *widget.Canvas, art *assets.Art) {
	t.all = t.all[:0]
	for _, cd := range t.deck.Cards() {
		s := t.sprites[cd]
		if !s.Hidden {
			s.Face = art.Face(cards.Standard54, cd)
			t.all = append(t.all, s)
		}
	}
	slices.SortStableFunc(t.all, func(a, b *widget.Sprite) int { return a.Z - b.Z })
	for _, s := range t.all {
		s.Draw(c, art)
	}
	for _, f := range t.flyers {
		f.Draw(c, art)
	}
}

// handAt returns seat 0's card under (x, y), the topmost first.
func (t *cardTable) handAt(x, y float64) cards.Card {
	for i := len(t.hand) - 1; i >= 0; i-- {
		if t.sprites[t.hand[i]].Contains(x, y, assets.CardW, assets.CardH) {
			return t.hand[i]
		}
	}
	return cards.None
}

// fieldAt returns the field card under (x, y), or cards.None.
func (t *cardTable) fieldAt(x, y float64) cards.Card {
	for i := len(t.field) - 1; i >= 0; i-- {
		if t.sprites[t.field[i]].Contains(x, y, assets.CardW, assets.CardH) {
			return t.field[i]
		}
	}
	return cards.None
}

// deckAt reports whether (x, y) is on the deck.
func deckAt(x, y float64) bool {
	return math.Abs(x-deckX) <= assets.CardW*deckScale/2+4 && math.Abs(y-deckY) <= assets.CardH*deckScale/2+4
}

// sortHand orders a hand by suit, then rank, jokers last, so a suit's run
// reads left to right.
func sortHand(s cards.Set) []cards.Card {
	cs := s.Cards()
	key := func(c cards.Card) int {
		if c.IsJoker() {
			return 1000 + int(c)
		}
		r := int(c.Rank())
		if r == 1 {
			r = 14 // the ace is the highest card (SC1)
		}
		return int(c.Suit())*20 + r
	}
	slices.SortFunc(cs, func(a, b cards.Card) int { return key(a) - key(b) })
	return cs
}
