package scenes_test

import (
	"testing"

	"parlor/game"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLobbyTakesEveryTypedCharacter types into the lobby's fields as fast
// as a person or xdotool can: the name while the lobby is still fading in,
// letters on every frame, and the last letters in the same frame as the
// Enter that ends the field. Every character reaches the field.
func TestLobbyTakesEveryTypedCharacter(t *testing.T) {
	s := scenetest.Settings()
	s.Online.Server = "127.0.0.1:27799" // nobody listens: the lobby only tries
	h := scenetest.NewWith(t, s, func(ctx *game.Context) game.Scene { return scenes.NewMenu(ctx, &scenes.App{}) })
	h.Step(2)
	var lobby *scenes.Lobby
	require.NoError(t, scenetest.OnLoop(func() error {
		lobby = scenes.NewLobby(h.Ctx(), &scenes.App{})
		h.Ctx().Push(lobby)
		return nil
	}))
	h.Step(3) // the menu is fading out: input is suspended
	require.True(t, h.Game.Fading(), "typing while the lobby fades in")
	h.Script.Type("An")
	h.Step(1)
	h.Script.Type("n")
	h.Settle(60)
	h.Script.Type(" Le")
	h.Step(1)
	h.Script.Type("e")
	h.Script.Tap(ebiten.KeyEnter)
	h.Step(1)
	name, _ := lobby.Fields()
	assert.Equal(t, "Ann Lee", name, "the name typed as the lobby opened, and its last letter with Enter")

	h.Press(ebiten.KeyDown) // from Create a table to Join with a code
	h.Press(ebiten.KeyEnter)
	for _, typed := range []string{"ab", "c", "d"} {
		h.Script.Type(typed)
		h.Step(1)
	}
	h.Script.Type("e")
	h.Script.Tap(ebiten.KeyEnter)
	h.Step(1)
	_, code := lobby.Fields()
	assert.Equal(t, "ABCDE", code, "every letter of the code, the last with its Enter")
}
