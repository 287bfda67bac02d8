package spellcraft

import (
	"encoding/json"
	"errors"
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// GameName is the record header's game name. The header's options are
// Options (with the rules version, RulesVersion, since rules versions came
// in); after the header a record holds, in the order they happen:
//
//	chance  deal      {"round","dealer","hands":[by seat, "" if out],"trumps":[...]}
//	chance  field     {"round","turn","cards"}            cards in the order revealed
//	chance  draw      {"round","turn","seat","card"}      a card drawn from the deck
//	act               every action, with its seat
//	outcome bids      {"round","turn","bids","high","order","stakes"}
//	outcome showdown  {"round","turn","cause","knocker","five","hands","trumps",
//	                   "scores","blackJoker","best"}
//	outcome payout    {"round","stakes","prize","removed","penalty","stacks","carry"}
//	outcome game      {"reason","rounds","stacks","winners"}
//
// Scores are {"total","suit","counted","joker","five"}. Card lists are
// space-separated tokens in byte order (suit, then rank), except a field
// lay-out, which keeps the order the cards were revealed. The typed events
// (Dealt, FieldLaid, ...) say each field's meaning; docs/records.md has
// the whole format.
const GameName = "spellcraft"

// RulesVersion is the rules version new games write into their header
// options ("rules":2): SC3 as extended, the black joker's victim losing
// the cheapest card over all its tied best choices. A header without one
// was written by an earlier version and is read with SC3 as it was read
// before (Config.ShownSC3), unless only the extended reading verifies it
// (see Opener).
const RulesVersion = 2

// Options is the record header's options object.
type Options struct {
	Players int   `json:"players"`
	Jokers  *bool `json:"jokers,omitempty"` // absent: true (SC13)
	Trump   bool  `json:"trump"`
	Chips   int   `json:"chips"`
	// Dealer is the first round's dealer when the game fixed it; absent
	// when it was drawn from the seed (G3).
	Dealer *int `json:"dealer,omitempty"`
	// Rules is RulesVersion, or 0 (absent) for a record written before
	// rules versions, which follows the earlier reading of SC3.
	Rules int `json:"rules,omitempty"`
}

// OptionsOf returns the record options for cfg.
func OptionsOf(cfg Config) Options {
	j := cfg.Jokers()
	o := Options{Players: cfg.Players, Jokers: &j, Trump: cfg.Trump, Chips: cfg.StartChips()}
	if cfg.FixedDealer {
		d := cfg.Dealer
		o.Dealer = &d
	}
	if !cfg.ShownSC3 {
		o.Rules = RulesVersion
	}
	return o
}

// Config returns the game options the record options describe. Options
// without a rules version give Config.ShownSC3; a rules version this
// program does not know is an error.
func (o Options) Config() (Config, error) {
	cfg := Config{Players: o.Players, Trump: o.Trump, Chips: o.Chips}
	if o.Jokers != nil {
		cfg.NoJokers = !*o.Jokers
	}
	if o.Dealer != nil {
		cfg.FixedDealer, cfg.Dealer = true, *o.Dealer
	}
	switch o.Rules {
	case 0:
		cfg.ShownSC3 = true
	case RulesVersion:
	default:
		return cfg, fmt.Errorf("spellcraft: rules version %d is unknown to this program, which plays rules %d and records without a version", o.Rules, RulesVersion)
	}
	return cfg, cfg.Check()
}

// NewGame starts a game as New does, keeping its record, seated as seats
// says: one seat per player (cfg.Players).
func NewGame(cfg Config, seed uint64, seats []record.Seat) (*State, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if len(seats) != cfg.Players {
		return nil, fmt.Errorf("spellcraft: %d seats listed for a game of %d players", len(seats), cfg.Players)
	}
	log, err := engine.NewLog(GameName, seed, OptionsOf(cfg), seats)
	if err != nil {
		return nil, err
	}
	return newState(cfg, seed, log), nil
}

// Open starts the game a record header describes (engine.Open). A header
// without a rules version opens a game with Config.ShownSC3.
func Open(h record.Header) (*State, error) {
	o, err := headerOptions(h)
	if err != nil {
		return nil, err
	}
	cfg, err := o.Config()
	if err != nil {
		return nil, err
	}
	return NewGame(cfg, h.Seed, h.Seats)
}

func headerOptions(h record.Header) (Options, error) {
	var o Options
	if len(h.Options) == 0 {
		return o, errors.New("spellcraft: the header has no options")
	}
	if err := json.Unmarshal(h.Options, &o); err != nil {
		return o, fmt.Errorf("spellcraft: bad options: %v", err)
	}
	return o, nil
}

// openExtended opens a header without a rules version as if it had
// RulesVersion: SC3 as extended (see Opener).
func openExtended(h record.Header) (*State, error) {
	o, err := headerOptions(h)
	if err != nil {
		return nil, err
	}
	o.Rules = RulesVersion
	cfg, err := o.Config()
	if err != nil {
		return nil, err
	}
	return NewGame(cfg, h.Seed, h.Seats)
}

// Resume verifies rec and returns the game where the record stops, ready
// for the next action (Continue and the history go through it). It returns
// a *record.LineError for a bad header, a bad action token or an illegal
// action, a *record.Mismatch at the first event that disagrees with the
// engine, and never panics. It opens the header with Opener(rec).
func Resume(rec *record.Record) (*State, error) {
	return engine.Resume(rec, GameName, Opener(rec), ParseAction)
}

// Opener returns how to open rec's header: Open, but for a record without
// a rules version that only SC3 as extended verifies, a game with it. Such
// a record was written from 2026-11-23, when the extended SC3 came in,
// until rules versions did; the records before it follow the earlier
// reading (Config.ShownSC3), which Open gives. The game goes on under the
// reading that verified its record (the extended one then writes
// "rules":2). When both fail, Opener returns the one whose error comes
// later in the record.
func Opener(rec *record.Record) engine.Open[*State] {
	if rec == nil {
		return Open
	}
	if o, err := headerOptions(rec.Header); err != nil || o.Rules != 0 {
		return Open
	}
	return engine.Readings(rec, GameName, ParseAction, Open, openExtended)
}

// Verify replays a Spellcraft record through the engine (see Resume).
func Verify(rec *record.Record) error {
	_, err := Resume(rec)
	return err
}

// Rematch returns the options of the next game the same players play at
// the table: these, its first dealer the seat after this game's first.
func (s *State) Rematch() Options {
	c := s.cfg
	c.Dealer, c.FixedDealer = (c.Dealer+1)%c.Players, true
	return OptionsOf(c)
}
