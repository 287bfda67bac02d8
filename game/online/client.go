// Package online is Parlor's client of its Nakama server: it signs in
// with the device's id, keeps one realtime socket (Nakama's JSON
// envelopes over a WebSocket) and carries a table's messages both ways.
// It never blocks a frame: the socket is read on its own goroutine and
// what arrives waits in queues the table drains each frame.
package online

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"parlor/game/room"
	"parlor/game/session"
	"parlor/rules/record"
)

// ServerKey names Parlor to its server (Nakama's "server key"): every
// client carries it, as Nakama intends; build/serve sets the same.
const ServerKey = "parlor-tables-v1"

// DefaultServer is the server on this machine, as build/serve starts it.
const DefaultServer = "127.0.0.1:7350"

// Client is one signed-in connection to a server.
type Client struct {
	base  string // http://host:port
	token string
	user  string
	conn  *websocket.Conn
	ctx   context.Context
	stop  context.CancelFunc

	mu      sync.Mutex
	next    int
	waiting map[string]chan envelope
	match   string
	inbox   []Data
	// ticket is the quick match being looked for (the matchmaker's
	// ticket), "" when none; matched are the tables the matchmaker found,
	// by ticket: only the current ticket's counts.
	ticket  string
	matched map[string]string
	rtt     time.Duration
	err     error // why the socket closed
}

// Data is one message of a table from the server.
type Data struct {
	Op   room.Op
	Data []byte
}

// Connect signs in to server (host:port) as device, shown to others as
// name, and opens the realtime socket.
func Connect(ctx context.Context, server, device, name string) (*Client, error) {
	base, err := baseURL(server)
	if err != nil {
		return nil, err
	}
	c := &Client{base: base, waiting: map[string]chan envelope{}, matched: map[string]string{}}
	if err := c.signIn(ctx, device, name); err != nil {
		return nil, err
	}
	ws := "ws" + base[len("http"):] + "/ws?format=json&status=true&token=" + url.QueryEscape(c.token)
	conn, _, err := websocket.Dial(ctx, ws, nil)
	if err != nil {
		return nil, unreachable{err}
	}
	conn.SetReadLimit(8 << 20)
	c.conn = conn
	c.ctx, c.stop = context.WithCancel(context.Background())
	go c.read()
	go c.ping()
	return c, nil
}

// baseURL is the server's address as a URL: host:port is plain HTTP (a
// server on this machine or the local network); https://host[:port] is a
// server behind TLS (docs/online.md), reached over wss.
func baseURL(server string) (string, error) {
	if server == "" {
		server = DefaultServer
	}
	scheme := "http"
	if rest, ok := strings.CutPrefix(server, "https://"); ok {
		scheme, server = "https", rest
	}
	u, err := url.Parse(scheme + "://" + server)
	if err != nil || u.Host == "" || strings.Trim(u.Path, "/") != "" || scheme == "http" && u.Port() == "" {
		if i := strings.LastIndex(server, ":"); strings.Count(server, ":") > 1 && !strings.Contains(server, "[") && i > 0 {
			return "", fmt.Errorf("%q is not a server address: write an IPv6 address in brackets, like [%s]:%s", server, server[:i], server[i+1:])
		}
		return "", fmt.Errorf("%q is not a server address: write it as host:port, like %s, or https://host", server, DefaultServer)
	}
	return scheme + "://" + u.Host, nil
}

// signIn authenticates the device (making its account the first time)
// and sets the name others see.
func (c *Client) signIn(ctx context.Context, device, name string) error {
	body, _ := json.Marshal(map[string]string{"id": device})
	var out struct {
		Token string `json:"token"`
	}
	if err := c.call(ctx, "POST", "/v2/account/authenticate/device?create=true", body, true, &out); err != nil {
		return err
	}
	c.token = out.Token
	var who struct {
		User struct {
			ID string `json:"id"`
		} `json:"user"`
	}
	if err := c.call(ctx, "GET", "/v2/account", nil, false, &who); err != nil {
		return err
	}
	c.user = who.User.ID
	body, _ = json.Marshal(map[string]string{"display_name": room.CleanName(name)})
	return c.call(ctx, "PUT", "/v2/account", body, false, nil)
}

