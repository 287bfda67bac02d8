package main

import (
	"context"
	"fmt"
	"log"
	"net"
	"sync"
	"time"
)

// limits bound what one address (limitKey) can cost the server.
type limits struct {
	Conns int     // requests and sockets open at once
	Rate  float64 // requests a second, sustained
	Burst int     // requests at once beyond the rate
	Total int     // connections open at once, from everyone
}

// defaultLimits leave room for a household or a club behind one address:
// a Parlor holds one socket and a connection or two for its requests, and
// signs in with three requests and a socket.
var defaultLimits = limits{Conns: 32, Rate: 5, Burst: 50, Total: 4096}

// peer is one address's budget.
type peer struct {
	open   int       // requests and sockets now
	conns  int       // TCP connections now (a peer that is not a local proxy)
	tokens float64   // requests it may make now
	at     time.Time // when tokens was counted
}

// guard keeps every address's budget.
type guard struct {
	lim   limits
	now   func() time.Time
	mu    sync.Mutex
	peers map[string]*peer
	total int // TCP connections open
}

func newGuard(lim limits) *guard {
	return &guard{lim: lim, now: time.Now, peers: map[string]*peer{}}
}

func (g *guard) peer(key string) *peer {
	p, ok := g.peers[key]
	if !ok {
		p = &peer{tokens: float64(g.lim.Burst), at: g.now()}
		g.peers[key] = p
	}
	return p
}

// allow spends one of key's requests: a token bucket of Burst tokens,
// refilled at Rate a second.
func (g *guard) allow(key string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	p := g.peer(key)
	now := g.now()
	p.tokens = min(float64(g.lim.Burst), p.tokens+now.Sub(p.at).Seconds()*g.lim.Rate)
	p.at = now
	if p.tokens < 1 {
		return false
	}
	p.tokens--
	return true
}

// open counts a request or socket of key's, unless it has Conns open.
func (g *guard) open(key string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	p := g.peer(key)
	if p.open >= g.lim.Conns {
		return false
	}
	p.open++
	return true
}

// close is a request or socket of key's done.
func (g *guard) close(key string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if p, ok := g.peers[key]; ok && p.open > 0 {
		p.open--
	}
}

// connect counts a TCP connection from key, unless everyone has Total
// open or key has twice Conns (its requests' and sockets' share, and
// connections kept idle between them). A proxy on this machine (loopback)
// carries many players' connections and counts only against Total.
func (g *guard) connect(key string, local bool) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.total >= g.lim.Total {
		return false
	}
	if !local {
		p := g.peer(key)
		if p.conns >= 2*g.lim.Conns {
			return false
		}
		p.conns++
	}
	g.total++
	return true
}

func (g *guard) disconnect(key string, local bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.total--
	if p, ok := g.peers[key]; ok && !local && p.conns > 0 {
		p.conns--
	}
}

// sweep forgets the addresses with nothing open whose budget is full
// again: the map holds the addresses active now, not every one ever seen.
func (g *guard) sweep() {
	g.mu.Lock()
	defer g.mu.Unlock()
	full := time.Duration(float64(g.lim.Burst) / g.lim.Rate * float64(time.Second))
	for k, p := range g.peers {
		if p.open == 0 && p.conns == 0 && g.now().Sub(p.at) >= full {
			delete(g.peers, k)
		}
	}
}

func (g *guard) sweepEvery(ctx context.Context, d time.Duration) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			g.sweep()
		}
	}
}

// listener counts every connection ln accepts, closing at once those
// over the limits.
func (g *guard) listener(ln net.Listener) net.Listener { return &limited{Listener: ln, g: g} }

type limited struct {
	net.Listener
	g *guard
}

func (l *limited) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		host, _, _ := net.SplitHostPort(c.RemoteAddr().String())
		ip := net.ParseIP(host)
		local := ip != nil && ip.IsLoopback()
		key := limitKey(host)
		if !l.g.connect(key, local) {
			_ = c.Close()
			continue
		}
		return &counted{Conn: c, done: sync.OnceFunc(func() { l.g.disconnect(key, local) })}, nil
	}
}

// counted is a connection that gives its place back once closed.
type counted struct {
	net.Conn
	done func()
}

func (c *counted) Close() error {
	c.done()
	return c.Conn.Close()
}

// quietLog logs a refusal at most once a minute per address, and at most
// logBurst lines a minute in all: a flood of refusals from many addresses
// costs a line a minute saying how many were left out.
type quietLog struct {
	std    *log.Logger
	now    func() time.Time
	mu     sync.Mutex
	last   map[string]time.Time
	minute time.Time
	lines  int
	quiet  int
}

const logBurst = 30

func newQuietLog(l *log.Logger) *quietLog {
	return &quietLog{std: l, now: time.Now, last: map[string]time.Time{}}
}

func (q *quietLog) printf(key, format string, args ...any) {
	q.mu.Lock()
	defer q.mu.Unlock()
	now := q.now()
	if now.Sub(q.minute) >= time.Minute {
		if q.quiet > 0 {
			q.std.Printf("%d more refusals in the last minute not logged", q.quiet)
		}
		q.minute, q.lines, q.quiet = now, 0, 0
		for k, t := range q.last {
			if now.Sub(t) >= time.Minute {
				delete(q.last, k)
			}
		}
	}
	if t, ok := q.last[key]; ok && now.Sub(t) < time.Minute || q.lines >= logBurst {
		q.quiet++
		return
	}
	q.last[key] = now
	q.lines++
	q.std.Output(2, fmt.Sprintf(format, args...))
}
