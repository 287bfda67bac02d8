package spit_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func simulated(t *testing.T, cfg spit.Config, seed uint64) *record.Record {
	t.Helper()
	r, rec := spit.Simulate(cfg, seed, [2]spit.Level{spit.Hard, spit.Normal})
	require.True(t, r.Over)
	// Through the file format and back, as `parlor verify FILE` would read it.
	var buf bytes.Buffer
	_, err := rec.WriteTo(&buf)
	require.NoError(t, err)
	back, err := record.Read(&buf)
	require.NoError(t, err)
	return back
}

func TestVerifySimulatedRecords(t *testing.T) {
	for i, cfg := range configs {
		t.Run("verify_"+cfg.String(), func(t *testing.T) {
			rec := simulated(t, cfg, uint64(40+i))
			assert.Equal(t, "spit", rec.Header.Game)
			assert.Equal(t, uint64(40+i), rec.Header.Seed)
			require.NoError(t, spit.Verify(rec))
			names := map[string]int{}
			for _, e := range rec.Events {
				names[e.Kind+" "+e.Name]++
			}
			assert.Equal(t, 1, names["outcome game"])
			assert.Positive(t, names["chance deal"])
			assert.Positive(t, names["act "])
			if !cfg.Short {
				assert.Positive(t, names["outcome round"])
			}
		})
	}
	t.Run("verify_a_game_in_progress", func(t *testing.T) {
		rec := simulated(t, spit.Config{}, 3)
		cut := len(rec.Events) / 2
		for rec.Events[cut].Kind != record.Act {
			cut++
		}
		whole := rec.Events
		rec.Events = whole[:cut]
		assert.NoError(t, spit.Verify(rec), "stopped between presses")
		rec.Events = whole[:cut+1]
		if whole[cut+1].Kind != record.Act {
			var m *record.Mismatch
			assert.ErrorAs(t, spit.Verify(rec), &m, "stopped before what the last press caused")
		}
	})
}

func TestVerifyTamperedRecords(t *testing.T) {
	base := simulated(t, spit.Config{}, 11)
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
	lastOutcome := func(r *record.Record, name string) *record.Event {
		for i := len(r.Events) - 1; i >= 0; i-- {
			if r.Events[i].Name == name {
				return &r.Events[i]
			}
		}
		t.Fatalf("no %s", name)
		return nil
	}
	mismatch := map[string]*record.Record{
		"another seed deals other cards": mutate(func(r *record.Record) { r.Header.Seed++ }),
		"a changed deal": mutate(func(r *record.Record) {
			r.Events[0].Data = json.RawMessage(strings.Replace(string(r.Events[0].Data), `"round":1`, `"round":2`, 1))
		}),
		"a changed game result": mutate(func(r *record.Record) {
			e := lastOutcome(r, "game")
			e.Data = json.RawMessage(strings.Replace(string(e.Data), `"winner":`, `"winner":1`, 1))
		}),
		"a dropped outcome": mutate(func(r *record.Record) {
			for i, e := range r.Events {
				if e.Name == "spit" {
					r.Events = append(r.Events[:i], r.Events[i+1:]...)
					return
				}
			}
		}),
		"a spit outcome invented": mutate(func(r *record.Record) {
			ev, _ := record.DataEvent(record.Outcome, "spit", map[string][]string{"cards": {"H4", ""}})
			ev.Line = r.Events[firstAct].Line
			r.Events = append(r.Events[:firstAct], append([]record.Event{ev}, r.Events[firstAct:]...)...)
		}),
	}
	for name, r := range mismatch {
		t.Run("mismatch_"+strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			err := spit.Verify(r)
			var m *record.Mismatch
			if assert.True(t, errors.As(err, &m), "%v", err) {
				assert.Positive(t, m.Line)
			}
		})
	}
	broken := map[string]struct {
		r    *record.Record
		want string
	}{
		"an unreadable action": {mutate(func(r *record.Record) { r.Events[firstAct].Action = "dance" }), "bad action"},
		"an illegal action": {mutate(func(r *record.Record) {
			r.Events[firstAct].Action = "claim L"
		}), "SP5"},
		"a tick going backwards": {mutate(func(r *record.Record) {
			for i := len(r.Events) - 1; i > 0; i-- {
				if r.Events[i].Kind == record.Act {
					r.Events[i].Tick = 0
					return
				}
			}
		}), "before tick"},
		"a tick a year ahead": {mutate(func(r *record.Record) { r.Events[firstAct].Tick = 1 << 40 }), "too far"},
		"no such seat":        {mutate(func(r *record.Record) { s := 5; r.Events[firstAct].Seat = &s }), "no seat"},
		"another game":        {mutate(func(r *record.Record) { r.Header.Game = "speedrun" }), "game is"},
		"unknown options":     {mutate(func(r *record.Record) { r.Header.Options = json.RawMessage(`{"jokers":true}`) }), "options"},
	}
	for name, c := range broken {
		t.Run("error_"+strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			err := spit.Verify(c.r)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.True(t, strings.HasPrefix(err.Error(), "spit: "), err.Error())
			var le *record.LineError
			assert.ErrorAs(t, err, &le)
		})
	}
	assert.Error(t, spit.Verify(nil))
}

func TestRecordOfAFreshGame(t *testing.T) {
	s := spit.New(spit.Config{StackEqual: true}, 7)
	rec := s.Record([]record.Seat{{Name: "You", Kind: "human"}, {Name: "Bot", Kind: "bot", Bot: "hard"}})
	var buf bytes.Buffer
	_, err := rec.WriteTo(&buf)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	require.Len(t, lines, 2)
	assert.Contains(t, lines[0], `"game":"spit","seed":7,"options":{"stackEqual":true}`)
	assert.Contains(t, lines[1], `{"e":"chance","name":"deal","data":{"round":1,"stock":[[`)
	assert.NoError(t, spit.Verify(rec))
}

func TestReplayResumesAGameInProgress(t *testing.T) {
	_, rec := spit.Simulate(spit.Config{}, 21, [2]spit.Level{spit.Hard, spit.Easy})
	cut := len(rec.Events) / 2
	for rec.Events[cut].Kind != record.Act {
		cut++
	}
	last := rec.Events[cut-1]
	part := &record.Record{Header: rec.Header, Events: rec.Events[:cut]}
	s, err := spit.Replay(part)
	require.NoError(t, err)
	require.NoError(t, s.Check())
	if last.Kind == record.Act {
		assert.Equal(t, last.Tick, s.Tick())
	}
	assert.Equal(t, part.Events, s.Record(nil).Events)
	_, err = spit.Replay(&record.Record{Header: record.Header{Game: "spit", Options: []byte(`{"short":1}`)}})
	assert.Error(t, err)
}

func TestNoSeatTwo(t *testing.T) {
	s := spit.New(spit.Config{}, 1)
	assert.ErrorIs(t, s.Apply(2, spit.SpitReady()), spit.ErrIllegal)
	assert.ErrorIs(t, s.Apply(-1, spit.SpitReady()), spit.ErrIllegal)
	res := s.ApplyTick([]spit.Press{{Seat: 7, Action: spit.SpitReady()}})
	require.Len(t, res, 1)
	assert.ErrorIs(t, res[0].Err, spit.ErrIllegal)
}
