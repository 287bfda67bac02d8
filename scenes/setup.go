package scenes

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"parlor/game"
	"parlor/game/room"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/scenes/widget"
)

// Mode is who sits at a table: the setup's "Who plays" row of the games
// that offer more than one (GameEntry.Modes).
type Mode int

// Modes.
const (
	VsComputer Mode = iota // you, at the bottom, against computer players
	TwoPlayers             // two people sharing one keyboard, and computers in any other seats
	Watch                  // computers only
)

var modeKeys = [...]string{"computer", "two", "watch"}

// String returns the mode in the setup's words.
func (m Mode) String() string {
	switch m {
	case TwoPlayers:
		return "Two players on one keyboard"
	case Watch:
		return "Watch the computer"
	}
	return "You against the computer"
}

// People returns how many people play in mode m.
func (m Mode) People() int {
	switch m {
	case TwoPlayers:
		return 2
	case Watch:
		return 0
	}
	return 1
}

// Choice is what a setup screen chose: a game's Start makes its table of
// it.
type Choice struct {
	Settings engine.Settings // every option of the game, by key
	Players  int             // seats at the table, people included
	Level    engine.Level    // the computer players'
	Mode     Mode            // who plays
	Seed     uint64          // from the clock when Start game is chosen
}

// Computers returns how many computer players the choice seats.
func (c Choice) Computers() int { return max(0, c.Players-c.Mode.People()) }

// The kinds of setup rows.
const (
	rowMode = iota
	rowPlayers
	rowOption
	rowLevel
	rowListing // online: who may join the table
	rowClock   // online: the table's turn clock
)

// setupRow is one row of a setup: what it sets, its values (as the
// settings file keeps them) and which is chosen.
type setupRow struct {
	kind   int
	opt    engine.Option // rowOption
	label  string
	values []string
	at     int
}

func (r *setupRow) value() string { return r.values[r.at] }

// Setup is every game's setup screen, built from its GameEntry: a row per
// option of the game, who plays (GameEntry.Modes), how many players when
// the game seats a range, the computer players' level, then Start game and
// Back. A click on a row only focuses it; Left/Right, Enter or the row's
// small arrows change it. The choices are remembered per game between
// launches (game.Settings.Setups).
type Setup struct {
	ctx  *game.Context
	app  *App
	g    GameEntry
	rows []*setupRow
	list List
	// guided starts the game with its guide on, seen or not (the rules
	// page's replay, StartGuided); replay is the button that does.
	guided bool
	replay *guideReplay
	// lobby, when set, makes this the setup of a table online: every seat
	// but yours is a friend's, which a computer takes if nobody comes.
	lobby *Lobby
}

// NewSetup returns g's setup screen, with the choices it was last left
// with (a value the game no longer offers shows its default).
func NewSetup(ctx *game.Context, app *App, g GameEntry) *Setup {
	return newSetup(ctx, app, g, nil)
}

// NewOnlineSetup returns g's setup for a table online, made through lobby.
func NewOnlineSetup(ctx *game.Context, app *App, g GameEntry, lobby *Lobby) *Setup {
	return newSetup(ctx, app, g, lobby)
}

