package main

import (
	"archive/zip"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tc-hib/winres"
)

func TestWinFileVersion(t *testing.T) {
	good := []struct {
		v    string
		nums [4]uint16
		pre  bool
	}{
		{"v0.30.1", [4]uint16{0, 30, 1, 0}, false},
		{"v2", [4]uint16{2, 0, 0, 0}, false},
		{"v1.2.3.4", [4]uint16{1, 2, 3, 4}, false},
		{"v0.31.0-rc1", [4]uint16{0, 31, 0, 0}, true},
		{"v65535.0.0", [4]uint16{65535, 0, 0, 0}, false},
		{"dev-5e176e7a1b2c", [4]uint16{}, true},
		{"dev-5e176e7a1b2c-modified", [4]uint16{}, true},
		{"dev", [4]uint16{}, true},
	}
	for _, c := range good {
		nums, pre, err := winFileVersion(c.v)
		if assert.NoError(t, err, c.v) {
			assert.Equal(t, c.nums, nums, c.v)
			assert.Equal(t, c.pre, pre, c.v)
		}
	}
	for _, v := range []string{"", "0.30.1", "v", "v1.2.3.4.5", "v1.x", "v65536.0.0", "v1.2-", "devel", "release", "v1..2"} {
		_, _, err := winFileVersion(v)
		assert.Error(t, err, "%q is no version", v)
	}
	assert.Error(t, runWinres([]string{filepath.Join(t.TempDir(), "x.syso"), "1.0"}), "the winres command refuses a bad version")
}

// tinyModule is a Go program far smaller than Parlor that builds for
// Windows in a second or two once Go's runtime is cached; tag stands in
// for the version Parlor's release build stamps.
func tinyModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module tiny\n\ngo 1.26\n"), 0o644))
	src := "package main\n\nvar tag string\n\nfunc main() { println(\"tiny\", tag) }\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "main.go"), []byte(src), 0o644))
	return dir
}

// buildTiny builds the tiny program for windows/amd64 as build/package/
// windows builds Parlor: with syso linked in (none when nil), the GUI
// subsystem when gui, and v stamped. The .syso is removed afterwards.
func buildTiny(t *testing.T, mod string, syso []byte, gui bool, v string) []byte {
	t.Helper()
	goBin, err := exec.LookPath("go")
	require.NoError(t, err, "the Go toolchain must be on PATH")
	sysoPath := filepath.Join(mod, "rsrc_windows_amd64.syso")
	if syso != nil {
		require.NoError(t, os.WriteFile(sysoPath, syso, 0o644))
		defer os.Remove(sysoPath)
	}
	ldflags := "-s -w -X main.tag=" + v
	if gui {
		ldflags += " -H windowsgui"
	}
	out := filepath.Join(t.TempDir(), "tiny.exe")
	cmd := exec.Command(goBin, "build", "-trimpath", "-ldflags", ldflags, "-o", out, ".")
	cmd.Dir = mod
	cmd.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0", "GOWORK=off", "GOFLAGS=")
	msg, err := cmd.CombinedOutput()
	require.NoError(t, err, "go build: %s", msg)
	exe, err := os.ReadFile(out)
	require.NoError(t, err)
	return exe
}

// sysoFor runs the winres command as build/package/windows does and
// returns the object it wrote.
func sysoFor(t *testing.T, v string) []byte {
	t.Helper()
	p := filepath.Join(t.TempDir(), "rsrc.syso")
	require.NoError(t, commands["winres"].run([]string{p, v}))
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	return b
}

// sysoWithout is a .syso with the version and manifest but no icon.
func sysoWithoutIcon(t *testing.T, v string) []byte {
	t.Helper()
	rs := &winres.ResourceSet{}
	require.NoError(t, winSetVersion(rs, v))
	require.NoError(t, winSetManifest(rs))
	var buf bytes.Buffer
	require.NoError(t, rs.WriteObject(&buf, winres.ArchAMD64))
	return buf.Bytes()
}

// windowsZip lays out the folder build/package/windows zips, with exe as
// parlor.exe and without the files named in leave, zips it for v and
// returns the zip's path.
func windowsZip(t *testing.T, v string, exe []byte, leave ...string) string {
	t.Helper()
	stage := filepath.Join(t.TempDir(), "parlor-"+v+"-windows-amd64")
	require.NoError(t, os.Mkdir(stage, 0o755))
	files := map[string][]byte{
		"parlor.exe": exe, "LICENSE.txt": []byte("MIT License\n"),
		"THIRD_PARTY_NOTICES.txt": []byte("Go: BSD\n"), "README.md": []byte("# Parlor\n"),
	}
	for _, name := range leave {
		delete(files, name)
	}
	for name, b := range files {
		require.NoError(t, os.WriteFile(filepath.Join(stage, name), b, 0o644))
	}
	out := filepath.Join(t.TempDir(), filepath.Base(stage)+".zip")
	require.NoError(t, zipTree(out, stage, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)))
	return out
}

