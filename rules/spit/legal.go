package spit

import "parlor/rules/cards"

// Check reports whether the View's seat may press a now; the error wraps
// ErrIllegal and names the rule. State.Apply uses it too, so the UI, bots
// and the engine share one definition of legality.
func (v *View) Check(a Action) error {
	if v.Seat != 0 && v.Seat != 1 {
		return illegal(a, "no seat %d (seats are 0 and 1)", v.Seat)
	}
	switch v.Phase {
	case PhaseOver:
		return illegal(a, "the game is over")
	case PhaseClaim:
		if a.Kind != Claim {
			return illegal(a, "the round is over: race to claim a centre pile (SP5)")
		}
		return v.checkSide(a)
	case PhaseChoose:
		if a.Kind != Choose {
			return illegal(a, "the round is over: the winner chooses a centre pile (variation 3)")
		}
		if v.Seat != v.RoundWinner {
			return illegal(a, "only the round winner chooses (variation 3)")
		}
		return v.checkSide(a)
	}
	switch a.Kind {
	case Play:
		return v.checkPlay(a)
	case Move:
		return v.checkMove(a)
	case Stack:
		return v.checkStack(a)
	case Flip:
		return v.checkFlip(a)
	case Spit:
		return v.checkSpit(a)
	case Claim:
		return illegal(a, "claims come after the round ends (SP5)")
	case Choose:
		return illegal(a, "choosing comes after the round ends (variation 3)")
	}
	return illegal(a, "unknown action")
}

func (v *View) checkSide(a Action) error {
	if !a.Side.Valid() {
		return illegal(a, "name the centre pile, L or R")
	}
	if v.Centre[a.Side.index()].Size == 0 {
		return illegal(a, "that centre pile is empty")
	}
	return nil
}

// slot returns the stock slot a names, or nil with an error.
func (v *View) slot(a Action, n int8) (*PileView, error) {
	if n < 1 || int(n) > v.Config.Piles() {
		return nil, illegal(a, "stock piles are numbered 1 to %d", v.Config.Piles())
	}
	return &v.me().Stock[n-1], nil
}

func (v *View) checkPlay(a Action) error {
	if !a.Side.Valid() {
		return illegal(a, "name the centre pile, L or R")
	}
	var c cards.Card
	if v.Config.Short {
		if a.From < 1 || a.From > HandSize {
			return illegal(a, "hand cards are numbered 1 to %d", HandSize)
		}
		if c = v.me().Hand[a.From-1]; c == cards.None {
			return illegal(a, "that hand slot is empty")
		}
	} else {
		p, err := v.slot(a, a.From)
		if err != nil {
			return err
		}
		top, ok := p.Top()
		if !ok {
			if p.Empty() {
				return illegal(a, "stock pile %d is empty", a.From)
			}
			return illegal(a, "the top card of pile %d is face down: flip it first (SP2)", a.From)
		}
		c = top
	}
	t := v.Centre[a.Side.index()].Top
	if t == cards.None {
		return illegal(a, "the %s centre pile is empty: spit first (SP3)", a.Side)
	}
	if !fits(c, t, false) {
		return illegal(a, "%s is not one rank up or down from %s (SP1: A is next to 2 and K)", c, t)
	}
	if v.Config.AlternateColours && c.Red() == t.Red() {
		return illegal(a, "%s is the same colour as %s (variation 2: alternate colours)", c, t)
	}
	return nil
}

func (v *View) checkMove(a Action) error {
	if v.Config.Short {
		return illegal(a, "the short version has no stock piles")
	}
	from, err := v.slot(a, a.From)
	if err != nil {
		return err
	}
	to, err := v.slot(a, a.To)
	if err != nil {
		return err
	}
	switch {
	case a.From == a.To:
		return illegal(a, "a card cannot move onto its own pile")
	case !to.Empty():
		return illegal(a, "slot %d is not empty: cards move only into an empty slot, never more than %d piles", a.To, v.Config.Piles())
	case from.Empty():
		return illegal(a, "stock pile %d is empty", a.From)
	case from.NUp == 0:
		return illegal(a, "the top card of pile %d is face down: flip it first (SP2)", a.From)
	case from.Size() < 2:
		return illegal(a, "pile %d has a single card; moving it changes nothing (D2)", a.From)
	}
	return nil
}

func (v *View) checkStack(a Action) error {
	if !v.Config.StackEqual {
		return illegal(a, "stacking equal ranks is variation 4, which is off")
	}
	if v.Config.Short {
		return illegal(a, "the short version has no stock piles")
	}
	from, err := v.slot(a, a.From)
	if err != nil {
		return err
	}
	to, err := v.slot(a, a.To)
	if err != nil {
		return err
	}
	c, ok1 := from.Top()
	t, ok2 := to.Top()
	switch {
	case a.From == a.To:
		return illegal(a, "a card cannot stack onto its own pile")
	case !ok1 || !ok2:
		return illegal(a, "both piles need a face-up top card (variation 4)")
	case c.Rank() != t.Rank():
		return illegal(a, "%s and %s are not of equal rank (variation 4)", c, t)
	}
	return nil
}

