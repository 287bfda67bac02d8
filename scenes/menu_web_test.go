package scenes

import (
	"slices"
	"strings"
	"testing"

	"parlor/game"
	"parlor/rules/engine"
)

// TestMenuOnTheWebHasNoQuit: the web build's menu offers no Quit and its
// footer no quit key (ending the Go program freezes the page); the
// desktop's has both, last.
func TestMenuOnTheWebHasNoQuit(t *testing.T) {
	games := []GameEntry{{Game: &engine.Entry{Info: engine.Info{Title: "Speed Run"}}}}
	settings := game.DefaultSettings()
	ctx := &game.Context{Settings: &settings}
	for _, web := range []bool{false, true} {
		labels := menuLabels("Continue Speed Run", games, "History", web)
		want := []string{"Continue Speed Run", "Speed Run", "Play online", "Statistics", "History", "Settings", "Rules"}
		if !web {
			want = append(want, "Quit")
		}
		if !slices.Equal(labels, want) {
			t.Errorf("web %v: menu items %q, want %q", web, labels, want)
		}
		foot := keyHints(ctx, menuHints(web)...)
		if quits := strings.Contains(foot, "Ctrl+Q quit"); quits == web {
			t.Errorf("web %v: the footer %q offers Ctrl+Q: %v", web, foot, quits)
		}
	}
	if got := menuLabels("", games, "History (3)", true); got[0] != "Speed Run" || got[3] != "History (3)" {
		t.Errorf("without a game in progress: %q", got)
	}
}

// The rules' Controls page names Ctrl+Q only where it quits.
func TestControlsNameCtrlQOnlyOnTheDesktop(t *testing.T) {
	if !strings.Contains(controls(true), "Ctrl+Q quits from anywhere.") {
		t.Errorf("the desktop's Controls page does not say how to quit:\n%s", controls(true))
	}
	if page := controls(false); strings.Contains(page, "Ctrl+Q") || strings.Contains(page, "QUIT") {
		t.Errorf("the web's Controls page offers Ctrl+Q:\n%s", page)
	}
}
