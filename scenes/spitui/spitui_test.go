package spitui_test

import (
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/scenetest/pixels"
	"parlor/scenes/spitui"
)

func TestMain(m *testing.M) {
	input.Declare(spitui.Keys...) // as the app does before it reads the settings
	scenetest.Main(m)
}

// Default keys (spitui.Keys): Player 1 piles 1-5, Q left, W right, E
// spit, R claim; Player 2 piles 6-0, U left, I right, O spit, P claim.
var (
	p1Piles = []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5}
	p2Piles = []ebiten.Key{ebiten.Key6, ebiten.Key7, ebiten.Key8, ebiten.Key9, ebiten.Key0}
	p1Side  = map[spit.Side]ebiten.Key{spit.Left: ebiten.KeyQ, spit.Right: ebiten.KeyW}
	p2Side  = map[spit.Side]ebiten.Key{spit.Left: ebiten.KeyU, spit.Right: ebiten.KeyI}
)

// app is the menu of these tests: Spit alone.
var app = &scenes.App{Games: []scenes.GameEntry{spitui.Entry}}

// newTable starts a new game as the setup starts it (c: who plays, the
// level, the options, the seed) and returns its table.
func newTable(t *testing.T, c scenes.Choice) (*scenetest.Harness, *spitui.Table) {
	t.Helper()
	return newTableWith(t, scenetest.Settings(), c)
}

// newTableWith is newTable with the settings s.
func newTableWith(t *testing.T, s game.Settings, c scenes.Choice) (*scenetest.Harness, *spitui.Table) {
	t.Helper()
	return opened(t, s, func(ctx *game.Context) scenes.Table {
		return scenetest.Start(t, ctx, app, spit.GameName, c)
	})
}

// laidOut opens the game l lays out (spit.NewFromLayout: the test's
// fixed cards, later rounds dealt from seed) on its table, two people
// playing it on one keyboard, with the settings s.
func laidOut(t *testing.T, s game.Settings, seed uint64, l *spit.Layout) (*scenetest.Harness, *spitui.Table) {
	t.Helper()
	seats := []record.Seat{{Name: "Player 1", Kind: "human"}, {Name: "Player 2", Kind: "human"}}
	g, err := spit.NewFromLayout(spit.Config{}, seed, seats, *l)
	require.NoError(t, err)
	return opened(t, s, func(ctx *game.Context) scenes.Table {
		return scenetest.Open(t, ctx, app, engine.Erase(g, games.Spit))
	})
}

// opened makes a game whose first scene is the table open makes.
func opened(t *testing.T, s game.Settings, open func(ctx *game.Context) scenes.Table) (*scenetest.Harness, *spitui.Table) {
	t.Helper()
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	var tbl *spitui.Table
	h := scenetest.NewWith(t, s, func(ctx *game.Context) game.Scene {
		tbl = open(ctx).(*spitui.Table)
		return tbl
	})
	h.Step(1)
	require.Equal(t, "spit-table", h.TopName())
	return h, tbl
}

// stateOf is the game a table plays: its session's, played in this
// process.
func stateOf(t *testing.T, tbl *spitui.Table) *spit.State {
	t.Helper()
	m, ok := tbl.Session().Match()
	require.True(t, ok, "the table plays a game in this process")
	st, ok := m.Game().(*spit.State)
	require.True(t, ok)
	return st
}

// untilSpat steps until both centre piles have a card (the opening SP3
// countdown has run out and both have spat).
func untilSpat(t *testing.T, h *scenetest.Harness, st *spit.State) {
	t.Helper()
	for range 400 {
		v := st.View(0)
		if v.Centre[0].Size > 0 && v.Centre[1].Size > 0 {
			return
		}
		h.Step(1)
	}
	t.Fatal("the opening spit never happened")
}

// firstPlay returns a legal play of seat, if any.
func firstPlay(st *spit.State, seat int) (spit.Action, bool) {
	for _, a := range st.Legal(seat) {
		if a.Kind == spit.Play {
			return a, true
		}
	}
	return spit.Action{}, false
}

