package main

import (
	"cmp"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"

	"parlor/game/room"
	"parlor/rules/games"
)

// Friends, blocks and invitations (room.RPCFriends and the rest) stand on
// Nakama's own friends and notifications: the module keeps no table of
// its own. A player is added by their tag, which is their account's
// username (accounts.go), so Nakama finds them by it.

// Nakama's friend states (api.Friend.State), as the caller sees them.
const (
	edgeNone    = -1 // no edge: strangers
	edgeMutual  = 0
	edgeAsked   = 1 // the caller asked
	edgeAsking  = 2 // they ask the caller
	edgeBlocked = 3 // the caller blocked them
)

var states = map[int32]string{edgeMutual: room.Mutual, edgeAsked: room.Asked, edgeAsking: room.Asking, edgeBlocked: room.Blocked}

const (
	// inviteCode is an invitation's notification code (Nakama keeps the
	// codes below 1 for its own).
	inviteCode = 100
	// maxFriends is the most players one friends list holds: one page
	// of Nakama's, mutual friends first.
	maxFriends = 1000
	// maxBlocks is how many of the players a person blocked (the first
	// ones) a table and the matchmaker hold them apart from.
	maxBlocks = 200
	// Invitations one account sends: 5 at once, then one every 12 s.
	inviteBurst, inviteEvery = 5, 12 * time.Second
	// Friend changes one account makes: 20 at once, then one every 3 s
	// (each add or remove is a notification to the other player).
	changeBurst, changeEvery = 20, 3 * time.Second
	// The invitations listed, and the notifications read to find them.
	maxInvites, notesPage, notesPages = 20, 100, 10
)

// Sentences of the friends' procedures.
const (
	busy           = "The server could not do that just now: try again in a moment."
	tooManyChanges = "You changed your friends many times in a row: wait a minute."
	tooManyInvites = "You sent 5 invitations in the last minute: wait a little before you send another."
	notYourTable   = "You can invite friends only to a table you sit at, before its game is over."
	onlyFriends    = "You can invite only your friends: they add you back first."
	quickTable     = "A quick match's table is for the players it found: invite friends to a table you make."
	alreadyThere   = "They already sit at your table."
	notYou         = "That is you."
	noSuchInvite   = "There is no such invitation."
	noSuchPlayer   = "That player is not on this server."
	noSuchChange   = "Parlor's server does not make that change."
	sayWhom        = "Say whom: a player's tag (name#five letters) or their account."
)

var errBusy = runtime.NewError(busy, 14) // UNAVAILABLE

// caller is the signed-in account calling a procedure.
func caller(ctx context.Context) (string, error) {
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if user == "" {
		return "", runtime.NewError("sign in first", 16)
	}
	return user, nil
}

// userOf reads one account; nil when there is none.
func userOf(ctx context.Context, nk runtime.NakamaModule, id string) (*api.User, error) {
	if !isID(id) {
		return nil, nil
	}
	us, err := nk.UsersGetId(ctx, []string{id}, nil)
	if err != nil {
		return nil, errBusy
	}
	if len(us) == 0 {
		return nil, nil
	}
	return us[0], nil
}

// isID reports whether s is written as an account's id (a UUID), so a
// made-up one is refused in words before Nakama reads it.
func isID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i, c := range s {
		switch {
		case i == 8 || i == 13 || i == 18 || i == 23:
			if c != '-' {
				return false
			}
		case !('0' <= c && c <= '9' || 'a' <= c && c <= 'f'):
			return false
		}
	}
	return true
}

// nameOf is the name a player chose, cleaned as a table shows it.
func nameOf(u *api.User) string {
	return room.CleanName(cmp.Or(u.GetDisplayName(), u.GetUsername()))
}

// friendsList answers room.RPCFriends.
func friendsList(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	user, err := caller(ctx)
	if err != nil {
		return "", err
	}
	return answerFriends(ctx, nk, user)
}

func answerFriends(ctx context.Context, nk runtime.NakamaModule, user string) (string, error) {
	me, err := userOf(ctx, nk, user)
	if err != nil || me == nil {
		return "", errBusy
	}
	edges, _, err := nk.FriendsList(ctx, user, maxFriends, nil, "")
	if err != nil {
		return "", errBusy
	}
	out := room.Friends{You: me.GetUsername(), List: []room.Player{}}
	for _, e := range edges {
		out.List = append(out.List, player(e))
	}
	b, err := json.Marshal(out)
	return string(b), err
}

// player is one edge of the caller's as the friends list shows it: only
// a mutual friend says whether they are online and where they sit.
func player(f *api.Friend) room.Player {
	u := f.GetUser()
	p := room.Player{User: u.GetId(), Name: nameOf(u), Tag: u.GetUsername(), State: states[f.GetState().GetValue()]}
	if p.State == room.Mutual {
		p.Online = u.GetOnline()
		p.Table = pick(tablesOf(p.User))
	}
	return p
}

