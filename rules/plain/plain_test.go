package plain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSeatsNamePlayersNotNumbers(t *testing.T) {
	s := Seats{Me: 0, Names: []string{"You", "West", ""}}
	assert.Equal(t, "you", s.Name(0))
	assert.Equal(t, "West", s.Name(1))
	assert.Equal(t, "another player", s.Name(2), "a seat without a name is never a number")
	assert.Equal(t, "another player", s.Name(7))
	assert.Equal(t, "your", s.Possessive(0))
	assert.Equal(t, "West's", s.Possessive(1))
}

func TestNumbers(t *testing.T) {
	assert.Equal(t, "0.0", One(-0.04), "no minus zero")
	assert.Equal(t, "1.3", One(1.25))
	assert.Equal(t, "+1.2", Signed(1.24))
	assert.Equal(t, "-0.8", Signed(-0.79))
	assert.Equal(t, "0.0", Signed(-0.01))
	assert.Equal(t, "1 chip", Count(1, "chip", "chips"))
	assert.Equal(t, "0 chips", Count(0, "chip", "chips"))
	assert.Equal(t, "12 chips", Count(12, "chip", "chips"))
	assert.Equal(t, "no tricks", Some(0, "trick", "tricks"))
	assert.Equal(t, "1 trick", Some(1, "trick", "tricks"))
	assert.Equal(t, "4 tricks", Some(4, "trick", "tricks"))
	assert.Equal(t, "East takes", Capital("east takes"))
	assert.Equal(t, "", Capital(""))
}
