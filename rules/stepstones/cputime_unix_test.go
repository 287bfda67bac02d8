//go:build unix

package stepstones_test

import (
	"syscall"
	"time"
)

// cpuTime returns the process's user+system CPU time, so benchmarks on a
// busy machine can report work per CPU second as well as per wall second.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
