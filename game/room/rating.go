package room

import (
	"cmp"
	"maps"
	"math"
	"slices"

	"parlor/rules/engine"
)

// StartRating is the rating of a person who has none yet in a game.
const StartRating = 1500

// kFull is the most a rating moves in one game: K is kFull/(people-1),
// so a game of eight moves a rating no more than a game of two.
const kFull = 32

// Rate returns the new ratings of the people who finished a rated game:
// places holds each person's finishing place (1 first, equal places a
// tie; computers are not in it), old their ratings before (a person
// missing from it starts at StartRating). Every pair of people is an Elo
// game scored 1, ½ or 0 by their places. The changes are rounded so that
// they add up to nothing, as the exact ones do: ratings are neither made
// nor lost. With fewer than two people nothing changes.
func Rate(old, places map[string]int) map[string]int {
	people := slices.Sorted(maps.Keys(places))
	before := make(map[string]int, len(people))
	for _, p := range people {
		before[p] = StartRating
		if r, ok := old[p]; ok {
			before[p] = r
		}
	}
	if len(people) < 2 {
		return before
	}
	exact := changes(people, before, places)
	after := make(map[string]int, len(people))
	for i, d := range rounded(exact) {
		after[people[i]] = before[people[i]] + d
	}
	return after
}

// changes are the exact rating changes of people, in their order.
func changes(people []string, before, places map[string]int) []float64 {
	k := float64(kFull) / float64(len(people)-1)
	out := make([]float64, len(people))
	for i, a := range people {
		for j := i + 1; j < len(people); j++ {
			b := people[j]
			d := k * (score(places[a], places[b]) - expected(before[a], before[b]))
			out[i] += d
			out[j] -= d
		}
	}
	return out
}

// score is what a person placed pa scores against one placed pb.
func score(pa, pb int) float64 {
	switch {
	case pa < pb:
		return 1
	case pa > pb:
		return 0
	}
	return 0.5
}

// expected is the score a person rated ra is expected to make against one
// rated rb.
func expected(ra, rb int) float64 {
	return 1 / (1 + math.Pow(10, float64(rb-ra)/400))
}

// rounded rounds each change down, then up again those whose fractions
// are largest, as many as it takes for the sum of the rounded changes to
// be the exact sum rounded (zero): a plain round of each could make or
// lose a point of rating in every game.
func rounded(exact []float64) []int {
	out := make([]int, len(exact))
	sum, floors := 0.0, 0
	for i, d := range exact {
		out[i] = int(math.Floor(d))
		sum += d
		floors += out[i]
	}
	order := make([]int, len(exact))
	for i := range order {
		order[i] = i
	}
	frac := func(i int) float64 { return exact[i] - math.Floor(exact[i]) }
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(frac(b), frac(a)) })
	for _, i := range order[:int(math.Round(sum))-floors] {
		out[i]++
	}
	return out
}

// Places returns every seat's finishing place in m, a finished game of e:
// the winners first, then by the game's score (lower first when
// e.LowerIsBetter), seats alike in both sharing a place and the next
// place counting them all ("1 2 2 4"), as the final standings show them.
func Places(e *engine.Entry, m engine.Match) []int {
	t := m.Tally()
	at := func(s int) engine.SeatTally {
		if s < len(t.Seats) {
			return t.Seats[s]
		}
		return engine.SeatTally{}
	}
	better := func(a, b engine.SeatTally) bool {
		switch {
		case a.Win != b.Win:
			return a.Win > b.Win
		case e.LowerIsBetter:
			return a.Score < b.Score
		}
		return a.Score > b.Score
	}
	out := make([]int, m.Seats())
	for s := range out {
		out[s] = 1
		for o := range out {
			if better(at(o), at(s)) {
				out[s]++
			}
		}
	}
	return out
}

// Finisher is a person at a finished table as its rating counts them.
type Finisher struct {
	User  string
	Name  string
	Place int // 1 first; those who left share the place below everyone else
	// Left: a computer played their seat at the end (they left, or their
	// time ran out) and they had not come back.
	Left bool
}

// Finishers returns the people of the table's finished game with their
// places, in seat order, nil before the end. A person who left a game
// loses it as last, whatever their computer made of it: leaving must
// never be a way to keep a rating.
func (r *Room) Finishers() []Finisher {
	if r.phase != Over || r.game == nil {
		return nil
	}
	places := Places(r.entry, r.game.Match())
	last := 0
	for s, p := range r.people {
		if !p.standing {
			last = max(last, places[s])
		}
	}
	var out []Finisher
	for _, s := range slices.Sorted(maps.Keys(r.people)) {
		p := r.people[s]
		f := Finisher{User: p.user, Name: p.name, Place: places[s], Left: p.standing}
		if f.Left {
			f.Place = last + 1
		}
		out = append(out, f)
	}
	return out
}

// Rated reports whether the table's games are rated (Plan.Rated).
func (r *Room) Rated() bool { return r.plan.Rated }
