package speedoh_test

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/record"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Golden records of seeded bot games, byte for byte, and they verify.
// Regenerate with UPDATE_GOLDEN=1 go test ./rules/speedoh -run Golden
// (after a deliberate change to the rules, the bots or the record).
func TestGoldenRecords(t *testing.T) {
	for _, c := range []struct {
		file   string
		cfg    speedoh.Config
		seed   uint64
		levels []engine.Level
	}{
		{"three_hard_normal_easy_seed10.jsonl", speedoh.Config{}, 10, []engine.Level{engine.Hard, engine.Normal, engine.Easy}},
		{"two_beginner_totem_seed24.jsonl", speedoh.Config{Beginner: true, Totem: true}, 24, []engine.Level{engine.Normal, engine.Hard}},
	} {
		t.Run(c.file, func(t *testing.T) {
			s := botGame(t, c.cfg, c.seed, c.levels...)
			assert.NoError(t, speedoh.Verify(realtimetest.Golden(t, s.Record(), c.file)))
		})
	}
}

// The example in docs/records.md and in the package doc quotes the golden
// record's own lines.
func TestDocsQuoteTheGoldenRecord(t *testing.T) {
	const golden = "three_hard_normal_easy_seed10.jsonl"
	assert.Greater(t, realtimetest.DocQuotes(t, "SpeedOh: Blades", golden), 10)
	file, err := os.ReadFile("testdata/" + golden)
	require.NoError(t, err)
	doc, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	quoted := 0
	for _, l := range strings.Split(string(doc), "\n") {
		if q, ok := strings.CutPrefix(l, "//\t{"); ok {
			quoted++
			assert.Contains(t, string(file), "{"+q+"\n", "a line of the golden record")
		}
	}
	assert.Greater(t, quoted, 10)
}

func TestRecordsOfBotGamesVerify(t *testing.T) {
	for i, cfg := range configs {
		t.Run("verify_"+cfg.String(), func(t *testing.T) {
			n := cfg.Players
			if n == 0 {
				n = speedoh.DefaultPlayers
			}
			levels := make([]engine.Level, n)
			for seat := range levels {
				levels[seat] = engine.Easy + engine.Level(seat%3)
			}
			rec := realtimetest.Reread(t, botGame(t, cfg, uint64(40+i), levels...).Record())
			want := speedoh.Config{Players: n, Beginner: cfg.Beginner, Totem: cfg.Totem}
			var got speedoh.Config
			require.NoError(t, json.Unmarshal(rec.Header.Options, &got))
			assert.Equal(t, want, got, "the options say how many played")
			require.NoError(t, speedoh.Verify(rec))
		})
	}
}

// A saved game in progress resumes at the tick of its last press, and a
// record cut between a flip and the card it turned does not verify.
func TestResumeAGameInProgress(t *testing.T) {
	whole := realtimetest.Reread(t, botGame(t, speedoh.Config{}, 3, engine.Hard, engine.Normal, engine.Easy, engine.Normal).Record())
	cut := len(whole.Events) / 2
	for whole.Events[cut].Kind != record.Act || whole.Events[cut].Action != "flip" {
		cut++
	}
	s, err := speedoh.Resume(&record.Record{Header: whole.Header, Events: whole.Events[:cut]})
	require.NoError(t, err, "stopped between presses")
	last := cut - 1
	for whole.Events[last].Kind != record.Act {
		last--
	}
	assert.Equal(t, whole.Events[last].Tick, s.Tick(), "resumes at the tick of the last press")
	var m *record.Mismatch
	assert.ErrorAs(t, speedoh.Verify(&record.Record{Header: whole.Header, Events: whole.Events[:cut+1]}), &m,
		"a flip without its card: stopped before what the press caused")
}

// SpeedOh's own record checks: a slap recorded later is judged later, and
// a header with too many players does not open.
func TestVerifyRefusesAChangedGame(t *testing.T) {
	base := realtimetest.Reread(t, botGame(t, speedoh.Config{}, 11, engine.Hard, engine.Normal, engine.Easy).Record())
	later := realtimetest.Reread(t, base)
	for i := range later.Events {
		if e := &later.Events[i]; e.Kind == record.Act && e.Action == "hit" {
			e.Tick += 400
			break
		}
	}
	assert.Error(t, speedoh.Verify(later), "a slap moved later")
	nine := realtimetest.Reread(t, base)
	nine.Header.Options = json.RawMessage(`{"players":9}`)
	var le *record.LineError
	assert.ErrorAs(t, speedoh.Verify(nine), &le)
	assert.ErrorContains(t, speedoh.Verify(nine), "SO2")
}

func FuzzVerify(f *testing.F) {
	var buf bytes.Buffer
	_, _ = botGame(f, speedoh.Config{}, 5, engine.Hard, engine.Easy).Record().WriteTo(&buf)
	f.Add(buf.Bytes())
	f.Add([]byte(`{"format":"parlor-record","version":1,"game":"speedoh","seed":1,"options":{"players":2},"seats":[{"name":"a"},{"name":"b"}]}` + "\n" + `{"e":"act","seat":1,"tick":99999999,"a":"flip"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := record.Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		_ = speedoh.Verify(rec)
	})
}
