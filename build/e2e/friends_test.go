//go:build e2e && online

package e2e

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestOnlineFriendsThreeWindows: three people, each in a Parlor window of
// their own, from the lobby by real key presses and clicks: Ben adds Ann
// by her name for friends, Ann accepts and both see the other online;
// Cy asks too and Ann blocks him; Ann makes a table and invites Ben, who
// joins from the invitation in his lobby; Cy, with the table's code,
// cannot sit down.
func TestOnlineFriendsThreeWindows(t *testing.T) {
	server := os.Getenv("PARLOR_TEST_SERVER")
	if server == "" {
		t.Fatal("PARLOR_TEST_SERVER is not set: run this test with build/online, which starts the server")
	}
	bin := BuildBinary(t, ".")
	quiet := func(dir string) {
		if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"anim_speed":"fast","sound":false}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ann := startIn(t, bin, nil, quiet, "-server", server)
	ben := startIn(t, bin, []string{"DISPLAY=" + secondDisplay(t)}, quiet, "-server", server)
	cy := startIn(t, bin, []string{"DISPLAY=" + secondDisplay(t)}, quiet, "-server", server)
	for _, a := range []*App{ann, ben, cy} {
		a.waitTrace(`"ready" event`, 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
		a.FindWindow("Parlor", 5*time.Second)
	}
	annTag := ann.openFriends(t, "Ann")
	ben.openFriends(t, "Ben")
	cy.openFriends(t, "Cy")
	ben.addFriend(t, annTag)
	cy.addFriend(t, annTag)

	ann.answer(t, "Ben asks to be your friend", "Accept", "Ben is your friend.")
	ann.waitItem(t, "friends", "Ben: online")
	ben.waitItem(t, "friends", "Ann: online")
	ann.answer(t, "Cy asks to be your friend", "Block", "Cy is blocked: they cannot sit at your tables, are never quick-matched with you, and you do not see their messages.")
	ann.Screenshot(filepath.Join(shots(t), "ann-friends.png"))

	// Ann's table; Ben is invited from its waiting room.
	ann.KeyUntil("Escape", `"scene" event for lobby`, isScene("lobby"))
	code := ann.createTable(t)
	ann.clickLabel(t, "waiting-room", "Invite a friend")
	ann.waitTrace("the friends to invite", 20*time.Second, func(e Event) bool {
		return e.Ev == "items" && e.Scene == "invite" && slices.Contains(e.Labels(), "Ben")
	})
	ann.clickLabel(t, "invite", "Ben")
	ann.waitTrace("Ben invited", 20*time.Second, func(e Event) bool {
		return e.Ev == "toast" && strings.HasPrefix(e.Msg, "Invited Ben")
	})
	ben.KeyUntil("Escape", `"scene" event for lobby`, isScene("lobby"))
	ben.waitItem(t, "lobby", "Ann invites you to Speed Run")
	ben.Screenshot(filepath.Join(shots(t), "ben-invited.png"))
	ben.clickLabel(t, "lobby", "Ann invites you to Speed Run")
	ben.waitTrace("Ben at Ann's table", 20*time.Second, func(e Event) bool { return e.Ev == "room" && e.Item == code })
	ann.waitTrace("Ben seated", 20*time.Second, func(e Event) bool { return e.Ev == "room" && e.Seat != nil && *e.Seat == 2 })

	// Cy has the code, and cannot sit down.
	cy.KeyUntil("Escape", `"scene" event for lobby`, isScene("lobby"))
	lobby, _ := cy.Last(func(e Event) bool { return e.Ev == "items" && e.Scene == "lobby" })
	cy.focusItem(t, lobby.Labels(), slices.Index(lobby.Labels(), "Join with a code"))
	cy.KeyUntil("Return", `"typing" event`, func(e Event) bool { return e.Ev == "typing" })
	cy.typeText(t, strings.ToLower(code))
	cy.KeyUntil("Return", "Cy refused", func(e Event) bool {
		return e.Ev == "toast" && strings.Contains(e.Msg, "You cannot sit at this table.")
	})
	cy.Screenshot(filepath.Join(shots(t), "cy-refused.png"))
}

// openFriends goes from the menu to the lobby's Friends as name and
// returns the player's own name for friends, once the list came.
func (a *App) openFriends(t *testing.T, name string) string {
	t.Helper()
	lobby := a.openLobby(t, name)
	a.focusItem(t, lobby, slices.Index(lobby, "Friends"))
	a.KeyUntil("Return", `"scene" event for friends`, isScene("friends"))
	return a.waitTrace(`"friends" event`, 20*time.Second, func(e Event) bool { return e.Ev == "friends" && e.Item != "" }).Item
}

// addFriend types tag into Add a friend by name.
func (a *App) addFriend(t *testing.T, tag string) {
	t.Helper()
	a.clickLabel(t, "friends", "Add a friend by name")
	a.waitTrace(`"typing" event`, 10*time.Second, func(e Event) bool { return e.Ev == "typing" })
	a.typeText(t, tag)
	a.KeyUntil("Return", "the request sent", func(e Event) bool {
		return e.Ev == "toast" && e.Msg == "Asked "+tag+" to be your friend."
	})
}

// answer picks row on the Friends screen once it shows, then answer in
// the question it asks, and waits for what it says.
func (a *App) answer(t *testing.T, row, answer, said string) {
	t.Helper()
	a.waitItem(t, "friends", row)
	a.clickLabel(t, "friends", row)
	a.waitTrace("the question about "+row, 10*time.Second, func(e Event) bool {
		return e.Ev == "items" && e.Scene == "friend" && slices.Contains(e.Labels(), answer)
	})
	a.clickLabel(t, "friend", answer)
	a.waitTrace(said, 20*time.Second, func(e Event) bool { return e.Ev == "toast" && e.Msg == said })
}

// waitItem waits until scene lists an item labelled label.
func (a *App) waitItem(t *testing.T, scene, label string) {
	t.Helper()
	a.waitTrace(scene+" listing "+label, 30*time.Second, func(e Event) bool {
		return e.Ev == "items" && e.Scene == scene && slices.Contains(e.Labels(), label)
	})
}

// clickLabel clicks the item labelled label of scene's last list, once
// the scene has settled (it takes no input while it fades in).
func (a *App) clickLabel(t *testing.T, scene, label string) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); !a.settledLast(scene); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("%s did not settle", scene)
		}
	}
	items, ok := a.Last(func(e Event) bool { return e.Ev == "items" && e.Scene == scene })
	if !ok {
		t.Fatalf("%s listed nothing", scene)
	}
	it, ok := items.ItemByLabel(label)
	if !ok {
		t.Fatalf("%s lists no %q: %q", scene, label, items.Labels())
	}
	a.Click(it.Center())
}

// settledLast reports whether scene settled since it last opened.
func (a *App) settledLast(scene string) bool {
	evs := a.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		switch e := evs[i]; {
		case e.Ev == "settled" && e.Scene == scene:
			return true
		case e.Ev == "scene" && e.Scene == scene:
			return false
		}
	}
	return false
}
