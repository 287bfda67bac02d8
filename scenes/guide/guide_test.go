package guide_test

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/assets"
	"parlor/game"
	"parlor/input"
	"parlor/scenes/guide"
)

// rig is a guide's world without a window: a context whose input comes
// from a script, one frame per step.
type rig struct {
	t      *testing.T
	ctx    *game.Context
	script *input.Script
}

func newRig(t *testing.T) *rig {
	a, err := assets.Load()
	require.NoError(t, err)
	s := game.DefaultSettings()
	return &rig{t: t, ctx: &game.Context{In: input.NewHandler(s.Keys), Assets: a, Settings: &s}, script: input.NewScript()}
}

// frame runs one frame of g with the script's input; it returns what
// Update returned.
func (r *rig) frame(g *guide.Guide) bool {
	r.ctx.In.Update(r.script, nil)
	return g.Update(r.ctx)
}

// press holds keys for one frame of g and releases them.
func (r *rig) press(g *guide.Guide, keys ...ebiten.Key) bool {
	r.script.Hold(keys...)
	used := r.frame(g)
	r.script.Release(keys...)
	r.frame(g)
	return used
}

// click clicks the middle of box b in one frame of g.
func (r *rig) click(g *guide.Guide, b [4]float64) bool {
	r.script.MoveTo(b[0]+b[2]/2, b[1]+b[3]/2)
	r.frame(g)
	r.script.MouseButton(true)
	used := r.frame(g)
	r.script.MouseButton(false)
	r.frame(g)
	return used
}

func box(x, y, w, h float64) func() (float64, float64, float64, float64) {
	return func() (float64, float64, float64, float64) { return x, y, w, h }
}

// The step machine through a made-up game: a sentence that waits for
// Next, a decision that waits until the table offers it and ends when it
// is made, a step the deal made pointless, and a last sentence.
func TestStepsAdvanceByNextAndByDeeds(t *testing.T) {
	r := newRig(t)
	var dealt, offered, decided bool
	g := guide.New("cards", guide.Step{
		Say: guide.Words("These are your cards."), Target: box(400, 560, 480, 140), When: func() bool { return dealt },
	}, guide.Step{
		Say: guide.Words("Choose a contract."), Target: box(500, 200, 280, 160),
		When: func() bool { return offered }, Done: func() bool { return decided },
	}, guide.Step{
		Say: guide.Words("You did not need to choose trump."), Target: box(10, 10, 100, 40),
		Done: func() bool { return true },
	}, guide.Step{
		Say: guide.Words("That is all."), Target: box(600, 300, 80, 80),
	})
	assert.False(t, r.frame(g), "nothing shows before the deal")
	_, on := g.Showing()
	assert.False(t, on)
	assert.False(t, g.Holds(), "the table deals meanwhile")
	assert.False(t, r.press(g, ebiten.KeyEscape), "Esc is the table's while no step shows (it pauses)")
	require.True(t, g.Active())

	dealt = true
	r.frame(g)
	say, on := g.Showing()
	assert.True(t, on)
	assert.Equal(t, "These are your cards.", say)
	assert.True(t, g.Holds(), "a sentence holds the table still")
	assert.True(t, r.press(g, ebiten.KeyEnter), "Enter is Next, not the table's")
	assert.Equal(t, 1, g.At())
	_, on = g.Showing()
	assert.False(t, on, "the decision is not on offer yet")

	offered = true
	r.frame(g)
	say, on = g.Showing()
	assert.True(t, on)
	assert.Equal(t, "Choose a contract.", say)
	assert.False(t, g.Holds(), "the table takes the decision")
	assert.True(t, r.press(g, ebiten.KeyEnter), "Enter before any choice is the guide's: reading on never chooses")
	assert.Equal(t, 1, g.At(), "Next does not end a decision")
	assert.False(t, r.press(g, ebiten.KeyArrowRight), "the arrow moves the table's focus")
	assert.False(t, r.press(g, ebiten.KeyEnter), "then Enter goes to the table: it chooses there")
	decided = true
	r.frame(g)
	say, _ = g.Showing()
	assert.Equal(t, 3, g.At(), "the step already done is passed over")
	assert.Equal(t, "That is all.", say)

	_, _, next, _ := g.Layout()
	assert.True(t, r.click(g, next), "a click on Next")
	assert.False(t, g.Active(), "past the last step the guide is over")
	assert.True(t, r.ctx.Settings.WasGuided("cards"), "finished: seen")
	assert.False(t, r.frame(g), "an ended guide takes no input")
	assert.False(t, g.Holds())
}

