package spitui

import (
	"parlor/assets"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spit"
	"parlor/scenes"
)

// read turns the session's new events into what the table shows: the
// sounds, the shouts, the rounds won, the round board and the final
// standings, and for the sprites where each card that comes into view
// comes from and where the centre piles' cards go (news). Then the
// sprites are laid out from the current view.
func (t *Table) read() {
	if t.between {
		return // the round's end stays on show until its board has closed
	}
	evs := t.s.Events()
	ended := t.view
	t.view = t.shown()
	fresh := evs[min(t.seen, len(evs)):]
	for i, e := range fresh {
		if t.waitsForBoard(e) {
			t.seen += i
			t.view = gathered(ended, t.last)
			t.between = true
			t.openLater(t.showBoard)
			t.sync()
			return
		}
		late := i+1 < len(fresh) && isLate(fresh[i+1], e)
		t.show(e, late)
	}
	t.seen = len(evs)
	t.sync()
}

// sync brings the gestures and the sprites up to date with the view.
func (t *Table) sync() {
	t.settleUI()
	t.cards.sync(t, &t.news)
	t.news = news{}
}

// waitsForBoard reports whether e deals a round whose predecessor's board
// has not been shown yet: the round's result comes first, and the deal
// and its countdown only once the board has closed (endBoard).
func (t *Table) waitsForBoard(e engine.Event) bool {
	d, ok := e.Data.(spit.Dealt)
	return ok && t.round != 0 && d.Round != t.round && t.boardRound != t.round
}

// endBoard lets the next round's deal show: its board has closed. A game
// online waits for the people at it to have read their boards.
func (t *Table) endBoard() {
	t.between = false
	t.boardRound = t.round
	others, err := t.s.Ready()
	if err != nil {
		t.say(t.me, "The server was not told you are ready; the next round starts within half a minute.", true)
	}
	t.awaiting, t.readyAt = others, t.s.Now()
}

// awaitOther says, while a game online waits for the other person to close
// their round board, whom it waits for: the table stands still meanwhile.
func (t *Table) awaitOther() {
	if !t.awaiting {
		return
	}
	if t.s.Now() != t.readyAt || t.s.Over() {
		t.awaiting = false
		t.msgs[t.me&1].ticks = 0
		return
	}
	t.say(t.me, "Waiting for "+t.seatName(1-t.me)+" to close the round board...", false)
}

// gathered is the table between two rounds, as the board of the round d
// that ended describes it: each player has gathered their cards (stock,
// draw pile and the pile taken) into one face-down pile, and the centre is
// empty. ended is the table as play stopped.
func gathered(ended spit.View, d spit.RoundEnded) spit.View {
	v := spit.View{Seat: ended.Seat, Tick: ended.Tick, Config: ended.Config, Phase: spit.PhasePlay,
		Round: ended.Round, Countdown: -1, RoundWinner: d.Winner, Winner: spit.NoSeat}
	for seat := range 2 {
		v.Players[seat].Draw = d.Cards[seat]
		v.Players[seat].Cards = d.Cards[seat]
	}
	return v
}

// isLate reports whether next says that the press of act was too late
// (it is recorded, and changed nothing).
func isLate(next, act engine.Event) bool {
	l, ok := next.Data.(spit.Late)
	a, isAct := act.Data.(spit.Action)
	return ok && isAct && l.Seat == act.Seat && l.Action == a
}

// show turns one event into what the table shows.
func (t *Table) show(e engine.Event, late bool) {
	switch d := e.Data.(type) {
	case spit.Action:
		if !late {
			t.acted(e.Seat, d)
		}
	case spit.Spat:
		t.spat(d)
	case spit.TurnedUp:
		t.news.comes(d.Card, origin{kind: inPlace})
	case spit.Drew:
		t.news.comes(d.Card, origin{kind: fromDraw, seat: d.Seat})
	case spit.Dealt:
		t.dealt(d)
	case spit.Recycled:
		t.recycled(d)
	case spit.Split:
		for side := range 2 {
			t.news.leave(side, side, false) // shuffled and dealt back to both
		}
	case spit.RoundStopped:
		if d.Then == spit.PhaseClaim || d.Then == spit.PhaseChoose {
			t.banner, t.bannerT = "Round over!", 70 // a race or a choice follows: say why play stopped
		}
	case spit.RoundEnded:
		t.roundEnded(d)
		for side := range 2 {
			t.news.leave(side, t.taker(d, side), false)
		}
	case spit.GameEnded:
		t.gameEnded()
	}
}