func lastAct(rec *record.Record) record.Event {
	for i := len(rec.Events) - 1; i >= 0; i-- {
		if rec.Events[i].Kind == record.Act {
			return rec.Events[i]
		}
	}
	return record.Event{}
}

// A Player 1 pile key selects the pile; the side key plays its card, and
// the engine state changes in the tick the key is read.
func TestPlayer1KeysPlayInTheSameTick(t *testing.T) {
	h, tbl := newTable(t, scenes.Choice{Seed: 11, Mode: scenes.VsComputer, Level: engine.Easy})
	st := stateOf(t, tbl)
	untilSpat(t, h, st)
	a, ok := firstPlay(st, 0)
	require.True(t, ok, "seed 11 should give seat 0 a play right after the spit")
	v := st.View(0)
	card, _ := v.Players[0].Stock[a.From-1].Top()
	stockBefore := v.Players[0].Stock[a.From-1].Size()

	h.Press(p1Piles[a.From-1])
	assert.Equal(t, int(a.From), tbl.Selected(0), "the pile key selects the pile")
	tick := st.Tick()
	h.Script.Hold(p1Side[a.Side])
	h.Step(1) // the frame that reads the key is the tick that applies it
	h.Script.Release(p1Side[a.Side])
	after := st.View(0)
	assert.Equal(t, stockBefore-1, after.Players[0].Stock[a.From-1].Size(), "the card left the stock")
	side := 0
	if a.Side == spit.Right {
		side = 1
	}
	assert.Equal(t, card, after.Centre[side].Top, "the card is on the centre pile")
	act := lastAct(st.Record())
	assert.Equal(t, tick, act.Tick, "applied in the tick the key was read")
	assert.Equal(t, a.String(), act.Action)
	assert.Equal(t, 0, tbl.Selected(0), "a played pile is no longer selected")
}

// Two players on one keyboard: Player 2's keys act for seat 1 (the top).
func TestTwoPlayersPlayer2KeysActForSeat1(t *testing.T) {
	h, tbl := newTable(t, scenes.Choice{Seed: 11, Mode: scenes.TwoPlayers})
	st := stateOf(t, tbl)
	untilSpat(t, h, st)
	a, ok := firstPlay(st, 1)
	require.True(t, ok, "seed 11 should give seat 1 a play right after the spit")
	before := st.View(1).Players[1].Stock[a.From-1].Size()
	h.Script.Hold(p2Piles[a.From-1], p2Side[a.Side]) // both keys in one frame: select, then play
	h.Step(1)
	h.Script.ReleaseAll()
	h.Step(1)
	assert.Equal(t, before-1, st.View(1).Players[1].Stock[a.From-1].Size())
	act := lastAct(st.Record())
	require.NotNil(t, act.Seat)
	assert.Equal(t, 1, *act.Seat)
	assert.Equal(t, a.String(), act.Action)
}

// An illegal press shows the engine's reason and changes nothing.
func TestIllegalPressShowsReasonAndChangesNothing(t *testing.T) {
	h, tbl := newTable(t, scenes.Choice{Seed: 11, Mode: scenes.TwoPlayers})
	st := stateOf(t, tbl)
	untilSpat(t, h, st)
	v := st.View(0)
	bad := spit.Action{}
	for i := 1; i <= 5 && bad.Kind == spit.NoKind; i++ {
		for _, sd := range []spit.Side{spit.Left, spit.Right} {
			a := spit.PlayCard(i, sd)
			if _, up := v.Players[0].Stock[i-1].Top(); up && v.Check(a) != nil {
				bad = a
				break
			}
		}
	}
	require.NotEqual(t, spit.NoKind, bad.Kind, "seed 11 should have a card that does not fit")
	h.Press(p1Piles[bad.From-1])
	events := st.Events()
	before := st.View(0)
	h.Script.Hold(p1Side[bad.Side])
	h.Step(1)
	h.Script.Release(p1Side[bad.Side])
	after := st.View(0)
	assert.Equal(t, events, st.Events(), "nothing recorded")
	assert.Equal(t, before.Players, after.Players, "no card moved")
	assert.Equal(t, before.Centre, after.Centre)
	msg, on := tbl.Message(0)
	assert.True(t, on, "a message is on screen")
	assert.Contains(t, msg, "rank", "the engine's reason: %q", msg)
}

