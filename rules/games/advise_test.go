package games_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/speedrun"
	srbot "parlor/rules/speedrun/bot"
	scbot "parlor/rules/spellcraft/bot"
	ssbot "parlor/rules/stepstones/bot"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The three turn-based games with an adviser, each also with a small
// budget: the same searches, fast enough to play and analyse whole games
// in a unit test. quick* keep the real Spec's Adviser seeding (BotSeed of
// seat 0) and its Clearly.
var (
	quickSpeedRun = quick(games.SpeedRun, func(seed uint64) *srbot.Search {
		return srbot.NewSearch(srbot.Budget{ChooseSamples: 2, BidSamples: 8, PlaySamples: 8}, seed)
	})
	quickSteppingStones = quick(games.SteppingStones, func(seed uint64) *ssbot.Bot {
		b := ssbot.New(engine.Hard, seed)
		b.Samples = 24
		return b
	})
	quickSpellcraft = quick(games.Spellcraft, func(seed uint64) *scbot.Bot {
		b := scbot.New(engine.Hard, seed)
		b.Samples = 12
		return b
	})
)

// quick returns a copy of spec whose Hard player and adviser are hard, a
// Hard player with a small budget, the adviser seeded as spec's is.
func quick[G engine.Game[G, V, A], V any, A engine.Action, P interface {
	engine.Chooser[V, A]
	engine.Adviser[V, A]
}](spec *engine.Spec[G, V, A], hard func(seed uint64) P) *engine.Spec[G, V, A] {
	s := *spec
	s.Adviser = func(seed uint64) engine.Adviser[V, A] {
		return hard(engine.BotSeed(seed, 0))
	}
	s.Chooser = func(l engine.Level, seat int, seed uint64) engine.Chooser[V, A] {
		if l == engine.Hard {
			return hard(seed)
		}
		return spec.Chooser(l, seat, seed)
	}
	return &s
}

// seatsFor seats the player at seat 0 and computer players elsewhere.
func seatsFor(n int) ([]record.Seat, []string) {
	all := []string{"You", "West", "North", "East"}
	if n == 3 {
		all = []string{"You", "West", "East"}
	}
	seats := make([]record.Seat, n)
	names := make([]string, n)
	for i := range seats {
		names[i] = all[i%len(all)]
		if i >= len(all) {
			names[i] = fmt.Sprintf("Guest %c", 'A'+i-len(all))
		}
		seats[i] = record.Seat{Name: names[i], Kind: "bot", Bot: "normal"}
	}
	seats[0].Kind, seats[0].Bot = "human", ""
	return seats, names
}

// played is a finished game: its record, and how many decisions seat 0
// had (more than one legal action) and how many of them were planted
// mistakes worse than Clearly by the adviser's own values.
type played struct {
	rec       *record.Record
	decisions int
	planted   []int // the event index of each planted mistake
	mattered  int   // decisions whose actions the adviser did not value alike
	acts      int   // seat 0's actions
}

// kind says what a picked action is: as good as any (the adviser valued
// every action alike), worse by little, or a clear mistake.
type kind int

const (
	alike kind = iota
	mattered
	mistake
)

// play plays a game of spec to its end: seat 0 by pick (nil: the spec's
// Hard player seeded as the engine seats it), the other seats by Normal.
// pick returns the action and what kind of choice it is.
func play[G engine.Game[G, V, A], V any, A engine.Action](t testing.TB, spec *engine.Spec[G, V, A], st engine.Settings,
	seed uint64, seats []record.Seat, pick func(v V, legal []A) (A, kind)) played {
	return playUntil(t, spec, st, seed, seats, pick, nil)
}

