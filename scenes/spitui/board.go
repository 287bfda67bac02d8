package spitui

import (
	"fmt"

	"parlor/game"
	"parlor/input"
	"parlor/rules/spit"
	"parlor/scenes/parts"
	"parlor/scenes/widget"
)

// boardHold is how long the between-rounds board stays on the table when
// nobody here plays (a replay, computers only), in table updates: it
// closes by itself, so a replay goes on (faster at a faster replay).
const boardHold = 150

// roundBoard is the between-rounds scoreboard: who won the round, which
// centre pile each player took, the cards each now holds and the rounds
// won.
type roundBoard struct {
	r     spit.RoundEnded
	names [2]string
	won   [2]int
	you   bool // the round's winner is the one person playing here: "You won the round!"
}

// newBoard is the board of the round that just ended.
func (t *Table) newBoard() *roundBoard {
	b := &roundBoard{r: t.last, won: t.roundsWon}
	for seat := range 2 {
		b.names[seat] = t.seatName(seat)
	}
	w := t.last.Winner
	b.you = (w == 0 || w == 1) && t.plays(w) && t.s.Plays().Len() == 1
	return b
}

// showBoard opens the board: over the table, waiting for the people to
// read it, when someone here plays; on the table for a moment otherwise.
func (t *Table) showBoard() {
	t.bannerT = 0 // "Round over!" has said its part; the board says the rest
	if t.s.Plays() == 0 {
		t.board, t.boardT = t.newBoard(), boardHold
		return
	}
	t.ctx.Push(newRoundBoard(t.ctx, t.newBoard()))
}

func tookName(s spit.Side) string {
	if !s.Valid() {
		return "no pile"
	}
	return "the " + s.Word() + " pile"
}

// boardBox is where the board is drawn.
func boardBox() (x, y, w, h float64) { return 300, 150, widget.ScreenW - 600, 420 }

// draw draws the board over the table, dimmed.
func (b *roundBoard) draw(c parts.Painter) {
	x, y, w, h := boardBox()
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(x, y, w, h, 18, widget.Panel)
	c.RoundOutline(x, y, w, h, 18, 2, widget.Gold)
	c.Text(fmt.Sprintf("Round %d", b.r.Round), 34, true, widget.ScreenW/2, y+20, widget.Cream, widget.AlignCenter)
	res := "A shared round"
	if b.r.Winner == 0 || b.r.Winner == 1 {
		res = b.names[b.r.Winner] + " won the round"
		if b.you {
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
		c.Text(b.names[seat], 22, true, cols[0], ry, widget.Cream, widget.AlignLeft)
		c.Text(tookName(b.r.Took[seat]), 20, false, cols[1], ry, widget.Cream, widget.AlignLeft)
		c.Text(fmt.Sprint(b.r.Cards[seat]), 22, true, cols[2], ry, widget.Cream, widget.AlignLeft)
		c.Text(fmt.Sprint(b.won[seat]), 22, true, cols[3], ry, widget.Cream, widget.AlignLeft)
	}
	c.Text("Fewer cards is better: the player who ends a round with none wins the game.", 16, false, widget.ScreenW/2, y+292, widget.Muted, widget.AlignCenter)
}

// RoundBoard is the between-rounds scoreboard over the table while people
// play: the table's clock is frozen under it (only the top scene
// updates) until they close it.
type RoundBoard struct {
	b     *roundBoard
	btn   widget.Button
	shown int
}

func newRoundBoard(ctx *game.Context, b *roundBoard) *RoundBoard {
	rb := &RoundBoard{b: b}
	rb.btn = widget.Button{Label: "Next round", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Confirm),
		X: widget.ScreenW/2 - 130, Y: 500, W: 260, H: 48}
	return rb
}

// Name implements game.Named.
func (b *RoundBoard) Name() string { return "spit-round" }

// Result returns the round the board tells of.
func (b *RoundBoard) Result() spit.RoundEnded { return b.b.r }

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
	if ready && (ctx.In.Pressed(input.Menu, input.Confirm) || (ctx.In.Clicked() && b.btn.Contains(mx, my))) {
		ctx.Pop()
	}
	if ctx.In.Pressed(input.Menu, input.Back) {
		ctx.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (b *RoundBoard) Draw(c *widget.Canvas) {
	b.b.draw(c)
	b.btn.Draw(c, true)
}

// RoundBoard returns the round board on show on the table itself (nobody
// here plays), and whether one shows.
func (t *Table) RoundBoard() (spit.RoundEnded, bool) {
	if t.board == nil {
		return spit.RoundEnded{}, false
	}
	return t.board.r, true
}
