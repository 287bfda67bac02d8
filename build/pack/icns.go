package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"

	"parlor/assets"
)

// The macOS icon (.icns): a big-endian container, "icns" and its total
// length, then one entry per image, each a four-letter type, its length
// (header included) and a PNG. Finder and the Dock pick the size they
// need; the @2x types serve Retina screens.

func init() {
	commands["icns"] = command{
		usage: "OUT.icns: Parlor's icon for a macOS app bundle",
		run:   runICNS,
	}
}

// icnsTypes are the entries written, with each one's side in pixels.
var icnsTypes = []struct {
	typ  string
	size int
}{
	{"ic07", 128},
	{"ic08", 256},
	{"ic09", 512},
	{"ic10", 1024}, // 512@2x
	{"ic11", 32},   // 16@2x
	{"ic12", 64},   // 32@2x
	{"ic13", 256},  // 128@2x
	{"ic14", 512},  // 256@2x
}

func runICNS(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("usage: icns OUT.icns")
	}
	b, err := parlorICNS()
	if err != nil {
		return err
	}
	return os.WriteFile(args[0], b, 0o644)
}

// parlorICNS draws Parlor's icon at every size in icnsTypes, each size
// once, and packs them.
func parlorICNS() ([]byte, error) {
	drawn := map[int][]byte{}
	var entries []icnsEntry
	for _, t := range icnsTypes {
		if drawn[t.size] == nil {
			var buf bytes.Buffer
			if err := png.Encode(&buf, macIcon(t.size)); err != nil {
				return nil, err
			}
			drawn[t.size] = buf.Bytes()
		}
		entries = append(entries, icnsEntry{t.typ, drawn[t.size]})
	}
	return encodeICNS(entries), nil
}

// macIcon is Parlor's icon on a transparent canvas size pixels square,
// its body 824/1024 of the side as on Apple's icon grid, so that it sits
// in the Dock at the size of the icons around it.
func macIcon(size int) *image.RGBA {
	body := (size*824 + 512) / 1024
	off := (size - body) / 2
	dst := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(dst, image.Rect(off, off, off+body, off+body), assets.Icon(body), image.Point{}, draw.Src)
	return dst
}

// An icnsEntry is one image of an .icns file.
type icnsEntry struct {
	typ  string // four letters, e.g. ic07
	data []byte
}

// encodeICNS packs entries into an .icns file.
func encodeICNS(entries []icnsEntry) []byte {
	total := 8
	for _, e := range entries {
		total += 8 + len(e.data)
	}
	out := make([]byte, 0, total)
	out = append(out, "icns"...)
	out = binary.BigEndian.AppendUint32(out, uint32(total))
	for _, e := range entries {
		out = append(out, e.typ...)
		out = binary.BigEndian.AppendUint32(out, uint32(8+len(e.data)))
		out = append(out, e.data...)
	}
	return out
}

// decodeICNS splits an .icns file into its entries, checking every length.
func decodeICNS(b []byte) ([]icnsEntry, error) {
	if len(b) < 8 || string(b[:4]) != "icns" {
		return nil, fmt.Errorf("not an icns file (no 'icns' magic)")
	}
	if n := binary.BigEndian.Uint32(b[4:]); int64(n) != int64(len(b)) {
		return nil, fmt.Errorf("icns header says %d bytes, the file has %d", n, len(b))
	}
	var entries []icnsEntry
	for rest := b[8:]; len(rest) > 0; {
		if len(rest) < 8 {
			return nil, fmt.Errorf("icns: %d stray bytes at the end", len(rest))
		}
		n := binary.BigEndian.Uint32(rest[4:])
		if n < 8 || int64(n) > int64(len(rest)) {
			return nil, fmt.Errorf("icns entry %q: length %d does not fit the %d bytes left", rest[:4], n, len(rest))
		}
		entries = append(entries, icnsEntry{string(rest[:4]), rest[8:n]})
		rest = rest[n:]
	}
	return entries, nil
}

// checkICNS decodes b and checks it holds exactly the entries of
// icnsTypes, each a PNG of its size.
func checkICNS(b []byte) error {
	entries, err := decodeICNS(b)
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, e := range entries {
		if seen[e.typ] {
			return fmt.Errorf("icns: %s twice", e.typ)
		}
		seen[e.typ] = true
		if err := checkICNSEntry(e); err != nil {
			return err
		}
	}
	for _, t := range icnsTypes {
		if !seen[t.typ] {
			return fmt.Errorf("icns: no %s (%d px)", t.typ, t.size)
		}
	}
	return nil
}

// checkICNSEntry checks that e is a known type holding a PNG of its size.
func checkICNSEntry(e icnsEntry) error {
	want := 0
	for _, t := range icnsTypes {
		if t.typ == e.typ {
			want = t.size
		}
	}
	if want == 0 {
		return fmt.Errorf("icns: unexpected entry %q", e.typ)
	}
	img, err := png.Decode(bytes.NewReader(e.data))
	if err != nil {
		return fmt.Errorf("icns %s: %v", e.typ, err)
	}
	if r := img.Bounds(); r.Dx() != want || r.Dy() != want {
		return fmt.Errorf("icns %s: %dx%d, want %dx%d", e.typ, r.Dx(), r.Dy(), want, want)
	}
	return nil
}
