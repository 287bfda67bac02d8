package spit_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The generic random-play checks (every card in one place after every
// tick, illegal presses change nothing, clones are independent, games end,
// records verify) are rules/games' TestConformance. What is Spit's own:

// allActions is every action value a press can carry.
var allActions = func() []spit.Action {
	var out []spit.Action
	for p := 1; p <= spit.MaxPiles; p++ {
		out = append(out, spit.PlayCard(p, spit.Left), spit.PlayCard(p, spit.Right), spit.FlipCard(p))
		for q := 1; q <= spit.MaxPiles; q++ {
			out = append(out, spit.MoveCard(p, q), spit.StackCard(p, q))
		}
	}
	out = append(out, spit.SpitReady(), spit.SpitAlone(spit.Left), spit.SpitAlone(spit.Right),
		spit.ClaimPile(spit.Left), spit.ClaimPile(spit.Right), spit.ChoosePile(spit.Left), spit.ChoosePile(spit.Right),
		spit.Action{}, spit.PlayCard(0, spit.Left), spit.PlayCard(3, spit.NoSide))
	return out
}()

var configs = []spit.Config{
	{}, {FourPiles: true}, {AlternateColours: true}, {WinnerChooses: true}, {StackEqual: true},
	{FlipByHand: true}, {Short: true}, {Short: true, AlternateColours: true},
	{FourPiles: true, AlternateColours: true, WinnerChooses: true, StackEqual: true, FlipByHand: true},
}

// TestLegalAgreesWithApply: Legal lists exactly the presses Apply takes,
// and the productive options the bots and the countdown (D3) look at are
// among them, in every variation and phase a random game reaches.
func TestLegalAgreesWithApply(t *testing.T) {
	for i, cfg := range configs {
		s := newGame(t, cfg, uint64(200+i))
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		for step := 0; step < 2000 && !s.Over(); step++ {
			for seat := range 2 {
				v := s.View(seat)
				for _, a := range v.Options(nil) {
					assert.Contains(t, s.Legal(seat), a, "%s: every option is legal", cfg)
				}
			}
			if step%10 == 0 {
				realtimetest.LegalAgreesWithApply(t, s, allActions)
			}
			if seat := rng.IntN(2); rng.IntN(3) == 0 {
				if l := s.Legal(seat); len(l) > 0 {
					require.NoError(t, s.Apply(seat, l[rng.IntN(len(l))]))
				}
			}
			s.Advance()
		}
	}
}

// FuzzPresses: any presses at any ticks never panic, an illegal press
// changes nothing, every card stays in one place, and the record of the
// presses verifies.
func FuzzPresses(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{0, 0, 40, 1, 1, 40, 3, 0, 5})
	f.Add(uint64(7), uint8(64), []byte{9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Add(uint64(3), uint8(31), []byte("spit spit play move stack claim"))
	f.Fuzz(func(t *testing.T, seed uint64, bits uint8, data []byte) {
		cfg := spit.Config{
			FourPiles: bits&1 != 0, AlternateColours: bits&2 != 0, WinnerChooses: bits&4 != 0,
			StackEqual: bits&8 != 0, FlipByHand: bits&16 != 0, Short: bits&64 != 0,
		}
		realtimetest.Presses(t, newGame(t, cfg, seed), data, allActions, spit.Verify)
	})
}

// FuzzVerify: any record the reader accepts replays without an internal
// error, and one that verifies leaves a sound game whose own record
// verifies (realtimetest.Verify, which bounds the work of one input). The
// seeds are small, headers and the first few events of real games in
// several variations, so that the fuzzer mutates short inputs and tries
// hundreds of thousands a minute.
func FuzzVerify(f *testing.F) {
	for i, cfg := range []spit.Config{{}, {Short: true}, {FourPiles: true, StackEqual: true, FlipByHand: true}, {WinnerChooses: true, AlternateColours: true}} {
		rec := botGame(f, cfg, uint64(30+i), [2]engine.Level{engine.Hard, engine.Normal}).Record()
		for _, b := range realtimetest.Seeds(f, rec, 1, 4, 9) {
			f.Add(b)
		}
	}
	const head = `{"format":"parlor-record","version":1,"game":"spit","seed":3,"options":{},"seats":[{"name":"a"},{"name":"b"}]}`
	f.Add([]byte(head + "\n" + `{"e":"act","seat":1,"tick":5,"a":"SPIT"}` + "\n" + `{"e":"outcome","name":"late","data":{"seat":1,"a":"spit"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		realtimetest.Verify(t, data, spit.Resume)
	})
}
