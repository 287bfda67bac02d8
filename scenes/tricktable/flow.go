package tricktable

import (
	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/trick"
)

// Hands returns the hands this screen sees, by seat: own(seat) for every
// seat the session shows (the person's; every seat in a replay with hands
// face up), none for the others.
func Hands(s *session.Session, own func(seat int) cards.Set) [Seats]cards.Set {
	var out [Seats]cards.Set
	for seat := range Seats {
		if s.Sees().Has(seat) {
			out[seat] = own(seat)
		}
	}
	return out
}

// Dealt returns the hands this screen sees as they were dealt: the cards
// each holds now and those it has played in this hand's tricks (an opened
// hand is dealt again from this).
func Dealt(s *session.Session, tricks []trick.Trick, own func(seat int) cards.Set) [Seats]cards.Set {
	out := Hands(s, own)
	for _, tr := range tricks {
		for j := 0; j < int(tr.Count); j++ {
			if seat := tr.Seat(j, Seats); out[seat] != 0 {
				out[seat] = out[seat].With(tr.Cards[j])
			}
		}
	}
	return out
}
