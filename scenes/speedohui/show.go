package speedohui

import (
	"fmt"

	"parlor/assets"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/speedoh"
)

// What the table shows of the session's events, each as it comes: the
// presses (flips, slaps, slashes, gifts), the flips, and what the engine
// settled, in words and as cards on their way.

// read shows the session's new events and brings the view up to date.
func (t *Table) read() {
	t.view = session.ViewOf[speedoh.View](t.s, t.shown)
	evs := t.s.Events()
	if len(evs) <= t.seen {
		return
	}
	var b batch
	var says []announcement
	for _, e := range evs[t.seen:] {
		if a, ok := t.show(e, &b); ok {
			says = append(says, a)
		}
	}
	t.seen = len(evs)
	t.landed(&b)
	t.announce(says...)
}

// show shows one event; it returns what the table says of it, if
// anything.
func (t *Table) show(e engine.Event, b *batch) (announcement, bool) {
	switch d := e.Data.(type) {
	case speedoh.Action:
		t.pressed(e.Seat, d)
	case speedoh.Struck:
		t.struck(d)
	case speedoh.Flipped:
		t.flipped(d.Seat, d.Card, b)
	case speedoh.MatchSettled:
		for seat, rw := range d.Rewound {
			t.leave(seat, len(rw), seat, b) // SO6: back into the owner's draw pile
		}
		for _, seat := range d.Seats {
			t.leave(seat, -1, d.Receiver, b)
		}
		return announcement{text: fmt.Sprintf("%s slapped first: %s %s", t.names.of(d.Winner), t.names.does(d.Receiver, "take"), cardsWord(d.Cards)), settles: true}, true
	case speedoh.SpecialSettled:
		t.closed = closedWindow{kind: d.Kind, ticks: closedTicks}
		if d.Receiver >= 0 {
			t.leaveAll(d.Receiver, b)
		}
		return announcement{text: t.specialSays(d), settles: d.Receiver >= 0}, true
	case speedoh.WrongSlap:
		return t.wrongSlap(d, b), true
	case speedoh.MatchLapsed:
		if d.Why == speedoh.LapsedUnslapped {
			if l, ok := t.missedLesson(d); ok {
				t.lesson = l
			}
			return announcement{text: "Nobody slapped a match: " + keyWords(d.Key)}, true
		}
	case speedoh.TurnedOver:
		for seat := range t.n {
			t.leave(seat, -1, seat, b) // D12: each pile becomes its owner's draw pile
		}
		return announcement{text: "Nobody can flip: every flipped pile is turned over as a new draw pile", settles: true}, true
	case speedoh.GameEnded:
		t.ended()
	}
	return announcement{}, false
}

// pressed shows a press that went through: the table hears every flip
// and slap and sees every gift, as at a real table.
func (t *Table) pressed(seat int, a speedoh.Action) {
	if seat < 0 || seat >= t.n {
		return
	}
	switch a.Kind {
	case speedoh.Flip:
		t.ctx.Play(assets.SoundDeal)
	case speedoh.Hit:
		t.ctx.Play(assets.SoundSlap)
	case speedoh.Give:
		t.note(seat, "Gives to "+t.names.in(int(a.To)), false)
	}
}

// struck shouts what a hit was (D3): a slash, a slap, or a wrong slap in
// red.
func (t *Table) struck(d speedoh.Struck) {
	if d.Seat < 0 || d.Seat >= t.n {
		return
	}
	if d.As == speedoh.HitSlash {
		t.note(d.Seat, "Slash!", false)
		return
	}
	t.note(d.Seat, "Slap!", d.As == speedoh.HitWrong)
}

// wrongSlap shows a wrong slap (SO4): the wrong slapper takes every
// flipped pile, and the two cards it may have taken for a match show.
func (t *Table) wrongSlap(d speedoh.WrongSlap, b *batch) announcement {
	t.ctx.Play(assets.SoundError)
	if l, ok := t.wrongLesson(d); ok {
		t.lesson = l
	}
	if d.Cards == 0 {
		return announcement{text: fmt.Sprintf("Wrong slap by %s: no flipped cards to take", t.names.in(d.Seat)), bad: true}
	}
	t.leaveAll(d.Seat, b)
	return announcement{text: fmt.Sprintf("Wrong slap: %s every flipped pile (%s)", t.names.does(d.Seat, "take"), cardsWord(d.Cards)), bad: true}
}

func (t *Table) specialSays(s speedoh.SpecialSettled) string {
	switch {
	case s.Receiver < 0 && len(s.Slaps) == 0 && s.Kind == speedoh.FirstSlapWindow:
		return "Nobody slapped the First Slap Wins card"
	case s.Receiver < 0:
		return "No single loser: nobody takes the piles"
	case s.Kind == speedoh.FirstSlapWindow:
		return fmt.Sprintf("%s slapped first: %s every flipped pile (%s)", t.names.of(s.Slaps[0]), t.names.does(s.Receiver, "take"), cardsWord(s.Cards))
	case s.Kind == speedoh.SlashWindow:
		return fmt.Sprintf("Slowest slash: %s every flipped pile (%s)", t.names.does(s.Receiver, "take"), cardsWord(s.Cards))
	}
	return fmt.Sprintf("Last to slap: %s every flipped pile (%s)", t.names.does(s.Receiver, "take"), cardsWord(s.Cards))
}

func (t *Table) note(seat int, s string, bad bool) {
	t.notes[seat] = message{text: s, bad: bad, ticks: noteTicks}
}

// announce queues announcements; the first shows at once when nothing
// else is on show.
func (t *Table) announce(as ...announcement) {
	t.pending = append(t.pending, as...)
	if n := len(t.pending) - maxPending; n > 0 {
		t.pending = t.pending[n:]
	}
	t.nextAnnouncement()
}

// nextAnnouncement shows the next waiting announcement once the one on
// show has had its time to be read (or has gone).
func (t *Table) nextAnnouncement() {
	read := t.readFor()
	if len(t.pending) == 0 || (t.bannerT > 0 && t.bannerAge < read) {
		return
	}
	a := t.pending[0]
	t.pending = t.pending[1:]
	t.banner, t.bannerBad, t.bannerT, t.bannerAge = a.text, a.bad, max(bannerTicks, read+bannerTicks-readTicks), 0
}

// readFor is the least an announcement shows while others wait: longer
// at a slower computer pace, at least as long as the clock waits after a
// settlement.
func (t *Table) readFor() int { return max(readTicks, t.settleHold()) }
