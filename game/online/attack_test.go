//go:build online

package online_test

// Issue 33's attacks on what a client may send or create, replayed as a
// cheater would: plain HTTP and a WebSocket of its own, sending what
// Parlor's client never would.

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/game/session"
)

// cheater is a raw client: a device signed in over plain HTTP, and a
// socket of its own whose every answer it reads.
type cheater struct {
	base, token, user string
	ws                *websocket.Conn
	mu                sync.Mutex
	next              int
	answers           map[string]chan map[string]json.RawMessage
	data              chan map[string]json.RawMessage // match data, as it came
}

// signUp signs a new device in, with header set on the request (an
// address it claims, say); the error is the server's refusal.
func signUp(t *testing.T, header http.Header) (*cheater, error) { return signIn(t, device(t), header) }

// signIn signs device in, making its account the first time.
func signIn(t *testing.T, device string, header http.Header) (*cheater, error) {
	c := &cheater{base: "http://" + server(t)}
	status, b := c.call(t, "POST", "/v2/account/authenticate/device?create=true", map[string]string{"id": device}, header)
	if status != http.StatusOK {
		return nil, fmt.Errorf("%d %s", status, b)
	}
	var s struct{ Token string }
	require.NoError(t, json.Unmarshal(b, &s))
	c.token = s.Token
	status, b = c.call(t, "GET", "/v2/account", nil, nil)
	require.Equal(t, http.StatusOK, status, "%s", b)
	var a struct{ User struct{ ID string } }
	require.NoError(t, json.Unmarshal(b, &a))
	c.user = a.User.ID
	return c, nil
}

func mustSignUp(t *testing.T) *cheater {
	c, err := signUp(t, nil)
	require.NoError(t, err)
	return c
}

// call makes one request of the HTTP API, with the session once there is
// one, and returns the status and the body.
func (c *cheater) call(t *testing.T, method, path string, body any, header http.Header) (int, []byte) {
	var in io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		require.NoError(t, err)
		in = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.base+path, in)
	require.NoError(t, err)
	for k, v := range header {
		req.Header[k] = v
	}
	if c.token == "" {
		req.SetBasicAuth(online.ServerKey, "")
	} else {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	require.NoError(t, err)
	return resp.StatusCode, b
}

// dial opens the cheater's socket and reads it until it closes.
func (c *cheater) dial(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+c.base[len("http"):]+"/ws?format=json&token="+url.QueryEscape(c.token), nil)
	require.NoError(t, err)
	ws.SetReadLimit(1 << 20)
	c.ws, c.answers, c.data = ws, map[string]chan map[string]json.RawMessage{}, make(chan map[string]json.RawMessage, 4096)
	t.Cleanup(func() { _ = ws.CloseNow() })
	go func() {
		for {
			_, b, err := ws.Read(context.Background())
			if err != nil {
				return
			}
			var e map[string]json.RawMessage
			if json.Unmarshal(b, &e) != nil {
				continue
			}
			var cid string
			_ = json.Unmarshal(e["cid"], &cid)
			c.mu.Lock()
			ch := c.answers[cid]
			c.mu.Unlock()
			switch {
			case ch != nil:
				ch <- e
			case e["match_data"] != nil:
				select {
				case c.data <- e:
				default: // nobody is reading it
				}
			}
		}
	}()
}

// ask sends an envelope of one field, kind, and waits for its answer.
func (c *cheater) ask(t *testing.T, kind string, body any) map[string]json.RawMessage {
	c.mu.Lock()
	c.next++
	cid := strconv.Itoa(c.next)
	ch := make(chan map[string]json.RawMessage, 1)
	c.answers[cid] = ch
	c.mu.Unlock()
	b, err := json.Marshal(map[string]any{"cid": cid, kind: body})
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	require.NoError(t, c.ws.Write(ctx, websocket.MessageText, b))
	select {
	case a := <-ch:
		return a
	case <-ctx.Done():
		t.Fatalf("no answer to %s in 20 s", kind)
		return nil
	}
}

// refusal is the message of an answer's error, "" when it was no error.
func refusal(a map[string]json.RawMessage) string {
	var e struct{ Message string }
	if a["error"] == nil || json.Unmarshal(a["error"], &e) != nil {
		return ""
	}
	return e.Message
}

