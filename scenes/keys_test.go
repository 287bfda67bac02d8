package scenes_test

import (
	"testing"

	"parlor/scenes"
	"parlor/scenes/widget"

	"github.com/stretchr/testify/assert"
)

// On the Key bindings screen the scroll arrow and the status line each
// have their own band under the last row: neither covers a row or its
// label, and both stay inside the panel (50 to 680).
func TestKeysArrowAndStatusLineClearTheRows(t *testing.T) {
	rows := scenes.Column(make([]string, scenes.KeysVisible), widget.ScreenW/2-300, scenes.KeysTop, 600, scenes.KeysRowH, scenes.KeysGap)
	last := rows[len(rows)-1]
	const arrowH, msgH = 20.0, 24.0 // 16- and 18-point text
	assert.GreaterOrEqual(t, scenes.KeysArrowY, last.Y+last.H, "the arrow starts under the last row")
	assert.GreaterOrEqual(t, scenes.KeysMsgY, scenes.KeysArrowY+arrowH, "the status line starts under the arrow")
	assert.LessOrEqual(t, scenes.KeysMsgY+msgH, 680.0, "the status line ends inside the panel")
}
