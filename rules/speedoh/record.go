package speedoh

import (
	"bytes"
	"encoding/json"

	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/record"
)

// GameName is the record header's game for SpeedOh: Blades.
const GameName = "speedoh"

// The typed events of a SpeedOh game (engine.Event.Data), in the order
// they happen: Dealt; for every press an act event (its Action) and, for a
// flip, Flipped, for a hit the note Struck; and what the end of a tick
// settles (MatchSettled, SpecialSettled, WrongSlap, Lapsed, TurnedOver,
// GameEnded). Their JSON encodings are the record's data
// (docs/records.md); notes are not recorded. Card lists are bottom
// first.

// Dealt is the "deal" chance event.
type Dealt struct {
	Dealer int      // G3
	First  int      // the first to flip, the dealer's left (D2)
	Draw   [][]Card // per seat, bottom first: the last card is flipped first
}

// MarshalJSON writes {"dealer":D,"first":F,"draw":["<seat 0>",...]}.
func (d Dealt) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Dealer int      `json:"dealer"`
		First  int      `json:"first"`
		Draw   []string `json:"draw"`
	}{d.Dealer, d.First, lists(d.Draw)})
}

// Flipped is the "flip" chance event: seat turned card onto its flipped
// pile.
type Flipped struct {
	Seat int
	Card Card
}

// MarshalJSON writes {"seat":S,"card":"<token>"}.
func (d Flipped) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Seat int    `json:"seat"`
		Card string `json:"card"`
	}{d.Seat, d.Card.String()})
}

// Struck is the "hit" note (engine.Note, not in the record) that follows a
// hit's act event: what the one key did as it landed (D3), a slap that
// counts, a slash or a wrong slap. Replaying the record derives it again.
type Struck struct {
	Seat int
	As   HitKind // HitSlap, HitSlash or HitWrong
}

// TurnedOver is the "turnover" chance event (D12): every seat's flipped
// pile, shuffled, became its draw pile.
type TurnedOver struct {
	Draw [][]Card // each seat's new draw pile, bottom first
}

// MarshalJSON writes {"draw":["<seat 0>",...]}.
func (d TurnedOver) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Draw []string `json:"draw"`
	}{lists(d.Draw)})
}

// MatchSettled is the "match" outcome event: a won match (SO3) and its
// rewind (SO6).
type MatchSettled struct {
	Key      Key
	Seats    []int    // the matching players, in seat order
	Slaps    []int    // the slappers, fastest first
	Winner   int      // the first slapper
	Receiver int      // who took the matching piles
	Chosen   bool     // the winner chose the receiver (SO3)
	Cards    int      // the cards the receiver took
	Rewound  [][]Card // per seat, the cards put back into its draw pile, in flipped order; nil when none (SO6)
}

// MarshalJSON writes the record's match data; "chosen" is left out when
// false and "rewound" when nothing was rewound.
func (d MatchSettled) MarshalJSON() ([]byte, error) {
	out := struct {
		Key      string   `json:"key"`
		Seats    []int    `json:"seats"`
		Slaps    []int    `json:"slaps"`
		Winner   int      `json:"winner"`
		Receiver int      `json:"receiver"`
		Chosen   bool     `json:"chosen,omitempty"`
		Cards    int      `json:"cards"`
		Rewound  []string `json:"rewound,omitempty"`
	}{Key: d.Key.String(), Seats: d.Seats, Slaps: d.Slaps, Winner: d.Winner, Receiver: d.Receiver, Chosen: d.Chosen, Cards: d.Cards}
	if d.Rewound != nil {
		out.Rewound = lists(d.Rewound)
	}
	return json.Marshal(out)
}

// SpecialSettled is the "special" outcome event: a First Slap Wins, Last
// Slap Loses or Slash Oh window settled (SO7, D15, D16).
type SpecialSettled struct {
	Card     Card
	Kind     WindowKind // FirstSlapWindow (also Last Slap Loses with the Totem), LastSlapWindow or SlashWindow
	Slaps    []int      // slaps or slashes in order; nil when nobody reacted
	Receiver int        // who took every flipped pile; NoSeat: nobody
	Chosen   bool       // the winner chose the receiver
	Cards    int        // the cards the receiver took
}

// MarshalJSON writes the record's special data; "chosen" is left out when
// false, and "slaps" is null when nobody reacted.
func (d SpecialSettled) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Card     string `json:"card"`
		Kind     string `json:"kind"`
		Slaps    []int  `json:"slaps"`
		Receiver int    `json:"receiver"`
		Chosen   bool   `json:"chosen,omitempty"`
		Cards    int    `json:"cards"`
	}{d.Card.String(), d.Kind.String(), d.Slaps, d.Receiver, d.Chosen, d.Cards})
}

