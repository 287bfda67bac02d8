package stepstonesui

import (
	"image"
	"strings"
	"testing"

	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The counter under the trick names the trick on the table: "Trick 1"
// while the first trick is still in view with its winner named, "Trick 2"
// once it is gathered.
func TestTrickCounterNamesTheTrickInView(t *testing.T) {
	h, tbl := scaledHarness(t, Options{Config: stepstones.Config{Sheet: stepstones.Starter}, Seed: 11, Level: "normal"}, 100)
	h.Until(3000, "the first trick won", func() bool { return tbl.Tbl.WinnerText() != "" }, func() bool { return humanToAct(tbl) })
	label, _ := tbl.trickLabel()
	assert.True(t, strings.HasPrefix(label, "Trick 1 of 12"), "while the first trick is in view: %q", label)
	h.Until(300, "the first trick gathered", func() bool { return tbl.Tbl.WinnerText() == "" && !tbl.Tbl.Busy() }, nil)
	label, _ = tbl.trickLabel()
	assert.True(t, strings.HasPrefix(label, "Trick 2 of 12"), "once it is gathered: %q", label)
}

// The hand's summary tells its result only once its trick strip has shown
// the last trick: before, nothing is written under the strip.
func TestSummaryTellsTheResultAfterTheTricks(t *testing.T) {
	h, tbl := scaledHarness(t, Options{Config: stepstones.Config{Sheet: stepstones.Starter}, Seed: 11, Level: "normal"}, 100)
	h.Until(8000, "the first hand's summary", func() bool { return h.TopName() == "stepstones-summary" },
		func() bool { return humanToAct(tbl) })
	s := h.Top().(*Summary)
	h.DrawEvery = 1
	h.Step(1)
	require.Less(t, s.age, summaryReveal, "the strip is still filling")
	// The result, the tricks each won and the row lie under the strip.
	below := image.Rect(200, 260, 1080, 560)
	assert.Zero(t, lit(h.ReadPixels(), below), "nothing is told under the strip while it fills")
	h.Until(200, "the strip filled", func() bool { return s.age >= summaryReveal }, nil)
	h.Step(1)
	assert.Greater(t, lit(h.ReadPixels(), below), 2000, "the result is told once the last trick is in")
	h.Shot("stepstones-summary")
}

// lit counts the bright pixels (text) of img in r.
func lit(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c := img.RGBAAt(x, y); c.R > 150 && c.G > 150 {
				n++
			}
		}
	}
	return n
}
