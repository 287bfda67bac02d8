package bot_test

import (
	"fmt"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// quickHard is a Hard bot with a small budget, so tests that only need its
// code paths stay fast.
var quickHard = bot.Budget{ChooseSamples: 2, BidSamples: 6, PlaySamples: 6}

func newBot(name string, seed uint64) bot.Player {
	if name == "quickhard" {
		return bot.NewSearch(quickHard, seed)
	}
	l, err := engine.ParseLevel(name)
	if err != nil {
		panic(err)
	}
	return bot.New(l, seed)
}

type step struct {
	seat int
	a    speedrun.Action
}

// playGame plays one game with the named bots (seat i gets names[i]) and
// returns every action; it fails the test on an illegal choice.
func playGame(t testing.TB, cfg speedrun.Config, seed uint64, names [3]string) ([]step, *speedrun.State) {
	t.Helper()
	var ps [3]bot.Player
	for i, n := range names {
		ps[i] = newBot(n, seed*31+uint64(i))
	}
	s := speedrun.New(cfg, seed)
	var steps []step
	for !s.Over() {
		for _, seat := range s.ToMove() {
			v := s.View(seat)
			a := ps[seat].Choose(v, v.Legal)
			require.Contains(t, v.Legal, a, "seat %d (%s) chose an action not in Legal", seat, names[seat])
			require.NoError(t, s.Apply(seat, a))
			steps = append(steps, step{seat, a})
		}
	}
	return steps, s
}

// TestBotsPlayOnlyLegalActions plays whole games with every level, every
// length, with and without the Contract Reveal variant: thousands of
// decisions, each of which must be in Legal and accepted by Apply.
func TestBotsPlayOnlyLegalActions(t *testing.T) {
	decisions := 0
	for _, lvls := range [][3]string{
		{"random", "easy", "normal"},
		{"normal", "normal", "quickhard"},
		{"easy", "quickhard", "random"},
	} {
		for l := speedrun.Short; l <= speedrun.Long; l++ {
			for _, reveal := range []bool{false, true} {
				name := fmt.Sprintf("%v_%s_reveal_%v", lvls, l, reveal)
				t.Run(name, func(t *testing.T) {
					steps, s := playGame(t, speedrun.Config{Length: l, ContractReveal: reveal}, uint64(l)*7+1, lvls)
					assert.True(t, s.Over())
					decisions += len(steps)
				})
			}
		}
	}
	assert.Greater(t, decisions, 2000)
}

// TestBotsAreDeterministic: the same seed gives the same game, action for
// action, at every level.
func TestBotsAreDeterministic(t *testing.T) {
	for _, lvls := range [][3]string{{"easy", "normal", "quickhard"}, {"quickhard", "random", "easy"}} {
		cfg := speedrun.Config{Length: speedrun.Short, ContractReveal: true}
		a, _ := playGame(t, cfg, 5, lvls)
		b, _ := playGame(t, cfg, 5, lvls)
		assert.Equal(t, a, b, "%v", lvls)
	}
}

// TestBotsNeverReadHiddenInfo: two games that differ only in how the other
// seats' cards (and the 4 undealt ones) are dealt give seat 0 the same View,
// and a bot with the same seed then makes the same choices: trump/ranking,
// bid and opening lead. The bots only get a View, so this guards the View
// and the bots' use of it (SR3, bids hidden until scoring).
func TestBotsNeverReadHiddenInfo(t *testing.T) {
	for _, level := range []string{"easy", "normal", "quickhard", "hard"} {
		for start := 0; start < 2; start++ {
			t.Run(fmt.Sprintf("%s_start_%d", level, start), func(t *testing.T) {
				cfg := speedrun.Config{FixedStart: true, StartPlayer: start}
				a := speedrun.New(cfg, 9)
				b := speedrun.New(cfg, 9)
				// b: same hand for seat 0, the rest dealt differently.
				rest := speedrun.Deck.Set() &^ a.Hand(0)
				rng := cards.NewRand(77)
				pool := rest.Cards()
				cards.Shuffle(pool, rng)
				var hands [3]cards.Set
				hands[0] = a.Hand(0)
				hands[1] = cards.SetOf(pool[:12]...)
				hands[2] = cards.SetOf(pool[12:24]...)
				require.NoError(t, b.Redeal(hands))
				require.NotEqual(t, a.Hand(1), b.Hand(1))

				botA, botB := newBot(level, 3), newBot(level, 3)
				decided := 0
				// Up to the first card: choices, bids, and seat 0's lead if
				// it leads (other seats' leads would differ between games).
				for a.Phase() != speedrun.PhasePlay || (a.Acting(0) && a.CurrentTrick().Count == 0) {
					for _, seat := range a.ToMove() {
						va, vb := a.View(seat), b.View(seat)
						var act speedrun.Action
						if seat == 0 {
							require.Equal(t, va, vb, "seat 0's views differ in phase %v", a.Phase())
							act = botA.Choose(va, va.Legal)
							assert.Equal(t, act, botB.Choose(vb, vb.Legal), "phase %v", a.Phase())
							decided++
						} else {
							act = va.Legal[0] // the same scripted choice in both games
						}
						require.NoError(t, a.Apply(seat, act))
						require.NoError(t, b.Apply(seat, act))
					}
				}
				assert.GreaterOrEqual(t, decided, 2)
			})
		}
	}
}

// meanScores plays games with the named bots rotating through the seats
// until at least hands hands are played, and returns each name's mean
// score per hand.
func meanScores(t *testing.T, names [3]string, hands int) map[string]float64 {
	sum := map[string]float64{}
	cnt := map[string]int{}
	played := 0
	for g := 0; played < hands; g++ {
		var rot [3]string
		for i := range rot {
			rot[i] = names[(i+g)%3]
		}
		_, s := playGame(t, speedrun.Config{}, uint64(1000+g), rot)
		for _, r := range s.Results() {
			played++
			for seat := 0; seat < 3; seat++ {
				sum[rot[seat]] += float64(r.Score[seat])
				cnt[rot[seat]]++
			}
		}
	}
	out := map[string]float64{}
	for k, v := range sum {
		out[k] = v / float64(cnt[k])
	}
	return out
}

// TestNormalBeatsRandom: over 200+ hands, Normal's mean score per hand is
// far below (better than) Random's.
func TestNormalBeatsRandom(t *testing.T) {
	m := meanScores(t, [3]string{"normal", "random", "random"}, 204)
	t.Logf("mean score per hand: %v", m)
	assert.Less(t, m["normal"], m["random"]-1.0)
}

// TestEasyBeatsRandom: Easy is weaker than Normal but still far better
// than random play.
func TestEasyBeatsRandom(t *testing.T) {
	m := meanScores(t, [3]string{"easy", "random", "random"}, 204)
	t.Logf("mean score per hand: %v", m)
	assert.Less(t, m["easy"], m["random"]-0.5)
}

// TestEmptyLegal: a bot asked with no legal action returns the zero Action
// instead of panicking.
func TestEmptyLegal(t *testing.T) {
	s := speedrun.New(speedrun.Config{}, 1)
	for _, n := range []string{"random", "easy", "normal", "hard"} {
		assert.Equal(t, speedrun.Action{}, newBot(n, 1).Choose(s.View(0), nil))
	}
}

// TestSameSeedSameChoices: Hard thinks on a sample budget, not a clock, so
// the same seed and the same views give the same choices.
func TestSameSeedSameChoices(t *testing.T) {
	play := func() []speedrun.Action {
		p := bot.New(engine.Hard, 5)
		s := speedrun.New(speedrun.Config{}, 3)
		var out []speedrun.Action
		for i := 0; i < 30 && !s.Over(); i++ {
			for _, seat := range s.ToMove() {
				v := s.View(seat)
				a := p.Choose(v, v.Legal)
				require.Contains(t, v.Legal, a)
				require.NoError(t, s.Apply(seat, a))
				out = append(out, a)
			}
		}
		return out
	}
	assert.Equal(t, play(), play())
}
