package speedoh_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What Know tells each seat: the rulebook keeps every pile in view and has
// a card flipped so that nobody sees it first, so flips, presses and
// settlements are public (SO2-SO9); a draw pile's cards are face down,
// known to nobody (the deal, G2, and a turnover, D12).

// shown lists the cards v shows: each flipped pile's top, the
// match-changing card in effect and the special cards being settled.
func shown(v speedoh.View) []speedoh.Card {
	out := []speedoh.Card{v.ModeCard}
	for i := range v.N {
		out = append(out, v.Players[i].Top)
	}
	for i := range v.NWindows {
		out = append(out, v.Windows[i].Card)
	}
	return out
}

// cardsOf lists the cards an event's data holds; false for a type this
// test does not know.
func cardsOf(data any) ([]speedoh.Card, bool) {
	var out []speedoh.Card
	switch d := data.(type) {
	case speedoh.Dealt:
		for _, cs := range d.Draw {
			out = append(out, cs...)
		}
	case speedoh.TurnedOver:
		for _, cs := range d.Draw {
			out = append(out, cs...)
		}
	case speedoh.Flipped:
		out = append(out, d.Card)
	case speedoh.MatchSettled:
		for _, cs := range d.Rewound {
			out = append(out, cs...)
		}
	case speedoh.SpecialSettled:
		out = append(out, d.Card)
	case speedoh.WrongSlap:
		out = append(out, d.Pair[:]...)
	case speedoh.MatchLapsed:
		out = append(out, d.Cards...)
	case speedoh.Action, speedoh.GameEnded, speedoh.Struck:
	default:
		return nil, false
	}
	return out, true
}

func knowOf(t *testing.T, e engine.Event, seats engine.SeatSet) engine.Event {
	t.Helper()
	k, ok := speedoh.Know(e, seats)
	require.True(t, ok, "every event of SpeedOh tells something (%s)", e.Name)
	_, err := json.Marshal(k.Data)
	require.NoError(t, err, "a masked event still encodes, for the wire")
	return k
}

// seatSets are one seat, two, and every seat of an n-player game.
func seatSets(n int) []engine.SeatSet {
	return []engine.SeatSet{engine.OneSeat(0), engine.OneSeat(n - 1), engine.OneSeat(0).With(1), engine.AllSeats(n)}
}

func TestKnow_G2_ADealShowsNoFaceDownCard(t *testing.T) {
	for _, n := range []int{2, 4, 6} {
		s := newGame(t, speedoh.Config{Players: n}, 3)
		for _, seats := range seatSets(n) {
			d := knowOf(t, s.Events()[0], seats).Data.(speedoh.Dealt)
			v := s.View(0)
			require.Len(t, d.Draw, n)
			for seat, cs := range d.Draw {
				assert.Len(t, cs, v.Players[seat].Draw, "the draw pile's size, as the view shows it")
				for _, c := range cs {
					assert.Equal(t, speedoh.None, c, "no card of a draw pile, not even to every seat together")
				}
			}
			assert.Equal(t, v.Dealer, d.Dealer, "G3: the dealer is public")
		}
	}
}

func TestKnow_SO2_AFlipShowsItsCard(t *testing.T) {
	s := pair(t)
	press(t, s, 1, "flip")
	e := s.Events()[len(s.Events())-1]
	require.Equal(t, speedoh.Flipped{Seat: 1, Card: card(t, "K1B")}, e.Data)
	for _, seats := range seatSets(2) {
		assert.Equal(t, e, knowOf(t, e, seats), "SO2: every seat sees the card flipped")
	}
}

func TestKnow_D12_ATurnoverShowsNoCard(t *testing.T) {
	// Nobody has draw cards: at the end of the tick every flipped pile is
	// turned over, shuffled, as a new draw pile (D12).
	s := table{cfg: speedoh.Config{Players: 2}, flip: []string{"K1R", "D2B"}, rest: 0, restFlipped: true}.build(t)
	advance(t, s, 1)
	var e engine.Event
	for _, x := range s.Events() {
		if _, ok := x.Data.(speedoh.TurnedOver); ok {
			e = x
		}
	}
	require.NotNil(t, e.Data, "the piles were turned over")
	for _, seats := range seatSets(2) {
		d := knowOf(t, e, seats).Data.(speedoh.TurnedOver)
		for seat, cs := range d.Draw {
			assert.Len(t, cs, s.View(0).Players[seat].Draw, "the new draw pile's size")
			for _, c := range cs {
				assert.Equal(t, speedoh.None, c, "D12: shuffled face down, nobody's to know")
			}
		}
	}
}

