//go:build online

package online_test

import (
	"errors"
	"io"
	"net"
	"sync"
	"testing"
	"time"
)

// slowLink is a TCP proxy that makes a link slow: it listens on
// 127.0.0.1, forwards every connection to the server and delays every
// chunk by the same time in each direction (this kernel has no netem).
// Each chunk is stamped when it is read and written when its time comes,
// so order and throughput are kept and delays never add up. Give a client
// its address as the server's: the sign-in over HTTP and the websocket
// both go through it.
type slowLink struct {
	ln     net.Listener
	target string
	delay  time.Duration

	mu     sync.Mutex
	conns  map[net.Conn]struct{}
	closed bool
	wg     sync.WaitGroup
}

// slowLinkTo starts a proxy to target that delays each direction by
// delay (a round trip of twice delay), stopped when tb ends.
func slowLinkTo(tb testing.TB, target string, delay time.Duration) *slowLink {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatalf("the slow link could not listen: %v", err)
	}
	p := &slowLink{ln: ln, target: target, delay: delay, conns: map[net.Conn]struct{}{}}
	p.wg.Add(1)
	go p.accept()
	tb.Cleanup(p.Close)
	return p
}

// Addr is the proxy's address, host:port.
func (p *slowLink) Addr() string { return p.ln.Addr().String() }

// Close stops listening, cuts every connection and waits for the
// proxy's goroutines to end.
func (p *slowLink) Close() {
	p.mu.Lock()
	p.closed = true
	for c := range p.conns {
		_ = c.Close()
	}
	p.mu.Unlock()
	_ = p.ln.Close()
	p.wg.Wait()
}

// track keeps c to close with the proxy; it reports false when the proxy
// is closed already (c is closed then).
func (p *slowLink) track(c net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		_ = c.Close()
		return false
	}
	p.conns[c] = struct{}{}
	return true
}

func (p *slowLink) forget(c net.Conn) {
	p.mu.Lock()
	delete(p.conns, c)
	p.mu.Unlock()
	_ = c.Close()
}

func (p *slowLink) accept() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return // closed
		}
		if !p.track(c) {
			return
		}
		p.wg.Add(1)
		go p.serve(c)
	}
}

// serve carries one connection: a reader and a writer each way, four
// goroutines in all, ended when both directions are done or either
// side fails.
func (p *slowLink) serve(client net.Conn) {
	defer p.wg.Done()
	server, err := net.DialTimeout("tcp", p.target, 10*time.Second)
	if err != nil {
		p.forget(client)
		return
	}
	if !p.track(server) {
		p.forget(client)
		return
	}
	var both sync.WaitGroup
	both.Add(2)
	go p.pipe(client, server, &both)
	go p.pipe(server, client, &both)
	both.Wait()
	p.forget(client)
	p.forget(server)
}

// chunk is what one read took, and when it is to be written.
type chunk struct {
	b   []byte
	due time.Time
}

// queued bounds the chunks in flight each way: when the writer falls that
// far behind, the reader waits and TCP's own flow control slows the
// sender, as a real link's buffers would.
const queued = 256

// pipe copies src to dst, each chunk delay after it was read.
func (p *slowLink) pipe(src, dst net.Conn, done *sync.WaitGroup) {
	defer done.Done()
	ch := make(chan chunk, queued)
	wrote := make(chan struct{})
	go func() { // the writer
		defer close(wrote)
		failed := false
		for c := range ch {
			if failed {
				continue // drain, so the reader never blocks on a dead link
			}
			if wait := time.Until(c.due); wait > 0 {
				time.Sleep(wait)
			}
			if _, err := dst.Write(c.b); err != nil {
				failed = true
				_ = src.Close() // the reader stops
				_ = dst.Close()
			}
		}
		if !failed {
			closeWrite(dst) // the other end reads EOF, as it would without the proxy
		}
	}()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			ch <- chunk{b: append([]byte(nil), buf[:n]...), due: time.Now().Add(p.delay)}
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				_ = dst.Close() // a reset or a close: pass it on at once
			}
			break
		}
	}
	close(ch)
	<-wrote
}

// closeWrite half-closes c when it can, closes it otherwise.
func closeWrite(c net.Conn) {
	if tc, ok := c.(*net.TCPConn); ok {
		_ = tc.CloseWrite()
		return
	}
	_ = c.Close()
}

// TestSlowLinkDelaysEachWay: through the slow link an echo comes back a
// round trip late, whole and in order; messages sent a millisecond apart
// come back each a round trip late, not later and later (the delays do
// not add up); a megabyte goes through whole.
func TestSlowLinkDelaysEachWay(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() { // an echo server, one connection
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		_, _ = io.Copy(c, c)
	}()
	const delay = 20 * time.Millisecond
	link := slowLinkTo(t, ln.Addr().String(), delay)
	c, err := net.Dial("tcp", link.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()

	// 100 messages of 64 bytes, a millisecond apart, read as they come back.
	const n, size = 100, 64
	sent := make(chan time.Time, n)
	wrote := make(chan error, 1)
	go func() {
		for i := range n {
			sent <- time.Now()
			msg := make([]byte, size)
			for j := range msg {
				msg[j] = byte(i)
			}
			if _, err := c.Write(msg); err != nil {
				wrote <- err
				return
			}
			time.Sleep(time.Millisecond)
		}
		wrote <- nil
	}()
	var least, most time.Duration
	for i := range n {
		msg := make([]byte, size)
		if _, err := io.ReadFull(c, msg); err != nil {
			t.Fatal(err)
		}
		rtt := time.Since(<-sent) // stamped before it was written
		if msg[0] != byte(i) || msg[size-1] != byte(i) {
			t.Fatalf("message %d came back as %d: out of order", i, msg[0])
		}
		if i == 0 || rtt < least {
			least = rtt
		}
		most = max(most, rtt)
	}
	if err := <-wrote; err != nil {
		t.Fatal(err)
	}
	t.Logf("%d messages a millisecond apart came back in %v to %v over a %v round trip", n, least, most, 2*delay)
	if least < 2*delay {
		t.Errorf("a round trip took %v, under the link's %v", least, 2*delay)
	}
	// Delays that added up would make the last message late by about a
	// hundred delays; a stall of the machine, by a few.
	if most > 2*delay+25*delay {
		t.Errorf("a round trip took %v: the delays add up", most)
	}

	// A megabyte, written while it is read back, comes back whole.
	burst := make([]byte, 1<<20)
	for i := range burst {
		burst[i] = byte(i * 7)
	}
	go func() { _, err := c.Write(burst); wrote <- err }()
	got := make([]byte, len(burst))
	if _, err := io.ReadFull(c, got); err != nil {
		t.Fatal(err)
	}
	if err := <-wrote; err != nil {
		t.Fatal(err)
	}
	if string(got) != string(burst) {
		t.Fatal("the megabyte came back changed")
	}
}
