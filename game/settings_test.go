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

// TestGuidedRoundTrip: the games whose guide was finished or skipped are
// saved with the settings and read back.
func TestGuidedRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s := game.DefaultSettings()
	assert.False(t, s.WasGuided("spit"), "a first start has seen no guide")
	s.MarkGuided("spit")
	s.MarkGuided("speedrun")
	require.NoError(t, game.SaveSettings(dir, s))
	got, notice := game.LoadSettings(dir)
	assert.Empty(t, notice)
	assert.True(t, got.WasGuided("spit"))
	assert.True(t, got.WasGuided("speedrun"))
	assert.False(t, got.WasGuided("speedoh"))
}

// TestDamagedGuidedIsDroppedQuietly: an entry that is not true (a string,
// false, a number, an empty name) is dropped without a notice, at worst
// showing its guide once more; the rest of the file stays.
func TestDamagedGuidedIsDroppedQuietly(t *testing.T) {
	for name, guided := range map[string]string{
		"wrong_types":   `{"spit": true, "speedrun": "yes", "speedoh": 1, "stepstones": false, "": true, "spellcraft": null}`,
		"not_an_object": `["spit"]`,
		"a_string":      `"all"`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"),
				[]byte(`{"anim_speed":"fast","guided":`+guided+`,"setups":{"spit":{"level":"easy"}}}`), 0o644))
			s, notice := game.LoadSettings(dir)
			assert.Empty(t, notice, "nothing to tell the player")
			assert.Equal(t, "fast", s.AnimSpeed)
			assert.Equal(t, game.Setups{"spit": {Level: "easy"}}, s.Setups)
			for _, g := range []string{"speedrun", "speedoh", "stepstones", "spellcraft", ""} {
				assert.False(t, s.WasGuided(g), g)
			}
			assert.Equal(t, name == "wrong_types", s.WasGuided("spit"))
			_, err := os.Stat(filepath.Join(dir, "settings.json"))
			assert.NoError(t, err, "the file stays where it is")
		})
	}
}

// TestComfortSettingsRoundTrip: the card size and reduced motion are saved
// and read back; a file from before they existed gets standard cards and
// motion.
func TestComfortSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s := game.DefaultSettings()
	assert.Equal(t, 100, s.CardScale)
	assert.False(t, s.ReducedMotion)
	s.CardScale, s.ReducedMotion = 150, true
	require.NoError(t, game.SaveSettings(dir, s))
	got, notice := game.LoadSettings(dir)
	assert.Empty(t, notice)
	assert.Equal(t, s, got)
	assert.Equal(t, 1.5, got.CardZoom())

	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"anim_speed":"fast"}`), 0o644))
	old, notice := game.LoadSettings(dir)
	assert.Empty(t, notice)
	assert.Equal(t, 100, old.CardScale, "an old file: standard cards")
	assert.False(t, old.ReducedMotion)
}

// TestCardScaleNotOfferedIsStandard: a card size the Settings screen does
// not offer (a hand-edited file) is read as the standard size, quietly,
// and the rest of the file stays.
func TestCardScaleNotOfferedIsStandard(t *testing.T) {
	for _, v := range []string{"0", "-150", "99", "130", "175"} {
		t.Run(v, func(t *testing.T) {
			dir := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"),
				[]byte(`{"bot_pace":"slow","reduced_motion":true,"card_scale":`+v+`}`), 0o644))
			s, notice := game.LoadSettings(dir)
			assert.Empty(t, notice)
			assert.Equal(t, 100, s.CardScale)
			assert.Equal(t, 1.0, s.CardZoom())
			assert.True(t, s.ReducedMotion)
			assert.Equal(t, "slow", s.BotPace)
		})
	}
	assert.Equal(t, 1.0, game.Settings{CardScale: 333}.CardZoom(), "an unchecked value draws standard cards too")
}

// TestABadEntryIsRefusedAlone: one unknown key name in a binding and one
// setting of the wrong type cost only themselves: the setups, the guides
// seen, the difficulty and the other keys stay.
func TestABadEntryIsRefusedAlone(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{
		"difficulty": "hard",
		"volume": "loud",
		"guided": {"speedrun": true},
		"setups": {"spit": {"level": "easy"}},
		"keys": {"menu": {"hint": ["NoSuchKey"], "log": ["K"]}}
	}`), 0o644))
	s, notice := game.LoadSettings(dir)
	assert.Equal(t, "hard", s.Difficulty)
	assert.True(t, s.WasGuided("speedrun"))
	assert.Equal(t, game.Setups{"spit": {Level: "easy"}}, s.Setups)
	assert.Equal(t, game.DefaultSettings().Volume, s.Volume)
	assert.Equal(t, []input.Binding{input.Key(ebiten.KeyK)}, s.Keys[input.Menu][input.Log], "a good binding is kept")
	assert.Equal(t, game.DefaultSettings().Keys[input.Menu][input.Hint], s.Keys[input.Menu][input.Hint], "the bad one keeps its default")
	assert.Contains(t, notice, "2 setting(s) could not be read (the keys for hint, volume)")
	_, err := os.Stat(filepath.Join(dir, "settings.json"))
	assert.NoError(t, err, "the file stays where it is")
}

// TestAnUnreadableSettingsFileIsNeverWrittenOver: a folder where the file
// should be stands for a file the player may not read.
func TestAnUnreadableSettingsFileIsNeverWrittenOver(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "settings.json"), 0o755))
	_, notice, writable := game.LoadSettingsWritable(dir)
	assert.False(t, writable)
	assert.Contains(t, notice, "will not be saved over the file")
}
