package scenes

import (
	"parlor/game"
	"parlor/input"
	"parlor/scenes/widget"
)

// Answer is one button of a Question and what choosing it does; the
// question is closed first.
type Answer struct {
	Label string
	Do    func(ctx *game.Context) // nil: only close the question
}

// Question is the one "are you sure?" overlay: a title, a sentence and a
// row of answers on an opaque panel. Focus starts on the safe answer, so an
// Enter pressed once too often never does the thing that cannot be undone;
// Esc chooses the answer at Back.
type Question struct {
	ctx   *game.Context
	title string
	text  string
	lines []string // text, wrapped to the panel
	ans   []Answer
	back  int
	list  List
	top   float64 // the panel's top edge
	btnY  float64 // the answers' top edge
}

const (
	questionW    = 760.0
	questionY    = 220.0 // the panel's top edge when the text is two lines or less
	questionLine = 32.0
)

// NewQuestion returns a question named name (its scene name) with its
// answers, the focus on answer safe and Esc choosing answer back.
func NewQuestion(ctx *game.Context, name, title, text string, answers []Answer, safe, back int) *Question {
	mc := widget.Canvas{Scale: 1, Fonts: ctx.Assets}
	q := &Question{ctx: ctx, title: title, text: text, lines: mc.Wrap(text, 22, false, questionW-80), ans: answers, back: back}
	labels := make([]string, len(answers))
	for i, a := range answers {
		labels[i] = a.Label
	}
	w, gap := 220.0, 16.0
	if len(answers) == 2 {
		w, gap = 240, 20
	}
	q.layout()
	n := float64(len(answers))
	x := widget.ScreenW/2 - (n*w+(n-1)*gap)/2
	q.list = List{Scene: name, Buttons: Row(labels, x, q.btnY, w, 50, gap), Focus: safe, Across: true, Tick: true}
	return q
}

// layout puts the answers below the last line of the text, however many
// lines it wraps to, raising the panel when it would run off the screen.
func (q *Question) layout() {
	lines := max(len(q.lines), 2)
	h := 80 + float64(lines)*questionLine + 26 + 116
	q.top = min(questionY, widget.ScreenH-24-h)
	q.btnY = q.top + 80 + float64(lines)*questionLine + 26
}

// height is the panel's height.
func (q *Question) height() float64 { return q.btnY - q.top + 116 }

// Name implements game.Named.
func (q *Question) Name() string { return q.list.Scene }

// Text returns the sentence asked.
func (q *Question) Text() string { return q.text }

// IsOverlay implements game.Overlay.
func (q *Question) IsOverlay() bool { return true }

// Still implements game.Still.
func (q *Question) Still() bool { return q.list.Still() }

// Enter announces the sentence asked and the buttons.
func (q *Question) Enter(ctx *game.Context) {
	ctx.Trace.Event("question", map[string]any{"scene": q.Name(), "msg": q.text})
	q.list.Announce(ctx)
}

// Update implements game.Scene.
func (q *Question) Update(ctx *game.Context) error {
	pick := q.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Back) {
		pick = q.back
	}
	if pick < 0 || pick >= len(q.ans) {
		return nil
	}
	ctx.Pop()
	if do := q.ans[pick].Do; do != nil {
		do(ctx)
	}
	return nil
}

// Draw implements game.Scene.
func (q *Question) Draw(c *widget.Canvas) {
	drawPanel(c, widget.ScreenW/2-questionW/2, q.top, questionW, q.height(), q.title)
	for i, l := range q.lines {
		c.Text(l, 22, false, widget.ScreenW/2, q.top+80+float64(i)*questionLine, widget.Cream, widget.AlignCenter)
	}
	q.list.Draw(c)
	// The key hints go in the panel: the screen's own show dimmed below.
	c.Text(keyHints(q.ctx, [2]string{"leftright", "move"}, [2]string{"confirm", "choose"}, [2]string{"back", "back"}),
		15, false, widget.ScreenW/2, q.btnY+78, widget.Muted, widget.AlignCenter)
}
