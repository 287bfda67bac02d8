package stepstones

import (
	"encoding/json"
	"errors"
	"fmt"

	"parlor/rules/record"
)

// GameName is the record header's game name.
const GameName = "stepstones"

// Step is one action of a game, as a record holds it.
type Step struct {
	Seat   int
	Action Action
}

// Options is the record header's options object.
type Options struct {
	Sheet string `json:"sheet"` // "starter" or "advanced"
	Redo  bool   `json:"redo"`
	// Forehand is the first hand's forehand when the game fixed it;
	// absent when it was drawn from the seed (G3).
	Forehand *int `json:"forehand,omitempty"`
}

// DealData is a "deal" chance event's data: hand is 1-based, hands are the
// three 12-card hands by seat.
type DealData struct {
	Hand     int       `json:"hand"`
	Forehand int       `json:"forehand"`
	Hands    [3]string `json:"hands"`
}

// TrickData is a "trick" outcome: the winner of trick (1-based) of hand.
type TrickData struct {
	Hand   int    `json:"hand"`
	Trick  int    `json:"trick"`
	Cards  string `json:"cards"` // in play order, the lead first
	Winner int    `json:"winner"`
}

// HandData is a "hand" outcome: the declaration, every seat's tricks, the
// declarer's result (Tricks, SS4) and the sheet value it leaves (Sheet,
// SS3: a Redo keeps the better).
type HandData struct {
	Hand     int    `json:"hand"`
	Declarer int    `json:"declarer"`
	Bid      string `json:"bid"`
	Redo     bool   `json:"redo"`
	Puddle   bool   `json:"puddle"`
	Won      [3]int `json:"won"`
	Tricks   int    `json:"tricks"`
	Sheet    int    `json:"sheet"`
}

// GameData is the "game" outcome: totals, rows placed first and winners
// (SS8, G4).
type GameData struct {
	Totals  [3]int `json:"totals"`
	Firsts  [3]int `json:"firsts"`
	Winners []int  `json:"winners"`
}

func optionsOf(cfg Config) Options {
	o := Options{Sheet: cfg.Sheet.String(), Redo: cfg.Redo}
	if cfg.FixedForehand {
		f := cfg.Forehand
		o.Forehand = &f
	}
	return o
}

func (o Options) config() (Config, error) {
	sh, err := ParseSheet(o.Sheet)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Sheet: sh, Redo: o.Redo}
	if o.Forehand != nil {
		if *o.Forehand < 0 || *o.Forehand >= NumPlayers {
			return Config{}, fmt.Errorf("stepstones: forehand %d is not a seat", *o.Forehand)
		}
		cfg.FixedForehand, cfg.Forehand = true, *o.Forehand
	}
	return cfg, nil
}

// NewRecord replays steps from New(cfg, seed) and returns the game's
// record: the header, a chance event per deal, every action, and the
// outcomes the engine derives (each trick's winner, each hand's result,
// the final result). An illegal step is an error naming it.
func NewRecord(cfg Config, seed uint64, seats []record.Seat, steps []Step) (*record.Record, error) {
	opts, err := json.Marshal(optionsOf(cfg))
	if err != nil {
		return nil, fmt.Errorf("stepstones: encode options: %w", err)
	}
	rec := &record.Record{Header: record.Header{
		Format: record.Format, Version: record.Version, Game: GameName,
		Seed: seed, Options: opts, Seats: append([]record.Seat(nil), seats...),
	}}
	s := New(cfg, seed)
	evs := s.dealEvent(nil)
	for i, st := range steps {
		rec.Events = append(rec.Events, evs...)
		hand, plays := s.hand, s.plays
		if err := s.Apply(st.Seat, st.Action); err != nil {
			return nil, fmt.Errorf("stepstones: step %d (seat %d %v): %w", i+1, st.Seat, st.Action, err)
		}
		rec.Append(record.ActEvent(st.Seat, st.Action.String(), 0))
		evs = s.derived(evs[:0], hand, plays)
	}
	rec.Events = append(rec.Events, evs...)
	return rec, nil
}

func dataEvent(kind, name string, v any) record.Event {
	e, err := record.DataEvent(kind, name, v)
	if err != nil { // the data types here always encode
		panic(err)
	}
	return e
}

// dealEvent appends the chance event of the current hand's deal.
func (s *State) dealEvent(evs []record.Event) []record.Event {
	d := DealData{Hand: s.hand + 1, Forehand: s.forehand}
	for i := range d.Hands {
		d.Hands[i] = Deck.FormatList(s.dealt[i].Cards())
	}
	return append(evs, dataEvent(record.Chance, "deal", d))
}

