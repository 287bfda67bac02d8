package stepstones_test

import (
	"errors"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/stepstones"
)

// FuzzApply drives a game with bytes: each byte either picks a legal action
// or forges an action (often illegal) for some seat. Apply must never
// panic, an error must wrap engine.ErrIllegal and change nothing, Legal must be
// non-empty for the seat to move until the end, cards are conserved and a
// Clone is unaffected by later actions. One input plays at most 150
// pairs of bytes.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), uint8(3), []byte{255, 128, 64, 32, 16, 8, 4, 2, 1, 0, 0, 0})
	f.Fuzz(func(t *testing.T, seed uint64, opts uint8, data []byte) {
		cfg := stepstones.Config{Sheet: stepstones.Sheet(opts & 1), Redo: opts&2 != 0}
		s := stepstones.New(cfg, seed)
		start := s.Clone()
		data = data[:min(len(data), 300)]
		for i := 0; i+1 < len(data) && !s.Over(); i += 2 {
			seat := s.ToMove()[0]
			legal := s.Legal(seat)
			if len(legal) == 0 {
				t.Fatalf("no legal action for the seat to move")
			}
			var a stepstones.Action
			who := seat
			if data[i]&0x80 == 0 {
				a = legal[int(data[i+1])%len(legal)]
			} else {
				who = int(data[i]&3) - 1
				switch data[i] >> 4 & 3 {
				case 0:
					a = stepstones.Play(cards.Card(data[i+1]))
				case 1:
					a = stepstones.Declare(stepstones.Bid{Contract: stepstones.Contract(data[i+1] & 15),
						Dir: 0, Redo: data[i+1]&16 != 0})
				case 2:
					a = stepstones.Pass
				default:
					a = stepstones.Action{Kind: stepstones.Kind(data[i+1] & 7), Card: cards.Card(data[i+1])}
				}
			}
			before := s.Clone()
			if err := s.Apply(who, a); err != nil {
				if !errors.Is(err, engine.ErrIllegal) {
					t.Fatalf("error does not wrap ErrIllegal: %v", err)
				}
				if *before != *s {
					t.Fatalf("illegal %v by seat %d changed the state", a, who)
				}
				continue
			}
			checkCards(t, s)
		}
		if *start != *stepstones.New(cfg, seed) {
			t.Fatal("a clone changed")
		}
	})
}