// playUntil is play stopping early, once stop says so.
func playUntil[G engine.Game[G, V, A], V any, A engine.Action](t testing.TB, spec *engine.Spec[G, V, A], st engine.Settings,
	seed uint64, seats []record.Seat, pick func(v V, legal []A) (A, kind), stop func(G) bool) played {
	t.Helper()
	g, err := spec.New(st, seed, seats)
	require.NoError(t, err)
	bots := make([]engine.Chooser[V, A], g.Seats())
	for i := range bots {
		l := engine.Normal
		if i == 0 {
			l = engine.Hard
		}
		bots[i] = spec.Chooser(l, i, engine.BotSeed(seed, i))
	}
	var p played
	for steps := 0; !g.Over() && (stop == nil || !stop(g)); steps++ {
		require.Less(t, steps, 20000, "the game does not end")
		for _, seat := range g.ToMove() {
			if !slices.Contains(g.ToMove(), seat) {
				continue
			}
			legal := g.Legal(seat)
			var a A
			switch {
			case seat == 0 && pick != nil && len(legal) > 1:
				var k kind
				a, k = pick(g.View(0), legal)
				if k >= mattered {
					p.mattered++
				}
				if k == mistake {
					p.planted = append(p.planted, len(g.Record().Events))
				}
			default:
				a = bots[seat].Choose(g.View(seat), legal)
			}
			if seat == 0 {
				p.acts++
				if len(legal) > 1 {
					p.decisions++
				}
			}
			require.NoError(t, g.Apply(seat, a))
		}
	}
	p.rec = g.Record()
	return p
}

// worst returns a pick that plays, at every decision, the action the
// adviser (seeded as the analysis will seed it) values least, and says it
// is a mistake when it is worse than the best by more than clearly.
func worst[V any, A engine.Action](adv engine.Adviser[V, A], names []string, clearly float64) func(V, []A) (A, kind) {
	return func(v V, legal []A) (A, kind) {
		a := adv.Advise(v, legal, names)
		lo, hi := 0, 0
		for i, x := range a.Values {
			if x < a.Values[lo] {
				lo = i
			}
			if x > a.Values[hi] {
				hi = i
			}
		}
		switch d := a.Values[hi] - a.Values[lo]; {
		case d > clearly:
			return legal[lo], mistake
		case d > 1e-9:
			return legal[lo], mattered
		}
		return legal[lo], alike
	}
}

// adviseCase is one game's adviser under test.
type adviseCase struct {
	name     string
	entry    *engine.Entry // the quick spec's
	clearly  float64
	settings engine.Settings
	seats    int
	// plant plays a game whose seat 0 takes the adviser's worst action at
	// every decision; hard, one whose seat 0 is Hard itself.
	plant, hard func(t *testing.T, seed uint64) played
}

func adviseCases() []adviseCase {
	return []adviseCase{
		caseOf("speedrun", quickSpeedRun, engine.Settings{"reveal": "on"}, 3),
		caseOf("stepstones", quickSteppingStones, engine.Settings{"redo": "on"}, 3),
		caseOf("spellcraft", quickSpellcraft, engine.Settings{"chips": "40"}, 3),
	}
}

func caseOf[G engine.Game[G, V, A], V any, A engine.Action](name string, spec *engine.Spec[G, V, A], st engine.Settings, n int) adviseCase {
	seats, names := seatsFor(n)
	return adviseCase{
		name: name, entry: spec.Entry(), clearly: spec.Clearly, settings: st, seats: n,
		plant: func(t *testing.T, seed uint64) played {
			return play(t, spec, st, seed, seats, worst(spec.Adviser(seed), names, spec.Clearly))
		},
		hard: func(t *testing.T, seed uint64) played { return play(t, spec, st, seed, seats, nil) },
	}
}

// TestAnalyseFindsPlantedMistakes: seat 0 plays, at every decision, the
// action the adviser values least. The analysis of the finished game, from
// the record through the erased Entry, flags every one of those that is
// clearly worse, and they are most of seat 0's decisions; each finding
// names what was played, what Hard would play, how much worse and why.
func TestAnalyseFindsPlantedMistakes(t *testing.T) {
	for _, c := range adviseCases() {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p := c.plant(t, 11)
			_, names := seatsFor(c.seats)
			fs, err := c.entry.Analyse(context.Background(), p.rec, 0, names, nil)
			require.NoError(t, err)
			var at []int
			for _, f := range fs {
				at = append(at, f.Event)
				e := p.rec.Events[f.Event]
				assert.Equal(t, record.Act, e.Kind)
				assert.Equal(t, 0, e.SeatOf())
				assert.Equal(t, e.Action, fmt.Sprint(f.Chosen), "the finding names the action played")
				assert.NotEqual(t, f.Chosen, f.Best)
				assert.Greater(t, f.Loss, c.clearly)
				assert.NotEmpty(t, f.Why)
			}
			assert.Equal(t, p.planted, at, "every planted mistake, and only those")
			t.Logf("%d found of %d decisions, %d of them with a choice that mattered (%d actions)", len(fs), p.decisions, p.mattered, p.acts)
			assert.Greater(t, 2*len(fs), p.mattered, "most of the worst choices are found")
		})
	}
}

