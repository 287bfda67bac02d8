package scenes_test

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strings"
	"testing"

	"parlor/assets"
	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/trick"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/speedrunui"
	"parlor/scenes/stepstonesui"
	"parlor/scenes/tables"
	"parlor/scenes/tricktable"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allGames are the games as the menu lists them.
func allGames(t *testing.T) []scenes.GameEntry {
	app, err := tables.App()
	require.NoError(t, err)
	return app.Games
}

func TestPictureMarker(t *testing.T) {
	for _, c := range []struct {
		line string
		name string
		ok   bool
	}{
		{"@trick", "trick", true},
		{"@board-2", "board-2", true},
		{"@", "", false},
		{"@two words", "", false},
		{"@tr!ck", "", false},
		{"a line that mentions @trick", "", false},
		{"#@trick", "", false},
	} {
		name, ok := scenes.PictureMarker(c.line)
		assert.Equal(t, c.ok, ok, c.line)
		assert.Equal(t, c.name, name, c.line)
	}
}

// Every picture a game's rules page places is one the game draws, each
// placed once, and every picture it draws is placed: none is missing
// from the page, none is left over.
func TestEveryPictureMarkerHasAPicture(t *testing.T) {
	for _, g := range allGames(t) {
		markers := scenes.PictureMarkers(g.Rules)
		require.NotEmpty(t, markers, g.Game.Title)
		var names []string
		for name, p := range g.Pictures {
			names = append(names, name)
			assert.NotNil(t, p.Draw, "%s: %s", g.Game.Title, name)
			assert.Positive(t, p.Lines, "%s: %s", g.Game.Title, name)
		}
		sorted := slices.Clone(markers)
		slices.Sort(sorted)
		slices.Sort(names)
		assert.Equal(t, names, sorted, "%s: the page's markers and the game's pictures", g.Game.Title)
		assert.Equal(t, len(slices.Compact(sorted)), len(markers), "%s: a picture placed twice", g.Game.Title)
	}
}

// A trick picture's caption says what the rules say: the hand's trump and
// ranking, the winner the rules pick named as winning, the leader as
// leading, and every card of the trick as the deck prints it.
func TestTrickPicturesAgreeWithTheRules(t *testing.T) {
	for name, p := range map[string]tricktable.TrickPicture{
		"speed_run_no_trump_off_suit_loses": speedrunui.TrickExample,
		"stepping_stones_lowest_trump_wins": stepstonesui.TrickExample,
	} {
		t.Run(name, func(t *testing.T) {
			w := p.Winner()
			require.GreaterOrEqual(t, w, 0)
			trump := "No trump"
			if s, ok := p.Rules.Trump.Suit(); ok {
				trump = s.Name() + " are trump"
			}
			assert.Contains(t, p.Caption, trump)
			high := "1 High"
			if p.Rules.Ranking.At(int(p.Trick.Num)) == trick.TopHigh {
				high = fmt.Sprintf("%d High", p.Deck.MaxRank())
			}
			assert.Contains(t, p.Caption, high)
			lead := p.Names[p.Trick.Leader]
			assert.True(t, strings.Contains(p.Caption, lead+" lead"), "the caption says %s leads: %q", lead, p.Caption)
			assert.True(t, strings.Contains(p.Caption, p.Names[w]+" wins") || strings.Contains(p.Caption, p.Names[w]+"'s"),
				"the caption names %s, the rules' winner: %q", p.Names[w], p.Caption)
			for seat, c := range p.BySeat() {
				assert.Contains(t, p.Caption, p.Deck.Label(c), "seat %d's card", seat)
			}
		})
	}
}

// boxX, boxY are where TestPicturesStayInTheirBox draws a picture.
const boxX, boxY = 150, 100

