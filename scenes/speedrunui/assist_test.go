package speedrunui

import (
	"fmt"
	"testing"

	"parlor/game"
	"parlor/rules/speedrun"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playTurn reports whether the person is to play a card, the table idle.
func playTurn(tbl *Table) bool {
	return humanCanAct(tbl) && tbl.view.Phase == speedrun.PhasePlay
}

// until steps the harness until done holds, answering every other prompt
// of the person with Enter and closing summaries, and fails after limit.
func until(t *testing.T, h *scenetest.Harness, tbl *Table, frames int, what string, done func() bool) {
	t.Helper()
	h.Until(frames, what, done, func() bool {
		return h.TopName() == "speedrun-summary" || h.TopName() == "speedrun-table" && humanCanAct(tbl)
	})
}

// TestUndoGivesTheSameDecisionAgain plays a card, takes it back with the
// Undo key and then with the Undo button: each time the rebuilt table
// offers the person the very decision they took, and the record counts the
// undos.
func TestUndoGivesTheSameDecisionAgain(t *testing.T) {
	h, tp := newHarness(t, 7)
	tbl := *tp
	until(t, h, tbl, 60000, "a card to play in trick 2", func() bool {
		return playTurn(tbl) && len(tbl.view.Winners) >= 1
	})
	before := tbl.view
	require.False(t, tbl.assist.Bar.Buttons[0].Disabled, "Undo is offered once the person has decided something")
	h.Press(ebiten.KeyEnter) // play the focused card
	require.NotEqual(t, before.Own, tbl.view.Own, "a card was played")

	for round, undo := range []func(){
		func() { h.Press(ebiten.KeyU) },
		func() { h.ClickButton(tbl.assist.Bar.Buttons[0]) },
	} {
		undo()
		back := scenetest.Rebuilt(h, tbl, playTurn, fmt.Sprintf("round %d", round))
		assert.Equal(t, before.Own, back.view.Own, "round %d: the same hand", round)
		assert.Equal(t, before.Legal, back.view.Legal, "round %d: the same cards to choose from", round)
		assert.Equal(t, before.Tricks, back.view.Tricks, "round %d: the same trick on the table", round)
		assert.Equal(t, round+1, back.S.Record().Header.Undos, "round %d: the record counts the undo", round)
		saved := h.Ctx().SaveOf("speedrun")
		require.NotNil(t, saved)
		assert.Equal(t, round+1, saved.Header.Undos, "round %d: the saved game counts it too", round)
		assert.True(t, legalFocused(back), "round %d: the focus is on a card that may be played", round)
		h.Press(ebiten.KeyEnter) // play again, to take it back once more
		tbl = back
	}
}

// legalFocused reports whether the keyboard focus rests on a legal card.
func legalFocused(tbl *Table) bool { return tbl.Tbl.Legal().Has(tbl.Tbl.Focused()) }

// TestHintShowsALegalActionAndIsCounted asks for a hint at the person's
// first decision (a choice button) and at a card to play: each marks a
// legal action, says why in words, is counted in the record, and goes when
// the person acts.
func TestHintShowsALegalActionAndIsCounted(t *testing.T) {
	h, tp := newHarness(t, 9)
	tbl := *tp
	for want, ready := range []func() bool{
		func() bool { return humanCanAct(tbl) && len(tbl.list.Buttons) > 0 },
		func() bool { return playTurn(tbl) },
	} {
		until(t, h, tbl, 60000, "a decision to hint", ready)
		h.Press(ebiten.KeyH)
		if tbl.assist.Busy() {
			assert.False(t, tbl.Still(), "a hint being sought is something happening")
		}
		a := scenetest.AwaitHint(h, tbl.Hinted)
		assert.Contains(t, tbl.view.Legal, a, "the hint is a legal action")
		assert.NotEmpty(t, tbl.assist.Why(), "with its reason")
		if a.Kind == speedrun.KindPlay {
			assert.Equal(t, a.Card, tbl.Tbl.Focused(), "the hinted card has the focus")
		} else {
			require.GreaterOrEqual(t, tbl.hintChoice, 0)
			assert.Equal(t, tbl.hintChoice, tbl.list.Focus, "the hinted button has the focus")
			assert.False(t, tbl.list.Buttons[tbl.hintChoice].Disabled)
		}
		hints := tbl.S.Record().Header.Hints
		assert.Equal(t, want+1, hints, "engine.Assists counts the hint")
		h.Press(ebiten.KeyEnter) // follow it
		_, ok := tbl.Hinted()
		assert.False(t, ok, "the hint goes when the person acts")
		if a.Kind == speedrun.KindPlay {
			assert.NotContains(t, tbl.view.Own.Cards(), a.Card, "Enter played the hinted card")
		}
	}
	rec := h.Ctx().SaveOf("speedrun")
	require.NotNil(t, rec)
	assert.Equal(t, 2, rec.Header.Hints, "the saved game counts both hints")
}

// TestTrickWinnerAndLastTrick: a finished trick names its winner and stays
// in view for the hold (scaled by the animation speed); afterwards the T
// key and the Last trick button show that trick and its winner.
func TestTrickWinnerAndLastTrick(t *testing.T) {
	h, tp := newHarness(t, 13)
	tbl := *tp
	until(t, h, tbl, 60000, "a trick won", func() bool { return tbl.Tbl.WinnerText() != "" })
	winner, trick := tbl.view.Winners[0], tbl.view.Tricks[0]
	h.AssertTrickHeld(tbl.Tbl, SeatNames, winner)
	until(t, h, tbl, 20000, "the person's turn", func() bool { return humanCanAct(tbl) })
	h.AssertLastTrick(tbl.Tbl, tbl.assist.Bar, trick, winner)
}

// TestFocusStaysOnALegalCard: whenever the person is to play, the keyboard
// focus is on a card the rules allow, after arrows and after the pointer
// passes over a card that may not be played.
func TestFocusStaysOnALegalCard(t *testing.T) {
	h, tp := newHarness(t, 3)
	tbl := *tp
	until(t, h, tbl, 80000, "a hand of plays checked", h.FocusChecks(tbl.Tbl, func() bool { return playTurn(tbl) }, 10))
}

// TestContractButtonsKeepTheirPlaces: the contract choice has a button per
// contract of the game and the Pass, in the same places every hand; a
// contract completed shows disabled where it was.
func TestContractButtonsKeepTheirPlaces(t *testing.T) {
	h, tp := newHarness(t, 17)
	tbl := *tp
	bidding := func() bool { return humanCanAct(tbl) && tbl.view.Phase == speedrun.PhaseBid }
	until(t, h, tbl, 60000, "the first contract choice", bidding)
	type place struct {
		label  string
		x, y   float64
		closed bool
	}
	places := func() []place {
		var out []place
		for _, b := range tbl.list.Buttons {
			out = append(out, place{b.Label, b.X, b.Y, b.Disabled})
		}
		return out
	}
	first := places()
	require.Len(t, first, speedrun.Short.Contracts()+1, "a slot per contract and the Pass")
	chosen := tbl.list.Focus
	h.Press(ebiten.KeyEnter)
	hand := tbl.view.Hand
	until(t, h, tbl, 80000, "the next hand's contract choice", func() bool {
		return bidding() && tbl.view.Hand > hand
	})
	second := places()
	require.Len(t, second, len(first))
	for i := range first {
		assert.Equal(t, first[i].x, second[i].x, "slot %d stays in place", i)
		assert.Equal(t, first[i].y, second[i].y, "slot %d stays in place", i)
	}
	pb := tbl.view.Board[0]
	name := speedrun.Contract(chosen + 1).Name()
	switch {
	case !pb.Entries[chosen+1].Done:
	case pb.RedosUsed < speedrun.Short.Redos():
		assert.Equal(t, "Redo: "+name, second[chosen].label, "a completed contract's slot offers its Redo")
	default:
		assert.True(t, second[chosen].closed, "the completed contract is disabled in place")
		assert.Contains(t, second[chosen].label, name)
	}
	// The focus is on a slot that may be chosen, and arrows skip used ones.
	assert.False(t, tbl.list.Buttons[tbl.list.Focus].Disabled)
	for range len(second) {
		h.Press(ebiten.KeyArrowRight)
		assert.False(t, tbl.list.Buttons[tbl.list.Focus].Disabled, "the focus never rests on a used slot")
	}
}

// TestWaitingTableIsStill: a table waiting for the person with nothing
// moving lets the app stop drawing; a card in flight does not.
func TestWaitingTableIsStill(t *testing.T) {
	h, tp := newHarness(t, 5)
	tbl := *tp
	h.AssertStillWhileWaiting(tbl, tbl.Tbl, func() {
		until(t, h, tbl, 60000, "the person's card to play", func() bool { return playTurn(tbl) })
	})
}

// TestChoiceSlots: every contract keeps its slot whatever is used up: an
// open contract, its Redo once completed, or a disabled slot; Pass last.
func TestChoiceSlots(t *testing.T) {
	bid := func(k speedrun.BidKind, c speedrun.Contract) speedrun.Action {
		return speedrun.PlaceBid(speedrun.Bid{Kind: k, Contract: c})
	}
	pass := bid(speedrun.BidPass, speedrun.NoContract)
	v := speedrun.View{Phase: speedrun.PhaseBid, Config: speedrun.Config{Length: speedrun.Short}}
	for _, tc := range []struct {
		name  string
		legal []speedrun.Action
		open  []bool
		redo  speedrun.Contract // the slot that holds a Redo, if any
	}{
		{"all open", []speedrun.Action{bid(0, 1), bid(0, 2), bid(0, 3), bid(0, 4), bid(0, 5), pass},
			[]bool{true, true, true, true, true, true}, 0},
		{"Win 4 done, a redo left", []speedrun.Action{bid(0, 1), bid(0, 3), bid(0, 4), bid(0, 5), pass, bid(speedrun.BidRedo, 2)},
			[]bool{true, true, true, true, true, true}, 2},
		{"Win 4 done, redo and pass used", []speedrun.Action{bid(0, 1), bid(0, 3), bid(0, 4), bid(0, 5)},
			[]bool{true, false, true, true, true, false}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v.Legal = tc.legal
			acts, open := choiceSlots(v)
			require.Len(t, acts, 6)
			assert.Equal(t, tc.open, open)
			for i, a := range acts[:5] {
				assert.Equal(t, speedrun.Contract(i+1), a.Bid.Contract, "slot %d is its contract's", i)
				assert.Equal(t, speedrun.Contract(i+1) == tc.redo, a.Bid.Kind == speedrun.BidRedo)
			}
			assert.Equal(t, pass, acts[5], "the Pass comes last")
		})
	}
}

