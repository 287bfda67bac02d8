// Command probe is a tiny Ebitengine window that the e2e helpers are tested against: it
// writes the same kind of trace as parlor (PARLOR_TRACE) for what it receives.
//
//	{"ev":"ready","ms":N}                  after the first frame
//	{"ev":"key","keys":["ArrowDown"]}      a key was pressed (Ebitengine key names)
//	{"ev":"click","rect":[x,y,0,0]}        the left button was pressed at x,y
//	{"ev":"quit"}                          ctrl+q: exits with code 0
//
// It fills its 640x480 window with the felt green and draws a gold box at (100,100)-(300,150).
package main

import (
	"encoding/json"
	"flag"
	"image"
	"image/color"
	"log"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

var start = time.Now()

type probe struct {
	trace *os.File
	drawn bool
	ready bool
	keys  []ebiten.Key
}

func (p *probe) emit(v map[string]any) {
	if p.trace == nil {
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := p.trace.Write(append(b, '\n')); err != nil {
		log.Fatal(err)
	}
}

func (p *probe) Update() error {
	if p.drawn && !p.ready {
		p.ready = true
		p.emit(map[string]any{"ev": "ready", "ms": time.Since(start).Milliseconds()})
	}
	p.keys = inpututil.AppendJustPressedKeys(p.keys[:0])
	for _, k := range p.keys {
		p.emit(map[string]any{"ev": "key", "keys": []string{k.String()}})
		if k == ebiten.KeyQ && ebiten.IsKeyPressed(ebiten.KeyControl) {
			p.emit(map[string]any{"ev": "quit"})
			return ebiten.Termination
		}
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		x, y := ebiten.CursorPosition()
		p.emit(map[string]any{"ev": "click", "rect": []int{x, y, 0, 0}})
	}
	return nil
}

func (p *probe) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{22, 92, 58, 255})
	screen.SubImage(image.Rect(100, 100, 300, 150)).(*ebiten.Image).Fill(color.RGBA{242, 193, 78, 255})
	p.drawn = true
}

func (*probe) Layout(int, int) (int, int) { return 640, 480 }

func main() {
	title := flag.String("title", "Probe", "window title")
	flag.Parse()
	p := &probe{}
	if path := os.Getenv("PARLOR_TRACE"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			log.Fatal(err)
		}
		p.trace = f
		defer f.Close()
	}
	ebiten.SetWindowTitle(*title)
	ebiten.SetWindowSize(640, 480)
	if err := ebiten.RunGame(p); err != nil {
		log.Fatal(err)
	}
}
