package stepstonesui

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/stepstones"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

var testStart = time.Now()

// drawEvery: drawing under software GL is slow; a frame in drawEvery is drawn.
const drawEvery = 600

// Options are a test's game: its rules (a fixed forehand, say), its seed
// and the computers' level.
type Options struct {
	Config stepstones.Config
	Seed   uint64
	Level  string
	People int // seats people play, seat 0 first (0: you alone)
}

// match is the game opts describe, you against two computers (or more
// people, whose moves the test makes).
func (o Options) match(t *testing.T) engine.Match {
	l, err := engine.ParseLevel(o.Level)
	require.NoError(t, err)
	seats := scenes.Choice{Players: 3, Level: l}.Seats(Entry.Names)
	for i := 1; i < o.People; i++ {
		seats[i] = record.Seat{Name: seats[i].Name, Kind: "human"}
	}
	g, err := stepstones.NewGame(o.Config, o.Seed, seats)
	require.NoError(t, err)
	return engine.Erase(g, games.SteppingStones)
}

func newHarness(t *testing.T, opts Options) (*scenetest.Harness, *Table) {
	t.Helper()
	var tbl *Table
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		tbl = scenetest.Open(t, ctx, app, opts.match(t)).(*Table)
		return tbl
	})
	h.Step(1)
	return h, tbl
}

// tick runs one frame; only every 30th is drawn, because drawing under
// software GL is what makes whole games slow (Update alone is cheap).
func tick(t *testing.T, h *scenetest.Harness, n *int) {
	t.Helper()
	*n++
	if *n%2000 == 0 && testing.Verbose() {
		t.Logf("frame %d at %v", *n, time.Since(testStart).Round(time.Millisecond))
	}
	if err := h.Game.Update(); err != nil {
		t.Fatalf("update: %v", err)
	}
	if *n%drawEvery == 0 {
		h.Game.Draw(h.Screen)
	}
}

func press(t *testing.T, h *scenetest.Harness, n *int, k ebiten.Key) {
	h.Script.Hold(k)
	tick(t, h, n)
	h.Script.Release(k)
	tick(t, h, n)
}

func click(t *testing.T, h *scenetest.Harness, n *int, x, y float64) {
	h.Script.MoveTo(x, y)
	tick(t, h, n)
	h.Script.MouseButton(true)
	tick(t, h, n)
	h.Script.MouseButton(false)
	tick(t, h, n)
}

// humanToAct reports whether the table waits for seat 0 with nothing
// animating: the moment a person would press a key.
func humanToAct(tbl *Table) bool {
	return tbl.Idle() && slices.Contains(tbl.view.ToMove, 0)
}

// checkRecord writes the table's record out, reads it back and has it
// verified by replaying it through the engine.
func checkRecord(t *testing.T, tbl *Table) *record.Record {
	t.Helper()
	var buf bytes.Buffer
	if _, err := tbl.S.Record().WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	rec, err := record.Read(&buf)
	if err != nil {
		t.Fatalf("reading the record back: %v", err)
	}
	if err := stepstones.Verify(rec); err != nil {
		t.Errorf("record does not verify: %v", err)
	}
	return rec
}

