//go:build !js

package store

import (
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// schemaVersion is the database layout's version, kept in meta under
// "schema" (a database made before the key was written is version 1). A
// newer one is another Parlor's, refused and left as it is. A column
// added since with a default (finished.undated) needs no new version:
// a Parlor from before names the columns it reads and writes, so it
// still opens the file, and this one adds the column to a file that
// lacks it (addUndated).
const schemaVersion = 1

// tables are the tables of Parlor's database: a database holding others
// and no meta is another program's; one missing any is damaged.
var tables = []string{"meta", "saves", "finished", "carried", "imported", "aside"}

// schema is the database's layout (schemaVersion). Times are Unix
// milliseconds.
const schema = `
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS saves(
	game TEXT PRIMARY KEY,
	record TEXT NOT NULL,
	saved INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS finished(
	id INTEGER PRIMARY KEY,
	game TEXT NOT NULL,
	played INTEGER NOT NULL,
	level TEXT NOT NULL DEFAULT '',
	share REAL NOT NULL DEFAULT 0,
	summary TEXT NOT NULL DEFAULT '',
	counted INTEGER NOT NULL DEFAULT 0,
	score REAL NOT NULL DEFAULT 0,
	undos INTEGER NOT NULL DEFAULT 0,
	hints INTEGER NOT NULL DEFAULT 0,
	figures TEXT NOT NULL DEFAULT '',
	listed INTEGER NOT NULL DEFAULT 1,
	record TEXT,
	undated INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS finished_played ON finished(played);
CREATE TABLE IF NOT EXISTS carried(
	game TEXT NOT NULL,
	level TEXT NOT NULL,
	line TEXT NOT NULL,
	PRIMARY KEY(game, level));
CREATE TABLE IF NOT EXISTS imported(path TEXT PRIMARY KEY, at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS aside(
	id INTEGER PRIMARY KEY,
	what TEXT NOT NULL,
	why TEXT NOT NULL,
	at INTEGER NOT NULL,
	data TEXT NOT NULL);
`

// OpenSQL opens (or creates) the database in dir and takes it for this copy
// of Parlor. It returns ErrRunning when another copy holds it; an error
// wrapping fs.ErrPermission or another reason the file cannot be opened
// means nothing may be kept (the file is left exactly as it is). A file
// that is not a database is moved aside and a new one started; notices
// say so for the player.
func OpenSQL(dir string) (*SQL, []string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, fmt.Errorf("could not make the folder for your games: %w", err)
	}
	path := filepath.Join(dir, FileName)
	if err := readable(path); err != nil {
		return nil, nil, err
	}
	var notices []string
	if fi, err := os.Stat(path); err == nil && fi.Size() == 0 {
		// SQLite would take it for a new database without a word: the
		// player's games were lost before Parlor opened it, and is told.
		notices = append(notices, "Your games file was empty (something cut it short while Parlor was closed), so a new one was started.")
	}
	s, notice, err := openDB(path)
	if damaged(err) {
		aside := fmt.Sprintf("%s.damaged-%s", path, time.Now().Format("20060102-150405"))
		log.Printf("parlor: %s: %v", path, err)
		if rerr := os.Rename(path, aside); rerr != nil {
			return nil, nil, fmt.Errorf("your games file is damaged and could not be moved aside: %w", rerr)
		}
		notices = append(notices, fmt.Sprintf("Your games file was damaged; it was kept as %s and a new one started.", filepath.Base(aside)))
		s, notice, err = openDB(path)
	}
	switch {
	case errors.Is(err, ErrRunning), errors.Is(err, ErrForeign), errors.Is(err, ErrNewer):
		return nil, nil, err
	case err != nil:
		return nil, nil, fmt.Errorf("your games file (%s) could not be opened: %w", FileName, plainPath(plain(err)))
	}
	if notice != "" {
		notices = append(notices, notice)
	}
	s.cond = sync.NewCond(&s.mu)
	go s.write()
	return s, notices, nil
}

// readable refuses a file that exists but cannot be read, before SQLite
// could decide to write over it.
func readable(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err == nil {
		_, err = f.Read(make([]byte, 1))
		f.Close()
		if errors.Is(err, io.EOF) {
			err = nil
		}
	}
	if err != nil {
		return fmt.Errorf("your games file (%s) could not be read: %w", filepath.Base(path), plainPath(err))
	}
	return nil
}

// openDB opens path on one connection in exclusive locking mode: the
// first write takes the file for as long as this copy runs, so a second
// copy cannot read it half-written nor write over it.
func openDB(path string) (*SQL, string, error) {
	dsn := "file:" + path + "?_pragma=busy_timeout(0)&_pragma=locking_mode(EXCLUSIVE)" +
		"&_pragma=synchronous(FULL)&_pragma=journal_mode(DELETE)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, "", err
	}
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	notice, err := takeDB(db)
	if err != nil {
		db.Close()
		if isCode(err, sqlite3.SQLITE_BUSY) || isCode(err, sqlite3.SQLITE_LOCKED) {
			return nil, "", ErrRunning
		}
		return nil, "", err
	}
	undated, _ := hasUndated(db) // not known: read and written as 0
	return &SQL{db: db, path: path, undated: undated}, notice, nil
}

