package speedoh_test

import (
	"fmt"
	"regexp"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/record"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/require"
)

// seatsOf returns n seats for a test game.
func seatsOf(n int) []record.Seat {
	out := make([]record.Seat, n)
	for i := range out {
		out[i] = record.Seat{Name: fmt.Sprintf("Seat %d", i), Kind: "human"}
	}
	return out
}

// newGame starts a dealt game of cfg's players (four for 0, D1).
func newGame(t testing.TB, cfg speedoh.Config, seed uint64) *speedoh.State {
	t.Helper()
	n := cfg.Players
	if n == 0 {
		n = speedoh.DefaultPlayers
	}
	s, err := speedoh.New(cfg, seed, seatsOf(n))
	require.NoError(t, err)
	return s
}

// botGame plays a whole computer game of seed, one bot per level, tick by
// tick with the step sim and the tables take.
func botGame(t testing.TB, cfg speedoh.Config, seed uint64, levels ...engine.Level) *speedoh.State {
	t.Helper()
	cfg.Players = len(levels)
	seats := make([]record.Seat, len(levels))
	bots := make([]engine.Reactor[speedoh.View, speedoh.Action], len(levels))
	for i, l := range levels {
		seats[i] = record.Seat{Name: fmt.Sprintf("Bot %d", i), Kind: "bot", Bot: l.String()}
		bots[i] = speedoh.NewBot(i, l, engine.BotSeed(seed, i))
	}
	s, err := speedoh.New(cfg, seed, seats)
	require.NoError(t, err)
	return realtimetest.Play(s, bots, 0)
}

// cs reads space-separated card tokens.
func cs(t testing.TB, s string) []speedoh.Card {
	t.Helper()
	out, err := speedoh.ParseList(s)
	require.NoError(t, err, s)
	return out
}

func card(t testing.TB, tok string) speedoh.Card { return cs(t, tok)[0] }

// table is a scripted start. Piles are bottom first (the last draw card is
// flipped next, the last flipped card shows). Every card not placed goes
// under the draw pile of seat rest, in deck order (or, with restFlipped,
// under its flipped pile).
type table struct {
	cfg         speedoh.Config
	draw        []string
	flip        []string
	turn        int
	rest        int
	restFlipped bool
}

func (tb table) build(t testing.TB) *speedoh.State {
	t.Helper()
	n := tb.cfg.Players
	if n == 0 {
		n = speedoh.DefaultPlayers
	}
	l := speedoh.Layout{Draw: make([][]speedoh.Card, n), Flipped: make([][]speedoh.Card, n), Turn: tb.turn}
	used := map[speedoh.Card]bool{}
	for i := range n {
		if i < len(tb.draw) {
			l.Draw[i] = cs(t, tb.draw[i])
		}
		if i < len(tb.flip) {
			l.Flipped[i] = cs(t, tb.flip[i])
		}
		for _, c := range append(append([]speedoh.Card(nil), l.Draw[i]...), l.Flipped[i]...) {
			used[c] = true
		}
	}
	var rest []speedoh.Card
	for _, c := range speedoh.Deck(tb.cfg.Beginner) {
		if !used[c] {
			rest = append(rest, c)
		}
	}
	if tb.restFlipped {
		l.Flipped[tb.rest] = append(rest, l.Flipped[tb.rest]...)
	} else {
		l.Draw[tb.rest] = append(rest, l.Draw[tb.rest]...)
	}
	s, err := speedoh.NewFromLayout(tb.cfg, 1, seatsOf(n), l)
	require.NoError(t, err)
	return s
}

// press applies a press that must be legal, and checks the invariant.
func press(t testing.TB, s *speedoh.State, seat int, tok string) {
	t.Helper()
	realtimetest.Press(t, s, seat, tok, speedoh.ParseAction)
}

// refuse checks that a press is illegal, names the rule, says why in
// player words (containing say, if given), and changes nothing.
func refuse(t testing.TB, s *speedoh.State, seat int, tok, rule string, say ...string) {
	t.Helper()
	realtimetest.Refuse(t, s, seat, tok, speedoh.ParseAction, rule, cardTokens, say...)
}

// cardTokens finds card tokens (S2B4, FSW1) in a sentence for a player.
var cardTokens = regexp.MustCompile(`\b([SADKM][1-4][RBGY]\d?|FSW\d|LSL|CM\d|PM\d|OH)\b`)

// advance runs n ticks, checking the invariant after each.
var advance = realtimetest.Ticks[*speedoh.State]

// flips has each seat flip in turn, advancing one tick after each flip.
func flips(t testing.TB, s *speedoh.State, seats ...int) {
	t.Helper()
	for _, seat := range seats {
		press(t, s, seat, "flip")
		advance(t, s, 1)
	}
}

// slapTwo slaps two matches that show together, a and b (their seats,
// each match's first slapper first): the first slaps a tick apart (a's,
// then b's), the second slaps of both in the tick after.
func slapTwo(t testing.TB, s *speedoh.State, a, b [2]int) {
	t.Helper()
	press(t, s, a[0], "hit")
	advance(t, s, 1)
	press(t, s, b[0], "hit")
	advance(t, s, 1)
	press(t, s, a[1], "hit")
	press(t, s, b[1], "hit")
	advance(t, s, 1)
}

func tops(s *speedoh.State) []speedoh.Card {
	v := s.View(0)
	out := make([]speedoh.Card, v.N)
	for i := range v.N {
		out[i] = v.Players[i].Top
	}
	return out
}

func draws(s *speedoh.State) []int {
	v := s.View(0)
	out := make([]int, v.N)
	for i := range v.N {
		out[i] = v.Players[i].Draw
	}
	return out
}

func flippedSizes(s *speedoh.State) []int {
	v := s.View(0)
	out := make([]int, v.N)
	for i := range v.N {
		out[i] = v.Players[i].Flipped
	}
	return out
}

// events returns the data of every logged event of a name.
func events(s *speedoh.State, name string) []string {
	var out []string
	for _, e := range s.Record().Events {
		if e.Name == name {
			out = append(out, string(e.Data))
		}
	}
	return out
}

// lastEvent returns the data of the last logged event of a name.
func lastEvent(t testing.TB, s *speedoh.State, name string) string {
	t.Helper()
	ev := events(s, name)
	require.NotEmpty(t, ev, "no %s event", name)
	return ev[len(ev)-1]
}
