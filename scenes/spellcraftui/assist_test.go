package spellcraftui

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/tablelog"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// roundActs are the act events of g's current round, with their seats.
func roundActs(g *spellcraft.State) []engine.Event {
	var out []engine.Event
	for _, e := range g.Events() {
		switch e.Data.(type) {
		case spellcraft.Dealt:
			out = nil
		case spellcraft.Action:
			out = append(out, e)
		}
	}
	return out
}

// TestTurnLogListsEveryBotAction plays into the third turn of the first
// round and checks that every computer player's decision of the round is
// in the table's log in words, that each seat's panel lists its moves of
// the turn, and that L and the Log button open the round's log over the
// table.
func TestTurnLogListsEveryBotAction(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 4}, 21)
	tbl := *tp
	inTime := h.Within(40000)
	highs := 0 // picks of ours after another high bidder's
	for n := 0; !(canAct(h, tbl) && tbl.view.Round == 1 && tbl.view.Turn == 3 && tbl.view.Phase == spellcraft.PhasePick); n++ {
		require.True(t, inTime(), "never reached round 1, turn 3's picks")
		require.Equal(t, 1, tbl.view.Round, "the first round ended early: pick another seed")
		if canAct(h, tbl) {
			if ph := tbl.view.Phase; ph == spellcraft.PhaseKnock || ph == spellcraft.PhaseExchange {
				for seat := range 4 {
					s, _ := status(tbl.shown, nil, seat)
					assert.NotRegexp(t, `(?i)(bid|first)`, s, "no bidding label stays after the picks (%v)", ph)
				}
			}
			if v := tbl.shown; v.Phase == spellcraft.PhasePick && v.HighBidder > 0 {
				s, _ := status(v, nil, v.HighBidder)
				assert.NotContains(t, s, "first", "%s has picked already", tbl.names[v.HighBidder])
				highs++
			}
			// Never knock: the round must go on.
			if tbl.view.Phase == spellcraft.PhaseKnock {
				h.Press(ebiten.KeyEnter) // Play on is focused
				continue
			}
			keysFor(h, tbl, n)
			continue
		}
		h.Step(2)
	}
	assert.Positive(t, highs, "another player bid highest and picked before us")
	acts := roundActs(gameOf(tbl))
	var said []logLine
	for _, l := range tbl.log {
		if l.seat > 0 && l.text != "" {
			said = append(said, l)
		}
	}
	bots := 0
	for _, e := range acts {
		if e.Seat != 0 {
			bots++
		}
	}
	require.Positive(t, bots)
	assert.Len(t, said, bots, "one sentence per computer decision of the round")
	for _, l := range tbl.log {
		assert.Empty(t, scenetest.Unplain(l.text), "no card tokens")
		assert.Empty(t, scenetest.Unplain(l.short))
	}
	rebuilt, _ := roundLog(tbl.s.Events(), tbl.names)
	assert.Equal(t, rebuilt, tbl.log, "the log shown is the log a reopened table rebuilds")

	// Each computer player's panel lists its moves of this turn: its
	// exchange (or none) and its bid; the picks before ours too.
	for seat := 1; seat < 4; seat++ {
		text := strings.Join(tbl.turnLines(newCanvas(h), seat, panelRows), " ")
		assert.Regexp(t, `(?i)(swapped|no exchange)`, text, "seat %d's panel: %q", seat, text)
		assert.Regexp(t, `bid \d`, text, "seat %d's panel: %q", seat, text)
	}
	for _, seat := range tbl.view.PickOrder {
		if seat == 0 {
			break
		}
		text := strings.Join(tbl.turnLines(newCanvas(h), seat, panelRows), " ")
		assert.Regexp(t, `(took|drew)`, text, "%s picked before you: %q", tbl.names[seat], text)
	}
	savePNG(t, h, "spellcraft-turnlog.png")

	h.Press(ebiten.KeyL)
	require.Equal(t, "spellcraft-log", h.TopName(), "L opens the round's log")
	p := h.Game.Top().(*tablelog.Panel)
	assert.Equal(t, "Round 1 so far", p.Title)
	var texts []string
	for _, l := range p.Lines {
		texts = append(texts, l.Text)
	}
	all := strings.Join(texts, "\n")
	assert.Contains(t, all, "Turn 3\n")
	for _, e := range acts {
		if e.Seat > 0 {
			assert.Contains(t, all, tbl.names[e.Seat], "every computer player is in the log")
		}
	}
	savePNG(t, h, "spellcraft-log.png")
	h.Press(ebiten.KeyL)
	require.Equal(t, "spellcraft-table", h.TopName(), "L closes it")
	b := tbl.tools.log
	h.Click(b.X+b.W/2, b.Y+b.H/2)
	assert.Equal(t, "spellcraft-log", h.TopName(), "the Log button opens it")
	h.Press(ebiten.KeyEscape)
	assert.Equal(t, "spellcraft-table", h.TopName())
}

