package room

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"slices"
	"time"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/realtime"
)

// SeatState is one seat as everyone at the table sees it.
type SeatState struct {
	Name string `json:"name"`
	// User is the account of the person sitting here (to befriend or
	// block them).
	User  string `json:"user,omitempty"`
	Kind  string `json:"kind"` // Friend (a person's seat, maybe open) or Computer
	Level string `json:"level,omitempty"`
	Taken bool   `json:"taken"` // a person sits here
	Here  bool   `json:"here"`  // and is connected
	// Away counts the seconds before a computer takes the seat of a
	// person who left during the game.
	Away int `json:"away,omitempty"`
	// Standing: a computer plays the seat until its person comes back.
	Standing bool `json:"standing,omitempty"`
	// OnClock: the game waits on this seat's person, who has Clock
	// seconds left for the decision and then Bank more (a table on a
	// turn clock).
	OnClock bool `json:"on_clock,omitempty"`
	Clock   int  `json:"clock,omitempty"`
	Bank    int  `json:"bank,omitempty"`
	// Idle: a computer plays the seat since its person's time ran out,
	// until they are back (Request.Back).
	Idle bool `json:"idle,omitempty"`
}

// State is the table as one person sees it (OpRoom, server to client).
type State struct {
	Game     string          `json:"game"`
	Settings engine.Settings `json:"settings,omitempty"`
	Code     string          `json:"code"`
	Phase    string          `json:"phase"`
	Clock    string          `json:"clock,omitempty"` // the table's turn clock
	Seats    []SeatState     `json:"seats"`
	You      int             `json:"you"`  // your seat
	Host     bool            `json:"host"` // you may start the game
	News     string          `json:"news,omitempty"`
	// Closing counts the seconds a quick table still waits for the
	// people the matchmaker found before it closes.
	Closing int `json:"closing,omitempty"`
	// Watchers counts who watches the table without a seat; You is
	// engine.Spectator (-1) for one of them.
	Watchers int `json:"watchers,omitempty"`
}

// Request is what a person asks of the table (OpRoom, client to server).
type Request struct {
	Start bool `json:"start,omitempty"`
	// Say is a quick message's number in Quick, from 1.
	Say int `json:"say,omitempty"`
	// Back takes the seat back from the computer that plays it since
	// the person's time ran out.
	Back bool `json:"back,omitempty"`
	// Rematch asks, at a finished table, to play again with the same
	// people (or says yes to it).
	Rematch bool `json:"rematch,omitempty"`
}

// Said is a quick message (OpSay).
type Said struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
	Text string `json:"text"`
}

// Quick are the quick messages a person may send: a few kind words
// instead of free text.
var Quick = []string{"Hello!", "Good luck!", "Well played!", "Oops!", "Thanks!", "One moment, please.", "Good game!"}

// Out is a message for one person.
type Out struct {
	User string
	Op   Op
	Data []byte
}

type person struct {
	user, name string
	here       bool
	awayTicks  int // ticks left before a computer takes over; 0 when not counting
	standing   bool
	clock      clocked
	agreed     bool // in for the rematch asked for
}

// Room is one online table.
type Room struct {
	plan    Plan
	entry   *engine.Entry
	code    string
	seed    uint64
	rate    int           // ticks a second
	grace   int           // ticks a person may be gone before a computer takes over
	pace    time.Duration // a computer's decision is held this long so people can follow
	hold    int64         // ticks a real-time press waits to be settled
	speed   int           // a real-time game's ticks per table tick
	host    string
	people  map[int]*person // by seat
	phase   string
	game    *session.Host
	tick    int64
	news    string
	notes   map[string]string // news for one person only
	out     []Out
	changed bool // the State changed since it was last sent
	quick   int  // start once this many people sit (0: the host starts)
	// faster is how many times as fast as its game's own pace the table
	// runs (tests): the limits on a game's messages allow as many more.
	faster  int
	limits  map[string]*limits // by user
	logged  map[int]*logged    // by seat, and logKey
	log     func(format string, args ...any)
	held    bool // restored, its game waiting for its first person back (keep.go)
	closing int  // ticks a quick table still waits for them
	clock   Clock
	events  int // the game's events when its clocks last ran
	// again: the table waits for a rematch; games counts those begun;
	// seeds gives each rematch its seed (SetSeeds).
	again bool
	games int
	seeds func() uint64
	// blocked: whom each person blocked (SetBlocked).
	blocked map[string][]string
	// watchers: who watches without a seat, by user (watch.go).
	watchers map[string]*watcher
}

