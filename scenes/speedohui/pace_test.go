package speedohui_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/scenetest/pixels"
	"parlor/scenes/speedohui"
	"parlor/scenes/widget"
)

// acts counts the presses a record holds.
func acts(rec *record.Record) int {
	n := 0
	for _, e := range rec.Events {
		if e.Kind == record.Act {
			n++
		}
	}
	return n
}

// After a settled match the clock waits, longer at a slower computer
// pace: nobody flips or slaps meanwhile (a press is told to wait), and
// the announcement stays on show all that time.
func TestSettlementWaitFollowsTheComputerPace(t *testing.T) {
	wait := func(pace string) int {
		h, tbl := laidOut(t, laid(t, "S2R", "S2B"))
		h.Ctx().Settings.BotPace = pace
		hold(h, slapKey[0])
		hold(h, slapKey[1]) // the slower slap settles the match (SO5)
		require.Len(t, outcomes(recordOf(tbl), "match"), 1)
		said, _ := tbl.Banner()
		require.Equal(t, "Player 1 slapped first: Player 2 takes 2 cards", said)
		now, n := tbl.Session().Now(), acts(recordOf(tbl))
		frames := 0
		for ; tbl.Waiting() && frames < 400; frames++ {
			if frames == 10 { // Player 2 takes the piles and flips next
				hold(h, flipKey[1])
				box, on := tbl.NoteBox(1)
				assert.True(t, on, "the press is told to wait (%v)", box)
				continue
			}
			h.Step(1)
			b, on := tbl.Banner()
			assert.True(t, on && b == said, "the settlement stays on show while the clock waits")
		}
		assert.Equal(t, now, tbl.Session().Now(), "the clock stood still")
		assert.Equal(t, n, acts(recordOf(tbl)), "nobody flipped or slapped meanwhile")
		waitFlip(t, h, tbl)
		hold(h, flipKey[person(tbl, state(tbl).View(0).Turn)])
		assert.Equal(t, n+1, acts(recordOf(tbl)), "then play goes on")
		return frames
	}
	slow, normal, fast := wait("slow"), wait("normal"), wait("fast")
	assert.GreaterOrEqual(t, slow, 150, "2.5 s at the slow pace")
	assert.Greater(t, slow, normal)
	assert.Greater(t, normal, fast)
	assert.Positive(t, fast)
}

// Four computers at the slow pace: each settlement's announcement stays
// up at least 150 frames, and the computers do less in the same frames
// than at the fast pace (the same seed, counted in frames).
func TestSlowPaceSlowsAWatchedTable(t *testing.T) {
	play := func(pace string) (presses, settled int) {
		h, tbl := start(t, scenes.Choice{Seed: 11, Mode: scenes.Watch, Players: 4, Level: engine.Normal})
		h.Ctx().Settings.BotPace = pace
		h.DrawEvery = 20
		last, shown := "", 0
		for range 1500 {
			h.Step(1)
			b, on := tbl.Banner()
			switch {
			case on && b != last:
				if last != "" && pace == "slow" {
					assert.GreaterOrEqual(t, shown, 150, "%q was on show %d frames", last, shown)
				}
				last, shown = b, 1
				settled++
			case on:
				shown++
			}
		}
		return acts(recordOf(tbl)), settled
	}
	slow, slowSettled := play("slow")
	fast, _ := play("fast")
	require.Greater(t, slowSettled, 2, "settlements came to be read")
	assert.Less(t, float64(slow), 0.9*float64(fast), "the computers press less often at the slow pace (%d against %d)", slow, fast)
}

// near reports whether two pixels look alike.
func near(p, q color.RGBA) bool {
	d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
	return d(p.R, q.R)+d(p.G, q.G)+d(p.B, q.B) < 40
}

// Paused, the table shows no card face: every flipped pile lies face
// down until play resumes. Read from the pixels of two seats' flipped
// piles, left and right of the pause menu: two different faces in play,
// the same back while paused.
func TestPauseHidesTheFaces(t *testing.T) {
	h, tbl := start(t, scenes.Choice{Seed: 21, Mode: scenes.VsComputer, Players: 4, Level: engine.Normal})
	st := state(tbl)
	h.DrawEvery = 4
	for i := 0; i < 3000; i++ {
		v := st.View(0)
		if v.Players[1].Top != speedoh.None && v.Players[3].Top != speedoh.None &&
			v.Players[1].Top.Image() != v.Players[3].Top.Image() && !tbl.Busy() && i > 100 {
			break
		}
		h.Step(1)
	}
	require.False(t, tbl.Busy())
	boxes := tbl.CardBoxes()
	// The top card's face, clear of the pile's edges and its count.
	face := func(seat int) image.Rectangle {
		b := boxes[1+2*seat]
		return image.Rect(int(b[0])+4, int(b[1])+4, int(b[0]+b[2])-20, int(b[1]+b[3])-40)
	}
	differ := func(img *image.RGBA) float64 {
		a, b := face(1), face(3)
		n, off := 0, 0
		for y := 0; y < a.Dy(); y++ {
			for x := 0; x < a.Dx(); x++ {
				n++
				if !near(img.RGBAAt(a.Min.X+x, a.Min.Y+y), img.RGBAAt(b.Min.X+x, b.Min.Y+y)) {
					off++
				}
			}
		}
		return float64(off) / float64(n)
	}
	h.DrawEvery = 1
	h.Step(1)
	require.Greater(t, differ(h.ReadPixels()), 0.2, "in play the two piles show different faces")

	h.Press(ebiten.KeyEscape)
	require.Equal(t, "pause", h.TopName())
	h.Step(1)
	img := h.ReadPixels()
	assert.Less(t, differ(img), 0.01, "paused, both piles show the same back")
	felt := pixels.Of(img.At(12, widget.ScreenH/2))
	assert.Less(t, pixels.Fraction(img, face(1), felt, 30), 0.2, "a card is drawn there, face down")

	h.Press(ebiten.KeyEscape)
	require.Equal(t, "speedoh-table", h.TopName())
	h.Step(1)
	assert.Greater(t, differ(h.ReadPixels()), 0.2, "resumed, the faces show again")
}

