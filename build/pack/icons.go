package main

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strconv"

	"parlor/assets"
)

// hicolorSizes are the sizes a Linux desktop looks for under
// icons/hicolor: the menu, the dock and a task switcher pick their own.
var hicolorSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

func init() {
	commands["icons"] = command{
		usage: "DIR: write DIR/hicolor/NxN/apps/parlor.png at every size a Linux desktop looks for",
		run:   runIcons,
	}
	commands["png"] = command{
		usage: "SIZE OUT.png: write Parlor's icon SIZE pixels square (a favicon, one platform's icon)",
		run:   runPNG,
	}
}

func runIcons(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("usage: icons DIR")
	}
	for _, n := range hicolorSizes {
		out := filepath.Join(args[0], "hicolor", fmt.Sprintf("%dx%d", n, n), "apps", "parlor.png")
		if err := writeIcon(n, out); err != nil {
			return err
		}
	}
	return nil
}

func runPNG(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: png SIZE OUT.png")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 1 || n > 4096 {
		return fmt.Errorf("size %q: want a whole number of pixels from 1 to 4096", args[0])
	}
	return writeIcon(n, args[1])
}

// writeIcon writes the icon at size n to out as a PNG, creating out's
// folder. Go's encoder gives the same bytes for the same image, so the
// archives holding these files stay reproducible.
func writeIcon(n int, out string) error {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, assets.Icon(n)); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	return os.WriteFile(out, buf.Bytes(), 0o644)
}
