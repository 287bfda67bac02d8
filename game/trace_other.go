//go:build !js

package game

import "os"

// consoleTrace is the web build's trace to the browser's console; a
// desktop build traces only to $PARLOR_TRACE.
func consoleTrace() *os.File { return nil }