// TestAnalyseOfHardFindsNothing: seat 0 played by Hard itself, seeded as
// the engine seats it; the adviser, seeded from the record the same way,
// agrees with every decision.
func TestAnalyseOfHardFindsNothing(t *testing.T) {
	for _, c := range adviseCases() {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p := c.hard(t, 12)
			_, names := seatsFor(c.seats)
			fs, err := c.entry.Analyse(context.Background(), p.rec, 0, names, nil)
			require.NoError(t, err)
			assert.Empty(t, fs)
			assert.Positive(t, p.decisions)
		})
	}
}

// TestAnalyseAtHardsBudget: the listed games' own adviser (Hard at its
// usual budget, seeded from the record) finds nothing in the decisions of
// a Hard player seated by the engine in seat 0: a whole Stepping Stones
// and Spellcraft game, a Speed Run hand.
func TestAnalyseAtHardsBudget(t *testing.T) {
	t.Run("speedrun", func(t *testing.T) {
		t.Parallel()
		seats, names := seatsFor(3)
		p := playUntil(t, games.SpeedRun, nil, 31, seats, nil, func(g *speedrun.State) bool { return g.HandNumber() > 0 })
		analyseClean(t, "speedrun", p, names)
	})
	t.Run("stepstones", func(t *testing.T) {
		t.Parallel()
		seats, names := seatsFor(3)
		analyseClean(t, "stepstones", play(t, games.SteppingStones, nil, 32, seats, nil), names)
	})
	t.Run("spellcraft", func(t *testing.T) {
		t.Parallel()
		seats, names := seatsFor(4)
		analyseClean(t, "spellcraft", play(t, games.Spellcraft, engine.Settings{"chips": "12"}, 33, seats, nil), names)
	})
}

func analyseClean(t *testing.T, game string, p played, names []string) {
	e, ok := games.Lookup(game)
	require.True(t, ok)
	fs, err := e.Analyse(context.Background(), p.rec, 0, names, nil)
	require.NoError(t, err)
	assert.Empty(t, fs)
	assert.Positive(t, p.decisions)
}

// TestAnalyseReportsProgressAndStops: progress counts seat 0's decisions
// up to the total; a cancelled context stops the analysis between
// decisions with ctx.Err().
func TestAnalyseReportsProgressAndStops(t *testing.T) {
	for _, c := range adviseCases() {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p := c.hard(t, 13)
			_, names := seatsFor(c.seats)
			var got [][2]int
			_, err := c.entry.Analyse(context.Background(), p.rec, 0, names, func(done, total int) {
				got = append(got, [2]int{done, total})
			})
			require.NoError(t, err)
			require.Len(t, got, p.acts)
			for i, g := range got {
				assert.Equal(t, [2]int{i + 1, p.acts}, g)
			}

			ctx, cancel := context.WithCancel(context.Background())
			last := 0
			_, err = c.entry.Analyse(ctx, p.rec, 0, names, func(done, total int) {
				last = done
				if done == 3 {
					cancel()
				}
			})
			assert.ErrorIs(t, err, context.Canceled)
			assert.Equal(t, 3, last, "nothing is analysed once cancelled")

			_, err = c.entry.Analyse(ctx, p.rec, 0, names, nil)
			assert.ErrorIs(t, err, context.Canceled)
		})
	}
}

