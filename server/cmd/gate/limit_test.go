package main

import (
	"bytes"
	"fmt"
	"log"
	"net"
	"strings"
	"testing"
	"time"
)

// TestConnectionsAreBounded: a peer may hold twice Conns TCP connections,
// everyone together Total; a proxy on this machine counts only against
// Total; a closed connection gives its place back.
func TestConnectionsAreBounded(t *testing.T) {
	g := newGuard(limits{Conns: 2, Rate: 1, Burst: 1, Total: 6})
	for i := range 4 {
		if !g.connect("203.0.113.7", false) {
			t.Fatalf("connection %d refused", i+1)
		}
	}
	if g.connect("203.0.113.7", false) {
		t.Error("a fifth connection from one peer was taken")
	}
	for range 2 {
		if !g.connect("127.0.0.1", true) {
			t.Error("a local proxy's connection was refused under Total")
		}
	}
	if g.connect("198.51.100.2", false) {
		t.Error("a connection over Total was taken")
	}
	g.disconnect("203.0.113.7", false)
	if !g.connect("198.51.100.2", false) {
		t.Error("a place given back was not taken")
	}
}

// TestRequestsOpenAtOnce: Conns requests or sockets at once per address.
func TestRequestsOpenAtOnce(t *testing.T) {
	g := newGuard(limits{Conns: 2, Rate: 1, Burst: 1, Total: 6})
	for range 2 {
		if !g.open("a") {
			t.Fatal("refused under the limit")
		}
	}
	if g.open("a") {
		t.Error("a third at once was taken")
	}
	g.close("a")
	if !g.open("a") {
		t.Error("a place given back was not taken")
	}
}

// TestSweepForgetsIdleAddresses: the budgets kept are those of addresses
// active now.
func TestSweepForgetsIdleAddresses(t *testing.T) {
	g := newGuard(limits{Conns: 2, Rate: 10, Burst: 20, Total: 6})
	now := time.Unix(1000, 0)
	g.now = func() time.Time { return now }
	g.allow("idle")
	g.allow("busy")
	g.open("busy")
	now = now.Add(3 * time.Second) // the budget refills in 2 s
	g.sweep()
	if _, ok := g.peers["idle"]; ok {
		t.Error("an idle address's budget was kept")
	}
	if _, ok := g.peers["busy"]; !ok {
		t.Error("an address with a socket open was forgotten")
	}
}

// TestRefusalsLogQuietly: many refusals from many addresses in a minute
// log at most logBurst lines, then one saying how many were left out.
func TestRefusalsLogQuietly(t *testing.T) {
	var b bytes.Buffer
	q := newQuietLog(log.New(&b, "", 0))
	now := time.Unix(1000, 0)
	q.now = func() time.Time { return now }
	for i := range 1000 {
		q.printf(fmt.Sprint(i%100), "refused %d", i)
	}
	if n := strings.Count(b.String(), "\n"); n != logBurst {
		t.Errorf("%d lines in a minute, want %d", n, logBurst)
	}
	now = now.Add(time.Minute)
	q.printf("x", "refused again")
	if !strings.Contains(b.String(), "970 more refusals") {
		t.Errorf("the lines left out are not counted:\n%s", b.String()[len(b.String())-200:])
	}
}

// TestFriendAddrs: the addresses to give friends, IPv6 in brackets (the
// form -server takes), loopback and link-local left out.
func TestFriendAddrs(t *testing.T) {
	var addrs []net.Addr
	for _, s := range []string{"127.0.0.1/8", "::1/128", "fe80::1/64", "2001:db8::5/64", "192.168.1.20/24"} {
		ip, n, err := net.ParseCIDR(s)
		if err != nil {
			t.Fatal(err)
		}
		n.IP = ip
		addrs = append(addrs, n)
	}
	got := strings.Join(friendAddrs(addrs, "7350"), " ")
	if want := "192.168.1.20:7350 [2001:db8::5]:7350"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
