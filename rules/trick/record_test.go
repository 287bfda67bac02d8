package trick_test

import (
	"errors"
	"strings"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/record"
	"parlor/rules/trick"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// opts is a record options object whose Config is its length, which must
// be given.
type opts struct {
	Length string `json:"length"`
}

func (o opts) Config() (string, error) {
	if o.Length == "" {
		return "", errors.New("no length")
	}
	return o.Length, nil
}

// started is what newGame was given.
type started struct {
	cfg   string
	seed  uint64
	seats int
}

func newGame(cfg string, seed uint64, seats []record.Seat) (started, error) {
	return started{cfg, seed, len(seats)}, nil
}

func TestOpen(t *testing.T) {
	def := opts{Length: "short"}
	h := record.Header{Seed: 9, Seats: make([]record.Seat, 3)}
	t.Run("no_options_is_the_default", func(t *testing.T) {
		g, err := trick.Open("g", h, def, newGame)
		require.NoError(t, err)
		assert.Equal(t, started{"short", 9, 3}, g)
	})
	t.Run("options_decoded", func(t *testing.T) {
		h := h
		h.Options = []byte(`{"length":"long"}`)
		g, err := trick.Open("g", h, def, newGame)
		require.NoError(t, err)
		assert.Equal(t, started{"long", 9, 3}, g)
	})
	t.Run("a_field_left_out_is_not_the_default", func(t *testing.T) {
		h := h
		h.Options = []byte(`{}`)
		_, err := trick.Open("g", h, def, newGame)
		assert.EqualError(t, err, "no length")
	})
	t.Run("bad_options", func(t *testing.T) {
		h := h
		h.Options = []byte(`[1]`)
		_, err := trick.Open("g", h, def, newGame)
		assert.ErrorContains(t, err, "g: bad options")
	})
}

func TestNewLogSeatsPlayers(t *testing.T) {
	l, err := trick.NewLog("g", 3, 5, opts{}, make([]record.Seat, 3))
	require.NoError(t, err)
	assert.Equal(t, uint64(5), l.Header().Seed)
	_, err = trick.NewLog("g", 3, 5, opts{}, make([]record.Seat, 2))
	assert.EqualError(t, err, "g: 2 seats listed for a game of 3 players")
}

func TestValidDeal(t *testing.T) {
	d := cards.Numbered9
	parse := func(s string) cards.Set {
		var set cards.Set
		for _, tok := range strings.Fields(s) {
			c, err := cards.Numbered10.Parse(tok)
			require.NoError(t, err)
			set = set.With(c)
		}
		return set
	}
	a, b := parse("C1 C2"), parse("D1 D2")
	all, ok := trick.ValidDeal([]cards.Set{a, b}, d.Set(), 2)
	assert.True(t, ok)
	assert.Equal(t, a|b, all)
	_, ok = trick.ValidDeal([]cards.Set{a, parse("C2 D2")}, d.Set(), 2)
	assert.False(t, ok, "a card in two hands")
	_, ok = trick.ValidDeal([]cards.Set{a, parse("D1")}, d.Set(), 2)
	assert.False(t, ok, "a short hand")
	_, ok = trick.ValidDeal([]cards.Set{a, parse("D1 C10")}, d.Set(), 2)
	assert.False(t, ok, "a card not of the deck")
}

func TestPlayedCopiesTheTrick(t *testing.T) {
	var tr trick.Trick
	tr.Add(cards.Card(3))
	tr.Add(cards.Card(17))
	got := tr.Played()
	assert.Equal(t, []cards.Card{3, 17}, got)
	got[0] = 9
	assert.Equal(t, cards.Card(3), tr.Cards[0], "the event's cards are its own")
}

func TestFixedSeatReadsBack(t *testing.T) {
	assert.Nil(t, trick.FixedSeat(false, 2), "G3: a drawn seat is left out")
	for want := range 3 {
		seat, fixed, err := trick.ReadSeat("g", "forehand", trick.FixedSeat(true, want), 3)
		require.NoError(t, err)
		assert.True(t, fixed)
		assert.Equal(t, want, seat)
	}
	_, fixed, err := trick.ReadSeat("g", "forehand", nil, 3)
	assert.NoError(t, err)
	assert.False(t, fixed)
	_, _, err = trick.ReadSeat("g", "forehand", trick.FixedSeat(true, 3), 3)
	assert.EqualError(t, err, "g: forehand 3 is not a seat")
}
