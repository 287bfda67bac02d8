// Command parlor is a desktop collection of five card games.
package main

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
	_ "golang.org/x/image/font/gofont/goregular"
)

func main() {
	// Placeholder until the game package lands: keeps the module's
	// dependencies pinned.
	_ = ebiten.RunGame
	fmt.Fprintln(os.Stderr, "parlor: not yet playable")
	os.Exit(1)
}
