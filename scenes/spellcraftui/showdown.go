package spellcraftui

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets"
	"parlor/game"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Showdown shows a round's showdown: every hand with the cards that count,
// the suit, the red joker's card, the breakdown, the black joker, the
// winners, the payout and the knocker's penalty.
type Showdown struct {
	ctx    *game.Context
	r      spellcraft.RoundResult
	cfg    spellcraft.Config
	names  []string // the seats' names
	review bool     // opened with Tab: only a look back
	btn    widget.Button
	seats  []int
}

// NewShowdown returns the overlay for round result r of a game played with
// cfg by seats named names; last says the game ended with it.
func NewShowdown(ctx *game.Context, r spellcraft.RoundResult, cfg spellcraft.Config, names []string, last, review bool) *Showdown {
	s := &Showdown{ctx: ctx, r: r, cfg: cfg, names: names, review: review}
	for i := range cfg.Players {
		if r.In[i] {
			s.seats = append(s.seats, i)
		}
	}
	label := "Next round"
	if review {
		label = "Close"
	} else if last {
		label = "Final standings"
	}
	s.btn = widget.Button{Label: label, Hint: ctx.Settings.Keys[input.Menu].Hint(input.Confirm),
		X: widget.ScreenW/2 - 130, Y: 662, W: 260, H: 44}
	return s
}

// Name implements game.Named.
func (s *Showdown) Name() string { return "spellcraft-showdown" }

// IsOverlay implements game.Overlay.
func (s *Showdown) IsOverlay() bool { return true }

// Still implements game.Still: the overlay only changes on input once
// its button's glow has settled.
func (s *Showdown) Still() bool { return s.btn.Settled(true) }

// Enter announces the button for tests.
func (s *Showdown) Enter(ctx *game.Context) {
	ctx.Trace.Items(s.Name(), []game.Item{{Label: s.btn.Label, Rect: s.btn.Rect()}})
}

// Update implements game.Scene.
func (s *Showdown) Update(ctx *game.Context) error {
	mx, my := ctx.In.Cursor()
	s.btn.Update(true, ctx.Dt())
	if ctx.In.Pressed(input.Menu, input.Confirm) || ctx.In.Pressed(input.Menu, input.Back) ||
		(s.review && ctx.In.Pressed(input.Menu, input.Board)) ||
		(ctx.In.Clicked() && s.btn.Contains(mx, my)) {
		ctx.Pop()
	}
	return nil
}

func (s *Showdown) title() string {
	r := s.r
	switch r.Cause {
	case spellcraft.CauseFive:
		return fmt.Sprintf("Round %d: five of a kind by %s!", r.Round, object(r.FiveBy, s.names))
	case spellcraft.CauseDeck:
		return fmt.Sprintf("Round %d: the deck ran out", r.Round)
	}
	if r.Knocker >= 0 {
		return fmt.Sprintf("Round %d: %s knocked", r.Round, nameOf(r.Knocker, s.names))
	}
	return fmt.Sprintf("Round %d: showdown", r.Round)
}

// counts reports whether card cd scores in h: a counted card, or the red
// joker standing for one. The showdown and the rules page dim the rest.
func counts(h spellcraft.HandScore, cd cards.Card) bool {
	return h.Counted.Has(cd) || cd == cards.RedJoker && h.JokerAs != cards.None
}

// breakdown spells how a score is made (SC4, SC5).
func breakdown(h spellcraft.HandScore) string {
	if h.Total == 0 {
		return "nothing scores"
	}
	parts := []string{plural(h.Cards, "card")}
	if h.Runs > 0 {
		parts = append(parts, fmt.Sprintf("%d run", h.Runs))
	}
	parts = append(parts, fmt.Sprintf("%d high", h.High))
	if h.Fours > 0 {
		parts = append(parts, fmt.Sprintf("%d four of a kind", h.Fours))
	}
	if h.TrumpSuit+h.TrumpCard > 0 {
		parts = append(parts, fmt.Sprintf("%d trump", h.TrumpSuit+h.TrumpCard))
	}
	out := strings.Join(parts, " + ")
	if h.Five {
		out = "five of a kind: 35 (" + out + ")"
	}
	return out
}

