package stepstones

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every field of State but its Log and its future deals travels with a
// View: one added to State and not to publicState fails here.
func TestPublicStateSpellsOutEveryField(t *testing.T) {
	st, pub := reflect.TypeFor[State](), reflect.TypeFor[publicState]()
	assert.Equal(t, st.NumField()-2, pub.NumField(), "State's fields less Log and pcg")
}

// A view decodes to the view encoded, its search base included, at every
// point of random games.
func TestViewTravelsWhole(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for g := range 3 {
		s := New(Config{Redo: g == 1, Sheet: Sheet(g % 2)}, uint64(g))
		for step := 0; step < 400 && !s.Over(); step++ {
			seat := s.ToMove()[0]
			v := s.View(seat)
			b, err := json.Marshal(v)
			require.NoError(t, err)
			var got View
			require.NoError(t, json.Unmarshal(b, &got))
			if !reflect.DeepEqual(v.base, got.base) || !reflect.DeepEqual(v.Own, got.Own) || v.Phase != got.Phase {
				t.Fatalf("game %d step %d: the view changed on the way", g, step)
			}
			legal := s.Legal(seat)
			require.NoError(t, s.Apply(seat, legal[rng.IntN(len(legal))]))
		}
	}
}