// call makes one HTTP request of the server's API.
func (c *Client) call(ctx context.Context, method, path string, body []byte, basic bool, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	if basic {
		req.SetBasicAuth(ServerKey, "")
	} else {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return unreachable{err}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("the server refused: %s", apiMessage(b, resp.Status))
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(b, out)
}

func apiMessage(b []byte, fallback string) string {
	var e struct {
		Message string `json:"message"`
	}
	if json.Unmarshal(b, &e) == nil && e.Message != "" {
		return e.Message
	}
	return fallback
}

// User is the signed-in account's id.
func (c *Client) User() string { return c.user }

// Close leaves the server.
func (c *Client) Close() {
	if c.stop != nil {
		c.stop()
	}
	if c.conn != nil {
		_ = c.conn.Close(websocket.StatusNormalClosure, "")
	}
}

// Err returns why the connection closed, nil while it is open.
func (c *Client) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// RTT returns the last measured round trip to the server.
func (c *Client) RTT() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rtt
}

// Take returns the table's messages that came since the last call.
func (c *Client) Take() []Data {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.inbox
	c.inbox = nil
	return out
}

var errClosed = errors.New("the connection to the server closed")

// rpc calls one of the server's remote procedures with in as JSON, and
// decodes its answer into out.
func (c *Client) rpc(ctx context.Context, id string, in, out any) error {
	b, err := json.Marshal(in)
	if err != nil {
		return err
	}
	env, err := c.ask(ctx, envelope{RPC: &rpcCall{ID: id, Payload: string(b)}})
	if err != nil {
		return err
	}
	if env.RPC == nil {
		return errors.New("the server answered something else")
	}
	return json.Unmarshal([]byte(env.RPC.Payload), out)
}

// Create makes a table as plan says; the caller is its host.
func (c *Client) Create(ctx context.Context, plan room.Plan) (room.Created, error) {
	var out room.Created
	err := c.rpc(ctx, room.RPCCreate, plan, &out)
	return out, err
}

// Find finds the table of an invite code.
func (c *Client) Find(ctx context.Context, code string) (room.Created, error) {
	var out room.Created
	err := c.rpc(ctx, room.RPCFind, room.Find{Code: code}, &out)
	return out, err
}

// Tables lists the tables waiting for players.
func (c *Client) Tables(ctx context.Context) ([]room.Listed, error) {
	var out []room.Listed
	err := c.rpc(ctx, room.RPCTables, struct{}{}, &out)
	return out, err
}

// Mine lists this player's own tables whose game is not over: a seat to
// come back to after Parlor closed.
func (c *Client) Mine(ctx context.Context) ([]room.Mine, error) {
	var out []room.Mine
	err := c.rpc(ctx, room.RPCMine, struct{}{}, &out)
	return out, err
}

// Join sits down at a table, saying which protocol this Parlor speaks: a
// server of another version refuses in words (session.VersionError).
func (c *Client) Join(ctx context.Context, match string) error {
	return c.join(ctx, match, map[string]string{room.ProtocolKey: strconv.Itoa(session.Version)})
}

// Watch joins the table match to watch it, without a seat.
func (c *Client) Watch(ctx context.Context, match string) error {
	return c.join(ctx, match, map[string]string{room.ProtocolKey: strconv.Itoa(session.Version), room.WatchKey: "1"})
}

func (c *Client) join(ctx context.Context, match string, meta map[string]string) error {
	// The table's first messages may come before the answer to the join:
	// they are for this match already.
	c.mu.Lock()
	c.match, c.inbox = match, nil
	c.mu.Unlock()
	if _, err := c.ask(ctx, envelope{MatchJoin: &matchJoin{MatchID: match, Metadata: meta}}); err != nil {
		c.mu.Lock()
		c.match = ""
		c.mu.Unlock()
		return err
	}
	return nil
}

// Leave gets up from the table.
func (c *Client) Leave(ctx context.Context) error {
	c.mu.Lock()
	m := c.match
	c.match, c.inbox = "", nil
	c.mu.Unlock()
	if m == "" {
		return nil
	}
	_, err := c.ask(ctx, envelope{MatchLeave: &matchJoin{MatchID: m}})
	return err
}

// Match returns the table's match this client sits at, "" when none.
func (c *Client) Match() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.match
}

