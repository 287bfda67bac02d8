package online

import (
	"context"
	"errors"

	"parlor/game/room"
)

// refusal is the server's answer no to a request on the socket: its code
// (Nakama's rtapi.Error codes) and its sentence.
type refusal struct {
	code int
	msg  string
}

func (r refusal) Error() string { return r.msg }

// Nakama's realtime error codes the client tells apart.
const (
	codeMatchNotFound     = 4
	codeFunctionException = 7 // a remote procedure said no
)

func refusedWith(err error, code int) bool {
	var r refusal
	return errors.As(err, &r) && r.code == code
}

// ErrGone is what Rejoin's error Is when the table is no longer on the
// server: it ended (its game over, everyone gone), or the server
// restarted and could not set it up again (a real-time game ends there).
// Trying again will not bring it back.
var ErrGone = errors.New("the table is no longer on the server")

// Rejoin signs in again and sits down at the table this device left:
// match, or, when that match is gone (the server restarted and set the
// table up again under a new match), the table its invite code names
// now. The client's Match is the table's match after it. A table gone
// for good is an error that Is ErrGone; anything else may pass (the
// server unreachable, restarting).
func Rejoin(ctx context.Context, server, device, name, match, code string) (*Client, error) {
	c, err := Connect(ctx, server, device, name)
	if err != nil {
		return nil, err
	}
	if err = c.Join(ctx, match); refusedWith(err, codeMatchNotFound) && code != "" {
		var found room.Created
		if found, err = c.Find(ctx, code); err == nil {
			err = c.Join(ctx, found.Match)
		}
	}
	switch {
	case err == nil:
		return c, nil
	case refusedWith(err, codeMatchNotFound), refusedWith(err, codeFunctionException):
		// No such match, and no table with the code: the server said so.
		// (A seat refused, Nakama's MATCH_JOIN_REJECTED, is the server not yet
		// knowing the old connection dropped: a person always has their
		// own seat. It passes.)
		err = ErrGone
	}
	c.Close()
	return nil, err
}
