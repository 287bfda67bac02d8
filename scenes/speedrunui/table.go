package speedrunui

import (
	"fmt"
	"image/color"
	"slices"

	"parlor/game"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/speedrun"
	"parlor/rules/trick"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/tricktable"
	"parlor/scenes/turns"
	"parlor/scenes/widget"
)

// Options are what the setup screen chose.
type Options struct {
	Config speedrun.Config
	Seed   uint64
	Level  string // easy, normal, hard
}

// event is one visual step the table plays before the game moves on, so
// every change is seen: a card flies, a trick is gathered, a summary shows.
type event struct {
	kind   int
	seat   int
	card   cards.Card
	result speedrun.HandResult
	dealt  cards.Set // evDeal of a resumed hand: seat 0's cards as dealt
}

const (
	evDeal = iota
	evPlay
	evCollect
	evSummary
	evGameOver
	evResumed // the resumed hand has caught up: normal speed again
)

// Table is the Speed Run table scene.
type Table struct {
	ctx  *game.Context
	app  *scenes.App
	opts Options

	g    *speedrun.State // the authority: applies and records every action
	st   *speedrun.State
	seen int           // the game's events already turned into visual events
	view speedrun.View // seat 0's view: all the scene may look at
	// header is the view the header (hand, start player, trump, ranking)
	// names: it moves on to the next hand when that hand's deal is shown,
	// not when the engine deals it, so it never runs ahead of the last
	// trick and the hand's summary on screen.
	header speedrun.View
	tbl    *tricktable.Table
	ev     turns.Events[event] // visual events still to show
	bots   [speedrun.NumPlayers]*turns.BotSeat[speedrun.View, speedrun.Action]

	choices   []speedrun.Action
	open      []bool      // which choices may be chosen now (used contracts keep their place)
	list      scenes.List // the choice buttons
	choiceKey string
	boardBtn  widget.Button
	boardOn   bool // the pointer is on boardBtn (its glow eases toward this)
	msg       string
	msgTicks  int
	overShown bool
	fast      bool // replaying a resumed hand
	instant   bool // replaying the hand after an undo: no animation at all
	leaving   bool // replaced by the table an undo rebuilt: do nothing more

	assist     assists // Undo, Hint and Last trick (assist.go)
	hintChoice int     // the hinted choice's index in choices, -1 when none
	guide.Host         // the guided first game (guide.go)
}

// Start starts the game the setup chose (scenes.GameEntry.Start).
func Start(ctx *game.Context, app *scenes.App, c scenes.Choice) (game.Scene, error) {
	level := c.Level.String()
	g, err := games.SpeedRun.New(c.Settings, c.Seed, seats(level))
	if err != nil {
		return nil, err
	}
	return start(ctx, app, Options{Config: g.Config(), Seed: c.Seed, Level: level}, g), nil
}

// NewTable starts a game with opts. It replaces any saved game in
// progress: the new game is the one that will be continued.
func NewTable(ctx *game.Context, app *scenes.App, opts Options) *Table {
	g, err := speedrun.NewGame(opts.Config, opts.Seed, seats(opts.Level))
	if err != nil { // three seats are listed: cannot happen
		panic(err)
	}
	return start(ctx, app, opts, g)
}

// seats are the record's seats: you, and computer players of level.
func seats(level string) []record.Seat {
	out := []record.Seat{{Name: SeatNames[0], Kind: "human"}}
	for _, n := range SeatNames[1:] {
		out = append(out, record.Seat{Name: n, Kind: "bot", Bot: level})
	}
	return out
}

func start(ctx *game.Context, app *scenes.App, opts Options, g *speedrun.State) *Table {
	ctx.Drop(speedrun.GameName)
	t := newTable(ctx, app, opts, g)
	t.ev.Push(event{kind: evDeal})
	return t
}

// again is the same game with a new seed (Play again).
func (t *Table) again(seed uint64) game.Scene {
	opts := t.opts
	opts.Seed = seed
	return NewTable(t.ctx, t.app, opts)
}

