package sim

import (
	"fmt"
	"sort"
	"strings"

	"parlor/rules/record"
	"parlor/rules/speedoh"
	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"
	"parlor/rules/spit"
)

// Options are the game options given on the command line. A game reads the
// ones it knows and rejects settings it cannot honour in Check.
type Options struct {
	Length string // Speed Run: short, medium or long
	Reveal bool   // Speed Run: the Contract Reveal variant (SR6)
	Sheet  string // Stepping Stones: starter or advanced (SS1)
	Redo   bool   // Stepping Stones: the Redo variant
	// SpeedOh: the beginner deck (no Pattern Match cards) and the Totem
	// option (SO1, SO7).
	Beginner, Totem bool
	// Spellcraft: the trump variant, no jokers, starting chips (0: the
	// default, SC13).
	Trump, NoJokers bool
	Chips           int
}

// Outcome is what one game reports to the summary.
type Outcome struct {
	Hands int           // hands (rounds) played; the denominator of per-hand means
	Seats []SeatOutcome // one per seat
}

// SeatOutcome is one seat's result in one game.
type SeatOutcome struct {
	// Win is the seat's share of the victory: 1 alone, 1/k in a k-way
	// shared victory (G4), else 0.
	Win   float64
	Score float64 // the game's score for the seat (Speed Run: final total, lower is better)
	Stats []int   // counters aligned with Game.Columns
}

// Game plugs one game into the runner. To add a game, write a Game value
// and call Register from this package (games.go): Name is the -game value,
// Seats the players per game, Bots the accepted bot names, Columns the extra
// per-seat counters the summary shows, Check validates Options, and Play
// runs one whole bot-vs-bot game from a seed, returning its outcome and,
// when asked, its record. Play must be deterministic for (opts, seed,
// bots) and safe to call from several goroutines at once.
type Game struct {
	Name  string
	Seats int // players per game; with MinSeats, the most
	// MinSeats, when set, lets -bots seat from MinSeats to Seats players
	// (SpeedOh: 2-6); the number of names given decides.
	MinSeats    int
	Bots        []string
	DefaultBots []string
	Columns     []string
	// ScorePerHand: the summary divides scores by hands (Speed Run);
	// otherwise by games.
	ScorePerHand  bool
	LowerIsBetter bool
	Check         func(opts Options) error
	Play          func(opts Options, seed uint64, bots []string, wantRecord bool) (Outcome, *record.Record, error)
}

var registry = map[string]*Game{}

// Register adds a game to the runner; a second game with the same name
// replaces the first.
func Register(g *Game) { registry[g.Name] = g }

