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

// TestPlanMatchesBruteForce checks plan, pruned, against trying every
// card of the planning seat, and against the rules of thumb, one of the
// ways it could play: plan's value is never worse for that seat.
func TestPlanMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var brute func(p pos, me int) int
	brute = func(p pos, me int) int {
		if p.done() {
			return p.score()
		}
		seat := p.toAct()
		if seat != me {
			p.play(p.heuristic(seat))
			return brute(p, me)
		}
		best := -99
		if seat != p.declarer {
			best = 99
		}
		for l := p.legal(seat); l != 0; l &= l - 1 {
			q := p
			q.play(l.Lowest())
			v := brute(q, me)
			if (seat == p.declarer && v > best) || (seat != p.declarer && v < best) {
				best = v
			}
		}
		return best
	}
	better := 0
	for i := 0; i < 300; i++ {
		p := randomPos(rng, 3*(1+i%6))
		me := i % n3
		got := plan(p, me)
		if want := brute(p, me); got != want {
			t.Fatalf("position %d seat %d: plan %d, brute force %d", i, me, got, want)
		}
		r := p
		rollout(&r)
		sign := -1
		if me == p.declarer {
			sign = 1
		}
		if sign*got < sign*r.score() {
			t.Fatalf("position %d seat %d: plan %d, worse than the rules of thumb's %d", i, me, got, r.score())
		}
		if got != r.score() {
			better++
		}
	}
	if better == 0 {
		t.Error("plan never beat the rules of thumb")
	}
}

func benchPlan(b *testing.B, left int) {
	rng := rand.New(rand.NewPCG(3, 4))
	ps := make([]pos, 64)
	for i := range ps {
		ps[i] = randomPos(rng, left)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		_ = plan(p, i%n3)
	}
}

func BenchmarkPlan12(b *testing.B) { benchPlan(b, 12) }
func BenchmarkPlan15(b *testing.B) { benchPlan(b, 15) }
func BenchmarkPlan18(b *testing.B) { benchPlan(b, 18) }
func BenchmarkPlan21(b *testing.B) { benchPlan(b, 21) }

// TestBidCountedPlansForTheDeclarer: a bid's playout from the first card,
// planned at the end, never counts worse for the declarer than the rules
// of thumb alone (more tricks in a Win contract, fewer in a Lose one),
// and differs from them on some deals.
func TestBidCountedPlansForTheDeclarer(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	differ := 0
	for i := 0; i < 200; i++ {
		p := randomPos(rng, 36)
		got := bidCounted(p)
		r := p
		rollout(&r)
		if got < 0 || got > 12 || (p.lose && got > r.counted) || (!p.lose && got < r.counted) {
			t.Fatalf("deal %d (lose %v): planned %d tricks, rules of thumb %d", i, p.lose, got, r.counted)
		}
		if got != r.counted {
			differ++
		}
	}
	if differ == 0 {
		t.Error("planning never changed a bid's count")
	}
}
