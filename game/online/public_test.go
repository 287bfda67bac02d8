//go:build online && public

package online_test

// These tests need a server started the way it is for friends (build/serve
// without --local, listening on every address), which a test may start
// only where nobody else can reach it: build/online's public phase runs
// one in a network namespace of its own (unshare -n: only a loopback
// there), in a directory it first made as build/serve did when PostgreSQL
// trusted every local user, with a canary table in its database.

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// listener is a listening TCP socket: its address and port, and the
// inode that names it in /proc/PID/fd.
type listener struct {
	ip    net.IP
	port  int
	inode string
}

// listeners reads the listening sockets of pid's network namespace from
// /proc/PID/net/tcp and tcp6.
func listeners(t *testing.T, pid string) []listener {
	var out []listener
	for _, f := range []string{"tcp", "tcp6"} {
		b, err := os.ReadFile(filepath.Join("/proc", pid, "net", f))
		require.NoError(t, err)
		sc := bufio.NewScanner(strings.NewReader(string(b)))
		sc.Scan() // the heading
		for sc.Scan() {
			fs := strings.Fields(sc.Text())
			if len(fs) < 10 || fs[3] != "0A" { // 0A: LISTEN
				continue
			}
			host, port, _ := strings.Cut(fs[1], ":")
			p, err := strconv.ParseInt(port, 16, 32)
			require.NoError(t, err)
			out = append(out, listener{ip: procIP(t, host), port: int(p), inode: fs[9]})
		}
	}
	return out
}

// procIP reads an address as /proc/net/tcp writes it: hex, each 32-bit
// word in the machine's (little-endian) order.
func procIP(t *testing.T, h string) net.IP {
	b, err := hex.DecodeString(h)
	require.NoError(t, err)
	for i := 0; i+4 <= len(b); i += 4 {
		b[i], b[i+1], b[i+2], b[i+3] = b[i+3], b[i+2], b[i+1], b[i]
	}
	return net.IP(b)
}

// owner is the name of the process holding the socket inode, "" when none
// is found.
func owner(inode string) string {
	fds, _ := filepath.Glob("/proc/[0-9]*/fd/*")
	for _, fd := range fds {
		if l, err := os.Readlink(fd); err == nil && l == "socket:["+inode+"]" {
			comm, _ := os.ReadFile(filepath.Join(filepath.Dir(filepath.Dir(fd)), "comm"))
			return strings.TrimSpace(string(comm))
		}
	}
	return ""
}

// TestOnlyTheGateListensBeyondLoopback: a server started for friends
// listens on every address with the gate alone, on the port friends are
// given; Nakama's socket and gRPC ports, its console and PostgreSQL
// listen on loopback only. Nakama used to take every address with its
// socket port and its gRPC port (socket port - 1), which docs/online.md
// said need not be opened.
func TestOnlyTheGateListensBeyondLoopback(t *testing.T) {
	dir := serverDir(t)
	ports := envFile(t, filepath.Join(dir, "ports.env"))
	gate, err := strconv.Atoi(ports["GATE_PORT"])
	require.NoError(t, err)
	pid, err := os.ReadFile(filepath.Join(dir, "nakama.pid"))
	require.NoError(t, err)
	var open []string
	loopback := 0
	for _, l := range listeners(t, strings.TrimSpace(string(pid))) {
		if l.ip.IsLoopback() {
			loopback++
			continue
		}
		open = append(open, fmt.Sprintf("%s port %d (%s)", l.ip, l.port, owner(l.inode)))
	}
	assert.Equal(t, []string{fmt.Sprintf("%s port %d (gate)", net.IPv6unspecified, gate)}, open,
		"the gate alone listens beyond loopback, on every address")
	assert.GreaterOrEqual(t, loopback, 5, "Nakama's four ports and PostgreSQL's listen on loopback")
}

// TestTrustedDatabaseKeptItsData: the directory was made as build/serve
// made it before the database took a password (initdb --auth=trust), with
// a canary table; started again, the database refuses another user
// (TestDatabaseRefusesAnotherLocalUser runs on it too) and still holds the
// canary, read with the password.
func TestTrustedDatabaseKeptItsData(t *testing.T) {
	dir := serverDir(t)
	port := envFile(t, filepath.Join(dir, "ports.env"))["DB_PORT"]
	key := envFile(t, filepath.Join(dir, "keys.env"))["DB_PASSWORD"]
	require.NotEmpty(t, key, "the database was given a password, kept in keys.env")
	owner := ""
	if os.Geteuid() == 0 {
		owner = "postgres"
	}
	out, err := psqlQuery(t, owner, "127.0.0.1", port, "SELECT x FROM canary", "PGPASSWORD="+key)
	require.NoError(t, err, out)
	assert.Contains(t, out, "kept before the password")
}
