package speedoh

// HitKind is what the one key does when pressed now (D3).
type HitKind uint8

// What a hit is.
const (
	HitNone   HitKind = iota // not allowed (game over, no such seat)
	HitSlap                  // a slap that counts for a match or a special card
	HitSlash                 // a slash: a Slash Oh window is open (SO7)
	HitWrong                 // a slap with nothing to slap: a wrong slap (SO4)
	HitRepeat                // already slapped (or slashed) everything it could: illegal, changes nothing
)

func (h HitKind) String() string {
	switch h {
	case HitSlap:
		return "slap"
	case HitSlash:
		return "slash"
	case HitWrong:
		return "wrong"
	case HitRepeat:
		return "repeat"
	}
	return "none"
}

// HitKind returns what the View's seat's hit key would do now (D3): a
// slash while a Slash Oh window is open; otherwise a slap, which counts
// for every match the seat is part of and every open special window it has
// not yet slapped, and is wrong (SO4) if it counts for nothing.
func (v *View) HitKind() HitKind {
	if v.Phase == PhaseOver || v.Seat < 0 || v.Seat >= v.N {
		return HitNone
	}
	for i := range v.NWindows {
		if w := &v.Windows[i]; w.Kind == SlashWindow && w.State == WindowOpen {
			if w.Slapped.Has(v.Seat) {
				return HitRepeat
			}
			return HitSlash
		}
	}
	counts, repeat := false, false
	for i := range v.NWindows {
		w := &v.Windows[i]
		if w.State == WindowLapsed || !w.Members.Has(v.Seat) {
			continue
		}
		if w.Slapped.Has(v.Seat) {
			repeat = true
		} else {
			counts = true
		}
	}
	switch {
	case counts:
		return HitSlap
	case repeat || v.Wrong.Has(v.Seat):
		return HitRepeat
	}
	return HitWrong
}

// Check reports whether the View's seat may press a now: nil, or an error
// wrapping engine.ErrIllegal that names the rule (a ruling such as "SO9"
// or a decision of this engine such as "D5") and says why in a sentence
// for the player. State.Apply uses it too, so the UI, bots and the engine
// share one definition of legality.
func (v *View) Check(a Action) error {
	if v.ok(a) {
		return nil
	}
	if v.Seat < 0 || v.Seat >= v.N {
		return errNoSeat
	}
	if v.Phase == PhaseOver {
		return illegal("SO9", "The game is over.")
	}
	switch a.Kind {
	case Flip:
		return v.checkFlip()
	case Hit:
		if w, ok := v.Special(); ok && w.Slapped.Has(v.Seat) {
			return illegal("SO7", "You have reacted to %s already.", w.Card.Name())
		}
		return illegal("D3", "You have slapped already.")
	case Give:
		return v.checkGive(a)
	}
	return illegal("action", "That is not a move of SpeedOh.")
}

// errNoSeat refuses a press of a seat that is not at the table.
var errNoSeat = illegal("seats", "That seat is not at this table.")

// Allowed reports whether Check(a) would pass, without building an error.
func (v *View) Allowed(a Action) bool { return v.ok(a) }

// ok is Check without building an error: Legal and the bots call it often.
func (v *View) ok(a Action) bool {
	if v.Seat < 0 || v.Seat >= v.N || v.Phase == PhaseOver {
		return false
	}
	switch a.Kind {
	case Flip:
		return v.Players[v.Seat].Draw > 0 && v.Turn == v.Seat && v.Hold == ""
	case Hit:
		h := v.HitKind()
		return h == HitSlap || h == HitSlash || h == HitWrong
	case Give:
		w, ok := v.ChoiceFor()
		return ok && w.Candidates().Has(int(a.To))
	}
	return false
}

func (v *View) checkFlip() error {
	switch {
	case v.Players[v.Seat].Draw == 0:
		return illegal("SO9", "No draw cards left: you are skipped.")
	case v.Turn != v.Seat:
		return illegal("SO2", "It is not your turn to flip.")
	case v.Hold == holdSpecial:
		return illegal("D5", "Wait: a special card is being settled.")
	}
	return illegal("D5", "Wait: a match is being settled.")
}

func (v *View) checkGive(a Action) error {
	if w, ok := v.ChoiceFor(); ok {
		if w.Kind == MatchWindow {
			return illegal("SO3", "Give the piles to one of the slower matching players.")
		}
		return illegal("D15", "Give the piles to another player.")
	}
	for i := range v.NWindows {
		if w := &v.Windows[i]; w.State != WindowLapsed && w.Winner() == v.Seat && w.NeedsChoice() {
			return illegal("D6", "You have chosen who takes the piles already.")
		}
	}
	return illegal("SO3", "You have nothing to give: only the winner of a match of three or more players, or of First Slap Wins, chooses who takes the piles.")
}

// Legal lists every action the View's seat may press now, appended to buf.
func (v *View) Legal(buf []Action) []Action {
	if v.Phase == PhaseOver || v.Seat < 0 || v.Seat >= v.N {
		return buf
	}
	if v.ok(FlipCard()) {
		buf = append(buf, FlipCard())
	}
	if v.ok(HitKey()) {
		buf = append(buf, HitKey())
	}
	for seat := range v.N {
		if a := GiveTo(seat); v.ok(a) {
			buf = append(buf, a)
		}
	}
	return buf
}

// ChoiceFor returns the window in which the View's seat must choose who
// takes the piles, if any.
func (v *View) ChoiceFor() (*WindowView, bool) {
	for i := range v.NWindows {
		w := &v.Windows[i]
		if w.State != WindowLapsed && w.Winner() == v.Seat && w.NeedsChoice() && w.Choice == NoSeat {
			return w, true
		}
	}
	return nil, false
}
