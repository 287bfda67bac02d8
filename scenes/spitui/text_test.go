package spitui_test

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/spitui"
)

// No words the table writes cover others, at 100% and 150% cards: the
// messages of both players with a prompt between them, the "Spit!" shout
// with Player 2's message, the race for a pile with "Round over!" and
// both players' messages, a single centre pile's round during its
// countdown, and the table of a person playing seat 1 across a network
// (their cards at the bottom).
func TestTextNeverCoversText(t *testing.T) {
	for _, scale := range []int{100, 150} {
		t.Run(fmt.Sprint(scale), func(t *testing.T) {
			s := scenetest.Settings()
			s.CardScale = scale
			h, tbl := laidOut(t, s, 2, pickLayout(t))
			h.Step(20)
			h.Press(ebiten.Key5)
			h.Press(ebiten.KeyQ) // refused
			h.Press(ebiten.KeyO) // Player 2 wants to spit
			assertTextsApart(t, tbl, "messages and the prompt")

			h, tbl = newTableWith(t, s, scenes.Choice{Seed: 3, Mode: scenes.TwoPlayers})
			untilSpat(t, h, stateOf(t, tbl))
			h.Press(ebiten.KeyI) // Player 2: no pile picked
			h.Press(ebiten.KeyW) // Player 1 too
			assertTextsApart(t, tbl, "the shout and the messages")

			h, tbl = laidOut(t, s, 2, nearRoundEnd(t))
			h.Press(ebiten.Key1, ebiten.KeyQ) // the round ends
			h.Press(ebiten.KeyQ)              // neither claims rightly
			h.Press(ebiten.KeyU)
			assertTextsApart(t, tbl, "the race")

			h, tbl = laidOut(t, s, 2, singlePile(t))
			h.Step(20)
			h.Press(ebiten.KeyQ)
			h.Press(ebiten.KeyU)
			require.Positive(t, tbl.Countdown())
			assertTextsApart(t, tbl, "a single pile's countdown")

			seatOneTexts(t, s)
		})
	}
}

// assertTextsApart checks that no two lines of text the table last drew
// overlap, and that what was to be checked was drawn.
func assertTextsApart(t *testing.T, tbl *spitui.Table, what string) {
	t.Helper()
	boxes := tbl.TextBoxes()
	require.Greater(t, len(boxes), 10, "%s: the table's words were drawn", what)
	for i, a := range boxes {
		ax, ay, aw, ah := a.Box()
		for _, b := range boxes[i+1:] {
			bx, by, bw, bh := b.Box()
			over := ax < bx+bw && bx < ax+aw && ay < by+bh && by < ay+ah
			assert.False(t, over, "%s: %q (%.0f,%.0f %.0fx%.0f) covers %q (%.0f,%.0f %.0fx%.0f)",
				what, a.Text, ax, ay, aw, ah, b.Text, bx, by, bw, bh)
		}
	}
}

// seatOneTexts plays the opening of a game hosted elsewhere from seat 1
// against a computer: the countdown, a refused key, the spit.
func seatOneTexts(t *testing.T, s game.Settings) {
	e, ok := games.Lookup("spit")
	require.True(t, ok)
	seats := []record.Seat{{Name: "Cy", Kind: "bot", Bot: "normal"}, {Name: "Ben", Kind: "human"}}
	m, err := e.New(nil, 5, seats)
	require.NoError(t, err)
	host, err := session.NewHost(e, m, session.Served(60, 0))
	require.NoError(t, err)
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
	h, tbl := opened(t, s, func(ctx *game.Context) scenes.Table {
		ben.Move()
		tb, err := app.Open(ctx, session.Join(ctx, ben, session.Fresh))
		require.NoError(t, err)
		return tb
	})
	checked := 0
	for i := range 240 {
		if i == 60 || i == 200 {
			h.Script.Hold(ebiten.KeyQ) // no pile picked: a message
		}
		h.Step(1)
		h.Script.ReleaseAll()
		pump()
		if i%20 == 1 {
			assertTextsApart(t, tbl, fmt.Sprintf("seat 1, frame %d", i))
			checked++
		}
	}
	assert.Equal(t, 12, checked)
	assert.Equal(t, engine.OneSeat(1), tbl.Session().Plays(), "Ben plays seat 1")
}

// singlePile lays out a round with a single centre pile (K♠): Player 2
// has no draw pile (SP6), and neither player can move, so the countdown
// runs.
func singlePile(t *testing.T) *spit.Layout {
	t.Helper()
	var l spit.Layout
	used := map[cards.Card]bool{}
	card := func(tok string) cards.Card {
		c := mustCard(t, tok)
		used[c] = true
		return c
	}
	l.Stock[0] = [][]cards.Card{{card("H5")}, {card("H6")}, {card("H7")}, {card("H8")}, {card("H9")}}
	l.Spit[0] = []cards.Card{card("SK")}
	var rest []cards.Card
	for _, s := range cards.Suits {
		for r := cards.Rank(1); r <= 13; r++ {
			if c := cards.New(s, r); !used[c] {
				rest = append(rest, c)
			}
		}
	}
	l.Stock[1] = [][]cards.Card{rest[:2], rest[2:4], rest[4:6], rest[6:8], rest[8:10]}
	l.Draw[0] = rest[10:]
	return &l
}
