package online

import (
	"context"
	"encoding/json"
	"fmt"

	"parlor/game/room"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
)

// Table is this screen's side of an online table: the table's state as
// the server last told it, the quick messages and news that came, and,
// once the game starts, the game as this seat knows it (a
// session.Remote).
type Table struct {
	c      *Client
	state  room.State
	seen   bool // a State came
	remote *session.Remote
	said   []room.Said
	news   []string
	bad    error
}

// Sit joins the table match and returns this screen's side of it.
func Sit(ctx context.Context, c *Client, match string) (*Table, error) {
	if err := c.Join(ctx, match); err != nil {
		return nil, err
	}
	return &Table{c: c}, nil
}

// Watch joins the table match to watch it and returns this screen's
// side of it: the game as no seat knows it, nothing to send.
func Watch(ctx context.Context, c *Client, match string) (*Table, error) {
	if err := c.Watch(ctx, match); err != nil {
		return nil, err
	}
	return &Table{c: c}, nil
}

// Watching reports whether this screen watches the table (no seat).
func (t *Table) Watching() bool { return t.seen && t.state.You == engine.Spectator }

// Pump reads what the server sent since the last call; it reports whether
// anything came.
func (t *Table) Pump() bool {
	in := t.c.Take()
	for _, d := range in {
		if err := t.read(d); err != nil && t.bad == nil {
			t.bad = err
		}
	}
	return len(in) > 0
}

func (t *Table) read(d Data) error {
	switch d.Op {
	case room.OpRoom:
		var s room.State
		if err := json.Unmarshal(d.Data, &s); err != nil {
			return fmt.Errorf("a damaged table state: %w", err)
		}
		if t.state.Phase == room.Over && s.Phase == room.Waiting {
			t.remote = nil // a rematch: the next game's messages are a new game's
		}
		t.state, t.seen = s, true
		if s.News != "" {
			t.news = append(t.news, s.News)
		}
	case room.OpSay:
		var s room.Said
		if err := json.Unmarshal(d.Data, &s); err != nil {
			return fmt.Errorf("a damaged message: %w", err)
		}
		t.said = append(t.said, s)
	case room.OpGame:
		r, err := t.game()
		if err != nil {
			return err
		}
		r.Deliver(d.Data)
	}
	return nil
}

// game returns the game's Remote, made when its first message comes.
func (t *Table) game() (*session.Remote, error) {
	if t.remote != nil {
		return t.remote, nil
	}
	e, ok := games.Lookup(t.state.Game)
	if !t.seen || !ok {
		return nil, fmt.Errorf("a game's message before the table said which game (%q)", t.state.Game)
	}
	r, err := session.NewRemote(e, t.state.You, func(b []byte) error { return t.c.Send(room.OpGame, b) })
	if t.Watching() {
		r, err = session.NewWatcher(e)
	}
	if err != nil {
		return nil, err
	}
	t.remote = r
	return r, nil
}

// State returns the table as the server last told it, and whether it
// told anything yet.
func (t *Table) State() (room.State, bool) { return t.state, t.seen }

// Game returns the game once it started, nil before.
func (t *Table) Game() *session.Remote { return t.remote }

// Start asks the server to start the game (the host only).
func (t *Table) Start() error { return t.request(room.Request{Start: true}) }

// Say sends quick message n (from 1, room.Quick).
func (t *Table) Say(n int) error { return t.request(room.Request{Say: n}) }

// Rematch asks to play again with the same people once the game is over,
// or says yes when another asked; the finished game is put away at once, so
// the next one's messages open a game of their own.
func (t *Table) Rematch() error {
	t.remote = nil
	return t.request(room.Request{Rematch: true})
}

// Back takes this seat back from the computer that plays it since its
// person's time ran out.
func (t *Table) Back() error { return t.request(room.Request{Back: true}) }

func (t *Table) request(q room.Request) error {
	b, err := json.Marshal(q)
	if err != nil {
		return err
	}
	return t.c.Send(room.OpRoom, b)
}

// TakeNews returns the sentences about the table and the quick messages
// that came since the last call, in words.
func (t *Table) TakeNews() []string {
	out := t.news
	for _, s := range t.said {
		out = append(out, s.Name+": "+s.Text)
	}
	t.news, t.said = nil, nil
	return out
}

// Err returns the first message from the server that could not be read.
func (t *Table) Err() error { return t.bad }

// Move carries the table over to c, a new connection sitting at the same
// table (after the old one dropped): the server tells the seat the whole
// game again.
func (t *Table) Move(c *Client) {
	old := t.c
	t.c = c
	old.Close()
}

// Client is the connection the table is on.
func (t *Table) Client() *Client { return t.c }
