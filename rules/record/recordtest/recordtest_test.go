package recordtest_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/record/recordtest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sample = `{"format":"parlor-record","version":1,"game":"toy","seed":5,"options":{"players":3,"chips":20},"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"bot","bot":"easy"}]}
{"e":"chance","name":"deal","data":{"round":1,"hands":["C2 C3","D4 D5"]}}
{"e":"act","seat":0,"a":"take C2"}
{"e":"outcome","name":"score","data":{"totals":[12,7]}}
{"e":"act","seat":1,"tick":40,"a":"pass"}
`

func read(t *testing.T, text string) *record.Record {
	t.Helper()
	rec, err := record.Read(strings.NewReader(text))
	require.NoError(t, err)
	return rec
}

func TestDamageWithoutOpsIsTheRecord(t *testing.T) {
	for _, ops := range [][]byte{nil, {1}, {1, 2}} {
		text, damaged := recordtest.Damage(read(t, sample), ops)
		assert.Equal(t, sample, string(text))
		assert.False(t, damaged)
	}
}

// TestDamageChangesTheRecord: every operation changes the record the way
// its name says, and Damage reports it.
func TestDamageChangesTheRecord(t *testing.T) {
	cases := []struct {
		name string
		ops  []byte
		want func(string) string
	}{
		{"drop", []byte{0, 1, 0}, func(s string) string { return strings.Replace(s, `{"e":"act","seat":0,"a":"take C2"}`+"\n", "", 1) }},
		{"seat", []byte{3, 1, 9}, func(s string) string { return strings.Replace(s, `"seat":0`, `"seat":9`, 1) }},
		{"action_cut", []byte{5, 1, 1}, func(s string) string { return strings.Replace(s, `"take C2"`, `"tak"`, 1) }},
		{"action_shouted", []byte{5, 1, 3}, func(s string) string { return strings.Replace(s, `"take C2"`, `"TAKE C2"`, 1) }},
		{"kind", []byte{8, 2, 3}, func(s string) string { return strings.Replace(s, `"e":"outcome"`, `"e":"bet"`, 1) }},
		{"cut", []byte{10, 2, 0}, func(s string) string { return s[:strings.Index(s, `{"e":"outcome"`)] }},
		{"seed", []byte{11, 0, 1}, func(s string) string { return strings.Replace(s, `"seed":5`, `"seed":7`, 1) }},
		{"seats", []byte{13, 0, 0}, func(s string) string { return strings.Replace(s, `,{"name":"B","kind":"bot","bot":"easy"}`, "", 1) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text, damaged := recordtest.Damage(read(t, sample), c.ops)
			assert.Equal(t, c.want(sample), string(text))
			assert.True(t, damaged)
		})
	}
	text, damaged := recordtest.Damage(read(t, sample), []byte{7, 0, 45})
	assert.True(t, damaged, "a digit of the data")
	assert.NotEqual(t, sample, string(text))
}

// TestDamageNeverPanics applies random operations to the sample and to an
// record of no events: the text is always written, and Check accepts whatever a
// lenient verifier says.
func TestDamageNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		ops := make([]byte, rng.IntN(3*recordtest.MaxOps+4))
		for i := range ops {
			ops[i] = byte(rng.IntN(256))
		}
		for _, rec := range []*record.Record{read(t, sample), {Header: record.Header{Game: "toy"}}} {
			text, damaged := recordtest.Damage(rec, ops)
			require.NotEmpty(t, text)
			recordtest.Check(t, text, damaged, func(r *record.Record) error {
				if !damaged {
					return nil
				}
				return &record.Mismatch{Line: 2, What: "deal"}
			})
		}
	}
}

func TestPlayIsBounded(t *testing.T) {
	assert.Len(t, recordtest.Play(make([]byte, 5000)), recordtest.MaxPlay)
	assert.Len(t, recordtest.Play([]byte{1, 2}), 2)
}

// A fuzz target plays a game from its input (recordtest.Play), damages the
// game's record and checks the verifier's answer:
//
//	text, damaged := recordtest.Damage(g.Record(), ops)
//	recordtest.Check(t, text, damaged, game.Verify)
func Example() {
	rec, _ := record.Read(strings.NewReader(sample))
	text, damaged := recordtest.Damage(rec, []byte{3, 1, 9}) // seat 9 acts on line 3
	fmt.Println(damaged, bytes.Contains(text, []byte(`"seat":9`)))
	// Output: true true
}
