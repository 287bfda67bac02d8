package input_test

import (
	"encoding/json"
	"os"
	"testing"

	"parlor/input"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A real-time game's seat actions, declared as Spit and SpeedOh declare
// theirs (scenes/spitui, scenes/speedohui): input itself names none.
const (
	toLeft input.Action = "to-left"
	spit   input.Action = "spit"
	claim  input.Action = "claim"
	slap   input.Action = "slap"
	flip   input.Action = "flip"
)

func seatKeys() []input.Decl {
	var ds []input.Decl
	for _, p := range []struct {
		ctx  input.Context
		keys []ebiten.Key
	}{
		{input.Player1, []ebiten.Key{ebiten.KeyQ, ebiten.KeyE, ebiten.KeyR, ebiten.KeyA, ebiten.KeyS}},
		{input.Player2, []ebiten.Key{ebiten.KeyU, ebiten.KeyO, ebiten.KeyP, ebiten.KeyL, ebiten.KeyK}},
	} {
		for i, a := range []input.Action{toLeft, spit, claim, slap, flip} {
			ds = append(ds, input.Decl{Context: p.ctx, Action: a, Label: string(a), Keys: input.Keys(p.keys[i])})
		}
	}
	return ds
}

func TestMain(m *testing.M) {
	input.Declare(seatKeys()...)
	os.Exit(m.Run())
}

// TestDeclaredActionsJoinTheDefaults: a game's declarations are in the
// defaults, in their order after the menu actions, with their labels;
// declaring one again replaces it.
func TestDeclaredActionsJoinTheDefaults(t *testing.T) {
	d := input.Defaults()
	assert.Equal(t, []input.Action{toLeft, spit, claim, slap, flip}, d[input.Player1].Actions())
	assert.Equal(t, "O", d[input.Player2].Hint(spit))
	assert.Equal(t, "claim", input.Label(input.Player1, claim))
	assert.Empty(t, input.Label(input.Menu, input.Up), "the menus' actions are named by their screen")
	assert.Equal(t, input.Up, d[input.Menu].Actions()[0])
	input.Declare(input.Decl{Context: input.Player1, Action: spit, Label: "Spit!", Keys: input.Keys(ebiten.KeyF)})
	t.Cleanup(func() { input.Declare(seatKeys()...) })
	assert.Equal(t, "F", input.Defaults()[input.Player1].Hint(spit))
	assert.Equal(t, "Spit!", input.Label(input.Player1, spit))
	assert.Len(t, input.Defaults()[input.Player1], 5)
}

func TestDefaultsDoNotOverlap(t *testing.T) {
	assert.NoError(t, input.Defaults().Check(), "the two seats of a shared keyboard use disjoint keys")
}

func TestBindingTextRoundTrip(t *testing.T) {
	for _, s := range []string{"Q", "Ctrl+Q", "Alt+Enter", "ArrowUp", "F11", "Digit1", "Ctrl+Alt+Shift+A"} {
		b, err := input.ParseBinding(s)
		require.NoError(t, err, s)
		assert.Equal(t, s, b.String())
	}
	for _, s := range []string{"", "Hyper+Q", "NoSuchKey", "Ctrl+"} {
		_, err := input.ParseBinding(s)
		assert.Error(t, err, s)
	}
	assert.Equal(t, "Up", input.Key(ebiten.KeyArrowUp).Label())
	assert.Equal(t, "1", input.Key(ebiten.KeyDigit1).Label())
}

func TestKeymapsJSONRoundTrip(t *testing.T) {
	d := input.Defaults()
	b, err := json.Marshal(d)
	require.NoError(t, err)
	var got input.Keymaps
	require.NoError(t, json.Unmarshal(b, &got))
	assert.Equal(t, d, got)
}

func TestRebindSwapsInsteadOfConflicting(t *testing.T) {
	k := input.Defaults()
	// Give Player 1's "to-left" the key Player 2 uses for "to-left" (U).
	ctx, a, err := k.Rebind(input.Player1, toLeft, input.Key(ebiten.KeyU))
	require.NoError(t, err)
	assert.Equal(t, input.Player2, ctx)
	assert.Equal(t, toLeft, a)
	assert.Equal(t, "U", k[input.Player1].Hint(toLeft))
	assert.Equal(t, "Q", k[input.Player2].Hint(toLeft), "the displaced action takes the old key")
	assert.NoError(t, k.Check())
}

func TestRebindRejects(t *testing.T) {
	k := input.Defaults()
	_, _, err := k.Rebind(input.Player1, spit, input.Key(ebiten.KeyShiftLeft))
	assert.Error(t, err, "a modifier alone")
	_, _, err = k.Rebind(input.Player1, spit, input.Key(ebiten.KeyEscape))
	assert.Error(t, err, "Escape is pause")
	_, _, err = k.Rebind(input.Player1, "dance", input.Key(ebiten.KeyZ))
	assert.Error(t, err)
	assert.Equal(t, input.Defaults(), k, "a refused rebind changes nothing")
}

func TestMergeFillsMissingAndRejectsConflicts(t *testing.T) {
	partial := input.Keymaps{input.Player1: {spit: {input.Key(ebiten.KeyZ)}}, "bogus": {}}
	m, refused := partial.Merge(input.Defaults())
	assert.Empty(t, refused)
	assert.Equal(t, "Z", m[input.Player1].Hint(spit))
	assert.Equal(t, "Up", m[input.Menu].Hint(input.Up))
	_, ok := m["bogus"]
	assert.False(t, ok)
	clash := input.Keymaps{input.Player1: {spit: {input.Key(ebiten.KeyU)}, claim: {input.Key(ebiten.KeyZ)}}}
	m, refused = clash.Merge(input.Defaults())
	assert.Equal(t, "E", m[input.Player1].Hint(spit), "the clashing binding keeps its default")
	assert.Equal(t, "Z", m[input.Player1].Hint(claim), "the rest of the file still counts")
	require.Len(t, refused, 1)
	assert.Contains(t, refused[0], "player1 spit")
}

// TestMergeRefusesWhatTheKeysScreenRefuses: a hand-edited settings file
// goes through the same rules as the Key bindings screen, so it can never
// lock the menu (Escape as Confirm, Shift alone, Ctrl+Q as a flip key).
func TestMergeRefusesWhatTheKeysScreenRefuses(t *testing.T) {
	esc, shift := input.Key(ebiten.KeyEscape), input.Key(ebiten.KeyShiftLeft)
	ctrlQ := input.Binding{Key: ebiten.KeyQ, Mod: input.Ctrl}
	cases := []struct {
		name string
		file input.Keymaps
		ctx  input.Context
		act  input.Action
	}{
		{"escape_as_menu_confirm", input.Keymaps{input.Menu: {input.Confirm: {esc}}}, input.Menu, input.Confirm},
		{"shift_alone", input.Keymaps{input.Menu: {input.Down: {shift}}}, input.Menu, input.Down},
		{"ctrl_q_as_flip", input.Keymaps{input.Player1: {flip: {ctrlQ}}}, input.Player1, flip},
		{"escape_as_slap", input.Keymaps{input.Player2: {slap: {esc}}}, input.Player2, slap},
		{"one_key_for_two_menu_actions", input.Keymaps{input.Menu: {input.Up: {input.Key(ebiten.KeyArrowDown)}}}, input.Menu, input.Up},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, refused := c.file.Merge(input.Defaults())
			require.Len(t, refused, 1)
			assert.Equal(t, input.Defaults()[c.ctx][c.act], m[c.ctx][c.act], "the action keeps its default")
			assert.NoError(t, m.Validate())
			if c.name != "one_key_for_two_menu_actions" { // the screen swaps the two keys instead
				_, _, err := input.Defaults().Rebind(c.ctx, c.act, c.file[c.ctx][c.act][0])
				assert.Error(t, err, "the Key bindings screen refuses it too")
			}
		})
	}
	assert.NoError(t, input.Defaults().Validate())
}

