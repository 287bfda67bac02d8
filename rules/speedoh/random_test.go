package speedoh_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allActions is every action value a press can carry, odd ones included.
var allActions = []speedoh.Action{
	speedoh.FlipCard(), speedoh.HitKey(),
	speedoh.GiveTo(0), speedoh.GiveTo(1), speedoh.GiveTo(2), speedoh.GiveTo(3), speedoh.GiveTo(4), speedoh.GiveTo(5),
	{Kind: speedoh.Give, To: -1}, {Kind: speedoh.Give, To: 7}, {}, {Kind: 9},
}

var configs = []speedoh.Config{
	{Players: 2}, {}, {Players: 3, Beginner: true}, {Players: 5, Totem: true}, {Players: 6}, {Players: 4, Beginner: true, Totem: true},
}

// randomGame plays seed's random presses for up to maxTicks: each tick a
// seat may flip when it can, slap a match it is part of, choose when it
// won (slowly in one game in four), and now and then press anything at
// all (wrong slaps included).
// Every press and tick is followed by the invariant check; with unchanged
// set, every illegal press is checked to leave the state as it was.
func randomGame(t testing.TB, cfg speedoh.Config, seed uint64, maxTicks int64, unchanged bool) *speedoh.State {
	s, err := speedoh.New(cfg, seed)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 12345))
	n := s.Players()
	var buf []speedoh.Action
	react, junk := 2000, 3 // out of 6000 per tick: slaps and choices come quickly
	if seed%4 == 3 {
		react, junk = 152, 0 // lazy slappers: matches lapse, piles turn over
	}
	for s.Tick() < maxTicks && !s.Over() {
		var presses []speedoh.Press
		for seat := range n {
			var a speedoh.Action
			switch r := rng.IntN(6000); {
			case r < junk-1:
				a = allActions[rng.IntN(len(allActions))]
			case r < junk:
				a = speedoh.HitKey() // perhaps wrong
			case r < 150:
				a = speedoh.FlipCard()
				if v := s.View(seat); !v.Allowed(a) {
					continue
				}
			case r < react:
				v := s.View(seat)
				buf = v.Legal(buf[:0])
				if len(buf) == 0 {
					continue
				}
				a = buf[rng.IntN(len(buf))]
				if a.Kind == speedoh.Flip || a.Kind == speedoh.Hit && v.HitKind() == speedoh.HitWrong {
					continue
				}
			default:
				continue
			}
			presses = append(presses, speedoh.Press{Seat: seat, Action: a})
		}
		if len(presses) > 0 {
			var before *speedoh.State
			if unchanged {
				before = s.Clone()
			}
			res := s.ApplyTick(presses)
			if err := s.Check(); err != nil {
				t.Fatalf("seed %d tick %d after %v: %v", seed, s.Tick(), presses, err)
			}
			if unchanged && len(res) == 1 && res[0].Err != nil {
				require.ErrorIs(t, res[0].Err, speedoh.ErrIllegal)
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

func TestInvariantEveryCardInOnePlaceInRandomGames(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 30
	}
	ended := 0
	seen := map[string]int{}
	for g := range games {
		cfg := configs[g%len(configs)]
		s := randomGame(t, cfg, uint64(g), 15000, g%10 == 0)
		if s.Over() {
			ended++
		}
		for _, e := range s.Record(nil).Events {
			seen[e.Name]++
			for _, mark := range []string{`"rewound"`, `"chosen":true`, `"why":"time"`, `"why":"gone"`, `"kind":"slash"`, `"kind":"lastSlap"`, `"key":"colour`, `"key":"pattern`, `"key":"special`} {
				if strings.Contains(string(e.Data), mark) {
					seen[mark]++
				}
			}
		}
	}
	t.Logf("events seen: %v", seen)
	for _, name := range []string{"match", "special", "wrong", "lapse", "turnover", "game", `"rewound"`, `"chosen":true`, `"why":"time"`, `"why":"gone"`, `"kind":"slash"`, `"kind":"lastSlap"`, `"key":"colour`, `"key":"pattern`, `"key":"special`} {
		assert.Positive(t, seen[name], "the random games went through %s", name)
	}
	t.Logf("%d of %d random-press games ended within 15000 ticks", ended, games)
	assert.Greater(t, ended, games/4, "random games do end")
}

func TestG2SamePressesAtSameTicksGiveTheSameGame(t *testing.T) {
	for i, cfg := range configs {
		a := randomGame(t, cfg, uint64(100+i), 3000, false)
		b := randomGame(t, cfg, uint64(100+i), 3000, false)
		assert.Equal(t, a.Record(nil), b.Record(nil), cfg.String())
		assert.Equal(t, a.View(0), b.View(0))
		assert.NoError(t, speedoh.Verify(a.Record(nil)), cfg.String())
	}
}

func TestLegalAgreesWithApply(t *testing.T) {
	for i, cfg := range configs {
		s := randomGame(t, cfg, uint64(200+i), 500, false)
		for step := 0; step < 200 && !s.Over(); step++ {
			for seat := range s.Players() {
				legal := s.Legal(seat)
				for _, a := range legal {
					c := s.Clone()
					assert.NoError(t, c.Apply(seat, a), "%s: Legal lists %s", cfg, a)
					assert.NoError(t, c.Check())
				}
				for _, a := range allActions {
					if !contains(legal, a) {
						c := s.Clone()
						assert.ErrorIs(t, c.Apply(seat, a), speedoh.ErrIllegal, "%s: %s is not in Legal", cfg, a)
					}
				}
			}
			if seat := step % s.Players(); len(s.Legal(seat)) > 0 {
				l := s.Legal(seat)
				require.NoError(t, s.Apply(seat, l[0])) // flips first: the game moves on
			}
			s.Advance()
		}
	}
}

func contains(as []speedoh.Action, a speedoh.Action) bool {
	for _, b := range as {
		if a == b {
			return true
		}
	}
	return false
}

func TestCloneIsIndependent(t *testing.T) {
	s := randomGame(t, speedoh.Config{}, 5, 500, false)
	c := s.Clone()
	snapshot := s.Clone()
	for range 3000 {
		for seat := range c.Players() {
			if l := c.Legal(seat); len(l) > 0 {
				_ = c.Apply(seat, l[len(l)-1])
			}
		}
		c.Advance()
	}
	assert.Equal(t, snapshot, s, "moving the clone left the original alone")
	assert.NotEqual(t, s.Tick(), c.Tick())
}

func FuzzPresses(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{0, 0, 0, 1, 1, 1, 3, 0, 5})
	f.Add(uint64(7), uint8(3), []byte{9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Add(uint64(3), uint8(12), []byte("flip hit give flip hit hit flip"))
	f.Fuzz(func(t *testing.T, seed uint64, bits uint8, data []byte) {
		cfg := speedoh.Config{Players: 2 + int(bits%5), Beginner: bits&8 != 0, Totem: bits&16 != 0}
		s, err := speedoh.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+2 < len(data) && !s.Over(); i += 3 {
			for range int(data[i] % 64) {
				s.Advance()
			}
			p := speedoh.Press{Seat: int(data[i+1] % 8), Action: allActions[int(data[i+2])%len(allActions)]}
			if data[i+1]&8 != 0 { // aim at a legal press half the time
				if l := s.Legal(p.Seat % cfg.Players); len(l) > 0 {
					p = speedoh.Press{Seat: p.Seat % cfg.Players, Action: l[int(data[i+2])%len(l)]}
				}
			}
			before := s.Clone()
			res := s.ApplyTick([]speedoh.Press{p})
			if res[0].Err != nil && !assert.ObjectsAreEqual(before, s) {
				t.Fatalf("illegal %v changed the state", p)
			}
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
		}
		if err := speedoh.Verify(s.Record([]record.Seat{})); err != nil {
			t.Fatalf("the record of the presses does not verify: %v", err)
		}
	})
}
