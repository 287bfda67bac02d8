//go:build e2e

package e2e

import (
	"bufio"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestLinuxDownloadInstalls is the Linux download as a player meets it:
// build/package/linux makes the tar.gz, which is unpacked and installed
// with its install.sh into a fresh home; the installed menu entry names
// the installed program, its icon and its window class; the program
// started from the entry's Exec= path shows a window of that class with
// an icon, reaches the menu and a Spit table by key presses, keeps its
// settings and games in the home's XDG folders, and quits with Ctrl+Q;
// then uninstall.sh removes what install.sh put there and keeps the rest.
func TestLinuxDownloadInstalls(t *testing.T) {
	root := RepoRoot(t)
	version := strings.TrimSpace(runIn(t, root, nil, "bash", "-c", "source build/lib.sh && release_version"))
	dist := t.TempDir()
	runIn(t, root, nil, filepath.Join(root, "build", "package", "linux"), dist, version)
	name := "parlor-" + version + "-linux-amd64"
	if _, err := os.Stat(filepath.Join(dist, name+".tar.gz")); err != nil {
		t.Fatalf("build/package/linux made no %s.tar.gz: %v", name, err)
	}

	unpacked := t.TempDir()
	runIn(t, unpacked, nil, "tar", "-xzf", filepath.Join(dist, name+".tar.gz"))
	folder := filepath.Join(unpacked, name)
	home := t.TempDir()
	env := []string{"HOME=" + home, "XDG_DATA_HOME=" + filepath.Join(home, "data"),
		"XDG_BIN_HOME=" + filepath.Join(home, "bin"), "XDG_CONFIG_HOME=" + filepath.Join(home, "config")}
	out := runIn(t, folder, env, "./install.sh")
	t.Logf("install.sh:\n%s", out)
	if !strings.Contains(out, "Installed Parlor "+version) {
		t.Errorf("install.sh did not say it installed Parlor %s:\n%s", version, out)
	}

	entry := checkInstalledEntry(t, filepath.Join(home, "data"))
	bin := entry["Exec"]
	if want := filepath.Join(home, "bin", "parlor"); bin != want {
		t.Fatalf("the menu entry starts %q, want the installed program %s", bin, want)
	}
	playInstalled(t, bin, entry["StartupWMClass"], env)
	for _, kept := range []string{"config/parlor/settings.json", "data/parlor/parlor.db"} {
		if _, err := os.Stat(filepath.Join(home, kept)); err != nil {
			t.Errorf("the installed Parlor kept no ~/%s (XDG folders): %v", kept, err)
		}
	}

	out = runIn(t, folder, env, "./uninstall.sh")
	t.Logf("uninstall.sh:\n%s", out)
	checkUninstalled(t, home)
}

// runIn runs a command in dir with env added to the test's environment
// and returns its output, failing the test with it when the command fails.
func runIn(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s (in %s): %v\n%s", name, strings.Join(args, " "), dir, err, out)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Logf("%s took %.1f s", filepath.Base(name), d.Seconds())
	}
	return string(out)
}

// checkInstalledEntry reads the menu entry install.sh wrote under the
// data folder, checks it with desktop-file-validate and finds its icon at
// every size, and returns its keys (Exec unquoted).
func checkInstalledEntry(t *testing.T, data string) map[string]string {
	t.Helper()
	path := filepath.Join(data, "applications", "parlor.desktop")
	validate := tool(t, "desktop-file-validate", "desktop-file-utils")
	if out, err := exec.Command(validate, path).CombinedOutput(); err != nil {
		t.Errorf("desktop-file-validate %s: %v\n%s", path, err, out)
	}
	entry := readDesktop(t, path)
	for k, want := range map[string]string{"Type": "Application", "Name": "Parlor", "Icon": "parlor", "StartupWMClass": "Parlor", "Terminal": "false"} {
		if entry[k] != want {
			t.Errorf("%s: %s=%q, want %q", path, k, entry[k], want)
		}
	}
	for _, n := range []int{16, 24, 32, 48, 64, 128, 256, 512} {
		icon := filepath.Join(data, "icons", "hicolor", fmt.Sprintf("%dx%d", n, n), "apps", entry["Icon"]+".png")
		f, err := os.Open(icon)
		if err != nil {
			t.Errorf("Icon=%s is not installed at %d px: %v", entry["Icon"], n, err)
			continue
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != n || cfg.Height != n {
			t.Errorf("%s: %dx%d (%v), want a %d px PNG", icon, cfg.Width, cfg.Height, err, n)
		}
	}
	return entry
}

// readDesktop reads the [Desktop Entry] group of a desktop file; a quoted
// Exec (a path with spaces) is unquoted.
func readDesktop(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("install.sh wrote no menu entry: %v", err)
	}
	defer f.Close()
	entry := map[string]string{}
	group := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "[") {
			group = line
			continue
		}
		if k, v, ok := strings.Cut(line, "="); ok && group == "[Desktop Entry]" {
			entry[k] = v
		}
	}
	if e := entry["Exec"]; len(e) > 1 && e[0] == '"' && e[len(e)-1] == '"' {
		entry["Exec"] = e[1 : len(e)-1]
	}
	return entry
}

