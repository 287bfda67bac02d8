package scenes

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strings"

	"parlor/game/room"
	"parlor/scenes/widget"
)

// NotesPlace is a table that says where the lines about its seats that
// being online adds (a person away, a computer playing for them) go: a
// band its own drawing leaves free, from (x, y) down, aligned as align
// says, or side by side across it, centred on x (a band one line high). A
// table that does not say has them centred under its header.
type NotesPlace interface {
	NotesAt() (x, y float64, align widget.Align, across bool)
}

// SeatNoted is a table that writes what being online adds about a seat
// (away, a computer playing for them) beside the seat's own name: the
// online table hands it the words by seat once, and draws no band.
type SeatNoted interface {
	SetSeatNotes(note func(seat int) string)
}

// seatNote is what a seat's label says of its person away: the countdown
// before a computer takes the seat, then that one plays it; at a table on
// a turn clock, the seconds they have left while the game waits on them
// ("" for a seat whose person is here and not on the clock, or that is a
// computer's).
func seatNote(s room.SeatState) string {
	switch {
	case !s.Taken:
		return ""
	case s.Idle:
		return "out of time: a computer plays for " + s.Name
	case s.Here:
		return clockWords(s)
	case s.Standing:
		return "away: a computer plays for " + s.Name
	case s.Away > 0:
		return fmt.Sprintf("away: a computer plays in %d s", s.Away)
	}
	return "away"
}

// clockWords are a seat's seconds left, while the game waits on them: the
// move's own, then the extra time of their bank.
func clockWords(s room.SeatState) string {
	switch {
	case !s.OnClock:
		return ""
	case s.Clock > 0:
		return fmt.Sprintf("%d s to move", s.Clock)
	}
	return fmt.Sprintf("extra time: %d s", s.Bank)
}

// ownNote is what the person's own seat says: their seconds while the
// game waits on them, or how to take their seat back from the computer.
func ownNote(s room.SeatState) string {
	switch {
	case s.Idle:
		return "out of time: press a key"
	case s.OnClock:
		return ownClock(s)
	}
	return ""
}

// ownClock is the person's own seconds left.
func ownClock(s room.SeatState) string {
	if s.Clock > 0 {
		return fmt.Sprintf("%d s left", s.Clock)
	}
	return fmt.Sprintf("%d s of extra time left", s.Bank)
}

// awayWords are the lines about the seats: the person's own clock or
// their seat a computer took when time ran out, another person's clock
// while the game waits on them, and the seats whose people are away, by
// name: the countdown before a computer takes a seat, then that one plays
// it. Two lines at most: a table has room for two, and the people away
// beyond the first line's are named together.
func awayWords(st room.State) []string {
	var head, away, names []string
	for i, s := range st.Seats {
		switch {
		case !s.Taken:
		case i == st.You && s.Idle:
			head = append(head, "A computer plays for you, as your time ran out: press any key to play again")
		case i == st.You && s.OnClock:
			head = append(head, "Your move: "+ownClock(s))
		case i == st.You: // never away on their own screen
		case s.Here && !s.Idle:
			if w := clockWords(s); w != "" {
				head = append(head, s.Name+": "+w)
			}
		default:
			names = append(names, s.Name)
			away = append(away, awayLine(s))
		}
	}
	switch left := 2 - min(len(head), 2); {
	case len(away) <= left:
		return append(head, away...)[:min(2, len(head)+len(away))]
	case left == 2:
		return []string{away[0], together(names[1:], "away too")}
	case left == 1:
		return []string{head[0], together(names, "away")}
	}
	return head[:2]
}

// awayLine says where a person away stands.
func awayLine(s room.SeatState) string {
	switch {
	case s.Idle:
		return fmt.Sprintf("%s is out of time: a computer plays for %s", s.Name, s.Name)
	case s.Standing:
		return fmt.Sprintf("%s is away: a computer plays for %s", s.Name, s.Name)
	case s.Away > 0:
		return fmt.Sprintf("%s is away: a computer plays in %d s", s.Name, s.Away)
	}
	return s.Name + " is away"
}

