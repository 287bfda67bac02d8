//go:build !js

package store

import "database/sql"

// SetFault makes the store's transactions call f between their writes; a
// non-nil error from f fails that transaction (a test's injected fault).
func SetFault(s *SQL, f func(step string) error) { s.step = f }

// DB is the store's database, for tests that damage or fill it.
func DB(s *SQL) *sql.DB { return s.db }

// Plain is plain: an SQLite error in words a player can act on.
var Plain = plain

// FillDiskAtOpen makes the first write of every open find the disk full,
// until the test ends.
func FillDiskAtOpen(t interface{ Cleanup(func()) }) {
	was := openWrite
	openWrite = func(*sql.DB) error { return errFull }
	t.Cleanup(func() { openWrite = was })
}