func TestHandlerPressHoldRepeat(t *testing.T) {
	h := input.NewHandler(input.Defaults())
	s := input.NewScript()
	s.Hold(ebiten.KeyArrowDown)
	h.Update(s, nil)
	assert.True(t, h.Pressed(input.Menu, input.Down))
	h.Update(s, nil)
	assert.False(t, h.Pressed(input.Menu, input.Down), "a held key is pressed once")
	assert.True(t, h.Held(input.Menu, input.Down))
	repeats := 0
	for range 60 {
		h.Update(s, nil)
		if h.Repeated(input.Menu, input.Down) {
			repeats++
		}
	}
	assert.Greater(t, repeats, 3, "held arrows repeat after a delay")
}

func TestHandlerChordsAreExact(t *testing.T) {
	h := input.NewHandler(input.Defaults())
	s := input.NewScript()
	s.Hold(ebiten.KeyControlLeft, ebiten.KeyQ)
	h.Update(s, nil)
	assert.True(t, h.Pressed(input.Menu, input.Quit))
	assert.False(t, h.Pressed(input.Player1, toLeft), "Ctrl+Q is not also Q")
	s.ReleaseAll()
	h.Update(s, nil)
	s.Hold(ebiten.KeyQ)
	h.Update(s, nil)
	assert.True(t, h.Pressed(input.Player1, toLeft))
	assert.False(t, h.Pressed(input.Menu, input.Quit))
}