// Draw implements game.Scene.
func (s *Showdown) Draw(c *widget.Canvas) {
	r := s.r
	art := s.ctx.Art
	x, y, w, h := 30.0, 14.0, float64(widget.ScreenW-60), 700.0
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, color.RGBA{0, 0, 0, 190})
	c.RoundRect(x, y, w, h, 18, widget.Panel)
	c.RoundOutline(x, y, w, h, 18, 2, widget.Gold)
	c.Text(s.title(), 26, true, widget.ScreenW/2, y+10, widget.Cream, widget.AlignCenter)
	rowH := min(66.0, 480/float64(len(s.seats)))
	cardK := min(0.36, (rowH-6)/assets.CardH)
	// A short showdown sits in the middle of the panel, not at its top.
	top := y + 54 + (480-float64(len(s.seats))*rowH)/2
	for k, seat := range s.seats {
		ry := top + float64(k)*rowH
		if r.Best[seat] {
			c.RoundRect(x+10, ry, w-20, rowH-4, 8, color.RGBA{90, 70, 20, 150})
		}
		name := nameOf(seat, s.names)
		c.Text(name, 18, true, x+22, ry+4, widget.Cream, widget.AlignLeft)
		var notes []string
		if r.Best[seat] {
			notes = append(notes, fmt.Sprintf("WINS +%d", r.Prize))
		}
		if r.Knocker == seat {
			notes = append(notes, "knocked")
		}
		if r.BlackJoker == seat {
			notes = append(notes, "black joker")
		}
		c.Text(strings.Join(notes, " · "), 14, true, x+22, ry+26, widget.Gold, widget.AlignLeft)
		// The hand: the counted cards bright, the others dimmed.
		final := r.Final[seat]
		hand := sortHand(r.Hands[seat])
		gap := min(34.0, 340/float64(max(1, len(hand))))
		for i, cd := range hand {
			var cs ebiten.ColorScale
			if !counts(final, cd) {
				cs.Scale(0.45, 0.45, 0.45, 1)
			}
			if s.lost(seat, cd) {
				cs.Scale(0.5, 0.3, 0.3, 1)
			}
			c.Image(art.Face(cards.Standard54, cd), art.Scale(), x+214+float64(i)*gap, ry+(rowH-4)/2, 0, cardK, cs)
		}
		c.Text(fmt.Sprintf("%d", final.Total), 26, true, x+606, ry+(rowH-4)/2-16, widget.Gold, widget.AlignRight)
		suit := final.Suit.Name()
		if final.Total == 0 {
			suit = "-"
		}
		c.Text(suit, 17, true, x+624, ry+4, widget.Cream, widget.AlignLeft)
		c.Text(breakdown(final), 14, false, x+624, ry+24, widget.Muted, widget.AlignLeft)
		var extra []string
		if final.JokerAs != cards.None {
			extra = append(extra, "red joker as "+cardName(final.JokerAs))
		}
		if r.Trumps[seat] != cards.None && s.cfg.Trump {
			extra = append(extra, "trump "+cardName(r.Trumps[seat]))
		}
		if seat == r.Target && r.Discard != cards.None {
			extra = append(extra, fmt.Sprintf("lost the %s to the black joker (was %d)", cardName(r.Discard), r.Scores[seat].Total))
		}
		c.Text(strings.Join(extra, " · "), 14, false, x+624, ry+42, widget.Cream, widget.AlignLeft)
	}
	c.Text(s.legend(), 14, false, widget.ScreenW/2, y+h-140, widget.Muted, widget.AlignCenter)
	c.Text(s.payout(), 17, true, widget.ScreenW/2, y+h-112, widget.Cream, widget.AlignCenter)
	c.Text(s.penalty(), 16, false, widget.ScreenW/2, y+h-84, widget.Muted, widget.AlignCenter)
	s.btn.Draw(c, true)
}

