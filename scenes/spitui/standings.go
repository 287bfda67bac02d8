package spitui

import (
	"fmt"
	"strings"

	"parlor/game"
	"parlor/rules/spit"
	"parlor/scenes"
)

// finalPart is Spit's part of the final standings (scenes.GameEntry.Final):
// the rounds each player won, how many were played and the variations.
func finalPart(_ *game.Context, st *spit.State) scenes.FinalPart {
	wins := [2]int{}
	for _, e := range st.Events() {
		if r, ok := e.Data.(spit.RoundEnded); ok && (r.Winner == 0 || r.Winner == 1) {
			wins[r.Winner]++
		}
	}
	won := scenes.Figures("Rounds won", 2, func(s int) int { return wins[s] })
	rounds := fmt.Sprintf("%d rounds played", st.Rounds())
	if st.Rounds() == 1 {
		rounds = "1 round played"
	}
	return scenes.FinalPart{Columns: []scenes.SeatColumn{won}, Lines: []string{rounds + "   ·   " + variations(st.Config())}}
}

// variations names the game's variations in the setup's words.
func variations(c spit.Config) string {
	var on []string
	for _, v := range []struct {
		on   bool
		name string
	}{
		{c.FourPiles, "four stock piles"}, {c.AlternateColours, "alternate colours"},
		{c.WinnerChooses, "the round winner chooses"}, {c.StackEqual, "stack equal ranks"},
		{c.Short, "short game"}, {c.FlipByHand, "cards turned by hand"},
	} {
		if v.on {
			on = append(on, v.name)
		}
	}
	if len(on) == 0 {
		return "the standard game"
	}
	return "with " + strings.Join(on, ", ")
}
