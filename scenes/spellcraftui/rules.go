package spellcraftui

import (
	"parlor/rules/games"
	"parlor/scenes"
)

// Entry is Spellcraft's place on the main menu.
var Entry = scenes.GameEntry{
	Game:     games.Spellcraft.Entry(),
	Blurb:    "2-8 players · bid chips for the cards on the field · knock when your suit is best",
	Rules:    RulesText,
	Pictures: pictures,
	Table:    Open,
	Say:      say,
	Names:    SeatNames[:],
	Final:    scenes.FinalOf(finalPart),
}

// RulesText is the in-game rules page: the rulebook in short, and the
// rulings and the engine's decisions in plain words, with no ruling ids
// (RULINGS.md: G1-G4, SC1-SC13; rules/spellcraft: decisions 1-14, but 8,
// which no player can see).
const RulesText = `#Spellcraft Streamlined: 2-8 players, 54 cards (jokers optional), chips
Each round everyone gets 5 cards. Turns repeat: exchange, lay out the field, bid, pick, call for knocks. The first knock starts a showdown: the best hand takes half the stakes (rounded up); the rest leaves the game. The last player with chips wins.
#A turn
1. Exchange (not on turn 1): dealer first, clockwise, you may put two hand cards on the field and take one card in from the field or the deck top.
2. The field: one card per player in the round, plus one, is laid face up. Cards stay on the field from turn to turn.
3. Bid: everyone secretly bids 1-4 chips (at most your stack); bids show at once and go to the stakes. The high bidder picks first (ties: the first tied player after the dealer), then clockwise. A player with no chips is all-in: no bid, picks last.
4. Pick: take one field card, or draw the deck top.
5. Knock (not on turn 1): dealer first, clockwise. After a knock everyone else takes one more card, then the showdown.
#Scoring your hand (the computer chooses your best suit)
Count one suit: 1 point per card of it, +1 per card in a run of 3 or more, + the value of its highest card (2-10 face value, J Q K 10, A 11). Four of a kind (any suits): +10, or +11 for faces or aces. Red joker: wild, it stands for whichever card scores you most. Black joker: at the showdown its holder discards it and picks an opponent, who loses the scoring card that costs them least. Trump variant: +2 for scoring in your trump card's suit, +2 more if that exact card is among the suit's cards. Five of a kind (four plus the red joker) scores at least 35 and ends the round at once.
@scoring
#Knocking
If the knocker does not have (a share of) the best hand, they pay one chip to every other player in the showdown; if they cannot pay everyone, all their chips go into the next round's stakes.
#Where the rulebook is silent or unclear, Parlor plays it this way
You sit at the bottom and play goes clockwise.
Every deal comes from a seed shown at the end and kept in the game's record, so it can be watched again exactly.
The first dealer is drawn at random; then the deal moves clockwise to the next player still in.
A tie that nothing else settles is a shared victory.
Cards: the ace is worth 11 and is the highest card. A run goes from A-2-3 up to Q-K-A, never round the corner (K-A-2 is no run). Four aces score 11, like four face cards.
Dealing: cards are dealt one at a time, clockwise from the dealer's left. With the trump variant everyone also gets a trump card, dealt anew every round from 16 cards of a second deck (its jacks, queens, kings and aces).
Jokers: the red joker counts as whichever card scores you most, even one another player holds; the showdown shows which. At the showdown every hand is shown; then the black joker's holder discards it, sees every score and picks any other player in the round, who loses the scoring card whose loss costs them least and is scored again (they may switch suit). When several ways of scoring tie for their best, they lose the card that leaves them the most. If several cards would cost them the same, the lowest goes (between equal ranks: ♣, then ♦, ♥, ♠).
Scoring: the table always picks your best suit. Five of a kind scores 35, or its normal score if that is more, and ends the round at once, even straight after the deal: nobody takes another card, and a knocker pays nothing. A trump card inside a four of a kind of another suit earns nothing.
Bids: a bid is final once made. Everyone sees who has bid; the amounts show when every bid is in. Tied high bids: the first tied player clockwise after the dealer picks first; then the picks go clockwise. All-in players pick last, clockwise from the player after the high bidder; if nobody could bid, everyone picks clockwise from the dealer's left.
The field: when the deck is too short to lay out the whole field, what is left is laid out; when it is empty, the showdown comes at once, with no knocker. Drawing from an empty deck means taking from the field; with both empty there is nothing to take, and the player is skipped. A card taken from the field is seen by everyone, a card drawn from the deck only by its taker; trump cards are shown at the showdown.
Exchange: exactly two cards out and one in. The card taken in comes from the field as it was before (not one of the two just put out) or from the deck top; with the deck empty, from the field. A player with fewer than two cards, or nothing to take in, is not asked.
Knocks: they are asked dealer first, clockwise, and the first knock ends the asking. Then every other player, clockwise from the knocker, takes one more card; the knocker takes none. A knocker tied for the best hand pays nothing; one who pays, pays every other player in the showdown, all-in players too.
Showdown: tied best hands share the half of the stakes evenly, rounded down; the rest leaves the game.
The game: a player without chips when a round starts is out. If nobody has chips after a showdown, its best hands share the victory. End game now, in the pause menu, ends the game at once: the most chips win, and equal stacks share the victory (if every stack is empty, the players of the round share it). Stakes left when the game ends go to nobody.
Options: jokers on or off, trump on or off, starting chips 12 to 100, 2 to 8 players.
#Controls
Mouse: click a button, a field card or the deck; during an exchange click two hand cards, then the card to take in. Keyboard: Left/Right move along a row, Up/Down move between the field, your hand and the buttons, Enter or Space chooses. Esc pauses, F1 opens these rules. L (or the Log button) shows everything that happened this round; each computer player's moves of the turn are also listed in its box. H (or Hint) asks the Hard computer player what it would do, and why, and puts the focus on it, so Enter takes it; the record counts the hints. U or Ctrl+Z (or Undo) takes back your last decision; the record counts the undos. Tab shows the last showdown.`
