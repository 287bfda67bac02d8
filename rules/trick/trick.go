// Package trick is the pure trick-taking core shared by Speed Run and
// Stepping Stones: card rankings (high or low, Slalom, Bell Curve), trump,
// follow rules (standard, Must Beat, May Trump), legal plays and the trick
// winner.
//
// Legal and Winner sit on every playout's hot path, so they work on
// cards.Set bit operations and fixed arrays and never allocate.
//
// Ranking directions do not depend on the deck's top rank: "top high" is
// 10 High on the 1-10 deck and 9 High on the 1-9 deck, and "1 high" is the
// reverse, so one Rules value serves both games.
package trick

import (
	"fmt"

	"parlor/rules/cards"
)

// MaxPlayers is the largest table a Trick holds.
const MaxPlayers = 4

// Direction says which end of the ranks is strongest in one trick.
type Direction uint8

// The two directions. The zero Direction is TopHigh.
const (
	TopHigh Direction = iota // 10 High (1-10 deck), 9 High (1-9 deck)
	OneHigh                  // 1 High: 1 beats 2 beats 3 ...
)

// Flip returns the other direction.
func (d Direction) Flip() Direction { return d ^ 1 }

// String returns "top high" or "1 high".
func (d Direction) String() string {
	if d == OneHigh {
		return "1 high"
	}
	return "top high"
}

// Pattern says how the direction changes over the tricks of a hand.
type Pattern uint8

// The ranking patterns. The zero Pattern is Fixed.
const (
	Fixed     Pattern = iota // one direction for the whole hand
	Slalom                   // switches after every trick
	BellCurve                // switches after tricks 4 and 8 (SR2)
)

// String names the pattern.
func (p Pattern) String() string {
	switch p {
	case Fixed:
		return "fixed"
	case Slalom:
		return "slalom"
	case BellCurve:
		return "bell curve"
	}
	return fmt.Sprintf("Pattern(%d)", uint8(p))
}

// Ranking is a hand's card ranking: a pattern and the direction of the
// first trick (for Fixed, of every trick). The zero Ranking is top high for
// the whole hand.
type Ranking struct {
	Pattern Pattern   // Fixed, Slalom or BellCurve
	Start   Direction // direction of trick 1 (Fixed: of every trick)
}

// At returns the direction of trick n (0-based) of the hand.
func (r Ranking) At(n int) Direction {
	switch r.Pattern {
	case Slalom:
		return r.Start ^ Direction(n&1)
	case BellCurve:
		// Tricks 1-4 and 9-12 keep the starting direction, 5-8 flip it.
		if n >= 4 && n < 8 {
			return r.Start.Flip()
		}
	}
	return r.Start
}

// Trump is the hand's trump suit or NoTrump. The zero Trump is NoTrump, so
// a zero Rules is a plain no-trump hand.
type Trump uint8

// NoTrump means no suit is trump.
const NoTrump Trump = 0

// TrumpOf returns the Trump for suit s.
func TrumpOf(s cards.Suit) Trump { return Trump(s&3) + 1 }

// Suit returns the trump suit and true, or false for NoTrump.
func (t Trump) Suit() (cards.Suit, bool) {
	if t == NoTrump || t > 4 {
		return 0, false
	}
	return cards.Suit(t - 1), true
}

// String returns the suit letter or "none".
func (t Trump) String() string {
	if s, ok := t.Suit(); ok {
		return s.String()
	}
	return "none"
}

// Follow is the rule a follower's card must obey.
type Follow uint8

// The follow rules. The zero Follow is Standard.
const (
	// Standard is must follow, may beat: a follower holding the led suit
	// plays it, any card of it; a void follower plays anything.
	Standard Follow = iota
	// MustBeat (SS7): a follower must play a led-suit card stronger than the
	// strongest card in the trick if they have one; else any led-suit card;
	// if void, any card.
	MustBeat
	// MayTrump (SS7): a follower may play trump while holding the led suit;
	// a trump lead must be followed.
	MayTrump
)

// String names the follow rule.
func (f Follow) String() string {
	switch f {
	case Standard:
		return "must follow, may beat"
	case MustBeat:
		return "must follow, must beat"
	case MayTrump:
		return "may trump"
	}
	return fmt.Sprintf("Follow(%d)", uint8(f))
}

// Rules fixes how the tricks of one hand are played. The zero Rules is no
// trump, top high, must follow / may beat.
type Rules struct {
	Trump   Trump   // trump suit or NoTrump
	Ranking Ranking // card ranking over the hand
	Follow  Follow  // what a follower must play
}

// Trick is one trick, in progress or complete. Cards[i] was played by seat
// (Leader+i) mod the number of players. It is a plain value: copying it
// copies the trick.
type Trick struct {
	Num    uint8                  // 0-based index of the trick in the hand; picks the direction
	Leader uint8                  // seat that led
	Count  uint8                  // cards played so far
	Cards  [MaxPlayers]cards.Card // in play order, the lead first
}

// Add plays c as the next card of the trick. It does not check legality;
// callers check with Rules.Legal first. A full trick is left unchanged.
func (t *Trick) Add(c cards.Card) {
	if int(t.Count) < MaxPlayers {
		t.Cards[t.Count] = c
		t.Count++
	}
}

// Led returns the led card, or cards.None before the lead.
func (t *Trick) Led() cards.Card {
	if t.Count == 0 {
		return cards.None
	}
	return t.Cards[0]
}

// Set returns the cards played to the trick so far.
func (t *Trick) Set() cards.Set {
	var s cards.Set
	for i := 0; i < int(t.Count); i++ {
		s = s.With(t.Cards[i])
	}
	return s
}

// Seat returns the seat that played card i of the trick at a table of
// players seats.
func (t *Trick) Seat(i, players int) int {
	if players <= 0 {
		return 0
	}
	return (int(t.Leader) + i) % players
}

// Played returns a new slice of the trick's cards in play order, the lead
// first (a trick event's cards, which outlive the trick).
func (t *Trick) Played() []cards.Card {
	return append([]cards.Card(nil), t.Cards[:t.Count]...)
}

// Current returns the trick being played from a hand's tricks so far: the
// last one, or before the first an empty trick that leader leads.
func Current(tricks []Trick, leader int) Trick {
	if n := len(tricks); n > 0 {
		return tricks[n-1]
	}
	return Trick{Leader: uint8(leader)}
}
