package room

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/rules/engine"
	"parlor/rules/games"
)

// elo is the rule worked out the long way, for one person: the
// sum over the others of K·(score − expected), K = 32/(people−1).
func elo(p string, before, places map[string]int) float64 {
	k, d := 32/float64(len(places)-1), 0.0
	for o := range places {
		if o == p {
			continue
		}
		s := 0.5
		if places[p] < places[o] {
			s = 1
		} else if places[p] > places[o] {
			s = 0
		}
		d += k * (s - 1/(1+math.Pow(10, float64(before[o]-before[p])/400)))
	}
	return d
}

func TestRateTwoPeople(t *testing.T) {
	for name, c := range map[string]struct {
		old, places, want map[string]int
	}{
		// Alike: each expected ½, K 32, so the winner takes 16.
		"equal ratings": {map[string]int{"ann": 1500, "ben": 1500}, map[string]int{"ann": 1, "ben": 2},
			map[string]int{"ann": 1516, "ben": 1484}},
		// 200 below, Ann was expected 1/(1+10^0.5) = 0.240: she takes
		// 32·0.760 = 24.3, rounded to 24 on both sides.
		"the lower rated wins": {map[string]int{"ann": 1500, "ben": 1700}, map[string]int{"ann": 1, "ben": 2},
			map[string]int{"ann": 1524, "ben": 1676}},
		// A draw between alike people moves nothing.
		"a tie": {map[string]int{"ann": 1600, "ben": 1600}, map[string]int{"ann": 1, "ben": 1},
			map[string]int{"ann": 1600, "ben": 1600}},
		// Nobody has a rating yet: both start at 1500.
		"unrated": {nil, map[string]int{"ann": 2, "ben": 1}, map[string]int{"ann": 1484, "ben": 1516}},
		// Ben has none: he starts at 1500 against Ann's 1700.
		"one unrated": {map[string]int{"ann": 1700}, map[string]int{"ann": 1, "ben": 2},
			map[string]int{"ann": 1708, "ben": 1492}},
	} {
		t.Run(name, func(t *testing.T) {
			assert.Equal(t, c.want, Rate(c.old, c.places))
		})
	}
}

func TestRateFewerThanTwoPeopleChangesNothing(t *testing.T) {
	assert.Empty(t, Rate(map[string]int{"ann": 1620}, nil), "nobody")
	assert.Equal(t, map[string]int{"ann": 1620}, Rate(map[string]int{"ann": 1620, "ben": 1400}, map[string]int{"ann": 1}),
		"Ann alone (Ben was not at this game) keeps her rating")
	assert.Equal(t, map[string]int{"cy": StartRating}, Rate(nil, map[string]int{"cy": 1}))
}

// Every count of people from two to eight, on seeded random ratings and
// places (ties among them): each change is the exact Elo change rounded
// up or down, the changes add up to nothing, and a person placed alone
// first never loses, one alone last never gains.
func TestRateTwoToEightPeople(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 2; n <= 8; n++ {
		for round := range 200 {
			old, places := map[string]int{}, map[string]int{}
			for i := range n {
				p := fmt.Sprint("p", i)
				old[p], places[p] = 1000+rng.IntN(1000), 1+rng.IntN(n)
			}
			got := Rate(old, places)
			require.Len(t, got, n)
			sum := 0
			for p := range places {
				d, exact := got[p]-old[p], elo(p, old, places)
				sum += d
				assert.True(t, float64(d) >= math.Floor(exact) && float64(d) <= math.Ceil(exact),
					"n %d round %d %s: change %d from exact %.3f", n, round, p, d, exact)
				if placedAlone(p, places, slices.Min) {
					assert.GreaterOrEqual(t, d, 0, "n %d round %d: %s came first alone", n, round, p)
				}
				if placedAlone(p, places, slices.Max) {
					assert.LessOrEqual(t, d, 0, "n %d round %d: %s came last alone", n, round, p)
				}
			}
			assert.Zero(t, sum, "n %d round %d: %v to %v", n, round, old, got)
		}
	}
}

