package scenetest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes"
)

// WatchedRecord plays a game of computers at easy, named Ann, Ben, Cy
// and so on (as people online are), to its end: the game a spectator
// watches in these tests.
func WatchedRecord(t testing.TB, e *engine.Entry, settings engine.Settings, seats int, seed uint64) *record.Record {
	t.Helper()
	names := []string{"Ann", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"}
	ss := make([]record.Seat, seats)
	levels := make([]engine.Level, seats)
	for i := range ss {
		ss[i] = record.Seat{Name: names[i%len(names)], Kind: "bot", Bot: "easy"}
		levels[i] = engine.Easy
	}
	m, err := e.New(settings, seed, ss)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.PlayBots(m, levels, seed); err != nil {
		t.Fatal(err)
	}
	return m.Record()
}

// Spectate opens app's table on rec at its action at, as a spectator
// sees the game (session.Spectate), playing on by itself when playing
// says so. It returns the harness, the session and the table.
func Spectate(t testing.TB, app *scenes.App, rec *record.Record, at int, playing bool) (*Harness, *session.Session, scenes.Table) {
	t.Helper()
	var s *session.Session
	var tbl scenes.Table
	h := New(t, func(ctx *game.Context) game.Scene {
		g, ok := app.Game(rec.Header.Game)
		if !ok {
			t.Fatalf("no game %q", rec.Header.Game)
		}
		var err error
		if s, err = session.Spectate(ctx, g.Game, rec, at); err != nil {
			t.Fatal(err)
		}
		s.Playback().Playing = playing
		if tbl, err = app.Open(ctx, s); err != nil {
			t.Fatal(err)
		}
		return tbl
	})
	h.Step(2)
	return h, s, tbl
}

// PlayerKeys are the keys a person acts with at any table: choosing and
// playing cards, the two hands of a shared keyboard in the real-time
// games, the assists (hint, undo, last trick) and the board.
var PlayerKeys = []ebiten.Key{
	ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown,
	ebiten.KeyEnter, ebiten.KeySpace, ebiten.KeyTab,
	ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5,
	ebiten.Key6, ebiten.Key7, ebiten.Key8, ebiten.Key9, ebiten.Key0,
	ebiten.KeyQ, ebiten.KeyW, ebiten.KeyE, ebiten.KeyR,
	ebiten.KeyU, ebiten.KeyI, ebiten.KeyO, ebiten.KeyP,
	ebiten.KeyA, ebiten.KeyS, ebiten.KeyK, ebiten.KeyL,
	ebiten.KeyH, ebiten.KeyT, ebiten.KeyZ, ebiten.KeyB,
}

// PokeAsSpectator presses every player key at tbl and clicks at the
// given points, each followed by a few frames; whatever opens (a board,
// the log, the pause menu) is closed with Esc, and the table must be on
// top again. It fails the test if something acted for a seat: the
// session's record grew or its playback moved.
func (h *Harness) PokeAsSpectator(s *session.Session, tbl scenes.Table, clicks ...[2]float64) {
	h.T.Helper()
	events, pos := len(s.Record().Events), s.Playback().Pos()
	back := func(what string) {
		h.Step(3)
		for i := 0; i < 4 && h.Top() != game.Scene(tbl); i++ {
			h.Press(ebiten.KeyEscape)
			h.Settle(60)
		}
		if h.Top() != game.Scene(tbl) {
			h.T.Fatalf("after %s the table is not on top (%q)", what, h.TopName())
		}
	}
	for _, k := range PlayerKeys {
		h.Press(k)
		back(k.String())
	}
	for _, p := range clicks {
		h.Click(p[0], p[1])
		back("a click")
	}
	if n := len(s.Record().Events); n != events {
		h.T.Errorf("the record holds %d events after the keys, %d before", n, events)
	}
	if s.Playback().Pos() != pos && !s.Playback().Playing {
		h.T.Errorf("the game moved to action %d from %d", s.Playback().Pos(), pos)
	}
}
