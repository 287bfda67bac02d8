package scenes

import (
	"parlor/assets"
	"parlor/scenes/widget"
)

// The Key bindings screen's bands, for the layout test.
const (
	KeysVisible = keysVisible
	KeysTop     = keysTop
	KeysRowH    = keysRowH
	KeysGap     = keysGap
	KeysArrowY  = keysArrowY
	KeysMsgY    = keysMsgY
)

// KeyHints is keyHints, for the footer test.
var KeyHints = keyHints

// Places is places, for the standings test.
var Places = places

// RulesLines lays text out as the rules page does, measured with fonts:
// each line's text, whether it is small print, and its top from the
// page's top.
func RulesLines(fonts *assets.Assets, text string) (lines []string, small []bool, tops []float64) {
	mc := widget.Canvas{Scale: 1, Fonts: fonts}
	for _, l := range layoutPage(&mc, text, nil).lines {
		lines, small, tops = append(lines, l.text), append(small, l.style == smallPrint), append(tops, l.top)
	}
	return lines, small, tops
}

// Pages returns the rules overlay's pages as it shows them, tab by tab:
// each tab's name and text (Controls first, then every game).
func (r *Rules) Pages() (tabs, texts []string) { return r.tabs, r.texts }

// SmallFont is the small print's size.
const SmallFont = smallFont

// CardBounds returns where the menu's dealt cards are drawn now: each
// card's logical box, x0, y0, x1, y1.
func (m *Menu) CardBounds() [][4]float64 {
	var out [][4]float64
	for _, s := range m.deal.sprites {
		x0, y0, x1, y1 := s.Look().Bounds(assets.CardW, assets.CardH, 0)
		out = append(out, [4]float64{x0, y0, x1, y1})
	}
	return out
}

// Labels returns the History's rows as they read.
func (h *History) Labels() []string {
	out := make([]string, len(h.items))
	for i, it := range h.items {
		out[i] = h.rowLabel(it)
	}
	return out
}

// Fields returns what the lobby's name and invite code fields hold.
func (l *Lobby) Fields() (name, code string) { return l.name.Text, l.code.Text }

// AwayWords and AwayBoxes are the lines an online table shows about the
// seats whose people are away, and where they go on a table.
var (
	AwayWords = awayWords
	AwayBoxes = awayBoxes
)

// DrawAway draws the away lines over t as an online table does.
func DrawAway(c *widget.Canvas, t Table, lines []string) {
	(&awayBand{lines: lines}).draw(c, t)
}

// SaysGoesOn reports whether the pause says the game goes on for the
// others.
func (p *Pause) SaysGoesOn() bool { return p.goesOn }

// AssistRefused is what an online table does with Hint and Undo.
var AssistRefused = assistRefused

// Bounds returns where the question's text ends, its answers begin and
// its panel ends, and how many lines the text took.
func (q *Question) Bounds() (textBottom, answersTop, panelBottom float64, lines int) {
	return q.top + 80 + float64(len(q.lines))*questionLine, q.btnY, q.top + q.height(), len(q.lines)
}
