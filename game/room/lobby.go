package room

import (
	"strconv"

	"parlor/game/session"
)

// The lobby's remote procedures (the server's names, and what they take
// and answer as JSON).
const (
	// RPCCreate makes a table from a Plan; its caller is its host.
	RPCCreate = "parlor_create"
	// RPCFind finds the table an invite code names (Find).
	RPCFind = "parlor_find"
	// RPCTables lists the tables waiting for players that their makers
	// chose to list ([]Listed).
	RPCTables = "parlor_tables"
	// RPCMine lists the caller's own tables whose game is not over
	// ([]Mine): a player whose Parlor closed finds their seat again.
	RPCMine = "parlor_mine"
)

// Find asks for the table of an invite code.
type Find struct {
	Code string `json:"code"`
}

// Created answers RPCCreate and RPCFind: the table's match and its invite
// code.
type Created struct {
	Match string `json:"match"`
	Code  string `json:"code"`
	// Phase is the table's (RPCFind): one under way is watched by
	// anyone without a seat there.
	Phase string `json:"phase,omitempty"`
}

// Listed is one table in RPCTables' answer, joined by its match: never
// its invite code, which only those its maker gave it to know.
type Listed struct {
	Match string `json:"match"`
	Game  string `json:"game"`
	Open  int    `json:"open"`
	Here  int    `json:"here"` // people at the table now
	Host  string `json:"host"` // the host's name while they are here
	Seats int    `json:"seats"`
	Clock string `json:"clock,omitempty"` // its turn clock
	// Phase is Waiting (join it) or Playing (watch it).
	Phase    string `json:"phase,omitempty"`
	Watchers int    `json:"watchers,omitempty"`
}

// CodeLetters are the letters of invite codes: none easily mistaken for
// another (no O and 0, no I and 1).
const CodeLetters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// CodeLength is the length of an invite code.
const CodeLength = 5

// ProtocolKey names, in a join's metadata, the wire protocol the joining
// Parlor speaks (session.Version).
const ProtocolKey = "protocol"

// WatchKey, set to "1" in a join's metadata, asks to watch the table
// instead of sitting down (Room.Watch).
const WatchKey = "watch"

// CheckProtocol refuses, in words for the player, a Parlor that speaks
// another protocol than this server's.
func CheckProtocol(meta map[string]string) error {
	v, err := strconv.Atoi(meta[ProtocolKey])
	if err != nil {
		v = 1 // a Parlor from before the protocol was named spoke the first
	}
	if v != session.Version {
		return session.VersionMismatch(session.Version, v)
	}
	return nil
}

// Mine is one of the caller's tables in RPCMine's answer: its match, its
// game and invite code, whether it has started, and who else sits there.
type Mine struct {
	Match string   `json:"match"`
	Game  string   `json:"game"`
	Code  string   `json:"code"`
	Phase string   `json:"phase"`
	With  []string `json:"with"` // the other seats' names, in seat order
}
