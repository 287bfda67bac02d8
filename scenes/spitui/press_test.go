package spitui_test

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/spitui"
)

// pickLayout lays out Player 1's piles so that pile 1 (7♥) and pile 4
// (9♦) both fit the right centre pile (8♣) and neither fits the left one
// (4♠); pile 5 has five face-down cards under its 2♣, so a selected 2♣
// lifts as high as any card of the bottom row can.
func pickLayout(t *testing.T) *spit.Layout {
	t.Helper()
	var l spit.Layout
	used := map[cards.Card]bool{}
	card := func(tok string) cards.Card {
		c, err := cards.Parse(tok)
		require.NoError(t, err)
		require.False(t, used[c], tok)
		used[c] = true
		return c
	}
	l.Spit[0] = []cards.Card{card("S4")}
	l.Spit[1] = []cards.Card{card("C8")}
	l.Stock[0] = [][]cards.Card{{card("H7")}, {card("DQ")}, {card("SQ")}, {card("D9")},
		{card("HK"), card("DK"), card("SK"), card("CK"), card("HQ"), card("C2")}}
	layRest(&l, used)
	return &l
}

// The keys 4, Q (refused: 9♦ does not fit 4♠), 4, W play pile 4's 9♦,
// never pile 1's 7♥: a second press of the selected pile's key keeps it
// selected, and a play key plays only the pile selected. (It used to
// deselect pile 4, and W then played the first pile that fitted.)
func TestPlayKeyPlaysOnlyThePileSelected(t *testing.T) {
	h, tbl := laidOut(t, scenetest.Settings(), 2, pickLayout(t))
	st := stateOf(t, tbl)
	require.Equal(t, 6, st.View(0).Players[0].Stock[4].Size(), "the layout was used")

	h.Press(ebiten.Key4)
	require.Equal(t, 4, tbl.Selected(0))
	h.Press(ebiten.KeyQ)
	msg, on := tbl.Message(0)
	require.True(t, on)
	assert.Equal(t, "9♦ is not one rank up or down from 4♠.", msg, "the refusal in plain words")
	assert.Equal(t, 4, tbl.Selected(0), "a refused play leaves the pile selected")
	h.Press(ebiten.Key4)
	assert.Equal(t, 4, tbl.Selected(0), "pressing the selected pile's key again keeps it selected")
	h.Press(ebiten.KeyW)

	v := st.View(0)
	assert.Equal(t, mustCard(t, "D9"), v.Centre[1].Top, "pile 4's card went onto the right pile")
	assert.True(t, v.Players[0].Stock[3].Empty(), "pile 4 is empty")
	top, _ := v.Players[0].Stock[0].Top()
	assert.Equal(t, mustCard(t, "H7"), top, "pile 1 was not touched")
	assert.Equal(t, spit.PlayCard(4, spit.Right).String(), lastAct(stateOf(t, tbl).Record()).Action)
}

// A play key with no pile selected changes nothing and says what to do.
func TestPlayKeyWithNothingSelectedAsksForAPile(t *testing.T) {
	h, tbl := laidOut(t, scenetest.Settings(), 2, pickLayout(t))
	st := stateOf(t, tbl)
	events := len(st.Events())
	before := st.View(0)
	h.Press(ebiten.KeyW) // 7♥ and 9♦ would both fit: no guessing
	after := st.View(0)
	assert.Equal(t, events, len(st.Events()), "nothing happened")
	assert.Equal(t, before.Players, after.Players)
	assert.Equal(t, before.Centre, after.Centre)
	msg, on := tbl.Message(0)
	assert.True(t, on)
	assert.Equal(t, "Pick a pile first: press 1-5", msg)

	h.Press(ebiten.KeyU) // Player 2 is told their own keys
	msg, on = tbl.Message(1)
	assert.True(t, on)
	assert.Equal(t, "Pick a pile first: press 6-0", msg)
}

func mustCard(t *testing.T, tok string) cards.Card {
	t.Helper()
	c, err := cards.Parse(tok)
	require.NoError(t, err)
	return c
}

type rect struct{ x, y, w, h float64 }

func (r rect) overlaps(o rect) bool {
	return r.x < o.x+o.w && o.x < r.x+r.w && r.y < o.y+o.h && o.y < r.y+r.h
}

// assertCoversNoCard checks that seat's message, as last drawn, covers no
// card and not the prompt.
func assertCoversNoCard(t *testing.T, tbl *spitui.Table, seat int) {
	t.Helper()
	x, y, w, h, ok := tbl.MessageBox(seat)
	require.True(t, ok, "seat %d's message is on screen", seat)
	m := rect{x, y, w, h}
	boxes := tbl.CardBoxes()
	require.NotEmpty(t, boxes)
	for _, b := range boxes {
		c := rect{b[0], b[1], b[2], b[3]}
		assert.False(t, m.overlaps(c), "seat %d's message %v covers a card at %v", seat, m, c)
	}
	if px, py, pw, ph, on := tbl.PromptBox(); on {
		assert.False(t, m.overlaps(rect{px, py, pw, ph}), "seat %d's message covers the prompt", seat)
	}
}

// A long refusal, with the highest-lifted card of the bottom row selected
// (2♣ on five face-down cards) and a selected card in the top row, covers
// no card: messages sit in the gaps between the rows, at every card size.
func TestMessagesCoverNoCard(t *testing.T) {
	for _, scale := range game.CardScales {
		t.Run(fmt.Sprint(scale), func(t *testing.T) { messagesCoverNoCard(t, scale) })
	}
}

