package sim

import "math"

// series is one side's figure over the paired games: game i contributed
// num[i] over den[i] (points over hands; a win share over 1). The mean is
// the ratio of the sums, so a game of more hands weighs more.
type series struct{ num, den []float64 }

func (s *series) add(num, den float64) {
	s.num = append(s.num, num)
	s.den = append(s.den, den)
}

// mean returns sum(num)/sum(den), NaN for no games.
func (s *series) mean() float64 {
	var n, d float64
	for i := range s.num {
		n += s.num[i]
		d += s.den[i]
	}
	return n / d
}

// influence returns each game's linearised contribution to the mean (the
// delta method for a ratio): their standard deviation over sqrt(n) is the
// mean's standard error, and sums of them give a combination's.
func (s *series) influence() []float64 {
	r := s.mean()
	dbar := 0.0
	for _, d := range s.den {
		dbar += d
	}
	dbar /= float64(len(s.den))
	out := make([]float64, len(s.num))
	for i := range s.num {
		out[i] = (s.num[i] - r*s.den[i]) / dbar
	}
	return out
}

// halfWidth returns the half-width of the 95% interval of a statistic
// whose per-game influence values are z (Student's t on n-1 degrees of
// freedom); NaN for fewer than two games.
func halfWidth(z []float64) float64 {
	n := len(z)
	if n < 2 {
		return math.NaN()
	}
	m := 0.0
	for _, x := range z {
		m += x
	}
	m /= float64(n)
	ss := 0.0
	for _, x := range z {
		ss += (x - m) * (x - m)
	}
	return t975(n-1) * math.Sqrt(ss/float64(n-1)/float64(n))
}

// combine returns a*x + b*y game by game.
func combine(a float64, x []float64, b float64, y []float64) []float64 {
	out := make([]float64, len(x))
	for i := range x {
		out[i] = a*x[i] + b*y[i]
	}
	return out
}

// estimate is a figure with the half-width of its 95% interval.
type estimate struct{ value, pm float64 }

// diff is mean(b) - mean(a) on the same games, with its paired interval.
func diff(a, b *series) estimate {
	return estimate{b.mean() - a.mean(), halfWidth(combine(1, b.influence(), -1, a.influence()))}
}

// gapShare is (mean(x) - mean(lo)) / (mean(hi) - mean(lo)): how much of
// the way from lo (Normal) to hi (omniscient) x gets, on the same games,
// with its interval by the delta method.
func gapShare(lo, x, hi *series) estimate {
	gap := hi.mean() - lo.mean()
	s := (x.mean() - lo.mean()) / gap
	zl, zx, zh := lo.influence(), x.influence(), hi.influence()
	z := make([]float64, len(zx))
	for i := range z {
		z[i] = ((zx[i] - zl[i]) - s*(zh[i]-zl[i])) / gap
	}
	return estimate{s, halfWidth(z)}
}

// t975 is the 97.5% point of Student's t with df degrees of freedom.
func t975(df int) float64 {
	table := [...]float64{12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
		2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
		2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042}
	if df >= 1 && df <= len(table) {
		return table[df-1]
	}
	x := float64(df)
	return 1.95996 + 2.4/x + 2.9/(x*x) // within 0.001 beyond the table
}
