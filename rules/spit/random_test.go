package spit_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/record"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

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

// randomGame plays seed's random presses for up to maxTicks: each tick each
// seat presses with chance 1/4, mostly a productive option or a legal
// end-of-round press, sometimes any action at all. Every press and tick is
// followed by the invariant check; with unchanged set, every illegal press
// is checked to leave the state as it was.
func randomGame(t testing.TB, cfg spit.Config, seed uint64, maxTicks int64, unchanged bool) *spit.State {
	s := spit.New(cfg, seed)
	rng := rand.New(rand.NewPCG(seed, 12345))
	var buf []spit.Action
	for s.Tick() < maxTicks {
		if over, _ := s.Over(); over {
			break
		}
		var presses []spit.Press
		for seat := range 2 {
			if rng.IntN(4) != 0 {
				continue
			}
			v := s.View(seat)
			buf = v.Options(buf[:0])
			var a spit.Action
			switch {
			case len(buf) > 0 && rng.IntN(4) != 0:
				a = buf[rng.IntN(len(buf))]
			case v.Phase != spit.PhasePlay && rng.IntN(2) == 0:
				if l := s.Legal(seat); len(l) > 0 {
					a = l[rng.IntN(len(l))]
				}
			default:
				a = allActions[rng.IntN(len(allActions))]
			}
			presses = append(presses, spit.Press{Seat: seat, Action: a})
		}
		if len(presses) > 0 {
			var before *spit.State
			if unchanged {
				before = s.Clone()
			}
			res := s.ApplyTick(presses)
			if err := s.Check(); err != nil {
				t.Fatalf("seed %d tick %d after %v: %v", seed, s.Tick(), presses, err)
			}
			if unchanged && len(res) == 1 && res[0].Err != nil {
				require.ErrorIs(t, res[0].Err, spit.ErrIllegal)
				require.Equal(t, before, s, "illegal %s changed the state", res[0].Press.Action)
			}
		}
		s.Advance()
		if err := s.Check(); err != nil {
			t.Fatalf("seed %d tick %d: %v", seed, s.Tick(), err)
		}
	}
	return s
}

func TestInvariantAll52CardsInRandomPressGames(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 200
	}
	ended := 0
	for g := range games {
		cfg := configs[g%len(configs)]
		s := randomGame(t, cfg, uint64(g), 2500, g%25 == 0)
		if over, _ := s.Over(); over {
			ended++
		}
	}
	t.Logf("%d of %d random-press games ended within 2500 ticks", ended, games)
}

func TestG2SamePressesAtSameTicksGiveTheSameGame(t *testing.T) {
	for i, cfg := range configs {
		a := randomGame(t, cfg, uint64(100+i), 3000, false)
		b := randomGame(t, cfg, uint64(100+i), 3000, false)
		assert.Equal(t, a.Record(nil), b.Record(nil), cfg.String())
		assert.Equal(t, a.View(0), b.View(0))
		// And the record replays: the same presses at the same ticks.
		assert.NoError(t, spit.Verify(a.Record(nil)), cfg.String())
	}
}

func TestLegalAgreesWithApply(t *testing.T) {
	for i, cfg := range configs {
		s := randomGame(t, cfg, uint64(200+i), 600, false)
		for step := 0; step < 150; step++ {
			if over, _ := s.Over(); over {
				break
			}
			for seat := range 2 {
				legal := s.Legal(seat)
				for _, a := range legal {
					c := s.Clone()
					assert.NoError(t, c.Apply(seat, a), "%s: Legal lists %s", cfg, a)
					assert.NoError(t, c.Check())
				}
				v := s.View(seat)
				for _, a := range v.Options(nil) {
					assert.Contains(t, legal, a, "every option is legal")
				}
				for _, a := range allActions {
					if !contains(legal, a) {
						c := s.Clone()
						assert.ErrorIs(t, c.Apply(seat, a), spit.ErrIllegal, "%s: %s is not in Legal", cfg, a)
					}
				}
			}
			if l := s.Legal(step % 2); len(l) > 0 {
				require.NoError(t, s.Apply(step%2, l[step%len(l)]))
			}
			s.Advance()
		}
	}
}

func contains(as []spit.Action, a spit.Action) bool {
	for _, b := range as {
		if a == b {
			return true
		}
	}
	return false
}

func TestCloneIsIndependent(t *testing.T) {
	s := randomGame(t, spit.Config{}, 5, 500, false)
	c := s.Clone()
	snapshot := s.Clone()
	for range 2000 {
		for seat := range 2 {
			if l := c.Legal(seat); len(l) > 0 {
				_ = c.Apply(seat, l[0])
			}
		}
		c.Advance()
	}
	assert.Equal(t, snapshot, s, "moving the clone left the original alone")
	assert.NotEqual(t, s.Tick(), c.Tick())
}

func FuzzPresses(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{0, 0, 40, 1, 1, 40, 3, 0, 5})
	f.Add(uint64(7), uint8(64), []byte{9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Add(uint64(3), uint8(31), []byte("spit spit play move stack claim"))
	f.Fuzz(func(t *testing.T, seed uint64, bits uint8, data []byte) {
		cfg := spit.Config{
			FourPiles: bits&1 != 0, AlternateColours: bits&2 != 0, WinnerChooses: bits&4 != 0,
			StackEqual: bits&8 != 0, FlipByHand: bits&16 != 0, Short: bits&64 != 0,
		}
		s := spit.New(cfg, seed)
		for i := 0; i+2 < len(data); i += 3 {
			for range int(data[i] % 32) {
				s.Advance()
			}
			p := spit.Press{Seat: int(data[i+1] & 1), Action: allActions[int(data[i+2])%len(allActions)]}
			if data[i+1]&2 != 0 { // aim at a legal press half the time
				if l := s.Legal(p.Seat); len(l) > 0 {
					p.Action = l[int(data[i+2])%len(l)]
				}
			}
			before := s.Clone()
			res := s.ApplyTick([]spit.Press{p})
			if res[0].Err != nil {
				if !assert.ObjectsAreEqual(before, s) {
					t.Fatalf("illegal %s changed the state", p.Action)
				}
			}
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
		}
		if err := spit.Verify(s.Record([]record.Seat{})); err != nil {
			t.Fatalf("the record of the presses does not verify: %v", err)
		}
	})
}
