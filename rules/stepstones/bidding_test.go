package stepstones_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/rules/trick"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// finishHand plays the current hand to its end with the lowest legal card.
func finishHand(t testing.TB, s *stepstones.State) {
	t.Helper()
	h := s.HandNumber()
	for !s.Over() && s.HandNumber() == h {
		seat, a := lowest(s)
		require.NoError(t, s.Apply(seat, a))
	}
}

// bidUntil passes for every seat but who, and has who make its first legal
// bid (a redo if redo is set and one is open).
func bidUntil(t testing.TB, s *stepstones.State, who int, redo bool) {
	t.Helper()
	for s.Phase() == stepstones.PhaseBid {
		seat := s.ToMove()[0]
		if seat != who {
			require.NoError(t, s.Apply(seat, stepstones.Pass))
			continue
		}
		for _, a := range s.Legal(seat) {
			if a.Kind == stepstones.KindBid && a.Bid.Redo == redo {
				require.NoError(t, s.Apply(seat, a))
				break
			}
		}
		require.Equal(t, stepstones.PhasePlay, s.Phase(), "seat %d found no bid (redo %v)", who, redo)
	}
}

func bids(s *stepstones.State, seat int) (pass bool, normal, redo int) {
	for _, a := range s.Legal(seat) {
		switch {
		case a.Kind == stepstones.KindPass:
			pass = true
		case a.Bid.Redo:
			redo++
		default:
			normal++
		}
	}
	return
}

func TestBiddingOrderAndPuddle(t *testing.T) {
	t.Run("bidding_starts_with_forehand_clockwise", func(t *testing.T) {
		s := newGame(t, stepstones.Config{}, scott, heartsDeal(carol))
		assert.Equal(t, []int{scott}, s.ToMove())
		apply(t, s, scott, "pass")
		assert.Equal(t, []int{carol}, s.ToMove())
		apply(t, s, carol, "pass")
		assert.Equal(t, []int{david}, s.ToMove())
		before := s.Clone()
		err := s.Apply(carol, stepstones.Pass)
		assert.ErrorIs(t, err, engine.ErrIllegal, "not Carol's turn")
		assert.Equal(t, "turn", engine.RuleOf(err))
		assert.Equal(t, "It is not your turn.", engine.Explain(err))
		assert.Equal(t, before, s)
	})
	t.Run("a_bid_ends_the_bidding_declarer_leads", func(t *testing.T) {
		s := newGame(t, stepstones.Config{}, scott, heartsDeal(carol))
		apply(t, s, scott, "pass")
		apply(t, s, carol, "bid pick-trump 9high S")
		assert.Equal(t, stepstones.PhasePlay, s.Phase())
		assert.Equal(t, carol, s.Declarer())
		assert.Equal(t, []int{carol}, s.ToMove())
		r := s.Rules()
		assert.Equal(t, trick.TrumpOf(3), r.Trump)
	})
	t.Run("SS6_all_pass_forehand_in_the_puddle", func(t *testing.T) {
		s := newGame(t, stepstones.Config{}, david, heartsDeal(carol))
		apply(t, s, david, "pass")
		apply(t, s, scott, "pass")
		apply(t, s, carol, "pass")
		assert.Equal(t, []int{david}, s.ToMove(), "the forehand is pushed into the puddle")
		v := s.View(carol)
		assert.True(t, v.Puddle)
		pass, normal, _ := bids(s, david)
		assert.False(t, pass, "no pass in the puddle")
		assert.Equal(t, 2*4+2+2+2, normal)
		before := s.Clone()
		err := s.Apply(david, stepstones.Pass)
		assert.ErrorIs(t, err, engine.ErrIllegal)
		assert.Equal(t, "SS6", engine.RuleOf(err))
		assert.Equal(t, "Everyone passed, so you are in the puddle and must bid a contract.", engine.Explain(err))
		assert.Equal(t, before, s)
		apply(t, s, david, "bid lose-no-trump 1high")
		assert.Equal(t, david, s.Declarer())
		assert.True(t, s.Results() == nil)
		finishHand(t, s)
		assert.True(t, s.Results()[0].Puddle)
	})
}

