package spitui_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/spitui"
)

// TestSeatOneAcrossANetworkPlaysFromTheBottom: a person playing seat 1 of
// a game hosted elsewhere (a computer in seat 0) sees their own cards at
// the bottom and plays them with Player 1's keys, a whole game, through
// a Remote and a Host that holds presses as a server does. Their presses
// reach the game and its record verifies, and the presses the host
// refused after they left are said as a refusal here is.
func TestSeatOneAcrossANetworkPlaysFromTheBottom(t *testing.T) {
	e, ok := games.Lookup("spit")
	require.True(t, ok)
	seats := []record.Seat{{Name: "Cy", Kind: "bot", Bot: "normal"}, {Name: "Ben", Kind: "human"}}
	m, err := e.New(nil, 5, seats)
	require.NoError(t, err)
	host, err := session.NewHost(e, m)
	require.NoError(t, err)
	host.SetHold(6)
	ben, err := session.NewRemote(e, 1, func(b []byte) error { return host.Receive(1, b) })
	require.NoError(t, err)
	pump := func() {
		_, err := host.Step()
		require.NoError(t, err)
		require.NoError(t, host.Flush())
		for _, b := range host.Take(1) {
			ben.Deliver(b)
		}
	}
	pump()
	h, tbl := opened(t, scenetest.Settings(), func(ctx *game.Context) scenes.Table {
		ben.Move()
		tb, err := app.Open(ctx, session.Open(ctx, ben, session.Fresh))
		require.NoError(t, err)
		return tb
	})

	check := scenetest.WatchWords(t)
	checkedBottom := false
	said := map[string]bool{} // what Ben's message box said
	bot := spit.NewBot(1, engine.Hard, 9)
	var queue [][]ebiten.Key
	inTime := h.Within(120000)
	for inTime() && !m.Over() {
		if h.TopName() == "spit-round" {
			h.Press(ebiten.KeyEnter)
			pump()
			continue
		}
		v := session.ViewOf[spit.View](tbl.Session(), 1)
		if !checkedBottom && v.Phase == spit.PhasePlay {
			checkedBottom = bottomRowIsBens(t, tbl, v)
		}
		if a, ok := bot.Tick(v); ok && len(queue) == 0 {
			queue = keysFor(a, p1Piles, p1Side, ebiten.KeyE, ebiten.KeyR)
		}
		var down []ebiten.Key
		if len(queue) > 0 {
			down, queue = queue[0], queue[1:]
		}
		h.Script.Hold(down...)
		h.Step(1)
		h.Script.Release(down...)
		pump()
		if msg, on := tbl.Message(1); on {
			said[msg] = true
		}
	}
	t.Logf("Ben's messages: %v", said)
	delete(said, "Ready to spit")
	assert.NotEmpty(t, said, "a press the host refused (Cy's card went first) is said in Ben's message box")
	require.True(t, m.Over(), "the game reached its end")
	assert.True(t, checkedBottom, "Ben's cards were seen at the bottom")
	assert.NoError(t, e.Verify(m.Record()))
	acts := 0
	for _, ev := range m.Record().Events {
		if ev.Kind == record.Act && ev.SeatOf() == 1 {
			acts++
		}
	}
	assert.Greater(t, acts, 20, "Player 1's keys played Ben's seat")
	check()
}

// bottomRowIsBens checks, once both rows show face-up cards, that Ben's
// stock tops lie at the bottom of the screen and Cy's at the top.
func bottomRowIsBens(t *testing.T, tbl *spitui.Table, v spit.View) bool {
	seen := 0
	for seat, low := range map[int]bool{1: true, 0: false} {
		for _, p := range v.Players[seat].Stock {
			c, ok := p.Top()
			if !ok {
				continue
			}
			_, y, shown := tbl.CardAt(c)
			if !shown {
				return false
			}
			if low {
				assert.Greater(t, y, 450.0, "Ben's %v lies at the bottom", c)
			} else {
				assert.Less(t, y, 270.0, "Cy's %v lies at the top", c)
			}
			seen++
		}
	}
	return seen > 0
}
