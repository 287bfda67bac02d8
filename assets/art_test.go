package assets_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"maps"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/assets"
	"parlor/rules/cards"
)

var allDecks = []cards.Deck{cards.Standard52, cards.Standard54, cards.Numbered10, cards.Numbered9}

func TestFaceSize(t *testing.T) {
	for _, tc := range []struct {
		scale float64
		w, h  int
	}{{1, 100, 140}, {1.5, 150, 210}, {2, 200, 280}, {1.25, 125, 175}} {
		t.Run(fmt.Sprint(tc.scale), func(t *testing.T) {
			a := assets.NewArt(tc.scale, false)
			for _, img := range []*ebiten.Image{a.Face(cards.Standard52, cards.New(cards.Spades, cards.Ace)), a.Back(), a.Placeholder()} {
				b := img.Bounds()
				assert.Equal(t, tc.w, b.Dx(), "width")
				assert.Equal(t, tc.h, b.Dy(), "height")
			}
			sb := a.Shadow().Bounds()
			assert.Equal(t, int(math.Ceil((assets.CardW+2*assets.ShadowPad)*tc.scale)), sb.Dx())
			ob := a.Outline().Bounds()
			assert.Equal(t, int(math.Ceil((assets.CardH+2*assets.OutlinePad)*tc.scale)), ob.Dy())
		})
	}
}

// inkIn counts the pixels in r (logical rectangle at scale 1) that match.
func inkIn(img *image.RGBA, r image.Rectangle, match func(c color.RGBA) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if match(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

func isRed(c color.RGBA) bool   { return c.R > 150 && c.G < 80 && c.B < 90 }
func isGreen(c color.RGBA) bool { return c.G > 90 && c.R < 60 && c.B < 90 }
func isBlue(c color.RGBA) bool  { return c.B > 140 && c.R < 60 && c.G < 120 }
func isBlack(c color.RGBA) bool { return c.R < 60 && c.G < 60 && c.B < 60 && c.A > 200 }

// Index regions at scale 1: top-left and bottom-right corners.
var (
	topIndex    = image.Rect(2, 3, 23, 45)
	bottomIndex = image.Rect(assets.CardW-23, assets.CardH-45, assets.CardW-2, assets.CardH-3)
)

func TestIndexInk(t *testing.T) {
	two := assets.NewArt(1, false)
	four := assets.NewArt(1, true)
	for _, tc := range []struct {
		name  string
		art   *assets.Art
		card  cards.Card
		match func(color.RGBA) bool
		min   int // ink pixels expected in each index
	}{
		{"two_colour_hearts_red", two, cards.New(cards.Hearts, 7), isRed, 40},
		{"two_colour_diamonds_red", two, cards.New(cards.Diamonds, cards.Queen), isRed, 40},
		{"two_colour_clubs_black", two, cards.New(cards.Clubs, 3), isBlack, 40},
		{"four_colour_clubs_green", four, cards.New(cards.Clubs, 3), isGreen, 40},
		{"four_colour_diamonds_blue", four, cards.New(cards.Diamonds, 10), isBlue, 40},
		{"four_colour_hearts_red", four, cards.New(cards.Hearts, cards.Ace), isRed, 40},
		{"four_colour_spades_black", four, cards.New(cards.Spades, cards.King), isBlack, 40},
		{"red_joker_red", two, cards.RedJoker, isRed, 15},
		{"black_joker_black", two, cards.BlackJoker, isBlack, 15},
	} {
		t.Run(tc.name, func(t *testing.T) {
			px := pixels(tc.art.Face(cards.Standard54, tc.card))
			// A solid index is dozens of pixels; a stray edge pixel is not.
			assert.Greater(t, inkIn(px, topIndex, tc.match), tc.min, "top-left index")
			assert.Greater(t, inkIn(px, bottomIndex, tc.match), tc.min, "bottom-right index")
		})
	}
	// The four-colour palette must change clubs: no green at all in two colours.
	px := pixels(two.Face(cards.Standard52, cards.New(cards.Clubs, 3)))
	assert.Zero(t, inkIn(px, px.Bounds(), isGreen), "two-colour clubs have no green")
}

func TestFaceIsWhiteWithRoundedCorners(t *testing.T) {
	a := assets.NewArt(1, false)
	px := pixels(a.Face(cards.Standard52, cards.New(cards.Spades, 5)))
	assert.Equal(t, uint8(0), px.RGBAAt(0, 0).A, "corner pixel is transparent (rounded)")
	assert.Equal(t, color.RGBA{255, 255, 255, 255}, px.RGBAAt(50, 4), "face is white near the top edge")
	c := px.RGBAAt(50, 0)
	assert.True(t, c.A == 255 && c.R < 200, "top border is a thin grey line, got %v", c)
}

// digest is a hash-free fingerprint: the raw pixels as a string.
func digest(img *ebiten.Image) string { return string(pixels(img).Pix) }

func TestEveryFaceRendersAndDiffers(t *testing.T) {
	for _, four := range []bool{false, true} {
		a := assets.NewArt(1, four)
		back := digest(a.Back())
		for _, d := range allDecks {
			t.Run(fmt.Sprintf("%s_four_%v", d, four), func(t *testing.T) {
				seen := map[string]cards.Card{}
				for _, c := range d.Cards() {
					img := a.Face(d, c)
					require.NotNil(t, img, "%s", d.Format(c))
					g := digest(img)
					assert.NotEqual(t, back, g, "%s looks like the back", d.Format(c))
					if prev, dup := seen[g]; dup {
						t.Errorf("%s and %s have identical faces", d.Format(prev), d.Format(c))
					}
					seen[g] = c
					// Each face carries ink beyond its border.
					px := pixels(img)
					inked := inkIn(px, image.Rect(3, 3, assets.CardW-3, assets.CardH-3), func(c color.RGBA) bool {
						return c.A == 255 && (c.R < 200 || c.G < 200 || c.B < 200)
					})
					assert.Greater(t, inked, 300, "%s has little ink", d.Format(c))
				}
				assert.Len(t, seen, d.Size())
			})
		}
	}
}

func TestJokersDiffer(t *testing.T) {
	a := assets.NewArt(1, false)
	r := pixels(a.Face(cards.Standard54, cards.RedJoker))
	b := pixels(a.Face(cards.Standard54, cards.BlackJoker))
	assert.False(t, bytes.Equal(r.Pix, b.Pix), "the jokers are identical")
	assert.Zero(t, inkIn(b, b.Bounds(), isRed), "black joker has no red")
	assert.Zero(t, inkIn(r, topIndex, isBlack), "red joker's index has no black")
}

func TestNumberedDecksPrintOne(t *testing.T) {
	// The numbered decks' 1 must not be the standard ace (a different index).
	a := assets.NewArt(1, false)
	one := pixels(a.Face(cards.Numbered10, cards.New(cards.Hearts, 1)))
	ace := pixels(a.Face(cards.Standard52, cards.New(cards.Hearts, 1)))
	assert.False(t, sameIn(one, ace, topIndex), "numbered 1 has the standard ace's index")
	// 10 of a numbered deck is printed as in the standard deck.
	// (Text is drawn on the GPU, so allow a little filtering noise.)
	n10 := pixels(a.Face(cards.Numbered10, cards.New(cards.Clubs, 10)))
	s10 := pixels(a.Face(cards.Standard52, cards.New(cards.Clubs, 10)))
	assert.Less(t, differing(n10, s10), 50, "numbered 10 differs from the standard 10")
}

// differing counts pixels whose channels differ by more than 24.
func differing(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		for k := range 4 {
			if d := int(a.Pix[i+k]) - int(b.Pix[i+k]); d > 24 || d < -24 {
				n++
				break
			}
		}
	}
	return n
}

// sameIn reports whether a and b have the same pixels in r.
func sameIn(a, b *image.RGBA, r image.Rectangle) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
				return false
			}
		}
	}
	return true
}

