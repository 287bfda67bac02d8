package scenes

import (
	"math"

	"parlor/assets"
	"parlor/game"
	"parlor/rules/cards"
	"parlor/scenes/widget"
)

// dealShow is the menu's backdrop: a full 54-card deck dealt from a pile into
// two fans, turned face up, held, gathered and dealt again, forever.
type dealShow struct {
	sprites []*widget.Sprite
	byZ     []*widget.Sprite // sprites in draw order, bottom first
	order   []cards.Card
	phase   int
	timer   float64
	round   uint64
	art     *assets.Art
	frames  int
	still   widget.Layer // the felt and the cards that lie still, under the moving ones
}

const (
	dealGap    = 3.0 // ticks between cards leaving the pile
	dealFlight = 34.0
	dealHold   = 200.0
)

var pilePose = widget.Pose{X: widget.ScreenW / 2, Y: widget.ScreenH + 120, Scale: 0.9}

func newDealShow() *dealShow {
	d := &dealShow{}
	d.order = cards.Standard54.Cards()
	for range d.order {
		d.sprites = append(d.sprites, widget.NewSprite(nil, pilePose))
	}
	d.byZ = append([]*widget.Sprite(nil), d.sprites...)
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
			s.MoveTo(fanPose(k, len(d.sprites)), dealFlight, float64(k)*dealGap)
		}
		ctx.Play("deal")
		d.phase, d.timer = 1, 0
	case 1:
		if d.timer > float64(len(d.sprites))*dealGap+dealFlight+dealHold {
			for i, s := range d.sprites {
				p := pilePose
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

// stillKey names what the still layer shows: the cards below the first
// moving one, in this round and phase, with these faces.
type stillKey struct {
	art   *assets.Art
	round uint64
	phase int
	n     int
}

// draw draws the felt and the cards in deal order, so later cards lie on
// top. The cards below the lowest moving one are painted once into a layer
// with the felt: while the deck lies still, a frame is one image.
func (d *dealShow) draw(c *widget.Canvas, art *assets.Art) {
	n := 0
	for n < len(d.byZ) && !d.byZ[n].Moving() {
		n++
	}
	d.still.Draw(c, stillKey{art, d.round, d.phase, n}, 0, 0, widget.ScreenW, widget.ScreenH, func(c *widget.Canvas) {
		c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Felt)
		for _, s := range d.byZ[:n] {
			s.Draw(c, art)
		}
	})
	for _, s := range d.byZ[n:] {
		s.Draw(c, art)
	}
}