// A whole starter game driven only by key presses: Enter answers every bid
// (contract, ranking, trump: SS2) and plays the focused legal card, the
// arrows move the focus; summaries are dismissed with Enter. It must reach
// the final standings, and its record must verify (G2).
func TestStarterGameByKeys(t *testing.T) {
	h, tbl := newHarness(t, Options{Config: stepstones.Config{Sheet: stepstones.Starter}, Seed: 11, Level: "normal"})
	n := 0
	declared, summaries := 0, 0
	last6Shot := false
	// The budget is frames: computer players think inside the frame in
	// tests (scenetest.Main), so the seed ends after the same frames on a
	// loaded machine as on a quiet one.
	inTime := h.Within(160000)
	for inTime() && h.TopName() != "stepstones-final" {
		switch h.TopName() {
		case "stepstones-summary":
			summaries++
			press(t, h, &n, ebiten.KeyEnter)
			press(t, h, &n, ebiten.KeyEnter)
		case "stepstones-table":
			if !humanToAct(tbl) {
				tick(t, h, &n)
				continue
			}
			if v := tbl.shown; !last6Shot && v.Bid.Contract == stepstones.WinLast6 && len(v.Winners) >= 8 {
				last6Shot = true
				h.Game.Draw(h.Screen)
				saveShot(t, h, "stepstones-last6.png")
			}
			if tbl.view.Phase == stepstones.PhaseBid {
				hand := tbl.view.Hand
				for tbl.view.Phase == stepstones.PhaseBid && tbl.view.Hand == hand && inTime() {
					press(t, h, &n, ebiten.KeyEnter)
				}
				if tbl.view.Declarer == 0 {
					declared++
				}
				continue
			}
			press(t, h, &n, ebiten.KeyArrowRight)
			press(t, h, &n, ebiten.KeyEnter)
		default:
			tick(t, h, &n)
		}
	}
	if h.TopName() != "stepstones-final" {
		t.Fatalf("after %d frames the top scene is %q, want the final standings (hand %d)", n, h.TopName(), tbl.view.Hand)
	}
	v := tbl.view
	if v.Phase != stepstones.PhaseOver || len(v.GameWon) == 0 {
		t.Errorf("game not over: phase %v winners %v", v.Phase, v.GameWon)
	}
	if got := len(v.Results); got != 12 {
		t.Errorf("hands played = %d, want 12 (SS1)", got)
	}
	if declared != 4 {
		t.Errorf("you declared %d times, want 4 (one per row, SS1)", declared)
	}
	if summaries < 12 {
		t.Errorf("saw %d summaries, want 12", summaries)
	}
	if saved := h.Ctx().SaveOf("stepstones"); saved != nil {
		t.Error("the game is over, yet a game in progress is still saved")
	}
	rec := checkRecord(t, tbl)
	if rec.Header.Game != GameName || rec.Header.Seed != 11 {
		t.Errorf("header = %+v", rec.Header)
	}
	h.Game.Draw(h.Screen)
	saveShot(t, h, "stepstones-final.png")
	press(t, h, &n, ebiten.KeyTab)
	h.Game.Draw(h.Screen)
	saveShot(t, h, "stepstones-sheet-final.png")
	puddles := 0
	for _, r := range v.Results {
		if r.Puddle {
			puddles++
		}
	}
	t.Logf("%d frames, %d puddles, winners %v", n, puddles, v.GameWon)
}

// clickButton clicks the bid panel's button whose label starts with prefix
// (or the first one when prefix is empty); false when none matches.
func clickButton(t *testing.T, h *scenetest.Harness, n *int, tbl *Table, prefix string) bool {
	for _, b := range tbl.bid.list.Buttons {
		if strings.HasPrefix(b.Label, prefix) {
			click(t, h, n, b.X+b.W/2, b.Y+b.H/2)
			return true
		}
	}
	return false
}

// clickCard clicks the visible left part of card c in the fanned hand (its
// right neighbour covers its centre).
func clickCard(t *testing.T, h *scenetest.Harness, n *int, tbl *Table, c cards.Card) {
	x, y := tbl.CardPos(c)
	click(t, h, n, x-30, y+10)
}

// An advanced game with the Redo variant, played by mouse clicks only: you
// declare whenever asked and spend your redo token as soon as the panel
// offers one; the game goes on a few hands past the redo.
func TestAdvancedRedoByMouse(t *testing.T) {
	h, tbl := newHarness(t, Options{Config: stepstones.Config{Sheet: stepstones.Advanced, Redo: true}, Seed: 5, Level: "normal"})
	n := 0
	redoHand := -1
	inTime := h.Within(160000) // frames: bots think inside the frame in tests
	for inTime() && h.TopName() != "stepstones-final" {
		if redoHand >= 0 && len(tbl.view.Results) >= redoHand+2 {
			break
		}
		switch h.TopName() {
		case "stepstones-summary":
			s := h.Game.Top().(*Summary)
			for range 60 {
				tick(t, h, &n)
			}
			click(t, h, &n, s.btn.X+s.btn.W/2, s.btn.Y+s.btn.H/2)
		case "stepstones-table":
			if !humanToAct(tbl) {
				tick(t, h, &n)
				continue
			}
			if tbl.view.Phase == stepstones.PhaseBid {
				tick(t, h, &n) // let the panel build
				if len(tbl.bid.list.Buttons) == 0 {
					continue
				}
				if tbl.bid.step == 0 && redoHand < 0 && clickButton(t, h, &n, tbl, "Redo:") {
					redoHand = tbl.view.Hand
					continue
				}
				if tbl.bid.step == 0 && redoHand < 0 && !tbl.view.CanDeclare[0] {
					t.Fatal("seat 0 cannot declare")
				}
				label := tbl.bid.list.Buttons[0].Label
				if label == "Pass" || strings.HasPrefix(label, "Redo:") {
					// Keep the token for a completed contract: bid the first
					// ordinary contract when one is offered.
					for _, b := range tbl.bid.list.Buttons {
						if b.Label != "Pass" && !strings.HasPrefix(b.Label, "Redo:") {
							label = b.Label
							break
						}
					}
				}
				clickButton(t, h, &n, tbl, label)
				continue
			}
			for range 10 {
				tick(t, h, &n) // the lifted cards settle
			}
			legal := tbl.view.Legal
			if len(legal) == 0 {
				tick(t, h, &n)
				continue
			}
			c := legal[len(legal)/2].Card
			steps := acts(tbl)
			clickCard(t, h, &n, tbl, c)
			// The last card of a hand deals the next one, so count the
			// recorded actions rather than the cards in hand.
			if got := acts(tbl); len(got) != len(steps)+1 || got[len(steps)].Seat != 0 || got[len(steps)].Data != stepstones.Play(c) {
				t.Fatalf("clicking legal card %v did not play it (message %q)", c, tbl.Message())
			}
		default:
			tick(t, h, &n)
		}
	}
	if redoHand < 0 {
		t.Fatalf("no redo was offered in %d hands", len(tbl.view.Results))
	}
	var r *stepstones.HandResult
	for i := range tbl.view.Results {
		if tbl.view.Results[i].Hand == redoHand {
			r = &tbl.view.Results[i]
		}
	}
	if r == nil || !r.Bid.Redo || r.Declarer != 0 {
		t.Fatalf("hand %d: result %+v, want your redo", redoHand, r)
	}
	if tbl.view.Tokens[0] {
		t.Errorf("your redo token is still unspent after the redo")
	}
	checkRecord(t, tbl)
	h.Game.Draw(h.Screen)
	saveShot(t, h, "stepstones-advanced.png")
}

