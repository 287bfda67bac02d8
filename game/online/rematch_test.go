//go:build online

package online_test

import (
	"testing"
	"time"

	"parlor/game/room"
	"parlor/rules/games"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// firstStart is who started a Speed Run game's first hand.
func firstStart(t *testing.T, p *person) int {
	for _, ev := range p.t.Game().Events() {
		if d, ok := ev.Data.(speedrun.Dealt); ok {
			return d.Start
		}
	}
	t.Fatalf("%s was told no deal", p.name)
	return -1
}

// Issue 35, rematch: at a finished table Ann asks for a rematch and Ben
// says yes, each in one request; Ann starts it. The same two play a new
// game on a new seed, committed to again, its first hand one seat on;
// both games reach both, kept apart on the server.
func TestRematchPlaysTheNextGameAtTheSameTable(t *testing.T) {
	e, _ := games.Lookup("speedrun")
	ann, ben := table(t, e, plan(e))
	match := ann.c.Match()
	rec1 := finish(t, e, 10*time.Minute, ann, ben)
	start1 := firstStart(t, ann)

	require.NoError(t, ann.t.Rematch())
	var news []string
	until(t, 20*time.Second, func() bool {
		news = append(news, ben.t.TakeNews()...)
		s, _ := ben.t.State()
		return s.Phase == room.Waiting
	}, ann, ben)
	assert.Contains(t, news, "Ann asks for a rematch: Rematch on the final standings to play again.")
	require.NoError(t, ben.t.Rematch())
	until(t, 20*time.Second, func() bool {
		return ben.t.Game() == nil && len(ben.t.TakeNews()) > 0
	}, ann, ben)
	require.NoError(t, ann.t.Start())
	until(t, 20*time.Second, func() bool {
		return ann.t.Game() != nil && ben.t.Game() != nil && len(ann.t.Game().Events()) > 0
	}, ann, ben)
	assert.Equal(t, (start1+1)%3, firstStart(t, ann), "the next start player")
	assert.Empty(t, ann.t.Game().Header().Salt, "the new seed stays on the server")
	assert.NotEqual(t, rec1.Header.Commit, ann.t.Game().Header().Commit, "a new commitment")

	rec2 := finish(t, e, 10*time.Minute, ann, ben)
	assert.NotEqual(t, rec1.Header.Seed, rec2.Header.Seed)
	assert.Equal(t, []string{"Ann", "Ben"}, []string{rec2.Header.Seats[0].Name, rec2.Header.Seats[1].Name})
	for _, p := range []*person{ann, ben} {
		keptFor(t, p, match, rec1)
		keptFor(t, p, match+"-2", rec2)
	}
}
