package speedohui_test

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/scenetest/pixels"
	"parlor/scenes/speedohui"
	"parlor/scenes/widget"
)

func TestMain(m *testing.M) {
	input.Declare(speedohui.Keys...) // as the app does before it reads the settings
	scenetest.Main(m)
}

// Default keys (speedohui.Keys): Player 1 S flip, A slap; Player 2 K flip,
// L slap.
var (
	flipKey = [2]ebiten.Key{ebiten.KeyS, ebiten.KeyK}
	slapKey = [2]ebiten.Key{ebiten.KeyA, ebiten.KeyL}
)

func app() *scenes.App { return &scenes.App{Games: []scenes.GameEntry{speedohui.Entry}} }

// start opens a new game on its table as the setup starts it: seated and
// named as c chooses (two players and Normal computers unless it says).
func start(t *testing.T, c scenes.Choice) (*scenetest.Harness, *speedohui.Table) {
	t.Helper()
	return opened(t, func(ctx *game.Context) scenes.Table {
		return scenetest.Start(t, ctx, app(), speedoh.GameName, c)
	})
}

// laidOut opens a two-player game whose cards lie as l says, Player 1
// and Player 2 playing.
func laidOut(t *testing.T, l *speedoh.Layout) (*scenetest.Harness, *speedohui.Table) {
	t.Helper()
	return laidOutFor(t, scenes.TwoPlayers, l)
}

// laidOutFor is laidOut with the people of mode.
func laidOutFor(t *testing.T, mode scenes.Mode, l *speedoh.Layout) (*scenetest.Harness, *speedohui.Table) {
	t.Helper()
	seats := scenes.Choice{Mode: mode, Players: 2, Level: engine.Normal}.Seats(speedohui.SeatNames)
	st, err := speedoh.NewFromLayout(speedoh.Config{Players: 2}, 1, seats, *l)
	require.NoError(t, err)
	return opened(t, func(ctx *game.Context) scenes.Table {
		return scenetest.Open(t, ctx, app(), engine.Erase(st, games.SpeedOh))
	})
}

func opened(t *testing.T, open func(ctx *game.Context) scenes.Table) (*scenetest.Harness, *speedohui.Table) {
	t.Helper()
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	var tbl *speedohui.Table
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		tbl = open(ctx).(*speedohui.Table)
		return tbl
	})
	h.Step(1)
	require.Equal(t, "speedoh-table", h.TopName())
	return h, tbl
}

// two is a two-player game of seed, Player 1 and Player 2 playing.
func two(seed uint64) scenes.Choice {
	return scenes.Choice{Seed: seed, Mode: scenes.TwoPlayers, Players: 2, Level: engine.Normal}
}

// state is the game the table's session plays (the table itself only
// reads the session).
func state(tbl *speedohui.Table) *speedoh.State {
	return scenetest.Held(tbl.Session()).Game().(*speedoh.State)
}

func recordOf(tbl *speedohui.Table) *record.Record { return tbl.Session().Record() }

// hold holds keys for exactly one frame (one engine tick) and releases them.
func hold(h *scenetest.Harness, keys ...ebiten.Key) {
	h.Script.Hold(keys...)
	h.Step(1)
	h.Script.Release(keys...)
}

func lastAct(rec *record.Record) record.Event {
	for i := len(rec.Events) - 1; i >= 0; i-- {
		if rec.Events[i].Kind == record.Act {
			return rec.Events[i]
		}
	}
	return record.Event{}
}

func outcomes(rec *record.Record, name string) []record.Event {
	var out []record.Event
	for _, e := range rec.Events {
		if e.Kind == record.Outcome && e.Name == name {
			out = append(out, e)
		}
	}
	return out
}

// person is the index into flipKey/slapKey of a two-player seat.
func person(tbl *speedohui.Table, seat int) int {
	if seat == tbl.Session().Plays().List()[0] {
		return 0
	}
	return 1
}