// together names several people at once: "Ann and Ben are away".
func together(names []string, what string) string {
	if len(names) == 1 {
		return names[0] + " is " + what
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are " + what
}

// The away lines: readable at 1280x720, each in a dark band of its own.
const (
	awaySize = 17.0
	awayH    = 30.0
	awayGap  = 4.0
	awayPad  = 14.0
)

// awayBoxes are where the away lines go on t, in logical pixels: x, y,
// width and height of each.
func awayBoxes(c *widget.Canvas, t Table, lines []string) [][4]float64 {
	x, y, align, across := widget.ScreenW/2.0, 108.0, widget.AlignCenter, false
	if p, ok := t.(NotesPlace); ok {
		x, y, align, across = p.NotesAt()
	}
	ws := make([]float64, len(lines))
	total := -awayGap
	for i, s := range lines {
		ws[i] = c.TextWidth(s, awaySize, true) + 2*awayPad
		total += ws[i] + awayGap
	}
	out := make([][4]float64, len(lines))
	left := x - total/2 // across: the boxes side by side, centred on x
	for i, w := range ws {
		bx, by := left, y
		switch {
		case across:
			left += w + awayGap
		case align == widget.AlignCenter:
			bx, by = x-w/2, y+float64(i)*(awayH+awayGap)
		case align == widget.AlignRight:
			bx, by = x-w, y+float64(i)*(awayH+awayGap)
		default:
			bx, by = x, y+float64(i)*(awayH+awayGap)
		}
		out[i] = [4]float64{bx, by, w, awayH}
	}
	return out
}

// awayBand keeps the away lines of an online table: what it shows, and
// where it last drew them, for a table drawn in parts to paint over. On a
// table that notes its seats itself (SeatNoted) it draws nothing.
type awayBand struct {
	lines, drawn []string
	rects        []image.Rectangle
	st           room.State // the table's state the lines were made from
	noted        bool       // the table notes its seats itself
}

// update takes the lines from the table's state (only a game under way
// has people away); a table that notes its seats itself is handed the
// words the first time.
func (a *awayBand) update(t Table, st room.State, ok bool) {
	a.st, a.lines = st, nil
	if ok && st.Phase == room.Playing {
		a.lines = awayWords(st)
	}
	if n, is := t.(SeatNoted); is && !a.noted {
		a.noted = true
		n.SetSeatNotes(a.note)
	}
}

// note is seat's note, for a table that notes its seats: the person
// here only hears of their clock.
func (a *awayBand) note(seat int) string {
	if seat < 0 || seat >= len(a.st.Seats) || a.st.Phase != room.Playing {
		return ""
	}
	if seat == a.st.You {
		return ownNote(a.st.Seats[seat])
	}
	return seatNote(a.st.Seats[seat])
}

// still reports whether the lines drawn are those to show.
func (a *awayBand) still() bool { return slices.Equal(a.lines, a.drawn) }

// mark asks a table drawn in parts to repaint where the lines were and
// where they go, before it draws.
func (a *awayBand) mark(c *widget.Canvas, t Table) {
	if !c.Kept || a.noted {
		return
	}
	c.Dirty = append(c.Dirty, a.rects...)
	for _, b := range awayBoxes(c, t, a.lines) {
		c.Dirty = append(c.Dirty, c.DeviceRect(b[0], b[1], b[2], b[3]))
	}
}

// draw draws the lines over the table.
func (a *awayBand) draw(c *widget.Canvas, t Table) {
	a.drawn, a.rects = a.lines, a.rects[:0]
	if a.noted {
		return // the table drew the notes beside its seats' names
	}
	for i, b := range awayBoxes(c, t, a.lines) {
		c.RoundRect(b[0], b[1], b[2], b[3], b[3]/2, color.RGBA{0, 0, 0, 185})
		c.RoundOutline(b[0], b[1], b[2], b[3], b[3]/2, 1.5, widget.Gold)
		c.Text(a.lines[i], awaySize, true, b[0]+b[2]/2, b[1]+5, widget.Cream, widget.AlignCenter)
		a.rects = append(a.rects, c.DeviceRect(b[0], b[1], b[2], b[3]))
	}
}
