package spitui

import "parlor/rules/spit"

// A Spit press stands in the engine until the spit happens, even while
// play goes on (D13). The table says it only while it is news: once
// either player plays or moves a card after it, the presser was not stuck
// after all, or may not be now, so neither their panel, their message
// nor the other player's prompt goes on saying they want to spit. The
// press still counts: when the other player says Spit, both spit.

// noteWish follows a press that went through: a Spit press shows the
// presser's wish; any play or move withdraws every wish shown.
func (t *Table) noteWish(seat int, a spit.Action) {
	switch a.Kind {
	case spit.Spit:
		t.wish[seat&1] = true
	case spit.Play, spit.Move, spit.Stack, spit.Flip:
		for s := range t.wish {
			t.wish[s] = false
			if m := &t.msgs[s]; m.wish {
				m.ticks = 0
			}
		}
	}
}

// wants reports whether seat's wish to spit is on show: the press stands
// and nobody has played since.
func (t *Table) wants(seat int) bool { return t.view.Players[seat].Ready && t.wish[seat] }

// sayReady tells a presser their Spit press stands; the message goes when
// the wish is withdrawn.
func (t *Table) sayReady(seat int) {
	t.say(seat, "Ready to spit", false)
	t.msgs[seat&1].wish = true
}

// Status returns the line under seat's name in its panel: ready to spit,
// spitting alone or claiming, or "".
func (t *Table) Status(seat int) string {
	u := &t.ui[seat&1]
	switch {
	case t.wants(seat):
		return "Ready to spit"
	case u.spitArmed:
		return "Spitting alone: pick a pile"
	case u.claimArmed:
		return "Claim: pick a pile"
	}
	return ""
}
