package games_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/replay"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// seatLists are the wrong seat lists of a header for a game of n seats:
// the key left out, one seat too few, one too many, an empty list and
// null. listed is how many seats each lists.
func seatLists(n int) []struct {
	name   string
	seats  string // the "seats" value; "" leaves the key out
	listed int
} {
	list := func(k int) string {
		s := make([]record.Seat, k)
		for i := range s {
			s[i] = record.Seat{Name: fmt.Sprintf("Bot %d", i), Kind: "bot", Bot: "normal"}
		}
		b, _ := json.Marshal(s)
		return string(b)
	}
	return []struct {
		name   string
		seats  string
		listed int
	}{
		{"no_seats", "", 0},
		{"too_few", list(n - 1), n - 1},
		{"too_many", list(n + 1), n + 1},
		{"empty_list", "[]", 0},
		{"null", "null", 0},
	}
}

// withSeats returns the record text with its header's "seats" replaced by
// seats ("" removes the key).
func withSeats(t *testing.T, text, seats string) string {
	t.Helper()
	head, rest, _ := strings.Cut(text, "\n")
	var h map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(head), &h))
	if seats == "" {
		delete(h, "seats")
	} else {
		h["seats"] = json.RawMessage(seats)
	}
	b, err := json.Marshal(h)
	require.NoError(t, err)
	return string(b) + "\n" + rest
}

// TestWrongSeatListIsRefused: in every game, a record header whose seat
// list does not hold exactly the game's seats (none, too few, too many,
// "seats":[] or "seats":null) is refused by Entry.Resume (Continue, the
// history) and by `parlor verify`, on line 1, naming both seat counts.
// Nothing is continued and written back with a different seat list.
func TestWrongSeatListIsRefused(t *testing.T) {
	dir := t.TempDir()
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			// Games with a seat range are tried at their fewest and most
			// seats as well as their usual count.
			for _, n := range seatCounts(e.Info) {
				seats := make([]record.Seat, n)
				for i := range seats {
					seats[i] = record.Seat{Name: fmt.Sprintf("Bot %d", i), Kind: "bot", Bot: "normal"}
				}
				m, err := e.New(engine.Settings{}, 7, seats)
				require.NoError(t, err, "%d seats", n)
				var buf bytes.Buffer
				_, err = m.Record().WriteTo(&buf)
				require.NoError(t, err)
				good := buf.String()
				rec, err := record.Read(strings.NewReader(good))
				require.NoError(t, err)
				_, err = e.Resume(rec)
				require.NoError(t, err, "%d seats: the record as written", n)

				for _, c := range seatLists(n) {
					text := withSeats(t, good, c.seats)
					name := fmt.Sprintf("%s-%d-%s", e.Name, n, c.name)
					rec, err := record.Read(strings.NewReader(text))
					if err == nil {
						_, err = e.Resume(rec)
					}
					require.Error(t, err, "%s: Resume", name)
					assertNamesSeats(t, err.Error(), n, c.listed, name+": Resume")

					file := filepath.Join(dir, name+".jsonl")
					require.NoError(t, os.WriteFile(file, []byte(text), 0o644))
					var out, errOut bytes.Buffer
					code := replay.Main([]string{file}, &out, &errOut)
					assert.Equal(t, 1, code, "%s: parlor verify's exit code", name)
					assert.True(t, strings.HasPrefix(out.String(), file+": line 1: "), "%s: parlor verify says %q", name, out.String())
					assertNamesSeats(t, out.String(), n, c.listed, name+": parlor verify")
				}
			}
		})
	}
}

// seatCounts returns the seat counts a game is tried with: its usual one,
// and its fewest and most when it has a range.
func seatCounts(i engine.Info) []int {
	out := []int{i.Seats}
	for _, n := range []int{i.MinSeats, i.MaxSeats} {
		if n != i.Seats && (len(out) < 2 || out[len(out)-1] != n) {
			out = append(out, n)
		}
	}
	return out
}

// assertNamesSeats checks that msg names the count the header listed, as
// "<listed> seats" (a list left out or null is none), and the game's seat
// count n ("seats 3", "of 4 players", "for 4 players").
func assertNamesSeats(t *testing.T, msg string, n, listed int, what string) {
	t.Helper()
	assert.Contains(t, msg, fmt.Sprintf("%d seats", listed), "%s: %s", what, msg)
	assert.Regexp(t, fmt.Sprintf(`\b(seats|of|for) %d\b`, n), msg, "%s: the game's seat count", what)
	assert.NotContains(t, msg, "internal error", "%s: %s", what, msg)
}