func TestInvalidCardsGetPlaceholder(t *testing.T) {
	a := assets.NewArt(1, false)
	ph := a.Placeholder()
	for _, tc := range []struct {
		name string
		deck cards.Deck
		card cards.Card
	}{
		{"none", cards.Standard52, cards.None},
		{"byte_255", cards.Standard52, 255},
		{"rank_15", cards.Standard52, cards.Card(0x1f)},
		{"joker_not_in_52", cards.Standard52, cards.RedJoker},
		{"ten_not_in_numbered9", cards.Numbered9, cards.New(cards.Hearts, 10)},
		{"jack_not_in_numbered10", cards.Numbered10, cards.New(cards.Spades, cards.Jack)},
		{"unknown_deck", cards.Deck(200), cards.New(cards.Spades, 2)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.True(t, ph == a.Face(tc.deck, tc.card), "not the placeholder")
		})
	}
	px := pixels(ph)
	magenta := func(c color.RGBA) bool { return c.R > 180 && c.B > 150 && c.G < 80 }
	assert.Greater(t, inkIn(px, px.Bounds(), magenta), 200, "placeholder is marked in magenta")
}

func TestBadScaleIsClamped(t *testing.T) {
	for _, s := range []float64{0, -3, 1e9} {
		a := assets.NewArt(s, false)
		w, h := a.Size()
		assert.True(t, w > 0 && h > 0 && w <= 800, "scale %v gives %dx%d", s, w, h)
	}
}

