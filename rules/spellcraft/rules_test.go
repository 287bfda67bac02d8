package spellcraft_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var three = spellcraft.Config{Players: 3}

// The knock scenarios: three seats, dealer 0, everyone bids 1 on turns 1
// and 2 and takes the given field cards.
//
//	seat 0: H2 H3 H4 C5 D6 + C3, H8    hearts 4+3+8 = 15
//	seat 1: S9 S10 SJ C2 D3 + S2, S4   spades 5+3+10 = 18
//	seat 2: D9 DK C8 H6 S3 + D2, D4    diamonds 4+10 = 14
//
// C4 and C6 stay on the field for the knock takes, and add nothing.
var knockHands = []string{"H2 H3 H4 C5 D6", "S9 S10 SJ C2 D3", "D9 DK C8 H6 S3"}

const knockDeck = "C3 C4 D2 S2  H8 D4 S4 C6  C9 C10"

var (
	knockPicks1 = []string{"C3", "S2", "D2"}
	knockPicks2 = []string{"H8", "S4", "D4"}
)

// takeEach lets every seat to pick take its card from picks while the
// phase lasts.
func takeEach(t testing.TB, s *spellcraft.State, picks []string) {
	t.Helper()
	p := s.Phase()
	for s.Phase() == p {
		seat := s.ToMove()[0]
		apply(t, s, seat, "take "+picks[seat])
		checkInvariants(t, s)
	}
}

// toKnock rigs hands and deck and plays turns 1 and 2 up to the knock
// asking.
func toKnock(t testing.TB, hands []string, deck string, picks1, picks2 []string, stacks []int) *spellcraft.State {
	t.Helper()
	s := rigged(t, three, 0, hands, deck, stacks)
	bidAll(t, s, 1)
	takeEach(t, s, picks1)
	require.Equal(t, 2, s.Turn())
	passAll(t, s, spellcraft.PhaseExchange)
	bidAll(t, s, 1)
	takeEach(t, s, picks2)
	require.Equal(t, spellcraft.PhaseKnock, s.Phase())
	return s
}

func TestSC13_Config(t *testing.T) {
	assert.ErrorContains(t, spellcraft.Config{}.Check(), "SC13", "the zero Config names no players")
	for _, bad := range []spellcraft.Config{{Players: 1}, {Players: 9}, {Players: 3, Chips: 11}, {Players: 3, Chips: 101},
		{Players: 3, FixedDealer: true, Dealer: 3}} {
		assert.Error(t, bad.Check(), "%+v", bad)
	}
	for _, good := range []spellcraft.Config{{Players: 2}, {Players: 8}, {Players: 4, Chips: 12}, {Players: 4, Chips: 100}} {
		assert.NoError(t, good.Check(), "%+v", good)
	}
	_, err := spellcraft.New(spellcraft.Config{}, 1)
	assert.ErrorContains(t, err, "SC13")
	s := spellcraft.MustNew(spellcraft.Config{Players: 4}, 1)
	for i := range 4 {
		assert.Equal(t, spellcraft.DefaultChips, s.Stack(i), "20 chips each by default")
	}
	assert.Equal(t, 54, spellcraft.Config{Players: 4}.Deck().Size(), "jokers on by default")
	assert.Equal(t, 52, spellcraft.Config{Players: 4, NoJokers: true}.Deck().Size())
	assert.False(t, spellcraft.Config{Players: 4}.Trump, "trump off by default")
}

// TestSetup_Deal: five cards each, n+1 field cards (SC7), the rest in the
// deck; trump cards are distinct faces and aces (SC5).
func TestSetup_Deal(t *testing.T) {
	for n := spellcraft.MinPlayers; n <= spellcraft.MaxPlayers; n++ {
		for _, nj := range []bool{false, true} {
			cfg := spellcraft.Config{Players: n, NoJokers: nj, Trump: true}
			s := spellcraft.MustNew(cfg, uint64(n))
			require.Equal(t, spellcraft.PhaseBid, s.Phase())
			var trumps cards.Set
			for i := range n {
				assert.Equal(t, spellcraft.HandSize, s.Hand(i).Len())
				tr := s.TrumpCard(i)
				assert.Contains(t, spellcraft.TrumpCards, tr)
				assert.False(t, trumps.Has(tr), "trump cards are distinct")
				trumps = trumps.With(tr)
			}
			assert.Equal(t, n+1, s.Field().Len(), "one field card per player plus one")
			assert.Equal(t, cfg.Deck().Size()-5*n-(n+1), len(s.DeckCards()))
			checkInvariants(t, s)
		}
	}
}

// TestG2_SameSeedSameGame: same seed and same actions give the same game.
func TestG2_SameSeedSameGame(t *testing.T) {
	cfg := spellcraft.Config{Players: 5, Trump: true}
	a, stepsA := randomGame(t, cfg, 42, 30)
	b, stepsB := randomGame(t, cfg, 42, 30)
	assert.Equal(t, stepsA, stepsB)
	assert.Equal(t, *a, *b)
	c := spellcraft.MustNew(cfg, 43)
	d := spellcraft.MustNew(cfg, 42)
	assert.NotEqual(t, c.DeckCards(), d.DeckCards())
}