// placedAlone reports whether p alone holds the place pick chooses.
func placedAlone(p string, places map[string]int, pick func([]int) int) bool {
	var all []int
	for _, pl := range places {
		all = append(all, pl)
	}
	at, n := pick(all), 0
	for _, pl := range all {
		if pl == at {
			n++
		}
	}
	return places[p] == at && n == 1
}

// Eight alike people in eight places: K is 32/7, the first takes 7·K/2 =
// 16 and the last loses it, the middle two ±K/2 = ±2.29 rounded so the
// sum stays nothing.
func TestRateEightAlikePeopleInEightPlaces(t *testing.T) {
	places := map[string]int{}
	for i := range 8 {
		places[fmt.Sprint("p", i)] = i + 1
	}
	got := Rate(nil, places)
	assert.Equal(t, StartRating+16, got["p0"])
	assert.Equal(t, StartRating-16, got["p7"])
	for _, p := range []string{"p3", "p4"} {
		assert.InDelta(t, StartRating, got[p], 3, p)
	}
}

// rounded rounds down and then up the largest fractions: +10.5, −5.25,
// −5.25 would plainly round to +11, −5, −5 and make a point.
func TestRoundedKeepsTheSumExact(t *testing.T) {
	assert.Equal(t, []int{10, -5, -5}, rounded([]float64{10.5, -5.25, -5.25}))
	assert.Equal(t, []int{3, -3}, rounded([]float64{2.5, -2.5}))
	assert.Equal(t, []int{0, 0}, rounded([]float64{0, 0}))
}

// Places of a real finished game of each of the five, played to its end
// by computers: its winners alone come first, and every other seat's
// place is one more than the seats ahead of it, by the game's score in
// its own direction.
func TestPlacesOfEveryGame(t *testing.T) {
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			m := finishedGame(t, e)
			places, tally := Places(e, m), m.Tally()
			require.Len(t, places, m.Seats())
			won := func(s int) bool { return slices.Contains(m.Winners(), s) }
			for s, pl := range places {
				assert.Equal(t, won(s), pl == 1, "seat %d placed %d; winners %v", s, pl, m.Winners())
				if won(s) {
					continue
				}
				ahead := 0
				for o := range places {
					if won(o) || !won(o) && scoredBetter(e, tally.Seats[o].Score, tally.Seats[s].Score) {
						ahead++
					}
				}
				assert.Equal(t, ahead+1, pl, "seat %d: scores %v", s, tally.Seats)
			}
		})
	}
}

// scoredBetter reports whether score a beats b in e's direction.
func scoredBetter(e *engine.Entry, a, b float64) bool {
	if e.LowerIsBetter {
		return a < b
	}
	return a > b
}

// finishedGame is a game of e with its usual seats played to the end by
// its weakest computers.
func finishedGame(t *testing.T, e *engine.Entry) engine.Match {
	seats := make([]PlanSeat, e.Seats)
	levels := make([]engine.Level, e.Seats)
	for i := range seats {
		seats[i], levels[i] = PlanSeat{Kind: Computer, Level: e.Levels[0].String()}, e.Levels[0]
	}
	m, err := e.New(nil, 3, Plan{Seats: seats}.seats(nil))
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, levels, 3))
	require.True(t, m.Over(), "%s did not end", e.Name)
	return m
}

// trio is Ann, Ben and Cy at a Speed Run table, the game begun.
func trio(t *testing.T) *Room {
	p := Plan{Game: "speedrun", Rated: true, Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}, {Kind: Friend}}}
	r, err := New(p, "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	for _, u := range []string{"ann", "ben", "cy"} {
		require.NoError(t, r.Join(u, u))
	}
	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	require.Equal(t, Playing, r.Phase())
	return r
}

