package spellcraftui

import (
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// newHarness starts a game of cfg against Normal computer players as the
// setup starts it.
func newHarness(t *testing.T, cfg spellcraft.Config, seed uint64) (*scenetest.Harness, **Table) {
	var tbl *Table
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		c := scenes.Choice{Settings: settingsOf(cfg), Players: cfg.Players, Level: engine.Normal, Seed: seed}
		tbl = scenetest.Start(t, ctx, app, spellcraft.GameName, c).(*Table)
		return tbl
	})
	h.Step(1)
	h.DrawEvery = 6
	return h, &tbl
}

// settingsOf is cfg as the setup's options.
func settingsOf(cfg spellcraft.Config) engine.Settings {
	s := engine.Settings{}
	if cfg.Trump {
		s["trump"] = "on"
	}
	if cfg.NoJokers {
		s["nojokers"] = "on"
	}
	if cfg.Chips > 0 {
		s["chips"] = strconv.Itoa(cfg.Chips)
	}
	return s
}

// gameOf is the game the table's session plays here, for the tests to
// look at as the engine holds it.
func gameOf(t *Table) *spellcraft.State {
	return scenetest.Held(t.s).Game().(*spellcraft.State)
}

// canAct reports whether the table waits for seat 0 with nothing
// animating: the moment a person would press a key.
func canAct(h *scenetest.Harness, t *Table) bool {
	return h.TopName() == "spellcraft-table" && !t.ev.Pending() && !t.cards.busy() && t.myTurn()
}

func steps(t *Table) int { return len(gameOf(t).Events()) }

// keysFor answers the prompt on screen with keys only, the way a person
// would: exchanges now and then, bids 1, takes a field card, knocks from
// turn 3.
func keysFor(h *scenetest.Harness, t *Table, n int) {
	v := t.view
	switch v.Phase {
	case spellcraft.PhaseExchange:
		if n%2 == 0 { // Keep my hand
			h.Press(ebiten.KeyArrowRight)
			h.Press(ebiten.KeyEnter)
			return
		}
		h.Press(ebiten.KeyEnter) // Exchange
		h.Press(ebiten.KeySpace) // first hand card
		h.Press(ebiten.KeyArrowRight)
		h.Press(ebiten.KeySpace)      // second: the focus moves to the field
		h.Press(ebiten.KeyArrowRight) // the deck, then the first field card
		h.Press(ebiten.KeyEnter)
	case spellcraft.PhaseKnock:
		if v.Turn >= 3 {
			h.Press(ebiten.KeyArrowLeft) // Knock
		}
		h.Press(ebiten.KeyEnter)
	case spellcraft.PhasePick, spellcraft.PhaseKnockTake:
		h.Press(ebiten.KeyArrowRight)
		h.Press(ebiten.KeyEnter)
	default:
		h.Press(ebiten.KeyEnter)
	}
}

func savePNG(t *testing.T, h *scenetest.Harness, name string) string {
	require.NoError(t, scenetest.OnLoop(func() error { h.Game.Draw(h.Screen); return nil }))
	path := filepath.Join(os.TempDir(), name)
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, h.ReadPixels()))
	t.Logf("screenshot: %s", path)
	return path
}

func TestWholeGameByKeys(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 3, Chips: 12}, 7)
	tbl := *tp
	inTime := h.Within(80000)
	n, stuck, showdowns, exchanges, midShot := 0, 0, 0, 0, false
	legends := map[bool]int{} // showdowns with and without the black joker
	for inTime() {
		switch h.TopName() {
		case "spellcraft-final":
			v := tbl.view
			require.Equal(t, spellcraft.PhaseOver, v.Phase)
			assert.NotEmpty(t, v.Winners)
			assert.Positive(t, showdowns, "every round ends in a showdown overlay")
			assert.Positive(t, exchanges, "exchanges were made by keys alone")
			assert.Positive(t, legends[false], "a showdown without the black joker")
			final, ok := h.Game.Top().(*scenes.Final)
			require.True(t, ok, "the shared final standings")
			for _, w := range v.Winners {
				assert.Equal(t, v.Stacks[final.Seats()[0]], v.Stacks[w], "the winners head the standings")
			}
			savePNG(t, h, "spellcraft-final.png")
			return
		case "spellcraft-showdown":
			if showdowns == 0 {
				savePNG(t, h, "spellcraft-showdown.png")
			}
			showdowns++
			legends[assertLegend(t, h.Game.Top().(*Showdown))]++
			h.Press(ebiten.KeyEnter)
			continue
		case "spellcraft-table":
			if canAct(h, tbl) {
				if tbl.view.Round == 2 && tbl.view.Turn == 3 && !midShot {
					midShot = true
					savePNG(t, h, "spellcraft-midround.png")
				}
				before, phase := steps(tbl), tbl.view.Phase
				keysFor(h, tbl, n)
				if phase == spellcraft.PhaseExchange && n%2 == 1 && steps(tbl) > before {
					exchanges++
				}
				n++
				if steps(tbl) == before {
					stuck++
					require.Less(t, stuck, 5, "keys did nothing: phase %v, message %q", tbl.view.Phase, tbl.msg)
				} else {
					stuck = 0
				}
				continue
			}
		}
		h.Step(4)
	}
	t.Fatalf("the game did not end within the budget (top %q, phase %v, round %d)", h.TopName(), tbl.view.Phase, tbl.view.Round)
}