// showing reports whether an open, unslapped match shows with seat in it.
func showing(v *speedoh.View, seat int) bool {
	w, ok := v.MatchOf(seat)
	return ok && w.State == speedoh.WindowOpen && w.NOrder == 0 && v.HitKind() == speedoh.HitSlap
}

// The flip keys flip in the tick they are read: Player 1's S for seat 0,
// Player 2's K for the other person's seat.
func TestFlipKeysFlipInTheTickRead(t *testing.T) {
	h, tbl := start(t, two(quietSeed(t, 4)))
	st := state(tbl)
	require.Equal(t, []int{0, 1}, tbl.Session().Plays().List())
	for range 4 {
		waitFlip(t, h, tbl)
		v := st.View(0)
		seat := v.Turn
		require.NotEqual(t, speedoh.NoSeat, seat)
		before := v.Players[seat].Flipped
		tick := st.Tick()
		hold(h, flipKey[person(tbl, seat)])
		after := st.View(0)
		assert.Equal(t, before+1, after.Players[seat].Flipped, "seat %d flipped", seat)
		act := lastAct(recordOf(tbl))
		require.NotNil(t, act.Seat)
		assert.Equal(t, seat, *act.Seat)
		assert.Equal(t, "flip", act.Action)
		assert.Equal(t, tick, act.Tick, "applied in the tick the key was read")
		if showing(&after, 0) || showing(&after, 1) {
			break // a match: the next test's business
		}
		h.Step(3)
	}
}

// A press out of turn changes nothing and says whose turn it is.
func TestFlipOutOfTurnIsRefused(t *testing.T) {
	h, tbl := start(t, two(3))
	st := state(tbl)
	other := 1 - st.View(0).Turn
	before := st.View(0).Players[other].Flipped
	hold(h, flipKey[person(tbl, other)])
	assert.Equal(t, before, st.View(0).Players[other].Flipped)
	assert.Empty(t, outcomes(recordOf(tbl), "wrong"))
}

// waitFlip steps until someone may flip (no special card or slapped match
// being settled, D5, and the table not waiting after a settlement).
func waitFlip(t *testing.T, h *scenetest.Harness, tbl *speedohui.Table) {
	t.Helper()
	st := state(tbl)
	for range 600 {
		if v := st.View(0); v.Turn != speedoh.NoSeat && v.Hold == "" && !tbl.Waiting() {
			return
		}
		h.Step(1)
	}
	t.Fatal("flips never resumed")
}

// quietSeed returns a two-player seed whose first flips show neither a
// match nor a special card, found by playing the engine alone.
func quietSeed(t *testing.T, flips int) uint64 {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		st, err := speedoh.New(speedoh.Config{Players: 2}, seed, make([]record.Seat, 2))
		require.NoError(t, err)
		ok := true
		for range flips {
			v := st.View(0)
			if st.Apply(v.Turn, speedoh.FlipCard()) != nil {
				ok = false
				break
			}
			st.Advance()
			if st.View(0).NWindows > 0 || st.View(0).Mode != speedoh.ByImage {
				ok = false
				break
			}
		}
		if ok {
			return seed
		}
	}
	t.Fatal("no quiet seed")
	return 0
}

// Clicking your own draw pile flips; clicking the Slap Card slaps.
func TestMouseFlipsAndSlaps(t *testing.T) {
	h, tbl := start(t, two(quietSeed(t, 2)))
	st := state(tbl)
	if st.View(0).Turn != 0 {
		hold(h, flipKey[1])
		h.Step(2)
	}
	require.Equal(t, 0, st.View(0).Turn)
	h.Click(speedohui.DrawPileCentre(2, 0))
	assert.Equal(t, 1, st.View(0).Players[0].Flipped, "the click flipped seat 0's card")
	h.Click(speedohui.SlapCardCentre())
	act := lastAct(recordOf(tbl))
	require.NotNil(t, act.Seat)
	assert.Equal(t, 0, *act.Seat)
	assert.Equal(t, "hit", act.Action, "the click slapped")
}

