package speedrunui

import (
	"parlor/rules/games"
	"parlor/scenes"
)

// Entry is Speed Run's place on the main menu.
var Entry = scenes.GameEntry{
	Game:     games.SpeedRun.Entry(),
	Blurb:    "3 players · everyone secretly bids a contract every hand · lowest score wins",
	Rules:    RulesText,
	Pictures: pictures,
	Table:    Open,
	Say:      say,
	Names:    SeatNames[:],
	Final:    scenes.FinalOf(finalPart),
}

// RulesText is the in-game rules page: the rulebook in short, with the
// rulings that settle what it leaves open in plain words, with no ruling
// ids (RULINGS.md: G1-G3, then SR1-SR8; G4 is the last tie-break).
const RulesText = `#Speed Run: 3 players, 40 cards (1-10 in four suits)
Every hand, every player is a declarer: each secretly bids one of their contracts, and scores the difference between the tricks they win and the contract's target. Hitting it exactly scores -2 (the Perfect Bonus). Lowest total wins.
#A hand
1. Deal: 12 cards each; 4 stay face down and unseen (shown in the end-of-hand summary).
2. The start player picks the trump suit (a suit or no trump) OR the card ranking; the next player clockwise picks the other. Rankings: 10 High, 1 High, Slalom (switches every trick) and Bell Curve (switches after tricks 4 and 8); for Slalom and Bell Curve the player who picks it chooses whether the first trick is 10 High or 1 High.
3. Everyone picks a contract at the same time, face down. You cannot pick a contract you have completed. Pass: you play the tricks but score nothing. Redo: shown at once; you secretly name a contract you already completed and try it again.
4. The third player leads the first trick. Must follow suit, may beat or not; if you cannot follow, play anything. Highest trump wins, else the highest card of the led suit. The winner leads next.
@trick
5. After 12 tricks the contracts are revealed and scored.
#Contracts (board numbers)
1 Win 1 · 2 Win 4 · 3 Most · 4 Least · 5 Win 5 · 6 Middle · 7 Win 0 · 8 Win 7 · 9 Win 9. Short game: boards 1-5, 1 Pass, 1 Redo, 6 hands. Medium: 1-7, 2 Pass, 1 Redo, 9 hands. Long: 1-9, 2 Pass, 2 Redo, 12 hands.
Most/Least/Middle: your difference is how many tricks you were from being (tied for) the most, the least or the middle.
@board
#Contract Reveal variant
Before the first card is led, in seat order from the leader, a player may reveal their contract. A revealed contract scores double: twice the difference, or -4 for a perfect. Pass cannot be revealed.
#End of the game
Lowest total wins; if tied, most contracts completed; then most Perfect Bonuses; then the victory is shared.
#Where the rulebook is silent or unclear, Parlor plays it this way
You sit at the bottom; play goes clockwise, with West on your left and East on your right.
Every deal comes from a seed shown at the end and kept in the game's record, so it can be watched again exactly.
The first start player is drawn at random.
The contract boards are numbered as listed above.
The start player picks trump or the ranking, the next player clockwise picks the other, and the third player leads; Bell Curve switches after tricks 4 and 8.
The 4 undealt cards stay hidden during the hand and are shown in the end-of-hand summary.
A Pass scores nothing and is used up. A Redo needs a contract you have completed; the Redo card is shown at once, the contract it names stays hidden until scoring, and it replaces the board's entry only if it scores lower.
Least scores your tricks minus the fewest anyone won; Middle, how far you are from the middle count; Most, the most anyone won minus yours.
A revealed contract scores double. A Redo is compared with the score standing on the board, which is doubled only if that attempt was revealed.
Ties: lowest total, then most contracts completed (a Pass or an unused card is not a contract, and a Redo adds none), then most Perfect Bonuses standing on the final board; a tie left after that is a shared victory.
The rulebook's first two trick examples say "9 is high": on this 1-10 deck read them as 10 High (the winners are the same).
#Controls
Mouse: click a lifted card to play it, click a button to choose. Keyboard: Left/Right pick a card or a button, Up/Down move between rows of buttons, Enter plays or chooses, Tab shows the contract board, Esc pauses, F1 opens these rules.
Undo (U or Ctrl+Z) takes back your last move against the computer; Hint (H) marks what the Hard player would do and says why; Last trick (T) shows the trick just gathered and who won it; Log (L) lists what happened this hand: the choices, the bids and every trick. Undos and hints are noted in the game's record.`