// Timing is a table's pace: how often it ticks, how long computers wait
// between moves so people can follow, how long a person who left may be
// gone before a computer takes their seat, and in a real-time game how
// long a press waits to be settled (session.Host.SetHold): the longest
// round trip over which two people still race fairly.
type Timing struct {
	Rate  int // ticks a second
	Pace  time.Duration
	Grace time.Duration
	Hold  time.Duration
	// Speed runs a real-time game's clock this many times as fast as
	// the table ticks (tests only: a game of SpeedOh takes minutes);
	// 0 or 1: its own pace. The hold stays the same time.
	Speed int
	// Clocks are the lengths of the turn clocks, nil: room.Clocks.
	Clocks map[string]Clock
}

// Timed returns the timing of a table of e: a real-time game ticks with
// its clock, a turn-based one needs far fewer.
func Timed(e *engine.Entry) Timing {
	// A turn-based table ticks as often as a real-time one: a decision
	// that lands between ticks waits for the next, and a person who
	// answers the view at once lands just after the one that sent it, a
	// whole tick to wait (at 10 a second the round trip's p50 was 100 ms;
	// at 60 it is 17). The computers' pace is the authority's, in time.
	t := Timing{Rate: realtime.TicksPerSecond, Pace: 700 * time.Millisecond, Grace: 30 * time.Second}
	if e.RealTime {
		// The pace a table here keeps at the normal computer pace (32
		// frames): the clock stands still two and a half times that after
		// a settlement, as it does here.
		t.Rate, t.Hold, t.Pace = realtime.TicksPerSecond, 100*time.Millisecond, 32*time.Second/realtime.TicksPerSecond
	}
	return t
}

// ticks is d in ticks, at least one.
func (t Timing) ticks(d time.Duration) int {
	return max(1, int(d*time.Duration(t.Rate)/time.Second))
}

// New returns the table plan chose, its invite code, its seed and its
// creator (who starts the game).
func New(plan Plan, code string, seed uint64, creator string, t Timing) (*Room, error) {
	e, err := plan.Check()
	if err != nil {
		return nil, err
	}
	if t.Rate <= 0 {
		return nil, errors.New("a table must tick")
	}
	clocks := t.Clocks
	if clocks == nil {
		clocks = Clocks
	}
	return &Room{clock: clocks[plan.Clock], plan: plan.cleaned(), entry: e, code: code, seed: seed, rate: t.Rate, grace: t.ticks(t.Grace), pace: t.Pace,
		speed: max(1, t.Speed), hold: int64(t.Hold * time.Duration(t.Rate*max(1, t.Speed)) / time.Second),
		faster: max(1, max(1, t.Speed)*t.Rate/Timed(e).Rate),
		host:   creator, people: map[int]*person{}, notes: map[string]string{}, phase: Waiting, changed: true,
		limits: map[string]*limits{}, logged: map[int]*logged{}, log: log.Printf}, nil
}

// SetLog makes the table log through logf (the server's logger) instead
// of the standard logger.
func (r *Room) SetLog(logf func(format string, args ...any)) { r.log = logf }

// Entry is the table's game.
func (r *Room) Entry() *engine.Entry { return r.entry }

// seatOf returns user's seat, -1 when they have none.
func (r *Room) seatOf(user string) int {
	for s, p := range r.people {
		if p.user == user {
			return s
		}
	}
	return -1
}

