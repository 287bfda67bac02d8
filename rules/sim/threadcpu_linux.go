package sim

import (
	"syscall"
	"unsafe"
)

// clockThreadCPU is CLOCK_THREAD_CPUTIME_ID: unlike getrusage, whose
// thread times move in scheduler ticks (4 ms), it counts nanoseconds.
const clockThreadCPU = 3

// threadCPU returns the CPU time the calling OS thread has used (the
// worker is locked to its thread), -1 when it cannot be read: a decision's
// time apart from other load on the machine.
func threadCPU() int64 {
	var ts syscall.Timespec
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPU, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return -1
	}
	return ts.Nano()
}
