package session_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
)

// same reports whether a and b are equal values, unexported fields
// included, with an empty slice or map equal to a nil one: the wire does
// not keep that difference, and no game gives it a meaning.
func same(a, b any) bool { return sameValue(reflect.ValueOf(a), reflect.ValueOf(b)) }

func sameValue(a, b reflect.Value) bool {
	if !a.IsValid() || !b.IsValid() {
		return a.IsValid() == b.IsValid()
	}
	if a.Type() != b.Type() {
		return false
	}
	switch a.Kind() {
	case reflect.Slice, reflect.Map:
		if a.Len() == 0 || b.Len() == 0 {
			return a.Len() == b.Len()
		}
		if a.Kind() == reflect.Map {
			return sameMap(a, b)
		}
		fallthrough
	case reflect.Array:
		if a.Len() != b.Len() {
			return false
		}
		for i := range a.Len() {
			if !sameValue(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Struct:
		for i := range a.NumField() {
			if !sameValue(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return sameValue(a.Elem(), b.Elem())
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return a.Float() == b.Float()
	case reflect.String:
		return a.String() == b.String()
	}
	return false // funcs and channels never travel
}

func sameMap(a, b reflect.Value) bool {
	if a.Len() != b.Len() {
		return false
	}
	for _, k := range a.MapKeys() {
		v := b.MapIndex(k)
		if !v.IsValid() || !sameValue(a.MapIndex(k), v) {
			return false
		}
	}
	return true
}

func TestSameTellsValuesApart(t *testing.T) {
	type inner struct {
		n []int
		m map[string]int
	}
	type outer struct {
		A  int
		in inner
		P  *int
	}
	one, two := 1, 2
	assert.True(t, same(outer{A: 1, in: inner{n: []int{}}}, outer{A: 1}), "empty and nil slices")
	assert.True(t, same(outer{P: &one}, outer{P: &one}))
	assert.False(t, same(outer{P: &one}, outer{P: &two}), "pointed-to values differ")
	assert.False(t, same(outer{in: inner{n: []int{1}}}, outer{in: inner{n: []int{2}}}), "an unexported field differs")
	assert.False(t, same(outer{in: inner{m: map[string]int{"a": 1}}}, outer{}), "a map against none")
	assert.False(t, same(outer{A: 1}, 1), "types differ")
}