// CanJoin says whether user may come in, and if not, why in words.
func (r *Room) CanJoin(user string) error {
	if !r.limitsOf(user).joins.ok(r.tick) {
		return errors.New("you came and went too often: wait a few seconds")
	}
	if r.seatOf(user) >= 0 {
		return nil
	}
	switch {
	case r.phase == Over:
		return errors.New("that game is over")
	case r.phase == Closed:
		return errors.New("that table closed: not everyone the quick match found came in time")
	case r.phase == Playing:
		return errors.New("that game has started without you")
	case r.open() < 0:
		return errors.New("that table is full")
	}
	return nil
}

// open returns the first friend's seat nobody sits in, -1 when none.
func (r *Room) open() int {
	for i, s := range r.plan.Seats {
		if _, taken := r.people[i]; s.Kind == Friend && !taken {
			return i
		}
	}
	return -1
}

// Join seats user, named name, in the first open friend's seat, or gives
// them back their own seat.
func (r *Room) Join(user, name string) error {
	if err := r.CanJoin(user); err != nil {
		return err
	}
	r.limitsOf(user).joins.take(r.tick)
	r.changed = true
	if s := r.seatOf(user); s >= 0 {
		return r.back(s)
	}
	s := r.open()
	r.people[s] = &person{user: user, name: name, here: true}
	r.news = name + " sat down."
	if r.quick > 0 && len(r.people) == r.quick {
		return r.begin()
	}
	return nil
}

// Users returns everyone who sat at the table.
func (r *Room) Users() []string {
	var out []string
	for _, p := range r.people {
		out = append(out, p.user)
	}
	return out
}

// back is a person coming back to their seat.
func (r *Room) back(s int) error {
	p := r.people[s]
	p.here, p.awayTicks = true, 0
	r.news = p.name + " is back."
	r.note(p.user, "") // their own screen says they are back
	if r.wake() {
		r.news = "The server restarted: the game goes on where it stopped."
		r.note(p.user, r.news)
	}
	if r.game == nil {
		return nil
	}
	if err := r.game.Back(s); err != nil {
		return err
	}
	p.standing, p.clock.idle = false, false
	return nil
}

// Leave is user gone: before the game their seat opens again; during it a
// computer takes the seat after Grace seconds unless they come back.
func (r *Room) Leave(user string) {
	if r.unwatch(user) {
		return
	}
	s := r.seatOf(user)
	if s < 0 {
		return
	}
	r.changed = true
	p := r.people[s]
	switch r.phase {
	case Waiting:
		delete(r.people, s)
		r.news = p.name + " left the table."
		if user == r.host {
			r.host = r.anyone()
		}
	case Playing:
		p.here, p.awayTicks = false, r.grace
		r.news = fmt.Sprintf("%s left. A computer plays for them in %d seconds unless they come back.", p.name, r.grace/r.rate)
		if r.clockOn() {
			// Among strangers nobody waits: the computer plays at once.
			p.awayTicks = 1
			r.news = fmt.Sprintf("%s left: a computer plays for them until they come back.", p.name)
		}
	default:
		p.here = false
	}
}

// anyone returns a person still at the table, "" when nobody is.
func (r *Room) anyone() string {
	for _, p := range r.people {
		if p.here {
			return p.user
		}
	}
	return ""
}

// Empty reports whether nobody is at the table.
func (r *Room) Empty() bool { return r.anyone() == "" }

// Phase returns Waiting, Playing or Over.
func (r *Room) Phase() string { return r.phase }

// Receive takes a message from user.
func (r *Room) Receive(user string, op Op, data []byte) {
	s := r.seatOf(user)
	if s < 0 {
		return
	}
	l := r.limitsOf(user)
	if !l.any.take(r.tick) || op == OpGame && !l.game.take(r.tick) {
		r.dropped(user, s, tooFast)
		return
	}
	var err error
	switch op {
	case OpGame:
		err = r.play(s, data)
	case OpRoom:
		err = r.request(user, s, data)
	default:
		err = fmt.Errorf("a message of kind %d is not one a table sends", op)
	}
	if err != nil {
		r.tell(user, s, "The server could not take that: "+err.Error())
	}
}

// What a person is told, now and then, when their messages come faster
// than the limits.
const (
	tooFast   = "You are sending faster than the table takes: some of your messages were not taken."
	quickFast = "One moment: your quick messages come faster than the table passes them on."
)