// TestEndGameAsksFirst: "End game now" asks; Esc and "Keep playing" keep
// the game; "End the game" ends it, and the final standings say in which
// round.
func TestEndGameAsksFirst(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 3}, 9)
	tbl := *tp
	endNow := func() {
		h.Press(ebiten.KeyEscape)
		require.Equal(t, "pause", h.TopName())
		h.Press(ebiten.KeyArrowDown) // Resume, End game now
		h.Press(ebiten.KeyEnter)
		require.Equal(t, "spellcraft-confirm-end", h.TopName(), "End game now asks first")
	}
	endNow()
	savePNG(t, h, "spellcraft-confirm-end.png")
	h.Press(ebiten.KeyEscape)
	h.Step(30)
	assert.Equal(t, "spellcraft-table", h.TopName(), "Esc keeps the game")
	assert.False(t, tbl.s.Over())
	endNow()
	h.Press(ebiten.KeyEnter) // Keep playing is focused
	h.Step(30)
	assert.Equal(t, "spellcraft-table", h.TopName(), "Keep playing keeps the game")
	assert.False(t, tbl.s.Over())
	endNow()
	h.Press(ebiten.KeyArrowLeft)
	h.Press(ebiten.KeyEnter)
	for range 200 {
		if h.TopName() == "spellcraft-final" {
			break
		}
		h.Step(2)
	}
	require.Equal(t, "spellcraft-final", h.TopName())
	assert.Equal(t, spellcraft.EndedNow, tbl.view.Ended)
	final, ok := tbl.s.Final()
	require.True(t, ok)
	part := Entry.Final(h.Ctx(), final)
	require.Len(t, part.Lines, 1)
	assert.Equal(t, "In round 1, before any showdown: the game was ended early and the most chips win.", part.Lines[0])
	var over spellcraft.GameOver
	for _, e := range gameOf(tbl).Events() {
		if d, ok := e.Data.(spellcraft.GameOver); ok {
			over = d
		}
	}
	assert.Equal(t, 1, over.Rounds, "the engine counts the round it ended in")
}

// TestUndoGivesTheDecisionBack: a pick taken back is the same pick to make
// again, on a table rebuilt from the game, and the record says one undo.
func TestUndoGivesTheDecisionBack(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 3}, 5)
	tbl := *tp
	assert.True(t, tbl.tools.undo.Disabled || !tbl.s.CanUndo(), "nothing to undo before any decision")
	untilMyTurn(t, h, tbl, spellcraft.PhasePick)
	before, events := gameOf(tbl).View(0), len(gameOf(tbl).Events())
	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyEnter)
	require.Greater(t, len(gameOf(tbl).Events()), events, "the pick was made")
	h.Step(10)
	h.Press(ebiten.KeyU)
	h.Settle(60) // the table is replaced with a transition
	back, ok := h.Game.Top().(*Table)
	require.True(t, ok, "a table again, not %q", h.TopName())
	require.NotSame(t, tbl, back, "undo opens the table of the game taken back")
	for inTime := h.Within(20000); !canAct(h, back); h.Step(2) {
		require.True(t, inTime(), "the person never got the decision back")
	}
	assert.Equal(t, before, back.view, "the same decision, as it was")
	assert.Contains(t, h.Ctx().Toasts(), "Your last decision was taken back")
	assert.Equal(t, 1, back.s.Record().Header.Undos, "the record counts the undo")
	saved := h.Ctx().SaveOf("spellcraft")
	require.NotNil(t, saved)
	assert.Equal(t, 1, saved.Header.Undos, "and so does the save")
}

