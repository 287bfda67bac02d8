package spit

import "parlor/rules/cards"

// Check reports whether the View's seat may press a now: nil, or an error
// wrapping engine.ErrIllegal that names the rule (a ruling such as "SP1",
// a variation, or a decision of this engine such as "D2") and says why in
// a sentence for the player. State.Apply uses it too, so the UI, bots and
// the engine share one definition of legality.
func (v *View) Check(a Action) error {
	if v.Seat != 0 && v.Seat != 1 {
		return errNoSeat
	}
	switch v.Phase {
	case PhaseOver:
		return illegal("game over", "The game is over.")
	case PhaseClaim:
		if a.Kind != Claim {
			return illegal("SP5", "The round is over: race to claim a centre pile.")
		}
		return v.checkSide(a)
	case PhaseChoose:
		if a.Kind != Choose {
			return illegal("variation 3", "The round is over: the winner of the round chooses a centre pile.")
		}
		if v.Seat != v.RoundWinner {
			return illegal("variation 3", "Only the winner of the round chooses a centre pile.")
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
		return illegal("SP5", "Centre piles are claimed when the round is over.")
	case Choose:
		return illegal("variation 3", "A centre pile is chosen when the round is over.")
	}
	return illegal("action", "That is not a move of Speed / Spit.")
}

var errNoSide = illegal("side", "Name a centre pile: left or right.")

func (v *View) checkSide(a Action) error {
	if !a.Side.Valid() {
		return errNoSide
	}
	if v.Centre[a.Side.index()].Size == 0 {
		return illegal("SP5", "The %s centre pile is empty.", a.Side.Word())
	}
	return nil
}

// slot returns the stock slot numbered n, or nil with an error.
func (v *View) slot(n int8) (*PileView, error) {
	if v.Config.Short {
		return nil, illegal("short version", "The short version has no stock piles.")
	}
	if n < 1 || int(n) > v.Config.Piles() {
		return nil, illegal("piles", "Your stock piles are numbered 1 to %d.", v.Config.Piles())
	}
	return &v.me().Stock[n-1], nil
}

// faceUp returns the face-up top card of stock slot n, or an error.
func (v *View) faceUp(n int8) (cards.Card, error) {
	p, err := v.slot(n)
	if err != nil {
		return cards.None, err
	}
	top, ok := p.Top()
	switch {
	case p.Empty():
		return cards.None, illegal("piles", "You have no card on that pile.")
	case !ok:
		return cards.None, illegal("SP2", "The top card of that pile is face down: turn it over first.")
	}
	return top, nil
}

func (v *View) checkPlay(a Action) error {
	if !a.Side.Valid() {
		return errNoSide
	}
	var c cards.Card
	if v.Config.Short {
		if a.From < 1 || a.From > HandSize {
			return illegal("short version", "Your hand has places 1 to %d.", HandSize)
		}
		if c = v.me().Hand[a.From-1]; c == cards.None {
			return illegal("short version", "You have no card in that place of your hand.")
		}
	} else {
		top, err := v.faceUp(a.From)
		if err != nil {
			return err
		}
		c = top
	}
	t := v.Centre[a.Side.index()].Top
	if t == cards.None {
		return illegal("SP3", "The %s centre pile is empty: it starts with the next spit.", a.Side.Word())
	}
	if !fits(c, t, false) {
		return illegal("SP1", "%s is not one rank up or down from %s.", c.Label(), t.Label())
	}
	if v.Config.AlternateColours && c.Red() == t.Red() {
		return illegal("variation 2", "%s is the same colour as %s: colours must alternate.", c.Label(), t.Label())
	}
	return nil
}

func (v *View) checkMove(a Action) error {
	to, err := v.slot(a.To)
	if err != nil {
		return err
	}
	if _, err := v.faceUp(a.From); err != nil {
		return err
	}
	from := &v.me().Stock[a.From-1]
	switch {
	case a.From == a.To:
		return illegal("D2", "A card cannot move onto its own pile.")
	case !to.Empty():
		return illegal("piles", "That place is taken: a card moves only into an empty place, and you never have more than %d piles.", v.Config.Piles())
	case from.Size() < 2:
		return illegal("D2", "That card is alone on its pile: moving it would change nothing.")
	}
	return nil
}

func (v *View) checkStack(a Action) error {
	if !v.Config.StackEqual {
		return illegal("variation 4", "Stacking equal ranks is not part of this game.")
	}
	c, err := v.faceUp(a.From)
	if err != nil {
		return err
	}
	t, err := v.faceUp(a.To)
	switch {
	case a.From == a.To:
		return illegal("variation 4", "A card cannot stack onto its own pile.")
	case err != nil:
		return err
	case c.Rank() != t.Rank():
		return illegal("variation 4", "%s and %s are not of equal rank.", c.Label(), t.Label())
	}
	return nil
}

func (v *View) checkFlip(a Action) error {
	if !v.Config.FlipByHand {
		return illegal("SP2", "Cards turn face up by themselves in this game.")
	}
	p, err := v.slot(a.From)
	if err != nil {
		return err
	}
	if p.Empty() || p.NUp > 0 {
		return illegal("SP2", "That pile has no face-down card on top.")
	}
	return nil
}

func (v *View) checkSpit(a Action) error {
	me, other := v.me(), &v.Players[1-v.Seat]
	if me.Ready {
		return illegal("SP3", "You have pressed Spit already: waiting for the other player.")
	}
	if v.Config.Short {
		if a.Side != NoSide {
			return illegal("D9", "In the short version both players spit together: just press Spit.")
		}
		return nil
	}
	mine, theirs := me.Draw > 0, other.Draw > 0
	switch {
	case !mine && !theirs:
		return illegal("SP4", "Nobody has draw cards: when nobody can move, the centre piles are dealt back.")
	case mine && theirs:
		if a.Side != NoSide {
			return illegal("D1", "You both spit, each onto your own centre pile: just press Spit.")
		}
	case mine: // spitting alone
		if !a.Side.Valid() {
			return illegal("SP3", "The other player has no draw cards: spit alone and name the pile, left or right.")
		}
		if v.SinglePile {
			for i := range 2 {
				if v.Centre[i].Size > 0 && v.Centre[1-i].Size == 0 && a.Side.index() != i {
					return illegal("SP6", "This round has a single centre pile: spit onto the %s one.", sideOf(i).Word())
				}
			}
		}
	default: // the other spits alone; pressing just says "ready"
		if a.Side != NoSide {
			return illegal("SP3", "You have no draw cards, so you do not spit.")
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
