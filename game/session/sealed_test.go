package session_test

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"strconv"
	"testing"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ears keeps every message each seat was sent, as it travelled, up to
// and without the one that ends the game (which reveals the seed).
type ears struct {
	codec *session.Codec
	heard map[int][][]byte
	over  map[int]bool
}

func newEars(t *testing.T, e *engine.Entry) *ears {
	c, err := session.NewCodec(e)
	require.NoError(t, err)
	return &ears{codec: c, heard: map[int][][]byte{}, over: map[int]bool{}}
}

func (h *ears) tap(seat int, b []byte) {
	m, err := h.codec.Decode(b)
	if err == nil && m.Kind == session.KindOver {
		h.over[seat] = true
	}
	if !h.over[seat] {
		h.heard[seat] = append(h.heard[seat], b)
	}
}

// check replays issue 33's attack on what each seat heard of the game
// whose record is rec: a seat that knew the seed could deal every hand
// itself. No message a seat is sent before the end carries the seed or
// the salt, in any encoding; the header it is told names the commitment
// and no seed, so a game opened from it deals other cards than the real
// one. (overWire checks that each seat's record, once over, checks
// against the commitment it was shown.)
func (h *ears) check(t *testing.T, tb table, rec *record.Record) {
	t.Helper()
	require.NotEmpty(t, rec.Header.Salt)
	for _, seat := range tb.remote {
		heard := h.heard[seat]
		require.NotEmpty(t, heard, "seat %d was told nothing", seat)
		for _, b := range heard {
			assert.False(t, tells(b, rec.Header), "a message to seat %d before the end carries the seed or the salt", seat)
		}
		checkHello(t, tb.e, h.codec, heard[0], rec)
	}
}

// tells reports whether b holds h's seed or salt as any encoding would
// write them: 8 bytes either way round, decimal, hex, or the salt's bytes.
func tells(b []byte, h record.Header) bool {
	var be, le [8]byte
	binary.BigEndian.PutUint64(be[:], h.Seed)
	binary.LittleEndian.PutUint64(le[:], h.Seed)
	salt, _ := hex.DecodeString(h.Salt)
	for _, needle := range [][]byte{be[:], le[:], []byte(strconv.FormatUint(h.Seed, 10)),
		[]byte(strconv.FormatUint(h.Seed, 16)), []byte(h.Salt), salt} {
		if bytes.Contains(b, needle) {
			return true
		}
	}
	return false
}

// checkHello checks a seat's first message: the game's header with the
// commitment and without the seed, from which the seat cannot deal the
// real cards.
func checkHello(t *testing.T, e *engine.Entry, codec *session.Codec, b []byte, rec *record.Record) {
	t.Helper()
	m, err := codec.Decode(b)
	require.NoError(t, err)
	require.Equal(t, session.KindHello, m.Kind, "a seat's first message")
	h := m.Record.Header
	assert.Zero(t, h.Seed, "the seed a seat is told")
	assert.Empty(t, h.Salt, "the salt a seat is told")
	assert.Equal(t, rec.Header.Commit, h.Commit, "the commitment a seat is shown is the record's")
	opened, err := e.Open(h)
	require.NoError(t, err, "a game opens from what a seat is told (with some seed)")
	assert.NotEqual(t, firstChance(t, rec), firstChance(t, opened.Record()), "the first deal of a game opened from a seat's header")
}

func firstChance(t *testing.T, rec *record.Record) string {
	t.Helper()
	for _, e := range rec.Events {
		if e.Kind == record.Chance {
			return string(e.Data)
		}
	}
	t.Fatalf("%s deals nothing at its start", rec.Header.Game)
	return ""
}

// TestARecordNotCommittedToIsFound: the seat keeps the commitment it was
// shown at the start, so a server that sends a record of other deals at
// the end (another seed, or another commitment with it) is found out.
func TestARecordNotCommittedToIsFound(t *testing.T) {
	tb := loopbackTables()[0]
	tb.seed = 0xC0FFEE
	real, _ := overWire(t, tb, nil)
	codec, err := session.NewCodec(tb.e)
	require.NoError(t, err)
	other := *real
	other.Header.Seed++
	resealed := other
	resealed.Header.Salt = real.Header.Salt
	resealed.Header.Commit, err = record.Commitment(resealed.Header.Seed, resealed.Header.Salt)
	require.NoError(t, err)
	for name, c := range map[string]struct {
		over *record.Record
		want error
	}{
		"the_committed_deals":         {real, nil},
		"another_seed":                {&other, record.ErrCommitment},
		"another_seed_and_commitment": {&resealed, record.ErrCommitment},
	} {
		t.Run(name, func(t *testing.T) {
			seat := tb.remote[0]
			r, err := session.NewRemote(tb.e, seat, func([]byte) error { return nil })
			require.NoError(t, err)
			hello, err := codec.Encode(session.Message{Kind: session.KindHello, Seat: seat, Record: &record.Record{Header: real.Header.Sealed()}})
			require.NoError(t, err)
			over, err := codec.Encode(session.Message{Kind: session.KindOver, Seat: seat, Record: c.over})
			require.NoError(t, err)
			r.Deliver(hello)
			r.Deliver(over)
			r.Move()
			require.True(t, r.Over())
			if c.want == nil {
				assert.NoError(t, r.Deals())
			} else {
				assert.ErrorIs(t, r.Deals(), c.want)
			}
		})
	}
}
