package online

import (
	"context"

	"parlor/game/room"
)

// Friends lists this player's friends (who is online, at which table),
// the friend requests both ways and the players they blocked.
func (c *Client) Friends(ctx context.Context) (room.Friends, error) {
	var out room.Friends
	err := c.rpc(ctx, room.RPCFriends, struct{}{}, &out)
	return out, err
}

// ChangeFriend makes one change to the friends list (room.AddFriend by
// tag or account, RemoveFriend, BlockPlayer, Unblock) and returns the list
// after it.
func (c *Client) ChangeFriend(ctx context.Context, ch room.FriendChange) (room.Friends, error) {
	var out room.Friends
	err := c.rpc(ctx, room.RPCFriend, ch, &out)
	return out, err
}

// Invite invites a friend (by account) to the table this player sits at.
func (c *Client) Invite(ctx context.Context, user string) error {
	var out struct{}
	return c.rpc(ctx, room.RPCInvite, room.Invite{User: user, Match: c.Match()}, &out)
}

// Invites lists the invitations to tables still waiting for players,
// dismissing the one named first ("" for none).
func (c *Client) Invites(ctx context.Context, dismiss string) ([]room.Invited, error) {
	var out []room.Invited
	err := c.rpc(ctx, room.RPCInvites, room.InvitesRequest{Dismiss: dismiss}, &out)
	return out, err
}
