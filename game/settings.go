package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"parlor/game/datadir"
	"parlor/game/store"
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
	Difficulty string        `json:"difficulty"` // default for new games: "easy", "normal", "hard", "expert"
	Keys       input.Keymaps `json:"keys"`
	// Setups are the setup screens as the player last left them, by the
	// game's record name: a new game starts from them.
	Setups Setups `json:"setups,omitempty"`
	// Guided are the games whose guided first game the player finished or
	// skipped, by record name: the guide starts by itself only once.
	Guided Guided `json:"guided,omitempty"`

	// Comfort: ReducedMotion puts cards where they go at once instead of
	// flying them there (pauses for reading stay); CardScale is the size of
	// the player's cards in percent, one of CardScales.
	ReducedMotion bool `json:"reduced_motion"`
	CardScale     int  `json:"card_scale"`

	// Online is how this player plays online.
	Online Online `json:"online,omitempty"`
}

// Online is the player's online identity: the name others see, the
// server to play on ("" for this machine's) and this device's id, made at
// random once, which signs in without a password.
type Online struct {
	Name   string `json:"name,omitempty"`
	Server string `json:"server,omitempty"`
	Device string `json:"device,omitempty"`
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
	*s = readEach(b, func(string, Setup) bool { return true })
	return nil
}

// readEach reads a JSON object entry by entry, keeping the entries that
// read as V and that keep accepts: one damaged entry costs only itself.
// It returns nil when nothing is kept.
func readEach[V any](b []byte, keep func(name string, v V) bool) map[string]V {
	var raw map[string]json.RawMessage
	if json.Unmarshal(b, &raw) != nil {
		return nil
	}
	var out map[string]V
	for name, r := range raw {
		var v V
		if json.Unmarshal(r, &v) != nil || !keep(name, v) {
			continue
		}
		if out == nil {
			out = map[string]V{}
		}
		out[name] = v
	}
	return out
}

// Remember keeps game's setup, for the next time its setup screen opens.
func (s *Settings) Remember(game string, st Setup) {
	if s.Setups == nil {
		s.Setups = Setups{}
	}
	s.Setups[game] = st
}

// Guided is the set of games whose guide has been seen. Like Setups, an
// entry the file cannot give back (not true) is dropped quietly: at worst
// a guide shows once more, and the rest of the settings stay.
type Guided map[string]bool

// UnmarshalJSON implements json.Unmarshaler, keeping the entries that are
// true and dropping everything else.
func (g *Guided) UnmarshalJSON(b []byte) error {
	*g = readEach(b, func(name string, seen bool) bool { return seen && name != "" })
	return nil
}

// MarkGuided records that game's guided first game was finished or
// skipped: it does not start by itself again.
func (s *Settings) MarkGuided(game string) {
	if s.Guided == nil {
		s.Guided = Guided{}
	}
	s.Guided[game] = true
}

// WasGuided reports whether game's guide was finished or skipped.
func (s *Settings) WasGuided(game string) bool { return s.Guided[game] }

// Choices for the string settings, in display order.
var (
	AnimSpeeds   = []string{"relaxed", "normal", "fast"}
	BotPaces     = []string{"slow", "normal", "fast"}
	Difficulties = []string{"easy", "normal", "hard", "expert"}
	CardScales   = []int{100, 125, 150}
)

// CardZoom is how much larger than standard the player's cards are drawn
// (1, 1.25 or 1.5); a value not offered counts as standard.
func (s Settings) CardZoom() float64 {
	if !slices.Contains(CardScales, s.CardScale) {
		return 1
	}
	return float64(s.CardScale) / 100
}

