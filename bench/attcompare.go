package bench

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
)

// ATTCompareOptions say what a comparison of a measured and a simulated
// trace looks at.
type ATTCompareOptions struct {
	// Kernel is the simulated kernel's symbol; its label row in the
	// measured trace gives the code object and the address its code
	// starts at there.
	Kernel string
	// With Span set, a wave's span runs from the issue (time + stall) of
	// the first execution of the instruction at (simulated) address
	// SpanFrom to the issue of the last execution of the one at SpanTo,
	// instead of from the wave's begin to its end.
	Span             bool
	SpanFrom, SpanTo int64
}

// ATTComparison is a measured trace next to a simulated one, per
// instruction and in total.
type ATTComparison struct {
	Kernel         string
	MeasuredPath   string
	MeasuredKernel string // the label row taken for Kernel; "" when the trace has none
	Offset         int64  // measured address − simulated address
	Rows           []ATTDiffRow
	// MeasuredOnly counts the measured instruction rows (of the kernel's
	// code object) at an address the program has no instruction at;
	// SimulatedOnly the executed simulated instructions without a
	// measured row.
	MeasuredOnly, SimulatedOnly int
	// OtherText counts matched rows whose measured instruction text is
	// not the simulated one: another build of the kernel, or a
	// disassembler that spells it differently.
	OtherText                     int
	MeasuredWaves, SimulatedWaves int
	// Span is what the totals measure ("shortest wave" or "latency per
	// wave"); SpanError is (simulated − measured) / measured in percent,
	// NaN when the measured total is 0.
	Span                        string
	SpanMeasured, SpanSimulated float64
	SpanError                   float64
	Notes                       []string
}

// ATTDiffRow is one instruction of both traces.
type ATTDiffRow struct {
	Vaddr               int64 // the simulated address
	Inst                string
	Measured, Simulated ATTLine
}

// Equal reports whether the row's counts and cycles agree per execution.
func (r *ATTDiffRow) Equal() bool {
	m, s := r.Measured, r.Simulated
	if m.Hits == 0 || s.Hits == 0 {
		return m.Hits == s.Hits
	}
	same := func(a, b int64) bool { return a*s.Hits == b*m.Hits }
	return same(m.Latency, s.Latency) && same(m.Stall, s.Stall) && same(m.Idle, s.Idle)
}

// ErrNothingCompared is the error of a comparison in which no measured
// instruction row matched an instruction of the program.
var ErrNothingCompared = errors.New("nothing compared")

// CompareATT puts a measured trace next to a simulated one. Rows match by
// address, the measured ones shifted by where the kernel's label row puts
// its code. Counts and cycles are compared per execution, so a trace of a
// few waves compares with one of many.
func CompareATT(meas, sim *ATTProfile, o ATTCompareOptions) (*ATTComparison, error) {
	c := &ATTComparison{Kernel: o.Kernel, MeasuredPath: meas.Path}
	codeObj, useObj, err := c.align(meas, sim)
	if err != nil {
		return nil, err
	}
	simAt := map[int64]int{}
	for i, l := range sim.Lines {
		simAt[l.Vaddr] = i
	}
	matched := make([]bool, len(sim.Lines))
	var measured []ATTLine
	for _, l := range meas.Lines {
		if useObj && l.CodeObj != codeObj {
			continue
		}
		measured = append(measured, l)
		i, ok := simAt[l.Vaddr-c.Offset]
		if !ok || matched[i] {
			c.MeasuredOnly++
			continue
		}
		matched[i] = true
		s := sim.Lines[i]
		if strings.Join(strings.Fields(l.Inst), " ") != strings.Join(strings.Fields(s.Inst), " ") {
			c.OtherText++
		}
		c.Rows = append(c.Rows, ATTDiffRow{Vaddr: s.Vaddr, Inst: s.Inst, Measured: l, Simulated: s})
	}
	for i, l := range sim.Lines {
		if !matched[i] && l.Hits > 0 {
			c.SimulatedOnly++
		}
	}
	if len(c.Rows) == 0 {
		return c, fmt.Errorf("%w: none of the %d measured instruction rows of %s is at an address of kernel %s (shifted by %d)",
			ErrNothingCompared, len(measured), meas.Path, o.Kernel, c.Offset)
	}
	c.totals(meas, sim, measured, codeObj, useObj, o)
	return c, nil
}

