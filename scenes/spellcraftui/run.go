package spellcraftui

import (
	"fmt"
	"parlor/rules/spellcraft"
	"parlor/scenes"
)

// run starts one visual event.
func (t *Table) run(e event) {
	if e.view != nil {
		t.shown = *e.view
	}
	if e.faces != nil {
		t.shownFaces = *e.faces
	}
	t.showLines(e.lines)
	switch e.kind {
	case evDeal:
		t.reveal = nil
		t.cards.deal(t, e.deal)
		t.ctx.Play("deal")
	case evResumed:
		if t.fast {
			t.ctx.Toast("Game continued where you left it")
		}
		t.fast, t.instant = false, false
	case evAct:
		t.runAct(e)
	case evField:
		t.cards.layoutField(t, e.field, 0)
		t.cards.settleZ()
	case evBids:
		t.ev.Wait = t.dt(50) // let everyone read the bids
		t.ctx.Play("play")
	case evReveal:
		r := e.result
		t.reveal = &r
		t.say(t.revealText(r))
		t.ev.Wait = t.dt(50) // let everyone read the hands and scores
		t.ctx.Play("play")
	case evShowdown:
		t.reveal = nil
		t.ctx.Push(NewShowdown(t.ctx, e.result, t.cfg, t.names, e.last, false))
	case evGather:
		t.cards.gather(t)
	case evGameOver:
		scenes.GameOver(t.ctx, t.app, t.s)
		t.ctx.Play("win")
	}
}

// revealText says who holds the black joker at a showdown shown.
func (t *Table) revealText(r spellcraft.RoundResult) string {
	if t.person() && r.BlackJoker == t.me {
		return "Showdown! You hold the black joker: choose who loses a card"
	}
	return fmt.Sprintf("Showdown! %s the black joker and %s who loses a card",
		subject(r.BlackJoker, t.names, "hold", "holds"), map[bool]string{true: "choose", false: "chooses"}[isYou(r.BlackJoker, t.names)])
}

// showLines adds shown lines to the round's log; a new round's first line
// starts a new log.
func (t *Table) showLines(ls []logLine) {
	for _, l := range ls {
		if l.round != t.logRound {
			t.log, t.logRound = nil, l.round
		}
		t.log = append(t.log, l)
		t.logTurn = l.turn
	}
}

func (t *Table) runAct(e event) {
	if e.a.Kind == spellcraft.KindEnd {
		return
	}
	t.cards.move(t, e.seat, e.a, e.hand, e.field)
	if e.seat != t.me || !t.person() {
		// The latest move also shows by the hand, where the eye is.
		for _, l := range e.lines {
			if l.seat == e.seat && l.text != "" {
				t.say(l.text)
				break
			}
		}
	}
	switch e.a.Kind {
	case spellcraft.KindTake, spellcraft.KindExchange:
		t.ctx.Play("play")
	}
}