// SaveRecord writes the game's record and returns its path.
func (t *Table) SaveRecord() (string, error) {
	return game.SaveRecord(speedrun.GameName, t.opts.Seed, t.g.Record())
}

// Open opens the table of a game in progress: Continue, and a game
// rebuilt by undo (scenes.GameEntry.Open).
func Open(ctx *game.Context, app *scenes.App, m engine.Match) (game.Scene, error) {
	g, ok := m.Game().(*speedrun.State)
	if !ok {
		return nil, fmt.Errorf("speedrun: a %T is not this game", m.Game())
	}
	opts := Options{Config: g.Config(), Seed: g.Record().Header.Seed, Level: scenes.SavedLevel(g.Record())}
	t := newTable(ctx, app, opts, g)
	t.replayHand()
	return t, nil
}

func newTable(ctx *game.Context, app *scenes.App, opts Options, g *speedrun.State) *Table {
	t := &Table{ctx: ctx, app: app, opts: opts, g: g, seen: len(g.Events())}
	t.st = g
	t.view = t.st.View(0)
	t.header = t.view
	t.tbl = tricktable.New(speedrun.Deck)
	t.tbl.SetCardZoom(ctx.Settings.CardZoom(), t.dt)
	// Draw the deck's faces now, while the screen fades, not mid-deal.
	ctx.Art.Prepare(speedrun.Deck)
	for seat := 1; seat < speedrun.NumPlayers; seat++ {
		t.bots[seat] = &turns.BotSeat[speedrun.View, speedrun.Action]{Bot: newBot(opts.Level, engine.BotSeed(opts.Seed, seat))}
	}
	t.boardBtn = widget.Button{Label: "Board", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Board), X: widget.ScreenW - 150, Y: 12, W: 136, H: 40}
	t.tbl.SetNames(SeatNames)
	// Undo and hint belong to a person playing seat 0; a table whose seat 0
	// is not a person (watched) offers only the last trick.
	person := len(g.Record().Header.Seats) > 0 && g.Record().Header.Seats[0].Kind == "human"
	t.assist = t.newAssists(person)
	t.hintChoice = -1
	return t
}

// match is the game as the engine contract sees it, for the assist.
func (t *Table) match() engine.Match { return engine.Erase(t.g, games.SpeedRun) }

// replayHand queues the hand in progress as it was dealt and played so
// far, at four times the speed, so a continued game shows its table as the
// player left it and nothing appears from nowhere.
func (t *Table) replayHand() {
	v := t.view
	t.fast = true
	t.ev.Push(event{kind: evDeal, dealt: tricktable.DealtOwn(v.Own, v.Tricks)})
	for i, tr := range v.Tricks {
		for j := 0; j < int(tr.Count); j++ {
			t.ev.Push(event{kind: evPlay, seat: tr.Seat(j, speedrun.NumPlayers), card: tr.Cards[j]})
		}
		if i < len(v.Winners) {
			t.ev.Push(event{kind: evCollect, seat: v.Winners[i]})
		}
	}
	t.ev.Push(event{kind: evResumed})
}

// Name implements game.Named.
func (t *Table) Name() string { return "speedrun-table" }

// Enter re-announces items after an overlay closes.
func (t *Table) Enter(ctx *game.Context) {
	t.choiceKey = ""
	t.boardBtn.Hint = ctx.Settings.Keys[input.Menu].Hint(input.Board)
	t.assist.Bar.SetKeys(ctx.Settings.Keys[input.Menu])
}

func (t *Table) dt(f float64) float64 {
	if t.instant {
		return 0
	}
	if t.fast {
		f /= 4
	}
	return f / t.ctx.Dt()
}

