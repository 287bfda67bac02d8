// Package speedoh is the real-time engine of SpeedOh: Blades
// (rulebooks/speedoh-blades.md, rulings SO1-SO9 and G1-G4) for 2-6 seats,
// with a reaction-time computer player, on the engine contract of
// rules/engine (engine.Game, engine.RealTime) and the real-time core of
// rules/realtime. It is pure Go and never imports Ebitengine.
//
// # Cards
//
// Card is a byte: 80 normal cards (5 blade families x 4 near-identical
// variations = 20 images, each in 4 background colours; each card carries
// one of 5 background patterns, pattern = (image + colour) mod 5, so no
// image carries a pattern twice and each pattern is on 16 cards, SO1) and
// 8 specials. Tokens: family letter (S sword, A axe, D dagger, K katana, M
// machete), variation 1-4, colour letter (R B G Y), pattern 1-5, e.g.
// "S2B4"; specials FSW1 FSW2 (First Slap Wins), LSL (Last Slap Loses), CM1
// CM2 (Color Match), PM1 PM2 (Background Pattern Match), OH (Slash Oh).
//
// # Clock
//
// The game runs on the real-time clock of rules/realtime (60 ticks a
// second). Presses read during a tick are applied with ApplyTick (or one
// at a time with Apply); then Advance ends the tick: it closes and settles
// match and special windows, settles wrong slaps, turns the piles over
// when nobody can flip, and ends the game. engine.TickStep is that step
// with computer players (NewBot, an engine.Reactor) in some seats:
//
//	s, _ := speedoh.New(speedoh.Config{Players: 3}, seed, seats)
//	for !s.Over() {
//		engine.TickStep(s, bots, pressesReadThisTick, buf)
//	}
//
// What happened is in s.Events(), typed (Flipped, MatchSettled,
// SpecialSettled, WrongSlap, MatchLapsed, TurnedOver, GameEnded); Know
// says what a set of seats may be told of each (no draw pile's cards). An
// illegal press returns an *engine.RuleError with the rule and a sentence
// for the player. Awaits (engine.Awaiter) says which seat the game cannot
// go on without now: the flipper, once no window, choice or wrong slap is
// left to settle by itself.
//
// Each seat has two keys (SO2): Flip ("flip") and the one key for Slap and
// Slash ("hit"). A winner who chooses who takes the piles does so with
// "give SEAT" (the UI offers it however it likes; there is a default, D6).
//
// # Windows
//
// A match window opens when two or more top cards match under the active
// mode (SO3, SO8) and stays open 2.5 s or until every matching player has
// slapped (SO5). A First Slap Wins, Last Slap Loses or Slash Oh card opens
// a 3 s window when flipped (SO7). View lists the windows; a match window
// is listed as soon as the match shows, so the UI should not point it out
// before someone slaps (a human must spot it), and the bots find matches
// from the top cards, never from the windows.
//
// # Decisions
//
// Where the rulebook and the rulings are silent, the engine decides as
// follows (tests cite these ids):
//
//   - D1 The zero Config is four players, the full deck, no Totem. Fewer
//     than 2 or more than 6 players is an error from New (SO2).
//   - D2 The deck is shuffled from the seed (G2) and the dealer drawn from
//     it (G3); cards are dealt one at a time clockwise from the dealer's
//     left, so when the deal is uneven the first seats from there get one
//     more; the dealer's left flips first.
//   - D3 One key, two meanings (SO2): the hit is a slash while a Slash Oh
//     window is open, otherwise a slap. A slap counts for every match the
//     seat is part of and for the special window (First Slap Wins, Last
//     Slap Loses), if not slapped yet, also while its winner is choosing
//     (a late slap there is harmless). A slap that counts for nothing is
//     wrong (SO4). Pressing again after slapping (or slashing) everything
//     one could is illegal and changes nothing: a key bounce is no slap.
//   - D4 Fair order: the presses of one tick are applied seat by seat in a
//     permutation drawn per tick from a hash of seed and tick
//     (realtime.Shuffle, FairOrder), never by seat number. Each press is judged against the
//     table as the earlier presses left it: a slap that comes before, in
//     the same tick, the flip that makes the match is wrong. Slaps take
//     effect at the end of the tick, so all slaps of a tick count, in that
//     order; "faster" means an earlier tick, then earlier in the order.
//   - D5 Flips wait while a special window is unsettled, while a match has
//     a slap but is not yet settled, and while a winner chooses. A match
//     nobody has slapped does not stop flips: that is how SO6's rewinds
//     arise.
//   - D6 A winner who chooses (SO3 with three or more matching players;
//     First Slap Wins with three or more players) may give the piles as
//     soon as they have won. Not chosen when the window closes, they have
//     3 s more (ChoiceTicks); then the piles go to the slowest: a
//     candidate who never slapped, first clockwise from the winner, else
//     the last to slap.
//   - D7 A match nobody slapped within 2.5 s lapses: no cards move; it
//     stays lapsed while the same players show it, and a slap on it is
//     then wrong (SO4, SO5: it is no longer open). A further player whose
//     top card joins a lapsed match makes a new match, with a new 2.5 s. A
//     match that stops showing (a card covered, the mode changed, its
//     piles taken) before its first slap is gone. SO6: from its first slap
//     a match is what showed then, its key and its players, whatever the
//     table shows later (a mode that ends, a card a rewind uncovers); it
//     is gone only if another settlement takes its cards first (a special
//     card's or a wrong slap's, while its winner chooses). A match that a
//     rewind's uncovered card shows again starts as lapsed (SO6): a slap
//     on it is wrong until a further player joins it.
//   - D8 The match-changing card in effect (SO8) is the most recently
//     flipped Color or Pattern Match card, and only while it is the top
//     card its flip put there: once covered, superseded or taken it is out
//     for good, and an older one still showing does not come back. A rewind
//     (SO6) undoes the rewound flips, so the card in effect before them is
//     again, if it still shows.
//   - D9 Taken piles go under the receiver's draw pile one by one,
//     clockwise from the receiver, each turned over (its first flipped card
//     is drawn first). SO6: the match formed with the flip that first
//     showed it (a player who joins later does not move that); every card
//     flipped after that goes back into its owner's draw pile, except the
//     cards of other matches already slapped for, a special card not yet
//     settled, and, on the pile of a player of the match, the card with
//     which that player joined it and the cards under it (a card that
//     covered a card of the match goes back). The cards go back as a
//     packet turned face down (earliest flipped on top), with half the draw
//     pile (rounded down) above it.
//   - D10 A wrong slapper takes every flipped pile at the end of the tick,
//     after the matches settled in it; a second wrong slapper in the same
//     tick finds them empty. Play continues with the wrong slapper ("play
//     continues with the loser"); a wrong slap that takes nothing changes
//     nothing.
//   - D11 Several windows settling in one tick go in this order: matches
//     (by first slap), then the special card's window, then wrong slaps.
//     Play continues with the last loser who received cards (the
//     rulebook's rule for two colour sets).
//   - D12 When nobody has draw cards and nothing is left to settle, every
//     player turns their own flipped pile over, shuffled from the seed
//     (the rulebook allows shuffling one's draw pile), as a new draw pile;
//     play continues clockwise from the last to flip.
//   - D13 The game ends after MaxTurnovers (3) turnovers in a row with no
//     cards changing hands, or at 30 minutes of play (GameTicks): fewest
//     cards (draw and flipped) wins, ties shared (G4). Without this a game
//     nobody slaps in would never end.
//   - D14 Players who run out of cards in the same tick share the victory
//     (G4).
//   - D15 First Slap Wins has a 3 s window like SO7's; the first slap wins
//     at once and the winner gives every flipped pile, their own included,
//     to one other player (with two players, the other: no choice). Nobody
//     slapping in 3 s: nothing happens.
//   - D16 Last Slap Loses and Slash Oh: "all but one" counts every seat,
//     those without draw cards too; if everyone has reacted by the end of
//     the closing tick, the last in order loses. With no loser, play
//     continues clockwise after the card's flipper. While a Slash Oh window
//     is open the key slashes, so matches cannot be slapped (their 2.5 s
//     runs on).
//   - D17 Special cards have no image, colour or pattern: they match only
//     an identical special card, under every mode. A match is judged under
//     the current mode: an image match stops being one when Color Match
//     comes into effect (if the same cards share a colour, that is a new
//     match).
//   - D18 "Last card" (SO9) is View.Players[i].LastCard, true while the
//     seat has exactly one draw card.
//
// # Records
//
// A game's record (State.Record) is a parlor-record JSON Lines file
// (package record) with game "speedoh", the seed, the Config as options
// (players and the rules version filled in), the chance events "deal" (dealer, first flipper,
// draw piles), "flip" (seat and card) and "turnover" (D12), act events
// ("flip", "hit", "give 2") with their ticks in the order applied, and
// outcome events "match", "special", "wrong", "lapse" and "game": the JSON
// of the typed events (docs/records.md describes every field). Resume and
// Verify replay a record through engine.Resume: the same seed and options
// deal the same cards, the presses are applied at their ticks, and every
// event the engine derives must be in the record in the same order.
//
// # Rules versions
//
// New games follow SO6 as extended in 2026-11 (D7, D9) and write
// "rules":2 (Rules2) in their options. A record without a version was
// written before versions existed, mostly under SO6 as read then, and
// replays that way (Rules1, rules1.go; Open); one written in the days
// between the extension and versions that verifies only under Rules2
// replays under it (Opener), so that every record ever written still
// verifies: testdata/rules1 and testdata/old hold such records.
//
// From testdata/three_hard_normal_easy_seed10.jsonl (the deal line, with
// every draw pile, left out): seat 0's flip comes after the A4 match
// showed, so when seats 1 and 2 slap it is rewound (SO6); later seat 0
// wins First Slap Wins and gives the piles to seat 1, and after one more
// it has no cards left.
//
//	{"format":"parlor-record","version":1,"game":"speedoh","seed":10,"options":{"players":3,"rules":2},"seats":[{"name":"Bot 0","kind":"bot","bot":"hard"},{"name":"Bot 1","kind":"bot","bot":"normal"},{"name":"Bot 2","kind":"bot","bot":"easy"}]}
//	{"e":"act","seat":1,"tick":2650,"a":"flip"}
//	{"e":"chance","name":"flip","data":{"seat":1,"card":"A4G5"}}
//	{"e":"act","seat":2,"tick":2702,"a":"flip"}
//	{"e":"chance","name":"flip","data":{"seat":2,"card":"A4Y1"}}
//	{"e":"act","seat":0,"tick":2734,"a":"flip"}
//	{"e":"chance","name":"flip","data":{"seat":0,"card":"K1Y1"}}
//	{"e":"act","seat":1,"tick":2749,"a":"hit"}
//	{"e":"act","seat":2,"tick":2774,"a":"hit"}
//	{"e":"outcome","name":"match","data":{"key":"image A4","seats":[1,2],"slaps":[1,2],"winner":1,"receiver":2,"cards":5,"rewound":["K1Y1","",""]}}
//	{"e":"act","seat":1,"tick":4249,"a":"flip"}
//	{"e":"chance","name":"flip","data":{"seat":1,"card":"FSW2"}}
//	{"e":"act","seat":0,"tick":4261,"a":"hit"}
//	{"e":"act","seat":2,"tick":4269,"a":"hit"}
//	{"e":"act","seat":1,"tick":4272,"a":"hit"}
//	{"e":"act","seat":0,"tick":4287,"a":"give 1"}
//	{"e":"outcome","name":"special","data":{"card":"FSW2","kind":"firstSlap","slaps":[0,2,1],"receiver":1,"chosen":true,"cards":6}}
//	{"e":"outcome","name":"game","data":{"winners":[0],"reason":"out","cards":[0,44,44]}}
//
// Outcome data: "match" key (image, colour, pattern or special kind),
// seats (the matching players), slaps (fastest first), winner, receiver,
// chosen (the winner chose), cards (taken), rewound (per seat, SO6);
// "special" card, kind (firstSlap, lastSlap, slash), slaps, receiver (-1:
// no loser), chosen, cards; "wrong" seat, cards; "lapse" key, seats, why
// ("time": nobody slapped in 2.5 s; "gone": it stopped showing); "game"
// winners, reason (out, stale, time), cards. Chance data: "deal" dealer,
// first, draw (per seat, bottom first); "flip" seat, card; "turnover" draw.
package speedoh
