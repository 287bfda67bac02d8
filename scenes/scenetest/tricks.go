package scenetest

import (
	"fmt"
	"math"
	"strings"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/trick"
	"parlor/scenes"
	"parlor/scenes/tablelog"
	"parlor/scenes/tricktable"

	"github.com/hajimehoshi/ebiten/v2"
)

// The checks every trick table (scenes/tricktable) passes: its tests reach
// the moment with their own game, then hand over the table's cards (the
// tricktable.Table), its Undo, Hint and Last trick bar and what the game's
// view says.

// AwaitHint steps the game until hinted reports the hint asked for, and
// returns it; it fails the test when none comes within 20,000 frames.
func AwaitHint[A any](h *Harness, hinted func() (A, bool)) A {
	h.T.Helper()
	for left := h.Within(20000); ; h.Step(2) {
		if a, ok := hinted(); ok {
			return a
		}
		if !left() {
			h.T.Fatal("no hint came")
		}
	}
}

// Rebuilt returns the table that an undo put in old's place, once ready
// holds for it (it offers the decision taken back). It fails the test,
// naming what was tried, when no new T is on top or it is never ready
// within 20,000 frames.
func Rebuilt[T game.Scene](h *Harness, old T, ready func(T) bool, what string) T {
	h.T.Helper()
	h.Settle(60)
	back, ok := h.Top().(T)
	if !ok {
		h.T.Fatalf("%s: the table is not rebuilt (top %q)", what, h.TopName())
	}
	if any(back) == any(old) {
		h.T.Fatalf("%s: the old table is still on top: a new one should replace it", what)
	}
	for left := h.Within(20000); !ready(back); h.Step(2) {
		if !left() {
			h.T.Fatalf("%s: the rebuilt table never offered the decision", what)
		}
	}
	return back
}

// AssertStillWhileWaiting checks that a trick table lets the app stop
// drawing while it waits for the person with nothing moving, and not while
// a card flies. tbl is dealing; reach steps it to the person's card to
// play.
func (h *Harness) AssertStillWhileWaiting(tbl game.Still, cards *tricktable.Table, reach func()) {
	h.T.Helper()
	if tbl.Still() {
		h.T.Error("the deal is running: the table is not still")
	}
	reach()
	for left := h.Within(10000); !tbl.Still(); h.Step(1) {
		if !left() {
			h.T.Fatalf("the waiting table never became still (cards moving: %v)", cards.Busy())
		}
	}
	h.DrawEvery = 1
	h.Step(3)
	drawn := h.Game.Drawn()
	h.Step(20)
	if !tbl.Still() {
		h.T.Error("the waiting table stopped being still")
	}
	if got := h.Game.Drawn(); got != drawn {
		h.T.Errorf("a still table is drawn again: %d frames drawn, want %d", got, drawn)
	}
	h.Press(ebiten.KeyEnter)
	if !cards.Busy() {
		h.T.Error("Enter played no card: none flies")
	}
	if tbl.Still() {
		h.T.Error("a table mid-animation is still")
	}
	if got := h.Game.Drawn(); got <= drawn {
		h.T.Errorf("a table mid-animation is not drawn: %d frames drawn, want more than %d", got, drawn)
	}
}

// AssertTrickHeld checks the trick just won, by winner among the seats
// named names: the table names its winner, and keeps the trick in view for
// the hold (tricktable.CollectHold, scaled by the animation speed) before
// gathering it.
func (h *Harness) AssertTrickHeld(cards *tricktable.Table, names [tricktable.Seats]string, winner int) {
	h.T.Helper()
	want := names[winner] + " wins the trick"
	if winner == 0 {
		want = "You win the trick"
	}
	if got := cards.WinnerText(); got != want {
		h.T.Errorf("the trick's winner: got %q, want %q", got, want)
	}
	frames := 0
	for cards.WinnerText() != "" {
		frames++
		h.Step(1)
		if frames >= 400 {
			h.T.Fatal("the trick was never gathered")
		}
	}
	if hold := tricktable.CollectHold / h.Ctx().Dt(); float64(frames) < hold-4 || float64(frames) > hold+4 {
		h.T.Errorf("the trick stays in view %d frames, want %.1f (the hold at this animation speed) ±4", frames, hold)
	}
}