func (r *Room) play(s int, data []byte) error {
	if r.game == nil {
		return errors.New("the game has not started")
	}
	return r.game.Receive(s, data)
}

func (r *Room) request(user string, s int, data []byte) error {
	var q Request
	if err := json.Unmarshal(data, &q); err != nil {
		return fmt.Errorf("a damaged request (%v)", err)
	}
	switch {
	case q.Start:
		return r.start(user)
	case q.Back:
		return r.resume(s)
	case q.Rematch:
		return r.rematch(user, s)
	case q.Say > 0 && q.Say <= len(Quick):
		if !r.limitsOf(user).quick.take(r.tick) {
			r.dropped(user, s, quickFast)
			return nil
		}
		b, err := json.Marshal(Said{Seat: s, Name: r.people[s].name, Text: Quick[q.Say-1]})
		if err != nil {
			return err
		}
		for _, p := range r.people {
			if !slices.Contains(r.blocked[p.user], user) {
				r.out = append(r.out, Out{User: p.user, Op: OpSay, Data: b})
			}
		}
		return nil
	}
	return errors.New("a request for nothing")
}

// start begins the game at its host's request.
func (r *Room) start(user string) error {
	if user != r.host {
		return errors.New("only the table's host starts the game")
	}
	if r.phase != Waiting {
		return errors.New("the game has already started")
	}
	return r.begin()
}

// StartWhenSeated starts the game by itself once n people sit: a table
// the matchmaker made has no host. It waits for them as long as a seat is
// kept for a person gone (the grace), then closes.
func (r *Room) StartWhenSeated(n int) { r.quick, r.closing = n, r.grace }

// begin starts the game: computers take the friends' seats still open.
func (r *Room) begin() error {
	if r.again {
		r.unasked()
	}
	names := map[int]string{}
	for s, p := range r.people {
		names[s] = p.name
	}
	m, err := r.newGame(names)
	if err != nil {
		return err
	}
	if err := r.hostGame(m); err != nil {
		return err
	}
	r.phase, r.changed, r.news = Playing, true, "The game begins."
	r.rewatch()
	r.startClocks()
	r.games++
	return nil
}

// newGame is the table's game, its seats named: the first from the plan
// and the table's seed; a rematch the next of the one before, one seat on
// (engine.Entry.Rematch), on a seed of its own.
func (r *Room) newGame(names map[int]string) (engine.Match, error) {
	if !r.again {
		return r.entry.New(r.plan.Settings, r.seed, r.plan.seats(names))
	}
	h, err := r.entry.Rematch(r.game.Match())
	if err != nil {
		return nil, err
	}
	h.Seed, h.Seats, r.again = r.nextSeed(), r.plan.seats(names), false
	return r.entry.Open(h)
}

// SetSeeds gives the table the source of its rematches' seeds: the
// server's, secret. By default each is the last one's successor, for
// tests only: a finished game shows its seed.
func (r *Room) SetSeeds(next func() uint64) { r.seeds = next }

func (r *Room) nextSeed() uint64 {
	if r.seeds != nil {
		return r.seeds()
	}
	r.seed = r.seed*6364136223846793005 + 1442695040888963407
	return r.seed
}

// hostGame hosts m, the table's game: a new one, or one restored (keep.go).
func (r *Room) hostGame(m engine.Match) error {
	rate := r.rate
	if r.entry.RealTime {
		rate = realtime.TicksPerSecond // a real-time game steps with its clock, speed times a tick
	}
	g, err := session.NewHost(r.entry, m, session.Served(rate, r.pace))
	if err != nil {
		return err
	}
	g.SetHold(r.hold)
	r.game = g
	return nil
}

// tell sends user, at seat s, alone a sentence about the table, and logs
// it (at most once a second for the seat).
func (r *Room) tell(user string, s int, news string) {
	r.note(user, news)
	r.logf(s, "seat %d: %s", s+1, news)
}

// note is news for user alone, instead of the table's ("" for none): it
// sends the table's State to them, not to everyone.
func (r *Room) note(user, news string) { r.notes[user] = news }
