package stepstonesui

// RulesText is the in-game rules page: the rulebook in short, with every
// ruling that settles what it leaves open.
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
#Rulings used here
SS1 One scoresheet per game: Starter = Pick Trump, No Trump, Win Last 6, Lose Tricks; Advanced = Pick Trump, May Trump, Slalom, Must Beat. 4 contracts x 3 players = 12 hands (up to 15 with Redo). SS2 Every bid names the ranking (for Slalom, of trick 1) and, for Pick Trump and May Trump, the trump suit. SS3 A row's game points show once all three have a value and are always computed from the row's current values (a Redo that improves a value recomputes the row); more tricks rank higher for Win contracts, fewer for Lose contracts, and a Redo is "better" in the same sense; ties share points (2 and 2, 0 and 0, or 1 each). SS4 Win Last 6: only the declarer's tricks among tricks 7-12 count (earlier tricks are shown faded). SS5 The forehand passes clockwise to the next player who can still declare: one with an uncompleted contract, or (Redo) a full sheet and an unspent token; a player who cannot declare always passes and is never in the puddle. SS6 If every player who can declare passes, the forehand is in the puddle and must bid. SS7 Must Beat: play a stronger led-suit card if you have one, else any led-suit card, else anything; May Trump: you may trump while holding the led suit, and a trump lead must be followed. SS8 End: highest total, then most rows placed first (a tie for first counts), then shared. SS9 Rulebook slip: in trick example 4, David leads, Scott trumps and wins. G1 You sit at seat 0 at the bottom; seats run clockwise (West on your left, East on your right). G2 Every deal comes from a seed shown at the end and in the record. G3 The first forehand is drawn at random. G4 A tie no tie-break settles is a shared victory.
#Controls
Mouse: click a lifted card to play it; click a button to bid. Keyboard: Left/Right pick a card or a button, Up/Down move between rows of buttons, Enter plays or chooses, Esc steps back in the bidding or pauses, Tab shows the scoresheet, F1 opens these rules.
Undo (U or Ctrl+Z) takes back your last move against the computer; Hint (H) marks what the Hard player would do and says why; Last trick (T) shows the trick just gathered and who won it. Undos and hints are noted in the game's record.`
