package spit_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/record/recordtest"
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
	// The reader takes any case and any spacing (docs/records.md).
	for _, c := range []struct {
		tok string
		a   spit.Action
	}{
		{"Play 3 l", spit.PlayCard(3, spit.Left)},
		{"pLaY\t1\t\tr", spit.PlayCard(1, spit.Right)},
		{" MOVE  2   5 ", spit.MoveCard(2, 5)},
		{"Stack 1\t4", spit.StackCard(1, 4)},
		{"\tSPIT\t", spit.SpitReady()},
		{"spit   l", spit.SpitAlone(spit.Left)},
		{"CLAIM r", spit.ClaimPile(spit.Right)},
		{"  choose   L  ", spit.ChoosePile(spit.Left)},
		{"FLIP 4", spit.FlipCard(4)},
	} {
		got, err := spit.ParseAction(c.tok)
		if assert.NoError(t, err, "%q", c.tok) {
			assert.Equal(t, c.a, got, "%q", c.tok)
		}
	}
	for _, bad := range []string{"", "play", "play 0 L", "play 6 L", "play 3 X", "move 1", "spit X", "claim", "flip", "flip 9", "dance", "play 3 L L"} {
		_, err := spit.ParseAction(bad)
		assert.Error(t, err, bad)
		if err != nil {
			assert.Contains(t, err.Error(), "spit: ")
		}
	}
}

// A whole record whose tokens were written in other case and spacing
// verifies, and replays to the same game.
func TestRecordInOtherCaseAndSpacingVerifies(t *testing.T) {
	for _, cfg := range []spit.Config{{}, {Short: true}, {StackEqual: true, FlipByHand: true}} {
		rec := botGame(t, cfg, 9, [2]engine.Level{engine.Hard, engine.Normal}).Record()
		odd := recordtest.Reread(t, realtimetest.Respell(rec))
		require.NotEqual(t, rec.Events[2].Action, odd.Events[2].Action)
		s, err := spit.Resume(odd)
		require.NoError(t, err, "%s", cfg)
		assert.True(t, s.Over())
		assert.Equal(t, rec.Events, s.Record().Events, "%s: the engine writes the canonical tokens", cfg)
	}
}
