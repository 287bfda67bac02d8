package speedrun

import "parlor/rules/trick"

// The 5 trump choices and 6 ranking choices of SR2, in Legal's order.
var (
	trumpChoices = [5]trick.Trump{trick.NoTrump, trick.TrumpOf(0), trick.TrumpOf(1), trick.TrumpOf(2), trick.TrumpOf(3)}
	rankChoices  = [6]trick.Ranking{
		{Pattern: trick.Fixed, Start: trick.TopHigh},
		{Pattern: trick.Fixed, Start: trick.OneHigh},
		{Pattern: trick.Slalom, Start: trick.TopHigh},
		{Pattern: trick.Slalom, Start: trick.OneHigh},
		{Pattern: trick.BellCurve, Start: trick.TopHigh},
		{Pattern: trick.BellCurve, Start: trick.OneHigh},
	}
)

// choiceCount and choiceAt enumerate the choices open now without
// allocating: the start player has all 11, the next seat the other kind.
func (s *State) choiceCount() int {
	n := 0
	if s.trumpBy < 0 {
		n += len(trumpChoices)
	}
	if s.rankBy < 0 {
		n += len(rankChoices)
	}
	return n
}

func (s *State) choiceAt(i int) Action {
	if s.trumpBy < 0 {
		if i < len(trumpChoices) {
			return ChooseTrump(trumpChoices[i])
		}
		i -= len(trumpChoices)
	}
	return ChooseRanking(rankChoices[i])
}

func (s *State) legalChoices() []Action {
	out := make([]Action, s.choiceCount())
	for i := range out {
		out[i] = s.choiceAt(i)
	}
	return out
}

// applyChoice handles SR2: the start player picks trump or ranking, the
// next seat must pick the other, then the third seat will lead.
func (s *State) applyChoice(seat int, a Action) error {
	if err := s.checkChoice(a); err != nil {
		return err
	}
	s.logAct(seat, a)
	if a.Kind == KindTrump {
		s.rules.Trump, s.trumpBy = a.Trump, seat
	} else {
		s.rules.Ranking, s.rankBy = a.Ranking, seat
	}
	if s.phase == PhaseChoose {
		s.phase = PhaseChooseOther
	} else {
		s.phase = PhaseBid
	}
	return nil
}

// checkChoice says why a may not be chosen now, naming the rule, or nil.
func (s *State) checkChoice(a Action) error {
	switch a.Kind {
	case KindTrump:
		if s.trumpBy >= 0 {
			return illegal("SR2", "trump has been picked; pick the card ranking")
		}
		if a.Trump > trick.TrumpOf(3) {
			return illegal("SR2", "that is not a trump choice")
		}
	case KindRanking:
		if s.rankBy >= 0 {
			return illegal("SR2", "the card ranking has been picked; pick trump")
		}
		if a.Ranking.Pattern > trick.BellCurve || a.Ranking.Start > trick.OneHigh {
			return illegal("SR2", "that is not a card ranking")
		}
	default:
		return illegal("SR2", "pick trump or the card ranking now")
	}
	return nil
}
