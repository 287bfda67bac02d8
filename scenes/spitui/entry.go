// Package spitui is Speed / Spit on screen, in real time: the table on a
// session (one tick of the game's clock per Update), the between-rounds
// scoreboard, and Spit's part of the shared final standings (finalPart)
// and of the keymaps (Keys). The engine in rules/spit is the truth; card
// sprites only chase it, so an animation never holds back a press.
package spitui

import (
	"parlor/rules/games"
	"parlor/rules/spit"
	"parlor/scenes"
)

// GameName is the game's name on the menu and its tab in the rules overlay.
const GameName = "Speed / Spit"

// SeatNames are the computer players' names by seat (scenes.Choice.Seats):
// watching two computers, both; against the computer, seat 1's. People
// are "You", or "Player 1" and "Player 2" on a shared keyboard.
var SeatNames = [spit.NumPlayers]string{"Ada", "Basil"}

// Entry is Speed / Spit's place on the main menu.
var Entry = scenes.GameEntry{
	Game:     games.Spit.Entry(),
	Blurb:    "2 players · real time · race to empty your stock piles onto the spit piles",
	Rules:    RulesText,
	Pictures: pictures,
	Table:    Open,
	Names:    SeatNames[:],
	Modes:    []scenes.Mode{scenes.VsComputer, scenes.TwoPlayers, scenes.Watch},
	Keys:     Keys,
	Final:    scenes.FinalOf(finalPart),
}

// RulesText is the in-game rules page: the rulebook in short, the
// variations, and every ruling and engine decision players notice, in
// plain sentences with no ruling ids (RULINGS.md: G1, G2, G4, SP1-SP7;
// rules/spit: D1, D3, D4, D7, D13, the fair order).
const RulesText = `#Speed / Spit: 2 players, 52 cards, real time
Get rid of your cards first. There are no turns: both players play as fast as they can.
#The table
Each player has five stock piles (1, 2, 3, 4 and 5 cards; only the top card face up) and a face-down draw pile of the other 11 cards (the spit cards). Between the players lie the two spit piles (centre piles).
@table
#Playing
Play the top card of a stock pile onto either centre pile if it is one rank up or down: a 3 goes on a 2 or a 4. Suits do not matter. Ranks wrap: an ace goes on a 2 or a king. When a stock pile is empty, you may move the top card of another pile (of two or more cards) into the empty slot; you never have more than five piles. A face-down card that comes to the top turns face up.
#Spit!
When neither player can move, a 3-2-1 countdown runs and both players turn the top card of their draw pile onto the centre piles, each onto their own. You may press Spit earlier; the spit happens when both have pressed. If one player has no draw cards, the other spits alone and chooses the pile.
#End of a round
The round ends the moment one player's stock is empty. Both race to claim the smaller centre pile: the first claim gets the pile claimed, the other player takes the other pile. Everyone gathers their cards (stock, draw pile and the pile taken), shuffles, and deals a new layout. A player with fewer than 15 cards (10 with four piles) builds piles 1, 2, 3... as far as the cards go, has no draw pile and does not spit: the round starts with a single centre pile, and the loser of that round takes it. The player who ends a round with no cards at all wins the game.
#Variations (mix and match in the setup)
1. Four stock piles. 2. Plays must alternate red and black. 3. The round winner chooses a centre pile; no race. 4. Two face-up stock cards of equal rank may be stacked, to uncover a card or free a slot.
#Short version
Ten cards go face down in the middle: a pile of 5 spit cards on each side and two single cards that start the centre piles. The rest is split between the players as draw piles; you hold a hand of four and refill it from your draw pile as you play. When nobody can play, both spit from the piles of spit cards. When those run out, the centre piles are turned over to become the new spit cards. The first player to empty hand and draw pile wins.
#Where the rulebook is silent or unclear, Parlor plays it this way
You sit at the bottom of the screen.
Every deal comes from a seed shown at the end and kept in the game's record, so it can be watched again exactly.
A tie that nothing else settles is shared.
There are 52 cards and no jokers. An ace is next to both the 2 and the king; suits count only with variation 2.
A face-down stock card that comes to the top turns face up by itself (a setup option lets you turn it by hand).
When neither player can move, a 3-2-1 countdown shows and both spit at zero. Pressing Spit earlier spits as soon as both have pressed. A player with no draw cards does not spit: the other spits alone and picks the pile.
If neither player can move and neither has draw cards, the cards of the centre piles, all but the top ones, are shuffled and dealt back evenly as new draw piles. If there is nothing to deal back, the round ends and the player with fewer stock cards wins it.
A round ends the moment one player's stock is empty. Both race to claim the smaller centre pile with the claim key (the computer races at its own reaction time), and the first claim gets the pile it names. With variation 3 the round's winner chooses instead.
A player with fewer than 15 cards (10 with four piles) builds complete piles 1, 2, 3... as far as the cards go, with the leftovers on the last pile and no draw pile. With a single centre pile, the round's loser takes it. A player left with no cards at all wins the game.
All four variations and the short version are setup options and may be mixed.
When both players spit, each spits onto their own centre pile, always the same one: on a shared screen the bottom player's is the left one and the top player's the right one; playing online from the second seat, yours is the right one.
"Nobody can move" means nobody has a useful move: a play, a card turned by hand, or a move or stack that uncovers a card or a card that can be played. Shuffling face-up cards between slots does not stop the countdown.
Spitting alone, you name the pile: Spit, then left or right. The spit happens when the other player has pressed Spit too or the countdown ends; if it ends first, it waits for you to name the pile. With a single centre pile you keep to that pile.
A Spit press stands until the spit happens, even if play goes on. The table stops showing it once either player plays, and shows it again if you press Spit again; the spit comes as soon as the other player presses Spit or the countdown ends. After a spit that still leaves nobody able to move, the countdown starts again from 3.
When a round ends because nobody can move and nobody has draw cards, and both have as many stock cards, the round is shared: both race for the two centre piles (even with variation 3), or a single centre pile is shuffled and dealt back evenly.
Presses in the same instant are settled in a fair order drawn from the seed, never by who sits where; the slower press of such a tie is told it came too late.
#Controls
Player 1 (bottom): pile keys 1-5 select a stock pile (it lifts); Q plays the selected card onto the left centre pile, W onto the right; with no pile selected they only remind you to pick one. A refused play leaves the pile selected. Select a pile, then press the key of an empty slot to move the card there (variation 4: press the key of a pile with an equal card to stack it). E says Spit (spitting alone: E, then Q or W). R claims at round end: hold or press R, then Q or W. Player 2 (top) uses 6-0, U, I, O and P the same way. The keys shown on the table follow Settings, Key bindings.
Mouse (bottom player): drag a card onto a centre pile or an empty slot, or click a card and then the pile. Click your draw pile or the Spit button to spit; click a centre pile to claim it at round end. Esc pauses (the clock stops and the cards lie face down), F1 opens these rules.`
