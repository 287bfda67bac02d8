package stepstonesui

import (
	"testing"

	"parlor/rules/stepstones"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func playTurn(tbl *Table) bool { return humanToAct(tbl) && tbl.view.Phase == stepstones.PhasePlay }

// until steps the harness until done holds, answering every other prompt
// of the person with Enter and closing summaries, and fails after limit.
func until(t *testing.T, h *scenetest.Harness, tbl *Table, frames int, what string, done func() bool) {
	t.Helper()
	h.Until(frames, what, done, func() bool {
		return h.TopName() == "stepstones-summary" || h.TopName() == "stepstones-table" && humanToAct(tbl)
	})
}

func legalFocused(tbl *Table) bool { return tbl.Tbl.Legal().Has(tbl.Tbl.Focused()) }

// carriesAssists requires that the game's record carries undos and hints
// (engine.TakeBack and engine.Hinted count them through the game's
// Assists and SetAssists).
func carriesAssists(t *testing.T, tbl *Table) bool {
	t.Helper()
	m, ok := tbl.S.Match()
	require.True(t, ok, "a game played here")
	_, ok = m.Game().(interface {
		Assists() (int, int)
		SetAssists(int, int)
	})
	require.True(t, ok, "stepstones.State carries undos and hints in its record")
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
	until(t, h, tbl, 60000, "a card to play in trick 2", func() bool {
		return playTurn(tbl) && len(tbl.view.Winners) >= 1
	})
	before := tbl.view
	h.Press(ebiten.KeyEnter)
	require.NotEqual(t, before.Own, tbl.view.Own, "a card was played")
	require.False(t, tbl.assist.Bar.Buttons[0].Disabled)
	h.ClickButton(tbl.assist.Bar.Buttons[0])
	back := scenetest.Rebuilt(h, tbl, playTurn, "the Undo button")
	assert.Equal(t, before.Own, back.view.Own, "the same hand")
	assert.Equal(t, before.Legal, back.view.Legal, "the same cards to choose from")
	assert.Equal(t, before.Tricks, back.view.Tricks, "the same trick on the table")
	if carriesAssists(t, back) {
		assert.Equal(t, 1, back.S.Record().Header.Undos, "the record counts the undo")
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
		{func() bool { return playTurn(tbl) }, func() { h.ClickButton(tbl.assist.Bar.Buttons[1]) }},
	} {
		until(t, h, tbl, 60000, "a decision to hint", step.ready)
		step.ask()
		a := scenetest.AwaitHint(h, tbl.Hinted)
		assert.Contains(t, tbl.view.Legal, a, "the hint is a legal action")
		assert.NotEmpty(t, tbl.assist.Why(), "with its reason")
		if a.Kind == stepstones.KindPlay {
			assert.Equal(t, a.Card, tbl.Tbl.Focused(), "the hinted card has the focus")
			assert.Equal(t, a.Card, tbl.Tbl.Hinted(), "and is marked")
		} else {
			i := tbl.bid.hinted()
			require.GreaterOrEqual(t, i, 0, "a bid button leads to the hint")
			assert.Equal(t, i, tbl.bid.list.Focus, "and has the focus")
		}
		if carriesAssists(t, tbl) {
			hints := tbl.S.Record().Header.Hints
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
// hold, and T (or the Last trick button) shows it again later.
func TestTrickWinnerAndLastTrick(t *testing.T) {
	h, tbl := newHarness(t, starter(8))
	until(t, h, tbl, 60000, "a trick won", func() bool { return tbl.Tbl.WinnerText() != "" })
	winner := tbl.view.Winners[0]
	h.AssertTrickHeld(tbl.Tbl, SeatNames, winner)
	until(t, h, tbl, 20000, "the person's turn", func() bool { return humanToAct(tbl) })
	h.AssertLastTrick(tbl.Tbl, tbl.assist.Bar, tbl.view.Tricks[0], winner)
}

// TestFocusStaysOnALegalCard: at every play of the person the keyboard
// focus is on a legal card, after arrows and the pointer too.
func TestFocusStaysOnALegalCard(t *testing.T) {
	h, tbl := newHarness(t, starter(2))
	until(t, h, tbl, 80000, "plays checked", h.FocusChecks(tbl.Tbl, func() bool { return playTurn(tbl) }, 8))
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
	h.AssertStillWhileWaiting(tbl, tbl.Tbl, func() {
		until(t, h, tbl, 60000, "the person's card to play", func() bool { return playTurn(tbl) })
	})
}
