package speedoh

// Predict returns the view as it will be once seat v.Seat's press a is
// applied, as far as the view alone can tell: a hit shows as the seat's
// slap (or slash) on every window it counts for, or as a wrong slap. A
// flip shows an unseen card and a choice settles piles, so they report
// false, as does a press the view refuses. A network table shows its own
// press at once with it; the game's next view corrects it.
func Predict(v View, a Action) (View, bool) {
	if a.Kind != Hit || v.Check(a) != nil {
		return v, false
	}
	switch v.HitKind() {
	case HitSlash:
		for i := range v.NWindows {
			if w := &v.Windows[i]; w.Kind == SlashWindow && w.State == WindowOpen {
				w.slap(v.Seat)
			}
		}
	case HitSlap:
		for i := range v.NWindows {
			if w := &v.Windows[i]; w.State != WindowLapsed && w.Members.Has(v.Seat) && !w.Slapped.Has(v.Seat) {
				w.slap(v.Seat)
			}
		}
	case HitWrong:
		v.Wrong = v.Wrong.With(v.Seat)
	default:
		return v, false
	}
	return v, true
}

// slap adds seat to the window's slappers, last.
func (w *WindowView) slap(seat int) {
	w.Slapped = w.Slapped.With(seat)
	if w.NOrder < len(w.Order) {
		w.Order[w.NOrder] = int8(seat)
		w.NOrder++
	}
}