// Esc, or a click on Skip, ends the whole guide at any step that shows,
// and it counts as seen.
func TestSkipEndsTheGuide(t *testing.T) {
	steps := func() []guide.Step {
		return []guide.Step{{Say: guide.Words("One."), Target: box(100, 100, 100, 100)}, {Say: guide.Words("Two.")}}
	}
	t.Run("esc", func(t *testing.T) {
		r := newRig(t)
		g := guide.New("spit", steps()...)
		r.frame(g)
		assert.True(t, r.press(g, ebiten.KeyEscape), "Esc is the guide's, not the pause menu's")
		assert.False(t, g.Active())
		assert.True(t, r.ctx.Settings.WasGuided("spit"))
		assert.False(t, r.ctx.Settings.WasGuided("speedrun"), "only this game's")
	})
	t.Run("click", func(t *testing.T) {
		r := newRig(t)
		g := guide.New("spit", steps()...)
		r.frame(g)
		_, _, _, skip := g.Layout()
		assert.True(t, r.click(g, skip))
		assert.False(t, g.Active())
		assert.True(t, r.ctx.Settings.WasGuided("spit"))
	})
}

// A click on the sentence's box is the guide's (it must not play the
// card under it); a click elsewhere during a decision is the table's.
func TestClicksOnTheBoxStayWithTheGuide(t *testing.T) {
	r := newRig(t)
	g := guide.New("x", guide.Step{Say: guide.Words("Play a card."), Target: box(400, 560, 480, 140), Done: func() bool { return false }})
	r.frame(g)
	b, target, _, _ := g.Layout()
	assert.True(t, r.click(g, [4]float64{b[0] + 20, b[1] + 8, 20, 8}), "on the box")
	assert.False(t, r.click(g, target), "on the target: the table's")
	assert.True(t, g.Active())
}

// The box never covers what it points at, stays on the screen, and the
// rim is round the target.
func TestBoxBesideItsTarget(t *testing.T) {
	for name, tg := range map[string][4]float64{
		"hand_at_the_bottom":    {330, 556, 620, 150},
		"choices_in_the_middle": {380, 140, 520, 250},
		"panel_bottom_left":     {20, 520, 300, 184},
		"banner_at_the_top":     {222, 4, 720, 58},
		"right_edge":            {1044, 520, 226, 126},
		"centre_piles":          {530, 277, 220, 141},
	} {
		t.Run(name, func(t *testing.T) {
			r := newRig(t)
			g := guide.New("x", guide.Step{Say: guide.Words("A sentence long enough to wrap onto a second line of the box, and a third."),
				Target: box(tg[0], tg[1], tg[2], tg[3])})
			r.frame(g)
			b, rim, next, skip := g.Layout()
			assert.True(t, rim[0] <= tg[0] && rim[1] <= tg[1] && rim[0]+rim[2] >= tg[0]+tg[2] && rim[1]+rim[3] >= tg[1]+tg[3], "rim %v round %v", rim, tg)
			assert.False(t, g.Covers(), "box %v covers the target %v", b, rim)
			assert.False(t, b[0] < rim[0]+rim[2] && rim[0] < b[0]+b[2] && b[1] < rim[1]+rim[3] && rim[1] < b[1]+b[3])
			assert.True(t, b[0] >= 0 && b[1] >= 0 && b[0]+b[2] <= 1280 && b[1]+b[3] <= 720, "box %v off screen", b)
			assert.True(t, inside(next, b) && inside(skip, b), "buttons in the box")
		})
	}
}

