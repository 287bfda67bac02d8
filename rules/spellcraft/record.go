package spellcraft

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"parlor/rules/cards"
	"parlor/rules/record"
)

// GameName is the record header's game name. The header's options are
// Options; after the header a record holds, in the order they happen:
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
// lay-out, which keeps the order the cards were revealed.
const GameName = "spellcraft"

// Step is one action of a game, as a record holds it.
type Step struct {
	Seat   int
	Action Action
}

// Options is the record header's options object.
type Options struct {
	Players int   `json:"players"`
	Jokers  *bool `json:"jokers,omitempty"` // absent: true (SC13)
	Trump   bool  `json:"trump"`
	Chips   int   `json:"chips"`
	// Dealer is the first round's dealer when the game fixed it; absent
	// when it was drawn from the seed (G3).
	Dealer *int `json:"dealer,omitempty"`
}

// DealData is a "deal" chance event: each seat's five cards ("" for a seat
// out of the game) and, with the trump variant, its trump card.
type DealData struct {
	Round  int      `json:"round"`
	Dealer int      `json:"dealer"`
	Hands  []string `json:"hands"`
	Trumps []string `json:"trumps,omitempty"`
}

// FieldData is a "field" chance event: the cards laid out, in order.
type FieldData struct {
	Round int    `json:"round"`
	Turn  int    `json:"turn"`
	Cards string `json:"cards"`
}

// DrawData is a "draw" chance event: the deck's top card went to seat.
type DrawData struct {
	Round int    `json:"round"`
	Turn  int    `json:"turn"`
	Seat  int    `json:"seat"`
	Card  string `json:"card"`
}

// BidsData is a "bids" outcome: the bids shown (0 for seats that did not
// bid), the high bidder (-1: nobody could bid), the order of the picks and
// the stakes after the bids.
type BidsData struct {
	Round  int   `json:"round"`
	Turn   int   `json:"turn"`
	Bids   []int `json:"bids"`
	High   int   `json:"high"`
	Order  []int `json:"order"`
	Stakes int   `json:"stakes"`
}

// ScoreData is one hand's score in a "showdown" outcome.
type ScoreData struct {
	Total   int    `json:"total"`
	Suit    string `json:"suit"`
	Counted string `json:"counted"`
	Joker   string `json:"joker,omitempty"`
	Five    bool   `json:"five,omitempty"`
}

// BlackJokerData is the black joker's play at a showdown (SC3).
type BlackJokerData struct {
	Holder  int        `json:"holder"`
	Target  int        `json:"target"`
	Discard string     `json:"discard"`
	Score   *ScoreData `json:"score"` // the target's new score
}

// ShowdownData is a "showdown" outcome: why, the hands and their scores
// (null for seats out of the round), the black joker and the best hands.
type ShowdownData struct {
	Round      int             `json:"round"`
	Turn       int             `json:"turn"`
	Cause      string          `json:"cause"`
	Knocker    int             `json:"knocker"`
	Five       int             `json:"five"`
	Hands      []string        `json:"hands"`
	Trumps     []string        `json:"trumps,omitempty"`
	Scores     []*ScoreData    `json:"scores"`
	BlackJoker *BlackJokerData `json:"blackJoker,omitempty"`
	Best       []int           `json:"best"`
}

// PayoutData is a "payout" outcome (SC10): the stakes, each best hand's
// prize, the chips removed, the knocker's penalty, the stacks after it and
// the stakes carried into the next round.
type PayoutData struct {
	Round   int    `json:"round"`
	Stakes  int    `json:"stakes"`
	Prize   int    `json:"prize"`
	Removed int    `json:"removed"`
	Penalty string `json:"penalty"`
	Stacks  []int  `json:"stacks"`
	Carry   int    `json:"carry"`
}

// GameData is the "game" outcome.
type GameData struct {
	Reason  string `json:"reason"`
	Rounds  int    `json:"rounds"`
	Stacks  []int  `json:"stacks"`
	Winners []int  `json:"winners"`
}

