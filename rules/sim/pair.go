package sim

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"parlor/rules/engine"
	"parlor/rules/progress"
	"parlor/rules/record"
	"parlor/rules/spellcraft"
)

// MaxPairs bounds -n with -pair: a paired run keeps every game's figure
// (the intervals need them), and a million deals would take months.
const MaxPairs = 1_000_000

// side is one seat-0 player of a paired run: a level, or the omniscient
// measuring stick.
type side struct {
	name  string
	level engine.Level
	omni  bool
}

// pairing is what -pair asks for: every deal played once per side, seat 0
// the side, the other seats cfg.levels[1:] with the same seeds.
type pairing struct {
	sides   []side
	measure string // "score" or "win": the figure differences are taken of
}

// pairFlags are the command line's paired-run flags, as typed.
type pairFlags struct {
	pair, vs, measure string
	players           int
}

// parsePair reads -pair, -vs, -players and -measure for game e; bots is
// -bots, which a paired run does not take. It returns the pairing and the
// seats' levels (seat 0's is the first side's, a placeholder).
func parsePair(e *engine.Entry, f pairFlags, bots string) (*pairing, []engine.Level, error) {
	if f.pair == "" {
		if f.vs != "" || f.players != 0 || f.measure != "" {
			return nil, nil, errors.New("-vs, -players and -measure go with -pair")
		}
		return nil, nil, nil
	}
	if e.Chooser == nil {
		return nil, nil, fmt.Errorf("-pair: %s is played in real time; pairs are for the turn-based games (%s)", e.Title, omniscientGames())
	}
	if bots != "" {
		return nil, nil, errors.New("-pair seats seat 0 itself: name the other seats with -vs, not -bots")
	}
	sides, err := parseSides(e, f.pair)
	if err != nil {
		return nil, nil, err
	}
	levels, err := parseVs(e, f.vs, f.players)
	if err != nil {
		return nil, nil, err
	}
	levels = append([]engine.Level{sides[0].level}, levels...)
	p := &pairing{sides: sides, measure: strings.ToLower(strings.TrimSpace(f.measure))}
	switch p.measure {
	case "":
		p.measure = defaultMeasure(e)
	case "score", "win":
	default:
		return nil, nil, fmt.Errorf("-measure: want score or win, got %q", f.measure)
	}
	return p, levels, nil
}

// defaultMeasure is the figure a game's sides are compared by: the score
// (Speed Run per hand, Stepping Stones' game points), but in Spellcraft
// the win share, since its chips at the end mostly say who won.
func defaultMeasure(e *engine.Entry) string {
	if e.Name == spellcraft.GameName {
		return "win"
	}
	return "score"
}

// parseSides reads -pair: two to four distinct seat-0 players.
func parseSides(e *engine.Entry, list string) ([]side, error) {
	names := strings.Split(list, ",")
	if len(names) < 2 || len(names) > 4 {
		return nil, fmt.Errorf("-pair: want 2 to 4 comma-separated players for seat 0, got %d", len(names))
	}
	var out []side
	for _, nm := range names {
		s, err := parseSide(e, nm)
		if err != nil {
			return nil, err
		}
		if slices.ContainsFunc(out, func(o side) bool { return o.name == s.name }) {
			return nil, fmt.Errorf("-pair: %s is named twice", s.name)
		}
		out = append(out, s)
	}
	return out, nil
}

func parseSide(e *engine.Entry, name string) (side, error) {
	nm := strings.ToLower(strings.TrimSpace(name))
	if nm == Omniscient {
		if _, ok := omniscients[e.Name]; !ok {
			return side{}, fmt.Errorf("-pair: %s has no omniscient seat (%s have)", e.Title, omniscientGames())
		}
		return side{name: nm, level: engine.Hard, omni: true}, nil
	}
	l, err := engine.ParseLevel(nm)
	if err != nil || !slices.Contains(e.Levels, l) {
		return side{}, fmt.Errorf("-pair: %s has no computer player %q (it has %s, and %s)", e.Title, strings.TrimSpace(name), levelList(e), Omniscient)
	}
	return side{name: l.String(), level: l}, nil
}

// parseVs reads -vs, the levels of seats 1 and on: one name fills the
// seats up to -players (or the game's usual number); none means Normal.
func parseVs(e *engine.Entry, list string, players int) ([]engine.Level, error) {
	if strings.TrimSpace(list) == "" {
		list = engine.Normal.String()
	}
	names := strings.Split(list, ",")
	if players == 0 {
		players = 1 + len(names)
		if len(names) == 1 {
			players = e.Seats
		}
	}
	if len(names) == 1 {
		for len(names) < players-1 {
			names = append(names, names[0])
		}
	}
	if len(names)+1 != players {
		return nil, fmt.Errorf("-players %d: -vs names %d other seats", players, len(names))
	}
	if err := e.CheckSeats(players); err != nil {
		return nil, fmt.Errorf("-players: %v", err)
	}
	out := make([]engine.Level, len(names))
	for i, nm := range names {
		l, err := engine.ParseLevel(nm)
		if err != nil || !slices.Contains(e.Levels, l) {
			return nil, fmt.Errorf("-vs: %s has no computer player %q (it has %s)", e.Title, strings.TrimSpace(nm), levelList(e))
		}
		out[i] = l
	}
	return out, nil
}

