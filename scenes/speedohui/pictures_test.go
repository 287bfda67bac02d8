package speedohui

import (
	"testing"

	"parlor/assets"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/widget"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The rules page shows each kind of special card once, and each line fits
// on one line of its column.
func TestSpecialsPictureShowsEveryKindOnce(t *testing.T) {
	fonts, err := assets.Load()
	require.NoError(t, err)
	mc := widget.Canvas{Scale: 1, Fonts: fonts}
	room := min(specialCol, scenes.RulesWidth-specialCol) - cardW*specialK - 14
	seen := map[speedoh.Special]bool{}
	for _, s := range specials {
		k := s.Card.Special()
		assert.NotEqual(t, speedoh.NotSpecial, k, s.Card.String())
		assert.False(t, seen[k], "%s twice", k.Name())
		seen[k] = true
		assert.LessOrEqual(t, mc.TextWidth(s.Caption, 15, false), room, s.Caption)
		assert.LessOrEqual(t, mc.TextWidth(k.Name(), 17, true), room, k.Name())
	}
	assert.Len(t, seen, int(speedoh.Slash), "every kind, First Slap Wins to Slash Oh")
}

// The comparison pictures agree with the rules: the alike pair does not
// match, though it is one family, and its difference is ringed; the
// matching pair matches by image, on different backgrounds.
func TestComparePicturesAgreeWithTheRules(t *testing.T) {
	alike, match := comparePair()
	assert.False(t, speedoh.Matches(alike.a, alike.b, speedoh.ByImage))
	assert.Equal(t, alike.a.Image().Family(), alike.b.Image().Family())
	assert.True(t, alike.wrong)
	assert.False(t, alike.mark.empty(), "the difference is ringed")
	assert.True(t, speedoh.Matches(match.a, match.b, speedoh.ByImage))
	assert.NotEqual(t, match.a.Colour(), match.b.Colour())
	assert.False(t, match.wrong)
}