// TestSC12_G3_FirstDealerFromSeed: the first dealer is drawn from the seed;
// FixedDealer fixes it.
func TestSC12_G3_FirstDealerFromSeed(t *testing.T) {
	seen := map[int]bool{}
	for seed := range uint64(60) {
		s := spellcraft.MustNew(spellcraft.Config{Players: 4}, seed)
		seen[s.Dealer()] = true
		assert.Equal(t, s.Dealer(), s.Config().Dealer)
	}
	assert.Len(t, seen, 4)
	s := spellcraft.MustNew(spellcraft.Config{Players: 4, FixedDealer: true, Dealer: 2}, 0)
	assert.Equal(t, 2, s.Dealer())
}

// TestG1_ClockwiseIsTheNextSeatNumber: the exchanges and the knock asking
// go dealer first, then seat numbers upwards, round to seat 0.
func TestG1_ClockwiseIsTheNextSeatNumber(t *testing.T) {
	s := spellcraft.MustNew(spellcraft.Config{Players: 4, FixedDealer: true, Dealer: 2}, 9)
	bidAll(t, s, 1)
	for s.Phase() == spellcraft.PhasePick {
		apply(t, s, s.ToMove()[0], "draw")
	}
	var asked []int
	for s.Phase() == spellcraft.PhaseExchange {
		asked = append(asked, s.ToMove()[0])
		apply(t, s, s.ToMove()[0], "pass")
	}
	assert.Equal(t, []int{2, 3, 0, 1}, asked)
}

// TestTurnOrder_FirstTurn: the first turn has no exchange and no knock
// asking; the second starts with the exchanges, dealer first.
func TestTurnOrder_FirstTurn(t *testing.T) {
	s := rigged(t, three, 1, knockHands, knockDeck, nil)
	assert.Equal(t, spellcraft.PhaseBid, s.Phase(), "turn 1 starts with the bids")
	assert.Equal(t, []int{0, 1, 2}, s.ToMove(), "everyone bids at once")
	bidAll(t, s, 1)
	takeEach(t, s, knockPicks1)
	assert.Equal(t, 2, s.Turn())
	assert.Equal(t, spellcraft.PhaseExchange, s.Phase(), "no knocks on the first turn")
	assert.Equal(t, []int{1}, s.ToMove(), "exchanges start with the dealer")
}

// TestSC6_BidsAreSecretAndSimultaneous: every bidder is to move at once;
// a bid is hidden from the others until all are in, then all show and go
// into the stakes.
func TestSC6_BidsAreSecretAndSimultaneous(t *testing.T) {
	s := rigged(t, three, 0, knockHands, knockDeck, nil)
	require.NoError(t, s.Apply(2, spellcraft.Bid(3)))
	assert.Equal(t, []int{0, 1}, s.ToMove())
	v0, v2 := s.View(0), s.View(2)
	assert.Zero(t, v0.Bids[2], "a bid is secret")
	assert.True(t, v0.BidIn[2], "that a seat has bid is public (decision 5)")
	assert.Equal(t, 3, v2.Bids[2], "a seat sees its own bid")
	assert.False(t, v0.BidsShown)
	assert.Equal(t, 20, s.Stack(2), "chips go in when the bids are shown")
	err := s.Apply(2, spellcraft.Bid(1))
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, "SC6", engine.RuleOf(err), "a bid is final (decision 5): %v", err)
	require.NoError(t, s.Apply(0, spellcraft.Bid(1)))
	require.NoError(t, s.Apply(1, spellcraft.Bid(4)))
	v := s.View(0)
	assert.True(t, v.BidsShown)
	assert.Equal(t, []int{1, 4, 3}, v.Bids[:3])
	assert.Equal(t, 8, s.Stakes())
	assert.Equal(t, []int{19, 16, 17}, []int{s.Stack(0), s.Stack(1), s.Stack(2)})
	assert.Equal(t, 1, v.HighBidder)
	assert.Equal(t, []int{1, 2, 0}, v.PickOrder, "the high bidder, then clockwise")
}

// TestSC6_BidLimits: bids are 1-4 and at most the stack; nobody bids 0.
func TestSC6_BidLimits(t *testing.T) {
	s := rigged(t, three, 0, knockHands, knockDeck, []int{2, 20, 20})
	assert.Equal(t, []spellcraft.Action{spellcraft.Bid(1), spellcraft.Bid(2)}, s.Legal(0))
	assert.Equal(t, []spellcraft.Action{spellcraft.Bid(1), spellcraft.Bid(2), spellcraft.Bid(3), spellcraft.Bid(4)}, s.Legal(1))
	for _, b := range []struct{ seat, n int }{{0, 3}, {1, 0}, {1, 5}, {1, -1}} {
		before := *s
		err := s.Apply(b.seat, spellcraft.Bid(b.n))
		assert.Equal(t, "SC6", engine.RuleOf(err), "seat %d bids %d: %v", b.seat, b.n, err)
		assert.Equal(t, before, *s)
	}
	assert.Equal(t, "SC6", engine.RuleOf(s.Apply(1, spellcraft.Pass)))
}

