package parts

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDamage(t *testing.T) {
	a := mark{1, image.Rect(0, 0, 10, 10)}
	b := mark{2, image.Rect(5, 5, 15, 15)}
	c := mark{3, image.Rect(50, 50, 60, 60)}
	moved := mark{4, image.Rect(20, 0, 30, 10)}
	for _, tc := range []struct {
		name      string
		last, now []mark
		want      []image.Rectangle
	}{
		{"same parts, same order: nothing", []mark{a, b, c}, []mark{a, b, c}, nil},
		{"a part gone: where it was", []mark{a, b, c}, []mark{a, b}, []image.Rectangle{c.r}},
		{"a part new: where it is", []mark{a, b}, []mark{a, b, moved}, []image.Rectangle{moved.r}},
		{"overlapping parts swapped: where they overlap", []mark{a, b, c}, []mark{b, a, c}, []image.Rectangle{image.Rect(5, 5, 10, 10)}},
		{"apart parts swapped: nothing", []mark{a, c}, []mark{c, a}, nil},
		{"a twin added: where it is", []mark{a}, []mark{a, a}, []image.Rectangle{a.r}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.ElementsMatch(t, tc.want, damage(tc.last, tc.now, map[uint64][]int32{}))
		})
	}
}

func TestMergeJoinsNeighboursAndClips(t *testing.T) {
	screen := image.Rect(0, 0, 100, 100)
	got := Merge([]image.Rectangle{image.Rect(0, 0, 10, 10), image.Rect(1, 1, 11, 11), image.Rect(80, 80, 120, 90), image.Rect(200, 200, 210, 210)}, screen)
	assert.ElementsMatch(t, []image.Rectangle{image.Rect(0, 0, 11, 11), image.Rect(80, 80, 100, 90)}, got)
}
