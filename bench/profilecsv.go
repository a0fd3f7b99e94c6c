package bench

import (
	"io"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// ProfileCSV collects a run per instruction as rocprofv3's thread-trace
// stats CSV (CodeObj, Vaddr, Instruction, Hitcount, Latency, Stall, Idle,
// Source), so scripts written for measured traces read simulated ones. It
// sums the records ATT writes to its wave files (att.go), without keeping
// them. docs/profiler-csv.md gives each column's meaning here.
type ProfileCSV struct {
	b *attBuilder
}

// NewProfileCSV starts a per-instruction profile of a run of p.
func NewProfileCSV(p *isa.Program) *ProfileCSV {
	return &ProfileCSV{b: newATTBuilder(p, false)}
}

// Issued adds one execution of an instruction.
func (c *ProfileCSV) Issued(e timing.IssueEvent) { c.b.Issued(e) }

// Waited adds a barrier wait to the s_barrier's duration.
func (c *ProfileCSV) Waited(b timing.BarrierWait) { c.b.Waited(b) }

// WriteTo writes the CSV: a header, then a line per instruction in address
// order, each kernel's and function's label line before its first.
func (c *ProfileCSV) WriteTo(w io.Writer) (int64, error) {
	c.b.flush()
	return 0, writeStatsCSV(w, c.b.prog, c.b.sums)
}
