package game

// SetFreeMemory replaces what the game calls to hand freed memory back to
// the OS, so a test can count the calls.
func SetFreeMemory(g *Game, f func()) { g.freeMemory = f }

// LoadSettingsWritable is loadSettings: whether the session may write
// the settings back.
var LoadSettingsWritable = loadSettings
