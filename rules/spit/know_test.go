package spit_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What Know tells each seat: no event shows a card its View would not
// (SP2: stock cards face down until turned up; SP3: draw piles face down;
// SP4, D7, D8: recycled and split piles face down; D9: a hand to its
// holder), and every face-up card, turn and press is public.

var (
	seat0 = engine.OneSeat(0)
	seat1 = engine.OneSeat(1)
	both  = engine.AllSeats(spit.NumPlayers)
)

// shownCards lists the cards v shows (view_test.go's shown).
func shownCards(v spit.View) []cards.Card { return shown(v).Cards() }

// cardsOf lists the cards an event's data holds; false for a type this
// test does not know.
func cardsOf(data any) ([]cards.Card, bool) {
	var out []cards.Card
	add := func(css ...[]cards.Card) {
		for _, cs := range css {
			out = append(out, cs...)
		}
	}
	switch d := data.(type) {
	case spit.Dealt:
		for seat := range 2 {
			for _, p := range d.Stock[seat] {
				add(p)
			}
			add(d.Draw[seat], d.Hand[seat], d.Side[seat], d.Spit[seat])
		}
	case spit.Spat:
		add(d.Cards[:])
	case spit.Recycled:
		for i := range 2 {
			add(d.Draw[i], d.Side[i], d.Spit[i])
		}
	case spit.Split:
		add(d.Cards[:]...)
	case spit.TurnedUp:
		add([]cards.Card{d.Card})
	case spit.Drew:
		add([]cards.Card{d.Card})
	case spit.Action, spit.Late, spit.RoundStopped, spit.RoundEnded, spit.GameEnded:
	default:
		return nil, false
	}
	return out, true
}

// seenBy is every card the views of seats show now.
func seenBy(s *spit.State, seats engine.SeatSet) cards.Set {
	var set cards.Set
	for _, seat := range seats.List() {
		set |= shown(s.View(seat))
	}
	return set
}

func know(t *testing.T, e engine.Event, seats engine.SeatSet) engine.Event {
	t.Helper()
	k, ok := spit.Know(e, seats)
	require.True(t, ok, "every event of Spit tells something (%s)", e.Name)
	_, err := json.Marshal(k.Data)
	require.NoError(t, err, "a masked event still encodes, for the wire")
	return k
}

func TestKnow_SP2_SP3_D9_ADealShowsNoFaceDownCard(t *testing.T) {
	for _, cfg := range []spit.Config{{}, {Short: true}, {FourPiles: true}} {
		for _, seats := range []engine.SeatSet{seat0, seat1, both} {
			t.Run(fmt.Sprintf("short_%v_four_%v_seats_%v", cfg.Short, cfg.FourPiles, seats.List()), func(t *testing.T) {
				s := newGame(t, cfg, 11)
				d := know(t, s.Events()[0], seats).Data.(spit.Dealt)
				var got cards.Set
				cs, _ := cardsOf(d)
				for _, c := range cs {
					if c != cards.None {
						got = got.With(c)
					}
				}
				assert.Equal(t, seenBy(s, seats), got, "exactly the cards the views show")
				v := s.View(0)
				for seat := range 2 {
					assert.Len(t, d.Draw[seat], v.Players[seat].Draw, "SP3: the draw pile's size, not its cards")
					for i, p := range d.Stock[seat] {
						assert.Len(t, p, v.Players[seat].Stock[i].Size(), "a stock pile's size")
					}
					assert.Len(t, d.Side[seat], v.Side[seat], "D14: the spit cards' number")
				}
			})
		}
	}
}

func TestKnow_SP2_SP3_ATurnAndASpitShowTheirCards(t *testing.T) {
	turn := lay(t, spit.Config{}, spit.Layout{
		Stock: [2][][]cards.Card{piles(t, "H2|S5 H9"), piles(t, "S10")},
		Spit:  [2][]cards.Card{cs(t, "H8"), nil},
	})
	press(t, turn, 0, "play 2 L")
	spat := lay(t, spit.Config{}, stuckLayout(t))
	press(t, spat, 0, "spit")
	press(t, spat, 1, "spit")
	for _, s := range []*spit.State{turn, spat} {
		n := 0
		for _, e := range s.Events() {
			switch e.Data.(type) {
			case spit.TurnedUp, spit.Spat:
				n++
				for _, seats := range []engine.SeatSet{seat0, seat1, both} {
					assert.Equal(t, e, know(t, e, seats), "SP2, SP3: %s is public", e.Name)
				}
			}
		}
		assert.Equal(t, 1, n, "S5 turned up; both spat")
	}
}

