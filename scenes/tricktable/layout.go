package tricktable

import (
	"math"

	"parlor/assets"
	"parlor/scenes/widget"
)

// Layout positions (logical pixels).
const (
	handY     = 626.0
	handSpace = 64.0
	handWidth = 11*handSpace + assets.CardW // a full hand of 12, edge to edge
	sideX     = 96.0
	sideTop   = 228.0
	sideSpace = 26.0
	centerX   = widget.ScreenW / 2
	centerY   = 318.0
)

func deckPose(dealer int) widget.Pose {
	p := seatAnchor(dealer)
	return widget.Pose{X: p[0]*0.6 + centerX*0.4, Y: p[1]*0.6 + centerY*0.4, Scale: 0.8}
}

func seatAnchor(seat int) [2]float64 {
	switch seat {
	case 1:
		return [2]float64{sideX, 360}
	case 2:
		return [2]float64{widget.ScreenW - sideX, 360}
	}
	return [2]float64{centerX, handY}
}

// handPose places card i of n in a seat's hand. Seat 0's cards are zoom
// times the standard size: a full fan keeps its width (the cards overlap
// more) and its bottom edge, and grows upward.
func handPose(seat, i, n int, zoom float64) widget.Pose {
	switch seat {
	case 0:
		space := handSpace * zoom // a short hand spreads with its cards
		if n > 1 {
			space = min(space, (handWidth-assets.CardW*zoom)/float64(n-1))
		}
		span := float64(n-1) * space
		x := centerX - span/2 + float64(i)*space
		t := 0.0
		if n > 1 {
			t = float64(i)/float64(n-1) - 0.5
		}
		y := handY - assets.CardH*(zoom-1)/2
		return widget.Pose{X: x, Y: y + t*t*36, Rot: t * 0.16, Scale: zoom, FaceUp: true}
	case 1, 2:
		y := sideTop + float64(i)*sideSpace - float64(n-12)*sideSpace/2
		x := sideX
		rot := math.Pi / 2
		if seat == 2 {
			x = widget.ScreenW - sideX
			rot = -math.Pi / 2
		}
		return widget.Pose{X: x, Y: y, Rot: rot, Scale: 0.72}
	}
	return widget.Pose{}
}

// TrickPose is where seat's card lies in the trick.
func TrickPose(seat int) widget.Pose {
	switch seat {
	case 1:
		return widget.Pose{X: centerX - 92, Y: centerY - 16, Rot: -0.12, Scale: 0.95, FaceUp: true}
	case 2:
		return widget.Pose{X: centerX + 92, Y: centerY - 16, Rot: 0.12, Scale: 0.95, FaceUp: true}
	}
	return widget.Pose{X: centerX, Y: centerY + 44, Rot: 0.02, Scale: 0.95, FaceUp: true}
}

// Won tricks lie beside their owner, each trick a separate little pile so
// the count reads at a glance, six to a row: an opponent's beside the top
// of its hand, under its name, each row running toward the middle; yours right of
// your hand, level with it and below the right-hand opponent's cards,
// where even the largest fan never reaches. Twelve tricks, a whole hand,
// fit each place.
const (
	pileStep    = 30.0 // from one pile to the next in a row
	pileRowStep = 44.0 // from one row to the next
	pilesPerRow = 6
	pileScale   = 0.42
	sidePileX   = 204.0 // from the screen's edge to the first pile's middle
	sidePileY   = 214.0
	ownPileX    = widget.ScreenW - 192
	ownPileY    = 630.0
)

// PileOrigin is the middle of the first won trick of the seat at place (0
// the bottom, 1 left, 2 right).
func PileOrigin(place int) (x, y float64) {
	switch place {
	case 1:
		return sidePileX, sidePileY
	case 2:
		return widget.ScreenW - sidePileX, sidePileY
	}
	return ownPileX, ownPileY
}

// pilePose is card k of the n-th trick won by the seat at place.
func pilePose(place, n, k int) widget.Pose {
	x, y := PileOrigin(place)
	col, row := n%pilesPerRow, n/pilesPerRow
	step := pileStep
	if place == 2 {
		step = -step // toward the middle
	}
	return widget.Pose{X: x + float64(col)*step + float64(k)*2, Y: y + float64(row)*pileRowStep - float64(k)*2,
		Rot: 0.08 * float64(k-1), Scale: pileScale}
}

// HiddenPose is where the undealt cards lie (face down until shown):
// under the tools bar, clear above the note naming a trick's winner.
func HiddenPose(i int) widget.Pose {
	return widget.Pose{X: centerX - 45 + float64(i)*30, Y: 145, Scale: 0.5, Rot: 0.04 * float64(i-2)}
}
