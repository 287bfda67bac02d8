package online

import "context"

// JoinSpeaking joins match as a Parlor speaking another protocol would.
func (c *Client) JoinSpeaking(ctx context.Context, match, protocol string) error {
	return c.join(ctx, match, protocol)
}
