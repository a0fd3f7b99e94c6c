package bench

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
)

// WriteSnippet prints a snippet run: the per-instruction timing table (or,
// without it, the hazards), a summary line and the registers it wrote.
func WriteSnippet(w io.Writer, out *launch.SnippetOutput, table bool) {
	if table {
		WriteTimingTable(w, out.Timing)
	} else {
		WriteHazards(w, out.Timing)
	}
	fmt.Fprintf(w, "snippet %s on %s wave%d from %s, exec %s: %d wave instructions, %d cycles\n",
		out.Snippet, out.Arch, out.Wave, out.InitialState, hexLanes(out.InitialExec, out.Wave), out.Steps, out.Timing.Cycles)
	WriteRegisters(w, out.Registers)
}

// hexLanes prints a lane mask with a digit per four lanes of the wave.
func hexLanes(m uint64, wave int) string { return fmt.Sprintf("0x%0*x", wave/4, m) }

// lanesPerRow is how many lane values a row of a VGPR listing holds.
const lanesPerRow = 8

// WriteRegisters lists final register values: one line per scalar
// register, and per VGPR either its runs of equal lanes ("lanes 0-15
// 0x3fc00000 (1.5)") or, when there are many, every lane, eight a row.
func WriteRegisters(w io.Writer, regs []launch.RegValue) {
	if len(regs) == 0 {
		fmt.Fprintln(w, "registers written: none")
		return
	}
	fmt.Fprintln(w, "registers written (final values; VGPRs list every lane, inactive ones included):")
	width := 0
	for _, r := range regs {
		width = max(width, len(r.Reg))
	}
	for _, r := range regs {
		name := fmt.Sprintf("  %-*s  ", width, r.Reg)
		if r.Value != nil {
			fmt.Fprintf(w, "%s%s\n", name, value(r.Reg, *r.Value))
			continue
		}
		runs := laneRuns(r.Lanes)
		if len(runs) <= 4 {
			var parts []string
			for _, rn := range runs {
				switch {
				case len(runs) == 1:
					parts = append(parts, "all lanes "+value(r.Reg, rn.v))
				case rn.lo == rn.hi:
					parts = append(parts, fmt.Sprintf("lane %d %s", rn.lo, value(r.Reg, rn.v)))
				default:
					parts = append(parts, fmt.Sprintf("lanes %d-%d %s", rn.lo, rn.hi, value(r.Reg, rn.v)))
				}
			}
			fmt.Fprintf(w, "%s%s\n", name, strings.Join(parts, ", "))
			continue
		}
		writeLaneRows(w, name, r.Lanes)
	}
}

// writeLaneRows lists a VGPR with many distinct lanes: a run of at least
// lanesPerRow equal lanes on one line, other lanes up to lanesPerRow a row.
func writeLaneRows(w io.Writer, name string, lanes []uint32) {
	runEnd := func(l int) int { // one past the run of equal values at l
		e := l + 1
		for e < len(lanes) && lanes[e] == lanes[l] {
			e++
		}
		return e
	}
	lead := name
	for l := 0; l < len(lanes); {
		if e := runEnd(l); e-l >= lanesPerRow {
			fmt.Fprintf(w, "%slanes %2d-%2d: all 0x%08x\n", lead, l, e-1, lanes[l])
			l = e
		} else {
			var vals []string
			e := l
			for ; e < len(lanes) && e-l < lanesPerRow && (e == l || runEnd(e)-e < lanesPerRow); e++ {
				vals = append(vals, fmt.Sprintf("0x%08x", lanes[e]))
			}
			fmt.Fprintf(w, "%slanes %2d-%2d: %s\n", lead, l, e-1, strings.Join(vals, " "))
			l = e
		}
		lead = strings.Repeat(" ", len(name))
	}
}

type laneRun struct {
	lo, hi int
	v      uint32
}

func laneRuns(lanes []uint32) []laneRun {
	var runs []laneRun
	for l, v := range lanes {
		if n := len(runs); n > 0 && runs[n-1].v == v {
			runs[n-1].hi = l
			continue
		}
		runs = append(runs, laneRun{l, l, v})
	}
	return runs
}

// value prints a register value in hex, with its f32 reading when that is
// a number of moderate size (2^-20 <= |x| < 2^25), so that 1.5 shows as
// 0x3fc00000 (1.5) and small integers stay bare. scc prints as 0 or 1.
func value(reg string, v uint32) string {
	if reg == isa.RegSCC.String() {
		return strconv.Itoa(int(v))
	}
	s := fmt.Sprintf("0x%08x", v)
	if e := v >> 23 & 0xff; e >= 127-20 && e < 127+25 {
		s += " (" + strconv.FormatFloat(float64(math.Float32frombits(v)), 'g', -1, 32) + ")"
	}
	return s
}

// SnippetComparison is a before/after report of two snippets run from the
// same random states.
type SnippetComparison struct {
	Before, After string
	A, B          *isa.Program
	Result        *validate.SnippetResult
	// Replay is the command that reruns the original from a state's seed
	// (the seed and the rest of the state follow).
	Replay string
	EndsReport
}

