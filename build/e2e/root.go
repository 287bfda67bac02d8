package e2e

import (
	"os"
	"path/filepath"
	"testing"
)

// RepoRoot is the module root (the directory holding go.mod), found upwards from the
// test's working directory. Unlike the rest of the harness it needs no build tag, so the
// web test (build/webtest) finds the root with it too.
func RepoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("cannot find go.mod above the test's directory")
		}
		dir = parent
	}
}
