package speedoh

// DrawOf returns seat's draw pile, bottom first: tests only, since no View
// ever shows it.
func DrawOf(s *State, seat int) []Card { return append([]Card(nil), s.draw[seat]...) }

// PileOf returns seat's flipped pile, bottom first.
func PileOf(s *State, seat int) []Card {
	out := make([]Card, 0, len(s.pile[seat]))
	for _, f := range s.pile[seat] {
		out = append(out, f.card)
	}
	return out
}
