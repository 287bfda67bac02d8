package speedrun

// maxBids bounds the bids open to one seat: 9 contracts, Pass, 9 Redo
// targets.
const maxBids = 2*NumContracts + 1

// legalBids writes seat's open bids into buf in a fixed order (contracts by
// board number, Pass, Redo targets) and returns how many. It does not
// allocate.
func (s *State) legalBids(seat int, buf *[maxBids]Bid) int {
	p := &s.board[seat]
	l := s.cfg.Length
	n := 0
	for c := Win1; int(c) <= l.Contracts(); c++ {
		if !p.Entries[c].Done {
			buf[n] = Bid{Contract: c}
			n++
		}
	}
	if p.PassesUsed < l.Passes() {
		buf[n] = Bid{Kind: BidPass}
		n++
	}
	if p.RedosUsed < l.Redos() {
		for c := Win1; int(c) <= l.Contracts(); c++ {
			if p.Entries[c].Done {
				buf[n] = Bid{Kind: BidRedo, Contract: c}
				n++
			}
		}
	}
	return n
}

// checkBid says why seat may not bid b, naming the rule, or nil.
func (s *State) checkBid(seat int, b Bid) error {
	p := &s.board[seat]
	l := s.cfg.Length
	inGame := b.Contract.Valid() && int(b.Contract) <= l.Contracts()
	switch b.Kind {
	case BidContract:
		if !inGame {
			return illegal("SR1", "%s is not a contract of the %s game", b.Contract.Name(), l)
		}
		if p.Entries[b.Contract].Done {
			return illegal("SR4", "you have completed %s already; only a Redo can play it again", b.Contract.Name())
		}
	case BidPass:
		if b.Contract != NoContract {
			return illegal("SR4", "a Pass names no contract")
		}
		if p.PassesUsed >= l.Passes() {
			return illegal("SR1", "you have no Pass card left")
		}
	case BidRedo:
		if p.RedosUsed >= l.Redos() {
			return illegal("SR1", "you have no Redo card left")
		}
		if p.Completed() == 0 {
			return illegal("SR4", "a Redo needs a contract you have completed, and you have none yet")
		}
		if !inGame || !p.Entries[b.Contract].Done {
			return illegal("SR4", "a Redo must name a contract you have completed")
		}
	default:
		return illegal("SR4", "that is not a bid")
	}
	return nil
}

// applyBid records one secret bid; when all three are in, the hand moves
// on to the reveal (variant) or to the first trick.
func (s *State) applyBid(seat int, a Action) error {
	if a.Kind != KindBid {
		return illegal("SR2", "everyone bids a contract now")
	}
	if err := s.checkBid(seat, a.Bid); err != nil {
		return err
	}
	s.logAct(seat, a)
	s.bids[seat] = a.Bid
	s.bidMask |= 1 << seat
	if s.bidMask == 1<<NumPlayers-1 {
		s.afterBids()
	}
	return nil
}

func (s *State) afterBids() {
	if s.cfg.ContractReveal {
		s.phase = PhaseReveal
	} else {
		s.phase = PhasePlay
	}
}

// applyReveal handles SR6: in seat order from the leader, before the first
// card, each seat reveals or not; a Pass cannot be revealed.
func (s *State) applyReveal(seat int, a Action) error {
	switch a.Kind {
	case KindReveal:
		if s.bids[seat].Kind == BidPass {
			return illegal("SR6", "a Pass cannot be revealed")
		}
	case KindNoReveal:
	default:
		return illegal("SR6", "say now whether you reveal your contract")
	}
	s.logAct(seat, a)
	s.revealed[seat] = a.Kind == KindReveal
	s.revealN++
	if s.revealN == NumPlayers {
		s.phase = PhasePlay
	}
	return nil
}
