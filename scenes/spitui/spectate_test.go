package spitui

import (
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpectatorWatchesTheRace: a spectator watching a game of Spit mid
// round (the standard game and the short one, whose hands are secret)
// sees the stock piles, the centre and both seats by name; no hand card
// face up, no card marked for play, nothing a key or a click does sends a
// press; and with the record playing on, the race goes on.
func TestSpectatorWatchesTheRace(t *testing.T) {
	for _, tc := range []struct {
		name     string
		settings engine.Settings
	}{{"standard", nil}, {"short", engine.Settings{"short": "on"}}} {
		t.Run(tc.name, func(t *testing.T) {
			e := games.Spit.Entry()
			rec := scenetest.WatchedRecord(t, e, tc.settings, 2, 3)
			p, err := session.NewPlayback(e, rec, 0, 0)
			require.NoError(t, err)
			at := p.Len() / 3
			app := &scenes.App{Games: []scenes.GameEntry{Entry}}
			h, s, top := scenetest.Spectate(t, app, rec, at, false)
			tbl := top.(*Table)
			h.Step(60)
			h.Shot("spit-spectator-" + tc.name)
			secret := handCards(t, e, rec, p.Acts(), at)
			if tc.settings != nil {
				require.NotZero(t, secret, "the short game's hands are secret")
			}
			assertNoSecretShows(t, tbl, secret)
			assert.Equal(t, "Ann", tbl.seatName(0))
			assert.Equal(t, "Ben", tbl.seatName(1))

			h.PokeAsSpectator(s, tbl, [2]float64{640, 600}, [2]float64{640, 360})
			assertNoSecretShows(t, tbl, secret)
			assert.Zero(t, tbl.highlights(), "no card is marked for play")

			s.Playback().Playing = true
			for range 20 {
				h.Press(scenetest.PlayerKeys[0])
				h.Step(10)
			}
			assert.Greater(t, s.Playback().Pos(), at, "the race goes on")
		})
	}
}

// handCards are the cards the seats hold in their hands, unseen by a
// spectator, at the record's action at.
func handCards(t *testing.T, e *engine.Entry, rec *record.Record, acts []int, at int) cards.Set {
	t.Helper()
	m, err := e.Resume(&record.Record{Header: rec.Header, Events: rec.Events[:acts[at]:acts[at]]})
	require.NoError(t, err)
	var out cards.Set
	for seat := range 2 {
		for _, c := range m.View(seat).(spit.View).Players[seat].Hand {
			if c != cards.None {
				out = out.With(c)
			}
		}
	}
	return out
}

// assertNoSecretShows checks no card of secret shows face up, and that
// the table draws the spectator's view: no hand, every seat's the same.
func assertNoSecretShows(t *testing.T, tbl *Table, secret cards.Set) {
	t.Helper()
	for c, sp := range tbl.cards.sp {
		if tbl.cards.live[c] && !sp.Hidden && sp.Look().Flip > 0 {
			assert.False(t, secret.Has(cards.Card(c)), "%v from a hand is drawn face up", cards.Card(c))
		}
	}
	for seat := range 2 {
		for _, c := range tbl.view.Players[seat].Hand {
			assert.Equal(t, cards.None, c, "the table holds a card of %s's hand", tbl.seatName(seat))
		}
		assert.True(t, tbl.handHidden(seat))
	}
}

// TestReplayOfComputersStillShowsBothHands: a replay of computers only
// sees both seats, so the short game's hands show face up as before.
func TestReplayOfComputersStillShowsBothHands(t *testing.T) {
	e := games.Spit.Entry()
	rec := scenetest.WatchedRecord(t, e, engine.Settings{"short": "on"}, 2, 3)
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	var tbl *Table
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		s, err := session.Watch(ctx, e, rec, 40, false)
		require.NoError(t, err)
		top, err := app.Open(ctx, s)
		require.NoError(t, err)
		tbl = top.(*Table)
		return tbl
	})
	h.Step(60)
	held := 0
	for seat := range 2 {
		assert.False(t, tbl.handHidden(seat))
		for _, c := range tbl.view.Players[seat].Hand {
			if c != cards.None {
				held++
			}
		}
	}
	assert.NotZero(t, held, "the hands show")
}