func messagesCoverNoCard(t *testing.T, scale int) {
	s := scenetest.Settings()
	s.CardScale = scale
	h, tbl := laidOut(t, s, 2, pickLayout(t))
	h.Press(ebiten.Key5)
	h.Press(ebiten.KeyQ) // 2♣ on 4♠: refused
	h.Press(ebiten.Key6)
	h.Press(ebiten.KeyI)
	h.Step(10) // the selected cards have lifted
	require.Equal(t, 5, tbl.Selected(0))
	_, on := tbl.Message(1)
	if !on { // Player 2's first card happened to fit: ask for a refusal another way
		h.Press(ebiten.KeyU)
	}
	for seat := range 2 {
		assertCoversNoCard(t, tbl, seat)
	}
}

// SP5: the race prompt stays on screen through the whole race, even while
// a mistaken key's message shows, and goes when a claim decides it.
func TestClaimPromptStaysUntilTheRaceIsDecided(t *testing.T) {
	h, tbl := laidOut(t, scenetest.Settings(), 2, nearRoundEnd(t))
	st := stateOf(t, tbl)
	h.Press(ebiten.Key1, ebiten.KeyQ) // Player 1's last stock card ends the round
	require.Equal(t, spit.PhaseClaim, st.Phase())
	h.Press(ebiten.KeyQ) // a side key without Claim: told how to claim
	msg, on := tbl.Message(0)
	require.True(t, on)
	assert.Contains(t, msg, "Hold R")
	for i := range 200 {
		h.Step(1)
		require.Equal(t, spit.PhaseClaim, st.Phase(), "nobody claimed: the race goes on")
		require.Contains(t, tbl.Prompt(), "Race for the smaller pile", "frame %d", i)
		_, _, _, _, drawn := tbl.PromptBox()
		require.True(t, drawn, "frame %d: the prompt is drawn", i)
		if i == 5 {
			assertCoversNoCard(t, tbl, 0)
		}
	}
	h.Press(ebiten.KeyP) // Player 2 arms a claim...
	h.Press(ebiten.KeyI) // ...and takes the right pile
	assert.Equal(t, 2, st.Round(), "the claim decided the race")
	assert.Empty(t, tbl.Prompt(), "the race prompt went with the race")
}

// The game in progress is saved when each round starts and when the game
// is paused, so Continue brings back the round in progress.
func TestSavedEachRoundAndWhenPaused(t *testing.T) {
	h, tbl := newTable(t, scenes.Choice{Seed: 9, Mode: scenes.VsComputer, Level: engine.Hard})
	h.DrawEvery = 30 // a whole round: draw sparingly
	st := stateOf(t, tbl)
	h.Step(1)
	rec := h.Ctx().SaveOf(spit.GameName)
	require.NotNil(t, rec, "round 1 is saved as it starts")
	m, err := games.Spit.Resume(rec)
	require.NoError(t, err)
	assert.Equal(t, 1, m.Round())

	// Player 1 only says Spit (the computer plays) and races for a pile
	// when the round ends: round 2 begins within a few thousand ticks.
	for i := 0; i < 200 && st.Round() < 2; i++ {
		if st.Phase() == spit.PhaseClaim {
			h.Press(ebiten.KeyR, ebiten.KeyQ)
		} else {
			h.Press(ebiten.KeyE)
		}
		h.Step(28)
	}
	require.Equal(t, 2, st.Round(), "round 2 began")
	h.Step(1)
	rec = h.Ctx().SaveOf(spit.GameName)
	require.NotNil(t, rec)
	m, err = games.Spit.Resume(rec)
	require.NoError(t, err)
	assert.Equal(t, 2, m.Round(), "round 2 is saved as it starts")

	for i := 0; i < 40 && h.TopName() != "spit-table"; i++ {
		h.Press(ebiten.KeyEnter) // close the between-rounds board
	}
	require.Equal(t, "spit-table", h.TopName())
	for i := 0; i < 3000 && len(st.Record().Events) == len(rec.Events); i++ {
		h.Step(1) // the computer plays on in round 2
	}
	require.Greater(t, len(st.Record().Events), len(rec.Events), "something happened in round 2")
	h.Press(ebiten.KeyEscape)
	require.Equal(t, "pause", h.TopName())
	rec = h.Ctx().SaveOf(spit.GameName)
	require.NotNil(t, rec)
	now := st.Record().Events
	require.Len(t, rec.Events, len(now), "paused: the round so far is saved")
	assert.Equal(t, lastAct(st.Record()).Action, lastAct(rec).Action)
	assert.Equal(t, lastAct(st.Record()).Tick, lastAct(rec).Tick)
	left := st.View(0)

	back, ok := h.ContinueFromMenu(app, "Continue Speed / Spit").(*spitui.Table)
	require.True(t, ok, "Continue opens the Spit table")
	assert.Contains(t, h.Ctx().Toasts(), "Game continued where you left it")
	bv := stateOf(t, back).View(0)
	assert.Equal(t, left.Round, bv.Round)
	assert.Equal(t, left.Players[0].Cards, bv.Players[0].Cards)
	assert.Equal(t, left.Players[1].Cards, bv.Players[1].Cards)
	assert.Equal(t, left.Centre, bv.Centre, "the centre piles as they were left")
	assert.Equal(t, engine.OneSeat(0), back.Session().Plays(), "you against the computer")
	assert.Equal(t, engine.Hard, back.Session().Level())
}
