package spellcraftui

import (
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// aRecord plays a game of three seats with a computer player in every
// seat, seat 0 recorded as the person's, as a game played here is; with
// target, the first seed from seed on whose game has a black joker aimed
// at a showdown.
func aRecord(t *testing.T, seed uint64, target bool) *record.Record {
	t.Helper()
	e := games.Spellcraft.Entry()
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "Ada", Kind: "bot", Bot: "normal"}, {Name: "Basil", Kind: "bot", Bot: "normal"}}
	for ; ; seed++ {
		m, err := e.New(engine.Settings{"chips": "12"}, seed, seats)
		require.NoError(t, err)
		require.NoError(t, e.PlayBots(m, []engine.Level{engine.Normal, engine.Normal, engine.Normal}, seed))
		rec := m.Record()
		require.NoError(t, e.Verify(rec))
		if !target || targetAt(rec) >= 0 {
			return rec
		}
	}
}

// targetAt returns the number of the record's first black joker target
// among its actions, -1 when none.
func targetAt(rec *record.Record) int {
	n := 0
	for _, e := range rec.Events {
		if e.Kind != record.Act {
			continue
		}
		if strings.HasPrefix(e.Action, "target") {
			return n
		}
		n++
	}
	return -1
}

// replayOf opens rec's replay as the history does.
func replayOf(t *testing.T, rec *record.Record) (*scenetest.Harness, *scenes.Replay) {
	t.Helper()
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	var r *scenes.Replay
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		var err error
		r, err = scenes.NewReplay(ctx, app, rec)
		require.NoError(t, err)
		return r
	})
	h.Step(2)
	h.DrawEvery = 6
	return h, r
}

// shown steps the replay until its table has shown everything, closing a
// showdown on the way.
func shown(t *testing.T, h *scenetest.Harness, r *scenes.Replay) *Table {
	t.Helper()
	for inTime := h.Within(20000); ; h.Step(2) {
		require.True(t, inTime(), "the replay's table never settled")
		if h.TopName() == "spellcraft-showdown" {
			h.Press(ebiten.KeyEnter)
		}
		if tbl := r.Table().(*Table); h.TopName() == "replay" && !tbl.Busy() {
			return tbl
		}
	}
}

// TestReplayShowsTheGameAsPlayed: a record plays back on the table as its
// person saw it: the other hands face down, the computers' bids face down
// until shown; with every hand face up, their cards and bids show. Nobody
// plays a record: no Hint or Undo, no choices; the log opens by its key.
func TestReplayShowsTheGameAsPlayed(t *testing.T) {
	h, r := replayOf(t, aRecord(t, 5, false))
	tbl := shown(t, h, r)
	assert.False(t, tbl.person())
	assert.Len(t, tbl.tools.all(), 1, "the log, without Hint or Undo")
	assert.Len(t, tbl.keyHints(), 1, "only the table's pages")
	assert.Equal(t, []string{"You", "Ada", "Basil"}, tbl.names)
	assert.NotEmpty(t, tbl.cards.hand, "your hand is dealt face up")
	for n := 0; !(tbl.view.Phase == spellcraft.PhasePick && tbl.view.BidsShown); n++ {
		require.Less(t, n, 20, "the bids never showed")
		h.Press(ebiten.KeyArrowRight)
		tbl = shown(t, h, r)
	}
	var texts []string
	for _, l := range tbl.log {
		texts = append(texts, l.text)
	}
	all := strings.Join(texts, "\n")
	assert.Contains(t, all, "Ada has bid", "a computer's bid was face down")
	assert.Contains(t, all, "You bid ")
	assert.Contains(t, all, "Bids: ")
	for seat := 1; seat < 3; seat++ {
		_, up := tbl.faceUp(seat)
		assert.False(t, up, "seat %d's hand is face down", seat)
	}
	assert.Empty(t, tbl.turn.rows[rowButtons], "no choices")
	savePNG(t, h, "spellcraft-replay.png")

	h.Press(ebiten.KeyF) // every hand face up
	up := shown(t, h, r)
	require.NotSame(t, tbl, up, "the replay opens the table again")
	for seat := 1; seat < 3; seat++ {
		hand, ok := up.faceUp(seat)
		assert.True(t, ok, "seat %d's hand is face up", seat)
		assert.Equal(t, session.ViewOf[spellcraft.View](up.s, seat).Hand, hand)
	}
	texts = texts[:0]
	for _, l := range up.log {
		texts = append(texts, l.text)
	}
	assert.Regexp(t, `Ada bids \d`, strings.Join(texts, "\n"), "a bid seen face up")
	savePNG(t, h, "spellcraft-replay-faceup.png")

	h.Press(ebiten.KeyL)
	assert.Equal(t, "spellcraft-log", h.TopName(), "L opens the round's log")
	h.Press(ebiten.KeyEscape)
	assert.Equal(t, "replay", h.TopName())
	h.Press(ebiten.KeyH)
	h.Press(ebiten.KeyU)
	assert.Equal(t, "replay", h.TopName(), "no hint, no undo")
	assert.Nil(t, up.hint)

	h.Press(ebiten.KeyEnd)
	end := shown(t, h, r)
	assert.Equal(t, spellcraft.PhaseOver, end.view.Phase)
	assert.Equal(t, "Game over", end.whoText())
}

