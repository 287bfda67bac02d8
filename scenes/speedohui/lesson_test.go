package speedohui_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/rules/engine"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/speedohui"
)

func sc(t *testing.T, tok string) speedoh.Card {
	t.Helper()
	c, err := speedoh.Parse(tok)
	require.NoError(t, err)
	return c
}

// laid is a two-player table whose flipped piles show the given tops
// (seat 0's, seat 1's); next are seat 0's next draw cards, the first
// flipped first. The rest of the deck is split between the draw piles.
func laid(t *testing.T, top0, top1 string, next ...string) *speedoh.Layout {
	t.Helper()
	l := speedoh.Layout{Draw: make([][]speedoh.Card, 2), Flipped: [][]speedoh.Card{{sc(t, top0)}, {sc(t, top1)}}}
	used := map[speedoh.Card]bool{sc(t, top0): true, sc(t, top1): true}
	var first []speedoh.Card
	for i := len(next) - 1; i >= 0; i-- { // the last draw card is flipped first
		c := sc(t, next[i])
		used[c] = true
		first = append(first, c)
	}
	var rest []speedoh.Card
	for _, c := range speedoh.Deck(false) {
		if !used[c] {
			rest = append(rest, c)
		}
	}
	half := len(rest) / 2
	l.Draw[0] = append(append([]speedoh.Card(nil), rest[:half]...), first...)
	l.Draw[1] = rest[half:]
	return &l
}

type box [4]float64

func (a box) overlaps(b box) bool {
	return a[0] < b[0]+b[2] && b[0] < a[0]+a[2] && a[1] < b[1]+b[3] && b[1] < a[1]+a[3]
}

// A wrong slap on the sword with a diamond pommel against the one with a
// ring pommel shows the two blades side by side with the part that
// differs ringed, in words a player knows.
func TestWrongSlapShowsTheDifference(t *testing.T) {
	h, tbl := laidOut(t, laid(t, "S2R", "S3R"))
	st := state(tbl)
	require.Equal(t, sc(t, "S3R"), st.View(0).Players[1].Top, "the layout was used")
	_, _, _, _, _, on := tbl.Lesson()
	require.False(t, on)
	hold(h, slapKey[0])
	require.Len(t, outcomes(recordOf(tbl), "wrong"), 1, "a wrong slap")
	a, b, title, caption, mark, on := tbl.Lesson()
	require.True(t, on, "the comparison shows")
	assert.Equal(t, sc(t, "S2R"), a, "the slapper's own card first")
	assert.Equal(t, sc(t, "S3R"), b)
	assert.Equal(t, "Wrong slap by Player 1: not a match", title)
	assert.Equal(t, "The ringed pommels differ: diamond and ring", caption, "the part that differs, as the cards draw it")
	assert.Positive(t, mark[2], "a difference is ringed")
	assert.Positive(t, mark[3])
	assert.Less(t, mark[2]*mark[3], 100.0*140*0.8, "the ring picks out a part of the card, not all of it")
	h.Step(1)
	shot(t, h, "lesson-wrong")
	h.Step(200)
	_, _, _, _, _, on = tbl.Lesson()
	assert.True(t, on, "it stays long enough to look at both cards")
	h.Step(120)
	_, _, _, _, _, on = tbl.Lesson()
	assert.False(t, on, "and then goes")
}

// Against the computer the table speaks to you: "you take", never "You
// takes", and the computer by its name.
func TestSentencesSpeakToYou(t *testing.T) {
	h, tbl := laidOutFor(t, scenes.VsComputer, laid(t, "S2R", "S3R"))
	require.Equal(t, []string{"You", "Basil"}, tbl.Session().Names())
	hold(h, slapKey[0])
	b, on := tbl.Banner()
	require.True(t, on)
	assert.Equal(t, "Wrong slap: you take every flipped pile (2 cards)", b)
	_, _, title, _, _, _ := tbl.Lesson()
	assert.Equal(t, "Wrong slap by you: not a match", title)
}

// A match nobody slaps lapses (D7): the two matching cards show side by
// side with what does not count named, and the announcements queue: a wrong slap
// right after waits until the lapse has been on show long enough to read.
func TestMissedMatchShowsBothCardsAndAnnouncementsQueue(t *testing.T) {
	h, tbl := laidOut(t, laid(t, "S2R", "S2B"))
	st := state(tbl)
	for i := 0; i < speedoh.MatchTicks+30; i++ {
		if _, on := tbl.Banner(); on {
			break
		}
		h.Step(1)
	}
	b, on := tbl.Banner()
	require.True(t, on)
	assert.Equal(t, "Nobody slapped a match: two swords with a diamond pommel", b)
	a, c, title, caption, mark, on := tbl.Lesson()
	require.True(t, on)
	assert.Equal(t, [2]speedoh.Card{sc(t, "S2R"), sc(t, "S2B")}, [2]speedoh.Card{a, c})
	assert.Equal(t, "Missed match: two swords with a diamond pommel", title)
	assert.Equal(t, "The same blade on red and on blue: the background does not count", caption)
	assert.Zero(t, mark, "nothing differs in the blades: nothing is ringed")
	shot(t, h, "lesson-missed")

	v := st.View(0)
	require.Equal(t, speedoh.HitWrong, v.HitKind(), "the match no longer counts")
	hold(h, slapKey[0])
	require.Len(t, outcomes(recordOf(tbl), "wrong"), 1)
	b, _ = tbl.Banner()
	assert.Equal(t, "Nobody slapped a match: two swords with a diamond pommel", b, "the lapse stays on show while the wrong slap waits")
	for range 120 {
		if b, _ = tbl.Banner(); b != "Nobody slapped a match: two swords with a diamond pommel" {
			break
		}
		h.Step(1)
	}
	assert.Equal(t, "Wrong slap: Player 1 takes every flipped pile (2 cards)", b, "then the wrong slap is announced")
	_, on = tbl.Banner()
	assert.True(t, on)
}

