//go:build js

package store

import (
	"errors"
	"fmt"
	"syscall/js"
)

// Open opens the player's games in the browser's localStorage (dir is
// not used: a page has no data directory). One tab at a time keeps them:
// each writes its index whole, so two would lose each other's games. A
// second tab gets ErrRunning, as a second desktop copy does.
func Open(string) (Store, []string, error) {
	st, ok := Browser()
	if !ok {
		return nil, nil, errors.New("this browser keeps nothing for pages (no localStorage)")
	}
	if !takeLock() {
		return nil, nil, ErrRunning
	}
	s, notices := OpenKV(st)
	return s, notices, nil
}

// lockName is the Web Lock every tab of Parlor asks for.
const lockName = "parlor-games"

// takeLock asks the browser for Parlor's lock without waiting for it, and
// reports whether this tab has it (then until the page goes). A browser
// without Web Locks gives no way to tell, and the tab keeps its games.
func takeLock() bool {
	locks := js.Global().Get("navigator").Get("locks")
	if locks.IsUndefined() || locks.IsNull() {
		return true
	}
	got := make(chan bool, 1)
	held := js.FuncOf(func(js.Value, []js.Value) any { return nil }) // a promise that never settles holds the lock
	cb := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].IsNull() {
			got <- false
			return nil
		}
		got <- true
		return js.Global().Get("Promise").New(held)
	})
	opts := js.Global().Get("Object").New()
	opts.Set("ifAvailable", true)
	locks.Call("request", lockName, opts, cb)
	return <-got
}

// Browser returns the page's localStorage, false when the browser offers
// none (a private window may refuse it).
func Browser() (Storage, bool) {
	v := js.Global().Get("localStorage")
	if v.IsUndefined() || v.IsNull() {
		return nil, false
	}
	return localStorage{v}, true
}

type localStorage struct{ v js.Value }

func (l localStorage) Get(key string) (string, bool) {
	v := l.v.Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return "", false
	}
	return v.String(), true
}

// Set stores value; the browser throws when its storage is full, which
// is returned as an error.
func (l localStorage) Set(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser's storage is full or refused it (%v)", r)
		}
	}()
	l.v.Call("setItem", key, value)
	return nil
}

func (l localStorage) Remove(key string) { l.v.Call("removeItem", key) }

// Download hands text to the browser as a file named name (the History's
// Export in the web build: the browser saves it where it saves
// downloads).
func Download(name, text string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser refused the download (%v)", r)
		}
	}()
	doc := js.Global().Get("document")
	blob := js.Global().Get("Blob").New([]any{text}, map[string]any{"type": "application/x-ndjson"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return nil
}