// TestSC6_TiedHighBidFirstClockwiseAfterDealer: the tied high bidder first
// clockwise after the dealer picks first; picks go on clockwise.
func TestSC6_TiedHighBidFirstClockwiseAfterDealer(t *testing.T) {
	cases := []struct {
		name   string
		dealer int
		bids   []int
		high   int
		order  []int
	}{
		{"dealer_1_tie_0_and_3", 1, []int{3, 2, 1, 3}, 3, []int{3, 0, 1, 2}},
		{"dealer_3_tie_0_and_3", 3, []int{3, 2, 1, 3}, 0, []int{0, 1, 2, 3}},
		{"dealer_0_tie_all", 0, []int{2, 2, 2, 2}, 1, []int{1, 2, 3, 0}},
		{"dealer_2_tie_dealer_and_1", 2, []int{1, 4, 4, 2}, 1, []int{1, 2, 3, 0}},
		{"no_tie_high_bidder_first", 0, []int{1, 1, 4, 2}, 2, []int{2, 3, 0, 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := spellcraft.MustNew(spellcraft.Config{Players: 4, FixedDealer: true, Dealer: tc.dealer}, 5)
			for seat, b := range tc.bids {
				require.NoError(t, s.Apply(seat, spellcraft.Bid(b)))
			}
			assert.Equal(t, tc.high, s.HighBidder())
			assert.Equal(t, tc.order, s.View(0).PickOrder)
			assert.Equal(t, []int{tc.high}, s.ToMove())
		})
	}
}

// TestSC6_SC7_AllInPickLast: all-in seats do not bid and pick after
// everyone else, clockwise from the seat after the high bidder; they still
// exchange, are asked to knock and share the showdown.
func TestSC6_SC7_AllInPickLast(t *testing.T) {
	cfg := spellcraft.Config{Players: 4}
	hands := []string{"H2 H3 H4 C5 D6", "S9 S10 SJ C2 D3", "D9 DK C8 H6 S3", "CA CK DQ HJ S7"}
	s := rigged(t, cfg, 0, hands, "C3 C4 D2 S2 H8  D4 S4 C6 C9 C10", []int{5, 0, 5, 0})
	assert.Equal(t, []int{0, 2}, s.ToMove(), "all-in seats do not bid")
	assert.True(t, s.View(0).AllIn(1))
	err := s.Apply(1, spellcraft.Bid(1))
	assert.Equal(t, "SC6", engine.RuleOf(err), "%v", err)
	require.NoError(t, s.Apply(0, spellcraft.Bid(1)))
	require.NoError(t, s.Apply(2, spellcraft.Bid(2)))
	assert.Equal(t, []int{2, 0, 3, 1}, s.View(0).PickOrder)
	for _, c := range []string{"C3", "C4", "D2", "S2"} {
		apply(t, s, s.ToMove()[0], "take "+c)
	}
	require.Equal(t, spellcraft.PhaseExchange, s.Phase())
	var asked []int
	for s.Phase() == spellcraft.PhaseExchange {
		asked = append(asked, s.ToMove()[0])
		apply(t, s, s.ToMove()[0], "pass")
	}
	assert.Equal(t, []int{0, 1, 2, 3}, asked, "all-in seats may exchange")
	bidAll(t, s, 1)
	for s.Phase() == spellcraft.PhasePick {
		apply(t, s, s.ToMove()[0], "draw")
	}
	asked = nil
	for s.Phase() == spellcraft.PhaseKnock {
		asked = append(asked, s.ToMove()[0])
		apply(t, s, s.ToMove()[0], "pass")
	}
	assert.Equal(t, []int{0, 1, 2, 3}, asked, "all-in seats are asked to knock")
}

// TestSC7_NobodyCanBid: with every seat all-in, everyone picks clockwise
// from the seat after the dealer. With nobody holding chips after the
// showdown, its best hands share the victory (decision 12).
func TestSC7_NobodyCanBid(t *testing.T) {
	s := rigged(t, three, 1, knockHands, knockDeck, []int{0, 0, 0})
	assert.Equal(t, spellcraft.PhasePick, s.Phase())
	assert.Equal(t, []int{2}, s.ToMove())
	var order []int
	for s.Phase() == spellcraft.PhasePick {
		order = append(order, s.ToMove()[0])
		apply(t, s, s.ToMove()[0], "draw")
	}
	assert.Equal(t, []int{2, 0, 1}, order)
	passAll(t, s, spellcraft.PhaseExchange)
	require.Equal(t, spellcraft.PhasePick, s.Phase())
	for s.Phase() == spellcraft.PhasePick {
		apply(t, s, s.ToMove()[0], "draw")
	}
	apply(t, s, 1, "knock")
	for s.Phase() == spellcraft.PhaseKnockTake {
		apply(t, s, s.ToMove()[0], "draw")
	}
	finishShowdown(t, s)
	require.True(t, s.Over())
	r, ok := s.LastRound()
	require.True(t, ok)
	assert.Equal(t, spellcraft.NoChipsLeft, s.EndReason())
	assert.Equal(t, r.BestSeats(), s.Winners())
	assert.Zero(t, r.Prize)
}