// Esc opens the pause overlay and the clock stops until it closes; its
// Save record writes the game so far, a record that verifies.
func TestPauseFreezesTheTick(t *testing.T) {
	h, tbl := newTable(t, scenes.Choice{Seed: 3, Mode: scenes.VsComputer, Level: engine.Hard})
	st := stateOf(t, tbl)
	h.Step(30)
	// Your first pile's top card (below the pause panel) against your
	// draw pile: a face, then, paused, a back like the draw pile's.
	top, ok := st.View(0).Players[0].Stock[0].Top()
	require.True(t, ok)
	cx, cy, on := tbl.CardAt(top)
	require.True(t, on)
	dx, dy := spitui.DrawCentre(0)
	look := func(x, y float64) pixels.RGB {
		c, _ := pixels.Dominant(h.ReadPixels(), image.Rect(int(x)-20, int(y)-30, int(x)+20, int(y)+30))
		return c
	}
	apart := func(a, b pixels.RGB) float64 { return pixels.Distance(color.RGBA{a.R, a.G, a.B, 255}, b) }
	require.Greater(t, apart(look(cx, cy), look(dx, dy)), 100.0, "a face up before the pause")
	h.Press(ebiten.KeyEscape)
	require.Equal(t, "pause", h.TopName())
	face, back := look(cx, cy), look(dx, dy)
	assert.Less(t, apart(face, back), 20.0, "paused, %v lies face down (%v, the draw pile %v)", top, face, back)
	tick := st.Tick()
	h.Step(90)
	assert.Equal(t, tick, st.Tick(), "paused: no tick")
	h.Press(ebiten.KeyEscape)
	require.Equal(t, "spit-table", h.TopName())
	h.Step(10)
	assert.Greater(t, st.Tick(), tick, "resumed")

	h.Press(ebiten.KeyEscape)
	pause, ok := h.Top().(*scenes.Pause)
	require.True(t, ok, "paused again")
	i := slices.Index(pause.Labels(), "Save record")
	require.GreaterOrEqual(t, i, 0, "the pause menu has Save record: %q", pause.Labels())
	for range i {
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyEnter)
	dir, err := game.ConfigDir()
	require.NoError(t, err)
	paths, err := filepath.Glob(filepath.Join(dir, "records", "spit-*.jsonl"))
	require.NoError(t, err)
	require.Len(t, paths, 1, "the record is saved")
	f, err := os.Open(paths[0])
	require.NoError(t, err)
	defer f.Close()
	saved, err := record.Read(f)
	require.NoError(t, err)
	assert.NoError(t, spit.Verify(saved), "the saved record verifies")
	assert.Equal(t, len(st.Record().Events), len(saved.Events), "the game so far")
}

// Dragging a stock card onto a centre pile plays it (seat 0 by mouse).
func TestMouseDragPlaysACard(t *testing.T) {
	h, tbl := newTable(t, scenes.Choice{Seed: 11, Mode: scenes.TwoPlayers})
	st := stateOf(t, tbl)
	untilSpat(t, h, st)
	h.Step(20) // let the spat cards land
	a, ok := firstPlay(st, 0)
	require.True(t, ok)
	before := st.View(0).Players[0].Stock[a.From-1].Size()
	x, y := spitui.SlotCentre(0, int(a.From)-1, 5)
	cx, cy := spitui.CentreCentre(a.Side)
	h.Script.MoveTo(x, y)
	h.Step(1)
	h.Script.MouseButton(true)
	h.Step(1)
	for i := 1; i <= 6; i++ {
		h.Script.MoveTo(x+(cx-x)*float64(i)/6, y+(cy-y)*float64(i)/6)
		h.Step(1)
	}
	h.Script.MouseButton(false)
	h.Step(1)
	assert.Equal(t, before-1, st.View(0).Players[0].Stock[a.From-1].Size(), "the dragged card was played")
	assert.Equal(t, a.String(), lastAct(st.Record()).Action)
}

