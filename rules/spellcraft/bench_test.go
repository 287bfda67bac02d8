package spellcraft_test

import (
	"testing"

	"parlor/rules/spellcraft"
)

// benchGame is a whole random game of four with the trump variant: its
// config and its steps.
func benchGame(b *testing.B) (spellcraft.Config, []step) {
	cfg := spellcraft.Config{Players: 4, Trump: true}
	_, steps := randomGame(b, cfg, 5, 30)
	return cfg, steps
}

// BenchmarkApply replays a whole game on a copy of its start that keeps no
// record, as a search would: the rules alone.
func BenchmarkApply(b *testing.B) {
	cfg, steps := benchGame(b)
	start := spellcraft.MustNew(cfg, 5)
	for b.Loop() {
		s := start.Clone()
		for _, st := range steps {
			if err := s.Apply(st.seat, st.a); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(steps)), "actions/op")
}

// BenchmarkApplyLogged replays the same game with its record kept.
func BenchmarkApplyLogged(b *testing.B) {
	cfg, steps := benchGame(b)
	start, err := spellcraft.NewGame(cfg, 5, seatsFor(cfg.Players))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		g := start.Clone()
		for _, st := range steps {
			if err := g.Apply(st.seat, st.a); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(steps)), "actions/op")
}
