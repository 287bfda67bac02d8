package tricktable

import (
	"parlor/rules/cards"
	"parlor/rules/trick"
)

// DealtOwn returns seat 0's hand as it was dealt: the cards it holds now and
// those it has played in this hand's tricks (a resumed hand is dealt again
// from this).
func DealtOwn(own cards.Set, tricks []trick.Trick) cards.Set {
	for _, tr := range tricks {
		for j := 0; j < int(tr.Count); j++ {
			if tr.Seat(j, Seats) == 0 {
				own = own.With(tr.Cards[j])
			}
		}
	}
	return own
}
