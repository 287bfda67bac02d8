package spit

import (
	"parlor/rules/cards"
	"parlor/rules/realtime"
)

// PileView is one stock slot as both players see it: face-down cards are
// counted, face-up cards shown (when more than one, they share a rank:
// only stacking, variation 4, puts a face-up card on another).
type PileView struct {
	Down int           // face-down cards at the bottom
	NUp  int           // face-up cards
	Up   [4]cards.Card // face-up cards, bottom first
}

// Size returns the number of cards in the slot.
func (p PileView) Size() int { return p.Down + p.NUp }

// Empty reports whether the slot is free.
func (p PileView) Empty() bool { return p.Down+p.NUp == 0 }

// Top returns the face-up top card, or false when the slot is empty or its
// top is face down.
func (p PileView) Top() (cards.Card, bool) {
	if p.NUp == 0 {
		return cards.None, false
	}
	return p.Up[p.NUp-1], true
}

// CentreView is a centre (spit) pile: its size and top card.
type CentreView struct {
	Size int
	Top  cards.Card // cards.None when empty
}

// PlayerView is one seat's side of the table.
type PlayerView struct {
	Stock    [MaxPiles]PileView
	Draw     int                  // cards in the draw pile (face down)
	Hand     [HandSize]cards.Card // short version; cards.None for an empty slot, and for the opponent's hidden cards
	HandSize int                  // short version: cards in hand
	Ready    bool                 // has pressed Spit
	Cards    int                  // all cards held: stock, draw pile, hand
}

// View is everything one seat may know (DESIGN: bots and the UI see only
// this). It holds no slices, so building one does not allocate.
type View struct {
	Seat        int
	Tick        int64
	Config      Config
	Phase       Phase
	Round       int
	Players     [2]PlayerView
	Centre      [2]CentreView // L, R
	Side        [2]int        // short version: spit cards left beside L and R
	Countdown   int           // SP3: ticks left in the 3-2-1 countdown; -1 when not running, 0 when a lone spitter must name the pile
	SinglePile  bool          // SP6: this round has a single centre pile
	RoundWinner int           // claim/choose phases: the round winner, NoSeat when shared
	Winner      int           // when over: the winner, NoSeat when shared
}

// CountdownSeconds returns the number to show (3, 2, 1), or 0 when no
// countdown runs.
func (v *View) CountdownSeconds() int {
	if v.Countdown <= 0 {
		return 0
	}
	return (v.Countdown + realtime.TicksPerSecond - 1) / realtime.TicksPerSecond
}

// View returns what seat may know: both players' face-up cards and pile
// sizes, its own hand; never a face-down card or the opponent's hand.
func (s *State) View(seat int) View {
	v := View{
		Seat: seat, Tick: s.Tick(), Config: s.cfg, Phase: s.phase, Round: s.round,
		Countdown: s.countdown, SinglePile: s.single, RoundWinner: s.roundWinner, Winner: s.winner,
	}
	for p := range 2 {
		pv := &v.Players[p]
		for i := range MaxPiles {
			pl := &s.stock[p][i]
			pv.Stock[i].Down = pl.down
			pv.Stock[i].NUp = copy(pv.Stock[i].Up[:], pl.cards[pl.down:])
		}
		pv.Draw = len(s.draw[p])
		for j, c := range s.hand[p] {
			if c != cards.None {
				pv.HandSize++
				if p == seat {
					pv.Hand[j] = c
				}
			}
		}
		pv.Ready = s.ready[p]
		pv.Cards = s.Cards(p)
		v.Centre[p] = CentreView{Size: len(s.spit[p])}
		if n := len(s.spit[p]); n > 0 {
			v.Centre[p].Top = s.spit[p][n-1]
		}
		v.Side[p] = len(s.side[p])
	}
	return v
}

// fits reports whether c may go on top (SP1: one rank up or down, A next to
// 2 and K; variation 2: the other colour).
func fits(c, top cards.Card, alt bool) bool {
	if c == cards.None || top == cards.None {
		return false
	}
	d := (int(c.Rank()) - int(top.Rank()) + 13) % 13
	return (d == 1 || d == 12) && (!alt || c.Red() != top.Red())
}

func (v *View) me() *PlayerView { return &v.Players[v.Seat] }

// playable reports whether c fits either centre pile.
func (v *View) playable(c cards.Card) bool {
	return fits(c, v.Centre[0].Top, v.Config.AlternateColours) || fits(c, v.Centre[1].Top, v.Config.AlternateColours)
}
