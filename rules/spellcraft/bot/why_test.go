package bot

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/plain"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
)

// wordsFor is the adviser's wording for seat 0 of a view in phase with
// hand, named as a table names its seats.
func wordsFor(phase spellcraft.Phase, hand cards.Set) words {
	v := &spellcraft.View{Phase: phase, Hand: hand, Trump: cards.None, Knocker: -1, DeckSize: 20}
	v.InRound[0], v.InRound[1] = true, true
	return words{v: v, Seats: plain.Seats{Me: 0, Names: []string{"Ann", "Wren"}}}
}

var (
	h2, h5, h9   = cards.New(cards.Hearts, 2), cards.New(cards.Hearts, 5), cards.New(cards.Hearts, 9)
	c3, s4, hK   = cards.New(cards.Clubs, 3), cards.New(cards.Spades, 4), cards.New(cards.Hearts, cards.King)
	d7, cQ       = cards.New(cards.Diamonds, 7), cards.New(cards.Clubs, cards.Queen)
	fiveHearts   = cards.SetOf(h2, h5, h9, c3, s4)
	swapForKing  = spellcraft.Exchange(c3, s4, hK)
	swapForSeven = spellcraft.Exchange(c3, s4, d7)
)

// TestExchangeReasonNamesItsGain: an exchange's chance of the best hand is
// compared with keeping the hand; when both round to the same figure the
// reason says so instead of "from 12% to 12%", and names what changes.
func TestExchangeReasonNamesItsGain(t *testing.T) {
	w := wordsFor(spellcraft.PhaseExchange, fiveHearts)
	legal := []spellcraft.Action{spellcraft.Pass, swapForKing}
	why := w.why(legal, &decision{best: 1, share: []float64{0.12, 0.123}, values: []float64{1, 1.1}})
	assert.Equal(t, "Your hand goes from 12 to 14 points in Hearts; its chance of the best hand after this turn's picks stays about 12%, so keeping your hand would do about as well.", why)
	why = w.why(legal, &decision{best: 1, share: []float64{0.12, 0.2}, values: []float64{1, 2}})
	assert.Equal(t, "Your hand goes from 12 to 14 points in Hearts; its chance of the best hand after this turn's picks goes from 12% to 20%.", why)
	// The same points in another suit's place: no "from 12 to 12".
	why = w.why([]spellcraft.Action{spellcraft.Pass, swapForSeven}, &decision{best: 1, share: []float64{0.3, 0.35}, values: []float64{1, 2}})
	assert.Equal(t, "Your hand keeps its 12 points in Hearts; its chance of the best hand after this turn's picks goes from 30% to 35%.", why)
	why = w.why([]spellcraft.Action{spellcraft.Pass, spellcraft.Exchange(c3, s4, cards.None)}, &decision{best: 1, share: []float64{0.3, 0.302}, values: []float64{1, 1}})
	assert.Contains(t, why, "stays about 30%, so keeping your hand would do about as well.")
	assert.NotContains(t, why, "from 30% to 30%")
}

// TestKnockReasonSaysWhenBothAreWorthTheSame: a knock and playing on worth
// the same chips are said to be, not "+1.2 against +1.2".
func TestKnockReasonSaysWhenBothAreWorthTheSame(t *testing.T) {
	w := wordsFor(spellcraft.PhaseKnock, fiveHearts)
	legal := []spellcraft.Action{spellcraft.Knock, spellcraft.Pass}
	why := w.why(legal, &decision{best: 1, share: []float64{0.4, 0.4}, values: []float64{1.21, 1.18}})
	assert.Equal(t, "Your 12 points are the best hand in about 40% of the deals Hard tried once the others take a card: a knock now and playing on are both worth about +1.2 chips.", why)
	why = w.why(legal, &decision{best: 0, share: []float64{0.7, 0.7}, values: []float64{3, 1.5}})
	assert.Contains(t, why, "a showdown now is worth about +3.0 chips, against +1.5 if you play on.")
}

// TestTakeReasonNamesEqualChoices: other takes that leave the same chance
// are named, so a choice between equals reads as one.
func TestTakeReasonNamesEqualChoices(t *testing.T) {
	w := wordsFor(spellcraft.PhasePick, fiveHearts)
	w.v.Field = cards.SetOf(hK, d7)
	legal := []spellcraft.Action{spellcraft.Draw, spellcraft.Take(d7), spellcraft.Take(hK)}
	why := w.why(legal, &decision{best: 2, share: []float64{0.3, 0.1, 0.3}, values: []float64{1, 0.3, 1}})
	assert.Equal(t, "It adds 2 points (your hand scores 14 in Hearts); best hand in about 30% of the deals Hard tried after this turn's picks. Drawing from the deck does about as well.", why)
	why = w.why(legal, &decision{best: 1, share: []float64{0.3, 0.3, 0.3}, values: []float64{1, 1, 1}})
	assert.Equal(t, "It adds nothing to your 12 points; best hand in about 30% of the deals Hard tried after this turn's picks. Drawing from the deck or taking K♥ does about as well.", why)
	why = w.why(legal, &decision{best: 1, share: []float64{0.2, 0.3, 0.1}, values: []float64{1, 1.5, 0.5}})
	assert.Equal(t, "It adds nothing to your 12 points, but it keeps yours the best hand most often: best hand in about 30% of the deals Hard tried after this turn's picks.", why)
	w.v.Field = cards.SetOf(cards.BlackJoker, cQ)
	legal = []spellcraft.Action{spellcraft.Take(cQ), spellcraft.Take(cards.BlackJoker)}
	why = w.why(legal, &decision{best: 0, share: []float64{0.5, 0.5}, values: []float64{1, 1}})
	assert.Contains(t, why, "Taking the black joker does about as well.")
}

// TestBidReasonWithEqualChances: taking first that changes nothing says
// so once, not "12%, against 12%".
func TestBidReasonWithEqualChances(t *testing.T) {
	w := wordsFor(spellcraft.PhaseBid, fiveHearts)
	legal := []spellcraft.Action{spellcraft.Bid(1), spellcraft.Bid(2)}
	why := w.why(legal, &decision{best: 0, first: 0.121, later: 0.118, prize: 3, card: spellcraft.Take(hK), values: []float64{0, -1}})
	assert.Equal(t, "Taking first is worth little here (0.0 chips): your hand is the best in about 12% of the deals Hard tried whether you take the K♥ first or later, so a higher bid would not pay.", why)
}