// TestHintIsLegalAndCounted: H asks the adviser; its suggestion is one of
// the person's legal actions, the record counts the hint, and it goes
// once the person acts.
func TestHintIsLegalAndCounted(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 3}, 8)
	tbl := *tp
	untilMyTurn(t, h, tbl, spellcraft.PhaseBid)
	h.Press(ebiten.KeyH)
	for inTime := h.Within(20000); tbl.hint == nil; h.Step(2) {
		require.True(t, inTime(), "no hint came (message %q)", tbl.msg)
	}
	assert.Contains(t, tbl.view.Legal, tbl.hint.a, "the hint is a legal action")
	assert.NotEmpty(t, tbl.hint.why)
	assert.Empty(t, scenetest.Unplain(tbl.hint.why))
	row, col, ok := tbl.turn.hinted(tbl.hint.a)
	require.True(t, ok && row == rowButtons, "a bid's hint lights its button")
	label := tbl.turn.rows[rowButtons][col].btn.Label
	savePNG(t, h, "spellcraft-hint.png")
	// Act on it with the mouse: the hint goes.
	x, y := buttonCentre(t, tbl, label)
	h.Click(x, y)
	assert.Nil(t, tbl.hint, "the hint disappears once the person acts")
	bid := spellcraft.Bid(0)
	for _, e := range gameOf(tbl).Events() {
		if a, ok := e.Data.(spellcraft.Action); ok && e.Seat == 0 && a.Kind == spellcraft.KindBid {
			bid = a
		}
	}
	assert.Equal(t, label, fmt.Sprintf("Bid %d", bid.N), "the suggested bid was made")
	_, hints := engine.Assists(scenetest.Held(tbl.s))
	assert.Equal(t, 1, hints, "the hint is counted")
	assert.Equal(t, 1, tbl.s.Record().Header.Hints, "in the record")
	saved := h.Ctx().SaveOf("spellcraft")
	require.NotNil(t, saved)
	assert.Equal(t, 1, saved.Header.Hints, "and in the save")
}

// TestWaitingTableIsStill: a table waiting for the person, with nothing
// moving, lets the shell stop drawing; thinking computer players and a
// hint being searched do not.
func TestWaitingTableIsStill(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 3}, 4)
	tbl := *tp
	assert.False(t, tbl.Still(), "the deal is moving")
	untilMyTurn(t, h, tbl, spellcraft.PhasePick)
	for inTime := h.Within(10000); !tbl.Still(); h.Step(4) {
		require.True(t, inTime(), "the waiting table never stood still")
	}
	h.Press(ebiten.KeyH)
	if tbl.hint == nil {
		assert.False(t, tbl.Still(), "a hint is being searched")
	}
	for inTime := h.Within(20000); tbl.hint == nil; h.Step(2) {
		require.True(t, inTime(), "no hint came")
	}
	for inTime := h.Within(10000); !tbl.Still(); h.Step(4) {
		require.True(t, inTime(), "the table with its hint never stood still")
	}
	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyEnter)
	assert.False(t, tbl.Still(), "the pick flies and the computer players are to move")
}

// TestContinueKeepsTheRoundLog: a table opened on a saved game shows the
// round's log so far.
func TestContinueKeepsTheRoundLog(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 3}, 6)
	tbl := *tp
	untilMyTurn(t, h, tbl, spellcraft.PhasePick)
	back, _ := h.ContinueFromMenu(&scenes.App{Games: []scenes.GameEntry{Entry}}, "Continue Spellcraft").(*Table)
	require.NotNil(t, back)
	assert.Equal(t, tbl.log, back.log, "the same log after Continue")
	assert.True(t, slices.ContainsFunc(back.log, func(l logLine) bool { return strings.HasPrefix(l.text, "Bids: ") }))
}

func newCanvas(h *scenetest.Harness) *widget.Canvas {
	return &widget.Canvas{Scale: 1, Fonts: h.Ctx().Assets}
}