// DefaultSettings returns the settings of a first start.
func DefaultSettings() Settings {
	return Settings{AnimSpeed: "normal", BotPace: "normal", Sound: true, Volume: 0.7,
		Difficulty: "normal", CardScale: 100, Keys: input.Defaults()}
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
// returns a notice for the player naming what was repaired, and when key
// bindings had to be refused.
func (s *Settings) sanitize() (notice string) {
	d := DefaultSettings()
	var reset []string
	repair := func(bad bool, name string, fix func()) {
		if bad {
			fix()
			reset = append(reset, name)
		}
	}
	repair(!oneOf(s.AnimSpeed, AnimSpeeds), "animation speed", func() { s.AnimSpeed = d.AnimSpeed })
	repair(!oneOf(s.BotPace, BotPaces), "computer pace", func() { s.BotPace = d.BotPace })
	repair(!oneOf(s.Difficulty, Difficulties), "difficulty", func() { s.Difficulty = d.Difficulty })
	repair(!(s.Volume >= 0 && s.Volume <= 1), "volume", func() { s.Volume = d.Volume }) // also catches NaN
	if !slices.Contains(CardScales, s.CardScale) {
		s.CardScale = d.CardScale // a size no longer offered: standard cards, as drawn anyway
	}
	var notices []string
	if len(reset) > 0 {
		log.Printf("parlor: settings: out of range, reset: %s", strings.Join(reset, ", "))
		notices = append(notices, fmt.Sprintf("%d setting(s) in the settings file were out of range (%s) and are back to their defaults.",
			len(reset), strings.Join(reset, ", ")))
	}
	var refused []string
	s.Keys, refused = s.Keys.Merge(d.Keys)
	if len(refused) > 0 {
		log.Printf("parlor: settings: refused key bindings: %s", strings.Join(refused, "; "))
		notices = append(notices, fmt.Sprintf("%d key binding(s) in the settings file could lock a screen; they are back to their defaults.", len(refused)))
	}
	return strings.Join(notices, " ")
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
// silently. An entry that does not read (a wrong type, an unknown key
// name in a binding) is refused alone and keeps its default; a file that
// is not a JSON object at all is moved aside (never deleted). notice says
// so for the player.
func LoadSettings(dir string) (s Settings, notice string) {
	s, notice, _ = loadSettings(dir)
	return s, notice
}

// loadSettings is LoadSettings; writable is false when the file exists
// but could not be read, so this session must not write over it.
func loadSettings(dir string) (s Settings, notice string, writable bool) {
	path := filepath.Join(dir, settingsFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return DefaultSettings(), "", true
	}
	if err != nil {
		// Unreadable (permissions, a directory): not damaged, so leave it be.
		return DefaultSettings(), fmt.Sprintf("Settings could not be read (%v); using defaults, and changes will not be saved over the file.", unwrapPath(err)), false
	}
	s, refused, err := decodeSettings(bytes.TrimPrefix(b, utf8BOM))
	if err == nil {
		notice = s.sanitize()
		if len(refused) > 0 {
			log.Printf("parlor: settings: refused %s", strings.Join(refused, ", "))
			notice = strings.TrimSpace(fmt.Sprintf("%d setting(s) could not be read (%s) and are back to their defaults; the rest were kept. %s",
				len(refused), strings.Join(refused, ", "), notice))
		}
		return s, notice, true
	}
	aside := fmt.Sprintf("%s.damaged-%s", path, time.Now().Format("20060102-150405"))
	if rerr := os.Rename(path, aside); rerr != nil {
		return DefaultSettings(), fmt.Sprintf("Settings could not be read (%v); using defaults.", err), false
	}
	return DefaultSettings(), fmt.Sprintf("Settings file was damaged; kept it as %s and started with defaults.", filepath.Base(aside)), true
}

// decodeSettings reads the settings entry by entry over the defaults:
// an entry that does not read is named in refused and keeps its default.
// err is for a file that is not a JSON object.
func decodeSettings(b []byte) (s Settings, refused []string, err error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return DefaultSettings(), nil, err
	}
	s = DefaultSettings()
	names := slices.Sorted(maps.Keys(raw))
	for _, name := range names {
		if name == "keys" {
			var bad []string
			s.Keys, bad = decodeKeys(raw[name], s.Keys)
			refused = append(refused, bad...)
			continue
		}
		one, _ := json.Marshal(map[string]json.RawMessage{name: raw[name]})
		t := s
		if json.Unmarshal(one, &t) != nil {
			refused = append(refused, name)
			continue
		}
		s = t
	}
	return s, refused, nil
}

// decodeKeys reads the key bindings action by action over defaults: a
// binding that does not read (an unknown key name) costs only its
// action, which keeps its default keys.
func decodeKeys(b json.RawMessage, defaults input.Keymaps) (input.Keymaps, []string) {
	var raw map[input.Context]map[input.Action]json.RawMessage
	if json.Unmarshal(b, &raw) != nil {
		return defaults, []string{"keys"}
	}
	out := defaults.Clone()
	var refused []string
	for _, c := range slices.Sorted(maps.Keys(raw)) {
		for _, a := range slices.Sorted(maps.Keys(raw[c])) {
			var bs []input.Binding
			if json.Unmarshal(raw[c][a], &bs) != nil {
				refused = append(refused, fmt.Sprintf("the keys for %s", a))
				continue
			}
			if out[c] == nil {
				out[c] = input.Keymap{}
			}
			out[c][a] = bs
		}
	}
	return out, refused
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

// browserSettingsKey is where the web build keeps the settings.
const browserSettingsKey = "parlor/settings"

// browserSettings reads the settings the page kept, as LoadSettings
// reads the file: an entry that does not read keeps its default.
func browserSettings(st store.Storage) (Settings, string) {
	t, ok := st.Get(browserSettingsKey)
	if !ok {
		return DefaultSettings(), ""
	}
	s, refused, err := decodeSettings([]byte(t))
	if err != nil {
		return DefaultSettings(), "The settings this browser kept were damaged; starting with defaults."
	}
	notice := s.sanitize()
	if len(refused) > 0 {
		notice = strings.TrimSpace(fmt.Sprintf("%d setting(s) could not be read (%s) and are back to their defaults. %s",
			len(refused), strings.Join(refused, ", "), notice))
	}
	return s, notice
}

// saveBrowserSettings keeps s in the page's storage.
func saveBrowserSettings(st store.Storage, s Settings) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return st.Set(browserSettingsKey, string(b))
}
