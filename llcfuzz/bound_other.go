//go:build !linux

package llcfuzz

import (
	"os"
	"time"
)

// setCPULimit cannot bound a child's CPU time here: the wall-clock bound
// stands alone.
func setCPULimit(int, time.Duration) bool { return false }

func killedForCPU(*os.ProcessState) bool { return false }
