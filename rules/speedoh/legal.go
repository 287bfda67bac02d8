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
		if w := &v.Windows[i]; w.Kind == SlashWindow && w.State == Open {
			if w.Slapped.Has(v.Seat) {
				return HitRepeat
			}
			return HitSlash
		}
	}
	counts, repeat := false, false
	for i := range v.NWindows {
		w := &v.Windows[i]
		if w.State == Lapsed || !w.Members.Has(v.Seat) {
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

// Check reports whether the View's seat may press a now; the error wraps
// ErrIllegal and names the rule. State.Apply uses it too, so the UI, bots
// and the engine share one definition of legality.
func (v *View) Check(a Action) error {
	if v.ok(a) {
		return nil
	}
	if v.Seat < 0 || v.Seat >= v.N {
		return illegal(a, "no seat %d (seats are 0 to %d)", v.Seat, v.N-1)
	}
	if v.Phase == PhaseOver {
		return illegal(a, "the game is over (SO9)")
	}
	switch a.Kind {
	case Flip:
		return v.checkFlip(a)
	case Hit:
		if v.HitKind() == HitRepeat {
			if _, ok := v.Special(); ok {
				return illegal(a, "already reacted to this special card (SO7)")
			}
			return illegal(a, "already slapped (SO3)")
		}
		return illegal(a, "no hit now")
	case Give:
		return v.checkGive(a)
	}
	return illegal(a, "unknown action")
}

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

func (v *View) checkFlip(a Action) error {
	switch {
	case v.Players[v.Seat].Draw == 0:
		return illegal(a, "no draw cards: a player out of draw cards is skipped (SO9)")
	case v.Turn != v.Seat:
		return illegal(a, "it is seat %d's turn to flip", v.Turn)
	case v.Hold != "":
		return illegal(a, "flips wait: %s (D5)", v.Hold)
	}
	return nil
}

func (v *View) checkGive(a Action) error {
	if w, ok := v.ChoiceFor(); ok {
		if w.Candidates().Has(int(a.To)) {
			return nil
		}
		if w.Kind == MatchWindow {
			return illegal(a, "seat %d is not among the slower matching players (SO3)", a.To)
		}
		return illegal(a, "seat %d cannot take the piles: give them to another player (First Slap Wins)", a.To)
	}
	for i := range v.NWindows {
		if w := &v.Windows[i]; w.State != Lapsed && w.Winner() == v.Seat && w.NeedsChoice() {
			return illegal(a, "already gave the piles to seat %d", w.Choice)
		}
	}
	return illegal(a, "nothing to give: only the winner of a match of three or more players, or of First Slap Wins, chooses who takes the piles (SO3)")
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
		if w.State != Lapsed && w.Winner() == v.Seat && w.NeedsChoice() && w.Choice == NoSeat {
			return w, true
		}
	}
	return nil, false
}
