package stepstonesui

import (
	"fmt"

	"parlor/game"
	"parlor/rules/stepstones"
	"parlor/scenes"
)

// finalPart is Stepping Stones' part of the final standings
// (scenes.GameEntry.Final): the rows each player placed first, how the
// winner was found (SS8), the game played, and the scoresheet.
func finalPart(ctx *game.Context, g *stepstones.State) scenes.FinalPart {
	v, names := g.View(0), g.Record().Header.Names()
	firsts := scenes.Figures("Rows placed first", stepstones.NumPlayers, func(s int) int { return v.Sheet.Firsts[s] })
	redo := ""
	if v.Config.Redo {
		redo = " with Redo"
	}
	return scenes.FinalPart{
		Columns: []scenes.SeatColumn{firsts},
		Lines: []string{resultLine(v, names),
			fmt.Sprintf("%s scoresheet%s   ·   %d hands", sheetName(v.Config.Sheet), redo, len(v.Results))},
		Buttons: []scenes.MenuItem{{Label: "Scoresheet", Do: func(ctx *game.Context) { ctx.Push(NewSheet(ctx, v, names)) }}},
	}
}
