package speedohui

import (
	"parlor/input"

	"github.com/hajimehoshi/ebiten/v2"
)

// SpeedOh's actions on a shared keyboard, the same for both people: one
// key flips, one slaps and slashes (SO2). The names are the keys of the
// settings file ("slap", "flip").
const (
	actSlap input.Action = "slap"
	actFlip input.Action = "flip"
)

// Keys declares SpeedOh's actions and their default keys (input.Declare):
// Player 1 A slaps and S flips, Player 2 L slaps and K flips.
var Keys = []input.Decl{
	{Context: input.Player1, Action: actSlap, Label: "Slap / Slash", Keys: input.Keys(ebiten.KeyA)},
	{Context: input.Player1, Action: actFlip, Label: "Flip", Keys: input.Keys(ebiten.KeyS)},
	{Context: input.Player2, Action: actSlap, Label: "Slap / Slash", Keys: input.Keys(ebiten.KeyL)},
	{Context: input.Player2, Action: actFlip, Label: "Flip", Keys: input.Keys(ebiten.KeyK)},
}
