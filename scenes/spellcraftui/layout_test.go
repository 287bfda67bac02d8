package spellcraftui

import (
	"fmt"
	"image"
	"math"
	"strings"
	"testing"

	"parlor/assets"
	"parlor/rules/spellcraft"
	"parlor/scenes/scenetest"
	"parlor/scenes/widget"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// box is a rectangle on the 1280x720 screen, named for the failure.
type box struct {
	name string
	r    image.Rectangle
}

func rect(name string, x, y, w, h float64) box {
	return box{name, image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Ceil(x+w)), int(math.Ceil(y+h)))}
}

// cardBox is where a card at pose p lies, widened for a fan's tilt.
func cardBox(name string, p widget.Pose) box {
	w, h := assets.CardW*p.Scale, assets.CardH*p.Scale
	tilt := math.Abs(math.Sin(p.Rot))
	dx, dy := h/2*tilt, w/2*tilt
	return rect(name, p.X-w/2-dx, p.Y-h/2-dy, w+2*dx, h+2*dy)
}

// tableBoxes are what the table draws apart from the choices' band: the
// hand (each card as if raised for an exchange too), the trump card with
// its name, and the others: the field, the seats' panels, the deck and
// the stakes, the tools and their keys.
func tableBoxes(tbl *Table) (hand, trump, others []box) {
	ct := tbl.cards
	for _, c := range ct.hand {
		b := cardBox("hand "+label(c), ct.sprite(c).Target())
		b.r.Min.Y -= handLift
		hand = append(hand, b)
	}
	for _, c := range ct.field {
		others = append(others, cardBox("field "+label(c), ct.sprite(c).Target()))
	}
	if tbl.shown.Trump != 0 {
		tp := ct.trumpPose()
		tb := cardBox("the trump card", tp)
		tb.r.Min.Y = int(ct.handTop() - 24) // its name above it
		trump = append(trump, tb)
	}
	for seat := range tbl.cfg.Players {
		if seat != tbl.me {
			x, y := seatCenter(tbl.place(seat), tbl.cfg.Players)
			others = append(others, rect(fmt.Sprint("the panel of ", tbl.names[seat]), x-seatW/2, y-seatH/2, seatW, seatH))
		}
	}
	x, y, w, h := mePanel()
	others = append(others, rect("your panel", x, y, w, h),
		rect("the deck and stakes", deckX-36, deckY-48, 72, 118+40+48),
		rect("the tools and keys", 16, toolY, 390, 720-toolY))
	return hand, trump, others
}

// bandBoxes are the choices' band as drawn: the prompt, the buttons and
// the slot of a message or the hint, at its widest.
func bandBoxes(h *scenetest.Harness, tbl *Table) []box {
	z := tbl.cards.zone()
	c := newCanvas(h)
	pw := c.TextWidth(tbl.turn.prompt, 19, true)
	out := []box{rect("the prompt", widget.ScreenW/2-pw/2, z.prompt, pw, promptH),
		rect("the note", widget.ScreenW/2-415, z.note, 830, noteH)}
	for _, it := range tbl.turn.rows[rowButtons] {
		b := it.btn
		out = append(out, rect("button "+b.Label, b.X, b.Y, b.W, b.H))
	}
	return out
}

// assertApart checks that no box of as overlaps one of bs.
func assertApart(t *testing.T, where string, as, bs []box) {
	t.Helper()
	for _, a := range as {
		for _, b := range bs {
			assert.False(t, a.r.Overlaps(b.r), "%s: %s %v overlaps %s %v", where, a.name, a.r, b.name, b.r)
		}
	}
}

