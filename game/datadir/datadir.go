// Package datadir is where Parlor keeps what it remembers between launches
// besides settings: the games in progress, the statistics and the history
// of finished games, and how it writes and reads those files safely (a
// write never leaves half a file; a damaged file is moved aside, never
// deleted; an unreadable one is left alone).
package datadir

import (
	"errors"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"time"
)

// Dir returns the data directory: $PARLOR_DATA_DIR if set (tests), else
// the platform's place for application data + "/parlor":
// $XDG_DATA_HOME or ~/.local/share on Linux, %LocalAppData% on Windows,
// ~/Library/Application Support on macOS.
func Dir() (string, error) {
	if d := os.Getenv("PARLOR_DATA_DIR"); d != "" {
		return d, nil
	}
	switch runtime.GOOS {
	case "js":
		return "", errors.New("no data directory in a browser")
	case "windows":
		if d := os.Getenv("LocalAppData"); d != "" {
			return filepath.Join(d, "parlor"), nil
		}
	case "darwin":
		d, err := os.UserConfigDir() // ~/Library/Application Support
		if err != nil {
			return "", err
		}
		return filepath.Join(d, "parlor"), nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(d) {
		return filepath.Join(d, "parlor"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(home, ".local", "share", "parlor"), nil
}

// WriteAtomic writes data to dir/name through a temporary file and a
// rename, so a crash mid-write never leaves half a file.
func WriteAtomic(dir, name string, data []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, name+".*.tmp")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	serr := tmp.Sync()
	cerr := tmp.Close()
	if werr != nil || serr != nil || cerr != nil {
		os.Remove(tmp.Name())
		return errors.Join(werr, serr, cerr)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(dir, name)); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// ErrUnreadable wraps a file that exists but cannot be read (its
// permissions): not damaged, so it is left where it is.
var ErrUnreadable = errors.New("unreadable")

// Read reads a file: (nil, nil) when it does not exist, an error wrapping
// ErrUnreadable when it exists but cannot be read.
func Read(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case err != nil:
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("%w (%v)", ErrUnreadable, err)
	}
	return b, nil
}

// SetAside moves a damaged file aside as NAME.damaged-TIME (never deleting
// it), logs why, and returns a sentence for the player naming what.
func SetAside(path, what string, why error) string {
	aside := fmt.Sprintf("%s.damaged-%s", path, time.Now().Format("20060102-150405"))
	log.Printf("parlor: %s %s: %v", what, path, why)
	if err := os.Rename(path, aside); err != nil {
		return fmt.Sprintf("The %s could not be read (%v).", what, why)
	}
	return fmt.Sprintf("The %s was damaged; kept it as %s.", what, filepath.Base(aside))
}

// Reason is a file error in a player's words: why, without the file's
// path (a temporary file's name means nothing to them) or the program's
// own prefixes.
func Reason(err error) string {
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return "the disk is full"
	case errors.Is(err, syscall.EROFS):
		return "the disk may only be read"
	case errors.Is(err, fs.ErrPermission):
		return "the folder may not be written"
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	return err.Error()
}
