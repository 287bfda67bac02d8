package speedoh

import "parlor/rules/record"

func (s *State) logAct(seat int, a Action) {
	s.log = append(s.log, record.ActEvent(seat, a.String(), s.tick))
}

func (s *State) logData(kind, name string, v any) {
	e, err := record.DataEvent(kind, name, v)
	if err != nil {
		panic("speedoh: " + err.Error()) // our own plain structs always encode
	}
	s.log = append(s.log, e)
}