func inside(a, b [4]float64) bool {
	return a[0] >= b[0] && a[1] >= b[1] && a[0]+a[2] <= b[0]+b[2] && a[1]+a[3] <= b[1]+b[3]
}

// A step's Clear part (the hand, while choosing a contract) stays in
// view too: beside a wide panel the sentence takes a narrow column rather
// than cover the hand.
func TestBoxKeepsOffTheClearPart(t *testing.T) {
	hand := [4]float64{230, 546, 822, 160}
	for name, tg := range map[string][4]float64{
		"contracts_panel": {357, 152, 566, 246},
		"wide_bid_panel":  {262, 143, 748, 303},
	} {
		t.Run(name, func(t *testing.T) {
			r := newRig(t)
			g := guide.New("x", guide.Step{
				Say: guide.Words("Your bid: declare a contract to play this hand as the declarer, against the other two, or pass. " +
					"Each contract on your scoresheet is declared once per game."),
				Target: box(tg[0], tg[1], tg[2], tg[3]), Clear: []guide.Box{box(hand[0], hand[1], hand[2], hand[3])},
				Done: func() bool { return false }})
			r.frame(g)
			b, _, _, skip := g.Layout()
			assert.False(t, g.Covers())
			assert.False(t, b[0] < hand[0]+hand[2] && hand[0] < b[0]+b[2] && b[1] < hand[1]+hand[3] && hand[1] < b[1]+b[3],
				"box %v covers the hand", b)
			assert.True(t, inside(skip, b), "skip %v in the box %v", skip, b)
		})
	}
}

// Undo rebuilds a table: its new guide goes on where the old one was,
// and a guide that ended stays ended.
func TestResumeAfterUndo(t *testing.T) {
	r := newRig(t)
	steps := func() []guide.Step {
		return []guide.Step{{Say: guide.Words("One.")}, {Say: guide.Words("Two.")}, {Say: guide.Words("Three.")}}
	}
	old := guide.New("x", steps()...)
	r.frame(old)
	r.press(old, ebiten.KeyEnter)
	require.Equal(t, 1, old.At())
	g := guide.New("x", steps()...).Resume(old)
	r.frame(g)
	say, _ := g.Showing()
	assert.Equal(t, "Two.", say)
	r.press(old, ebiten.KeyEscape)
	assert.Nil(t, guide.New("x", steps()...).Resume(old), "skipped stays skipped")
	assert.Nil(t, guide.New("x", steps()...).Resume(nil), "no guide, none after")

	// A decision the undo took back is asked for again.
	decided := true
	asks := func() []guide.Step {
		return []guide.Step{{Say: guide.Words("One.")}, {Say: guide.Words("Choose."), Done: func() bool { return decided }},
			{Say: guide.Words("Play."), Done: func() bool { return false }}}
	}
	old = guide.New("x", asks()...)
	r.frame(old)
	r.press(old, ebiten.KeyEnter)
	require.Equal(t, 2, old.At())
	decided = false // undone
	assert.Equal(t, 1, guide.New("x", asks()...).Resume(old).At())
}

// A table without a guide holds a nil one: every method is safe.
func TestNilGuide(t *testing.T) {
	r := newRig(t)
	var g *guide.Guide
	assert.False(t, g.Update(r.ctx))
	assert.False(t, g.Holds())
	assert.False(t, g.Active())
	assert.True(t, g.Still())
	_, on := g.Showing()
	assert.False(t, on)
	g.Draw(nil)
}