// AssertLastTrick checks, on the person's turn, that the Last trick key
// and the bar's button each show tr, the hand's last finished trick, and
// its winner, and that the key closes the view again, as Escape does.
func (h *Harness) AssertLastTrick(cards *tricktable.Table, bar *tricktable.AssistBar, tr trick.Trick, winner int) {
	h.T.Helper()
	table := h.TopName()
	for _, open := range []struct {
		how        string
		open       func()
		close      ebiten.Key
		closedWith string
	}{
		{"T", func() { h.Press(ebiten.KeyT) }, ebiten.KeyT, "T"},
		{"the Last trick button", func() { h.ClickButton(bar.Buttons[2]) }, ebiten.KeyT, "T"},
		{"T", func() { h.Press(ebiten.KeyT) }, ebiten.KeyEscape, "Escape"},
	} {
		open.open()
		v, ok := h.Top().(*tricktable.LastTrickView)
		if !ok {
			h.T.Fatalf("%s shows no last trick (top %q)", open.how, h.TopName())
		}
		got, won, ok := cards.LastTrick()
		if !ok {
			h.T.Fatal("the table has no last trick")
		}
		if won != winner {
			h.T.Errorf("the last trick's winner: got %d, want %d", won, winner)
		}
		for j := 0; j < int(tr.Count); j++ {
			if c := got[tr.Seat(j, tricktable.Seats)]; c != tr.Cards[j] {
				h.T.Errorf("card %d of the trick: got %v, want %v", j, c, tr.Cards[j])
			}
		}
		if !v.Still() {
			h.T.Error("the last trick's view moves")
		}
		h.Press(open.close)
		if h.TopName() != table {
			h.T.Errorf("%s does not close the last trick (top %q)", open.closedWith, h.TopName())
		}
	}
}

// FocusChecks returns the condition of a walk through a game (Until) that
// checks, at each of the person's plays (playing reports one), that the
// keyboard focus is on a card the rules allow: at the turn, after Left and
// Right, and after the pointer passes over a card that may not be played.
// It holds once n plays are checked.
func (h *Harness) FocusChecks(cards *tricktable.Table, playing func() bool, n int) func() bool {
	legal := func() bool { return cards.Legal().Has(cards.Focused()) }
	checked := 0
	return func() bool {
		h.T.Helper()
		if !playing() {
			return false
		}
		if !legal() {
			h.T.Errorf("at the turn, the focus is on %v, which may not be played", cards.Focused())
		}
		for _, k := range []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowRight} {
			h.Press(k)
			if !legal() {
				h.T.Errorf("after %v, the focus is on %v, which may not be played", k, cards.Focused())
			}
		}
		for _, c := range cards.Hand(0) {
			if !cards.Legal().Has(c) {
				x, y := cards.Sprite(c).Pos()
				h.Script.MoveTo(x-30, y)
				h.Step(2)
				if !legal() {
					h.T.Errorf("after the pointer passed over %v, the focus is on %v, which may not be played", c, cards.Focused())
				}
				break
			}
		}
		checked++
		return checked >= n
	}
}

// AssertPilesBeside checks, after tricks have been won, that each seat's
// won tricks (with their count) lie beside that seat: level with it (within
// the height of its hand and its name and lines, labels by seat as last
// drawn) and nearer it than any other seat level with them, over no hand
// and no seat's words. It returns how many seats had won a trick, so a test
// can insist the check saw them all.
func (h *Harness) AssertPilesBeside(cards *tricktable.Table, labels [tricktable.Seats]tricktable.Rect) int {
	h.T.Helper()
	seen := 0
	for owner := range tricktable.Seats {
		pile := cards.PileRect(owner)
		if pile.Empty() {
			continue
		}
		seen++
		px, py := pile.Center()
		// How far a seat is across, if it is level with the tricks at all.
		across := func(seat int) float64 {
			r := cards.HandRect(seat).Union(labels[seat])
			if py < r.Y0 || py > r.Y1 {
				return math.Inf(1)
			}
			return max(r.X0-px, 0, px-r.X1)
		}
		if math.IsInf(across(owner), 1) {
			h.T.Errorf("seat %d's tricks %v are not level with their owner", owner, pile)
		}
		for seat := range tricktable.Seats {
			if seat != owner && across(seat) <= across(owner) {
				h.T.Errorf("seat %d's tricks %v lie as near seat %d as their owner", owner, pile, seat)
			}
			if r := cards.HandRect(seat); pile.Overlaps(r) {
				h.T.Errorf("seat %d's tricks %v cover seat %d's hand %v", owner, pile, seat, r)
			}
			if labels[seat].Empty() {
				h.T.Errorf("seat %d's name and lines were never drawn", seat)
			} else if pile.Overlaps(labels[seat]) {
				h.T.Errorf("seat %d's tricks %v cover seat %d's words %v", owner, pile, seat, labels[seat])
			}
		}
	}
	return seen
}

// AssertLog checks, on the person's turn mid-hand, that the log key and
// the bar's Log button each open the hand's log (tricktable.Log) holding
// every line of want, in that order, and that the log key and Escape
// close it again. It returns the log's lines, joined by newlines.
func (h *Harness) AssertLog(bar *tricktable.AssistBar, want []string) string {
	h.T.Helper()
	table := h.TopName()
	var text string
	for _, open := range []struct {
		how   string
		open  func()
		close ebiten.Key
	}{
		{"L", func() { h.Press(ebiten.KeyL) }, ebiten.KeyL},
		{"the Log button", func() { h.ClickButton(bar.Buttons[3]) }, ebiten.KeyEscape},
	} {
		open.open()
		p, ok := h.Top().(*tablelog.Panel)
		if !ok || p.Name() != tricktable.LogName {
			h.T.Fatalf("%s shows no log (top %q)", open.how, h.TopName())
		}
		lines := make([]string, len(p.Lines))
		for i, l := range p.Lines {
			lines[i] = l.Text
		}
		text = strings.Join(lines, "\n")
		// A wrapped sentence continues on the next line: read it whole.
		flat := strings.Join(lines, " ")
		at := 0
		for _, w := range want {
			i := strings.Index(flat[at:], w)
			if i < 0 {
				h.T.Errorf("%s: the log lacks %q after its first %d characters:\n%s", open.how, w, at, text)
				continue
			}
			at += i + len(w)
		}
		every := h.DrawEvery
		h.DrawEvery = 1
		h.Step(1)
		h.DrawEvery = every
		h.Shot("log-" + table)
		h.Press(open.close)
		if h.TopName() != table {
			h.T.Errorf("%v does not close the log (top %q)", open.close, h.TopName())
		}
	}
	return text
}

