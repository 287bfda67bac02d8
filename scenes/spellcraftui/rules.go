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

// RulesText is the in-game rules page: the rulebook in short, with the
// rulings SC1-SC13 in plain words.
const RulesText = `#Spellcraft Streamlined: 2-8 players, 54 cards (jokers optional), chips
Each round everyone gets 5 cards. Turns repeat: exchange, lay out the field, bid, pick, call for knocks. The first knock starts a showdown: the best hand takes half the stakes (rounded up); the rest leaves the game. The last player with chips wins.
#A turn
1. Exchange (not on turn 1): dealer first, clockwise, you may put two hand cards on the field and take one card in from the field or the deck top.
2. The field: one card per player in the round, plus one, is laid face up. Cards stay on the field from turn to turn.
3. Bid: everyone secretly bids 1-4 chips (at most your stack); bids show at once and go to the stakes. The high bidder picks first (ties: first tied seat after the dealer), then clockwise. A player with no chips is all-in: no bid, picks last.
4. Pick: take one field card, or draw the deck top.
5. Knock (not on turn 1): dealer first, clockwise. After a knock everyone else takes one more card, then the showdown.
#Scoring your hand (the computer chooses your best suit)
Count one suit: 1 point per card of it, +1 per card in a run of 3 or more, + the value of its highest card (2-10 face value, J Q K 10, A 11). Four of a kind (any suits): +10, or +11 for faces or aces. Red joker: wild, it stands for whichever card scores you most. Black joker: at the showdown its holder discards it and picks an opponent, who loses the scoring card that costs them least. Trump variant: +2 for scoring in your trump card's suit, +2 more if that exact card is among the suit's cards. Five of a kind (four plus the red joker) scores at least 35 and ends the round at once.
@scoring
#Knocking
If the knocker does not have (a share of) the best hand, they pay one chip to every other player in the showdown; if they cannot pay everyone, all their chips go into the next round's stakes.
#Rulings used here
SC1 A is 11 and the highest card; runs go A-2-3 up to Q-K-A, never round the corner (K-A-2). Four aces score 11. SC2 The red joker counts as whichever card scores best, even one another player holds; the showdown shows which. SC3 Black joker: its holder discards it and picks an opponent, who loses the counted card that costs them least and is scored afresh (they may switch suit); when several ways of scoring tie for their best, they count the one whose loss is cheapest. SC4 Score = suit cards + run cards + highest value + fours + trump; five of a kind scores the larger of 35 and the normal score. SC5 Trump: +2 for the trump card's suit, +2 more for the trump card itself among that suit's cards. SC6 Bids 1-4, at most your stack; all-in players do not bid and pick last; ties go to the first tied seat after the dealer. SC7 Each turn lays out players+1 cards; if the deck runs out while laying out, the showdown comes at once with no knocker; drawing from an empty deck means taking from the field. SC8 An exchange is exactly two cards out and one in. SC9 Knocks are asked dealer first; the first knock ends the asking; everyone else then takes one card; a knocker tied for best pays nothing. SC10 Tied best hands split the half of the stakes evenly (rounded down). SC11 Five of a kind ends the round at once, with no knocker penalty. SC12 The first dealer is drawn at random, then the deal moves clockwise; a player without chips at the start of a round is out; the game ends when one player has chips. SC13 Options: jokers on or off, trump on or off, starting chips (at least 12), 2-8 players.
#Controls
Mouse: click a button, a field card or the deck; during an exchange click two hand cards, then the card to take in. Keyboard: Left/Right move along a row, Up/Down move between the field, your hand and the buttons, Enter or Space chooses. Esc pauses, F1 opens these rules. L (or the Log button) shows everything that happened this round; each computer player's moves of the turn are also listed in its box. H (or Hint) asks the Hard computer player what it would do, and why; the record counts the hints. U or Ctrl+Z (or Undo) takes back your last decision; the record counts the undos.`
