package stepstonesui

import (
	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/rules/stepstones/bot"
	"parlor/scenes/turns"
)

// botSeat paces one computer player off the render loop.
type botSeat = turns.BotSeat[stepstones.View, stepstones.Action]

// newBot returns the computer player for a difficulty name; an unknown name
// (e.g. from a hand-edited settings file) gets Normal. Bots see only a View.
func newBot(level string, seed uint64) engine.Chooser[stepstones.View, stepstones.Action] {
	l, err := engine.ParseLevel(level)
	if err != nil {
		l = engine.Normal
	}
	return bot.New(l, seed)
}
