package session

import (
	"errors"
	"log"

	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/record"
)

// Env is what a session needs from the app (game.Context provides it):
// where games in progress and finished games are kept, and the pace of
// the computer players.
type Env interface {
	// Keep saves a game in progress, off the frame.
	Keep(rec *record.Record)
	// Drop forgets game's game in progress (a new one replaces it).
	Drop(game string)
	// Finished is told a game ended: its save goes, its record joins the
	// history and, played alone against computers, the statistics, as
	// seat (the person here) played it. It returns the history's line for
	// it.
	Finished(e *engine.Entry, m engine.Match, level string, seat int) string
	// BotDelay is how many frames a computer player's move is held so
	// people can follow it.
	BotDelay() int
}

// Catch says how a table opening on a session shows what already
// happened.
type Catch int

const (
	Fresh   Catch = iota // a new game: the table shows every event as it comes
	Fast                 // a continued game: the deal so far replays quickly
	Instant              // after an undo or a jump in a replay: laid out at once
)

// Session is a table's game: its Source and what the app does around it.
// A table reads Events and Views, turns its people's input into Act or
// Tick, and lets the game go on with Move; the session saves, finishes,
// plays again, takes back and hints.
type Session struct {
	Source
	caps  Caps
	env   Env
	catch Catch
	// What the source is, set by the constructor that made the session:
	// live for a game held here, remote for one hosted elsewhere,
	// playback for a record played back; the others nil.
	live     *Live
	remote   *Remote
	playback *Playback
	// opened is how many events the screen knew of when the session was
	// made: a table that catches up reads them; later ones it shows.
	opened   int
	keptAt   int64 // a real-time game's tick at its last save, -1 before
	scanned  int   // events looked at for a new deal
	finished bool
}

// ErrNoPerson is returned by Undo and hints when nobody at this screen
// plays the game in this process.
var ErrNoPerson = errors.New("only a person playing here can do that")

// Setup is a new game as the setup screen chose it.
type Setup struct {
	Settings engine.Settings
	Seed     uint64
	Seats    []record.Seat
}

// New starts a game as chosen. A game a person plays replaces the game's
// saved game in progress (the new one is the game that will be
// continued); a game of computers only is never saved, so it leaves that
// one where it is.
func New(env Env, e *engine.Entry, s Setup) (*Session, error) {
	m, err := e.New(s.Settings, s.Seed, s.Seats)
	if err != nil {
		return nil, err
	}
	ns, err := live(env, e, m, Fresh)
	if err != nil {
		return nil, err
	}
	if ns.keeps() {
		env.Drop(e.Name)
	}
	return ns, nil
}

// Continue opens a saved game in progress where it stopped.
func Continue(env Env, e *engine.Entry, rec *record.Record) (*Session, error) {
	m, err := e.Resume(rec)
	if err != nil {
		return nil, err
	}
	return live(env, e, m, Fast)
}

// Caps is what a session may do, fixed by the constructor that made it:
// the session and its table ask it, never the source's type.
type Caps struct {
	// Keeps: a person's game played here, saved as it goes and reported
	// once when it ends (a game of computers only is nobody's).
	Keeps bool
	// Hosted: a game held elsewhere, reported once its record comes.
	Hosted bool
	// Assists: undo and hints are offered (a person plays here a game
	// held here; a game online is everyone's).
	Assists bool
	// Again: the same game can start again with a new seed.
	Again bool
	// Replay: a record played back (the replay's controls).
	Replay bool
}

func live(env Env, e *engine.Entry, m engine.Match, c Catch) (*Session, error) {
	src, err := NewLive(e, m, env.BotDelay)
	if err != nil {
		return nil, err
	}
	return OpenLive(env, src, c), nil
}

// OpenLive is the session of a game held here, its events so far already
// happened.
func OpenLive(env Env, l *Live, c Catch) *Session {
	person := l.Plays() != 0
	s := open(env, l, c, Caps{Keeps: person, Assists: person, Again: true})
	s.live = l
	return s
}

// Join is the session of a game hosted elsewhere, as its seat here is
// told it; c says how a table opening on it shows what already happened
// (Instant for a person coming back to a game in play).
func Join(env Env, r *Remote, c Catch) *Session {
	s := open(env, r, c, Caps{Hosted: true})
	s.remote = r
	return s
}

// OpenPlayback is the session of a record played back.
func OpenPlayback(env Env, p *Playback, c Catch) *Session {
	s := open(env, p, c, Caps{Replay: true})
	s.playback = p
	return s
}

func open(env Env, src Source, c Catch, caps Caps) *Session {
	s := &Session{Source: src, caps: caps, env: env, catch: c, keptAt: -1}
	s.opened = len(src.Events())
	s.scanned = s.opened
	if c == Fresh {
		s.opened = 0
	}
	return s
}