// playOut has computers play the seats of those who stay (as a test's
// stand-in: they do not count as left) and ticks the game to its end.
func playOut(t *testing.T, r *Room, stay ...string) {
	for _, u := range stay {
		require.NoError(t, r.game.Away(r.seatOf(u), 1))
	}
	for i := 0; r.Phase() != Over; i++ {
		require.Less(t, i, 200000, "the game did not end")
		r.Tick()
		r.Take()
	}
}

func TestFinishersArePlacedAsTheGameEnded(t *testing.T) {
	r := trio(t)
	assert.Nil(t, r.Finishers(), "nothing before the end")
	playOut(t, r, "ann", "ben", "cy")
	places := Places(r.Entry(), r.game.Match())
	got := r.Finishers()
	require.Len(t, got, 3)
	for s, f := range got {
		assert.Equal(t, Finisher{User: f.Name, Name: f.Name, Place: places[s]}, f)
	}
	assert.True(t, r.Rated())
}

// A person who leaves a rated game and does not come back loses it as
// last, below everyone who stayed, whatever the computer in their seat
// made of it; two who left share the last place.
func TestWhoLeftLosesAsLast(t *testing.T) {
	for name, c := range map[string]struct{ left, stay []string }{
		"one left":  {[]string{"ben"}, []string{"ann", "cy"}},
		"two left":  {[]string{"ann", "cy"}, []string{"ben"}},
		"all three": {[]string{"ann", "ben", "cy"}, nil},
	} {
		t.Run(name, func(t *testing.T) {
			r := trio(t)
			for _, u := range c.left {
				r.Leave(u)
			}
			playOut(t, r, c.stay...)
			places, last := Places(r.Entry(), r.game.Match()), 0
			for _, u := range c.stay {
				last = max(last, places[r.seatOf(u)])
			}
			for _, f := range r.Finishers() {
				if slices.Contains(c.left, f.User) {
					assert.True(t, f.Left, f.User)
					assert.Equal(t, last+1, f.Place, "%s left", f.User)
					continue
				}
				assert.False(t, f.Left, f.User)
				assert.Equal(t, places[r.seatOf(f.User)], f.Place, f.User)
			}
		})
	}
}

// Ben leaves, a computer takes his seat, and he comes back before the
// end: he is placed as his seat finished.
func TestWhoCameBackIsPlacedAsTheirSeat(t *testing.T) {
	r := trio(t)
	r.Leave("ben")
	for range 2 * fast.Rate {
		r.Tick()
	}
	require.True(t, r.people[r.seatOf("ben")].standing, "a computer plays for Ben")
	require.NoError(t, r.Join("ben", "ben"))
	playOut(t, r, "ann", "ben", "cy")
	places := Places(r.Entry(), r.game.Match())
	for _, f := range r.Finishers() {
		assert.False(t, f.Left, f.User)
		assert.Equal(t, places[r.seatOf(f.User)], f.Place, f.User)
	}
}

func TestPlanRatedIsChosenAndChecked(t *testing.T) {
	b, err := json.Marshal(speedRun())
	require.NoError(t, err)
	assert.NotContains(t, string(b), "rated", "a table is friendly unless made rated")
	var p Plan
	require.NoError(t, json.Unmarshal([]byte(`{"game":"spit","rated":true,"seats":[{"kind":"friend"},{"kind":"friend"}]}`), &p))
	assert.True(t, p.Rated)
	_, err = p.Check()
	assert.NoError(t, err)

	lone := Plan{Game: "spit", Rated: true, Seats: []PlanSeat{{Kind: Friend}, {Kind: Computer, Level: "easy"}}}
	_, err = lone.Check()
	assert.EqualError(t, err, "a rated table needs seats for at least two people: computers are not rated")
	lone.Rated = false
	_, err = lone.Check()
	assert.NoError(t, err, "friendly, one person may play computers")
}

// A rated table stays rated across the server's restarts.
func TestARestoredTableIsStillRated(t *testing.T) {
	p := stepStones()
	p.Rated = true
	back, err := Restore(kept(t, playing(t, p, 10)), fast)
	require.NoError(t, err)
	assert.True(t, back.Rated())
}