// A whole computer-vs-computer game on screen reaches the end screen, its
// record passes spit.Verify, and it is the game sim plays for the same
// seed.
func TestWatchedGameReachesTheEndAndVerifies(t *testing.T) {
	const seed = 6
	h, tbl := newTable(t, scenes.Choice{Seed: seed, Mode: scenes.Watch, Level: engine.Hard})
	st := stateOf(t, tbl)
	sawRound, claimShot := false, false
	// Every frame updates (one tick each); one in 30 is drawn, all inside
	// the game loop, a few hundred frames at a time.
	for i := 0; i < 60000 && h.TopName() != "spit-final"; i += 300 {
		require.NoError(t, scenetest.OnLoop(func() error {
			for k := 0; k < 300 && h.TopName() != "spit-final"; k++ {
				if err := h.Game.Update(); err != nil {
					return err
				}
				if k%30 == 0 {
					h.Game.Draw(h.Screen)
				}
				if _, on := tbl.RoundBoard(); on {
					sawRound = true // on the table: nobody here plays
				}
				if !claimShot && st.Phase() == spit.PhaseClaim {
					h.Game.Draw(h.Screen)
					shot(t, h, "claim")
					claimShot = true
				}
			}
			return nil
		}))
	}
	h.Step(1)
	require.Equal(t, "spit-final", h.TopName())
	require.True(t, st.Over())
	rec := st.Record()
	require.NoError(t, spit.Verify(rec))
	assert.Equal(t, []string{"Ada", "Basil"}, tbl.Session().Names(), "the computers have names")
	sim := simulated(t, seed)
	assert.Equal(t, sim.Winners(), st.Winners())
	assert.Equal(t, sim.Tick(), st.Tick())
	assert.True(t, sawRound || sim.Rounds() <= 1, "the between-rounds board showed")
	shot(t, h, "final")

	h.Step(30)
	h.Press(ebiten.KeyEnter) // Play again: the same table, a new deal
	h.Step(40)
	again, ok := h.Top().(*spitui.Table)
	require.True(t, ok, "Play again opens a table (top %q)", h.TopName())
	assert.NotSame(t, tbl, again)
	assert.NotEqual(t, uint64(seed), again.Session().Header().Seed, "a new seed")
	assert.Equal(t, []string{"Ada", "Basil"}, again.Session().Names())
	assert.Zero(t, again.Session().Plays(), "computers only, as before")
}

// shot writes the current frame to out/ when SPITUI_SHOTS is set, for a
// person to look at.
func shot(t *testing.T, h *scenetest.Harness, name string) {
	t.Helper()
	if os.Getenv("SPITUI_SHOTS") == "" {
		return
	}
	dir := filepath.Join("..", "..", "out")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	f, err := os.Create(filepath.Join(dir, "spit-"+name+".png"))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, h.Screen))
}

// nearRoundEnd lays out a table where Player 1's last stock card, H5 in
// slot 1, fits the left centre pile (S4); the right pile (3 cards) is
// bigger than the left will be (2 cards).
func nearRoundEnd(t *testing.T) *spit.Layout {
	t.Helper()
	var l spit.Layout
	used := map[cards.Card]bool{}
	card := func(tok string) cards.Card {
		c, err := cards.Parse(tok)
		require.NoError(t, err)
		used[c] = true
		return c
	}
	l.Stock[0] = [][]cards.Card{{card("H5")}, {}, {}, {}, {}}
	l.Spit[0] = []cards.Card{card("S4")}
	l.Spit[1] = []cards.Card{card("D9"), card("C9"), card("H9")}
	layRest(&l, used)
	return &l
}

