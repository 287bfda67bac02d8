package engine

// Figure is one of a game's own statistics for one seat after one game
// (Speed Run's perfect bonuses, Spit's cards per minute), for the
// statistics screen to keep over many games. A game's Spec lists them.
type Figure struct {
	Key   string // stable name in the statistics file: "perfects"
	Label string // for players: "Perfect bonuses"
	// Num and Den are this game's part: a total has Den 0; a mean over
	// something (score per hand, cards per minute) is kept as the sums of
	// Num and Den over every game.
	Num, Den float64
	// Best keeps the best single game instead of a sum (fastest win):
	// Lowest or Highest Num; games that have no such figure leave it out.
	Best Best
}

// Best says which single value of a Figure is best.
type Best uint8

// Kinds of Figure.
const (
	Sum     Best = iota // kept as a sum (or a ratio of sums)
	Lowest              // the lowest single value is the best (fastest win)
	Highest             // the highest single value is the best
)