// acted shows a press that went through: its sound, and a card played
// onto a centre pile from the pile the press names.
func (t *Table) acted(seat int, a spit.Action) {
	t.noteWish(seat, a)
	switch a.Kind {
	case spit.Play:
		t.news.land(pileOf(a.Side), landing{seat: seat, slot: int(a.From),
			from: origin{kind: fromSlot, seat: seat, slot: int(a.From)}})
		t.ctx.Play(assets.SoundPlay)
	case spit.Move, spit.Stack:
		t.ctx.Play(assets.SoundPlay)
	case spit.Claim, spit.Choose:
		t.ctx.Play(assets.SoundSlap)
	case spit.Flip:
		t.ctx.Play(assets.SoundDeal)
	}
}

// spat shows the spit: each card flies from the draw pile of the seat
// that spat it, or in the short version from the spit cards beside its
// pile.
func (t *Table) spat(d spit.Spat) {
	if !t.news.dealt { // a spit as a round is dealt is part of the deal
		t.banner, t.bannerT = "Spit!", 50
		t.ctx.Play(assets.SoundSlap)
	}
	for side, c := range d.Cards {
		if c == cards.None {
			continue
		}
		o := origin{kind: fromSide, seat: side}
		if d.From[side] == 0 || d.From[side] == 1 {
			o = origin{kind: fromDraw, seat: d.From[side]}
		}
		t.news.land(side, landing{card: c, from: o})
	}
}

// dealt shows a deal: the stock piles (or hands) fly out of the draw
// piles.
func (t *Table) dealt(d spit.Dealt) {
	t.news.dealt = true
	for side, pile := range d.Spit {
		if len(pile) > 0 {
			t.news.land(side, landing{card: pile[len(pile)-1], from: t.centreOrigin(side)})
		}
	}
	t.ctx.Play(assets.SoundDeal)
	t.round = d.Round
	for i := range t.msgs {
		t.msgs[i].ticks = 0 // the last round's words (a race's hint) end with it
	}
}

// centreOrigin is where a centre pile's card comes from when it is laid
// out: the spit cards beside it in the short version, else the draw pile
// on its side.
func (t *Table) centreOrigin(side int) origin {
	if t.view.Config.Short {
		return origin{kind: fromSide, seat: side}
	}
	return origin{kind: fromDraw, seat: side}
}

// recycled shows SP4 (the centre piles but their tops go back to the
// draw piles) or, in the short version, the centre piles turned over as
// the new spit cards and new centre cards turned from them (D8).
func (t *Table) recycled(d spit.Recycled) {
	if !d.Short {
		for side := range 2 {
			t.news.leave(side, side, true)
		}
		return
	}
	for side := range 2 {
		t.news.leave(side, toSide, false)
		if p := d.Spit[side]; len(p) > 0 {
			t.news.land(side, landing{card: p[len(p)-1], from: origin{kind: fromSide, seat: side}})
		}
	}
}

// taker is the seat whose draw pile centre pile side's cards go to at the
// end of round d: the seat that took it, else (nobody took it) its side's.
func (t *Table) taker(d spit.RoundEnded, side int) int {
	for seat, took := range d.Took {
		if took == sideOf(side) {
			return seat
		}
	}
	return side
}

// roundEnded counts a round's winner.
func (t *Table) roundEnded(d spit.RoundEnded) {
	t.last = d
	if d.Winner == 0 || d.Winner == 1 {
		t.roundsWon[d.Winner]++
	}
}

// gameEnded opens the final standings once the cards have landed: only
// for a game played here (scenes.GameOver); a replay shows the end.
func (t *Table) gameEnded() {
	if t.overShown {
		return
	}
	t.overShown = true
	t.ctx.Play(assets.SoundWin)
	t.openLater(func() { scenes.GameOver(t.ctx, t.app, t.s) })
}

// settleUI brings the people's gestures and the countdown's sound up to
// date with the view.
func (t *Table) settleUI() {
	v := &t.view
	if n := v.CountdownSeconds(); n != t.lastCount {
		if n > 0 {
			t.ctx.Play(assets.SoundTick)
		}
		t.lastCount = n
	}
	for seat := range 2 {
		u := &t.ui[seat]
		t.wish[seat] = t.wish[seat] && v.Players[seat].Ready // the spit happened, or the round ended
		if v.Phase != spit.PhasePlay {
			u.sel, u.spitArmed = 0, false
		}
		if v.Phase != spit.PhaseClaim && v.Phase != spit.PhaseChoose {
			u.claimArmed = false
		}
		if u.sel > 0 && t.slotEmpty(seat, u.sel) {
			u.sel = 0
		}
	}
}