// TestSC7_DeckRunsOut: a short deck reveals what remains; seats with
// nothing to take are skipped (decision 4), and so are seats that cannot
// exchange (decision 3); an empty deck at the lay-out means a showdown
// without a knocker.
func TestSC7_DeckRunsOut(t *testing.T) {
	s := spellcraft.MustNew(spellcraft.Config{Players: 8, FixedDealer: true, Dealer: 0}, 11)
	firstField := func() {
		for s.Phase() == spellcraft.PhasePick {
			seat := s.ToMove()[0]
			l := s.Legal(seat)
			a := l[0]
			if a == spellcraft.Draw && len(l) > 1 {
				a = l[1]
			}
			require.NoError(t, s.Apply(seat, a))
			checkInvariants(t, s)
		}
	}
	assert.Len(t, s.DeckCards(), 54-40-9)
	bidAll(t, s, 1)
	firstField()
	passAll(t, s, spellcraft.PhaseExchange)
	assert.Equal(t, 1+5, s.Field().Len(), "the 5 cards left are revealed, not 9")
	assert.Empty(t, s.DeckCards())
	bidAll(t, s, 1)
	assert.NotContains(t, s.Legal(1), spellcraft.Draw, "an empty deck means taking from the field")
	assert.Equal(t, "SC7", engine.RuleOf(s.Apply(1, spellcraft.Draw)))
	firstField()
	assert.Equal(t, spellcraft.PhaseKnock, s.Phase(), "seats 7 and 0 had nothing to take")
	assert.Equal(t, 6, s.Hand(0).Len())
	assert.Equal(t, 6, s.Hand(7).Len())
	assert.Equal(t, 7, s.Hand(1).Len())
	passAll(t, s, spellcraft.PhaseKnock)
	if s.Phase() == spellcraft.PhaseBlackJoker {
		r, _ := s.Showdown()
		apply(t, s, r.BlackJoker, "target 0")
	}
	r, ok := s.LastRound()
	require.True(t, ok)
	assert.Equal(t, spellcraft.CauseDeck, r.Cause)
	assert.Equal(t, -1, r.Knocker)
	assert.Equal(t, 3, r.Turn, "turn 3's exchanges were skipped, then the empty deck")
	assert.Equal(t, 2, s.Round())
}

// TestSC8_Exchange: two cards out, one in, from the field as it was or the
// deck top (decision 3); dealer first, clockwise.
func TestSC8_Exchange(t *testing.T) {
	s := rigged(t, three, 0, knockHands, knockDeck, nil)
	bidAll(t, s, 1)
	takeEach(t, s, knockPicks1)
	require.Equal(t, []int{0}, s.ToMove())
	require.Equal(t, set("C4"), s.Field())
	assert.Len(t, s.Legal(0), 1+15*2, "pass, and 15 pairs of 6 cards times field card or deck")
	bad := []struct {
		a    spellcraft.Action
		rule string
	}{
		{act("exchange H2 S9 C4"), "SC8"},
		{spellcraft.Action{Kind: spellcraft.KindExchange, Out: [2]cards.Card{card("H2"), card("H2")}, Card: card("C4")}, "SC8"},
		{act("exchange H2 H3 H2"), "SC8"},
		{act("exchange H2 H3 D9"), "SC8"},
		{act("take C4"), "SC8"},
		{spellcraft.Bid(1), "SC8"},
		{spellcraft.Knock, "SC8"},
	}
	for _, b := range bad {
		before := *s
		err := s.Apply(0, b.a)
		assert.Equal(t, b.rule, engine.RuleOf(err), "%v: %v", b.a, err)
		assert.Equal(t, before, *s, "%v changed the state", b.a)
	}
	apply(t, s, 0, "exchange C5 D6 C4")
	assert.Equal(t, set("H2 H3 H4 C3 C4"), s.Hand(0))
	assert.Equal(t, set("C5 D6"), s.Field())
	assert.Equal(t, []int{1}, s.ToMove())
	top := s.DeckCards()[0]
	apply(t, s, 1, "exchange C2 D3 deck")
	assert.True(t, s.Hand(1).Has(top), "the deck's top card")
	assert.Equal(t, set("C5 D6 C2 D3"), s.Field())
	v0 := s.View(0)
	assert.False(t, v0.Known[1].Has(top), "a drawn card is not seen")
	assert.Equal(t, set("C3 C4"), v0.Known[0], "field cards taken are seen (decision 6)")
	assert.Equal(t, set("S2"), v0.Known[1])
	apply(t, s, 2, "pass")
	assert.Equal(t, spellcraft.PhaseBid, s.Phase())
	assert.Equal(t, 4+4, s.Field().Len(), "the lay-out follows the last exchange")
	checkInvariants(t, s)
}