// assertLegend checks that a showdown's legend says only what it shows:
// the black joker's dark red cards when it was played, dimmed cards when
// some card does not score. It returns whether the black joker was played.
func assertLegend(t *testing.T, sd *Showdown) bool {
	t.Helper()
	r, legend := sd.r, sd.legend()
	joker := r.BlackJoker >= 0
	assert.Equal(t, joker, strings.Contains(legend, "black joker"), "round %d: %q", r.Round, legend)
	dim := false
	for _, seat := range sd.seats {
		for _, cd := range r.Hands[seat].Cards() {
			dim = dim || !counts(r.Final[seat], cd) && !(cd == cards.BlackJoker || seat == r.Target && cd == r.Discard)
		}
	}
	assert.Equal(t, dim, strings.Contains(legend, "dimmed"), "round %d: %q", r.Round, legend)
	return joker
}

// untilMyTurn steps until seat 0 must choose in one of the phases,
// answering other prompts with keys.
func untilMyTurn(t *testing.T, h *scenetest.Harness, tbl *Table, want ...spellcraft.Phase) {
	t.Helper()
	inTime := h.Within(40000)
	n := 0
	for inTime() {
		if h.TopName() == "spellcraft-showdown" {
			h.Press(ebiten.KeyEnter)
			continue
		}
		if canAct(h, tbl) {
			if slices.Contains(want, tbl.view.Phase) {
				h.Step(2)
				return
			}
			keysFor(h, tbl, n)
			n++
			continue
		}
		h.Step(2)
	}
	t.Fatalf("seat 0 never had to choose in %v", want)
}

func buttonCentre(t *testing.T, tbl *Table, label string) (float64, float64) {
	for _, it := range tbl.turn.rows[rowButtons] {
		if it.btn.Label == label {
			b := it.btn
			return b.X + b.W/2, b.Y + b.H/2
		}
	}
	t.Fatalf("no %q button", label)
	return 0, 0
}

// clickCard clicks a card where it is drawn; hand cards overlap to the
// right, so aim at the visible left strip.
func clickCard(h *scenetest.Harness, tbl *Table, c cards.Card, dx float64) {
	x, y := tbl.cards.sprite(c).Pos()
	h.Click(x+dx, y)
}

func TestExchangeAndPickByMouse(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 4}, 3)
	tbl := *tp
	untilMyTurn(t, h, tbl, spellcraft.PhaseExchange)
	hand := tbl.view.Hand
	h.Click(buttonCentre(t, tbl, "Exchange"))
	require.True(t, tbl.turn.exchanging)
	a, b := tbl.cards.hand[0], tbl.cards.hand[2]
	clickCard(h, tbl, a, -22)
	clickCard(h, tbl, b, -22)
	require.Equal(t, []cards.Card{a, b}, tbl.turn.selected, "two clicked cards are chosen")
	in := tbl.cards.field[0]
	clickCard(h, tbl, in, 0)
	v := gameOf(tbl).View(0)
	assert.False(t, v.Hand.Has(a) || v.Hand.Has(b), "the two cards left the hand")
	assert.True(t, v.Field.Has(a) && v.Field.Has(b), "and went to the field")
	assert.True(t, v.Hand.Has(in), "the clicked field card came in")
	assert.Equal(t, hand.Len()-1, v.Hand.Len())

	untilMyTurn(t, h, tbl, spellcraft.PhasePick, spellcraft.PhaseKnockTake)
	take := tbl.cards.field[len(tbl.cards.field)-1]
	clickCard(h, tbl, take, 0)
	assert.True(t, gameOf(tbl).View(0).Hand.Has(take), "the clicked field card is taken")
	h.Step(60)
	x, y := tbl.cards.sprite(take).Pos()
	assert.Greater(t, y, 500.0, "the taken card flew into the hand at the bottom (at %v,%v)", x, y)
}

