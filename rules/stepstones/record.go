package stepstones

import (
	"encoding/json"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/trick"
)

// GameName is the record header's game name.
const GameName = "stepstones"

// Options is the record header's options object.
type Options struct {
	Sheet string `json:"sheet"` // "starter" or "advanced"
	Redo  bool   `json:"redo"`
	// Forehand is the first hand's forehand when the game fixed it;
	// absent when it was drawn from the seed (G3).
	Forehand *int `json:"forehand,omitempty"`
}

// OptionsOf returns the record options for cfg.
func OptionsOf(cfg Config) Options {
	return Options{Sheet: cfg.Sheet.String(), Redo: cfg.Redo, Forehand: trick.FixedSeat(cfg.FixedForehand, cfg.Forehand)}
}

// Config returns the game options the record options describe.
func (o Options) Config() (Config, error) {
	sh, err := ParseSheet(o.Sheet)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Sheet: sh, Redo: o.Redo}
	cfg.Forehand, cfg.FixedForehand, err = trick.ReadSeat(GameName, "forehand", o.Forehand, NumPlayers)
	if err != nil {
		return Config{}, err
	}
	return cfg, nil
}

// The typed events of a Stepping Stones game, in the order they happen:
// Dealt, then for every action an act event (its Data is the Action) and
// whatever it caused (TrickWon, HandScored, then Dealt again or GameOver).
// Their JSON encodings are the record's data (docs/records.md).

// Dealt is the "deal" chance event: a new hand's cards. As Know shows it
// to some seats, the hands they do not see are empty.
type Dealt struct {
	Hand     int // 1-based
	Forehand int // the hand's forehand, who bids first
	Hands    [NumPlayers]cards.Set
}

// MarshalJSON writes each hand as space-separated card tokens in
// ascending order.
func (d Dealt) MarshalJSON() ([]byte, error) {
	out := struct {
		Hand     int                `json:"hand"`
		Forehand int                `json:"forehand"`
		Hands    [NumPlayers]string `json:"hands"`
	}{Hand: d.Hand, Forehand: d.Forehand}
	for i, h := range d.Hands {
		out.Hands[i] = Deck.FormatList(h.Cards())
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
	// Counts reports whether the trick counts for the declarer's result
	// when the declarer wins it: false only for tricks 1-6 of Win Last 6
	// (SS4).
	Counts bool
}

// MarshalJSON writes the record's trick data (the leader is implied by the
// previous trick and Counts by the bid, so the record leaves them out).
func (t TrickWon) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Hand   int    `json:"hand"`
		Trick  int    `json:"trick"`
		Cards  string `json:"cards"`
		Winner int    `json:"winner"`
	}{t.Hand, t.Trick, Deck.FormatList(t.Cards), t.Winner})
}

// HandScored is the "hand" outcome event: the finished hand's summary
// (every card of it was played face up, so all of it is public) and the
// value the declarer's row now holds (SS3: a Redo keeps the better).
type HandScored struct {
	Result HandResult
	Sheet  int
}

// MarshalJSON writes the record's hand data.
func (h HandScored) MarshalJSON() ([]byte, error) {
	r := &h.Result
	return json.Marshal(struct {
		Hand     int             `json:"hand"`
		Declarer int             `json:"declarer"`
		Bid      string          `json:"bid"`
		Redo     bool            `json:"redo"`
		Puddle   bool            `json:"puddle"`
		Won      [NumPlayers]int `json:"won"`
		Tricks   int             `json:"tricks"`
		Sheet    int             `json:"sheet"`
	}{r.Hand + 1, r.Declarer, r.Bid.String(), r.Bid.Redo, r.Puddle, r.Won, r.Tricks, h.Sheet})
}

// GameOver is the "game" outcome event: the final result (SS8, G4).
type GameOver struct {
	Totals  [NumPlayers]int `json:"totals"`  // game points (SS3)
	Firsts  [NumPlayers]int `json:"firsts"`  // rows placed first, ties included (SS8)
	Winners []int           `json:"winners"` // every winning seat (G4: several share)
}

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
// without options is the starter sheet without the Redo variant.
func Open(h record.Header) (*State, error) {
	return trick.Open(GameName, h, Options{Sheet: Starter.String()}, NewGame)
}

// Resume verifies rec and returns the game where the record stops, ready
// for the next action (engine.Resume): Continue and the history go
// through it.
func Resume(rec *record.Record) (*State, error) {
	return engine.Resume(rec, GameName, Open, ParseAction)
}

// Verify replays a Stepping Stones record through the engine (see Resume).
func Verify(rec *record.Record) error {
	_, err := Resume(rec)
	return err
}

// Rematch returns the options of the next game the same three play at the
// table: these, its first forehand the seat after this game's first.
func (s *State) Rematch() Options {
	c := s.cfg
	c.Forehand, c.FixedForehand = (c.Forehand+1)%NumPlayers, true
	return OptionsOf(c)
}
