package spitui

import (
	"parlor/assets"
	"parlor/rules/spit"
	"parlor/scenes/widget"
)

// Table geometry in the 1280x720 logical screen. Seat 0 sits at the bottom
// (G1), seat 1 at the top; the centre piles L and R are as seen from the
// bottom, which is also how the top player sees them on a shared screen.
const (
	cardK       = 0.82 // card scale on the table
	cardW       = assets.CardW * cardK
	cardH       = assets.CardH * cardK
	slotGap     = 122.0
	rowY0       = 592.0 // seat 0's stock row
	rowY1       = 128.0 // seat 1's stock row
	centreY     = 360.0
	centreLX    = widget.ScreenW/2 - 78
	centreRX    = widget.ScreenW/2 + 78
	sideLX      = widget.ScreenW/2 - 250 // short version: spit cards beside L
	sideRX      = widget.ScreenW/2 + 250
	backStep    = 3.0  // how far each face-down card in a pile shows
	upStep      = 20.0 // how far stacked face-up cards (variation 4) fan out
	maxBacks    = 5    // face-down cards drawn per pile; more only thicken the count
	flyFrames   = 8.0  // a card's flight at normal speed (6-10 frames at any speed)
	dealStagger = 2.0
)

// What the table says sits in the gaps between the card rows, never on a
// card: the prompt (the race for a pile, spitting alone) just under the
// centre piles, seat 0's messages under the prompt and above seat 0's
// highest card (a selected card on a pile of five face-down cards lifts
// 14 px more), seat 1's under seat 1's lowest card; layout.promptY and
// layout.msgY place them at the card size in use.
const (
	promptH = 34.0
	msgH    = 32.0
	msgY1   = rowY1 + cardH/2 + backStep*maxBacks + 4
)

// box is a rectangle on the logical screen: x, y (top left), w, h.
type box struct{ X, Y, W, H float64 }

func (b box) empty() bool { return b.W <= 0 || b.H <= 0 }

// slots returns the number of stock (or hand) slots shown for cfg.
func slots(cfg spit.Config) int {
	if cfg.Short {
		return spit.HandSize
	}
	return cfg.Piles()
}

// The standard layout's places (std, zoom.go), as the rules page's
// picture and the tests that click at the standard size use them.
func slotXY(seat, i, n int) (float64, float64) { return std.slotXY(seat, i, n) }
func drawXY(seat int) (float64, float64)       { return std.drawXY(seat) }
func centreXY(side int) (float64, float64)     { return std.centreXY(side) }
func stockPose(seat, i, n, down, k int) widget.Pose {
	return std.stockPose(seat, i, n, down, k)
}

func backOffset(seat, k int) float64 { return std.backOffset(seat, k) }

// jitter gives each card a small fixed tilt on a centre pile, so the pile
// looks thrown rather than stacked by a machine.
func jitter(c int) float64 {
	h := uint32(c) * 2654435761
	return (float64(h>>24)/255 - 0.5) * 0.22
}

// inBox reports whether (px, py) is on a w x h card centred on (cx, cy).
func inBox(px, py, cx, cy, w, h float64) bool {
	return px >= cx-w/2 && px <= cx+w/2 && py >= cy-h/2 && py <= cy+h/2
}

// SlotCentre returns the centre of seat's slot i (0-based) in a row of n,
// in logical pixels (for tests that click).
func SlotCentre(seat, i, n int) (float64, float64) { return slotXY(seat, i, n) }

// DrawCentre returns the centre of seat's draw pile at the standard size
// (for tests that look at it).
func DrawCentre(seat int) (float64, float64) { return drawXY(seat) }

// CentreCentre returns the centre of a centre pile (for tests that click).
func CentreCentre(side spit.Side) (float64, float64) {
	if side == spit.Right {
		return centreXY(1)
	}
	return centreXY(0)
}
