//go:build online

package online_test

import (
	"context"
	"testing"
	"time"

	"parlor/game/room"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The matchmaker forms tables every 15 seconds (Nakama's interval), and
// settles for fewer than the most players after two intervals.
const matchLimit = 90 * time.Second

// seek asks the matchmaker for a table of game for each of people, from
// least to most players.
func seek(t *testing.T, game string, least, most int, people ...*person) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, p := range people {
		require.NoError(t, p.c.QuickMatch(ctx, game, least, most), "%s asks for a quick match", p.name)
	}
}

// matched waits until the matchmaker has found a table for each of
// people, and returns the tables by person.
func matched(t *testing.T, people ...*person) map[*person]string {
	t.Helper()
	found := map[*person]string{}
	until(t, matchLimit, func() bool {
		for _, p := range people {
			if m := p.c.TakeMatched(); m != "" {
				found[p] = m
			}
		}
		return len(found) == len(people)
	})
	return found
}

// TestQuickMatchAgainAndGivenUp: a second quick match in the same run
// finds a new table, not the last one; a quick match given up leaves the
// matchmaker, so strangers are not seated with a player who left; and a
// quick table that not everyone comes to closes, saying so.
func TestQuickMatchAgainAndGivenUp(t *testing.T) {
	t.Parallel() // the only test that asks for Spit
	ann, ben := connect(t, "Ann", device(t)), connect(t, "Ben", device(t))
	seek(t, "spit", 2, 2, ann, ben)
	first := matched(t, ann, ben)
	require.Equal(t, first[ann], first[ben], "Ann and Ben are seated together")
	ann.sit(t, first[ann])
	ben.sit(t, first[ben])
	until(t, 20*time.Second, func() bool { return ann.t.Game() != nil && ben.t.Game() != nil }, ann, ben)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, p := range []*person{ann, ben} {
		require.NoError(t, p.c.Leave(ctx))
	}

	seek(t, "spit", 2, 2, ann, ben)
	again := matched(t, ann, ben)
	assert.Equal(t, again[ann], again[ben], "Ann and Ben are seated together again")
	assert.NotEqual(t, first[ann], again[ann], "the second quick match is a new table")

	// Cy gives up; Dan and Eve then look: they are seated together, and
	// Cy, gone, with neither.
	cy := connect(t, "Cy", device(t))
	seek(t, "spit", 2, 2, cy)
	require.NoError(t, cy.c.StopQuickMatch(ctx))
	dan, eve := connect(t, "Dan", device(t)), connect(t, "Eve", device(t))
	seek(t, "spit", 2, 2, dan, eve)
	de := matched(t, dan, eve)
	assert.Equal(t, de[dan], de[eve], "Dan and Eve are seated together")
	assert.Empty(t, cy.c.TakeMatched(), "Cy gave up: the matchmaker did not seat him")

	// Only Dan sits: after the grace his table closes and tells him why.
	dan.sit(t, de[dan])
	until(t, time.Minute, func() bool { s, _ := dan.t.State(); return s.Phase == room.Closed }, dan)
	assert.Contains(t, dan.t.TakeNews(), "Not everyone the quick match found came to the table, so it closed. Try Quick match again.")
}

// TestQuickMatchSeatsFewerThanTheUsualCount: two people asking for
// SpeedOh (usually four) are seated together once the matchmaker has
// found nobody else, and play a two-player game.
func TestQuickMatchSeatsFewerThanTheUsualCount(t *testing.T) {
	t.Parallel() // the only test that asks for SpeedOh
	ann, ben := connect(t, "Ann", device(t)), connect(t, "Ben", device(t))
	seek(t, "speedoh", 2, 4, ann, ben)
	found := matched(t, ann, ben)
	require.Equal(t, found[ann], found[ben], "Ann and Ben are seated together")
	ann.sit(t, found[ann])
	ben.sit(t, found[ben])
	until(t, 20*time.Second, func() bool {
		return ann.t.Game() != nil && len(ann.t.Game().Header().Seats) > 0
	}, ann, ben)
	assert.Len(t, ann.t.Game().Header().Seats, 2, "a table of two")
}
