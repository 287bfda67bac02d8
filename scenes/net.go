package scenes

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

	"parlor/game"
	"parlor/game/online"
	"parlor/game/store"
	"parlor/rules/games"
	"parlor/rules/record"
)

// Net is the app's connection to its online server, shared by the lobby,
// the waiting room and the online tables. Everything that waits on the
// network runs on a goroutine; a screen polls for the answer each frame,
// so the network never holds up a frame.
type Net struct {
	client  *online.Client
	server  string
	name    string
	dial    *job[*online.Client]
	kept    *job[[]online.Kept] // the games the server keeps, asked once signed in
	lastErr string
	// The lobby dials again by itself after a failure or a lost
	// connection: at once, then with the backoff's waits.
	backoff *online.Backoff // nil: no dialling again (closed)
	retryAt time.Time
	// at is the online table being played, for its final standings'
	// Rematch.
	at *OnlineTable
	// said is a change to the friends list asked from a table: what it
	// did, in words, once done (the online table says it).
	said *job[string]
}

// job is one call to the server running off the frame.
type job[T any] struct {
	done chan struct{}
	val  T
	err  error
}

// run starts f on a goroutine with a time limit.
func run[T any](limit time.Duration, f func(ctx context.Context) (T, error)) *job[T] {
	j := &job[T]{done: make(chan struct{})}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), limit)
		defer cancel()
		j.val, j.err = f(ctx)
		close(j.done)
	}()
	return j
}

// ready reports whether the call ended.
func (j *job[T]) ready() bool {
	if j == nil {
		return false
	}
	select {
	case <-j.done:
		return true
	default:
		return false
	}
}

// callLimit bounds every call to the server.
const callLimit = 15 * time.Second

// Connect signs in as name on the server the settings or -server name,
// unless already connected so; it returns at once.
func (n *Net) Connect(ctx *game.Context, name string) {
	server := ctx.Server()
	if n.client != nil && n.client.Err() == nil && n.server == server && n.name == name {
		return
	}
	n.Close()
	n.server, n.name, n.backoff = server, name, online.NewBackoff()
	n.dialNow(ctx)
}

// dialNow signs in, off the frame.
func (n *Net) dialNow(ctx *game.Context) {
	server, device, name := n.server, ctx.Device(), n.name
	n.dial = run(callLimit, func(c context.Context) (*online.Client, error) {
		return online.Connect(c, server, device, name)
	})
}

// redial dials again when the connection was lost or could not be made,
// once its wait is over.
func (n *Net) redial(ctx *game.Context) {
	if n.dial != nil || n.backoff == nil || n.client != nil && n.client.Err() == nil {
		return
	}
	if n.client != nil { // just lost: said, and tried again at once
		n.client, n.retryAt = nil, time.Time{}
		n.lastErr = "The connection to " + n.where() + " was lost."
	}
	if time.Now().Before(n.retryAt) {
		return
	}
	n.dialNow(ctx)
}

// Poll takes the connection once it is made, then the games the server
// kept for the player; it returns the sentence that says where the
// connection stands.
func (n *Net) Poll(ctx *game.Context) string {
	if n.dial.ready() {
		d := n.dial
		n.dial = nil
		if d.err != nil {
			if n.backoff != nil {
				n.retryAt = time.Now().Add(n.backoff.Next())
			}
			return n.fail(d.err)
		}
		n.client, n.lastErr = d.val, ""
		if n.backoff != nil {
			n.backoff.Reset()
		}
		n.kept = run(callLimit, d.val.Kept)
	}
	n.redial(ctx)
	if n.kept.ready() {
		k := n.kept
		n.kept = nil
		n.keep(ctx, k.val, k.err)
	}
	return n.Status()
}

