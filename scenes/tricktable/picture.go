package tricktable

import (
	"parlor/assets"
	"parlor/rules/cards"
	"parlor/rules/trick"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// A finished trick is drawn the same way wherever it is shown: on the
// last-trick view and as a picture on a trick game's rules page.

// trickSprites lays out a finished trick (cards by seat, None for an empty
// place) as the table does (TrickPose), dy pixels lower, the winner's card
// rimmed.
func trickSprites(art *assets.Art, d cards.Deck, tr [Seats]cards.Card, winner int, dy float64) [Seats]*widget.Sprite {
	var out [Seats]*widget.Sprite
	for seat, c := range tr {
		if c == cards.None {
			continue
		}
		p := TrickPose(seat)
		p.Y += dy
		s := widget.NewSprite(art.Face(d, c), p)
		s.Highlight = seat == winner
		out[seat] = s
	}
	return out
}

// drawTrick draws a trick's cards, each with its player's name under it,
// the winner's in gold.
func drawTrick(c *widget.Canvas, art *assets.Art, sprites [Seats]*widget.Sprite, names [Seats]string, winner int) {
	for seat, s := range sprites {
		if s == nil {
			continue
		}
		s.Draw(c, art)
		p := s.Target()
		clr := widget.Muted
		if seat == winner {
			clr = widget.Gold
		}
		c.Text(names[seat], 16, true, p.X, p.Y+assets.CardH*p.Scale/2+6, clr, widget.AlignCenter)
	}
}

// TrickPicture is a finished trick on a rules page: the three cards as the
// table lays them out, each under its player's name, the lead named, the
// winner's card rimmed as on the last-trick view, and a caption beside
// them. The winner is the rules' (Winner), never the caption's say-so.
type TrickPicture struct {
	Deck    cards.Deck
	Rules   trick.Rules
	Trick   trick.Trick // complete: its Leader, and its Cards in play order
	Names   [Seats]string
	Caption string
}

// Played returns the first trick of a hand as it was played: led by
// leader, then the cards in play order.
func Played(leader int, cs ...cards.Card) trick.Trick {
	t := trick.Trick{Leader: uint8(max(0, leader) % Seats)}
	for _, c := range cs {
		t.Add(c)
	}
	return t
}

// Winner returns the seat the rules give the trick to.
func (p TrickPicture) Winner() int { return p.Rules.Winner(&p.Trick, Seats) }

// BySeat returns the trick's cards by the seat that played them.
func (p TrickPicture) BySeat() [Seats]cards.Card {
	var out [Seats]cards.Card
	for i := range min(int(p.Trick.Count), Seats) {
		if seat := p.Trick.Seat(i, Seats); seat >= 0 && seat < Seats {
			out[seat] = p.Trick.Cards[i]
		}
	}
	return out
}

// The picture: the trick at trickK of its size on the table, in a box
// trickBoxW wide, the caption to its right.
const (
	trickK     = 0.85
	trickLines = 8
	trickBoxW  = 290.0
	// trickMidY is the middle of what the trick takes on the table, from
	// the top of the side cards to the name under the bottom card,
	// relative to centerY.
	trickMidY = 24.0
)

// Picture returns the trick as a rules page picture.
func (p TrickPicture) Picture() scenes.RulesPicture {
	return scenes.RulesPicture{Lines: trickLines, Draw: p.draw}
}

func (p TrickPicture) draw(c *widget.Canvas, art *assets.Art, x, y float64) {
	h := float64(trickLines) * scenes.RulesLine
	z := scenes.Zoom(c, trickK, centerX, centerY+trickMidY, x+trickBoxW/2, y+h/2)
	winner := p.Winner()
	names := p.Names
	if l := int(p.Trick.Leader); l >= 0 && l < Seats {
		names[l] += " · led"
	}
	drawTrick(&z, art, trickSprites(art, p.Deck, p.BySeat(), winner, 0), names, winner)
	tx := x + trickBoxW + 24
	tw := scenes.RulesWidth - (tx - x)
	scenes.DrawCaption(c, p.Caption, tx, y+(h-scenes.CaptionHeight(c, p.Caption, tw))/2, tw)
}
