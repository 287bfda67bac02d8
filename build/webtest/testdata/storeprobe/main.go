//go:build js

// Command storeprobe is a page that opens the player's games as the web
// build does (store.Open: the page's localStorage), adds one event to a
// game in progress and finishes a game once, and writes what it found
// into the page and the console: the web test loads it twice in one browser profile to
// see that what one page kept, the next page reads.
package main

import (
	"fmt"
	"syscall/js"
	"time"

	"parlor/game/store"
	"parlor/rules/record"
)

func main() {
	out := "storeprobe: " + probe()
	fmt.Println(out) // to the console, where the web test reads it
	doc := js.Global().Get("document")
	p := doc.Call("createElement", "p")
	p.Set("id", "out")
	p.Set("textContent", out)
	doc.Get("body").Call("appendChild", p)
	select {} // the page stays; the browser ends it
}

func probe() string {
	s, notices, err := store.Open("")
	if err != nil {
		return "error " + err.Error()
	}
	saves, more := s.Saves()
	notices = append(notices, more...)
	n := 0
	for _, sv := range saves {
		if sv.Game == "spit" {
			n = len(sv.Record.Events)
		}
	}
	rec := &record.Record{Header: record.Header{Format: record.Format, Version: record.Version, Game: "spit",
		Seats: []record.Seat{{Name: "You", Kind: "human"}}}}
	for i := 0; i <= n; i++ {
		rec.Append(record.ActEvent(0, "play a", 0))
	}
	s.PutSave(rec)
	games, _ := s.Games()
	if len(games) == 0 {
		done := &record.Record{Header: rec.Header}
		done.Header.Game = "speedrun"
		if _, err := s.Finish(store.Finished{Record: done, When: time.Now(), Summary: "You won"}); err != nil {
			return "error " + err.Error()
		}
	}
	if err := s.Flush(); err != nil {
		return "error " + err.Error()
	}
	games, _ = s.Games()
	return fmt.Sprintf("save %d events, history %d, notices %d", n+1, len(games), len(notices))
}