// playUntilMatch flips for both people until a match shows.
func playUntilMatch(t *testing.T, h *scenetest.Harness, tbl *speedohui.Table) speedoh.View {
	t.Helper()
	st := state(tbl)
	for range 400 {
		v := st.View(0)
		if showing(&v, 0) {
			return v
		}
		if v.Turn != speedoh.NoSeat && v.Hold == "" && !tbl.Waiting() {
			hold(h, flipKey[person(tbl, v.Turn)])
		} else {
			h.Step(1)
		}
	}
	t.Fatal("no match for seat 0 showed")
	return speedoh.View{}
}

// Player 1 spots a match and slaps first: Player 2 takes the piles, the
// banner says so and the cards fly to Player 2's draw pile.
func TestSlapOnAMatchWins(t *testing.T) {
	h, tbl := start(t, two(3))
	st := state(tbl)
	h.DrawEvery = 4
	v := playUntilMatch(t, h, tbl)
	draw1 := v.Players[1].Draw
	piles := v.Players[0].Flipped + v.Players[1].Flipped
	hold(h, slapKey[0])
	h.Step(10)
	hold(h, slapKey[1]) // the slower slap closes the window (SO5)
	matches := outcomes(recordOf(tbl), "match")
	require.Len(t, matches, 1)
	assert.Contains(t, string(matches[0].Data), `"winner":0`)
	assert.Contains(t, string(matches[0].Data), `"receiver":1`)
	after := st.View(0)
	assert.Equal(t, 0, after.Players[0].Flipped)
	assert.Equal(t, 0, after.Players[1].Flipped)
	assert.Equal(t, draw1+piles, after.Players[1].Draw, "Player 2 took both piles")
	assert.Positive(t, tbl.Flying(), "the taken cards fly")
	// An earlier announcement may still be on show: this one follows it.
	want := "Player 1 slapped first: Player 2 takes " + itoa(piles) + " cards"
	b, on := tbl.Banner()
	for i := 0; i < 120 && b != want; i++ {
		h.Step(1)
		b, on = tbl.Banner()
	}
	assert.True(t, on)
	assert.Equal(t, want, b)
	h.Step(80) // they rest a moment (TestDecidingCardsStayInView), then fly
	assert.Zero(t, tbl.Flying(), "and land")
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}

// A slap with no match showing takes every flipped pile (SO4).
func TestWrongSlapTakesThePiles(t *testing.T) {
	h, tbl := start(t, two(quietSeed(t, 4)))
	st := state(tbl)
	for range 6 {
		v := st.View(0)
		if v.Players[0].Flipped > 0 && v.Players[1].Flipped > 0 {
			break
		}
		hold(h, flipKey[person(tbl, v.Turn)])
		h.Step(2)
	}
	v := st.View(0)
	require.Equal(t, speedoh.HitWrong, v.HitKind(), "the quiet seed shows no match in its first flips")
	total := v.Players[0].Flipped + v.Players[1].Flipped
	require.Positive(t, total)
	draw0 := v.Players[0].Draw
	hold(h, slapKey[0])
	after := st.View(0)
	assert.Equal(t, 0, after.Players[0].Flipped)
	assert.Equal(t, 0, after.Players[1].Flipped)
	assert.Equal(t, draw0+total, after.Players[0].Draw, "the wrong slapper took every flipped pile")
	b, _ := tbl.Banner()
	assert.True(t, strings.HasPrefix(b, "Wrong slap: Player 1 takes every flipped pile"), b)
	require.Len(t, outcomes(recordOf(tbl), "wrong"), 1)
}

