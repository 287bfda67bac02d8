package bot

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/stepstones"
)

// randomPos deals a random hand, declares a random contract for seat 0 and
// plays random cards until left cards remain in the hands.
func randomPos(rng *rand.Rand, left int) pos {
	s := stepstones.New(stepstones.Config{Sheet: stepstones.Sheet(rng.IntN(2))}, rng.Uint64())
	for s.Phase() != stepstones.PhasePlay {
		s.RandomStep(rng)
	}
	v := s.View(-1)
	p := posOf(&v)
	for i := 0; i < 3; i++ {
		p.hands[i] = s.Hand(i)
	}
	for (p.hands[0] | p.hands[1] | p.hands[2]).Len() > left {
		l := p.legal(p.toAct())
		k := rng.IntN(l.Len())
		for ; k > 0; k-- {
			l &= l - 1
		}
		p.play(l.Lowest())
	}
	return p
}

// TestSolveMatchesBruteForce checks the pruned solver against plain
// minimax on small endgames.
func TestSolveMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var brute func(p *pos) int
	brute = func(p *pos) int {
		if p.done() {
			return p.score()
		}
		seat := p.toAct()
		best := -99
		if seat != p.declarer {
			best = 99
		}
		for l := p.legal(seat); l != 0; l &= l - 1 {
			q := *p
			q.play(l.Lowest())
			v := brute(&q)
			if (seat == p.declarer && v > best) || (seat != p.declarer && v < best) {
				best = v
			}
		}
		return best
	}
	for i := 0; i < 300; i++ {
		p := randomPos(rng, 3*(1+i%4))
		if got, want := solve(&p), brute(&p); got != want {
			t.Fatalf("position %d: solve %d, minimax %d", i, got, want)
		}
	}
}

func benchSolve(b *testing.B, left int) {
	rng := rand.New(rand.NewPCG(3, 4))
	ps := make([]pos, 64)
	for i := range ps {
		ps[i] = randomPos(rng, left)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		_ = solve(&p)
	}
}

func BenchmarkSolve12(b *testing.B) { benchSolve(b, 12) }
func BenchmarkSolve15(b *testing.B) { benchSolve(b, 15) }
func BenchmarkSolve18(b *testing.B) { benchSolve(b, 18) }
func BenchmarkSolve21(b *testing.B) { benchSolve(b, 21) }
