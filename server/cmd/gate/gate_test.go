package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// nakama stands in for Nakama behind the gate: it notes what reached it
// (the X-Forwarded-For it was told) and answers /ws as a socket that
// echoes.
type nakama struct {
	mu  sync.Mutex
	got []string // "METHOD PATH xff"
}

func (n *nakama) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n.mu.Lock()
	n.got = append(n.got, r.Method+" "+r.URL.Path+" "+r.Header.Get("X-Forwarded-For"))
	n.mu.Unlock()
	if r.URL.Path != "/ws" {
		_, _ = io.WriteString(w, `{}`)
		return
	}
	c, rw, err := w.(http.Hijacker).Hijack()
	if err != nil {
		return
	}
	defer c.Close()
	_, _ = rw.WriteString("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
	_ = rw.Flush()
	_, _ = io.Copy(c, rw) // echo until the client closes
}

func (n *nakama) seen() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]string(nil), n.got...)
}

func newTestGate(t *testing.T, lim limits) (*gate, *nakama, *bytes.Buffer) {
	n := &nakama{}
	back := httptest.NewServer(n)
	t.Cleanup(back.Close)
	var logged bytes.Buffer
	g, err := newGate(strings.TrimPrefix(back.URL, "http://"), lim, log.New(&logged, "", 0))
	if err != nil {
		t.Fatal(err)
	}
	return g, n, &logged
}

var roomy = limits{Conns: 100, Rate: 1000, Burst: 1000, Total: 1000}

// ask sends one request through g's handler as peer would, and returns
// the answer's status and message.
func ask(g *gate, method, target, peer string, header http.Header) (int, string) {
	r := httptest.NewRequest(method, target, strings.NewReader(`{"id":"device"}`))
	r.RemoteAddr = peer
	for k, vs := range header {
		r.Header[k] = vs
	}
	w := httptest.NewRecorder()
	g.ServeHTTP(w, r)
	var e struct {
		Message string `json:"message"`
	}
	_ = json.Unmarshal(w.Body.Bytes(), &e)
	return w.Code, e.Message
}

// TestOnlyParlorsRequestsPass: what game/online's client asks reaches
// Nakama; the rest of Nakama's API (a client's own storage writes, the
// match list with every invite code, chat, the HTTP RPC endpoint, another
// collection) is refused at the gate and never reaches it.
func TestOnlyParlorsRequestsPass(t *testing.T) {
	g, n, _ := newTestGate(t, roomy)
	pass := []struct{ method, target string }{
		{"POST", "/v2/account/authenticate/device?create=true"},
		{"GET", "/v2/account"},
		{"PUT", "/v2/account"},
		{"GET", "/v2/storage/records?userId=u&limit=20"},
		{"GET", "/healthcheck"},
		{"OPTIONS", "/v2/account"},
	}
	for _, p := range pass {
		if code, msg := ask(g, p.method, p.target, "203.0.113.7:4000", nil); code != http.StatusOK {
			t.Errorf("%s %s: got %d %q, want it through", p.method, p.target, code, msg)
		}
	}
	refused := []struct{ method, target string }{
		{"GET", "/v2/match"},
		{"PUT", "/v2/storage"},
		{"POST", "/v2/storage/records"},
		{"GET", "/v2/storage/parlor_tables"},
		{"POST", "/v2/rpc/parlor_create"},
		{"GET", "/v2/channel/x"},
		{"DELETE", "/v2/account"},
		{"GET", "/v2/friend"},
		{"POST", "/v2/account/authenticate/email"},
		{"GET", "/ws"}, // not an upgrade
		{"GET", "/"},
		{"GET", "/v2/account/../match"},
	}
	for _, p := range refused {
		code, msg := ask(g, p.method, p.target, "203.0.113.7:4000", nil)
		if code != http.StatusNotFound || msg == "" {
			t.Errorf("%s %s: got %d %q, want it refused with a sentence", p.method, p.target, code, msg)
		}
	}
	if got := len(n.seen()); got != len(pass) {
		t.Errorf("Nakama was asked %d times, want %d: %v", got, len(pass), n.seen())
	}
}