// Esc opens the pause overlay and the clock stops until it closes.
func TestPauseFreezesTheClock(t *testing.T) {
	h, tbl := start(t, scenes.Choice{Seed: 5, Mode: scenes.VsComputer, Players: 4, Level: engine.Normal})
	st := state(tbl)
	h.Step(20)
	h.Press(ebiten.KeyEscape)
	require.Equal(t, "pause", h.TopName())
	tick := st.Tick()
	h.Step(60)
	assert.Equal(t, tick, st.Tick(), "paused: no tick")
	h.Press(ebiten.KeyEscape)
	require.Equal(t, "speedoh-table", h.TopName())
	h.Step(5)
	assert.Greater(t, st.Tick(), tick, "resumed")
}

// A watched game is sim's game of its seed, tick for tick; it
// reaches the end screen, and the saved record verifies.
func TestWatchedGameEndsAndVerifies(t *testing.T) {
	want := simulated(t, 7)
	h, tbl := start(t, scenes.Choice{Seed: 7, Mode: scenes.Watch, Players: 2, Level: engine.Hard})
	h.DrawEvery = 50
	for i := 0; i < 6000 && h.TopName() != "speedoh-final"; i++ {
		h.Step(8)
	}
	require.Equal(t, "speedoh-final", h.TopName())
	st := state(tbl)
	assert.True(t, st.Over())
	assert.Equal(t, want.Tick(), st.Tick(), "the same game as sim's")
	assert.Equal(t, want.Winners(), st.Winners())
	assert.Nil(t, h.Ctx().SaveOf(speedoh.GameName), "a watched game is nobody's: not saved")
	require.NotNil(t, h.Ctx().Store())
	items, _ := h.Ctx().Store().Games()
	assert.Empty(t, items, "nor kept in the history")
	h.DrawEvery = 1
	h.Step(2)
	shot(t, h, "end")
	rec := recordOf(tbl)
	assert.NoError(t, speedoh.Verify(rec), "the record verifies")
	assert.Equal(t, "bot", rec.Header.Seats[0].Kind)
	assert.Equal(t, "Ada", rec.Header.Seats[0].Name, "computers go by their names")
}

// The setup seats 2-6 players: people plus computers.
func TestSetupSeats(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	var s *scenes.Setup
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		s = scenes.NewSetup(ctx, app(), speedohui.Entry)
		return s
	})
	h.Step(2)
	assert.Equal(t, 4, s.Choice().Players, "you and three computers by default")
	assert.Equal(t, 3, s.Choice().Computers())
	shot(t, h, "setup")
	h.Press(ebiten.KeyEnter)
	h.Settle(90)
	require.Equal(t, "speedoh-table", h.TopName())
}

// shot writes the current frame under os.TempDir() and prints its path.
func shot(t *testing.T, h *scenetest.Harness, name string) {
	t.Helper()
	path := filepath.Join(os.TempDir(), "speedoh-"+name+".png")
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, h.ReadPixels()))
	t.Log("screenshot:", path)
}