func newSetup(ctx *game.Context, app *App, g GameEntry, lobby *Lobby) *Setup {
	s := &Setup{ctx: ctx, app: app, g: g, replay: newGuideReplay(ctx, app, widget.ScreenW-24, 24), lobby: lobby}
	info := g.Game.Info
	kept := ctx.Settings.Setups[info.Name]
	if len(g.Modes) > 1 && lobby == nil {
		r := &setupRow{kind: rowMode, label: "Who plays"}
		for _, m := range g.Modes {
			r.values = append(r.values, modeKeys[m])
		}
		r.choose(kept.Mode, r.values[0])
		s.rows = append(s.rows, r)
	}
	if info.MinSeats < info.MaxSeats {
		r := &setupRow{kind: rowPlayers, label: "Players"}
		for n := info.MinSeats; n <= info.MaxSeats; n++ {
			r.values = append(r.values, strconv.Itoa(n))
		}
		r.choose(strconv.Itoa(kept.Players), strconv.Itoa(info.Seats))
		s.rows = append(s.rows, r)
	}
	for _, o := range info.Options {
		r := &setupRow{kind: rowOption, opt: o, label: o.Label}
		for _, c := range o.Choices {
			r.values = append(r.values, c.Value)
		}
		r.choose(kept.Options[o.Key], o.Default)
		s.rows = append(s.rows, r)
	}
	if levels := setupLevels(info.Levels); len(levels) > 0 {
		r := &setupRow{kind: rowLevel, label: "Computer players", values: levels}
		if lobby != nil {
			r.label = "Computers in empty seats"
		}
		r.choose(kept.Level, defaultLevel(ctx.Settings.Difficulty, info.Levels))
		s.rows = append(s.rows, r)
	}
	if lobby != nil {
		// Private unless its maker says otherwise, each time: a listed
		// table is one any stranger may sit at.
		s.rows = append(s.rows, &setupRow{kind: rowListing, label: "Who may join", values: []string{"code", "anyone"}},
			&setupRow{kind: rowClock, label: "Turn clock", values: []string{"off", room.ClockRelaxed, room.ClockTimed}})
	}
	labels := make([]string, 0, len(s.rows)+2)
	for _, r := range s.rows {
		labels = append(labels, r.label)
	}
	start := "Start game"
	if lobby != nil {
		start = "Create the table"
	}
	labels = append(labels, start, "Back")
	// The rows fill the room between the blurb and the key hints, smaller
	// when a game has many.
	const top, bottom = 150.0, 650.0
	step := min(60, (bottom-top)/float64(len(labels)))
	gap := max(6, step*0.16)
	h := step - gap
	y := top + (bottom-top-float64(len(labels))*step)/3
	// Start game is focused: a player who comes back plays again with
	// what was chosen last time by pressing Enter.
	s.list = List{Scene: info.Name + "-setup", Buttons: Column(labels, setupX, y, setupW, h, gap),
		Focus: len(s.rows), Tick: true}
	s.sync()
	return s
}

// The setup's column, and the value part of a row: the value between two
// small arrows at the right.
const (
	setupW  = 720.0
	setupX  = widget.ScreenW/2 - setupW/2
	arrowW  = 34.0
	valueW  = 290.0
	arrowIn = 10.0 // the right arrow's gap to the row's edge
)

// setupLevels returns the levels a setup offers, by name: the game's, but
// Random, a computer that plays any legal card, which nobody would choose
// over Easy.
func setupLevels(ls []engine.Level) []string {
	var out []string
	for _, l := range ls {
		if l != engine.Random || len(ls) == 1 {
			out = append(out, l.String())
		}
	}
	return out
}

// defaultLevel is the level a game's setup starts at, by name: the
// settings' difficulty, or the strongest the game offers below it (Expert
// is Hard in Spit); Normal when the difficulty is no level.
func defaultLevel(difficulty string, offered []engine.Level) string {
	l, err := engine.ParseLevel(difficulty)
	if err != nil {
		return engine.Normal.String()
	}
	return engine.Within(l, offered).String()
}

// choose sets the row to v if it is one of its values, else to def.
func (r *setupRow) choose(v, def string) {
	if i := slices.Index(r.values, v); i >= 0 {
		r.at = i
		return
	}
	r.at = max(0, slices.Index(r.values, def))
}

// Name implements game.Named: "spit-setup".
func (s *Setup) Name() string { return s.list.Scene }

// Still implements game.Still.
func (s *Setup) Still() bool { return s.list.Still() }

// Enter announces the items.
func (s *Setup) Enter(ctx *game.Context) { s.list.Announce(ctx) }

// Items returns the rows and buttons, top first, with where they are.
func (s *Setup) Items() []game.Item { return s.list.Items() }