// acts returns the game's act events so far.
func acts(tbl *Table) []engine.Event {
	var out []engine.Event
	for _, e := range tbl.S.Events() {
		if e.Kind == record.Act {
			out = append(out, e)
		}
	}
	return out
}

// Clicking a card the rules forbid shows the engine's reason, in plain
// words, and changes nothing: the same hand, the same turn, no card in
// flight.
func TestIllegalCardClick(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h, tbl := newHarness(t, Options{Config: stepstones.Config{}, Seed: seed, Level: "easy"})
		n := 0
		for inTime := h.Within(20000); inTime(); {
			if h.TopName() == "stepstones-summary" {
				press(t, h, &n, ebiten.KeyEnter)
				press(t, h, &n, ebiten.KeyEnter)
				continue
			}
			if !humanToAct(tbl) {
				tick(t, h, &n)
				continue
			}
			if tbl.view.Phase == stepstones.PhaseBid {
				press(t, h, &n, ebiten.KeyEnter)
				continue
			}
			for range 10 {
				tick(t, h, &n)
			}
			var legal cards.Set
			for _, a := range tbl.view.Legal {
				legal = legal.With(a.Card)
			}
			illegal := tbl.view.Own &^ legal
			if illegal.Empty() {
				press(t, h, &n, ebiten.KeyEnter)
				continue
			}
			c := illegal.Cards()[0]
			before := tbl.view
			hand := slices.Clone(tbl.HandCards())
			led := before.Tricks[len(before.Tricks)-1].Cards[0].Suit()
			clickCard(t, h, &n, tbl, c)
			msg := tbl.Message()
			// The starter sheet's follow rule: must follow, may beat.
			want := fmt.Sprintf("You must follow suit: %s were led and you hold a %s.", led.Name(), led.Singular())
			if msg != want {
				t.Errorf("message after clicking illegal %v = %q, want the engine's reason %q", c, msg, want)
			}
			if tbl.view.Own != before.Own || !slices.Equal(tbl.view.ToMove, before.ToMove) ||
				len(tbl.view.Winners) != len(before.Winners) || tbl.view.Played != before.Played {
				t.Errorf("illegal click changed the game")
			}
			if !slices.Equal(tbl.HandCards(), hand) || len(tbl.Ev.Queue) != 0 {
				t.Errorf("illegal click changed the table: hand %v -> %v, %d events queued", hand, tbl.HandCards(), len(tbl.Ev.Queue))
			}
			h.Game.Draw(h.Screen)
			saveShot(t, h, "stepstones-illegal.png")
			t.Logf("seed %d: clicking %v says %q", seed, c, msg)
			return
		}
	}
	t.Fatal("no position with an illegal card came up")
}

// saveShot writes the screen to out/ at the repository root (gitignored)
// so a person can look at the table.
func saveShot(t *testing.T, h *scenetest.Harness, name string) {
	t.Helper()
	dir := filepath.Join("..", "..", "out")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, h.Screen); err != nil {
		t.Fatal(err)
	}
}