// TestWordsKeepBidsSecretAndTellPassesApart: a bid told face down is only
// "has bid" until the bids show, a bid seen says its chips; a pass means
// no exchange in the exchange and playing on in the knocks; cards read as
// rank and suit.
func TestWordsKeepBidsSecretAndTellPassesApart(t *testing.T) {
	names := SeatNames[:4]
	act := func(seat int, a spellcraft.Action, ph spellcraft.Phase) logLine {
		ls := linesOf(engine.Event{Kind: "act", Seat: seat, Data: a}, course{round: 1, turn: 2, phase: ph}, names)
		require.Len(t, ls, 1)
		return ls[0]
	}
	bid := act(2, spellcraft.HiddenBid, spellcraft.PhaseBid)
	assert.Equal(t, "Basil has bid", bid.text)
	assert.Empty(t, bid.short, "no bid in the panel before the bids show")
	assert.Equal(t, "Basil bids 3", act(2, spellcraft.Bid(3), spellcraft.PhaseBid).text, "a bid seen face up")
	assert.Equal(t, "You bid 3", act(0, spellcraft.Bid(3), spellcraft.PhaseBid).text)
	assert.Equal(t, "Ada does not exchange", act(1, spellcraft.Pass, spellcraft.PhaseExchange).text)
	assert.Equal(t, "Ada plays on", act(1, spellcraft.Pass, spellcraft.PhaseKnock).text)
	x := act(3, spellcraft.Exchange(cards.New(cards.Hearts, 7), cards.New(cards.Clubs, 9), cards.None), spellcraft.PhaseExchange)
	assert.Equal(t, "Cora puts 9♣ and 7♥ on the field and takes a card from the deck", x.text)
	assert.Equal(t, "swapped 9♣ 7♥ for a deck card", x.short)
	assert.Equal(t, "You take Q♠ after the knock", act(0, spellcraft.Take(cards.New(cards.Spades, 12)), spellcraft.PhaseKnockTake).text)
	shown := linesOf(engine.Event{Kind: "outcome", Seat: -1, Data: spellcraft.BidsShown{Round: 1, Turn: 2,
		Bids: []int{1, 3, 0}, High: 1, Order: []int{1, 0, 2}, Stakes: 4}}, course{}, names)
	require.Len(t, shown, 4)
	assert.Equal(t, "Bids: Ada 3, You 1, Basil all-in; Ada picks first (stakes 4)", shown[0].text)
	assert.Equal(t, "bid 3", shown[1].short)
	sim := []string{"Seat 0", "Seat 1"}
	assert.Equal(t, "Seat 0 takes Q♠", linesOf(engine.Event{Kind: "act", Seat: 0, Data: spellcraft.Take(cards.New(cards.Spades, 12))},
		course{phase: spellcraft.PhasePick}, sim)[0].text, "a seat not named You is spoken of")
}

// TestSayPutsDecisionsInPlainWords: the analysis's words for each kind of
// decision, with no record token.
func TestSayPutsDecisionsInPlainWords(t *testing.T) {
	c4, d9, qs := cards.New(cards.Clubs, 4), cards.New(cards.Diamonds, 9), cards.New(cards.Spades, 12)
	for a, want := range map[spellcraft.Action]string{
		spellcraft.Draw: "to draw from the deck",
		spellcraft.Take(cards.New(cards.Hearts, 7)): "to take 7♥ from the field",
		spellcraft.Bid(3):                       "to bid 3",
		spellcraft.Knock:                        "to knock",
		spellcraft.Pass:                         "to pass",
		spellcraft.Exchange(c4, d9, qs):         "to exchange 4♣ and 9♦ for the Q♠",
		spellcraft.Exchange(c4, d9, cards.None): "to exchange 4♣ and 9♦ for the deck's top card",
		spellcraft.Target(2):                    "to aim the black joker at Basil",
	} {
		assert.Equal(t, want, say(a))
		assert.Empty(t, scenetest.Unplain(say(a)))
	}
}

// TestStatusSaysOnlyWhatIsTrueNow: over whole games, a seat's panel says
// "Picks first" exactly while it is the high bidder still to pick, and an
// all-in seat "picks last" only until it has picked.
func TestStatusSaysOnlyWhatIsTrueNow(t *testing.T) {
	first, after, allIn := 0, 0, 0
	for seed := range uint64(3) {
		g := spellcraft.MustNew(spellcraft.Config{Players: 5, Chips: 12}, seed)
		rng := rand.New(rand.NewPCG(seed, 1))
		for steps := 0; !g.Over() && steps < 3000; steps++ {
			v := g.View(0)
			for seat := range 5 {
				s, _ := status(v, nil, seat)
				toPick := v.Phase == spellcraft.PhasePick && !picked(v, seat)
				assert.Equal(t, toPick && v.HighBidder == seat && !v.AllIn(seat), s == "Picks first", "round %d turn %d: seat %d says %q", v.Round, v.Turn, seat, s)
				if v.AllIn(seat) && v.Phase == spellcraft.PhasePick {
					assert.Equal(t, !picked(v, seat), strings.Contains(s, "picks last"), "seat %d says %q", seat, s)
					allIn++
				}
				if v.Phase == spellcraft.PhasePick && v.HighBidder == seat {
					if picked(v, seat) {
						after++
					} else {
						first++
					}
				}
			}
			seat := g.ToMove()[0]
			legal := g.Legal(seat)
			a := legal[rng.IntN(len(legal))]
			if a == spellcraft.Knock && rng.IntN(4) > 0 {
				a = spellcraft.Pass // knock now and then: rounds of several turns
			}
			require.NoError(t, g.Apply(seat, a))
		}
	}
	assert.Positive(t, first)
	assert.Positive(t, after, "the high bidder seen after its pick")
	assert.Positive(t, allIn, "an all-in seat in the picks")
}

