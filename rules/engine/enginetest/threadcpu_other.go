//go:build !linux

package enginetest

// ThreadCPU is unavailable here: decisions are timed by the wall clock only.
func ThreadCPU() (int64, bool) { return 0, false }
