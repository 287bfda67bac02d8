package games_test

import (
	"fmt"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTakeBackRestoresTheGameBeforeYourLastDecision: in every turn-based
// game, undo cuts the record before the player's last action (so the
// computer players decide afresh), marks the record, and leaves the old
// game as it was; the marks survive Continue, and hints count too.
func TestTakeBackRestoresTheGameBeforeYourLastDecision(t *testing.T) {
	for _, e := range games.All() {
		if e.RealTime {
			continue
		}
		t.Run(e.Name, func(t *testing.T) {
			seats := []record.Seat{{Name: "You", Kind: "human"}}
			levels := map[int]engine.Level{}
			for i := 1; i < e.Seats; i++ {
				seats = append(seats, record.Seat{Name: fmt.Sprintf("Bot %d", i), Kind: "bot", Bot: "easy"})
				levels[i] = engine.Easy
			}
			m, err := e.New(nil, 9, seats)
			require.NoError(t, err)
			_, err = e.TakeBack(m, 0)
			assert.ErrorIs(t, err, engine.ErrNothingToTakeBack)
			bots, err := e.Bots(m, levels, 9)
			require.NoError(t, err)
			var before *record.Record
			var mine any
			for acted := 0; acted < 5; {
				if contains(m.ToMove(), 0) {
					before = m.Record()
					legal := m.Legal(0)
					mine = legal[len(legal)-1]
					require.NoError(t, m.Apply(0, mine))
					acted++
					continue
				}
				_, err := bots.Step(nil)
				require.NoError(t, err)
			}
			for !contains(m.ToMove(), 0) { // let the bots answer the last decision
				_, err := bots.Step(nil)
				require.NoError(t, err)
			}
			full := m.Record()
			back, err := e.TakeBack(m, 0)
			require.NoError(t, err)
			got := back.Record()
			assert.Equal(t, before.Events, got.Events, "the game as it was before the last decision")
			assert.Equal(t, 1, got.Header.Undos, "the record is marked")
			assert.Equal(t, full, m.Record(), "the old game is unchanged")
			assert.Contains(t, back.Legal(0), mine, "the same choice is open again")
			undos, _ := engine.Assists(back)
			assert.Equal(t, 1, undos)

			again, err := e.TakeBack(back, 0)
			require.NoError(t, err)
			assert.Equal(t, 2, again.Record().Header.Undos, "every undo counts")
			resumed, err := e.Resume(again.Record())
			require.NoError(t, err)
			assert.Equal(t, 2, resumed.Record().Header.Undos, "the mark survives Continue")
			engine.Hinted(resumed)
			_, hints := engine.Assists(resumed)
			assert.Equal(t, 1, hints)
		})
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
