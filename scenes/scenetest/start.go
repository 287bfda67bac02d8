package scenetest

import (
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/scenes"
)

// Start opens a new game on its table as the setup starts it: app's game
// named name, seated as c chooses (Choice.Seats), dealt from c.Seed.
func Start(t testing.TB, ctx *game.Context, app *scenes.App, name string, c scenes.Choice) scenes.Table {
	t.Helper()
	g, ok := app.Game(name)
	if !ok {
		t.Fatalf("no game %q", name)
	}
	if c.Players == 0 {
		c.Players = g.Game.Seats
	}
	tbl, err := app.Start(ctx, g, c)
	if err != nil {
		t.Fatal(err)
	}
	return tbl
}

// Open opens m, a game made by the test (a fixed deal, a fixed first
// player), on its table, as a new game played in this process.
func Open(t testing.TB, ctx *game.Context, app *scenes.App, m engine.Match) scenes.Table {
	t.Helper()
	g, ok := app.Game(m.Name())
	if !ok {
		t.Fatalf("no game %q", m.Name())
	}
	live, err := session.NewLive(g.Game, m, ctx.BotDelay)
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := app.Open(ctx, session.OpenLive(ctx, live, session.Fresh))
	if err != nil {
		t.Fatal(err)
	}
	return tbl
}

// Held is the game a session holds in this process (a table's tests read
// its state); it panics for a game held elsewhere or played back.
func Held(s *session.Session) engine.Match {
	m, ok := s.Match()
	if !ok {
		panic("the session holds no game here")
	}
	return m
}
