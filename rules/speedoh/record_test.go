package speedoh_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func simulated(t *testing.T, cfg speedoh.Config, seed uint64, levels []speedoh.Level) *record.Record {
	t.Helper()
	r, rec, err := speedoh.Simulate(cfg, seed, levels)
	require.NoError(t, err)
	require.True(t, r.Over)
	// Through the file format and back, as `parlor verify FILE` would read it.
	var buf bytes.Buffer
	_, err = rec.WriteTo(&buf)
	require.NoError(t, err)
	back, err := record.Read(&buf)
	require.NoError(t, err)
	return back
}

func TestVerifySimulatedRecords(t *testing.T) {
	for i, cfg := range configs {
		t.Run("verify_"+cfg.String(), func(t *testing.T) {
			n := cfg.Players
			if n == 0 {
				n = speedoh.DefaultPlayers
			}
			levels := make([]speedoh.Level, n)
			for seat := range levels {
				levels[seat] = speedoh.Level(seat % 3)
			}
			rec := simulated(t, cfg, uint64(40+i), levels)
			assert.Equal(t, speedoh.Game, rec.Header.Game)
			assert.Equal(t, uint64(40+i), rec.Header.Seed)
			require.NoError(t, speedoh.Verify(rec))
			names := map[string]int{}
			for _, e := range rec.Events {
				names[e.Kind+" "+e.Name]++
			}
			assert.Equal(t, 1, names["outcome game"])
			assert.Equal(t, 1, names["chance deal"])
			assert.Positive(t, names["chance flip"])
			assert.Positive(t, names["act "])
		})
	}
	t.Run("verify_a_game_in_progress", func(t *testing.T) {
		rec := simulated(t, speedoh.Config{}, 3, []speedoh.Level{speedoh.Hard, speedoh.Normal, speedoh.Easy, speedoh.Normal})
		cut := len(rec.Events) / 2
		for rec.Events[cut].Kind != record.Act {
			cut++
		}
		whole := rec.Events
		rec.Events = whole[:cut]
		s, err := speedoh.Replay(rec)
		require.NoError(t, err, "stopped between presses")
		last := cut - 1
		for whole[last].Kind != record.Act {
			last--
		}
		assert.Equal(t, whole[last].Tick, s.Tick(), "resumes at the tick of the last press")
		rec.Events = whole[:cut+1]
		var m *record.Mismatch
		assert.ErrorAs(t, speedoh.Verify(rec), &m, "a flip without its card: stopped before what the press caused")
	})
}

