package speedoh_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The generic random-play checks (every card in one place after every
// tick, illegal presses change nothing, clones are independent, games end,
// records verify) are rules/games' TestConformance. What is SpeedOh's own:

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
func randomGame(t testing.TB, cfg speedoh.Config, seed uint64, maxTicks int64) *speedoh.State {
	s := newGame(t, cfg, seed)
	rng := rand.New(rand.NewPCG(seed, 12345))
	var buf []speedoh.Action
	var presses []engine.Press[speedoh.Action]
	react, junk := 2000, 3 // out of 6000 per tick: slaps and choices come quickly
	if seed%4 == 3 {
		react, junk = 152, 0 // lazy slappers: matches lapse, piles turn over
	}
	for s.Tick() < maxTicks && !s.Over() {
		presses = presses[:0]
		for seat := range s.Seats() {
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
			presses = append(presses, engine.Press[speedoh.Action]{Seat: seat, Action: a})
		}
		s.ApplyTick(presses)
		s.Advance()
	}
	return s
}

// TestRandomGamesReachEveryOutcome: random presses go through every kind
// of settlement the rules have, and every card stays in one place.
func TestRandomGamesReachEveryOutcome(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 30
	}
	ended := 0
	seen := map[string]int{}
	for g := range games {
		s := randomGame(t, configs[g%len(configs)], uint64(g), 15000)
		require.NoError(t, s.Check())
		if s.Over() {
			ended++
		}
		for _, e := range s.Record().Events {
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

// TestLegalAgreesWithApply: Legal lists exactly the presses Apply takes.
func TestLegalAgreesWithApply(t *testing.T) {
	for i, cfg := range configs {
		s := randomGame(t, cfg, uint64(200+i), 500)
		for step := 0; step < 200 && !s.Over(); step++ {
			realtimetest.LegalAgreesWithApply(t, s, allActions)
			if seat := step % s.Seats(); len(s.Legal(seat)) > 0 {
				require.NoError(t, s.Apply(seat, s.Legal(seat)[0])) // flips first: the game moves on
			}
			s.Advance()
		}
	}
}

// FuzzPresses: any presses at any ticks never panic, an illegal press
// changes nothing, every card stays in one place, and the record of the
// presses verifies.
func FuzzPresses(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{0, 0, 0, 1, 1, 1, 3, 0, 5})
	f.Add(uint64(7), uint8(3), []byte{9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Add(uint64(3), uint8(12), []byte("flip hit give flip hit hit flip"))
	f.Fuzz(func(t *testing.T, seed uint64, bits uint8, data []byte) {
		cfg := speedoh.Config{Players: 2 + int(bits%5), Beginner: bits&8 != 0, Totem: bits&16 != 0}
		realtimetest.Presses(t, newGame(t, cfg, seed), data, allActions, speedoh.Verify)
	})
}
