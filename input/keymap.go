package input

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Action is a named thing a player can do, independent of the key that does it.
type Action string

// Menu and table actions shared by every scene. A game's own actions
// (Spit's pile keys, SpeedOh's slap) are the game's: it declares them
// with their default keys (Decl) and the app passes them to Declare.
const (
	Up         Action = "up"
	Down       Action = "down"
	Left       Action = "left"
	Right      Action = "right"
	Confirm    Action = "confirm"
	Back       Action = "back"
	Fullscreen Action = "fullscreen"
	Quit       Action = "quit"
	Help       Action = "help"
	Board      Action = "board"  // the scoreboard on a table
	Remove     Action = "remove" // delete the focused item (a game in the history)
	Export     Action = "export" // write the focused game of the history as a record file
	// The turn-based tables' helps: take back your last decision, ask the
	// Hard player for a move, show the current hand's log, review the last
	// trick. A table that does not offer one ignores its key.
	Undo      Action = "undo"
	Hint      Action = "hint"
	Log       Action = "log"
	LastTrick Action = "lasttrick"
	// Say opens the quick messages at a table played online.
	Say Action = "say"
)

// Context names a keymap: the menus, or one seat of a shared keyboard.
type Context string

// Keymap contexts: the menus, and the two seats of a shared keyboard
// (their keys never overlap: Check).
const (
	Menu    Context = "menu"
	Player1 Context = "player1"
	Player2 Context = "player2"
)

// Keymap maps each action to the bindings that trigger it.
type Keymap map[Action][]Binding

// Clone returns a deep copy.
func (km Keymap) Clone() Keymap {
	out := make(Keymap, len(km))
	for a, bs := range km {
		out[a] = append([]Binding(nil), bs...)
	}
	return out
}

// Actions returns the map's actions in a stable order.
func (km Keymap) Actions() []Action {
	as := make([]Action, 0, len(km))
	for a := range km {
		as = append(as, a)
	}
	sort.Slice(as, func(i, j int) bool { return actionOrder(as[i]) < actionOrder(as[j]) })
	return as
}

// menuOrder is the menu actions' order; declared actions follow in the
// order they were declared.
var menuOrder = []Action{Up, Down, Left, Right, Confirm, Back, Help, Board, Undo, Hint, Log, LastTrick, Say, Remove, Export, Fullscreen, Quit}

func actionOrder(a Action) int {
	for i, o := range menuOrder {
		if o == a {
			return i
		}
	}
	mu.Lock()
	defer mu.Unlock()
	for i, d := range declared {
		if d.Action == a {
			return len(menuOrder) + i
		}
	}
	return len(menuOrder) + len(declared)
}

// Hint returns the label of the action's first binding, for on-screen key
// hints, or "?" when the action is unbound.
func (km Keymap) Hint(a Action) string {
	if bs := km[a]; len(bs) > 0 {
		return bs[0].Label()
	}
	return "?"
}

// Keymaps holds every context's keymap.
type Keymaps map[Context]Keymap

// Clone returns a deep copy.
func (k Keymaps) Clone() Keymaps {
	out := make(Keymaps, len(k))
	for c, km := range k {
		out[c] = km.Clone()
	}
	return out
}

// Keys returns bindings of keys without modifiers, for declarations.
func Keys(keys ...ebiten.Key) []Binding {
	bs := make([]Binding, len(keys))
	for i, key := range keys {
		bs[i] = Key(key)
	}
	return bs
}

// Decl declares one of a game's actions in one keymap context, with its
// default keys: the games own their actions, input only keeps them.
type Decl struct {
	Context Context
	Action  Action
	Label   string // the Key bindings screen's name for it: "Stock pile 1"
	Keys    []Binding
}

var (
	mu       sync.Mutex
	declared []Decl
)

// Declare adds games' actions to the keymaps Defaults returns. The app
// declares every game's actions once, before it reads the settings file
// (Merge keeps only the actions it knows). Declaring an action of a
// context again replaces the earlier declaration.
func Declare(ds ...Decl) {
	mu.Lock()
	defer mu.Unlock()
	for _, d := range ds {
		d.Keys = append([]Binding(nil), d.Keys...)
		i := indexOf(declared, d.Context, d.Action)
		if i >= 0 {
			declared[i] = d
			continue
		}
		declared = append(declared, d)
	}
}

