package assets

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// The Go fonts are parsed once per process, on first use rather than in
// init, so a broken font can only ever surface as an error.
var (
	fontOnce            sync.Once
	regularSrc, boldSrc *text.GoTextFaceSource
	errFonts            error
)

func fontSources() (regular, bold *text.GoTextFaceSource, err error) {
	fontOnce.Do(func() {
		regularSrc, errFonts = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
		if errFonts != nil {
			errFonts = fmt.Errorf("assets: go regular font: %w", errFonts)
			return
		}
		boldSrc, errFonts = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
		if errFonts != nil {
			errFonts = fmt.Errorf("assets: go bold font: %w", errFonts)
		}
	})
	return regularSrc, boldSrc, errFonts
}

// Assets holds the app's fonts and sound effects. Load it once at start-up
// and pass it to whoever draws text or plays sounds.
type Assets struct {
	regular, bold *text.GoTextFaceSource

	mu    sync.Mutex
	faces map[faceKey]*text.GoTextFace
}

type faceKey struct {
	bold bool
	size float64
}

// Load parses the fonts. It does not touch the GPU, so it may run before
// the game loop starts.
func Load() (*Assets, error) {
	r, b, err := fontSources()
	if err != nil {
		return nil, err
	}
	return &Assets{regular: r, bold: b, faces: map[faceKey]*text.GoTextFace{}}, nil
}

// Regular returns the Go Regular face at size pixels (in the coordinates
// it will be drawn in), made once per size and cached so text layout caches
// stay warm.
func (a *Assets) Regular(size float64) text.Face { return a.face(false, size) }

// Bold returns the Go Bold face at size pixels, cached like Regular.
func (a *Assets) Bold(size float64) text.Face { return a.face(true, size) }

func (a *Assets) face(bold bool, size float64) text.Face {
	if !(size > 0) || size > 1000 {
		size = 16 // a NaN, negative or absurd size is a caller bug; stay readable
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	k := faceKey{bold, size}
	if f, ok := a.faces[k]; ok {
		return f
	}
	src := a.regular
	if bold {
		src = a.bold
	}
	f := &text.GoTextFace{Source: src, Size: size}
	a.faces[k] = f
	return f
}

// Sound returns the named effect as 16-bit little-endian stereo PCM at
// SampleRate (see the Sound* names), synthesised on first use; ok is false
// for an unknown name.
func (a *Assets) Sound(name string) (pcm []byte, ok bool) { return SoundPCM(name) }
