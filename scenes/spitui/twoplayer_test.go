package spitui_test

import (
	"bytes"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// keysFor translates a press into the keys a person would type with the
// press model: a pile key then a side key to play, two pile keys to move,
// Spit (then a side when spitting alone), Claim then a side in the race.
func keysFor(a spit.Action, piles []ebiten.Key, side map[spit.Side]ebiten.Key, spitKey, claimKey ebiten.Key) [][]ebiten.Key {
	switch a.Kind {
	case spit.Play:
		return [][]ebiten.Key{{piles[a.From-1]}, {side[a.Side]}}
	case spit.Move, spit.Stack:
		return [][]ebiten.Key{{piles[a.From-1]}, {piles[a.To-1]}}
	case spit.Spit:
		if a.Side != spit.NoSide {
			return [][]ebiten.Key{{spitKey}, {side[a.Side]}}
		}
		return [][]ebiten.Key{{spitKey}}
	case spit.Claim:
		return [][]ebiten.Key{{claimKey, side[a.Side]}}
	case spit.Choose:
		return [][]ebiten.Key{{side[a.Side]}}
	case spit.Flip:
		return [][]ebiten.Key{{piles[a.From-1]}}
	}
	return nil
}

// Two people on one keyboard play a whole game: each seat's moves come
// from a reaction-time model, but reach the game only as that seat's keys
// (Player 1's left-hand keys, Player 2's right-hand keys) through the
// script. The game must reach its end and its record must verify.
func TestTwoPlayersWholeGameByKeys(t *testing.T) {
	h, tbl := newTable(t, scenes.Choice{Mode: scenes.TwoPlayers, Seed: 21})
	h.DrawEvery = 10
	st := stateOf(t, tbl)
	bots := [2]*spit.Bot{spit.NewBot(0, engine.Hard, 1), spit.NewBot(1, engine.Hard, 2)}
	type keys struct {
		piles           []ebiten.Key
		side            map[spit.Side]ebiten.Key
		spitKey, claimK ebiten.Key
	}
	seatKeys := [2]keys{
		{p1Piles, p1Side, ebiten.KeyE, ebiten.KeyR},
		{p2Piles, p2Side, ebiten.KeyO, ebiten.KeyP},
	}
	var queue [2][][]ebiten.Key
	check := scenetest.WatchWords(t)
	inTime := h.Within(120000)
	for inTime() && h.TopName() != "spit-final" {
		switch h.TopName() {
		case "spit-round":
			h.Press(ebiten.KeyEnter)
			continue
		case "spit-table":
		default:
			h.Step(1)
			continue
		}
		var down []ebiten.Key
		for seat := range 2 {
			v := st.View(seat)
			if a, ok := bots[seat].Tick(v); ok && len(queue[seat]) == 0 {
				k := seatKeys[seat]
				queue[seat] = keysFor(a, k.piles, k.side, k.spitKey, k.claimK)
			}
			if len(queue[seat]) > 0 {
				down = append(down, queue[seat][0]...)
				queue[seat] = queue[seat][1:]
			}
		}
		h.Script.Hold(down...)
		h.Step(1)
		h.Script.Release(down...)
	}
	require.Equal(t, "spit-final", h.TopName(), "two players on one keyboard finish a game")
	check()
	assert.True(t, st.Over())
	rec := st.Record()
	var buf bytes.Buffer
	_, err := rec.WriteTo(&buf)
	require.NoError(t, err)
	back, err := record.Read(&buf)
	require.NoError(t, err)
	assert.NoError(t, spit.Verify(back))
	seats := map[int]int{}
	for _, e := range back.Events {
		if e.Kind == record.Act {
			seats[e.SeatOf()]++
		}
	}
	assert.Greater(t, seats[0], 20, "Player 1's keys made many presses")
	assert.Greater(t, seats[1], 20, "Player 2's keys made many presses")

	// The finished game is no longer a game in progress, and it joined
	// the history once.
	assert.Nil(t, h.Ctx().SaveOf(spit.GameName), "nothing left to continue")
	items, _ := h.Ctx().Store().Games()
	assert.Len(t, items, 1, "the game is in the history")
}