func indexOf(ds []Decl, c Context, a Action) int {
	for i, d := range ds {
		if d.Context == c && d.Action == a {
			return i
		}
	}
	return -1
}

// Label returns the name a game declared for action a of context c, ""
// for an action nobody declared (the menu actions are named by the screen
// that lists them).
func Label(c Context, a Action) string {
	mu.Lock()
	defer mu.Unlock()
	if i := indexOf(declared, c, a); i >= 0 {
		return declared[i].Label
	}
	return ""
}

// Defaults returns the standard bindings: the menus' and every declared
// action's. The two seats of a shared keyboard use disjoint halves of it:
// Player 1 the left hand, Player 2 the right hand.
func Defaults() Keymaps {
	k := Keys
	out := Keymaps{
		Menu: {
			Up:         k(ebiten.KeyArrowUp),
			Down:       k(ebiten.KeyArrowDown),
			Left:       k(ebiten.KeyArrowLeft),
			Right:      k(ebiten.KeyArrowRight),
			Confirm:    k(ebiten.KeyEnter, ebiten.KeySpace),
			Back:       k(ebiten.KeyEscape, ebiten.KeyBackspace),
			Help:       k(ebiten.KeyF1),
			Board:      k(ebiten.KeyTab),
			Remove:     k(ebiten.KeyDelete),
			Export:     k(ebiten.KeyE),
			Undo:       {{Key: ebiten.KeyZ, Mod: Ctrl}, Key(ebiten.KeyU)},
			Hint:       k(ebiten.KeyH),
			Log:        k(ebiten.KeyL),
			LastTrick:  k(ebiten.KeyT),
			Say:        k(ebiten.KeyM),
			Fullscreen: {Key(ebiten.KeyF11), {Key: ebiten.KeyEnter, Mod: Alt}},
			Quit:       {{Key: ebiten.KeyQ, Mod: Ctrl}},
		},
	}
	mu.Lock()
	defer mu.Unlock()
	for _, d := range declared {
		if out[d.Context] == nil {
			out[d.Context] = Keymap{}
		}
		out[d.Context][d.Action] = append([]Binding(nil), d.Keys...)
	}
	return out
}

// Slot names one action of one context.
type Slot struct {
	Context Context
	Action  Action
}

// Conflict describes a key bound twice where it must not be.
type Conflict struct {
	Binding Binding
	A, B    Slot
}

func (c Conflict) Error() string {
	return fmt.Sprintf("input: %s is bound to both %s %s and %s %s", c.Binding, c.A.Context, c.A.Action, c.B.Context, c.B.Action)
}

// sharing lists contexts that are active at the same time, so their keys must
// not overlap: the two seats of a shared keyboard. The menu keymap is active on
// its own (tables read seat keys, menus read menu keys), but Quit and
// Fullscreen are global, so seat keys must not shadow them either.
var sharing = [][]Context{{Player1, Player2}}

// Check returns the first conflict among contexts that are active together.
func (k Keymaps) Check() error {
	for _, group := range sharing {
		seen := map[Binding]Slot{}
		for _, c := range group {
			for _, a := range k[c].Actions() {
				for _, b := range k[c][a] {
					if prev, ok := seen[b]; ok {
						return Conflict{Binding: b, A: prev, B: Slot{c, a}}
					}
					seen[b] = Slot{c, a}
				}
			}
		}
	}
	return nil
}

