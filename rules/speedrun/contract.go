package speedrun

import (
	"fmt"
	"strings"
)

// Contract is one of the nine contracts; its value is its board number
// (SR1): 1 Win 1, 2 Win 4, 3 Most, 4 Least, 5 Win 5, 6 Middle, 7 Win 0,
// 8 Win 7, 9 Win 9. The zero Contract is none.
type Contract uint8

// The contracts by board number (SR1).
const (
	NoContract Contract = iota
	Win1
	Win4
	Most
	Least
	Win5
	Middle
	Win0
	Win7
	Win9
)

// NumContracts is the number of contracts in a Long game.
const NumContracts = 9

var contractTokens = [...]string{"none", "win1", "win4", "most", "least", "win5", "middle", "win0", "win7", "win9"}

var contractNames = [...]string{"None", "Win 1 Trick", "Win 4 Tricks", "Win Most Tricks", "Win Least Tricks", "Win 5 Tricks", "Win Middle Tricks", "Win 0 Tricks", "Win 7 Tricks", "Win 9 Tricks"}

// String returns the contract's token: win0 ... win9, least, middle, most.
func (c Contract) String() string {
	if int(c) < len(contractTokens) {
		return contractTokens[c]
	}
	return fmt.Sprintf("Contract(%d)", uint8(c))
}

// Name returns the contract's name as printed on its board.
func (c Contract) Name() string {
	if int(c) < len(contractNames) {
		return contractNames[c]
	}
	return c.String()
}

// Valid reports whether c is one of the nine contracts.
func (c Contract) Valid() bool { return c >= Win1 && c <= Win9 }

// ParseContract reads a contract token (case-insensitive).
func ParseContract(s string) (Contract, error) {
	t := strings.ToLower(s)
	for c := Win1; c <= Win9; c++ {
		if contractTokens[c] == t {
			return c, nil
		}
	}
	return NoContract, fmt.Errorf("speedrun: unknown contract %q", s)
}

// Target returns the number of tricks a Win N contract asks for, or -1 for
// Least, Middle and Most.
func (c Contract) Target() int {
	switch c {
	case Win0:
		return 0
	case Win1:
		return 1
	case Win4:
		return 4
	case Win5:
		return 5
	case Win7:
		return 7
	case Win9:
		return 9
	}
	return -1
}

// BidKind tells a contract bid from a Pass or a Redo.
type BidKind uint8

// The kinds of bid.
const (
	BidContract BidKind = iota // an uncompleted contract
	BidPass                    // the Pass card: play, score nothing (SR4)
	BidRedo                    // the Redo card, with a completed contract as target (SR4)
	// BidFaceDown is another seat's contract or Pass as the table sees
	// it (Know): a card played face down. Legal never lists it and Apply
	// refuses it.
	BidFaceDown
)

// Bid is a seat's bid for one hand. For BidRedo, Contract is the hidden
// target (NoContract where it is not known); for BidPass and BidFaceDown
// it is NoContract.
type Bid struct {
	Kind     BidKind  // contract, Pass or Redo
	Contract Contract // the contract bid, or the Redo's target
}

// String returns the bid's token: "win4", "pass", "redo win1"; "redo" and
// "face-down" for what another seat sees of a bid.
func (b Bid) String() string {
	switch b.Kind {
	case BidPass:
		return "pass"
	case BidRedo:
		if b.Contract == NoContract {
			return "redo"
		}
		return "redo " + b.Contract.String()
	case BidFaceDown:
		return "face-down"
	}
	return b.Contract.String()
}

// Difference returns the difference of seat's trick count from its
// contract's objective, given the three seats' tricks. Win N: |own - N|.
// SR5: Least own - min, Middle |own - median|, Most max - own.
func Difference(c Contract, tricks [NumPlayers]int, seat int) int {
	if seat < 0 || seat >= NumPlayers {
		return 0
	}
	own := tricks[seat]
	lo, hi := tricks[0], tricks[0]
	sum := 0
	for _, t := range tricks {
		lo, hi = min(lo, t), max(hi, t)
		sum += t
	}
	switch c {
	case Least:
		return own - lo
	case Most:
		return hi - own
	case Middle:
		return abs(own - (sum - lo - hi))
	}
	if n := c.Target(); n >= 0 {
		return abs(own - n)
	}
	return 0
}

// Score turns a difference into a hand score: the difference, or -2 for a
// perfect 0 (Perfect Bonus); doubled when the contract was revealed (SR6:
// 2 x difference, or -4 for a perfect).
func Score(diff int, revealed bool) int {
	s := diff
	if diff == 0 {
		s = -2
	}
	if revealed {
		s *= 2
	}
	return s
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
