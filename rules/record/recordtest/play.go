package recordtest

import (
	"testing"

	"parlor/rules/record"

	"github.com/stretchr/testify/require"
)

// Game is a turn-based game as VerifyPlayed plays it.
type Game[A any] interface {
	Over() bool
	ToMove() []int
	Legal(seat int) []A
	Apply(seat int, a A) error
	Record() *record.Record
}

// VerifyPlayed is the body of a turn-based game's FuzzVerify: it plays g
// by play's bytes (Play: at most MaxPlay), each picking one of the seats
// to move by its top four bits and one of that seat's legal actions by the
// whole byte, until g is over; then it damages g's record as ops say
// (Damage) and checks what verify makes of it (Check).
func VerifyPlayed[A any](t *testing.T, g Game[A], play, ops []byte, verify func(*record.Record) error) {
	t.Helper()
	for _, b := range Play(play) {
		if g.Over() {
			break
		}
		movers := g.ToMove()
		seat := movers[int(b>>4)%len(movers)]
		legal := g.Legal(seat)
		require.NoError(t, g.Apply(seat, legal[int(b)%len(legal)]))
	}
	text, damaged := Damage(g.Record(), ops)
	Check(t, text, damaged, verify)
}
