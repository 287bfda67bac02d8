package spellcraft_test

import (
	"errors"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"
)

// FuzzApply drives a game with bytes: each pair of bytes either picks a
// legal action for a seat to move or forges an action (often illegal) for
// any seat. Apply must never panic, an error must wrap ErrIllegal and
// change nothing, Legal must be non-empty for every seat to move, cards
// and chips are conserved, a Clone is unaffected, and random play goes on
// from there without a fault. One input plays at most maxFuzzSteps pairs
// and playOn random actions after them, so that the fuzzer tries many
// inputs (that random games end is TestRandomGamesReachEveryPath's).
func FuzzApply(f *testing.F) {
	const maxFuzzSteps, playOn = 150, 40
	f.Add(uint64(1), uint8(0), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), uint8(0x35), []byte{255, 128, 64, 32, 16, 8, 4, 2, 1, 0, 0, 0})
	f.Add(uint64(9), uint8(0xFF), []byte{0x90, 3, 0xA1, 2, 0xB2, 0x40, 0xC3, 1, 0xD0, 9, 0xE1, 0xE1})
	f.Fuzz(func(t *testing.T, seed uint64, opts uint8, data []byte) {
		cfg := spellcraft.Config{Players: 2 + int(opts%7), NoJokers: opts&8 != 0, Trump: opts&16 != 0, Chips: 12 + int(opts>>5),
			ShownSC3: seed>>63 != 0}
		s := spellcraft.MustNew(cfg, seed)
		start := s.Clone()
		data = data[:min(len(data), 2*maxFuzzSteps)]
		for i := 0; i+1 < len(data) && !s.Over(); i += 2 {
			movers := s.ToMove()
			if len(movers) == 0 {
				t.Fatalf("nobody to move in %v", s.Phase())
			}
			for _, m := range movers {
				if len(s.Legal(m)) == 0 {
					t.Fatalf("no legal action for seat %d in %v", m, s.Phase())
				}
			}
			seat := movers[int(data[i]&0x7F)%len(movers)]
			var a spellcraft.Action
			who := seat
			if data[i]&0x80 == 0 {
				legal := s.Legal(seat)
				a = legal[int(data[i+1])%len(legal)]
			} else {
				who = int(data[i]&7) - 1
				b := data[i+1]
				switch data[i] >> 3 & 7 {
				case 0:
					a = spellcraft.Take(cards.Card(b))
				case 1:
					a = spellcraft.Bid(int(b&7) - 1)
				case 2:
					a = spellcraft.Exchange(cards.Card(b&63), cards.Card(b>>2), cards.Card(b%55))
				case 3:
					a = spellcraft.Target(int(b&15) - 2)
				case 4:
					a = spellcraft.Pass
				case 5:
					a = spellcraft.Knock
				case 6:
					a = spellcraft.Action{Kind: spellcraft.Kind(b & 15), Card: cards.Card(b), N: int8(b)}
				default:
					if b == 0xE1 {
						a = spellcraft.End
					} else {
						a = spellcraft.Draw
					}
				}
			}
			before := *s
			if err := s.Apply(who, a); err != nil {
				if !errors.Is(err, engine.ErrIllegal) {
					t.Fatalf("error does not wrap ErrIllegal: %v", err)
				}
				if before != *s {
					t.Fatalf("illegal %v by seat %d changed the state", a, who)
				}
				continue
			}
			if err := s.Check(); err != nil {
				t.Fatalf("after seat %d %v: %v", who, a, err)
			}
		}
		if *start != *spellcraft.MustNew(cfg, seed) {
			t.Fatal("a clone changed")
		}
		rng := newRand(seed)
		for range playOn {
			if s.Over() {
				break
			}
			seat, a := randomMove(t, s, rng, 30)
			if err := s.Apply(seat, a); err != nil {
				t.Fatalf("legal %v refused: %v", a, err)
			}
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
