package spellcraft_test

import (
	"errors"
	"regexp"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIllegalActionsSayWhy: every refusal names its ruling for the tests
// and says why in plain words to the player who tried it, and changes
// nothing.
func TestIllegalActionsSayWhy(t *testing.T) {
	type try struct {
		seat int
		a    string
		rule string
		say  string
	}
	bidding := func(t *testing.T) *spellcraft.State {
		return rigged(t, three, 0, knockHands, knockDeck, []int{2, 20, 0})
	}
	cases := []struct {
		name  string
		state func(t *testing.T) *spellcraft.State
		tries []try
	}{
		{"G1_no_such_seat", bidding, []try{
			{-1, "bid 1", "G1", "There is no such seat at this table."},
			{3, "bid 1", "G1", "There is no such seat at this table."},
		}},
		{"SC6_bids", bidding, []try{
			{1, "take C3", "SC6", "Everyone bids now: you may bid 1 to 4 chips."},
			{1, "bid 5", "SC6", "A bid is 1 to 4 chips."},
			{1, "bid 0", "SC6", "A bid is 1 to 4 chips."},
			{0, "bid 3", "SC6", "A bid is at most your stack: you may bid 1 to 2 chips."},
			{2, "bid 1", "SC6", "You have no chips to bid: you are all-in and pick last."},
		}},
		{"SC6_a_bid_is_final", func(t *testing.T) *spellcraft.State {
			s := bidding(t)
			apply(t, s, 0, "bid 1")
			return s
		}, []try{{0, "bid 2", "SC6", "You have bid already this turn, and a bid is final."}}},
		{"SC7_picks", func(t *testing.T) *spellcraft.State {
			s := rigged(t, three, 0, knockHands, knockDeck, nil)
			bidAll(t, s, 1)
			return s
		}, []try{
			{2, "take C3", "turn order", "It is not your turn."},
			{1, "take C9", "SC7", "The 9♣ is not on the field."},
			{1, "knock", "SC7", "Take a card from the field or draw one from the deck now."},
		}},
		{"SC8_exchanges", func(t *testing.T) *spellcraft.State {
			s := rigged(t, three, 0, knockHands, knockDeck, nil)
			bidAll(t, s, 1)
			takeEach(t, s, knockPicks1)
			return s
		}, []try{
			{0, "exchange H2 H3 HA", "SC8", "The A♥ is not on the field."},
			{0, "exchange H2 S9 C4", "SC8", "You do not hold the 9♠."},
			{0, "exchange H2 H3 H4", "SC8", "The card you take in comes from the field or the deck, not from your hand."},
			{0, "bid 1", "SC8", "Now you may exchange two of your cards for one, or keep your hand."},
		}},
		{"SC9_knocks", func(t *testing.T) *spellcraft.State {
			return toKnock(t, knockHands, knockDeck, knockPicks1, knockPicks2, nil)
		}, []try{{0, "draw", "SC9", "Knock now, or pass to play on."}}},
		{"SC3_black_joker", func(t *testing.T) *spellcraft.State {
			s := toKnock(t, []string{"H2 H3 H4 C5 D6", "S9 S10 SJ C2 D3", "D9 DK C8 H6 BJ"}, knockDeck, knockPicks1, knockPicks2, nil)
			apply(t, s, 0, "knock")
			takeEach(t, s, []string{"", "C4", "C6"})
			return s
		}, []try{
			{2, "target 2", "SC3", "You cannot aim the black joker at yourself: choose an opponent in the showdown."},
			{2, "target 5", "SC3", "Aim the black joker at an opponent in the showdown."},
			{2, "pass", "SC3", "Choose the opponent who loses a card to your black joker."},
		}},
		{"SC12_out_of_the_game", func(t *testing.T) *spellcraft.State {
			return rigged(t, three, 0, []string{knockHands[0], "", knockHands[2]}, knockDeck, nil)
		}, []try{{1, "bid 1", "SC12", "You have no chips left, so you are out of the game."}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, tr := range tc.tries {
				s := tc.state(t)
				before := *s
				err := s.Apply(tr.seat, act(tr.a))
				require.ErrorIs(t, err, engine.ErrIllegal, "seat %d %s", tr.seat, tr.a)
				assert.Equal(t, tr.rule, engine.RuleOf(err), "seat %d %s", tr.seat, tr.a)
				assert.Equal(t, tr.say, engine.Explain(err), "seat %d %s", tr.seat, tr.a)
				assert.True(t, before == *s, "seat %d %s changed the game", tr.seat, tr.a)
			}
		})
	}
	t.Run("decision_3_deck_empty", func(t *testing.T) {
		s := spellcraft.MustNew(spellcraft.Config{Players: 8, FixedDealer: true, Dealer: 0}, 11)
		bidAll(t, s, 1)
		for s.Phase() == spellcraft.PhasePick {
			seat := s.ToMove()[0]
			require.NoError(t, s.Apply(seat, s.Legal(seat)[0]))
		}
		seat := s.ToMove()[0]
		h := s.Hand(seat).Cards()
		err := s.Apply(seat, spellcraft.Exchange(h[0], h[1], cards.None))
		assert.Equal(t, "SC7", engine.RuleOf(err))
		assert.Equal(t, "The deck is empty: take a card from the field.", engine.Explain(err))
	})
}

// TestIllegalSentencesArePlainWords tries wrong actions by every seat
// through random games: each refusal is a sentence for a person, with
// cards as 9♣ and Red Joker, never a seat number, a card token or a ruling
// id.
func TestIllegalSentencesArePlainWords(t *testing.T) {
	token := regexp.MustCompile(`\b([CDHS](10|[2-9AJQK])|RJ|BJ|--)\b`)
	forbidden := regexp.MustCompile(`(?i)\bseats? -?[0-9]|\bSC[0-9]+\b|\bG[1-4]\b|spellcraft:`)
	wrong := []spellcraft.Action{
		{}, spellcraft.Pass, spellcraft.Knock, spellcraft.Draw, spellcraft.Bid(0), spellcraft.Bid(5), spellcraft.Bid(1),
		spellcraft.Target(0), spellcraft.Target(9), {Kind: 99}, spellcraft.Take(cards.Card(200)),
		spellcraft.Exchange(cards.RedJoker, cards.BlackJoker, cards.None),
		{Kind: spellcraft.KindExchange, Out: [2]cards.Card{1, 1}, Card: 2},
	}
	seen := map[string]bool{}
	for seed := range uint64(8) {
		cfg := configFor(seed)
		s := spellcraft.MustNew(cfg, seed)
		rng := newRand(seed)
		for n := 0; !s.Over(); n++ {
			if n%7 == 0 {
				tries := append([]spellcraft.Action{}, wrong...)
				for _, c := range cfg.Deck().Cards() {
					tries = append(tries, spellcraft.Take(c))
				}
				for who := -1; who <= cfg.Players; who++ {
					for _, a := range tries {
						err := s.Clone().Apply(who, a)
						if err == nil {
							continue
						}
						var re *engine.RuleError
						require.True(t, errors.As(err, &re), "%v", err)
						say := re.Say
						seen[say] = true
						assert.Regexp(t, `^[A-Z].*\.$`, say)
						assert.NotRegexp(t, token, say, "a card token")
						assert.NotRegexp(t, forbidden, say)
					}
				}
			}
			seat, a := randomMove(t, s, rng, 20)
			require.NoError(t, s.Apply(seat, a))
		}
	}
	t.Logf("%d different sentences", len(seen))
}