// TestAdviseAtTheTable: the listed games' Entry.Advise asks Hard at its
// usual budget for the seat to move: a legal action, a value for every
// legal action, Best's the highest, and a reason.
func TestAdviseAtTheTable(t *testing.T) {
	for _, name := range []string{"speedrun", "stepstones", "spellcraft"} {
		t.Run(name, func(t *testing.T) {
			e, ok := games.Lookup(name)
			require.True(t, ok)
			require.NotNil(t, e.Advise)
			require.NotNil(t, e.Analyse)
			seats, names := seatsFor(e.Seats)
			m, err := e.New(nil, 21, seats)
			require.NoError(t, err)
			others := map[int]engine.Level{}
			for seat := 1; seat < e.Seats; seat++ {
				others[seat] = engine.Normal
			}
			bots, err := e.Bots(m, others, 21)
			require.NoError(t, err)
			for asked := 0; asked < 3 && !m.Over(); {
				if !slices.Contains(m.ToMove(), 0) {
					_, err := bots.Step(nil)
					require.NoError(t, err)
					continue
				}
				legal := m.Legal(0)
				adv, err := e.Advise(m, 0, names, 99)
				require.NoError(t, err)
				assert.Contains(t, legal, adv.Best)
				require.Len(t, adv.Values, len(legal))
				for _, x := range adv.Values {
					assert.LessOrEqual(t, x, adv.Values[slices.Index(legal, adv.Best)])
				}
				assert.NotEmpty(t, adv.Why)
				again, err := e.Advise(m, 0, names, 99)
				require.NoError(t, err)
				assert.Equal(t, adv, again, "a seed reproduces the advice")
				t.Logf("%v: %s", adv.Best, adv.Why)
				require.NoError(t, m.Apply(0, adv.Best))
				asked++
			}
			for seat := range e.Seats {
				if !slices.Contains(m.ToMove(), seat) {
					_, err = e.Advise(m, seat, names, 99)
					assert.Error(t, err, "a seat with nothing to decide gets no advice")
					break
				}
			}
		})
	}
}

// TestProgress: the Continue list's words for a game in progress.
func TestProgress(t *testing.T) {
	for _, c := range []struct {
		game  string
		st    engine.Settings
		steps int
		want  []string // at the start, after steps actions
	}{
		{"speedrun", engine.Settings{"length": "medium"}, 60, []string{"hand 1 of 9", "hand 2 of 9"}},
		{"stepstones", nil, 50, []string{"hand 1 of 12", "hand 2 of 12"}},
		{"spellcraft", engine.Settings{"chips": "12"}, 0, []string{"round 1, 4 players left"}},
	} {
		t.Run(c.game, func(t *testing.T) {
			e, _ := games.Lookup(c.game)
			seats, _ := seatsFor(e.Seats)
			m, err := e.New(c.st, 5, seats)
			require.NoError(t, err)
			assert.Equal(t, c.want[0], e.Progress(m))
			if len(c.want) > 1 {
				bots, err := e.Bots(m, map[int]engine.Level{0: engine.Normal, 1: engine.Normal, 2: engine.Normal}, 5)
				require.NoError(t, err)
				for range c.steps {
					_, err := bots.Step(nil)
					require.NoError(t, err)
				}
				assert.Equal(t, c.want[1], e.Progress(m))
			}
			levels := make([]engine.Level, e.Seats)
			for i := range levels {
				levels[i] = engine.Normal
			}
			require.NoError(t, e.PlayBots(m, levels, 5))
			p := e.Progress(m)
			assert.NotEmpty(t, p)
			assert.Equal(t, strings.ToLower(p[:1]), p[:1], "%q starts lowercase", p)
			t.Logf("at the end: %q", p)
		})
	}
}

// TestFigures: a finished game's statistics for seat 0, agreeing with the
// game's own tally.
func TestFigures(t *testing.T) {
	for _, name := range []string{"speedrun", "stepstones", "spellcraft"} {
		t.Run(name, func(t *testing.T) {
			e, _ := games.Lookup(name)
			seats, _ := seatsFor(e.Seats)
			st := engine.Settings{}
			if name == "spellcraft" {
				st["chips"] = "12"
			}
			m, err := e.New(st, 8, seats)
			require.NoError(t, err)
			levels := make([]engine.Level, e.Seats)
			for i := range levels {
				levels[i] = engine.Normal
			}
			require.NoError(t, e.PlayBots(m, levels, 8))
			tally := m.Tally()
			for seat := range e.Seats {
				fs := e.Figures(m, seat)
				require.Len(t, fs, 2)
				keys := map[string]engine.Figure{}
				for _, f := range fs {
					assert.Equal(t, strings.ToLower(f.Key), f.Key)
					assert.NotEmpty(t, f.Label)
					assert.Equal(t, engine.Sum, f.Best)
					keys[f.Key] = f
				}
				score := tally.Seats[seat].Score
				switch name {
				case "speedrun":
					assert.Equal(t, score, keys["score"].Num)
					assert.Equal(t, float64(tally.Units), keys["score"].Den)
					assert.Equal(t, float64(tally.Seats[seat].Stats[0]), keys["perfects"].Num,
						"the statistics count the Perfect Bonuses the final standings show")
				case "stepstones":
					assert.Equal(t, score, keys["points"].Num)
					assert.Equal(t, 1.0, keys["points"].Den)
					assert.Equal(t, float64(tally.Seats[seat].Stats[1]), keys["firsts"].Num)
				case "spellcraft":
					assert.Equal(t, score-12, keys["chips"].Num)
					assert.Positive(t, keys["showdowns"].Num+1)
				}
			}
			// The winners of a Spellcraft game won showdowns and chips.
			if name == "spellcraft" {
				for _, w := range m.Winners() {
					fs := e.Figures(m, w)
					assert.Positive(t, fs[1].Num)
				}
			}
			assert.Nil(t, e.Figures(m, 9))
		})
	}
}

