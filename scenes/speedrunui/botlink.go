package speedrunui

import (
	"parlor/rules/engine"
	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"
)

// chooser is a Speed Run computer player: it sees only a View.
type chooser = engine.Chooser[speedrun.View, speedrun.Action]

// newBot returns the computer player for a difficulty name; an unknown name
// (e.g. from a hand-edited settings file) gets Normal.
func newBot(level string, seed uint64) chooser {
	l, err := engine.ParseLevel(level)
	if err != nil {
		l = engine.Normal
	}
	return bot.New(l, seed)
}