// align finds the kernel's label row in the measured trace: its code
// object, and the shift from simulated to measured addresses.
func (c *ATTComparison) align(meas, sim *ATTProfile) (codeObj int64, useObj bool, err error) {
	var found *ATTSymbol
	for i := range meas.Symbols {
		if symbolNames(meas.Symbols[i].Name, c.Kernel) {
			found = &meas.Symbols[i]
			break
		}
	}
	switch {
	case found == nil && len(meas.Symbols) == 1:
		found = &meas.Symbols[0]
		c.Notes = append(c.Notes, fmt.Sprintf("the measured trace's one kernel, %s, taken for %s", found.Name, c.Kernel))
	case found == nil && len(meas.Symbols) > 1:
		var names []string
		for _, s := range meas.Symbols {
			names = append(names, s.Name)
		}
		return 0, false, fmt.Errorf("%s has no kernel %s (it has %s)", meas.Path, c.Kernel, strings.Join(names, ", "))
	case found == nil:
		c.Notes = append(c.Notes, "the measured trace has no \"; <kernel>\" row: addresses compared as they are")
		return 0, false, nil
	}
	c.MeasuredKernel = found.Name
	c.Offset = found.Vaddr - c.entry(sim)
	return found.CodeObj, true, nil
}

// symbolNames reports whether a measured label names the kernel: the
// symbol itself, its kernel descriptor (name.kd), or a demangled name
// whose function name it is.
func symbolNames(label, kernel string) bool {
	if label == kernel || strings.TrimSuffix(label, ".kd") == kernel {
		return true
	}
	name, _, ok := strings.Cut(label, "(")
	return ok && name == kernel
}

// totals fills the wave counts and the span: the shortest wave's span
// when both traces have wave records, else the Latency per wave.
func (c *ATTComparison) totals(meas, sim *ATTProfile, measured []ATTLine, codeObj int64, useObj bool, o ATTCompareOptions) {
	c.SimulatedWaves = len(sim.Waves)
	if meas.Waves != nil {
		c.MeasuredWaves = len(meas.Waves)
		c.Span = "shortest wave"
		if o.Span {
			c.Span = "shortest span of a wave"
		}
		var n int
		c.SpanMeasured, n = attSpan(meas.Waves, o, c.Offset, codeObj, useObj)
		c.SpanSimulated, _ = attSpan(sim.Waves, o, 0, 0, false)
		if n < len(meas.Waves) {
			c.Notes = append(c.Notes, fmt.Sprintf("%d of %d measured waves lack the span's instructions", len(meas.Waves)-n, len(meas.Waves)))
		}
	} else {
		// A stats CSV has no waves: every wave runs the kernel's first
		// instruction once.
		entry := c.entry(sim)
		for _, l := range measured {
			if l.Vaddr-c.Offset == entry {
				c.MeasuredWaves = int(l.Hits)
			}
		}
		c.Span = "latency per wave"
		c.SpanMeasured = perWave(measured, c.MeasuredWaves)
		c.SpanSimulated = perWave(sim.Lines, c.SimulatedWaves)
		c.Notes = append(c.Notes, "a stats CSV has no wave records: the totals are the Latency column per wave, not spans")
	}
	c.SpanError = math.NaN()
	if c.SpanMeasured != 0 {
		c.SpanError = 100 * (c.SpanSimulated - c.SpanMeasured) / c.SpanMeasured
	}
}

// entry is the simulated kernel's first address (0 without its label
// row).
func (c *ATTComparison) entry(sim *ATTProfile) int64 {
	for _, s := range sim.Symbols {
		if s.Name == c.Kernel {
			return s.Vaddr
		}
	}
	return 0
}

func perWave(lines []ATTLine, waves int) float64 {
	var sum int64
	for _, l := range lines {
		sum += l.Latency
	}
	return float64(sum) / float64(max(waves, 1))
}

