package spellcraftui

import (
	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"
)

// read queues what the session's new events show, each as a visual step.
func (t *Table) read() {
	evs := t.s.Events()
	if len(evs) == t.seen {
		return
	}
	t.view = session.ViewOf[spellcraft.View](t.s, t.me)
	t.faces = t.seenFaces()
	t.queue(evs[t.seen:])
	t.seen = len(evs)
}

// queue turns the events into visual steps. Seat 0's hand and the field
// follow the events, so every card flies where the event sends it. The
// table catches up with the game (t.view) at the first step, or, when a
// round ended, at the next deal: the old round's cards stay in view until
// its showdown has been seen.
func (t *Table) queue(evs []engine.Event) {
	final, faces := t.view, t.faces
	first := len(t.ev.Queue)
	act := -1 // the action whose cards are still arriving (a draw follows it)
	settle := func() {
		if act >= 0 {
			t.ev.Queue[act].hand, t.ev.Queue[act].field = t.hand, t.field
			act = -1
		}
	}
	ended, showdown, deal := false, -1, -1
	var lines []logLine // words waiting for the next visual step
	for _, e := range evs {
		if _, drawn := e.Data.(spellcraft.Drawn); !drawn {
			settle()
		}
		at := t.course.see(e)
		lines = append(lines, linesOf(e, at, t.names)...)
		steps := len(t.ev.Queue)
		switch d := e.Data.(type) {
		case spellcraft.Action:
			t.moved(e.Seat, d)
			act = len(t.ev.Queue)
			t.ev.Push(event{kind: evAct, seat: e.Seat, a: d})
		case spellcraft.Drawn:
			if d.Seat == 0 && d.Card != cards.None {
				t.hand = t.hand.With(d.Card)
			}
		case spellcraft.FieldLaid:
			for _, c := range d.Cards {
				t.field = t.field.With(c)
			}
			t.ev.Push(event{kind: evField, field: t.field})
		case spellcraft.BidsShown:
			t.ev.Push(event{kind: evBids})
		case spellcraft.ShowdownShown:
			t.ev.Push(event{kind: evReveal, result: d.Result})
		case spellcraft.ShowdownScored:
			ended, showdown = true, len(t.ev.Queue)
			t.ev.Push(event{kind: evShowdown, result: d.Result})
		case spellcraft.Dealt:
			t.hand, t.field = 0, 0
			if len(d.Hands) > 0 {
				t.hand = d.Hands[t.me] // empty when this screen does not see it
			}
			deal = len(t.ev.Queue) + 1
			t.ev.Push(event{kind: evGather}, event{kind: evDeal, deal: dealt(d, t.hand)})
		case spellcraft.GameOver:
			if showdown >= 0 {
				t.ev.Queue[showdown].last = true
			}
			t.ev.Push(event{kind: evGameOver, view: &final, faces: &faces})
		}
		if len(t.ev.Queue) > steps && len(lines) > 0 {
			// A deal's words go with the deal, not the gather before it.
			k := len(t.ev.Queue) - 1
			t.ev.Queue[k].lines = append(t.ev.Queue[k].lines, lines...)
			lines = nil
		}
	}
	if len(lines) > 0 {
		if k := len(t.ev.Queue) - 1; k >= first {
			t.ev.Queue[k].lines = append(t.ev.Queue[k].lines, lines...)
		} else {
			t.showLines(lines) // nothing to show first
		}
	}
	settle()
	switch {
	case !ended && first < len(t.ev.Queue):
		t.ev.Queue[first].view, t.ev.Queue[first].faces = &final, &faces
	case deal >= 0:
		t.ev.Queue[deal].view, t.ev.Queue[deal].faces = &final, &faces
	}
	// The view is the game itself: the next action starts from it.
	t.hand, t.field = final.Hand, final.Field
}

// dealt is what deal d shows: who is in (Dealt.In, public), the hands'
// sizes (five cards each: the other hands come blank) and seat 0's cards.
func dealt(d spellcraft.Dealt, hand cards.Set) dealing {
	out := dealing{dealer: d.Dealer, in: d.In, hand: hand}
	for i := range out.sizes {
		if d.In.Has(i) {
			out.sizes[i] = spellcraft.HandSize
		}
		if i < len(d.Hands) && d.Hands[i] != 0 {
			out.sizes[i] = d.Hands[i].Len()
		}
	}
	return out
}

// moved follows seat's action in seat 0's hand and the field: an exchange
// puts two cards out and takes one in, a take takes one (a card from the
// deck arrives with its Drawn event).
func (t *Table) moved(seat int, a spellcraft.Action) {
	switch a.Kind {
	case spellcraft.KindExchange, spellcraft.KindTake:
		if a.Card != cards.None {
			t.field = t.field.Without(a.Card)
			if seat == t.me && t.seesMe() {
				t.hand = t.hand.With(a.Card)
			}
		}
		if a.Kind == spellcraft.KindExchange {
			out := cards.SetOf(a.Out[0], a.Out[1])
			t.field |= out
			if seat == t.me && t.seesMe() {
				t.hand &^= out
			}
		}
	}
}
