package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"

	"parlor/game/datadir"
	"parlor/input"
)

// Settings are the player's preferences, saved as JSON in the config dir.
type Settings struct {
	AnimSpeed  string        `json:"anim_speed"` // "relaxed", "normal", "fast"
	BotPace    string        `json:"bot_pace"`   // "slow", "normal", "fast"
	FourColour bool          `json:"four_colour"`
	Sound      bool          `json:"sound"`
	Volume     float64       `json:"volume"` // 0..1
	Fullscreen bool          `json:"fullscreen"`
	Difficulty string        `json:"difficulty"` // default for new games: "easy", "normal", "hard"
	Keys       input.Keymaps `json:"keys"`
	// Setups are the setup screens as the player last left them, by the
	// game's record name: a new game starts from them.
	Setups Setups `json:"setups,omitempty"`
}

// Setup is one game's setup screen as last left: its options by key, how
// many players, the computer players' level and who plays. The setup
// screen reads it back; a value its game no longer offers is the setup's
// to replace by the default.
type Setup struct {
	Options map[string]string `json:"options,omitempty"`
	Players int               `json:"players,omitempty"`
	Level   string            `json:"level,omitempty"`
	Mode    string            `json:"mode,omitempty"`
}

// Setups are the remembered setups by game. A damaged one is forgotten
// quietly (its game shows its defaults): it never makes the whole
// settings file count as damaged.
type Setups map[string]Setup

// UnmarshalJSON implements json.Unmarshaler, keeping every game's setup
// that reads and dropping those that do not.
func (s *Setups) UnmarshalJSON(b []byte) error {
	*s = nil
	var raw map[string]json.RawMessage
	if json.Unmarshal(b, &raw) != nil {
		return nil
	}
	for name, v := range raw {
		var one Setup
		if json.Unmarshal(v, &one) != nil {
			continue
		}
		if *s == nil {
			*s = Setups{}
		}
		(*s)[name] = one
	}
	return nil
}

// Remember keeps game's setup, for the next time its setup screen opens.
func (s *Settings) Remember(game string, st Setup) {
	if s.Setups == nil {
		s.Setups = Setups{}
	}
	s.Setups[game] = st
}

// Choices for the string settings, in display order.
var (
	AnimSpeeds   = []string{"relaxed", "normal", "fast"}
	BotPaces     = []string{"slow", "normal", "fast"}
	Difficulties = []string{"easy", "normal", "hard"}
)

// DefaultSettings returns the settings of a first start.
func DefaultSettings() Settings {
	return Settings{AnimSpeed: "normal", BotPace: "normal", Sound: true, Volume: 0.7,
		Difficulty: "normal", Keys: input.Defaults()}
}

// AnimFactor is how many animation ticks pass per game tick.
func (s Settings) AnimFactor() float64 {
	switch s.AnimSpeed {
	case "relaxed":
		return 0.65
	case "fast":
		return 1.8
	}
	return 1
}

// BotDelay is how long a bot waits before showing its move, in ticks, so a
// person can follow. It is pacing only: bots think separately.
func (s Settings) BotDelay() int {
	switch s.BotPace {
	case "slow":
		return 60
	case "fast":
		return 12
	}
	return 32
}

// sanitize repairs out-of-range values from a hand-edited or old file. It
// returns a notice for the player when key bindings had to be refused.
func (s *Settings) sanitize() (notice string) {
	d := DefaultSettings()
	if !oneOf(s.AnimSpeed, AnimSpeeds) {
		s.AnimSpeed = d.AnimSpeed
	}
	if !oneOf(s.BotPace, BotPaces) {
		s.BotPace = d.BotPace
	}
	if !oneOf(s.Difficulty, Difficulties) {
		s.Difficulty = d.Difficulty
	}
	if !(s.Volume >= 0 && s.Volume <= 1) { // also catches NaN
		s.Volume = d.Volume
	}
	var refused []string
	s.Keys, refused = s.Keys.Merge(d.Keys)
	if len(refused) > 0 {
		log.Printf("parlor: settings: refused key bindings: %s", strings.Join(refused, "; "))
		return fmt.Sprintf("%d key binding(s) in the settings file could lock a screen; they are back to their defaults.", len(refused))
	}
	return ""
}

func oneOf(v string, vs []string) bool {
	for _, x := range vs {
		if v == x {
			return true
		}
	}
	return false
}

// ConfigDir returns where Parlor keeps its files: $PARLOR_CONFIG_DIR if set
// (tests), else the user's config directory + "/parlor".
func ConfigDir() (string, error) {
	if d := os.Getenv("PARLOR_CONFIG_DIR"); d != "" {
		return d, nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "parlor"), nil
}

const settingsFile = "settings.json"

// utf8BOM starts files some editors save; JSON readers must skip it.
var utf8BOM = []byte("\xef\xbb\xbf")

// unwrapPath drops the path from a file error: the message names the file
// already, and the player needs the reason.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// LoadSettings reads the settings in dir. A missing file gives the defaults
// silently. A damaged or unreadable file is moved aside (never deleted) and
// the defaults are used; notice says so for the player.
func LoadSettings(dir string) (s Settings, notice string) {
	path := filepath.Join(dir, settingsFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return DefaultSettings(), ""
	}
	if err != nil {
		// Unreadable (permissions, a directory): not damaged, so leave it be.
		return DefaultSettings(), fmt.Sprintf("Settings could not be read (%v); using defaults for now.", unwrapPath(err))
	}
	s = DefaultSettings()
	if err = json.Unmarshal(bytes.TrimPrefix(b, utf8BOM), &s); err == nil {
		return s, s.sanitize()
	}
	aside := fmt.Sprintf("%s.damaged-%s", path, time.Now().Format("20060102-150405"))
	if rerr := os.Rename(path, aside); rerr != nil {
		return DefaultSettings(), fmt.Sprintf("Settings could not be read (%v); using defaults.", err)
	}
	return DefaultSettings(), fmt.Sprintf("Settings file was damaged; kept it as %s and started with defaults.", filepath.Base(aside))
}

// SaveSettings writes s to dir atomically (temp file + rename), so a crash
// mid-write never leaves a half file.
func SaveSettings(dir string, s Settings) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("game: save settings: %w", err)
	}
	if err := datadir.WriteAtomic(dir, settingsFile, append(b, '\n')); err != nil {
		return fmt.Errorf("game: save settings: %w", err)
	}
	return nil
}
