package speedrun

// Entry is one cell of the contract board: one seat's standing result for
// one contract.
type Entry struct {
	Done     bool `json:"done"`     // the contract has been completed (played once)
	Tricks   int  `json:"tricks"`   // tricks won in the standing attempt
	Score    int  `json:"score"`    // standing score, doubled if that attempt was revealed
	Perfect  bool `json:"perfect"`  // the standing attempt earned the Perfect Bonus
	Revealed bool `json:"revealed"` // the standing attempt was revealed (SR6)
	Redos    int  `json:"redos"`    // Redo cards spent on this contract
}

// Settle returns the entry that stands after a Redo attempt (SR4, SR6): the
// attempt replaces the standing entry only if its score is lower (better);
// otherwise the standing entry stays. Either way the Redo is counted.
func Settle(standing, attempt Entry) Entry {
	out := standing
	if attempt.Score < standing.Score {
		out = attempt
	}
	out.Done = true
	out.Redos = standing.Redos + 1
	return out
}

// PlayerBoard is one seat's column of the contract board.
type PlayerBoard struct {
	// Entries is indexed by Contract (board number); index 0 is unused.
	Entries    [NumContracts + 1]Entry `json:"entries"`
	PassesUsed int                     `json:"passesUsed"` // Pass cards played
	RedosUsed  int                     `json:"redosUsed"`  // Redo cards played
}

// Total returns the sum of the seat's standing scores.
func (p *PlayerBoard) Total() int {
	t := 0
	for _, e := range p.Entries {
		t += e.Score
	}
	return t
}

// Completed returns how many contracts the seat has completed (SR7: Pass
// and unused cards are not contracts; a Redo does not add one).
func (p *PlayerBoard) Completed() int {
	n := 0
	for _, e := range p.Entries {
		if e.Done {
			n++
		}
	}
	return n
}

// Perfects returns how many Perfect Bonuses stand on the seat's board.
func (p *PlayerBoard) Perfects() int {
	n := 0
	for _, e := range p.Entries {
		if e.Perfect {
			n++
		}
	}
	return n
}

// Board is the contract board the UI draws: one column per seat.
type Board [NumPlayers]PlayerBoard

// Totals returns every seat's total.
func (b *Board) Totals() [NumPlayers]int {
	var t [NumPlayers]int
	for i := range b {
		t[i] = b[i].Total()
	}
	return t
}

// Winners returns the winning seats in ascending order (SR7): lowest total,
// then most contracts completed, then most Perfect Bonuses standing, then
// a shared victory (G4).
func (b *Board) Winners() []int {
	m := b.winnersMask()
	var out []int
	for i := 0; i < NumPlayers; i++ {
		if m&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// rank orders seats by SR7; a smaller key ranks ahead. Totals are bounded
// well inside the field widths.
func (b *Board) rankKey(i int) int {
	p := &b[i]
	return (p.Total()+1000)*10000 - p.Completed()*100 - p.Perfects()
}

// winnersMask is Winners as a seat bitmask; it does not allocate, so a
// playout can end a game.
func (b *Board) winnersMask() uint8 {
	best, m := 0, uint8(0)
	for i := 0; i < NumPlayers; i++ {
		k := b.rankKey(i)
		switch {
		case i == 0 || k < best:
			best, m = k, 1<<i
		case k == best:
			m |= 1 << i
		}
	}
	return m
}