func TestKnow_D9_ADrawnCardIsForItsHolder(t *testing.T) {
	s := lay(t, spit.Config{Short: true}, spit.Layout{
		Hand: [2][]cards.Card{cs(t, "H5 C9 C10 CJ"), cs(t, "S9 D9 D10 DJ")},
		Draw: [2][]cards.Card{cs(t, "HQ D2"), cs(t, "SQ SK")},
		Side: [2][]cards.Card{cs(t, "S3"), cs(t, "H3")},
		Spit: [2][]cards.Card{cs(t, "H4"), cs(t, "C7")},
	})
	press(t, s, 0, "play 1 L")
	e := s.Events()[len(s.Events())-1]
	require.IsType(t, spit.Drew{}, e.Data)
	assert.Equal(t, e, know(t, e, seat0), "the holder sees the card drawn")
	assert.Equal(t, e, know(t, e, both))
	assert.Equal(t, spit.Drew{Seat: 0, Slot: 1, Card: cards.None}, know(t, e, seat1).Data, "the other seat sees a card drawn, not which")
}

// bots are two computer players for seed.
func bots(seed uint64) []engine.Reactor[spit.View, spit.Action] {
	return []engine.Reactor[spit.View, spit.Action]{spit.NewBot(0, engine.Hard, engine.BotSeed(seed, 0)), spit.NewBot(1, engine.Normal, engine.BotSeed(seed, 1))}
}

// knowConfigs are the games the checks below play: the standard game,
// the short version, and the options that turn and stack by hand.
var knowConfigs = []spit.Config{{}, {Short: true}, {FlipByHand: true, StackEqual: true}, {FourPiles: true, WinnerChooses: true, AlternateColours: true}}

func TestKnow_EachSeatIsToldOnlyCardsItsViewShowed(t *testing.T) {
	total := map[string]int{}
	for i, cfg := range knowConfigs {
		for seed := uint64(1); seed <= 2; seed++ {
			s := newGame(t, cfg, seed+uint64(10*i))
			for k, n := range realtimetest.Knowing(t, s, bots(seed), 20*60*60, spit.Know, shownCards, cardsOf, cards.None) {
				total[k] += n
			}
		}
	}
	t.Logf("events checked: %v", total)
	for _, d := range []any{spit.Dealt{}, spit.Spat{}, spit.TurnedUp{}, spit.Drew{}, spit.Action{}, spit.RoundEnded{}} {
		assert.Positive(t, total[fmt.Sprintf("%T", d)], "the games checked a %T", d)
	}
}

func TestKnow_AllSeatsAreToldEveryEventButFaceDownCards(t *testing.T) {
	for _, cfg := range knowConfigs[:2] {
		s := realtimetest.Play(newGame(t, cfg, 5), bots(5), 20*60*60)
		for _, e := range s.Events() {
			k := know(t, e, both)
			switch e.Data.(type) {
			case spit.Dealt, spit.Recycled, spit.Split:
				// Face-down cards are nobody's: hidden, and only they.
				orig, _ := cardsOf(e.Data)
				got, _ := cardsOf(k.Data)
				require.Len(t, got, len(orig))
				for j, c := range got {
					assert.True(t, c == orig[j] || c == cards.None, "a masked %s changes no card, it hides one", e.Name)
				}
			default:
				assert.Equal(t, e, k, "%s comes unchanged", e.Name)
			}
		}
	}
}

func TestKnow_MaskingDoesNotChangeTheOriginal(t *testing.T) {
	for _, cfg := range knowConfigs[:2] {
		s := realtimetest.Play(newGame(t, cfg, 7), bots(7), 20*60*60)
		evs := s.Events()
		before := fmt.Sprintf("%+v", evs)
		for _, e := range evs {
			for _, seats := range []engine.SeatSet{seat0, seat1, both} {
				know(t, e, seats)
			}
		}
		assert.Equal(t, before, fmt.Sprintf("%+v", evs), "the log's events are as they were")
	}
}

func TestKnow_TheSpecListsEveryEventType(t *testing.T) {
	listed := map[reflect.Type]bool{}
	for _, d := range games.Spit.Entry().Data {
		listed[reflect.TypeOf(d)] = true
	}
	for _, cfg := range knowConfigs {
		s := realtimetest.Play(newGame(t, cfg, 3), bots(3), 20*60*60)
		for _, e := range s.Events() {
			k := know(t, e, seat1)
			assert.True(t, listed[reflect.TypeOf(k.Data)], "games.Spit.Data lacks %T", k.Data)
		}
	}
}