func TestSS2BidsNameRankingAndTrump(t *testing.T) {
	cases := []struct{ name, tok string }{
		{"SS2_pick_trump_needs_suit", "bid pick-trump 9high"},
		{"SS2_may_trump_needs_suit", "bid may-trump 1high"},
		{"SS2_no_trump_takes_no_suit", "bid no-trump 9high H"},
		{"SS2_needs_ranking", "bid no-trump"},
		{"SS2_bad_ranking", "bid slalom 10high"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := stepstones.ParseAction(tc.tok)
			assert.Error(t, err)
		})
	}
	s := newGame(t, stepstones.Config{}, carol, heartsDeal(carol))
	before := s.Clone()
	err := s.Apply(carol, stepstones.Declare(stepstones.Bid{Contract: stepstones.WinPickTrump}))
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, "SS2", engine.RuleOf(err))
	assert.Equal(t, "Win Tricks (Pick Trump) needs a trump suit.", engine.Explain(err))
	err = s.Apply(carol, stepstones.Declare(stepstones.Bid{Contract: stepstones.WinNoTrump, Trump: trick.TrumpOf(2)}))
	assert.Equal(t, "SS2", engine.RuleOf(err))
	assert.Equal(t, "Win Tricks (No Trump) is played without trump.", engine.Explain(err))
	err = s.Apply(carol, act("bid slalom 9high"))
	assert.Equal(t, "SS1", engine.RuleOf(err), "slalom is on the advanced sheet only")
	assert.Equal(t, "Win Tricks (No Trump, Slalom) is not on the Starter scoresheet.", engine.Explain(err))
	assert.Equal(t, before, s)
	// Every legal bid names a ranking, and a suit exactly for the trump
	// contracts: 4 suits x 2 rankings + 3 x 2 rankings.
	_, normal, redo := bids(s, carol)
	assert.Equal(t, 14, normal)
	assert.Zero(t, redo)
}

func TestSS1Sheets(t *testing.T) {
	assert.Equal(t, [4]stepstones.Contract{stepstones.WinPickTrump, stepstones.WinNoTrump, stepstones.WinLast6, stepstones.LoseNoTrump}, stepstones.Starter.Rows())
	assert.Equal(t, [4]stepstones.Contract{stepstones.WinPickTrump, stepstones.WinMayTrump, stepstones.WinSlalom, stepstones.LoseMustBeat}, stepstones.Advanced.Rows())
	s := stepstones.New(stepstones.Config{Sheet: stepstones.Advanced}, 5)
	_, normal, _ := bids(s, s.ToMove()[0])
	assert.Equal(t, 8+8+2+2, normal)
	assert.Equal(t, stepstones.Advanced, s.Scoresheet().Sheet)
}

func TestCannotBidCompletedContract(t *testing.T) {
	s := newGame(t, stepstones.Config{}, carol, heartsDeal(carol))
	apply(t, s, carol, "bid no-trump 9high")
	finishHand(t, s)
	// Forehand is now David; both others pass, Carol bids.
	apply(t, s, david, "pass")
	apply(t, s, scott, "pass")
	before := s.Clone()
	err := s.Apply(carol, act("bid no-trump 1high"))
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, "bidding", engine.RuleOf(err))
	assert.Equal(t, "You have completed Win Tricks (No Trump) already and cannot bid on it again.", engine.Explain(err))
	assert.Equal(t, before, s)
	err = s.Apply(carol, act("redo no-trump 1high"))
	assert.Equal(t, "Redo variant", engine.RuleOf(err))
	assert.Equal(t, "This game is played without the Redo variant, so there is no redo.", engine.Explain(err))
	_, normal, _ := bids(s, carol)
	assert.Equal(t, 8+2+2, normal)
}

// TestSS5ForehandSkipsCompletedSheets: a seat with all four contracts done
// can no longer be forehand or declarer, always passes (skipped) and is
// never pushed into the puddle.
func TestSS5ForehandSkipsCompletedSheets(t *testing.T) {
	s := stepstones.New(stepstones.Config{FixedForehand: true, Forehand: carol}, 9)
	for h := 0; h < 4; h++ {
		bidUntil(t, s, carol, false)
		finishHand(t, s)
	}
	assert.False(t, s.CanDeclare(carol))
	assert.Equal(t, 4, s.HandNumber())
	assert.Equal(t, david, s.Forehand(), "forehands so far: Carol, David, Scott, Carol")
	apply(t, s, david, "pass")
	apply(t, s, scott, "pass")
	assert.Equal(t, []int{david}, s.ToMove(), "SS5: Carol is skipped, David is in the puddle")
	assert.True(t, s.View(david).Puddle)
	bidUntil(t, s, david, false)
	finishHand(t, s)
	assert.Equal(t, scott, s.Forehand())
	apply(t, s, scott, "pass")
	assert.Equal(t, []int{david}, s.ToMove(), "SS5: Carol is skipped in the bidding")
	apply(t, s, david, "pass")
	assert.Equal(t, []int{scott}, s.ToMove(), "SS6: Scott is in the puddle")
	bidUntil(t, s, scott, false)
	finishHand(t, s)
	assert.Equal(t, david, s.Forehand(), "SS5: the forehand skips Carol")
}

