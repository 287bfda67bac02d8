package session_test

import (
	"fmt"
	"testing"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpectateShowsTheGameAsNoSeatKnowsIt: every game's record played
// back for a spectator, eight moves into its first deal (later, past
// deals' results show every card): every seat's view is the
// spectator's and carries no card a seat holds in secret, the events are
// those a Host tells spectators (Know with no seat), and nothing can be
// done.
func TestSpectateShowsTheGameAsNoSeatKnowsIt(t *testing.T) {
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			n := max(2, e.MinSeats)
			rec := finishedRecord(t, e, n, 5)
			s, err := session.Spectate(&env{}, e, rec, 0)
			require.NoError(t, err)
			p := s.Playback()
			mid, err := p.At(min(8, p.Len()/2), 0)
			require.NoError(t, err)
			m, err := e.Resume(cut(rec, mid.Acts(), mid.Pos()))
			require.NoError(t, err)

			assert.Zero(t, mid.Plays(), "a spectator plays no seat")
			assert.Zero(t, mid.Sees(), "a spectator sees no seat's secrets")
			secret := secrets(m)
			if e.Name == "speedrun" || e.Name == "stepstones" {
				// A trick game's hands are secret. (Spit and SpeedOh
				// keep only face-down piles, which no view shows, and a
				// Spellcraft spectator's Unseen names the hands' cards
				// among those nobody sees.)
				require.NotEmpty(t, secret, "mid-deal the seats hold cards in secret")
			}
			for seat := range n {
				v := mid.View(seat)
				assert.True(t, same(m.View(engine.Spectator), v), "seat %d's view is the spectator's", seat)
				for c := range cardsIn(v) {
					assert.False(t, secret[c], "seat %d's view shows %s, held in secret", seat, c)
				}
			}
			assert.Nil(t, mid.View(n), "no view for a seat the game lacks")
			var want []engine.Event
			for _, ev := range m.Events() {
				if k, ok := e.Know(ev, 0); ok {
					want = append(want, k)
				}
			}
			assert.True(t, same(want, mid.Events()), "the events a spectator is told")
			assert.Empty(t, mid.Legal(0))
			assert.ErrorIs(t, s.Act(0, nil), session.ErrNotYours)
		})
	}
}

// TestWatchingAReplayStillSeesItsSeats: a replay keeps the seats it was
// made with, a spectator's only when asked for no seat.
func TestWatchingAReplayStillSeesItsSeats(t *testing.T) {
	e := games.SpeedRun.Entry()
	rec := finishedRecord(t, e, 3, 8)
	s, err := session.Watch(&env{}, e, rec, 4, true)
	require.NoError(t, err)
	assert.Equal(t, engine.AllSeats(3), s.Sees())
	m, err := e.Resume(cut(rec, s.Playback().Acts(), 4))
	require.NoError(t, err)
	for seat := range 3 {
		assert.True(t, same(m.View(seat), s.View(seat)), fmt.Sprintf("seat %d face up", seat))
	}
}

// cut is rec up to just before its act n (acts: its act events by
// index), as a playback seeks.
func cut(rec *record.Record, acts []int, n int) *record.Record {
	end := len(rec.Events)
	if n < len(acts) {
		end = acts[n]
	}
	return &record.Record{Header: rec.Header, Events: rec.Events[:end:end]}
}