// Focused returns the label of the focused row or button.
func (s *Setup) Focused() string { return s.list.Buttons[s.list.Focus].Label }

// Arrows returns where row i's two small arrows are, the left one first.
func (s *Setup) Arrows(i int) (left, right [4]float64) { return arrows(s.list.Buttons[i]) }

// Choice returns what the setup shows now (its Seed is 0).
func (s *Setup) Choice() Choice {
	c := Choice{Settings: engine.Settings{}, Players: s.g.Game.Seats, Level: engine.Normal}
	for _, r := range s.rows {
		switch r.kind {
		case rowMode:
			c.Mode = Mode(slices.Index(modeKeys[:], r.value()))
		case rowPlayers:
			c.Players, _ = strconv.Atoi(r.value())
		case rowOption:
			c.Settings[r.opt.Key] = r.value()
		case rowLevel:
			c.Level, _ = engine.ParseLevel(r.value())
		}
	}
	return c
}

// words says a row's value as the screen shows it.
func (s *Setup) words(r *setupRow) string {
	c := s.Choice()
	switch r.kind {
	case rowMode:
		return c.Mode.String()
	case rowPlayers:
		if s.lobby != nil {
			return fmt.Sprintf("%d: you and %d others", c.Players, c.Players-1)
		}
		return playersWords(c)
	case rowOption:
		return r.opt.Choices[r.at].Label
	case rowLevel:
		if c.Computers() == 0 {
			return "none at the table"
		}
		l, _ := engine.ParseLevel(r.value())
		return l.Choice()
	case rowListing:
		if r.value() == "anyone" {
			return "anyone (listed)"
		}
		return "only with the code"
	case rowClock:
		return room.ClockName(clockOf(r.value()))
	}
	return ""
}

// clockOf is the turn clock a setup row's value names ("off": none).
func clockOf(v string) string {
	if v == "off" {
		return room.ClockOff
	}
	return v
}

// playersWords says who sits at the table: "4: you and 3 computers".
func playersWords(c Choice) string {
	n, comps := c.Players, c.Computers()
	computers := fmt.Sprintf("%d computers", comps)
	if comps == 1 {
		computers = "1 computer"
	}
	switch {
	case c.Mode == Watch:
		return computers
	case c.Mode == TwoPlayers && comps == 0:
		return fmt.Sprintf("%d: the two of you", n)
	case c.Mode == TwoPlayers:
		return fmt.Sprintf("%d: you two and %s", n, computers)
	}
	return fmt.Sprintf("%d: you and %s", n, computers)
}

// sync greys the level row when no computer plays.
func (s *Setup) sync() {
	for i, r := range s.rows {
		if r.kind == rowLevel {
			s.list.Buttons[i].Disabled = s.Choice().Computers() == 0
		}
	}
}

// change steps row i by d, wrapping round, and remembers the choices.
func (s *Setup) change(ctx *game.Context, i, d int) {
	if i < 0 || i >= len(s.rows) || s.list.Buttons[i].Disabled {
		return
	}
	r := s.rows[i]
	n := len(r.values)
	r.at = (r.at + d + n) % n
	s.sync()
	s.remember(ctx)
	ctx.Play("tick")
	ctx.Trace.Event("setup", map[string]any{"scene": s.Name(), "item": r.label, "value": s.words(r)})
}

// remember keeps the choices for the next time the setup opens.
func (s *Setup) remember(ctx *game.Context) {
	kept := game.Setup{Options: map[string]string{}}
	for _, r := range s.rows {
		switch r.kind {
		case rowMode:
			kept.Mode = r.value()
		case rowPlayers:
			kept.Players, _ = strconv.Atoi(r.value())
		case rowOption:
			kept.Options[r.opt.Key] = r.value()
		case rowLevel:
			kept.Level = r.value()
		}
	}
	ctx.Settings.Remember(s.g.Game.Name, kept)
	ctx.SaveSettings()
}

