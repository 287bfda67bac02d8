//go:build !js

package store

import "errors"

// Open opens the player's games in dir: the SQLite database.
func Open(dir string) (Store, []string, error) {
	s, notices, err := OpenSQL(dir)
	if err != nil {
		return nil, notices, err
	}
	return s, notices, nil
}

// Browser returns the browser's storage; a desktop has none.
func Browser() (Storage, bool) { return nil, false }

// Download is the web build's export; a desktop writes files instead.
func Download(string, string) error { return errors.New("no browser to download to") }