// TestSC9_KnockAsking: dealer first, clockwise; no knock means the next
// turn; the first knock closes the asking and each other seat, clockwise
// from the knocker, takes a card; the knocker takes none (decision 10).
func TestSC9_KnockAsking(t *testing.T) {
	s := toKnock(t, knockHands, knockDeck, knockPicks1, knockPicks2, nil)
	var asked []int
	for s.Phase() == spellcraft.PhaseKnock {
		asked = append(asked, s.ToMove()[0])
		apply(t, s, s.ToMove()[0], "pass")
	}
	assert.Equal(t, []int{0, 1, 2}, asked)
	assert.Equal(t, 3, s.Turn(), "if no one knocks, the round continues")
	assert.Equal(t, spellcraft.PhaseExchange, s.Phase())
	passAll(t, s, spellcraft.PhaseExchange)
	bidAll(t, s, 1)
	for s.Phase() == spellcraft.PhasePick {
		apply(t, s, s.ToMove()[0], "draw")
	}
	apply(t, s, 0, "pass")
	size1 := s.Hand(1).Len()
	apply(t, s, 1, "knock")
	assert.Equal(t, spellcraft.PhaseKnockTake, s.Phase())
	assert.Equal(t, []int{2}, s.ToMove(), "clockwise from the knocker")
	assert.Equal(t, "SC7", engine.RuleOf(s.Apply(2, spellcraft.Knock)))
	apply(t, s, 2, "draw")
	assert.Equal(t, []int{0}, s.ToMove())
	hand1 := s.Hand(1)
	apply(t, s, 0, "draw")
	finishShowdown(t, s)
	r, ok := s.LastRound()
	require.True(t, ok)
	assert.Equal(t, spellcraft.CauseKnock, r.Cause)
	assert.Equal(t, 1, r.Knocker)
	assert.Equal(t, size1, r.Hands[1].Len(), "the knocker takes no card")
	assert.Equal(t, hand1, r.Hands[1])
}

func TestSC9_SC10_Showdowns(t *testing.T) {
	// Scenario scores: seat 0 15, seat 1 18, seat 2 14 (see knockHands).
	t.Run("SC10_knocker_without_best_hand_pays_each_other_seat", func(t *testing.T) {
		s := toKnock(t, knockHands, knockDeck, knockPicks1, knockPicks2, nil)
		apply(t, s, 0, "knock")
		takeEach(t, s, []string{"", "C4", "C6"})
		r, _ := s.LastRound()
		assert.Equal(t, []int{15, 18, 14}, []int{r.Final[0].Total, r.Final[1].Total, r.Final[2].Total})
		assert.Equal(t, []int{1}, r.BestSeats())
		assert.Equal(t, 6, r.Stakes)
		assert.Equal(t, 3, r.Prize, "half the stakes, rounded up")
		assert.Equal(t, 3, r.Removed, "the rest is removed from the game")
		assert.Equal(t, spellcraft.Paid, r.Penalty)
		assert.Equal(t, []int{16, 22, 19}, r.Stacks[:3])
		assert.Equal(t, 3, s.Removed())
		assert.Equal(t, 2, s.Round())
		assert.Equal(t, 1, s.Dealer(), "the deal rotates clockwise (SC12)")
	})
	t.Run("SC9_knocker_with_best_hand_pays_nothing", func(t *testing.T) {
		s := toKnock(t, knockHands, knockDeck, knockPicks1, knockPicks2, nil)
		apply(t, s, 0, "pass")
		apply(t, s, 1, "knock")
		takeEach(t, s, []string{"C6", "", "C4"})
		r, _ := s.LastRound()
		assert.Equal(t, []int{1}, r.BestSeats())
		assert.Equal(t, spellcraft.NoPenalty, r.Penalty)
		assert.Equal(t, []int{18, 21, 18}, r.Stacks[:3])
	})
	t.Run("SC9_SC10_tied_knocker_not_penalised_and_split_rounded_down", func(t *testing.T) {
		// seat 0 hearts 2 3 4 9 K = 18, seat 1 spades 2 3 4 9 K = 18,
		// seat 2 clubs 2 4 9 K = 14.
		hands := []string{"H2 H3 H4 C5 D6", "S2 S3 S4 C7 D8", "C2 D3 H5 S6 C4"}
		s := toKnock(t, hands, "H9 S9 C9 D9  HK SK CK DK", []string{"H9", "S9", "C9"}, []string{"HK", "SK", "CK"}, nil)
		apply(t, s, 0, "knock")
		takeEach(t, s, []string{"", "D9", "DK"})
		r, _ := s.LastRound()
		assert.Equal(t, []int{18, 18, 14}, []int{r.Final[0].Total, r.Final[1].Total, r.Final[2].Total})
		assert.Equal(t, []int{0, 1}, r.BestSeats())
		assert.Equal(t, spellcraft.NoPenalty, r.Penalty, "a knocker tied for best is not penalised")
		assert.Equal(t, 1, r.Prize, "half of 6 is 3, split two ways rounded down")
		assert.Equal(t, 4, r.Removed, "the remainder is removed too")
		assert.Equal(t, []int{19, 19, 18}, r.Stacks[:3])
	})
	t.Run("SC10_knocker_who_cannot_pay_stakes_everything", func(t *testing.T) {
		s := toKnock(t, knockHands, knockDeck, knockPicks1, knockPicks2, []int{3, 20, 20})
		apply(t, s, 0, "knock")
		takeEach(t, s, []string{"", "C4", "C6"})
		r, _ := s.LastRound()
		assert.Equal(t, spellcraft.Staked, r.Penalty)
		assert.Equal(t, []int{0, 21, 18}, r.Stacks[:3])
		assert.Equal(t, 1, r.Carry)
		assert.Equal(t, 1, s.Stakes(), "the chip waits in the next round's stakes")
		assert.False(t, s.InRound(0), "no chips at the start of a round: out (SC12)")
		assert.Zero(t, s.Hand(0))
		assert.Equal(t, 1, s.Dealer())
		assert.Equal(t, []int{1, 2}, s.ToMove())
	})
	t.Run("SC10_penalty_pays_all_in_seats_too", func(t *testing.T) {
		s := toKnock(t, knockHands, knockDeck, knockPicks1, knockPicks2, []int{20, 20, 1})
		apply(t, s, 0, "knock")
		takeEach(t, s, []string{"", "C4", "C6"})
		r, _ := s.LastRound()
		assert.Equal(t, 5, r.Stakes, "seat 2 was all-in on turn 2")
		assert.Equal(t, 3, r.Prize)
		assert.Equal(t, spellcraft.Paid, r.Penalty)
		assert.Equal(t, []int{16, 22, 1}, r.Stacks[:3])
		assert.True(t, s.InRound(2))
	})
}

