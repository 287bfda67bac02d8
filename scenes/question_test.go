package scenes_test

import (
	"strings"
	"testing"

	"parlor/game"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/widget"

	"github.com/stretchr/testify/assert"
)

// TestQuestionAnswersSitBelowTheirText: however long the sentence asked
// (the table-gone question wraps to three lines), the answers start below
// its last line and the panel stays on the screen.
func TestQuestionAnswersSitBelowTheirText(t *testing.T) {
	sentence := "The table is no longer on the server: a game cannot go on after the server restarts. "
	for n := 1; n <= 5; n++ {
		var q *scenes.Question
		scenetest.New(t, func(ctx *game.Context) game.Scene {
			q = scenes.NewQuestion(ctx, "question", "A question", strings.Repeat(sentence, n),
				[]scenes.Answer{{Label: "Back to the lobby"}}, 0, 0)
			return q
		})
		text, answers, panel, lines := q.Bounds()
		assert.GreaterOrEqual(t, lines, n, "%d sentences", n)
		assert.LessOrEqual(t, text, answers, "%d lines: the answers below the text", lines)
		assert.LessOrEqual(t, panel, float64(widget.ScreenH), "%d lines: the panel on the screen", lines)
	}
}
