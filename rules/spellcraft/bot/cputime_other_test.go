//go:build !linux

package bot_test

func threadCPU() (int64, bool) { return 0, false }
