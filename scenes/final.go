package scenes

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/game"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes/widget"
)

// FinalOf is a GameEntry.Final written over the game's own type G (its
// *State): a finished game of another type has no part of its own.
func FinalOf[G any](part func(ctx *game.Context, g G) FinalPart) func(*game.Context, engine.Match) FinalPart {
	return func(ctx *game.Context, m engine.Match) FinalPart {
		g, ok := m.Game().(G)
		if !ok {
			return FinalPart{}
		}
		return part(ctx, g)
	}
}

// Figures is a standings column of a figure per seat of n.
func Figures(label string, n int, figure func(seat int) int) SeatColumn {
	c := SeatColumn{Label: label, Cells: make([]string, n)}
	for seat := range n {
		c.Cells[seat] = strconv.Itoa(figure(seat))
	}
	return c
}

// FinalPart is a game's own part of its final standings (GameEntry.Final).
type FinalPart struct {
	// Columns are figures per seat shown beside the score: Speed Run's
	// contracts completed, Stepping Stones' rows placed first.
	Columns []SeatColumn
	// Lines say how the game was decided and played, under the standings.
	Lines []string
	// Buttons open the game's own pages (its board, its scoresheet),
	// between Save record and Statistics; the Board key opens the first.
	Buttons []MenuItem
}

// SeatColumn is one figure per seat, under a heading.
type SeatColumn struct {
	Label string
	Cells []string // by seat
}

// Final is every game's final standings, built from the finished game and
// its GameEntry: who won in words, a row per seat (its name, the game's
// score, the game's own figures and a mark for the winners), the game's
// own lines, and Play again, Save record, the game's own buttons,
// Statistics and Main menu.
type Final struct {
	ctx   *game.Context
	app   *App
	g     GameEntry
	m     engine.Match
	again func(seed uint64) game.Scene
	part  FinalPart
	order []int // seats, first place first
	list  List
	top   float64 // the panel's top and height, as tall as it needs
	h     float64
	// What the panel shows, read from the game once.
	seats []record.Seat
	seed  uint64
	tally engine.Tally
	title string
	// deals says, for a game hosted online, whether its deals came from
	// the seed committed to at the start; "" for a game played here.
	deals    string
	dealsBad bool
	// online is the table online the game was played at, still there:
	// its news shows here, and the first button asks it for a rematch.
	online *OnlineTable
	// watched is the record of a game this screen watched online: the
	// first button replays it face up.
	watched *record.Record
}

// The final standings' buttons before the game's own, and after them.
var (
	finalFirst = []string{"Play again", "Save record"}
	finalLast  = []string{"Statistics", "Main menu"}
)

// NewFinal returns the final standings of the finished game m. again
// starts a game with the same setup and a new seed (Play again).
func NewFinal(ctx *game.Context, app *App, m engine.Match, again func(seed uint64) game.Scene) *Final {
	f := &Final{ctx: ctx, app: app, m: m, again: again, tally: m.Tally()}
	rec := m.Record()
	f.seats, f.seed = rec.Header.Seats, rec.Header.Seed
	f.title = game.Summary(f.seats, m.Winners())
	f.g, _ = app.Game(m.Name())
	if f.g.Final != nil {
		f.part = f.g.Final(ctx, m)
	}
	f.order = standings(f.tally, m.Seats(), f.g.Game.LowerIsBetter)
	labels := slices.Clone(finalFirst)
	if again == nil {
		labels[0] = "Play online" // a game online is played again from the lobby
	}
	for _, b := range f.part.Buttons {
		labels = append(labels, b.Label)
	}
	labels = append(labels, finalLast...)
	// The panel holds the title, the standings, the lines, the seed and
	// the buttons, centred above the key hints.
	f.h = finalHead + 42 + float64(len(f.order))*rowStep(len(f.order)) + 16 + float64(len(f.part.Lines))*28 + 30 + 24 + 48 + 28
	f.top = max(12, (widget.ScreenH-48-f.h)/2)
	f.list = List{Scene: m.Name() + "-final", Buttons: buttonRow(ctx, labels, f.top+f.h-76), Across: true, Quiet: true}
	return f
}

// SetRematch makes the first button Rematch: it asks o, the table
// online, for the next game with the same people.
func (f *Final) SetRematch(o *OnlineTable) {
	f.online = o
	f.list.Buttons[0].Label = "Rematch"
}

// SetFaceUp makes the first button Replay face up, for someone who
// watched the game: every hand they did not see, from the start.
func (f *Final) SetFaceUp(rec *record.Record) {
	f.watched = rec
	f.list.Buttons[0].Label = "Replay face up"
}

// SetDeals says under the standings whether a game hosted online was
// dealt from the seed committed to at its start (Session.Deals).
func (f *Final) SetDeals(err error) {
	f.deals, f.dealsBad = "Deals: checked against the commitment shown at the start", false
	if err != nil {
		f.deals, f.dealsBad = "Deals: NOT the ones committed to at the start ("+err.Error()+")", true
	}
}

