package sim

import (
	"fmt"

	"parlor/rules/record"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"
)

func spellcraftGame() *Game {
	return &Game{
		Name: spellcraft.GameName, Seats: spellcraft.MaxPlayers, MinSeats: spellcraft.MinPlayers,
		Bots:        []string{"random", "easy", "normal", "hard"},
		DefaultBots: []string{"hard", "normal", "normal"},
		Columns:     []string{"rounds"},
		Check: func(o Options) error {
			if o.Reveal || o.Length != "" || o.Sheet != "" || o.Redo {
				return fmt.Errorf("spellcraft takes only -trump, -nojokers and -chips")
			}
			_, err := spellcraftConfig(o, spellcraft.MinPlayers)
			return err
		},
		Play: playSpellcraft,
	}
}

func spellcraftConfig(o Options, players int) (spellcraft.Config, error) {
	cfg := spellcraft.Config{Players: players, Trump: o.Trump, NoJokers: o.NoJokers, Chips: o.Chips}
	if err := cfg.Check(); err != nil {
		return cfg, fmt.Errorf("-chips or seats: %w", err)
	}
	return cfg, nil
}

// maxSpellcraftActions stops a game that would never end (a bug, reported
// as that game's error rather than a hung run).
const maxSpellcraftActions = 200_000

// playSpellcraft plays one game through the engine's Recorder; the score
// column is the chips a seat ends with (higher is better). Hard's time
// limit is off, so its choices depend on the seed alone.
func playSpellcraft(o Options, seed uint64, names []string, wantRecord bool) (Outcome, *record.Record, error) {
	cfg, err := spellcraftConfig(o, len(names))
	if err != nil {
		return Outcome{}, nil, err
	}
	seats := make([]record.Seat, len(names))
	players := make([]*bot.Bot, len(names))
	for i, n := range names {
		l, err := bot.ParseLevel(n)
		if err != nil {
			return Outcome{}, nil, err
		}
		players[i] = bot.New(l, BotSeed(seed, i))
		players[i].Limit = 0
		seats[i] = record.Seat{Name: fmt.Sprintf("Seat %d", i), Kind: "bot", Bot: l.String()}
	}
	rec, err := spellcraft.NewRecorder(cfg, seed, seats)
	if err != nil {
		return Outcome{}, nil, err
	}
	s := rec.State()
	for n := 0; !s.Over(); n++ {
		if n > maxSpellcraftActions {
			return Outcome{}, nil, fmt.Errorf("spellcraft: no end after %d actions", n)
		}
		for _, seat := range s.ToMove() {
			v := s.View(seat)
			a := players[seat].Choose(v, v.Legal)
			if err := rec.Apply(seat, a); err != nil {
				return Outcome{}, nil, fmt.Errorf("seat %d (%s) chose %v: %w", seat, names[seat], a, err)
			}
		}
	}
	out := Outcome{Seats: make([]SeatOutcome, len(names))}
	winners := s.Winners()
	for i := range out.Seats {
		so := &out.Seats[i]
		so.Score = float64(s.Stack(i))
		so.Stats = []int{s.Round()}
		for _, w := range winners {
			if w == i {
				so.Win = 1 / float64(len(winners))
			}
		}
	}
	if !wantRecord {
		return out, nil, nil
	}
	return out, rec.Record(), nil
}