// takeDB reads the database before anything is written, so a damaged
// file is set aside as it was and a foreign or newer one is left as it
// is; takes it for this copy (the exclusive lock, which locking_mode keeps
// once taken, with nothing written); then writes the layout and when it
// was opened. A full disk still opens games already kept, to be seen and
// exported, and says so.
func takeDB(db *sql.DB) (notice string, err error) {
	if err := check(db); err != nil {
		return "", err
	}
	fresh, err := layout(db)
	if err != nil {
		return "", err
	}
	if _, err := db.Exec(`BEGIN EXCLUSIVE; COMMIT`); err != nil {
		return "", err
	}
	err = openWrite(db)
	if err != nil && !fresh && errors.Is(plain(err), errFull) {
		return "Your disk is full: your games can be seen and exported, but nothing new is kept until there is room.", nil
	}
	return "", err
}

// openWrite is the first write: the layout, and when it was opened (a
// test fills the disk here).
var openWrite = func(db *sql.DB) error {
	if err := exec(db, schema, `INSERT OR REPLACE INTO meta VALUES('opened', ?), ('schema', ?)`, time.Now().UnixMilli(), schemaVersion); err != nil {
		return err
	}
	return addUndated(db)
}

// addUndated gives finished its undated column (Item.Undated) in a file
// made before it; the rows there keep their dates (0).
func addUndated(db *sql.DB) error {
	if ok, err := hasUndated(db); ok || err != nil {
		return err
	}
	_, err := db.Exec(`ALTER TABLE finished ADD COLUMN undated INTEGER NOT NULL DEFAULT 0`)
	return err
}

// hasUndated reports whether finished has its undated column: a file
// made before it, opened on a full disk, may not.
func hasUndated(db *sql.DB) (bool, error) {
	var n int
	err := db.QueryRow(`SELECT count(*) FROM pragma_table_info('finished') WHERE name = 'undated'`).Scan(&n)
	return n > 0, err
}

// exec runs the schema, then one statement with its arguments.
func exec(db *sql.DB, schema, stmt string, args ...any) error {
	if _, err := db.Exec(schema); err != nil {
		return err
	}
	_, err := db.Exec(stmt, args...)
	return err
}

// errCorrupt is a database SQLite opens but whose pages do not check.
var errCorrupt = errors.New("the database does not check")

// check runs SQLite's quick integrity check.
func check(db *sql.DB) error {
	var ok string
	if err := db.QueryRow(`PRAGMA quick_check`).Scan(&ok); err != nil {
		return err
	}
	if ok != "ok" {
		return fmt.Errorf("%w: %s", errCorrupt, ok)
	}
	return nil
}

// ErrForeign is the refusal of a database that is not Parlor's (another
// program's file under Parlor's name): it is left as it is.
var ErrForeign = errors.New("the games file (" + FileName + ") holds another program's data, not Parlor's")

// ErrNewer is the refusal of a database a newer Parlor made: it is left
// as it is for that version.
var ErrNewer = errors.New("the games file (" + FileName + ") was made by a newer Parlor: update Parlor to open it")

// layout checks that the database is Parlor's, of a version this program
// reads, with every table; fresh is a new, empty file.
func layout(db *sql.DB) (fresh bool, err error) {
	rows, err := db.Query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
	if err != nil {
		return false, err
	}
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return false, err
		}
		names = append(names, n)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return false, err
	}
	if len(names) == 0 {
		return true, nil
	}
	if !slices.Contains(names, "meta") {
		return false, ErrForeign
	}
	version := 1
	var v string
	switch err := db.QueryRow(`SELECT value FROM meta WHERE key = 'schema'`).Scan(&v); {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return false, err
	default:
		if version, err = strconv.Atoi(v); err != nil || version < 1 {
			return false, fmt.Errorf("%w: its version is %q", errCorrupt, v)
		}
	}
	if version > schemaVersion {
		return false, ErrNewer
	}
	for _, t := range tables {
		if !slices.Contains(names, t) {
			return false, fmt.Errorf("%w: its table %s is missing", errCorrupt, t)
		}
	}
	return false, nil
}

// damaged reports whether err says the file is not a sound database.
func damaged(err error) bool {
	return errors.Is(err, errCorrupt) || isCode(err, sqlite3.SQLITE_NOTADB) || isCode(err, sqlite3.SQLITE_CORRUPT)
}

// isCode reports whether err is an SQLite error with primary code code.
func isCode(err error, code int) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == code
}

// plain turns an SQLite error into words a player can act on.
func plain(err error) error {
	switch {
	case errors.Is(err, errFull):
		return err
	case isCode(err, sqlite3.SQLITE_FULL):
		return errFull
	case isCode(err, sqlite3.SQLITE_READONLY), isCode(err, sqlite3.SQLITE_PERM):
		return errors.New("the file may not be written")
	case isCode(err, sqlite3.SQLITE_IOERR):
		return errors.New("the disk reported an error")
	case isCode(err, sqlite3.SQLITE_CANTOPEN):
		return errors.New("the file could not be opened")
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		// SQLite's own words without its number ("... (1544)"), which
		// says nothing to a player.
		return errors.New(sqliteCode.ReplaceAllString(se.Error(), ""))
	}
	return err
}

// sqliteCode is the "(N)" SQLite puts after its messages, and the code's
// name after it.
var sqliteCode = regexp.MustCompile(`\s*\(\d+\)(\s*\(SQLITE_\w+\))?$`)

// errFull is a write the disk had no room for.
var errFull = errors.New("the disk is full")

// plainPath drops the path from a file error (the message names the file).
func plainPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