// create makes a table of plan over the cheater's socket.
func (c *cheater) create(t *testing.T, plan string) (room.Created, string) {
	a := c.ask(t, "rpc", map[string]string{"id": room.RPCCreate, "payload": plan})
	var r struct{ Payload string }
	var made room.Created
	if a["rpc"] != nil {
		require.NoError(t, json.Unmarshal(a["rpc"], &r))
		require.NoError(t, json.Unmarshal([]byte(r.Payload), &made))
	}
	return made, refusal(a)
}

// sit joins a match over the cheater's socket.
func (c *cheater) sit(t *testing.T, match string) {
	a := c.ask(t, "match_join", map[string]any{"match_id": match,
		"metadata": map[string]string{room.ProtocolKey: strconv.Itoa(session.Version)}}) // as Parlor joins
	require.Empty(t, refusal(a))
}

// rename sets the cheater's display name as its client would not.
func (c *cheater) rename(t *testing.T, name string) {
	status, b := c.call(t, "PUT", "/v2/account", map[string]string{"display_name": name}, nil)
	require.Equal(t, http.StatusOK, status, "%s", b)
}

// waitingPlan is a Speed Run table of two people and a computer.
const waitingPlan = `{"game":"speedrun","seats":[{"kind":"friend"},{"kind":"friend"},{"kind":"computer","level":"easy"}]}`

// withBen makes the cheater's table, sits it down and Ben too (Parlor's
// own client, joining by the code), and waits until Ben sees them both.
func withBen(t *testing.T, c *cheater, plan string) *person {
	made, refused := c.create(t, plan)
	require.Empty(t, refused)
	c.sit(t, made.Match)
	ben := connect(t, "Ben", device(t))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var found room.Created
	require.Eventually(t, func() bool { // the server indexes a new table within a second
		var err error
		found, err = ben.c.Find(ctx, made.Code)
		return err == nil
	}, 10*time.Second, 100*time.Millisecond, "Ben finds the table by its code")
	ben.sit(t, found.Match)
	until(t, 20*time.Second, func() bool {
		s, ok := ben.t.State()
		return ok && s.Seats[0].Taken && s.Seats[1].Taken
	}, ben)
	return ben
}

// heard reads what Ben was told until one of his own quick messages
// comes back: the table took everything that reached it before (call it
// once the server answered the sender after the last of its messages).
func heard(t *testing.T, ben *person) []string {
	require.NoError(t, ben.t.Say(5)) // "Thanks!"
	var news []string
	own := "Ben: " + room.Quick[4]
	until(t, 20*time.Second, func() bool {
		news = append(news, ben.t.TakeNews()...)
		return slices.Contains(news, own)
	}, ben)
	return news[:slices.Index(news, own)]
}

// TestAQuickMessageBurstLeavesEveryoneConnected: 100 quick messages sent
// at once closed every socket at the table (Nakama's outgoing queue of 64
// filled) and 40 buried every screen in toasts. Now Ben is told a few,
// nobody's socket closes, and the sender hears once that they were too
// many.
func TestAQuickMessageBurstLeavesEveryoneConnected(t *testing.T) {
	mallory := mustSignUp(t)
	mallory.rename(t, "Mallory")
	mallory.dial(t)
	ben := withBen(t, mallory, waitingPlan)
	ben.t.TakeNews()
	say, err := json.Marshal(map[string]any{"match_data_send": map[string]any{"match_id": ben.c.Match(), "op_code": "2",
		"data": base64.StdEncoding.EncodeToString([]byte(`{"say":2}`))}})
	require.NoError(t, err)
	for range 100 {
		require.NoError(t, mallory.ws.Write(context.Background(), websocket.MessageText, say))
	}
	require.NotNil(t, mallory.ask(t, "ping", map[string]any{})["pong"], "the server read the burst")
	news := heard(t, ben)
	said := 0
	for _, n := range news {
		if n == "Mallory: "+room.Quick[1] {
			said++
		}
	}
	assert.LessOrEqual(t, said, 5, "Ben is told a few of the 100: %q", news)
	assert.LessOrEqual(t, len(news), 6, "no flood of toasts on Ben's screen")
	assert.NoError(t, ben.c.Err(), "Ben is still connected")
	assert.NotNil(t, mallory.ask(t, "ping", map[string]any{})["pong"], "Mallory is still connected")
}

