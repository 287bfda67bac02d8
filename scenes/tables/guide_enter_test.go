package tables_test

import (
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/tables"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// seatActs counts the decisions seat made in s's record so far.
func seatActs(s *session.Session, seat int) int {
	n := 0
	for _, e := range s.Events() {
		if e.Kind == record.Act && e.Seat == seat {
			n++
		}
	}
	return n
}

// A newcomer pressing Enter over and over to read the guided first game
// on, in every game, never makes a decision by it: the guide's sentences
// move on, and on each "your move" step the Enter is kept until the
// player begins to choose. In the turn-based games a deliberate choice
// (an arrow, then Enter) is then made on the table.
func TestGuideEnterNeverPlays(t *testing.T) {
	app, err := tables.App()
	require.NoError(t, err)
	for i := range app.Games {
		g := app.Games[i]
		t.Run(g.Game.Name, func(t *testing.T) {
			var s *session.Session
			open := g.Table
			g.Table = func(ctx *game.Context, a *scenes.App, ss *session.Session) (scenes.Table, error) {
				s = ss
				return open(ctx, a, ss)
			}
			h := scenetest.New(t, func(*game.Context) game.Scene { return scenes.Blank{} })
			h.DrawEvery = 4
			tbl, ok := h.StartFromSetup(&scenes.App{Games: []scenes.GameEntry{g}}, g).(scenetest.Guided)
			require.True(t, ok, "a guided table opens (top %q)", h.TopName())
			guide := tbl.Guide()
			require.True(t, guide.Active(), "a first game is guided")
			me := s.Person()
			require.GreaterOrEqual(t, me, 0)

			// Enter, again and again, until the guide waits on a decision
			// it keeps the Enter from (or has nothing more to say).
			kept, at := 0, -1
			for range 80 {
				if !guide.Active() {
					break
				}
				if guide.At() != at {
					at, kept = guide.At(), 0
				}
				_, on := guide.Showing()
				if on && !guide.Holds() {
					kept++
				}
				if kept >= 5 {
					break
				}
				h.Press(ebiten.KeyEnter)
				h.Step(6)
				require.Zero(t, seatActs(s, me), "Enter at step %d made a decision", guide.At())
			}
			require.True(t, guide.Active(), "the guide ends with a decision of the player's")
			_, on := guide.Showing()
			require.True(t, on, "a step waits for the player's move")
			assert.False(t, guide.Holds(), "a decision, not a sentence")
			h.Shot("guide-choose-first-" + g.Game.Name)
			if g.Game.Name == "spit" || g.Game.Name == "speedoh" {
				return // their moves are keys of their own, tested with their tables
			}
			// The choice begun (an arrow), Enter is the table's: it
			// chooses, through a second panel where the game has one.
			h.Press(ebiten.KeyArrowRight)
			h.Until(120, "the deliberate choice", func() bool { return seatActs(s, me) > 0 },
				func() bool { return true })
		})
	}
}
