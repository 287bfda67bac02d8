package spit_test

import (
	"regexp"
	"strings"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/record"
	"parlor/rules/spit"

	"github.com/stretchr/testify/require"
)

// seats are the two seats of a test game.
var seats = []record.Seat{{Name: "Seat 0", Kind: "human"}, {Name: "Seat 1", Kind: "human"}}

// newGame starts a dealt game.
func newGame(t testing.TB, cfg spit.Config, seed uint64) *spit.State {
	t.Helper()
	s, err := spit.New(cfg, seed, seats)
	require.NoError(t, err)
	return s
}

// botSeats are the seats of a computer game, as sim writes them.
func botSeats(levels [2]engine.Level) []record.Seat {
	return []record.Seat{{Name: "Bot 0", Kind: "bot", Bot: levels[0].String()}, {Name: "Bot 1", Kind: "bot", Bot: levels[1].String()}}
}

// botGame plays a whole computer game of seed tick by tick, with the step
// sim and the tables take, stopping at the hour sim stops at.
func botGame(t testing.TB, cfg spit.Config, seed uint64, levels [2]engine.Level) *spit.State {
	t.Helper()
	s, err := spit.New(cfg, seed, botSeats(levels))
	require.NoError(t, err)
	bots := []engine.Reactor[spit.View, spit.Action]{
		spit.NewBot(0, levels[0], engine.BotSeed(seed, 0)), spit.NewBot(1, levels[1], engine.BotSeed(seed, 1)),
	}
	return realtimetest.Play(s, bots, hour)
}

// hour is sim's limit for a computer game (games.Spit's MaxTicks).
const hour = 60 * 60 * 60

// cs reads space-separated card tokens.
func cs(t testing.TB, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, tok := range strings.Fields(s) {
		c, err := cards.Parse(tok)
		require.NoError(t, err, tok)
		out = append(out, c)
	}
	return out
}

func card(t testing.TB, tok string) cards.Card { return cs(t, tok)[0] }

// piles reads stock piles: "|" separates slots, each bottom first.
func piles(t testing.TB, s string) [][]cards.Card {
	t.Helper()
	var out [][]cards.Card
	for _, p := range strings.Split(s, "|") {
		out = append(out, cs(t, p))
	}
	return out
}

// lay builds a state from a scripted layout. Cards the layout does not
// place go under the left centre pile (or the right one, if the left is
// empty), below its top card; with both centre piles empty they go to the
// bottom of the draw piles, alternately.
func lay(t testing.TB, cfg spit.Config, l spit.Layout) *spit.State {
	t.Helper()
	rest := unplaced(l)
	switch {
	case len(l.Spit[0]) > 0:
		l.Spit[0] = append(rest, l.Spit[0]...)
	case len(l.Spit[1]) > 0:
		l.Spit[1] = append(rest, l.Spit[1]...)
	default:
		for i, c := range rest {
			l.Draw[i%2] = append([]cards.Card{c}, l.Draw[i%2]...)
		}
	}
	s, err := spit.NewFromLayout(cfg, 1, seats, l)
	require.NoError(t, err)
	return s
}

// unplaced returns the cards a layout does not place.
func unplaced(l spit.Layout) []cards.Card {
	used := cards.Set(0)
	mark := func(cs []cards.Card) {
		for _, c := range cs {
			used = used.With(c)
		}
	}
	for seat := range 2 {
		for _, p := range l.Stock[seat] {
			mark(p)
		}
		mark(l.Draw[seat])
		mark(l.Hand[seat])
		mark(l.Side[seat])
		mark(l.Spit[seat])
	}
	return (cards.Standard52.Set() &^ used).Cards()
}

// press applies a press that must be legal, and checks the invariant.
func press(t testing.TB, s *spit.State, seat int, tok string) {
	t.Helper()
	realtimetest.Press(t, s, seat, tok, spit.ParseAction)
}

// refuse checks that a press is illegal, names the rule, says why in
// player words (containing say, if given), and changes nothing.
func refuse(t testing.TB, s *spit.State, seat int, tok, rule string, say ...string) {
	t.Helper()
	realtimetest.Refuse(t, s, seat, tok, spit.ParseAction, rule, cardTokens, say...)
}

// cardTokens finds card tokens (H10, SQ) in a sentence for a player.
var cardTokens = regexp.MustCompile(`\b[CDHS](10|[2-9AJQK])\b`)

// advance runs n ticks, checking the invariant after each.
var advance = realtimetest.Ticks[*spit.State]

func top(v spit.View, seat, slot int) cards.Card {
	c, _ := v.Players[seat].Stock[slot-1].Top()
	return c
}

func sizes(v spit.View, seat int) []int {
	var out []int
	for _, p := range v.Players[seat].Stock[:v.Config.Piles()] {
		out = append(out, p.Size())
	}
	return out
}
