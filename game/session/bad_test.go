package session_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hosted is a Speed Run game hosted for a person at seat 0 against two
// computers, and the messages the host has for that seat.
func hosted(t *testing.T) (*session.Host, *session.Codec, engine.Match) {
	t.Helper()
	e := games.SpeedRun.Entry()
	m, err := e.New(nil, 4, youAgainst(3, "easy"))
	require.NoError(t, err)
	h, err := session.NewHost(e, m, session.Served(60, 0))
	require.NoError(t, err)
	c, err := session.NewCodec(e)
	require.NoError(t, err)
	for len(m.Legal(0)) == 0 { // the computers choose trump and ranking
		_, err := h.Step()
		require.NoError(t, err)
	}
	return h, c, m
}

// Bad messages reaching a host are refused with the reason and change
// nothing: damaged bytes, another game's action, a message for another
// seat, a kind a seat never sends, another version, fields a seat never
// sends, more than one message, and more bytes than a seat sends.
func TestHostRefusesBadMessages(t *testing.T) {
	h, c, m := hosted(t)
	spit, err := session.NewCodec(games.Spit.Entry())
	require.NoError(t, err)
	before := encoded(t, m.Record())
	good, err := c.Encode(session.Message{Kind: session.KindAct, Seat: 0, Action: m.Legal(0)[0]})
	require.NoError(t, err)
	other, err := spit.Encode(session.Message{Kind: session.KindAct, Seat: 0, Action: games.Spit.Entry().Data[1]})
	require.NoError(t, err)
	forSeat1, err := c.Encode(session.Message{Kind: session.KindAct, Seat: 1, Action: m.Legal(0)[0]})
	require.NoError(t, err)
	view, err := c.Encode(session.Message{Kind: session.KindView, Seat: 0})
	require.NoError(t, err)
	tok := m.Legal(0)[0].(fmt.Stringer).String()
	for name, b := range map[string][]byte{
		"damaged":               good[:len(good)/2],
		"empty":                 nil,
		"another game's":        other,
		"for another seat":      forSeat1,
		"a host's kind":         view,
		"too long":              bytes.Repeat([]byte{' '}, session.MaxFromSeat+1),
		"another version":       []byte(fmt.Sprintf(`{"v":1,"k":"act","seat":0,"a":%q}`, tok)),
		"a field a seat lacks":  []byte(fmt.Sprintf(`{"v":%d,"k":"act","seat":0,"a":%q,"view":{}}`, session.Version, tok)),
		"two messages":          append(slices.Clone(good), good...),
		"no action":             []byte(fmt.Sprintf(`{"v":%d,"k":"act","seat":0}`, session.Version)),
		"a token of nothing":    []byte(fmt.Sprintf(`{"v":%d,"k":"act","seat":0,"a":"play Z99"}`, session.Version)),
		"nested deep":           []byte(strings.Repeat("[", 400) + strings.Repeat("]", 400)),
		"a seat out of range":   []byte(fmt.Sprintf(`{"v":%d,"k":"act","seat":99,"a":%q}`, session.Version, tok)),
		"a number for a string": []byte(fmt.Sprintf(`{"v":%d,"k":"act","seat":0,"a":7}`, session.Version)),
	} {
		err := h.Receive(0, b)
		assert.ErrorIs(t, err, session.ErrBadMessage, name)
		assert.Equal(t, before, encoded(t, m.Record()), "%s: nothing changed", name)
	}
	assert.ErrorIs(t, h.Receive(1, good), session.ErrBadMessage, "seat 1 is a computer here")
	require.NoError(t, h.Receive(0, good), "the good message itself is taken")
	assert.NotEqual(t, before, encoded(t, m.Record()))
}

// What a seat sends is small JSON naming its action by the record token,
// with the protocol's version: nothing of the game's Go types travels
// from a seat to a host.
func TestASeatSendsTheRecordToken(t *testing.T) {
	_, c, m := hosted(t)
	a := m.Legal(0)[0]
	b, err := c.Encode(session.Message{Kind: session.KindAct, Seat: 0, Action: a})
	require.NoError(t, err)
	assert.JSONEq(t, fmt.Sprintf(`{"v":%d,"k":"act","seat":0,"a":%q}`, session.Version, a.(fmt.Stringer).String()), string(b))
	got, err := c.FromSeat(b)
	require.NoError(t, err)
	assert.Equal(t, a, got.Action)
}

// A message of another protocol version says which side is newer, in
// words a player can act on.
func TestAnotherVersionIsSaidInWords(t *testing.T) {
	_, c, _ := hosted(t)
	_, err := c.Decode([]byte(fmt.Sprintf(`{"v":%d,"k":"view","seat":0}`, session.Version+1)))
	assert.ErrorIs(t, err, session.ErrVersion)
	var ve *session.VersionError
	require.ErrorAs(t, err, &ve)
	assert.Equal(t, fmt.Sprintf("This server runs a newer Parlor (protocol %d; yours speaks %d): update Parlor to play here.", session.Version+1, session.Version), ve.Sentence())
	_, err = c.Decode([]byte(`{"v":1,"k":"view","seat":0}`))
	assert.ErrorIs(t, err, session.ErrVersion)
	require.ErrorAs(t, err, &ve)
	assert.Contains(t, ve.Sentence(), "This server runs an older Parlor")
}