// Update implements game.Scene.
func (t *Table) Update(ctx *game.Context) error {
	if t.leaving {
		return nil
	}
	// The card size may have changed in Settings, under the pause menu.
	t.tbl.SetCardZoom(ctx.Settings.CardZoom(), t.dt)
	in := ctx.In
	mx, my := in.Cursor()
	t.tbl.Update(ctx.Art, mx, my, in.CursorMoved(), ctx.Dt())
	if t.msgTicks > 0 {
		t.msgTicks--
	}
	t.boardOn = t.boardBtn.Contains(mx, my)
	t.boardBtn.Update(t.boardOn, ctx.Dt())
	if t.Guide().Update(ctx) {
		return nil
	}
	if turns.Keys(ctx, t.app, "Speed Run", &t.boardBtn, func() game.Scene { return NewBoard(ctx, t.view, false) }, t.pauseItems()...) {
		return nil
	}
	if t.Guide().Holds() || t.assist.Update(ctx) {
		return nil
	}
	// An event that leaves the table idle (the last of a resumed hand)
	// hands over to the players in the same frame, so the person's turn
	// never shows a frame without its playable cards marked.
	if !t.ev.Step(ctx.Dt(), t.tbl.Busy(), t.run) && (t.ev.Pending() || t.tbl.Busy()) {
		return nil
	}
	if !t.ev.Pending() {
		t.header = t.view // everything is shown: the header catches up
	}
	t.humanTurn(ctx)
	t.botTurns(ctx)
	return nil
}

// run starts one visual event.
func (t *Table) run(e event) {
	switch e.kind {
	case evDeal:
		t.header = t.view
		v := t.view
		own, sizes := v.Own, v.HandSizes
		if e.dealt != 0 {
			own = e.dealt
			sizes = [speedrun.NumPlayers]int{speedrun.HandSize, speedrun.HandSize, speedrun.HandSize}
		}
		undealt := speedrun.Deck.Size() - own.Len() - sizes[1] - sizes[2]
		t.tbl.Deal(v.StartPlayer, own, sizes, undealt, t.dt)
		t.ctx.Play("deal")
	case evResumed:
		if t.instant {
			t.ctx.Toast(turns.Undone)
		} else {
			t.ctx.Toast("Game continued where you left it")
		}
		t.fast, t.instant = false, false
	case evPlay:
		t.tbl.Play(e.seat, e.card, t.dt)
		t.ctx.Play("play")
	case evCollect:
		t.tbl.Won(e.seat)
		t.ev.Wait = tricktable.CollectHold
		if t.fast {
			t.ev.Wait /= 4
		}
		if t.instant {
			t.ev.Wait = 0
		}
		t.ev.PushFront(event{kind: -1, seat: e.seat})
	case -1: // the collect itself, after the hold
		t.tbl.Collect(e.seat, t.dt)
	case evSummary:
		t.tbl.RevealHidden(t.dt)
		t.ctx.Push(NewSummary(t.ctx, e.result, t.view))
	case evGameOver:
		t.overShown = true
		t.ctx.Push(scenes.NewFinal(t.ctx, t.app, engine.Erase(t.g, games.SpeedRun), t.again))
		t.ctx.Play("win")
	}
}

// apply applies a seat's action and queues what must be seen: the
// engine's typed events since the last action, each as a visual event.
func (t *Table) apply(seat int, a speedrun.Action) error {
	if err := t.g.Apply(seat, a); err != nil {
		return err
	}
	if seat == 0 {
		t.assist.Clear() // the person has acted: the hint is spent
	}
	scenes.KeepOrFinish(t.ctx, t.app, t.match(), t.opts.Level)
	t.view = t.g.View(0)
	evs := t.g.Events()
	for _, e := range evs[t.seen:] {
		switch d := e.Data.(type) {
		case speedrun.Action:
			if d.Kind == speedrun.KindPlay {
				t.ev.Push(event{kind: evPlay, seat: e.Seat, card: d.Card})
			} else if s := describe(e.Seat, d, t.view); s != "" {
				t.say(s)
			}
		case speedrun.TrickWon:
			t.ev.Push(event{kind: evCollect, seat: d.Winner})
		case speedrun.HandScored:
			t.ev.Push(event{kind: evSummary, result: d.Result})
		case speedrun.Dealt:
			t.ev.Push(event{kind: evDeal})
		case speedrun.GameOver:
			t.ev.Push(event{kind: evGameOver})
		}
	}
	t.seen = len(evs)
	return nil
}