func TestSuspendSwallowsKeys(t *testing.T) {
	h := input.NewHandler(input.Defaults())
	s := input.NewScript()
	h.Suspend()
	s.Hold(ebiten.KeyEnter)
	h.Update(s, nil)
	assert.False(t, h.Pressed(input.Menu, input.Confirm))
	h.Resume()
	h.Update(s, nil)
	assert.False(t, h.Pressed(input.Menu, input.Confirm), "a key held through a transition does not fire late")
}

// Characters typed while a screen fades in (input suspended) reach the
// first frame that takes input, in order, after those of earlier frames
// are forgotten.
func TestTypedWhileSuspendedWaits(t *testing.T) {
	h := input.NewHandler(input.Defaults())
	s := input.NewScript()
	s.Type("x")
	h.Update(s, nil)
	assert.Equal(t, []rune("x"), h.Typed())
	h.Suspend()
	s.Type("An")
	h.Update(s, nil)
	assert.Empty(t, h.Typed(), "nothing is typed while suspended")
	s.Type("n")
	h.Update(s, nil)
	h.Resume()
	assert.Equal(t, []rune("Ann"), h.Typed(), "what was typed meanwhile comes now")
	h.Update(s, nil)
	assert.Empty(t, h.Typed(), "and only once")
}

func TestCaptureForRemap(t *testing.T) {
	h := input.NewHandler(input.Defaults())
	s := input.NewScript()
	h.Capture()
	s.Hold(ebiten.KeyShiftLeft)
	h.Update(s, nil)
	_, ok := h.Captured()
	assert.False(t, ok, "modifiers alone are not captured")
	s.Hold(ebiten.KeyZ)
	h.Update(s, nil)
	b, ok := h.Captured()
	require.True(t, ok)
	assert.Equal(t, "Shift+Z", b.String())
	assert.False(t, h.Pressed(input.Player1, slap))
}

func TestMouse(t *testing.T) {
	h := input.NewHandler(input.Defaults())
	s := input.NewScript()
	s.MoveTo(100, 50)
	s.MouseButton(true)
	h.Update(s, func(x, y float64) (float64, float64) { return x / 2, y / 2 })
	assert.True(t, h.Clicked())
	x, y := h.Cursor()
	assert.Equal(t, 50.0, x)
	assert.Equal(t, 25.0, y)
	s.MouseButton(false)
	h.Update(s, nil)
	assert.True(t, h.Released())
	assert.False(t, h.Clicked())
}

func TestTapBetweenTicksCounts(t *testing.T) {
	h := input.NewHandler(input.Defaults())
	s := input.NewScript()
	s.Tap(ebiten.KeyArrowDown)
	h.Update(s, nil)
	assert.True(t, h.Pressed(input.Menu, input.Down), "a key pressed and released between ticks is still a press")
	assert.False(t, h.Held(input.Menu, input.Down))
	h.Update(s, nil)
	assert.False(t, h.Pressed(input.Menu, input.Down), "reported once")
	s.TapMouse()
	h.Update(s, nil)
	assert.True(t, h.Clicked(), "a quick click counts")
	h.Update(s, nil)
	assert.False(t, h.Clicked())
}

func TestPressAgainBetweenTicksCounts(t *testing.T) {
	h := input.NewHandler(input.Defaults())
	s := input.NewScript()
	s.Hold(ebiten.KeyArrowDown)
	h.Update(s, nil)
	h.Update(s, nil)
	assert.False(t, h.Pressed(input.Menu, input.Down), "held on")
	s.Tap(ebiten.KeyArrowDown) // let go and pressed again before the next tick
	h.Update(s, nil)
	assert.True(t, h.Pressed(input.Menu, input.Down), "a second press between two ticks is a press")
	h.Update(s, nil)
	assert.False(t, h.Pressed(input.Menu, input.Down), "then held on again")
	assert.True(t, h.Held(input.Menu, input.Down))
}

func TestPointerAtStartIsNotAMove(t *testing.T) {
	h := input.NewHandler(input.Defaults())
	s := input.NewScript()
	s.MoveTo(640, 360)
	h.Update(s, nil)
	assert.False(t, h.CursorMoved(), "where the pointer rests at start-up is not a move")
	s.MoveTo(641, 360)
	h.Update(s, nil)
	assert.True(t, h.CursorMoved())
}
