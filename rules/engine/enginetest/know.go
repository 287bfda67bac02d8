package enginetest

import (
	"encoding/json"
	"testing"

	"parlor/rules/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// KnowLeaves checks that know, told of e for every set of seats up to
// all, leaves e as it was: masking copies, and the logged event, whose
// slices and arrays the log shares, still encodes as before.
func KnowLeaves(t testing.TB, e engine.Event, know engine.Know, all engine.SeatSet) {
	t.Helper()
	before, err := json.Marshal(e.Data)
	require.NoError(t, err)
	for set := engine.SeatSet(0); set <= all; set++ {
		know(e, set)
	}
	after, err := json.Marshal(e.Data)
	require.NoError(t, err)
	assert.JSONEq(t, string(before), string(after))
}
