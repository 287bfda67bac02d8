package speedohui

import (
	"parlor/assets"
	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/parts"
	"parlor/scenes/widget"
)

// Table is the SpeedOh: Blades table: one screen's side of a session.
// Every Update is one tick of the game: the presses of the people at this
// screen go to the session (Session.Tick), where the computers press too
// and the fair order applies them all before the clock advances, so a
// press changes the game in the tick it is read. What happened comes from
// the session's events alone (show.go); the sprites are laid out from the
// view and chase the events (sprites.go); they never hold the game back.
type Table struct {
	ctx *game.Context
	app *scenes.App
	s   *session.Session
	n   int
	// me is the seat drawn at the bottom: the person's (seat 0 unless the
	// game is played online, or two share the keyboard), seat 0 when
	// nobody plays here.
	me int

	names   names
	shown   int          // the seat whose view the screen shows (the first it sees)
	view    speedoh.View // what the screen shows (every view shows the same table)
	seen    int          // the session's events already shown
	people  []int        // the seats people play here, Player 1 first
	keys    [speedoh.MaxPlayers]input.Context
	presses []engine.Press[any] // the people's presses read this tick

	faces  *faces
	top    [speedoh.MaxPlayers]*widget.Sprite // each flipped pile's top card
	under  [speedoh.MaxPlayers]speedoh.Card   // the card under it while it flies in
	piles  [speedoh.MaxPlayers][]speedoh.Card // each flipped pile as the events built it (None: not seen)
	flying []flyer                            // cards on their way to a draw pile

	// What the last settlement did, under the Slap Card. Settlements can
	// come faster than anyone reads (five computers slapping), so each one
	// waits its turn in pending and shows for at least readTicks.
	banner    string
	bannerBad bool
	bannerT   int // ticks left on show
	bannerAge int // ticks shown so far
	pending   []announcement

	closed  closedWindow                  // a special card's window that just closed
	lesson  lesson                        // the two cards behind a wrong slap or a missed match
	notes   [speedoh.MaxPlayers]message   // short shouts by a seat: Slap!, Wrong!, Not your turn
	noteBox [speedoh.MaxPlayers]rectangle // where each shout was last drawn
	pick    [speedoh.MaxPlayers]int       // a chooser's highlighted candidate (index)
	choice  chooser

	overShown bool // the game ended: the final standings are on their way
	overIn    int  // ticks until they open

	// paused: an overlay (pause, rules) is over the table, which then
	// shows no card face.
	paused bool

	frame parts.Frame // the last frame drawn, part by part (draw.go)

	guide.Host // the guided first game (guide.go)
}

type message struct {
	text  string
	bad   bool
	ticks int
}

// chooser is the receiver choice on show for a person who won (SO3,
// First Slap Wins): the seat choosing, its candidates and their buttons.
type chooser struct {
	seat  int
	cands []int
	btns  []widget.Button
	by    int64
}

const (
	bannerTicks  = 170
	readTicks    = 100 // the least an announcement shows while others wait
	maxPending   = 6   // announcements waiting; older ones beyond are dropped
	closedTicks  = 90  // "window closed" stays this long
	noteTicks    = 45
	settleFrames = 30 // flying cards land before the end screen opens
)

// announcement is one settlement in words, waiting to be shown.
type announcement struct {
	text    string
	bad     bool // a wrong slap: shown in red
	settles bool // cards changed hands: the clock waits (settleHold)
}

// closedWindow is a special card's window that closed a moment ago.
type closedWindow struct {
	kind  speedoh.WindowKind
	ticks int
}

// place is where seat sits on this screen: 0 at the bottom, the others
// clockwise.
func (t *Table) place(seat int) int { return (seat - t.me + t.n) % t.n }

// Open opens the SpeedOh table on s (scenes.GameEntry.Table): a new game,
// a continued one, one played again or played back. The table is laid
// out from the view as the session opens, and shows every event after.
func Open(ctx *game.Context, app *scenes.App, s *session.Session) (scenes.Table, error) {
	t := &Table{ctx: ctx, app: app, s: s, n: s.Seats(), names: s.TableNames(), people: s.Plays().List(),
		choice: chooser{seat: speedoh.NoSeat}, me: max(s.Person(), 0)}
	if sees := s.Sees().List(); len(sees) > 0 {
		t.shown = sees[0]
	}
	for i, seat := range t.people {
		t.keys[seat] = input.Player1
		if i > 0 {
			t.keys[seat] = input.Player2
		}
	}
	// The card art is drawn for the card size setting, which SpeedOh's
	// cards do not follow (they are as large as the seats allow already):
	// its faces are drawn for the screen alone.
	t.faces = facesFor(ctx.Art.Scale()/ctx.Settings.CardZoom(), topK(t.n))
	t.view = session.ViewOf[speedoh.View](s, t.shown)
	t.seen = len(s.Events())
	t.layOut()
	switch s.Catch() {
	case session.Fresh:
		ctx.Play(assets.SoundDeal)
	case session.Fast:
		ctx.Toast("Game continued where you left it")
	}
	return t, nil
}

