package trick

import (
	"encoding/json"
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// Options is a trick game's record options, the header's options object:
// it says the game's Config C.
type Options[C any] interface {
	Config() (C, error)
}

// Open starts the game a record header describes, an engine.Open shared by
// the trick games: the header's options object decoded into an O (def when
// the header has none) says the Config that newGame starts the game from,
// with the header's seed and seats.
func Open[O Options[C], C, G any](game string, h record.Header, def O, newGame func(C, uint64, []record.Seat) (G, error)) (G, error) {
	var zero G
	opts := def
	if len(h.Options) > 0 {
		var o O // an options object stands alone: what it leaves out is not taken from def
		if err := json.Unmarshal(h.Options, &o); err != nil {
			return zero, fmt.Errorf("%s: bad options: %v", game, err)
		}
		opts = o
	}
	cfg, err := opts.Config()
	if err != nil {
		return zero, err
	}
	return newGame(cfg, h.Seed, h.Seats)
}

// NewLog starts the log of a trick game for players seats (engine.NewLog):
// seats must list exactly that many.
func NewLog(game string, players int, seed uint64, options any, seats []record.Seat) (*engine.Log, error) {
	if len(seats) != players {
		return nil, fmt.Errorf("%s: %d seats listed for a game of %d players", game, len(seats), players)
	}
	return engine.NewLog(game, seed, options, seats)
}

// FixedSeat returns a record option naming a fixed first seat (a start
// player, a forehand): nil when the game draws that seat from its seed
// (G3).
func FixedSeat(fixed bool, seat int) *int {
	if !fixed {
		return nil
	}
	return &seat
}

// ReadSeat reads a FixedSeat option of a game for players seats back:
// fixed reports whether it names a seat; one that is not a seat is an
// error saying what it was to be.
func ReadSeat(game, what string, opt *int, players int) (seat int, fixed bool, err error) {
	if opt == nil {
		return 0, false, nil
	}
	if *opt < 0 || *opt >= players {
		return 0, false, fmt.Errorf("%s: %s %d is not a seat", game, what, *opt)
	}
	return *opt, true, nil
}
