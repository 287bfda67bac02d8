//go:build online

package online_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// raw is a cheater's client: it signs in like Parlor, but reads and keeps
// every message the server sends its seat, as bytes, and decodes them
// itself.
type raw struct {
	c      *online.Client
	e      *engine.Entry
	state  room.State
	game   *session.Remote
	heard  [][]byte // the game's messages before the one that ends it
	over   bool
	codec  *session.Codec
	choose engine.Chooser[any, any]
}

func newRaw(t *testing.T, e *engine.Entry) *raw {
	p := connect(t, "Mallory", device(t))
	codec, err := session.NewCodec(e)
	require.NoError(t, err)
	return &raw{c: p.c, e: e, codec: codec}
}

// step reads what came, keeping the game's messages, and plays the seat.
func (r *raw) step(t *testing.T) {
	for _, d := range r.c.Take() {
		switch d.Op {
		case room.OpRoom:
			require.NoError(t, json.Unmarshal(d.Data, &r.state))
		case room.OpGame:
			r.hear(t, d.Data)
		}
	}
	if r.game == nil {
		return
	}
	r.game.Move()
	seat := r.state.You
	if legal := r.game.Legal(seat); len(legal) > 0 && !r.game.Over() {
		require.NoError(t, r.game.Act(seat, r.choose.Choose(r.game.View(seat), legal)))
	}
}

func (r *raw) hear(t *testing.T, b []byte) {
	m, err := r.codec.Decode(b)
	require.NoError(t, err, "a message from the server decodes")
	if m.Kind == session.KindOver {
		r.over = true
	}
	if !r.over {
		r.heard = append(r.heard, b)
	}
	if r.game == nil {
		r.game, err = session.NewRemote(r.e, r.state.You, func(b []byte) error { return r.c.Send(room.OpGame, b) })
		require.NoError(t, err)
		r.choose, err = r.e.Chooser(engine.Easy, r.state.You, 1)
		require.NoError(t, err)
	}
	r.game.Deliver(b)
}

// TestARawClientCannotDealTheHands replays issue 33's first attack: the
// first message a seat received carried the seed, and a game opened from
// that header dealt every hand. A raw client plays a whole Speed Run
// game against two computers and keeps every byte its seat is sent: none
// before the end holds the seed or the salt, the header it is told has no
// seed, a game opened from it deals other cards, and the finished record
// names the commitment shown at the start.
func TestARawClientCannotDealTheHands(t *testing.T) {
	e, _ := games.Lookup("speedrun")
	cheat := newRaw(t, e)
	pl := room.Plan{Game: e.Name, Seats: []room.PlanSeat{{Kind: room.Friend},
		{Kind: room.Computer, Level: "normal", Name: "West"}, {Kind: room.Computer, Level: "normal", Name: "East"}}}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	made, err := cheat.c.Create(ctx, pl)
	require.NoError(t, err)
	require.NoError(t, cheat.c.Join(ctx, made.Match))
	require.Eventually(t, func() bool { cheat.step(t); return cheat.state.Host }, 20*time.Second, 10*time.Millisecond)
	b, _ := json.Marshal(room.Request{Start: true})
	require.NoError(t, cheat.c.Send(room.OpRoom, b))
	end := time.Now().Add(5 * time.Minute)
	for cheat.game == nil || !cheat.game.Over() {
		require.False(t, time.Now().After(end), "the game did not end in 5 minutes")
		cheat.step(t)
		time.Sleep(time.Second / 120)
	}
	rec := cheat.game.Record()
	require.NoError(t, e.Verify(rec))
	require.NoError(t, cheat.game.Deals(), "the deals came from the seed committed to at the start")
	require.NotEmpty(t, cheat.heard)
	for i, b := range cheat.heard {
		assert.False(t, holdsSeed(b, rec.Header), "message %d before the end carries the seed or the salt", i)
	}
	hello, err := cheat.codec.Decode(cheat.heard[0])
	require.NoError(t, err)
	require.Equal(t, session.KindHello, hello.Kind)
	h := hello.Record.Header
	assert.Zero(t, h.Seed)
	assert.Empty(t, h.Salt)
	assert.Equal(t, rec.Header.Commit, h.Commit)
	opened, err := e.Open(h)
	require.NoError(t, err)
	assert.NotEqual(t, firstDeal(rec), firstDeal(opened.Record()), "a game opened from the header the seat was told deals other cards")
}

// holdsSeed reports whether b holds h's seed or salt as any encoding would
// write them.
func holdsSeed(b []byte, h record.Header) bool {
	var be, le [8]byte
	binary.BigEndian.PutUint64(be[:], h.Seed)
	binary.LittleEndian.PutUint64(le[:], h.Seed)
	salt, _ := hex.DecodeString(h.Salt)
	for _, n := range [][]byte{be[:], le[:], []byte(strconv.FormatUint(h.Seed, 10)), []byte(h.Salt), salt} {
		if bytes.Contains(b, n) {
			return true
		}
	}
	return false
}

func firstDeal(rec *record.Record) string {
	for _, e := range rec.Events {
		if e.Kind == record.Chance {
			return string(e.Data)
		}
	}
	return ""
}

// TestAnOlderParlorIsToldToUpdate: a Parlor speaking another protocol than
// the server's is refused at the table's door with a sentence that says
// which side is newer, instead of misreading the game's messages.
func TestAnOlderParlorIsToldToUpdate(t *testing.T) {
	e, _ := games.Lookup("speedrun")
	p := connect(t, "Olga", device(t))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	made, err := p.c.Create(ctx, plan(e))
	require.NoError(t, err)
	err = p.c.JoinSpeaking(ctx, made.Match, "1")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "This server runs a newer Parlor")
	assert.Contains(t, err.Error(), "update Parlor to play here")
	require.NoError(t, p.c.Join(ctx, made.Match), "the same table takes a Parlor of its own version")
}