// journal collects the chance and outcome events the engine emits while a
// game is recorded.
type journal struct{ events []record.Event }

func (s *State) emit(kind, name string, v any) {
	e, err := record.DataEvent(kind, name, v)
	if err != nil { // the data types here always encode
		panic(err)
	}
	s.rec.events = append(s.rec.events, e)
}

func (s *State) emitDeal() {
	if s.rec == nil {
		return
	}
	d := DealData{Round: s.round, Dealer: s.dealer, Hands: make([]string, s.n())}
	for i := range s.n() {
		d.Hands[i] = s.hands[i].String()
	}
	if s.cfg.Trump {
		d.Trumps = make([]string, s.n())
		for i := range s.n() {
			if s.isIn(i) {
				d.Trumps[i] = s.trumps[i].String()
			}
		}
	}
	s.emit(record.Chance, "deal", d)
}

func (s *State) emitField(shown []cards.Card) {
	if s.rec == nil {
		return
	}
	toks := make([]string, len(shown))
	for i, c := range shown {
		toks[i] = c.String()
	}
	s.emit(record.Chance, "field", FieldData{Round: s.round, Turn: s.turn, Cards: strings.Join(toks, " ")})
}

func (s *State) emitDraw(seat int, c cards.Card) {
	if s.rec == nil {
		return
	}
	s.emit(record.Chance, "draw", DrawData{Round: s.round, Turn: s.turn, Seat: seat, Card: c.String()})
}

func (s *State) emitBids() {
	if s.rec == nil {
		return
	}
	d := BidsData{Round: s.round, Turn: s.turn, Bids: make([]int, s.n()), High: s.high, Order: make([]int, s.nOrder), Stakes: s.stakes}
	for i := range s.n() {
		d.Bids[i] = int(s.bids[i])
	}
	for i := range s.nOrder {
		d.Order[i] = int(s.order[i])
	}
	s.emit(record.Outcome, "bids", d)
}

func scoreData(h HandScore) *ScoreData {
	d := &ScoreData{Total: h.Total, Suit: h.Suit.String(), Counted: h.Counted.String(), Five: h.Five}
	if h.JokerAs != cards.None {
		d.Joker = h.JokerAs.String()
	}
	return d
}

func (s *State) emitShowdown() {
	if s.rec == nil {
		return
	}
	r := &s.sd
	d := ShowdownData{Round: r.Round, Turn: r.Turn, Cause: r.Cause.String(), Knocker: r.Knocker, Five: r.FiveBy,
		Hands: make([]string, s.n()), Scores: make([]*ScoreData, s.n()), Best: r.BestSeats()}
	if s.cfg.Trump {
		d.Trumps = make([]string, s.n())
	}
	for i := range s.n() {
		if !r.In[i] {
			continue
		}
		d.Hands[i] = r.Hands[i].String()
		d.Scores[i] = scoreData(r.Scores[i])
		if s.cfg.Trump {
			d.Trumps[i] = r.Trumps[i].String()
		}
	}
	if r.BlackJoker >= 0 {
		d.BlackJoker = &BlackJokerData{Holder: r.BlackJoker, Target: r.Target, Discard: r.Discard.String(),
			Score: scoreData(r.Final[r.Target])}
	}
	s.emit(record.Outcome, "showdown", d)
	s.emit(record.Outcome, "payout", PayoutData{Round: r.Round, Stakes: r.Stakes, Prize: r.Prize, Removed: r.Removed,
		Penalty: r.Penalty.String(), Stacks: r.Stacks[:s.n()], Carry: r.Carry})
}

func (s *State) emitGame() {
	if s.rec == nil {
		return
	}
	s.emit(record.Outcome, "game", GameData{Reason: s.reason.String(), Rounds: s.round,
		Stacks: s.stacks[:s.n()], Winners: s.Winners()})
}

