package spellcraft

import (
	"encoding/json"
	"slices"

	"parlor/rules/cards"
	"parlor/rules/engine"
)

// The typed events of a game, in the order they happen: Dealt, then for
// every turn FieldLaid and the actions with what they cause (Drawn,
// BidsShown, ShowdownShown when the black joker waits for its target,
// ShowdownScored and PaidOut, then Dealt again or GameOver). Their JSON
// encodings are the record's data, byte for byte (docs/records.md): cards
// as tokens, seats as numbers. ShowdownShown is a note (engine.Note): the
// tables see it, the record leaves it out.

// Dealt is the "deal" chance event: a round's five cards each and, with
// the trump variant, the trump cards. As Know shows it to other seats, a
// hand is empty and a trump card cards.None where it is hidden; In still
// says who was dealt.
type Dealt struct {
	Round  int
	Dealer int
	In     engine.SeatSet // the seats dealt into the round (not in the record: Hands says it)
	Hands  []cards.Set    // by seat; empty for a seat out of the round
	Trumps []cards.Card   // by seat, cards.None for a seat out; nil without the trump variant
}

// MarshalJSON writes {"round","dealer","hands","trumps"}: hands as lists
// of tokens in byte order ("" for a seat out), trumps as tokens ("" for a
// seat out), left out without the variant.
func (d Dealt) MarshalJSON() ([]byte, error) {
	out := struct {
		Round  int      `json:"round"`
		Dealer int      `json:"dealer"`
		Hands  []string `json:"hands"`
		Trumps []string `json:"trumps,omitempty"`
	}{Round: d.Round, Dealer: d.Dealer, Hands: setTokens(d.Hands), Trumps: cardTokens(d.Trumps)}
	return json.Marshal(out)
}

// FieldLaid is the "field" chance event: the cards a turn lays out (SC7),
// in the order they were revealed.
type FieldLaid struct {
	Round int
	Turn  int
	Cards []cards.Card
}

// MarshalJSON writes {"round","turn","cards"}, the cards in reveal order.
func (f FieldLaid) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Round int    `json:"round"`
		Turn  int    `json:"turn"`
		Cards string `json:"cards"`
	}{f.Round, f.Turn, cards.Standard54.FormatList(f.Cards)})
}

// Drawn is the "draw" chance event: the deck's top card went to Seat (a
// draw, an exchange from the deck or a knock take). Only the drawer sees
// it in play (Know shows the others cards.None); the record holds every
// chance outcome.
type Drawn struct {
	Round int
	Turn  int
	Seat  int
	Card  cards.Card
}

// MarshalJSON writes {"round","turn","seat","card"}.
func (d Drawn) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Round int    `json:"round"`
		Turn  int    `json:"turn"`
		Seat  int    `json:"seat"`
		Card  string `json:"card"`
	}{d.Round, d.Turn, d.Seat, d.Card.String()})
}

// BidsShown is the "bids" outcome (SC6): the bids shown together (0 for a
// seat that did not bid), the high bidder (-1 when nobody could bid), the
// order of this turn's picks and the stakes after the bids.
type BidsShown struct {
	Round  int   `json:"round"`
	Turn   int   `json:"turn"`
	Bids   []int `json:"bids"`
	High   int   `json:"high"`
	Order  []int `json:"order"`
	Stakes int   `json:"stakes"`
}

// ShowdownShown is the "reveal" note: a showdown's hands are shown and
// scored (Result's Scores) while the black joker's holder picks the
// opponent who loses a card (SC3). The record leaves it out: the target's
// action and the ShowdownScored after it say it all again.
type ShowdownShown struct {
	Result RoundResult
}

// ShowdownScored is the "showdown" outcome: the round's showdown once it
// is settled (the black joker played, SC3), with its payout (the PaidOut
// event that follows says the same in the record's terms).
type ShowdownScored struct {
	Result  RoundResult
	Players int  // seats in the game: the record's lists have one entry each
	Trump   bool // the trump variant: the record lists the trump cards
}

// MarshalJSON writes {"round","turn","cause","knocker","five","hands",
// "trumps","scores","blackJoker","best"}.
func (d ShowdownScored) MarshalJSON() ([]byte, error) {
	r := &d.Result
	n := d.Players
	out := struct {
		Round      int             `json:"round"`
		Turn       int             `json:"turn"`
		Cause      string          `json:"cause"`
		Knocker    int             `json:"knocker"`
		Five       int             `json:"five"`
		Hands      []string        `json:"hands"`
		Trumps     []string        `json:"trumps,omitempty"`
		Scores     []*scoreJSON    `json:"scores"`
		BlackJoker *blackJokerJSON `json:"blackJoker,omitempty"`
		Best       []int           `json:"best"`
	}{Round: r.Round, Turn: r.Turn, Cause: r.Cause.String(), Knocker: r.Knocker, Five: r.FiveBy,
		Hands: make([]string, n), Scores: make([]*scoreJSON, n), Best: r.BestSeats()}
	if d.Trump {
		out.Trumps = make([]string, n)
	}
	for i := range n {
		if !r.In[i] {
			continue
		}
		out.Hands[i] = r.Hands[i].String()
		out.Scores[i] = scoreOf(r.Scores[i])
		if d.Trump {
			out.Trumps[i] = r.Trumps[i].String()
		}
	}
	if r.BlackJoker >= 0 {
		out.BlackJoker = &blackJokerJSON{Holder: r.BlackJoker, Target: r.Target, Discard: r.Discard.String(),
			Score: scoreOf(r.Final[r.Target])}
	}
	return json.Marshal(out)
}