// TestReplayShowsTheBlackJoker: the showdown shown while the black joker
// waits for its target is a moment of its own: every hand face up with
// its score, who holds the joker in words; jumped to, the table shows it
// at once.
func TestReplayShowsTheBlackJoker(t *testing.T) {
	rec := aRecord(t, 1, true)
	n := targetAt(rec)
	h, r := replayOf(t, rec)
	for range n - 1 {
		h.Press(ebiten.KeyArrowRight)
		if h.TopName() == "spellcraft-showdown" {
			h.Press(ebiten.KeyEnter)
		}
	}
	tbl := shown(t, h, r)
	require.Nil(t, tbl.reveal, "not yet")
	h.Press(ebiten.KeyArrowRight) // the action that brings the showdown
	for inTime := h.Within(20000); tbl.reveal == nil; h.Step(2) {
		require.True(t, inTime(), "the showdown was never shown")
	}
	sd := tbl.reveal
	assert.Regexp(t, `^Showdown! (You hold|\w+ holds) the black joker`, tbl.msg)
	for seat := range 3 {
		if !sd.In[seat] {
			continue
		}
		hand, up := tbl.faceUp(seat)
		assert.True(t, up, "seat %d's hand is shown", seat)
		assert.Equal(t, sd.Hands[seat], hand)
		s, _ := status(tbl.shown, tbl.showdownShown(), seat)
		assert.Contains(t, s, "Shows ")
	}
	tbl = shown(t, h, r)
	savePNG(t, h, "spellcraft-replay-blackjoker.png")

	h.Press(ebiten.KeyArrowLeft) // back a move, and on again: laid out at once
	h.Press(ebiten.KeyArrowRight)
	again := shown(t, h, r)
	require.NotSame(t, tbl, again)
	require.NotNil(t, again.showdownShown(), "the showdown shows after a jump too")
	assert.Contains(t, again.log[len(again.log)-1].text, "holds the black joker")

	h.Press(ebiten.KeyArrowRight) // the target
	for inTime := h.Within(20000); h.TopName() != "spellcraft-showdown"; h.Step(2) {
		require.True(t, inTime(), "the showdown never opened")
	}
	assert.True(t, assertLegend(t, h.Game.Top().(*Showdown)), "the legend tells the black joker's cards")
}

// TestReplayAnalysisSaysDecisionsInWords: a record whose seat 0 was a
// person is analysed on its table; a marked decision reads in plain words.
func TestReplayAnalysisSaysDecisionsInWords(t *testing.T) {
	h, r := replayOf(t, aRecord(t, 3, false))
	h.Press(ebiten.KeyA)
	var fs []engine.Finding[any]
	for inTime := h.Within(80000); ; h.Step(10) {
		require.True(t, inTime(), "the analysis never finished")
		var ok bool
		if fs, ok = r.Findings(); ok {
			break
		}
	}
	t.Logf("%d decisions marked", len(fs))
	if len(fs) == 0 {
		return
	}
	h.Press(ebiten.KeyN)
	shown(t, h, r)
	line := r.Finding()
	t.Log(line)
	assert.Regexp(t, `^You chose to [a-z]`, line)
	assert.Empty(t, scenetest.Unplain(line), "no record tokens")
	assert.NotContains(t, line, "{", "no Go values")
	savePNG(t, h, "spellcraft-replay-mark.png")
}