func optionsOf(cfg Config) Options {
	j := cfg.Jokers()
	o := Options{Players: cfg.Players, Jokers: &j, Trump: cfg.Trump, Chips: cfg.StartChips()}
	if cfg.FixedDealer {
		d := cfg.Dealer
		o.Dealer = &d
	}
	return o
}

func (o Options) config() (Config, error) {
	cfg := Config{Players: o.Players, Trump: o.Trump, Chips: o.Chips}
	if o.Jokers != nil {
		cfg.NoJokers = !*o.Jokers
	}
	if o.Dealer != nil {
		cfg.FixedDealer, cfg.Dealer = true, *o.Dealer
	}
	return cfg, cfg.Check()
}

// Recorder plays a game and records it as it goes: the UI applies every
// action through it.
type Recorder struct {
	s   *State
	j   *journal
	rec record.Record
}

// NewRecorder starts a recorded game. seats names who sits where, one per
// player.
func NewRecorder(cfg Config, seed uint64, seats []record.Seat) (*Recorder, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if len(seats) != cfg.Players {
		return nil, fmt.Errorf("spellcraft: %d seats for %d players", len(seats), cfg.Players)
	}
	opts, err := json.Marshal(optionsOf(cfg))
	if err != nil {
		return nil, fmt.Errorf("spellcraft: encode options: %w", err)
	}
	j := &journal{}
	r := &Recorder{s: newState(cfg, seed, j), j: j}
	r.rec.Header = record.Header{Format: record.Format, Version: record.Version, Game: GameName,
		Seed: seed, Options: opts, Seats: append([]record.Seat(nil), seats...)}
	r.flush()
	return r, nil
}

func (r *Recorder) flush() {
	r.rec.Events = append(r.rec.Events, r.j.events...)
	r.j.events = r.j.events[:0]
}

// State returns the game being recorded, to read; apply actions through
// the Recorder, or they are missing from the record.
func (r *Recorder) State() *State { return r.s }

// Apply performs seat's action and records it with what it caused.
func (r *Recorder) Apply(seat int, a Action) error {
	if err := r.s.Apply(seat, a); err != nil {
		return err
	}
	r.rec.Append(record.ActEvent(seat, a.String(), 0))
	r.flush()
	return nil
}

// Record returns a copy of the record so far.
func (r *Recorder) Record() *record.Record {
	return &record.Record{Header: r.rec.Header, Events: append([]record.Event(nil), r.rec.Events...)}
}

// NewRecord replays steps from New(cfg, seed) and returns the game's
// record. An illegal step is an error naming it.
func NewRecord(cfg Config, seed uint64, seats []record.Seat, steps []Step) (*record.Record, error) {
	r, err := NewRecorder(cfg, seed, seats)
	if err != nil {
		return nil, err
	}
	for i, st := range steps {
		if err := r.Apply(st.Seat, st.Action); err != nil {
			return nil, fmt.Errorf("spellcraft: step %d (seat %d %v): %w", i+1, st.Seat, st.Action, err)
		}
	}
	return r.Record(), nil
}

// Resume verifies rec as Verify does and returns a Recorder holding the
// game where the record stops, ready for the next action: the app's
// autosave continues a game this way.
func Resume(rec *record.Record) (*Recorder, error) {
	if _, err := replay(rec); err != nil {
		return nil, err
	}
	var o Options
	if err := json.Unmarshal(rec.Header.Options, &o); err != nil {
		return nil, lineErr(1, err) // replay decoded it: cannot happen
	}
	cfg, err := o.config()
	if err != nil {
		return nil, lineErr(1, err)
	}
	r, err := NewRecorder(cfg, rec.Header.Seed, rec.Header.Seats)
	if err != nil {
		return nil, lineErr(1, err)
	}
	r.rec.Header.Created = rec.Header.Created
	for _, e := range rec.Events {
		if e.Kind != record.Act {
			continue
		}
		a, err := ParseAction(e.Action)
		if err == nil {
			err = r.Apply(e.SeatOf(), a)
		}
		if err != nil {
			return nil, lineErr(e.Line, err) // replay accepted it: cannot happen
		}
	}
	return r, nil
}

