package bot

import (
	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/rules/trick"
)

const nSeats = speedrun.NumPlayers

// deckSet is the 40-card deck, computed once: the policy needs it on every
// card of every rollout.
var deckSet = speedrun.Deck.Set()

// goalKind is what a seat is playing for this hand; it drives the card-play
// policy.
type goalKind uint8

const (
	goalWin    goalKind = iota // win exactly n tricks
	goalMost                   // win the most (more never hurts)
	goalLeast                  // win the least (fewer never hurts)
	goalMiddle                 // sit between the other two
	goalNone                   // a Pass: nothing to land, spoil instead
)

type goal struct {
	kind goalKind
	n    int8 // tricks to win, for goalWin
}

// goalOf turns a bid into the goal the policy plays for.
func goalOf(b speedrun.Bid) goal {
	if b.Kind == speedrun.BidPass {
		return goal{kind: goalNone}
	}
	switch b.Contract {
	case speedrun.Most:
		return goal{kind: goalMost}
	case speedrun.Least:
		return goal{kind: goalLeast}
	case speedrun.Middle:
		return goal{kind: goalMiddle}
	}
	if n := b.Contract.Target(); n >= 0 {
		return goal{kind: goalWin, n: int8(n)}
	}
	return goal{kind: goalNone}
}

// table is one hand's trick play with every hand known: the playground of
// rollouts. It is a plain value, so copying it copies the hand, and it never
// allocates; the engine's State would work too but carries a whole game.
type table struct {
	rules  trick.Rules
	hands  [nSeats]cards.Set
	played cards.Set // every card played this hand, current trick included
	t      trick.Trick
	n      int // tricks completed
	won    [nSeats]int
	goals  [nSeats]goal
}

// toAct returns the seat to play next.
func (tb *table) toAct() int { return (int(tb.t.Leader) + int(tb.t.Count)) % nSeats }

func (tb *table) done() bool { return tb.n >= speedrun.NumTricks }

// play plays card c for seat (legality is the caller's business).
func (tb *table) play(seat int, c cards.Card) {
	tb.hands[seat] = tb.hands[seat].Without(c)
	tb.played = tb.played.With(c)
	tb.t.Add(c)
	if int(tb.t.Count) < nSeats {
		return
	}
	w := tb.rules.Winner(&tb.t, nSeats)
	tb.won[w]++
	tb.n++
	tb.t = trick.Trick{Num: uint8(tb.n), Leader: uint8(w)}
}

// rollout plays the hand to its end with every seat following the policy.
func (tb *table) rollout() {
	for !tb.done() {
		s := tb.toAct()
		tb.play(s, tb.choose(s))
	}
}

// tableFromState lifts the current hand of a (determinized) State into a
// table. Goals are left to the caller.
func tableFromState(s *speedrun.State) table {
	tb := table{rules: s.Rules(), t: s.CurrentTrick(), won: s.TricksWon()}
	for i := 0; i < nSeats; i++ {
		tb.hands[i] = s.Hand(i)
	}
	// Played cards: the deck minus what is still held or hidden.
	tb.played = deckSet &^ s.Hidden() &^ tb.hands[0] &^ tb.hands[1] &^ tb.hands[2]
	tb.n = int(tb.t.Num)
	if s.Phase() != speedrun.PhasePlay {
		// Before the first trick CurrentTrick is trick 0 with its leader.
		tb.t = trick.Trick{Leader: uint8((s.StartPlayer() + 2) % nSeats)}
		tb.n = 0
		tb.played = 0
	}
	return tb
}

// score returns a hand score for goal g given the final trick counts: the
// engine's own Difference and Score, so the bots optimise the real thing.
func scoreOf(b speedrun.Bid, won [nSeats]int, seat int, revealed bool) int {
	if b.Kind == speedrun.BidPass {
		return 0
	}
	return speedrun.Score(speedrun.Difference(b.Contract, won, seat), revealed)
}

// goalDiff is the difference for a goal (used for inferred opponent goals,
// which may be a raw trick count rather than a contract).
func goalDiff(g goal, won [nSeats]int, seat int) int {
	switch g.kind {
	case goalWin:
		return abs(won[seat] - int(g.n))
	case goalMost:
		return speedrun.Difference(speedrun.Most, won, seat)
	case goalLeast:
		return speedrun.Difference(speedrun.Least, won, seat)
	case goalMiddle:
		return speedrun.Difference(speedrun.Middle, won, seat)
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
