//go:build js

package game

import (
	"net/url"
	"os"
	"syscall/js"
)

// consoleTrace is where the web build writes its trace: a page has no
// files, so a page opened with ?trace=1 in its address writes each event
// to the browser's console (Go's standard output there is console.log,
// one call a line), where a test driving the browser reads it.
func consoleTrace() *os.File {
	search := js.Global().Get("location").Get("search")
	if search.Type() != js.TypeString {
		return nil
	}
	q, err := url.ParseQuery(search.String()[min(1, len(search.String())):])
	if err != nil || q.Get("trace") != "1" {
		return nil
	}
	return os.Stdout
}