// legend says how the hands are drawn, only what this showdown shows:
// dimmed cards when some card does not score, dark red ones when the
// black joker was played.
func (s *Showdown) legend() string {
	r := s.r
	dim := false
	for _, seat := range s.seats {
		for _, cd := range r.Hands[seat].Cards() {
			dim = dim || !counts(r.Final[seat], cd) && !s.lost(seat, cd)
		}
	}
	switch {
	case dim && r.BlackJoker >= 0:
		return "Bright cards score; dimmed cards do not; dark red cards were discarded for the black joker."
	case dim:
		return "Bright cards score; dimmed cards do not."
	case r.BlackJoker >= 0:
		return "Bright cards score; dark red cards were discarded for the black joker."
	}
	return "Every card shown scores."
}

// lost reports whether seat's card cd went for the black joker: the joker
// itself, or the card its target lost. They are drawn dark red.
func (s *Showdown) lost(seat int, cd cards.Card) bool {
	r := s.r
	return cd == r.Discard && seat == r.Target || cd == cards.BlackJoker && seat == r.BlackJoker
}

func (s *Showdown) payout() string {
	r := s.r
	best := r.BestSeats()
	if len(best) == 0 {
		return ""
	}
	var names []string
	for k, i := range best {
		if k == 0 {
			names = append(names, nameOf(i, s.names))
		} else {
			names = append(names, object(i, s.names))
		}
	}
	who := strings.Join(names, " and ")
	if len(names) > 1 {
		return fmt.Sprintf("Tied best: %s. Stakes %d: each takes %d, %d leave the game.", who, r.Stakes, r.Prize, r.Removed)
	}
	return fmt.Sprintf("%s the best hand. Stakes %d: %d to %s, %d leave the game.", subject(best[0], s.names, "have", "has"),
		r.Stakes, r.Prize, object(best[0], s.names), r.Removed)
}

// object is seat's name inside a sentence: "you" for the person.
func object(seat int, names []string) string {
	if isYou(seat, names) {
		return "you"
	}
	return nameOf(seat, names)
}

func (s *Showdown) penalty() string {
	r := s.r
	switch r.Penalty {
	case spellcraft.Paid:
		return subject(r.Knocker, s.names, "knocked without the best hand and pay 1 chip to each other player.",
			"knocked without the best hand and pays 1 chip to each other player.")
	case spellcraft.Staked:
		return subject(r.Knocker, s.names,
			fmt.Sprintf("knocked without the best hand and could not pay everyone: all your chips go into the next stakes (%d).", r.Carry),
			fmt.Sprintf("knocked without the best hand and could not pay everyone: all their chips go into the next stakes (%d).", r.Carry))
	}
	if r.Knocker >= 0 && r.Cause == spellcraft.CauseKnock {
		return nameOf(r.Knocker, s.names) + " knocked and had (a share of) the best hand: no penalty."
	}
	return ""
}

// notice is a small overlay with one line; any key or click closes it.
type notice struct {
	scenes.Dismiss
	text string
}

// IsOverlay implements game.Overlay.
func (n notice) IsOverlay() bool { return true }

// Still implements game.Still.
func (n notice) Still() bool { return true }

// Draw implements game.Scene.
func (n notice) Draw(c *widget.Canvas) {
	w := c.TextWidth(n.text, 20, true) + 60
	c.RoundRect(widget.ScreenW/2-w/2, 300, w, 70, 14, widget.Panel)
	c.RoundOutline(widget.ScreenW/2-w/2, 300, w, 70, 14, 2, widget.Gold)
	c.Text(n.text, 20, true, widget.ScreenW/2, 322, widget.Cream, widget.AlignCenter)
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
