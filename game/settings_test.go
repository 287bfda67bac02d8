package game_test

import (
	"os"
	"path/filepath"
	"testing"

	"parlor/game"
	"parlor/input"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The seats' actions of a real-time game as Spit and SpeedOh declare them
// (the app declares them in main before it reads the settings): the
// settings file keeps their names ("player1", "spit", "slap").
const (
	spitAction input.Action = "spit"
	slapAction input.Action = "slap"
	flipAction input.Action = "flip"
)

func seatKeys() []input.Decl {
	return []input.Decl{
		{Context: input.Player1, Action: spitAction, Label: "Spit", Keys: input.Keys(ebiten.KeyE)},
		{Context: input.Player1, Action: slapAction, Label: "Slap", Keys: input.Keys(ebiten.KeyA)},
		{Context: input.Player1, Action: flipAction, Label: "Flip", Keys: input.Keys(ebiten.KeyS)},
		{Context: input.Player2, Action: spitAction, Label: "Spit", Keys: input.Keys(ebiten.KeyO)},
		{Context: input.Player2, Action: slapAction, Label: "Slap", Keys: input.Keys(ebiten.KeyL)},
		{Context: input.Player2, Action: flipAction, Label: "Flip", Keys: input.Keys(ebiten.KeyK)},
	}
}

// TestSetupsRoundTrip: the setup screens' choices are saved with the
// settings and read back as they were.
func TestSetupsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s := game.DefaultSettings()
	s.Remember("speedrun", game.Setup{Options: map[string]string{"length": "long", "reveal": "on"}, Level: "hard"})
	s.Remember("spit", game.Setup{Options: map[string]string{"short": "on"}, Players: 2, Level: "easy", Mode: "two"})
	require.NoError(t, game.SaveSettings(dir, s))
	got, notice := game.LoadSettings(dir)
	assert.Empty(t, notice)
	assert.Equal(t, s, got)
}

// TestDamagedSetupIsForgottenQuietly: a setup the file cannot give back
// (a wrong type, not an object at all) is dropped without a notice; the
// other games' setups and the rest of the settings stay.
func TestDamagedSetupIsForgottenQuietly(t *testing.T) {
	for name, setups := range map[string]string{
		"wrong_type":    `{"speedrun": {"players": "three"}, "spit": {"level": "easy"}}`,
		"not_an_object": `{"speedrun": 7, "spit": {"level": "easy"}}`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"),
				[]byte(`{"anim_speed":"fast","setups":`+setups+`}`), 0o644))
			s, notice := game.LoadSettings(dir)
			assert.Empty(t, notice, "nothing to tell the player")
			assert.Equal(t, "fast", s.AnimSpeed)
			assert.Equal(t, game.Setups{"spit": {Level: "easy"}}, s.Setups)
		})
	}
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"setups":"lost"}`), 0o644))
	s, notice := game.LoadSettings(dir)
	assert.Empty(t, notice)
	assert.Empty(t, s.Setups)
}