// TestCalibrateClearly measures what Clearly should be for each game, in
// its Values' terms: the loss the adviser finds in Hard's own decisions
// when seeded differently from the Hard player (the search's own noise:
// Clearly should sit above nearly all of it), and how much of Normal's
// and Random's decisions clear a few thresholds. Set PARLOR_CALIBRATE to
// the number of games per game.
func TestCalibrateClearly(t *testing.T) {
	n := 0
	fmt.Sscan(os.Getenv("PARLOR_CALIBRATE"), &n)
	if n == 0 {
		t.Skip("set PARLOR_CALIBRATE to the number of games")
	}
	if os.Getenv("PARLOR_CALIBRATE_GAME") == "" || os.Getenv("PARLOR_CALIBRATE_GAME") == "speedrun" {
		calibrate(t, games.SpeedRun, engine.Settings{"reveal": "on"}, 3, n)
	}
	if os.Getenv("PARLOR_CALIBRATE_GAME") == "" || os.Getenv("PARLOR_CALIBRATE_GAME") == "stepstones" {
		calibrate(t, games.SteppingStones, engine.Settings{"redo": "on"}, 3, n)
	}
	if g := os.Getenv("PARLOR_CALIBRATE_GAME"); g != "" && g != "spellcraft" {
		return
	}
	for _, seats := range []int{3, 4, 6} {
		calibrate(t, games.Spellcraft, engine.Settings{"chips": "12"}, seats, n)
	}
}

func calibrate[G engine.Game[G, V, A], V any, A engine.Action](t *testing.T, spec *engine.Spec[G, V, A], st engine.Settings, seats, games int) {
	sts, names := seatsFor(seats)
	for _, l := range []engine.Level{engine.Hard, engine.Normal, engine.Random} {
		var losses []float64
		for g := range games {
			seed := uint64(1000 + g)
			// Seat 0 plays at level l with the engine's seed; the adviser
			// is seeded from another game seed, so its samples differ.
			c := spec.Chooser(l, 0, engine.BotSeed(seed, 0))
			p := play(t, spec, st, seed, sts, func(v V, legal []A) (A, kind) { return c.Choose(v, legal), alike })
			fs, err := engine.Analyse(context.Background(), p.rec, spec.Name, spec.Open, spec.Parse,
				spec.Adviser(seed+7777), 0, names, -1, nil)
			require.NoError(t, err)
			for _, f := range fs {
				losses = append(losses, f.Loss)
			}
		}
		sort.Float64s(losses)
		q := func(f float64) float64 { return losses[min(len(losses)-1, int(f*float64(len(losses))))] }
		over := func(x float64) string {
			k := 0
			for _, l := range losses {
				if l > x {
					k++
				}
			}
			return fmt.Sprintf("%.1f%%", 100*float64(k)/float64(len(losses)))
		}
		t.Logf("%s %dp %v: %d decisions; loss p50 %.3f p90 %.3f p95 %.3f p98 %.3f p99 %.3f max %.3f; over 0.25: %s, 0.5: %s, 0.75: %s, 1: %s, 2: %s",
			spec.Name, seats, l, len(losses), q(0.5), q(0.9), q(0.95), q(0.98), q(0.99), q(1),
			over(0.25), over(0.5), over(0.75), over(1), over(2))
	}
}
