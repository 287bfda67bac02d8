package speedrunui

import (
	"fmt"
	"image/color"
	"strings"

	"parlor/game"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/scenes/widget"
)

// Summary is the end-of-hand reveal: every contract, the tricks, the
// difference and the score, one player at a time, then the undealt cards.
type Summary struct {
	ctx   *game.Context
	r     speedrun.HandResult
	view  speedrun.View
	names []string
	shown float64 // rows revealed so far (animated)
	btn   widget.Button
}

const summaryRowTicks = 40.0

// NewSummary returns the summary overlay for hand result r.
func NewSummary(ctx *game.Context, r speedrun.HandResult, v speedrun.View, names []string) *Summary {
	s := &Summary{ctx: ctx, r: r, view: v, names: names}
	s.btn = widget.Button{Label: "Continue", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Confirm),
		X: widget.ScreenW/2 - 120, Y: 560, W: 240, H: 48}
	return s
}

// Name implements game.Named.
func (s *Summary) Name() string { return "speedrun-summary" }

// IsOverlay implements game.Overlay.
func (s *Summary) IsOverlay() bool { return true }

// Enter announces the Continue button for tests.
func (s *Summary) Enter(ctx *game.Context) {
	ctx.Trace.Items(s.Name(), []game.Item{{Label: s.btn.Label, Rect: s.btn.Rect()}})
}

// Update implements game.Scene.
func (s *Summary) Update(ctx *game.Context) error {
	before := int(s.shown / summaryRowTicks)
	s.shown += ctx.Dt()
	if after := int(s.shown / summaryRowTicks); after > before && after <= speedrun.NumPlayers {
		ctx.Play("play")
	}
	mx, my := ctx.In.Cursor()
	s.btn.Update(true, ctx.Dt())
	done := s.shown >= summaryRowTicks*speedrun.NumPlayers
	if ctx.In.Pressed(input.Menu, input.Confirm) || ctx.In.Pressed(input.Menu, input.Back) ||
		(ctx.In.Clicked() && s.btn.Contains(mx, my)) {
		if !done {
			s.shown = summaryRowTicks * speedrun.NumPlayers // first press shows everything
			return nil
		}
		ctx.Pop()
	}
	return nil
}

// summaryPanelW is the hand summary panel's width.
const summaryPanelW = widget.ScreenW - 400

// summaryCols are the left edges of the summary's columns in a panel at x.
// The last holds notes as long as "Redo improves the board": it starts
// early enough for them to end inside the panel.
func summaryCols(x float64) []float64 {
	return []float64{x + 40, x + 170, x + 400, x + 480, x + 570, x + 650}
}

// Draw implements game.Scene.
func (s *Summary) Draw(c *widget.Canvas) {
	x, y, w := 200.0, 90.0, float64(summaryPanelW)
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, color.RGBA{0, 0, 0, 90})
	c.RoundRect(x, y, w, 540, 18, widget.Panel)
	c.RoundOutline(x, y, w, 540, 18, 2, widget.Gold)
	c.Text(fmt.Sprintf("Hand %d: the contracts are revealed", s.r.Hand+1), 28, true, widget.ScreenW/2, y+18, widget.Cream, widget.AlignCenter)
	c.Text("Trump: "+trumpName(s.r.Trump)+"   ·   Ranking: "+rankingName(s.r.Ranking), 17, false, widget.ScreenW/2, y+58, widget.Muted, widget.AlignCenter)
	cols := summaryCols(x)
	heads := []string{"Player", "Contract", "Tricks", "Off by", "Score", ""}
	for i, h := range heads {
		c.Text(h, 16, true, cols[i], y+100, widget.Muted, widget.AlignLeft)
	}
	c.Line(x+30, y+126, x+w-30, y+126, 1, widget.Muted)
	for seat := range speedrun.NumPlayers {
		if float64(seat)*summaryRowTicks > s.shown {
			break
		}
		ry := y + 140 + float64(seat)*64
		b := s.r.Bids[seat]
		c.Text(s.names[seat], 22, true, cols[0], ry, widget.Cream, widget.AlignLeft)
		con := bidName(b)
		if s.r.Revealed[seat] {
			con += "  (revealed)"
		}
		c.Text(con, 20, false, cols[1], ry, widget.Cream, widget.AlignLeft)
		c.Text(fmt.Sprint(s.r.Tricks[seat]), 22, true, cols[2], ry, widget.Cream, widget.AlignLeft)
		if b.Kind == speedrun.BidPass {
			c.Text("Pass: scores nothing", 18, false, cols[3], ry, widget.Muted, widget.AlignLeft)
			continue
		}
		c.Text(fmt.Sprint(s.r.Diff[seat]), 22, true, cols[3], ry, widget.Cream, widget.AlignLeft)
		scoreClr := widget.Cream
		note := ""
		if s.r.Diff[seat] == 0 {
			scoreClr = widget.Gold
			note = "Perfect Bonus!"
		}
		c.Text(fmt.Sprintf("%+d", s.r.Score[seat]), 22, true, cols[4], ry, scoreClr, widget.AlignLeft)
		if b.Kind == speedrun.BidRedo {
			if s.r.Kept[seat] {
				note = "Redo improves the board"
			} else {
				note = "Redo: the old result stands"
			}
		}
		c.Text(note, 16, false, cols[5], ry+3, widget.Gold, widget.AlignLeft)
	}
	if s.shown >= summaryRowTicks*speedrun.NumPlayers {
		c.Text(undealt(s.r.Hidden), 18, false, widget.ScreenW/2, y+350, widget.Cream, widget.AlignCenter)
		tot := "Totals"
		for seat, n := range s.view.Totals {
			tot += fmt.Sprintf("   ·   %s %d", s.names[seat], n)
		}
		c.Text(tot+"   (lowest wins)", 19, true, widget.ScreenW/2, y+392, widget.Gold, widget.AlignCenter)
		s.btn.Draw(c, true)
	}
}

// undealt says the hand's undealt cards as rank and suit symbol, as the
// deck prints them ("1♦", not the record's "D1").
func undealt(hidden cards.Set) string {
	var out []string
	for _, cd := range hidden.Cards() {
		out = append(out, speedrun.Deck.Label(cd))
	}
	return fmt.Sprintf("The %d undealt cards: %s", len(out), strings.Join(out, "  "))
}
