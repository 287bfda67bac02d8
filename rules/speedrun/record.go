package speedrun

import (
	"encoding/json"
	"errors"
	"fmt"

	"parlor/rules/cards"
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
	o := Options{Length: cfg.Length.String(), ContractReveal: cfg.ContractReveal}
	if cfg.FixedStart {
		st := cfg.StartPlayer
		o.StartPlayer = &st
	}
	return o
}

// Config returns the game options the record options describe.
func (o Options) Config() (Config, error) {
	l, err := ParseLength(o.Length)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Length: l, ContractReveal: o.ContractReveal}
	if o.StartPlayer != nil {
		if *o.StartPlayer < 0 || *o.StartPlayer >= NumPlayers {
			return Config{}, fmt.Errorf("speedrun: start player %d is not a seat", *o.StartPlayer)
		}
		cfg.FixedStart, cfg.StartPlayer = true, *o.StartPlayer
	}
	return cfg, nil
}

// DealData is a "deal" chance event's data: every hand and the hidden
// cards, as space-separated card tokens in ascending order.
type DealData struct {
	Hand   int                `json:"hand"`   // 1-based
	Start  int                `json:"start"`  // the hand's start player
	Hands  [NumPlayers]string `json:"hands"`  // each seat's 12 cards
	Hidden string             `json:"hidden"` // the 4 undealt cards
}

// TrickData is a "trick" outcome event's data.
type TrickData struct {
	Hand   int    `json:"hand"`   // 1-based
	Trick  int    `json:"trick"`  // 1-based
	Cards  string `json:"cards"`  // in play order, the lead first
	Winner int    `json:"winner"` // the seat that won it
}

// HandData is a "hand" outcome event's data: the end-of-hand scoring.
type HandData struct {
	Hand     int                `json:"hand"`     // 1-based
	Bids     [NumPlayers]string `json:"bids"`     // bid tokens without "bid ", e.g. "redo win1"
	Revealed [NumPlayers]bool   `json:"revealed"` // revealed under the variant (SR6)
	Tricks   [NumPlayers]int    `json:"tricks"`   // tricks won
	Diff     [NumPlayers]int    `json:"diff"`     // difference from the objective; 0 for a Pass
	Score    [NumPlayers]int    `json:"score"`    // this hand's score; 0 for a Pass
	Kept     [NumPlayers]bool   `json:"kept"`     // the board entry now holds this result
	Totals   [NumPlayers]int    `json:"totals"`   // board totals after the hand
}

// GameData is the "game" outcome event's data: the final result (SR7).
type GameData struct {
	Totals    [NumPlayers]int `json:"totals"`    // final totals, lowest wins
	Completed [NumPlayers]int `json:"completed"` // contracts completed (first tie-break)
	Perfects  [NumPlayers]int `json:"perfects"`  // Perfect Bonuses standing (second tie-break)
	Winners   []int           `json:"winners"`   // every winning seat (G4: several share)
}

// Recorder plays a game and writes its record as it goes: the header, a
// chance event per deal, an act event per action and the outcomes the
// engine derives (trick winners, hand scores, the result).
type Recorder struct {
	s   *State
	rec record.Record
}

// NewRecorder starts a game as New does and records it.
func NewRecorder(cfg Config, seed uint64, seats []record.Seat) *Recorder {
	r := &Recorder{s: New(cfg, seed)}
	opts, _ := json.Marshal(OptionsOf(r.s.cfg)) // a plain struct always encodes
	r.rec.Header = record.Header{Format: record.Format, Version: record.Version, Game: GameName,
		Seed: seed, Options: opts, Seats: append([]record.Seat(nil), seats...)}
	r.dealEvent()
	return r
}

// State returns the game being recorded. Change it only through the
// Recorder's Apply, or the record will not match.
func (r *Recorder) State() *State { return r.s }

// Record returns the record so far. It shares storage with the Recorder.
func (r *Recorder) Record() *record.Record { return &r.rec }

// Apply applies the action to the game and, if it is legal, records it and
// whatever it caused.
func (r *Recorder) Apply(seat int, a Action) error {
	s := r.s
	hand, n := s.hand, s.nTricks
	if err := s.Apply(seat, a); err != nil {
		return err
	}
	r.rec.Append(record.ActEvent(seat, a.String(), 0))
	switch {
	case s.hand != hand: // the 12th trick ended the hand
		res := &s.results[hand%len(s.results)]
		r.trickEvent(hand, NumTricks-1, &res.Played[NumTricks-1], int(res.Winners[NumTricks-1]))
		r.handEvent(res)
		if s.phase == PhaseOver {
			r.gameEvent()
		} else {
			r.dealEvent()
		}
	case s.nTricks != n:
		r.trickEvent(hand, n, &s.tricks[n], int(s.winners[n]))
	}
	return nil
}

func (r *Recorder) add(kind, name string, v any) {
	e, err := record.DataEvent(kind, name, v)
	if err == nil { // plain structs always encode
		r.rec.Append(e)
	}
}

func (r *Recorder) dealEvent() {
	s := r.s
	d := DealData{Hand: s.hand + 1, Start: s.start, Hidden: formatSet(s.hidden)}
	for i := range d.Hands {
		d.Hands[i] = formatSet(s.dealt[i])
	}
	r.add(record.Chance, "deal", d)
}