func TestIllegalExchangeShowsTheReason(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 3}, 5)
	tbl := *tp
	untilMyTurn(t, h, tbl, spellcraft.PhaseExchange)
	before, hand, field := steps(tbl), tbl.view.Hand, tbl.view.Field
	h.Click(buttonCentre(t, tbl, "Exchange"))
	clickCard(h, tbl, tbl.cards.hand[1], -22)
	clickCard(h, tbl, tbl.cards.field[0], 0)
	assert.Equal(t, before, steps(tbl), "nothing was applied")
	assert.Equal(t, hand, gameOf(tbl).View(0).Hand)
	assert.Equal(t, field, gameOf(tbl).View(0).Field)
	assert.Positive(t, tbl.msgTicks, "a message shows")
	assert.Equal(t, "An exchange gives two cards and takes one: choose two cards from your hand.", tbl.msg, "the engine's sentence (SC8)")
	savePNG(t, h, "spellcraft-illegal.png")
}

func TestEightPlayersFitTheScreen(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 8, Trump: true}, 11)
	tbl := *tp
	untilMyTurn(t, h, tbl, spellcraft.PhasePick)
	for seat := 1; seat < 8; seat++ {
		x, y := seatCenter(seat, 8)
		assert.True(t, x-seatW/2 >= 0 && x+seatW/2 <= widget.ScreenW && y-seatH/2 >= 44, "seat %d's panel is on screen", seat)
	}
	for _, c := range append(slices.Clone(tbl.cards.field), tbl.cards.hand...) {
		p := tbl.cards.sprite(c).Target()
		assert.True(t, p.X > 0 && p.X < widget.ScreenW && p.Y > 0 && p.Y < 720, "card %v is on screen at %v", c, p)
	}
	savePNG(t, h, "spellcraft-table8.png")
	// Play on to the showdown: eight rows must fit the overlay.
	inTime := h.Within(40000)
	for n := 0; inTime(); {
		if h.TopName() == "spellcraft-showdown" {
			sd := h.Game.Top().(*Showdown)
			assert.Len(t, sd.seats, 8)
			savePNG(t, h, "spellcraft-showdown8.png")
			return
		}
		if canAct(h, tbl) {
			keysFor(h, tbl, n)
			n++
			continue
		}
		h.Step(2)
	}
	t.Fatal("no showdown within the budget")
}

func TestSetupStartsTheChosenGame(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.NewSetup(ctx, app, Entry) })
	h.Step(2)
	savePNG(t, h, "spellcraft-setup.png")
	// Rows: Players, Trump variant, No jokers, Starting chips, Computer
	// players; Start game is focused.
	for range 5 {
		h.Press(ebiten.KeyArrowUp)
	}
	h.Press(ebiten.KeyArrowLeft) // players 4 -> 3
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyEnter) // trump on
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyArrowLeft) // chips 20 -> 16
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyEnter) // Start game
	h.Settle(60)
	require.Equal(t, "spellcraft-table", h.TopName())
	tbl := h.Game.Top().(*Table)
	cfg := gameOf(tbl).Config()
	assert.Equal(t, 3, cfg.Players)
	assert.True(t, cfg.Trump)
	assert.True(t, cfg.Jokers())
	assert.Equal(t, 16, cfg.StartChips())
}

func TestEscPausesAndTabShowsTheLastShowdown(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 3}, 9)
	tbl := *tp
	h.Step(4)
	h.Press(ebiten.KeyTab)
	assert.IsType(t, notice{}, h.Game.Top(), "before any showdown Tab says so")
	h.Press(ebiten.KeyEnter)
	assert.Equal(t, "spellcraft-table", h.TopName())
	h.Press(ebiten.KeyEscape)
	assert.Equal(t, "pause", h.TopName())
	h.Press(ebiten.KeyEscape)
	h.Step(2)
	assert.Equal(t, "spellcraft-table", h.TopName(), "Esc resumes")
	// End the game from the pause menu: the final standings follow.
	h.Press(ebiten.KeyEscape)
	h.Press(ebiten.KeyArrowDown) // Resume, End game now
	h.Press(ebiten.KeyEnter)
	h.Press(ebiten.KeyArrowLeft) // End the game, not Keep playing
	h.Press(ebiten.KeyEnter)
	for range 200 {
		if h.TopName() == "spellcraft-final" {
			break
		}
		h.Step(2)
	}
	require.Equal(t, "spellcraft-final", h.TopName())
	assert.Equal(t, spellcraft.EndedNow, tbl.view.Ended)
	saved := h.Ctx().SaveOf("spellcraft")
	assert.Nil(t, saved, "the game is over: nothing to continue")

	// Save record (the middle button) writes a record that verifies.
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyEnter)
	var path string
	for _, m := range h.Ctx().Toasts() {
		if p, ok := strings.CutPrefix(m, "Record saved: "); ok {
			path = p
		}
	}
	require.NotEmpty(t, path, "toasts: %q", h.Ctx().Toasts())
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	rec, err := record.Read(f)
	require.NoError(t, err)
	assert.NoError(t, spellcraft.Verify(rec))
}