// Each picture draws inside its box, the text column's width by its
// lines' height (nothing cut off at the edge of the page, nothing over
// the text above or below), and fills a good part of it.
func TestPicturesStayInTheirBox(t *testing.T) {
	fonts, err := assets.Load()
	require.NoError(t, err)
	for _, g := range allGames(t) {
		for name, p := range g.Pictures {
			t.Run(g.Game.Title+"/"+name, func(t *testing.T) {
				h := p.Lines * scenes.RulesLine
				img := image.NewRGBA(image.Rect(0, 0, widget.ScreenW, boxY+h+100))
				require.NoError(t, scenetest.OnLoop(func() error {
					dst := ebiten.NewImage(img.Bounds().Dx(), img.Bounds().Dy())
					defer dst.Deallocate()
					c := &widget.Canvas{Dst: dst, Scale: 1, Fonts: fonts}
					p.Draw(c, assets.NewArt(1, false), boxX, boxY)
					dst.ReadPixels(img.Pix)
					return nil
				}))
				box := image.Rect(boxX, boxY, boxX+scenes.RulesWidth, boxY+h)
				inside, outside := 0, 0
				var first image.Point
				for y := range img.Bounds().Dy() {
					for x := range img.Bounds().Dx() {
						if img.RGBAAt(x, y).A == 0 {
							continue
						}
						if (image.Point{x, y}).In(box) {
							inside++
						} else if outside++; outside == 1 {
							first = image.Point{x, y}
						}
					}
				}
				assert.Zero(t, outside, "pixels drawn outside the picture's box %v, the first at %v", box, first)
				assert.Greater(t, inside, box.Dx()*box.Dy()/10, "the picture fills a tenth of its box at least")
			})
		}
	}
}

// isPanel reports whether c is the rules panel's own colour.
func isPanel(c color.RGBA) bool {
	p := widget.Panel
	return c.R == p.R && c.G == p.G && c.B == p.B
}

// countNotPanel counts the pixels of r that are not the panel's colour.
func countNotPanel(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !isPanel(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// The text area of the rules overlay, and the bands of plain panel above
// and below it.
const (
	textLeft, textRight = 150, 150 + scenes.RulesWidth
	textTop, textBottom = 146, 620
)

var (
	bandAbove = image.Rect(textLeft, 139, textRight, textTop)
	bandBelow = image.Rect(textLeft, textBottom, textRight, 670)
)

// On each game's rules page, scrolled so that a picture is cut by the
// bottom and then by the top of the text area, the picture shows in the
// part in view and nothing of it is drawn beyond the text area: it is
// clipped, not popped in or out. A picture shows whole at its first
// frame, so the overlay may be left undrawn while nothing changes
// (Still).
func TestRulesPicturesScrollClipped(t *testing.T) {
	app := &scenes.App{Games: allGames(t)}
	for tab, g := range allGames(t) {
		for _, name := range scenes.PictureMarkers(g.Rules) {
			t.Run(g.Game.Title+"/"+name, func(t *testing.T) {
				var r *scenes.Rules
				h := scenetest.New(t, func(ctx *game.Context) game.Scene {
					r = scenes.NewRules(ctx, app, tab+1)
					return r
				})
				h.Step(2)
				span := func() (top, bottom float64) {
					var y, ph float64
					var ok bool
					require.NoError(t, scenetest.OnLoop(func() error { y, ph, ok = r.Picture(name); return nil }))
					require.True(t, ok, "the page places %s", name)
					return y, y + ph
				}
				// scrollTo presses Down until the picture is cut by the
				// edge at y (by 20 pixels or more each side), and reports
				// whether it ever was.
				scrollTo := func(y float64) bool {
					for range 60 {
						top, bottom := span()
						switch {
						case top < y-20 && bottom > y+20:
							return true
						case bottom <= y+20:
							return false // the picture is above the edge already
						}
						h.Press(ebiten.KeyArrowDown)
						if after, _ := span(); after == top {
							return false // the page's end
						}
					}
					return false
				}
				// Cut by the bottom edge, then by the top one (as far as
				// the page scrolls).
				cuts := 0
				for _, edge := range []struct {
					y    float64
					band image.Rectangle
				}{{textBottom, bandBelow}, {textTop, bandAbove}} {
					if !scrollTo(edge.y) {
						continue
					}
					cuts++
					h.Step(1)
					img := h.ReadPixels()
					top, bottom := span()
					assert.Zero(t, countNotPanel(img, edge.band), "cut at y=%v: nothing drawn beyond the text area", edge.y)
					in := image.Rect(textLeft, int(max(top, textTop)), textRight, int(min(bottom, textBottom)))
					assert.Greater(t, countNotPanel(img, in), in.Dx()*in.Dy()/20, "cut at y=%v: the part in view shows", edge.y)
					h.Step(30)
					assert.Equal(t, img.Pix, h.ReadPixels().Pix, "cut at y=%v: the picture was whole at its first frame", edge.y)
				}
				assert.Positive(t, cuts, "the page scrolls %s across an edge of the text area", name)
				assert.True(t, r.Still())
			})
		}
	}
}

// A page with odd markers and pictures still opens, scrolls and draws:
// a marker with no picture (or a picture with no drawing) stays as text,
// a picture's height is kept between one line and a page's worth.
func TestOddPicturesDoNotBreakThePage(t *testing.T) {
	drawn := 0
	draw := func(*widget.Canvas, *assets.Art, float64, float64) { drawn++ }
	odd := scenes.GameEntry{Game: &engine.Entry{Info: engine.Info{Name: "odd", Title: "Odd"}}, Rules: "#Odd\n@\n@none\n@nodraw\n@low\n#\n@high\nend",
		Pictures: map[string]scenes.RulesPicture{"low": {Lines: -3, Draw: draw}, "high": {Lines: 1 << 30, Draw: draw}, "nodraw": {Lines: 2}}}
	app := &scenes.App{Games: []scenes.GameEntry{odd}}
	var r *scenes.Rules
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		r = scenes.NewRules(ctx, app, 1)
		return r
	})
	h.Step(2)
	for range 30 {
		h.Press(ebiten.KeyArrowDown)
	}
	h.Step(2)
	require.NoError(t, scenetest.OnLoop(func() error {
		_, lh, ok := r.Picture("low")
		assert.True(t, ok)
		assert.Equal(t, float64(scenes.RulesLine), lh, "at least a line")
		_, hh, ok := r.Picture("high")
		assert.True(t, ok)
		assert.Less(t, hh, 100*float64(scenes.RulesLine), "a bounded height")
		_, _, ok = r.Picture("nodraw")
		assert.False(t, ok, "no drawing: no picture")
		return nil
	}))
	assert.Positive(t, drawn)
}

