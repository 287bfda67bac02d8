package speedohui

import (
	"fmt"
	"strings"

	"parlor/game"
	"parlor/rules/realtime"
	"parlor/rules/speedoh"
	"parlor/scenes"
)

// finalPart is SpeedOh's part of the final standings
// (scenes.GameEntry.Final): how the game ended, how long it took and with
// which deck.
func finalPart(_ *game.Context, st *speedoh.State) scenes.FinalPart {
	var lines []string
	switch st.EndReason() {
	case speedoh.OutOfCard:
		lines = append(lines, "Out of cards first.")
	case speedoh.Stale:
		lines = append(lines, "Three turnovers with no cards changing hands: the fewest cards win.")
	case speedoh.TimeUp:
		lines = append(lines, "30 minutes played: the fewest cards win.")
	}
	secs := st.Tick() / realtime.TicksPerSecond
	played := []string{fmt.Sprintf("%d:%02d played", secs/60, secs%60)}
	if st.Config().Beginner {
		played = append(played, "beginner deck")
	}
	if st.Config().Totem {
		played = append(played, "totem option")
	}
	return scenes.FinalPart{Lines: append(lines, strings.Join(played, "   ·   "))}
}
