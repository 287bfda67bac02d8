//go:build online

package online_test

// These tests play through a real server: build/test's online step (or
// build/online) starts PostgreSQL and Nakama with Parlor's module on
// 127.0.0.1 and names it in PARLOR_TEST_SERVER.

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func server(t *testing.T) string {
	s := os.Getenv("PARLOR_TEST_SERVER")
	if s == "" {
		t.Fatal("PARLOR_TEST_SERVER is not set: run these tests with build/test online, which starts the server")
	}
	return s
}

// device is a new device id: each test's people are new accounts.
func device(t *testing.T) string {
	b := make([]byte, 12)
	_, err := rand.Read(b)
	require.NoError(t, err)
	return "test-" + hex.EncodeToString(b)
}

// person is one headless player: a client, their side of a table, and a
// computer player deciding for them from what the server told them.
type person struct {
	name    string
	device  string
	c       *online.Client
	t       *online.Table
	chooser engine.Chooser[any, any]
	reactor engine.Reactor[any, any]
	seen    int // the game's events looked at for a round's end
}

func connect(t *testing.T, name, dev string) *person {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, err := online.Connect(ctx, server(t), dev, name)
	require.NoError(t, err)
	t.Cleanup(c.Close)
	return &person{name: name, device: dev, c: c}
}

func (p *person) sit(t *testing.T, match string) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	tb, err := online.Sit(ctx, p.c, match)
	require.NoError(t, err)
	p.t = tb
}

// play takes one step: reads what came, and decides when it is this
// seat's turn (or presses, in a real-time game).
func (p *person) play(t *testing.T) {
	p.t.Pump()
	require.NoError(t, p.t.Err())
	r := p.t.Game()
	if r == nil {
		return
	}
	r.Move()
	require.NoError(t, r.Err())
	require.NoError(t, r.ReadyAtOnce(&p.seen))
	if r.Over() || p.chooser == nil && p.reactor == nil {
		return
	}
	seat := r.Plays().List()[0]
	if p.reactor != nil {
		if v := r.View(seat); v != nil {
			if a, ok := p.reactor.Tick(v); ok {
				r.Tick([]engine.Press[any]{{Seat: seat, Action: a}})
			}
		}
		return
	}
	if legal := r.Legal(seat); len(legal) > 0 {
		require.NoError(t, r.Act(seat, p.chooser.Choose(r.View(seat), legal)))
	}
}

// describe says where p's table stands, for a failure's message.
func (p *person) describe() string {
	s, ok := p.t.State()
	out := fmt.Sprintf("state %v %+v", ok, s)
	if r := p.t.Game(); r != nil {
		seat := r.Plays().List()[0]
		out += fmt.Sprintf("; %d events, %d legal, over %v, err %v", len(r.Events()), len(r.Legal(seat)), r.Over(), r.Err())
	}
	return out + fmt.Sprintf("; connection %v", p.c.Err())
}

// decide gives p a computer player for their seat.
func (p *person) decide(t *testing.T, e *engine.Entry, seat int) {
	var err error
	if e.RealTime {
		p.reactor, err = e.Reactor(engine.Hard, seat, 1)
	} else {
		p.chooser, err = e.Chooser(engine.Easy, seat, 1)
	}
	require.NoError(t, err)
}

// until runs everyone's steps until done, a frame at a time, failing
// after limit.
func until(t *testing.T, limit time.Duration, done func() bool, people ...*person) {
	t.Helper()
	end := time.Now().Add(limit)
	for !done() {
		if time.Now().After(end) {
			for _, p := range people {
				t.Logf("%s: %s", p.name, p.describe())
			}
			t.Fatalf("not done in %v", limit)
		}
		for _, p := range people {
			p.play(t)
		}
		time.Sleep(time.Second / 120) // a frame of a fast screen
	}
}

// plan is a table of e: two friends, computers in the other seats.
func plan(e *engine.Entry) room.Plan {
	p := room.Plan{Game: e.Name}
	for i := range e.Seats {
		s := room.PlanSeat{Kind: room.Friend}
		if i >= 2 {
			s = room.PlanSeat{Kind: room.Computer, Level: e.Levels[0].String(), Name: fmt.Sprintf("Robo %d", i)}
		}
		p.Seats = append(p.Seats, s)
	}
	return p
}

