package spitui

import (
	"fmt"

	"parlor/game"
	"parlor/input"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// watchHold is how long the between-rounds board stays up on its own when
// nobody at the table is a person (watch mode), in frames.
const watchHold = 150

// RoundBoard is the between-rounds scoreboard: who won the round, which
// centre pile each player took, the cards each now holds and the rounds
// won. The table's clock is frozen under it (only the top scene updates).
type RoundBoard struct {
	t     *Table
	r     spit.RoundEnded
	btn   widget.Button
	shown int
}

func newRoundBoard(ctx *game.Context, t *Table) *RoundBoard {
	b := &RoundBoard{t: t, r: t.last}
	b.btn = widget.Button{Label: "Next round", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Confirm),
		X: widget.ScreenW/2 - 130, Y: 500, W: 260, H: 48}
	return b
}

// Name implements game.Named.
func (b *RoundBoard) Name() string { return "spit-round" }

// IsOverlay implements game.Overlay.
func (b *RoundBoard) IsOverlay() bool { return true }

// Enter announces the button for end-to-end tests.
func (b *RoundBoard) Enter(ctx *game.Context) {
	ctx.Trace.Items(b.Name(), []game.Item{{Label: b.btn.Label, Rect: b.btn.Rect()}})
}

// Update implements game.Scene.
func (b *RoundBoard) Update(ctx *game.Context) error {
	b.shown++
	mx, my := ctx.In.Cursor()
	b.btn.Update(true, ctx.Dt())
	// A short grace stops a key mashed at the end of the round from
	// skipping the board unread.
	ready := b.shown > 20
	person := b.t.human[0] || b.t.human[1]
	if (ready && (ctx.In.Pressed(input.Menu, input.Confirm) || (ctx.In.Clicked() && b.btn.Contains(mx, my)))) ||
		(!person && b.shown >= watchHold) {
		ctx.Pop()
	}
	if ctx.In.Pressed(input.Menu, input.Back) {
		ctx.Pop()
	}
	return nil
}

func tookName(s spit.Side) string {
	if !s.Valid() {
		return "no pile"
	}
	return "the " + s.Word() + " pile"
}

// Draw implements game.Scene.
func (b *RoundBoard) Draw(c *widget.Canvas) {
	t := b.t
	x, y, w, h := 300.0, 150.0, float64(widget.ScreenW-600), 420.0
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(x, y, w, h, 18, widget.Panel)
	c.RoundOutline(x, y, w, h, 18, 2, widget.Gold)
	c.Text(fmt.Sprintf("Round %d", b.r.Round), 34, true, widget.ScreenW/2, y+20, widget.Cream, widget.AlignCenter)
	res := "A shared round"
	if b.r.Winner == 0 || b.r.Winner == 1 {
		res = t.seatName(b.r.Winner) + " won the round"
		if t.opts.Mode == scenes.VsComputer && b.r.Winner == 0 {
			res = "You won the round!"
		}
	}
	c.Text(res, 24, true, widget.ScreenW/2, y+72, widget.Gold, widget.AlignCenter)
	cols := []float64{x + 40, x + 240, x + 440, x + 560}
	for i, hd := range []string{"Player", "Took", "Cards now", "Rounds won"} {
		c.Text(hd, 16, true, cols[i], y+130, widget.Muted, widget.AlignLeft)
	}
	c.Line(x+30, y+156, x+w-30, y+156, 1, widget.Muted)
	for seat := range 2 {
		ry := y + 172 + float64(seat)*50
		c.Text(t.seatName(seat), 22, true, cols[0], ry, widget.Cream, widget.AlignLeft)
		c.Text(tookName(b.r.Took[seat]), 20, false, cols[1], ry, widget.Cream, widget.AlignLeft)
		c.Text(fmt.Sprint(b.r.Cards[seat]), 22, true, cols[2], ry, widget.Cream, widget.AlignLeft)
		c.Text(fmt.Sprint(t.roundsWon[seat]), 22, true, cols[3], ry, widget.Cream, widget.AlignLeft)
	}
	c.Text("Fewer cards is better: the player who ends a round with none wins the game.", 16, false, widget.ScreenW/2, y+292, widget.Muted, widget.AlignCenter)
	b.btn.Draw(c, true)
}

// SaveRecord writes the game's record (State.Record) and returns its path.
func (t *Table) SaveRecord() (string, error) {
	return game.SaveRecord(spit.GameName, t.opts.Seed, t.Record())
}
