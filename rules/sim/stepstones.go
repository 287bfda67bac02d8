package sim

import (
	"fmt"

	"parlor/rules/record"
	"parlor/rules/stepstones"
	"parlor/rules/stepstones/bot"
)

// stepstonesGame is Stepping Stones in the runner. Its -game name is
// "steppingstones" (the game's name on the menu); its records carry the
// engine's own name, "stepstones".
func stepstonesGame() *Game {
	return &Game{
		Name: "steppingstones", Seats: stepstones.NumPlayers,
		Bots:          []string{"random", "easy", "normal", "hard"},
		DefaultBots:   []string{"hard", "normal", "normal"},
		Columns:       []string{"declared", "firsts"},
		LowerIsBetter: false,
		Check: func(o Options) error {
			_, err := stepstonesConfig(o)
			return err
		},
		Play: playStepstones,
	}
}

func stepstonesConfig(o Options) (stepstones.Config, error) {
	if o.Reveal || o.Length != "" {
		return stepstones.Config{}, fmt.Errorf("-length and -reveal are Speed Run options")
	}
	cfg := stepstones.Config{Redo: o.Redo}
	if o.Sheet != "" {
		sh, err := stepstones.ParseSheet(o.Sheet)
		if err != nil {
			return cfg, fmt.Errorf("-sheet: want starter or advanced, got %q", o.Sheet)
		}
		cfg.Sheet = sh
	}
	return cfg, nil
}

// playStepstones plays one game with every bot seeing only its View; the
// record is rebuilt by the engine from the actions taken (NewRecord).
func playStepstones(o Options, seed uint64, names []string, wantRecord bool) (Outcome, *record.Record, error) {
	cfg, err := stepstonesConfig(o)
	if err != nil {
		return Outcome{}, nil, err
	}
	seats := make([]record.Seat, stepstones.NumPlayers)
	players := make([]*bot.Bot, stepstones.NumPlayers)
	for i, n := range names {
		l, err := bot.ParseLevel(n)
		if err != nil {
			return Outcome{}, nil, err
		}
		players[i] = bot.New(l, BotSeed(seed, i))
		seats[i] = record.Seat{Name: fmt.Sprintf("Seat %d", i), Kind: "bot", Bot: n}
	}
	s := stepstones.New(cfg, seed)
	var steps []stepstones.Step
	declared := make([]int, stepstones.NumPlayers)
	for !s.Over() {
		for _, seat := range s.ToMove() {
			v := s.View(seat)
			a := players[seat].Choose(v, v.Legal)
			if err := s.Apply(seat, a); err != nil {
				return Outcome{}, nil, fmt.Errorf("seat %d (%s) chose %v: %w", seat, names[seat], a, err)
			}
			if wantRecord {
				steps = append(steps, stepstones.Step{Seat: seat, Action: a})
			}
		}
	}
	results := s.Results()
	for _, r := range results {
		declared[r.Declarer]++
	}
	sheet := s.Scoresheet()
	winners := s.Winners()
	out := Outcome{Hands: len(results), Seats: make([]SeatOutcome, stepstones.NumPlayers)}
	for i := range out.Seats {
		so := &out.Seats[i]
		so.Score = float64(sheet.Totals[i])
		so.Stats = []int{declared[i], sheet.Firsts[i]}
		for _, w := range winners {
			if w == i {
				so.Win = 1 / float64(len(winners))
			}
		}
	}
	if !wantRecord {
		return out, nil, nil
	}
	rec, err := stepstones.NewRecord(cfg, seed, seats, steps)
	return out, rec, err
}
