package session_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/spit"
)

// link carries messages one way, late by delay ticks.
type link struct {
	delay int
	queue []parcel
}

type parcel struct {
	due int
	b   []byte
}

func (l *link) send(now int, b []byte) { l.queue = append(l.queue, parcel{now + l.delay, b}) }

// due returns the messages that arrive at tick now.
func (l *link) due(now int) [][]byte {
	var out [][]byte
	for len(l.queue) > 0 && l.queue[0].due <= now {
		out = append(out, l.queue[0].b)
		l.queue = l.queue[1:]
	}
	return out
}

// race lays a Spit game where Ann's 5♠ and Ben's 5♥ both fit the left
// pile's 4♣, hosted with hold ticks; Ben's link is slow ticks late each
// way. Both press the moment they see the game's tick 10. It returns
// whose five landed.
func race(t *testing.T, seed uint64, hold int64, slow int) string {
	e, ok := games.Lookup("spit")
	require.True(t, ok)
	host, m := raceHost(t, seed)
	host.SetHold(hold)
	type side struct {
		r       *session.Remote
		in, out *link
		pressed bool
		seat    int
		name    string
	}
	var now int
	sides := []*side{{seat: 0, name: "Ann"}, {seat: 1, name: "Ben"}}
	sides[0].in, sides[0].out = &link{}, &link{}
	sides[1].in, sides[1].out = &link{delay: slow}, &link{delay: slow}
	for _, s := range sides {
		out := s.out
		r, err := session.NewRemote(e, s.seat, func(b []byte) error { out.send(now, b); return nil })
		require.NoError(t, err)
		s.r = r
	}
	for ; now < 60; now++ {
		require.NoError(t, host.Flush())
		for _, s := range sides {
			for _, b := range host.Take(s.seat) {
				s.in.send(now, b)
			}
			for _, b := range s.in.due(now) {
				s.r.Deliver(b)
			}
			var presses []engine.Press[any]
			if v, ok := s.r.View(s.seat).(spit.View); ok && v.Tick >= 10 && !s.pressed {
				s.pressed = true
				presses = append(presses, engine.Press[any]{Seat: s.seat, Action: spit.PlayCard(1, spit.Left)})
			}
			for _, err := range s.r.Tick(presses) {
				require.NoError(t, err)
			}
			for _, b := range s.out.due(now) {
				require.NoError(t, host.Receive(s.seat, b))
			}
		}
		_, err := host.Step()
		require.NoError(t, err)
	}
	require.True(t, sides[0].pressed && sides[1].pressed)
	v := m.View(0).(spit.View)
	return map[cards.Card]string{mustCard(t, "S5"): "Ann", mustCard(t, "H5"): "Ben"}[v.Centre[0].Top]
}

// raceHost hosts the laid-out game of seed for two people.
func raceHost(t *testing.T, seed uint64) (*session.Host, engine.Match) {
	l := spit.Layout{
		Stock: [2][][]cards.Card{{{mustCard(t, "S5")}, {mustCard(t, "C9")}}, {{mustCard(t, "H5")}, {mustCard(t, "D9")}}},
		Spit:  [2][]cards.Card{nil, {mustCard(t, "DK")}},
	}
	used := cards.Set(0)
	for _, c := range []string{"S5", "C9", "H5", "D9", "DK", "C4"} {
		used = used.With(mustCard(t, c))
	}
	l.Spit[0] = append((cards.Standard52.Set() &^ used).Cards(), mustCard(t, "C4"))
	seats := []record.Seat{{Name: "Ann", Kind: "human"}, {Name: "Ben", Kind: "human"}}
	g, err := spit.NewFromLayout(spit.Config{}, seed, seats, l)
	require.NoError(t, err)
	m := engine.Erase(g, games.Spit)
	host, err := session.NewHost(games.Spit.Entry(), m, session.Served(60, 0))
	require.NoError(t, err)
	return host, m
}

func mustCard(t *testing.T, tok string) cards.Card {
	c, err := cards.Parse(tok)
	require.NoError(t, err, tok)
	return c
}

