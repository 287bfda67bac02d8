// Command pack makes the pieces of Parlor's downloads that no stock tool
// here makes: the icon at every size a platform wants, the Windows
// resources, the macOS app bundle, the archives, their checksums, and the
// check that opens each archive. build/release runs it:
//
//	go run ./build/pack COMMAND ARGS...
//
// Each command lives in its own file and adds itself to commands.
package main

import (
	"fmt"
	"maps"
	"os"
	"slices"
)

// A command does one packaging step; args are what follow its name.
type command struct {
	usage string
	run   func(args []string) error
}

// commands holds every command by name; each file adds its own in init.
var commands = map[string]command{}

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	c, ok := commands[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "pack: no command %q\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err := c.run(os.Args[2:]); err != nil {
		fmt.Fprintf(os.Stderr, "pack %s: %v\n", os.Args[1], err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: go run ./build/pack COMMAND ARGS...")
	for _, name := range slices.Sorted(maps.Keys(commands)) {
		fmt.Fprintf(os.Stderr, "  %s %s\n", name, commands[name].usage)
	}
}
