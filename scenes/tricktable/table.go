// Package tricktable draws a three-seat trick-taking table: the local
// player's fanned hand at the bottom (seat 0, G1), the opponents' backs left
// (seat 1) and right (seat 2), the trick in the middle and each seat's won
// tricks as separate small piles. Every card is a sprite that moves with
// tweens: dealt from the dealer, played to the trick, collected to the
// winner. It knows cards and seats, never the rules of a particular game.
package tricktable

import (
	"slices"

	"parlor/assets"
	"parlor/rules/cards"
	"parlor/scenes/widget"
)

// Seats is the number of seats at the table.
const Seats = 3

// Timing in ticks at normal animation speed.
const (
	DealGap    = 2.5
	DealFlight = 22.0
	PlayFlight = 16.0
	// CollectHold is how long a finished trick stays in view, its winner
	// named, before it is gathered: long enough to read three cards and a
	// name (1 s at normal speed; the animation-speed setting scales it, as
	// it scales every tick here).
	CollectHold = 60.0
	Collect     = 20.0
)

// Table holds every card's sprite and where each card is.
type Table struct {
	deck    cards.Deck
	sprites [64]*widget.Sprite
	order   []*widget.Sprite // draw order, bottom first
	z       int

	hands  [Seats][]cards.Card   // display order
	trick  [Seats]cards.Card     // current trick by seat (None = empty)
	piles  [Seats][][]cards.Card // tricks won this hand, each its cards as gathered
	hidden []cards.Card
	open   [Seats]bool // the hands shown face up: seat 0's, and any the screen sees

	legal    cards.Set
	focus    int  // index into hands[0] for keyboard play
	keyboard bool // focus was last moved by keys: show it
	hover    cards.Card
	dealer   int
	faded    cards.Set // collected cards that do not count (see CollectFaded)
	lifted   cards.Set // seat 0's cards raised out of the fan (see LiftLegal)

	names    [Seats]string     // seats' names, for the trick's winner (SetNames)
	won      int               // the winner of the trick in view, -1 while it is open
	last     [Seats]cards.Card // the last finished trick of this hand by seat (see LastTrick)
	lastWon  int               // its winner, -1 when no trick has finished this hand
	hint     cards.Card        // the card a hint suggests (see SetHint), None when none
	settling float64           // ticks until the hover lift of a card has eased (see Still)
	zoom     float64           // seat 0's card size (see SetCardZoom)
	// me is the seat drawn at the bottom, face up: the person's (G1 puts
	// them at seat 0; at a table online they may sit anywhere). The
	// others follow clockwise, left then right.
	me int
}

// SetBottom draws seat at the bottom, the others following clockwise.
func (t *Table) SetBottom(seat int) {
	if seat >= 0 && seat < Seats {
		t.me = seat
	}
}

// Bottom returns the seat drawn at the bottom.
func (t *Table) Bottom() int { return t.me }

// place is where seat sits on the screen: 0 at the bottom, 1 on the left,
// 2 on the right.
func (t *Table) place(seat int) int { return (seat - t.me + Seats) % Seats }

// New returns an empty table for deck d.
func New(d cards.Deck) *Table {
	t := &Table{deck: d, dealer: 0, won: -1, lastWon: -1, names: [Seats]string{"You", "West", "East"}, zoom: 1}
	for _, c := range d.Cards() {
		s := widget.NewSprite(nil, deckPose(0))
		s.ID = int(c)
		s.Hidden = true
		t.sprites[c] = s
		t.order = append(t.order, s)
	}
	return t
}

func (t *Table) raise(s *widget.Sprite) {
	t.z++
	s.Z = t.z
}

// Deal animates a new hand from the dealer. The table shows only what its
// screen may know: the hands it sees (hands[seat], face up; seat 0's is
// the person's), how many cards each other seat holds and how many lie
// undealt. Those hands and the undealt pile are filled with the other
// cards in an arbitrary order, face down; when such a seat plays a card
// the table swaps identities so the right face turns up (see Play). Every
// card starts at the dealer's pile, so nothing teleports into a hand.
func (t *Table) Deal(dealer int, hands [Seats]cards.Set, sizes [Seats]int, undealt int, dt func(float64) float64) {
	t.dealer = dealer
	t.trick = [Seats]cards.Card{}
	t.piles = [Seats][][]cards.Card{}
	t.faded = 0
	t.lifted = 0
	t.focus = 0
	t.won, t.lastWon, t.hint = -1, -1, cards.None
	for _, s := range t.order {
		s.Hidden = true
		s.Place(deckPose(t.place(dealer)))
		s.Highlight, s.Dimmed, s.Hover = false, false, false
	}
	known := hands[0] | hands[1] | hands[2]
	unknown := (t.deck.Set() &^ known).Cards()
	for seat := range Seats {
		// A hand shows face up only when this screen sees its cards: a
		// spectator's bottom seat is a fan of backs like the others.
		t.open[seat] = hands[seat] != 0
		if t.open[seat] {
			t.hands[seat] = sortHand(hands[seat])
			continue
		}
		n := min(sizes[seat], len(unknown))
		t.hands[seat] = append([]cards.Card(nil), unknown[:n]...)
		unknown = unknown[n:]
	}
	t.hidden = append([]cards.Card(nil), unknown[:min(undealt, len(unknown))]...)
	t.dealAround(dealer, dt)
}

