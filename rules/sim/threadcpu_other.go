//go:build !linux

package sim

// threadCPU is unavailable here: decisions are timed by the wall clock.
func threadCPU() int64 { return -1 }
