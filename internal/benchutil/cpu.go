// Package benchutil holds what the benchmarks share: the CPU time a
// process has used, so that a rate can be given per CPU second (per core)
// as well as per second of wall time, which other work on a shared
// machine stretches.
package benchutil

import (
	"testing"
	"time"
)

// CPUMeter measures the CPU time (user and system, every thread) the
// process uses between Start and Stop.
type CPUMeter struct {
	start time.Duration
	ok    bool
}

// Start begins a measurement.
func (m *CPUMeter) Start() { m.start, m.ok = processCPU() }

// Elapsed is the CPU time used since Start; ok is false where the
// platform does not say.
func (m *CPUMeter) Elapsed() (time.Duration, bool) {
	now, ok := processCPU()
	return now - m.start, ok && m.ok
}

// ReportRate reports units per CPU second under the name unit+"/cpu-s"
// (insts/cpu-s for unit "insts"), where the platform measures CPU time.
// n is the number of units the b.N iterations processed.
func (m *CPUMeter) ReportRate(b *testing.B, n float64, unit string) {
	if d, ok := m.Elapsed(); ok && d > 0 {
		b.ReportMetric(n/d.Seconds(), unit+"/cpu-s")
	}
}
