package room

// The lobby's remote procedures (the server's names, and what they take
// and answer as JSON).
const (
	// RPCCreate makes a table from a Plan; its caller is its host.
	RPCCreate = "parlor_create"
	// RPCFind finds the table an invite code names (Find).
	RPCFind = "parlor_find"
	// RPCTables lists the tables waiting for players ([]Listed).
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
}

// Listed is one table in RPCTables' answer.
type Listed struct {
	Match string `json:"match"`
	Label
}

// CodeLetters are the letters of invite codes: none easily mistaken for
// another (no O and 0, no I and 1).
const CodeLetters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// CodeLength is the length of an invite code.
const CodeLength = 5

// Mine is one of the caller's tables in RPCMine's answer: its match, its
// game and invite code, whether it has started, and who else sits there.
type Mine struct {
	Match string   `json:"match"`
	Game  string   `json:"game"`
	Code  string   `json:"code"`
	Phase string   `json:"phase"`
	With  []string `json:"with"` // the other seats' names, in seat order
}
