package bench

import "fmt"

// RunEnd is what a timeline cannot learn from its events: the cycle the
// run's count ends at, which is later than the last issue when stores are
// still draining to memory (the model counts a dispatch done when its last
// write has landed), and how the workgroups were scheduled.
type RunEnd struct {
	Cycles int64
	// Mode says how the workgroups ran (SchedulingMode); empty for a
	// snippet.
	Mode string
	// Isolated: each workgroup ran alone on a compute unit of its own
	// from cycle 0 (--cus 0), so the workgroups' timelines overlap and
	// the run's cycles are the longest workgroup's, not their sum
	// (timing.Model.StartGroup).
	Isolated bool
}

// EndOf is the end of a timed dispatch of cycles placed by
// launch.Options.CUs cus.
func EndOf(cycles int64, cus int) RunEnd {
	return RunEnd{Cycles: cycles, Mode: SchedulingMode(cus), Isolated: cus < 0}
}

// SchedulingMode names a timed dispatch's placement of its workgroups
// from launch.Options.CUs: negative (launch.IsolatedCUs, --cus 0) is one
// workgroup at a time (each from cycle 0 on a compute unit of its own),
// 0 one compute unit.
func SchedulingMode(cus int) string {
	if cus == 0 {
		cus = 1
	}
	if cus < 0 {
		// Simulated one after another, but on the model's clock each
		// starts at cycle 0 on a compute unit of its own.
		return "--cus 0: each workgroup from cycle 0 on a compute unit of its own, its waves on one SIMD"
	}
	s := "s"
	if cus == 1 {
		s = ""
	}
	return fmt.Sprintf("workgroups side by side on %d compute unit%s, waves spread over the SIMDs", cus, s)
}

// drainLabel is the span after the last issue up to the run's end.
func drainLabel(end int64) string {
	return fmt.Sprintf("stores draining until cycle %d", end)
}
