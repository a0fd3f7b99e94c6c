package bench

import (
	"fmt"
	"io"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/wavesim/wavesim/sim/timing"
)

// NewTable is a table whose headers print as given: stall cause names
// such as va_sdst stay as the reports spell them (tablewriter would
// upper-case them and turn _ into a space).
func NewTable(w io.Writer) *tablewriter.Table {
	return tablewriter.NewTable(w, tablewriter.WithHeaderAutoFormat(tw.Off))
}

// WriteTimingTable prints a timing report as a table of every instruction
// (times executed, first issue cycle, stall cycles by cause), then the
// totals and the hazards.
func WriteTimingTable(w io.Writer, r *timing.Report) { WriteTimingTableMem(w, r, nil) }

// WriteTimingTableMem is WriteTimingTable with, given the run's memory
// report, a last column that splits each memory-counter wait by what it
// waited for ("dram 640, bandwidth 120").
func WriteTimingTableMem(w io.Writer, r *timing.Report, mem *MemReport) {
	causes := r.CausesUsed()
	tw := NewTable(w)
	head := []any{"pc", "instruction", "executed", "first issue"}
	for _, c := range causes {
		head = append(head, c)
	}
	waited := mem != nil && len(mem.InstWaits) > 0
	if waited {
		head = append(head, "memory waited for")
	}
	tw.Header(head...)
	for i := 0; i < len(r.Insts); i++ {
		row := r.Insts[i]
		if n := unexecutedRun(r.Insts[i:]); n >= minCollapsed {
			// A code object's padding (LLVM fills the end of .text with
			// s_code_end up to the instruction-prefetch distance) would
			// otherwise be dozens of identical empty rows.
			line := []any{fmt.Sprintf("%d–%d", row.PC, r.Insts[i+n-1].PC), fmt.Sprintf("%s ×%d", row.Text, n), 0, "-"}
			for range len(head) - len(line) {
				line = append(line, "")
			}
			tw.Append(line...)
			i += n - 1
			continue
		}
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
		if waited {
			note := ""
			if iw := mem.At(row.PC); iw != nil {
				note = iw.Note()
			}
			line = append(line, note)
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
	fmt.Fprintln(w)
	if len(r.ModelChanged) > 0 {
		fmt.Fprintf(w, "model parameters set: %s (defaults: wavesim model --arch %s)\n", strings.Join(r.ModelChanged, " "), r.Arch)
	}
	WriteHazards(w, r)
}

// minCollapsed is the shortest run of identical never-executed rows the
// timing table prints as one.
const minCollapsed = 3

// unexecutedRun is how many rows from the first on repeat its text and
// were never executed (0 when the first was).
func unexecutedRun(rows []timing.InstRow) int {
	n := 0
	for n < len(rows) && rows[n].Count == 0 && rows[n].Text == rows[0].Text {
		n++
	}
	return n
}

// WriteHazards prints each hazard once, with how many times waves hit it.
func WriteHazards(w io.Writer, r *timing.Report) {
	site := "sites"
	if len(r.HazardSites) == 1 {
		site = "site"
	}
	if r.HazardCount == 0 {
		fmt.Fprintln(w, "no hazards")
		return
	}
	fmt.Fprintf(w, "%d hazards at %d %s\n", r.HazardCount, len(r.HazardSites), site)
	for _, s := range r.HazardSites {
		fmt.Fprintln(w, s)
	}
}

// GoldenTiming is a compact, stable text form of a timing report for golden
// files: totals, then every instruction that stalled.
func GoldenTiming(r *timing.Report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "cycles %d\ninstructions %d\nstalls %d", r.Cycles, r.Instructions, r.StallCycles)
	for _, c := range r.CausesUsed() {
		fmt.Fprintf(&b, " %s=%d", c, r.Stalls[c])
	}
	fmt.Fprintf(&b, "\nhazards %d\n", r.HazardCount)
	for _, row := range r.Insts {
		if len(row.Stalls) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%4d x%-5d", row.PC, row.Count)
		for _, c := range timing.CauseNames() {
			if v := row.Stalls[c]; v != 0 {
				fmt.Fprintf(&b, " %s=%d", c, v)
			}
		}
		fmt.Fprintf(&b, "  %s\n", row.Text)
	}
	return b.String()
}