// After a slap on a match, the two cards that decided it rest on their
// piles for a moment before they fly to the taker; the animation speed
// setting scales the moment, and a new flip onto a pile sends its card
// off at once.
func TestDecidingCardsStayInView(t *testing.T) {
	rest := func(speed string) int {
		h, tbl := laidOut(t, laid(t, "S2R", "S2B"))
		h.Ctx().Settings.AnimSpeed = speed
		hold(h, slapKey[0])
		hold(h, slapKey[1]) // the slower slap settles the match (SO5)
		require.Len(t, outcomes(recordOf(tbl), "match"), 1)
		assert.ElementsMatch(t, []speedoh.Card{sc(t, "S2R"), sc(t, "S2B")}, tbl.Resting(), "both matched cards stay in view")
		n := 0
		for ; n < 200 && len(tbl.Resting()) > 0; n++ {
			h.Step(1)
		}
		assert.Positive(t, tbl.Flying(), "then they fly")
		return n
	}
	normal, fast := rest(""), rest("fast")
	assert.InDelta(t, 40, normal, 2, "about 2/3 s at the normal speed")
	assert.Less(t, fast, normal, "shorter at the fast animation speed")

	h, tbl := laidOut(t, laid(t, "S2R", "S2B"))
	// The cards rest longer than the table waits after the settlement.
	h.Ctx().Settings.AnimSpeed = "relaxed"
	hold(h, slapKey[0])
	hold(h, slapKey[1])
	require.NotEmpty(t, tbl.Resting())
	waitFlip(t, h, tbl)
	v := state(tbl).View(0)
	was := map[int]speedoh.Card{0: sc(t, "S2R"), 1: sc(t, "S2B")}[v.Turn]
	require.Contains(t, tbl.Resting(), was)
	hold(h, flipKey[person(tbl, v.Turn)])
	assert.NotContains(t, tbl.Resting(), was, "a new flip onto the pile is never hidden under the card that rested there")
}

// A First Slap Wins card that nobody slaps: when its window closes the
// table says so where its countdown was.
func TestSpecialWindowSaysWhenItCloses(t *testing.T) {
	h, tbl := laidOut(t, laid(t, "S2R", "A3B", "FSW1"))
	st := state(tbl)
	require.Equal(t, 0, st.View(0).Turn)
	hold(h, flipKey[0])
	v := st.View(0)
	w, ok := v.Special()
	require.True(t, ok, "the First Slap Wins window opened")
	require.Equal(t, speedoh.WindowOpen, w.State)
	_, closed := tbl.ClosedWindow()
	assert.False(t, closed)
	for i := 0; i < speedoh.SpecialTicks+10; i++ {
		if _, closed = tbl.ClosedWindow(); closed {
			break
		}
		h.Step(1)
	}
	title, closed := tbl.ClosedWindow()
	require.True(t, closed, "the table says the window closed")
	h.Step(1)
	shot(t, h, "window-closed")
	assert.Equal(t, "First Slap Wins", title)
	b, _ := tbl.Banner()
	assert.Equal(t, "Nobody slapped the First Slap Wins card", b)
	h.Step(60)
	_, closed = tbl.ClosedWindow()
	assert.True(t, closed, "long enough to read")
	h.Step(60)
	_, closed = tbl.ClosedWindow()
	assert.False(t, closed)
}

// The Slap! badge sits under its seat's cards, never on one (it used to
// cover the title band of the card slapped): at two seats and at six.
func TestSlapBadgeCoversNoCard(t *testing.T) {
	check := func(tbl *speedohui.Table, seat int) {
		t.Helper()
		nb, on := tbl.NoteBox(seat)
		require.True(t, on, "seat %d's badge shows", seat)
		for _, cb := range tbl.CardBoxes() {
			assert.False(t, box(nb).overlaps(box(cb)), "seat %d's badge %v covers a card at %v", seat, nb, cb)
		}
	}
	h, tbl := laidOut(t, laid(t, "S2R", "S2B"))
	hold(h, slapKey[0], slapKey[1])
	h.Step(1)
	check(tbl, 0)
	check(tbl, 1)

	h, tbl = start(t, scenes.Choice{Seed: 3, Mode: scenes.Watch, Players: 6, Level: engine.Normal})
	h.DrawEvery = 2
	seen := map[int]bool{}
	for i := 0; i < 4000 && len(seen) < 6; i++ {
		h.Step(2)
		for seat := range 6 {
			if _, on := tbl.NoteBox(seat); on && !seen[seat] {
				seen[seat] = true
				check(tbl, seat)
			}
		}
	}
	assert.Len(t, seen, 6, "every seat slapped at some point")
}
