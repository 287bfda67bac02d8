package widget_test

import (
	"math"
	"testing"

	"parlor/assets"
	"parlor/game/canvas"
	"parlor/scenes/widget"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTweenReachesTargetAndEases(t *testing.T) {
	var tw widget.Tween
	tw.Set(10)
	tw.Start(20, 10, 0, widget.EaseInOut)
	assert.Equal(t, 10.0, tw.Value())
	tw.Step(5)
	mid := tw.Value()
	assert.True(t, mid > 10 && mid < 20, "half way is between the ends: %v", mid)
	assert.False(t, tw.Done())
	tw.Step(100)
	assert.Equal(t, 20.0, tw.Value())
	assert.True(t, tw.Done())
	for _, e := range []widget.Ease{widget.Linear, widget.EaseOut, widget.EaseInOut, widget.EaseBack} {
		assert.InDelta(t, 0, e(0), 1e-9)
		assert.InDelta(t, 1, e(1), 1e-9)
	}
}

func TestTweenDelay(t *testing.T) {
	var tw widget.Tween
	tw.Start(1, 4, 3, widget.Linear)
	tw.Step(3)
	assert.Equal(t, 0.0, tw.Value(), "nothing moves during the delay")
	tw.Step(2)
	assert.InDelta(t, 0.5, tw.Value(), 1e-9)
}

// A card never teleports: after MoveTo it travels through the space between.
func TestSpriteMovesThroughSpace(t *testing.T) {
	s := widget.NewSprite(nil, widget.Pose{X: 0, Y: 0})
	s.MoveTo(widget.Pose{X: 100, Y: 50, FaceUp: true}, 10, 0)
	s.Update(1)
	x, y := s.Pos()
	assert.True(t, x > 0 && x < 100 && y > 0 && y < 50, "after one tick the card is on its way: %v,%v", x, y)
	assert.True(t, s.Moving())
	for range 20 {
		s.Update(1)
	}
	x, y = s.Pos()
	assert.Equal(t, [2]float64{100, 50}, [2]float64{x, y})
	assert.False(t, s.Moving())
	assert.True(t, s.Target().FaceUp)
}

func TestSpriteHitTestFollowsRotation(t *testing.T) {
	s := widget.NewSprite(nil, widget.Pose{X: 200, Y: 200, Rot: math.Pi / 2})
	// Turned a quarter, a 100x140 card is 140 wide and 100 tall.
	assert.True(t, s.Contains(200+65, 200, 100, 140))
	assert.False(t, s.Contains(200, 200+65, 100, 140))
	s.Hidden = true
	assert.False(t, s.Contains(200, 200, 100, 140), "a hidden card cannot be clicked")
}

func TestButtonContains(t *testing.T) {
	b := widget.Button{X: 10, Y: 20, W: 100, H: 40}
	assert.True(t, b.Contains(10, 20))
	assert.True(t, b.Contains(109, 59))
	assert.False(t, b.Contains(110, 20))
	assert.False(t, b.Contains(50, 60))
}

// With reduced motion a card is where it goes on the next tick, delay and
// all: no flight, no flip, no lift easing; a move already under way ends
// at once when the player turns motion off.
func TestReducedMotionPutsCardsAtTheirDestination(t *testing.T) {
	t.Cleanup(func() { canvas.SetReducedMotion(false) })
	s := widget.NewSprite(nil, widget.Pose{X: 0, Y: 0})
	s.MoveTo(widget.Pose{X: 100, Y: 50, Rot: 0.3, Scale: 1.5, FaceUp: true}, 30, 0)
	s.Update(1)
	x, _ := s.Pos()
	require.True(t, x > 0 && x < 100, "with motion the card is on its way: %v", x)

	canvas.SetReducedMotion(true)
	s.Update(1)
	x, y := s.Pos()
	assert.Equal(t, [2]float64{100, 50}, [2]float64{x, y}, "a flight under way ends at once")
	assert.False(t, s.Moving())

	s.MoveTo(widget.Pose{X: 300, Y: 200, Scale: 0.5}, 20, 40)
	s.Update(1)
	x, y = s.Pos()
	assert.Equal(t, [2]float64{300, 200}, [2]float64{x, y}, "at the destination on the next tick, its delay dropped")
	assert.False(t, s.Moving())
	assert.Equal(t, widget.Pose{X: 300, Y: 200, Scale: 0.5}, s.Target())

	s.Hover = true
	s.Update(1)
	s.Update(1)
	_, y = s.Pos()
	assert.Equal(t, 200.0-14, y, "a hovered card is lifted at once")
}

// A label longer than its button (a game to continue, with its progress)
// shrinks to fit inside the rim, beside the key hint; a short one keeps
// the button's size.
func TestButtonLabelFitsItsButton(t *testing.T) {
	a, err := assets.Load()
	require.NoError(t, err)
	c := &widget.Canvas{Scale: 1, Fonts: a}
	b := widget.Button{Label: "Continue Spellcraft Streamlined, round 1, 4 players left · just now", Hint: "Enter", W: 340, H: 30}
	size := widget.FittedLabel(c, b)
	room := b.W - 24 - 2*(c.TextWidth(b.Hint, b.H*0.42*0.6, false)+8)
	assert.Less(t, size, b.H*0.42, "the long label shrinks")
	assert.LessOrEqual(t, c.TextWidth(b.Label, size, true), room, "and fits beside the hint")
	short := widget.Button{Label: "Quit", W: 340, H: 30}
	assert.Equal(t, short.H*0.42, widget.FittedLabel(c, short), "a short label keeps its size")
}

// A frame drawn between two ticks shows a card where its next tick puts
// it, part of the way: LookAhead(dt) is the look Update(dt) leaves, and
// the sprite itself does not move.
func TestLookAheadIsWhereUpdateGoes(t *testing.T) {
	for _, delay := range []float64{0, 0.3, 2} {
		sp := widget.NewSprite(nil, widget.Pose{X: 100, Y: 200})
		sp.MoveTo(widget.Pose{X: 400, Y: 50, Rot: 0.3, Scale: 1.2, FaceUp: true}, 12, delay)
		sp.Update(1)
		for _, dt := range []float64{0, 0.25, 0.5, 0.999, 1} {
			before := sp.Look()
			ahead := sp.LookAhead(dt)
			assert.Equal(t, before, sp.Look(), "looking ahead moves nothing")
			moved := *sp
			moved.Update(dt)
			assert.Equal(t, moved.Look(), ahead, "delay %v, %v of a tick ahead", delay, dt)
		}
	}
	sp := widget.NewSprite(nil, widget.Pose{X: 100, Y: 200})
	sp.MoveTo(widget.Pose{X: 400, Y: 200}, 12, 0)
	sp.Update(1)
	x0, x1 := sp.Look().X, sp.LookAhead(0.5).X
	assert.Greater(t, x1, x0, "half a tick on, a moving card is further along")
	sp.Update(0.5)
	assert.Equal(t, x1, sp.Look().X)
}
