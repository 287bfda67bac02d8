package record_test

import (
	"strings"
	"testing"

	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The commitment is SHA-256 over the seed's 8 bytes, big-endian, then the
// salt's 32 bytes (docs/records.md): these were worked out apart from the
// code (Python's hashlib), so anyone can check a record the same way.
func TestCommitmentIsTheDocumentedHash(t *testing.T) {
	for _, c := range []struct {
		seed       uint64
		salt, want string
	}{
		{1, strings.Repeat("00", 32), "3d0ad12b8ee8928edf248ca91ca55600fb383f07c32bff1d6dec472b25cf59a7"},
		{0x0123456789abcdef, "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
			"1c5b32842254135f1ff065a7fc7f1f84df85f9272761b251157115f9cc85a843"},
	} {
		got, err := record.Commitment(c.seed, c.salt)
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "seed %d", c.seed)
	}
}

func TestCommitmentRefusesABadSalt(t *testing.T) {
	for _, salt := range []string{"", "zz", strings.Repeat("00", 31), strings.Repeat("00", 33)} {
		_, err := record.Commitment(1, salt)
		assert.ErrorIs(t, err, record.ErrMalformed, "salt %q", salt)
	}
}

func TestNewSaltsDiffer(t *testing.T) {
	a, err := record.NewSalt()
	require.NoError(t, err)
	b, err := record.NewSalt()
	require.NoError(t, err)
	assert.Len(t, a, 2*record.SaltBytes)
	assert.NotEqual(t, a, b)
}

func TestCheckCommit(t *testing.T) {
	salt := strings.Repeat("ab", 32)
	commit, err := record.Commitment(42, salt)
	require.NoError(t, err)
	sealed := record.Header{Game: "speedrun", Seed: 42, Commit: commit, Salt: salt}
	for name, c := range map[string]struct {
		h    record.Header
		want error
	}{
		"a_game_played_here_has_none": {record.Header{Game: "speedrun", Seed: 42}, nil},
		"seed_and_salt_match":         {sealed, nil},
		"another_seed":                {func() record.Header { h := sealed; h.Seed = 43; return h }(), record.ErrCommitment},
		"another_salt":                {func() record.Header { h := sealed; h.Salt = strings.Repeat("ac", 32); return h }(), record.ErrCommitment},
		"the_salt_kept_back":          {sealed.Sealed(), record.ErrCommitment},
	} {
		t.Run(name, func(t *testing.T) {
			err := c.h.CheckCommit()
			if c.want == nil {
				assert.NoError(t, err)
			} else {
				assert.ErrorIs(t, err, c.want)
			}
		})
	}
}

func TestSealedKeepsOnlyTheCommitment(t *testing.T) {
	h := record.Header{Game: "spit", Seed: 99, Commit: "c0", Salt: "5a", Seats: []record.Seat{{Name: "Ann"}}}
	s := h.Sealed()
	assert.Zero(t, s.Seed)
	assert.Empty(t, s.Salt)
	assert.Equal(t, "c0", s.Commit)
	s.Seats[0].Name = "Bob"
	assert.Equal(t, "Ann", h.Seats[0].Name, "the sealed header shares no seats with the original")
}