// table makes a table of plan with ann as its host and ben joining by the
// invite code, and starts it once both sit.
func table(t *testing.T, e *engine.Entry, pl room.Plan) (ann, ben *person) {
	ann, ben = connect(t, "Ann", device(t)), connect(t, "Ben", device(t))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	made, err := ann.c.Create(ctx, pl)
	require.NoError(t, err)
	require.Len(t, made.Code, room.CodeLength)
	ann.sit(t, made.Match)
	var found room.Created
	require.Eventually(t, func() bool { // the server lists a new table within a second
		found, err = ben.c.Find(ctx, made.Code)
		return err == nil
	}, 10*time.Second, 50*time.Millisecond, "ben finds the table by its code")
	require.Equal(t, made.Match, found.Match)
	ben.sit(t, found.Match)
	until(t, 20*time.Second, func() bool {
		s, ok := ann.t.State()
		return ok && s.Seats[1].Taken && s.Seats[1].Name == "Ben"
	}, ann, ben)
	s, _ := ann.t.State()
	require.True(t, s.Host, "the table's maker is its host")
	require.Equal(t, room.Waiting, s.Phase)
	require.NoError(t, ann.t.Start())
	until(t, 20*time.Second, func() bool { return ann.t.Game() != nil && ben.t.Game() != nil }, ann, ben)
	ann.decide(t, e, 0)
	ben.decide(t, e, 1)
	return ann, ben
}

// side is what seat may know of a finished game's events.
func side(t *testing.T, e *engine.Entry, rec *record.Record, seat int) []engine.Event {
	m, err := e.Resume(rec)
	require.NoError(t, err)
	var out []engine.Event
	for _, ev := range m.Events() {
		if k, ok := e.Know(ev, engine.OneSeat(seat)); ok {
			out = append(out, k)
		}
	}
	return out
}

// finish plays ann and ben's game to its end and checks it: the same
// record for both, which verifies, and each told only their own side.
func finish(t *testing.T, e *engine.Entry, limit time.Duration, people ...*person) *record.Record {
	until(t, limit, func() bool {
		for _, p := range people {
			if !p.t.Game().Over() {
				return false
			}
		}
		return true
	}, people...)
	rec := people[0].t.Game().Record()
	require.NoError(t, e.Verify(rec), "the record verifies")
	for _, p := range people {
		r := p.t.Game()
		assert.Equal(t, encoded(t, rec), encoded(t, r.Record()), "%s was sent the same record", p.name)
		seat := r.Plays().List()[0]
		assert.Equal(t, p.name, rec.Header.Seats[seat].Name)
		assert.Equal(t, side(t, e, rec, seat), r.Events(), "%s was told only what seat %d may know", p.name, seat)
	}
	return rec
}

func encoded(t *testing.T, rec *record.Record) string {
	var b strings.Builder
	_, err := rec.WriteTo(&b)
	require.NoError(t, err)
	return b.String()
}

// TestEveryGamePlaysToTheEndOnline: two people and the game's computers
// play each game to its end through the server.
func TestEveryGamePlaysToTheEndOnline(t *testing.T) {
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			t.Parallel()
			ann, ben := table(t, e, plan(e))
			match := ann.c.Match()
			rec := finish(t, e, 10*time.Minute, ann, ben)
			for _, p := range []*person{ann, ben} {
				keptFor(t, p, match, rec)
			}
		})
	}
}

// keptFor checks that the server keeps rec, the record of match, for p:
// a game whose end p's app missed still reaches p's History.
func keptFor(t *testing.T, p *person, match string, rec *record.Record) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var got *record.Record
	require.Eventually(t, func() bool { // stored as the match ends
		kept, err := p.c.Kept(ctx)
		require.NoError(t, err)
		for _, k := range kept {
			if k.Match == match {
				got = k.Record
			}
		}
		return got != nil
	}, 10*time.Second, 100*time.Millisecond, "the server keeps %s's game", p.name)
	ended, err := time.Parse(time.RFC3339, got.Header.Created)
	require.NoError(t, err, "the kept record says when the game ended")
	assert.WithinDuration(t, time.Now(), ended, 15*time.Minute)
	same := *got
	same.Header.Created = rec.Header.Created
	assert.Equal(t, encoded(t, rec), encoded(t, &same), "the kept record is the game's")
}

// TestIllegalAndMalformedMessagesAreRefused: an action that is not legal
// is refused with the rule's sentence; bytes that are no message are
// refused; neither changes the game, which plays on to its end.
func TestIllegalAndMalformedMessagesAreRefused(t *testing.T) {
	e, _ := games.Lookup("speedrun")
	ann, ben := table(t, e, plan(e))
	chooser := ann.chooser
	ann.chooser = nil // Ann waits while her wrong messages are answered
	until(t, 20*time.Second, func() bool { return len(ann.t.Game().Legal(0)) > 0 }, ann, ben)
	before := acts(ann.t.Game().Events(), 0)

	codec, err := session.NewCodec(e)
	require.NoError(t, err)
	// A move of the game that is not Ann's to make now: a card she does
	// not hold, or any card while the hand is still being bid.
	var wrong any
	for _, c := range speedrun.Deck.Cards() {
		if a := any(speedrun.Play(c)); !slices.Contains(ann.t.Game().Legal(0), a) {
			wrong = a
			break
		}
	}
	bad, err := codec.Encode(session.Message{Kind: session.KindAct, Seat: 0, Action: wrong})
	require.NoError(t, err)
	require.NoError(t, ann.c.Send(room.OpGame, bad))
	var refused []session.Refused
	until(t, 20*time.Second, func() bool {
		refused = append(refused, ann.t.Game().TakeRefused()...)
		return len(refused) > 0
	}, ann)
	assert.ErrorIs(t, refused[0].Err, engine.ErrIllegal)
	assert.NotEmpty(t, engine.Explain(refused[0].Err))

	ann.t.TakeNews()
	require.NoError(t, ann.c.Send(room.OpGame, []byte("not a message")))
	var news []string
	until(t, 20*time.Second, func() bool {
		news = append(news, ann.t.TakeNews()...)
		return len(news) > 0
	}, ann)
	assert.Contains(t, news[0], "The server could not take that")
	assert.Equal(t, before, acts(ann.t.Game().Events(), 0), "Ann did nothing")
	ann.chooser = chooser
	finish(t, e, 5*time.Minute, ann, ben)
}

