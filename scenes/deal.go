package scenes

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets"
	"parlor/game"
	"parlor/rules/cards"
	"parlor/scenes/parts"
	"parlor/scenes/widget"
)

// dealShow is the menu's backdrop: a full 54-card deck dealt from a pile into
// two fans, turned face up, held, gathered and dealt again, forever.
type dealShow struct {
	sprites []*widget.Sprite
	byZ     []*widget.Sprite       // sprites in draw order, bottom first
	index   map[*widget.Sprite]int // a sprite's place in sprites and looks
	order   []cards.Card
	phase   int
	timer   float64
	round   uint64
	art     *assets.Art
	frames  int
	// still is the felt and the resting cards byZ[:stillN], under the
	// others, as painted for stillKey.
	still    widget.Layer
	stillN   int
	stillKey stillKey
	// looks are the sprites' looks in the last frame drawn, with lookArt.
	looks   []widget.Look
	lookArt *assets.Art
}

const (
	dealGap    = 3.0 // ticks between cards leaving the pile
	dealFlight = 34.0
	dealHold   = 200.0
)

// The deck lies off screen beside each fan, level with it: a card flies
// in from the side to its fan and back, never across the footer's words
// below nor the title above.
var pilePose = widget.Pose{X: -140, Y: 420, Scale: 0.9}

// pileOf returns the pile beside the fan slot k of n deals to (fanPose).
func pileOf(k, n int) widget.Pose {
	p := pilePose
	if k >= n/2 {
		p.X = widget.ScreenW - p.X
	}
	return p
}

func newDealShow() *dealShow {
	d := &dealShow{}
	d.order = cards.Standard54.Cards()
	for range d.order {
		d.sprites = append(d.sprites, widget.NewSprite(nil, pilePose))
	}
	d.byZ = append([]*widget.Sprite(nil), d.sprites...)
	d.index = make(map[*widget.Sprite]int, len(d.sprites))
	for i, s := range d.sprites {
		d.index[s] = i
	}
	return d
}

// fanPose places card i of n in one of two fans flanking the menu panel.
func fanPose(i, n int) widget.Pose {
	half := n / 2
	side, j, m := -1.0, i, half
	if i >= half {
		side, j, m = 1, i-half, n-half
	}
	t := float64(j)/float64(m-1) - 0.5 // -0.5..0.5
	cx := widget.ScreenW/2 + side*390
	cy := 470.0
	ang := t * 1.9
	r := 330.0
	return widget.Pose{
		X: cx + math.Sin(ang)*r*0.62, Y: cy - math.Cos(ang)*r*0.62 + 90 + t*t*40,
		Rot: ang * 0.55, Scale: 0.82, FaceUp: true,
	}
}

func (d *dealShow) update(ctx *game.Context) {
	dt := ctx.Dt()
	d.frames++
	// Faces are drawn from the third frame on: the first frame shows the
	// face-down pile at once (start-up budget), and the cards only turn face
	// up mid-flight, well after the deck's faces are ready.
	if d.art != ctx.Art && d.frames >= 2 {
		d.art = ctx.Art
		for i, s := range d.sprites {
			s.Face = ctx.Art.Face(cards.Standard54, d.order[i])
		}
	}
	d.timer += dt
	switch d.phase {
	case 0: // shuffle order for this round, then deal
		rng := cards.NewRand(d.round)
		d.round++
		perm := rng.Perm(len(d.sprites))
		for k, i := range perm {
			s := d.sprites[i]
			s.Z = k
			d.byZ[k] = s
			// Off screen, a card goes to the pile of the fan it is dealt to.
			s.Place(pileOf(k, len(d.sprites)))
			s.MoveTo(fanPose(k, len(d.sprites)), dealFlight, float64(k)*dealGap)
		}
		ctx.Play("deal")
		d.phase, d.timer = 1, 0
	case 1:
		// With reduced motion the dealt fans stay: a still backdrop.
		if d.timer > float64(len(d.sprites))*dealGap+dealFlight+dealHold && !widget.ReducedMotion() {
			for i, s := range d.sprites {
				p := pileOf(s.Z, len(d.sprites))
				p.Rot = float64(i%7-3) * 0.01
				s.MoveTo(p, dealFlight, float64(len(d.sprites)-s.Z)*1.2)
			}
			d.phase, d.timer = 2, 0
		}
	case 2:
		if d.timer > float64(len(d.sprites))*1.2+dealFlight+20 {
			d.phase = 0
		}
	}
	for _, s := range d.sprites {
		s.Update(dt)
	}
}

