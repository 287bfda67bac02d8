package main

import (
	"bytes"
	"image/png"
	"strings"
	"testing"
)

func TestParlorICNS(t *testing.T) {
	b, err := parlorICNS()
	if err != nil {
		t.Fatal(err)
	}
	if err := checkICNS(b); err != nil {
		t.Fatal(err)
	}
	entries, err := decodeICNS(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(icnsTypes) {
		t.Fatalf("%d entries, want %d", len(entries), len(icnsTypes))
	}
	for i, e := range entries {
		want := icnsTypes[i]
		img, err := png.Decode(bytes.NewReader(e.data))
		if err != nil {
			t.Fatalf("%s: %v", e.typ, err)
		}
		if e.typ != want.typ || img.Bounds().Dx() != want.size || img.Bounds().Dy() != want.size {
			t.Errorf("entry %d: %s %v, want %s %dx%[5]d", i, e.typ, img.Bounds(), want.typ, want.size)
		}
		// The icon is opaque in the middle: a blank image would pass the
		// size check but not this.
		if _, _, _, a := img.At(want.size/2, want.size/2).RGBA(); a != 0xffff {
			t.Errorf("%s: centre pixel alpha %#x, want opaque", e.typ, a)
		}
		// Apple's grid leaves a transparent margin around the body.
		if _, _, _, a := img.At(want.size/20, want.size/2).RGBA(); a != 0 {
			t.Errorf("%s: pixel in the left margin has alpha %#x, want transparent", e.typ, a)
		}
	}
}

func TestCheckICNSRefusesBadFiles(t *testing.T) {
	good, err := parlorICNS()
	if err != nil {
		t.Fatal(err)
	}
	entries, _ := decodeICNS(good)
	pngOf := func(typ string) []byte {
		for _, e := range entries {
			if e.typ == typ {
				return e.data
			}
		}
		t.Fatalf("no %s", typ)
		return nil
	}
	truncated := append([]byte(nil), good[:len(good)-10]...)
	cases := map[string]struct {
		b    []byte
		want string
	}{
		"not icns":      {[]byte("PNG\x00\x00\x00\x08"), "magic"},
		"truncated":     {truncated, "header says"},
		"missing entry": {encodeICNS(entries[1:]), "no ic07"},
		"wrong size":    {encodeICNS(append(entries[1:], icnsEntry{"ic07", pngOf("ic08")})), "ic07: 256x256, want 128x128"},
		"not png":       {encodeICNS(append(entries[1:], icnsEntry{"ic07", []byte("GIF89a")})), "ic07"},
		"unknown type":  {encodeICNS(append(entries, icnsEntry{"xxxx", nil})), "unexpected entry"},
	}
	for name, c := range cases {
		err := checkICNS(c.b)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", name, err, c.want)
		}
	}
}
