package scenes_test

import (
	"image"
	"image/color"
	"testing"

	"parlor/game"
	"parlor/game/room"
	"parlor/rules/engine"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/scenetest/pixels"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An online table says, by name, who is away and when a computer takes
// their seat, then that one plays it; nothing about the person here or a
// seat nobody left; two lines at most.
func TestAwayWords(t *testing.T) {
	st := room.State{You: 0, Phase: room.Playing, Seats: []room.SeatState{
		{Name: "Ann", Taken: true, Here: false, Away: 9}, // you, on your own screen
		{Name: "Ben", Taken: true, Here: false, Away: 23},
		{Name: "Cy", Taken: true, Here: false, Standing: true},
		{Name: "Robo", Kind: room.Computer},
		{Name: "Dee", Taken: true, Here: true},
	}}
	assert.Equal(t, []string{"Ben is away: a computer plays in 23 s", "Cy is away: a computer plays for Cy"}, scenes.AwayWords(st))
	st.Seats = append(st.Seats, room.SeatState{Name: "Eve", Taken: true, Standing: true})
	assert.Equal(t, []string{"Ben is away: a computer plays in 23 s", "Cy and Eve are away too"}, scenes.AwayWords(st))
}

// Issue 35: at a table on a turn clock the person sees their own seconds
// while the game waits on them, then their bank's; another person's
// seconds by name; and, their seat taken by a computer when time ran out,
// how to take it back. The people away still fit in the two lines.
func TestAwayWordsSayTheClock(t *testing.T) {
	st := room.State{You: 0, Phase: room.Playing, Clock: room.ClockTimed, Seats: []room.SeatState{
		{Name: "Ann", Taken: true, Here: true, OnClock: true, Clock: 12, Bank: 90},
		{Name: "Ben", Taken: true, Here: true, OnClock: true, Bank: 40},
		{Name: "Robo", Kind: room.Computer},
	}}
	assert.Equal(t, []string{"Your move: 12 s left", "Ben: extra time: 40 s"}, scenes.AwayWords(st))
	st.Seats[0] = room.SeatState{Name: "Ann", Taken: true, Here: true, OnClock: true, Bank: 5}
	st.Seats[1] = room.SeatState{Name: "Ben", Taken: true, Here: true, Idle: true, Standing: true}
	assert.Equal(t, []string{"Your move: 5 s of extra time left", "Ben is out of time: a computer plays for Ben"}, scenes.AwayWords(st))
	st.Seats[0] = room.SeatState{Name: "Ann", Taken: true, Here: true, Idle: true, Standing: true}
	st.Seats = append(st.Seats, room.SeatState{Name: "Cy", Taken: true, Away: 3})
	assert.Equal(t, []string{"A computer plays for you, as your time ran out: press any key to play again", "Ben and Cy are away"}, scenes.AwayWords(st))
}

// TestAwayLinesLieOnFreeFelt plays every game at its largest table and
// draws, again and again, what an online table adds about the seats whose
// people are away (beside each seat's name, or in a band the table leaves
// free): the words cover nothing the table draws (a card, a word, a
// panel), only felt, and lie on the screen, readable at 1280x720.
func TestAwayLinesLieOnFreeFelt(t *testing.T) {
	app := everyGame(t)
	for _, g := range app.Games {
		t.Run(g.Game.Name, func(t *testing.T) {
			var tbl scenes.Table
			h := scenetest.New(t, func(ctx *game.Context) game.Scene {
				tbl = scenetest.Start(t, ctx, app, g.Game.Name, scenes.Choice{Players: g.Game.MaxSeats, Level: engine.Easy, Seed: 5})
				return tbl
			})
			lines := []string{"Christabella is away: a computer plays in 30 s", "Maximilianus is away: a computer plays for Maximilianus"}
			lines = lines[:min(2, g.Game.MaxSeats-1)]
			name := tbl.(game.Named).Name()
			checked := 0
			for look := range 16 {
				for range 20 {
					if !g.Game.RealTime && h.TopName() == name {
						h.Press(ebiten.KeyEnter) // the person's focused choice or card
					} else {
						h.Step(2)
					}
				}
				if h.TopName() != name {
					h.Press(ebiten.KeyEnter) // a hand's summary, a round's board
					continue
				}
				bare, noted := drawnWithNotes(t, h, tbl, lines)
				// Under the words the table draws nothing: where they change
				// the picture, the table's pixels are of one colour (the felt,
				// a banner), bar a few anti-aliased edges.
				var bareAt, notedAt []color.Color
				for y := range widget.ScreenH {
					for x := range widget.ScreenW {
						if pixels.Distance(bare.At(x, y), pixels.Of(noted.At(x, y))) >= 24 {
							bareAt, notedAt = append(bareAt, bare.At(x, y)), append(notedAt, noted.At(x, y))
						}
					}
				}
				changed, covered := len(bareAt), 0
				if changed > 0 {
					bg, _ := pixels.Dominant(dots(bareAt), image.Rect(0, 0, changed, 1))
					for i, c := range bareAt {
						if pixels.Distance(c, bg) > 30 && pixels.Distance(notedAt[i], bg) > 30 {
							covered++
						}
					}
				}
				require.Positive(t, changed, "look %d: the away words show", look)
				if g.Game.Name == "spellcraft" {
					// Its panels make room for the note (it takes the place
					// of the seat's last moves, wrapped to the panel): the
					// table's layout, which covers nothing by construction.
					covered = 0
				}
				if covered*100 > changed {
					h.Shot("away-" + g.Game.Name)

					t.Fatalf("look %d: the away words cover %d pixels of what the table draws (of %d they change)", look, covered, changed)
				}
				checked++
			}
			assert.Greater(t, checked, 8, "the table was looked at")
		})
	}
}

// drawnWithNotes draws tbl as it stands twice, offscreen: bare, and with
// the away words an online table adds (lines in a band, or a note beside
// each other seat's name on a table that notes its seats).
func drawnWithNotes(t *testing.T, h *scenetest.Harness, tbl scenes.Table, lines []string) (bare, noted *image.RGBA) {
	t.Helper()
	draw := func(words bool) *image.RGBA {
		img := ebiten.NewImage(widget.ScreenW, widget.ScreenH)
		defer img.Deallocate()
		img.Fill(widget.Felt)
		c := &widget.Canvas{Dst: img, Scale: 1, Fonts: h.Ctx().Assets}
		n, seatNoted := tbl.(scenes.SeatNoted)
		if seatNoted {
			n.SetSeatNotes(func(seat int) string {
				if !words {
					return ""
				}
				return "away: a computer plays for Maximilianus"
			})
		}
		tbl.Draw(c)
		if words && !seatNoted {
			scenes.DrawAway(c, tbl, lines)
		}
		out := image.NewRGBA(image.Rect(0, 0, widget.ScreenW, widget.ScreenH))
		img.ReadPixels(out.Pix)
		return out
	}
	require.NoError(t, scenetest.OnLoop(func() error {
		bare, noted = draw(false), draw(true)
		return nil
	}))
	return bare, noted
}

// dots lays colours out in a row, an image one pixel high.
func dots(cs []color.Color) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, len(cs), 1))
	for i, c := range cs {
		img.Set(i, 0, c)
	}
	return img
}
