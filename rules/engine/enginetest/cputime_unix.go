//go:build unix

package enginetest

import (
	"syscall"
	"time"
)

// CPUTime returns the process's user+system CPU time, so benchmarks on a
// busy machine can report work per CPU-second (per core) as well as per
// second of wall time.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
