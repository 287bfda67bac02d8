package speedoh

import "fmt"

// Key is what a set of matching cards share under a mode: an image, a
// colour, a pattern, or (for two identical special cards, SO3) a special
// kind, which matches under every mode.
type Key struct {
	Mode    Mode
	Special Special // set for identical specials; Mode and Value are then zero
	Value   uint8   // Image, Colour or Pattern, by Mode
}

const numKeys = Images + Colours + Patterns + 6

// KeyOf returns the key a card matches by under mode.
func KeyOf(c Card, mode Mode) Key {
	if k := c.Special(); k != NotSpecial {
		return Key{Special: k}
	}
	switch mode {
	case ByColour:
		return Key{Mode: ByColour, Value: uint8(c.Colour())}
	case ByPattern:
		return Key{Mode: ByPattern, Value: uint8(c.Pattern())}
	}
	return Key{Mode: ByImage, Value: uint8(c.Image())}
}

// Matches reports whether two top cards match under mode (SO3): equal
// images (or colours, or patterns, while Color Match or Pattern Match is in
// effect), or two identical special cards. Special cards have no image,
// colour or pattern, so they match nothing else (D17).
func Matches(a, b Card, mode Mode) bool {
	if !a.Valid() || !b.Valid() {
		return false
	}
	return KeyOf(a, mode) == KeyOf(b, mode)
}

// in reports whether the key counts under mode.
func (k Key) in(mode Mode) bool { return k.Special != NotSpecial || k.Mode == mode }

func (k Key) index() int {
	switch {
	case k.Special != NotSpecial:
		return Images + Colours + Patterns + int(k.Special)
	case k.Mode == ByColour:
		return Images + int(k.Value)
	case k.Mode == ByPattern:
		return Images + Colours + int(k.Value)
	}
	return int(k.Value)
}

// String names the key: "image S2", "colour R", "pattern 3", "special firstSlapWins".
func (k Key) String() string {
	switch {
	case k.Special != NotSpecial:
		return "special " + k.Special.String()
	case k.Mode == ByColour:
		return "colour " + Colour(k.Value).String()
	case k.Mode == ByPattern:
		return "pattern " + Pattern(k.Value).String()
	}
	return "image " + Image(k.Value).String()
}

// Name says the key as players do: "sword 2", "red", "stripes", "two
// Color Match cards".
func (k Key) Name() string {
	switch {
	case k.Special != NotSpecial:
		return "two " + k.Special.Name() + " cards"
	case k.Mode == ByColour:
		return Colour(k.Value).Name()
	case k.Mode == ByPattern:
		return Pattern(k.Value).Name()
	}
	m := Image(k.Value)
	return fmt.Sprintf("%s %d", m.Family().Name(), m.Variation())
}

// WindowKind is what a window is for.
type WindowKind uint8

// Window kinds.
const (
	MatchWindow     WindowKind = iota + 1 // SO3, SO5: a match showing
	FirstSlapWindow                       // First Slap Wins (and Last Slap Loses with the Totem option)
	LastSlapWindow                        // Last Slap Loses (SO7)
	SlashWindow                           // Slash Oh (SO7)
)

func (k WindowKind) String() string {
	switch k {
	case MatchWindow:
		return "match"
	case FirstSlapWindow:
		return "firstSlap"
	case LastSlapWindow:
		return "lastSlap"
	case SlashWindow:
		return "slash"
	}
	return fmt.Sprintf("WindowKind(%d)", uint8(k))
}

// WindowState is where a window is in its life.
type WindowState uint8

// Window states.
const (
	WindowOpen     WindowState = iota // taking slaps (or slashes)
	WindowChoosing                    // closed; its winner chooses who takes the piles (D6)
	WindowLapsed                      // a match nobody slapped in time; no longer slappable (D7)
)

func (w WindowState) String() string {
	switch w {
	case WindowOpen:
		return "open"
	case WindowChoosing:
		return "choosing"
	case WindowLapsed:
		return "lapsed"
	}
	return fmt.Sprintf("WindowState(%d)", uint8(w))
}