// bots are computer players of every level for a game of n seats.
func bots(n int, seed uint64) []engine.Reactor[speedoh.View, speedoh.Action] {
	levels := []engine.Level{engine.Hard, engine.Normal, engine.Easy}
	out := make([]engine.Reactor[speedoh.View, speedoh.Action], n)
	for seat := range out {
		out[seat] = speedoh.NewBot(seat, levels[seat%len(levels)], engine.BotSeed(seed, seat))
	}
	return out
}

// knowGames are the games the checks below play.
var knowGames = []speedoh.Config{{Players: 2}, {Players: 3, Totem: true}, {Players: 4}, {Players: 6, Beginner: true}}

// tenMinutes bounds a checked game.
const tenMinutes = 10 * 60 * 60

func TestKnow_EachSeatIsToldOnlyCardsItsViewShowed(t *testing.T) {
	total := map[string]int{}
	rewinds := 0
	for i, cfg := range knowGames {
		for seed := uint64(20 + 2*i); seed < uint64(22+2*i); seed++ {
			s := newGame(t, cfg, seed)
			for k, n := range realtimetest.Knowing(t, s, bots(cfg.Players, seed), tenMinutes, speedoh.Know, shown, cardsOf, speedoh.None) {
				total[k] += n
			}
			for _, e := range s.Events() {
				if m, ok := e.Data.(speedoh.MatchSettled); ok && m.Rewound != nil {
					rewinds++
				}
			}
		}
	}
	t.Logf("events checked: %v; matches with a rewind: %d", total, rewinds)
	assert.Positive(t, rewinds, "SO6: rewound cards were checked")
	for _, d := range []any{speedoh.Dealt{}, speedoh.Flipped{}, speedoh.MatchSettled{}, speedoh.SpecialSettled{}, speedoh.WrongSlap{}, speedoh.Action{}, speedoh.Struck{}} {
		assert.Positive(t, total[fmt.Sprintf("%T", d)], "the games checked a %T", d)
	}
}

func TestKnow_AllSeatsAreToldEveryEventButFaceDownCards(t *testing.T) {
	for i, cfg := range knowGames[:2] {
		s := realtimetest.Play(newGame(t, cfg, uint64(30+i)), bots(cfg.Players, uint64(30+i)), tenMinutes)
		all := engine.AllSeats(cfg.Players)
		for _, e := range s.Events() {
			k := knowOf(t, e, all)
			switch e.Data.(type) {
			case speedoh.Dealt, speedoh.TurnedOver:
				orig, _ := cardsOf(e.Data)
				got, _ := cardsOf(k.Data)
				assert.Len(t, got, len(orig), "%s keeps the piles' sizes", e.Name)
			default:
				assert.Equal(t, e, k, "%s comes unchanged", e.Name)
			}
		}
	}
}

func TestKnow_MaskingDoesNotChangeTheOriginal(t *testing.T) {
	cfg := knowGames[2]
	s := realtimetest.Play(newGame(t, cfg, 40), bots(cfg.Players, 40), tenMinutes)
	evs := s.Events()
	before := fmt.Sprintf("%+v", evs)
	for _, e := range evs {
		for _, seats := range seatSets(cfg.Players) {
			knowOf(t, e, seats)
		}
	}
	assert.Equal(t, before, fmt.Sprintf("%+v", evs), "the log's events are as they were")
}

func TestKnow_TheSpecListsEveryEventType(t *testing.T) {
	listed := map[reflect.Type]bool{}
	for _, d := range games.SpeedOh.Entry().Data {
		listed[reflect.TypeOf(d)] = true
	}
	for i, cfg := range knowGames {
		s := realtimetest.Play(newGame(t, cfg, uint64(50+i)), bots(cfg.Players, uint64(50+i)), tenMinutes)
		for _, e := range s.Events() {
			k := knowOf(t, e, engine.OneSeat(0))
			assert.True(t, listed[reflect.TypeOf(k.Data)], "games.SpeedOh.Data lacks %T", k.Data)
		}
	}
}