func TestSC10_Payouts(t *testing.T) {
	cases := []struct{ stakes, best, prize, removed int }{
		{6, 1, 3, 3}, {7, 1, 4, 3}, {7, 2, 2, 3}, {9, 3, 1, 6}, {1, 1, 1, 0}, {1, 2, 0, 1}, {0, 1, 0, 0},
	}
	for _, tc := range cases {
		prize, removed := spellcraft.Payout(tc.stakes, tc.best)
		assert.Equal(t, tc.prize, prize, "%+v", tc)
		assert.Equal(t, tc.removed, removed, "%+v", tc)
	}
}

// TestSC3_BlackJoker: at the showdown every hand is shown; the holder of
// the black joker picks another seat in the showdown; that seat loses its
// cheapest scoring card and is scored again; the joker is discarded.
func TestSC3_BlackJoker(t *testing.T) {
	hands := []string{"H2 H3 H4 C5 D6", "S9 S10 SJ C2 D3", "D9 DK C8 H6 BJ"}
	s := toKnock(t, hands, knockDeck, knockPicks1, knockPicks2, nil)
	apply(t, s, 0, "knock")
	takeEach(t, s, []string{"", "C4", "C6"})
	require.Equal(t, spellcraft.PhaseBlackJoker, s.Phase())
	assert.Equal(t, []int{2}, s.ToMove())
	v := s.View(0)
	require.NotNil(t, v.Showdown, "the showdown is public before the black joker (decision 7)")
	assert.Equal(t, s.Hand(1), v.Showdown.Hands[1])
	assert.Equal(t, 18, v.Showdown.Scores[1].Total)
	assert.Equal(t, []spellcraft.Action{spellcraft.Target(0), spellcraft.Target(1)}, s.Legal(2))
	for _, bad := range []spellcraft.Action{spellcraft.Target(2), spellcraft.Target(3), spellcraft.Target(-1), spellcraft.Pass} {
		before := *s
		assert.Equal(t, "SC3", engine.RuleOf(s.Apply(2, bad)), "%v", bad)
		assert.Equal(t, before, *s)
	}
	hand1 := s.Hand(1)
	lost, after := spellcraft.Discard(hand1, cards.None)
	apply(t, s, 2, "target 1")
	r, _ := s.LastRound()
	assert.Equal(t, 1, r.Target)
	assert.Equal(t, "S2", r.Discard.String(), "S2 and S4 cost 1 each: the lower goes")
	assert.Equal(t, lost, r.Discard)
	assert.Equal(t, 17, r.Final[1].Total)
	assert.Equal(t, after, r.Final[1])
	assert.Zero(t, r.Final[2].Counted&cards.SetOf(cards.BlackJoker), "the black joker scores nothing")
	assert.Equal(t, []int{1}, r.BestSeats())
	checkInvariants(t, s)
}

