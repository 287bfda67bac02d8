package stepstonesui

import (
	"slices"
	"testing"

	"parlor/rules/stepstones"

	"github.com/stretchr/testify/require"
)

// SS6 on screen: you are the forehand, you pass by clicking Pass, the two
// others pass too (two more people, whose passes the test makes), and the
// bid panel comes back without a Pass button, titled "In the puddle: you
// must declare".
func TestSS6PuddleShownWhenEveryonePasses(t *testing.T) {
	opts := Options{Config: stepstones.Config{FixedForehand: true, Forehand: 0}, Seed: 2, Level: "normal", People: 3}
	h, tbl := newHarness(t, opts)
	n := 0
	passed := false
	for inTime := h.Within(40000); inTime(); {
		for _, s := range tbl.view.ToMove {
			if s != 0 && !tbl.Busy() {
				require.NoError(t, tbl.S.Act(s, stepstones.Pass))
			}
		}
		if !humanToAct(tbl) || len(tbl.bid.list.Buttons) == 0 {
			tick(t, h, &n)
			continue
		}
		if tbl.bid.puddle {
			break
		}
		if passed {
			t.Fatalf("asked to bid again without the puddle (legal %v)", tbl.view.Legal)
		}
		i := slices.IndexFunc(tbl.bid.opts, func(o bidOption) bool { return o.label == "Pass" })
		if i < 0 {
			t.Fatalf("the forehand's first bid panel has no Pass button: %v", tbl.bid.list.Buttons)
		}
		b := tbl.bid.list.Buttons[i]
		click(t, h, &n, b.X+b.W/2, b.Y+b.H/2)
		passed = true
	}
	if !tbl.bid.puddle {
		t.Fatal("never reached the puddle")
	}
	if !tbl.view.Puddle || tbl.view.Forehand != 0 {
		t.Errorf("the engine says puddle=%v forehand=%d, want the puddle with you as forehand (SS6)", tbl.view.Puddle, tbl.view.Forehand)
	}
	if got := tbl.bid.title(); got != "In the puddle: you must declare" {
		t.Errorf("panel title %q", got)
	}
	for i, o := range tbl.bid.opts {
		if o.label == "Pass" || (o.act != nil && o.act.Kind == stepstones.KindPass) {
			t.Error("the puddle offers no Pass (SS6)")
		}
		if o.closed != tbl.bid.list.Buttons[i].Disabled {
			t.Errorf("option %q: closed %v but its button disabled %v", o.label, o.closed, tbl.bid.list.Buttons[i].Disabled)
		}
	}
	h.Game.Draw(h.Screen)
	saveShot(t, h, "stepstones-puddle.png")
}