// arrows returns where row b's two small arrows are.
func arrows(b *widget.Button) (left, right [4]float64) {
	x := b.X + b.W - arrowIn - arrowW
	y, h := b.Y+5, b.H-10
	return [4]float64{x - valueW - arrowW, y, arrowW, h}, [4]float64{x, y, arrowW, h}
}

func inRect(r [4]float64, x, y float64) bool {
	return x >= r[0] && x < r[0]+r[2] && y >= r[1] && y < r[1]+r[3]
}

// Update implements game.Scene.
func (s *Setup) Update(ctx *game.Context) error {
	in := ctx.In
	if in.Pressed(input.Menu, input.Back) {
		ctx.Pop()
		return nil
	}
	if s.lobby == nil && s.replay.update(ctx, s.g, offersGuide(s.g)) {
		return nil
	}
	pick := s.list.Update(ctx)
	if in.Repeated(input.Menu, input.Left) {
		s.change(ctx, s.list.Focus, -1)
	}
	if in.Repeated(input.Menu, input.Right) {
		s.change(ctx, s.list.Focus, 1)
	}
	switch {
	case pick < 0:
	case pick < len(s.rows) && in.Clicked():
		// A click on a row focuses it; only its arrows change it.
		mx, my := in.Cursor()
		left, right := arrows(s.list.Buttons[pick])
		switch {
		case inRect(left, mx, my):
			s.change(ctx, pick, -1)
		case inRect(right, mx, my):
			s.change(ctx, pick, 1)
		}
	case pick < len(s.rows):
		s.change(ctx, pick, 1) // Enter steps the focused row
	case pick == len(s.rows):
		s.start(ctx)
	default:
		ctx.Pop()
	}
	return nil
}

// start starts the game chosen, asking first when the game has a game in
// progress: a new one replaces it (the other games' saves stay).
func (s *Setup) start(ctx *game.Context) {
	if s.lobby != nil {
		s.createOnline(ctx)
		return
	}
	s.remember(ctx)
	ctx.Play("play")
	// Watching the computer saves nothing, so it replaces nothing: only
	// a game a person plays asks first.
	if rec := ctx.SaveOf(s.g.Game.Name); rec != nil && s.Choice().Mode != Watch {
		ctx.Push(newReplaceSave(ctx, s))
		return
	}
	s.begin(ctx)
}

// createOnline makes the table chosen on the server.
func (s *Setup) createOnline(ctx *game.Context) {
	ctx.Play("play")
	s.lobby.Create(s.Plan())
	ctx.Pop()
}

// Plan is the table an online setup makes: you in the first seat, a
// friend's seat for every other, taken by a computer of the chosen
// level, under the game's name for that seat, if nobody comes; listed in
// the lobby only when its maker chose anyone may join.
func (s *Setup) Plan() room.Plan {
	c := s.Choice()
	plan := room.Plan{Game: s.g.Game.Name, Settings: c.Settings}
	for i := range c.Players {
		seat := room.PlanSeat{Kind: room.Friend, Level: c.Level.String()}
		if i < len(s.g.Names) {
			seat.Name = s.g.Names[i]
		}
		plan.Seats = append(plan.Seats, seat)
	}
	for _, r := range s.rows {
		plan.Listed = plan.Listed || r.kind == rowListing && r.value() == "anyone"
		if r.kind == rowClock {
			plan.Clock = clockOf(r.value())
		}
	}
	return plan
}

// begin replaces the setup with the new game's table.
func (s *Setup) begin(ctx *game.Context) {
	c := s.Choice()
	c.Seed = uint64(time.Now().UnixNano())
	sc, err := s.app.Start(ctx, s.g, c)
	if err != nil {
		ctx.Toast("The game could not start: " + err.Error())
		return
	}
	startGuide(ctx, s.g, c, sc, s.guided)
	ctx.Replace(sc)
}

