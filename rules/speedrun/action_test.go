package speedrun_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestActionTokensRoundTrip(t *testing.T) {
	for _, tok := range []string{"trump H", "trump none", "rank 10high", "rank 1high", "rank slalom 10high",
		"rank bell 1high", "bid win4", "bid most", "bid pass", "bid redo win1", "reveal", "noreveal", "play H10", "play C1"} {
		a, err := speedrun.ParseAction(tok)
		require.NoError(t, err, tok)
		assert.Equal(t, tok, a.String())
	}
	a, err := speedrun.ParseAction("  PLAY  h1 ")
	require.NoError(t, err)
	assert.Equal(t, "play H1", a.String(), "lenient reader")
	for _, bad := range []string{"", "trump", "trump X", "rank 11high", "rank slalom", "rank zigzag 1high", "bid", "bid win2",
		"bid redo", "bid redo pass", "reveal now", "play", "play HJ", "play H11", "jump", "bid pass extra"} {
		_, err := speedrun.ParseAction(bad)
		assert.Error(t, err, bad)
	}
}

// Every Legal action's token parses back to the same action.
func TestLegalTokensParse(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	s := speedrun.New(speedrun.Config{Length: speedrun.Long, ContractReveal: true}, 9)
	for !s.Over() {
		for _, seat := range s.ToMove() {
			for _, a := range s.Legal(seat) {
				b, err := speedrun.ParseAction(a.String())
				require.NoError(t, err)
				require.Equal(t, a, b)
			}
		}
		s.RandomStep(rng)
	}
}

// FuzzApply feeds random action bytes to random game states: Apply never
// panics, an illegal action changes nothing, a legal one keeps the cards
// in place, and Legal is never empty for a seat to move. One input tries
// at most 64 forged actions.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{0, 1, 2, 3})
	f.Add(uint64(2), uint8(40), []byte("play H10"))
	f.Add(uint64(3), uint8(200), []byte{6, 33, 6, 34, 3, 1})
	f.Fuzz(func(t *testing.T, seed uint64, steps uint8, data []byte) {
		s := speedrun.New(speedrun.Config{Length: speedrun.Length(seed % 3), ContractReveal: seed&4 != 0}, seed)
		rng := rand.New(rand.NewPCG(seed, 1))
		for i := 0; i < int(steps) && !s.Over(); i++ {
			s.RandomStep(rng)
		}
		data = data[:min(len(data), 256)]
		if a, err := speedrun.ParseAction(string(data)); err == nil {
			for seat := -1; seat <= 3; seat++ {
				tryApply(t, s.Clone(), seat, a)
			}
		}
		for len(data) >= 4 {
			a := speedrun.Action{Kind: speedrun.Kind(data[0] % 8), Card: cardsCard(data[1])}
			a.Trump = trickTrump(data[2] % 7)
			a.Bid = speedrun.Bid{Kind: speedrun.BidKind(data[2] % 4), Contract: speedrun.Contract(data[3] % 11)}
			a.Ranking.Pattern = trickPattern(data[3] % 4)
			a.Ranking.Start = trickDir(data[1] % 3)
			tryApply(t, s, int(data[0]>>4)%4, a)
			data = data[4:]
		}
		if !s.Over() {
			for _, seat := range s.ToMove() {
				if len(s.Legal(seat)) == 0 {
					t.Fatalf("seat %d to move without a legal action", seat)
				}
			}
		}
	})
}

func tryApply(t *testing.T, s *speedrun.State, seat int, a speedrun.Action) {
	before := s.Clone()
	legal := false
	for _, l := range s.Legal(seat) {
		legal = legal || l == canonical(a)
	}
	err := s.Apply(seat, a)
	if err != nil {
		if legal {
			t.Fatalf("legal %v refused: %v", a, err)
		}
		if *before != *s {
			t.Fatalf("illegal %v changed the state", a)
		}
		return
	}
	if !legal {
		t.Fatalf("%v by %d accepted but not in Legal", a, seat)
	}
	checkCards(t, s)
}

// canonical keeps only the field an action's kind uses.
func canonical(a speedrun.Action) speedrun.Action {
	out := speedrun.Action{Kind: a.Kind}
	switch a.Kind {
	case speedrun.KindTrump:
		out.Trump = a.Trump
	case speedrun.KindRanking:
		out.Ranking = a.Ranking
	case speedrun.KindBid:
		out.Bid = a.Bid
	case speedrun.KindPlay:
		out.Card = a.Card
	}
	return out
}
