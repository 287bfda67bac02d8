package games_test

import (
	"slices"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
	"parlor/rules/games"
	"parlor/rules/stepstones"
	ssbot "parlor/rules/stepstones/bot"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExpertInTheTurnBasedGamesOnly: Speed Run, Stepping Stones and
// Spellcraft offer Expert, as their strongest level; the real-time games
// (their bots react on a modelled human clock, not a search) do not.
func TestExpertInTheTurnBasedGamesOnly(t *testing.T) {
	for _, e := range games.All() {
		offers := slices.Contains(e.Levels, engine.Expert)
		assert.Equal(t, !e.RealTime, offers, "%s offers Expert", e.Name)
		if offers {
			assert.Equal(t, engine.Expert, e.Levels[len(e.Levels)-1], "%s: Expert is the strongest", e.Name)
			_, err := e.Chooser(engine.Expert, 1, 7)
			assert.NoError(t, err, "%s seats an Expert", e.Name)
		}
	}
}

// TestSteppingStonesAdviserIsExpert: Stepping Stones' hint and analysis
// come from Expert (it fits the hint's time limit), seeded as seat 0's
// player: on a card play its values are Expert's, not Hard's.
func TestSteppingStonesAdviserIsExpert(t *testing.T) {
	s := stepstones.New(stepstones.Config{}, 9)
	bots := enginetest.Bots(stepstones.NumPlayers, func(i int) *ssbot.Bot { return ssbot.New(engine.Normal, uint64(i)) })
	names := []string{"You", "West", "East"}
	for steps := 0; !s.Over() && steps < 500; steps++ {
		for _, v := range enginetest.Turn(t, s, bots) {
			if v.Phase != stepstones.PhasePlay || len(v.Legal) < 3 {
				continue
			}
			got := games.SteppingStones.Adviser(9).Advise(v, v.Legal, names).Values
			want := ssbot.New(engine.Expert, engine.BotSeed(9, 0)).Advise(v, v.Legal, names).Values
			assert.Equal(t, want, got)
			assert.NotEqual(t, ssbot.New(engine.Hard, engine.BotSeed(9, 0)).Advise(v, v.Legal, names).Values, got)
			return
		}
	}
	require.Fail(t, "no card play with three choices")
}

// TestAdviserLevelNamed: a game with hints and analysis names its
// adviser's level (the analysis says "Expert would choose ..."), one of
// its own search levels; Stepping Stones' is Expert.
func TestAdviserLevelNamed(t *testing.T) {
	for _, e := range games.All() {
		if e.Advise == nil {
			continue
		}
		assert.GreaterOrEqual(t, e.AdviserLevel, engine.Hard, "%s names its adviser", e.Name)
		assert.Contains(t, e.Levels, e.AdviserLevel, e.Name)
	}
	e, ok := games.Lookup("stepstones")
	require.True(t, ok)
	assert.Equal(t, engine.Expert, e.AdviserLevel)
}
