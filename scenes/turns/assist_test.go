package turns_test

import (
	"slices"
	"testing"
	"time"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/turns"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Speed Run game with a person in seat 0 and Normal computers in the
// others, played until the person has decided n times and is to decide
// again.
func personGame(t *testing.T, n int) (*engine.Entry, engine.Match) {
	t.Helper()
	e := games.SpeedRun.Entry()
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "normal"}, {Name: "East", Kind: "bot", Bot: "normal"}}
	m, err := e.New(engine.Settings{}, 11, seats)
	require.NoError(t, err)
	players, err := e.Bots(m, map[int]engine.Level{1: engine.Normal, 2: engine.Normal}, 11)
	require.NoError(t, err)
	for decided := 0; decided < n || !slices.Contains(m.ToMove(), 0); {
		moved := false
		for _, s := range m.ToMove() {
			if s == 0 && decided < n {
				require.NoError(t, m.Apply(0, m.Legal(0)[0]))
				decided++
				moved = true
			}
		}
		if !moved && !slices.Contains(m.ToMove(), 0) {
			_, err := players.Step(nil)
			require.NoError(t, err)
		}
	}
	return e, m
}

func TestUndoTakesBackTheLastDecisionAndMarksTheRecord(t *testing.T) {
	e, m := personGame(t, 3)
	a := turns.NewAssist(e, 0, []string{"You", "West", "East"})
	require.True(t, a.CanUndo(m))
	before := len(m.Events())
	back, err := a.Undo(m)
	require.NoError(t, err)
	assert.Less(t, len(back.Events()), before, "the decision is gone")
	assert.Len(t, m.Events(), before, "the game undone from is unchanged")
	assert.Equal(t, 1, back.Record().Header.Undos)
	assert.Contains(t, back.ToMove(), 0, "the person decides again")
}

func TestUndoWithNothingToTakeBack(t *testing.T) {
	e, m := personGame(t, 0)
	a := turns.NewAssist(e, 0, nil)
	assert.False(t, a.CanUndo(m))
	_, err := a.Undo(m)
	assert.ErrorIs(t, err, engine.ErrNothingToTakeBack)
}

func TestHintIsALegalMoveAndIsCounted(t *testing.T) {
	e, m := personGame(t, 0)
	a := turns.NewAssist(e, 0, []string{"You", "West", "East"})
	require.True(t, a.CanHint(m))
	a.AskHint(m, 5)
	assert.False(t, a.CanHint(m), "one hint at a time")
	h := awaitHint(t, a, m, false)
	require.NoError(t, h.Err)
	assert.NotEmpty(t, h.Why)
	assert.NoError(t, m.Clone().Apply(0, h.Best), "the hint is a legal move")
	_, hints := engine.Assists(m)
	assert.Equal(t, 1, hints)
}

func TestAHintForAnOldPositionIsDropped(t *testing.T) {
	e, m := personGame(t, 0)
	a := turns.NewAssist(e, 0, nil)
	a.AskHint(m, 5)
	require.NoError(t, m.Apply(0, m.Legal(0)[0]))
	for a.Busy() {
		if _, ok := a.Poll(m); ok {
			t.Fatal("a hint for the position before the move was shown")
		}
		time.Sleep(time.Millisecond)
	}
}

// awaitHint polls a until the hint it searches comes; with busy, it also
// checks at every poll that the search is still on (not dropped).
func awaitHint(t *testing.T, a *turns.Assist, m engine.Match, busy bool) turns.Hint {
	t.Helper()
	deadline := time.After(30 * time.Second) // a bound on a hung search, not a wait for it
	for {
		select {
		case <-deadline:
			t.Fatal("no hint")
		default:
		}
		if busy {
			require.True(t, a.Busy(), "the hint was dropped")
		}
		if h, ok := a.Poll(m); ok {
			return h
		}
		time.Sleep(time.Millisecond)
	}
}

// With nothing decided yet, undo says so in words and builds no table.
func TestTakeBackWithNothingToUndoSaysSo(t *testing.T) {
	e, m := personGame(t, 0)
	opened := false
	_, why := turns.TakeBack(nil, nil, turns.NewAssist(e, 0, nil), m, "normal",
		func(*game.Context, *scenes.App, engine.Match) (game.Scene, error) { opened = true; return nil, nil })
	assert.Equal(t, "Nothing to undo yet: you have not decided anything.", why)
	assert.False(t, opened)
}

// In Spellcraft the bids are placed at once: a hint asked for before a
// computer's bid lands is searched again on the new position and still
// shown, counted once.
func TestAHintOutlivesOtherSeatsActing(t *testing.T) {
	e := games.Spellcraft.Entry()
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "normal"}, {Name: "East", Kind: "bot", Bot: "normal"}}
	m, err := e.New(engine.Settings{}, 11, seats)
	require.NoError(t, err)
	for i := 0; !(slices.Contains(m.ToMove(), 0) && len(m.ToMove()) > 1); i++ {
		require.Less(t, i, 1000, "no moment with the person and another seat to act")
		s := m.ToMove()[0]
		require.NoError(t, m.Apply(s, m.Legal(s)[0]))
	}
	other := m.ToMove()[0]
	if other == 0 {
		other = m.ToMove()[1]
	}
	a := turns.NewAssist(e, 0, []string{"You", "West", "East"})
	a.AskHint(m, 5)
	require.NoError(t, m.Apply(other, m.Legal(other)[0]), "another seat acts while the hint is searched")
	h := awaitHint(t, a, m, true)
	require.NoError(t, h.Err)
	assert.NoError(t, m.Clone().Apply(0, h.Best), "the hint is legal in the new position")
	_, hints := engine.Assists(m)
	assert.Equal(t, 1, hints, "asked once, counted once")
}
