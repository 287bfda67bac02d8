// Package records is the command line's way in and out of the player's
// games: `parlor export` writes finished games as .jsonl records (the
// exchange format), `parlor import` adds record files to the History.
package records

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"parlor/game/store"
	"parlor/rules/record"
)

// Checker verifies a record against its game's rules and says who won
// (the History's line); ok false with err says why it is refused.
type Checker func(rec *record.Record) (summary string, err error)

// Main runs `parlor export` or `parlor import` (cmd) with args on the
// games in dataDir and returns the exit code.
func Main(cmd string, args []string, dataDir string, check Checker, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("parlor "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", ".", "with export: the folder the records are written to")
	if fs.Parse(args) != nil {
		return 2
	}
	s, notices, err := store.Open(dataDir)
	if err != nil {
		fmt.Fprintln(stderr, "parlor:", err)
		return 1
	}
	defer s.Close()
	for _, n := range notices {
		fmt.Fprintln(stderr, n)
	}
	switch cmd {
	case "export":
		return export(s, *dir, stdout, stderr)
	case "import":
		return importFiles(s, fs.Args(), check, stdout, stderr)
	}
	fmt.Fprintf(stderr, "parlor: unknown command %q\n", cmd)
	return 2
}

// export writes every finished game of the History to dir as
// game-YYYYMMDD-HHMMSS-ID.jsonl; existing files are not written over.
func export(s store.Store, dir string, stdout, stderr io.Writer) int {
	games, err := s.Games()
	if err != nil {
		fmt.Fprintln(stderr, "parlor:", err)
		return 1
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(stderr, "parlor:", err)
		return 1
	}
	code, done := 0, 0
	for _, it := range games {
		path, err := Write(s, it, dir)
		if err != nil {
			fmt.Fprintf(stderr, "parlor: %s: %v\n", FileName(it), err)
			code = 1
			continue
		}
		done++
		fmt.Fprintln(stdout, path)
	}
	fmt.Fprintf(stderr, "%d of %d finished games exported to %s\n", done, len(games), dir)
	return code
}

// FileName is the name an exported finished game gets.
func FileName(it store.Item) string {
	return fmt.Sprintf("%s-%s-%d.jsonl", it.Game, it.When.Format("20060102-150405"), it.ID)
}

// Write exports one finished game into dir and returns its path; a file
// of that name already there is never written over.
func Write(s store.Store, it store.Item, dir string) (string, error) {
	t, err := s.Export(it.ID)
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, FileName(it))
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return "", err
	}
	if _, err := io.WriteString(f, t); err != nil {
		f.Close()
		return "", err
	}
	return path, f.Close()
}

// importFiles adds each record file that checks out to the History.
func importFiles(s store.Store, paths []string, check Checker, stdout, stderr io.Writer) int {
	if len(paths) == 0 {
		fmt.Fprintln(stderr, "usage: parlor import FILE.jsonl...")
		return 2
	}
	code := 0
	for _, p := range paths {
		err := importFile(s, p, check)
		switch {
		case errors.Is(err, store.ErrHeld):
			fmt.Fprintf(stdout, "%s: in the History already\n", p)
		case err != nil:
			fmt.Fprintf(stderr, "parlor: %s: %v\n", p, err)
			code = 1
		default:
			fmt.Fprintf(stdout, "%s: added to the History\n", p)
		}
	}
	return code
}

func importFile(s store.Store, path string, check Checker) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	// At most a byte more than a record may be: the parser refuses what
	// is larger, and an endless file (/dev/zero) is never read whole.
	b, err := io.ReadAll(io.LimitReader(f, record.MaxBytes+1))
	f.Close()
	if err != nil {
		return err
	}
	rec, err := store.Parse(b)
	if err != nil {
		return fmt.Errorf("not a game record: %w", err)
	}
	summary, err := check(rec)
	if err != nil {
		return err
	}
	_, err = s.Import(rec, summary)
	return err
}