// tiedVictim plays the game of the tie (see
// TestSC3_TiedBestChoicesGiveTheCheapestLoss) to Basil's black joker:
// seat 1's clubs (C7 and the four sevens, trump suit) and hearts (H2 H3
// H7 and the sevens) both score 20, and seat 2 is to name a target. shown
// reads SC3 as games before rules versions did (Config.ShownSC3).
func tiedVictim(t *testing.T, shown bool) *spellcraft.State {
	t.Helper()
	cfg := spellcraft.Config{Players: 3, Trump: true, FixedDealer: true, ShownSC3: shown}
	s := spellcraft.MustNew(cfg, 1)
	require.NoError(t, s.Rig(spellcraft.Setup{
		Hands:  []cards.Set{set("H9 HJ C5 D6 S8"), set("C7 D7 H7 S7 H2 H3"), set("D9 DQ C8 H6 BJ")},
		Trumps: []cards.Card{card("SA"), card("CJ"), card("DK")},
		Deck:   list("D2 C4 SK S3  S2 C10 HK DA"),
	}))
	bidAll(t, s, 1)
	takeEach(t, s, []string{"SK", "D2", "C4"})
	passAll(t, s, spellcraft.PhaseExchange)
	bidAll(t, s, 1)
	takeEach(t, s, []string{"HK", "S2", "C10"})
	apply(t, s, 0, "pass")
	apply(t, s, 1, "knock")
	apply(t, s, 2, "take DA")
	apply(t, s, 0, "take S3")
	return s
}

// TestSC3_VictimCountsTheTiedChoiceWithTheCheapestLoss plays the tie of
// TestSC3_TiedBestChoicesGiveTheCheapestLoss through a showdown: Basil's
// black joker hits seat 1, whose clubs (C7 and the four sevens, trump
// suit) and hearts (H2 H3 H7 and the sevens) both score 20. Seat 1 counts
// hearts, loses H2 and still scores 20 with clubs (SC3: "they may switch
// suit"); the showdown shows the hearts choice it counted.
func TestSC3_VictimCountsTheTiedChoiceWithTheCheapestLoss(t *testing.T) {
	s := tiedVictim(t, false)
	require.Equal(t, spellcraft.PhaseBlackJoker, s.Phase())
	sd, _ := s.Showdown()
	assert.Equal(t, 20, sd.Scores[1].Total)
	assert.Equal(t, cards.Clubs, sd.Scores[1].Suit, "the first of the tied choices is shown (decision 9)")
	apply(t, s, 2, "target 1")
	r, _ := s.LastRound()
	assert.Equal(t, card("H2"), r.Discard)
	assert.Equal(t, 20, r.Final[1].Total, "the loss costs nothing")
	assert.Equal(t, cards.Clubs, r.Final[1].Suit)
	assert.Equal(t, cards.Hearts, r.Scores[1].Suit, "seat 1 counted the hearts choice")
	assert.Equal(t, 20, r.Scores[1].Total)
	assert.Equal(t, set("C7 D7 H7 S7 H2 H3"), r.Scores[1].Counted)
	checkInvariants(t, s)
}

// TestSC3_BlackJokerDiscards checks where the two cards go at a showdown
// that ends the game (nothing is dealt after it).
func TestSC3_BlackJokerDiscards(t *testing.T) {
	hands := []string{"H2 H3 H4 C5 D6", "S9 S10 SJ C2 D3", "D9 DK C8 H6 BJ"}
	s := toKnock(t, hands, knockDeck, knockPicks1, knockPicks2, []int{3, 20, 2})
	apply(t, s, 0, "knock")
	takeEach(t, s, []string{"", "C4", "C6"})
	apply(t, s, 2, "target 1")
	require.True(t, s.Over())
	assert.Equal(t, []int{1}, s.Winners())
	assert.Equal(t, spellcraft.LastPlayer, s.EndReason())
	assert.True(t, s.Discarded().Has(cards.BlackJoker))
	assert.True(t, s.Discarded().Has(card("S2")))
	assert.False(t, s.Hand(1).Has(card("S2")))
	checkInvariants(t, s)
}

