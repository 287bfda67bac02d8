package tricktable

import (
	"parlor/assets"
	"parlor/rules/trick"
	"parlor/scenes/widget"
)

// MarkTrump gives a button that names trump t its suit's symbol, printed in
// the ink art prints the suit in (two or four colours, as the cards), so a
// trump choice reads like the cards it is about. No trump gets no mark.
func MarkTrump(b *widget.Button, t trick.Trump, art *assets.Art) {
	s, ok := t.Suit()
	if !ok {
		b.Mark = ""
		return
	}
	b.Mark, b.MarkColor = s.Symbol(), art.SuitColor(s)
}
