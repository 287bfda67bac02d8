package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Option is one choice a game offers: a row on its setup screen and a flag
// of `parlor sim`. Its values are words ("short", "on"); a number option
// lists its numbers as words too.
type Option struct {
	Key     string   // the flag name and the Settings key: "length", "reveal"
	Label   string   // the setup row's label: "Game length"
	Usage   string   // the flag's help line
	Choices []Choice // every value, in the order the setup screen steps through them
	Default string   // the value of the rulebook's standard game
	// Number options take any whole number from Min to Max (and list Step
	// apart values as Choices for the setup screen).
	Number   bool
	Min, Max int
}

// Choice is one value of an Option and its words on the setup screen.
type Choice struct {
	Value string
	Label string
}

// OnOff is the Choices of a yes/no option.
var OnOff = []Choice{{"off", "Off"}, {"on", "On"}}

// Toggle returns a yes/no option, off by default.
func Toggle(key, label, usage string) Option {
	return Option{Key: key, Label: label, Usage: usage, Choices: OnOff, Default: "off"}
}

// Number returns a number option from min to max; the setup screen steps
// through it step at a time.
func Number(key, label, usage string, min, max, def, step int) Option {
	o := Option{Key: key, Label: label, Usage: usage, Number: true, Min: min, Max: max, Default: strconv.Itoa(def)}
	for n := min; n <= max; n += step {
		o.Choices = append(o.Choices, Choice{strconv.Itoa(n), strconv.Itoa(n)})
	}
	return o
}

// IsToggle reports whether o is a yes/no option.
func (o Option) IsToggle() bool { return slices.Equal(o.Choices, OnOff) }

// Check reports whether v is one of o's values; the message is for a
// person at the command line or reading a settings file.
func (o Option) Check(v string) error {
	if o.Number {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < o.Min || n > o.Max {
			return fmt.Errorf("%s: want a whole number from %d to %d, got %q", o.Key, o.Min, o.Max, v)
		}
		return nil
	}
	for _, c := range o.Choices {
		if c.Value == v {
			return nil
		}
	}
	vals := make([]string, len(o.Choices))
	for i, c := range o.Choices {
		vals[i] = c.Value
	}
	return fmt.Errorf("%s: want %s, got %q", o.Key, strings.Join(vals, ", "), v)
}

// Settings are chosen option values by key; a missing key is the option's
// default.
type Settings map[string]string

// Get returns key's value in s, or the option's default.
func (s Settings) Get(o Option) string {
	if v, ok := s[o.Key]; ok {
		return v
	}
	return o.Default
}

// On reports whether the yes/no option key is on.
func (s Settings) On(key string) bool { return s[key] == "on" }

// Int returns the number option key, or def when it is not set.
func (s Settings) Int(key string, def int) int {
	if n, err := strconv.Atoi(s[key]); err == nil {
		return n
	}
	return def
}

// CheckSettings reports the first value in s that opts do not allow, or a
// key that is none of opts'.
func CheckSettings(opts []Option, s Settings) error {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		i := slices.IndexFunc(opts, func(o Option) bool { return o.Key == k })
		if i < 0 {
			return fmt.Errorf("unknown option %q", k)
		}
		if err := opts[i].Check(s[k]); err != nil {
			return err
		}
	}
	return nil
}