// The .syso the winres command writes links into a Windows build, and
// check-windows finds all of it in the exe: a zip of the real thing passes;
// the same program built as a console program, or with resources lacking
// the icon, or checked against another version, fails.
func TestWindowsResourcesLinkAndCheck(t *testing.T) {
	const v = "v0.30.1"
	mod := tinyModule(t)
	exe := buildTiny(t, mod, sysoFor(t, v), true, v)
	summary, err := winCheckExe(exe, v)
	require.NoError(t, err)
	assert.Contains(t, summary, "version 0.30.1.0")
	assert.Contains(t, summary, "[16 24 32 48 64 128 256]")
	require.NoError(t, runCheckWindows([]string{windowsZip(t, v, exe), v}))

	console := buildTiny(t, mod, sysoFor(t, v), false, v)
	err = runCheckWindows([]string{windowsZip(t, v, console), v})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "want the GUI subsystem")

	noIcon := buildTiny(t, mod, sysoWithoutIcon(t, v), true, v)
	err = runCheckWindows([]string{windowsZip(t, v, noIcon), v})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "0 icon groups")

	bare := buildTiny(t, mod, nil, true, v)
	_, err = winCheckExe(bare, v)
	assert.ErrorContains(t, err, "the .syso was not linked")

	// The exe of v0.30.1 in a zip named for v0.30.2: numbers, strings and
	// the stamp all disagree, and each is said.
	err = runCheckWindows([]string{windowsZip(t, "v0.30.2", exe), "v0.30.2"})
	require.Error(t, err)
	for _, want := range []string{"not stamped", "version numbers [0 30 1 0]", `ProductVersion is "v0.30.1", want "v0.30.2"`} {
		assert.Contains(t, err.Error(), want)
	}
}

// check-windows wants exactly the four files in the one folder, and the
// zip named for its version.
func TestCheckWindowsZipLayout(t *testing.T) {
	const v = "dev-5e176e7a1b2c"
	exe := []byte("not reached: the layout fails first")
	err := runCheckWindows([]string{windowsZip(t, v, exe, "README.md", "LICENSE.txt"), v})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "parlor-"+v+"-windows-amd64/README.md is missing")
	assert.Contains(t, err.Error(), "LICENSE.txt is missing")

	z := windowsZip(t, v, exe)
	err = runCheckWindows([]string{z, "v1.0.0"})
	assert.ErrorContains(t, err, "is named parlor-v1.0.0-windows-amd64.zip")

	extra := filepath.Join(t.TempDir(), filepath.Base(z))
	writeZip(t, extra, map[string]string{"parlor-" + v + "-windows-amd64/parlor.exe": "x", "stray.txt": "x"})
	err = runCheckWindows([]string{extra, v})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "unexpected entry stray.txt")
}

// writeZip writes a zip of the given names and contents, for layouts
// zipTree would never make.
func writeZip(t *testing.T, out string, files map[string]string) {
	t.Helper()
	f, err := os.Create(out)
	require.NoError(t, err)
	defer f.Close()
	zw := zip.NewWriter(f)
	for name, s := range files {
		w, err := zw.Create(name)
		require.NoError(t, err)
		_, err = w.Write([]byte(s))
		require.NoError(t, err)
	}
	require.NoError(t, zw.Close())
}

// zip keeps the tree under its folder's name with each mode, in lexical
// order, dated SOURCE_DATE_EPOCH whatever the files' own times: the same
// tree zips to the same bytes.
func TestZipTree(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "parlor-v1.0.0-test")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "docs"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "run"), []byte("#!/bin/sh\n"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.txt"), []byte("a"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "docs", "b.md"), []byte("b"), 0o600))
	t.Setenv("SOURCE_DATE_EPOCH", "1767225600") // 2026-01-01
	first := filepath.Join(t.TempDir(), "first.zip")
	require.NoError(t, commands["zip"].run([]string{first, dir}))

	zr, err := zip.OpenReader(first)
	require.NoError(t, err)
	defer zr.Close()
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
		assert.True(t, f.Modified.Equal(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)), "%s dated %v", f.Name, f.Modified)
	}
	assert.Equal(t, []string{"parlor-v1.0.0-test/", "parlor-v1.0.0-test/a.txt", "parlor-v1.0.0-test/docs/",
		"parlor-v1.0.0-test/docs/b.md", "parlor-v1.0.0-test/run"}, names)
	assert.Equal(t, os.FileMode(0o755), zr.File[4].Mode(), "the script stays executable")
	assert.Equal(t, os.FileMode(0o644), zr.File[1].Mode())
	assert.Equal(t, os.FileMode(0o600), zr.File[3].Mode())
	assert.True(t, zr.File[2].Mode().IsDir())

	// Touch every file: the zip does not change.
	later := time.Now().Add(time.Hour)
	for _, p := range []string{"run", "a.txt", "docs/b.md"} {
		require.NoError(t, os.Chtimes(filepath.Join(dir, p), later, later))
	}
	second := filepath.Join(t.TempDir(), "second.zip")
	require.NoError(t, commands["zip"].run([]string{second, dir}))
	a, _ := os.ReadFile(first)
	b, _ := os.ReadFile(second)
	assert.True(t, bytes.Equal(a, b), "the same tree zips to the same bytes")
}

func TestZipTreeRefuses(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.txt"), []byte("a"), 0o644))
	assert.ErrorContains(t, runZip([]string{filepath.Join(dir, "self.zip"), dir}), "it would zip itself")

	require.NoError(t, os.Symlink("a.txt", filepath.Join(dir, "link")))
	out := filepath.Join(t.TempDir(), "x.zip")
	assert.ErrorContains(t, runZip([]string{out, dir}), "holds no links")
	assert.NoFileExists(t, out, "a failed zip leaves nothing behind")

	t.Setenv("SOURCE_DATE_EPOCH", "yesterday")
	assert.ErrorContains(t, runZip([]string{out, t.TempDir()}), "SOURCE_DATE_EPOCH")
}