// importKept verifies a kept game and adds it to the History unless it is
// there (or was) already; it reports whether it was added. A game that
// stopped before its end (a real-time game when the server restarted) is
// added as it stood, its line in the History saying so.
func (n *Net) importKept(st store.Store, k online.Kept) bool {
	e, ok := games.Lookup(k.Record.Header.Game)
	if !ok {
		return false
	}
	m, err := e.Resume(k.Record)
	switch {
	case err == nil && !m.Over() && k.Stopped == "":
		err = errors.New("the game is not finished")
	case err == nil && m.Over() && k.Stopped != "":
		err = errors.New("a finished game marked as stopped")
	}
	if err != nil {
		log.Printf("parlor: a game kept on %s does not verify: %v", n.where(), err)
		return false
	}
	summary := game.Summary(k.Record.Header.Seats, m.Winners())
	if k.Stopped != "" {
		summary = "Stopped when " + k.Stopped
	}
	if online := game.OnlineWith(k.Record.Header, seatNamed(k.Record.Header, n.name)); online != "" {
		summary = online + " · " + summary
	}
	added, err := st.ImportOnce(n.where()+"/"+k.Match, k.Record, summary)
	if err != nil {
		log.Printf("parlor: %v", err)
	}
	return added
}

// seatNamed is the seat of h a person called name played, -1 when none.
func seatNamed(h record.Header, name string) int {
	for i, s := range h.Seats {
		if s.Kind == "human" && s.Name == name {
			return i
		}
	}
	return -1
}

// keep adds to the History the games the server kept that it lacks: a
// game whose end this app missed (it closed, or lost the connection for
// good) is not lost. Each is verified first.
func (n *Net) keep(ctx *game.Context, kept []online.Kept, err error) {
	if err != nil {
		log.Printf("parlor: the games kept on %s: %v", n.where(), err)
	}
	st := ctx.Store()
	if st == nil {
		return
	}
	added := 0
	for _, k := range kept {
		switch {
		case !n.importKept(st, k):
		case k.Stopped != "":
			ctx.Toast(fmt.Sprintf("A game of %s that stopped when %s was added to your History, as it stood.", keptTitle(k), k.Stopped))
		default:
			added++
		}
	}
	switch {
	case added == 1:
		ctx.Toast("A game you finished online was added to your History.")
	case added > 1:
		ctx.Toast(fmt.Sprintf("%d games you finished online were added to your History.", added))
	}
}

// keptTitle is a kept game's title, as the games list names it.
func keptTitle(k online.Kept) string {
	if e, ok := games.Lookup(k.Record.Header.Game); ok {
		return e.Title
	}
	return k.Record.Header.Game
}

func (n *Net) fail(err error) string {
	n.client = nil
	msg := fmt.Sprintf("Could not reach the server at %s: %v. Is it running (build/serve)?", n.where(), err)
	if msg != n.lastErr { // the lobby tries again every few seconds: logged once
		log.Printf("parlor: could not reach %s: %v", n.where(), online.Detail(err))
	}
	n.lastErr = msg
	return n.lastErr
}

func (n *Net) where() string {
	if n.server == "" {
		return online.DefaultServer
	}
	return n.server
}

// Status says where the connection stands, in words.
func (n *Net) Status() string {
	switch {
	case n.dial != nil:
		return "Connecting to " + n.where() + "..."
	case n.client == nil && n.lastErr != "":
		return n.lastErr + n.retryWords()
	case n.client == nil:
		return "Not connected."
	case n.client.Err() != nil:
		return "The connection to " + n.where() + " was lost."
	}
	s := fmt.Sprintf("Connected to %s as %s", n.where(), n.name)
	if rtt := n.client.RTT(); rtt > 0 {
		s += " · " + millis(rtt)
	}
	return s + "."
}

// retryWords says when the lobby dials again, "" when it is not waiting.
func (n *Net) retryWords() string {
	w := time.Until(n.retryAt)
	if n.backoff == nil || w <= 0 {
		return ""
	}
	return fmt.Sprintf(" Trying again in %d s.", (w+time.Second-1)/time.Second)
}

// Client returns the connection, nil until it is made (or once lost).
func (n *Net) Client() *online.Client {
	if n.client == nil || n.client.Err() != nil {
		return nil
	}
	return n.client
}

// Close leaves the server.
func (n *Net) Close() {
	if n.client != nil {
		n.client.Close()
	}
	n.client, n.dial, n.kept, n.lastErr, n.backoff = nil, nil, nil, "", nil
}

// millis says a round trip in milliseconds.
func millis(d time.Duration) string {
	if d < time.Millisecond {
		return "under 1 ms"
	}
	return fmt.Sprintf("%d ms", d.Milliseconds())
}
