package bench

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// ProfileCSV collects a run per instruction in the shape of rocprofv3's
// thread-trace instruction CSV (CodeObj, Vaddr, Instruction, Hitcount,
// Latency, Stall, Idle, Source), so scripts written for measured traces
// read simulated ones. docs/profiler-csv.md gives each column's meaning
// here.
type ProfileCSV struct {
	prog *isa.Program
	rows []profileRow
}

type profileRow struct {
	hits, issue, stall, idle int64
}

// NewProfileCSV starts a per-instruction profile of a run of p.
func NewProfileCSV(p *isa.Program) *ProfileCSV {
	return &ProfileCSV{prog: p, rows: make([]profileRow, len(p.Insts))}
}

// idleCauses are the waits not caused by the instruction's own operands
// or counters: the issue port taken by another wave or instruction type,
// and the barrier. Every other cause is a stall.
func idleCause(c timing.Cause) bool { return c == timing.CauseIssue || c == timing.CauseBarrier }

// Issued adds one execution of an instruction.
func (c *ProfileCSV) Issued(e timing.IssueEvent) {
	if e.PC < 0 || e.PC >= len(c.rows) {
		return
	}
	r := &c.rows[e.PC]
	r.hits++
	r.issue += max(e.Cycles, 1)
	for cause, v := range e.Stalls {
		if idleCause(timing.Cause(cause)) {
			r.idle += v
		} else {
			r.stall += v
		}
	}
}

// Waited adds a barrier wait to the s_barrier's idle cycles.
func (c *ProfileCSV) Waited(b timing.BarrierWait) {
	if b.PC >= 0 && b.PC < len(c.rows) {
		c.rows[b.PC].idle += b.Until - b.From
	}
}

// WriteTo writes the CSV: a header, then one line per instruction in
// program order.
func (c *ProfileCSV) WriteTo(w io.Writer) (int64, error) {
	cw := csv.NewWriter(w)
	cw.Write([]string{"CodeObj", "Vaddr", "Instruction", "Hitcount", "Latency", "Stall", "Idle", "Source"})
	addrs := c.prog.Addresses()
	d := strconv.FormatInt
	for i, in := range c.prog.Insts {
		r := c.rows[i]
		cw.Write([]string{"0", fmt.Sprintf("0x%x", addrs[i]), isa.FormatInst(in, c.prog.Arch), d(r.hits, 10),
			d(r.issue+r.stall+r.idle, 10), d(r.stall, 10), d(r.idle, 10), fmt.Sprintf("%s:%d", in.Pos.File, in.Pos.Line)})
	}
	cw.Flush()
	return 0, cw.Error()
}
