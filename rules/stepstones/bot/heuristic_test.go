package bot_test

import (
	"strings"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/cards/cardstest"
	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/rules/stepstones/bot"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func set(toks string) cards.Set { return cardstest.Set(stepstones.Deck, toks) }

// game deals seat 0 and seat 1 the given cards (seat 2 the rest), lets
// declarer bid tok, and applies the plays.
func game(t *testing.T, cfg stepstones.Config, h0, h1 string, declarer int, tok string, plays ...string) *stepstones.State {
	t.Helper()
	cfg.FixedForehand, cfg.Forehand = true, declarer
	s := stepstones.New(cfg, 1)
	a, b := set(h0), set(h1)
	require.NoError(t, s.Redeal([3]cards.Set{a, b, stepstones.Deck.Set() &^ a &^ b}))
	act, err := stepstones.ParseAction(tok)
	require.NoError(t, err)
	require.NoError(t, s.Apply(declarer, act))
	for _, p := range plays {
		a, err := stepstones.ParseAction("play " + p)
		require.NoError(t, err)
		require.NoError(t, s.Apply(s.ToMove()[0], a))
	}
	return s
}

func choose(s *stepstones.State, lvl engine.Level) stepstones.Action {
	seat := s.ToMove()[0]
	v := s.View(seat)
	return bot.New(lvl, 1).Choose(v, v.Legal)
}

// Seat 2 always holds the cards seats 0 and 1 do not.
const (
	h0 = "C1 C2 C3 D1 D2 D3 H1 H2 H3 S1 S2 S9"
	h1 = "C4 C5 C6 D4 D5 D6 H4 H5 H6 S3 S4 S5"
)

func TestNormalCardPlay(t *testing.T) {
	for _, lvl := range []engine.Level{engine.Normal, engine.Hard} {
		t.Run(lvl.String(), func(t *testing.T) {
			// Declarer (seat 0) in Win Tricks (No Trump), 9 High, leads: the
			// S9 is its only sure winner.
			s := game(t, stepstones.Config{}, h0, h1, 0, "bid no-trump 9high")
			if lvl == engine.Normal { // Hard's search may cash it later
				assert.Equal(t, "play S9", choose(s, lvl).String(), "lead the sure winner")
			}

			// Defenders together: seat 2 leads C9 (a sure winner), seat 0 the
			// declarer follows low; seat 1, the partner, must not overtake
			// and plays its lowest club.
			s = game(t, stepstones.Config{}, h0, h1, 2, "bid no-trump 9high", "C9", "C1")
			assert.Equal(t, "play C4", choose(s, lvl).String(), "declarer seat 2 already wins; seat 1 cannot beat C9, plays low")

			// Defender after the declarer: seat 0 declares and leads S2;
			// seat 1 beats it as cheaply as it can (S3 is enough? S9 is in
			// seat 0's hand, so seat 2 could still overtake: seat 1 wants
			// the defenders to win, and the last seat is its partner).
			s = game(t, stepstones.Config{}, h0, h1, 0, "bid no-trump 9high", "S2")
			got := choose(s, lvl).String()
			assert.Contains(t, []string{"play S3", "play S4", "play S5"}, got)
		})
	}
}

func TestLoseDeclarerDucks(t *testing.T) {
	// Lose Tricks, 9 High: seat 1 leads H6 as declarer? Seat 0 declares
	// and follows a Heart lead from seat 2 below it.
	s := game(t, stepstones.Config{}, h0, h1, 2, "bid lose-no-trump 9high", "H9")
	// Seat 0 (defender) wants the declarer (seat 2) to take the trick: it
	// ducks, shedding its highest heart and keeping the low ones to duck
	// with later.
	assert.Equal(t, "play H3", choose(s, engine.Normal).String())
	s = game(t, stepstones.Config{}, h0, h1, 0, "bid lose-no-trump 9high")
	a := choose(s, engine.Normal)
	require.Equal(t, stepstones.KindPlay, a.Kind)
	assert.LessOrEqual(t, int(a.Card.Rank()), 2, "the Lose declarer leads a low card: %v", a)
}

func TestNormalBidding(t *testing.T) {
	// A hand full of top cards bids a Win contract at once.
	s := stepstones.New(stepstones.Config{FixedForehand: true, Forehand: 0}, 1)
	strong := set("C9 C8 C7 D9 D8 D7 H9 H8 H7 S9 S8 S7")
	require.NoError(t, s.Redeal([3]cards.Set{strong, set(h1), stepstones.Deck.Set() &^ strong &^ set(h1)}))
	a := choose(s, engine.Normal)
	require.Equal(t, stepstones.KindBid, a.Kind, "%v", a)
	assert.False(t, a.Bid.Contract.Lose())
	assert.Equal(t, "9high", strings.Fields(a.Bid.String())[1])
	// The weakest hand at 9 High is the strongest at 1 High.
	weak := set("C1 C2 C3 D1 D2 D3 H1 H2 H3 S1 S2 S3")
	require.NoError(t, s.Redeal([3]cards.Set{weak, set("C4 C5 C6 D4 D5 D6 H4 H5 H6 S4 S5 S6"), stepstones.Deck.Set() &^ weak &^ set("C4 C5 C6 D4 D5 D6 H4 H5 H6 S4 S5 S6")}))
	a = choose(s, engine.Hard)
	require.Equal(t, stepstones.KindBid, a.Kind, "%v", a)
	if !a.Bid.Contract.Lose() {
		assert.Equal(t, "1high", strings.Fields(a.Bid.String())[1], "%v", a)
	}
}
