package stepstonesui

import (
	"testing"
	"time"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/stepstones"
	"parlor/scenes/scenetest"
	"parlor/scenes/tricktable"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// until steps the harness until done holds, answering every other prompt
// of the person with Enter and closing summaries, and fails after limit.
func until(t *testing.T, h *scenetest.Harness, tbl *Table, limit time.Duration, what string, done func() bool) {
	t.Helper()
	for deadline := time.Now().Add(limit); !done(); {
		require.True(t, time.Now().Before(deadline), "never reached: %s", what)
		switch {
		case h.TopName() == "stepstones-summary":
			h.Press(ebiten.KeyEnter)
		case h.TopName() == "stepstones-table" && humanToAct(tbl):
			h.Press(ebiten.KeyEnter)
		default:
			h.Step(2)
		}
	}
}

func playTurn(tbl *Table) bool { return humanToAct(tbl) && tbl.view.Phase == stepstones.PhasePlay }

func legalFocused(tbl *Table) bool { return tbl.tbl.Legal().Has(tbl.tbl.Focused()) }

func topScene(h *scenetest.Harness) game.Scene {
	var s game.Scene
	_ = scenetest.OnLoop(func() error { s = h.Game.Top(); return nil })
	return s
}

// carriesAssists requires that the game's record carries undos and hints
// (engine.TakeBack and engine.Hinted count them through the game's
// Assists and SetAssists).
func carriesAssists(t *testing.T, tbl *Table) bool {
	t.Helper()
	_, ok := any(tbl.g).(interface {
		Assists() (int, int)
		SetAssists(int, int)
	})
	require.True(t, ok, "stepstones.Game carries undos and hints in its record")
	return ok
}

func starter(seed uint64) Options {
	return Options{Config: stepstones.Config{Sheet: stepstones.Starter}, Seed: seed, Level: "easy"}
}

// TestUndoGivesTheSameDecisionAgain plays a card and takes it back with the
// Undo button: the rebuilt table offers the person the same decision, and
// the record (and the saved game) counts the undo.
func TestUndoGivesTheSameDecisionAgain(t *testing.T) {
	h, tbl := newHarness(t, starter(4))
	until(t, h, tbl, 3*time.Minute, "a card to play in trick 2", func() bool {
		return playTurn(tbl) && len(tbl.view.Winners) >= 1
	})
	before := tbl.view
	h.Press(ebiten.KeyEnter)
	require.NotEqual(t, before.Own, tbl.view.Own, "a card was played")
	require.False(t, tbl.bar.Buttons[0].Disabled)
	b := tbl.bar.Buttons[0]
	h.Click(b.X+b.W/2, b.Y+b.H/2)
	h.Settle(60)
	back, ok := topScene(h).(*Table)
	require.True(t, ok, "the table is rebuilt (top %q)", h.TopName())
	require.NotSame(t, tbl, back)
	for deadline := time.Now().Add(time.Minute); !playTurn(back); h.Step(2) {
		require.True(t, time.Now().Before(deadline), "the rebuilt table never offered the decision")
	}
	assert.Equal(t, before.Own, back.view.Own, "the same hand")
	assert.Equal(t, before.Legal, back.view.Legal, "the same cards to choose from")
	assert.Equal(t, before.Tricks, back.view.Tricks, "the same trick on the table")
	if carriesAssists(t, back) {
		assert.Equal(t, 1, back.g.Record().Header.Undos, "the record counts the undo")
		saved := h.Ctx().SaveOf(GameName)
		require.NotNil(t, saved)
		assert.Equal(t, 1, saved.Header.Undos, "so does the saved game")
	}
	assert.True(t, legalFocused(back), "the focus is on a card that may be played")
}

// TestHintShowsALegalActionAndIsCounted asks for a hint by key on the
// person's first bid and by button on a card: each marks a legal action
// (or the button leading to it), says why, is counted, and goes when the
// person acts.
func TestHintShowsALegalActionAndIsCounted(t *testing.T) {
	h, tbl := newHarness(t, starter(6))
	for want, step := range []struct {
		ready func() bool
		ask   func()
	}{
		{func() bool { return humanToAct(tbl) && tbl.view.Phase == stepstones.PhaseBid }, func() { h.Press(ebiten.KeyH) }},
		{func() bool { return playTurn(tbl) }, func() {
			b := tbl.bar.Buttons[1]
			h.Click(b.X+b.W/2, b.Y+b.H/2)
		}},
	} {
		until(t, h, tbl, 3*time.Minute, "a decision to hint", step.ready)
		step.ask()
		var a stepstones.Action
		var ok bool
		for deadline := time.Now().Add(2 * time.Minute); !ok; h.Step(2) {
			require.True(t, time.Now().Before(deadline), "no hint came")
			a, ok = tbl.Hinted()
		}
		assert.Contains(t, tbl.view.Legal, a, "the hint is a legal action")
		assert.NotEmpty(t, tbl.hint.why, "with its reason")
		if a.Kind == stepstones.KindPlay {
			assert.Equal(t, a.Card, tbl.tbl.Focused(), "the hinted card has the focus")
			assert.Equal(t, a.Card, tbl.tbl.Hinted(), "and is marked")
		} else {
			i := tbl.bid.hinted()
			require.GreaterOrEqual(t, i, 0, "a bid button leads to the hint")
			assert.Equal(t, i, tbl.bid.list.Focus, "and has the focus")
		}
		if carriesAssists(t, tbl) {
			_, hints := engine.Assists(engine.Erase(tbl.g, games.SteppingStones))
			assert.Equal(t, want+1, hints, "engine.Assists counts the hint")
		}
		// Follow it: Enter through the bid's steps, or on the card.
		for _, still := tbl.Hinted(); still; _, still = tbl.Hinted() {
			h.Press(ebiten.KeyEnter)
		}
		if a.Kind == stepstones.KindPlay {
			assert.NotContains(t, tbl.view.Own.Cards(), a.Card, "Enter played the hinted card")
		} else {
			var mine any
			for _, e := range acts(tbl) {
				if e.Seat == 0 {
					mine = e.Data
				}
			}
			assert.Equal(t, a, mine, "the hinted bid was made")
		}
	}
}

// TestTrickWinnerAndLastTrick: a finished trick names its winner for the
// hold, and T shows it again later.
func TestTrickWinnerAndLastTrick(t *testing.T) {
	h, tbl := newHarness(t, starter(8))
	until(t, h, tbl, 3*time.Minute, "a trick won", func() bool { return tbl.tbl.WinnerText() != "" })
	winner := tbl.view.Winners[0]
	want := SeatNames[winner] + " wins the trick"
	if winner == 0 {
		want = "You win the trick"
	}
	assert.Equal(t, want, tbl.tbl.WinnerText())
	frames := 0
	for tbl.tbl.WinnerText() != "" {
		frames++
		h.Step(1)
		require.Less(t, frames, 400, "the trick was never gathered")
	}
	assert.InDelta(t, tricktable.CollectHold/h.Ctx().Dt(), frames, 4, "the hold follows the animation speed")
	until(t, h, tbl, time.Minute, "the person's turn", func() bool { return humanToAct(tbl) })
	h.Press(ebiten.KeyT)
	_, ok := topScene(h).(*tricktable.LastTrickView)
	require.True(t, ok, "T shows the last trick (top %q)", h.TopName())
	cards, won, ok := tbl.tbl.LastTrick()
	require.True(t, ok)
	assert.Equal(t, winner, won)
	tr := tbl.view.Tricks[0]
	for j := 0; j < int(tr.Count); j++ {
		assert.Equal(t, tr.Cards[j], cards[tr.Seat(j, stepstones.NumPlayers)])
	}
	h.Press(ebiten.KeyEscape)
	assert.Equal(t, "stepstones-table", h.TopName())
}

// TestFocusStaysOnALegalCard: at every play of the person the keyboard
// focus is on a legal card, after arrows too.
func TestFocusStaysOnALegalCard(t *testing.T) {
	h, tbl := newHarness(t, starter(2))
	checked := 0
	until(t, h, tbl, 4*time.Minute, "plays checked", func() bool {
		if !playTurn(tbl) {
			return false
		}
		assert.True(t, legalFocused(tbl), "at the turn")
		h.Press(ebiten.KeyArrowRight)
		assert.True(t, legalFocused(tbl), "after Right")
		checked++
		return checked >= 8
	})
}

// TestBidButtonsKeepTheirPlaces: the contract step has a slot per row of
// the sheet and Pass, placed the same whatever is used up; a completed
// contract without a redo token, and Pass in the puddle, show disabled in
// place, and the focus starts on a slot that may be chosen.
func TestBidButtonsKeepTheirPlaces(t *testing.T) {
	rows := stepstones.Starter.Rows()
	all := func(skip int, pass bool) []stepstones.Action {
		var out []stepstones.Action
		for r, c := range rows {
			if r == skip {
				continue
			}
			for _, d := range []stepstones.Bid{{Contract: c}} {
				out = append(out, stepstones.Declare(d))
			}
		}
		if pass {
			out = append(out, stepstones.Pass)
		}
		return out
	}
	layout := func(legal []stepstones.Action) *bidPanel {
		p := &bidPanel{legal: legal, rows: rows}
		p.build()
		return p
	}
	full := layout(all(-1, true))
	require.Len(t, full.list.Buttons, len(rows)+1)
	for _, tc := range []struct {
		name   string
		legal  []stepstones.Action
		closed int
	}{
		{"first row done", all(0, true), 0},
		{"third row done", all(2, true), 2},
		{"in the puddle", all(-1, false), len(rows)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := layout(tc.legal)
			require.Len(t, p.list.Buttons, len(full.list.Buttons))
			for i, b := range p.list.Buttons {
				f := full.list.Buttons[i]
				assert.Equal(t, [2]float64{f.X, f.Y}, [2]float64{b.X, b.Y}, "slot %d in place", i)
				assert.Equal(t, i == tc.closed, b.Disabled, "slot %d", i)
			}
			assert.False(t, p.list.Buttons[p.list.Focus].Disabled, "the focus starts on a slot that may be chosen")
		})
	}
}

// TestWaitingTableIsStill: a table waiting for the person lets the app stop
// drawing; a card in flight does not.
func TestWaitingTableIsStill(t *testing.T) {
	h, tbl := newHarness(t, starter(5))
	assert.False(t, tbl.Still(), "the deal is running")
	until(t, h, tbl, 3*time.Minute, "the person's card to play", func() bool { return playTurn(tbl) })
	for deadline := time.Now().Add(30 * time.Second); !tbl.Still(); h.Step(1) {
		require.True(t, time.Now().Before(deadline), "the waiting table never became still")
	}
	h.Step(3)
	drawn := h.Game.Drawn()
	h.Step(20)
	assert.True(t, tbl.Still())
	assert.Equal(t, drawn, h.Game.Drawn(), "a still table is not drawn again")
	h.Press(ebiten.KeyEnter)
	assert.True(t, tbl.tbl.Busy(), "the card flies")
	assert.False(t, tbl.Still(), "a table mid-animation is not still")
}