// An illegal action over the wire is answered with its refusal, in the
// player's words, and changes nothing.
func TestHostRefusesAnIllegalActionInWords(t *testing.T) {
	h, c, m := hosted(t)
	require.NoError(t, h.Flush())
	h.Take(0)
	before := encoded(t, m.Record())
	play := speedrun.Play(speedrun.Deck.Cards()[0])
	b, err := c.Encode(session.Message{Kind: session.KindAct, Seat: 0, Action: play})
	require.NoError(t, err)
	require.NoError(t, h.Receive(0, b))
	assert.Equal(t, before, encoded(t, m.Record()))
	out := h.Take(0)
	require.Len(t, out, 1)
	msg, err := c.Decode(out[0])
	require.NoError(t, err)
	assert.Equal(t, session.KindRefused, msg.Kind)
	assert.NotEmpty(t, msg.Say)
	assert.NotContains(t, msg.Say, "seat", "plain words, no seat numbers")
	assert.ErrorIs(t, msg.Err(), engine.ErrIllegal)
	assert.Equal(t, msg.Say, engine.Explain(msg.Err()))
}

// A remote seat refuses what its host could not have sent, keeps the
// first such message for Err, and goes on with the good ones.
func TestRemoteRefusesBadMessages(t *testing.T) {
	h, c, _ := hosted(t)
	r, err := session.NewRemote(games.SpeedRun.Entry(), 0, func([]byte) error { return nil })
	require.NoError(t, err)
	act, err := c.Encode(session.Message{Kind: session.KindAct, Seat: 0, Action: speedrun.Play(speedrun.Deck.Cards()[0])})
	require.NoError(t, err)
	r.Deliver([]byte("not a message"))
	r.Deliver(act) // a seat's kind, not a host's
	require.NoError(t, h.Flush())
	for _, b := range h.Take(0) {
		r.Deliver(b)
	}
	r.Move()
	assert.ErrorIs(t, r.Err(), session.ErrBadMessage)
	assert.NotNil(t, r.View(0), "the good messages still came through")
	assert.Equal(t, "speedrun", r.Header().Game)
	assert.ErrorIs(t, r.Act(0, speedrun.Play(speedrun.Deck.Cards()[0])), engine.ErrIllegal, "not among its legal actions")
}

// FuzzFromSeat: no bytes a seat sends make the host's decoder panic, and
// what it accepts is a seat's kind of message that encodes again to
// bytes that read the same.
func FuzzFromSeat(f *testing.F) {
	c, err := session.NewCodec(games.SpeedRun.Entry())
	if err != nil {
		f.Fatal(err)
	}
	m, err := games.SpeedRun.Entry().New(nil, 1, youAgainst(3, "easy"))
	if err != nil {
		f.Fatal(err)
	}
	s := m.ToMove()[0]
	for _, msg := range []session.Message{
		{Kind: session.KindAct, Seat: s, Action: m.Legal(s)[0]},
		{Kind: session.KindReady, Seat: 0},
	} {
		b, err := c.Encode(msg)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		msg, err := c.FromSeat(b)
		if err != nil {
			return
		}
		if msg.Kind != session.KindAct && msg.Kind != session.KindPress && msg.Kind != session.KindReady {
			t.Fatalf("a seat's message of kind %v was taken", msg.Kind)
		}
		again, err := c.Encode(msg)
		if err != nil {
			t.Fatalf("a decoded message does not encode: %v", err)
		}
		if back, err := c.FromSeat(again); err != nil || back.Action != msg.Action {
			t.Fatalf("a message encoded again does not read the same: %v", err)
		}
	})
}

// FuzzDecode: no bytes make the codec panic, and what it accepts encodes
// again to what decodes the same.
func FuzzDecode(f *testing.F) {
	c, err := session.NewCodec(games.SpeedRun.Entry())
	if err != nil {
		f.Fatal(err)
	}
	m, err := games.SpeedRun.Entry().New(nil, 1, youAgainst(3, "easy"))
	if err != nil {
		f.Fatal(err)
	}
	s := m.ToMove()[0]
	for _, msg := range []session.Message{
		{Kind: session.KindAct, Seat: s, Action: m.Legal(s)[0]},
		{Kind: session.KindView, Seat: s, View: m.View(s), Legal: m.Legal(s)},
		{Kind: session.KindEvents, Seat: 0, Events: m.Events()},
		{Kind: session.KindOver, Seat: 0, Record: &record.Record{Header: m.Record().Header}},
	} {
		b, err := c.Encode(msg)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		msg, err := c.Decode(b)
		if err != nil {
			return
		}
		again, err := c.Encode(msg)
		if err != nil {
			t.Fatalf("a decoded message does not encode: %v", err)
		}
		if _, err := c.Decode(again); err != nil {
			t.Fatalf("a message encoded again does not decode: %v", err)
		}
	})
}