// logBytes is how much the server has logged: Nakama's log with its
// rotated files, and build/serve's output (Nakama's standard output).
func logBytes(t *testing.T, dir string) int64 {
	var n int64
	for _, pattern := range []string{"nakama*.log*", "serve.log"} {
		files, err := filepath.Glob(filepath.Join(dir, pattern))
		require.NoError(t, err)
		for _, f := range files {
			st, err := os.Stat(f)
			require.NoError(t, err)
			n += st.Size()
		}
	}
	return n
}

// TestAJunkFloodAddsAFewKBOfLog: 100,000 junk messages in 2 s added 46 MB
// to nakama.log and as much to the server's output, a line for each
// message the table's input queue dropped. Now a flood of 100,000 (for at
// most 10 s) adds a few KB, and the table plays on.
func TestAJunkFloodAddsAFewKBOfLog(t *testing.T) {
	dir := os.Getenv("PARLOR_TEST_SERVER_DIR")
	if dir == "" {
		t.Fatal("PARLOR_TEST_SERVER_DIR is not set: run these tests with build/online, which names the server's directory")
	}
	mallory := mustSignUp(t)
	mallory.dial(t)
	ben := withBen(t, mallory, waitingPlan)
	ben.t.TakeNews()
	before := logBytes(t, dir)

	var junk [][]byte
	for i, op := range []string{"1", "2", "3", "77"} {
		b, err := json.Marshal(map[string]any{"match_data_send": map[string]any{"match_id": ben.c.Match(), "op_code": op,
			"data": base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("junk %d", i)))}})
		require.NoError(t, err)
		junk = append(junk, b)
	}
	const most, limit = 100000, 10 * time.Second
	start, sent := time.Now(), 0
	ctx, cancel := context.WithTimeout(context.Background(), limit+5*time.Second)
	defer cancel()
	for sent < most && time.Since(start) < limit {
		require.NoError(t, mallory.ws.Write(ctx, websocket.MessageText, junk[sent%len(junk)]), "the flooder's socket stays open")
		sent++
	}
	require.NotNil(t, mallory.ask(t, "ping", map[string]any{})["pong"], "the server read the whole flood")
	grown := logBytes(t, dir) - before
	t.Logf("%d messages in %v; the logs grew %d bytes", sent, time.Since(start).Round(time.Millisecond), grown)
	assert.LessOrEqual(t, grown, int64(8<<10), "a few KB of log as the flood came")
	news := heard(t, ben)
	grown = logBytes(t, dir) - before
	assert.LessOrEqual(t, grown, int64(8<<10), "a few KB of log once the table took it (%d bytes)", grown)
	assert.Empty(t, news, "nothing reached Ben")
	assert.NoError(t, ben.c.Err(), "Ben is still connected")
}

// TestATableFloodIsRefusedAfterTheLimit: one account made 8,000 tables in
// 23 s. Now its fourth table waiting for players is refused in words.
func TestATableFloodIsRefusedAfterTheLimit(t *testing.T) {
	mallory := mustSignUp(t)
	mallory.dial(t)
	made, refused := 0, ""
	for refused == "" && made < 100 {
		if _, refused = mallory.create(t, waitingPlan); refused == "" {
			made++
		}
	}
	assert.Equal(t, 3, made, "three tables waiting at once")
	assert.Contains(t, refused, "You already have 3 tables waiting for players")
	other := mustSignUp(t)
	other.dial(t)
	_, refused = other.create(t, waitingPlan)
	assert.Empty(t, refused, "another account still makes a table")
}

