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
	"sync"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// schema is the database's layout; version 1. Times are Unix
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
	record TEXT);
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
	s, err := openDB(path)
	var notices []string
	if damaged(err) {
		aside := fmt.Sprintf("%s.damaged-%s", path, time.Now().Format("20060102-150405"))
		log.Printf("parlor: %s: %v", path, err)
		if rerr := os.Rename(path, aside); rerr != nil {
			return nil, nil, fmt.Errorf("your games file is damaged and could not be moved aside: %w", rerr)
		}
		notices = append(notices, fmt.Sprintf("Your games file was damaged; it was kept as %s and a new one started.", filepath.Base(aside)))
		s, err = openDB(path)
	}
	if err != nil {
		return nil, nil, err
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
func openDB(path string) (*SQL, error) {
	dsn := "file:" + path + "?_pragma=busy_timeout(0)&_pragma=locking_mode(EXCLUSIVE)" +
		"&_pragma=synchronous(FULL)&_pragma=journal_mode(DELETE)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	// A write takes the exclusive lock now, not at the first save.
	taken := time.Now().UnixMilli()
	err = exec(db, schema, `INSERT OR REPLACE INTO meta VALUES('opened', ?)`, taken)
	if err == nil {
		err = check(db)
	}
	if err != nil {
		db.Close()
		if isCode(err, sqlite3.SQLITE_BUSY) || isCode(err, sqlite3.SQLITE_LOCKED) {
			return nil, ErrRunning
		}
		return nil, err
	}
	return &SQL{db: db, path: path}, nil
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
	case isCode(err, sqlite3.SQLITE_FULL):
		return errors.New("the disk is full")
	case isCode(err, sqlite3.SQLITE_READONLY), isCode(err, sqlite3.SQLITE_PERM):
		return errors.New("the file may not be written")
	case isCode(err, sqlite3.SQLITE_IOERR):
		return errors.New("the disk reported an error")
	}
	return err
}

// plainPath drops the path from a file error (the message names the file).
func plainPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
