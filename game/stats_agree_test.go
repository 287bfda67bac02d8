package game_test

import (
	"slices"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The statistics of games really played (computer players in every seat,
// seat 0 counted as the person's) agree with the games: as many games,
// the wins the final standings give seat 0, and no help counted where
// none was used.
func TestStatisticsAgreeWithTheStandings(t *testing.T) {
	ctx := keepingContext(t)
	for _, name := range []string{"speedrun", "stepstones", "spellcraft"} {
		e, ok := games.Lookup(name)
		require.True(t, ok)
		wins, perfects := 0, 0
		const played = 4
		for seed := uint64(1); seed <= played; seed++ {
			seats := make([]record.Seat, e.Seats)
			levels := make([]engine.Level, e.Seats)
			for i := range seats {
				seats[i], levels[i] = record.Seat{Name: "Bot", Kind: "bot", Bot: "easy"}, engine.Easy
			}
			seats[0] = record.Seat{Name: "You", Kind: "human"}
			m, err := e.New(nil, seed, seats)
			require.NoError(t, err)
			require.NoError(t, e.PlayBots(m, levels, seed))
			ctx.Finished(e, m, "easy", 0)
			if slices.Contains(m.Winners(), 0) {
				wins++
			}
			if name == "speedrun" {
				perfects += m.Tally().Seats[0].Stats[0] // the standings' column
			}
		}
		l := ctx.Statistics().Line(name, "easy")
		require.NotNil(t, l, name)
		assert.Equal(t, played, l.Games, name)
		assert.Equal(t, wins, l.Wins, name)
		assert.Zero(t, l.Helped, "%s: nobody undid or asked for a hint", name)
		if name == "speedrun" {
			v, _ := l.Figures["perfects"].Value()
			assert.Equal(t, float64(perfects), v, "Perfect Bonuses as the final standings show them")
			assert.Positive(t, perfects, "the games had Perfect Bonuses to count")
		}
	}
}