// Tables mid-game, at 4 and 6 seats and with two people, are shot for a
// person to look at; and each shows what the game holds: every seat's
// flipped pile a card face (mostly white where the view has a top card).
func TestScreenshots(t *testing.T) {
	for _, c := range []struct {
		name string
		c    scenes.Choice
	}{
		{"table4", scenes.Choice{Seed: 21, Mode: scenes.VsComputer, Players: 4, Level: engine.Normal}},
		{"table6", scenes.Choice{Seed: 21, Mode: scenes.VsComputer, Players: 6, Level: engine.Normal}},
		{"two", scenes.Choice{Seed: 21, Mode: scenes.TwoPlayers, Players: 4, Level: engine.Normal}},
	} {
		h, tbl := start(t, c.c)
		st := state(tbl)
		h.DrawEvery = 3
		// Flip for the people so the game moves; stop with every seat
		// showing a card.
		for i := 0; i < 3000; i++ {
			v := st.View(0)
			full := true
			for s := range v.N {
				full = full && v.Players[s].Flipped > 0
			}
			if full && i > 400 && tbl.Flying() == 0 {
				break
			}
			if v.Turn != speedoh.NoSeat && v.Hold == "" && !tbl.Waiting() {
				for _, s := range tbl.Session().Plays().List() {
					if s == v.Turn {
						hold(h, flipKey[person(tbl, s)])
					}
				}
			}
			h.Step(1)
		}
		for i := 0; i < 600 && tbl.Busy(); i++ { // a moment with no card on the move
			h.Step(1)
		}
		h.DrawEvery = 1
		h.Step(1)
		shot(t, h, c.name)
		img := h.ReadPixels()
		felt := pixels.Of(img.At(12, widget.ScreenH/2))
		v := st.View(0)
		boxes := tbl.CardBoxes()
		for seat := range v.N {
			b := boxes[1+2*seat] // the slap card first, then each seat's flipped pile and draw pile
			r := image.Rect(int(b[0]), int(b[1]), int(b[0]+b[2]), int(b[1]+b[3]))
			bare := pixels.Fraction(img, r, felt, 30)
			switch top := v.Players[seat].Top; {
			case top != speedoh.None && bare > 0.4:
				t.Errorf("%s: seat %d's top card %v is not drawn (%.0f%% bare felt)", c.name, seat, top, 100*bare)
			case top == speedoh.None && bare < 0.6:
				t.Errorf("%s: seat %d has no flipped card but its pile is drawn (%.0f%% bare felt)", c.name, seat, 100*bare)
			}
		}
	}
}

// Winning First Slap Wins among three players, the person chooses who
// takes the piles: the flip key moves the choice, the slap key gives.
func TestWinnerChoosesTheReceiver(t *testing.T) {
	h, tbl := start(t, scenes.Choice{Seed: 2, Mode: scenes.VsComputer, Players: 3, Level: engine.Easy})
	st := state(tbl)
	h.DrawEvery = 8
	chose := false
	for i := 0; i < 20000 && !chose && !st.Over(); i++ {
		v := st.View(0)
		if w, ok := v.Special(); ok && w.Kind == speedoh.FirstSlapWindow && w.State == speedoh.WindowOpen && w.NOrder == 0 {
			hold(h, slapKey[0]) // nobody reacts under 100 ms: seat 0 wins
			v = st.View(0)
			if _, ok := v.ChoiceFor(); !ok {
				h.Step(1)
				v = st.View(0)
			}
			w, ok := v.ChoiceFor()
			require.True(t, ok, "seat 0 won and chooses")
			cands := w.Candidates().List()
			require.Len(t, cands, 2)
			h.DrawEvery = 1
			h.Step(1)
			shot(t, h, "choose")
			hold(h, flipKey[0]) // move the choice to the second candidate
			n := len(outcomes(recordOf(tbl), "special"))
			hold(h, slapKey[0])
			h.Step(2)
			sp := outcomes(recordOf(tbl), "special")
			require.Len(t, sp, n+1)
			assert.Contains(t, string(sp[n].Data), `"receiver":`+itoa(cands[1]))
			assert.Contains(t, string(sp[n].Data), `"chosen":true`)
			b, _ := tbl.Banner()
			assert.Contains(t, b, "You slapped first")
			chose = true
			t.Logf("chose at tick %d", st.Tick())
			break
		}
		if v.Turn == 0 && v.Hold == "" && !tbl.Waiting() {
			hold(h, flipKey[0])
			continue
		}
		h.Step(1)
	}
	require.True(t, chose, "a First Slap Wins card came up")
}

// simulated plays seed's two-player Hard game as parlor sim does.
func simulated(t *testing.T, seed uint64) *speedoh.State {
	t.Helper()
	e, ok := games.Lookup(speedoh.GameName)
	require.True(t, ok)
	seats := []record.Seat{{Name: "A", Kind: "bot", Bot: "hard"}, {Name: "B", Kind: "bot", Bot: "hard"}}
	m, err := e.New(engine.Settings{}, seed, seats)
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Hard, engine.Hard}, seed))
	return m.Game().(*speedoh.State)
}