func TestFacesAreCached(t *testing.T) {
	a := assets.NewArt(1, false)
	a.Prepare(cards.Standard52)
	a.Prepare(cards.Deck(99)) // unknown: nothing to do, no panic
	c := cards.New(cards.Hearts, 4)
	f1, b1 := a.Face(cards.Standard52, c), a.Back()
	f2, b2 := a.Face(cards.Standard52, c), a.Back()
	assert.True(t, f1 == f2, "face redrawn")
	assert.True(t, b1 == b2, "back redrawn")
}

// TestCardSheet renders every card of every deck in both palettes, plus the
// back, placeholder, shadow and outline, into out/cardsheet.png for people
// to look at; and a small table scene into out/cardtable.png showing cards
// at reduced size as a game would draw them. What it draws must hold: no
// two cards of a deck share a face, none is the back or the placeholder,
// and the four-colour palette changes the diamonds and clubs but not the
// spades.
func TestCardSheet(t *testing.T) {
	faces := map[bool]map[string]string{} // palette -> face pixels -> card
	for _, four := range []bool{false, true} {
		a := assets.NewArt(1, four)
		faces[four] = map[string]string{string(pixelsOf(a.Back())): "the back", string(pixelsOf(a.Placeholder())): "the placeholder"}
		for _, d := range allDecks {
			seen := maps.Clone(faces[four])
			for _, c := range d.Cards() {
				px := string(pixelsOf(a.Face(d, c)))
				if other, ok := seen[px]; ok {
					t.Errorf("deck %v, four colours %v: %v looks like %s", d, four, c, other)
				}
				seen[px] = c.String()
			}
		}
	}
	two, four := assets.NewArt(1, false), assets.NewArt(1, true)
	for _, c := range []cards.Card{cards.New(cards.Diamonds, 5), cards.New(cards.Clubs, 5)} {
		assert.NotEqual(t, pixelsOf(two.Face(cards.Standard52, c)), pixelsOf(four.Face(cards.Standard52, c)), "%v in four colours", c)
	}
	s5 := cards.New(cards.Spades, 5)
	assert.Equal(t, pixelsOf(two.Face(cards.Standard52, s5)), pixelsOf(four.Face(cards.Standard52, s5)), "spades stay black")
	writeSheets(t)
}

// writeSheets writes the card sheets and the small table for people to
// look at (out/).
func writeSheets(t *testing.T) {
	const gap = 8
	felt := color.RGBA{0x23, 0x5e, 0x38, 0xff}
	cols := 14
	rowsPerDeck := 4
	sections := 2 * len(allDecks)
	w := cols*(assets.CardW+gap) + gap
	h := sections*(rowsPerDeck*(assets.CardH+gap)+gap) + gap
	sheet := ebiten.NewImage(w, h)
	sheet.Fill(felt)
	y := gap
	for _, four := range []bool{false, true} {
		a := assets.NewArt(1, four)
		for _, d := range allDecks {
			for _, c := range d.Cards() {
				col, row := int(c.Rank())-1, int(c.Suit())
				if c.IsJoker() {
					col, row = 13, 0
					if c == cards.BlackJoker {
						row = 1
					}
				}
				draw(sheet, a, a.Face(d, c), gap+col*(assets.CardW+gap), y+row*(assets.CardH+gap))
			}
			if d == cards.Standard52 {
				draw(sheet, a, a.Back(), gap+13*(assets.CardW+gap), y)
				draw(sheet, a, a.Placeholder(), gap+13*(assets.CardW+gap), y+assets.CardH+gap)
			}
			y += rowsPerDeck*(assets.CardH+gap) + gap
		}
	}
	writePNG(t, "cardsheet.png", sheet)

	// A zoomed sheet at scale 2 for checking the detail of the drawing.
	a2 := assets.NewArt(2, false)
	zoomCards := []cards.Card{
		cards.New(cards.Spades, cards.Ace), cards.New(cards.Hearts, 10), cards.New(cards.Clubs, cards.King),
		cards.New(cards.Diamonds, cards.Queen), cards.New(cards.Spades, cards.Jack), cards.RedJoker, cards.BlackJoker,
	}
	zw, zh := a2.Size()
	zoom := ebiten.NewImage(len(zoomCards)*(zw+16)+16+zw+16, zh+32)
	zoom.Fill(felt)
	for i, c := range zoomCards {
		draw(zoom, a2, a2.Face(cards.Standard54, c), 16+i*(zw+16), 16)
	}
	draw(zoom, a2, a2.Back(), 16+len(zoomCards)*(zw+16), 16)
	writePNG(t, "cardsheet_2x.png", zoom)

	// A table: a fanned hand at 0.7x with shadows and an outline on one card.
	table := ebiten.NewImage(1280, 720)
	table.Fill(felt)
	a := assets.NewArt(1, false)
	hand := cards.Standard54.Cards()[:13]
	for i, c := range hand {
		x, y := 100+float64(i)*32, 500.0
		lift := 0.0
		if i == 6 {
			lift = -20
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-assets.ShadowPad+2, -assets.ShadowPad+3)
		op.GeoM.Scale(0.7, 0.7)
		op.GeoM.Translate(x, y+lift)
		table.DrawImage(a.Shadow(), op)
		op = &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(0.7, 0.7)
		op.GeoM.Translate(x, y)
		if i == 6 {
			op.GeoM.Translate(0, -20)
		}
		table.DrawImage(a.Face(cards.Standard54, c), op)
		if i == 6 {
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Translate(-assets.OutlinePad, -assets.OutlinePad)
			op.GeoM.Scale(0.7, 0.7)
			op.GeoM.Translate(x, y-20)
			table.DrawImage(a.Outline(), op)
		}
	}
	for i, c := range cards.Numbered10.Cards()[:10] {
		draw(table, a, a.Face(cards.Numbered10, c), 100+i*60, 80)
	}
	for i := range 5 {
		draw(table, a, a.Back(), 800+i*3, 300-i*2)
	}
	draw(table, a, a.Face(cards.Standard54, cards.RedJoker), 950, 300)
	draw(table, a, a.Face(cards.Standard54, cards.BlackJoker), 1070, 300)
	writePNG(t, "cardtable.png", table)
}

