// Package speedohui is SpeedOh: Blades on screen, in real time: the table
// (one screen's side of a session, one tick of the game per Update), and
// SpeedOh's part of the final standings (finalPart) and of the keymaps
// (Keys). The engine in rules/speedoh is the truth; the table shows its
// events as they come and card sprites only chase them, so an animation
// never holds back a press, and the UI never judges a slap itself.
package speedohui

import (
	"parlor/rules/games"
	"parlor/scenes"
)

// SeatNames are the computer players' names by seat (Choice.Seats): a
// person plays as "You", or as Player 1 and Player 2, in their seats.
var SeatNames = []string{"Ada", "Basil", "Cora", "Dmitri", "Edith", "Felix"}

// GameName is the game's name on the menu and its tab in the rules overlay.
const GameName = "SpeedOh: Blades"

// Entry is SpeedOh: Blades' place on the main menu.
var Entry = scenes.GameEntry{
	Game:     games.SpeedOh.Entry(),
	Blurb:    "2-6 players · real time · flip, spot the matching blade, slap first",
	Rules:    RulesText,
	Pictures: pictures,
	Modes:    []scenes.Mode{scenes.VsComputer, scenes.TwoPlayers, scenes.Watch},
	Keys:     Keys,
	Final:    scenes.FinalOf(finalPart),
	Names:    SeatNames,
	Table:    Open,
}

// RulesText is the in-game rules page: the rulebook in short, the rulings
// and the engine decisions players notice in plain words, with no ruling
// ids (RULINGS.md: G1, G2, G4, SO1-SO9, SO4 and SO9 said in the rules
// above; rules/speedoh: D3-D7, D12, D13), and the keys.
const RulesText = `#SpeedOh: Blades: 2-6 players, 88 cards, real time
Get rid of all your cards first. The cards show blades: 5 families (sword, axe, dagger, katana, machete), each in 4 near-identical variations, on 4 background colours and 5 background patterns. The tricky part is telling the near-identical blades apart: the four blades of a family differ in one place only. Swords differ in the pommel (round, diamond, ring or clover), axes in the rivets on the blade (1 to 4), daggers in the ends of the guard (plain, balls, hooks or spikes), katanas in the line along the blade (none, one groove, a wavy line or two grooves) and machetes in the tip (pointed, clipped, rounded or square).
#The table
All cards are dealt face down as draw piles. The Slap Card lies in the middle. In turn, starting left of the dealer, each player flips the top card of their draw pile onto their own flipped pile, face up.
#Matches
When your top card shows exactly the same blade image as another player's top card, both of you slap the Slap Card. The faster slapper wins: the slower one takes both flipped piles under their draw pile, and play continues with them. Only the image counts (not colour or pattern), unless a Color Match or Pattern Match card is in effect. With three or more matching players, the winner chooses who takes the piles.
@compare
#Wrong slaps
Slapping when your card is not part of a match is a wrong slap: you take every flipped pile on the table.
#Special cards
First Slap Wins: the first to slap gives every flipped pile to one other player. Last Slap Loses: the last to slap (or the one who never does) takes every flipped pile. Slash Oh: press your slap key to slash; the slowest slasher takes every flipped pile. Color Match and Background Pattern Match: while the card shows on top of a pile, matches compare the background colour (or pattern) instead of the image.
@specials
#Winning
A player with no draw cards is skipped when flipping; with no flipped cards either, they have won. "Last card!" is shown when a player has one draw card left.
#Where the rulebook is silent or unclear, Parlor plays it this way
You sit at the bottom of the screen, and the other players sit clockwise from you.
Every deal comes from a seed shown at the end and kept in the game's record, so it can be watched again exactly.
A tie that nothing else settles is shared.
The deck has 88 cards: 80 blade cards (each of the 20 blades once in each colour; each pattern on 16 cards, never twice on the same blade) and 8 special cards (2 First Slap Wins, 1 Last Slap Loses, 2 Color Match, 2 Pattern Match, 1 Slash Oh). The beginner deck leaves out the Pattern Match cards.
One key slaps and slashes; a second key flips. Computer players flip after a short pause, like people.
Two identical special cards match too, whatever matches compare.
A match stays open until all its players have slapped, or for 2.5 seconds; a matching player who never slaps is the slower one.
You may still slap a match after later flips, as long as it shows. The match is judged on the cards showing when the first slap lands; every card flipped after the match appeared goes back into the middle of its owner's draw pile, even one laid on a card of the match, and a card uncovered this way starts no new match.
Last Slap Loses and Slash Oh close when all but one player have reacted, or after 3 seconds; the one left (or the last) takes every flipped pile. If there is no single loser, nobody takes them. With the Totem option, Last Slap Loses works like First Slap Wins.
Only the newest Color Match or Pattern Match card counts, and only while it is on top of its pile.
Your key slashes while a Slash Oh card is waiting, and slaps at any other time. One slap counts for every match your card is in, and for a First Slap Wins or Last Slap Loses card. Pressing again after that does nothing: a double press is not a wrong slap.
Presses in the same instant are applied in a fair order drawn from the seed, never by seat.
Flips wait while a special card or a slapped match is being settled, and after each settlement the table waits a moment so everyone can see what happened: longer at a slower computer pace (Settings).
A match nobody slaps in 2.5 seconds lapses and can no longer be slapped.
A winner who chooses who takes the piles has 3 seconds; then the slowest player takes them.
When nobody can flip, every flipped pile is turned over as a new draw pile.
Three such turnovers in a row with no cards changing hands, or 30 minutes of play, end the game, and the fewest cards win.
#Controls
Player 1 (bottom): S flips, A slaps and slashes. Player 2: K flips, L slaps and slashes (the keys follow Settings, Key bindings, and are shown under each person's piles). Mouse (bottom player): click your draw pile to flip, click the Slap Card to slap. When you must choose who takes the piles, click a name, or press your flip key to move the choice and your slap key to give. Esc pauses (the clock stops and the cards lie face down), F1 opens these rules.`
