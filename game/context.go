package game

import (
	"crypto/rand"
	"encoding/hex"
	"log"
	"runtime"

	"parlor/assets"
	"parlor/game/datadir"
	"parlor/game/store"
	"parlor/input"
)

// Sounder plays the synthesised effects. The real player probes for a
// device first and stays silent without one; tests use a silent stub.
type Sounder interface {
	Play(name string)
	SetEnabled(on bool)
	SetVolume(v float64)
	// Notice returns a one-time message for the player (e.g. no device).
	Notice() (string, bool)
}

// Context is what every scene's Update receives: the stack, input, assets,
// settings and services. Stack changes requested here take effect after the
// current Update returns, so a scene never pulls the ground from under itself.
type Context struct {
	In       *input.Handler
	Assets   *assets.Assets
	Art      *assets.Art
	Settings *Settings
	Sound    Sounder
	Trace    *Trace
	Frame    int64

	ops       []stackOp
	quit      bool
	toasts    []toast
	configDir string
	// settingsLocked: the settings file could not be read, or another
	// copy runs; this window never writes over it.
	settingsLocked bool
	browser        store.Storage // the page's storage in the web build
	keep           *keeper
	fullscr        func(bool)
	dropped        *Dropped // a file dropped on the window, until a scene takes it
	server         string   // -server, over the settings' server
	device         string   // this run's device id when the settings have none to keep
	sinceTick      float64  // SinceTick, set before each Draw
}

// SinceTick is how far past the last tick the frame being drawn is, in
// ticks from 0 to 1: a screen that draws faster than 60 frames a second
// draws some between two ticks, and a card in flight is drawn where it is
// at that moment (parts.Frame.Ahead). It is 0 in scripted runs (tests), so
// what they draw never depends on the machine's speed, and it is only for
// drawing: the game itself moves on ticks alone.
func (c *Context) SinceTick() float64 { return c.sinceTick }

// Dropped is a file dropped on the window.
type Dropped struct {
	Name string
	Data []byte
	Err  error // it could not be read
}

// DropFile drops a file on the window as a person would: what scripted
// input (tests) does, since the window of a test has no files dropped.
func (c *Context) DropFile(name string, data []byte) { c.dropped = &Dropped{Name: name, Data: data} }

// TakeDropped returns the file dropped on the window since the last call,
// if any (the menu and the history watch a dropped record).
func (c *Context) TakeDropped() *Dropped {
	d := c.dropped
	c.dropped = nil
	return d
}

// Push puts s on top of the stack.
func (c *Context) Push(s Scene) { c.ops = append(c.ops, stackOp{opPush, s}) }

// Pop removes the top scene.
func (c *Context) Pop() { c.ops = append(c.ops, stackOp{kind: opPop}) }

// Replace swaps the top scene for s.
func (c *Context) Replace(s Scene) { c.ops = append(c.ops, stackOp{opReplace, s}) }

// Reset clears the stack down to s (e.g. "quit to menu").
func (c *Context) Reset(s Scene) { c.ops = append(c.ops, stackOp{opReset, s}) }

// Changing reports whether a change of the scene stack was asked for
// during this Update: a scene that loops through work in one frame stops
// where it opened another.
func (c *Context) Changing() bool { return len(c.ops) > 0 }

// Quit ends the program cleanly after this frame.
func (c *Context) Quit() { c.quit = true }

// CanQuit reports whether the program may end itself: a desktop window
// can, a web page cannot (ending the Go program there freezes the page,
// every later key throwing "Go program has already exited"; the player
// closes the tab instead), so the web build offers no Quit and no Ctrl+Q.
const CanQuit = runtime.GOOS != "js"

// Toast shows a short message at the bottom of the screen.
func (c *Context) Toast(msg string) {
	c.toasts = append(c.toasts, toast{msg: msg, left: toastFrames})
	c.Trace.Event("toast", map[string]any{"msg": msg})
}

// Toasts returns the messages showing now, oldest first.
func (c *Context) Toasts() []string {
	out := make([]string, len(c.toasts))
	for i, t := range c.toasts {
		out[i] = t.msg
	}
	return out
}

// BotDelay is how many frames a computer player's move is held so people
// can follow it (the computer pace setting).
func (c *Context) BotDelay() int { return c.Settings.BotDelay() }

// Dt is how far animations advance this tick (the animation-speed setting).
func (c *Context) Dt() float64 { return c.Settings.AnimFactor() }

// SaveSettings writes the settings now, toasting on failure; a failed save
// never stops the game.
func (c *Context) SaveSettings() {
	if c.browser != nil && !c.settingsLocked {
		if err := saveBrowserSettings(c.browser, *c.Settings); err != nil {
			c.Toast("Could not save the settings: " + datadir.Reason(err) + ".")
		}
		return
	}
	if c.configDir == "" || c.settingsLocked {
		return
	}
	if err := SaveSettings(c.configDir, *c.Settings); err != nil {
		log.Printf("parlor: %v", err)
		c.Toast("Could not save the settings: " + datadir.Reason(err) + ".")
	}
}

// SetFullscreen switches fullscreen and remembers it.
func (c *Context) SetFullscreen(on bool) {
	c.Settings.Fullscreen = on
	if c.fullscr != nil {
		c.fullscr(on)
	}
	c.SaveSettings()
}

// Play plays a sound effect if sound is available and on.
func (c *Context) Play(name string) {
	if c.Sound != nil && c.Settings.Sound {
		c.Sound.Play(name)
	}
}

// Server returns the online server to play on: the command line's, else
// the settings', else "" (this machine's).
func (c *Context) Server() string {
	if c.server != "" {
		return c.server
	}
	return c.Settings.Online.Server
}

// Device returns this device's id for signing in online, made at random
// and kept in the settings the first time. A window that may not write the
// settings (another copy runs) gets one of its own for this run: it is
// another person at the table.
func (c *Context) Device() string {
	if c.Settings.Online.Device != "" && !c.settingsLocked {
		return c.Settings.Online.Device
	}
	if c.device == "" {
		b := make([]byte, 16)
		_, _ = rand.Read(b)
		c.device = "parlor-" + hex.EncodeToString(b)
	}
	if !c.settingsLocked {
		c.Settings.Online.Device = c.device
		c.SaveSettings()
	}
	return c.device
}
