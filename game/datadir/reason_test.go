package datadir_test

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
	"testing"

	"parlor/game/datadir"

	"github.com/stretchr/testify/assert"
)

// TestReasonSaysWhyWithoutThePath: what a failed write says to a player
// names the reason, never a temporary file's path or a package's prefix.
func TestReasonSaysWhyWithoutThePath(t *testing.T) {
	tmp := func(errno error) error {
		pe := &fs.PathError{Op: "write", Path: "/home/ann/.config/parlor/settings.json.1234.tmp", Err: errno}
		return fmt.Errorf("game: save settings: %w", errors.Join(pe))
	}
	assert.Equal(t, "the disk is full", datadir.Reason(tmp(syscall.ENOSPC)))
	assert.Equal(t, "the disk may only be read", datadir.Reason(tmp(syscall.EROFS)))
	assert.Equal(t, "the folder may not be written", datadir.Reason(tmp(syscall.EACCES)))
	assert.Equal(t, syscall.EIO.Error(), datadir.Reason(tmp(syscall.EIO)))
	assert.Equal(t, "something else", datadir.Reason(errors.New("something else")))
}
