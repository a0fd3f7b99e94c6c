package bench

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim/timing"
)

// A code object's .text ends in dozens of s_code_end; the table prints a
// run of three or more identical never-executed rows as one, and keeps
// shorter runs and executed rows as they are.
func TestTimingTableCollapsesPadding(t *testing.T) {
	r := &timing.Report{Arch: "gfx1030", Wave: 32}
	add := func(text string, count, n int) {
		for range n {
			r.Insts = append(r.Insts, timing.InstRow{PC: len(r.Insts), Text: text, Count: int64(count), FirstIssue: -1})
		}
	}
	add("s_endpgm", 4, 1)
	add("s_nop 0", 0, 2) // too short a run: printed row by row
	add("s_code_end", 0, 49)
	add("s_code_end", 1, 1) // executed: never folded into a run
	var b strings.Builder
	WriteTimingTable(&b, r)
	out := b.String()
	for _, want := range []string{"│ 3–51 ", "s_code_end ×49", "│ 52 "} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "s_nop 0"); n != 2 {
		t.Errorf("the two s_nop rows print %d times, want 2:\n%s", n, out)
	}
	if n := strings.Count(out, "s_code_end"); n != 2 {
		t.Errorf("s_code_end appears %d times, want 2 (the run and the executed row):\n%s", n, out)
	}
}

// Headers print as the reports spell them: tablewriter's default would
// print "VA SDST" for va_sdst and "CYCLES BEFORE" for "cycles before",
// which the README's tables once showed while the CLI printed lower case.
func TestTableHeadersAsGiven(t *testing.T) {
	var b strings.Builder
	tw := NewTable(&b)
	tw.Header("pc", "va_sdst", "cycles before")
	tw.Append(1, 2, 3)
	tw.Render()
	for _, want := range []string{"va_sdst", "cycles before"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("header %q not printed as given:\n%s", want, b.String())
		}
	}
}
