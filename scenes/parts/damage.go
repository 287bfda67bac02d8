package parts

import (
	"hash/maphash"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// seed hashes the parts' keys; one for the program, so frames compare.
var seed = maphash.MakeSeed()

// mark is a part as the next frame compares it: its key and rectangle
// hashed together, and the rectangle.
type mark struct {
	h uint64
	r image.Rectangle
}

type markKey struct {
	key any
	r   image.Rectangle
}

// End draws the frame recorded since Begin: whole when the screen cannot
// be trusted (not Kept) or nothing was drawn before, else only where it
// differs from the last frame drawn. Where a backdrop was marked, a
// repainted rectangle starts from the backdrop's layer, one copy, and
// only the parts over it are drawn again.
func (f *Frame) End() {
	c := f.c
	now := marks(f.parts)
	f.Whole = !c.Kept || f.last == nil
	if f.Whole {
		for _, p := range f.parts {
			p.draw(c)
		}
		// The layer is drawn again, whole, when next used: the screen was
		// drawn without it (a new size, a repaint asked for).
		f.lastBack = nil
		f.last, f.Painted = now, c.Dst.Bounds().Dx()*c.Dst.Bounds().Dy()
		return
	}
	f.Painted = 0
	over := f.parts
	if f.backdrop > 0 {
		f.paintBackdrop(now[:f.backdrop])
		over = f.parts[f.backdrop:]
	}
	for _, r := range Merge(append(damage(f.last, now, f.matcher()), c.Dirty...), c.Dst.Bounds()) {
		sub := *c
		sub.Dst = c.Dst.SubImage(r).(*ebiten.Image)
		if f.backdrop > 0 {
			sub.Dst.DrawImage(f.layer.SubImage(r).(*ebiten.Image), &ebiten.DrawImageOptions{
				GeoM: translate(r.Min)})
		}
		for _, p := range over {
			if p.r.Overlaps(r) {
				p.draw(&sub)
			}
		}
		f.Painted += r.Dx() * r.Dy()
	}
	f.last = now
}

func marks(parts []part) []mark {
	now := make([]mark, len(parts))
	for i, p := range parts {
		now[i] = mark{maphash.Comparable(seed, markKey{p.key, p.r}), p.r}
	}
	return now
}

func translate(p image.Point) ebiten.GeoM {
	var g ebiten.GeoM
	g.Translate(float64(p.X), float64(p.Y))
	return g
}

// paintBackdrop brings the layer up to date with the backdrop's parts
// now: drawn whole the first time and after a whole frame, else only where
// they changed.
func (f *Frame) paintBackdrop(now []mark) {
	c := f.c
	b := c.Dst.Bounds()
	if f.layer != nil && f.layer.Bounds().Size() != b.Size() {
		f.Release()
	}
	rects := []image.Rectangle{b}
	if f.layer == nil {
		f.layer = ebiten.NewImageWithOptions(image.Rectangle{Max: b.Size()}, &ebiten.NewImageOptions{Unmanaged: true})
	} else if f.lastBack != nil {
		rects = Merge(damage(f.lastBack, now, f.matcher()), b)
	}
	for _, r := range rects {
		sub := *c
		sub.Dst = f.layer.SubImage(r.Sub(b.Min)).(*ebiten.Image)
		sub.Dst.Clear()
		for _, p := range f.parts[:len(now)] {
			if p.r.Overlaps(r) {
				p.draw(&sub)
			}
		}
	}
	f.lastBack = now
}

// Release lets go of the backdrop's layer (a table left for good).
func (f *Frame) Release() {
	if f.layer != nil {
		f.layer.Deallocate()
		f.layer, f.lastBack = nil, nil
	}
}

func (f *Frame) matcher() map[uint64][]int32 {
	if f.match == nil {
		f.match = make(map[uint64][]int32)
	}
	return f.match
}

// damage is where frame now differs from last: the rectangles of the
// parts only one of them has, and where two overlapping parts both have
// are drawn in the other order. Elsewhere every pixel is covered by the
// same parts in the same order, so it is as it was. match is scratch.
func damage(last, now []mark, match map[uint64][]int32) []image.Rectangle {
	clear(match)
	for i, m := range last {
		match[m.h] = append(match[m.h], int32(i))
	}
	var out []image.Rectangle
	was := make([]int32, len(now)) // each part's place in the last frame, -1 if new
	for i, m := range now {
		olds := match[m.h]
		if len(olds) == 0 {
			out = append(out, m.r)
			was[i] = -1
			continue
		}
		was[i], match[m.h] = olds[0], olds[1:]
	}
	for _, olds := range match {
		for _, j := range olds {
			out = append(out, last[j].r)
		}
	}
	return append(out, reordered(now, was)...)
}

// reordered is the overlaps of the pairs of parts both frames have that
// are drawn in the other order now (was: each part's place before).
func reordered(now []mark, was []int32) []image.Rectangle {
	var out []image.Rectangle
	for i := range now {
		if was[i] < 0 {
			continue
		}
		for j := i + 1; j < len(now); j++ {
			if was[j] >= 0 && was[j] < was[i] && now[i].r.Overlaps(now[j].r) {
				out = append(out, now[i].r.Intersect(now[j].r))
			}
		}
	}
	return out
}

// Merge clips rects to screen and joins those whose union costs little
// more than the two apart, so a few moving cards are repainted as one
// area rather than as many overlapping ones (the menu's deal uses it
// too).
func Merge(rects []image.Rectangle, screen image.Rectangle) []image.Rectangle {
	var out []image.Rectangle
	for _, r := range rects {
		if r = r.Intersect(screen); !r.Empty() {
			out = append(out, r)
		}
	}
	area := func(r image.Rectangle) int { return r.Dx() * r.Dy() }
	for joined := true; joined; {
		joined = false
		for i := 0; i < len(out); i++ {
			for j := i + 1; j < len(out); j++ {
				if u := out[i].Union(out[j]); area(u)*4 <= (area(out[i])+area(out[j]))*5 {
					out[i] = u
					out = append(out[:j], out[j+1:]...)
					joined = true
					j = i
				}
			}
		}
	}
	return out
}