// Deals returns the final standings' words on the deals, "" for a game
// played here.
func (f *Final) Deals() string { return f.deals }

// rowStep is the height of a seat's row in standings of n seats.
func rowStep(n int) float64 { return min(44, 320/float64(max(1, n))) }

// standings orders the seats: the winners first, then by score (lower
// first when fewer wins), then by seat.
func standings(t engine.Tally, n int, fewer bool) []int {
	seats := make([]int, n)
	for i := range seats {
		seats[i] = i
	}
	at := func(s int) engine.SeatTally {
		if s < len(t.Seats) {
			return t.Seats[s]
		}
		return engine.SeatTally{}
	}
	slices.SortStableFunc(seats, func(a, b int) int {
		ta, tb := at(a), at(b)
		switch {
		case ta.Win != tb.Win:
			return cmpFloat(tb.Win, ta.Win)
		case fewer:
			return cmpFloat(ta.Score, tb.Score)
		}
		return cmpFloat(tb.Score, ta.Score)
	})
	return seats
}

// places numbers the standings: seats with the same share of the win
// and the same score share a place, and the next place counts them all
// ("1. 2. 2. 4.").
func places(t engine.Tally, order []int) []int {
	at := func(s int) engine.SeatTally {
		if s < len(t.Seats) {
			return t.Seats[s]
		}
		return engine.SeatTally{}
	}
	out := make([]int, len(order))
	for i, seat := range order {
		out[i] = i + 1
		if i > 0 {
			prev, cur := at(order[i-1]), at(seat)
			if prev.Win == cur.Win && prev.Score == cur.Score {
				out[i] = out[i-1]
			}
		}
	}
	return out
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// buttonRow lays labels out as a centred row of buttons at y, each as wide
// as its label needs.
func buttonRow(ctx *game.Context, labels []string, y float64) []*widget.Button {
	const h, gap, pad, least = 48.0, 14.0, 36.0, 150.0
	mc := widget.Canvas{Scale: 1, Fonts: ctx.Assets}
	ws := make([]float64, len(labels))
	total := gap * float64(len(labels)-1)
	for i, l := range labels {
		ws[i] = max(least, mc.TextWidth(l, h*0.42, true)+pad)
		total += ws[i]
	}
	x := widget.ScreenW/2 - total/2
	out := make([]*widget.Button, len(labels))
	for i, l := range labels {
		out[i] = &widget.Button{Label: l, X: x, Y: y, W: ws[i], H: h}
		x += ws[i] + gap
	}
	return out
}

// Name implements game.Named: "speedrun-final".
func (f *Final) Name() string { return f.list.Scene }

// IsOverlay implements game.Overlay: the finished table shows round it.
func (f *Final) IsOverlay() bool { return true }

// Still implements game.Still.
func (f *Final) Still() bool { return f.list.Still() }

// Enter announces the buttons, and what was found of the deals of a game
// hosted online.
func (f *Final) Enter(ctx *game.Context) {
	f.list.AnnounceItems(ctx)
	if f.deals != "" {
		ctx.Trace.Event("deals", map[string]any{"msg": f.deals})
	}
}

// Seats returns the seats in the order of the standings, first place
// first.
func (f *Final) Seats() []int { return slices.Clone(f.order) }

// Labels returns the buttons' labels, left to right.
func (f *Final) Labels() []string {
	out := make([]string, len(f.list.Buttons))
	for i, b := range f.list.Buttons {
		out[i] = b.Label
	}
	return out
}

// Update implements game.Scene.
func (f *Final) Update(ctx *game.Context) error {
	if f.online != nil {
		pumpNews(ctx, f.online.tbl) // "Ann asks for a rematch..."
	}
	pick := f.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Board) && len(f.part.Buttons) > 0 {
		pick = len(finalFirst)
	}
	own := pick - len(finalFirst)
	switch {
	case pick < 0:
	case pick == 0 && f.watched != nil:
		f.replayFaceUp(ctx)
	case pick == 0 && f.online != nil:
		f.online.Rematch(ctx)
	case pick == 0 && f.again == nil:
		ctx.Reset(f.app.Home(ctx))
		ctx.Push(NewLobby(ctx, f.app))
	case pick == 0:
		ctx.Reset(f.again(uint64(time.Now().UnixNano())))
	case pick == 1:
		f.saveRecord(ctx)
	case own < len(f.part.Buttons):
		f.part.Buttons[own].Do(ctx)
	case own == len(f.part.Buttons):
		ctx.Push(NewStatistics(ctx, f.app, f.m.Name()))
	default:
		ctx.Reset(f.app.Home(ctx))
	}
	return nil
}

// saveRecord writes the game's record and says where.
func (f *Final) saveRecord(ctx *game.Context) {
	ctx.SaveRecordFile(f.m.Record())
}

// The panel of the final standings: its width, and where the standings
// start below its top.
const (
	finalW    = 1000.0
	finalX    = widget.ScreenW/2 - finalW/2
	finalHead = 116.0
)

