// Package replay is `parlor verify FILE...`: it reads game records and has
// each one replayed by its game's engine, reporting the first disagreement.
//
// Output, one line per file:
//
//	FILE: OK
//	FILE: line N: <first disagreement or malformed line>
//
// Exit code 0 when every file verifies, 1 when any fails, 2 for a usage
// error.
package replay

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"parlor/rules/games"
	"parlor/rules/record"
)

// Main runs `parlor verify` with args (the files, without the subcommand
// name) and returns the exit code.
func Main(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("parlor verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: parlor verify FILE...")
		fmt.Fprintln(stderr, "replays each game record through its engine and reports the first disagreement")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	code := 0
	for _, name := range fs.Args() {
		h, err := File(name)
		if err != nil {
			fmt.Fprintf(stdout, "%s: %s\n", name, describe(err))
			code = 1
			continue
		}
		if h.Commit != "" {
			fmt.Fprintf(stdout, "%s: OK; its deals came from the seed committed to at the start (%s)\n", name, h.Commit)
			continue
		}
		fmt.Fprintf(stdout, "%s: OK\n", name)
	}
	return code
}

// File verifies the record in the named file and returns its header. A
// record with a commitment to its seed (a game hosted online) verifies
// only if its seed and salt hash to it.
func File(name string) (record.Header, error) {
	f, err := os.Open(name)
	if err != nil {
		return record.Header{}, fmt.Errorf("cannot open: %w", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		return record.Header{}, fmt.Errorf("is a directory; give the record files in it (%s/*.jsonl)", strings.TrimSuffix(name, "/"))
	}
	return Reader(f)
}

// Reader verifies the record read from r and returns its header. It never
// panics: a bug in a verifier comes back as an error.
func Reader(r io.Reader) (h record.Header, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("internal error while verifying: %v", p)
		}
	}()
	rec, err := record.Read(r)
	if err != nil {
		return h, err
	}
	e, ok := games.Lookup(rec.Header.Game)
	if !ok {
		return h, &record.LineError{Line: 1, Err: fmt.Errorf("unknown game %q (this program verifies %s)",
			rec.Header.Game, strings.Join(games.Names(), ", "))}
	}
	return rec.Header, e.Verify(rec)
}

// describe words an error for the report line: errors that carry a line
// number already start with "line N: ".
func describe(err error) string {
	var m *record.Mismatch
	if errors.As(err, &m) && m.Line <= 0 {
		return fmt.Sprintf("end of record: %s: record says %s, engine derives %s", m.What, m.Got, m.Want)
	}
	return err.Error()
}