// Draw implements game.Scene.
func (s *Setup) Draw(c *widget.Canvas) {
	c.Text(s.g.Game.Title, 52, true, widget.ScreenW/2, 30, widget.Cream, widget.AlignCenter)
	c.Text(s.g.Blurb, 19, false, widget.ScreenW/2, 100, widget.Muted, widget.AlignCenter)
	first, last := s.list.Buttons[0], s.list.Buttons[len(s.list.Buttons)-1]
	c.RoundRect(first.X-24, first.Y-18, first.W+48, last.Y+last.H-first.Y+36, 18, widget.Panel)
	for i, b := range s.list.Buttons {
		focused := i == s.list.Focus
		if i >= len(s.rows) {
			b.Draw(c, focused)
			continue
		}
		s.drawRow(c, b, s.rows[i], focused)
	}
	setupFooter(c, s.ctx)
	if s.lobby == nil {
		s.replay.draw(c, offersGuide(s.g))
	}
}

// drawRow draws a setting: its label at the left, its value between two
// small arrows at the right.
func (s *Setup) drawRow(c *widget.Canvas, b *widget.Button, r *setupRow, focused bool) {
	plain := *b
	plain.Label = ""
	plain.Draw(c, focused)
	size := min(20, b.H*0.42)
	ty := b.Y + (b.H-size*1.25)/2
	text, value := widget.Cream, widget.Gold
	if b.Disabled {
		text, value = widget.Muted, widget.Muted
	}
	c.Text(b.Label, size, true, b.X+22, ty, text, widget.AlignLeft)
	left, right := arrows(b)
	c.Text(s.words(r), size, false, left[0]+arrowW+valueW/2, ty, value, widget.AlignCenter)
	if b.Disabled {
		return
	}
	for i, a := range [2][4]float64{left, right} {
		clr := widget.Muted
		if focused {
			clr = widget.Gold
		}
		c.RoundRect(a[0], a[1], a[2], a[3], 8, widget.FeltDark)
		cx, cy, k := a[0]+a[2]/2, a[1]+a[3]/2, a[3]*0.2
		d := k * 0.7 // the chevron points left, or right
		if i == 1 {
			d = -d
		}
		c.Line(cx+d, cy-k, cx-d, cy, 2.5, clr)
		c.Line(cx-d, cy, cx+d, cy+k, 2.5, clr)
	}
}

// newReplaceSave asks before a new game replaces the game in progress of
// the same kind; Continue is focused, so Enter pressed once too often keeps
// the game.
func newReplaceSave(ctx *game.Context, s *Setup) *Question {
	what := s.g.Game.Title
	if p := savedProgress(ctx, s.g); p != "" {
		what += " in progress (" + p + ")"
	} else {
		what += " in progress"
	}
	return NewQuestion(ctx, "replace-save", "Start a new game?", "You have a "+what+". Start a new game? It replaces that one.",
		[]Answer{{"Start a new game", s.begin}, {"Continue that one", s.continueSaved}, {"Back", nil}}, 1, 2)
}

// savedProgress says how far the game's game in progress is ("hand 4 of
// 9"), "" when its engine says nothing or cannot read it.
func savedProgress(ctx *game.Context, g GameEntry) string {
	rec := ctx.SaveOf(g.Game.Name)
	if rec == nil || g.Game.Progress == nil {
		return ""
	}
	m, err := g.Game.Resume(rec)
	if err != nil {
		return ""
	}
	return g.Game.Progress(m)
}

// continueSaved opens the game in progress instead of the setup.
func (s *Setup) continueSaved(ctx *game.Context) {
	g := s.g
	rec := ctx.SaveOf(g.Game.Name)
	if rec == nil {
		ctx.Toast("That game is no longer saved.")
		return
	}
	sc, err := s.app.Continue(ctx, g, rec)
	if err != nil {
		ctx.Toast("That game could not be opened: " + err.Error())
		return
	}
	ctx.Replace(sc)
}
