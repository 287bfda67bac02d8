package spitui

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/scenetest"
)

// flights watches the cards of a table frame after frame: a card comes
// into view only on a pile it may come from (a draw pile, the spit cards
// beside a centre pile, a stock or hand slot where it is dealt or turned
// up), and moves a short way each frame: none appears from nowhere or
// teleports.
type flights struct {
	t      *testing.T
	tbl    *Table
	on     [64]bool
	x, y   [64]float64
	frame  int
	looked int // cards seen coming into view
}

// maxStep is the farthest a card flies in one update: the longest flight
// (a draw pile to the far centre pile) over the shortest flight time, at
// the steepest of its easing.
const maxStep = 260.0

// near is how far a card coming into view may already be from the pile
// it comes from: one update's first, eased-in step.
const near = 60.0

func (f *flights) check(tbl *Table) {
	f.t.Helper()
	f.frame++
	fresh := tbl != f.tbl // a table opened (a jump in a replay): laid out at once
	f.tbl = tbl
	for c := range 64 {
		sp := tbl.cards.sp[c]
		on := tbl.cards.live[c] && !sp.Hidden
		x, y := sp.Pos()
		switch {
		case fresh || !on:
		case f.on[c]:
			if d := math.Hypot(x-f.x[c], y-f.y[c]); d > maxStep {
				f.t.Errorf("frame %d: card %d jumped %.0f px, from (%.0f, %.0f) to (%.0f, %.0f)", f.frame, c, d, f.x[c], f.y[c], x, y)
			}
		default:
			f.looked++
			if !tbl.mayComeFrom(x, y) {
				f.t.Errorf("frame %d: card %d came into view from nowhere, at (%.0f, %.0f)", f.frame, c, x, y)
			}
		}
		f.on[c], f.x[c], f.y[c] = on, x, y
	}
}

// mayComeFrom reports whether (x, y) is on a pile a card may come into
// view from.
func (t *Table) mayComeFrom(x, y float64) bool {
	n := slots(t.view.Config)
	for seat := range 2 {
		if px, py := t.lay.drawXY(seat); math.Hypot(x-px, y-py) <= near {
			return true
		}
		if px, py := t.lay.sidePileXY(seat); math.Hypot(x-px, y-py) <= near {
			return true
		}
		for i := range n {
			sx, sy := t.lay.slotXY(seat, i, n)
			if math.Abs(x-sx) <= near && math.Abs(y-sy) <= 100 {
				return true
			}
		}
	}
	return false
}

// watch runs frames updates of the game (drawing one in 30) with the
// flights checked after each, until done.
func watch(t *testing.T, h *scenetest.Harness, frames int, table func() *Table, done func() bool) *flights {
	t.Helper()
	f := &flights{t: t}
	for i := 0; i < frames && !done(); i += 200 {
		require.NoError(t, scenetest.OnLoop(func() error {
			for k := 0; k < 200 && !done(); k++ {
				if err := h.Game.Update(); err != nil {
					return err
				}
				if tbl := table(); tbl != nil {
					f.check(tbl)
				}
			}
			h.Game.Draw(h.Screen)
			return nil
		}))
	}
	return f
}

// A watched game, the standard one and the short one, and its replay at
// normal speed: every card gets where it lies by flying there.
func TestCardsFlyNeverAppearOrJump(t *testing.T) {
	for _, short := range []bool{false, true} {
		name := "standard"
		settings := engine.Settings{}
		if short {
			name, settings = "short", engine.Settings{"short": "on"}
		}
		t.Run(name, func(t *testing.T) {
			app := &scenes.App{Games: []scenes.GameEntry{Entry}}
			var tbl *Table
			h := scenetest.New(t, func(ctx *game.Context) game.Scene {
				tbl = scenetest.Start(t, ctx, app, "spit", scenes.Choice{Seed: 4, Mode: scenes.Watch, Level: engine.Hard, Settings: settings}).(*Table)
				return tbl
			})
			f := watch(t, h, 12000, func() *Table {
				top, _ := h.Game.Top().(*Table)
				return top
			}, func() bool { return h.TopName() == "spit-final" })
			require.Equal(t, "spit-final", h.TopName(), "the watched game ended")
			require.Greater(t, f.looked, 40, "cards came into view")

			// The same game played back, as the record's people saw it:
			// nobody, so every hand face up.
			rec := tbl.s.Record()
			seats := rec.Header.Seats
			seats[0] = record.Seat{Name: "You", Kind: "human"} // as you saw it: the other hand face down
			require.NoError(t, games.Spit.Entry().Verify(rec))
			h2 := scenetest.New(t, func(ctx *game.Context) game.Scene {
				r, err := scenes.NewReplay(ctx, app, rec)
				require.NoError(t, err)
				return r
			})
			h2.Step(2)
			r := h2.Game.Top().(*scenes.Replay)
			h2.Press(ebiten.KeyEnter) // play
			f = watch(t, h2, 40000, func() *Table { return r.Table().(*Table) }, func() bool {
				pos, n := r.Pos()
				return pos == n && !r.Table().Busy()
			})
			pos, n := r.Pos()
			require.Equal(t, n, pos, "the replay played to the end by itself")
			require.Equal(t, "replay", h2.TopName(), "no standings over a replay")
			require.Greater(t, f.looked, 40, "cards came into view")
		})
	}
}
