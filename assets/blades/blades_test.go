package blades_test

import (
	"crypto/sha256"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"image"
	"image/color"
	"math"
	"strconv"
	"testing"

	"parlor/assets/blades"
)

// deck lists the 80 normal faces with the pattern ruling SO1 gives them
// (as parlor/rules/speedoh does): pattern = (image + colour) mod 5.
func deck() []blades.Face {
	var out []blades.Face
	for img := range blades.Families * blades.Variations {
		for c := range blades.Colours {
			out = append(out, blades.Face{
				Family: img / blades.Variations, Variation: img % blades.Variations,
				Colour: c, Pattern: (img + c) % blades.Patterns,
			})
		}
	}
	return out
}

func digest(img *image.RGBA) [32]byte { return sha256.Sum256(img.Pix) }

func TestDeckFacesAllDistinct(t *testing.T) {
	seen := map[[32]byte]blades.Face{}
	faces := deck()
	if len(faces) != 80 {
		t.Fatalf("deck has %d faces, want 80", len(faces))
	}
	for _, f := range faces {
		d := digest(blades.Draw(f, 1))
		if g, ok := seen[d]; ok {
			t.Errorf("%v looks exactly like %v", f, g)
		}
		seen[d] = f
	}
}

func TestSpecialsBackAndSlapCardDistinct(t *testing.T) {
	seen := map[[32]byte]string{}
	add := func(name string, img *image.RGBA) {
		d := digest(img)
		if g, ok := seen[d]; ok {
			t.Errorf("%s looks exactly like %s", name, g)
		}
		seen[d] = name
	}
	for k := range blades.Special(blades.NumSpecials) {
		add(k.String(), blades.DrawSpecial(k, 1))
	}
	add("back", blades.DrawBack(1))
	add("slap card", blades.DrawSlapCard(1))
	add("placeholder", blades.Placeholder(1))
	add("a normal face", blades.Draw(blades.Face{}, 1))
}