// TestRaceIsFairAcrossSlowAndFastLinks: two people who react alike to the
// same sight, one over a link three ticks slower each way, win the race
// for a pile about as often as each other: presses are settled by the
// tick each was looking at, in the game's fair order. Without the hold,
// the fast link wins every race: the check can fail.
func TestRaceIsFairAcrossSlowAndFastLinks(t *testing.T) {
	wins := map[string]int{}
	for seed := range uint64(24) {
		wins[race(t, seed, 8, 3)]++
	}
	t.Logf("wins with the hold: %v", wins)
	assert.Equal(t, 24, wins["Ann"]+wins["Ben"], "a five lands in every race")
	assert.GreaterOrEqual(t, wins["Ben"], 6, "the slow link wins its share: %v", wins)
	assert.GreaterOrEqual(t, wins["Ann"], 6, "the fast link wins its share: %v", wins)

	unheld := map[string]int{}
	for seed := range uint64(8) {
		unheld[race(t, seed, 0, 3)]++
	}
	assert.Equal(t, map[string]int{"Ann": 8}, unheld, "unheld, the fast link always wins")
}

// TestOwnPressShowsAtOnceAndIsCorrected: a press shows in the seat's view
// before the host settles it; when the other seat's press settled first,
// the host's next view takes it back and the seat hears why.
func TestOwnPressShowsAtOnceAndIsCorrected(t *testing.T) {
	e, ok := games.Lookup("spit")
	require.True(t, ok)
	host, _ := raceHost(t, 1)
	host.SetHold(4)
	var late [][]byte
	ann, err := session.NewRemote(e, 0, func(b []byte) error { return host.Receive(0, b) })
	require.NoError(t, err)
	ben, err := session.NewRemote(e, 1, func(b []byte) error { late = append(late, b); return nil })
	require.NoError(t, err)
	tell := func() {
		require.NoError(t, host.Flush())
		for seat, r := range []*session.Remote{ann, ben} {
			for _, b := range host.Take(seat) {
				r.Deliver(b)
			}
			r.Move()
		}
	}
	tell()
	ben.Tick([]engine.Press[any]{{Seat: 1, Action: spit.PlayCard(1, spit.Left)}})
	assert.Equal(t, mustCard(t, "H5"), ben.View(1).(spit.View).Centre[0].Top, "Ben's five shows at once")
	ann.Tick([]engine.Press[any]{{Seat: 0, Action: spit.PlayCard(1, spit.Left)}})
	for tick := range 10 {
		if tick == 6 { // Ben's link delivers his press after Ann's settled
			for _, b := range late {
				require.NoError(t, host.Receive(1, b))
			}
		}
		_, err := host.Step()
		require.NoError(t, err)
		tell()
	}
	v := ben.View(1).(spit.View)
	assert.Equal(t, mustCard(t, "S5"), v.Centre[0].Top, "the host's view shows Ann's five")
	assert.Equal(t, 1, v.Players[1].Stock[0].Size(), "Ben's five is back in his stock")
	refused := ben.TakeRefused()
	require.Len(t, refused, 1, "Ben hears why")
	assert.ErrorIs(t, refused[0].Err, engine.ErrIllegal)
	assert.Equal(t, spit.PlayCard(1, spit.Left), refused[0].Action, "the refusal names the press")
}

// TestAPressBeatenByAnEarlierStampIsLate: Ben's five, pressed two ticks
// after Ann's and legal when it reached the host, is refused as too late,
// not as a card that does not fit, once Ann's settles first.
func TestAPressBeatenByAnEarlierStampIsLate(t *testing.T) {
	e, ok := games.Lookup("spit")
	require.True(t, ok)
	host, _ := raceHost(t, 1)
	host.SetHold(6)
	ann, err := session.NewRemote(e, 0, func(b []byte) error { return host.Receive(0, b) })
	require.NoError(t, err)
	ben, err := session.NewRemote(e, 1, func(b []byte) error { return host.Receive(1, b) })
	require.NoError(t, err)
	tick := func(r *session.Remote, seat int, presses ...engine.Press[any]) {
		for _, b := range host.Take(seat) {
			r.Deliver(b)
		}
		r.Tick(presses)
	}
	for step := range 14 {
		require.NoError(t, host.Flush())
		var annP, benP []engine.Press[any]
		switch step {
		case 1:
			annP = []engine.Press[any]{{Seat: 0, Action: spit.PlayCard(1, spit.Left)}}
		case 3:
			benP = []engine.Press[any]{{Seat: 1, Action: spit.PlayCard(1, spit.Left)}}
		}
		tick(ann, 0, annP...)
		tick(ben, 1, benP...)
		_, err := host.Step()
		require.NoError(t, err)
	}
	refused := ben.TakeRefused()
	require.Len(t, refused, 1)
	assert.ErrorIs(t, refused[0].Err, engine.ErrLate)
	assert.Equal(t, "Too late: the other player got there first.", engine.Explain(refused[0].Err))
	assert.Empty(t, ann.TakeRefused())
}