// dealAround sends the cards out one at a time around the table,
// clockwise from the dealer's left, then the undealt ones to their place.
func (t *Table) dealAround(dealer int, dt func(float64) float64) {
	delay := 0.0
	maxLen := 0
	for seat := range Seats {
		maxLen = max(maxLen, len(t.hands[seat]))
	}
	for round := range maxLen {
		for j := range Seats {
			seat := (dealer + 1 + j) % Seats
			h := t.hands[seat]
			if round >= len(h) {
				continue
			}
			s := t.sprites[h[round]]
			s.Hidden = false
			t.raise(s)
			s.MoveTo(t.handPose(seat, round, len(h)), dt(DealFlight), dt(delay))
			delay += DealGap
		}
	}
	for i, c := range t.hidden {
		s := t.sprites[c]
		s.Hidden = false
		t.raise(s)
		s.MoveTo(HiddenPose(i), dt(DealFlight), dt(delay))
		delay += DealGap
	}
}

// handPose places card i of n in seat's hand, face up when the table
// shows that hand.
func (t *Table) handPose(seat, i, n int) widget.Pose {
	p := handPose(t.place(seat), i, n, t.zoom)
	p.FaceUp = t.open[seat]
	return p
}

// claim makes seat's displayed hand hold c before c is played: if c is
// shown as a back elsewhere (another opponent's hand or the undealt pile),
// it trades places with one of seat's backs. Both are face down, so the
// swap is invisible; the table never needed to know where c really was.
func (t *Table) claim(seat int, c cards.Card) {
	if slices.Contains(t.hands[seat], c) || len(t.hands[seat]) == 0 || t.open[seat] {
		return
	}
	h := t.hands[seat]
	y := h[len(h)-1]
	swapIn := func(list []cards.Card) bool {
		if i := slices.Index(list, c); i >= 0 {
			list[i] = y
			return true
		}
		return false
	}
	found := false
	for other := 0; other < Seats && !found; other++ {
		if other != seat && !t.open[other] {
			found = swapIn(t.hands[other])
		}
	}
	if !found {
		found = swapIn(t.hidden)
	}
	if !found {
		return
	}
	h[len(h)-1] = c
	sc, sy := t.sprites[c], t.sprites[y]
	pc, py := sc.Target(), sy.Target()
	zc, zy := sc.Z, sy.Z
	sc.Place(py)
	sy.Place(pc)
	sc.Z, sy.Z = zy, zc
	sc.Hidden, sy.Hidden = false, false
}

// sortHand orders a hand by suit (alternating colours) then rank.
func sortHand(s cards.Set) []cards.Card {
	cs := s.Cards()
	suitOrder := map[cards.Suit]int{cards.Spades: 0, cards.Hearts: 1, cards.Clubs: 2, cards.Diamonds: 3}
	slices.SortFunc(cs, func(a, b cards.Card) int {
		if d := suitOrder[a.Suit()] - suitOrder[b.Suit()]; d != 0 {
			return d
		}
		return int(a.Rank()) - int(b.Rank())
	})
	return cs
}

// Relayout moves every hand card to its place (after a play shortens a hand).
func (t *Table) Relayout(dt func(float64) float64) {
	for seat := range Seats {
		h := t.hands[seat]
		for i, c := range h {
			s := t.sprites[c]
			s.Z = 1000 + i // hands draw above piles, in fan order
			if seat == t.me {
				s.Z = 2000 + i
			}
			p := t.handPose(seat, i, len(h))
			if seat == t.me && t.lifted.Has(c) {
				p.Y -= LiftBy
			}
			s.MoveTo(p, dt(12), 0)
		}
	}
	if t.focus >= len(t.hands[t.me]) {
		t.focus = max(0, len(t.hands[t.me])-1)
	}
}

