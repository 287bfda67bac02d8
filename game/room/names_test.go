package room

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestCleanName(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"nothing_left", " \x00\t ", "Player"},
		{"controls_and_ends_trimmed", "  Ann\x07 ", "Ann"},
		{"sixteen_characters", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ABCDEFGHIJKLMNOP"},
		{"spaces_collapsed", "Ann \u00a0\u3000  Lee", "Ann Lee"},
		{"direction_overrides_and_isolates", "\u202eAnn\u202c \u2066Lee\u2069\u200e\u200f", "Ann Lee"},
		{"zero_width", "A\u200bn\u200dn\ufeff\u2060", "Ann"},
		{"invisible_fillers", "\u3164\u115fAnn\u2800", "Ann"},
		{"the_host_tag", "Ann (host)", "Ann"},
		{"a_tag_glued_on", "Ann(Host)", "Ann"},
		{"any_brackets", "[admin] Bob 【mod】", "Bob"},
		{"an_unclosed_bracket", "Ann (the host", "Ann"},
		{"posing_words", "The Server", "The"},
		{"only_a_posing_word", "Parlor", "Player"},
		{"a_computer", "Computer 2", "2"},
		{"look_alike_letters", "Hоst Аdmin", "Player"}, // Cyrillic о and А
		{"full_width", "ＨＯＳＴ Ann", "Ann"},
		{"digits_for_letters", "H0ST 5erver", "Player"},
		{"what_a_removal_leaves", "Ann -- host", "Ann"},
		{"joined_by_a_removal", "ho(x)st", "Player"},
		{"a_quick_message_posed", "Ben: Good game!", "Ben Good game!"},
		{"marks_piled_up", "A" + strings.Repeat("\u0301", 10) + "nn", "A\u0301\u0301nn"},
		{"words_that_only_contain_one", "Hostess Botan", "Hostess Botan"},
		{"accented_letters_stay", "Zoë Ñoño", "Zoë Ñoño"},
		{"a_3000_character_flood", strings.Repeat("\u202eAnn (host) ", 250), "Ann Ann Ann Ann"},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, CleanName(c.in))
		})
	}
}

func TestAPlansComputerNamesAreCleaned(t *testing.T) {
	p := speedRun()
	p.Seats[2].Name = strings.Repeat("\u202eCy (host)", 300)
	r, err := New(p, "ABCDE", 1, "ann", fast)
	if assert.NoError(t, err) {
		assert.Equal(t, "Cy Cy Cy Cy Cy C", r.plan.Seats[2].Name)
	}
	p.Seats[2].Name = "Server"
	r, _ = New(p, "ABCDE", 1, "ann", fast)
	assert.Equal(t, "Computer 3", r.plan.seats(nil)[2].Name, "a name with nothing left is the computer's own")
}

func FuzzCleanName(f *testing.F) {
	for _, s := range []string{"Ann", "Ann (host)", "\u202eAnn", "ho(x)st", "H0st", "Zoë", "a\u0301\u0301\u0301", "xxxxxxxxxxxx hosts"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := CleanName(in)
		if out == "" || utf8.RuneCountInString(out) > MaxName {
			t.Fatalf("CleanName(%q) = %q: empty or too long", in, out)
		}
		if CleanName(out) != out {
			t.Fatalf("CleanName(%q) = %q, cleaned again %q", in, out, CleanName(out))
		}
		if out != strings.TrimSpace(out) || strings.Contains(out, "  ") {
			t.Fatalf("CleanName(%q) = %q: spaces at an end or together", in, out)
		}
		for _, c := range out {
			if !unicode.IsPrint(c) || opens(c) || closes(c) || c == ':' || unicode.Is(unicode.Cf, c) {
				t.Fatalf("CleanName(%q) = %q holds %U", in, out, c)
			}
		}
		for _, w := range strings.FieldsFunc(out, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) && !unicode.Is(unicode.M, c) }) {
			if posing[fold(w)] && out != "Player" {
				t.Fatalf("CleanName(%q) = %q poses as %q", in, out, w)
			}
		}
	})
}