func (t *Table) say(s string) { t.msg, t.msgTicks = s, 240 }

func (t *Table) humanTurn(ctx *game.Context) {
	if !slices.Contains(t.view.ToMove, 0) {
		t.tbl.SetLegal(0)
		t.choices = nil
		return
	}
	if t.view.Phase == speedrun.PhasePlay {
		t.choices = nil
		t.playTurn(ctx)
		return
	}
	t.tbl.SetLegal(0)
	t.choiceTurn(ctx)
}

func (t *Table) playTurn(ctx *game.Context) {
	var legal cards.Set
	for _, a := range t.view.Legal {
		if a.Kind == speedrun.KindPlay {
			legal = legal.With(a.Card)
		}
	}
	if t.choiceKey != "play" {
		t.choiceKey = "play"
		t.tbl.SetLegal(legal)
		t.tbl.FocusFirstLegal()
		if c := t.tbl.Hinted(); c != cards.None {
			t.tbl.SetHint(c) // a hint shown before an overlay keeps the focus
		}
	}
	card := t.tbl.Pick(ctx.In)
	if card == cards.None {
		return
	}
	if err := t.apply(0, speedrun.Play(card)); err != nil {
		t.say(engine.Explain(err))
		ctx.Play("error")
		return
	}
	t.choiceKey = ""
	t.tbl.SetLegal(0)
}

func (t *Table) choiceTurn(ctx *game.Context) {
	key := fmt.Sprint(t.view.Phase, t.view.Legal)
	if key != t.choiceKey {
		t.choiceKey = key
		t.choices, t.open = choiceSlots(t.view)
		t.layoutChoices()
		t.list.AnnounceItems(ctx)
	}
	if len(t.list.Buttons) == 0 {
		return
	}
	pick := t.list.Update(ctx)
	if pick < 0 || !t.open[pick] {
		return
	}
	if err := t.apply(0, t.choices[pick]); err != nil {
		t.say(engine.Explain(err))
		ctx.Play("error")
		return
	}
	ctx.Play("play")
	t.choiceKey = ""
	t.list.Buttons = nil
}

// choiceSlots returns the buttons of a choice and which of them may be
// chosen now. Contracts keep their places all game: every contract of the
// game has its slot in board order, holding the contract while it is open,
// its Redo once it is completed (while a Redo is left) and otherwise shown
// used up, disabled; the Pass slot comes last. So a button is always where
// the player saw it last hand. Other choices are the legal actions as
// they are (their sets never change).
func choiceSlots(v speedrun.View) ([]speedrun.Action, []bool) {
	if v.Phase != speedrun.PhaseBid {
		open := make([]bool, len(v.Legal))
		for i := range open {
			open[i] = true
		}
		return slices.Clone(v.Legal), open
	}
	var acts []speedrun.Action
	var open []bool
	for c := speedrun.Win1; int(c) <= v.Config.Length.Contracts(); c++ {
		a, ok := speedrun.PlaceBid(speedrun.Bid{Contract: c}), false
		for _, b := range []speedrun.Bid{{Contract: c}, {Kind: speedrun.BidRedo, Contract: c}} {
			if slices.Contains(v.Legal, speedrun.PlaceBid(b)) {
				a, ok = speedrun.PlaceBid(b), true
				break
			}
		}
		acts, open = append(acts, a), append(open, ok)
	}
	pass := speedrun.PlaceBid(speedrun.Bid{Kind: speedrun.BidPass})
	return append(acts, pass), append(open, slices.Contains(v.Legal, pass))
}

func (t *Table) columns() int {
	if len(t.choices) > 6 {
		return 3
	}
	return 2
}

