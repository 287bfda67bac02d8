package conform_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/conform"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// take is the toy game's action: take the lowest or the highest card left.
type take struct{ High bool }

func (a take) String() string {
	if a.High {
		return "high"
	}
	return "low"
}

func parseTake(s string) (take, error) {
	switch s {
	case "high":
		return take{true}, nil
	case "low":
		return take{}, nil
	}
	return take{}, fmt.Errorf("toy: bad action %q", s)
}

// bugs break the toy game on purpose, one at a time, to show that conform
// catches each kind of broken engine.
type bugs struct {
	mutateOnIllegal bool // an illegal action changes the game before it is refused
	loseCard        bool // a taken card vanishes instead of reaching a hand
	sharedClone     bool // a clone shares the table's slice with its original
	neverEnds       bool // the game never reports that it is over
	wrongOutcome    bool // the logged outcome disagrees with what replay derives
	refuseLegal     bool // Legal lists an action Apply refuses
}

var bug bugs

// applied counts every Apply of every toy game, for the wrongOutcome bug.
var applied int

// toy is a two-player game: cards 1..8 lie in a row; on your turn take the
// lowest or the highest; the larger sum wins.
type toy struct {
	table []int
	hands [2][]int
	turn  int
	moves int
	log   *engine.Log
}

type taken struct {
	Seat int `json:"seat"`
	Card int `json:"card"`
}

func newToy(seed uint64, seats []record.Seat) (*toy, error) {
	if len(seats) != 2 {
		return nil, fmt.Errorf("toy: 2 seats, not %d", len(seats))
	}
	g := &toy{table: []int{1, 2, 3, 4, 5, 6, 7, 8}, turn: int(seed % 2)}
	log, err := engine.NewLog("toy", seed, struct{}{}, seats)
	if err != nil {
		return nil, err
	}
	g.log = log
	g.log.Chance("deal", map[string]any{"first": g.turn}, 0)
	return g, nil
}

func (g *toy) Seats() int { return 2 }
func (g *toy) ToMove() []int {
	if g.Over() || len(g.table) == 0 {
		return nil
	}
	return []int{g.turn}
}
func (g *toy) Legal(seat int) []take {
	if g.Over() || seat != g.turn {
		return nil
	}
	if bug.refuseLegal {
		return []take{{}, {true}, {true}}
	}
	return []take{{}, {true}}
}
func (g *toy) Apply(seat int, a take) error {
	if bug.mutateOnIllegal {
		g.moves++
	}
	if g.Over() {
		return engine.IllegalIn("toy", "over", "the game is over")
	}
	if seat != g.turn {
		return engine.IllegalIn("toy", "turn", "it is not your turn")
	}
	if bug.refuseLegal && a.High && g.moves%3 == 2 {
		return engine.IllegalIn("toy", "bug", "refused")
	}
	i := 0
	if a.High {
		i = len(g.table) - 1
	}
	c := g.table[i]
	g.table = slices.Delete(g.table, i, i+1)
	if !bug.loseCard || g.moves != 3 {
		g.hands[seat] = append(g.hands[seat], c)
	}
	g.moves++
	g.turn = 1 - seat
	g.log.Act(seat, a, 0)
	out := taken{Seat: seat, Card: c}
	if bug.wrongOutcome {
		applied++
		out.Card += applied // a replay, later, derives another value
	}
	g.log.Outcome("taken", out, 0)
	return nil
}
func (g *toy) View(seat int) []int { return slices.Clone(g.table) }
func (g *toy) Over() bool          { return len(g.table) == 0 && !bug.neverEnds }
func (g *toy) Winners() []int {
	if !g.Over() {
		return nil
	}
	s := [2]int{}
	for p, h := range g.hands {
		for _, c := range h {
			s[p] += c
		}
	}
	switch {
	case s[0] > s[1]:
		return []int{0}
	case s[1] > s[0]:
		return []int{1}
	}
	return []int{0, 1}
}
func (g *toy) Clone() *toy {
	c := *g
	if !bug.sharedClone {
		c.table = slices.Clone(g.table)
	}
	c.hands = [2][]int{slices.Clone(g.hands[0]), slices.Clone(g.hands[1])}
	c.log = g.log.Clone()
	return &c
}
func (g *toy) Check() error {
	n := len(g.table) + len(g.hands[0]) + len(g.hands[1])
	if n != 8 {
		return fmt.Errorf("toy: %d cards, want 8", n)
	}
	return nil
}
func (g *toy) Events() []engine.Event       { return g.log.Events() }
func (g *toy) Record() *record.Record       { return g.log.Record() }
func (g *toy) SetCreated(s string)          { g.log.SetCreated(s) }
func (g *toy) MarshalJSON() ([]byte, error) { return json.Marshal(g.table) }