// window is a match or a special card being slapped for.
type window struct {
	kind     WindowKind
	state    WindowState
	key      Key   // match
	card     Card  // special
	owner    int8  // special: who flipped it
	members  Seats // match: the seats showing it now; special: every seat
	slapped  Seats
	order    [MaxPlayers]int8 // slappers, fastest first
	norder   int8
	first    int32 // stamp of the first slap, to settle windows in order
	opened   int64
	deadline int64 // first tick it no longer takes slaps
	chooseBy int64 // WindowChoosing: the first tick the default applies
	since    int32 // flips when it opened: the match formed with flip since (SO6)
	choice   int8  // the receiver chosen, or NoSeat
	// joined is, per member, the flip of the card with which it joined the
	// match: its top when the match formed, or the card that joined it
	// later (SO6: cards covering it are rewound).
	joined [MaxPlayers]int32
	// judged is, per member, the flip of its top card when the first slap
	// landed: from then on the match is what showed then (SO6).
	judged [MaxPlayers]int32
	fixed  bool // judged at its first slap (SO6; never under Rules1)
	// tops is, per member, the top that showed the key when the match
	// was last brought up to date: the cards a lapse names (MatchLapsed).
	tops [MaxPlayers]Card
}

// isJudged reports whether w is a match judged at its first slap (SO6):
// its key and players stay as they were then. Under Rules1 no match is.
func (w *window) isJudged() bool {
	return w.fixed && w.kind == MatchWindow && w.state != WindowLapsed
}

// winner returns the first slapper, or NoSeat.
func (w *window) winner() int {
	if w.norder == 0 {
		return NoSeat
	}
	return int(w.order[0])
}

// slap records seat's slap.
func (w *window) slap(seat int, stamp int32) {
	if w.norder == 0 {
		w.first = stamp
	}
	w.slapped = w.slapped.With(seat)
	w.order[w.norder] = int8(seat)
	w.norder++
}

// candidates returns who may be chosen to take the piles.
func (w *window) candidates() Seats {
	win := w.winner()
	if win == NoSeat {
		return 0
	}
	return w.members &^ (1 << win)
}

// needsChoice reports whether the winner chooses the receiver (SO3: more
// than two matching players; First Slap Wins with more than two players).
func (w *window) needsChoice() bool {
	return (w.kind == MatchWindow || w.kind == FirstSlapWindow) && w.candidates().Len() > 1
}

// now is the tick at which a window opened at this point starts: during
// Advance the current tick is over.
func (s *State) now() int64 {
	if s.settling {
		return s.Tick() + 1
	}
	return s.Tick()
}

// change is a flip of a Color or Pattern Match card.
type change struct {
	seat int8
	card Card
	seq  int32
}

// updateMode finds the match-changing card in effect (SO8, D8): the most
// recently flipped Color or Pattern Match card, and only while it is the
// top card its flip put there. Superseded, covered or taken, it is out for
// good; only a rewind, which takes flips back out of s.changes, can bring
// the one before it back.
func (s *State) updateMode() {
	s.mode, s.modeCard, s.modeSeat = ByImage, None, NoSeat
	if len(s.changes) == 0 {
		return
	}
	c := s.changes[len(s.changes)-1]
	p := s.pile[c.seat]
	if len(p) == 0 || p[len(p)-1].seq != c.seq {
		return
	}
	s.modeCard, s.modeSeat = c.card, int(c.seat)
	s.mode = ByColour
	if c.card.Special() == PatternChange {
		s.mode = ByPattern
	}
}

// noteFlip records a flip of a match-changing card (SO8).
func (s *State) noteFlip(seat int, f flipped) {
	if k := f.card.Special(); k == ColourChange || k == PatternChange {
		s.changes = append(s.changes, change{seat: int8(seat), card: f.card, seq: f.seq})
	}
}

// groups returns, per key, the seats whose top cards share it.
func (s *State) groups() [numKeys]Seats {
	var g [numKeys]Seats
	for seat := range s.n {
		if c := s.top(seat); c != None {
			i := KeyOf(c, s.mode).index()
			g[i] = g[i].With(seat)
		}
	}
	return g
}

