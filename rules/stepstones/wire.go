package stepstones

import (
	"encoding/json"

	"parlor/rules/cards"
	"parlor/rules/trick"
)

// A View carries the public part of the game as its search base
// (Determinize starts there). The game's messages travel as JSON
// (game/session's wire), which sees exported fields only, so a View
// encodes itself: its own fields and the base, spelled out below.

// publicState is a State's rules with every field exported: what a View's
// base holds (no Log, no future deals).
type publicState struct {
	Cfg            Config
	Hand, Forehand int
	Phase          Phase
	Dealt, Hands   [NumPlayers]cards.Set
	Turn           int
	Passed         uint8
	Puddle         bool
	Declarer       int
	Bid            Bid
	Row            int
	Rules          trick.Rules
	Tricks         [NumTricks]trick.Trick
	NTricks        int
	Won            [NumPlayers]int
	Counted        int
	Winners        [NumTricks]int8
	Voids          [NumPlayers]uint8
	Plays          int
	Cells          [NumRows][NumPlayers]int8
	Tokens         uint8
	Results        [MaxHands]HandResult
	NResults       int
	GameWon        uint8
}

func (s *State) public() publicState {
	return publicState{Cfg: s.cfg, Hand: s.hand, Forehand: s.forehand, Phase: s.phase, Dealt: s.dealt, Hands: s.hands,
		Turn: s.turn, Passed: s.passed, Puddle: s.puddle, Declarer: s.declarer, Bid: s.bid, Row: s.row, Rules: s.rules,
		Tricks: s.tricks, NTricks: s.nTricks, Won: s.won, Counted: s.counted, Winners: s.winners, Voids: s.voids,
		Plays: s.plays, Cells: s.cells, Tokens: s.tokens, Results: s.results, NResults: s.nResults, GameWon: s.gameWon}
}

func (p *publicState) state() State {
	return State{cfg: p.Cfg, hand: p.Hand, forehand: p.Forehand, phase: p.Phase, dealt: p.Dealt, hands: p.Hands,
		turn: p.Turn, passed: p.Passed, puddle: p.Puddle, declarer: p.Declarer, bid: p.Bid, row: p.Row, rules: p.Rules,
		tricks: p.Tricks, nTricks: p.NTricks, won: p.Won, counted: p.Counted, winners: p.Winners, voids: p.Voids,
		plays: p.Plays, cells: p.Cells, tokens: p.Tokens, results: p.Results, nResults: p.NResults, gameWon: p.GameWon}
}

// plainView is a View without its methods, so JSON encodes its fields.
type plainView View

// wireView is a View as it travels.
type wireView struct {
	V plainView
	B publicState
}

// MarshalJSON encodes the view whole, its search base included.
func (v View) MarshalJSON() ([]byte, error) {
	return json.Marshal(wireView{plainView(v), v.base.public()})
}

// UnmarshalJSON decodes a view MarshalJSON wrote.
func (v *View) UnmarshalJSON(data []byte) error {
	var w wireView
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	*v = View(w.V)
	v.base = w.B.state()
	return nil
}