type lowBot struct{}

func (lowBot) Choose(_ []int, legal []take) take { return legal[0] }

var toySpec = &engine.Spec[*toy, []int, take]{
	Info: engine.Info{Name: "toy", Title: "Toy", MinSeats: 2, MaxSeats: 2, Seats: 2,
		Levels: []engine.Level{engine.Easy}, DefaultBots: []engine.Level{engine.Easy, engine.Easy}},
	New:   func(_ engine.Settings, seed uint64, seats []record.Seat) (*toy, error) { return newToy(seed, seats) },
	Open:  func(h record.Header) (*toy, error) { return newToy(h.Seed, h.Seats) },
	Parse: parseTake,
	Chooser: func(engine.Level, int, uint64) engine.Chooser[[]int, take] {
		return lowBot{}
	},
}

func play(t *testing.T, b bugs, o conform.Options) error {
	t.Helper()
	bug = b
	defer func() { bug = bugs{} }()
	o.Illegal = 1
	if o.MaxActions == 0 {
		o.MaxActions = 50
	}
	o.CloneEvery = 1
	_, err := conform.Play(toySpec.Entry(), 3, o)
	return err
}

func TestASoundGamePasses(t *testing.T) {
	for seed := range uint64(20) {
		rep, err := conform.Play(toySpec.Entry(), seed, conform.Options{Illegal: 0.5, CloneEvery: 1})
		require.NoError(t, err)
		assert.True(t, rep.Ended)
		assert.True(t, rep.Verified)
		assert.Equal(t, 8, rep.Actions)
		assert.Positive(t, rep.Checks)
	}
	_, err := conform.Play(toySpec.Entry(), 1, conform.Options{Bots: map[int]engine.Level{1: engine.Easy}})
	assert.NoError(t, err, "a computer player in one seat")
}

// TestEachBrokenEngineIsCaught: the check is not one that cannot fail.
func TestEachBrokenEngineIsCaught(t *testing.T) {
	cases := []struct {
		name string
		b    bugs
		want string
	}{
		{"illegal_action_changes_the_game", bugs{mutateOnIllegal: true}, "changed the game"},
		{"a_card_is_lost", bugs{loseCard: true}, "toy: 7 cards, want 8"},
		{"a_clone_shares_state", bugs{sharedClone: true}, "playing on a clone changed the original"},
		{"the_game_never_ends", bugs{neverEnds: true}, "nobody is to move"},
		{"an_outcome_disagrees_with_replay", bugs{wrongOutcome: true}, ""},
		{"legal_lists_a_refused_action", bugs{refuseLegal: true}, "legal action"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := play(t, c.b, conform.Options{})
			require.Error(t, err)
			assert.True(t, strings.Contains(err.Error(), c.want), "%v", err)
		})
	}
}

func TestAGameThatStopsShortFailsUnlessAllowed(t *testing.T) {
	err := play(t, bugs{}, conform.Options{MaxActions: 3})
	assert.ErrorIs(t, err, engine.ErrStuck)
	assert.NoError(t, play(t, bugs{}, conform.Options{MaxActions: 3, Unfinished: true}))
}
