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
	// Each action writes its token and reads it back. The reader also
	// takes the other spellings, in any case and any spacing
	// (docs/records.md).
	cases := []struct {
		tok   string
		a     spit.Action
		other []string
	}{
		{"play 3 L", spit.PlayCard(3, spit.Left), []string{"  PLAY 3 l ", "Play 3 l"}},
		{"play 1 R", spit.PlayCard(1, spit.Right), []string{"pLaY\t1\t\tr"}},
		{"move 2 5", spit.MoveCard(2, 5), []string{" MOVE  2   5 "}},
		{"stack 1 4", spit.StackCard(1, 4), []string{"Stack 1\t4"}},
		{"spit", spit.SpitReady(), []string{"\tSPIT\t"}},
		{"spit L", spit.SpitAlone(spit.Left), []string{"spit   l"}},
		{"spit R", spit.SpitAlone(spit.Right), nil},
		{"claim L", spit.ClaimPile(spit.Left), nil},
		{"claim R", spit.ClaimPile(spit.Right), []string{"CLAIM r"}},
		{"choose L", spit.ChoosePile(spit.Left), []string{"  choose   L  "}},
		{"choose R", spit.ChoosePile(spit.Right), nil},
		{"flip 4", spit.FlipCard(4), []string{"FLIP 4"}},
	}
	for _, c := range cases {
		t.Run(c.tok, func(t *testing.T) {
			assert.Equal(t, c.tok, c.a.String())
			for _, tok := range append([]string{c.tok}, c.other...) {
				got, err := spit.ParseAction(tok)
				if assert.NoError(t, err, "%q", tok) {
					assert.Equal(t, c.a, got, "%q", tok)
				}
			}
		})
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
