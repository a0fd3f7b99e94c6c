package sim

import (
	"fmt"
	"io"
	"strings"

	"github.com/olekukonko/tablewriter"

	"github.com/wavesim/wavesim/isa"
)

// InstRow is one static instruction in a timing report.
type InstRow struct {
	PC         int              `json:"pc"`
	Pos        string           `json:"pos"`
	Text       string           `json:"inst"`
	Count      int64            `json:"executed"`
	FirstIssue int64            `json:"first_issue"`
	Stalls     map[string]int64 `json:"stalls,omitempty"`
}

// TimingReport is the timing result of a run.
type TimingReport struct {
	Arch         string           `json:"arch"`
	Wave         int              `json:"wave"`
	SGPRRule     string           `json:"sgpr_rule"`
	Cycles       int64            `json:"cycles"`
	Instructions int64            `json:"wave_instructions"`
	StallCycles  int64            `json:"stall_cycles"`
	Stalls       map[string]int64 `json:"stalls"`
	Hazards      []Hazard         `json:"hazards"`
	Insts        []InstRow        `json:"instructions"`
}

// Report collects the per-instruction statistics of the kernel's code.
func (t *Timing) Report(p *isa.Program, k *isa.Kernel) *TimingReport {
	r := &TimingReport{Arch: t.Arch.Name, Wave: t.Wave, SGPRRule: t.P.SGPRRule.String(), Cycles: t.Cycles,
		Instructions: t.Issued, StallCycles: t.TotalStalls(), Stalls: causeMap(t.Stalls), Hazards: t.Hazards}
	if r.Hazards == nil {
		r.Hazards = []Hazard{}
	}
	lo, hi := 0, len(p.Insts)
	if k != nil {
		lo, hi = k.Entry, k.End
	}
	for pc := lo; pc < hi; pc++ {
		st := &t.Insts[pc]
		in := p.Insts[pc]
		r.Insts = append(r.Insts, InstRow{PC: pc, Pos: in.Pos.String(), Text: isa.FormatInst(in, t.Arch), Count: st.Count,
			FirstIssue: st.FirstIssue, Stalls: causeMap(st.Stall)})
	}
	return r
}

func causeMap(v [NumCauses]int64) map[string]int64 {
	m := map[string]int64{}
	for c, n := range v {
		if n != 0 {
			m[Cause(c).String()] = n
		}
	}
	return m
}

// causesUsed lists the causes with any stall, in report order.
func (r *TimingReport) causesUsed() []string {
	var out []string
	for _, c := range CauseNames() {
		if r.Stalls[c] != 0 {
			out = append(out, c)
		}
	}
	return out
}

// WriteTable prints the per-instruction table and the totals.
func (r *TimingReport) WriteTable(w io.Writer) {
	causes := r.causesUsed()
	tw := tablewriter.NewWriter(w)
	head := []any{"pc", "instruction", "executed", "first issue"}
	for _, c := range causes {
		head = append(head, c)
	}
	tw.Header(head...)
	for _, row := range r.Insts {
		first := "-"
		if row.FirstIssue >= 0 {
			first = fmt.Sprint(row.FirstIssue)
		}
		line := []any{row.PC, row.Text, row.Count, first}
		for _, c := range causes {
			if v := row.Stalls[c]; v != 0 {
				line = append(line, v)
			} else {
				line = append(line, "")
			}
		}
		tw.Append(line...)
	}
	tw.Render()
	var parts []string
	for _, c := range causes {
		parts = append(parts, fmt.Sprintf("%s %d", c, r.Stalls[c]))
	}
	fmt.Fprintf(w, "%s wave%d (%s SGPR rule): %d cycles, %d wave instructions, %d stall cycles", r.Arch, r.Wave, r.SGPRRule,
		r.Cycles, r.Instructions, r.StallCycles)
	if len(parts) > 0 {
		fmt.Fprintf(w, " (%s)", strings.Join(parts, ", "))
	}
	fmt.Fprintf(w, ", %d hazards\n", len(r.Hazards))
	for _, h := range r.Hazards {
		fmt.Fprintln(w, h)
	}
}

// Golden is a compact, stable text form of the report for golden files:
// totals, then every instruction that stalled.
func (r *TimingReport) Golden() string {
	var b strings.Builder
	fmt.Fprintf(&b, "cycles %d\ninstructions %d\nstalls %d", r.Cycles, r.Instructions, r.StallCycles)
	for _, c := range r.causesUsed() {
		fmt.Fprintf(&b, " %s=%d", c, r.Stalls[c])
	}
	fmt.Fprintf(&b, "\nhazards %d\n", len(r.Hazards))
	for _, row := range r.Insts {
		if len(row.Stalls) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%4d x%-5d", row.PC, row.Count)
		for _, c := range CauseNames() {
			if v := row.Stalls[c]; v != 0 {
				fmt.Fprintf(&b, " %s=%d", c, v)
			}
		}
		fmt.Fprintf(&b, "  %s\n", row.Text)
	}
	return b.String()
}
