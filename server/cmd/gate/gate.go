package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
)

// route is a request Parlor's client makes (game/online/client.go).
type route struct{ method, path string }

// routes are all the gate lets through: device sign-in, the account read
// and its display name set, the player's own kept records (collection
// "records"; Nakama checks whose), the realtime socket (every table, RPC
// and match message travels on it) and the health check. Everything else
// Nakama answers (the match listing, chat, storage writes, friends,
// groups, leaderboards, the HTTP RPC endpoint) is refused here.
var routes = map[route]bool{
	{http.MethodPost, "/v2/account/authenticate/device"}: true,
	{http.MethodGet, "/v2/account"}:                      true,
	{http.MethodPut, "/v2/account"}:                      true,
	{http.MethodGet, "/v2/storage/records"}:              true,
	{http.MethodGet, "/ws"}:                              true,
	{http.MethodGet, "/healthcheck"}:                     true,
}

// allowed reports whether r is a request Parlor's client makes. A
// browser's preflight (OPTIONS) of one is let through too, for the web
// build.
func allowed(r *http.Request) bool {
	if r.URL.Path == "/ws" && !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		return false
	}
	if r.Method == http.MethodOptions {
		for rt := range routes {
			if rt.path == r.URL.Path {
				return true
			}
		}
		return false
	}
	return routes[route{r.Method, r.URL.Path}]
}

// maxBody bounds a request's body: Parlor's are a device id or a name.
const maxBody = 16 << 10

type gate struct {
	proxy *httputil.ReverseProxy
	guard *guard
	log   *quietLog
}

type clientKey struct{}

func newGate(to string, lim limits, logger *log.Logger) (*gate, error) {
	target, err := url.Parse("http://" + to)
	if err != nil || target.Host == "" {
		return nil, fmt.Errorf("%q is not host:port", to)
	}
	g := &gate{guard: newGuard(lim), log: newQuietLog(logger)}
	g.proxy = &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			// Nakama takes the first address of X-Forwarded-For as the
			// client's (server/api.go, extractClientAddressFromRequest),
			// so the gate's word is the only one: Rewrite has dropped
			// whatever the client sent.
			pr.Out.Header.Set("X-Forwarded-For", pr.In.Context().Value(clientKey{}).(string))
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			g.log.printf("nakama", "Nakama does not answer: %v", err)
			refuse(w, http.StatusServiceUnavailable, 14, "The server is restarting: try again in a moment.")
		},
		ErrorLog: g.log.std,
	}
	return g, nil
}

// ServeHTTP refuses what Parlor does not use and what one address may not
// cost, and forwards the rest to Nakama.
func (g *gate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	client := clientIP(r)
	key := limitKey(client)
	if !allowed(r) {
		g.log.printf(key, "refused %s %s from %s", r.Method, r.URL.Path, client)
		refuse(w, http.StatusNotFound, 5, "Parlor's server does not answer that.")
		return
	}
	if !g.guard.allow(key) {
		g.log.printf(key, "%s asks too often", client)
		refuse(w, http.StatusTooManyRequests, 8, "Too many requests from your address: wait a moment and try again.")
		return
	}
	if !g.guard.open(key) {
		g.log.printf(key, "%s holds too many connections", client)
		refuse(w, http.StatusTooManyRequests, 8, "Too many connections from your address at once.")
		return
	}
	defer g.guard.close(key)
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	g.proxy.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientKey{}, client)))
}

// refuse answers as Nakama does (JSON with a code and a message), so
// Parlor's client shows the message.
func refuse(w http.ResponseWriter, status, code int, msg string) {
	b, _ := json.Marshal(map[string]any{"code": code, "message": msg})
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

// clientIP is who is asking: the peer; or, when the peer is a proxy on
// this machine (TLS in front of the gate, docs/online.md), the address it
// added last to X-Forwarded-For. Anything before that the client wrote
// itself and is ignored.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer := net.ParseIP(host)
	if peer == nil || !peer.IsLoopback() {
		return host
	}
	xff := r.Header.Values("X-Forwarded-For")
	if len(xff) == 0 {
		return host
	}
	parts := strings.Split(xff[len(xff)-1], ",")
	if ip := net.ParseIP(strings.TrimSpace(parts[len(parts)-1])); ip != nil {
		return ip.String()
	}
	return host
}

// limitKey is whose budget a request counts against: its IPv4 address,
// or its IPv6 address's /64 (one machine or household is given a whole
// /64, so counting single IPv6 addresses would bound nothing).
func limitKey(ip string) string {
	p := net.ParseIP(ip)
	if p == nil || p.To4() != nil {
		return ip
	}
	return p.Mask(net.CIDRMask(64, 128)).String() + "/64"
}
