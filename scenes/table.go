package scenes

import (
	"fmt"
	"slices"
	"time"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/record"
)

// Table is a game's table: it shows one screen's side of a session and
// turns its people's input into actions. Every lifecycle step around it
// (a new game, Continue, undo, Play again, a replay) is a session, and
// the app opens the game's table on it (GameEntry.Table).
type Table interface {
	game.Scene
	// Busy reports whether the table is still showing what happened (a
	// card in flight, a trick held in view): a playback moves on only
	// once it is not.
	Busy() bool
}

// Open opens the table of s's game.
func (a *App) Open(ctx *game.Context, s *session.Session) (Table, error) {
	g, ok := a.Game(s.Entry().Name)
	if !ok || g.Table == nil {
		return nil, fmt.Errorf("this program has no table for %s", s.Entry().Title)
	}
	return g.Table(ctx, a, s)
}

// Start starts a new game of g as c chose: its people and computer
// players seated and named (Choice.Seats), a seed from the clock unless c
// has one. The new game replaces g's game in progress.
func (a *App) Start(ctx *game.Context, g GameEntry, c Choice) (Table, error) {
	if c.Seed == 0 {
		c.Seed = uint64(time.Now().UnixNano())
	}
	s, err := session.New(ctx, g.Game, session.Setup{Settings: c.Settings, Seed: c.Seed, Seats: c.Seats(g.Names)})
	if err != nil {
		return nil, err
	}
	return a.Open(ctx, s)
}

// Continue opens g's game in progress, rec, where it stopped.
func (a *App) Continue(ctx *game.Context, g GameEntry, rec *record.Record) (Table, error) {
	s, err := session.Continue(ctx, g.Game, rec)
	if err != nil {
		return nil, err
	}
	return a.Open(ctx, s)
}

// Seats seats a game as c chose: one person is "You" at seat 0; two
// share the keyboard as Player 1 (seat 0) and Player 2 (seat n/2, facing
// them); computer players of c.Level fill the other seats, seat i named
// names[i].
func (c Choice) Seats(names []string) []record.Seat {
	n := max(c.Players, 1)
	out := make([]record.Seat, n)
	for i := range out {
		name := computerName(i)
		if i < len(names) && names[i] != "" {
			name = names[i]
		}
		out[i] = record.Seat{Name: name, Kind: "bot", Bot: c.Level.String()}
	}
	switch c.Mode {
	case VsComputer:
		out[0] = record.Seat{Name: people[0], Kind: "human"}
	case TwoPlayers:
		out[0] = record.Seat{Name: people[1], Kind: "human"}
		out[n/2] = record.Seat{Name: people[2], Kind: "human"}
	}
	return out
}

// people are the names Seats gives people, never a computer's: you alone,
// and the two players sharing the keyboard.
var people = []string{"You", "Player 1", "Player 2"}

// computerName is what a computer in seat i is called when its game
// names nobody there: "Computer 1" for seat 0, as the online room does.
func computerName(i int) string { return fmt.Sprintf("Computer %d", i+1) }

// TableSeats returns h's seats as g's table names them. A computer seat
// the record gives no name of its own (none, or parlor sim's "Seat 0")
// is called what the table calls a computer in that seat (names[i] of
// Seats: "West", "Ada"), or "Computer N" in a seat the table only ever
// gives a person (Speed Run's seat 0, "You") or when another seat has
// that name. People and named seats keep their names.
func (g GameEntry) TableSeats(h record.Header) []record.Seat {
	out := slices.Clone(h.Seats)
	taken := map[string]bool{}
	for i, s := range out {
		if h.Named(i) {
			taken[s.Name] = true
		}
	}
	for i, s := range out {
		if s.Kind != "bot" || h.Named(i) {
			continue
		}
		name := computerName(i)
		if i < len(g.Names) && g.Names[i] != "" && !slices.Contains(people, g.Names[i]) && !taken[g.Names[i]] {
			name = g.Names[i]
		}
		taken[name] = true
		out[i].Name = name
	}
	return out
}

// Seats returns h's seats as its game's table names them (TableSeats);
// h's own for a game without a table here.
func (a *App) Seats(h record.Header) []record.Seat {
	if g, ok := a.Game(h.Game); ok {
		return g.TableSeats(h)
	}
	return h.Seats
}

// GameOver opens the final standings of s's finished game, with Play
// again: a game of the same setup with a new seed. A game played back has
// no standings of its own: its replay shows the end.
func GameOver(ctx *game.Context, app *App, s *session.Session) {
	m, ok := s.Final()
	if !ok {
		return
	}
	again := func(seed uint64) game.Scene { return app.again(ctx, s, seed) }
	if !s.CanAgain() {
		again = nil // a game online: its final standings lead back to the lobby
	}
	f := NewFinal(ctx, app, m, again)
	if o := rematchOf(app, s); o != nil && o.tbl.Watching() {
		f.SetFaceUp(s.Record())
	} else if o != nil {
		f.SetRematch(o)
	}
	if sealed, err := s.Deals(); sealed {
		f.SetDeals(err)
	}
	ctx.Push(f)
}

// again is the table of s's game played again with seed, or, when that
// cannot be, the menu with the reason.
func (a *App) again(ctx *game.Context, s *session.Session, seed uint64) game.Scene {
	next, err := s.Again(seed)
	if err == nil {
		var t Table
		if t, err = a.Open(ctx, next); err == nil {
			return t
		}
	}
	ctx.Toast("The game could not start again: " + err.Error())
	return a.Home(ctx)
}

// TakeBack replaces the table old with one on s's game as it was before
// the person's last decision (session.Undo). It returns the new table,
// nil and the reason in words when nothing was taken back.
func TakeBack(ctx *game.Context, app *App, s *session.Session) (Table, string) {
	back, err := s.Undo()
	if err != nil {
		if !s.CanUndo() {
			return nil, "Nothing to undo yet: you have not decided anything."
		}
		return nil, "Could not take back the move: " + engine.Explain(err)
	}
	t, err := app.Open(ctx, back)
	if err != nil {
		return nil, "Could not take back the move: " + err.Error()
	}
	ctx.Toast(session.Undone)
	ctx.Play("deal")
	ctx.Replace(t)
	return t, ""
}