// The receiver choice, the announcements and the comparison panel cover
// no seat's cards, name or shouts, whatever the number of seats and
// candidates, with one person or two.
func TestPanelsCoverNoSeatText(t *testing.T) {
	for _, mode := range []scenes.Mode{scenes.VsComputer, scenes.TwoPlayers} {
		for n := 2; n <= 6; n++ {
			_, tbl := start(t, scenes.Choice{Seed: 5, Mode: mode, Players: n, Level: engine.Normal})
			panels := map[string]box{"banner": box(speedohui.BannerBox()), "lesson": box(speedohui.LessonBox())}
			for k := 2; k < n; k++ {
				panels["choice of "+itoa(k)] = box(tbl.ChooserBox(k))
			}
			var seatText []box
			for _, cb := range tbl.CardBoxes()[1:] {
				seatText = append(seatText, box(cb))
			}
			boxes := tbl.CardBoxes()
			for seat := range n {
				sx, _ := tbl.SeatCentre(seat)
				w := 160.0 // a computer's shout, "Gives to Player 2"
				if tbl.Session().Plays().Has(seat) {
					w = 340 // a person's: "Too late: the other player got there first."
				}
				pile, draw := boxes[1+2*seat], boxes[2+2*seat]
				seatText = append(seatText,
					box{sx - 140, tbl.NameTop(seat), 280, 24},           // "Dmitri · 22 cards"
					box{sx - w/2, pile[1] + pile[3] + 2, w, 22},         // the shout under the cards
					box{draw[0] + draw[2]/2 - 45, draw[1] - 42, 90, 40}) // "flips", "Last card!" over the draw pile
			}
			for name, p := range panels {
				for _, s := range seatText {
					assert.False(t, p.overlaps(s), "%v, %d seats: the %s %v covers %v", mode, n, name, p, s)
				}
			}
		}
	}
}

// While you choose who takes the piles, the choice stands where the
// announcement goes: the announcement on show waits, hidden, and comes
// back when the choice is made.
func TestAnnouncementWaitsUnderTheChoice(t *testing.T) {
	tops := []speedoh.Card{sc(t, "S2R"), sc(t, "A3B"), sc(t, "K1G")}
	fsw := sc(t, "FSW1")
	var rest []speedoh.Card
	for _, c := range speedoh.Deck(false) {
		if c != fsw && c != tops[0] && c != tops[1] && c != tops[2] {
			rest = append(rest, c)
		}
	}
	third := len(rest) / 3
	l := speedoh.Layout{
		Flipped: [][]speedoh.Card{{tops[0]}, {tops[1]}, {tops[2]}},
		Draw:    [][]speedoh.Card{append(rest[:third:third], fsw), rest[third : 2*third], rest[2*third:]},
	}
	seats := scenes.Choice{Mode: scenes.VsComputer, Players: 3, Level: engine.Easy}.Seats(speedohui.SeatNames)
	st, err := speedoh.NewFromLayout(speedoh.Config{Players: 3}, 1, seats, l)
	require.NoError(t, err)
	h, tbl := opened(t, func(ctx *game.Context) scenes.Table {
		return scenetest.Open(t, ctx, app(), engine.Erase(st, games.SpeedOh))
	})
	hold(h, slapKey[0]) // nothing matches: a wrong slap, and you flip next
	said, on := tbl.Banner()
	require.True(t, on)
	require.Equal(t, "Wrong slap: you take every flipped pile (3 cards)", said)
	waitFlip(t, h, tbl)
	require.Equal(t, 0, state(tbl).View(0).Turn)
	hold(h, flipKey[0]) // First Slap Wins
	hold(h, slapKey[0]) // first: you choose
	h.Step(1)
	v := state(tbl).View(0)
	_, choosing := v.ChoiceFor()
	require.True(t, choosing)
	_, on = tbl.Banner()
	assert.False(t, on, "the announcement waits under the choice")
	hold(h, slapKey[0]) // give
	h.Step(2)
	b, on := tbl.Banner()
	assert.True(t, on)
	assert.Equal(t, said, b, "then it comes back, its time not run out meanwhile")
}
