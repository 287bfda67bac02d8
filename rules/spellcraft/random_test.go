package spellcraft_test

import (
	"testing"

	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// configFor varies the options over seeds: 2-8 players, jokers on and
// off, trump on and off, a few chip counts.
func configFor(seed uint64) spellcraft.Config {
	return spellcraft.Config{
		Players:  2 + int(seed%7),
		NoJokers: seed/7%4 == 3,
		Trump:    seed/3%2 == 1,
		Chips:    []int{12, 0, 15}[seed/5%3],
	}
}

// TestRandomGamesReachEveryPath tallies what random games run into, so that
// the invariant checks above are known to cover every kind of showdown,
// penalty and ending.
func TestRandomGamesReachEveryPath(t *testing.T) {
	seen := map[string]int{}
	for seed := range uint64(600) {
		cfg := configFor(seed)
		s := spellcraft.MustNew(cfg, seed)
		rng := newRand(seed)
		round := s.Round()
		for !s.Over() {
			if s.Phase() == spellcraft.PhaseBlackJoker {
				seen["black joker"]++
			}
			if s.Phase() == spellcraft.PhasePick && s.HighBidder() < 0 {
				seen["nobody bid"]++
			}
			seat, a := randomMove(t, s, rng, 25)
			require.NoError(t, s.Apply(seat, a))
			if s.Round() != round || s.Over() {
				r, _ := s.LastRound()
				seen["cause "+r.Cause.String()]++
				seen["penalty "+r.Penalty.String()]++
				if len(r.BestSeats()) > 1 {
					seen["tie"]++
				}
				round = s.Round()
			}
		}
		seen["end "+s.EndReason().String()]++
	}
	t.Log(seen)
	for _, k := range []string{"black joker", "nobody bid", "cause knock", "cause five", "cause deck",
		"penalty none", "penalty paid", "penalty staked", "tie", "end last-player", "end no-chips"} {
		assert.Positive(t, seen[k], k)
	}
}

// TestSC10_ChipsAddUp follows the chips through random games: every
// payout splits its stakes exactly (the best hands share half the stakes
// rounded up, each taking its share rounded down; the rest is removed),
// and after it the stacks, the stakes carried and every chip removed so
// far add up to the chips the game started with.
func TestSC10_ChipsAddUp(t *testing.T) {
	payouts := 0
	for seed := range uint64(150) {
		cfg := configFor(seed)
		_, steps := randomGame(t, cfg, seed, 30)
		g := played(t, cfg, seed, steps)
		total := cfg.Players * cfg.StartChips()
		removed, best := 0, 0
		for _, e := range g.Events() {
			switch d := e.Data.(type) {
			case spellcraft.ShowdownScored:
				best = len(d.Result.BestSeats())
				require.Positive(t, best)
			case spellcraft.PaidOut:
				payouts++
				assert.Equal(t, (d.Stakes+1)/2/best, d.Prize, "seed %d round %d", seed, d.Round)
				assert.Equal(t, d.Stakes, d.Prize*best+d.Removed, "seed %d round %d", seed, d.Round)
				removed += d.Removed
				sum := d.Carry + removed
				for _, x := range d.Stacks {
					sum += x
				}
				assert.Equal(t, total, sum, "seed %d round %d", seed, d.Round)
			case spellcraft.GameOver:
				sum := g.Stakes() + removed
				for _, x := range d.Stacks {
					sum += x
				}
				assert.Equal(t, total, sum, "seed %d at the end", seed)
			}
		}
		assert.Equal(t, removed, g.Removed())
	}
	t.Logf("%d payouts", payouts)
}
