package speedoh

// Rules1: SO6 as read before 2026-11.
//
// Records written before the rules version existed have no "rules" in
// their options; they were played under this reading and replay under it
// (Open), so that every one of them still verifies. New games follow
// Rules2, the extended SO6 (D7, D9). Under Rules1:
//
//   - A match is not fixed at its first slap (judge does nothing): it is
//     what shows when it settles. If by then fewer than two players, or
//     not its winner, show its key, it is gone ("lapse", "gone");
//     otherwise the players who show it then are its players. This
//     differs from Rules2 only when a settlement earlier in the same tick
//     changed the table under it (took or rewound its cards, or the card
//     that made its mode): D5 holds flips while a match has a slap.
//   - Its rewind starts after its newest card (the later of the flip that
//     formed it and its players' top cards) and leaves its players' piles
//     alone: a card a player laid on its card of the match before the
//     first slap, still showing the key, stays and goes to the receiver
//     with the rest, and cards other players flipped before that card
//     stay on their piles.
//   - A card the rewind uncovers may start a new match at once.

// settleMatchRules1 settles a won match as SO6 was read before 2026-11.
func (s *State) settleMatchRules1(w *window, protect Seats) {
	var m Seats
	if w.key.in(s.mode) {
		m = s.groups()[w.key.index()]
	}
	if m.Len() < 2 || !m.Has(w.winner()) {
		s.lapse(w, LapsedGone)
		return
	}
	w.members = m
	cut := w.since
	for seat := range s.n {
		if m.Has(seat) {
			cut = max(cut, s.topSeq(seat))
		}
	}
	rw := make([][]Card, s.n)
	for seat := range s.n {
		if !m.Has(seat) && !protect.Has(seat) {
			rw[seat] = s.rewind(seat, cut)
		}
	}
	s.award(w, rw)
}
