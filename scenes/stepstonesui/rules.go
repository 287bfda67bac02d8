package stepstonesui

// RulesText is the in-game rules page: the rulebook in short, with every
// ruling that settles what it leaves open in plain words, with no ruling
// ids (RULINGS.md: G1-G3, then SS1-SS9; G4 is the last tie-break).
const RulesText = `#Stepping Stones: 3 players, 36 cards (1-9 in four suits)
A compendium game: the scoresheet lists four contracts, and every player must declare each of them once. Each hand one player is the declarer of one contract; only the declarer's tricks are written down. When all three players have a value in a row, that row hands out game points. Most game points wins.
#A hand
1. Deal: all 36 cards, 12 to each player.
2. Bidding, from the forehand clockwise: bid a contract you have not completed, or pass. A bid names the card ranking (9 High or 1 High) and, for Pick Trump and May Trump, the trump suit. The first bid ends the bidding.
3. The puddle: if everyone who can declare passes, the forehand is pushed into the puddle and must declare anyway.
4. The declarer leads the first trick. Must follow suit, may beat or not; if you cannot follow, play anything. Highest trump wins, else the highest card of the led suit. The winner leads next.
@trick
5. After 12 tricks the declarer writes their tricks in the contract's row. The forehand passes clockwise to the next player who can still declare.
#Contracts
Starter sheet: Win Tricks (Pick Trump) · Win Tricks (No Trump) · Win Last 6 (No Trump): only tricks 7-12 count · Lose Tricks (No Trump): fewer is better.
Advanced sheet: Win Tricks (Pick Trump) · Win Tricks (May Trump): a follower may trump even when holding the led suit; a trump lead must be followed · Win Tricks (No Trump, Slalom): the ranking switches after every trick · Lose Tricks (No Trump, Must Beat): a follower must beat the strongest card of the trick if they can.
#Game points
For each complete row: first +3, second +1, last -1. Ties share the points of the ranks they span: tied first 2 each, tied last 0 each, all three tied 1 each.
#Redo variant
Each player has one redo token: spend it when bidding to redo a contract you completed. A better result replaces the old one; a worse one is ignored. A redo is possible while any contract is still incomplete; up to 15 hands.
#End of the game
After every row is complete: highest total wins; if tied, most rows placed first; then the victory is shared.
#Where the rulebook is silent or unclear, Parlor plays it this way
You sit at the bottom; play goes clockwise, with West on your left and East on your right.
Every deal comes from a seed shown at the end and kept in the game's record, so it can be watched again exactly.
The first forehand is drawn at random.
A game uses one scoresheet, Starter or Advanced, with the four contracts listed above: 4 contracts for 3 players make 12 hands (up to 15 with Redo).
Every bid names the card ranking (for Slalom, that of the first trick) and, for Pick Trump and May Trump, the trump suit.
A row's game points show once all three players have a value in it, and always follow the row's current values: a Redo that improves a value scores the row again. More tricks rank higher in a Win contract, fewer in a Lose contract, and a Redo is better in the same sense. Ties share the points of the places they span.
Win Last 6: only the declarer's tricks among tricks 7-12 count; the first six are shown faded.
The forehand passes clockwise to the next player who can still declare: one with a contract left, or (Redo) a full sheet and an unspent token. A player who cannot declare always passes and is never in the puddle; if everyone who can declare passes, the forehand is in the puddle and must bid.
Must Beat: play a card of the led suit stronger than the strongest in the trick if you have one, else any card of the led suit, else anything. May Trump: you may trump while holding the led suit, and a trump lead must be followed.
End: highest total, then most rows placed first (a tie for first counts); a tie left after that is a shared victory.
The rulebook's fourth trick example slips: David leads, and Scott trumps and wins.
#Controls
Mouse: click a lifted card to play it; click a button to bid. Keyboard: Left/Right pick a card or a button, Up/Down move between rows of buttons, Enter plays or chooses, Esc steps back in the bidding or pauses, Tab shows the scoresheet, F1 opens these rules.
Undo (U or Ctrl+Z) takes back your last move against the computer; Hint (H) marks what the Expert player would do and says why; Last trick (T) shows the trick just gathered and who won it; Log (L) lists what happened this hand: the choices, the bids and every trick. Undos and hints are noted in the game's record.`
