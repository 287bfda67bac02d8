// Command gate is the one door of Parlor's server to the network.
// Nakama listens on 127.0.0.1 only; the gate listens where players
// connect and forwards only what Parlor's client uses (device sign-in,
// the account, the player's own kept records, the realtime socket, the
// health check), refusing the rest of Nakama's API (its gRPC port, the
// match listing, chat, storage writes, friends, groups ...). It sets
// X-Forwarded-For to the real peer, overwriting whatever the client sent,
// so the server sees who connects; and it bounds what one address can
// cost: connections open at once and requests a second.
//
//	gate -listen :7350 -to 127.0.0.1:7353
//	gate -addresses 7350   # the addresses to give friends, one a line
//
// build/serve starts it beside Nakama and keeps it running while Nakama
// restarts, so clients find a door that says the server is restarting.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:7350", "where players connect: host:port (\":7350\": every address)")
	to := flag.String("to", "127.0.0.1:7353", "Nakama's socket port, on this machine")
	addresses := flag.String("addresses", "", "print host:PORT for each address of this machine friends may reach, and exit")
	lim := defaultLimits
	flag.IntVar(&lim.Conns, "conns", lim.Conns, "requests and sockets open at once from one address")
	flag.Float64Var(&lim.Rate, "rate", lim.Rate, "requests a second from one address, sustained")
	flag.IntVar(&lim.Burst, "burst", lim.Burst, "requests from one address at once, beyond the rate")
	flag.IntVar(&lim.Total, "total", lim.Total, "connections open at once, from everyone")
	flag.Parse()
	if *addresses != "" {
		if err := printAddresses(*addresses); err != nil {
			log.Fatalf("gate: %v", err)
		}
		return
	}
	if err := serve(*listen, *to, lim); err != nil {
		log.Fatalf("gate: %v", err)
	}
}

func printAddresses(port string) error {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return err
	}
	for _, a := range friendAddrs(addrs, port) {
		fmt.Println(a)
	}
	return nil
}

// serve runs the gate until SIGINT or SIGTERM.
func serve(listen, to string, lim limits) error {
	g, err := newGate(to, lim, log.New(os.Stderr, "gate: ", log.LstdFlags))
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler: g,
		// A client that opens a connection and says nothing (or says it
		// slowly) does not hold it for long.
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          g.log.std,
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(g.guard.listener(ln)) }()
	go g.guard.sweepEvery(ctx, time.Minute)
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}
