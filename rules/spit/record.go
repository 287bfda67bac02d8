package spit

import (
	"encoding/json"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/record"
)

// GameName is the record header's game for Speed / Spit.
const GameName = "spit"

// The typed events of a Spit game (engine.Event.Data), in the order they
// happen: Dealt; for every press an act event (its Action) and whatever it
// caused (TurnedUp, Drew, Late, Spat, RoundStopped, RoundEnded,
// GameEnded, a new Dealt); and what the clock brings (Spat, Recycled,
// Split, RoundStopped, RoundEnded). Their JSON encodings are the record's
// data (docs/records.md), but for the notes (TurnedUp, Drew,
// RoundStopped), which the record leaves out. Card lists are bottom
// first.

// Dealt is the "deal" chance event: the layout of a round.
type Dealt struct {
	Round int
	Stock [2][][]cards.Card // per seat, per slot, bottom first (the top is face up); nil in the short version
	Draw  [2][]cards.Card   // per seat, bottom first: the last card is spat next
	Hand  [2][]cards.Card   // short version: each hand, slots in order
	Side  [2][]cards.Card   // short version: the spit cards beside L and R
	Spit  [2][]cards.Card   // centre piles L and R when not both empty
}

// MarshalJSON writes the record's deal data.
func (d Dealt) MarshalJSON() ([]byte, error) {
	out := struct {
		Round int        `json:"round"`
		Stock [][]string `json:"stock,omitempty"`
		Draw  []string   `json:"draw"`
		Hand  []string   `json:"hand,omitempty"`
		Side  []string   `json:"side,omitempty"`
		Spit  []string   `json:"spit,omitempty"`
	}{Round: d.Round, Draw: pair(d.Draw)}
	if d.Stock[0] == nil { // the short version
		out.Hand, out.Side = pair(d.Hand), pair(d.Side)
	} else {
		for seat := range 2 {
			piles := make([]string, len(d.Stock[seat]))
			for i, p := range d.Stock[seat] {
				piles[i] = tokens(p)
			}
			out.Stock = append(out.Stock, piles)
		}
	}
	if len(d.Spit[0])+len(d.Spit[1]) > 0 {
		out.Spit = pair(d.Spit)
	}
	return json.Marshal(out)
}

// Spat is the "spit" outcome event: the cards turned onto the centre piles
// L and R (cards.None for a pile nobody spat onto). From, for the tables
// and not the record, is the seat whose draw pile each card came from:
// NoSeat for no card, and in the short version, where the cards come from
// the spit cards beside the piles (a lone spitter, SP3, is named only
// here).
type Spat struct {
	Cards [2]cards.Card
	From  [2]int `json:"-"`
}

// MarshalJSON writes {"cards":["<onto L>","<onto R>"]}, "" for none.
func (d Spat) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Cards []string `json:"cards"`
	}{[]string{cardTok(d.Cards[0]), cardTok(d.Cards[1])}})
}

// Late is the "late" outcome event: seat's press, legal when its tick
// began, was pre-empted by the other seat's press in the same tick. It
// changed nothing.
type Late struct {
	Seat   int
	Action Action
}

// MarshalJSON writes {"seat":S,"a":"<token>"}.
func (d Late) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Seat   int    `json:"seat"`
		Action string `json:"a"`
	}{d.Seat, d.Action.String()})
}

// Recycled is the "recycle" chance event. SP4: nobody could move and
// nobody had draw cards, so the centre piles but their tops were shuffled
// and dealt back alternately from seat First (D5) as the new draw piles.
// Short version (D8): the centre piles were turned over as the new spit
// cards (Shuffled: shuffled from the seed, no card having been played
// since the last turn-over), and new centre piles were turned from them.
type Recycled struct {
	Short    bool
	First    int
	Draw     [2][]cards.Card
	Shuffled bool
	Side     [2][]cards.Card
	Spit     [2][]cards.Card
}

// MarshalJSON writes the record's recycle data: SP4
// {"first":S,"draw":[..]} (first left out when 0), short version
// {"shuffled":true,"side":[..],"spit":[..]} (shuffled left out when
// false).
func (d Recycled) MarshalJSON() ([]byte, error) {
	out := struct {
		First    int      `json:"first,omitempty"`
		Draw     []string `json:"draw,omitempty"`
		Shuffled bool     `json:"shuffled,omitempty"`
		Side     []string `json:"side,omitempty"`
		Spit     []string `json:"spit,omitempty"`
	}{First: d.First, Shuffled: d.Shuffled}
	if d.Short {
		out.Side, out.Spit = pair(d.Side), pair(d.Spit)
	} else {
		out.Draw = pair(d.Draw)
	}
	return json.Marshal(out)
}

