package spellcraft

import "parlor/rules/cards"

// RoundResult is a round's showdown and payout. All of it is public: the
// showdown reveals every hand and trump card (decision 6).
type RoundResult struct {
	Round   int
	Turn    int // the turn the showdown came in
	Dealer  int
	In      [MaxPlayers]bool // seats dealt into the round
	Cause   Cause
	Knocker int // -1 without a knock
	FiveBy  int // the seat whose five of a kind ended the round (SC11), -1

	Hands  [MaxPlayers]cards.Set  // at the showdown, the black joker still in
	Trumps [MaxPlayers]cards.Card // trump variant only
	// Scores are the hands as revealed (SC4). The black joker's target
	// shows the best choice it counted (SC3): the same total, and the
	// cards the lost one came from.
	Scores [MaxPlayers]HandScore

	BlackJoker int        // the black joker's holder, -1 (SC3)
	Target     int        // the seat it picked, -1 while it has not
	Discard    cards.Card // the card the target lost, cards.None if none
	// Final is every seat's score after the black joker: Scores with the
	// target's rescored.
	Final [MaxPlayers]HandScore
	Best  [MaxPlayers]bool // the best hands (SC10; several when tied)

	Stakes  int             // the stakes before the payout
	Prize   int             // chips each best hand took (SC10)
	Removed int             // chips removed from the game
	Penalty Penalty         // what the knocker paid (SC9, SC10)
	Stacks  [MaxPlayers]int // stacks after the payout and the penalty
	Carry   int             // stakes carried into the next round (SC10)
}

// BestSeats returns the seats with the best hand.
func (r *RoundResult) BestSeats() []int {
	var out []int
	for i, b := range r.Best {
		if b {
			out = append(out, i)
		}
	}
	return out
}

// showdown reveals and scores every hand in the round; the black joker's
// holder then picks a target (SC3), or the round is paid out at once.
func (s *State) showdown(cause Cause) {
	r := RoundResult{Round: s.round, Turn: s.turn, Dealer: s.dealer, Cause: cause,
		Knocker: s.knocker, FiveBy: s.fiveBy, BlackJoker: -1, Target: -1}
	for i := range s.n() {
		if !s.isIn(i) {
			continue
		}
		r.In[i] = true
		r.Hands[i], r.Trumps[i] = s.hands[i], s.trumps[i]
		r.Scores[i] = Score(s.hands[i], s.trumps[i])
		if s.hands[i].Has(cards.BlackJoker) {
			r.BlackJoker = i
		}
	}
	r.Final = r.Scores
	s.sd = r
	if r.BlackJoker >= 0 {
		s.phase = PhaseBlackJoker
		s.logReveal()
		return
	}
	s.resolve()
}

func (s *State) applyTarget(seat int, a Action) error {
	if a.Kind != KindTarget {
		return illegal("SC3", "choose the opponent who loses a card to your black joker")
	}
	t := int(a.N)
	switch {
	case t == seat:
		return illegal("SC3", "you cannot aim the black joker at yourself: choose an opponent in the showdown")
	case !s.isIn(t):
		return illegal("SC3", "aim the black joker at an opponent in the showdown")
	}
	s.logAct(seat, a)
	s.hands[seat] = s.hands[seat].Without(cards.BlackJoker)
	s.out = s.out.With(cards.BlackJoker)
	l := discard(s.hands[t], s.trumps[t], s.cfg.ShownSC3)
	if l.card != cards.None {
		s.hands[t] = s.hands[t].Without(l.card)
		s.out = s.out.With(l.card)
	}
	// The victim counts the best choice that holds its cheapest loss
	// (SC3): its shown score is that choice, with the same total.
	s.sd.Scores[t] = l.counted
	s.sd.Target, s.sd.Discard, s.sd.Final[t] = t, l.card, l.after
	s.resolve()
	return nil
}

// resolve pays the showdown out (SC10), penalises a knocker without the
// best hand (SC9, SC10), and starts the next round or ends the game
// (SC12).
func (s *State) resolve() {
	r := &s.sd
	best := -1
	for i := range s.n() {
		if r.In[i] {
			best = max(best, r.Final[i].Total)
		}
	}
	k := 0
	for i := range s.n() {
		if r.In[i] && r.Final[i].Total == best {
			r.Best[i] = true
			k++
		}
	}
	r.Stakes = s.stakes
	r.Prize, r.Removed = Payout(s.stakes, k)
	for i := range s.n() {
		if r.Best[i] {
			s.stacks[i] += r.Prize
		}
	}
	s.removed += r.Removed
	s.stakes = 0
	if kn := r.Knocker; r.Cause == CauseKnock && !r.Best[kn] {
		others := s.inCount() - 1
		if s.stacks[kn] >= others {
			for i := range s.n() {
				if i != kn && r.In[i] {
					s.stacks[i]++
				}
			}
			s.stacks[kn] -= others
			r.Penalty = Paid
		} else {
			s.stakes += s.stacks[kn]
			s.stacks[kn] = 0
			r.Penalty = Staked
		}
	}
	r.Stacks, r.Carry = s.stacks, s.stakes
	s.last, s.hasLast = *r, true
	s.logShowdown()

	var alive, bestMask uint8
	for i := range s.n() {
		if s.stacks[i] > 0 {
			alive |= 1 << i
		}
		if r.Best[i] {
			bestMask |= 1 << i
		}
	}
	switch {
	case alive&(alive-1) == 0 && alive != 0:
		s.gameOver(alive, LastPlayer)
	case alive == 0:
		s.gameOver(bestMask, NoChipsLeft)
	default:
		for k := 1; k <= s.n(); k++ {
			if seat := (s.dealer + k) % s.n(); alive&(1<<seat) != 0 {
				s.dealer = seat
				break
			}
		}
		s.startRound()
	}
}

// Payout splits the stakes among best tied hands (SC10): the best hands
// share half the stakes rounded up, each taking its share rounded down;
// every other chip of the stakes is removed from the game.
func Payout(stakes, best int) (prize, removed int) {
	if best < 1 {
		return 0, stakes
	}
	prize = (stakes + 1) / 2 / best
	return prize, stakes - prize*best
}

// endNow is "End game now" (SC12): the most chips win; equal stacks share
// (G4). With every stack empty the seats of the round share (decision 13).
func (s *State) endNow() {
	most := 0
	for i := range s.n() {
		most = max(most, s.stacks[i])
	}
	var w uint8
	for i := range s.n() {
		if (most > 0 && s.stacks[i] == most) || (most == 0 && s.isIn(i)) {
			w |= 1 << i
		}
	}
	s.gameOver(w, EndedNow)
}

func (s *State) gameOver(winners uint8, why EndReason) {
	s.phase, s.winners, s.reason = PhaseOver, winners, why
	s.nOrder, s.pos = 0, 0
	s.logGame()
}
