package spit_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/record"
	"parlor/rules/record/recordtest"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Golden records of seeded bot games, byte for byte, and they verify.
// Regenerate with UPDATE_GOLDEN=1 go test ./rules/spit -run Golden (after a
// deliberate change to the rules, the bots or the record).
func TestGoldenRecords(t *testing.T) {
	for _, c := range []struct {
		file string
		cfg  spit.Config
		seed uint64
	}{
		{"standard_hard_normal_seed165.jsonl", spit.Config{}, 165},
		{"short_hard_normal_seed6.jsonl", spit.Config{Short: true}, 6},
	} {
		t.Run(c.file, func(t *testing.T) {
			s := botGame(t, c.cfg, c.seed, [2]engine.Level{engine.Hard, engine.Normal})
			assert.NoError(t, spit.Verify(recordtest.Golden(t, s.Record(), c.file)))
		})
	}
}

// The worked example in docs/records.md quotes the golden record.
func TestRecordsDocQuotesTheGoldenRecord(t *testing.T) {
	assert.Greater(t, recordtest.DocQuotes(t, "Speed / Spit", "standard_hard_normal_seed165.jsonl"), 10)
}

func TestRecordOfAFreshGame(t *testing.T) {
	s, err := spit.New(spit.Config{StackEqual: true}, 7, []record.Seat{{Name: "You", Kind: "human"}, {Name: "Bot", Kind: "bot", Bot: "hard"}})
	require.NoError(t, err)
	var buf strings.Builder
	_, err = s.Record().WriteTo(&buf)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	require.Len(t, lines, 2)
	assert.Contains(t, lines[0], `"game":"spit","seed":7,"options":{"stackEqual":true}`)
	assert.Contains(t, lines[1], `{"e":"chance","name":"deal","data":{"round":1,"stock":[[`)
	assert.NoError(t, spit.Verify(s.Record()))
	_, err = spit.New(spit.Config{}, 7, seats[:1])
	assert.ErrorContains(t, err, "1 seats listed", "Speed / Spit seats two")
}

func TestVerifyBotGames(t *testing.T) {
	for i, cfg := range configs {
		t.Run("verify_"+cfg.String(), func(t *testing.T) {
			rec := recordtest.Reread(t, botGame(t, cfg, uint64(40+i), [2]engine.Level{engine.Hard, engine.Normal}).Record())
			require.NoError(t, spit.Verify(rec))
			names := map[string]int{}
			for _, e := range rec.Events {
				names[e.Kind+" "+e.Name]++
			}
			assert.Equal(t, 1, names["outcome game"])
			assert.Positive(t, names["chance deal"])
			if !cfg.Short {
				assert.Positive(t, names["outcome round"])
			}
		})
	}
}

// A saved game in progress resumes where its record stops, with the same
// events.
func TestResumeAGameInProgress(t *testing.T) {
	whole := botGame(t, spit.Config{}, 21, [2]engine.Level{engine.Hard, engine.Easy}).Record()
	cut := len(whole.Events) / 2
	for whole.Events[cut].Kind != record.Act {
		cut++
	}
	part := &record.Record{Header: whole.Header, Events: whole.Events[:cut]}
	s, err := spit.Resume(part)
	require.NoError(t, err)
	require.NoError(t, s.Check())
	assert.Equal(t, part.Events, s.Record().Events)
	if last := part.Events[cut-1]; last.Kind == record.Act {
		assert.Equal(t, last.Tick, s.Tick())
	}
	_, err = spit.Resume(&record.Record{Header: record.Header{Game: "spit", Seats: seats, Options: []byte(`{"short":1}`)}})
	assert.Error(t, err)
}

// Spit's own record checks: a late press replays as late (the engine keeps
// each tick's context), and a record that says otherwise does not verify.
func TestVerifyLatePresses(t *testing.T) {
	rec := recordtest.Reread(t, botGame(t, spit.Config{}, 165, [2]engine.Level{engine.Hard, engine.Normal}).Record())
	late := -1
	for i, e := range rec.Events {
		if e.Name == "late" {
			late = i
			break
		}
	}
	require.Positive(t, late, "the golden game has a late press")
	require.NoError(t, spit.Verify(rec))
	dropped := &record.Record{Header: rec.Header, Events: append(append([]record.Event(nil), rec.Events[:late]...), rec.Events[late+1:]...)}
	var m *record.Mismatch
	assert.ErrorAs(t, spit.Verify(dropped), &m, "a late press dropped")
	other := recordtest.Reread(t, rec)
	other.Events[late].Data = json.RawMessage(`{"seat":1,"a":"play 1 R"}`)
	assert.ErrorAs(t, spit.Verify(other), &m, "another press late")
	illegal := recordtest.Reread(t, rec)
	for i, e := range illegal.Events {
		if e.Kind == record.Act {
			illegal.Events[i].Action = "claim L"
			break
		}
	}
	err := spit.Verify(illegal)
	var le *record.LineError
	assert.ErrorAs(t, err, &le)
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.ErrorContains(t, err, "SP5")
	unknown := recordtest.Reread(t, rec)
	unknown.Header.Options = json.RawMessage(`{"jokers":true}`)
	assert.ErrorContains(t, spit.Verify(unknown), "bad options")
}

func TestNoSeatTwo(t *testing.T) {
	s := newGame(t, spit.Config{}, 1)
	assert.ErrorIs(t, s.Apply(2, spit.SpitReady()), engine.ErrIllegal)
	assert.ErrorIs(t, s.Apply(-1, spit.SpitReady()), engine.ErrIllegal)
	res := s.ApplyTick([]engine.Press[spit.Action]{{Seat: 7, Action: spit.SpitReady()}})
	require.Len(t, res, 1)
	assert.ErrorIs(t, res[0].Err, engine.ErrIllegal)
	realtimetest.PlayerWords(t, engine.Explain(res[0].Err), cardTokens)
}

// testdata/old holds golden records written before the computer players'
// pace was calibrated (commit fd3ee1d): the bots changed, the rules did
// not, so they verify as they are.
func TestRecordsOfEarlierBotsVerify(t *testing.T) {
	for _, file := range []string{"standard_hard_normal_seed10.jsonl", "short_hard_normal_seed6.jsonl"} {
		t.Run(file, func(t *testing.T) {
			s, err := spit.Resume(recordtest.ReadFile(t, filepath.Join("testdata", "old", file)))
			require.NoError(t, err)
			assert.True(t, s.Over())
		})
	}
}