// Verdict is the one-line outcome: what was compared, over how many
// states. OK is false when the snippets differ or nothing was compared:
// every state faulted on both sides, or there is no register to compare.
func (c *SnippetComparison) Verdict() (string, bool) {
	r := c.Result
	if r.Mismatch != nil {
		return "DIFFERENT: " + r.Mismatch.Error(), false
	}
	if r.Compared() == 0 {
		return fmt.Sprintf("nothing compared: both snippets faulted from all %d states (the first: %s)", r.Runs, r.Fault), false
	}
	if len(r.LiveOut) == 0 {
		// Runs that compare no register check nothing.
		why := "neither snippet writes a register"
		if len(r.NotCompared) > 0 {
			why = "the original names no register"
			// Only scc is left out as consumed (opt.SnippetExitLive).
			if k := slices.IndexFunc(r.NotCompared, func(n validate.NotCompared) bool { return n.Why == validate.WhyConsumed }); k >= 0 {
				why = "the original names only " + r.NotCompared[k].Reg.String() + ", which it reads itself"
			}
			if slices.ContainsFunc(r.NotCompared, func(n validate.NotCompared) bool { return n.Why == validate.WhyTemporary }) {
				why += "; what the rewritten one writes is its own"
			}
		}
		return fmt.Sprintf("nothing compared: %s (name registers with --live-out)", why), false
	}
	s := fmt.Sprintf("identical %s over %d random states", c.compared(), r.Compared())
	if r.BothFaulted > 0 {
		s += fmt.Sprintf("; %d more states faulted on both sides and compared nothing (the first: %s)", r.BothFaulted, r.Fault)
	}
	return s, true
}

// compared names the registers compared.
func (c *SnippetComparison) compared() string {
	r := c.Result
	var names []string
	for _, reg := range r.LiveOut {
		n := reg.String()
		if reg.File == isa.FileV {
			n += " (every lane)"
		}
		names = append(names, n)
	}
	return strings.Join(names, ", ")
}

// NotCompared names the registers a program writes that the comparison
// left out, grouped by why ("" when it left none out).
func (c *SnippetComparison) NotCompared() string {
	var whys []string
	regs := map[string][]string{}
	for _, n := range c.Result.NotCompared {
		if regs[n.Why] == nil {
			whys = append(whys, n.Why)
		}
		regs[n.Why] = append(regs[n.Why], n.Reg.String())
	}
	var parts []string
	for _, why := range whys {
		parts = append(parts, strings.Join(regs[why], ", ")+" ("+why+")")
	}
	return strings.Join(parts, "; ")
}

// WriteTable prints the instruction diff, cycles and stalls by cause
// before and after (means over the states both ran), and the verdict.
func (c *SnippetComparison) WriteTable(w io.Writer, tw *tablewriter.Table) {
	r := c.Result
	writeDiff(w, c.Before, c.After, r.Diff)
	fmt.Fprintf(w, "random states: %s\n", r.DrawSummary())
	writeSides(tw, "per state (mean over states)", &r.A, &r.B)
	c.EndsReport.Write(w, "the first state", c.A.Arch.Name)
	v, _ := c.Verdict()
	fmt.Fprintf(w, "verdict: %s\n", v)
	if r.Mismatch != nil && r.Mismatch.State != nil && c.Replay != "" {
		fmt.Fprintf(w, "replay the original from that state: %s\n", c.Replay)
		if d := r.Mismatch.State.DrawnText(5); d != "" {
			fmt.Fprintf(w, "dictionary values in the state: %s\n", d)
		}
	}
	if s := c.NotCompared(); s != "" {
		fmt.Fprintf(w, "not compared: %s\n", s)
	}
	writeHost(w)
}

// NotComparedJSON is a register left out of a comparison, and why.
type NotComparedJSON struct {
	Reg string `json:"reg"`
	Why string `json:"why"`
}

// SnippetComparisonJSON is the machine-readable form.
type SnippetComparisonJSON struct {
	*ComparisonJSON
	Compared  int      `json:"states_compared"`
	Fault     string   `json:"fault,omitempty"`
	Registers []string `json:"registers_compared"`
	// NotCompared are the registers a program writes that the original's
	// inferred liveness leaves out, with why.
	NotCompared []NotComparedJSON `json:"registers_not_compared,omitempty"`
	Verdict     string            `json:"verdict"`
}

// JSON converts the comparison.
func (c *SnippetComparison) JSON() *SnippetComparisonJSON {
	r := c.Result
	v, ok := c.Verdict()
	j := &SnippetComparisonJSON{ComparisonJSON: sidesJSON(c.Before, c.After, r.Diff, &r.A, &r.B),
		Compared: r.Compared(), Fault: r.Fault, Registers: []string{}, Verdict: v}
	j.Identical, j.Runs, j.BothFaulted = ok, r.Runs, r.BothFaulted
	c.EndsReport.fill(j.ComparisonJSON)
	j.Seed, j.DictShare, j.DictProgram, j.DictBoundary = r.Seed, r.DictShare, r.DictProgram, r.DictBoundary
	if r.Mismatch != nil {
		j.Mismatch = r.Mismatch.Error()
		if r.Mismatch.State != nil {
			j.DictDrawn = r.Mismatch.State.DrawnList()
			j.DictDrawnTotal = len(j.DictDrawn)
		}
	}
	for _, reg := range r.LiveOut {
		j.Registers = append(j.Registers, reg.String())
	}
	for _, n := range r.NotCompared {
		j.NotCompared = append(j.NotCompared, NotComparedJSON{Reg: n.Reg.String(), Why: n.Why})
	}
	return j
}
