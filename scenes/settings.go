package scenes

import (
	"fmt"

	"parlor/game"
	"parlor/input"
	"parlor/scenes/widget"
)

// Settings is the settings overlay: each row changes with Left/Right, Enter
// or a click, and is saved at once.
type Settings struct {
	ctx  *game.Context
	list List
	rows []settingRow
}

type settingRow struct {
	label string
	value func(s *game.Settings) string
	// change steps the value by d (-1 or +1); Enter and clicks use +1.
	change func(ctx *game.Context, d int)
}

// NewSettings returns the settings overlay.
func NewSettings(ctx *game.Context) *Settings {
	s := &Settings{ctx: ctx}
	s.rows = []settingRow{
		{"Animation speed", func(st *game.Settings) string { return title(st.AnimSpeed) },
			func(ctx *game.Context, d int) {
				ctx.Settings.AnimSpeed = cycle(game.AnimSpeeds, ctx.Settings.AnimSpeed, d)
			}},
		{"Computer pace", func(st *game.Settings) string { return title(st.BotPace) },
			func(ctx *game.Context, d int) { ctx.Settings.BotPace = cycle(game.BotPaces, ctx.Settings.BotPace, d) }},
		{"Computer players", func(st *game.Settings) string { return title(st.Difficulty) },
			func(ctx *game.Context, d int) {
				ctx.Settings.Difficulty = cycle(game.Difficulties, ctx.Settings.Difficulty, d)
			}},
		{"Suit colours", func(st *game.Settings) string {
			if st.FourColour {
				return "Four colours"
			}
			return "Two colours"
		}, func(ctx *game.Context, _ int) { ctx.Settings.FourColour = !ctx.Settings.FourColour }},
		{"Card size", func(st *game.Settings) string { return cardSizeName(st.CardScale) },
			func(ctx *game.Context, d int) {
				ctx.Settings.CardScale = cycle(game.CardScales, ctx.Settings.CardScale, d)
			}},
		{"Reduce motion", func(st *game.Settings) string { return onOff(st.ReducedMotion) },
			func(ctx *game.Context, _ int) { ctx.Settings.ReducedMotion = !ctx.Settings.ReducedMotion }},
		{"Sound", func(st *game.Settings) string { return onOff(st.Sound) },
			func(ctx *game.Context, _ int) {
				ctx.Settings.Sound = !ctx.Settings.Sound
				if ctx.Sound != nil {
					ctx.Sound.SetEnabled(ctx.Settings.Sound)
				}
			}},
		{"Volume", func(st *game.Settings) string { return fmt.Sprintf("%d%%", int(st.Volume*100+0.5)) },
			func(ctx *game.Context, d int) {
				v := float64(int(ctx.Settings.Volume*10+0.5)+d) / 10
				if d > 0 && v > 1.001 {
					v = 0
				}
				ctx.Settings.Volume = min(1, max(0, v))
				if ctx.Sound != nil {
					ctx.Sound.SetVolume(ctx.Settings.Volume)
				}
				ctx.Play("play")
			}},
		{"Fullscreen", func(st *game.Settings) string { return onOff(st.Fullscreen) },
			func(ctx *game.Context, _ int) { ctx.SetFullscreen(!ctx.Settings.Fullscreen) }},
		{"Key bindings", func(*game.Settings) string { return "Change..." },
			func(ctx *game.Context, d int) {
				if d > 0 {
					ctx.Push(NewKeys(ctx))
				}
			}},
		{"Back", func(*game.Settings) string { return "" }, nil},
	}
	labels := make([]string, len(s.rows))
	for i, r := range s.rows {
		labels[i] = r.label
	}
	// The rows share the panel's height between its title and its foot.
	const top, bottom, gap = 136.0, 656.0, 6.0
	h := min(46, (bottom-top+gap)/float64(len(labels))-gap)
	s.list = menuList("settings", Column(labels, widget.ScreenW/2-300, top, 600, h, gap))
	return s
}

// Name implements game.Named.
func (s *Settings) Name() string { return "settings" }

// IsOverlay implements game.Overlay.
func (s *Settings) IsOverlay() bool { return true }

// Still implements game.Still: nothing moves once the focus glow settles.
func (s *Settings) Still() bool { return s.list.Still() }

// Enter re-announces items when the key bindings overlay closes.
func (s *Settings) Enter(ctx *game.Context) { s.list.Announce(ctx) }

// Update implements game.Scene.
func (s *Settings) Update(ctx *game.Context) error {
	if ctx.In.Pressed(input.Menu, input.Back) {
		ctx.Pop()
		return nil
	}
	choice := s.list.Update(ctx)
	row := s.rows[s.list.Focus]
	d := 0
	if ctx.In.Repeated(input.Menu, input.Left) {
		d = -1
	} else if ctx.In.Repeated(input.Menu, input.Right) {
		d = 1
	} else if choice >= 0 {
		row = s.rows[choice]
		d = 1
	}
	if d == 0 {
		return nil
	}
	if row.change == nil {
		if choice >= 0 { // Back
			ctx.Pop()
		}
		return nil
	}
	row.change(ctx, d)
	ctx.SaveSettings()
	ctx.Trace.Event("setting", map[string]any{"row": row.label, "value": row.value(ctx.Settings)})
	return nil
}

// Draw implements game.Scene.
func (s *Settings) Draw(c *widget.Canvas) {
	drawPanel(c, widget.ScreenW/2-340, 70, 680, 600, "Settings")
	s.list.Draw(c)
	for i, r := range s.rows {
		b := s.list.Buttons[i]
		if v := r.value(s.ctx.Settings); v != "" {
			c.Text("‹ "+v+" ›", 19, false, b.X+b.W-20, b.Y+b.H/2-11, widget.Gold, widget.AlignRight)
		}
	}
	drawFooter(c, keyHints(s.ctx, [2]string{"updown", "move"}, [2]string{"leftright", "change"}, [2]string{"back", "close"}))
}

// cardSizeName says a card size in plain words.
func cardSizeName(percent int) string {
	switch percent {
	case 125:
		return "Large (125%)"
	case 150:
		return "Larger (150%)"
	}
	return "Standard"
}

func cycle[T comparable](vs []T, v T, d int) T {
	for i, x := range vs {
		if x == v {
			return vs[(i+d+len(vs))%len(vs)]
		}
	}
	return vs[0]
}

func onOff(b bool) string {
	if b {
		return "On"
	}
	return "Off"
}

func title(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// Labels returns the rows' names, top first.
func (s *Settings) Labels() []string {
	out := make([]string, len(s.rows))
	for i, r := range s.rows {
		out[i] = r.label
	}
	return out
}