// wmClass reads `WM_CLASS(STRING) = "instance", "Class"`.
var wmClass = regexp.MustCompile(`WM_CLASS\(STRING\) = "([^"]*)", "([^"]*)"`)

// playInstalled starts the installed program as the menu would (its own
// settings and data folders, from the XDG variables in env), checks the
// window's class against the entry's StartupWMClass and its icon, reaches
// a Spit table through the menu by keys, and quits with Ctrl+Q.
func playInstalled(t *testing.T, bin, startupClass string, env []string) {
	t.Helper()
	// Empty PARLOR_CONFIG_DIR and PARLOR_DATA_DIR (the last value wins)
	// leave the program to find its folders as it does for a player.
	a := start(t, bin, append(env, "PARLOR_CONFIG_DIR=", "PARLOR_DATA_DIR="))
	a.waitTrace(`"ready" event (first frame drawn)`, 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
	a.FindWindow("Parlor", 5*time.Second)

	xprop := tool(t, "xprop", "x11-utils")
	props, err := exec.Command(xprop, "-len", "64", "-id", a.WID, "WM_CLASS", "_NET_WM_ICON").CombinedOutput()
	if err != nil {
		t.Fatalf("xprop: %v: %s", err, props)
	}
	m := wmClass.FindStringSubmatch(string(props))
	if m == nil || m[2] != startupClass {
		t.Errorf("the window's WM_CLASS does not match StartupWMClass=%s: %s", startupClass, firstLine(string(props)))
	}
	if !strings.Contains(string(props), "_NET_WM_ICON(CARDINAL) =") {
		t.Errorf("the window has no _NET_WM_ICON:\n%s", props)
	}

	a.waitTrace(`"scene" event for menu`, 5*time.Second, isScene("menu"))
	a.cursor = 0 // the items event may come before or after the scene event
	items := a.waitTrace(`"items" event for menu`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "menu" })
	target := ""
	for _, it := range items.Items {
		if strings.Contains(it.Label, "Spit") {
			target = it.Label
		}
	}
	if target == "" {
		t.Fatalf("no Spit entry on the menu: %q", items.Labels())
	}
	// The focus starts on the first item; each Down moves it one on, to
	// the Spit one. Only a move counts (the start's own focus events are
	// in the trace too).
	a.Skip()
	for focus := items.Items[0].Label; focus != target; {
		focus = a.KeyUntil("Down", "the focus moving from "+focus, func(e Event) bool {
			return e.Ev == "focus" && e.Scene == "menu" && e.Item != focus
		}).Item
	}
	a.KeyUntil("Return", "spit-setup after Return on "+target, isScene("spit-setup"))
	a.cursor = 0
	setup := a.waitTrace(`"items" event for spit-setup`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "spit-setup" })
	startGame, ok := setup.ItemByLabel("Start game")
	if !ok {
		t.Fatalf("no Start game button in the Spit setup: %q", setup.Labels())
	}
	a.waitTrace(`"settled" event for spit-setup`, 5*time.Second, isSettled("spit-setup"))
	a.Click(startGame.Center())
	a.waitTrace(`"scene" event for spit-table`, 5*time.Second, isScene("spit-table"))
	// A first game's guide holds the clock while it speaks: Escape skips
	// it (and is remembered in the settings), then Player 1 spits.
	a.waitTrace(`"guide" event for spit`, 5*time.Second, func(e Event) bool { return e.Ev == "guide" })
	a.KeyUntil("Escape", "the guide skipped", func(e Event) bool { return e.Ev == "guide" && strings.Contains(e.Line, `"skipped"`) })
	a.KeyUntil("e", "Player 1's spit press", func(e Event) bool {
		return e.Ev == "press" && e.Seat != nil && *e.Seat == 0 && strings.HasPrefix(e.A, "spit")
	})
	a.Key("ctrl+q")
	if code := a.WaitExit(5 * time.Second); code != 0 {
		t.Errorf("exit code after ctrl+q = %d, want 0; output:\n%s", code, a.Output())
	}
}

// checkUninstalled: the program, the menu entry and every icon are gone;
// the player's settings and games stay.
func checkUninstalled(t *testing.T, home string) {
	t.Helper()
	gone := []string{"bin/parlor", "data/applications/parlor.desktop"}
	for _, n := range []int{16, 24, 32, 48, 64, 128, 256, 512} {
		gone = append(gone, fmt.Sprintf("data/icons/hicolor/%dx%d/apps/parlor.png", n, n))
	}
	for _, p := range gone {
		if _, err := os.Stat(filepath.Join(home, p)); !os.IsNotExist(err) {
			t.Errorf("uninstall.sh left ~/%s (%v)", p, err)
		}
	}
	for _, p := range []string{"config/parlor/settings.json", "data/parlor/parlor.db"} {
		if _, err := os.Stat(filepath.Join(home, p)); err != nil {
			t.Errorf("uninstall.sh took the player's ~/%s: %v", p, err)
		}
	}
}
