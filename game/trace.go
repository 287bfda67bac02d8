package game

import (
	"encoding/json"
	"os"
	"sync"
)

// Trace writes machine-readable events for end-to-end tests when
// $PARLOR_TRACE names a file: one JSON object per line, e.g.
//
//	{"ev":"ready","ms":143}
//	{"ev":"scene","scene":"menu"}
//	{"ev":"settled","scene":"menu"}          (the top scene takes input again)
//	{"ev":"items","scene":"menu","items":[{"label":"Settings","rect":[540,400,200,44]}]}
//	{"ev":"focus","scene":"menu","item":"Settings","rect":[540,400,200,44]}
//	{"ev":"binding","action":"player1 spit","keys":["Z"]}
//	{"ev":"kept","game":"speedrun","events":41} (a game in progress handed to the store)
//	{"ev":"quit"}
//
// Rects are in window pixels. A nil *Trace ignores every call.
type Trace struct {
	mu  sync.Mutex
	f   *os.File
	win func(r [4]float64) [4]float64 // logical -> window pixels
}

// OpenTrace opens $PARLOR_TRACE, or returns nil when it is unset. In a
// browser a page opened with ?trace=1 traces to the console instead.
func OpenTrace() *Trace {
	if f := consoleTrace(); f != nil {
		return &Trace{f: f}
	}
	p := os.Getenv("PARLOR_TRACE")
	if p == "" {
		return nil
	}
	f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil
	}
	return &Trace{f: f}
}

// Item is one clickable thing in a trace.
type Item struct {
	Label string     `json:"label"`
	Rect  [4]float64 `json:"rect"`
}

// Event writes one event with fields.
func (t *Trace) Event(ev string, fields map[string]any) {
	if t == nil {
		return
	}
	m := map[string]any{"ev": ev}
	for k, v := range fields {
		m[k] = v
	}
	b, err := json.Marshal(m)
	if err != nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.f.Write(append(b, '\n'))
}

func (t *Trace) rect(r [4]float64) [4]float64 {
	if t == nil || t.win == nil {
		return r
	}
	return t.win(r)
}

// Items records the clickable items a scene shows (logical rects).
func (t *Trace) Items(scene string, items []Item) {
	if t == nil {
		return
	}
	out := make([]Item, len(items))
	for i, it := range items {
		out[i] = Item{Label: it.Label, Rect: t.rect(it.Rect)}
	}
	t.Event("items", map[string]any{"scene": scene, "items": out})
}

// Focus records that keyboard focus moved to an item (logical rect).
func (t *Trace) Focus(scene, item string, rect [4]float64) {
	if t == nil {
		return
	}
	t.Event("focus", map[string]any{"scene": scene, "item": item, "rect": t.rect(rect)})
}

// Close flushes and closes the file.
func (t *Trace) Close() {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.f.Close()
}
