package stepstonesui

import (
	"encoding/json"
	"fmt"

	"parlor/rules/record"
	"parlor/rules/stepstones"
)

// recorder is the authority the table plays through: it applies every
// action and writes the game's record as it goes. The engine is growing a
// Recorder of its own (as rules/speedrun has); until it lands, gameRecorder
// below writes the same shape from the public API, and verifyRecord checks
// one by replaying it through the engine.
type recorder interface {
	Apply(seat int, a stepstones.Action) error
	State() *stepstones.State
	Record() *record.Record
}

// GameName is the record header's game name.
const GameName = "stepstones"

// recordOptions is the header's options object.
type recordOptions struct {
	Sheet string `json:"sheet"`
	Redo  bool   `json:"redo"`
}

type dealData struct {
	Hand     int       `json:"hand"`
	Forehand int       `json:"forehand"`
	Hands    [3]string `json:"hands"`
}

type trickData struct {
	Hand   int `json:"hand"`
	Trick  int `json:"trick"`
	Winner int `json:"winner"`
}

type handData struct {
	Hand     int    `json:"hand"`
	Declarer int    `json:"declarer"`
	Bid      string `json:"bid"`
	Puddle   bool   `json:"puddle,omitempty"`
	Tricks   int    `json:"tricks"`
	Kept     bool   `json:"kept"`
	Won      [3]int `json:"won"`
}

type gameData struct {
	Totals  [3]int `json:"totals"`
	Firsts  [3]int `json:"firsts"`
	Winners []int  `json:"winners"`
}

// gameRecorder records through the engine's public API only.
type gameRecorder struct {
	st  *stepstones.State
	rec record.Record
}

func newRecorder(cfg stepstones.Config, seed uint64, seats []record.Seat) *gameRecorder {
	opts, _ := json.Marshal(recordOptions{Sheet: cfg.Sheet.String(), Redo: cfg.Redo})
	r := &gameRecorder{st: stepstones.New(cfg, seed)}
	r.rec.Header = record.Header{Format: record.Format, Version: record.Version, Game: GameName,
		Seed: seed, Options: opts, Seats: seats}
	r.deal()
	return r
}

func (r *gameRecorder) State() *stepstones.State { return r.st }

// Record returns a copy of the record so far.
func (r *gameRecorder) Record() *record.Record {
	c := r.rec
	c.Events = append([]record.Event(nil), r.rec.Events...)
	return &c
}

func (r *gameRecorder) add(kind, name string, v any) {
	e, err := record.DataEvent(kind, name, v)
	if err != nil {
		panic(err) // only plain structs are encoded: cannot fail
	}
	r.rec.Events = append(r.rec.Events, e)
}

// deal writes the current hand's deal (a chance outcome, G2).
func (r *gameRecorder) deal() {
	d := dealData{Hand: r.st.HandNumber() + 1, Forehand: r.st.Forehand()}
	for seat, h := range r.st.Dealt() {
		d.Hands[seat] = stepstones.Deck.FormatList(h.Cards())
	}
	r.add(record.Chance, "deal", d)
}

func (r *gameRecorder) Apply(seat int, a stepstones.Action) error {
	tricks, hands := r.st.TricksPlayed(), len(r.st.Results())
	if err := r.st.Apply(seat, a); err != nil {
		return err
	}
	r.rec.Events = append(r.rec.Events, record.ActEvent(seat, a.String(), 0))
	if a.Kind != stepstones.KindPlay {
		return nil
	}
	res := r.st.Results()
	if len(res) > hands {
		h := res[len(res)-1]
		r.add(record.Outcome, "trick", trickData{Hand: h.Hand + 1, Trick: stepstones.NumTricks, Winner: int(h.Winners[stepstones.NumTricks-1])})
		r.add(record.Outcome, "hand", handData{Hand: h.Hand + 1, Declarer: h.Declarer, Bid: bidToken(h.Bid),
			Puddle: h.Puddle, Tricks: h.Tricks, Kept: h.Kept, Won: h.Won})
		if r.st.Over() {
			sc := r.st.Scoresheet()
			r.add(record.Outcome, "game", gameData{Totals: sc.Totals, Firsts: sc.Firsts, Winners: r.st.Winners()})
		} else {
			r.deal()
		}
	} else if n := r.st.TricksPlayed(); n > tricks {
		v := r.st.View(-1)
		r.add(record.Outcome, "trick", trickData{Hand: r.st.HandNumber() + 1, Trick: n, Winner: v.Winners[n-1]})
	}
	return nil
}

func bidToken(b stepstones.Bid) string {
	if b.Redo {
		return "redo " + b.String()
	}
	return "bid " + b.String()
}

// verifyRecord replays rec through the engine: the header's options and
// seed start the game, every act is applied, and every chance and outcome
// event must be exactly what the replay derives, in order.
func verifyRecord(rec *record.Record) error {
	if rec.Header.Game != GameName {
		return fmt.Errorf("stepstones: record is for %q", rec.Header.Game)
	}
	var o recordOptions
	if err := json.Unmarshal(rec.Header.Options, &o); err != nil {
		return fmt.Errorf("stepstones: options: %w", err)
	}
	sh, err := stepstones.ParseSheet(o.Sheet)
	if err != nil {
		return err
	}
	r := newRecorder(stepstones.Config{Sheet: sh, Redo: o.Redo}, rec.Header.Seed, rec.Header.Seats)
	for i, e := range rec.Events {
		if e.Kind == record.Act {
			a, err := stepstones.ParseAction(e.Action)
			if err != nil {
				return &record.LineError{Line: e.Line, Err: err}
			}
			if err := r.Apply(e.SeatOf(), a); err != nil {
				return &record.LineError{Line: e.Line, Err: err}
			}
		}
		if i >= len(r.rec.Events) {
			return &record.Mismatch{Line: e.Line, What: "event", Want: "(none)", Got: e.Name}
		}
		want := r.rec.Events[i]
		if want.Kind != e.Kind || want.Name != e.Name || want.Action != e.Action || want.SeatOf() != e.SeatOf() ||
			(len(want.Data) > 0 || len(e.Data) > 0) && !record.SameJSON(want.Data, e.Data) {
			return &record.Mismatch{Line: e.Line, What: e.Kind + " " + e.Name, Want: string(want.Data) + want.Action, Got: string(e.Data) + e.Action}
		}
	}
	if len(r.rec.Events) > len(rec.Events) {
		return &record.Mismatch{What: "missing outcome", Want: r.rec.Events[len(rec.Events)].Name}
	}
	return nil
}
