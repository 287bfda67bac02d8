package speedrunui

import (
	"strings"

	"parlor/game"
	"parlor/rules/speedrun"
	"parlor/scenes"
)

// finalPart is Speed Run's part of the final standings
// (scenes.GameEntry.Final): the tie-breaks per seat, the one that decided
// (SR7) and the contract board.
func finalPart(ctx *game.Context, g *speedrun.State) scenes.FinalPart {
	v, names := g.View(0), g.Record().Header.Names()
	completed := scenes.Figures("Contracts completed", speedrun.NumPlayers, func(s int) int { return v.Board[s].Completed() })
	perfects := scenes.Figures("Perfect bonuses", speedrun.NumPlayers, func(s int) int { return v.Board[s].Perfects() })
	return scenes.FinalPart{
		Columns: []scenes.SeatColumn{completed, perfects},
		Lines:   []string{decidedBy(v, names)},
		Buttons: []scenes.MenuItem{{Label: "Contract board", Do: func(ctx *game.Context) { ctx.Push(NewBoard(ctx, v, names)) }}},
	}
}

// decidedBy names the tie-break that separated the winner from the next
// seat: lowest total, then most contracts completed, then most Perfect
// Bonuses (SR7); a tie beyond that is shared (G4). The engine decides the
// winners; this only explains the board to the player.
func decidedBy(v speedrun.View, names []string) string {
	key := func(s int) [3]int {
		pb := v.Board[s]
		return [3]int{v.Totals[s], -pb.Completed(), -pb.Perfects()}
	}
	if len(v.GameWon) > 1 {
		tied := make([]string, len(v.GameWon))
		for i, s := range v.GameWon {
			tied[i] = names[s]
		}
		return "Tied on total, contracts and perfect bonuses: " + strings.Join(tied, " and ") + " share the victory."
	}
	if len(v.GameWon) == 0 {
		return ""
	}
	w := v.GameWon[0]
	best := [3]int{1 << 30, 0, 0} // the best key among the others
	for s := range speedrun.NumPlayers {
		if k := key(s); s != w && less(k, best) {
			best = k
		}
	}
	a := key(w)
	switch {
	case a[0] != best[0]:
		return "Decided by the lowest total."
	case a[1] != best[1]:
		return "Tied on total: decided by most contracts completed."
	}
	return "Tied on total and contracts: decided by most Perfect Bonuses."
}

func less(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}
