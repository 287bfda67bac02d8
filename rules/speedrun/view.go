package speedrun

import (
	"parlor/rules/cards"
	"parlor/rules/trick"
)

// BidInfo is what a viewer knows about one seat's bid this hand.
type BidInfo struct {
	Placed bool // the seat has bid (public: bids go face down in view)
	// Known says Bid is known to the viewer: the viewer's own bid, or a
	// revealed one (SR6).
	Known bool
	Redo  bool // the seat played its Redo card (shown at once, SR4)
	Bid   Bid  // meaningful when Known
	// Revealed: the seat revealed its contract (SR6); RevealDecided: it has
	// answered the reveal question.
	Revealed      bool // the contract is face up
	RevealDecided bool // the seat has answered reveal/noreveal, or the reveal step is over
}

// View is everything one seat may know (SR3, SR4, SR6): its own hand and
// bid, public choices, the bids' public parts, every card played, the trick
// counts, the board and the summaries of finished hands. It never holds
// another seat's hand, a hidden contract or the current hand's 4 undealt
// cards; those appear only in Results once a hand is over.
type View struct {
	Seat        int      // the viewer
	Config      Config   // the game options
	Phase       Phase    // the current phase
	Hand        int      // 0-based number of the current hand
	Hands       int      // hands in the game
	StartPlayer int      // this hand's start player
	Leader      int      // leads the first trick of this hand (SR2)
	ToMove      []int    // seats that must act now
	Legal       []Action // the viewer's legal actions now

	Own       cards.Set           // the viewer's cards
	HandSizes [NumPlayers]int     // cards left in each hand
	TrumpBy   int                 // seat that picked trump, -1 before
	RankingBy int                 // seat that picked the ranking, -1 before
	Rules     trick.Rules         // trump and ranking, once picked
	Bids      [NumPlayers]BidInfo // what is known of each bid
	Tricks    []trick.Trick       // this hand's tricks, the current one last
	Winners   []int               // winners of this hand's finished tricks
	Played    cards.Set           // every card played this hand
	Won       [NumPlayers]int     // tricks won this hand
	Voids     [NumPlayers]uint8   // suits a seat has shown out of (bit per suit)
	Board     Board               // the contract board
	Totals    [NumPlayers]int     // board totals
	Results   []HandResult        // finished hands, everything shown (SR3)
	GameWon   []int               // winners once the game is over
}

// View returns what seat may know. A seat outside 0..2 gets a spectator's
// view: no hand and no bid.
func (s *State) View(seat int) View {
	v := View{
		Seat: seat, Config: s.cfg, Phase: s.phase, Hand: s.hand,
		Hands: s.cfg.Length.Hands(), StartPlayer: s.start, Leader: s.leader,
		ToMove: s.ToMove(), Legal: s.Legal(seat),
		TrumpBy: s.trumpBy, RankingBy: s.rankBy,
		Won: s.won, Voids: s.voids, Board: s.board, Totals: s.board.Totals(),
		Results: s.Results(), GameWon: s.Winners(),
	}
	if seat >= 0 && seat < NumPlayers {
		v.Own = s.hands[seat]
	}
	for i := 0; i < NumPlayers; i++ {
		v.HandSizes[i] = s.hands[i].Len()
	}
	if s.trumpBy >= 0 {
		v.Rules.Trump = s.rules.Trump
	}
	if s.rankBy >= 0 {
		v.Rules.Ranking = s.rules.Ranking
	}
	for i := 0; i < NumPlayers; i++ {
		b := &v.Bids[i]
		b.Placed = s.bidMask&(1<<i) != 0
		if !b.Placed {
			continue
		}
		b.Redo = s.bids[i].Kind == BidRedo
		b.RevealDecided = s.phase == PhasePlay || (s.phase == PhaseReveal && (i-s.leader+NumPlayers)%NumPlayers < s.revealN)
		b.Revealed = s.revealed[i]
		if i == seat || b.Revealed {
			b.Known, b.Bid = true, s.bids[i]
		} else if b.Redo {
			b.Bid = Bid{Kind: BidRedo}
		}
	}
	if s.phase == PhasePlay {
		n := s.nTricks + 1
		v.Tricks = append([]trick.Trick(nil), s.tricks[:n]...)
		for i := 0; i < s.nTricks; i++ {
			v.Winners = append(v.Winners, int(s.winners[i]))
		}
		for i := range v.Tricks {
			v.Played |= v.Tricks[i].Set()
		}
	}
	return v
}

// Void reports whether the view has seen seat show out of suit st this
// hand.
func (v *View) Void(seat int, st cards.Suit) bool {
	return seat >= 0 && seat < NumPlayers && v.Voids[seat]&(1<<st) != 0
}