// A game in progress is saved on its first tick, every 10 s of play and
// when paused, and Continue opens it again as it was left: who plays, the
// computers' level, every seat's cards.
func TestSavedAsItRunsAndWhenPausedThenContinued(t *testing.T) {
	h, tbl := start(t, scenes.Choice{Seed: 9, Mode: scenes.VsComputer, Players: 3, Level: engine.Hard})
	h.DrawEvery = 30
	st := state(tbl)
	first := h.Ctx().SaveOf(speedoh.GameName)
	require.NotNil(t, first, "saved as it starts")
	require.NoError(t, games.SpeedOh.Entry().Verify(first))

	for i := 0; i < 40; i++ { // about 13 s: the person flips when the turn comes
		hold(h, flipKey[0])
		h.Step(19)
	}
	later := h.Ctx().SaveOf(speedoh.GameName)
	require.NotNil(t, later)
	assert.Greater(t, len(later.Events), len(first.Events), "saved again as the game runs")

	h.Press(ebiten.KeyEscape)
	require.Equal(t, "pause", h.TopName())
	paused := h.Ctx().SaveOf(speedoh.GameName)
	require.NotNil(t, paused)
	require.Len(t, paused.Events, len(st.Record().Events), "paused: the game so far is saved")
	left := st.View(0)

	back, ok := h.ContinueFromMenu(app(), "Continue SpeedOh: Blades").(*speedohui.Table)
	require.True(t, ok, "Continue opens the SpeedOh table")
	bv := state(back).View(0)
	assert.Equal(t, left.N, bv.N)
	for seat := range left.N {
		assert.Equal(t, st.Cards(seat), state(back).Cards(seat), "seat %d's cards", seat)
	}
	assert.Equal(t, []int{0}, back.Session().Plays().List(), "you against the computer")
	assert.Equal(t, engine.Hard, back.Session().Level())
	assert.Equal(t, 3, back.Session().Seats(), "you and two computers")
}

// A finished game plays back on its table at its own ticks, one tick of
// the record each Update, what it settles announced as in play; nobody
// plays a record, so no seat is the table's to play. Its end is the
// game's end, with no final standings of its own.
func TestReplayPlaysTheGameAtItsTicks(t *testing.T) {
	sim := simulated(t, 7)
	rec := sim.Record()
	var r *scenes.Replay
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		var err error
		r, err = scenes.NewReplay(ctx, app(), rec)
		require.NoError(t, err)
		return r
	})
	h.Step(1)
	h.DrawEvery = 4
	tbl, ok := r.Table().(*speedohui.Table)
	require.True(t, ok, "the replay shows the SpeedOh table")
	assert.Empty(t, tbl.Session().Plays().List())
	h.Press(ebiten.KeyEnter) // play
	from := tbl.Session().Now()
	h.Step(30)
	assert.Equal(t, from+30, tbl.Session().Now(), "one tick a frame at 1×")
	said := false
	for i := 0; i < 4000 && !said; i++ {
		h.Step(1)
		_, said = tbl.Banner()
	}
	assert.True(t, said, "a settlement is announced as it comes")

	h.Press(ebiten.KeyEnd)
	tbl = r.Table().(*speedohui.Table)
	h.Step(2)
	assert.True(t, tbl.Session().Over())
	end := session.ViewOf[speedoh.View](tbl.Session(), 0)
	for seat := range end.N {
		assert.Equal(t, sim.Cards(seat), end.Players[seat].Cards(), "seat %d's cards at the end", seat)
	}
	h.Step(120)
	assert.Equal(t, "replay", h.TopName(), "no final standings over a replay")
	h.DrawEvery = 1
	h.Step(1)
	shot(t, h, "replay-end")
}