// attSpan is the shortest span over waves, and how many waves had one:
// begin to end, or (o.Span) from the issue of the first execution of
// o.SpanFrom to the issue of the last of o.SpanTo, addresses shifted by
// offset.
func attSpan(waves []ATTWaveRecords, o ATTCompareOptions, offset, codeObj int64, useObj bool) (float64, int) {
	best, n := math.Inf(1), 0
	for _, w := range waves {
		span, ok := float64(w.End-w.Begin), true
		if o.Span {
			span, ok = waveSpan(w, o.SpanFrom+offset, o.SpanTo+offset, codeObj, useObj)
		}
		if ok {
			best, n = min(best, span), n+1
		}
	}
	if n == 0 {
		return 0, 0
	}
	return best, n
}

func waveSpan(w ATTWaveRecords, from, to, codeObj int64, useObj bool) (float64, bool) {
	first, last := int64(-1), int64(-1)
	okFirst, okLast := false, false
	for _, in := range w.Insts {
		if useObj && in.CodeObj != codeObj {
			continue
		}
		// Issue to issue: time + stall, which for a trace of stamps
		// (stall 0) is the stamp.
		if in.Vaddr == from && !okFirst {
			first, okFirst = in.Time+in.Stall, true
		}
		if in.Vaddr == to {
			last, okLast = in.Time+in.Stall, true
		}
	}
	if !okFirst || !okLast || last < first {
		return 0, false
	}
	return float64(last - first), true
}

// WriteATTComparison prints the comparison as a table, a row per
// instruction, the cycles per execution, then the totals.
func WriteATTComparison(w io.Writer, c *ATTComparison) {
	tw := NewTable(w)
	tw.Header("vaddr", "instruction", "hits meas", "hits sim", "latency meas", "latency sim", "stall meas", "stall sim", "idle meas", "idle sim")
	equal := 0
	for _, r := range c.Rows {
		m, s := r.Measured, r.Simulated
		if r.Equal() {
			equal++
		}
		tw.Append(fmt.Sprint(m.Vaddr), r.Inst, fmt.Sprint(m.Hits), fmt.Sprint(s.Hits),
			perHit(m.Latency, m.Hits), perHit(s.Latency, s.Hits), perHit(m.Stall, m.Hits), perHit(s.Stall, s.Hits),
			perHit(m.Idle, m.Hits), perHit(s.Idle, s.Hits))
	}
	tw.Render()
	fmt.Fprintln(w, "latency, stall and idle are cycles per execution; vaddr is the measured address")
	for _, n := range c.Notes {
		fmt.Fprintln(w, "note:", n)
	}
	if c.MeasuredOnly > 0 {
		fmt.Fprintf(w, "note: %d measured rows are at addresses where %s has no instruction\n", c.MeasuredOnly, c.Kernel)
	}
	if c.OtherText > 0 {
		fmt.Fprintf(w, "note: %d matched rows differ in their instruction text (another build, or another disassembler's spelling)\n", c.OtherText)
	}
	if c.SimulatedOnly > 0 {
		fmt.Fprintf(w, "note: %d executed simulated instructions have no measured row\n", c.SimulatedOnly)
	}
	fmt.Fprintf(w, "%s: %d instructions compared, %d equal per execution; measured %d waves, simulated %d\n",
		c.Kernel, len(c.Rows), equal, c.MeasuredWaves, c.SimulatedWaves)
	fmt.Fprintf(w, "%s: measured %s cycles, simulated %s cycles, span error %s\n", c.Span,
		trimFloat(c.SpanMeasured), trimFloat(c.SpanSimulated), percent(c.SpanError))
}

func perHit(v, hits int64) string {
	if hits == 0 {
		return "-"
	}
	return trimFloat(float64(v) / float64(hits))
}

func trimFloat(v float64) string { return strings.TrimSuffix(fmt.Sprintf("%.1f", v), ".0") }

func percent(v float64) string {
	if math.IsNaN(v) {
		return "n/a (the measured total is 0)"
	}
	return fmt.Sprintf("%+.1f%%", v)
}