// scoreJSON is one hand's score in the record.
type scoreJSON struct {
	Total   int    `json:"total"`
	Suit    string `json:"suit"`
	Counted string `json:"counted"`
	Joker   string `json:"joker,omitempty"`
	Five    bool   `json:"five,omitempty"`
}

func scoreOf(h HandScore) *scoreJSON {
	d := &scoreJSON{Total: h.Total, Suit: h.Suit.String(), Counted: h.Counted.String(), Five: h.Five}
	if h.JokerAs != cards.None {
		d.Joker = h.JokerAs.String()
	}
	return d
}

// blackJokerJSON is the black joker's play at a showdown (SC3).
type blackJokerJSON struct {
	Holder  int        `json:"holder"`
	Target  int        `json:"target"`
	Discard string     `json:"discard"`
	Score   *scoreJSON `json:"score"`
}

// PaidOut is the "payout" outcome (SC10): the stakes, each best hand's
// prize, the chips removed from the game, the knocker's penalty (SC9,
// SC10), every stack after it and the stakes carried into the next round.
type PaidOut struct {
	Round   int
	Stakes  int
	Prize   int
	Removed int
	Penalty Penalty
	Stacks  []int
	Carry   int
}

// MarshalJSON writes {"round","stakes","prize","removed","penalty",
// "stacks","carry"}, the penalty as "none", "paid" or "staked".
func (p PaidOut) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Round   int    `json:"round"`
		Stakes  int    `json:"stakes"`
		Prize   int    `json:"prize"`
		Removed int    `json:"removed"`
		Penalty string `json:"penalty"`
		Stacks  []int  `json:"stacks"`
		Carry   int    `json:"carry"`
	}{p.Round, p.Stakes, p.Prize, p.Removed, p.Penalty.String(), p.Stacks, p.Carry})
}

// GameOver is the "game" outcome (SC12): why the game ended, the rounds
// played, the final stacks and every winner (G4: several share).
type GameOver struct {
	Reason  EndReason
	Rounds  int
	Stacks  []int
	Winners []int
}

// MarshalJSON writes {"reason","rounds","stacks","winners"}, the reason as
// "last-player", "no-chips" or "ended".
func (g GameOver) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Reason  string `json:"reason"`
		Rounds  int    `json:"rounds"`
		Stacks  []int  `json:"stacks"`
		Winners []int  `json:"winners"`
	}{g.Reason.String(), g.Rounds, g.Stacks, g.Winners})
}

func setTokens(sets []cards.Set) []string {
	out := make([]string, len(sets))
	for i, s := range sets {
		out[i] = s.String()
	}
	return out
}

// cardTokens writes cards as tokens, cards.None as "" (nil stays nil).
func cardTokens(cs []cards.Card) []string {
	if cs == nil {
		return nil
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		if c != cards.None {
			out[i] = c.String()
		}
	}
	return out
}

// The log functions append an event to s.Log at the moment it happens.
// Each builds its data only when the game is logging, so that a search's
// copy (a nil Log) applies actions without allocating.

// logAct logs seat's action, before anything it causes.
func (s *State) logAct(seat int, a Action) {
	if s.Log.Logging() {
		s.Log.Act(seat, a, 0)
	}
}

func (s *State) logDeal() {
	if !s.Log.Logging() {
		return
	}
	// s.in has a bit per seat, as a SeatSet does.
	d := Dealt{Round: s.round, Dealer: s.dealer, In: engine.SeatSet(s.in), Hands: slices.Clone(s.hands[:s.n()])}
	if s.cfg.Trump {
		d.Trumps = make([]cards.Card, s.n())
		for i := range s.n() {
			if s.isIn(i) {
				d.Trumps[i] = s.trumps[i]
			}
		}
	}
	s.Log.Chance("deal", d, 0)
}

func (s *State) logField(shown []cards.Card) {
	if s.Log.Logging() {
		s.Log.Chance("field", FieldLaid{Round: s.round, Turn: s.turn, Cards: slices.Clone(shown)}, 0)
	}
}

func (s *State) logDraw(seat int, c cards.Card) {
	if s.Log.Logging() {
		s.Log.Chance("draw", Drawn{Round: s.round, Turn: s.turn, Seat: seat, Card: c}, 0)
	}
}

func (s *State) logBids() {
	if !s.Log.Logging() {
		return
	}
	d := BidsShown{Round: s.round, Turn: s.turn, Bids: make([]int, s.n()), High: s.high, Order: make([]int, s.nOrder), Stakes: s.stakes}
	for i := range s.n() {
		d.Bids[i] = int(s.bids[i])
	}
	for i := range s.nOrder {
		d.Order[i] = int(s.order[i])
	}
	s.Log.Outcome("bids", d, 0)
}

// logReveal notes the showdown shown while the black joker waits.
func (s *State) logReveal() {
	if s.Log.Logging() {
		s.Log.Note("reveal", ShowdownShown{Result: s.sd}, 0)
	}
}

func (s *State) logShowdown() {
	if !s.Log.Logging() {
		return
	}
	r := s.sd
	s.Log.Outcome("showdown", ShowdownScored{Result: r, Players: s.n(), Trump: s.cfg.Trump}, 0)
	s.Log.Outcome("payout", PaidOut{Round: r.Round, Stakes: r.Stakes, Prize: r.Prize, Removed: r.Removed,
		Penalty: r.Penalty, Stacks: slices.Clone(r.Stacks[:s.n()]), Carry: r.Carry}, 0)
}

func (s *State) logGame() {
	if s.Log.Logging() {
		s.Log.Outcome("game", GameOver{Reason: s.reason, Rounds: s.round,
			Stacks: slices.Clone(s.stacks[:s.n()]), Winners: s.Winners()}, 0)
	}
}