// AssertSeekShowsWhatSteppingShows checks that the replay r of a trick
// game, opened at a move (a step back, End), lays out every card of deck
// d, trick pile and count as stepping there move by move did. It steps
// the first moves of the game a move at a time, closing each hand's
// summary (named summary), noting the cards at each; then it goes back a
// move at a time to the start, each step back a table opened at once on
// that move. Then End, against stepping through the last hand from its
// deal: the same cards, and the last hand's summary both ways. table
// returns the cards of the replay's table now.
func (h *Harness) AssertSeekShowsWhatSteppingShows(r *scenes.Replay, table func() *tricktable.Table, d cards.Deck, summary string, moves int) {
	h.T.Helper()
	_, n := r.Pos()
	moves = min(moves, n)
	stepped := make([]string, moves+1)
	h.settleReplay(r, summary)
	stepped[0] = laidOut(table(), d)
	for pos := 1; pos <= moves; pos++ {
		h.stepReplay(r, pos)
		h.settleReplay(r, summary)
		stepped[pos] = laidOut(table(), d)
	}
	for pos := moves - 1; pos >= 0; pos-- {
		h.Press(ebiten.KeyArrowLeft)
		if got, _ := r.Pos(); got != pos {
			h.T.Fatalf("stepping back: at move %d, want %d", got, pos)
		}
		h.settleReplay(r, summary)
		if got := laidOut(table(), d); got != stepped[pos] {
			h.T.Errorf("move %d of %d, a step back:\n%s\nstepping there:\n%s", pos, n, got, stepped[pos])
		}
	}

	h.Press(ebiten.KeyEnd)
	if !h.settleReplay(r, summary) {
		h.T.Errorf("End: no summary of the last hand")
	}
	end := laidOut(table(), d)
	h.Press(ebiten.KeyPageUp) // to the last hand's deal
	from, _ := r.Pos()
	h.settleReplay(r, summary)
	shown := false
	for pos := from + 1; pos <= n; pos++ {
		h.stepReplay(r, pos)
		shown = h.settleReplay(r, summary)
	}
	if !shown {
		h.T.Errorf("stepping to the end: no summary of the last hand")
	}
	if got := laidOut(table(), d); got != end {
		h.T.Errorf("End:\n%s\nstepping there from the last deal (move %d):\n%s", end, from, got)
	}
}

// stepReplay steps the replay a move on, to move pos.
func (h *Harness) stepReplay(r *scenes.Replay, pos int) {
	h.T.Helper()
	h.Press(ebiten.KeyArrowRight)
	if got, _ := r.Pos(); got != pos {
		h.T.Fatalf("stepping: at move %d, want %d", got, pos)
	}
}

// settleReplay steps until the replay's table has shown everything,
// closing the summaries it shows; it reports whether one showed.
func (h *Harness) settleReplay(r *scenes.Replay, summary string) (shown bool) {
	h.T.Helper()
	for left := h.Within(20000); ; h.Step(4) {
		if !left() {
			h.T.Fatalf("the replay's table never settled (top %q)", h.TopName())
		}
		switch h.TopName() {
		case summary:
			shown = true
			h.Press(ebiten.KeyEnter)
		case "replay":
			if !r.Table().Busy() {
				return shown
			}
		}
	}
}

// laidOut says where every card of d lies on t (its pose as it lands, face
// up or down, shown or not), each seat's hand as displayed and its won
// tricks: everything a table opened at a move must lay out as stepping
// there did.
func laidOut(t *tricktable.Table, d cards.Deck) string {
	var b strings.Builder
	for _, c := range d.Cards() {
		s := t.Sprite(c)
		p := s.Target()
		fmt.Fprintf(&b, "%v at (%.1f, %.1f) turned %.2f scale %.2f up %v hidden %v\n", c, p.X, p.Y, p.Rot, p.Scale, p.FaceUp, s.Hidden)
	}
	for seat := range tricktable.Seats {
		fmt.Fprintf(&b, "seat %d holds %v\n", seat, t.Hand(seat))
	}
	fmt.Fprintf(&b, "tricks won %v; %q\n", t.Piles(), t.WinnerText())
	return b.String()
}
