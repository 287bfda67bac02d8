package enginetest

import "syscall"

// ThreadCPU returns the CPU time the calling OS thread has used, so that
// decision times can be measured apart from other load on the machine.
func ThreadCPU() (int64, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		return 0, false
	}
	return ru.Utime.Nano() + ru.Stime.Nano(), true
}
