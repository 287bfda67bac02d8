package speedrunui

import (
	"fmt"
	"image/color"
	"slices"

	"parlor/rules/speedrun"
	"parlor/rules/trick"
	"parlor/scenes/tricktable"
	"parlor/scenes/widget"
)

// Draw implements game.Scene.
func (t *Table) Draw(c *widget.Canvas) {
	t.drawBanner(c)
	t.drawSeats(c)
	t.Tbl.Draw(c, t.Ctx.Art)
	if len(t.list.Buttons) > 0 && len(t.Ev.Queue) == 0 {
		t.drawChoices(c)
	}
	t.boardBtn.Draw(c, false)
	// The message goes between the trick and the hand, above the hint's
	// note when one shows there (with larger cards they share the room).
	note := t.drawAssists(c)
	t.DrawMessage(c, min(t.Tbl.NoteY(), note-tricktable.MessageH-4), 18)
	t.DrawKeys(c, "board")
	t.Guide().Draw(c)
}

func (t *Table) drawBanner(c *widget.Canvas) {
	v := t.header
	c.Fill(0, 0, widget.ScreenW, 62, color.RGBA{0, 0, 0, 70})
	hand := fmt.Sprintf("Hand %d of %d", min(v.Hand+1, v.Hands), v.Hands)
	c.Text(hand, 20, true, 20, 10, widget.Cream, widget.AlignLeft)
	c.Text("Start: "+t.Names[v.StartPlayer], 15, false, 20, 36, widget.Muted, widget.AlignLeft)
	trump := "Trump: choosing..."
	if v.TrumpBy >= 0 {
		trump = "Trump: " + trumpName(v.Rules.Trump)
	}
	rank := "Ranking: choosing..."
	if v.RankingBy >= 0 {
		rank = "Ranking: " + rankingName(v.Rules.Ranking)
		if v.Phase == speedrun.PhasePlay && v.Rules.Ranking.Pattern != trick.Fixed {
			rank += "  ·  this trick " + dirName(v.Rules.Ranking.At(len(v.Tricks)-1))
		}
	}
	c.Text(trump, 20, true, 250, 10, widget.Gold, widget.AlignLeft)
	c.Text(rank, 20, true, 250, 34, widget.Gold, widget.AlignLeft)
	c.Text(t.turnText(), 20, true, widget.ScreenW-180, 20, widget.Cream, widget.AlignRight)
}

func (t *Table) turnText() string {
	v := t.view
	if v.Phase == speedrun.PhaseOver {
		return "Game over"
	}
	if len(t.Ev.Queue) > 0 {
		return ""
	}
	switch v.Phase {
	case speedrun.PhaseChoose, speedrun.PhaseChooseOther:
		if t.yourTurn(v) {
			if v.Phase == speedrun.PhaseChoose {
				return "Choose trump OR ranking"
			}
			if v.TrumpBy >= 0 {
				return "Choose the ranking"
			}
			return "Choose the trump"
		}
	case speedrun.PhaseBid:
		if t.yourTurn(v) {
			return "Choose your contract, secretly"
		}
		return "Waiting for contracts..."
	case speedrun.PhaseReveal:
		if t.yourTurn(v) {
			return "Reveal your contract?"
		}
	case speedrun.PhasePlay:
		if t.yourTurn(v) {
			return "Your turn: play a card"
		}
	}
	if len(v.ToMove) == 1 && t.S.Plays() == 0 {
		return t.Names[v.ToMove[0]] + " to move" // a replay: nobody thinks
	}
	if len(v.ToMove) == 1 {
		return t.Names[v.ToMove[0]] + " is thinking..."
	}
	return ""
}

// yourTurn reports whether the person at this screen is to move: never
// for a spectator, whose bottom seat is someone else's.
func (t *Table) yourTurn(v speedrun.View) bool {
	return t.Yours(t.Me) && slices.Contains(v.ToMove, t.Me)
}

func (t *Table) drawSeats(c *widget.Canvas) {
	v := t.view
	piles := t.Tbl.Piles()
	for seat := range speedrun.NumPlayers {
		var x, y float64
		align := widget.AlignLeft
		switch (seat - t.Me + speedrun.NumPlayers) % speedrun.NumPlayers { // where the seat sits here
		case 0:
			x, y = 24, 566
		case 1:
			x, y = 24, 82
		case 2:
			x, y = widget.ScreenW-24, 82
			align = widget.AlignRight
		}
		name := t.Names[seat]
		if l, ok := t.S.SeatLevel(seat); ok {
			name += " (" + l.Title() + ")"
		}
		clr := widget.Cream
		if slices.Contains(v.ToMove, seat) && len(t.Ev.Queue) == 0 && v.Phase != speedrun.PhaseBid {
			clr = widget.Gold
		}
		w := c.Text(name, 20, true, x, y, clr, align)
		w += tricktable.DrawSeatNote(c, t.SeatNote(seat), x, y, w, align)
		w = max(w, c.Text(bidStatus(v, seat, t.Me), 16, false, x, y+26, widget.Muted, align))
		w = max(w, c.Text(fmt.Sprintf("Tricks: %d   Score: %d", piles[seat], v.Totals[seat]), 16, false, x, y+48, widget.Cream, align))
		t.labels[seat] = tricktable.TextRect(x, y, w, 70, align)
	}
}

// bidStatus says what the viewer knows of a seat's bid this hand.
func bidStatus(v speedrun.View, seat, me int) string {
	b := v.Bids[seat]
	switch {
	case v.Phase == speedrun.PhaseChoose || v.Phase == speedrun.PhaseChooseOther:
		return ""
	case !b.Placed:
		if v.Phase == speedrun.PhaseBid {
			return "choosing a contract..."
		}
		return ""
	case b.Known && seat == me:
		s := "Contract: " + bidName(b.Bid)
		if b.Revealed {
			s += " (revealed, x2)"
		}
		return s
	case b.Known:
		return "Revealed: " + bidName(b.Bid) + " (x2)"
	case b.Redo:
		return "Redo (target hidden)"
	}
	return "Contract face down"
}

func (t *Table) drawChoices(c *widget.Canvas) {
	if len(t.list.Buttons) == 0 {
		return
	}
	x, y, w, h := t.choicesBox()
	c.RoundRect(x, y, w, h, 16, widget.Panel)
	c.Text(t.turnText(), 22, true, x+w/2, y+14, widget.Cream, widget.AlignCenter)
	for i, b := range t.list.Buttons {
		if i < len(t.choices) && t.choices[i].Kind == speedrun.KindTrump {
			tricktable.MarkTrump(b, t.choices[i].Trump, t.Ctx.Art)
		}
	}
	t.list.Draw(c)
}
