//go:build online

package online_test

// These tests look at the server build/serve runs, from this machine, as
// another local user would: they need the server's directory
// (PARLOR_TEST_SERVER_DIR, which build/online exports) and read only what
// build/serve writes there for anyone (ports.env, nakama.pid) and the keys
// it keeps for itself (keys.env), to look for them where they must not be.

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/rules/games"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func serverDir(t *testing.T) string {
	d := os.Getenv("PARLOR_TEST_SERVER_DIR")
	if d == "" {
		t.Fatal("PARLOR_TEST_SERVER_DIR is not set: run these tests with build/online, which starts the server")
	}
	return d
}

// envFile reads a file of NAME=value lines.
func envFile(t *testing.T, path string) map[string]string {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(strings.TrimSpace(sc.Text()), "="); ok && !strings.HasPrefix(k, "#") {
			out[k] = v
		}
	}
	require.NoError(t, sc.Err())
	return out
}

// psql counts the accounts in the server's database as user would:
// psqlQuery with a query that reads every account.
func psql(t *testing.T, user, host, port string, env ...string) (string, error) {
	return psqlQuery(t, user, host, port, "SELECT count(*) FROM users", env...)
}

// psqlQuery runs query with psql against the server's database as user
// (as root: runuser to that user; "": the user running the test), with
// env added, and returns its output and error.
func psqlQuery(t *testing.T, user, host, port, query string, env ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	args := []string{"psql", "-w", "-X", "-At", "-h", host, "-p", port, "-U", "postgres", "-d", "nakama", "-c", query}
	if user != "" {
		args = append([]string{"runuser", "-u", user, "--"}, args...)
	}
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	// No password from the environment or a ~/.pgpass: only what the
	// test gives.
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), "PGCONNECT_TIMEOUT=10"}, env...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestDatabaseRefusesAnotherLocalUser: another user of this machine (as
// root: nobody) connects to PostgreSQL over 127.0.0.1 and over its socket,
// without the password, and is refused both ways; with the password kept in
// keys.env the server's own user gets in (so the refusals are the
// database's, not a database that is not there). When PostgreSQL trusted
// every local user (initdb --auth=trust), both got in as superuser.
func TestDatabaseRefusesAnotherLocalUser(t *testing.T) {
	dir := serverDir(t)
	port := envFile(t, filepath.Join(dir, "ports.env"))["DB_PORT"]
	require.NotEmpty(t, port, "ports.env names the database's port")
	other := ""
	if os.Geteuid() == 0 {
		other = "nobody"
	}
	for _, host := range []string{"127.0.0.1", filepath.Join(dir, "postgres")} {
		out, err := psql(t, other, host, port)
		assert.Error(t, err, "%s got into the database at %s without its password: %s", other, host, out)
		assert.Regexp(t, "no password supplied|password authentication failed|Permission denied", out, "refused at %s", host)
	}
	key := envFile(t, filepath.Join(dir, "keys.env"))["DB_PASSWORD"]
	require.NotEmpty(t, key, "keys.env keeps the database's password")
	owner := ""
	if os.Geteuid() == 0 {
		owner = "postgres" // a user the socket directory and the password let in
	}
	out, err := psql(t, owner, "127.0.0.1", port, "PGPASSWORD="+key)
	require.NoError(t, err, "with its password: %s", out)
	assert.Regexp(t, `^[0-9]+\n$`, out, "the accounts counted")
}

// TestNoSecretOnAnyCommandLine: no process's arguments (what ps shows to
// every local user) hold a key of keys.env: not Nakama's, not
// PostgreSQL's, not build/serve's. Nakama's own command line is read too,
// so a test that read nothing cannot pass.
func TestNoSecretOnAnyCommandLine(t *testing.T) {
	dir := serverDir(t)
	keys := envFile(t, filepath.Join(dir, "keys.env"))
	require.NotEmpty(t, keys)
	pid, err := os.ReadFile(filepath.Join(dir, "nakama.pid"))
	require.NoError(t, err)
	nakama, err := os.ReadFile("/proc/" + strings.TrimSpace(string(pid)) + "/cmdline")
	require.NoError(t, err, "Nakama runs as nakama.pid says")
	require.Contains(t, string(nakama), "nakama")

	procs, err := filepath.Glob("/proc/[0-9]*/cmdline")
	require.NoError(t, err)
	read := 0
	for _, p := range procs {
		b, err := os.ReadFile(p)
		if err != nil {
			continue // the process ended meanwhile
		}
		read++
		args := strings.ReplaceAll(string(b), "\x00", " ")
		for name, v := range keys {
			assert.NotContains(t, args, v, "%s shows %s on its command line", p, name)
		}
	}
	assert.Greater(t, read, 3, "the processes' command lines were read")
}

// rawSignIn is a raw device sign-in, as any program could make: the session
// token.
func rawSignIn(t *testing.T, base string) string {
	req, err := http.NewRequest("POST", base+"/v2/account/authenticate/device?create=true", strings.NewReader(`{"id":"`+device(t)+`"}`))
	require.NoError(t, err)
	req.SetBasicAuth(online.ServerKey, "")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var out struct {
		Token string `json:"token"`
	}
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	require.NotEmpty(t, out.Token)
	return out.Token
}

// TestGateRefusesWhatParlorDoesNotUse: a signed-in program asks Nakama's
// API for what Parlor never asks: the list of every match with its
// invite code, a storage write of its own (a forged finished game), a
// chat channel, the HTTP RPC endpoint. The gate refuses each with a
// sentence; the account itself is still read.
func TestGateRefusesWhatParlorDoesNotUse(t *testing.T) {
	e, _ := games.Lookup("speedrun")
	ann := connect(t, "Ann", device(t))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	made, err := ann.c.Create(ctx, plan(e))
	require.NoError(t, err)
	ann.sit(t, made.Match)

	base := "http://" + server(t)
	token := rawSignIn(t, base)
	for _, q := range []struct{ method, path, body string }{
		{"GET", "/v2/match?limit=100", ""},
		{"PUT", "/v2/storage", `{"objects":[{"collection":"records","key":"forged","value":"{}"}]}`},
		{"POST", "/v2/channel/join", `{"target":"lobby","type":1}`},
		{"POST", "/v2/rpc/" + room.RPCTables, `"{}"`},
		{"GET", "/v2/storage/parlor_tables", ""},
	} {
		req, err := http.NewRequest(q.method, base+q.path, strings.NewReader(q.body))
		require.NoError(t, err)
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		assert.Equal(t, http.StatusNotFound, resp.StatusCode, "%s %s answered: %s", q.method, q.path, b)
		assert.NotContains(t, string(b), made.Code, "%s %s gave away the invite code", q.method, q.path)
		assert.Contains(t, string(b), "does not answer that", "%s %s is refused in words", q.method, q.path)
	}
	req, err := http.NewRequest("GET", base+"/v2/account", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode, "what Parlor asks passes")
}
