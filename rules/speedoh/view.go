package speedoh

// PlayerView is one seat's side of the table as everybody sees it (the
// rulebook: all draw piles and flipped piles are in view of each player).
type PlayerView struct {
	Draw     int  // cards in the draw pile (face down; their order is never shown)
	Flipped  int  // cards in the flipped pile
	Top      Card // the flipped pile's top card, None when empty
	LastCard bool // "Last Card!": one card left in the draw pile (SO9)
}

// Cards returns the seat's cards: draw pile and flipped pile.
func (p PlayerView) Cards() int { return p.Draw + p.Flipped }

// WindowView is a window as the table sees it. A match window is listed
// as soon as the match shows: the UI should not point it out before
// someone slaps (a human must spot the match), and the bots find matches
// from the top cards themselves.
type WindowView struct {
	Kind     WindowKind
	State    WindowState
	Key      Key   // match window: what the cards share
	Card     Card  // special window: the special card
	Owner    int   // special window: who flipped it
	Members  Seats // match: the matching seats; special: every seat
	Slapped  Seats // who has slapped (or slashed)
	Order    [MaxPlayers]int8
	NOrder   int   // Order[:NOrder]: slappers, fastest first
	Opened   int64 // first tick it took slaps
	Deadline int64 // first tick it takes no more slaps
	ChooseBy int64 // WindowChoosing: the first tick the default receiver applies (D6)
	Choice   int   // the receiver chosen, NoSeat while none
}

// Winner returns the first slapper, or NoSeat.
func (w *WindowView) Winner() int {
	if w.NOrder == 0 {
		return NoSeat
	}
	return int(w.Order[0])
}

// NeedsChoice reports whether the winner chooses who takes the piles.
func (w *WindowView) NeedsChoice() bool {
	return (w.Kind == MatchWindow || w.Kind == FirstSlapWindow) && w.Candidates().Len() > 1
}

// Candidates returns who the winner may give the piles to.
func (w *WindowView) Candidates() Seats {
	if win := w.Winner(); win != NoSeat {
		return w.Members &^ (1 << win)
	}
	return 0
}

// View is everything one seat may know (DESIGN: bots and the UI see only
// this): every pile's size and top card, never the order of a draw pile.
// It holds no slices, so building one does not allocate.
type View struct {
	Seat      int
	Tick      int64
	Config    Config
	N         int // players
	Phase     Phase
	Winners   Seats     // when over
	Reason    EndReason // when over
	Dealer    int
	Players   [MaxPlayers]PlayerView
	Turn      int    // the seat that flips now (SO9 skips empty draw piles); NoSeat when nobody can
	Hold      string // why flips wait (D5), "" when they may go on
	Mode      Mode   // what matches compare now (SO8)
	ModeCard  Card   // the Color or Pattern Match card in effect, None for the usual image rule
	ModeSeat  int    // whose pile shows it, NoSeat
	Windows   [maxWindows]WindowView
	NWindows  int
	Wrong     Seats // wrong slaps in this tick, settled at its end (SO4)
	Turnovers int   // turnovers in a row with no cards changing hands (D13)
}

// Held reasons.
const (
	holdSpecial = "a special card's slap is being settled (SO7)"
	holdMatch   = "a match is being settled (SO3, SO5)"
)

// View returns what seat may know.
func (s *State) View(seat int) View {
	v := View{
		Seat: seat, Tick: s.Tick(), Config: s.cfg, N: s.n, Phase: s.phase, Winners: s.winners, Reason: s.reason,
		Dealer: s.dealer, Turn: s.flipper(), Mode: s.mode, ModeCard: s.modeCard, ModeSeat: s.modeSeat,
		Turnovers: s.turnovers,
	}
	if s.phase == PhaseOver {
		v.Turn = NoSeat
	}
	for i := range s.n {
		v.Players[i] = PlayerView{Draw: len(s.draw[i]), Flipped: len(s.pile[i]), Top: s.top(i), LastCard: len(s.draw[i]) == 1}
	}
	for i := range s.wrong {
		v.Wrong = v.Wrong.With(int(s.wrong[i].seat))
	}
	v.Hold = s.hold()
	for i := range s.windows {
		if i == len(v.Windows) {
			break // never: Check keeps to maxWindows
		}
		w := &s.windows[i]
		v.Windows[i] = WindowView{
			Kind: w.kind, State: w.state, Key: w.key, Card: w.card, Owner: int(w.owner),
			Members: w.members, Slapped: w.slapped, Order: w.order, NOrder: int(w.norder),
			Opened: w.opened, Deadline: w.deadline, ChooseBy: w.chooseBy, Choice: int(w.choice),
		}
		v.NWindows++
	}
	return v
}

// hold returns why flips wait (D5), or "".
func (s *State) hold() string {
	h := ""
	for i := range s.windows {
		w := &s.windows[i]
		switch {
		case w.kind != MatchWindow:
			return holdSpecial
		case w.state == WindowChoosing || w.state == WindowOpen && w.slapped != 0:
			h = holdMatch
		}
	}
	return h
}

// Special returns the special window (First Slap Wins, Last Slap Loses,
// Slash Oh) being settled, if any.
func (v *View) Special() (*WindowView, bool) {
	for i := range v.NWindows {
		if w := &v.Windows[i]; w.Kind != MatchWindow {
			return w, true
		}
	}
	return nil, false
}

// MatchOf returns the match window seat is part of, if any (lapsed ones
// included: check State).
func (v *View) MatchOf(seat int) (*WindowView, bool) {
	for i := range v.NWindows {
		if w := &v.Windows[i]; w.Kind == MatchWindow && w.Members.Has(seat) {
			return w, true
		}
	}
	return nil, false
}

// Cards returns all cards on the table: 88, or 86 with the beginner deck.
func (v *View) Cards() int {
	n := 0
	for i := range v.N {
		n += v.Players[i].Cards()
	}
	return n
}
