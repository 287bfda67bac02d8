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
// differs from the last frame drawn.
func (f *Frame) End() {
	c := f.c
	now := make([]mark, len(f.parts))
	for i, p := range f.parts {
		now[i] = mark{maphash.Comparable(seed, markKey{p.key, p.r}), p.r}
	}
	f.Whole = !c.Kept || f.last == nil
	if f.Whole {
		for _, p := range f.parts {
			p.draw(c)
		}
		f.last, f.Painted = now, c.Dst.Bounds().Dx()*c.Dst.Bounds().Dy()
		return
	}
	f.Painted = 0
	for _, r := range Merge(append(f.damage(now), c.Dirty...), c.Dst.Bounds()) {
		sub := *c
		sub.Dst = c.Dst.SubImage(r).(*ebiten.Image)
		for _, p := range f.parts {
			if p.r.Overlaps(r) {
				p.draw(&sub)
			}
		}
		f.Painted += r.Dx() * r.Dy()
	}
	f.last = now
}

// damage is where frame now differs from the last: the rectangles of the
// parts only one of them has, and where two overlapping parts both have
// are drawn in the other order. Elsewhere every pixel is covered by the
// same parts in the same order, so it is as it was.
func (f *Frame) damage(now []mark) []image.Rectangle {
	if f.match == nil {
		f.match = make(map[uint64][]int32)
	}
	clear(f.match)
	for i, m := range f.last {
		f.match[m.h] = append(f.match[m.h], int32(i))
	}
	var out []image.Rectangle
	was := make([]int32, len(now)) // each part's place in the last frame, -1 if new
	for i, m := range now {
		olds := f.match[m.h]
		if len(olds) == 0 {
			out = append(out, m.r)
			was[i] = -1
			continue
		}
		was[i], f.match[m.h] = olds[0], olds[1:]
	}
	for _, olds := range f.match {
		for _, j := range olds {
			out = append(out, f.last[j].r)
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
