//go:build !unix

package benchutil

import "time"

func processCPU() (time.Duration, bool) { return 0, false }
