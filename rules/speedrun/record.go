package speedrun

import (
	"encoding/json"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/trick"
)

// GameName is the record header's game for Speed Run.
const GameName = "speedrun"

// Options is the record header's options object for Speed Run.
type Options struct {
	Length         string `json:"length"`          // short, medium or long
	ContractReveal bool   `json:"contractReveal"`  // the Contract Reveal variant
	StartPlayer    *int   `json:"start,omitempty"` // fixed first start player; absent: drawn from the seed (G3)
}

// OptionsOf returns the record options for cfg.
func OptionsOf(cfg Config) Options {
	return Options{Length: cfg.Length.String(), ContractReveal: cfg.ContractReveal,
		StartPlayer: trick.FixedSeat(cfg.FixedStart, cfg.StartPlayer)}
}

// Config returns the game options the record options describe.
func (o Options) Config() (Config, error) {
	l, err := ParseLength(o.Length)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Length: l, ContractReveal: o.ContractReveal}
	cfg.StartPlayer, cfg.FixedStart, err = trick.ReadSeat(GameName, "start player", o.StartPlayer, NumPlayers)
	if err != nil {
		return Config{}, err
	}
	return cfg, nil
}

// The typed events of a Speed Run game, in the order they happen: Dealt,
// then for every action an act event and whatever it caused (TrickWon,
// HandScored, then Dealt again or GameOver). Their JSON encodings are the
// record's data (docs/records.md).

// Dealt is the "deal" chance event: a new hand's cards. As Know shows it
// to some seats, the hands they do not see and Hidden are empty.
type Dealt struct {
	Hand   int                   // 1-based
	Start  int                   // the hand's start player
	Hands  [NumPlayers]cards.Set // each seat's 12 cards
	Hidden cards.Set             // the 4 undealt cards (SR3)
}

// MarshalJSON writes the cards as space-separated tokens in ascending order.
func (d Dealt) MarshalJSON() ([]byte, error) {
	out := struct {
		Hand   int                `json:"hand"`
		Start  int                `json:"start"`
		Hands  [NumPlayers]string `json:"hands"`
		Hidden string             `json:"hidden"`
	}{Hand: d.Hand, Start: d.Start, Hidden: formatSet(d.Hidden)}
	for i, h := range d.Hands {
		out.Hands[i] = formatSet(h)
	}
	return json.Marshal(out)
}

// TrickWon is the "trick" outcome event.
type TrickWon struct {
	Hand   int          // 1-based
	Trick  int          // 1-based
	Cards  []cards.Card // in play order, the lead first
	Leader int          // the seat that led
	Winner int          // the seat that won it
}

// MarshalJSON writes the record's trick data (the leader is implied by the
// previous trick, so the record leaves it out).
func (t TrickWon) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Hand   int    `json:"hand"`
		Trick  int    `json:"trick"`
		Cards  string `json:"cards"`
		Winner int    `json:"winner"`
	}{t.Hand, t.Trick, Deck.FormatList(t.Cards), t.Winner})
}

// HandScored is the "hand" outcome event: the end-of-hand scoring, with
// everything the hand showed (SR3).
type HandScored struct {
	Result HandResult
	Totals [NumPlayers]int // board totals after the hand
}

// MarshalJSON writes the record's hand data.
func (h HandScored) MarshalJSON() ([]byte, error) {
	r := &h.Result
	out := struct {
		Hand     int                `json:"hand"`
		Bids     [NumPlayers]string `json:"bids"`
		Revealed [NumPlayers]bool   `json:"revealed"`
		Tricks   [NumPlayers]int    `json:"tricks"`
		Diff     [NumPlayers]int    `json:"diff"`
		Score    [NumPlayers]int    `json:"score"`
		Kept     [NumPlayers]bool   `json:"kept"`
		Totals   [NumPlayers]int    `json:"totals"`
	}{Hand: r.Hand + 1, Revealed: r.Revealed, Tricks: r.Tricks, Diff: r.Diff, Score: r.Score, Kept: r.Kept, Totals: h.Totals}
	for i, b := range r.Bids {
		out.Bids[i] = b.String()
	}
	return json.Marshal(out)
}

// GameOver is the "game" outcome event: the final result (SR7).
type GameOver struct {
	Totals    [NumPlayers]int `json:"totals"`    // final totals, lowest wins
	Completed [NumPlayers]int `json:"completed"` // contracts completed (first tie-break)
	Perfects  [NumPlayers]int `json:"perfects"`  // Perfect Bonuses standing (second tie-break)
	Winners   []int           `json:"winners"`   // every winning seat (G4: several share)
}

func formatSet(s cards.Set) string { return Deck.FormatList(s.Cards()) }

// NewGame starts a game as New does that keeps its own record, seated as
// seats says (three seats): every deal, action and outcome is logged as a
// typed event the moment it happens.
func NewGame(cfg Config, seed uint64, seats []record.Seat) (*State, error) {
	s := start(cfg, seed)
	log, err := trick.NewLog(GameName, NumPlayers, seed, OptionsOf(s.cfg), seats)
	if err != nil {
		return nil, err
	}
	s.Log = log
	s.deal()
	return s, nil
}

// Open starts the game a record header describes (engine.Open). A header
// without options is a Short game without the Contract Reveal variant.
func Open(h record.Header) (*State, error) {
	return trick.Open(GameName, h, Options{Length: Short.String()}, NewGame)
}

// Resume verifies rec and returns the game where the record stops, ready
// for the next action (engine.Resume): Continue and the history go
// through it.
func Resume(rec *record.Record) (*State, error) {
	return engine.Resume(rec, GameName, Open, ParseAction)
}

// Verify replays a Speed Run record through the engine (see Resume).
func Verify(rec *record.Record) error {
	_, err := Resume(rec)
	return err
}

// Rematch returns the options of the next game the same three play at the
// table: these, its first start player the seat after this game's first
// (G3 draws the first only for a first game).
func (s *State) Rematch() Options {
	first := s.start
	for _, e := range s.Events() {
		if d, ok := e.Data.(Dealt); ok && d.Hand == 1 {
			first = d.Start
			break
		}
	}
	c := s.cfg
	c.StartPlayer, c.FixedStart = (first+1)%NumPlayers, true
	return OptionsOf(c)
}