func (v *View) checkFlip(a Action) error {
	if !v.Config.FlipByHand {
		return illegal(a, "exposed cards turn face up by themselves (SP2)")
	}
	if v.Config.Short {
		return illegal(a, "the short version has no stock piles")
	}
	p, err := v.slot(a, a.From)
	if err != nil {
		return err
	}
	if p.Empty() || p.NUp > 0 {
		return illegal(a, "pile %d has no face-down top card (SP2)", a.From)
	}
	return nil
}

func (v *View) checkSpit(a Action) error {
	me, other := v.me(), &v.Players[1-v.Seat]
	if me.Ready {
		return illegal(a, "already pressed Spit; waiting for the other player (SP3)")
	}
	if v.Config.Short {
		if a.Side != NoSide {
			return illegal(a, "both players spit together from the spit cards (short version)")
		}
		return nil
	}
	mine, theirs := me.Draw > 0, other.Draw > 0
	switch {
	case !mine && !theirs:
		return illegal(a, "nobody has draw cards; the centre piles are recycled when nobody can move (SP4)")
	case mine && theirs:
		if a.Side != NoSide {
			return illegal(a, "both players spit, each onto their own centre pile (SP3, D1)")
		}
	case mine: // spitting alone
		if !a.Side.Valid() {
			return illegal(a, "the other player has no draw cards: spit alone and name the pile, spit L or spit R (SP3)")
		}
		if v.SinglePile {
			for i := range 2 {
				if v.Centre[i].Size > 0 && v.Centre[1-i].Size == 0 && a.Side.index() != i {
					return illegal(a, "this round has a single centre pile (SP6)")
				}
			}
		}
	default: // the other spits alone; pressing just says "ready"
		if a.Side != NoSide {
			return illegal(a, "you have no draw cards, so you do not spit (SP3)")
		}
	}
	return nil
}

// Legal lists every action the View's seat may press now, appended to buf.
func (v *View) Legal(buf []Action) []Action {
	try := func(a Action) {
		if v.Check(a) == nil {
			buf = append(buf, a)
		}
	}
	switch v.Phase {
	case PhaseOver:
		return buf
	case PhaseClaim:
		try(ClaimPile(Left))
		try(ClaimPile(Right))
		return buf
	case PhaseChoose:
		try(ChoosePile(Left))
		try(ChoosePile(Right))
		return buf
	}
	n := v.Config.Piles()
	if v.Config.Short {
		n = HandSize
	}
	for i := 1; i <= n; i++ {
		try(PlayCard(i, Left))
		try(PlayCard(i, Right))
		if v.Config.Short {
			continue
		}
		try(FlipCard(i))
		for j := 1; j <= n; j++ {
			try(MoveCard(i, j))
			try(StackCard(i, j))
		}
	}
	try(SpitReady())
	try(SpitAlone(Left))
	try(SpitAlone(Right))
	return buf
}

// Options lists the seat's productive actions (D3), appended to buf: plays,
// flips, and moves or stacks that uncover a face-down or a playable card
// or free a slot that such a move needs. Bots choose among these; when
// neither seat has any, the SP3 countdown runs.
func (v *View) Options(buf []Action) []Action {
	if v.Phase != PhasePlay || v.Seat != 0 && v.Seat != 1 {
		return buf
	}
	me := v.me()
	if v.Config.Short {
		for j, c := range me.Hand {
			for sd := range 2 {
				if fits(c, v.Centre[sd].Top, v.Config.AlternateColours) {
					buf = append(buf, PlayCard(j+1, sideOf(sd)))
				}
			}
		}
		return buf
	}
	n := v.Config.Piles()
	empty, hidden := 0, 0 // an empty slot; piles with a face-down card under a face-up top
	for i := range n {
		p := &me.Stock[i]
		if p.Empty() {
			empty++
		} else if p.NUp == 1 && p.Down > 0 {
			hidden++
		}
	}
	for i := range n {
		p := &me.Stock[i]
		c, ok := p.Top()
		if !ok {
			if !p.Empty() && v.Config.FlipByHand {
				buf = append(buf, FlipCard(i+1))
			}
			continue
		}
		for sd := range 2 {
			if fits(c, v.Centre[sd].Top, v.Config.AlternateColours) {
				buf = append(buf, PlayCard(i+1, sideOf(sd)))
			}
		}
		// What taking the top card off would uncover.
		uncovers := p.NUp == 1 && p.Down > 0 || p.NUp > 1 && v.playable(p.Up[p.NUp-2])
		frees := p.Size() == 1 && empty == 0 && hidden > 0
		if !uncovers && !frees {
			continue
		}
		for j := range n {
			if j == i {
				continue
			}
			q := &me.Stock[j]
			if uncovers && q.Empty() && p.Size() >= 2 {
				buf = append(buf, MoveCard(i+1, j+1))
			}
			if t, ok := q.Top(); ok && v.Config.StackEqual && t.Rank() == c.Rank() {
				// A slot freed by stacking onto the only pile hiding a card
				// serves nothing: that card stays covered.
				qHides := q.NUp == 1 && q.Down > 0
				if uncovers || hidden > 1 || !qHides {
					buf = append(buf, StackCard(i+1, j+1))
				}
			}
		}
	}
	return buf
}

// CanMove reports whether the seat has a productive action (D3).
func (v *View) CanMove() bool {
	var buf [64]Action
	return len(v.Options(buf[:0])) > 0
}