// Play moves c from seat's hand to the trick, face up.
func (t *Table) Play(seat int, c cards.Card, dt func(float64) float64) {
	if seat == t.me {
		t.lifted = 0 // the turn is over: the fan settles back
		t.hint = cards.None
	}
	t.claim(seat, c)
	h := t.hands[seat]
	if i := slices.Index(h, c); i >= 0 {
		t.hands[seat] = slices.Delete(h, i, i+1)
	}
	s := t.sprites[c]
	s.Hidden = false
	t.raise(s)
	s.Z += 3000
	s.MoveTo(t.trickPose(seat), dt(PlayFlight), 0)
	t.trick[seat] = c
	t.Relayout(dt)
}

// Collect sends the trick to winner's pile, face down.
func (t *Table) Collect(winner int, dt func(float64) float64) {
	var pile []cards.Card
	for seat := range Seats {
		c := t.trick[seat]
		if c == cards.None {
			continue
		}
		s := t.sprites[c]
		t.raise(s)
		k := len(pile)
		s.MoveTo(t.pilePose(winner, len(t.piles[winner]), k), dt(Collect), dt(float64(k)*2))
		pile = append(pile, c)
	}
	t.piles[winner] = append(t.piles[winner], pile)
	t.trick = [Seats]cards.Card{}
	t.won = -1
}

// RevealHidden turns the undealt cards face up (end-of-hand summary, SR3).
func (t *Table) RevealHidden(dt func(float64) float64) {
	for i, c := range t.hidden {
		p := HiddenPose(i)
		p.FaceUp = true
		p.Scale = 0.7
		p.X = centerX - 75 + float64(i)*50
		t.sprites[c].MoveTo(p, dt(18), dt(float64(i)*4))
	}
}

// Piles returns the number of tricks each seat has won this hand.
func (t *Table) Piles() [Seats]int {
	var n [Seats]int
	for seat, p := range t.piles {
		n[seat] = len(p)
	}
	return n
}

// Hand returns seat's cards as displayed.
func (t *Table) Hand(seat int) []cards.Card { return t.hands[seat] }

// SetLegal marks which of seat 0's cards may be played now (empty: none),
// and keeps the keyboard focus on one of them.
func (t *Table) SetLegal(s cards.Set) {
	t.legal = s
	if s.Empty() {
		t.hint = cards.None
	}
	t.keepFocusLegal()
}

// liftTicks is how long a card's hover lift takes to ease (widget.Sprite
// starts it over 6 ticks), with a tick to spare.
const liftTicks = 7

// Still reports whether nothing on the table moves: no card flies and no
// hovered card is still rising or settling.
func (t *Table) Still() bool { return t.settling <= 0 && !t.Busy() }

// Busy reports whether any card is still moving.
func (t *Table) Busy() bool {
	for _, s := range t.order {
		if s.Moving() {
			return true
		}
	}
	return false
}

// Update advances the sprites, sets faces from art and the hover lift from
// the cursor. mouseMoved hands focus back to the mouse.
func (t *Table) Update(art *assets.Art, mx, my float64, mouseMoved bool, dt float64) {
	if mouseMoved {
		t.keyboard = false
	}
	t.hover = t.CardAt(mx, my)
	// The pointer takes the focus only onto a card that may be played: a
	// card merely passed over must not become what Enter plays.
	if !t.keyboard && t.hover != cards.None && (t.legal.Empty() || t.legal.Has(t.hover)) {
		if i := slices.Index(t.hands[t.me], t.hover); i >= 0 {
			t.focus = i
		}
	}
	t.keepFocusLegal()
	t.settling = max(0, t.settling-dt)
	own := cards.SetOf(t.hands[t.me]...)
	focused := t.Focused()
	for _, s := range t.order {
		c := cards.Card(s.ID)
		s.Face = art.Face(t.deck, c)
		inHand := own.Has(c)
		hover := inHand && c == focused && (t.keyboard || c == t.hover) && (t.legal.Empty() || t.legal.Has(c))
		if hover != s.Hover {
			t.settling = liftTicks // the sprite's lift eases over this many ticks
		}
		s.Hover = hover
		s.Highlight = inHand && t.legal.Has(c) && (c == focused || c == t.hint)
		s.Dimmed = inHand && !t.legal.Empty() && !t.legal.Has(c) || t.faded.Has(c)
		s.Update(dt)
	}
	slices.SortStableFunc(t.order, func(a, b *widget.Sprite) int { return a.Z - b.Z })
}

// Draw draws every card in z order.
func (t *Table) Draw(c *widget.Canvas, art *assets.Art) {
	for _, s := range t.order {
		s.Draw(c, art)
	}
	t.drawCounts(c)
	t.drawMarks(c)
}

// Sprite returns card c's sprite (for tests and hit areas).
func (t *Table) Sprite(c cards.Card) *widget.Sprite { return t.sprites[c&63] }

// Legal returns the cards marked playable.
func (t *Table) Legal() cards.Set { return t.legal }
