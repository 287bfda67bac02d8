package online

import (
	"context"

	"parlor/game/room"
)

// JoinSpeaking joins match as a Parlor speaking another protocol would.
func (c *Client) JoinSpeaking(ctx context.Context, match, protocol string) error {
	return c.join(ctx, match, map[string]string{room.ProtocolKey: protocol})
}

// InviteTo invites user to match, which need not be this client's table:
// what a cheater's client could ask.
func (c *Client) InviteTo(ctx context.Context, user, match string) error {
	var out struct{}
	return c.rpc(ctx, room.RPCInvite, room.Invite{User: user, Match: match}, &out)
}