// Draw implements game.Scene.
func (f *Final) Draw(c *widget.Canvas) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(finalX, f.top, finalW, f.h, 18, widget.Panel)
	c.RoundOutline(finalX, f.top, finalW, f.h, 18, 2, widget.Gold)
	c.Text(f.g.Game.Title, 18, false, widget.ScreenW/2, f.top+18, widget.Muted, widget.AlignCenter)
	c.Text(f.title, 40, true, widget.ScreenW/2, f.top+42, widget.Gold, widget.AlignCenter)
	y := f.drawStandings(c, f.top+finalHead)
	for _, l := range f.part.Lines {
		c.Text(l, 18, false, widget.ScreenW/2, y, widget.Cream, widget.AlignCenter)
		y += 28
	}
	seed, clr := fmt.Sprintf("Seed %d", f.seed), widget.Muted
	if f.deals != "" {
		seed += "   ·   " + f.deals
	}
	if f.dealsBad {
		clr = widget.Danger
	}
	c.Text(seed, 14, f.dealsBad, widget.ScreenW/2, y+4, clr, widget.AlignCenter)
	f.list.Draw(c)
	hints := [][2]string{{"leftright", "choose"}, {"confirm", "confirm"}}
	if len(f.part.Buttons) > 0 {
		hints = append(hints, [2]string{string(input.Board), strings.ToLower(f.part.Buttons[0].Label)})
	}
	drawFooter(c, keyHints(f.ctx, hints...))
}

// drawStandings draws the headings and a row per seat from y, and returns
// where the lines under them go.
func (f *Final) drawStandings(c *widget.Canvas, y float64) float64 {
	t := f.tally
	cols := []SeatColumn{{Label: f.g.Game.Score}}
	for _, s := range f.order {
		cell := ""
		if s < len(t.Seats) {
			cell = strconv.FormatFloat(t.Seats[s].Score, 'f', -1, 64)
		}
		cols[0].Cells = append(cols[0].Cells, cell)
	}
	if f.g.Game.Score == "" {
		cols = nil
	}
	for _, col := range f.part.Columns {
		cells := make([]string, len(f.order))
		for i, s := range f.order {
			if s < len(col.Cells) {
				cells[i] = col.Cells[s]
			}
		}
		cols = append(cols, SeatColumn{Label: col.Label, Cells: cells})
	}
	// The place and name at the left, the winner's mark at the right, the
	// figures spread between.
	nameX, markX := finalX+110, finalX+finalW-150
	from, to := finalX+320, markX-10
	colX := func(i int) float64 { return from + (to-from)*(float64(i)+0.5)/float64(len(cols)) }
	for i, col := range cols {
		c.Text(col.Label, 16, true, colX(i), y, widget.Muted, widget.AlignCenter)
	}
	c.Line(finalX+60, y+28, finalX+finalW-60, y+28, 1, widget.Muted)
	step := rowStep(len(f.order))
	size := min(24, step*0.55)
	place := places(t, f.order)
	for i, seat := range f.order {
		ry := y + 42 + float64(i)*step
		won := seat < len(t.Seats) && t.Seats[seat].Win > 0
		clr := widget.Cream
		if won {
			clr = widget.Gold
			c.RoundRect(finalX+60, ry-step*0.18, finalW-120, step*0.92, 10, color.RGBA{60, 52, 20, 90})
			tag := "Winner"
			if len(f.m.Winners()) > 1 {
				tag = "Shared win"
			}
			tw := c.TextWidth(tag, 15, true) + 20
			c.RoundRect(markX+50-tw/2, ry+size*0.1-3, tw, size*1.1, 8, widget.Gold)
			c.Text(tag, 15, true, markX+50, ry+size*0.1, widget.Ink, widget.AlignCenter)
		}
		c.Text(fmt.Sprintf("%d.", place[i]), size, true, nameX-20, ry, clr, widget.AlignRight)
		c.Text(seatName(f.seats, seat), size, true, nameX, ry, clr, widget.AlignLeft)
		for j, col := range cols {
			c.Text(col.Cells[i], size, j == 0, colX(j), ry, clr, widget.AlignCenter)
		}
	}
	return y + 42 + float64(len(f.order))*step + 16
}

// seatName is a seat's name in its game's record.
func seatName(seats []record.Seat, i int) string {
	if i >= 0 && i < len(seats) && seats[i].Name != "" {
		return seats[i].Name
	}
	return fmt.Sprintf("Player %d", i+1)
}

// replayFaceUp opens the game watched online in the replay, every hand
// face up from its start.
func (f *Final) replayFaceUp(ctx *game.Context) {
	r, err := NewReplay(ctx, f.app, f.watched)
	if err != nil {
		ctx.Toast("The replay could not open: " + err.Error())
		return
	}
	r.faceUp = true
	r.seek(0)
	r.relabel()
	ctx.Push(r)
}
