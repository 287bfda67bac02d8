package speedohui

import (
	"encoding/json"
	"fmt"
	"log"
	"strings"

	"parlor/assets"
	"parlor/game"
	"parlor/input"
	"parlor/rules/record"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Table is the SpeedOh: Blades table. Every Update is one engine tick: the
// presses read this frame go through ApplyTick, then Advance ends the
// tick, so a press changes the game in the tick it is read. The sprites
// chase the engine's view; they never hold it back.
type Table struct {
	ctx  *game.Context
	app  *scenes.App
	opts Options
	n    int

	st      *speedoh.State
	bots    [speedoh.MaxPlayers]*speedoh.Bot // nil for a person
	keys    [speedoh.MaxPlayers]input.Context
	human   [speedoh.MaxPlayers]bool
	view    speedoh.View // what the screen shows (every view shows the same table)
	prev    speedoh.View
	presses []speedoh.Press
	events  int // record events already read

	faces  *faces
	top    [speedoh.MaxPlayers]*widget.Sprite // each flipped pile's top card
	under  [speedoh.MaxPlayers]speedoh.Card   // the card last seen under it
	flying []*widget.Sprite                   // cards on their way to a draw pile
	flip   [speedoh.MaxPlayers]speedoh.Card   // card flipped this tick, per seat

	banner  string // what the last settlement did, under the Slap Card
	bannerT int
	notes   [speedoh.MaxPlayers]message // short shouts by a seat: Slap!, Wrong!, Not your turn
	pick    [speedoh.MaxPlayers]int     // a chooser's highlighted candidate (index)
	choice  chooser

	outcome     *gameData
	overShown   bool
	overlayIn   int
	overlayNext func() game.Scene
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

// gameData is the engine's "game" outcome.
type gameData struct {
	Winners []int  `json:"winners"`
	Reason  string `json:"reason"`
	Cards   []int  `json:"cards"`
}

const (
	bannerTicks  = 170
	noteTicks    = 45
	settleFrames = 30 // flying cards land before the end screen opens
)

// NewTable starts a game with opts.
func NewTable(ctx *game.Context, app *scenes.App, opts Options) *Table {
	opts = opts.normal()
	t := &Table{ctx: ctx, app: app, opts: opts, n: opts.Config.Players, choice: chooser{seat: speedoh.NoSeat}}
	st, err := speedoh.New(opts.Config, opts.Seed)
	if err != nil {
		// normal() keeps the seats legal, so this is a programming error:
		// say so and seat the default table rather than crash.
		ctx.Toast("Could not start: " + err.Error())
		opts.Config.Players, opts.Bots = speedoh.DefaultPlayers, speedoh.DefaultPlayers-opts.Mode.humans()
		t.opts, t.n = opts, speedoh.DefaultPlayers
		st, _ = speedoh.New(opts.Config, opts.Seed)
	}
	t.st = st
	switch opts.Mode {
	case VsComputer:
		t.human[0], t.keys[0] = true, input.Player1
	case TwoPlayers:
		// Player 2 sits opposite: at the top with an even table, upper
		// left with an odd one. Seats are only numbers to the engine, so
		// this keeps the clockwise order and faces the two people.
		t.human[0], t.keys[0] = true, input.Player1
		t.human[t.n/2], t.keys[t.n/2] = true, input.Player2
	}
	for seat := range t.n {
		if !t.human[seat] {
			// The same bot seeds as speedoh.Simulate: a watched game is
			// the simulated game of its seed, tick for tick.
			t.bots[seat] = speedoh.NewBot(seat, opts.Level, speedoh.BotSeed(opts.Seed, seat))
		}
	}
	t.faces = newFaces(ctx.Art.Scale(), topK(t.n))
	t.view = st.View(0)
	t.prev = t.view
	for seat := range t.n {
		t.top[seat] = widget.NewSprite(nil, widget.Pose{Scale: topK(t.n)})
		t.top[seat].Hidden = true
	}
	return t
}

// Name implements game.Named.
func (t *Table) Name() string { return "speedoh-table" }

// State returns the engine state (for tests and tools; the scene itself
// reads views).
func (t *Table) State() *speedoh.State { return t.st }

// Options returns the table's options.
func (t *Table) Options() Options { return t.opts }

// Banner returns the last settlement's text while it shows.
func (t *Table) Banner() (string, bool) { return t.banner, t.bannerT > 0 }

// HumanSeats returns the people's seats, Player 1 first.
func (t *Table) HumanSeats() []int {
	var out []int
	for seat := range t.n {
		if t.human[seat] {
			out = append(out, seat)
		}
	}
	return out
}

// Update implements game.Scene.
func (t *Table) Update(ctx *game.Context) error {
	if scenes.PauseOrRules(ctx, t.app, GameName, t.pauseItems()...) {
		return nil
	}
	if t.overlayNext != nil {
		t.overlayIn--
		if t.overlayIn <= 0 {
			ctx.Push(t.overlayNext())
			t.overlayNext = nil
		}
	} else if !t.st.Over() {
		t.tick(ctx)
	}
	t.animate()
	return nil
}

func (t *Table) pauseItems() []scenes.PauseItem {
	return []scenes.PauseItem{{Label: "Save record", Do: func(ctx *game.Context) { t.toastSave(ctx) }}}
}

func (t *Table) toastSave(ctx *game.Context) {
	path, err := t.SaveRecord()
	if err != nil {
		ctx.Toast("Could not save the record: " + err.Error())
		return
	}
	ctx.Toast("Record saved: " + path)
}

// tick runs one engine tick: read presses, apply them in the fair order,
// advance the clock, then look at what changed.
func (t *Table) tick(ctx *game.Context) {
	t.presses = t.presses[:0]
	t.updateChooser()
	for seat := range t.n {
		if t.human[seat] {
			t.readKeys(seat)
		}
	}
	if t.human[0] {
		t.readMouse()
	}
	// A speedoh.Bot decides from its View with a reaction-time model in
	// microseconds (no search), so ticking every bot here never makes a
	// frame wait.
	for seat, b := range t.bots {
		if b == nil {
			continue
		}
		if a, ok := b.Tick(t.st.View(seat)); ok {
			t.presses = append(t.presses, speedoh.Press{Seat: seat, Action: a})
		}
	}
	t.flip = [speedoh.MaxPlayers]speedoh.Card{}
	for _, r := range t.st.ApplyTick(t.presses) {
		t.result(ctx, r)
	}
	// Like speedoh.Simulate, the clock stops with the game.
	if !t.st.Over() {
		t.st.Advance()
	}
	t.afterTick(ctx)
}

// readKeys turns one person's keys into presses. While they choose who
// takes the piles, the flip key moves the choice and the slap key gives
// (flips wait during a choice anyway, D5).
func (t *Table) readKeys(seat int) {
	in, kc := t.ctx.In, t.keys[seat]
	flip, hit := in.Pressed(kc, input.Flip), in.Pressed(kc, input.Slap)
	if t.choice.seat == seat {
		if flip {
			t.pick[seat] = (t.pick[seat] + 1) % len(t.choice.cands)
			t.ctx.Play("tick")
		}
		if hit {
			t.press(seat, speedoh.GiveTo(t.choice.cands[t.pick[seat]]))
		}
		return
	}
	if flip {
		t.press(seat, speedoh.FlipCard())
	}
	if hit {
		t.press(seat, speedoh.HitKey())
	}
}

// readMouse: the bottom person clicks their draw pile to flip, the Slap
// Card to slap, a name to give the piles.
func (t *Table) readMouse() {
	in := t.ctx.In
	if !in.Clicked() {
		return
	}
	mx, my := in.Cursor()
	for i := range t.choice.btns {
		if t.choice.btns[i].Contains(mx, my) {
			t.press(t.choice.seat, speedoh.GiveTo(t.choice.cands[i]))
			return
		}
	}
	dx, dy := drawXY(t.n, 0)
	dk := drawK(t.n)
	switch {
	case inRect(mx, my, dx, dy, cardW*dk+8, cardH*dk+8):
		t.press(0, speedoh.FlipCard())
	case inRect(mx, my, centreX, centreY, cardW*slapK+8, cardH*slapK+8):
		t.press(0, speedoh.HitKey())
	}
}

func (t *Table) press(seat int, a speedoh.Action) {
	t.presses = append(t.presses, speedoh.Press{Seat: seat, Action: a})
}

// result shows what became of a press: the table sees every slap (as at a
// real table); a person also hears why a press did nothing.
func (t *Table) result(ctx *game.Context, r speedoh.PressResult) {
	seat, a := r.Press.Seat, r.Press.Action
	if seat < 0 || seat >= t.n {
		return
	}
	if r.Err != nil {
		if !t.human[seat] {
			log.Printf("speedohui: computer seat %d pressed %v: %v", seat, a, r.Err)
			return
		}
		if a.Kind == speedoh.Hit {
			return // a second slap on what one already slapped: a key bounce, no news
		}
		t.note(seat, t.explain(r.Err), true)
		ctx.Play(assets.SoundError)
		return
	}
	switch a.Kind {
	case speedoh.Flip:
		t.flip[seat] = t.st.View(seat).Players[seat].Top
		ctx.Play(assets.SoundDeal)
	case speedoh.Hit:
		ctx.Play(assets.SoundSlap)
		switch r.Hit {
		case speedoh.HitSlash:
			t.note(seat, "Slash!", false)
		case speedoh.HitWrong:
			t.note(seat, "Slap!", true)
		default:
			t.note(seat, "Slap!", false)
		}
	case speedoh.Give:
		t.note(seat, "Gives to "+t.seatName(int(a.To)), false)
	}
}

// explain turns an engine error into a short sentence for a person.
func (t *Table) explain(err error) string {
	s := err.Error()
	switch {
	case strings.Contains(s, "turn to flip"):
		if v := t.st.View(0); v.Turn >= 0 && v.Turn < t.n {
			return "Not your turn: " + t.seatName(v.Turn) + " flips"
		}
		return "Not your turn"
	case strings.Contains(s, "flips wait"):
		return "Wait: a slap is being settled"
	case strings.Contains(s, "no draw cards"):
		return "No draw cards: you are skipped"
	}
	s = strings.TrimPrefix(s, speedoh.ErrIllegal.Error()+": ")
	if i := strings.Index(s, ": "); i >= 0 && i < 10 {
		s = s[i+2:]
	}
	if s == "" {
		return "Not now"
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (t *Table) note(seat int, s string, bad bool) {
	t.notes[seat] = message{text: s, bad: bad, ticks: noteTicks}
}

// updateChooser shows the receiver choice to a person who must make it.
func (t *Table) updateChooser() {
	for _, seat := range t.HumanSeats() {
		v := t.st.View(seat)
		w, ok := v.ChoiceFor()
		if !ok {
			continue
		}
		cands := w.Candidates().List()
		if t.choice.seat != seat || len(cands) != len(t.choice.cands) {
			t.choice = chooser{seat: seat, cands: cands}
			t.pick[seat] = 0
			x, y := chooserX(), chooserY(len(cands))+72
			for i, c := range cands {
				t.choice.btns = append(t.choice.btns, widget.Button{Label: t.seatName(c),
					X: x, Y: y + float64(i)*chooserStep, W: chooserW, H: chooserStep - 6})
			}
		}
		t.choice.by = w.ChooseBy
		if w.State == speedoh.Open {
			t.choice.by = w.Deadline + speedoh.ChoiceTicks
		}
		return
	}
	t.choice = chooser{seat: speedoh.NoSeat}
}

// afterTick reads what the tick settled and sends the cards on their way.
func (t *Table) afterTick(ctx *game.Context) {
	t.prev = t.view
	t.view = t.st.View(0)
	dest := [speedoh.MaxPlayers]int{}
	for i := range dest {
		dest[i] = speedoh.NoSeat
	}
	if t.st.Events() > t.events {
		t.readOutcomes(ctx, &dest)
	}
	t.sync(&dest)
	if t.st.Over() && !t.overShown {
		t.overShown = true
		t.choice = chooser{seat: speedoh.NoSeat}
		ctx.Play(assets.SoundWin)
		t.overlayIn, t.overlayNext = settleFrames, func() game.Scene { return newFinal(ctx, t) }
	}
}

type matchOut struct {
	Key      string `json:"key"`
	Seats    []int  `json:"seats"`
	Slaps    []int  `json:"slaps"`
	Winner   int    `json:"winner"`
	Receiver int    `json:"receiver"`
	Chosen   bool   `json:"chosen"`
	Cards    int    `json:"cards"`
}

type specialOut struct {
	Card     string `json:"card"`
	Kind     string `json:"kind"`
	Slaps    []int  `json:"slaps"`
	Receiver int    `json:"receiver"`
	Cards    int    `json:"cards"`
}

type wrongOut struct {
	Seat  int `json:"seat"`
	Cards int `json:"cards"`
}

type lapseOut struct {
	Key   string `json:"key"`
	Seats []int  `json:"seats"`
	Why   string `json:"why"`
}

// readOutcomes reads the outcomes logged since the last look, says what
// happened and works out where each seat's flipped cards went: a match's
// piles to its receiver, everything else to whoever took every pile, and
// otherwise (a rewind, SO6, or a turnover, D12) back to the owner.
func (t *Table) readOutcomes(ctx *game.Context, dest *[speedoh.MaxPlayers]int) {
	evs := t.st.Record(nil).Events
	var says []string
	all := speedoh.NoSeat
	for _, e := range evs[t.events:] {
		if e.Kind != record.Outcome {
			continue
		}
		switch e.Name {
		case "match":
			var m matchOut
			if !decode(e, &m) {
				continue
			}
			for _, s := range m.Seats {
				if s >= 0 && s < t.n && dest[s] == speedoh.NoSeat {
					dest[s] = m.Receiver
				}
			}
			says = append(says, fmt.Sprintf("%s slapped first: %s %d cards", t.seatName(m.Winner), t.takes(m.Receiver), m.Cards))
		case "special":
			var s specialOut
			if !decode(e, &s) {
				continue
			}
			says = append(says, t.specialSays(s))
			if s.Receiver >= 0 && all == speedoh.NoSeat {
				all = s.Receiver
			}
		case "wrong":
			var w wrongOut
			if !decode(e, &w) {
				continue
			}
			if w.Cards > 0 {
				says = append(says, fmt.Sprintf("Wrong slap: %s every flipped pile (%d cards)", t.takes(w.Seat), w.Cards))
				if all == speedoh.NoSeat {
					all = w.Seat
				}
			} else {
				says = append(says, fmt.Sprintf("Wrong slap by %s: no flipped cards to take", t.seatName(w.Seat)))
			}
			ctx.Play(assets.SoundError)
		case "lapse":
			var l lapseOut
			if decode(e, &l) && l.Why == "time" {
				says = append(says, "A match went unslapped ("+keyName(l.Key)+")")
			}
		case "game":
			var g gameData
			if decode(e, &g) {
				t.outcome = &g
			}
		}
	}
	t.events = len(evs)
	for s := range t.n {
		if dest[s] == speedoh.NoSeat {
			dest[s] = all
		}
	}
	if len(says) > 0 {
		t.banner, t.bannerT = strings.Join(says, "  ·  "), bannerTicks
	}
}

func decode(e record.Event, v any) bool {
	if err := json.Unmarshal(e.Data, v); err != nil {
		log.Printf("speedohui: %s outcome: %v", e.Name, err)
		return false
	}
	return true
}

// keyName turns a match key ("image A4", "colour R") into words.
func keyName(k string) string {
	f := strings.Fields(k)
	if len(f) == 2 && f[0] == "image" {
		if c, err := speedoh.Parse(f[1] + "R1"); err == nil {
			m := c.Image()
			return fmt.Sprintf("%s %d", m.Family().Name(), m.Variation())
		}
	}
	return k
}

func (t *Table) specialSays(s specialOut) string {
	switch {
	case s.Receiver < 0 && len(s.Slaps) == 0 && s.Kind == "firstSlap":
		return "Nobody slapped the First Slap Wins card"
	case s.Receiver < 0:
		return "No single loser: nobody takes the piles"
	case s.Kind == "firstSlap":
		return fmt.Sprintf("%s slapped first: %s every flipped pile (%d cards)", t.seatName(s.Slaps[0]), t.takes(s.Receiver), s.Cards)
	case s.Kind == "slash":
		return fmt.Sprintf("Slowest slash: %s every flipped pile (%d cards)", t.takes(s.Receiver), s.Cards)
	}
	return fmt.Sprintf("Last to slap: %s every flipped pile (%d cards)", t.takes(s.Receiver), s.Cards)
}

// seatName is what the table calls a seat.
func (t *Table) seatName(seat int) string {
	switch {
	case seat < 0 || seat >= t.n:
		return "nobody"
	case t.opts.Mode == VsComputer && seat == 0:
		return "You"
	case t.opts.Mode == TwoPlayers && seat == 0:
		return "Player 1"
	case t.opts.Mode == TwoPlayers && t.human[seat]:
		return "Player 2"
	case t.opts.Mode == Watch:
		return fmt.Sprintf("Bot %d", seat+1) // nobody is seat 0's "you"
	}
	return fmt.Sprintf("Bot %d", seat)
}

// takes is "Bot 2 takes" or "you take" (or another verb).
func (t *Table) takes(seat int, verb ...string) string {
	v := "take"
	if len(verb) > 0 {
		v = verb[0]
	}
	if n := t.seatName(seat); n != "You" {
		return n + " " + v + "s"
	}
	return "you " + v
}

// seats describes the seats for the record.
func (t *Table) seats() []record.Seat {
	out := make([]record.Seat, t.n)
	for seat := range t.n {
		out[seat] = record.Seat{Name: t.seatName(seat), Kind: "human"}
		if t.bots[seat] != nil {
			out[seat].Kind, out[seat].Bot = "bot", t.opts.Level.String()
		}
	}
	return out
}

// Record returns the game's record so far.
func (t *Table) Record() *record.Record { return t.st.Record(t.seats()) }