// TestTextNeverCoversCards: at 2 to 8 players and at 100% and 150% cards,
// the prompt, the buttons and the hint's or a message's slot lie between
// the field and the hand, clear of every card (a card raised for an
// exchange too), panel and the stakes; the trump card, at the hand's size,
// overlaps nothing; every seat's panel lines fit it.
func TestTextNeverCoversCards(t *testing.T) {
	for players := 2; players <= 8; players++ {
		for _, zoom := range []int{100, 150} {
			where := fmt.Sprintf("%d players at %d%%", players, zoom)
			h, tp := newHarness(t, spellcraft.Config{Players: players, Trump: true}, uint64(players))
			tbl := *tp
			h.Ctx().Settings.CardScale = zoom
			untilMyTurn(t, h, tbl, spellcraft.PhaseBid)
			hand, trump, others := tableBoxes(tbl)
			assert.Len(t, trump, 1, where)
			assert.NotEmpty(t, tbl.turn.rows[rowButtons], where)
			band := bandBoxes(h, tbl)
			assertApart(t, where, band, append(append(hand, trump...), others...))
			assertApart(t, where, trump, append(hand, others...))
			assertPanelsFit(t, h, tbl, where)
			if players == 2 || players == 6 {
				h.Shot(fmt.Sprintf("spellcraft-bid-%d-%d", players, zoom))
			}
		}
	}
}

// assertPanelsFit checks every other seat's panel: its lines fit its width
// and "Last turn:" leads when the panel shows the turn before.
func assertPanelsFit(t *testing.T, h *scenetest.Harness, tbl *Table, where string) {
	t.Helper()
	c := newCanvas(h)
	for seat := range tbl.cfg.Players {
		if seat == tbl.me {
			continue
		}
		lines := tbl.turnLines(c, seat, panelRows)
		for _, l := range lines {
			assert.LessOrEqual(t, c.TextWidth(l, 14, false), seatW-24, "%s: %q", where, l)
		}
		if len(lines) > 0 && tbl.logTurn < tbl.shown.Turn {
			assert.Regexp(t, `^Last turn: `, lines[0], where)
		}
	}
}

// TestFieldRowsCloseUpAboveTheChoices: a field of any size ends above the
// choices' band at every card size.
func TestFieldRowsCloseUpAboveTheChoices(t *testing.T) {
	for _, zoom := range []float64{1, 1.25, 1.5} {
		ct := &cardTable{zoom: zoom}
		bottom := ct.zone().prompt - 4
		for n := 1; n <= 40; n++ {
			last := fieldPose(n-1, n, bottom)
			assert.LessOrEqual(t, last.Y+assets.CardH*fieldScale/2, bottom+0.01, "%d cards at %v", n, zoom)
			if n > 10 {
				first := fieldPose(0, n, bottom)
				assert.GreaterOrEqual(t, last.Y-first.Y, assets.CardH*fieldScale/3, "%d cards at %v: each row shows its corners", n, zoom)
			}
		}
	}
}

// TestManyTargetsFitTheBand: seven black-joker targets, named long, fit
// the band's row, each label inside its button.
func TestManyTargetsFitTheBand(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 8}, 3)
	tbl := *tp
	h.Step(2)
	tbl.names = []string{"You", "Ada", "Bartholomew", "Cora", "Dmitri", "Evangeline", "Felix", "Greta"}
	v := &tbl.view
	v.Phase, v.Legal, v.Showdown = spellcraft.PhaseBlackJoker, nil, &spellcraft.RoundResult{}
	for seat := 1; seat < 8; seat++ {
		v.Legal = append(v.Legal, spellcraft.Target(seat))
		v.Showdown.Scores[seat].Total = 20 + seat
	}
	tbl.turn.build(tbl)
	bs := tbl.turn.rows[rowButtons]
	require.Len(t, bs, 7)
	c := newCanvas(h)
	first, last := bs[0].btn, bs[6].btn
	assert.LessOrEqual(t, last.X+last.W-first.X, buttonsW+0.01, "the row is no wider than the band")
	for i, it := range bs {
		b := it.btn
		assert.LessOrEqual(t, c.TextWidth(b.Label, b.H*0.42, true), b.W-14+0.01, "%q fits its button", b.Label)
		assert.True(t, it.takes(spellcraft.Target(i+1)), "%q aims at %s", b.Label, tbl.names[i+1])
		name, _, _ := strings.Cut(strings.TrimSuffix(b.Label, "."), " (")
		assert.True(t, strings.HasPrefix(tbl.names[i+1], name), "%q names %s", b.Label, tbl.names[i+1])
	}
}