// Send sends a message to the table.
func (c *Client) Send(op room.Op, data []byte) error {
	c.mu.Lock()
	m := c.match
	c.mu.Unlock()
	if m == "" {
		return errors.New("you are not at a table")
	}
	return c.post(envelope{MatchSend: &matchData{MatchID: m, OpCode: strconv.FormatInt(int64(op), 10),
		Data: base64.StdEncoding.EncodeToString(data), Reliable: true}})
}

// QuickMatch asks the matchmaker for a table of game with strangers, from
// least to most players (Nakama seats the most it finds within a couple of
// its intervals, then as few as least), giving up the quick match looked
// for before, if any; TakeMatched tells when it found one.
func (c *Client) QuickMatch(ctx context.Context, game string, least, most int) error {
	if err := c.StopQuickMatch(ctx); err != nil {
		return err
	}
	env, err := c.ask(ctx, envelope{MatchmakerAdd: &matchmakerAdd{MinCount: least, MaxCount: most,
		Query: "+properties.game:" + game, Props: map[string]string{"game": game}}})
	if err != nil {
		return err
	}
	if env.Ticket == nil || env.Ticket.Ticket == "" {
		return errors.New("the server answered something else")
	}
	c.mu.Lock()
	c.ticket = env.Ticket.Ticket
	c.mu.Unlock()
	return nil
}

// StopQuickMatch gives up the quick match being looked for: its ticket
// leaves the matchmaker, and a table it found is forgotten.
func (c *Client) StopQuickMatch(ctx context.Context) error {
	c.mu.Lock()
	t := c.ticket
	c.ticket = ""
	clear(c.matched)
	c.mu.Unlock()
	if t == "" {
		return nil
	}
	env, err := c.ask(ctx, envelope{MatchmakerDel: &ticket{Ticket: t}})
	if env.Error != nil && env.Error.Message == ticketGone {
		return nil // matched meanwhile: the matchmaker spent it already
	}
	return err
}

// ticketGone is Nakama's refusal to remove a ticket it no longer holds.
const ticketGone = "Matchmaker ticket not found"

// TakeMatched returns the table the matchmaker found for the quick match being
// looked for, "" until it has. Once found, the quick match is over: the
// next call returns "" (the matchmaker spent the ticket).
func (c *Client) TakeMatched() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	m := c.matched[c.ticket]
	if m != "" {
		c.ticket = ""
		clear(c.matched)
	}
	return m
}

// Kept is a game the server keeps for this player: the match it was
// played in, and its record.
type Kept struct {
	Match  string
	Record *record.Record
	// Stopped says why a game ended before its end, in words ("the
	// server restarted": a real-time game cannot go on after a restart);
	// "" for a finished game.
	Stopped string
}

// A page of kept games: small enough that a page of long records stays
// under the 1 MiB an answer may be; keptPages bounds the pages one call
// reads.
const keptPage, keptPages = 20, 50

// Kept returns the finished games the server keeps for this player
// (their records in Nakama's storage, collection "records"), so a game
// whose end the app missed (it closed, or the connection dropped for good)
// still reaches the History. A stored game that does not read is left out
// and counted in the error.
func (c *Client) Kept(ctx context.Context) ([]Kept, error) {
	var out []Kept
	bad, cursor := 0, ""
	for range keptPages {
		q := url.Values{"userId": {c.user}, "limit": {strconv.Itoa(keptPage)}}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		var page struct {
			Objects []struct {
				Key   string `json:"key"`
				Value string `json:"value"`
			} `json:"objects"`
			Cursor string `json:"cursor"`
		}
		if err := c.call(ctx, "GET", "/v2/storage/records?"+q.Encode(), nil, false, &page); err != nil {
			return out, err
		}
		for _, o := range page.Objects {
			k, err := readKept(o.Value)
			if err != nil {
				bad++
				continue
			}
			k.Match = o.Key
			out = append(out, k)
		}
		if cursor = page.Cursor; cursor == "" {
			break
		}
	}
	if bad > 0 {
		return out, fmt.Errorf("%d kept games could not be read", bad)
	}
	return out, nil
}

// readKept reads a kept game's stored value: {"game", "record",
// "stopped"}.
func readKept(value string) (Kept, error) {
	var v struct {
		Record  string `json:"record"`
		Stopped string `json:"stopped"`
	}
	if err := json.Unmarshal([]byte(value), &v); err != nil {
		return Kept{}, err
	}
	rec, err := record.Read(strings.NewReader(v.Record))
	return Kept{Record: rec, Stopped: v.Stopped}, err
}
