package stepstones_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/rules/trick"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The generic random-play checks (cards conserved, illegal actions change
// nothing, a seat to move has a legal action, clones are independent, games
// end, records verify) are rules/engine/conform's, run on Stepping Stones
// by rules/games' TestConformance. These tests are Stepping Stones' own.

func configs() []stepstones.Config {
	return []stepstones.Config{
		{},
		{Redo: true},
		{Sheet: stepstones.Advanced},
		{Sheet: stepstones.Advanced, Redo: true},
	}
}

// TestG2SameSeedSameGame: same seed and same actions give the same game.
func TestG2SameSeedSameGame(t *testing.T) {
	a := randomGame(t, stepstones.Config{Redo: true}, 42)
	b := randomGame(t, stepstones.Config{Redo: true}, 42)
	assert.Equal(t, a, b)
	c := stepstones.New(stepstones.Config{}, 43)
	d := stepstones.New(stepstones.Config{}, 42)
	assert.NotEqual(t, c.Dealt(), d.Dealt())
}

// TestG3FirstForehandFromSeed: every seat is drawn as first forehand for
// some seed, and FixedForehand fixes it.
func TestG3FirstForehandFromSeed(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(0); seed < 50; seed++ {
		s := stepstones.New(stepstones.Config{}, seed)
		seen[s.Forehand()] = true
		assert.Equal(t, []int{s.Forehand()}, s.ToMove())
	}
	assert.Len(t, seen, 3)
	s := stepstones.New(stepstones.Config{FixedForehand: true, Forehand: 2}, 0)
	assert.Equal(t, 2, s.Forehand())
}

func TestDealIsTwelveEach(t *testing.T) {
	s := stepstones.New(stepstones.Config{}, 7)
	var all cards.Set
	for i, h := range s.Dealt() {
		assert.Equal(t, 12, h.Len(), "seat %d", i)
		all |= h
	}
	assert.Equal(t, stepstones.Deck.Set(), all, "all 36 cards are dealt")
}

// TestRecordOutcomesAddUp replays random games' typed events the way an
// independent checker would: each trick's winner from its cards, each
// hand's result from its tricks (SS4: Win Last 6 counts tricks 7-12), each
// row's value from the hands (SS3: a Redo keeps the better), and the final
// totals, firsts and winners from the rows (SS3, SS8, G4).
func TestRecordOutcomesAddUp(t *testing.T) {
	for i, cfg := range configs() {
		for seed := uint64(0); seed < 25; seed++ {
			_, g := playStepsPassing(t, cfg, seed+uint64(100*i), 40)
			var values [stepstones.NumRows][stepstones.NumPlayers]int
			for r := range values {
				values[r] = [stepstones.NumPlayers]int{-1, -1, -1}
			}
			sheet := cfg.Sheet
			counted, won := 0, [stepstones.NumPlayers]int{}
			var bid stepstones.Bid
			declarer := -1
			var over *stepstones.GameOver
			for _, e := range g.Events() {
				switch d := e.Data.(type) {
				case stepstones.Action:
					if d.Kind == stepstones.KindBid {
						bid, declarer = d.Bid, e.Seat
					}
				case stepstones.TrickWon:
					require.Len(t, d.Cards, 3)
					rules := bid.Rules()
					tr := trickOf(d)
					assert.Equal(t, d.Winner, rules.Winner(&tr, stepstones.NumPlayers), "hand %d trick %d", d.Hand, d.Trick)
					assert.Equal(t, bid.Contract != stepstones.WinLast6 || d.Trick > 6, d.Counts, "SS4")
					won[d.Winner]++
					if d.Winner == declarer && d.Counts {
						counted++
					}
				case stepstones.HandScored:
					r := d.Result
					assert.Equal(t, declarer, r.Declarer)
					assert.Equal(t, bid, r.Bid)
					assert.Equal(t, won, r.Won)
					assert.Equal(t, counted, r.Tricks, "SS4: the declarer's counted tricks")
					row := sheet.Row(r.Bid.Contract)
					old := values[row][r.Declarer]
					assert.Equal(t, old, r.Before)
					assert.Equal(t, r.Bid.Redo, old >= 0, "a bid on a completed row is a redo")
					want := r.Tricks
					if old >= 0 && !r.Bid.Contract.Better(r.Tricks, old) {
						want = old // SS3: a Redo keeps the better
					}
					assert.Equal(t, want, d.Sheet)
					assert.Equal(t, old < 0 || r.Bid.Contract.Better(r.Tricks, old), r.Kept)
					values[row][r.Declarer] = d.Sheet
					counted, won, declarer = 0, [stepstones.NumPlayers]int{}, -1
				case stepstones.GameOver:
					over = &d
				}
			}
			require.NotNil(t, over, "the game ends with a GameOver event")
			sc := stepstones.BuildScoresheet(sheet, values)
			assert.Equal(t, sc.Totals, over.Totals, "SS3: totals from the rows")
			assert.Equal(t, sc.Firsts, over.Firsts, "SS8: rows placed first")
			assert.Equal(t, sc.Winners(), over.Winners, "SS8, G4")
			assert.Equal(t, g.Winners(), over.Winners)
		}
	}
}

// trickOf rebuilds a finished trick from its event.
func trickOf(d stepstones.TrickWon) (tr trick.Trick) {
	tr.Num, tr.Leader = uint8(d.Trick-1), uint8(d.Leader)
	for _, c := range d.Cards {
		tr.Add(c)
	}
	return tr
}

func TestPlayoutEndsAndDoesNotAllocate(t *testing.T) {
	base := stepstones.New(stepstones.Config{Sheet: stepstones.Advanced, Redo: true}, 11)
	var s stepstones.State
	rng := rand.New(rand.NewPCG(1, 1))
	allocs := testing.AllocsPerRun(50, func() {
		s.CopyFrom(base)
		s.Playout(rng)
	})
	assert.Zero(t, allocs)
	assert.True(t, s.Over())
	assert.NotEmpty(t, s.Winners())
	assert.NoError(t, s.Check())
}
