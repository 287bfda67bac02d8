package speedrunui

import (
	"parlor/assets"
	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/rules/trick"
	"parlor/scenes"
	"parlor/scenes/tricktable"
	"parlor/scenes/widget"
)

// The rules page's pictures (RulesText places them): a trick and its
// winner, and the contract board drawn by the board's own code.

// TrickExample is the rules page's trick: no trump, 10 High; West leads,
// East follows higher, and you, with no card of the suit led, play the
// highest card of another suit, which cannot win.
var TrickExample = tricktable.TrickPicture{
	Deck:  speedrun.Deck,
	Rules: trick.Rules{}, // no trump, 10 High all hand
	Trick: tricktable.Played(1, cards.New(cards.Spades, 7), cards.New(cards.Spades, 9), cards.New(cards.Hearts, 10)),
	Names: SeatNames,
	Caption: "No trump, 10 High. West leads 7♠ and East follows with 9♠; you have no spades and play 10♥. " +
		"East's 9♠ is the highest card of the suit led and wins the trick: a card of another suit never wins " +
		"unless it is trump, however high it is.",
}

// exampleHand is one hand of the example board: the tricks each seat won
// and what each bid (NoContract: Pass).
type exampleHand struct {
	tricks [speedrun.NumPlayers]int
	bids   [speedrun.NumPlayers]speedrun.Contract
}

// exampleHands are three hands of a short game, scored below by the rules.
var exampleHands = []exampleHand{
	{[3]int{4, 5, 3}, [3]speedrun.Contract{speedrun.Win4, speedrun.Win1, speedrun.Least}},
	{[3]int{2, 6, 4}, [3]speedrun.Contract{speedrun.Win1, speedrun.Most, speedrun.Win5}},
	{[3]int{5, 3, 4}, [3]speedrun.Contract{speedrun.Least, speedrun.Win4, speedrun.NoContract}},
}

// exampleBoard is the contract board after exampleHands, each entry
// scored by speedrun.Difference and speedrun.Score as the game scores it.
func exampleBoard() speedrun.View {
	v := speedrun.View{Config: speedrun.Config{Length: speedrun.Short}}
	for _, h := range exampleHands {
		for seat, con := range h.bids {
			pb := &v.Board[seat]
			if con == speedrun.NoContract {
				pb.PassesUsed++
				continue
			}
			d := speedrun.Difference(con, h.tricks, seat)
			pb.Entries[con] = speedrun.Entry{Done: true, Tricks: h.tricks[seat], Score: speedrun.Score(d, false), Perfect: d == 0}
		}
	}
	v.Totals = v.Board.Totals()
	return v
}

// boardCaption is the words beside the example board.
const boardCaption = "The contract board after three hands of a short game (Tab shows it at the table). " +
	"A row per contract: a player's completed contracts show the tricks won and the score, " +
	"and a completed contract cannot be bid again (only redone). Circled in red: a Perfect Bonus. " +
	"East passed in hand 3, so East's one Pass is used. Lowest total wins."

// The board picture: the board at boardK of its size, the caption right.
const (
	boardK     = 0.7
	boardLines = 13
)

func drawBoardPicture(c *widget.Canvas, _ *assets.Art, x, y float64) {
	v := exampleBoard()
	w, h := boardSize(v)
	ph := float64(boardLines) * scenes.RulesLine
	z := scenes.Zoom(c, boardK, 0, 0, x, y+(ph-h*boardK)/2)
	drawBoard(&z, v, SeatNames[:], 0, 0)
	tx := x + w*boardK + 24
	tw := scenes.RulesWidth - (tx - x)
	scenes.DrawCaption(c, boardCaption, tx, y+(ph-scenes.CaptionHeight(c, boardCaption, tw))/2, tw)
}

// pictures are Speed Run's rules page pictures by marker name.
var pictures = map[string]scenes.RulesPicture{
	"trick": TrickExample.Picture(),
	"board": {Lines: boardLines, Draw: drawBoardPicture},
}