// tablesOf are the live tables user sits at (seated, mine.go).
func tablesOf(user string) []room.Mine {
	seated.Lock()
	defer seated.Unlock()
	out := make([]room.Mine, 0, len(seated.by[user]))
	for _, m := range seated.by[user] {
		out = append(out, m)
	}
	return out
}

// sitsAt returns user's table match, if they sit there.
func sitsAt(user, match string) (room.Mine, bool) {
	seated.Lock()
	defer seated.Unlock()
	m, ok := seated.by[user][match]
	return m, ok
}

// pick is the table to show a friend at: one still waiting (it can be
// joined) before one under way; nil for none.
func pick(ms []room.Mine) *room.Mine {
	var best *room.Mine
	for i, m := range ms {
		switch {
		case best == nil,
			(m.Phase == room.Waiting) != (best.Phase == room.Waiting) && m.Phase == room.Waiting,
			(m.Phase == room.Waiting) == (best.Phase == room.Waiting) && m.Code < best.Code:
			best = &ms[i]
		}
	}
	return best
}

// friendChange answers room.RPCFriend: one change, then the list.
func friendChange(limit *rates) rpc {
	return func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
		user, err := caller(ctx)
		if err != nil {
			return "", err
		}
		var ch room.FriendChange
		if err := json.Unmarshal([]byte(payload), &ch); err != nil {
			return "", runtime.NewError("a damaged request: "+err.Error(), 3)
		}
		if ch.Op != room.AddFriend && ch.Op != room.RemoveFriend && ch.Op != room.BlockPlayer && ch.Op != room.Unblock {
			return "", runtime.NewError(noSuchChange, 3)
		}
		if !limit.take(user) {
			return "", runtime.NewError(tooManyChanges, 8)
		}
		other, err := whom(ctx, nk, ch)
		if err != nil {
			return "", err
		}
		if other.GetId() == user {
			return "", runtime.NewError(notYou, 3)
		}
		if err := change(ctx, logger, nk, user, other, ch.Op); err != nil {
			return "", err
		}
		return answerFriends(ctx, nk, user)
	}
}

// whom is the player a change names, by tag or by account.
func whom(ctx context.Context, nk runtime.NakamaModule, ch room.FriendChange) (*api.User, error) {
	if ch.Tag == "" {
		if ch.User == "" {
			return nil, runtime.NewError(sayWhom, 3)
		}
		u, err := userOf(ctx, nk, ch.User)
		if err == nil && u == nil {
			err = runtime.NewError(noSuchPlayer, 5)
		}
		return u, err
	}
	tag, err := room.ParseTag(ch.Tag)
	if err != nil {
		return nil, runtime.NewError(upper(err.Error())+".", 3)
	}
	us, err := nk.UsersGetUsername(ctx, []string{tag})
	if err != nil {
		return nil, errBusy
	}
	if len(us) == 0 {
		return nil, runtime.NewError(fmt.Sprintf("Nobody is called %s here.", tag), 5) // NOT_FOUND
	}
	return us[0], nil
}

// stateOf is how from stands to to (edgeNone when strangers).
func stateOf(ctx context.Context, nk runtime.NakamaModule, from, to string) (int, error) {
	fs, err := nk.UsersGetFriendStatus(ctx, from, []string{to})
	if err != nil {
		return edgeNone, errBusy
	}
	if len(fs) == 0 {
		return edgeNone, nil
	}
	return int(fs[0].GetState().GetValue()), nil
}

// change makes one change of user's to other. Removing leaves a block
// (only unblocking lifts it), and unblocking touches nothing else.
func change(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule, user string, other *api.User, op string) error {
	state, err := stateOf(ctx, nk, user, other.GetId())
	if err != nil {
		return err
	}
	me, err := userOf(ctx, nk, user)
	if err != nil || me == nil {
		return errBusy
	}
	ids, tag := []string{other.GetId()}, me.GetUsername()
	switch {
	case op == room.AddFriend && state == edgeBlocked:
		return runtime.NewError(fmt.Sprintf("You blocked %s: unblock them first.", nameOf(other)), 9)
	case op == room.AddFriend:
		err = nk.FriendsAdd(ctx, user, tag, ids, nil, nil)
	case op == room.RemoveFriend && state != edgeBlocked && state != edgeNone:
		err = nk.FriendsDelete(ctx, user, tag, ids, nil)
	case op == room.BlockPlayer:
		err = nk.FriendsBlock(ctx, user, tag, ids, nil)
	case op == room.Unblock && state == edgeBlocked:
		err = nk.FriendsDelete(ctx, user, tag, ids, nil)
	default:
		return nil // nothing to change
	}
	if err != nil {
		return errBusy
	}
	if op == room.BlockPlayer || op == room.Unblock {
		retell(ctx, logger, nk, user)
	}
	return nil
}