// differing is the fraction of the card's pixels that differ visibly
// (a summed channel difference over 48) between a and b.
func differing(a, b *image.RGBA) float64 {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for k := range 4 {
			d += absDiff(a.Pix[i+k], b.Pix[i+k])
		}
		if d > 48 {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

// diffBounds is the bounding box of the pixels that differ visibly.
func diffBounds(a, b *image.RGBA) image.Rectangle {
	var r image.Rectangle
	w := a.Rect.Dx()
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for k := range 4 {
			d += absDiff(a.Pix[i+k], b.Pix[i+k])
		}
		if d > 48 {
			p := image.Pt(i/4%w, i/4/w)
			r = r.Union(image.Rectangle{p, p.Add(image.Pt(1, 1))})
		}
	}
	return r
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// Variations must differ in one small place (a careful look tells them
// apart, a glance may not); families must differ all over.
func TestVariationsDifferLittleFamiliesMuch(t *testing.T) {
	const (
		minVariation = 0.002 // 0.2% of the card: at scale 1, 28 pixels
		maxVariation = 0.05
		// The bounding box of the differences, of the card: the widest
		// are the dagger's guard (both ends change) and the katana's line
		// along the blade; the others stay within a few per cent.
		maxRegion = 0.2
		minFamily = 0.12
	)
	const scale = 1.5
	imgs := make([][]*image.RGBA, blades.Families)
	for f := range blades.Families {
		for v := range blades.Variations {
			imgs[f] = append(imgs[f], blades.Draw(blades.Face{Family: f, Variation: v, Colour: 2, Pattern: 1}, scale))
		}
	}
	for f := range blades.Families {
		lo, hi, box := 1.0, 0.0, 0.0
		for v := range blades.Variations {
			for w := v + 1; w < blades.Variations; w++ {
				d := differing(imgs[f][v], imgs[f][w])
				lo, hi = min(lo, d), max(hi, d)
				if d < minVariation || d > maxVariation {
					t.Errorf("%s %d vs %d: %.2f%% of pixels differ, want %.1f%%..%.1f%%",
						blades.FamilyName(f), v+1, w+1, 100*d, 100*minVariation, 100*maxVariation)
				}
				// One place: the differing pixels lie close together.
				r := diffBounds(imgs[f][v], imgs[f][w])
				area := float64(r.Dx()*r.Dy()) / float64(imgs[f][v].Rect.Dx()*imgs[f][v].Rect.Dy())
				box = max(box, area)
				if area > maxRegion {
					t.Errorf("%s %d vs %d: differences spread over %v, %.0f%% of the card, want under %.0f%%",
						blades.FamilyName(f), v+1, w+1, r, 100*area, 100*maxRegion)
				}
			}
		}
		t.Logf("%-8s variations differ in %.2f%%..%.2f%% of pixels, within %.1f%% of the card", blades.FamilyName(f), 100*lo, 100*hi, 100*box)
	}
	lo := 1.0
	for f := range blades.Families {
		for g := f + 1; g < blades.Families; g++ {
			for v := range blades.Variations {
				d := differing(imgs[f][v], imgs[g][v])
				lo = min(lo, d)
				if d < minFamily {
					t.Errorf("%s vs %s (variation %d): only %.1f%% of pixels differ, want over %.0f%%",
						blades.FamilyName(f), blades.FamilyName(g), v+1, 100*d, 100*minFamily)
				}
			}
		}
	}
	t.Logf("families differ in at least %.1f%% of pixels", 100*lo)
}

// The blade is the same picture on every colour and pattern (players
// match on it); only the background changes.
func TestBladeSameOnEveryBackground(t *testing.T) {
	const scale = 1
	for f := range blades.Families {
		for v := range blades.Variations {
			blade := blades.Blade(f, v, scale)
			base := blades.Draw(blades.Face{Family: f, Variation: v}, scale)
			for c := range blades.Colours {
				for p := range blades.Patterns {
					if c == 0 && p == 0 {
						continue
					}
					face := blades.Face{Family: f, Variation: v, Colour: c, Pattern: p}
					img := blades.Draw(face, scale)
					fg, fgSame, bg, bgDiff := 0, 0, 0, 0
					for i := 0; i < len(img.Pix); i += 4 {
						switch blade.Pix[i+3] {
						case 0xff:
							fg++
							if [4]uint8(img.Pix[i:i+4]) == [4]uint8(base.Pix[i:i+4]) {
								fgSame++
							}
						case 0:
							bg++
							if [4]uint8(img.Pix[i:i+4]) != [4]uint8(base.Pix[i:i+4]) {
								bgDiff++
							}
						}
					}
					if fg < 1000 || fgSame != fg {
						t.Errorf("%v: %d of %d blade pixels differ from colour 0, pattern 0", face, fg-fgSame, fg)
					}
					// The card's margin and corners are the same on every
					// card, and two patterns of one colour share the field
					// colour wherever neither draws.
					want := 0.6
					if c == 0 {
						want = 0.1
					}
					if r := float64(bgDiff) / float64(bg); r < want {
						t.Errorf("%v: only %.0f%% of the background differs from colour 0, pattern 0, want %.0f%%", face, 100*r, 100*want)
					}
				}
			}
		}
	}
}

// Each pattern must be told apart from each other on every colour.
func TestPatternsDistinct(t *testing.T) {
	for c := range blades.Colours {
		var imgs []*image.RGBA
		for p := range blades.Patterns {
			imgs = append(imgs, blades.Draw(blades.Face{Family: 1, Colour: c, Pattern: p}, 1))
		}
		for p := range imgs {
			for q := p + 1; q < len(imgs); q++ {
				if d := differing2(imgs[p], imgs[q], 12); d < 0.12 {
					t.Errorf("%s: %s vs %s differ in only %.1f%% of pixels", blades.ColourName(c), blades.PatternName(p), blades.PatternName(q), 100*d)
				}
			}
		}
	}
}

// differing2 is differing with a given threshold (patterns are quiet,
// so their tone differs less than a blade's).
func differing2(a, b *image.RGBA, threshold int) float64 {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for k := range 3 {
			d += absDiff(a.Pix[i+k], b.Pix[i+k])
		}
		if d > threshold {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

// The background colours must stay apart for colour-blind players: they
// step in lightness, differ in hue, and stay apart in simulated
// protanopia, deuteranopia and tritanopia.
func TestColoursDistinct(t *testing.T) {
	cols := make([]color.RGBA, blades.Colours)
	for i := range cols {
		cols[i] = blades.ColourRGBA(i)
	}
	for i := range cols {
		for j := i + 1; j < len(cols); j++ {
			a, b := cols[i], cols[j]
			la, lb := luminance(a), luminance(b)
			if r := (max(la, lb) + 0.05) / (min(la, lb) + 0.05); r < 1.5 {
				t.Errorf("%s and %s: contrast ratio %.2f, want at least 1.5", blades.ColourName(i), blades.ColourName(j), r)
			}
			if d := hueGap(a, b); d < 40 {
				t.Errorf("%s and %s: hues %.0f degrees apart, want at least 40", blades.ColourName(i), blades.ColourName(j), d)
			}
			for name, m := range cvd {
				if d := deltaE(simulate(m, a), simulate(m, b)); d < 25 {
					t.Errorf("%s and %s under %s: ΔE %.1f, want at least 25", blades.ColourName(i), blades.ColourName(j), name, d)
				}
			}
		}
	}
}

func lin(c uint8) float64 {
	v := float64(c) / 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// luminance is WCAG relative luminance.
func luminance(c color.RGBA) float64 {
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

func hueGap(a, b color.RGBA) float64 {
	d := math.Abs(hue(a) - hue(b))
	return min(d, 360-d)
}

func hue(c color.RGBA) float64 {
	r, g, b := float64(c.R)/255, float64(c.G)/255, float64(c.B)/255
	mx, mn := max(r, g, b), min(r, g, b)
	if mx == mn {
		return 0
	}
	var h float64
	switch mx {
	case r:
		h = math.Mod((g-b)/(mx-mn), 6)
	case g:
		h = (b-r)/(mx-mn) + 2
	default:
		h = (r-g)/(mx-mn) + 4
	}
	return math.Mod(h*60+360, 360)
}

// cvd holds Machado, Oliveira and Fernandes (2009) simulation matrices at
// full severity, applied to linear RGB.
var cvd = map[string][3][3]float64{
	"protanopia":   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	"deuteranopia": {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	"tritanopia":   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

func simulate(m [3][3]float64, c color.RGBA) [3]float64 {
	v := [3]float64{lin(c.R), lin(c.G), lin(c.B)}
	var out [3]float64
	for i := range 3 {
		out[i] = min(max(m[i][0]*v[0]+m[i][1]*v[1]+m[i][2]*v[2], 0), 1)
	}
	return out
}

// deltaE is the CIE76 distance between two linear-RGB colours.
func deltaE(a, b [3]float64) float64 {
	la, lb := lab(a), lab(b)
	return math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2]))
}

func lab(c [3]float64) [3]float64 {
	x := (0.4124*c[0] + 0.3576*c[1] + 0.1805*c[2]) / 0.95047
	y := 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
	z := (0.0193*c[0] + 0.1192*c[1] + 0.9505*c[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

func TestBadInputGivesPlaceholderOrClamps(t *testing.T) {
	ph := digest(blades.Placeholder(1))
	bad := []blades.Face{
		{Family: -1}, {Family: blades.Families}, {Variation: -1}, {Variation: blades.Variations},
		{Colour: -1}, {Colour: blades.Colours}, {Pattern: -1}, {Pattern: blades.Patterns},
		{Family: math.MaxInt, Variation: math.MinInt},
	}
	for _, f := range bad {
		if f.Valid() {
			t.Errorf("%v is valid", f)
		}
		if digest(blades.Draw(f, 1)) != ph {
			t.Errorf("Draw(%v) is not the placeholder", f)
		}
	}
	for _, k := range []blades.Special{-1, blades.NumSpecials, 99} {
		if digest(blades.DrawSpecial(k, 1)) != ph {
			t.Errorf("DrawSpecial(%d) is not the placeholder", k)
		}
		if k.String() == "" {
			t.Errorf("Special(%d) has no name", k)
		}
	}
	for _, fv := range [][2]int{{-1, 0}, {0, -1}, {blades.Families, 0}, {0, blades.Variations}} {
		if digest(blades.Blade(fv[0], fv[1], 1)) != ph {
			t.Errorf("Blade(%d, %d) is not the placeholder", fv[0], fv[1])
		}
	}
	minW, minH := blades.Size(blades.MinScale)
	maxW, maxH := blades.Size(blades.MaxScale)
	oneW, oneH := blades.Size(1)
	for _, tc := range []struct {
		scale float64
		w, h  int
	}{
		{0, minW, minH}, {-3, minW, minH}, {math.Inf(-1), minW, minH}, {1e-9, minW, minH},
		{math.NaN(), oneW, oneH}, {1e9, maxW, maxH}, {math.Inf(1), maxW, maxH},
	} {
		for name, draw := range map[string]func(float64) *image.RGBA{
			"Draw": func(s float64) *image.RGBA {
				return blades.Draw(blades.Face{Family: 4, Variation: 3, Colour: 3, Pattern: 4}, s)
			},
			"DrawSpecial":  func(s float64) *image.RGBA { return blades.DrawSpecial(blades.PatternMatch, s) },
			"DrawBack":     blades.DrawBack,
			"DrawSlapCard": blades.DrawSlapCard,
			"Placeholder":  blades.Placeholder,
		} {
			if tc.scale > 1e8 && name != "Draw" {
				continue // one huge drawing is enough to show the clamp
			}
			b := draw(tc.scale).Bounds()
			if b.Dx() != tc.w || b.Dy() != tc.h {
				t.Errorf("%s at scale %v: %dx%d, want %dx%d", name, tc.scale, b.Dx(), b.Dy(), tc.w, tc.h)
			}
		}
	}
	if got := (blades.Face{Family: 9}).String(); got != "Face{9 0 0 0}" {
		t.Errorf("bad face prints %q", got)
	}
}

// Draw may be called from several goroutines (the backgrounds cache is
// shared) and always gives the same picture.
func TestConcurrentDrawsAgree(t *testing.T) {
	const scale = 1.25
	faces := deck()[:24]
	want := make([][32]byte, len(faces))
	got := make([][32]byte, len(faces))
	done := make(chan struct{})
	go func() {
		for i, f := range faces {
			got[i] = digest(blades.Draw(f, scale))
		}
		close(done)
	}()
	for i := len(faces) - 1; i >= 0; i-- {
		want[i] = digest(blades.Draw(faces[i], scale))
	}
	<-done
	for i := range faces {
		if got[i] != want[i] {
			t.Errorf("%v drawn twice differs", faces[i])
		}
	}
}

func TestSizesAndCorners(t *testing.T) {
	for _, s := range []float64{0.25, 1, 1.5, 2, 3} {
		w, h := blades.Size(s)
		if want := int(math.Ceil(100 * s)); w != want {
			t.Errorf("scale %v: width %d, want %d", s, w, want)
		}
		for name, img := range map[string]*image.RGBA{
			"face":    blades.Draw(blades.Face{Family: 2, Variation: 1, Colour: 1, Pattern: 2}, s),
			"special": blades.DrawSpecial(blades.SlashOh, s),
			"back":    blades.DrawBack(s),
			"slap":    blades.DrawSlapCard(s),
		} {
			b := img.Bounds()
			if b.Dx() != w || b.Dy() != h {
				t.Errorf("%s at %v: %v, want %dx%d", name, s, b, w, h)
			}
			// Rounded corners leave the very corner transparent (below
			// scale 1 the corner is too small to leave a whole pixel);
			// the middle of the top edge is the grey border, opaque.
			for _, p := range []image.Point{{0, 0}, {w - 1, 0}, {0, h - 1}, {w - 1, h - 1}} {
				if a := img.RGBAAt(p.X, p.Y).A; a != 0 && s >= 1 {
					t.Errorf("%s at %v: corner %v has alpha %d", name, s, p, a)
				}
			}
			if c := img.RGBAAt(w/2, 0); c.A != 0xff || c.R > 0x90 {
				t.Errorf("%s at %v: top edge is %v, want the grey border", name, s, c)
			}
		}
	}
}

// Blades are drawn large but stay inside the coloured field, clear of its
// edge, and sit near the card's centre.
func TestBladesLargeCentredAndInside(t *testing.T) {
	for f := range blades.Families {
		for v := range blades.Variations {
			img := blades.Blade(f, v, 1)
			r := image.Rectangle{Min: image.Pt(math.MaxInt, math.MaxInt)}
			for y := range img.Rect.Dy() {
				for x := range img.Rect.Dx() {
					if img.RGBAAt(x, y).A > 0 {
						r = r.Union(image.Rect(x, y, x+1, y+1))
					}
				}
			}
			inside := image.Rect(8, 8, blades.CardW-8, blades.CardH-8)
			if !r.In(inside) {
				t.Errorf("%s %d: blade spans %v, want within %v", blades.FamilyName(f), v+1, r, inside)
			}
			if r.Dy() < 100 {
				t.Errorf("%s %d: blade only %d tall, want at least 100", blades.FamilyName(f), v+1, r.Dy())
			}
			c := r.Min.Add(r.Max).Div(2)
			if abs(c.X-blades.CardW/2) > 4 || abs(c.Y-blades.CardH/2) > 4 {
				t.Errorf("%s %d: blade centred at %v", blades.FamilyName(f), v+1, c)
			}
		}
	}
}

func abs(x int) int { return max(x, -x) }

func TestNames(t *testing.T) {
	want := map[string][]string{
		"family":  {"sword", "axe", "dagger", "katana", "machete"},
		"colour":  {"red", "blue", "green", "yellow"},
		"pattern": {"dots", "stripes", "checks", "waves", "stars"},
	}
	got := map[string]func(int) string{"family": blades.FamilyName, "colour": blades.ColourName, "pattern": blades.PatternName}
	for kind, names := range want {
		for i, n := range names {
			if g := got[kind](i); g != n {
				t.Errorf("%s %d: %q, want %q", kind, i, g, n)
			}
		}
		if g := got[kind](-1) + got[kind](len(names)); g != "" {
			t.Errorf("%s out of range: %q, want empty", kind, g)
		}
	}
	if c := blades.ColourRGBA(blades.Colours); c != (color.RGBA{}) {
		t.Errorf("ColourRGBA out of range = %v", c)
	}
	if s := blades.PatternMatch.String(); s != "Background Pattern Match" {
		t.Errorf("PatternMatch prints %q", s)
	}
	if s := (blades.Face{Family: 0, Variation: 1, Colour: 1, Pattern: 1}).String(); s != "sword 2 on blue stripes" {
		t.Errorf("face prints %q", s)
	}
}

// The blades deck is the standard cards' size; parlor/assets imports
// Ebitengine, which this package must not, so its constants are read from
// the source.
func TestCardSizeMatchesStandardDeck(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "../art.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		for i, name := range vs.Names {
			if i >= len(vs.Values) {
				break
			}
			if lit, ok := vs.Values[i].(*ast.BasicLit); ok {
				if v, err := strconv.Atoi(lit.Value); err == nil {
					got[name.Name] = v
				}
			}
		}
		return true
	})
	if got["CardW"] != blades.CardW || got["CardH"] != blades.CardH {
		t.Errorf("assets card is %dx%d, blades card %dx%d", got["CardW"], got["CardH"], blades.CardW, blades.CardH)
	}
}

// BenchmarkDrawDeck draws the whole deck's 88 faces at scale 2, as the UI
// does after the first deck at that scale (backgrounds are shared).
func BenchmarkDrawDeck(b *testing.B) {
	drawDeck(2) // warm up
	for b.Loop() {
		drawDeck(2)
	}
}

// BenchmarkDrawDeckCold draws the deck at a scale not drawn before each
// time (a hair above 2, the same pixel size), as the UI's first deck.
func BenchmarkDrawDeckCold(b *testing.B) {
	s := 2.0
	for b.Loop() {
		s = math.Nextafter(s, 3)
		drawDeck(s)
	}
}

func drawDeck(scale float64) {
	for _, f := range deck() {
		blades.Draw(f, scale)
	}
	for _, k := range []blades.Special{blades.FirstSlapWins, blades.FirstSlapWins, blades.LastSlapLoses,
		blades.ColorMatch, blades.ColorMatch, blades.PatternMatch, blades.PatternMatch, blades.SlashOh} {
		blades.DrawSpecial(k, scale)
	}
}

func ExampleDraw() {
	f := blades.Face{Family: 3, Variation: 2, Colour: 1, Pattern: 3}
	img := blades.Draw(f, 2)
	fmt.Println(f, img.Bounds().Dx(), img.Bounds().Dy())
	// Output: katana 3 on blue waves 200 280
}
