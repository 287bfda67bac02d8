package bot

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/spellcraft"
)

// hardCorpus collects seat 0's decisions (two or more legal actions) in
// three-player games of Hard at seat 0 against two Normals.
func hardCorpus(t testing.TB, games int) []spellcraft.View {
	t.Helper()
	var out []spellcraft.View
	for g := range games {
		st := spellcraft.MustNew(spellcraft.Config{Players: 3}, uint64(900+g))
		bots := []engine.Chooser[spellcraft.View, spellcraft.Action]{New(engine.Hard, uint64(g)), New(engine.Normal, uint64(g+1000)), New(engine.Normal, uint64(g+2000))}
		for !st.Over() {
			if v := st.View(0); st.Acting(0) && len(v.Legal) > 1 {
				out = append(out, v)
			}
			if _, err := engine.Turn(st, bots); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// TestRegretExperiment measures how well a budget's samples are spent,
// far less noisily than games can: on Hard's decisions of
// SPELLCRAFT_REGRET games, the value (by a 1024-sample search) each
// budget's choice gives up against the best, per phase and on average, over
// three draws. SPELLCRAFT_EXCHANGES=1 keeps the exchanges only.
func TestRegretExperiment(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("SPELLCRAFT_REGRET"))
	if games == 0 {
		t.Skip("set SPELLCRAFT_REGRET to run")
	}
	corpus := hardCorpus(t, games)
	if os.Getenv("SPELLCRAFT_EXCHANGES") != "" {
		corpus = slices.DeleteFunc(corpus, func(v spellcraft.View) bool { return v.Phase != spellcraft.PhaseExchange })
	}
	ref := New(engine.Hard, 99)
	ref.Samples = 1024
	refs := make([]decision, len(corpus))
	for i := range corpus {
		refs[i] = ref.decide(&corpus[i], corpus[i].Legal, rand.New(rand.NewPCG(uint64(i), 7)))
	}
	const reps = 3
	for _, n := range []int{64, 256} {
		b := New(engine.Hard, 5)
		b.Samples = n
		var reg, cnt [spellcraft.PhaseOver]float64
		for rep := range reps {
			for i := range corpus {
				v, r := &corpus[i], refs[i]
				d := b.decide(v, v.Legal, rand.New(rand.NewPCG(uint64(i), uint64(rep+100))))
				reg[v.Phase] += r.values[r.best] - r.values[d.best]
				cnt[v.Phase]++
			}
		}
		line := fmt.Sprintf("%d samples:", n)
		for p := range reg {
			if cnt[p] > 0 {
				line += fmt.Sprintf(" %v (%.0f) %.4f;", spellcraft.Phase(p), cnt[p]/reps, reg[p]/cnt[p])
			}
		}
		t.Logf("%s all %.4f", line, sum(reg[:])/float64(reps*len(corpus)))
	}
}

func sum(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}