// levelList names a game's levels.
func levelList(e *engine.Entry) string {
	known := make([]string, len(e.Levels))
	for k, x := range e.Levels {
		known[k] = x.String()
	}
	return strings.Join(known, ", ")
}

// sidePlay is one side's game of a deal: its figures and seat 0's CPU
// time per decision (a choice among two or more actions).
type sidePlay struct {
	tally     engine.Tally
	decisions []time.Duration
}

// pairResult is one deal played by every side.
type pairResult struct {
	i     int
	sides []sidePlay
	err   error
	stop  error // records cannot be written: the run stops
}

// runPairs plays the deals on cfg.workers goroutines and folds them into
// the pair summary in index order.
func runPairs(cfg *config, stderr io.Writer) (*pairSummary, int, error) {
	sum := newPairSummary(cfg)
	p := progress.New(stderr, cfg.n, cfg.progress)
	failed := 0
	var stop error
	ordered(cfg.n, cfg.workers, func(i int) pairResult { return playPair(cfg, i) }, func(r pairResult) bool {
		if r.stop != nil && stop == nil {
			stop = r.stop
		}
		if r.err != nil {
			failed++
			p.Clear()
			fmt.Fprintf(stderr, "parlor sim: deal %d: %v\n", r.i+1, r.err)
		}
		if r.err == nil && r.stop == nil {
			sum.add(r.sides, cfg.game.ScorePerUnit)
		}
		if stop == nil {
			p.Step()
		}
		return stop == nil
	})
	p.Finish()
	return sum, failed, stop
}

// playPair plays deal i once per side; a panic is that deal's failure,
// never a crash of the run.
func playPair(cfg *config, i int) (r pairResult) {
	r.i = i
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("internal error: %v", p)
		}
	}()
	for _, sd := range cfg.pair.sides {
		sp, m, err := playSide(cfg, i, sd)
		if err != nil {
			r.err = fmt.Errorf("%s: %w", sd.name, err)
			return r
		}
		r.sides = append(r.sides, sp)
		if cfg.records != "" {
			name := filepath.Join(cfg.records, fmt.Sprintf("%s-%d-%d-%s.jsonl", cfg.game.Name, cfg.seed, i+1, sd.name))
			if err := writeRecord(name, m.Record()); err != nil {
				r.stop = err
				return r
			}
		}
	}
	return r
}

// playSide plays deal i with sd in seat 0: the same game seed, and the
// same bot seeds seat by seat, whichever side sits there.
func playSide(cfg *config, i int, sd side) (sidePlay, engine.Match, error) {
	e := cfg.game
	seed := engine.GameSeed(cfg.seed, i)
	seats := make([]record.Seat, len(cfg.levels))
	for s, l := range cfg.levels {
		seats[s] = record.Seat{Name: record.Unnamed(s), Kind: "bot", Bot: l.String()}
	}
	seats[0].Bot = sd.name
	m, err := e.New(cfg.settings, seed, seats)
	if err != nil {
		return sidePlay{}, nil, err
	}
	bots, err := seatBots(cfg, m, sd, seed)
	if err != nil {
		return sidePlay{}, nil, err
	}
	sp, err := playTimed(m, bots)
	return sp, m, err
}

// seatBots seats sd in seat 0 and cfg's levels in the others.
func seatBots(cfg *config, m engine.Match, sd side, seed uint64) ([]engine.Chooser[any, any], error) {
	bots := make([]engine.Chooser[any, any], len(cfg.levels))
	for s, l := range cfg.levels {
		var err error
		switch {
		case s == 0 && sd.omni:
			var ok bool
			if bots[0], ok = omniscients[cfg.game.Name](m.Game(), engine.BotSeed(seed, 0)); !ok {
				err = fmt.Errorf("a %T is not %s", m.Game(), cfg.game.Title)
			}
		case s == 0:
			bots[0], err = cfg.game.Chooser(sd.level, 0, seed)
		default:
			bots[s], err = cfg.game.Chooser(l, s, seed)
		}
		if err != nil {
			return nil, err
		}
	}
	return bots, nil
}

// playTimed plays m to its end as engine.Turn does (every seat to move,
// in order, chooses from its view), timing seat 0's decisions.
func playTimed(m engine.Match, bots []engine.Chooser[any, any]) (sidePlay, error) {
	var sp sidePlay
	for !m.Over() {
		moved := false
		for _, seat := range m.ToMove() {
			legal := m.Legal(seat)
			if len(legal) == 0 {
				return sp, fmt.Errorf("seat %d must act but has no legal action", seat)
			}
			v := m.View(seat)
			c0, w0 := threadCPU(), time.Now()
			a := bots[seat].Choose(v, legal)
			if seat == 0 && len(legal) > 1 {
				sp.decisions = append(sp.decisions, spent(c0, w0))
			}
			if err := m.Apply(seat, a); err != nil {
				return sp, fmt.Errorf("seat %d chose %v: %w", seat, a, err)
			}
			moved = true
		}
		if !moved {
			return sp, fmt.Errorf("%w: nobody acted", engine.ErrStuck)
		}
	}
	sp.tally = m.Tally()
	return sp, nil
}