// Caps says what the session may do.
func (s *Session) Caps() Caps { return s.caps }

// Watching reports whether this screen watches a game it has no seat in
// (a spectator online, or Spectate): nobody here plays, no hand is seen.
// A replay sees its player's hand, or every hand.
func (s *Session) Watching() bool { return s.Plays() == 0 && s.Sees() == 0 }

// Playback returns the record played back, for the replay's controls;
// nil for a game in play.
func (s *Session) Playback() *Playback { return s.playback }

// Match returns the game itself when it is held here (for what only the
// process holding it may do: undo, hints, statistics), and whether it is.
func (s *Session) Match() (engine.Match, bool) {
	if s.live == nil {
		return nil, false
	}
	return s.live.m, true
}

// Watch plays rec back from just before its action at, as the record's
// people saw it, or with every hand face up.
func Watch(env Env, e *engine.Entry, rec *record.Record, at int, faceUp bool) (*Session, error) {
	sees := Watchers(rec.Header)
	if faceUp {
		sees = engine.AllSeats(len(rec.Header.Seats))
	}
	p, err := NewPlayback(e, rec, at, sees)
	if err != nil {
		return nil, err
	}
	return OpenPlayback(env, p, Instant), nil
}

// Catch says how the table shows what happened before it opened.
func (s *Session) Catch() Catch { return s.catch }

// Opened returns how many of Events happened before the table opened.
func (s *Session) Opened() int { return s.opened }

// Names returns the seats' names, as the record header lists them.
func (s *Session) Names() []string { return s.Header().Names() }

// TakeRefused returns the actions of the seats played here that the game
// refused after they were sent (a game held elsewhere answers later), for
// the table to say why as it says an immediate refusal; nil for a game
// held here.
func (s *Session) TakeRefused() []Refused {
	if s.remote == nil {
		return nil
	}
	return s.remote.TakeRefused()
}

// TableNames returns the seats' names as a table shows them: the one
// person playing here is "You", though the record (and everybody else at
// a table online) knows them by name.
func (s *Session) TableNames() []string {
	names := s.Names()
	if l := s.Plays().List(); len(l) == 1 && l[0] < len(names) {
		names[l[0]] = "You"
	}
	return names
}

// Seats returns the number of seats at the table.
func (s *Session) Seats() int { return len(s.Header().Seats) }

// Level returns the computer players' level (the first computer seat's),
// Normal when none sits at the table.
func (s *Session) Level() engine.Level {
	for seat := range s.Header().Seats {
		if l, ok := s.SeatLevel(seat); ok {
			return l
		}
	}
	return engine.Normal
}

// SeatLevel returns the level of the computer in seat, and whether a
// computer plays it (a table online may seat computers of several levels).
func (s *Session) SeatLevel(seat int) (engine.Level, bool) {
	seats := s.Header().Seats
	if seat < 0 || seat >= len(seats) || seats[seat].Kind != "bot" {
		return 0, false
	}
	l, err := engine.ParseLevel(seats[seat].Bot)
	return l, err == nil
}

// Person returns the first seat a person at this screen plays, -1 when
// nobody plays here.
func (s *Session) Person() int {
	if l := s.Plays().List(); len(l) > 0 {
		return l[0]
	}
	return -1
}

// Act applies a person's decision, then saves or finishes the game.
func (s *Session) Act(seat int, a any) error {
	if err := s.Source.Act(seat, a); err != nil {
		return err
	}
	s.after()
	return nil
}

// Move lets the game go on by itself, then saves or finishes it.
func (s *Session) Move() bool {
	if !s.Source.Move() {
		return false
	}
	s.after()
	return true
}

// Tick runs one tick of a real-time game, then saves or finishes it.
func (s *Session) Tick(presses []engine.Press[any]) []error {
	errs := s.Source.Tick(presses)
	s.after()
	return errs
}

// Keep saves a game in progress now (a real-time table pausing), and
// reports a finished one.
func (s *Session) Keep() {
	if s.keeps() {
		s.keep()
	}
}

// keeps reports whether this session's game is a person's game played in
// this process: the only kind saved and counted. A game of computers
// only is nobody's.
func (s *Session) keeps() bool { return s.caps.Keeps }

// hosted reports whether this session's game is a person's game hosted
// elsewhere: kept in the history once the host sends its record.
func (s *Session) hosted() bool { return s.caps.Hosted }

// GoesOn reports whether the game goes on while this screen pauses: it is
// hosted elsewhere and played with others (online), where one screen's
// pause stops nobody else's game.
func (s *Session) GoesOn() bool { return s.hosted() }