// blockedBy are the players user blocked (the first maxBlocks).
func blockedBy(ctx context.Context, nk runtime.NakamaModule, user string) ([]string, error) {
	state := edgeBlocked
	fs, _, err := nk.FriendsList(ctx, user, maxBlocks, &state, "")
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(fs))
	for _, f := range fs {
		ids = append(ids, f.GetUser().GetId())
	}
	return ids, nil
}

// blocksSignal tells a table whom one of its people blocks now.
type blocksSignal struct {
	User    string   `json:"user"`
	Blocked []string `json:"blocked"`
}

// retell tells each live table user sits at whom they block now, so a
// block made at the table holds there at once (match.go, MatchSignal).
func retell(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule, user string) {
	blocked, err := blockedBy(ctx, nk, user)
	if err != nil {
		logger.Warn("the blocks of %s were not read: %v", user, err)
		return
	}
	b, _ := json.Marshal(blocksSignal{User: user, Blocked: blocked})
	for _, m := range tablesOf(user) {
		if _, err := nk.MatchSignal(ctx, m.Match, string(b)); err != nil {
			logger.Warn("table %s was not told of a block: %v", m.Match, err)
		}
	}
}

// blockKey keys the hashes of blocked accounts in matchmaker tickets
// (lobby.go): a ticket's properties reach every player it is matched
// with, who must not read in them whom its player blocked. Tickets live
// in memory, so a key made at each start is enough.
var blockKey = func() []byte {
	k := make([]byte, 32)
	_, _ = rand.Read(k)
	return k
}()

// blockHash is an account's mark in the tickets' lists of blocks.
func blockHash(user string) string {
	m := hmac.New(sha256.New, blockKey)
	m.Write([]byte(user))
	return hex.EncodeToString(m.Sum(nil))[:16]
}

// invite answers room.RPCInvite: a persistent notification to a mutual
// friend, inviting them to the caller's table.
func invite(limit *rates) rpc {
	return func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
		user, err := caller(ctx)
		if err != nil {
			return "", err
		}
		var in room.Invite
		if err := json.Unmarshal([]byte(payload), &in); err != nil {
			return "", runtime.NewError("a damaged request: "+err.Error(), 3)
		}
		at, err := invitable(ctx, nk, user, in)
		if err != nil {
			return "", err
		}
		if !limit.take(user) {
			return "", runtime.NewError(tooManyInvites, 8)
		}
		me, err := userOf(ctx, nk, user)
		if err != nil || me == nil {
			return "", errBusy
		}
		if err := sendInvite(ctx, nk, me, in.User, at); err != nil {
			return "", errBusy
		}
		return "{}", nil
	}
}

// invitable returns the caller's table in may be an invitation to, or
// says why not: the caller sits there, before its game is over, at a
// table not made by the matchmaker, and the invitee is a friend both
// ways (one who blocked the caller no longer is) not sitting there.
func invitable(ctx context.Context, nk runtime.NakamaModule, user string, in room.Invite) (room.Mine, error) {
	at, ok := sitsAt(user, in.Match)
	if !ok {
		return at, runtime.NewError(notYourTable, 9)
	}
	if m, err := nk.MatchGet(ctx, in.Match); err == nil && m != nil && isQuick(m.GetLabel().GetValue()) {
		return at, runtime.NewError(quickTable, 9)
	}
	if !isID(in.User) || in.User == user {
		return at, runtime.NewError(onlyFriends, 9)
	}
	for _, edge := range [][2]string{{user, in.User}, {in.User, user}} {
		state, err := stateOf(ctx, nk, edge[0], edge[1])
		if err != nil {
			return at, err
		}
		if state != edgeMutual {
			return at, runtime.NewError(onlyFriends, 9)
		}
	}
	if _, there := sitsAt(in.User, in.Match); there {
		return at, runtime.NewError(alreadyThere, 9)
	}
	return at, nil
}

// isQuick reports whether a table's label is a quick match's waiting
// table: it has no host (a table someone made has one while anyone is
// there).
func isQuick(label string) bool {
	var l room.Label
	return json.Unmarshal([]byte(label), &l) == nil && l.Phase == room.Waiting && l.Host == ""
}

