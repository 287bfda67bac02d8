package spitui

import (
	"parlor/input"
	"parlor/rules/spit"

	"github.com/hajimehoshi/ebiten/v2"
)

// Spit's actions on a shared keyboard, the same for both seats: a key per
// stock pile, one per centre pile, Spit and Claim. The names are the keys
// of the settings file ("pile1", "to-left").
const (
	actPile1   input.Action = "pile1"
	actPile2   input.Action = "pile2"
	actPile3   input.Action = "pile3"
	actPile4   input.Action = "pile4"
	actPile5   input.Action = "pile5"
	actToLeft  input.Action = "to-left"
	actToRight input.Action = "to-right"
	actSpit    input.Action = "spit"
	actClaim   input.Action = "claim"
)

// pileActions are the pile keys, slot 1 first.
var pileActions = [spit.MaxPiles]input.Action{actPile1, actPile2, actPile3, actPile4, actPile5}

// Keys declares Spit's actions and their default keys (input.Declare):
// Player 1 the left hand (1-5 and Q W E R), Player 2 the right hand (6-0
// and U I O P).
var Keys = keys()

func keys() []input.Decl {
	names := []string{"Stock pile 1", "Stock pile 2", "Stock pile 3", "Stock pile 4", "Stock pile 5",
		"Play to left pile", "Play to right pile", "Spit", "Claim pile"}
	acts := append(pileActions[:], actToLeft, actToRight, actSpit, actClaim)
	var out []input.Decl
	for _, p := range []struct {
		ctx  input.Context
		keys []ebiten.Key
	}{
		{input.Player1, []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5,
			ebiten.KeyQ, ebiten.KeyW, ebiten.KeyE, ebiten.KeyR}},
		{input.Player2, []ebiten.Key{ebiten.Key6, ebiten.Key7, ebiten.Key8, ebiten.Key9, ebiten.Key0,
			ebiten.KeyU, ebiten.KeyI, ebiten.KeyO, ebiten.KeyP}},
	} {
		for i, a := range acts {
			out = append(out, input.Decl{Context: p.ctx, Action: a, Label: names[i], Keys: input.Keys(p.keys[i])})
		}
	}
	return out
}
