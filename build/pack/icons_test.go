package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// decodePNG reads a PNG file the way a desktop would.
func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err, path)
	return img
}

// Every hicolor size is written where a desktop looks, square at its own
// size, with clear corners and an opaque middle (the icon, not a blank).
func TestIconsWritesEveryHicolorSize(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, commands["icons"].run([]string{dir}))
	for _, n := range []int{16, 24, 32, 48, 64, 128, 256, 512} {
		p := filepath.Join(dir, "hicolor", fmt.Sprintf("%dx%d", n, n), "apps", "parlor.png")
		img := decodePNG(t, p)
		assert.Equal(t, image.Rect(0, 0, n, n), img.Bounds(), p)
		_, _, _, a := img.At(0, 0).RGBA()
		assert.Less(t, a, uint32(0x4000), "%d px: the corner is clear", n)
		_, _, _, a = img.At(n/2, n/2).RGBA()
		assert.Equal(t, uint32(0xffff), a, "%d px: the middle is opaque", n)
	}
	entries, err := os.ReadDir(filepath.Join(dir, "hicolor"))
	require.NoError(t, err)
	assert.Len(t, entries, 8, "one folder per size, nothing else")
}

// The same icon twice gives the same bytes: the archives are reproducible.
func TestPNGIsReproducible(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.png"), filepath.Join(dir, "sub", "b.png")
	require.NoError(t, commands["png"].run([]string{"48", a}))
	require.NoError(t, commands["png"].run([]string{"48", b}))
	da, err := os.ReadFile(a)
	require.NoError(t, err)
	db, err := os.ReadFile(b)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(da, db), "two encodings of the 48 px icon differ")
	assert.Equal(t, image.Rect(0, 0, 48, 48), decodePNG(t, a).Bounds())
}

// A size that is not a number of pixels is refused with what is wanted.
func TestPNGRefusesBadArguments(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.png")
	for _, args := range [][]string{{"0", out}, {"big", out}, {"-3", out}, {"32"}, {"5000", out}} {
		err := commands["png"].run(args)
		assert.Error(t, err, "%q", args)
	}
	_, err := os.Stat(out)
	assert.True(t, os.IsNotExist(err), "a refused size wrote nothing")
	assert.Error(t, commands["icons"].run(nil))
}
