//go:build !unix

package validate

import "time"

// processCPU is not measured here.
func processCPU() time.Duration { return 0 }