// keepEvery is how often a real-time game in play is saved: losing at
// most ten seconds of a race on a crash.
const keepEvery = 10 * realtime.TicksPerSecond

// after saves the game in progress after a change (a turn-based game
// after every action, a real-time one as a deal begins and every ten
// seconds) or reports it finished, once.
func (s *Session) after() {
	if s.hosted() && s.Over() && !s.finished {
		s.finishHosted()
		return
	}
	if !s.keeps() {
		return
	}
	if !s.Entry().RealTime || s.Over() || s.dealt() || s.keptAt < 0 || s.Now()-s.keptAt >= keepEvery {
		s.keep()
	}
}

func (s *Session) keep() {
	if s.finished {
		return
	}
	l := s.live
	if !l.m.Over() {
		s.keptAt = s.Now()
		s.env.Keep(l.m.Record())
		return
	}
	s.finished = true
	s.env.Finished(s.Entry(), l.m, s.Level().String(), s.Person())
}

// finishHosted keeps a game hosted elsewhere once its record came: the
// record the host sent, checked as any record is.
func (s *Session) finishHosted() {
	s.finished = true
	if s.Plays() == 0 {
		return // a spectator's History holds only games they played
	}
	m, err := s.Entry().Resume(s.Record())
	if err != nil {
		log.Printf("parlor: the record of a game played online does not verify: %v", err)
		return
	}
	s.env.Finished(s.Entry(), m, s.Level().String(), s.Person())
}

// dealt reports whether a deal happened since the last look.
func (s *Session) dealt() bool {
	evs := s.Events()
	found := false
	for _, e := range evs[min(s.scanned, len(evs)):] {
		found = found || e.Kind == record.Chance && e.Name == "deal"
	}
	s.scanned = len(evs)
	return found
}

// Again starts the same game (options and seats) with a new seed: Play
// again. Only a game played in this process can be played again.
func (s *Session) Again(seed uint64) (*Session, error) {
	if !s.caps.Again {
		return nil, errors.New("only a game played here can be played again")
	}
	h := s.Header()
	h.Seed, h.Created, h.Undos, h.Hints, h.Commit, h.Salt = seed, "", 0, 0, "", ""
	m, err := s.Entry().Open(h)
	if err != nil {
		return nil, err
	}
	if s.keeps() {
		s.env.Drop(s.Entry().Name)
	}
	return live(s.env, s.Entry(), m, Fresh)
}

// Final returns the finished game, for its final standings: the game
// itself when played here, the game its record makes when it was hosted
// elsewhere. ok is false before the end, and for a game played back.
func (s *Session) Final() (engine.Match, bool) {
	if !s.Over() {
		return nil, false
	}
	switch {
	case s.live != nil:
		return s.live.m, true
	case s.caps.Hosted:
		m, err := s.Entry().Resume(s.Record())
		return m, err == nil
	}
	return nil, false
}

// Waiting reports whether the person's decision is on its way to a game
// hosted elsewhere: until the answer comes, the view still shows them to
// move, and the table offers nothing more.
func (s *Session) Waiting() bool { return s.remote != nil && s.remote.Waiting() }

// HostedBy reports whether the session's game is r's, a game a server
// hosts (its table may ask for a rematch).
func (s *Session) HostedBy(r *Remote) bool { return r != nil && s.remote == r }

// Ready says the people here have read a round's result (an
// engine.Interlude event): a game hosted elsewhere waits for it before its
// clock runs on; a game held here waits anyway while the table shows it.
// others reports whether the game may still wait for people elsewhere.
func (s *Session) Ready() (others bool, err error) {
	switch {
	case s.live != nil:
		return false, s.live.Ready()
	case s.remote == nil:
		return false, nil
	}
	if err := s.remote.Ready(); err != nil {
		return false, err
	}
	for seat, st := range s.Header().Seats {
		if st.Kind == "human" && !s.Plays().Has(seat) {
			return true, nil
		}
	}
	return false, nil
}

// Deals says whether the finished game's seed was hidden behind a
// commitment (a game hosted elsewhere: sealed), and if so whether the
// deals came from the seed committed to at the start (err nil).
func (s *Session) Deals() (sealed bool, err error) {
	if s.remote == nil || !s.Over() {
		return false, nil
	}
	return true, s.remote.Deals()
}

// Holding reports whether a real-time game's clock stands still a
// moment after a settlement, while the cards are collected.
func (s *Session) Holding() bool { return s.live != nil && s.live.Holding() }

// CanAgain reports whether the game can be played again from here.
func (s *Session) CanAgain() bool { return s.caps.Again }

// ViewOf returns seat's view as the game's own View type, its zero value
// when this screen may not see that seat.
func ViewOf[V any](s *Session, seat int) V {
	v, _ := s.View(seat).(V)
	return v
}