// TestSS5RedoTokenKeepsForehand: with the Redo variant a completed sheet
// with an unspent token still declares; once spent the seat is skipped.
func TestSS5RedoTokenKeepsForehand(t *testing.T) {
	s := stepstones.New(stepstones.Config{Redo: true, FixedForehand: true, Forehand: carol}, 9)
	for h := 0; h < 4; h++ {
		bidUntil(t, s, carol, false)
		finishHand(t, s)
	}
	assert.True(t, s.CanDeclare(carol), "SS5: completed sheet and an unspent token")
	apply(t, s, david, "pass")
	apply(t, s, scott, "pass")
	assert.Equal(t, []int{carol}, s.ToMove(), "Carol is asked")
	pass, normal, redo := bids(s, carol)
	assert.True(t, pass)
	assert.Zero(t, normal)
	assert.Equal(t, 14, redo)
	apply(t, s, carol, "pass")
	assert.Equal(t, []int{david}, s.ToMove(), "David in the puddle")
	bidUntil(t, s, david, false)
	finishHand(t, s)
	assert.Equal(t, scott, s.Forehand())
	bidUntil(t, s, scott, false)
	finishHand(t, s)
	assert.Equal(t, carol, s.Forehand(), "SS5: not skipped while holding the token")
	bidUntil(t, s, carol, true)
	finishHand(t, s)
	assert.False(t, s.HasToken(carol))
	assert.False(t, s.CanDeclare(carol))
	assert.Equal(t, david, s.Forehand())
	apply(t, s, david, "pass")
	apply(t, s, scott, "pass")
	assert.Equal(t, []int{david}, s.ToMove(), "token spent: Carol is skipped")
}

// redoGame plays Carol's first attempt at contract tok with k1 tricks and
// her redo of it with k2 tricks, and returns the state.
func redoGame(t *testing.T, tok string, k1, k2 int) *stepstones.State {
	s := newGame(t, stepstones.Config{Redo: true}, carol, heartsDeal(carol))
	apply(t, s, carol, "bid "+tok)
	playScripted(t, s, k1)
	require.NoError(t, s.Redeal(heartsDeal(carol)))
	apply(t, s, david, "pass")
	apply(t, s, scott, "pass")
	apply(t, s, carol, "redo "+tok)
	assert.False(t, s.HasToken(carol), "the token is spent at once")
	playScripted(t, s, k2)
	return s
}

func TestRedoExamples(t *testing.T) {
	row := func(s *stepstones.State, c stepstones.Contract) stepstones.Row {
		sh := s.Scoresheet()
		return sh.Rows[sh.Sheet.Row(c)]
	}
	t.Run("redo_example_1_better_2_then_8", func(t *testing.T) {
		s := redoGame(t, "no-trump 9high", 2, 8)
		assert.Equal(t, 8, row(s, stepstones.WinNoTrump).Tricks[carol], "she updates her scoresheet to say '8'")
		r := s.Results()[1]
		assert.True(t, r.Kept)
		assert.Equal(t, 2, r.Before)
		assert.True(t, r.Bid.Redo)
	})
	t.Run("redo_example_2_worse_5_then_3", func(t *testing.T) {
		s := redoGame(t, "no-trump 9high", 5, 3)
		assert.Equal(t, 5, row(s, stepstones.WinNoTrump).Tricks[carol], "she does not change the scoresheet")
		assert.False(t, s.Results()[1].Kept)
	})
	t.Run("SS3_redo_lose_fewer_is_better", func(t *testing.T) {
		s := redoGame(t, "lose-no-trump 9high", 5, 3)
		assert.Equal(t, 3, row(s, stepstones.LoseNoTrump).Tricks[carol])
		s = redoGame(t, "lose-no-trump 9high", 3, 5)
		assert.Equal(t, 3, row(s, stepstones.LoseNoTrump).Tricks[carol])
	})
	t.Run("SS3_redo_equal_keeps_sheet", func(t *testing.T) {
		s := redoGame(t, "no-trump 9high", 4, 4)
		assert.Equal(t, 4, row(s, stepstones.WinNoTrump).Tricks[carol])
		assert.False(t, s.Results()[1].Kept)
	})
}