// stillKey names what the still layer shows: the felt, the backdrop
// (the menu's title) and byZ[:n] of this round with these faces. gen
// counts the changes, so a new one is asked for by a new key.
type stillKey struct {
	art   *assets.Art
	round uint64
	gen   int
}

// draw draws the felt, backdrop (what no card ever moves over) and the
// cards in deal order, so later cards lie on top. The resting cards below
// the lowest moving one are kept in a layer with the felt: cards that land
// are added to it, it is mended where cards leave it, and it is painted
// whole only when a new round begins or the art changes.
//
// above draws what lies over the cards (the menu's panel and footer). On a
// kept frame (c.Kept: the screen still shows the last one) only the cards
// whose look changed are redrawn, with what lies under and above them, in
// the rectangles they covered before and cover now, and in dirty (device
// pixels: where the caller's own parts changed).
func (d *dealShow) draw(c *widget.Canvas, art *assets.Art, backdrop, above func(c *widget.Canvas), dirty []image.Rectangle) {
	n := 0
	for n < len(d.byZ) && d.byZ[n].Resting() {
		n++
	}
	key := stillKey{art, d.round, d.stillKey.gen}
	paint := func(c *widget.Canvas) {
		c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Felt)
		for _, s := range d.byZ[:d.stillN] {
			s.Draw(c, art)
		}
		backdrop(c)
	}
	switch {
	case key != d.stillKey || d.looks == nil:
		key.gen++
		d.stillN = n
	case n < d.stillN:
		// Cards left the layer (the deck is gathered from the top): it is
		// mended where they lay. Painting it whole for them made the
		// gathering the menu's slowest moment.
		var gone []image.Rectangle
		for _, s := range d.byZ[n:d.stillN] {
			gone = append(gone, deviceBounds(c, d.looks[d.index[s]]))
		}
		d.stillN = n
		if !d.still.Mend(c, key, parts.Merge(gone, c.Dst.Bounds()), paint) {
			key.gen++
		}
	case n > d.stillN:
		from := d.stillN
		if !d.still.Add(c, key, func(c *widget.Canvas) {
			for _, s := range d.byZ[from:n] {
				s.Draw(c, art)
			}
		}) {
			key.gen++
		}
		d.stillN = n
	}
	d.stillKey = key

	whole := !c.Kept || d.looks == nil || d.lookArt != art
	if d.looks == nil {
		d.looks = make([]widget.Look, len(d.sprites))
	}
	d.lookArt = art
	damage := slices.Clone(dirty)
	for i, s := range d.sprites {
		l := s.Look()
		if !whole && l != d.looks[i] {
			damage = append(damage, deviceBounds(c, d.looks[i]), deviceBounds(c, l))
		}
		d.looks[i] = l
	}
	if whole {
		d.still.Draw(c, key, 0, 0, widget.ScreenW, widget.ScreenH, paint)
		for _, s := range d.byZ[d.stillN:] {
			s.Draw(c, art)
		}
		above(c)
		return
	}
	for _, r := range parts.Merge(damage, c.Dst.Bounds()) {
		sub := *c
		sub.Dst = c.Dst.SubImage(r).(*ebiten.Image)
		d.still.Draw(&sub, key, 0, 0, widget.ScreenW, widget.ScreenH, paint)
		for _, s := range d.byZ[d.stillN:] {
			if deviceBounds(c, s.Look()).Overlaps(r) {
				s.Draw(&sub, art)
			}
		}
		above(&sub)
	}
}

// rests reports whether no card looks different from the last frame drawn
// with art: the fans held between deals, or kept still by Reduce motion.
func (d *dealShow) rests(art *assets.Art) bool {
	if d.looks == nil || d.lookArt != art {
		return false
	}
	for i, s := range d.sprites {
		if s.Look() != d.looks[i] {
			return false
		}
	}
	return true
}

// deviceBounds is the device-pixel rectangle a card of look l covers on c,
// shadow and rim included, rounded outwards.
func deviceBounds(c *widget.Canvas, l widget.Look) image.Rectangle {
	if l.Hidden {
		return image.Rectangle{}
	}
	x0, y0, x1, y1 := l.Bounds(assets.CardW, assets.CardH, assets.ShadowPad)
	return c.DeviceRect(x0, y0, x1-x0, y1-y0)
}
