package speedrunui

import "parlor/rules/speedrun"

// newBot returns the computer player for a difficulty.
func newBot(level string, seed uint64) chooser { return firstLegal{} }

type firstLegal struct{}

func (firstLegal) Choose(_ speedrun.View, legal []speedrun.Action) speedrun.Action { return legal[0] }
