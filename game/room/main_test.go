package room

import (
	"os"
	"testing"

	"parlor/game/session"
)

// TestMain makes the computers think at once: a test counts ticks, and a
// decision landing a tick later on a busy machine must not change it.
func TestMain(m *testing.M) {
	session.Inline(true)
	os.Exit(m.Run())
}
