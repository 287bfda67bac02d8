// Package widget holds the drawing pieces every scene shares: eased
// tweens, card sprites and buttons, on the Canvas of game/canvas (named
// here too, so scenes need one import). It holds no game rules.
package widget

import "parlor/game/canvas"

// The canvas and its pieces, from game/canvas.
type (
	Canvas = canvas.Canvas
	Align  = canvas.Align
	Fonts  = canvas.Fonts
	Shapes = canvas.Shapes
	Layer  = canvas.Layer
)

// The logical screen every scene lays itself out in.
const (
	ScreenW = canvas.ScreenW
	ScreenH = canvas.ScreenH
)

// Alignments.
const (
	AlignLeft   = canvas.AlignLeft
	AlignCenter = canvas.AlignCenter
	AlignRight  = canvas.AlignRight
)

// ReducedMotion reports whether the player asked for reduced motion (the
// shell sets it from the settings every tick): tweens then end where they
// start, so cards appear at their destination.
func ReducedMotion() bool { return canvas.ReducedMotion() }

// NewShapes returns an empty shape cache for a device scale.
func NewShapes(scale float64) *Shapes { return canvas.NewShapes(scale) }

// Palette: the app's colours, shared so every scene looks of a piece.
var (
	Felt      = canvas.Felt
	FeltDark  = canvas.FeltDark
	FeltLight = canvas.FeltLight
	Cream     = canvas.Cream
	Gold      = canvas.Gold
	Ink       = canvas.Ink
	Panel     = canvas.Panel
	Dim       = canvas.Dim
	Muted     = canvas.Muted
	Danger    = canvas.Danger

	Paper     = canvas.Paper
	PaperRule = canvas.PaperRule
	Pencil    = canvas.Pencil
	RedPencil = canvas.RedPencil
)