// Enter pressed to read on never makes the decision a step waits for:
// the guide keeps it (and says "Arrows, then Enter") until the player begins to
// choose, by the focus keys, a hint or the pointer on the target, on that
// very step; a click always reaches the table. The frame in which the
// table lays out its choices, before the step can point at them, is kept
// too.
func TestEnterNeverDecidesUnasked(t *testing.T) {
	r := newRig(t)
	var laid bool
	panel := func() (float64, float64, float64, float64) {
		if !laid {
			return 0, 0, 0, 0
		}
		return 500, 200, 280, 160
	}
	decided := 0
	g := guide.New("cards", guide.Step{Say: guide.Words("Read this.")},
		guide.Step{Say: guide.Words("Choose a contract."), Target: panel, Done: func() bool { return decided > 0 }},
		guide.Step{Say: guide.Words("Play a card."), Target: box(400, 560, 480, 140), Done: func() bool { return decided > 1 }})
	r.frame(g)
	assert.True(t, r.press(g, ebiten.KeyEnter), "Next")
	assert.True(t, r.press(g, ebiten.KeyEnter), "the turn has come, its panel not yet drawn: kept")
	_, on := g.Showing()
	assert.False(t, on)
	laid = true
	r.frame(g)
	for range 3 {
		assert.True(t, r.press(g, ebiten.KeyEnter), "kept: no choice begun")
		assert.True(t, r.press(g, ebiten.KeySpace), "Space is Enter's twin")
	}
	assert.Equal(t, 1, g.At())
	assert.False(t, g.Still(), "the nudge blinks")
	assert.False(t, r.press(g, ebiten.KeyH), "a hint is the table's, and begins the choice")
	assert.False(t, r.press(g, ebiten.KeyEnter), "the table's now")
	decided = 1
	r.frame(g)
	require.Equal(t, 2, g.At())
	assert.True(t, r.press(g, ebiten.KeyEnter), "the next decision starts unchosen")
	r.script.MoveTo(500, 600)
	r.frame(g)
	r.script.MoveTo(520, 610)
	assert.False(t, r.frame(g), "the pointer moves on the hand")
	assert.False(t, r.press(g, ebiten.KeyEnter), "Enter plays what the pointer is on")

	g = guide.New("cards", guide.Step{Say: guide.Words("Play a card."), Target: box(400, 560, 480, 140), Done: func() bool { return false }})
	r.frame(g)
	assert.False(t, r.click(g, [4]float64{400, 560, 480, 140}), "a click on the table is a choice")
}

// The arrow never runs across the table: beside its target it spans the
// gap; a sentence placed farther off, past a part the player needs in
// view, points with a short arrow at the rim that stops short of that
// part.
func TestArrowKeepsShortAndClear(t *testing.T) {
	hand, slap := [4]float64{330, 556, 620, 150}, [4]float64{560, 277, 160, 126}
	for name, clear := range map[string][]guide.Box{
		"beside": nil,
		"past":   {box(slap[0], slap[1], slap[2], slap[3])},
	} {
		t.Run(name, func(t *testing.T) {
			r := newRig(t)
			g := guide.New("x", guide.Step{Say: guide.Words("Your turn: flip your top card, or click your draw pile."),
				Target: box(hand[0], hand[1], hand[2], hand[3]), Clear: clear, Done: func() bool { return false }})
			r.frame(g)
			x0, y0, x1, y1, ok := g.Arrow()
			require.True(t, ok)
			b, rim, _, _ := g.Layout()
			if clear != nil {
				require.Less(t, b[1]+b[3], slap[1], "the sentence goes past the part kept in view")
			}
			assert.LessOrEqual(t, math.Hypot(x1-x0, y1-y0), 64.0, "a short arrow")
			assert.InDelta(t, rim[1], y1, 6, "its tip at the rim")
			for k := 0.0; k <= 1; k += 0.05 {
				x, y := x0+(x1-x0)*k, y0+(y1-y0)*k
				assert.False(t, x >= slap[0] && x < slap[0]+slap[2] && y >= slap[1] && y < slap[1]+slap[3],
					"the arrow crosses the part kept in view at (%v, %v)", x, y)
			}
		})
	}
}