// layoutChoices lays the current choices out as a grid of buttons above the
// hand, grouped the way the rulebook lists them, with the focus on the
// first that may be chosen (on "keep hidden" at the Contract Reveal).
func (t *Table) layoutChoices() {
	labels := make([]string, len(t.choices))
	for i, a := range t.choices {
		labels[i] = actionLabel(a)
		if !t.open[i] {
			labels[i] = usedLabel(a)
		}
	}
	cols := t.columns()
	t.list = scenes.List{Scene: t.Name(), Cols: cols, SkipDisabled: true, Buttons: scenes.Grid(labels, cols, 250, 44, 10, 380)}
	for i, b := range t.list.Buttons {
		b.Disabled = !t.open[i]
	}
	if i := slices.Index(t.open, true); i >= 0 {
		t.list.Focus = i
	}
	// Revealing doubles the score, good or bad: a habitual Enter keeps the
	// contract hidden, the safe choice.
	if i := slices.Index(t.choices, speedrun.NoReveal); i >= 0 {
		t.list.Focus = i
	}
	if _, on := t.assist.Hinted(); on && t.hintChoice >= 0 && t.hintChoice < len(t.list.Buttons) {
		t.list.Focus = t.hintChoice
	}
}

// usedLabel is the text of a contract slot that cannot be chosen.
func usedLabel(a speedrun.Action) string {
	if a.Bid.Kind == speedrun.BidPass {
		return "Pass (used)"
	}
	return a.Bid.Contract.Name() + " (done)"
}

func (t *Table) botTurns(ctx *game.Context) {
	turns.PlayBots(ctx.Frame, ctx.Settings.BotDelay(), "speedrun", t.bots[:], t.view.ToMove, t.st, t.apply)
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Contract board", Do: func(ctx *game.Context) {
		ctx.Pop()
		ctx.Push(NewBoard(ctx, t.view, false))
	}}}
}

// Draw implements game.Scene.
func (t *Table) Draw(c *widget.Canvas) {
	t.drawBanner(c)
	t.drawSeats(c)
	t.tbl.Draw(c, t.ctx.Art)
	if len(t.list.Buttons) > 0 && len(t.ev.Queue) == 0 {
		t.drawChoices(c)
	}
	if t.msgTicks > 0 {
		a := min(1, float64(t.msgTicks)/30)
		w := c.TextWidth(t.msg, 19, false) + 36
		// Between the trick and the hint's reason above the hand.
		y := t.tbl.NoteY()
		c.RoundRect(widget.ScreenW/2-w/2, y, w, 36, 10, color.RGBA{0, 0, 0, uint8(170 * a)})
		cl := widget.Cream
		cl.A = uint8(255 * a)
		c.Text(t.msg, 19, false, widget.ScreenW/2, y+8, cl, widget.AlignCenter)
	}
	t.boardBtn.Draw(c, false)
	t.drawAssists(c)
	tricktable.DrawKeyHints(c, t.ctx.Settings.Keys[input.Menu], "board")
	t.Guide().Draw(c)
}

func (t *Table) drawBanner(c *widget.Canvas) {
	v := t.header
	c.Fill(0, 0, widget.ScreenW, 62, color.RGBA{0, 0, 0, 70})
	hand := fmt.Sprintf("Hand %d of %d", min(v.Hand+1, v.Hands), v.Hands)
	c.Text(hand, 20, true, 20, 10, widget.Cream, widget.AlignLeft)
	c.Text("Start: "+SeatNames[v.StartPlayer], 15, false, 20, 36, widget.Muted, widget.AlignLeft)
	trump := "Trump: choosing..."
	if v.TrumpBy >= 0 {
		trump = "Trump: " + trumpName(v.Rules.Trump)
	}
	rank := "Ranking: choosing..."
	if v.RankingBy >= 0 {
		rank = "Ranking: " + rankingName(v.Rules.Ranking)
		if v.Phase == speedrun.PhasePlay && v.Rules.Ranking.Pattern != trick.Fixed {
			rank += "  ·  this trick " + dirName(v.Rules.Ranking.At(len(v.Tricks)-1))
		}
	}
	c.Text(trump, 20, true, 250, 10, widget.Gold, widget.AlignLeft)
	c.Text(rank, 20, true, 250, 34, widget.Gold, widget.AlignLeft)
	c.Text(t.turnText(), 20, true, widget.ScreenW-180, 20, widget.Cream, widget.AlignRight)
}