// WrongSlap is the "wrong" outcome event: seat slapped with nothing to
// slap and took every flipped pile, Cards cards (SO4, D10). Pair and Mode
// are for the tables, not the record: the two tops most alike (Likeness)
// that did not match under Mode, the mode in effect as the slap landed,
// the slapper's own card first when it is one of them: what it may have
// taken for a match. None, None when no two tops had anything in common.
type WrongSlap struct {
	Seat  int     `json:"seat"`
	Cards int     `json:"cards"`
	Pair  [2]Card `json:"-"`
	Mode  Mode    `json:"-"`
}

// LapseReason tells why a match lapsed.
type LapseReason uint8

// Why a match lapsed.
const (
	LapsedUnslapped LapseReason = iota + 1 // nobody slapped it in 2.5 s (D7)
	LapsedGone                             // it stopped showing before it was settled (D7)
)

// String returns "time" or "gone", as the record writes it.
func (r LapseReason) String() string {
	if r == LapsedGone {
		return "gone"
	}
	return "time"
}

// MatchLapsed is the "lapse" outcome event: a match that ended without a
// winner. Cards, for the tables and not the record, are the matching
// cards, one per seat of Seats: the top that showed the key when the
// match was last seen.
type MatchLapsed struct {
	Key   Key
	Seats []int // the matching players
	Why   LapseReason
	Cards []Card `json:"-"`
}

// MarshalJSON writes {"key":K,"seats":[...],"why":"time"|"gone"}.
func (d MatchLapsed) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Key   string `json:"key"`
		Seats []int  `json:"seats"`
		Why   string `json:"why"`
	}{d.Key.String(), d.Seats, d.Why.String()})
}

// GameEnded is the "game" outcome event.
type GameEnded struct {
	Winners []int     // several: a shared victory (G4)
	Reason  EndReason // OutOfCard (SO9), Stale or TimeUp (D13)
	Cards   []int     // what each seat holds at the end
}

// MarshalJSON writes {"winners":[...],"reason":"out"|"stale"|"time","cards":[...]}.
func (d GameEnded) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Winners []int  `json:"winners"`
		Reason  string `json:"reason"`
		Cards   []int  `json:"cards"`
	}{d.Winners, d.Reason.String(), d.Cards})
}

// lists writes each list of cards as space-separated tokens.
func lists(css [][]Card) []string {
	out := make([]string, len(css))
	for i, cs := range css {
		out[i] = tokens(cs)
	}
	return out
}

// Open starts the game a record header describes (engine.Open): its
// options are the Config, players filled in (unknown fields are refused).
// A header without "rules" was written before rules versions existed: it
// opens as Rules1, the reading of SO6 most such records were played under
// (rules1.go; Opener tries Rules2 as well).
var Open = realtime.Opener(GameName, func(cfg Config, seed uint64, seats []record.Seat) (*State, error) {
	if cfg.Rules == 0 {
		cfg.Rules = Rules1
	}
	return New(cfg, seed, seats)
})

// openRules2 opens a header without "rules" as Rules2 (see Opener).
var openRules2 = realtime.Opener(GameName, func(cfg Config, seed uint64, seats []record.Seat) (*State, error) {
	if cfg.Rules == 0 {
		cfg.Rules = Rules2
	}
	return New(cfg, seed, seats)
})

// Opener returns how to open rec's header: Open, but for a record without
// a rules version that only the extended SO6 verifies, as Rules2. Such a
// record was written from 2026-11-23, when the extended SO6 came in,
// until rules versions did; the records before it follow Rules1. The game
// goes on under the reading that verified its record.
func Opener(rec *record.Record) engine.Open[*State] {
	if rec == nil || bytes.Contains(rec.Header.Options, []byte(`"rules"`)) {
		return Open
	}
	return engine.Readings(rec, GameName, ParseAction, Open, openRules2)
}

// Resume verifies rec and returns the game where the record stops: at the
// tick of its last press or event (engine.Resume). It returns a
// *record.LineError for a bad header, token or press, a *record.Mismatch
// at the first event that disagrees with the engine, and never panics.
func Resume(rec *record.Record) (*State, error) {
	return engine.Resume(rec, GameName, Opener(rec), ParseAction)
}

// Verify replays a SpeedOh record through the engine (see Resume).
func Verify(rec *record.Record) error {
	_, err := Resume(rec)
	return err
}

// Settles implements engine.Settlement: the clock stands still while the
// matching piles go to their receiver.
func (MatchSettled) Settles() bool { return true }

// Settles implements engine.Settlement: the clock stands still while the
// flipped piles go to their receiver, if anyone took them.
func (d SpecialSettled) Settles() bool { return d.Receiver >= 0 }

// Settles implements engine.Settlement: the clock stands still while
// every flipped pile turns over into a draw pile.
func (TurnedOver) Settles() bool { return true }