// Rebind makes b the only binding of action a in context c. If another action
// in a context sharing the keyboard with c (or in c itself) already uses b,
// the two swap, so the keymap never ends with a conflict; the displaced
// action is returned so the UI can say what moved.
func (k Keymaps) Rebind(c Context, a Action, b Binding) (swappedCtx Context, swapped Action, err error) {
	km, ok := k[c]
	if !ok {
		return "", "", fmt.Errorf("input: no keymap %q", c)
	}
	if _, ok := km[a]; !ok {
		return "", "", fmt.Errorf("input: %s has no action %q", c, a)
	}
	if err := checkBinding(c, a, b); err != nil {
		return "", "", err
	}
	old := km[a]
	for _, oc := range k.peers(c) {
		for oa, bs := range k[oc] {
			if oc == c && oa == a {
				continue
			}
			for i, ob := range bs {
				if ob == b {
					if len(old) > 0 {
						bs[i] = old[0]
					} else {
						k[oc][oa] = append(bs[:i:i], bs[i+1:]...)
					}
					swappedCtx, swapped = oc, oa
				}
			}
		}
	}
	km[a] = []Binding{b}
	return swappedCtx, swapped, nil
}

func (k Keymaps) peers(c Context) []Context {
	for _, g := range sharing {
		for _, x := range g {
			if x == c {
				return g
			}
		}
	}
	return []Context{c}
}

// The keys that leave any screen: Escape goes back (or pauses) and Ctrl+Q
// quits, everywhere. No other action may take them.
var (
	escape = Binding{Key: ebiten.KeyEscape}
	quitQ  = Binding{Key: ebiten.KeyQ, Mod: Ctrl}
)

// checkBinding says why b may not trigger action a of context c, or nil.
// The Key bindings screen and a settings file loaded from disk go through
// the same rules, so a hand-edited file cannot lock a screen.
func checkBinding(c Context, a Action, b Binding) error {
	switch {
	case isModifier(b.Key):
		return fmt.Errorf("input: %s is a modifier and cannot be bound alone", b.Key)
	case c != Menu && (b == escape || b.Mod&Ctrl != 0):
		return fmt.Errorf("input: %s is reserved for pause and quit", b)
	case c == Menu && b == escape && a != Back:
		return fmt.Errorf("input: %s is reserved for going back", b)
	case c == Menu && b == quitQ && a != Quit:
		return fmt.Errorf("input: %s is reserved for quitting", b)
	}
	return nil
}

// Validate reports the first binding that breaks the rules: a key no
// action may take, a key bound to two actions of one context or of two
// contexts that share the keyboard, or a menu action left without a key.
func (k Keymaps) Validate() error {
	for _, c := range k.contexts() {
		seen := map[Binding]Action{}
		for _, a := range k[c].Actions() {
			for _, b := range k[c][a] {
				if err := checkBinding(c, a, b); err != nil {
					return err
				}
				if prev, ok := seen[b]; ok {
					return Conflict{Binding: b, A: Slot{c, prev}, B: Slot{c, a}}
				}
				seen[b] = a
			}
		}
	}
	for a, bs := range k[Menu] {
		if len(bs) == 0 {
			return fmt.Errorf("input: menu %s has no key", a)
		}
	}
	return k.Check()
}

// contexts returns k's contexts in a stable order.
func (k Keymaps) contexts() []Context {
	cs := make([]Context, 0, len(k))
	for c := range k {
		cs = append(cs, c)
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i] < cs[j] })
	return cs
}

// Merge returns defaults with k's bindings laid over them, one action at a
// time, for a settings file read from disk. Actions the file lacks (an
// older version) keep their defaults; unknown contexts and actions are
// dropped; a binding that Validate would refuse is refused and its action
// keeps its default. refused names each refused action for the player.
func (k Keymaps) Merge(defaults Keymaps) (out Keymaps, refused []string) {
	out = defaults.Clone()
	for _, c := range k.contexts() {
		dkm, ok := out[c]
		if !ok {
			continue
		}
		for _, a := range k[c].Actions() {
			bs := k[c][a]
			if _, ok := dkm[a]; !ok || len(bs) == 0 {
				continue
			}
			try := out.Clone()
			try[c][a] = append([]Binding(nil), bs...)
			if err := try.Validate(); err != nil {
				refused = append(refused, fmt.Sprintf("%s %s (%v)", c, a, strings.TrimPrefix(err.Error(), "input: ")))
				continue
			}
			out = try
		}
	}
	return out, refused
}
