package spellcraft_test

import (
	"testing"

	"parlor/rules/cards"
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

// TestRandomGames plays many seeded games with random legal actions and
// checks after every action that no card is lost or duplicated and the
// chips are conserved.
func TestRandomGames(t *testing.T) {
	n := uint64(1500)
	if testing.Short() {
		n = 150
	}
	rounds, actions := 0, 0
	for seed := range n {
		cfg := configFor(seed)
		s, steps := randomGame(t, cfg, seed, 30)
		require.True(t, s.Over())
		assert.NotEmpty(t, s.Winners())
		rounds += s.Round()
		actions += len(steps)
	}
	t.Logf("%d games, %d rounds, %d actions", n, rounds, actions)
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

// TestIllegalActionsChangeNothing tries wrong actions by every seat at
// random points of random games: each is refused with ErrIllegal and the
// state is exactly as before.
func TestIllegalActionsChangeNothing(t *testing.T) {
	wrong := []spellcraft.Action{
		{}, spellcraft.Pass, spellcraft.Knock, spellcraft.Draw, spellcraft.Bid(0), spellcraft.Bid(5), spellcraft.Bid(1),
		spellcraft.Target(0), spellcraft.Target(9), {Kind: 99}, spellcraft.Take(cards.Card(200)),
		spellcraft.Exchange(cards.RedJoker, cards.BlackJoker, cards.None),
		{Kind: spellcraft.KindExchange, Out: [2]cards.Card{1, 1}, Card: 2},
	}
	for seed := range uint64(16) {
		cfg := configFor(seed)
		s := spellcraft.MustNew(cfg, seed)
		rng := newRand(seed)
		for step := 0; !s.Over(); step++ {
			if step%4 == 0 {
				tries := append([]spellcraft.Action{}, wrong...)
				for _, c := range cfg.Deck().Cards() {
					tries = append(tries, spellcraft.Take(c))
				}
				for who := -1; who <= cfg.Players; who++ {
					legal := s.Legal(who)
					for _, a := range tries {
						if contains(legal, a) {
							continue
						}
						before := *s
						err := s.Apply(who, a)
						require.ErrorIs(t, err, spellcraft.ErrIllegal, "seat %d %v in %v", who, a, s.Phase())
						require.Contains(t, err.Error(), "spellcraft: ")
						if before != *s {
							t.Fatalf("seat %d %v changed the state", who, a)
						}
					}
				}
			}
			seat, a := randomMove(t, s, rng, 20)
			require.NoError(t, s.Apply(seat, a))
		}
	}
}

func contains(l []spellcraft.Action, a spellcraft.Action) bool {
	for _, x := range l {
		if x == a {
			return true
		}
	}
	return false
}

func TestCloneIsIndependent(t *testing.T) {
	cfg := spellcraft.Config{Players: 4, Trump: true}
	s := spellcraft.MustNew(cfg, 3)
	c := s.Clone()
	rng := newRand(1)
	for !c.Over() {
		seat, a := randomMove(t, c, rng, 30)
		require.NoError(t, c.Apply(seat, a))
	}
	assert.False(t, s.Over())
	assert.Equal(t, spellcraft.MustNew(cfg, 3), s)
}