// SP5: the round ends the moment a stock is empty; Claim then a side key
// claims a centre pile, and the other player takes the other one.
func TestSP5ClaimRaceByKeys(t *testing.T) {
	h, tbl := laidOut(t, scenetest.Settings(), 2, nearRoundEnd(t))
	st := stateOf(t, tbl)
	require.Equal(t, 3, st.View(0).Centre[1].Size, "the layout was used")
	h.Script.Hold(ebiten.Key1, ebiten.KeyQ)
	h.Step(1)
	h.Script.ReleaseAll()
	require.Equal(t, spit.PhaseClaim, st.Phase(), "the round ended with Player 1's last stock card")
	text, _, _, _, _, on := tbl.Banner()
	assert.True(t, on)
	assert.Equal(t, "Round over!", text, "the stop note says why play stopped")
	h.Step(3)
	h.Press(ebiten.KeyR) // Player 1 arms a claim...
	h.Press(ebiten.KeyQ) // ...and claims the smaller, left pile
	assert.Equal(t, 2, st.Round(), "the claim ended the round in its tick")
	h.Step(30) // the cards land, then the board opens
	require.Equal(t, "spit-round", h.TopName(), "the between-rounds board shows")
	var took []string
	for _, e := range stateOf(t, tbl).Record().Events {
		if e.Kind == record.Outcome && e.Name == "round" {
			var r struct {
				Took []string `json:"took"`
			}
			require.NoError(t, json.Unmarshal(e.Data, &r))
			took = r.Took
		}
	}
	assert.Equal(t, []string{"L", "R"}, took, "Player 1 took the left pile, Player 2 the right")
	shot(t, h, "round")
	h.Step(25)
	tick := st.Tick()
	h.Step(30)
	assert.Equal(t, tick, st.Tick(), "the clock stands still under the board")
	h.Press(ebiten.KeyEnter)
	assert.Equal(t, "spit-table", h.TopName(), "Enter closes the board")
}

// SP3, D4: when the other player has no draw cards, Spit then a side key
// spits alone onto the pile named, once the countdown has run out.
func TestSP3SpitAloneByKeys(t *testing.T) {
	var l spit.Layout
	used := map[cards.Card]bool{}
	card := func(tok string) cards.Card {
		c, err := cards.Parse(tok)
		require.NoError(t, err)
		used[c] = true
		return c
	}
	l.Stock[0] = [][]cards.Card{{card("H5")}, {}, {}, {}, {}}
	l.Stock[1] = [][]cards.Card{{card("C2")}, {}, {}, {}, {}}
	l.Spit[0] = []cards.Card{card("S9")}
	l.Spit[1] = []cards.Card{card("D9")}
	for _, s := range cards.Suits {
		for r := cards.Rank(1); r <= 13; r++ {
			if c := cards.New(s, r); !used[c] {
				l.Draw[0] = append(l.Draw[0], c)
			}
		}
	}
	h, tbl := laidOut(t, scenetest.Settings(), 4, &l)
	st := stateOf(t, tbl)
	require.Equal(t, 48, st.View(0).Players[0].Draw, "the layout was used")
	h.Step(5)
	v0 := st.View(0)
	require.Greater(t, v0.CountdownSeconds(), 0, "nobody can move: the countdown runs")
	h.Press(ebiten.KeyE) // Player 1 spits alone...
	msg, _ := tbl.Message(0)
	assert.Contains(t, msg, "Spitting alone")
	h.Press(ebiten.KeyW) // ...onto the right pile
	for range spit.CountdownTicks + 10 {
		if st.View(0).Centre[1].Size == 2 {
			break
		}
		h.Step(1)
	}
	v := st.View(0)
	assert.Equal(t, 2, v.Centre[1].Size, "the card went onto the pile named")
	assert.Equal(t, 1, v.Centre[0].Size)
	assert.Equal(t, 47, v.Players[0].Draw)
}

// simulated plays seed's Hard-vs-Hard standard game as parlor sim does.
func simulated(t *testing.T, seed uint64) *spit.State {
	t.Helper()
	e, ok := games.Lookup(spit.GameName)
	require.True(t, ok)
	seats := []record.Seat{{Name: "A", Kind: "bot", Bot: "hard"}, {Name: "B", Kind: "bot", Bot: "hard"}}
	m, err := e.New(engine.Settings{}, seed, seats)
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Hard, engine.Hard}, seed))
	return m.Game().(*spit.State)
}