// Replay returns the game state a record leads to, after verifying it.
func Replay(rec *record.Record) (*State, error) { return replay(rec) }

// Verify replays a record through the engine. It returns a
// *record.Mismatch at the first chance or outcome event that disagrees with
// what the engine derives (or that is missing or extra), and a
// *record.LineError for a bad header, a bad action token or an illegal
// action. It never panics.
func Verify(rec *record.Record) error {
	_, err := replay(rec)
	return err
}

func replay(rec *record.Record) (*State, error) {
	if rec == nil {
		return nil, errors.New("spellcraft: no record")
	}
	h := rec.Header
	if h.Game != GameName {
		return nil, lineErr(1, fmt.Errorf("spellcraft: the record is of game %q, not %q", h.Game, GameName))
	}
	var o Options
	if len(h.Options) == 0 {
		return nil, lineErr(1, errors.New("spellcraft: the header has no options"))
	}
	if err := json.Unmarshal(h.Options, &o); err != nil {
		return nil, lineErr(1, fmt.Errorf("spellcraft: bad options: %v", err))
	}
	cfg, err := o.config()
	if err != nil {
		return nil, lineErr(1, err)
	}
	if len(h.Seats) != cfg.Players {
		return nil, lineErr(1, fmt.Errorf("spellcraft: %d seats for %d players", len(h.Seats), cfg.Players))
	}
	j := &journal{}
	s := newState(cfg, h.Seed, j)
	want := j.events
	j.events = nil
	for _, e := range rec.Events {
		if e.Kind == record.Act {
			if len(want) > 0 {
				return nil, mismatch(e.Line, want[0], "act "+e.Action)
			}
			a, err := ParseAction(e.Action)
			if err != nil {
				return nil, lineErr(e.Line, err)
			}
			seat := e.SeatOf()
			if err := s.Apply(seat, a); err != nil {
				return nil, lineErr(e.Line, fmt.Errorf("seat %d %q: %w", seat, e.Action, err))
			}
			want = j.events
			j.events = nil
			continue
		}
		if len(want) == 0 {
			return nil, &record.Mismatch{Line: e.Line, What: fmt.Sprintf("%s %s event", e.Kind, e.Name),
				Want: "no event here", Got: string(e.Data)}
		}
		w := want[0]
		if w.Kind != e.Kind || w.Name != e.Name {
			return nil, mismatch(e.Line, w, fmt.Sprintf("%s %s %s", e.Kind, e.Name, e.Data))
		}
		if !record.SameJSON(w.Data, e.Data) {
			return nil, &record.Mismatch{Line: e.Line, What: describe(w), Want: string(w.Data), Got: string(e.Data)}
		}
		want = want[1:]
	}
	if len(want) > 0 {
		return nil, mismatch(0, want[0], "the end of the record")
	}
	s.rec = nil
	return s, nil
}

func lineErr(line int, err error) error { return &record.LineError{Line: line, Err: err} }

func mismatch(line int, want record.Event, got string) *record.Mismatch {
	return &record.Mismatch{Line: line, What: describe(want),
		Want: fmt.Sprintf("%s %s %s", want.Kind, want.Name, want.Data), Got: got}
}

// describe names an expected event for a Mismatch, e.g. "round 2 turn 3
// field chance".
func describe(e record.Event) string {
	var d struct {
		Round int `json:"round"`
		Turn  int `json:"turn"`
	}
	_ = json.Unmarshal(e.Data, &d)
	switch {
	case d.Turn > 0:
		return fmt.Sprintf("round %d turn %d %s %s", d.Round, d.Turn, e.Name, e.Kind)
	case d.Round > 0:
		return fmt.Sprintf("round %d %s %s", d.Round, e.Name, e.Kind)
	}
	return fmt.Sprintf("%s %s", e.Name, e.Kind)
}
