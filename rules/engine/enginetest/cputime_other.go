//go:build !unix

package enginetest

import "time"

// CPUTime is unavailable here; benchmarks then report wall-clock rates only.
func CPUTime() time.Duration { return 0 }
