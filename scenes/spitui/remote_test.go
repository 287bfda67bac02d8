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
	n := hostBen(t, record.Seat{Name: "Cy", Kind: "bot", Bot: "normal"})
	m, host, h, tbl, pump := n.m, n.host, n.h, n.tbl, n.pump

	check := scenetest.WatchWords(t)
	checkedBottom := false
	said := map[string]bool{} // what Ben's message box said
	keys := n.benKeys()
	inTime := h.Within(120000)
	for inTime() && !m.Over() {
		if h.TopName() == "spit-round" {
			readBoard(t, h, host, pump)
			continue
		}
		v := session.ViewOf[spit.View](tbl.Session(), 1)
		if !checkedBottom && v.Phase == spit.PhasePlay {
			checkedBottom = bottomRowIsBens(t, tbl, v)
		}
		keys()
		if msg, on := tbl.Message(1); on {
			said[msg] = true
		}
	}
	t.Logf("Ben's messages: %v", said)
	delete(said, "Ready to spit")
	assert.NotEmpty(t, said, "a press the host refused (Cy's card went first) is said in Ben's message box")
	require.True(t, m.Over(), "the game reached its end")
	assert.True(t, checkedBottom, "Ben's cards were seen at the bottom")
	assert.NoError(t, games.Spit.Entry().Verify(m.Record()))
	acts := 0
	for _, ev := range m.Record().Events {
		if ev.Kind == record.Act && ev.SeatOf() == 1 {
			acts++
		}
	}
	assert.Greater(t, acts, 20, "Player 1's keys played Ben's seat")
	check()
}

// benOnline is a game of Spit hosted as a server does (presses held),
// played by Ben in seat 1 at this screen through a Remote; seat 0 is a
// computer or a person elsewhere (cy, driven by the test).
type benOnline struct {
	m       engine.Match
	host    *session.Host
	ben, cy *session.Remote
	h       *scenetest.Harness
	tbl     *spitui.Table
	pump    func() // one step of the host, and its messages delivered
}

// hostBen opens Ben's table against seat0.
func hostBen(t *testing.T, seat0 record.Seat) *benOnline {
	e := games.Spit.Entry()
	m, err := e.New(nil, 5, []record.Seat{seat0, {Name: "Ben", Kind: "human"}})
	require.NoError(t, err)
	n := &benOnline{m: m}
	n.host, err = session.NewHost(e, m, session.Served(60, 0))
	require.NoError(t, err)
	n.host.SetHold(6)
	n.ben, err = session.NewRemote(e, 1, func(b []byte) error { return n.host.Receive(1, b) })
	require.NoError(t, err)
	if seat0.Kind == "human" {
		n.cy, err = session.NewRemote(e, 0, func(b []byte) error { return n.host.Receive(0, b) })
		require.NoError(t, err)
	}
	n.pump = func() {
		_, err := n.host.Step()
		require.NoError(t, err)
		require.NoError(t, n.host.Flush())
		for seat, r := range []*session.Remote{n.cy, n.ben} {
			for _, b := range n.host.Take(seat) {
				r.Deliver(b)
			}
		}
	}
	n.pump()
	n.h, n.tbl = opened(t, scenetest.Settings(), func(ctx *game.Context) scenes.Table {
		n.ben.Move()
		tb, err := app.Open(ctx, session.Join(ctx, n.ben, session.Fresh))
		require.NoError(t, err)
		return tb
	})
	return n
}

// benKeys returns one frame of Ben's play: a Hard player's choice, pressed
// with Player 1's keys, then a step of the host.
func (n *benOnline) benKeys() func() {
	bot := spit.NewBot(1, engine.Hard, 9)
	var queue [][]ebiten.Key
	return func() {
		v := session.ViewOf[spit.View](n.tbl.Session(), 1)
		if a, ok := bot.Tick(v); ok && len(queue) == 0 {
			queue = keysFor(a, p1Piles, p1Side, ebiten.KeyE, ebiten.KeyR)
		}
		var down []ebiten.Key
		if len(queue) > 0 {
			down, queue = queue[0], queue[1:]
		}
		n.h.Script.Hold(down...)
		n.h.Step(1)
		n.h.Script.Release(down...)
		n.pump()
	}
}

