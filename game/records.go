package game

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"parlor/game/version"
	"parlor/rules/record"
)

// SaveRecord writes rec to $PARLOR_CONFIG_DIR/records (or the user's config
// dir) as game-date-seed.jsonl, stamping its creation time, and returns the
// path. Every game saves its records the same way.
func SaveRecord(gameName string, seed uint64, rec *record.Record) (string, error) {
	dir, err := RecordsDir()
	if err != nil {
		return "", err
	}
	now := time.Now()
	path := filepath.Join(dir, fmt.Sprintf("%s-%s-%d.jsonl", gameName, now.Format("20060102-150405"), seed))
	if rec.Header.Created == "" {
		rec.Header.Created = now.UTC().Format(time.RFC3339)
	}
	stampProgram(rec)
	f, err := os.Create(path)
	if err != nil {
		return "", err
	}
	if _, err := rec.WriteTo(f); err != nil {
		f.Close()
		return "", err
	}
	return path, f.Close()
}

// RecordsDir returns the folder records are saved and exported to
// ($PARLOR_CONFIG_DIR/records or the user's config dir), made if missing.
func RecordsDir() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(d, "records")
	return dir, os.MkdirAll(dir, 0o755)
}

// SaveRecordFile writes rec as a record file (SaveRecord) and tells the
// player where, or why not: what every "Save record" button does.
func (c *Context) SaveRecordFile(rec *record.Record) {
	path, err := SaveRecord(rec.Header.Game, rec.Header.Seed, rec)
	if err != nil {
		c.Toast("Could not save the record: " + err.Error())
		return
	}
	c.Toast("Record saved: " + path)
}

// stampProgram names this build in rec's header: every record the app
// writes (a save, a finished game, an export) says which Parlor wrote it.
func stampProgram(rec *record.Record) {
	rec.Header.Program = "Parlor " + version.String()
}