func (r *Recorder) trickEvent(hand, n int, tr *trick.Trick, winner int) {
	cs := make([]cards.Card, tr.Count)
	copy(cs, tr.Cards[:tr.Count])
	r.add(record.Outcome, "trick", TrickData{Hand: hand + 1, Trick: n + 1, Cards: Deck.FormatList(cs), Winner: winner})
}

func (r *Recorder) handEvent(res *HandResult) {
	d := HandData{Hand: res.Hand + 1, Revealed: res.Revealed, Tricks: res.Tricks, Diff: res.Diff,
		Score: res.Score, Kept: res.Kept, Totals: r.s.board.Totals()}
	for i, b := range res.Bids {
		d.Bids[i] = b.String()
	}
	r.add(record.Outcome, "hand", d)
}

func (r *Recorder) gameEvent() {
	b := &r.s.board
	d := GameData{Totals: b.Totals(), Winners: b.Winners()}
	for i := range b {
		d.Completed[i], d.Perfects[i] = b[i].Completed(), b[i].Perfects()
	}
	r.add(record.Outcome, "game", d)
}

func formatSet(s cards.Set) string { return Deck.FormatList(s.Cards()) }

// Verify replays a Speed Run record through the engine: it starts the game
// from the header's options and seed, applies every act event and checks
// that every chance and outcome event is exactly what the engine derives,
// in order. It returns a *record.Mismatch at the first disagreement, a
// *record.LineError for a bad header, a bad action token or an illegal
// action (wrapping ErrIllegal), and nil for a consistent record. A record
// may stop between actions (a game in progress), but not before the
// outcomes its last action caused. It never panics.
func Verify(rec *record.Record) error {
	_, err := Resume(rec)
	return err
}

// Resume verifies rec as Verify does and returns a Recorder holding the
// game where the record stops, ready for the next action: the app's
// autosave continues a game this way.
func Resume(rec *record.Record) (*Recorder, error) {
	if rec == nil {
		return nil, errors.New("speedrun: no record")
	}
	h := rec.Header
	if h.Game != GameName {
		return nil, &record.LineError{Line: 1, Err: fmt.Errorf("speedrun: record is for game %q, not %q", h.Game, GameName)}
	}
	var opts Options
	if len(h.Options) > 0 {
		if err := json.Unmarshal(h.Options, &opts); err != nil {
			return nil, &record.LineError{Line: 1, Err: fmt.Errorf("speedrun: bad options: %v", err)}
		}
	} else {
		opts.Length = Short.String()
	}
	cfg, err := opts.Config()
	if err != nil {
		return nil, &record.LineError{Line: 1, Err: err}
	}
	r := NewRecorder(cfg, h.Seed, h.Seats)
	r.rec.Header.Created = h.Created
	k := 0 // next engine event to match
	for i, e := range rec.Events {
		line := e.Line
		if line == 0 {
			line = i + 2 // header is line 1
		}
		derived := r.rec.Events
		if e.Kind == record.Act {
			if k < len(derived) {
				return nil, missing(line, derived[k], "act "+e.Action)
			}
			seat := e.SeatOf()
			a, err := ParseAction(e.Action)
			if err != nil {
				return nil, &record.LineError{Line: line, Err: err}
			}
			if err := r.Apply(seat, a); err != nil {
				return nil, &record.LineError{Line: line, Err: fmt.Errorf("seat %d %q: %w", seat, e.Action, err)}
			}
			k++ // the act event itself
			continue
		}
		if k >= len(derived) {
			return nil, &record.Mismatch{Line: line, What: "event order", Want: "an action", Got: e.Kind + " " + e.Name}
		}
		if m := compare(line, derived[k], e); m != nil {
			return nil, m
		}
		k++
	}
	if k < len(r.rec.Events) {
		return nil, missing(0, r.rec.Events[k], "end of record")
	}
	return r, nil
}

func missing(line int, want record.Event, got string) error {
	return &record.Mismatch{Line: line, What: "missing " + want.Kind + " " + want.Name, Want: string(want.Data), Got: got}
}

// compare checks a recorded chance or outcome event against the engine's,
// naming the field for the common trick-winner case.
func compare(line int, want, got record.Event) error {
	if want.Kind != got.Kind || want.Name != got.Name {
		return &record.Mismatch{Line: line, What: "event", Want: want.Kind + " " + want.Name, Got: got.Kind + " " + got.Name}
	}
	if record.SameJSON(want.Data, got.Data) {
		return nil
	}
	if want.Name == "trick" {
		var w, g TrickData
		if json.Unmarshal(want.Data, &w) == nil && json.Unmarshal(got.Data, &g) == nil && w.Winner != g.Winner {
			return &record.Mismatch{Line: line, What: fmt.Sprintf("hand %d trick %d winner", w.Hand, w.Trick),
				Want: fmt.Sprint(w.Winner), Got: fmt.Sprint(g.Winner)}
		}
	}
	return &record.Mismatch{Line: line, What: want.Kind + " " + want.Name, Want: string(want.Data), Got: string(got.Data)}
}
