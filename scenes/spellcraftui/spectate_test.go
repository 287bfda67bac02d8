package spellcraftui

import (
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpectatorSeesEveryHandFaceDown: a spectator watching four seats of
// Spellcraft with trump cards sees every hand face down (the bottom
// seat's as a fan of backs), the field and the chips, no trump card and
// nothing to choose; the keys and clicks that choose do nothing. As the
// record plays on, cards the bottom seat takes go face down too.
func TestSpectatorSeesEveryHandFaceDown(t *testing.T) {
	e := games.Spellcraft.Entry()
	rec := scenetest.WatchedRecord(t, e, engine.Settings{"trump": "on"}, 4, 6)
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	const at = 10
	h, s, top := scenetest.Spectate(t, app, rec, at, false)
	tbl := top.(*Table)
	h.Settle(120)
	h.Shot("spellcraft-spectator")
	assertNoHandShows(t, tbl, rec, s.Playback().Acts(), at)
	assert.Equal(t, []string{"Ann", "Ben", "Cy", "Dee"}, tbl.names)

	h.PokeAsSpectator(s, tbl, [2]float64{640, 612}, [2]float64{720, 212}, [2]float64{292, 238})
	assertNoHandShows(t, tbl, rec, s.Playback().Acts(), at)
	assert.False(t, tbl.myTurn(), "nobody here is to move")
	assert.NotEqual(t, "Your turn", tbl.whoText())

	s.Playback().Playing = true
	s.Playback().Hold = 4
	h.Step(600)
	s.Playback().Playing = false
	// The table shows what happened so far; a showdown's page is closed.
	h.Until(3000, "the table caught up", func() bool { return h.Top() == scenes.Table(tbl) && !tbl.Busy() },
		func() bool { return h.Top() != scenes.Table(tbl) })
	pos := s.Playback().Pos()
	require.Greater(t, pos, at, "the game went on")
	if !s.Over() {
		assertNoHandShows(t, tbl, rec, s.Playback().Acts(), pos)
	}
}

// assertNoHandShows checks that no card a seat holds (nor a trump card)
// is drawn face up at the record's action at, that every seat in the
// round holds cards drawn face down, and that the table keeps no hand of
// its own.
func assertNoHandShows(t *testing.T, tbl *Table, rec *record.Record, acts []int, at int) {
	t.Helper()
	m, err := games.Spellcraft.Entry().Resume(&record.Record{Header: rec.Header, Events: rec.Events[:acts[at]:acts[at]]})
	require.NoError(t, err)
	var secret cards.Set
	for seat := range m.Seats() {
		v := m.View(seat).(spellcraft.View)
		secret |= v.Hand
	}
	require.NotZero(t, secret)
	for _, c := range tbl.cfg.Deck().Cards() {
		s := tbl.cards.sprite(c)
		if !s.Hidden && s.Look().Flip > 0 && !s.Moving() {
			assert.False(t, secret.Has(c), "%v from a hand is drawn face up", c)
		}
	}
	assert.Empty(t, tbl.cards.hand, "the table holds no hand of its own")
	for seat := range m.Seats() {
		_, up := tbl.faceUp(seat)
		assert.False(t, up, "%s's hand is face up", tbl.names[seat])
		if tbl.shown.InRound[seat] {
			assert.Positive(t, tbl.shown.HandSizes[seat], "%s's backs show", tbl.names[seat])
		}
	}
	assert.Equal(t, cards.None, tbl.shown.Trump, "no trump card shows")
}

// TestReplayOfComputersStillShowsEveryHand: a replay of a game of
// computers only sees every seat: the bottom hand is fanned face up and
// the others' show in their panels, as before.
func TestReplayOfComputersStillShowsEveryHand(t *testing.T) {
	e := games.Spellcraft.Entry()
	rec := scenetest.WatchedRecord(t, e, engine.Settings{"trump": "on"}, 4, 6)
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	var tbl *Table
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		s, err := session.Watch(ctx, e, rec, 10, false)
		require.NoError(t, err)
		require.Equal(t, engine.AllSeats(4), s.Sees())
		top, err := app.Open(ctx, s)
		require.NoError(t, err)
		tbl = top.(*Table)
		return tbl
	})
	h.Settle(120)
	h.Until(600, "the deal landed", func() bool { return !tbl.Busy() }, nil)
	require.NotEmpty(t, tbl.cards.hand)
	for _, c := range tbl.cards.hand {
		assert.Equal(t, 1.0, tbl.cards.sprite(c).Look().Flip, "%v face up", c)
	}
	for seat := 1; seat < 4; seat++ {
		hand, up := tbl.faceUp(seat)
		assert.True(t, up, "%s's hand face up", tbl.names[seat])
		assert.NotZero(t, hand)
	}
}
