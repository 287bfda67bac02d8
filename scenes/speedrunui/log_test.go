package speedrunui

import (
	"fmt"
	"strings"
	"testing"

	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
)

// L mid-hand opens the hand's log: who chose trump and ranking, every
// contract placed (the others' face down: only what you were shown) and
// every trick so far, who led, the cards by name and who won; L and Esc
// close it, and the bar's Log button opens it too.
func TestLogTellsTheHandSoFar(t *testing.T) {
	h, tp := newHarness(t, 5)
	tbl := *tp
	h.Until(4000, "your turn after two tricks", func() bool {
		return humanCanAct(tbl) && tbl.view.Phase == speedrun.PhasePlay && len(tbl.view.Winners) >= 2
	}, func() bool { return humanCanAct(tbl) })
	v, names := tbl.view, tbl.Names
	trump := names[v.TrumpBy] + " chose trump: " + trumpName(v.Rules.Trump)
	if v.Rules.Trump.String() == "none" {
		trump = names[v.TrumpBy] + " chose: no trump"
	}
	ranking := names[v.RankingBy] + " chose the ranking: " + rankingName(v.Rules.Ranking)
	want := []string{fmt.Sprintf("Hand 1: %s starts", names[v.StartPlayer]), trump, ranking}
	if v.RankingBy == v.StartPlayer {
		want[1], want[2] = ranking, trump
	}
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
	assert.Contains(t, text, "You bid "+bidName(v.Bids[0].Bid))
	for seat := 1; seat < 3; seat++ {
		assert.Contains(t, text, names[seat]+" has placed a contract face down", "the others' contracts stay hidden")
	}
	assert.NotContains(t, text, fmt.Sprintf("Trick %d:", len(v.Winners)+1), "no trick the table has not shown")
}
