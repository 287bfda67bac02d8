package speedohui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"parlor/rules/speedoh"
	"parlor/scenes/scenetest"
)

// Every blade has a name of its own in words a player spots it by (what
// its family's drawings differ in), never the engine's number, and two
// blades of one family are told apart by the part ringed between them.
func TestBladesHavePlainNames(t *testing.T) {
	seen := map[string]speedoh.Image{}
	for m := range speedoh.Image(speedoh.Images) {
		c := speedoh.NormalCard(m, 0)
		name := bladeName(c)
		assert.Empty(t, scenetest.Unplain(name))
		assert.Contains(t, name, m.Family().Name())
		if o, dup := seen[name]; dup {
			t.Errorf("%v and %v are both %q", o, m, name)
		}
		seen[name] = m
		assert.Empty(t, scenetest.Unplain(keyWords(speedoh.Key{Mode: speedoh.ByImage, Value: uint8(m)})))
		for o := range speedoh.Image(speedoh.Images) {
			if o == m || o.Family() != m.Family() {
				continue
			}
			_, caption := ringed(c, speedoh.NormalCard(o, 1))
			b, v := bladeOf(m)
			_, w := bladeOf(o)
			assert.Equal(t, "The ringed "+b.parts+" differ: "+b.short[v]+" and "+b.short[w], caption)
			assert.NotEqual(t, b.short[v], b.short[w])
		}
	}
	assert.Equal(t, "an axe with 3 rivets", bladeName(speedoh.NormalCard(speedoh.Image(6), 2)))
	assert.Equal(t, "a machete with a clipped tip", bladeName(speedoh.NormalCard(speedoh.Image(17), 0)))
}
