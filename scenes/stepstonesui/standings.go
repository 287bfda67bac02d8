package stepstonesui

import (
	"fmt"
	"strconv"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/scenes"
)

// finalPart is Stepping Stones' part of the final standings
// (scenes.GameEntry.Final): the rows each player placed first, how the
// winner was found (SS8), the game played, and the scoresheet.
func finalPart(ctx *game.Context, m engine.Match) scenes.FinalPart {
	g, ok := m.Game().(*stepstones.State)
	if !ok {
		return scenes.FinalPart{}
	}
	v := g.View(0)
	firsts := scenes.SeatColumn{Label: "Rows placed first"}
	for seat := range stepstones.NumPlayers {
		firsts.Cells = append(firsts.Cells, strconv.Itoa(v.Sheet.Firsts[seat]))
	}
	redo := ""
	if v.Config.Redo {
		redo = " with Redo"
	}
	return scenes.FinalPart{
		Columns: []scenes.SeatColumn{firsts},
		Lines: []string{resultLine(v),
			fmt.Sprintf("%s scoresheet%s   ·   %d hands", sheetName(v.Config.Sheet), redo, len(v.Results))},
		Buttons: []scenes.MenuItem{{Label: "Scoresheet", Do: func(ctx *game.Context) { ctx.Push(NewSheet(ctx, v)) }}},
	}
}
