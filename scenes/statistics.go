package scenes

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"parlor/game"
	"parlor/game/stats"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/scenes/widget"
)

// Statistics is the statistics screen: a tab per game, a row per computer
// level (games, wins, win rate, streaks, help used and the game's own
// figures), and a chart of the chosen row's last games.
type Statistics struct {
	ctx  *game.Context
	app  *App
	tab  int // game
	row  int // level row of the tab
	file *stats.File
}

// NewStatistics returns the statistics screen, opened at the game named
// (a record name; "" for the first game played).
func NewStatistics(ctx *game.Context, app *App, gameName string) *Statistics {
	s := &Statistics{ctx: ctx, app: app, file: ctx.Statistics()}
	for i, g := range app.Games {
		if g.Game != nil && (g.Game.Name == gameName || (gameName == "" && len(s.levels(i)) > 0)) {
			s.tab = i
			break
		}
	}
	return s
}

// Name implements game.Named.
func (s *Statistics) Name() string { return "statistics" }

// IsOverlay implements game.Overlay.
func (s *Statistics) IsOverlay() bool { return true }

// Still implements game.Still.
func (s *Statistics) Still() bool { return true }

// levels returns the levels the player has finished games of, in ladder
// order; "" (two people) last.
func (s *Statistics) levels(tab int) []string {
	if tab < 0 || tab >= len(s.app.Games) || s.app.Games[tab].Game == nil {
		return nil
	}
	byLevel := s.file.Games[s.app.Games[tab].Game.Name]
	var out []string
	for _, l := range engine.Levels {
		if byLevel[l.String()] != nil {
			out = append(out, l.String())
		}
	}
	if byLevel[""] != nil {
		out = append(out, "")
	}
	return out
}

// Update implements game.Scene.
func (s *Statistics) Update(ctx *game.Context) error {
	in := ctx.In
	n := len(s.app.Games)
	switch {
	case in.Pressed(input.Menu, input.Back), in.Pressed(input.Menu, input.Confirm):
		ctx.Pop()
		return nil
	case in.Repeated(input.Menu, input.Right):
		s.tab, s.row = (s.tab+1)%n, 0
	case in.Repeated(input.Menu, input.Left):
		s.tab, s.row = (s.tab-1+n)%n, 0
	case in.Repeated(input.Menu, input.Down):
		s.row = min(s.row+1, max(0, len(s.levels(s.tab))-1))
	case in.Repeated(input.Menu, input.Up):
		s.row = max(s.row-1, 0)
	}
	if in.Clicked() {
		mx, my := in.Cursor()
		for i := range s.app.Games {
			if x, y, w, h := s.tabRect(i); mx >= x && mx < x+w && my >= y && my < y+h {
				s.tab, s.row = i, 0
			}
		}
		for i := range s.levels(s.tab) {
			if y := rowY(i); my >= y-6 && my < y+30 && mx >= 110 && mx < widget.ScreenW-110 {
				s.row = i
			}
		}
	}
	return nil
}

func (s *Statistics) tabRect(i int) (x, y, w, h float64) {
	n := float64(len(s.app.Games))
	w = min(210, 1040/n)
	return widget.ScreenW/2 - w*n/2 + float64(i)*w, 96, w - 6, 36
}

func rowY(i int) float64 { return 196 + float64(i)*40 }

// levelName is a level's row title.
func levelName(l string) string {
	if l == "" {
		return "Two players"
	}
	if lv, err := engine.ParseLevel(l); err == nil {
		return "Against " + lv.Title()
	}
	return l
}

// ToastFootY implements game.ToastFoot: the title is at the top edge.
func (*Statistics) ToastFootY() float64 { return screenToasts }

