package stepstones

import (
	"parlor/rules/cards"
	"parlor/rules/trick"
)

// maxBids bounds a seat's bids: 4 rows, each with 2 rankings and at most
// 4 trump suits.
const maxBids = NumRows * 2 * cards.NumSuits

// canDeclare reports whether seat may still declare (SS5): it has an
// uncompleted contract, or (Redo variant) a completed one and its token.
func (s *State) canDeclare(seat int) bool {
	open, done := false, false
	for r := 0; r < NumRows; r++ {
		if s.cells[r][seat] < 0 {
			open = true
		} else {
			done = true
		}
	}
	return open || (done && s.tokens&(1<<seat) != 0)
}

// CanDeclare reports whether seat may still bid at all (SS5).
func (s *State) CanDeclare(seat int) bool {
	return seat >= 0 && seat < NumPlayers && s.canDeclare(seat)
}

// legalBids lists the declarations open to seat into buf, by row, then
// ranking, then trump suit, and returns how many there are. It does not
// allocate.
func (s *State) legalBids(seat int, buf *[maxBids]Bid) int {
	var done uint32
	for r := range NumRows {
		if s.cells[r][seat] >= 0 {
			done |= 1 << r
		}
	}
	return len(OpenBids(buf[:0], s.cfg.Sheet, done, s.tokens&(1<<seat) != 0))
}

// OpenBids appends to dst the declarations open on sheet to a seat that
// has completed the rows in done (bit r for row r) and holds the Redo
// token or not, by row, then ranking, then trump suit: the legal bids, and
// for a computer player the bids a seat had when it bid.
func OpenBids(dst []Bid, sheet Sheet, done uint32, token bool) []Bid {
	for r, c := range sheet.Rows() {
		redo := done&(1<<r) != 0
		if redo && !token {
			continue // "You cannot bid on a contract that you have already completed"
		}
		for d := trick.TopHigh; d <= trick.OneHigh; d++ {
			if !c.NeedsTrump() {
				dst = append(dst, Bid{Contract: c, Dir: d, Redo: redo})
				continue
			}
			for _, st := range cards.Suits {
				dst = append(dst, Bid{Contract: c, Dir: d, Trump: trick.TrumpOf(st), Redo: redo})
			}
		}
	}
	return dst
}

// checkBid returns why seat may not declare b now, or nil.
func (s *State) checkBid(seat int, b Bid) error {
	sh := s.cfg.Sheet
	r := sh.Row(b.Contract)
	if r < 0 {
		if b.Contract == NoContract || b.Contract >= numContracts {
			return illegal("SS1", "that is not a contract of the %s scoresheet", sh.Title())
		}
		return illegal("SS1", "%s is not on the %s scoresheet", b.Contract.Name(), sh.Title())
	}
	if b.Dir > trick.OneHigh {
		return illegal("SS2", "a bid names the card ranking: 9 High or 1 High")
	}
	if b.Contract.NeedsTrump() {
		if _, ok := b.Trump.Suit(); !ok {
			return illegal("SS2", "%s needs a trump suit", b.Contract.Name())
		}
	} else if b.Trump != trick.NoTrump {
		return illegal("SS2", "%s is played without trump", b.Contract.Name())
	}
	done := s.cells[r][seat] >= 0
	switch {
	case b.Redo && !s.cfg.Redo:
		return illegal("Redo variant", "this game is played without the Redo variant, so there is no redo")
	case b.Redo && s.tokens&(1<<seat) == 0:
		return illegal("Redo variant", "you have spent your redo token")
	case b.Redo && !done:
		return illegal("Redo variant", "a redo is for a contract you have completed; bid %s instead", b.Contract.Name())
	case !b.Redo && done:
		return illegal("bidding", "you have completed %s already and cannot bid on it again", b.Contract.Name())
	}
	return nil
}

// applyBid handles the bidding: a pass hands the turn to the next seat who
// can declare (SS5); when every such seat has passed the forehand is in the
// puddle and must bid (SS6); a bid ends the bidding.
func (s *State) applyBid(seat int, a Action) error {
	switch a.Kind {
	case KindPass:
		if s.puddle {
			return illegal("SS6", "everyone passed, so you are in the puddle and must bid a contract")
		}
		s.logAct(seat, Pass)
		s.passed |= 1 << seat
		if next := s.nextBidder(seat); next >= 0 {
			s.turn = next
		} else {
			s.turn, s.puddle = s.forehand, true
		}
		return nil
	case KindBid:
		if err := s.checkBid(seat, a.Bid); err != nil {
			return err
		}
		s.declare(seat, a.Bid)
		return nil
	}
	if s.puddle {
		return illegal("SS6", "you are in the puddle: bid a contract now")
	}
	return illegal("bidding", "bid a contract or pass now")
}

// nextBidder returns the next seat after seat, clockwise and before the
// bidding returns to the forehand, who can declare; -1 if none.
func (s *State) nextBidder(seat int) int {
	for k := 1; k < NumPlayers; k++ {
		n := (seat + k) % NumPlayers
		if n == s.forehand {
			return -1
		}
		if s.canDeclare(n) {
			return n
		}
	}
	return -1
}

// declare makes seat the declarer of b and opens the first trick, which
// the declarer leads.
func (s *State) declare(seat int, b Bid) {
	s.logAct(seat, Declare(b))
	s.declarer, s.bid = seat, b
	s.row = s.cfg.Sheet.Row(b.Contract)
	s.rules = b.Rules()
	if b.Redo {
		s.tokens &^= 1 << seat
	}
	s.phase = PhasePlay
	s.tricks[0] = trick.Trick{Leader: uint8(seat)}
}
