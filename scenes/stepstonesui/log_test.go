package stepstonesui

import (
	"fmt"
	"strings"
	"testing"

	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
)

// L mid-hand opens the hand's log: who bids first, every pass and the
// declaration in the order they were made, and every trick so far, who
// led, the cards by name and who won; L and Esc close it, and the bar's
// Log button opens it too.
func TestLogTellsTheHandSoFar(t *testing.T) {
	h, tbl := scaledHarness(t, Options{Config: stepstones.Config{Sheet: stepstones.Starter}, Seed: 11, Level: "normal"}, 100)
	h.Until(4000, "your turn after two tricks", func() bool {
		return humanToAct(tbl) && tbl.view.Phase == stepstones.PhasePlay && len(tbl.view.Winners) >= 2
	}, func() bool { return humanToAct(tbl) })
	v, names := tbl.view, tbl.Names
	says := func(seat int, you, other string) string {
		if seat == 0 {
			return "You " + you
		}
		return names[seat] + " " + other
	}
	want := []string{fmt.Sprintf("Hand 1: %s", says(v.Forehand, "bid first", "bids first"))}
	// Each seat from the forehand passes until one declares: in the
	// puddle everyone passed first and the forehand declares.
	for i := 0; i < 3; i++ {
		seat := (v.Forehand + i) % 3
		if seat == v.Declarer && !v.Puddle {
			break
		}
		want = append(want, says(seat, "pass", "passes"))
	}
	want = append(want, says(v.Declarer, "declare ", "declares ")+bidName(v.Bid))
	for i, w := range v.Winners {
		tr := v.Tricks[i]
		var played []string
		for j := range int(tr.Count) {
			verb := " played "
			if j == 0 {
				verb = " led "
			}
			played = append(played, names[tr.Seat(j, 3)]+verb+tbl.Tbl.CardWords(tr.Cards[j]))
		}
		want = append(want, fmt.Sprintf("Trick %d: %s. %s won it.", i+1, strings.Join(played, ", "), names[w]))
	}
	text := h.AssertLog(tbl.assist.Bar, want)
	assert.NotContains(t, text, fmt.Sprintf("Trick %d:", len(v.Winners)+1), "no trick the table has not shown")
}

// A pass or a declaration speaks to the person playing here as "You",
// the verb agreeing, and names everyone else.
func TestBidWordsSpeakToYou(t *testing.T) {
	b := stepstones.Declare(stepstones.Bid{Contract: stepstones.WinNoTrump})
	assert.Equal(t, "You pass", bidWords("You", stepstones.Pass))
	assert.Equal(t, "Ann passes", bidWords("Ann", stepstones.Pass))
	assert.Equal(t, "You declare "+bidName(b.Bid), bidWords("You", b))
	assert.Equal(t, "Ann declares "+bidName(b.Bid), bidWords("Ann", b))
}
