package speedoh_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/record"
	"parlor/rules/record/recordtest"
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
			assert.NoError(t, speedoh.Verify(recordtest.Golden(t, s.Record(), c.file)))
		})
	}
}

// The example in docs/records.md and in the package doc quotes the golden
// record's own lines.
func TestDocsQuoteTheGoldenRecord(t *testing.T) {
	const golden = "three_hard_normal_easy_seed10.jsonl"
	assert.Greater(t, recordtest.DocQuotes(t, "SpeedOh: Blades", golden), 10)
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
			rec := recordtest.Reread(t, botGame(t, cfg, uint64(40+i), levels...).Record())
			want := speedoh.Config{Players: n, Beginner: cfg.Beginner, Totem: cfg.Totem, Rules: speedoh.RulesNow}
			var got speedoh.Config
			require.NoError(t, json.Unmarshal(rec.Header.Options, &got))
			assert.Equal(t, want, got, "the options say how many played, and under which rules")
			require.NoError(t, speedoh.Verify(rec))
		})
	}
}

// A saved game in progress resumes at the tick of its last press, and a
// record cut between a flip and the card it turned does not verify.
func TestResumeAGameInProgress(t *testing.T) {
	whole := recordtest.Reread(t, botGame(t, speedoh.Config{}, 3, engine.Hard, engine.Normal, engine.Easy, engine.Normal).Record())
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
	base := recordtest.Reread(t, botGame(t, speedoh.Config{}, 11, engine.Hard, engine.Normal, engine.Easy).Record())
	later := recordtest.Reread(t, base)
	for i := range later.Events {
		if e := &later.Events[i]; e.Kind == record.Act && e.Action == "hit" {
			e.Tick += 400
			break
		}
	}
	assert.Error(t, speedoh.Verify(later), "a slap moved later")
	nine := recordtest.Reread(t, base)
	nine.Header.Options = json.RawMessage(`{"players":9}`)
	var le *record.LineError
	assert.ErrorAs(t, speedoh.Verify(nine), &le)
	assert.ErrorContains(t, speedoh.Verify(nine), "SO2")
}

// FuzzVerify: any record the reader accepts replays without an internal
// error, and one that verifies leaves a sound game whose own record
// verifies (realtimetest.Verify, which bounds the work of one input). The
// seeds are small: headers and the first few events of real games (rules
// versions 2 and 1), and a few damaged ones, so that the fuzzer mutates
// short inputs and tries hundreds of thousands a minute.
func FuzzVerify(f *testing.F) {
	game := botGame(f, speedoh.Config{}, 5, engine.Hard, engine.Normal, engine.Easy).Record()
	for _, b := range realtimetest.Seeds(f, game, 1, 2, 3, 6, 12) {
		f.Add(b)
	}
	old := recordtest.ReadFile(f, filepath.Join("testdata", "rules1", "two_seed2000114.jsonl"))
	for _, b := range realtimetest.Seeds(f, old, 4, 10) {
		f.Add(b)
	}
	totem := botGame(f, speedoh.Config{Beginner: true, Totem: true}, 24, engine.Normal, engine.Hard).Record()
	for _, b := range realtimetest.Seeds(f, totem, 8) {
		f.Add(b)
	}
	const head = `{"format":"parlor-record","version":1,"game":"speedoh","seed":1,"options":{"players":2,"rules":2},"seats":[{"name":"a"},{"name":"b"}]}`
	f.Add([]byte(head + "\n" + `{"e":"act","seat":1,"tick":40,"a":"flip"}` + "\n" + `{"e":"outcome","name":"wrong","data":{"seat":1,"cards":0}}`))
	f.Add([]byte(head + "\n" + `{"e":"act","seat":0,"tick":3,"a":"HIT"}` + "\n" + `{"e":"act","seat":1,"tick":3,"a":"give 0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		realtimetest.Verify(t, data, speedoh.Resume)
	})
}

// The reader takes action tokens in any case and spacing (docs/records.md),
// and "slap" and "slash" as "hit".
func TestParseActionIsLenient(t *testing.T) {
	for _, c := range []struct {
		tok string
		a   speedoh.Action
	}{
		{"flip", speedoh.FlipCard()},
		{"FLIP", speedoh.FlipCard()},
		{" \tFlip\t ", speedoh.FlipCard()},
		{"hit", speedoh.HitKey()},
		{"HiT  ", speedoh.HitKey()},
		{"Slap", speedoh.HitKey()},
		{"SLASH", speedoh.HitKey()},
		{"give 2", speedoh.GiveTo(2)},
		{"GIVE\t\t5", speedoh.GiveTo(5)},
		{"  Give   0  ", speedoh.GiveTo(0)},
	} {
		got, err := speedoh.ParseAction(c.tok)
		if assert.NoError(t, err, "%q", c.tok) {
			assert.Equal(t, c.a, got, "%q", c.tok)
		}
	}
	for _, bad := range []string{"", "  ", "flip 1", "hit hit", "give", "give 6", "give -1", "give x", "gives 2", "dance"} {
		_, err := speedoh.ParseAction(bad)
		assert.ErrorContains(t, err, "speedoh: bad action", "%q", bad)
	}
}

// A whole record whose tokens were written in other case and spacing
// verifies, and replays to the same game.
func TestRecordInOtherCaseAndSpacingVerifies(t *testing.T) {
	rec := botGame(t, speedoh.Config{}, 10, engine.Hard, engine.Normal, engine.Easy).Record()
	odd := recordtest.Reread(t, realtimetest.Respell(rec))
	require.NotEqual(t, rec.Events[1].Action, odd.Events[1].Action)
	gives := 0
	for _, e := range odd.Events {
		if strings.Contains(strings.ToLower(e.Action), "give") {
			gives++
		}
	}
	require.Positive(t, gives, "the record has a give")
	s, err := speedoh.Resume(odd)
	require.NoError(t, err)
	assert.True(t, s.Over())
	assert.Equal(t, rec.Events, s.Record().Events, "the engine writes the canonical tokens")
}
