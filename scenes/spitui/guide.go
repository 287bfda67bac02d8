package spitui

import (
	"fmt"
	"strings"

	"parlor/game"
	"parlor/input"
	"parlor/rules/spit"
	"parlor/scenes/guide"
)

// StartGuide implements scenes.Guided: the first round's moments, each
// pointed at on the table as it comes (scenes/guide). Its sentences hold
// the clock, so nobody races while reading; its asks let it run.
func (t *Table) StartGuide(ctx *game.Context) { t.Run(spit.GameName, t.guideSteps(ctx)...) }

// guideSteps are Spit's first round in five steps: the stock piles (or
// the hand), the centre piles, a first play, spitting when stuck and the
// race for the smaller pile.
func (t *Table) guideSteps(ctx *game.Context) []guide.Step {
	v := &t.view
	keys := func() input.Keymap { return ctx.Settings.Keys[t.keys[0]] }
	start := t.cardsToPlay()
	// over: the first round's play has ended, and with it the moments of
	// the steps that wait in it (between rounds the table shows round 1
	// gathered up, under its board).
	over := func() bool { return v.Round > 1 || v.Phase != spit.PhasePlay || t.between }
	racing := func() bool { return !over() && v.Countdown < 0 }
	canMove := func() bool { mine := t.seatView(0); return mine.CanMove() }
	return []guide.Step{
		{
			Say: func() string {
				if v.Config.Short {
					return fmt.Sprintf("%s: these are your %d cards. Play them all, then the cards of your draw pile, to win.",
						t.seatName(0), spit.HandSize)
				}
				return fmt.Sprintf("%s: these are your stock piles. Only their top cards, face up, can be played: "+
					"empty them all to win the round.", t.seatName(0))
			},
			Target: func() (x, y, w, h float64) { return t.lay.rowBox(v.Config) },
		},
		{
			Say: guide.Words("After the countdown each player spits a card onto a centre pile. " +
				"Then play any card one rank above or below a centre card: a 7 on a 6 or an 8, an ace on a king or a 2. Suits do not matter."),
			Target: t.centreBox,
		},
		{
			Say: func() string {
				k := keys()
				var piles []string
				for i := range slots(v.Config) {
					piles = append(piles, k.Hint(pileActions[i]))
				}
				return fmt.Sprintf("Go! Press a card's key (%s, shown under it), then %s for the left centre pile or %s for the right. "+
					"Or drag the card onto a pile.", strings.Join(piles, " "), k.Hint(actToLeft), k.Hint(actToRight))
			},
			Target: func() (x, y, w, h float64) { return t.lay.rowBox(v.Config) },
			Clear:  []guide.Box{t.centreBox},
			When:   func() bool { return racing() && canMove() },
			Done:   func() bool { return over() || t.cardsToPlay() < start },
		},
		{
			Say: func() string {
				return fmt.Sprintf("No card fits? Press %s or click Spit! When both players are stuck, each spits a new card onto the centre piles.",
					keys().Hint(actSpit))
			},
			Target: panelBox,
			Clear:  []guide.Box{t.centreBox},
			When:   func() bool { return racing() && !v.Players[0].Ready && !canMove() },
			Done:   func() bool { return over() || v.Players[0].Ready },
		},
		{
			Say: func() string {
				k := keys()
				if v.Phase == spit.PhaseChoose {
					return "The round is over: its winner takes the smaller centre pile, and the other player the bigger one."
				}
				return fmt.Sprintf("The round is over: race to slap the smaller centre pile with %s then %s or %s, or click it. "+
					"The slower player takes the bigger pile; the first to run out of cards wins the game.",
					k.Hint(actClaim), k.Hint(actToLeft), k.Hint(actToRight))
			},
			Target: t.centreBox,
			When:   func() bool { return v.Phase == spit.PhaseClaim || v.Phase == spit.PhaseChoose },
			Done:   func() bool { return v.Round > 1 || v.Phase == spit.PhaseOver || t.between },
			Next:   true,
		},
	}
}

// cardsToPlay counts seat 0's cards still to play in this round: its
// stock piles (the short version: its hand and draw pile). Playing one
// lowers it; moving cards between piles and spitting do not.
func (t *Table) cardsToPlay() int {
	p := &t.view.Players[0]
	if t.view.Config.Short {
		return p.HandSize + p.Draw
	}
	n := 0
	for _, s := range p.Stock {
		n += s.Down + s.NUp
	}
	return n
}

// rowBox is seat 0's row of stock piles (or hand) with the keys under it,
// at the card size in use.
func (l layout) rowBox(cfg spit.Config) (x, y, w, h float64) {
	n := slots(cfg)
	x0, y0 := l.slotXY(0, 0, n)
	x1, _ := l.slotXY(0, n-1, n)
	cw, ch := l.size(0)
	top := y0 - ch/2 - backStep*maxBacks
	return x0 - cw/2, top, x1 - x0 + cw, y0 + ch/2 + 24 - top
}

// centreBox is the two centre piles with their counts above, at the card
// size in use.
func (l layout) centreBox() (x, y, w, h float64) {
	lx, ly := l.centreXY(0)
	rx, _ := l.centreXY(1)
	cw, ch := l.centreSize()
	return lx - cw/2, ly - ch/2 - 26, rx - lx + cw, ch + 26
}

// centreBox is the centre piles' box at the card size in use now.
func (t *Table) centreBox() (x, y, w, h float64) { return t.lay.centreBox() }

// panelBox is seat 0's panel: its keys and the Spit! button (drawPanels).
func panelBox() (x, y, w, h float64) { return 20, 520, 300, 184 }
