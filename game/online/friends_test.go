//go:build online

package online_test

// Issue 35's friends and blocks, tried as a cheater would: headless
// clients calling the friends' procedures, sitting where they may not,
// and asking the matchmaker for a table with someone who blocked them.

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/rules/games"
)

func short(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// friendsOf is p's friends list.
func friendsOf(t *testing.T, p *person) room.Friends {
	t.Helper()
	f, err := p.c.Friends(short(t))
	require.NoError(t, err)
	return f
}

// in returns other as p's list shows them, and whether it does.
func in(f room.Friends, other *person) (room.Player, bool) {
	i := slices.IndexFunc(f.List, func(p room.Player) bool { return p.User == other.c.User() })
	if i < 0 {
		return room.Player{}, false
	}
	return f.List[i], true
}

// change makes one change of p's and returns the list after it.
func change(t *testing.T, p *person, ch room.FriendChange) room.Friends {
	t.Helper()
	f, err := p.c.ChangeFriend(short(t), ch)
	require.NoError(t, err, "%s: %+v", p.name, ch)
	return f
}

// befriend makes a and b friends, a asking by b's tag.
func befriend(t *testing.T, a, b *person) {
	t.Helper()
	change(t, a, room.FriendChange{Op: room.AddFriend, Tag: friendsOf(t, b).You})
	change(t, b, room.FriendChange{Op: room.AddFriend, User: a.c.User()})
}

// waitingTable makes a Speed Run table of p's (two people and a
// computer) and sits p there; it returns once the server counts p there.
func waitingTable(t *testing.T, p *person) room.Created {
	t.Helper()
	e, _ := games.Lookup("speedrun")
	made, err := p.c.Create(short(t), plan(e))
	require.NoError(t, err)
	p.sit(t, made.Match)
	require.Eventually(t, func() bool {
		mine, err := p.c.Mine(short(t))
		return err == nil && len(mine) == 1 && mine[0].Match == made.Match
	}, 10*time.Second, 50*time.Millisecond, "%s sits at the table", p.name)
	return made
}

// TestFriendsByTagSeeEachOtherOnlineAndAtTheirTable: Ann asks Ben by his
// tag as he might read it to her (in capitals, with spaces); each sees
// where the request stands; Ben accepts; Ann sees him online, then at
// the table he sits at, then offline once his Parlor closes.
func TestFriendsByTagSeeEachOtherOnlineAndAtTheirTable(t *testing.T) {
	t.Parallel()
	ann, ben := connect(t, "Ann", device(t)), connect(t, "Ben", device(t))
	mine := friendsOf(t, ann)
	_, err := room.ParseTag(mine.You)
	require.NoError(t, err, "Ann's tag %q", mine.You)
	assert.True(t, strings.HasPrefix(mine.You, "ann"), mine.You)
	assert.True(t, strings.HasSuffix(mine.You, "#"+strings.ReplaceAll(ann.c.User(), "-", "")[:5]), mine.You)
	assert.Empty(t, mine.List)

	his := friendsOf(t, ben).You
	f := change(t, ann, room.FriendChange{Op: room.AddFriend, Tag: "  " + strings.ToUpper(his) + " "})
	p, ok := in(f, ben)
	require.True(t, ok, "Ben is in Ann's list")
	assert.Equal(t, room.Player{User: ben.c.User(), Name: "Ben", Tag: his, State: room.Asked}, p, "asked: nothing more shows")
	p, _ = in(friendsOf(t, ben), ann)
	assert.Equal(t, room.Asking, p.State, "Ben sees Ann ask")

	f = change(t, ben, room.FriendChange{Op: room.AddFriend, Tag: mine.You})
	p, _ = in(f, ann)
	assert.Equal(t, room.Mutual, p.State, "Ben accepted")
	require.Eventually(t, func() bool { p, _ = in(friendsOf(t, ann), ben); return p.State == room.Mutual && p.Online },
		10*time.Second, 100*time.Millisecond, "Ann sees Ben, a friend, online")
	assert.Nil(t, p.Table, "Ben sits nowhere")

	made := waitingTable(t, ben)
	require.Eventually(t, func() bool { p, _ = in(friendsOf(t, ann), ben); return p.Table != nil },
		10*time.Second, 100*time.Millisecond, "Ann sees Ben's table")
	assert.Equal(t, made.Match, p.Table.Match)
	assert.Equal(t, made.Code, p.Table.Code, "a friend's waiting table can be joined by its code")
	assert.Equal(t, room.Waiting, p.Table.Phase)

	ben.c.Close()
	require.Eventually(t, func() bool { p, _ = in(friendsOf(t, ann), ben); return !p.Online && p.Table == nil },
		20*time.Second, 100*time.Millisecond, "Ben's Parlor closed: offline, and up from the waiting table")
}

// TestATagNamingNobodyIsRefusedInWords: a tag of nobody, a name without
// its letters, oneself and a change Parlor does not make are each refused
// with a sentence.
func TestATagNamingNobodyIsRefusedInWords(t *testing.T) {
	t.Parallel()
	ann := connect(t, "Ann", device(t))
	for _, c := range []struct {
		ch   room.FriendChange
		says string
	}{
		{room.FriendChange{Op: room.AddFriend, Tag: "nobody#00000"}, "Nobody is called nobody#00000 here."},
		{room.FriendChange{Op: room.AddFriend, Tag: "ann"}, "A friend's name is their name, # and five letters or digits"},
		{room.FriendChange{Op: room.AddFriend, User: "3f2a1b7c-0000-4000-8000-000000000001"}, "That player is not on this server."},
		{room.FriendChange{Op: room.BlockPlayer, User: ann.c.User()}, "That is you."},
		{room.FriendChange{Op: "follow", Tag: "nobody#00000"}, "Parlor's server does not make that change."},
	} {
		_, err := ann.c.ChangeFriend(short(t), c.ch)
		require.Error(t, err, "%+v", c.ch)
		assert.Contains(t, err.Error(), c.says)
	}
	assert.Empty(t, friendsOf(t, ann).List, "nothing changed")
}

// TestAnInvitationWaitsForAnOfflineFriend: Ann invites Ben, whose Parlor
// is closed, to her table; when he connects again the invitation is
// listed, and gone once he dismisses it or once the table no longer
// waits for players. Inviting someone who is no friend, or to a table
// Ann does not sit at, is refused.
func TestAnInvitationWaitsForAnOfflineFriend(t *testing.T) {
	t.Parallel()
	ann, ben, cy := connect(t, "Ann", device(t)), connect(t, "Ben", device(t)), connect(t, "Cy", device(t))
	befriend(t, ann, ben)
	ben.c.Close()
	require.Eventually(t, func() bool { p, _ := in(friendsOf(t, ann), ben); return !p.Online },
		20*time.Second, 100*time.Millisecond, "Ben is offline")

	made := waitingTable(t, ann)
	require.NoError(t, ann.c.Invite(short(t), ben.c.User()))
	err := ann.c.Invite(short(t), cy.c.User())
	require.Error(t, err, "Cy is no friend of Ann's")
	assert.Contains(t, err.Error(), "You can invite only your friends")
	theirs := waitingTable(t, cy)
	err = ann.c.InviteTo(short(t), ben.c.User(), theirs.Match)
	require.Error(t, err, "Ann does not sit at Cy's table")
	assert.Contains(t, err.Error(), "You can invite friends only to a table you sit at")

	ben = connect(t, "Ben", ben.device)
	list, err := ben.c.Invites(short(t), "")
	require.NoError(t, err)
	require.Len(t, list, 1, "the invitation waited for Ben")
	assert.Equal(t, room.Invited{ID: list[0].ID, From: "Ann", Game: "speedrun", Match: made.Match, Code: made.Code}, list[0])
	list, err = ben.c.Invites(short(t), list[0].ID)
	require.NoError(t, err)
	assert.Empty(t, list, "dismissed")

	require.NoError(t, ann.c.Invite(short(t), ben.c.User()))
	list, err = ben.c.Invites(short(t), "")
	require.NoError(t, err)
	require.Len(t, list, 1)
	require.Eventually(t, func() bool { s, ok := ann.t.State(); ann.t.Pump(); return ok && s.Host }, 10*time.Second, 20*time.Millisecond)
	require.NoError(t, ann.t.Start())
	require.Eventually(t, func() bool {
		list, err = ben.c.Invites(short(t), "")
		return err == nil && len(list) == 0
	}, 10*time.Second, 100*time.Millisecond, "Ann's game started: her table no longer waits for Ben")
}

// TestABlockedPlayerCannotSitAtTheBlockersTable: Mallory, whom Ann
// blocked, is refused Ann's table in words that do not say why; nothing
// tells Mallory of the block; Cy sits down; once Ann unblocks her,
// Mallory sits down too.
func TestABlockedPlayerCannotSitAtTheBlockersTable(t *testing.T) {
	t.Parallel()
	ann, mal, cy := connect(t, "Ann", device(t)), connect(t, "Mallory", device(t)), connect(t, "Cy", device(t))
	f := change(t, ann, room.FriendChange{Op: room.BlockPlayer, Tag: friendsOf(t, mal).You})
	p, _ := in(f, mal)
	assert.Equal(t, room.Blocked, p.State)
	assert.Empty(t, friendsOf(t, mal).List, "Mallory is not told")

	e, _ := games.Lookup("spellcraft")
	pl := room.Plan{Game: e.Name, Seats: []room.PlanSeat{{Kind: room.Friend}, {Kind: room.Friend}, {Kind: room.Friend}}}
	made, err := ann.c.Create(short(t), pl)
	require.NoError(t, err)
	ann.sit(t, made.Match)
	until(t, 10*time.Second, func() bool { s, ok := ann.t.State(); return ok && s.Seats[0].Taken }, ann)
	var found room.Created
	require.Eventually(t, func() bool { // the server indexes a new table within a second
		found, err = mal.c.Find(short(t), made.Code)
		return err == nil
	}, 10*time.Second, 100*time.Millisecond, "the code is Mallory's to find")
	_, err = online.Sit(short(t), mal.c, found.Match)
	require.Error(t, err, "Mallory sits down at Ann's table")
	assert.Equal(t, "You cannot sit at this table.", err.Error())
	cy.sit(t, made.Match)

	change(t, ann, room.FriendChange{Op: room.Unblock, User: mal.c.User()})
	mal.sit(t, made.Match)
	until(t, 10*time.Second, func() bool { s, _ := ann.t.State(); return s.Seats[2].Taken }, ann)
}

// heardUntilOwn reads what p was told until p's own quick message comes
// back, so every message that reached the table before it was sent is
// in.
func heardUntilOwn(t *testing.T, p *person) []string {
	t.Helper()
	require.NoError(t, p.t.Say(5)) // "Thanks!"
	own := p.name + ": " + room.Quick[4]
	var news []string
	until(t, 20*time.Second, func() bool {
		news = append(news, p.t.TakeNews()...)
		return slices.Contains(news, own)
	}, p)
	return news[:slices.Index(news, own)]
}

// says has p send quick message n and waits until listener is told it.
func says(t *testing.T, p *person, n int, listener *person) string {
	t.Helper()
	require.NoError(t, p.t.Say(n))
	line := p.name + ": " + room.Quick[n-1]
	var news []string
	until(t, 20*time.Second, func() bool {
		news = append(news, listener.t.TakeNews()...)
		return slices.Contains(news, line)
	}, listener, p)
	return line
}

// TestABlockedPlayersQuickMessagesDoNotReachTheBlocker: at Mallory's
// table (Ann may sit there: she blocked, she is not blocked), Cy hears
// Mallory's quick messages and Ann does not; a block lifted or made at
// the table holds at once.
func TestABlockedPlayersQuickMessagesDoNotReachTheBlocker(t *testing.T) {
	t.Parallel()
	mal, ann, cy := connect(t, "Mallory", device(t)), connect(t, "Ann", device(t)), connect(t, "Cy", device(t))
	change(t, ann, room.FriendChange{Op: room.BlockPlayer, User: mal.c.User()})
	pl := room.Plan{Game: "spellcraft", Seats: []room.PlanSeat{{Kind: room.Friend}, {Kind: room.Friend}, {Kind: room.Friend}}}
	made, err := mal.c.Create(short(t), pl)
	require.NoError(t, err)
	for _, p := range []*person{mal, ann, cy} {
		p.sit(t, made.Match)
	}
	until(t, 20*time.Second, func() bool {
		s, ok := cy.t.State()
		return ok && s.Seats[0].Taken && s.Seats[1].Taken && s.Seats[2].Taken
	}, mal, ann, cy)
	for _, p := range []*person{mal, ann, cy} {
		p.t.TakeNews()
	}

	line := says(t, mal, 2, cy)
	assert.NotContains(t, heardUntilOwn(t, ann), line, "Ann blocked Mallory before she sat down")

	change(t, ann, room.FriendChange{Op: room.Unblock, User: mal.c.User()})
	says(t, mal, 3, ann)

	change(t, ann, room.FriendChange{Op: room.BlockPlayer, User: mal.c.User()})
	line = says(t, mal, 4, cy)
	assert.NotContains(t, heardUntilOwn(t, ann), line, "Ann blocked Mallory at the table")
}

// TestQuickMatchNeverSeatsABlockedPairTogether: Ann blocked Mallory; both
// ask for a quick match of the same game, for two. In two of the
// matchmaker's intervals and more they are not matched (whichever
// ticket searches); then Cy and Dan ask in turn, and each of Ann and
// Mallory is matched with one of them.
func TestQuickMatchNeverSeatsABlockedPairTogether(t *testing.T) {
	t.Parallel() // the only test that asks for Spellcraft
	ann, mal := connect(t, "Ann", device(t)), connect(t, "Mallory", device(t))
	change(t, ann, room.FriendChange{Op: room.BlockPlayer, User: mal.c.User()})
	seek(t, "spellcraft", 2, 2, ann, mal)
	for end := time.Now().Add(33 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		require.Empty(t, ann.c.TakeMatched(), "Ann was matched with the only other ticket, Mallory's")
		require.Empty(t, mal.c.TakeMatched(), "Mallory was matched with Ann")
	}

	found := map[*person]string{}
	for _, other := range []*person{connect(t, "Cy", device(t)), connect(t, "Dan", device(t))} {
		seek(t, "spellcraft", 2, 2, other)
		until(t, matchLimit, func() bool {
			for _, p := range []*person{ann, mal, other} {
				if m := p.c.TakeMatched(); m != "" {
					found[p] = m
				}
			}
			return found[other] != "" && (found[ann] == found[other] || found[mal] == found[other])
		})
	}
	assert.NotEmpty(t, found[ann])
	assert.NotEmpty(t, found[mal])
	assert.NotEqual(t, found[ann], found[mal], "Ann and Mallory are at different tables")
}
