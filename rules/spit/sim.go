package spit

import "parlor/rules/record"

// SimTickCap bounds a simulated game: one hour of play at 60 ticks/s.
const SimTickCap = 60 * 60 * TicksPerSecond

// Result sums up a simulated game.
type Result struct {
	Over   bool   // the game ended within the cap
	Winner int    // the winning seat; NoSeat when shared (G4) or unfinished
	CapHit bool   // stopped at SimTickCap
	Rounds int    // rounds completed
	Ticks  int64  // ticks played
	Cards  [2]int // cards each seat holds at the end
}

// BotSeed derives a seat's bot seed from the game seed, so a simulation is
// reproducible from the one seed in the record.
func BotSeed(seed uint64, seat int) uint64 {
	z := seed + uint64(seat+1)*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Simulate plays a whole bot-vs-bot game tick by tick: each tick both bots
// look at their views, their presses go through ApplyTick, and the clock
// advances. It stops at the end of the game or at SimTickCap.
func Simulate(cfg Config, seed uint64, levels [2]Level) (Result, *record.Record) {
	s := New(cfg, seed)
	bots := [2]*Bot{NewBot(0, levels[0], BotSeed(seed, 0)), NewBot(1, levels[1], BotSeed(seed, 1))}
	var presses []Press
	for s.phase != PhaseOver && s.tick < SimTickCap {
		presses = presses[:0]
		for seat, b := range bots {
			if a, ok := b.Tick(s.View(seat)); ok {
				presses = append(presses, Press{Seat: seat, Action: a})
			}
		}
		if len(presses) > 0 {
			s.ApplyTick(presses)
		}
		if s.phase != PhaseOver {
			s.Advance()
		}
	}
	r := Result{Over: s.phase == PhaseOver, Winner: s.winner, CapHit: s.phase != PhaseOver,
		Rounds: s.rounds, Ticks: s.tick, Cards: [2]int{s.Cards(0), s.Cards(1)}}
	seats := []record.Seat{
		{Name: "Bot 0", Kind: "bot", Bot: levels[0].String()},
		{Name: "Bot 1", Kind: "bot", Bot: levels[1].String()},
	}
	return r, s.Record(seats)
}
