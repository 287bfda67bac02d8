// Package spit is the real-time engine of Speed / Spit
// (rulebooks/speed-spit.md, rulings SP1-SP7) for two seats, with a
// reaction-time computer player, on the engine contract of rules/engine
// (engine.Game, engine.RealTime) and the real-time core of rules/realtime.
// It is pure Go and never imports Ebitengine.
//
// # Clock
//
// The game runs on the real-time clock of rules/realtime (60 ticks a
// second). Presses read during a tick are applied at that tick with
// ApplyTick (or one at a time with Apply); then Advance ends the tick: it
// runs the SP3 countdown, spits or recycles when the countdown runs out,
// and moves the clock on. Exposed face-down stock cards turn up inside the
// press that exposes them (SP2), unless the flip-by-hand option is on.
// engine.TickStep is that step with computer players (NewBot, an
// engine.Reactor) in some seats:
//
//	s, _ := spit.New(spit.Config{}, seed, seats)
//	for !s.Over() {
//		engine.TickStep(s, bots, pressesReadThisTick, buf)
//	}
//
// What happened is in s.Events(), typed (Dealt, Spat, Late, Recycled,
// Split, RoundEnded, GameEnded, and the notes the record leaves out:
// TurnedUp, Drew, RoundStopped); Know says what a set of seats may be
// told of each (no face-down card, a hand only to its holder). An illegal
// press returns an *engine.RuleError with the rule and a sentence for the
// player. Awaits (engine.Awaiter) says which seats the game cannot go on
// without now: those who can move, the lone spitter once the countdown
// has run out (D4), both in the race for the centre piles (SP5), the
// round winner who chooses (variation 3); nobody while the countdown runs.
//
// # Fair order
//
// Presses read in the same tick are applied seat by seat (realtime.Coin):
// first every press of realtime.FirstSeat(seed, tick), in the order read,
// then the other seat's. FirstSeat is a coin drawn per tick from a
// SplitMix64 hash of the seed and the tick: over a game each seat goes
// first half the time, neither player can predict it, and a replay derives
// the same order from the seed alone. A press that was legal when the tick
// began but is pre-empted by the other seat's press in the same tick is a
// "too late" no-op: recorded as an act followed by a "late" outcome, its
// error wraps engine.ErrLate (it is not illegal). Two plays onto the same
// centre pile in one tick are always resolved so: the first in the fair
// order lands, the second is too late, even if its card would also fit the
// new top. The same goes for the SP5 race: the first claim in the fair
// order takes the pile claimed.
//
// # Table
//
// Each seat has stock slots 1..5 (1..4 with variation 1), each pile face
// down but for its top card, and a face-down draw pile; two centre (spit)
// piles L and R lie between the seats (seen from seat 0). The short version
// has instead a hand of four (slots 1..4), the draw pile behind it, and the
// two piles of spit cards beside the centre piles.
//
// Actions (record tokens): "play 3 L" (stock slot 3, or hand slot 3 in the
// short version, onto the left centre pile), "move 2 5" (slot 2's top card
// into the empty slot 5), "stack 1 4" (variation 4), "spit" (ready to
// spit), "spit L" / "spit R" (spitting alone onto a chosen pile), "claim L"
// (SP5 race), "choose R" (variation 3), "flip 4" (turning a face-down top
// by hand).
//
// # Decisions
//
// Where the rulebook and the rulings are silent, the engine decides as
// follows (tests cite these ids):
//
//   - D1 When both spit, each spits onto their own centre pile: seat 0 onto
//     L, seat 1 onto R.
//   - D2 A card moves into an empty slot only from a pile of two or more:
//     moving a lone card to another empty slot changes nothing.
//   - D3 "Nobody can move" (SP3) means neither seat has a productive
//     action: a play, a flip by hand, or a move or stack that uncovers a
//     face-down card or a playable card (or frees the slot such a move
//     needs). Shuffling face-up cards back and forth does not hold off the
//     countdown.
//   - D4 A lone spitter (SP3) names the pile with "spit L" or "spit R"; the
//     spit happens when the other player has pressed Spit too or the
//     countdown has run out; if it runs out first, the spit waits for the
//     lone spitter's press. In a single-pile round (SP6) the lone spitter
//     keeps to the one pile once it is started. A player with no draw cards
//     may press "spit" to say they are ready.
//   - D5 SP4 deals the shuffled centre cards alternately, starting with a
//     seat drawn from the seed (G3); with an odd number that seat gets one
//     more.
//   - D6 If SP4 has recycled three times with no card played since, the
//     next time nobody can move ends the round as if the recycle yielded
//     nothing: fewer stock cards wins it. Without this a game could cycle
//     for ever when no centre card fits any stock card.
//   - D7 A round that SP4 ends with equal stock counts is shared (G4): the
//     two centre piles are raced for (also under variation 3, as nobody
//     won); a single centre pile is shuffled and dealt back evenly (D5).
//   - D8 Short version: when the spit cards run out, each centre pile is
//     turned over (its bottom card comes on top) and becomes the spit cards
//     on its side; if no card was played since the previous turn-over, the
//     new spit cards are shuffled from the seed. After three turn-overs
//     with no play, the game ends: fewer cards in hand and draw pile wins,
//     equal is shared (G4).
//   - D9 Short version: a played hand card's slot refills at once from the
//     player's draw pile; the first player with an empty hand and draw pile
//     wins at once. Both spit together (one Spit press each, or the
//     countdown), one card from each pile of spit cards.
//   - D10 Variations 1, 3 and 4 and flip-by-hand need stock piles or rounds
//     and have no effect on the short version; variation 2 applies.
//   - D11 Round 1 deals the shuffled deck alternately, seat 0 first. Each
//     later round, each seat shuffles its own cards (seat 0 first), gathered
//     in a fixed order: stock slots bottom to top, draw pile, pile taken.
//   - D12 Round end (SP5, SP6): with two centre piles, the race (or the
//     winner's choice); with one, the loser takes it and the winner takes
//     none. A seat left with no cards at all wins the game (SP6).
//   - D13 A spit press stands until the spit happens, even if the player
//     plays on; the countdown restarts from 3 after every spit that still
//     leaves nobody able to move.
//   - D14 Short version: the rulebook says "Ten cards" but lays out
//     5, 1, 1, 5, which is twelve; the layout wins: two piles of five spit
//     cards, two single centre cards, and the other 40 shared, 20 each (four
//     in hand, 16 in the draw pile).
//
// # Records
//
// A game's record (State.Record) is a parlor-record JSON Lines file
// (package record) with game "spit", the seed, the Config as options,
// chance events ("deal", "recycle", "split"), act events with their ticks
// in the order applied, and outcome events ("spit", "late", "round",
// "game"): the JSON of the typed events. The "Speed / Spit" section of
// docs/records.md describes every field, with an example taken from
// testdata/standard_hard_normal_seed165.jsonl. Resume and Verify replay a
// record through engine.Resume: the same seed and options deal the same
// cards, the presses are applied at their ticks (the engine keeps each
// tick's context, so every late press comes out late again), and every
// event the engine derives must be in the record in the same order.
package spit