// TestReconnectAndTakeover: Ben's connection drops and he comes back to
// his seat at once; later he leaves for longer than the grace, a computer
// plays for him (everyone sees it), and he takes his seat back.
func TestReconnectAndTakeover(t *testing.T) {
	e, _ := games.Lookup("stepstones")
	ann, ben := table(t, e, plan(e))
	until(t, time.Minute, func() bool { return len(ben.t.Game().Events()) > 20 }, ann, ben)
	match := benMatch(t, ann)

	ben.c.Close()
	until(t, 20*time.Second, func() bool {
		s, _ := ann.t.State()
		return !s.Seats[1].Here && s.Seats[1].Away > 0
	}, ann)
	ben = back(t, e, ben, match)
	until(t, 20*time.Second, func() bool { s, _ := ann.t.State(); return s.Seats[1].Here }, ann, ben)

	ben.c.Close()
	until(t, time.Minute, func() bool { s, _ := ann.t.State(); return s.Seats[1].Standing }, ann)
	moved := len(ann.t.Game().Events())
	until(t, time.Minute, func() bool { return len(ann.t.Game().Events()) > moved+10 }, ann)
	ben = back(t, e, ben, match)
	until(t, 20*time.Second, func() bool { s, _ := ann.t.State(); return s.Seats[1].Here && !s.Seats[1].Standing }, ann, ben)
	finish(t, e, 5*time.Minute, ann, ben)
}

// acts counts seat's actions among evs.
func acts(evs []engine.Event, seat int) int {
	n := 0
	for _, e := range evs {
		if e.Kind == record.Act && e.Seat == seat {
			n++
		}
	}
	return n
}

func benMatch(t *testing.T, ann *person) string {
	s, _ := ann.t.State()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	found, err := ann.c.Find(ctx, s.Code)
	require.NoError(t, err)
	return found.Match
}

// back is ben on a new connection from the same device, sitting down at
// his table again: he is told his seat and the whole game again.
func back(t *testing.T, e *engine.Entry, ben *person, match string) *person {
	p := connect(t, ben.name, ben.device)
	p.sit(t, match)
	until(t, 20*time.Second, func() bool { return p.t.Game() != nil && len(p.t.Game().Events()) > 0 }, p)
	s, _ := p.t.State()
	require.Equal(t, 1, s.You, "Ben has his own seat back")
	p.decide(t, e, 1)
	return p
}

// TestMyTablesInPlay: a player whose Parlor closed finds their own table
// again (Mine): only the tables they sit at whose game is not over, with
// the others' names; nobody else is told of them.
func TestMyTablesInPlay(t *testing.T) {
	e, _ := games.Lookup("speedrun")
	ann, ben := table(t, e, plan(e))
	match := ann.c.Match()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var mine []room.Mine
	require.Eventually(t, func() bool {
		var err error
		mine, err = ben.c.Mine(ctx)
		require.NoError(t, err)
		return len(mine) == 1 && mine[0].Phase == room.Playing
	}, 10*time.Second, 50*time.Millisecond, "Ben's table is his to come back to")
	assert.Equal(t, room.Mine{Match: match, Game: "speedrun", Code: mine[0].Code, Phase: room.Playing, With: []string{"Ann", "Robo 2"}}, mine[0])
	cy := connect(t, "Cy", device(t))
	others, err := cy.c.Mine(ctx)
	require.NoError(t, err)
	assert.Empty(t, others, "Cy sits nowhere: nobody's tables are listed to him")

	finish(t, e, 5*time.Minute, ann, ben)
	require.Eventually(t, func() bool {
		mine, err = ben.c.Mine(ctx)
		require.NoError(t, err)
		return len(mine) == 0
	}, 10*time.Second, 50*time.Millisecond, "a game over is nobody's to come back to")
}
