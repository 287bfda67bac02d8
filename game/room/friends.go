package room

import (
	"fmt"
	"strings"
	"unicode"
)

// The friends' remote procedures (the server's names; JSON in and out),
// all on Nakama's own friends and notifications.
const (
	// RPCFriends lists the caller's friends, the friend requests both
	// ways and the players they blocked (Friends).
	RPCFriends = "parlor_friends"
	// RPCFriend changes one of them (FriendChange) and answers Friends.
	RPCFriend = "parlor_friend"
	// RPCInvite invites a friend (Invite) to the caller's table: a
	// notification that waits while they are offline.
	RPCInvite = "parlor_invite"
	// RPCInvites lists the invitations to tables that still wait for
	// players ([]Invited), dismissing one first when asked (Dismiss).
	RPCInvites = "parlor_invites"
)

// How a player stands to the caller (Player.State).
const (
	Mutual  = "friend"  // friends both ways
	Asked   = "asked"   // the caller asked them; they have not answered
	Asking  = "asking"  // they ask the caller
	Blocked = "blocked" // the caller blocked them
)

// Player is one player in the caller's friends list.
type Player struct {
	User  string `json:"user"`
	Name  string `json:"name"`
	Tag   string `json:"tag"` // what to add them by: "ann#3f2a1"
	State string `json:"state"`
	// Online: they have Parlor open on the server now (friends only).
	Online bool `json:"online,omitempty"`
	// Table is where a friend sits, in a game not over (friends only):
	// one still waiting can be joined.
	Table *Mine `json:"table,omitempty"`
}

// Friends answers RPCFriends: the caller's own tag, and the players.
type Friends struct {
	You  string   `json:"you"`
	List []Player `json:"list"`
}

// The changes RPCFriend makes (FriendChange.Op).
const (
	AddFriend    = "add"    // ask, or accept their request
	RemoveFriend = "remove" // refuse a request, or end a friendship
	BlockPlayer  = "block"
	Unblock      = "unblock"
)

// FriendChange asks RPCFriend for one change, to the player named by
// their account (User) or their tag (Tag).
type FriendChange struct {
	Op   string `json:"op"`
	User string `json:"user,omitempty"`
	Tag  string `json:"tag,omitempty"`
}

// Invite asks RPCInvite to invite a friend to the caller's table.
type Invite struct {
	User  string `json:"user"`
	Match string `json:"match"`
}

// Invited is an invitation to a table (RPCInvites).
type Invited struct {
	ID    string `json:"id"`
	From  string `json:"from"` // who invites, by name
	Game  string `json:"game"`
	Match string `json:"match"`
	Code  string `json:"code"`
}

// InvitesRequest asks RPCInvites for the invitations, dismissing one.
type InvitesRequest struct {
	Dismiss string `json:"dismiss,omitempty"`
}

// TagOf is the name a player is added by: their name in lower case
// without spaces, and the start of their account's id, which tells two
// players of one name apart ("ann#3f2a1").
func TagOf(name, user string) string {
	id := strings.ReplaceAll(user, "-", "")
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '#' {
			return -1
		}
		return unicode.ToLower(r)
	}, CleanName(name)) + "#" + id[:min(5, len(id))]
}

// ParseTag reads a tag as a player typed it, refusing one that names no
// player in words.
func ParseTag(s string) (string, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	name, id, ok := strings.Cut(s, "#")
	if !ok || name == "" || len(id) != 5 {
		return "", fmt.Errorf("a friend's name is their name, # and five letters or digits, as their Friends screen shows it (%q is not)", s)
	}
	return s, nil
}

// SetBlocked says whom user blocked: their quick messages never reach
// user at this table.
func (r *Room) SetBlocked(user string, blocked []string) {
	if r.blocked == nil {
		r.blocked = map[string][]string{}
	}
	r.blocked[user] = blocked
}
