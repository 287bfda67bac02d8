// Package recordtest holds the record checks every game's tests share:
// golden record files and the docs that quote them, records written and
// read back, tampered with line by line, and fuzzed.
//
// It helps fuzz a game's record verifier. A fuzz target plays a short game
// from a few input bytes (each picks a legal action; VerifyPlayed for a
// turn-based game), has Damage change the game's record in the ways a few
// more bytes say, and checks what the verifier makes of it (Check). Every
// input is then a record deep into a game, valid or nearly so, that the
// fuzzer mutates cheaply; a whole record as a fuzz seed instead leaves the
// fuzzer minimising it and exploring nothing.
package recordtest

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"reflect"
	"slices"
	"testing"

	"parlor/rules/record"
)

// MaxPlay is the most actions a fuzz target should play from one input,
// and MaxOps the most operations Damage applies: together they bound the
// work one input causes.
const (
	MaxPlay = 100
	MaxOps  = 8
)

// Play returns b cut to MaxPlay bytes.
func Play(b []byte) []byte { return b[:min(len(b), MaxPlay)] }

// The operations, chosen by an operation's first byte.
const (
	opDrop    = iota // drop the event
	opRepeat         // the event twice
	opSwap           // swap it with one of the next four
	opSeat           // its seat: any small number, or none
	opTick           // its tick: any small number
	opAction         // its action token: another act's, cut short, extended or shouted
	opData           // its data: another event's
	opDigit          // one digit of its data changed
	opKind           // its kind: chance, act, outcome or a wrong one
	opName           // its name: another event's, or none
	opCut            // the record stops before it
	opSeed           // the header's seed, one bit flipped
	opOptions        // one digit of the header's options changed, or one option left out
	opSeats          // one seat fewer or more in the header
	opByte           // one byte of the written record changed (JSON may break)
	numOps
)

// Damage returns rec written as JSON Lines after ops changed it: three
// bytes an operation (what, where, how), at most MaxOps of them, applied
// in order. It reports whether the text differs from rec's own (no ops,
// or ops that undo each other, leave it as the game wrote it). rec itself
// is not changed.
func Damage(rec *record.Record, ops []byte) (text []byte, damaged bool) {
	r := &record.Record{Header: rec.Header, Events: slices.Clone(rec.Events)}
	r.Header.Seats = slices.Clone(r.Header.Seats)
	var raw [][2]byte
	for n := 0; len(ops) >= 3 && n < MaxOps; n, ops = n+1, ops[3:] {
		op, at, x := ops[0]%numOps, int(ops[1]), ops[2]
		if op == opByte {
			raw = append(raw, [2]byte{ops[1], x})
			continue
		}
		damage(r, op, at, x)
	}
	var buf bytes.Buffer
	if _, err := r.WriteTo(&buf); err != nil {
		panic(err) // damage keeps every JSON value valid
	}
	text = buf.Bytes()
	damaged = !same(r, rec)
	for _, b := range raw {
		if len(text) > 0 {
			const alphabet = `{}[]",:0123456789-aeHS `
			i, c := (int(b[0])<<8|int(b[1]))%len(text), alphabet[int(b[1])%len(alphabet)]
			damaged = damaged || text[i] != c
			text[i] = c
		}
	}
	return text, damaged
}

// same reports whether two records write the same text.
func same(a, b *record.Record) bool {
	if !reflect.DeepEqual(a.Header, b.Header) || len(a.Events) != len(b.Events) {
		return false
	}
	for i, e := range a.Events {
		f := b.Events[i]
		if e.Kind != f.Kind || e.SeatOf() != f.SeatOf() || (e.Seat == nil) != (f.Seat == nil) || e.Tick != f.Tick ||
			e.Action != f.Action || e.Name != f.Name || !bytes.Equal(e.Data, f.Data) {
			return false
		}
	}
	return true
}

func damage(r *record.Record, op byte, at int, x byte) {
	evs := r.Events
	switch op {
	case opSeed:
		r.Header.Seed ^= 1 << (x % 64)
		return
	case opOptions:
		r.Header.Options = changeJSON(r.Header.Options, at, x)
		return
	case opSeats:
		if x%2 == 0 && len(r.Header.Seats) > 0 {
			r.Header.Seats = r.Header.Seats[:len(r.Header.Seats)-1]
		} else {
			r.Header.Seats = append(r.Header.Seats, record.Seat{Name: "Extra", Kind: "bot", Bot: "normal"})
		}
		return
	}
	if len(evs) == 0 {
		return
	}
	i := at % len(evs)
	e := &evs[i]
	other := evs[int(x)%len(evs)]
	switch op {
	case opDrop:
		r.Events = slices.Delete(evs, i, i+1)
	case opRepeat:
		r.Events = slices.Insert(evs, i, *e)
	case opSwap:
		j := min(i+1+int(x%4), len(evs)-1)
		evs[i], evs[j] = evs[j], evs[i]
	case opSeat:
		if x == 0xFF {
			e.Seat = nil
		} else {
			s := int(int8(x))
			e.Seat = &s
		}
	case opTick:
		e.Tick = int64(int8(x))
		if x&0x80 == 0 {
			e.Tick = int64(x) * 37
		}
	case opAction:
		a := e.Action
		switch x % 4 {
		case 0:
			a = other.Action
		case 1:
			a = a[:len(a)/2]
		case 2:
			a += " 9"
		default:
			a = string(bytes.ToUpper([]byte(a)))
		}
		e.Action = a
	case opData:
		e.Data = other.Data
	case opDigit:
		e.Data = changeJSON(e.Data, int(x), x/10)
	case opKind:
		e.Kind = [...]string{record.Chance, record.Act, record.Outcome, "bet"}[x%4]
	case opName:
		e.Name = other.Name
		if x%5 == 0 {
			e.Name = ""
		}
	case opCut:
		r.Events = evs[:i]
	}
}

// changeJSON returns v with its at-th digit (counted modulo the digits)
// replaced by x%10, or, when that would not be valid JSON or v has no
// digit, with one key of its object left out.
func changeJSON(v json.RawMessage, at int, x byte) json.RawMessage {
	var digits []int
	for i, c := range v {
		if c >= '0' && c <= '9' {
			digits = append(digits, i)
		}
	}
	if len(digits) > 0 {
		out := slices.Clone(v)
		out[digits[at%len(digits)]] = '0' + x%10
		if json.Valid(out) {
			return out
		}
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(v, &m) != nil || len(m) == 0 {
		return v
	}
	keys := slices.Sorted(maps.Keys(m))
	delete(m, keys[at%len(keys)])
	out, err := json.Marshal(m)
	if err != nil {
		return v
	}
	return out
}

// Check reads text as a record and has verify check it: verify must never
// panic (a verifier built on engine.Resume turns a panic into an "internal
// error"), every error must be a *record.LineError or a *record.Mismatch,
// and an undamaged record (one the game wrote) must verify. It returns
// verify's error, nil too for text the reader refuses.
func Check(t testing.TB, text []byte, damaged bool, verify func(*record.Record) error) error {
	t.Helper()
	rec, err := record.Read(bytes.NewReader(text))
	if err != nil {
		if !damaged {
			t.Fatalf("the reader refuses a record the game wrote: %v", err)
		}
		return nil
	}
	err = verify(rec)
	var le *record.LineError
	var m *record.Mismatch
	switch {
	case err == nil:
	case !damaged:
		t.Fatalf("a record the game wrote does not verify: %v", err)
	case !errors.As(err, &le) && !errors.As(err, &m):
		t.Fatalf("not a line error or a mismatch: %v", err)
	}
	return err
}