// layOut puts every seat's flipped pile where the view says, at once.
func (t *Table) layOut() {
	for seat := range t.n {
		t.top[seat] = widget.NewSprite(nil, widget.Pose{Scale: topK(t.n)})
		p := &t.view.Players[seat]
		t.piles[seat] = make([]speedoh.Card, p.Flipped, p.Flipped+8)
		if p.Flipped > 0 {
			t.piles[seat][p.Flipped-1] = p.Top
		}
		t.showTop(seat)
	}
}

// Name implements game.Named.
func (t *Table) Name() string { return "speedoh-table" }

// Session returns the table's session (for tests and tools).
func (t *Table) Session() *session.Session { return t.s }

// Banner returns the last settlement's text while it shows.
func (t *Table) Banner() (string, bool) { return t.banner, t.bannerShows() }

// bannerShows reports whether an announcement is on show. While a person
// chooses who takes the piles, the choice stands where the announcement
// would reach, so the announcement waits, its time stopped.
func (t *Table) bannerShows() bool { return t.bannerT > 0 && t.choice.seat == speedoh.NoSeat }

// Busy implements scenes.Table: cards are still on their way.
func (t *Table) Busy() bool {
	if len(t.flying) > 0 {
		return true
	}
	for seat := range t.n {
		if t.top[seat].Moving() {
			return true
		}
	}
	return false
}

// Keep implements game.Keeper: the game so far is saved for Continue
// before the app quits.
func (t *Table) Keep() { t.s.Keep() }

// Update implements game.Scene: one tick of the game, then what it
// brought.
func (t *Table) Update(ctx *game.Context) error {
	t.paused = false // the table updates only when nothing is over it
	if t.Guide().Update(ctx) {
		return nil
	}
	if scenes.PauseOrRules(ctx, t.app, t.s, t.pauseItems()...) {
		// Paused (or reading the rules): the player may quit from here, so
		// the game so far is saved for Continue. The cards lie face down
		// meanwhile: nobody studies the table on a stopped clock.
		t.paused = true
		t.s.Keep()
		return nil
	}
	switch {
	case t.overShown:
		if t.overIn > 0 {
			if t.overIn--; t.overIn == 0 {
				scenes.GameOver(ctx, t.app, t.s)
			}
		}
	case t.s.Over() || t.Guide().Holds(): // the guide's sentences stop the clock
	default:
		t.tick()
	}
	t.read()
	t.animate()
	t.frame.Stepped(ctx.Frame)
	return nil
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Save record", Do: func(ctx *game.Context) {
		ctx.SaveRecordFile(t.s.Record())
	}}}
}

// tick runs one tick of the game with the presses of the people here:
// each is told what became of its press.
func (t *Table) tick() {
	t.presses = t.presses[:0]
	if len(t.people) > 0 {
		t.updateChooser()
		for _, seat := range t.people {
			t.readKeys(seat)
		}
		if t.s.Plays().Has(t.me) {
			t.readMouse()
		}
	}
	for i, err := range t.s.Tick(t.presses) {
		if err != nil && i < len(t.presses) {
			t.refused(t.presses[i], err)
		}
	}
	// A game held elsewhere refuses a press later: said the same way.
	for _, r := range t.s.TakeRefused() {
		t.refused(r.Press, r.Err)
	}
}

// settleHold is how many frames an announcement of a settlement stays:
// as long as the clock waits after it (session.Timing, two and a half
// computer moves at the computer pace chosen), so a slower pace slows the
// whole table, computers and all, without making anyone slower to react
// than anyone else.
func (t *Table) settleHold() int { return t.ctx.BotDelay() * 5 / 2 }

// Waiting reports whether the clock waits after a settlement (the game's
// authority holds it, here or on the server).
func (t *Table) Waiting() bool { return t.s.Holding() }

// ended is the game's end: the cards that decided the last slap rest,
// then fly, all of it before the final standings stop the table.
func (t *Table) ended() {
	if t.overShown {
		return
	}
	t.overShown = true
	t.choice = chooser{seat: speedoh.NoSeat}
	t.ctx.Play(assets.SoundWin)
	t.overIn = settleFrames + t.holdTicks()
}