// scan brings the match windows up to date with the tops and the mode:
// a match that stopped showing before its first slap is gone, a new one
// opens a window (SO5). A match judged at its first slap keeps its key and
// players (SO6) until it is settled, unless its cards are taken first. A
// card a rewind has just uncovered (s.uncovered) starts no new match: the
// match it shows opens as lapsed (SO6, D7).
func (s *State) scan() {
	s.updateMode()
	g := s.groups()
	var busy Seats // the players of judged matches
	for i := range s.windows {
		if s.windows[i].isJudged() {
			busy |= s.windows[i].members
		}
	}
	out := s.windows[:0]
	var have [numKeys]bool
	for _, w := range s.windows {
		switch {
		case w.kind != MatchWindow:
			out = append(out, w)
			continue
		case w.isJudged():
			if s.taken(&w) {
				s.lapse(&w, LapsedGone)
				continue
			}
			have[w.key.index()] = true
			out = append(out, w)
			continue
		}
		var m Seats
		if w.key.in(s.mode) {
			m = g[w.key.index()] &^ busy
		}
		if m.Len() < 2 {
			if w.state != WindowLapsed {
				s.lapse(&w, LapsedGone)
			}
			continue
		}
		if w.state == WindowLapsed && m&^w.members&^s.uncovered != 0 {
			// D7: a player who joins a lapsed match makes a new match.
			w = s.newMatch(w.key, m)
		}
		for seat := range s.n {
			if m.Has(seat) && !w.members.Has(seat) {
				w.joined[seat] = s.topSeq(seat)
			}
			if m.Has(seat) {
				w.tops[seat] = s.top(seat)
			}
		}
		w.members = m
		have[w.key.index()] = true
		out = append(out, w)
	}
	s.windows = out
	for i, m := range g {
		if m &^= busy; m.Len() >= 2 && !have[i] {
			w := s.newMatch(KeyOf(s.top(m.List()[0]), s.mode), m)
			if m&s.uncovered != 0 {
				w.state = WindowLapsed // SO6: no new match from a rewound table
			}
			s.windows = append(s.windows, w)
		}
	}
}

func (s *State) newMatch(k Key, m Seats) window {
	now := s.now()
	w := window{kind: MatchWindow, key: k, members: m, opened: now, deadline: now + MatchTicks, since: s.seq, choice: NoSeat, owner: NoSeat}
	for seat := range s.n {
		if m.Has(seat) {
			w.joined[seat] = s.topSeq(seat)
			w.tops[seat] = s.top(seat)
		}
	}
	return w
}

// lapse logs that match w ended without a winner: its players and the
// cards that showed its key.
func (s *State) lapse(w *window, why LapseReason) {
	if !s.Log.Logging() {
		return
	}
	d := MatchLapsed{Key: w.key, Seats: w.members.List(), Why: why}
	for _, seat := range d.Seats {
		d.Cards = append(d.Cards, w.tops[seat])
	}
	s.Log.Outcome("lapse", d, s.Tick())
}

// judge fixes w as it shows when its first slap lands (SO6). Under Rules1
// it does nothing: the match is what shows when it settles.
func (s *State) judge(w *window) {
	if s.cfg.Rules == Rules1 {
		return
	}
	w.fixed = true
	for seat := range s.n {
		if w.members.Has(seat) {
			w.judged[seat] = s.topSeq(seat)
		}
	}
}

// taken reports whether a judged match has lost a card it was judged on:
// another settlement took its piles first.
func (s *State) taken(w *window) bool {
	for seat := range s.n {
		if w.members.Has(seat) && s.topSeq(seat) != w.judged[seat] {
			return true
		}
	}
	return false
}

// topSeq returns the flip that put seat's top card there, 0 for none.
func (s *State) topSeq(seat int) int32 {
	if p := s.pile[seat]; len(p) > 0 {
		return p[len(p)-1].seq
	}
	return 0
}

// all returns every seat.
func (s *State) all() Seats { return Seats(1<<s.n - 1) }