// TestNewAccountsFromOneAddressAreLimited: accounts were unlimited. Ten
// new devices from one address make accounts within an hour; the
// eleventh is refused in words; a device that has one still signs in,
// and another address is not held back. (The address is the first of
// X-Forwarded-For, as Nakama reads it: here the test claims one, as a
// proxy in front of the server does for the real peer.)
func TestNewAccountsFromOneAddressAreLimited(t *testing.T) {
	address := func() http.Header {
		a, err := rand.Int(rand.Reader, big.NewInt(1<<16))
		require.NoError(t, err)
		return http.Header{"X-Forwarded-For": {fmt.Sprintf("198.18.%d.%d", a.Int64()>>8, a.Int64()&255)}}
	}
	from, first := address(), device(t)
	for i := range 10 {
		dev := device(t)
		if i == 0 {
			dev = first
		}
		_, err := signIn(t, dev, from)
		require.NoError(t, err, "new account %d", i+1)
	}
	_, err := signUp(t, from)
	require.Error(t, err, "the eleventh new account from one address")
	assert.Contains(t, err.Error(), "Too many new players came from your address")
	_, err = signIn(t, first, from)
	assert.NoError(t, err, "a device that has an account")
	_, err = signUp(t, address())
	assert.NoError(t, err, "another address")
}

// TestChatStorageWritesAndMatchListsAreRefused: Nakama's chat and client
// storage writes were open (a forged finished game written into
// "records" landed in the History), GET /v2/match listed every table with
// its invite code, and a client could make relayed matches and parties.
// Each is refused; reading one's own kept records still works.
func TestChatStorageWritesAndMatchListsAreRefused(t *testing.T) {
	mallory := mustSignUp(t)
	mallory.dial(t)
	for kind, body := range map[string]any{
		"channel_join":         map[string]any{"target": "lobby", "type": 1},
		"channel_message_send": map[string]any{"channel_id": "2...lobby", "content": `{"text":"free text"}`},
		"match_create":         map[string]any{},
		"party_create":         map[string]any{"open": true, "max_size": 8},
		"status_update":        map[string]any{"status": "free text"},
	} {
		assert.Equal(t, "Parlor's server does not offer that.", refusal(mallory.ask(t, kind, body)), kind)
	}
	assert.NotNil(t, mallory.ask(t, "ping", map[string]any{})["pong"], "the socket stays open")

	forged := map[string]any{"objects": []map[string]any{{"collection": "records", "key": "forged",
		"value": `{"game":"speedrun","record":"forged"}`, "permission_read": 1, "permission_write": 1}}}
	// Through the gate, as any client: the gate passes none of these
	// (404); at Nakama's own port, as a program on the server's machine
	// could: the module's hooks refuse each (403).
	for _, at := range []struct {
		base   string
		status int
	}{{mallory.base, http.StatusNotFound}, {nakamaBase(t), http.StatusForbidden}} {
		inside := &cheater{base: at.base, token: mallory.token}
		anyone := &cheater{base: at.base} // signs in with the server key
		for _, c := range []struct {
			who          *cheater
			method, path string
			body         any
		}{
			{inside, "PUT", "/v2/storage", forged},
			{inside, "PUT", "/v2/storage/delete", map[string]any{"object_ids": []map[string]string{{"collection": "records", "key": "forged"}}}},
			{inside, "GET", "/v2/match", nil},
			{anyone, "POST", "/v2/account/authenticate/custom?create=true", map[string]string{"id": "custom-" + device(t)}},
			{inside, "POST", "/v2/group", map[string]any{"name": "free text " + device(t)}},
			{inside, "POST", "/v2/leaderboard/l1", map[string]any{"score": "1"}},
		} {
			status, b := c.who.call(t, c.method, c.path, c.body, nil)
			assert.Equal(t, at.status, status, "%s %s%s: %s", c.method, at.base, c.path, b)
			assert.Contains(t, string(b), "Parlor's server does not", "%s %s refused in words", c.method, c.path)
		}
	}
	status, b := mallory.call(t, "GET", "/v2/storage/records?userId="+mallory.user, nil, nil)
	assert.Equal(t, http.StatusOK, status, "a player reads the records kept for them: %s", b)
	assert.NotContains(t, string(b), "forged")
}

// shouting is a 3,000-character name that poses as the host, with
// direction overrides, isolates and zero-width characters.
var shouting = strings.Repeat("\u202e\u2066Mal (host)\u200b\u2069 ", 200)