func TestRedoRefusals(t *testing.T) {
	s := newGame(t, stepstones.Config{Redo: true}, carol, heartsDeal(carol))
	before := s.Clone()
	err := s.Apply(carol, act("redo no-trump 9high"))
	assert.Equal(t, "Redo variant", engine.RuleOf(err))
	assert.Equal(t, "A redo is for a contract you have completed; bid Win Tricks (No Trump) instead.", engine.Explain(err))
	assert.Equal(t, before, s)
	apply(t, s, carol, "bid no-trump 9high")
	playScripted(t, s, 2)
	apply(t, s, david, "pass")
	apply(t, s, scott, "pass")
	apply(t, s, carol, "redo no-trump 9high")
	finishHand(t, s)
	// Forehand Scott; Carol has no token left.
	apply(t, s, scott, "pass")
	apply(t, s, carol, "bid pick-trump 9high C")
	finishHand(t, s)
	apply(t, s, carol, "pass")
	apply(t, s, david, "pass")
	apply(t, s, scott, "pass")
	require.Equal(t, []int{carol}, s.ToMove())
	err = s.Apply(carol, act("redo pick-trump 9high C"))
	assert.Equal(t, "Redo variant", engine.RuleOf(err))
	assert.Equal(t, "You have spent your redo token.", engine.Explain(err))
}

// TestSS3RedoRecomputesRow: a Redo that improves a complete row changes
// the row's game points.
func TestSS3RedoRecomputesRow(t *testing.T) {
	s := newGame(t, stepstones.Config{Redo: true}, carol, heartsDeal(carol))
	apply(t, s, carol, "bid no-trump 9high")
	playScripted(t, s, 2)
	require.NoError(t, s.Redeal(heartsDeal(david)))
	apply(t, s, david, "bid no-trump 9high")
	playScripted(t, s, 5)
	require.NoError(t, s.Redeal(heartsDeal(scott)))
	apply(t, s, scott, "bid no-trump 9high")
	playScripted(t, s, 4)
	sh := s.Scoresheet()
	r := sh.Rows[1]
	require.True(t, r.Complete)
	assert.Equal(t, [3]int{2, 5, 4}, r.Tricks)
	assert.Equal(t, [3]int{-1, 3, 1}, r.Points)
	require.NoError(t, s.Redeal(heartsDeal(carol)))
	apply(t, s, carol, "redo no-trump 9high")
	playScripted(t, s, 8)
	sh = s.Scoresheet()
	r = sh.Rows[1]
	assert.Equal(t, [3]int{8, 5, 4}, r.Tricks)
	assert.Equal(t, [3]int{3, 1, -1}, r.Points, "SS3: recomputed from the row's current values")
	assert.Equal(t, [3]int{3, 1, -1}, sh.Totals)
}

// TestGameEnds: 12 hands without the variant; with Redo one more hand per
// spent token; the game's winners are the sheet's (SS8).
func TestGameEnds(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		s := randomGame(t, stepstones.Config{Sheet: stepstones.Sheet(seed % 2)}, seed)
		require.Equal(t, 12, s.HandNumber())
		sh := s.Scoresheet()
		assert.Equal(t, sh.Winners(), s.Winners())
		for _, r := range sh.Rows {
			assert.True(t, r.Complete)
		}
		s = randomGame(t, stepstones.Config{Redo: true, Sheet: stepstones.Sheet(seed % 2)}, seed)
		redos := 0
		for _, r := range s.Results() {
			if r.Bid.Redo {
				redos++
			}
		}
		assert.Equal(t, 12+redos, s.HandNumber())
		assert.LessOrEqual(t, s.HandNumber(), stepstones.MaxHands)
		assert.Empty(t, s.Legal(0))
		assert.ErrorIs(t, s.Apply(0, stepstones.Pass), engine.ErrIllegal)
	}
}
