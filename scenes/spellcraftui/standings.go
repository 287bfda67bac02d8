package spellcraftui

import (
	"fmt"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"
	"parlor/scenes"
)

// finalPart is Spellcraft's part of the final standings
// (scenes.GameEntry.Final): why the game ended, after how many rounds,
// and the last showdown.
func finalPart(ctx *game.Context, m engine.Match) scenes.FinalPart {
	g, ok := m.Game().(*spellcraft.Game)
	if !ok {
		return scenes.FinalPart{}
	}
	v := g.View(0)
	reason := map[spellcraft.EndReason]string{
		spellcraft.LastPlayer:  "Only one player has chips left",
		spellcraft.NoChipsLeft: "Nobody has chips left: the last best hands share the victory",
		spellcraft.EndedNow:    "The game was ended early: the most chips win",
	}[v.Ended]
	rounds := fmt.Sprintf("%d rounds", v.Round)
	if v.Round == 1 {
		rounds = "1 round"
	}
	part := scenes.FinalPart{Lines: []string{reason + " (" + rounds + ")."}}
	if v.Last != nil {
		last := *v.Last
		part.Buttons = []scenes.MenuItem{{Label: "Last showdown", Do: func(ctx *game.Context) {
			ctx.Push(NewShowdown(ctx, last, v.Config, true, true))
		}}}
	}
	return part
}