// played is a whole game of seed played by computer players, recorded as
// you played it against Basil.
func played(t *testing.T, seed uint64, s engine.Settings) *record.Record {
	t.Helper()
	e := games.Spit.Entry()
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "Basil", Kind: "bot", Bot: "normal"}}
	m, err := e.New(s, seed, seats)
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Normal, engine.Normal}, seed))
	require.True(t, m.Over())
	return m.Record()
}

// A record plays back on the table at its own ticks: the table reads and
// shows no keys (nobody plays a record), each round's board shows on the
// table a moment and closes by itself before the next round is dealt, and
// at the end the table says who won, with no standings of its own.
func TestReplayPlaysItselfThroughRounds(t *testing.T) {
	rec := played(t, 3, nil)
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		r, err := scenes.NewReplay(ctx, app, rec)
		require.NoError(t, err)
		return r
	})
	h.DrawEvery = 20
	check := scenetest.WatchWords(t)
	h.Step(2)
	r, ok := h.Top().(*scenes.Replay)
	require.True(t, ok)
	tbl := r.Table().(*spitui.Table)
	assert.Zero(t, tbl.Session().Plays(), "nobody plays a record")
	h.Press(ebiten.KeyEnter) // play (Enter presses the focused button: Play first)
	h.Press(ebiten.KeyS)
	h.Press(ebiten.KeyS) // 4×
	boards, boardFrames, longest, raced := 0, 0, 0, false
	dealt, boardOf := 1, map[int]bool{} // the round dealt on the table; the rounds whose board showed
	for inTime := h.Within(60000); ; {
		require.True(t, inTime(), "the replay never ended")
		if pos, n := r.Pos(); pos == n && !tbl.Busy() {
			break
		}
		h.Step(1)
		require.Equal(t, "replay", h.TopName(), "nothing opens over the replay")
		require.Same(t, tbl, r.Table(), "the replay plays on the same table")
		if n := tbl.DealtRound(); n != dealt {
			require.True(t, boardOf[dealt], "round %d dealt before round %d's board showed", n, dealt)
			dealt = n
		}
		if r, on := tbl.RoundBoard(); on {
			boardOf[r.Round] = true
			require.Zero(t, tbl.Countdown(), "no countdown under round %d's board", r.Round)
			if boardFrames == 0 {
				boards++
			}
			boardFrames++
			longest = max(longest, boardFrames)
		} else {
			boardFrames = 0
		}
		if v := session.ViewOf[spit.View](tbl.Session(), 0); v.Phase == spit.PhaseClaim {
			raced = true
			assert.Equal(t, "Race for the smaller pile!", tbl.Prompt(), "no keys to press in a replay")
		}
		if _, on := tbl.Message(0); on {
			t.Fatal("a message for a person in a replay")
		}
	}
	assert.True(t, raced, "the rounds ended in a race")
	assert.Greater(t, boards, 3, "each round's board showed")
	assert.Less(t, longest, 60, "at 4× a board shows for a moment (%d frames)", longest)
	v := session.ViewOf[spit.View](tbl.Session(), 0)
	assert.Equal(t, spit.PhaseOver, v.Phase)
	require.True(t, v.Winner == 0 || v.Winner == 1)
	assert.Equal(t, []string{"You", "Basil"}[v.Winner]+" won the game", tbl.Prompt())
	check()
}

// layRest lays the cards l does not use yet out as the engine would: the
// top player's five stock piles, then the rest split as draw piles.
func layRest(l *spit.Layout, used map[cards.Card]bool) {
	var rest []cards.Card
	for _, s := range cards.Suits {
		for r := cards.Rank(1); r <= 13; r++ {
			if c := cards.New(s, r); !used[c] {
				rest = append(rest, c)
			}
		}
	}
	l.Stock[1] = make([][]cards.Card, 5)
	for i := range 5 {
		l.Stock[1][i], rest = rest[:i+1], rest[i+1:]
	}
	half := len(rest) / 2
	l.Draw[0], l.Draw[1] = rest[:half], rest[half:]
}
