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
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// psql runs psql against the server's database as user (as root: runuser
// to that user; otherwise the user running the test), with env added, and
// returns its output and error.
func psql(t *testing.T, user, host, port string, env ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	args := []string{"psql", "-w", "-X", "-h", host, "-p", port, "-U", "postgres", "-d", "nakama", "-c", "SELECT count(*) FROM users"}
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
	assert.Contains(t, out, "(1 row)")
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