// TestSeatPanelsKeepTheirFirstLine: a seat's moves that do not fit its
// panel give way whole, the earliest first; "Last turn:" always leads,
// and no line is wider than the panel.
func TestSeatPanelsKeepTheirFirstLine(t *testing.T) {
	h := scenetest.New(t, func(*game.Context) game.Scene { return scenes.Blank{} })
	c := newCanvas(h)
	moves := func(parts ...string) []logLine {
		var out []logLine
		for _, p := range parts {
			out = append(out, logLine{round: 1, turn: 2, seat: 1, short: p})
		}
		return out
	}
	tbl := &Table{logRound: 1, logTurn: 2}
	tbl.shown.Round, tbl.shown.Turn = 1, 3 // the panel shows the turn before
	for _, parts := range [][]string{
		{"no exchange", "bid 2", "took 7♥", "played on"},
		{"swapped 10♥ 9♠ for a deck card", "bid 4", "took 10♦", "played on"},
		{"swapped 10♥ 9♠ for a deck card", "all-in, no bid", "drew from the deck", "KNOCKED"},
	} {
		tbl.log = moves(parts...)
		for rows := 1; rows <= panelRows; rows++ {
			lines := tbl.turnLines(c, 1, rows)
			text := strings.Join(lines, " ")
			require.NotEmpty(t, lines)
			assert.LessOrEqual(t, len(lines), rows, "%q", lines)
			assert.True(t, strings.HasPrefix(text, "Last turn: "), "%q", lines)
			for _, l := range lines {
				assert.LessOrEqual(t, c.TextWidth(l, 14, false), seatW-24, "%q is wider than the panel", l)
			}
			// What shows is the latest moves, whole.
			shown := strings.TrimPrefix(strings.TrimPrefix(text, "Last turn: "), "... ")
			k := slices.IndexFunc(parts, func(p string) bool { return strings.HasPrefix(shown, p) })
			require.GreaterOrEqual(t, k, 0, "%q starts mid-move", text)
			assert.Equal(t, strings.Join(parts[k:], ", "), shown)
			assert.Equal(t, k > 0, strings.Contains(text, "... "), "%q: moves left out are marked", text)
		}
		tbl.shown.Turn = 2 // the turn in progress: no "Last turn"
		assert.Equal(t, strings.ToUpper(parts[0][:1]), tbl.turnLines(c, 1, panelRows)[0][:1])
		assert.NotContains(t, strings.Join(tbl.turnLines(c, 1, panelRows), " "), "Last turn")
		tbl.shown.Turn = 3
	}
}

// lastAct is seat's latest action in the game.
func lastAct(tbl *Table, seat int) spellcraft.Action {
	var a spellcraft.Action
	for _, e := range gameOf(tbl).Events() {
		if x, ok := e.Data.(spellcraft.Action); ok && e.Seat == seat {
			a = x
		}
	}
	return a
}

// TestEnterTakesTheHint: H puts the focus on what the hint suggests, so
// Enter takes it: a bid, a take, keeping the hand or an exchange (Enter on
// Exchange, on the two hinted cards, on the card to take in), a knock or
// playing on. Over a few decisions of every kind, by keys alone.
func TestEnterTakesTheHint(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 3, Chips: 12}, 12)
	tbl := *tp
	kinds := map[spellcraft.Kind]int{}
	inTime := h.Within(30000)
	for len(kinds) < 4 || kinds[spellcraft.KindExchange] == 0 {
		require.True(t, inTime(), "hints taken: %v", kinds)
		if h.TopName() == "spellcraft-showdown" {
			h.Press(ebiten.KeyEnter)
			continue
		}
		if !canAct(h, tbl) {
			h.Step(2)
			continue
		}
		before := steps(tbl)
		h.Press(ebiten.KeyH)
		hint := scenetest.AwaitHint(h, func() (spellcraft.Action, bool) {
			if tbl.hint == nil {
				return spellcraft.Action{}, false
			}
			return tbl.hint.a, true
		})
		for i := 0; i < 4 && steps(tbl) == before; i++ {
			h.Press(ebiten.KeyEnter)
		}
		require.Greater(t, steps(tbl), before, "Enter after the hint %v did nothing", hint)
		assert.Equal(t, hint, lastAct(tbl, 0), "Enter took the hint")
		kinds[hint.Kind]++
	}
}
