// Package input turns raw keys and mouse buttons into named actions.
//
// Nothing outside this package reads the keyboard. Each frame the game calls
// Handler.Update with a Source (the real Ebitengine devices, or a Script in
// tests); scenes then ask the Handler about Actions: "did Player 1 press
// Left this frame?". Bindings live in a Keymap per context (the menus, and
// each seat on a shared keyboard), can be remapped, and serialise to JSON as
// readable key names ("Ctrl+Q", "ArrowUp", "Q").
//
// input names only the menus' actions. A game declares its own (Decl: Spit's
// pile keys, SpeedOh's slap and flip, with their default keys per seat) and
// the app passes the declarations to Declare before it reads the settings.
//
// We wrote this instead of using quasilyte/ebitengine-input: our needs are
// small (keyboard, mouse, one shared keyboard for two seats), and tests need a
// scripted source that feeds exact key states per frame, which is simplest
// when the handler owns the whole pipeline.
package input