// Draw implements game.Scene.
func (s *Statistics) Draw(c *widget.Canvas) {
	drawScreen(c, "Statistics")
	for i, g := range s.app.Games {
		x, y, w, h := s.tabRect(i)
		bg := widget.FeltDark
		if i == s.tab {
			bg = widget.FeltLight
		}
		c.RoundRect(x, y, w, h, 8, bg)
		if i == s.tab {
			c.RoundOutline(x, y, w, h, 8, 2, widget.Gold)
		}
		c.Text(g.Game.Title, 15, i == s.tab, x+w/2, y+10, widget.Cream, widget.AlignCenter)
	}
	levels := s.levels(s.tab)
	if len(levels) == 0 {
		c.Text("No finished games yet. Play a game against the computer to the end and it counts here.",
			19, false, widget.ScreenW/2, 300, widget.Muted, widget.AlignCenter)
		drawFooter(c, keyHints(s.ctx, [2]string{"leftright", "game"}, [2]string{"back", "close"}))
		return
	}
	g := s.app.Games[s.tab].Game
	head := []string{"", "Games", "Wins", "Win rate", "Streak", "Best", "Undo or hint used"}
	figs := s.figureKeys(g.Name, levels)
	cols := []float64{120, 330, 410, 500, 590, 670, 750}
	for i := range figs {
		cols = append(cols, 880+float64(i)*130)
	}
	for _, k := range figs {
		head = append(head, s.figureLabel(g.Name, levels, k))
	}
	for i, h := range head {
		for j, line := range c.Wrap(h, 15, true, 124) {
			c.Text(line, 15, true, cols[i], 146+float64(j)*18, widget.Muted, alignOf(i))
		}
	}
	for r, lv := range levels {
		l := s.file.Line(g.Name, lv)
		y := rowY(r)
		if r == s.row {
			c.RoundRect(106, y-6, widget.ScreenW-212, 34, 8, color.RGBA{22, 22, 22, 22}) // premultiplied: a faint light
			c.RoundOutline(106, y-6, widget.ScreenW-212, 34, 8, 2, widget.Gold)
		}
		cells := []string{levelName(lv), fmt.Sprint(l.Games), fmt.Sprint(l.Wins), fmt.Sprintf("%.0f%%", 100*l.WinRate()),
			fmt.Sprint(l.Streak), fmt.Sprint(l.Best), fmt.Sprint(l.Helped)}
		for _, k := range figs {
			cells = append(cells, figureText(l.Figures[k]))
		}
		for i, t := range cells {
			c.Text(t, 18, i == 0, cols[i], y, widget.Cream, alignOf(i))
		}
	}
	s.drawChart(c, g, levels[min(s.row, len(levels)-1)])
	drawFooter(c, keyHints(s.ctx, [2]string{"leftright", "game"}, [2]string{"updown", "level"}, [2]string{"back", "close"}))
}

func alignOf(col int) widget.Align {
	if col == 0 {
		return widget.AlignLeft
	}
	return widget.AlignCenter
}

// figureKeys returns the game's own figures that any level has, sorted.
func (s *Statistics) figureKeys(game string, levels []string) []string {
	var keys []string
	for _, lv := range levels {
		for k := range s.file.Line(game, lv).Figures {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	slices.Sort(keys)
	if len(keys) > 3 {
		keys = keys[:3] // what fits beside the common columns
	}
	return keys
}

func (s *Statistics) figureLabel(game string, levels []string, key string) string {
	for _, lv := range levels {
		if k := s.file.Line(game, lv).Figures[key]; k != nil {
			return k.Label
		}
	}
	return key
}

// figureText shows one figure: a whole number as such, a mean with two
// decimals, "-" when no game had it.
func figureText(k *stats.Kept) string {
	v, ok := k.Value()
	switch {
	case !ok:
		return "-"
	case v == math.Trunc(v):
		return fmt.Sprint(int(v))
	}
	return fmt.Sprintf("%.2f", v)
}

// drawChart draws the chosen level's last games: a point per game, gold
// for a win, joined by a line, with the score axis marked.
func (s *Statistics) drawChart(c *widget.Canvas, g *engine.Entry, level string) {
	l := s.file.Line(g.Name, level)
	x0, y0, w, h := 180.0, 430.0, float64(widget.ScreenW-360), 190.0
	c.RoundRect(x0-20, y0-40, w+40, h+70, 10, color.RGBA{0, 0, 0, 60})
	title := fmt.Sprintf("Score in the last %d games %s", len(l.Last), strings.ToLower(levelName(level)[:1])+levelName(level)[1:])
	if len(l.Last) == 1 {
		title = "Score in the last game " + strings.ToLower(levelName(level)[:1]) + levelName(level)[1:]
	}
	if g.LowerIsBetter {
		title += " (lower is better)"
	}
	c.Text(title, 16, true, x0, y0-30, widget.Cream, widget.AlignLeft)
	if len(l.Last) == 0 {
		return
	}
	lo, hi := l.Last[0].Score, l.Last[0].Score
	for _, p := range l.Last {
		lo, hi = math.Min(lo, p.Score), math.Max(hi, p.Score)
	}
	if hi == lo {
		hi, lo = hi+1, lo-1
	}
	yOf := func(v float64) float64 { return y0 + h - (v-lo)/(hi-lo)*h }
	step := w / float64(max(1, stats.Recent-1))
	c.Line(x0, y0+h, x0+w, y0+h, 1, widget.Muted)
	c.Text(figureText(&stats.Kept{Num: hi, Games: 1}), 13, false, x0-8, yOf(hi)-8, widget.Muted, widget.AlignRight)
	c.Text(figureText(&stats.Kept{Num: lo, Games: 1}), 13, false, x0-8, yOf(lo)-8, widget.Muted, widget.AlignRight)
	for i, p := range l.Last {
		x, y := x0+float64(i)*step, yOf(p.Score)
		if i > 0 {
			px, py := x0+float64(i-1)*step, yOf(l.Last[i-1].Score)
			c.Line(px, py, x, y, 2, widget.Cream)
		}
		clr := widget.Muted
		if p.Won {
			clr = widget.Gold
		}
		c.Circle(x, y, 5, clr)
	}
	c.Text("gold: a game won", 13, false, x0+w, y0+h+8, widget.Gold, widget.AlignRight)
}