func (t *Table) turnText() string {
	v := t.view
	if v.Phase == speedrun.PhaseOver {
		return "Game over"
	}
	if len(t.ev.Queue) > 0 {
		return ""
	}
	switch v.Phase {
	case speedrun.PhaseChoose, speedrun.PhaseChooseOther:
		if slices.Contains(v.ToMove, 0) {
			if v.Phase == speedrun.PhaseChoose {
				return "Choose trump OR ranking"
			}
			if v.TrumpBy >= 0 {
				return "Choose the ranking"
			}
			return "Choose the trump"
		}
	case speedrun.PhaseBid:
		if slices.Contains(v.ToMove, 0) {
			return "Choose your contract, secretly"
		}
		return "Waiting for contracts..."
	case speedrun.PhaseReveal:
		if slices.Contains(v.ToMove, 0) {
			return "Reveal your contract?"
		}
	case speedrun.PhasePlay:
		if slices.Contains(v.ToMove, 0) {
			return "Your turn: play a card"
		}
	}
	if len(v.ToMove) == 1 {
		return SeatNames[v.ToMove[0]] + " is thinking..."
	}
	return ""
}

func (t *Table) drawSeats(c *widget.Canvas) {
	v := t.view
	piles := t.tbl.Piles()
	for seat := range speedrun.NumPlayers {
		var x, y float64
		align := widget.AlignLeft
		switch seat {
		case 0:
			x, y = 24, 566
		case 1:
			x, y = 24, 82
		case 2:
			x, y = widget.ScreenW-24, 82
			align = widget.AlignRight
		}
		name := SeatNames[seat]
		if seat > 0 {
			name += " (" + t.opts.Level + ")"
		}
		clr := widget.Cream
		if slices.Contains(v.ToMove, seat) && len(t.ev.Queue) == 0 && v.Phase != speedrun.PhaseBid {
			clr = widget.Gold
		}
		c.Text(name, 20, true, x, y, clr, align)
		c.Text(bidStatus(v, seat), 16, false, x, y+26, widget.Muted, align)
		c.Text(fmt.Sprintf("Tricks: %d   Score: %d", piles[seat], v.Totals[seat]), 16, false, x, y+48, widget.Cream, align)
	}
	if len(t.tbl.Hand(0)) == 0 {
		return
	}
}

// bidStatus says what the viewer knows of a seat's bid this hand.
func bidStatus(v speedrun.View, seat int) string {
	b := v.Bids[seat]
	switch {
	case v.Phase == speedrun.PhaseChoose || v.Phase == speedrun.PhaseChooseOther:
		return ""
	case !b.Placed:
		if v.Phase == speedrun.PhaseBid {
			return "choosing a contract..."
		}
		return ""
	case b.Known && seat == 0:
		s := "Contract: " + bidName(b.Bid)
		if b.Revealed {
			s += " (revealed, x2)"
		}
		return s
	case b.Known:
		return "Revealed: " + bidName(b.Bid) + " (x2)"
	case b.Redo:
		return "Redo (target hidden)"
	}
	return "Contract face down"
}

func (t *Table) drawChoices(c *widget.Canvas) {
	if len(t.list.Buttons) == 0 {
		return
	}
	x, y, w, h := t.choicesBox()
	c.RoundRect(x, y, w, h, 16, widget.Panel)
	c.Text(t.turnText(), 22, true, x+w/2, y+14, widget.Cream, widget.AlignCenter)
	for i, b := range t.list.Buttons {
		if i < len(t.choices) && t.choices[i].Kind == speedrun.KindTrump {
			tricktable.MarkTrump(b, t.choices[i].Trump, t.ctx.Art)
		}
	}
	t.list.Draw(c)
}