// sendInvite stores the invitation as a notification to user: it waits
// while they are offline.
func sendInvite(ctx context.Context, nk runtime.NakamaModule, from *api.User, user string, at room.Mine) error {
	title := at.Game
	if e, ok := games.Lookup(at.Game); ok {
		title = e.Title
	}
	name := nameOf(from)
	content := map[string]interface{}{"match": at.Match, "code": at.Code, "game": at.Game, "from": name}
	return nk.NotificationSend(ctx, user, fmt.Sprintf("%s invites you to %s", name, title), content, inviteCode, from.GetId(), true)
}

// Where an invitation's table stands (invitesOf).
const (
	tableWaits  = iota // waiting for players: listed
	tableNotNow        // full, playing, over, or the invitee sits there
	tableGone          // ended: the invitation is deleted
)

// invites answers room.RPCInvites: the caller's invitations to tables
// still waiting for players, newest first, after dismissing one.
func invites(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	user, err := caller(ctx)
	if err != nil {
		return "", err
	}
	var q room.InvitesRequest
	if err := json.Unmarshal([]byte(payload), &q); err != nil {
		return "", runtime.NewError("a damaged request: "+err.Error(), 3)
	}
	if q.Dismiss != "" {
		if !isID(q.Dismiss) {
			return "", runtime.NewError(noSuchInvite, 5)
		}
		if err := nk.NotificationsDeleteId(ctx, user, []string{q.Dismiss}); err != nil {
			return "", errBusy
		}
	}
	notes, err := notesOf(ctx, nk, user)
	if err != nil {
		return "", errBusy
	}
	list, drop := invitesOf(notes, tableAt(ctx, nk, user))
	if err := nk.NotificationsDeleteId(ctx, user, drop); err != nil {
		logger.Warn("old notifications of %s were not deleted: %v", user, err)
	}
	b, err := json.Marshal(list)
	return string(b), err
}

// notesOf reads user's notifications, oldest first, at most notesPages
// pages (invitesOf deletes the old ones, so few are kept).
func notesOf(ctx context.Context, nk runtime.NakamaModule, user string) ([]*api.Notification, error) {
	var all []*api.Notification
	cursor := ""
	for range notesPages {
		ns, next, err := nk.NotificationsList(ctx, user, notesPage, cursor)
		if err != nil {
			return nil, err
		}
		all = append(all, ns...)
		if next == "" {
			break
		}
		cursor = next
	}
	return all, nil
}

// tableAt says where a table stands for user's invitations: the live
// matches' own labels.
func tableAt(ctx context.Context, nk runtime.NakamaModule, user string) func(match string) int {
	return func(match string) int {
		if _, there := sitsAt(user, match); there {
			return tableNotNow
		}
		m, err := nk.MatchGet(ctx, match)
		switch {
		case err != nil:
			return tableNotNow
		case m == nil:
			return tableGone
		}
		var l room.Label
		if json.Unmarshal([]byte(m.GetLabel().GetValue()), &l) == nil && l.Phase == room.Waiting && l.Open > 0 {
			return tableWaits
		}
		return tableNotNow
	}
}

// nakamaFriendNotes are the codes of Nakama's own friend notifications
// (a request, an acceptance, a removal): Parlor shows requests in the
// friends list, so these are deleted as the invitations are read, and a
// player's notifications stay few.
var nakamaFriendNotes = map[int32]bool{-2: true, -3: true, -9: true}

// invitesOf picks the invitations to list from notes (oldest first):
// newest first, one a table, at most maxInvites, those whose table still
// waits; drop are the notifications to delete (tables gone, older
// invitations to the same table, Nakama's friend notes, damaged ones).
func invitesOf(notes []*api.Notification, at func(match string) int) (list []room.Invited, drop []string) {
	list = []room.Invited{}
	seen := map[string]bool{}
	for i := len(notes) - 1; i >= 0; i-- {
		n := notes[i]
		if nakamaFriendNotes[n.GetCode()] {
			drop = append(drop, n.GetId())
		}
		if n.GetCode() != inviteCode {
			continue
		}
		inv, ok := readInvite(n)
		if !ok || seen[inv.Match] {
			drop = append(drop, n.GetId())
			continue
		}
		seen[inv.Match] = true
		switch at(inv.Match) {
		case tableGone:
			drop = append(drop, n.GetId())
		case tableWaits:
			if len(list) < maxInvites {
				list = append(list, inv)
			}
		}
	}
	return list, drop
}

// readInvite reads an invitation's notification.
func readInvite(n *api.Notification) (room.Invited, bool) {
	var c struct{ Match, Code, Game, From string }
	if json.Unmarshal([]byte(n.GetContent()), &c) != nil || c.Match == "" {
		return room.Invited{}, false
	}
	return room.Invited{ID: n.GetId(), From: c.From, Game: c.Game, Match: c.Match, Code: c.Code}, true
}
