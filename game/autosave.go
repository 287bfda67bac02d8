package game

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"time"

	"parlor/rules/record"
)

// autosaveFile holds the game in progress: its own record, so continuing
// it goes through the same verification as `parlor verify`.
const autosaveFile = "autosave.jsonl"

// SaveGame writes rec as the game in progress in dir, atomically.
func SaveGame(dir string, rec *record.Record) error {
	var buf bytes.Buffer
	if _, err := rec.WriteTo(&buf); err != nil {
		return fmt.Errorf("game: autosave: %w", err)
	}
	if err := writeAtomic(dir, autosaveFile, buf.Bytes()); err != nil {
		return fmt.Errorf("game: autosave: %w", err)
	}
	return nil
}

// LoadGame reads the game in progress in dir: nil with no notice when there
// is none. A file that cannot be read as a record is moved aside (never
// deleted) and notice says so for the player.
func LoadGame(dir string) (rec *record.Record, notice string) {
	path := filepath.Join(dir, autosaveFile)
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ""
	}
	if err != nil {
		// Unreadable (permissions): not damaged, so it stays where it is.
		log.Printf("parlor: saved game %s: %v", path, err)
		return nil, fmt.Sprintf("The saved game could not be read (%v); it was left as it is.", unwrapPath(err))
	}
	rec, err = record.Read(f)
	f.Close()
	if err == nil {
		return rec, ""
	}
	return nil, SetAsideGame(dir, err)
}

// SetAsideGame moves a damaged game in progress aside, for a record the
// file format accepts but the game's engine refuses, and returns the notice
// for the player.
func SetAsideGame(dir string, why error) string {
	path := filepath.Join(dir, autosaveFile)
	aside := fmt.Sprintf("%s.damaged-%s", path, time.Now().Format("20060102-150405"))
	log.Printf("parlor: saved game %s: %v", path, why)
	if err := os.Rename(path, aside); err != nil {
		return fmt.Sprintf("The saved game could not be read (%v).", why)
	}
	return fmt.Sprintf("The saved game was damaged; kept it as %s.", filepath.Base(aside))
}

// ClearGame removes the game in progress (it ended, or a new one began).
func ClearGame(dir string) error {
	err := os.Remove(filepath.Join(dir, autosaveFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// writeAtomic writes data to dir/name through a temporary file and a
// rename, so a crash mid-write never leaves half a file.
func writeAtomic(dir, name string, data []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, name+".*.tmp")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		return errors.Join(werr, cerr)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(dir, name)); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// Autosave keeps rec as the game in progress. A failure is toasted once
// per game and never stops play.
func (c *Context) Autosave(rec *record.Record) {
	if c.configDir == "" || rec == nil {
		return
	}
	if err := SaveGame(c.configDir, rec); err != nil && !c.autosaveFailed {
		c.autosaveFailed = true
		log.Printf("parlor: %v", err)
		c.Toast("Could not save the game in progress: " + err.Error())
	}
}

// ClearAutosave forgets the game in progress.
func (c *Context) ClearAutosave() {
	if c.configDir == "" {
		return
	}
	c.autosaveFailed = false
	if err := ClearGame(c.configDir); err != nil {
		log.Printf("parlor: %v", err)
	}
}

// ConfigDir returns the directory the game keeps its files in ("" when it
// keeps none).
func (c *Context) ConfigDir() string { return c.configDir }

// SavedGame returns the game in progress, if any; notice is for the player
// when a damaged file was set aside.
func (c *Context) SavedGame() (rec *record.Record, notice string) {
	if c.configDir == "" {
		return nil, ""
	}
	return LoadGame(c.configDir)
}

// SetAsideSavedGame moves the game in progress aside because its engine
// refused it, and toasts why.
func (c *Context) SetAsideSavedGame(why error) {
	if c.configDir != "" {
		c.Toast(SetAsideGame(c.configDir, why))
	}
}
