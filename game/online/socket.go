package online

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/coder/websocket"

	"parlor/game/room"
)

// envelope is one message of Nakama's realtime protocol: one field set.
type envelope struct {
	CID           string          `json:"cid,omitempty"`
	Error         *apiError       `json:"error,omitempty"`
	RPC           *rpcCall        `json:"rpc,omitempty"`
	MatchJoin     *matchJoin      `json:"match_join,omitempty"`
	MatchLeave    *matchJoin      `json:"match_leave,omitempty"`
	Match         json.RawMessage `json:"match,omitempty"`
	MatchSend     *matchData      `json:"match_data_send,omitempty"`
	MatchData     *matchData      `json:"match_data,omitempty"`
	MatchmakerAdd *matchmakerAdd  `json:"matchmaker_add,omitempty"`
	MatchmakerDel *ticket         `json:"matchmaker_remove,omitempty"`
	Ticket        *ticket         `json:"matchmaker_ticket,omitempty"`
	Matched       *matched        `json:"matchmaker_matched,omitempty"`
	Ping          *struct{}       `json:"ping,omitempty"`
	Pong          *struct{}       `json:"pong,omitempty"`
}

type apiError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type rpcCall struct {
	ID      string `json:"id"`
	Payload string `json:"payload,omitempty"`
}

type matchJoin struct {
	MatchID string `json:"match_id"`
	// Metadata tells the table the protocol this Parlor speaks
	// (session.Version), so a server of another version refuses the
	// join in words instead of misreading the game.
	Metadata map[string]string `json:"metadata,omitempty"`
}

type matchData struct {
	MatchID  string `json:"match_id"`
	OpCode   string `json:"op_code"` // an int64 as a string, as Nakama writes it
	Data     string `json:"data,omitempty"`
	Reliable bool   `json:"reliable,omitempty"`
}

type matchmakerAdd struct {
	MinCount int               `json:"min_count"`
	MaxCount int               `json:"max_count"`
	Query    string            `json:"query"`
	Props    map[string]string `json:"string_properties"`
}

// ticket is a matchmaker ticket: the answer to matchmaker_add, and what
// matchmaker_remove takes back.
type ticket struct {
	Ticket string `json:"ticket"`
}

type matched struct {
	Ticket  string `json:"ticket"`
	MatchID string `json:"match_id"`
}

// post sends an envelope without waiting for an answer.
func (c *Client) post(e envelope) error {
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
	defer cancel()
	if err := c.conn.Write(ctx, websocket.MessageText, b); err != nil {
		return fmt.Errorf("%w: %v", errClosed, err)
	}
	return nil
}

// ask sends an envelope and waits for the server's answer to it.
func (c *Client) ask(ctx context.Context, e envelope) (envelope, error) {
	ch := make(chan envelope, 1)
	c.mu.Lock()
	c.next++
	e.CID = strconv.Itoa(c.next)
	c.waiting[e.CID] = ch
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.waiting, e.CID)
		c.mu.Unlock()
	}()
	if err := c.post(e); err != nil {
		return envelope{}, err
	}
	select {
	case a := <-ch:
		if a.Error != nil {
			return a, refusal{code: a.Error.Code, msg: a.Error.Message}
		}
		return a, nil
	case <-ctx.Done():
		return envelope{}, fmt.Errorf("the server did not answer in time: %w", ctx.Err())
	case <-c.ctx.Done():
		return envelope{}, errClosed
	}
}

// read reads the socket until it closes.
func (c *Client) read() {
	for {
		_, b, err := c.conn.Read(c.ctx)
		if err != nil {
			c.mu.Lock()
			c.err = fmt.Errorf("%w: %v", errClosed, err)
			c.mu.Unlock()
			c.stop()
			return
		}
		var e envelope
		if json.Unmarshal(b, &e) != nil {
			continue // not a message of this protocol: nothing to do with it
		}
		c.take(e)
	}
}

func (c *Client) take(e envelope) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e.CID != "" {
		if ch, ok := c.waiting[e.CID]; ok {
			ch <- e
		}
		return
	}
	switch {
	case e.MatchData != nil:
		op, err := strconv.ParseInt(e.MatchData.OpCode, 10, 64)
		data, derr := base64.StdEncoding.DecodeString(e.MatchData.Data)
		if err == nil && derr == nil && e.MatchData.MatchID == c.match {
			c.inbox = append(c.inbox, Data{Op: room.Op(op), Data: data})
		}
	case e.Matched != nil:
		c.matched[e.Matched.Ticket] = e.Matched.MatchID
	}
}

// pingEvery is how often the round trip is measured.
const pingEvery = 2 * time.Second

// ping measures the round trip to the server until the socket closes.
func (c *Client) ping() {
	t := time.NewTicker(pingEvery)
	defer t.Stop()
	for {
		select {
		case <-c.ctx.Done():
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
		start := time.Now()
		if _, err := c.ask(ctx, envelope{Ping: &struct{}{}}); err == nil {
			c.mu.Lock()
			c.rtt = time.Since(start)
			c.mu.Unlock()
		}
		cancel()
	}
}
