package engine

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrIllegal is wrapped by every error an engine returns for an action the
// rules do not allow now. The game is unchanged by such an action.
var ErrIllegal = errors.New("illegal action")

// ErrLate is wrapped by the error a real-time engine returns for a press
// that was legal when its tick began but that another seat's press in the
// same tick pre-empted (both played onto the same pile). It is not illegal:
// the press is recorded, with its "late" outcome, and changes nothing else.
var ErrLate = errors.New("too late: another player got there first")

// RuleError is an illegal action: the rule it breaks, for tests and docs
// (a ruling id such as "SR2", or a rulebook section such as "follow suit"),
// and a sentence in plain words for the player who tried it ("You must
// follow suit: Clubs were led and you hold a Club."). It wraps ErrIllegal.
type RuleError struct {
	Game string // the game's name in records, for messages in logs
	Rule string
	Say  string
}

func (e *RuleError) Error() string {
	s := "illegal action (" + e.Rule + "): " + e.Say
	if e.Game != "" {
		s = e.Game + ": " + s
	}
	return s
}

// Unwrap makes errors.Is(err, ErrIllegal) true.
func (e *RuleError) Unwrap() error { return ErrIllegal }

// Illegal returns a *RuleError for rule with a sentence made from format
// and args. The sentence speaks to the player ("You ..."), starts with a
// capital letter and ends with a full stop; Illegal adds them if missing.
func Illegal(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Say: sentence(fmt.Sprintf(format, args...))}
}

// IllegalIn is Illegal for the named game: its message in logs starts with
// the game's name.
func IllegalIn(game, rule, format string, args ...any) error {
	return &RuleError{Game: game, Rule: rule, Say: sentence(fmt.Sprintf(format, args...))}
}

func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") {
		s += "."
	}
	return s
}

// Explain returns the sentence a player reads for err: the rule's own
// sentence for a *RuleError, a plain one for a late press, and a general
// one otherwise. The UI shows this and never looks inside error text.
func Explain(err error) string {
	var re *RuleError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &re):
		return re.Say
	case errors.Is(err, ErrLate):
		return "Too late: the other player got there first."
	case errors.Is(err, ErrIllegal):
		return "That move is not allowed now."
	}
	return "That did not work."
}

// RuleOf returns the rule a *RuleError names, or "" for any other error.
func RuleOf(err error) string {
	var re *RuleError
	if errors.As(err, &re) {
		return re.Rule
	}
	return ""
}
