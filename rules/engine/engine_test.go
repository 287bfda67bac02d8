package engine_test

import (
	"errors"
	"fmt"
	"testing"

	"parlor/rules/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestIllegalCarriesRuleAndSentence(t *testing.T) {
	err := engine.IllegalIn("speedrun", "follow suit", "you must follow suit: %s were led", "Clubs")
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, "follow suit", engine.RuleOf(err))
	assert.Equal(t, "You must follow suit: Clubs were led.", engine.Explain(err), "capital letter and full stop added")
	assert.Equal(t, "speedrun: illegal action (follow suit): You must follow suit: Clubs were led.", err.Error())

	wrapped := fmt.Errorf("seat 1: %w", err)
	assert.ErrorIs(t, wrapped, engine.ErrIllegal)
	assert.Equal(t, "You must follow suit: Clubs were led.", engine.Explain(wrapped), "found through wrapping")

	assert.Equal(t, "Too late: the other player got there first.", engine.Explain(fmt.Errorf("x: %w", engine.ErrLate)))
	assert.Equal(t, "That move is not allowed now.", engine.Explain(engine.ErrIllegal))
	assert.Equal(t, "That did not work.", engine.Explain(errors.New("disk full")))
	assert.Empty(t, engine.Explain(nil))
	assert.Empty(t, engine.RuleOf(errors.New("x")))
	assert.Equal(t, "Is it?", engine.Explain(engine.Illegal("q", "is it?")), "a question keeps its mark")
}

func TestLevels(t *testing.T) {
	for _, l := range engine.Levels {
		got, err := engine.ParseLevel(" " + l.Title() + " ")
		require.NoError(t, err)
		assert.Equal(t, l, got)
	}
	_, err := engine.ParseLevel("grandmaster")
	assert.ErrorContains(t, err, `unknown level "grandmaster"`)
	assert.Equal(t, engine.Random, engine.Level(0), "the zero Level plays at random")
	assert.Equal(t, "Level(9)", engine.Level(9).String())
}

// TestSeedsAreTheOnesRecordsWereMadeWith: sim and the bots of every game
// derived seeds this way before they shared one function; records and
// golden games depend on it.
func TestSeedsAreTheOnesRecordsWereMadeWith(t *testing.T) {
	assert.Equal(t, uint64(0xe220a8397b1dcdaf), engine.BotSeed(0, 0))
	assert.Equal(t, uint64(0x1e9a57bc80e6721d), engine.BotSeed(12345, 2))
	assert.NotEqual(t, engine.BotSeed(1, 0), engine.BotSeed(1, 1))
	assert.NotEqual(t, engine.GameSeed(1, 0), engine.GameSeed(1, 1))
	assert.NotEqual(t, engine.GameSeed(1, 0), engine.GameSeed(2, 0))
}

func TestOptions(t *testing.T) {
	length := engine.Option{Key: "length", Choices: []engine.Choice{{"short", "Short"}, {"long", "Long"}}, Default: "short"}
	chips := engine.Number("chips", "Starting chips", "", 12, 100, 20, 4)
	reveal := engine.Toggle("reveal", "Contract Reveal", "")
	opts := []engine.Option{length, chips, reveal}
	assert.True(t, reveal.IsToggle())
	assert.False(t, chips.IsToggle())
	assert.Equal(t, "12", chips.Choices[0].Value)
	assert.Equal(t, "100", chips.Choices[len(chips.Choices)-1].Value)

	assert.NoError(t, engine.CheckSettings(opts, engine.Settings{"length": "long", "chips": "37", "reveal": "on"}))
	assert.ErrorContains(t, engine.CheckSettings(opts, engine.Settings{"chips": "0"}), "chips: want a whole number from 12 to 100")
	assert.ErrorContains(t, engine.CheckSettings(opts, engine.Settings{"chips": "101"}), "from 12 to 100")
	assert.ErrorContains(t, engine.CheckSettings(opts, engine.Settings{"length": "epic"}), "length: want short, long")
	assert.ErrorContains(t, engine.CheckSettings(opts, engine.Settings{"colour": "red"}), `unknown option "colour"`)

	s := engine.Settings{"reveal": "on"}
	assert.Equal(t, "short", s.Get(length), "a missing key is the default")
	assert.True(t, s.On("reveal"))
	assert.Equal(t, 20, s.Int("chips", 20))
}
