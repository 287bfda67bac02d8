//go:build e2e

package e2e

import (
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestWindowNamesParlor: the real window carries Parlor's class (a desktop
// entry's StartupWMClass finds it) and its icon drawn at several sizes,
// and the binary says its version.
func TestWindowNamesParlor(t *testing.T) {
	a, _ := startParlor(t)
	a.waitTrace(`"scene" event for menu`, 5*time.Second, isScene("menu"))
	xprop := tool(t, "xprop", "x11-utils")
	out, err := exec.Command(xprop, "-len", "1000000", "-id", a.WID, "WM_CLASS", "_NET_WM_ICON").CombinedOutput()
	if err != nil {
		t.Fatalf("xprop: %v: %s", err, out)
	}
	props := string(out)
	if !strings.Contains(props, `WM_CLASS(STRING) = "parlor", "Parlor"`) {
		t.Errorf("the window's class is not Parlor's: %s", firstLine(props))
	}
	// _NET_WM_ICON lists each size as "Icon (W x H):".
	for _, size := range []string{"16 x 16", "32 x 32", "256 x 256"} {
		if !strings.Contains(props, "Icon ("+size+")") {
			t.Errorf("no %s icon on the window", size)
		}
	}
	a.Key("ctrl+q")
	a.WaitExit(3 * time.Second)

	v, err := exec.Command(BuildBinary(t, "."), "-version").Output()
	if err != nil || !strings.HasPrefix(string(v), "Parlor ") {
		t.Errorf("parlor -version printed %q (%v)", v, err)
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