// Split is the "split" chance event (D7): after a shared round the single
// centre pile was shuffled and dealt back alternately from seat First.
type Split struct {
	First int
	Cards [2][]cards.Card // what each seat got
}

// MarshalJSON writes {"first":S,"cards":["<to seat 0>","<to seat 1>"]}.
func (d Split) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		First int      `json:"first"`
		Cards []string `json:"cards"`
	}{d.First, pair(d.Cards)})
}

// RoundEnded is the "round" outcome event: the centre piles have been
// taken.
type RoundEnded struct {
	Round  int
	Winner int     // NoSeat: shared (G4)
	Took   [2]Side // the centre pile each seat took, NoSide for none
	Cards  [2]int  // what each seat holds for the next round
}

// Interlude implements engine.Interlude: the round's board shows before
// the next round's clock runs.
func (RoundEnded) Interlude() {}

// MarshalJSON writes {"round":R,"winner":W,"took":["L","R"],"cards":[N0,N1]}
// ("" for no pile).
func (d RoundEnded) MarshalJSON() ([]byte, error) {
	var took [2]string
	for i, sd := range d.Took {
		if sd.Valid() {
			took[i] = sd.String()
		}
	}
	return json.Marshal(struct {
		Round  int       `json:"round"`
		Winner int       `json:"winner"`
		Took   [2]string `json:"took"`
		Cards  [2]int    `json:"cards"`
	}{d.Round, d.Winner, took, d.Cards})
}

// GameEnded is the "game" outcome event.
type GameEnded struct {
	Winner int    `json:"winner"` // NoSeat: shared (G4)
	Rounds int    `json:"rounds"`
	Cards  [2]int `json:"cards"` // what each seat holds at the end
}

// RoundStopped is the "stop" note (engine.Note: the tables see it, the
// record leaves it out): play stopped at the end of a round won by Winner
// (NoSeat: shared, G4). Then is what follows: PhaseClaim (the SP5 race),
// PhaseChoose (variation 3: the winner chooses), or PhasePlay when a
// single centre pile goes to the loser at once (SP6) and the next round
// is dealt (or the game ends).
type RoundStopped struct {
	Round  int   `json:"round"`
	Winner int   `json:"winner"`
	Then   Phase `json:"then"`
}

// TurnedUp is the "turn" note: the face-down top card of Seat's stock slot
// Slot (from 1) turned face up, by itself as it was uncovered (SP2) or by
// hand (the SP2 option). The record's deal holds the card already; the
// tables, told only what they may see, learn it here.
type TurnedUp struct {
	Seat int        `json:"seat"`
	Slot int        `json:"slot"`
	Card cards.Card `json:"card"`
}

// Drew is the "draw" note of the short version (D9): Seat's hand slot Slot
// (from 1) refilled from its draw pile with Card, which only Seat sees.
type Drew struct {
	Seat int        `json:"seat"`
	Slot int        `json:"slot"`
	Card cards.Card `json:"card"`
}

func cardTok(c cards.Card) string {
	if c == cards.None {
		return ""
	}
	return c.String()
}

// tokens writes cards as space-separated tokens, in the order given.
func tokens(cs []cards.Card) string { return cards.Standard52.FormatList(cs) }

func pair(cs [2][]cards.Card) []string { return []string{tokens(cs[0]), tokens(cs[1])} }

// Open starts the game a record header describes (engine.Open): its
// options are the Config (unknown fields are refused).
var Open = realtime.Opener(GameName, New)

// Resume verifies rec and returns the game where the record stops: at the
// tick of its last press or event (engine.Resume). It returns a
// *record.LineError for a bad header, token or press, a *record.Mismatch
// at the first event that disagrees with the engine, and never panics.
func Resume(rec *record.Record) (*State, error) {
	return engine.Resume(rec, GameName, Open, ParseAction)
}

// Verify replays a Spit record through the engine (see Resume).
func Verify(rec *record.Record) error {
	_, err := Resume(rec)
	return err
}
