package speedoh

import (
	"encoding/json"
	"fmt"

	"parlor/rules/record"
)

// Result sums up a simulated game.
type Result struct {
	Over    bool      // the game ended (it always does by GameTicks, D13)
	Winners Seats     // one, or several for a shared victory (G4)
	Reason  EndReason // why it ended
	Ticks   int64     // ticks played
	Cards   []int     // cards each seat holds at the end
	Matches int       // matches settled (SO3)
	Wrong   []int     // wrong slaps per seat (SO4)
}

// BotSeed derives a seat's bot seed from the game seed, so a simulation is
// reproducible from the one seed in the record.
func BotSeed(seed uint64, seat int) uint64 {
	z := seed + uint64(seat+1)*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Simulate plays a whole bot-vs-bot game tick by tick: each tick every bot
// looks at its view, the presses go through ApplyTick, and the clock
// advances, until the game ends. levels gives each seat's bot; cfg.Players
// may be 0 (then len(levels) seats) or must equal len(levels).
func Simulate(cfg Config, seed uint64, levels []Level) (Result, *record.Record, error) {
	if cfg.Players == 0 {
		cfg.Players = len(levels)
	}
	if cfg.Players != len(levels) {
		return Result{}, nil, fmt.Errorf("speedoh: simulate: %d levels for %d players", len(levels), cfg.Players)
	}
	s, err := New(cfg, seed)
	if err != nil {
		return Result{}, nil, err
	}
	bots := make([]*Bot, len(levels))
	for seat, l := range levels {
		bots[seat] = NewBot(seat, l, BotSeed(seed, seat))
	}
	var presses []Press
	for s.phase != PhaseOver {
		presses = presses[:0]
		for seat, b := range bots {
			if a, ok := b.Tick(s.View(seat)); ok {
				presses = append(presses, Press{Seat: seat, Action: a})
			}
		}
		if len(presses) > 0 {
			s.ApplyTick(presses)
		}
		s.Advance()
	}
	r := Result{Over: true, Winners: s.winners, Reason: s.reason, Ticks: s.tick, Cards: make([]int, s.n), Wrong: make([]int, s.n)}
	for _, e := range s.log {
		switch e.Name {
		case "match":
			r.Matches++
		case "wrong":
			var w wrongData
			if json.Unmarshal(e.Data, &w) == nil && w.Seat >= 0 && w.Seat < s.n {
				r.Wrong[w.Seat]++
			}
		}
	}
	seats := make([]record.Seat, s.n)
	for seat := range s.n {
		r.Cards[seat] = s.Cards(seat)
		seats[seat] = record.Seat{Name: fmt.Sprintf("Bot %d", seat), Kind: "bot", Bot: levels[seat].String()}
	}
	return r, s.Record(seats), nil
}