// draw puts img at (x, y) with its shadow, at the art's own scale.
func draw(dst *ebiten.Image, a *assets.Art, img *ebiten.Image, x, y int) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x)-assets.ShadowPad*a.Scale()+2, float64(y)-assets.ShadowPad*a.Scale()+3)
	dst.DrawImage(a.Shadow(), op)
	op = &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(img, op)
}

func writePNG(t *testing.T, name string, img *ebiten.Image) {
	t.Helper()
	dir := filepath.Join("..", "out")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, pixels(img)))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644))
}

// BenchmarkDrawHand draws 54 cached faces (plus their shadows) onto a
// 1280x720 screen per iteration and reads one pixel back, which forces the
// GPU work to finish, so the time is a whole frame's card drawing.
func BenchmarkDrawHand(b *testing.B) {
	a := assets.NewArt(1, false)
	deck := cards.Standard54.Cards()
	for _, c := range deck {
		a.Face(cards.Standard54, c)
	}
	screen := ebiten.NewImage(1280, 720)
	px := make([]byte, 4)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		screen.Clear()
		for j, c := range deck {
			x, y := float64(20+(j%18)*68), float64(20+(j/18)*200)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(x-assets.ShadowPad+2, y-assets.ShadowPad+3)
			screen.DrawImage(a.Shadow(), op)
			op = &ebiten.DrawImageOptions{}
			op.GeoM.Translate(x, y)
			screen.DrawImage(a.Face(cards.Standard54, c), op)
		}
		screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px)
	}
}

// BenchmarkFrameBaseline is BenchmarkDrawHand without the cards: clearing
// the screen and the one-pixel read that waits for the GPU. Subtract it
// from BenchmarkDrawHand to get the cost of the cards themselves.
func BenchmarkFrameBaseline(b *testing.B) {
	screen := ebiten.NewImage(1280, 720)
	px := make([]byte, 4)
	for i := 0; i < b.N; i++ {
		screen.Clear()
		screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px)
	}
}

// BenchmarkRenderDeck measures the one-off cost of drawing a fresh 54-card
// deck's faces (what the first Face call for a deck pays).
func BenchmarkRenderDeck(b *testing.B) {
	px := make([]byte, 4)
	for i := 0; i < b.N; i++ {
		a := assets.NewArt(1, false)
		img := a.Face(cards.Standard54, cards.RedJoker)
		m := img.Bounds().Min
		img.SubImage(image.Rectangle{Min: m, Max: m.Add(image.Pt(1, 1))}).(*ebiten.Image).ReadPixels(px)
	}
}

// TestReleaseFreesADeck: a released deck's faces go, and the next Face
// draws them again, the same picture.
func TestReleaseFreesADeck(t *testing.T) {
	a := assets.NewArt(1, false)
	c := cards.New(cards.Hearts, 7)
	before := pixelsOf(a.Face(cards.Standard52, c))
	a.Prepare(cards.Numbered10)
	assert.Equal(t, 2, a.Decks())
	a.Release(cards.Standard52)
	assert.Equal(t, 1, a.Decks(), "the released deck is gone")
	a.Release(cards.Standard52) // twice is harmless
	assert.Equal(t, before, pixelsOf(a.Face(cards.Standard52, c)), "drawn again alike")
	assert.Equal(t, 2, a.Decks())
}

// pixelsOf reads a whole image's pixels.
func pixelsOf(img *ebiten.Image) []byte {
	b := img.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(px)
	return px
}