// A rules line that starts with "~" is small print: drawn smaller and
// dimmer than the rules, below them, wrapped at its own size (its lines
// run wider in words than the page's, and still fit the column), the "~"
// never shown.
func TestSmallPrintAtTheFoot(t *testing.T) {
	foot := "~A note in small print at the foot of the page, for whoever reads that far: it is drawn smaller and dimmer. " +
		"Small print wraps at its own size, so a long line of it takes fewer lines than the rules would."
	text := "#Rulings\nA plain sentence of the rules.\n" + foot
	a, err := assets.Load()
	require.NoError(t, err)
	lines, small, tops := scenes.RulesLines(a, text)
	require.Greater(t, len(lines), 3, "the small print wraps")
	assert.Equal(t, []bool{false, false}, small[:2])
	mc := widget.Canvas{Scale: 1, Fonts: a}
	var widest float64
	for i := 2; i < len(lines); i++ {
		assert.True(t, small[i], "line %d is small print", i)
		assert.False(t, strings.HasPrefix(lines[i], "~"), "the marker is not shown")
		w := mc.TextWidth(lines[i], scenes.SmallFont, false)
		assert.LessOrEqual(t, w, float64(scenes.RulesWidth), "small print fits the column")
		widest = max(widest, w)
		assert.Less(t, tops[i]-tops[i-1], float64(scenes.RulesLine)+9, "small print's lines are closer")
	}
	assert.Greater(t, widest, float64(scenes.RulesWidth)*0.85, "wrapped at its own size, not at the rules' size")
	assert.Len(t, lines[2:], len(mc.Wrap(foot[1:], scenes.SmallFont, false, scenes.RulesWidth)))

	// On the page: the small print's ink is dimmer than the rules' and its
	// letters shorter.
	odd := scenes.GameEntry{Game: &engine.Entry{Info: engine.Info{Name: "odd", Title: "Odd"}}, Rules: text}
	app := &scenes.App{Games: []scenes.GameEntry{odd}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.NewRules(ctx, app, 1) })
	h.Step(3)
	h.Shot("rules-small-print")
	img := h.ReadPixels()
	const pageTop = 150 // the first line's top
	bodyInk, bodyH := ink(img, pageTop+tops[1], tops[2]-tops[1])
	smallInk, smallH := ink(img, pageTop+tops[2], tops[3]-tops[2])
	assert.Less(t, smallInk, bodyInk, "dimmer")
	assert.Less(t, smallH, bodyH, "smaller")
}

// ink returns, in the band of the text column from y, h high, the
// brightest pixel's light and the height of the rows that hold bright
// ink (letters, not the panel).
func ink(img *image.RGBA, y, h float64) (brightest int, rows int) {
	for py := int(y); py < int(y+h); py++ {
		row := false
		for px := textLeft; px < textRight; px++ {
			c := img.RGBAAt(px, py)
			l := int(c.R) + int(c.G) + int(c.B)
			brightest = max(brightest, l)
			if l > 400 {
				row = true
			}
		}
		if row {
			rows++
		}
	}
	return brightest, rows
}