func TestVerifyTamperedRecords(t *testing.T) {
	base := simulated(t, speedoh.Config{Players: 3}, 11, []speedoh.Level{speedoh.Hard, speedoh.Normal, speedoh.Easy})
	firstAct := -1
	for i, e := range base.Events {
		if e.Kind == record.Act {
			firstAct = i
			break
		}
	}
	require.Positive(t, firstAct)
	mutate := func(f func(r *record.Record)) *record.Record {
		var buf bytes.Buffer
		_, err := base.WriteTo(&buf)
		require.NoError(t, err)
		r, err := record.Read(&buf)
		require.NoError(t, err)
		f(r)
		return r
	}
	find := func(r *record.Record, name string) *record.Event {
		for i := range r.Events {
			if r.Events[i].Name == name {
				return &r.Events[i]
			}
		}
		t.Fatalf("no %s", name)
		return nil
	}
	mismatch := map[string]*record.Record{
		"another seed deals other cards": mutate(func(r *record.Record) { r.Header.Seed++ }),
		"a changed flip": mutate(func(r *record.Record) {
			e := find(r, "flip")
			e.Data = json.RawMessage(strings.Replace(string(e.Data), `"card":"`, `"card":"X`, 1))
		}),
		"a changed match result": mutate(func(r *record.Record) {
			e := find(r, "match")
			e.Data = json.RawMessage(strings.Replace(string(e.Data), `"cards":`, `"cards":9`, 1))
		}),
		"a dropped outcome": mutate(func(r *record.Record) {
			for i, e := range r.Events {
				if e.Name == "match" {
					r.Events = append(r.Events[:i], r.Events[i+1:]...)
					return
				}
			}
		}),
		"a wrong slap invented": mutate(func(r *record.Record) {
			ev, _ := record.DataEvent(record.Outcome, "wrong", map[string]int{"seat": 1, "cards": 0})
			ev.Line = r.Events[firstAct].Line
			r.Events = append(r.Events[:firstAct], append([]record.Event{ev}, r.Events[firstAct:]...)...)
		}),
		"a slap moved later": mutate(func(r *record.Record) {
			for i := range r.Events {
				if e := &r.Events[i]; e.Kind == record.Act && e.Action == "hit" {
					e.Tick += 400
					return
				}
			}
		}),
	}
	for name, r := range mismatch {
		t.Run("mismatch_"+strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			err := speedoh.Verify(r)
			require.Error(t, err)
			var m *record.Mismatch
			var le *record.LineError
			assert.True(t, errors.As(err, &m) || errors.As(err, &le), "%v", err)
			t.Log(err)
		})
	}
	bad := map[string]*record.Record{
		"another game":           mutate(func(r *record.Record) { r.Header.Game = "spit" }),
		"unknown option":         mutate(func(r *record.Record) { r.Header.Options = json.RawMessage(`{"players":3,"jokers":true}`) }),
		"too many players":       mutate(func(r *record.Record) { r.Header.Options = json.RawMessage(`{"players":9}`) }),
		"a bad action token":     mutate(func(r *record.Record) { r.Events[firstAct].Action = "jump" }),
		"a press by a seat of 9": mutate(func(r *record.Record) { s := 9; r.Events[firstAct].Seat = &s }),
		"an illegal press": mutate(func(r *record.Record) {
			s := (r.Events[firstAct].SeatOf() + 1) % 3
			r.Events[firstAct].Seat = &s // flips out of turn
		}),
		"a tick going back": mutate(func(r *record.Record) {
			for i := firstAct + 1; i < len(r.Events); i++ {
				if r.Events[i].Kind == record.Act {
					r.Events[i].Tick = 0
					return
				}
			}
		}),
		"a tick past the time limit": mutate(func(r *record.Record) {
			r.Events[len(r.Events)-1] = record.ActEvent(0, "hit", speedoh.GameTicks+5)
		}),
	}
	for name, r := range bad {
		t.Run("bad_"+strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			err := speedoh.Verify(r)
			var le *record.LineError
			require.ErrorAs(t, err, &le, "%v", err)
			assert.Positive(t, le.Line)
			assert.True(t, strings.HasPrefix(err.Error(), "speedoh: verify: "), err.Error())
			t.Log(err)
		})
	}
	assert.Error(t, speedoh.Verify(nil))
}

func TestVerifyNeverPanicsOnDamagedRecords(t *testing.T) {
	var buf bytes.Buffer
	_, err := simulated(t, speedoh.Config{Players: 2}, 5, []speedoh.Level{speedoh.Hard, speedoh.Easy}).WriteTo(&buf)
	require.NoError(t, err)
	text := buf.String()
	for cut := 0; cut < len(text); cut += len(text)/97 + 1 {
		for _, damaged := range []string{text[:cut], text[:cut] + "x" + text[cut:], text[:cut] + text[min(cut+7, len(text)):]} {
			rec, err := record.Read(strings.NewReader(damaged))
			if err != nil {
				continue
			}
			assert.NotPanics(t, func() { _ = speedoh.Verify(rec) })
		}
	}
}

func FuzzVerify(f *testing.F) {
	var buf bytes.Buffer
	_, rec, _ := speedoh.Simulate(speedoh.Config{Players: 2}, 5, []speedoh.Level{speedoh.Hard, speedoh.Easy})
	_, _ = rec.WriteTo(&buf)
	f.Add(buf.Bytes())
	f.Add([]byte(`{"format":"parlor-record","version":1,"game":"speedoh","seed":1,"options":{"players":2},"seats":[]}` + "\n" + `{"e":"act","seat":1,"tick":99999999,"a":"flip"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := record.Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		_ = speedoh.Verify(rec)
	})
}
