package spellcraftui

import (
	"fmt"

	"parlor/game"
	"parlor/rules/spellcraft"
	"parlor/scenes"
)

// finalPart is Spellcraft's part of the final standings
// (scenes.GameEntry.Final): why the game ended, after how many rounds,
// and the last showdown.
func finalPart(ctx *game.Context, g *spellcraft.State) scenes.FinalPart {
	v := g.View(0)
	reason := map[spellcraft.EndReason]string{
		spellcraft.LastPlayer:  "only one player has chips left",
		spellcraft.NoChipsLeft: "nobody has chips left, so the last best hands share the victory",
		spellcraft.EndedNow:    "the game was ended early and the most chips win",
	}[v.Ended]
	// The engine's count (its "game" outcome) is the rounds dealt; a game
	// ended early may have stopped before its last round's showdown.
	rounds, finished := v.Round, 0
	for _, e := range g.Events() {
		switch d := e.Data.(type) {
		case spellcraft.GameOver:
			rounds = d.Rounds
		case spellcraft.ShowdownScored:
			finished++
		}
	}
	line := fmt.Sprintf("After %s: %s.", plural(rounds, "round"), reason)
	switch {
	case finished == 0:
		line = fmt.Sprintf("In round %d, before any showdown: %s.", rounds, reason)
	case finished < rounds:
		line = fmt.Sprintf("In round %d, after %s: %s.", rounds, plural(finished, "finished round"), reason)
	}
	part := scenes.FinalPart{Lines: []string{line}}
	if v.Last != nil {
		last := *v.Last
		names := g.Record().Header.Names()
		part.Buttons = []scenes.MenuItem{{Label: "Last showdown", Do: func(ctx *game.Context) {
			ctx.Push(NewShowdown(ctx, last, v.Config, names, true, true))
		}}}
	}
	return part
}
