package spit_test

import (
	"testing"

	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestActionTokens(t *testing.T) {
	cases := []struct {
		tok string
		a   spit.Action
	}{
		{"play 3 L", spit.PlayCard(3, spit.Left)},
		{"play 1 R", spit.PlayCard(1, spit.Right)},
		{"move 2 5", spit.MoveCard(2, 5)},
		{"stack 1 4", spit.StackCard(1, 4)},
		{"spit", spit.SpitReady()},
		{"spit L", spit.SpitAlone(spit.Left)},
		{"spit R", spit.SpitAlone(spit.Right)},
		{"claim L", spit.ClaimPile(spit.Left)},
		{"choose R", spit.ChoosePile(spit.Right)},
		{"flip 4", spit.FlipCard(4)},
	}
	for _, c := range cases {
		t.Run(c.tok, func(t *testing.T) {
			assert.Equal(t, c.tok, c.a.String())
			got, err := spit.ParseAction(c.tok)
			require.NoError(t, err)
			assert.Equal(t, c.a, got)
		})
	}
	lenient, err := spit.ParseAction("  PLAY 3 l ")
	require.NoError(t, err)
	assert.Equal(t, spit.PlayCard(3, spit.Left), lenient)
	for _, bad := range []string{"", "play", "play 0 L", "play 6 L", "play 3 X", "move 1", "spit X", "claim", "flip", "flip 9", "dance", "play 3 L L"} {
		_, err := spit.ParseAction(bad)
		assert.Error(t, err, bad)
		if err != nil {
			assert.Contains(t, err.Error(), "spit: ")
		}
	}
}