// derived appends the events the engine derives from the last action,
// given the hand number and card count before it: a trick's winner, then
// the hand's result and the next deal or the game's result.
func (s *State) derived(evs []record.Event, hand, plays int) []record.Event {
	if s.plays > plays && s.plays%NumPlayers == 0 {
		n := s.plays/NumPlayers - 1 // tricks of the game before this one
		h, t := n/NumTricks, n%NumTricks
		w, tr := s.winners[t], &s.tricks[t]
		if h != s.hand || s.phase == PhaseOver {
			w, tr = s.results[h].Winners[t], &s.results[h].Played[t]
		}
		cs := Deck.Format(tr.Cards[0]) + " " + Deck.Format(tr.Cards[1]) + " " + Deck.Format(tr.Cards[2])
		evs = append(evs, dataEvent(record.Outcome, "trick", TrickData{Hand: h + 1, Trick: t + 1, Cards: cs, Winner: int(w)}))
	}
	if s.hand == hand {
		return evs
	}
	r := &s.results[hand]
	evs = append(evs, dataEvent(record.Outcome, "hand", HandData{
		Hand: hand + 1, Declarer: r.Declarer, Bid: r.Bid.String(), Redo: r.Bid.Redo, Puddle: r.Puddle,
		Won: r.Won, Tricks: r.Tricks, Sheet: int(s.cells[r.Row][r.Declarer]),
	}))
	if s.phase == PhaseOver {
		sc := s.Scoresheet()
		return append(evs, dataEvent(record.Outcome, "game", GameData{Totals: sc.Totals, Firsts: sc.Firsts, Winners: s.Winners()}))
	}
	return s.dealEvent(evs)
}

// Replay returns the game state a record leads to, after Verify-ing it.
func Replay(rec *record.Record) (*State, error) {
	return replay(rec)
}

// Resume verifies rec as Verify does and returns what continuing its game
// needs: the options and the accepted steps, which NewRecord turns back into
// the same record. The app's autosave continues a game this way.
func Resume(rec *record.Record) (Config, []Step, error) {
	if _, err := replay(rec); err != nil {
		return Config{}, nil, err
	}
	var o Options
	if len(rec.Header.Options) > 0 {
		if err := json.Unmarshal(rec.Header.Options, &o); err != nil {
			return Config{}, nil, lineErr(1, err)
		}
	} else {
		o.Sheet = Starter.String()
	}
	cfg, err := o.config()
	if err != nil {
		return Config{}, nil, lineErr(1, err)
	}
	var steps []Step
	for _, e := range rec.Events {
		if e.Kind == record.Act {
			a, err := ParseAction(e.Action)
			if err != nil {
				return Config{}, nil, lineErr(e.Line, err)
			}
			steps = append(steps, Step{Seat: e.SeatOf(), Action: a})
		}
	}
	return cfg, steps, nil
}

// Verify replays a record through the engine. It returns a
// *record.Mismatch at the first chance or outcome event that disagrees with
// what the engine derives (or that is missing or extra), and an error
// naming the line for a bad header, a bad action token or an illegal
// action. It never panics.
func Verify(rec *record.Record) error {
	_, err := replay(rec)
	return err
}

func replay(rec *record.Record) (s *State, err error) {
	if rec == nil {
		return nil, errors.New("stepstones: no record")
	}
	h := rec.Header
	if h.Game != GameName {
		return nil, lineErr(1, fmt.Errorf("stepstones: the record is of game %q, not %q", h.Game, GameName))
	}
	if len(h.Seats) != NumPlayers {
		return nil, lineErr(1, fmt.Errorf("stepstones: %d seats, want %d", len(h.Seats), NumPlayers))
	}
	var o Options
	if len(h.Options) > 0 {
		if err := json.Unmarshal(h.Options, &o); err != nil {
			return nil, lineErr(1, fmt.Errorf("stepstones: bad options: %v", err))
		}
	} else {
		o.Sheet = Starter.String()
	}
	cfg, err := o.config()
	if err != nil {
		return nil, lineErr(1, err)
	}
	s = New(cfg, h.Seed)
	want := s.dealEvent(nil)
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
			hand, plays := s.hand, s.plays
			if err := s.Apply(seat, a); err != nil {
				return nil, lineErr(e.Line, fmt.Errorf("seat %d %q: %w", seat, e.Action, err))
			}
			want = s.derived(want[:0], hand, plays)
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
	return s, nil
}

// lineErr reports a bad header, token or action with its line, as the
// record format's readers do.
func lineErr(line int, err error) error { return &record.LineError{Line: line, Err: err} }

func mismatch(line int, want record.Event, got string) *record.Mismatch {
	return &record.Mismatch{Line: line, What: describe(want),
		Want: fmt.Sprintf("%s %s %s", want.Kind, want.Name, want.Data), Got: got}
}

// describe names an expected event for a Mismatch, e.g. "hand 2 trick 5
// outcome".
func describe(e record.Event) string {
	var d struct {
		Hand  int `json:"hand"`
		Trick int `json:"trick"`
	}
	_ = json.Unmarshal(e.Data, &d)
	switch {
	case d.Trick > 0:
		return fmt.Sprintf("hand %d trick %d %s", d.Hand, d.Trick, e.Kind)
	case d.Hand > 0:
		return fmt.Sprintf("hand %d %s %s", d.Hand, e.Name, e.Kind)
	}
	return fmt.Sprintf("%s %s", e.Name, e.Kind)
}