// Games returns the registered game names, sorted.
func Games() []string {
	var out []string
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func init() {
	Register(speedrunGame())
	Register(speedohGame())
	Register(spellcraftGame())
	Register(spitGame())
	Register(stepstonesGame())
}

// BotSeed derives seat's bot seed from a game seed (splitmix64), so a game
// is reproducible from the one seed in its record.
func BotSeed(seed uint64, seat int) uint64 {
	return mix(seed + uint64(seat+1)*0x9E3779B97F4A7C15)
}

// GameSeed derives game index i's seed from the run's -seed, the same for
// any number of workers.
func GameSeed(seed uint64, i int) uint64 {
	return mix(mix(seed) + uint64(i)*0xD1B54A32D192ED03)
}

func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

func speedrunGame() *Game {
	names := []string{"random", "easy", "normal", "hard"}
	return &Game{
		Name: speedrun.GameName, Seats: speedrun.NumPlayers, Bots: names,
		DefaultBots:  []string{"hard", "normal", "normal"},
		Columns:      []string{"perfect", "passes", "redos"},
		ScorePerHand: true, LowerIsBetter: true,
		Check: func(o Options) error {
			_, err := speedrunConfig(o)
			return err
		},
		Play: playSpeedrun,
	}
}

func speedrunConfig(o Options) (speedrun.Config, error) {
	if o.Length == "" {
		return speedrun.Config{ContractReveal: o.Reveal}, nil // Short, the zero Length
	}
	l, err := speedrun.ParseLength(o.Length)
	if err != nil {
		return speedrun.Config{}, fmt.Errorf("-length: want short, medium or long, got %q", o.Length)
	}
	return speedrun.Config{Length: l, ContractReveal: o.Reveal}, nil
}

// playSpeedrun plays one game through the engine's Recorder, so the record
// is the engine's own; every bot gets only its seat's View.
func playSpeedrun(o Options, seed uint64, names []string, wantRecord bool) (Outcome, *record.Record, error) {
	cfg, err := speedrunConfig(o)
	if err != nil {
		return Outcome{}, nil, err
	}
	seats := make([]record.Seat, speedrun.NumPlayers)
	players := make([]bot.Player, speedrun.NumPlayers)
	for i, n := range names {
		l, err := bot.ParseLevel(n)
		if err != nil {
			return Outcome{}, nil, err
		}
		players[i] = bot.New(l, BotSeed(seed, i))
		seats[i] = record.Seat{Name: fmt.Sprintf("Seat %d", i), Kind: "bot", Bot: l.String()}
	}
	rec := speedrun.NewRecorder(cfg, seed, seats)
	s := rec.State()
	for !s.Over() {
		for _, seat := range s.ToMove() {
			v := s.View(seat)
			a := players[seat].Choose(v, v.Legal)
			if err := rec.Apply(seat, a); err != nil {
				return Outcome{}, nil, fmt.Errorf("seat %d (%s) chose %v: %w", seat, names[seat], a, err)
			}
		}
	}
	out := Outcome{Hands: s.HandNumber(), Seats: make([]SeatOutcome, speedrun.NumPlayers)}
	board := s.Board()
	totals := board.Totals()
	winners := s.Winners()
	for i := range out.Seats {
		so := &out.Seats[i]
		so.Score = float64(totals[i])
		so.Stats = []int{board[i].Perfects(), board[i].PassesUsed, board[i].RedosUsed}
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

func speedohGame() *Game {
	return &Game{
		Name: speedoh.Game, Seats: 6, MinSeats: 2, Bots: []string{"easy", "normal", "hard"},
		DefaultBots: []string{"hard", "normal", "normal", "easy"},
		Columns:     []string{"wrong", "stale"},
		Check: func(o Options) error {
			if o.Reveal || o.Length != "" || o.Sheet != "" || o.Redo {
				return fmt.Errorf("speedoh takes only -beginner and -totem")
			}
			return nil
		},
		Play: playSpeedoh,
	}
}

// playSpeedoh runs the SpeedOh engine's own simulator; its score column is
// the cards a seat still holds at the end (lower is better).
func playSpeedoh(o Options, seed uint64, names []string, wantRecord bool) (Outcome, *record.Record, error) {
	levels := make([]speedoh.Level, len(names))
	for i, n := range names {
		l, err := speedoh.ParseLevel(n)
		if err != nil {
			return Outcome{}, nil, err
		}
		levels[i] = l
	}
	cfg := speedoh.Config{Players: len(names), Beginner: o.Beginner, Totem: o.Totem}
	res, rec, err := speedoh.Simulate(cfg, seed, levels)
	if err != nil {
		return Outcome{}, nil, err
	}
	out := Outcome{Seats: make([]SeatOutcome, len(names))}
	stale := 0
	if res.Reason != speedoh.OutOfCard {
		stale = 1
	}
	for i := range out.Seats {
		so := &out.Seats[i]
		so.Score = float64(res.Cards[i])
		so.Stats = []int{res.Wrong[i], stale}
		if res.Winners.Has(i) {
			so.Win = 1 / float64(res.Winners.Len())
		}
	}
	if !wantRecord {
		rec = nil
	}
	return out, rec, nil
}

func spitGame() *Game {
	return &Game{
		Name: spit.Game, Seats: 2, Bots: []string{"easy", "normal", "hard"},
		DefaultBots: []string{"normal", "normal"},
		Columns:     []string{"rounds", "unfinished"},
		Check: func(o Options) error {
			if o.Reveal {
				return fmt.Errorf("-reveal is a Speed Run option")
			}
			if o.Length != "" && !strings.EqualFold(o.Length, "short") {
				return fmt.Errorf("-length: spit knows only short (the short version), got %q", o.Length)
			}
			return nil
		},
		Play: playSpit,
	}
}

// playSpit runs the spit engine's own simulator; its score column is the
// cards a seat still holds at the end (lower is better).
func playSpit(o Options, seed uint64, names []string, wantRecord bool) (Outcome, *record.Record, error) {
	var levels [2]spit.Level
	for i, n := range names {
		l, err := spit.ParseLevel(n)
		if err != nil {
			return Outcome{}, nil, err
		}
		levels[i] = l
	}
	cfg := spit.Config{Short: strings.EqualFold(o.Length, "short")}
	res, rec := spit.Simulate(cfg, seed, levels)
	out := Outcome{Hands: res.Rounds, Seats: make([]SeatOutcome, 2)}
	for i := range out.Seats {
		so := &out.Seats[i]
		so.Score = float64(res.Cards[i])
		unfinished := 0
		if !res.Over {
			unfinished = 1
		}
		so.Stats = []int{res.Rounds, unfinished}
		switch {
		case res.Winner == i:
			so.Win = 1
		case res.Over && res.Winner == spit.NoSeat:
			so.Win = 0.5
		}
	}
	if !wantRecord {
		rec = nil
	}
	return out, rec, nil
}
