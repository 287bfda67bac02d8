package stepstones

import "parlor/rules/engine"

// Row is one contract's row of the scoresheet.
type Row struct {
	Contract Contract
	Done     [NumPlayers]bool // the seat has a value in the row
	Tricks   [NumPlayers]int  // the value when Done
	// Complete: every seat has a value, so the row's game points count
	// (SS3); Points and First are meaningful only then.
	Complete bool
	Points   [NumPlayers]int
	First    [NumPlayers]bool // placed first, a tie for first included (SS8)
}

// Scoresheet is the sheet as the UI draws it: a row per contract in sheet
// order, the totals of the complete rows' game points and the number of
// rows each seat placed first in.
type Scoresheet struct {
	Sheet  Sheet
	Rows   [NumRows]Row
	Totals [NumPlayers]int
	Firsts [NumPlayers]int
}

// rankPoints are the game points of first, second and last place (SS3).
var rankPoints = [NumPlayers]int{3, 1, -1}

// RowPoints returns the game points of a complete row with the given trick
// values (SS3): first +3, second +1, last -1; tied seats share the points
// of the ranks they span (two tied first 2 each, two tied last 0 each, all
// three 1 each). More tricks rank higher, fewer when lose is set. first
// reports the seats placed first, ties included.
func RowPoints(tricks [NumPlayers]int, lose bool) (points [NumPlayers]int, first [NumPlayers]bool) {
	for i := 0; i < NumPlayers; i++ {
		better, tied := 0, 0
		for j := 0; j < NumPlayers; j++ {
			switch {
			case j == i:
			case tricks[j] == tricks[i]:
				tied++
			case (tricks[j] > tricks[i]) != lose:
				better++
			}
		}
		sum := 0
		for k := better; k <= better+tied; k++ {
			sum += rankPoints[k]
		}
		points[i] = sum / (tied + 1) // every split of 3, 1, -1 is whole
		first[i] = better == 0
	}
	return points, first
}

// buildSheet computes the drawable sheet from the cells, the game points
// always from the rows' current values (SS3).
func buildSheet(sh Sheet, cells *[NumRows][NumPlayers]int8) Scoresheet {
	out := Scoresheet{Sheet: sh}
	for r, c := range sh.Rows() {
		row := &out.Rows[r]
		row.Contract = c
		row.Complete = true
		for p := 0; p < NumPlayers; p++ {
			v := cells[r][p]
			row.Done[p] = v >= 0
			if v >= 0 {
				row.Tricks[p] = int(v)
			} else {
				row.Complete = false
			}
		}
		if !row.Complete {
			continue
		}
		row.Points, row.First = RowPoints(row.Tricks, c.Lose())
		for p := 0; p < NumPlayers; p++ {
			out.Totals[p] += row.Points[p]
			if row.First[p] {
				out.Firsts[p]++
			}
		}
	}
	return out
}

// Winners returns the winning seats (SS8, G4): the highest total; among
// tied totals, the most rows placed first; a tie beyond that is shared.
func (sc *Scoresheet) Winners() []int { return engine.SeatSet(winnersOf(sc)).List() }

func winnersOf(sc *Scoresheet) uint8 {
	var m uint8
	best, bestFirsts := 0, 0
	for i := 0; i < NumPlayers; i++ {
		t, f := sc.Totals[i], sc.Firsts[i]
		switch {
		case m == 0 || t > best || (t == best && f > bestFirsts):
			m, best, bestFirsts = 1<<i, t, f
		case t == best && f == bestFirsts:
			m |= 1 << i
		}
	}
	return m
}

func winnersMask(sh Sheet, cells *[NumRows][NumPlayers]int8) uint8 {
	sc := buildSheet(sh, cells)
	return winnersOf(&sc)
}

// BuildScoresheet computes the drawable sheet for the given trick values,
// -1 for an empty cell (for previews, summaries and tests).
func BuildScoresheet(sh Sheet, values [NumRows][NumPlayers]int) Scoresheet {
	var cells [NumRows][NumPlayers]int8
	for r := range values {
		for p, v := range values[r] {
			if v < 0 {
				v = -1
			}
			cells[r][p] = int8(v)
		}
	}
	return buildSheet(sh&1, &cells)
}