// TestAShoutingBidiNameArrivesCleaned: seat names took 3,000 characters,
// control and bidi characters, and names that end in "(host)". Both ways
// in (the account's display name, a plan's computer) arrive cleaned.
func TestAShoutingBidiNameArrivesCleaned(t *testing.T) {
	require.GreaterOrEqual(t, utf8.RuneCountInString(shouting), 3000)
	mallory := mustSignUp(t)
	status, b := mallory.call(t, "PUT", "/v2/account", map[string]string{"display_name": shouting}, nil)
	assert.Equal(t, http.StatusOK, status, "the name is taken, cleaned: %s", b)
	status, b = mallory.call(t, "GET", "/v2/account", nil, nil)
	require.Equal(t, http.StatusOK, status)
	var a struct {
		User struct {
			DisplayName string `json:"display_name"`
		}
	}
	require.NoError(t, json.Unmarshal(b, &a))
	assertClean(t, a.User.DisplayName, "the stored display name")

	// A payload this long would close a socket (Nakama's 4096 bytes): the
	// plan goes over HTTP.
	computer, err := json.Marshal(shouting)
	require.NoError(t, err)
	plan := `{"game":"speedrun","seats":[{"kind":"friend"},{"kind":"friend"},{"kind":"computer","level":"easy","name":` + string(computer) + `}]}`
	// The gate passes no procedure over HTTP: it goes to Nakama's own
	// port, as a program on the server's machine could send it.
	inside := &cheater{base: nakamaBase(t), token: mallory.token}
	status, b = inside.call(t, "POST", "/v2/rpc/"+room.RPCCreate, plan, nil)
	require.Equal(t, http.StatusOK, status, "%s", b)
	var r struct{ Payload string }
	require.NoError(t, json.Unmarshal(b, &r))
	var made room.Created
	require.NoError(t, json.Unmarshal([]byte(r.Payload), &made))
	mallory.dial(t)
	mallory.sit(t, made.Match)

	ben := connect(t, "Ben", device(t))
	ben.sit(t, made.Match)
	var s room.State
	until(t, 20*time.Second, func() bool {
		s, _ = ben.t.State()
		return len(s.Seats) == 3 && s.Seats[0].Taken
	}, ben)
	assertClean(t, s.Seats[0].Name, "Mallory's seat as Ben sees it")
	assertClean(t, s.Seats[2].Name, "the computer's seat as Ben sees it")
}

func assertClean(t *testing.T, name, what string) {
	t.Helper()
	assert.LessOrEqual(t, utf8.RuneCountInString(name), 16, "%s: %q", what, name) // room.MaxName
	assert.NotContains(t, strings.ToLower(name), "host", what)
	bad := strings.IndexFunc(name, func(c rune) bool {
		return unicode.Is(unicode.Cf, c) || !unicode.IsPrint(c) || strings.ContainsRune("()[]", c)
	})
	assert.Equal(t, -1, bad, "%s holds a format, control or bracket character: %q", what, name)
	assert.Contains(t, name, "Mal", what)
}

// TestTheServersFiguresAreNotAPlayers: parlor_stats answers the server's
// own key (the benchmark's) and refuses a player, over HTTP and over the
// socket.
func TestTheServersFiguresAreNotAPlayers(t *testing.T) {
	c := mustSignUp(t)
	status, b := c.call(t, "POST", "/v2/rpc/parlor_stats?unwrap", map[string]string{}, nil)
	assert.NotEqual(t, http.StatusOK, status, "a player asked for the server's figures: %s", b)
	c.dial(t)
	a := c.ask(t, "rpc", map[string]string{"id": "parlor_stats", "payload": "{}"})
	assert.NotEmpty(t, refusal(a), "over the socket too")
}

// nakamaBase is Nakama's own address on the server's machine, behind the
// gate (build/serve's ports.env in the server's directory).
func nakamaBase(t *testing.T) string {
	dir := os.Getenv("PARLOR_TEST_SERVER_DIR")
	b, err := os.ReadFile(filepath.Join(dir, "ports.env"))
	require.NoError(t, err, "build/online names the server's directory in PARLOR_TEST_SERVER_DIR")
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "NAKAMA_PORT="); ok {
			return "http://127.0.0.1:" + v
		}
	}
	t.Fatalf("no NAKAMA_PORT in %s/ports.env", dir)
	return ""
}