// At the Contract Reveal the focus starts on keeping the contract hidden:
// Enter pressed out of habit never doubles a score.
func TestRevealPromptDefaultsToKeepingHidden(t *testing.T) {
	tbl := &Table{view: speedrun.View{Phase: speedrun.PhaseReveal, Legal: []speedrun.Action{speedrun.Reveal, speedrun.NoReveal}}}
	tbl.choices, tbl.open = choiceSlots(tbl.view)
	tbl.layoutChoices()
	assert.Equal(t, speedrun.NoReveal, tbl.choices[tbl.list.Focus])
	assert.Equal(t, []speedrun.Action{speedrun.Reveal, speedrun.NoReveal}, tbl.choices, "the buttons keep the rulebook's order")
}

// The hand summary's notes end inside its panel (the longest was clipped).
func TestSummaryNotesFitThePanel(t *testing.T) {
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.Blank{} })
	c := widget.Canvas{Scale: 1, Fonts: h.Ctx().Assets}
	right := summaryCols(0)[5]
	for _, note := range []string{"Perfect Bonus!", "Redo improves the board", "Redo: the old result stands"} {
		assert.LessOrEqual(t, right+c.TextWidth(note, 16, false), float64(summaryPanelW-20), note)
	}
}

// The header names the hand the table shows: while the last trick is
// gathered and the hand's summary is up, it still names that hand (the
// engine has dealt the next one already); with the next deal it moves on.
func TestHeaderNeverRunsAheadOfTheSummary(t *testing.T) {
	h, tp := newHarness(t, 17)
	tbl := *tp
	inTime := h.Within(60000)
	for h.TopName() != "speedrun-summary" {
		require.True(t, inTime(), "no hand summary")
		if tbl.view.Hand > 0 {
			assert.Equal(t, 0, tbl.header.Hand, "the header names hand 1 until hand 2's deal is shown")
		}
		if h.TopName() == "speedrun-table" && humanCanAct(tbl) {
			h.Press(ebiten.KeyEnter)
			continue
		}
		h.Step(2)
	}
	sum, ok := h.Top().(*Summary)
	require.True(t, ok)
	assert.Equal(t, 1, tbl.view.Hand, "the engine has dealt hand 2")
	assert.Equal(t, sum.r.Hand, tbl.header.Hand, "the header names the summary's hand")
	for i := 0; i < 600 && tbl.header.Hand == 0; i++ {
		if h.TopName() == "speedrun-summary" {
			h.Press(ebiten.KeyEnter) // once its rows are shown, Enter closes it
		}
		h.Step(1)
	}
	assert.Equal(t, 1, tbl.header.Hand, "with the next deal the header moves on")
}