// TestForwardedForIsThePeer: Nakama is told the peer's address, whatever
// the client wrote in X-Forwarded-For (it takes the first address there
// as the client's); a proxy on this machine (TLS in front) is believed
// for the address it added, the last.
func TestForwardedForIsThePeer(t *testing.T) {
	g, n, _ := newTestGate(t, roomy)
	lie := http.Header{"X-Forwarded-For": {"6.6.6.6"}}
	ask(g, "GET", "/v2/account", "203.0.113.7:4000", lie)
	ask(g, "GET", "/v2/account", "[2001:db8::5]:4000", lie)
	ask(g, "GET", "/v2/account", "127.0.0.1:4000", http.Header{"X-Forwarded-For": {"6.6.6.6, 198.51.100.2"}})
	ask(g, "GET", "/v2/account", "127.0.0.1:4000", nil)
	want := []string{
		"GET /v2/account 203.0.113.7",
		"GET /v2/account 2001:db8::5",
		"GET /v2/account 198.51.100.2",
		"GET /v2/account 127.0.0.1",
	}
	got := n.seen()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Nakama was told\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestSocketPassesAndCounts: the realtime socket goes through (an
// upgrade, then bytes both ways) and counts as one of its address's open
// connections while it lasts.
func TestSocketPassesAndCounts(t *testing.T) {
	g, _, _ := newTestGate(t, limits{Conns: 1, Rate: 100, Burst: 100, Total: 100})
	front := httptest.NewServer(g)
	defer front.Close()
	c, err := net.Dial("tcp", strings.TrimPrefix(front.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_, _ = io.WriteString(c, "GET /ws?format=json HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade: %v %v", resp, err)
	}
	_, _ = io.WriteString(c, "hello")
	echo := make([]byte, 5)
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.ReadFull(br, echo); err != nil || string(echo) != "hello" {
		t.Fatalf("echo %q, %v", echo, err)
	}
	// The socket holds the address's one connection: a request now is
	// refused, and passes once the socket is closed.
	if code, _ := ask(g, "GET", "/v2/account", "127.0.0.1:5000", nil); code != http.StatusTooManyRequests {
		t.Errorf("a second connection beside the socket: %d, want 429", code)
	}
	c.Close()
	deadline := time.Now().Add(10 * time.Second)
	for {
		code, _ := ask(g, "GET", "/v2/account", "127.0.0.1:5000", nil)
		if code == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the socket's place was not given back: %d", code)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestTooManyRequestsFromOneAddress: beyond the burst an address is
// refused with a sentence until its budget refills; another address is
// not held back by it.
func TestTooManyRequestsFromOneAddress(t *testing.T) {
	g, n, logged := newTestGate(t, limits{Conns: 10, Rate: 1, Burst: 3, Total: 100})
	now := time.Unix(1000, 0)
	g.guard.now = func() time.Time { return now }
	codes := []int{}
	for range 5 {
		code, _ := ask(g, "GET", "/v2/account", "203.0.113.7:4000", nil)
		codes = append(codes, code)
	}
	want := []int{200, 200, 200, 429, 429}
	for i := range want {
		if codes[i] != want[i] {
			t.Fatalf("codes %v, want %v", codes, want)
		}
	}
	if code, _ := ask(g, "GET", "/v2/account", "198.51.100.2:4000", nil); code != 200 {
		t.Errorf("another address: %d", code)
	}
	now = now.Add(time.Second)
	if code, _ := ask(g, "GET", "/v2/account", "203.0.113.7:4000", nil); code != 200 {
		t.Errorf("a second later: %d", code)
	}
	if got := len(n.seen()); got != 5 {
		t.Errorf("Nakama was asked %d times, want 5", got)
	}
	if lines := strings.Count(logged.String(), "\n"); lines != 1 {
		t.Errorf("%d lines logged for one address's refusals in a minute, want 1:\n%s", lines, logged)
	}
}

// TestIPv6CountsByItsSlash64: the addresses of one /64 share a budget.
func TestIPv6CountsByItsSlash64(t *testing.T) {
	g, _, _ := newTestGate(t, limits{Conns: 10, Rate: 0.001, Burst: 2, Total: 100})
	ask(g, "GET", "/v2/account", "[2001:db8::1]:4000", nil)
	ask(g, "GET", "/v2/account", "[2001:db8::2]:4000", nil)
	if code, _ := ask(g, "GET", "/v2/account", "[2001:db8::ffff:3]:4000", nil); code != 429 {
		t.Errorf("a third address of the /64: %d, want 429", code)
	}
	if code, _ := ask(g, "GET", "/v2/account", "[2001:db8:0:1::1]:4000", nil); code != 200 {
		t.Errorf("another /64: %d", code)
	}
}

// TestNakamaDownSaysSo: while Nakama restarts the gate answers that it
// does, in words.
func TestNakamaDownSaysSo(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	g, err := newGate(addr, roomy, log.New(io.Discard, "", 0))
	if err != nil {
		t.Fatal(err)
	}
	code, msg := ask(g, "POST", "/v2/account/authenticate/device", "203.0.113.7:4000", nil)
	if code != http.StatusServiceUnavailable || !strings.Contains(msg, "restarting") {
		t.Errorf("got %d %q", code, msg)
	}
}