// TestOnlineRoundWaitsForBoth: with two people online, Ben, who closes
// the round's board first, is told whom the table waits for, and the
// clock stands still until Cy has closed hers too.
func TestOnlineRoundWaitsForBoth(t *testing.T) {
	n := hostBen(t, record.Seat{Name: "Cy", Kind: "human"})
	cyBot := spit.NewBot(0, engine.Normal, 4)
	pump := n.pump
	n.pump = func() { // Cy plays from her Remote's view
		pump()
		n.cy.Move()
		if v, ok := n.cy.View(0).(spit.View); ok {
			if a, ok := cyBot.Tick(v); ok {
				n.cy.Tick([]engine.Press[any]{{Seat: 0, Action: a}})
			}
		}
	}
	keys := n.benKeys()
	for inTime := n.h.Within(60000); n.h.TopName() != "spit-round"; keys() {
		require.True(t, inTime(), "the first round ends")
	}
	for i := 0; n.h.TopName() == "spit-round"; i++ {
		require.Less(t, i, 60, "Enter closes Ben's board")
		n.h.Press(ebiten.KeyEnter)
		n.pump()
	}
	at := n.host.Now()
	for range 30 {
		n.h.Step(1)
		n.pump()
	}
	n.h.Shot("spit-online-waiting")
	msg, on := n.tbl.Message(1)
	assert.True(t, on)
	assert.Equal(t, "Waiting for Cy to close the round board...", msg)
	assert.Equal(t, at, n.host.Now(), "the clock waits for Cy")
	require.NoError(t, n.cy.Ready())
	for i := 0; n.host.Now() == at; i++ {
		require.Less(t, i, 60, "Cy is ready: the next round runs")
		n.h.Step(1)
		n.pump()
	}
	n.h.Step(2)
	_, on = n.tbl.Message(1)
	assert.False(t, on, "the waiting is over, and so is its message")
}

// readBoard checks that the server's clock stands still while Ben reads
// the round's board (it ran on, and Cy played, before Ben could see the
// table), then closes the board and checks that the next round runs.
func readBoard(t *testing.T, h *scenetest.Harness, host *session.Host, pump func()) {
	at := host.Now()
	for range 30 {
		pump()
	}
	require.Equal(t, at, host.Now(), "the server's clock waits while Ben reads the round's board")
	for n := 0; h.TopName() == "spit-round"; n++ {
		require.Less(t, n, 60, "Enter closes the board")
		h.Press(ebiten.KeyEnter)
		pump()
	}
	for n := 0; host.Now() == at; n++ {
		require.Less(t, n, 60, "the board closed: the next round runs at once, not half a minute later")
		h.Step(1)
		pump()
	}
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

// TestComingBackShowsOnlyTheOpenBoard: Ben's table closes while the first
// round's board is up and the server waits for him; he comes back (his
// seat told the whole game again, the table laid out as it stands): the
// board still open shows, once, and closing it lets the game go on. Back
// again in the middle of a later round, he sees no old round's board.
func TestComingBackShowsOnlyTheOpenBoard(t *testing.T) {
	n := hostBen(t, record.Seat{Name: "Cy", Kind: "bot", Bot: "normal"})
	keys := n.benKeys()
	for inTime := n.h.Within(60000); n.h.TopName() != "spit-round"; keys() {
		require.True(t, inTime(), "the first round ends")
	}
	first := n.h.Top().(*spitui.RoundBoard).Result()

	n.comeBack(t)
	boards := 0
	for i := 0; n.h.TopName() != "spit-round" || n.h.Game.Fading(); i++ {
		require.Less(t, i, 300, "the board still open shows")
		n.h.Step(1)
		n.pump()
	}
	assert.Equal(t, first, n.h.Top().(*spitui.RoundBoard).Result(), "the first round's board")
	readBoard(t, n.h, n.host, n.pump)
	for range 120 {
		if n.h.TopName() == "spit-round" {
			boards++
		}
		keys()
	}
	assert.Zero(t, boards, "the board showed once")

	for inTime := n.h.Within(60000); n.tbl.DealtRound() < 2 || n.h.TopName() != "spit-table"; keys() {
		require.True(t, inTime(), "the second round runs")
		if n.h.TopName() == "spit-round" {
			readBoard(t, n.h, n.host, n.pump)
		}
	}
	for range 120 {
		keys()
	}
	n.comeBack(t)
	for range 300 {
		if n.h.TopName() == "spit-round" {
			boards++
		}
		n.h.Step(1)
		n.pump()
	}
	assert.Zero(t, boards, "no old round's board shows again")
	assert.GreaterOrEqual(t, n.tbl.DealtRound(), 2, "the table shows the round under way")
}

// comeBack is Ben's Parlor opening his seat again: a new Remote, told the
// whole game by the host, and the table opened on it at once.
func (n *benOnline) comeBack(t *testing.T) {
	back, err := session.NewRemote(games.Spit.Entry(), 1, func(b []byte) error { return n.host.Receive(1, b) })
	require.NoError(t, err)
	n.ben = back
	require.NoError(t, n.host.Back(1))
	n.pump()
	back.Move()
	require.NoError(t, scenetest.OnLoop(func() error {
		tb, err := app.Open(n.h.Ctx(), session.Join(n.h.Ctx(), back, session.Instant))
		if err != nil {
			return err
		}
		n.tbl = tb.(*spitui.Table)
		n.h.Ctx().Reset(n.tbl)
		return nil
	}))
	n.h.Settle(60) // the old table and its board give way
}