// TestSC11_FiveOfAKind: collecting four of a rank and the red joker ends
// the round at once; nobody takes a further card; it scores 35.
func TestSC11_FiveOfAKind(t *testing.T) {
	t.Run("during_the_picks", func(t *testing.T) {
		hands := []string{"C5 D5 H5 RJ H9", "S2 S3 S4 C7 D8", "C2 D3 H6 S6 C4"}
		s := rigged(t, three, 2, hands, "S5 D10 C10 H10", nil)
		require.NoError(t, s.Apply(0, spellcraft.Bid(2)))
		require.NoError(t, s.Apply(1, spellcraft.Bid(1)))
		require.NoError(t, s.Apply(2, spellcraft.Bid(1)))
		apply(t, s, 0, "take S5")
		r, ok := s.LastRound()
		require.True(t, ok)
		assert.Equal(t, spellcraft.CauseFive, r.Cause)
		assert.Equal(t, 0, r.FiveBy)
		assert.Equal(t, 35, r.Final[0].Total)
		assert.True(t, r.Final[0].Five)
		assert.Equal(t, 5, r.Hands[1].Len(), "nobody takes a further card")
		assert.Equal(t, 5, r.Hands[2].Len())
		assert.Equal(t, 2, r.Prize)
		assert.Equal(t, 2, s.Round())
	})
	t.Run("during_knock_takes_no_penalty", func(t *testing.T) {
		hands := []string{"H2 H3 H4 C5 D6", "S9 S10 SJ C2 D3", "C8 D8 H8 RJ D9"}
		s := toKnock(t, hands, "C3 C4 D2 S2  H7 D4 S4 C6  S8", knockPicks1, []string{"H7", "S4", "D4"}, nil)
		apply(t, s, 0, "pass")
		apply(t, s, 1, "knock")
		size0 := s.Hand(0).Len()
		apply(t, s, 2, "draw")
		r, _ := s.LastRound()
		assert.Equal(t, spellcraft.CauseFive, r.Cause)
		assert.Equal(t, 1, r.Knocker)
		assert.Equal(t, []int{2}, r.BestSeats())
		assert.Equal(t, spellcraft.NoPenalty, r.Penalty, "five of a kind: no knocker penalty")
		assert.Equal(t, size0, r.Hands[0].Len(), "seat 0 took no card")
	})
	t.Run("in_the_deal_decision_11", func(t *testing.T) {
		hands := []string{"C5 D5 H5 S5 RJ", "S2 S3 S4 C7 D8", "C2 D3 H6 S6 C4"}
		s := rigged(t, three, 2, hands, "", nil)
		r, _ := s.LastRound()
		assert.Equal(t, spellcraft.CauseFive, r.Cause)
		assert.Equal(t, 1, r.Turn)
		assert.Equal(t, 2, s.Round())
	})
}

// TestSC12_Rounds: every round deals to the seats with chips, the deal
// rotates to the next such seat, and the game ends with one seat holding
// chips.
func TestSC12_Rounds(t *testing.T) {
	for seed := range uint64(40) {
		cfg := spellcraft.Config{Players: 2 + int(seed%5), Chips: 12}
		s := spellcraft.MustNew(cfg, seed)
		rng := newRand(seed)
		round, dealer := s.Round(), s.Dealer()
		for !s.Over() {
			seat, a := randomMove(t, s, rng, 40)
			require.NoError(t, s.Apply(seat, a))
			if s.Round() == round || s.Over() {
				continue
			}
			r, _ := s.LastRound()
			want := -1
			for k := 1; k <= cfg.Players; k++ {
				if seat := (dealer + k) % cfg.Players; r.Stacks[seat] > 0 {
					want = seat
					break
				}
			}
			assert.Equal(t, want, s.Dealer(), "seed %d round %d", seed, s.Round())
			for i := range cfg.Players {
				assert.Equal(t, r.Stacks[i] > 0, s.InRound(i), "seat %d with %d chips", i, r.Stacks[i])
			}
			round, dealer = s.Round(), s.Dealer()
		}
		if s.EndReason() == spellcraft.LastPlayer {
			w := s.Winners()
			require.Len(t, w, 1)
			for i := range cfg.Players {
				assert.Equal(t, i == w[0], s.Stack(i) > 0)
			}
		}
	}
}

// TestSC12_EndGameNow: any seat may end the game at any time; the most
// chips win, equal stacks share (G4); Legal never lists it (decision 13).
func TestSC12_G4_EndGameNow(t *testing.T) {
	s := rigged(t, three, 0, knockHands, knockDeck, []int{20, 25, 25})
	for i := range 3 {
		assert.NotContains(t, s.Legal(i), spellcraft.End)
	}
	apply(t, s, 2, "end")
	assert.True(t, s.Over())
	assert.Equal(t, spellcraft.EndedNow, s.EndReason())
	assert.Equal(t, []int{1, 2}, s.Winners(), "G4: a shared victory")
	assert.Equal(t, "SC12", engine.RuleOf(s.Apply(0, spellcraft.End)), "the game is over")
	assert.Nil(t, s.ToMove())
	assert.Nil(t, s.Legal(0))
}

// TestRulebook_OutOfChips: "A player must have at least one chip at the
// beginning of a Round in order to be dealt cards."
func TestRulebook_OutOfChips(t *testing.T) {
	s := toKnock(t, knockHands, knockDeck, knockPicks1, knockPicks2, []int{3, 20, 20})
	apply(t, s, 0, "knock")
	takeEach(t, s, []string{"", "C4", "C6"})
	require.Equal(t, 2, s.Round())
	assert.False(t, s.InRound(0))
	assert.Nil(t, s.Legal(0))
	assert.ErrorIs(t, s.Apply(0, spellcraft.Bid(1)), engine.ErrIllegal)
	assert.Equal(t, 2+1, s.Field().Len(), "two seats in the round: three field cards")
}
