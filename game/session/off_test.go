package session_test

import (
	"testing"

	"parlor/game/session"

	"github.com/stretchr/testify/assert"
)

// TestOffRunsWorkOffTheCallerUnlessInline: as players run, Off returns
// before the work is done (a frame never waits for a computer); inline,
// as tests run, the work is done when Off returns.
func TestOffRunsWorkOffTheCallerUnlessInline(t *testing.T) {
	session.Inline(false)
	defer session.Inline(true) // as TestMain set it
	release, done := make(chan struct{}), make(chan struct{})
	session.Off(func() { <-release; close(done) }) // inline, this would never return
	close(release)
	<-done

	session.Inline(true)
	ran := false
	session.Off(func() { ran = true })
	assert.True(t, ran)
}
