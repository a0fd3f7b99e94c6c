package main

import (
	"fmt"
	"sort"
	"strings"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/sim/launch"
)

// The round trip: every .s llc produced is read by wavesim, printed back,
// and both texts are assembled with the llvm-mc of the same LLVM version;
// the two encoding lists must be equal, instruction for instruction.
// traces/sweep/roundtrip.txt records the count and every output that
// wavesim refused or printed differently.

// rtResult is the round trip of one llc output.
type rtResult struct {
	job
	insts  int    // instructions llvm-mc encoded
	reason string // "" when the printed program assembled to the same encodings
	// rejected: the lines of llc's own output that llvm-mc of the same
	// version rejects (and rejects in wavesim's print alike), as
	// "message: line".
	rejected []string
}

// roundTripAll round-trips every successful outcome on n workers and
// returns the results in outcome order (failed llc runs are left out).
func roundTripAll(outs []outcome, n int) []rtResult {
	var todo []int
	for i, o := range outs {
		if o.err == "" {
			todo = append(todo, i)
		}
	}
	res := make([]rtResult, len(todo))
	forEach(n, len(todo), func(k int) { res[k] = roundTrip(outs[todo[k]]) })
	return res
}

func roundTrip(o outcome) rtResult {
	r := rtResult{job: o.job}
	name := o.name() + ".s"
	wave64 := strings.HasSuffix(o.target.Name, "-w64")
	lo := launch.LoadOptions{}
	if wave64 {
		lo.Wave = 64
	}
	p, err := launch.ParseProgram(name, []byte(o.asm), lo)
	if err != nil {
		r.reason = "wavesim refused: " + firstLine(err.Error())
		return r
	}
	mc := llvmtool.Path("llvm-mc", o.ver)
	args := llvmtool.MCArgs(o.target.CPU, wave64, false)
	want, wantErrs, err := llvmtool.EncodingsLenient(mc, args, o.asm)
	if err != nil {
		r.reason = "llvm-mc failed on llc's output: " + firstLine(err.Error())
		return r
	}
	r.insts = len(want)
	got, gotErrs, err := llvmtool.EncodingsLenient(mc, args, p.String())
	if err != nil {
		r.reason = "llvm-mc failed on the printed program: " + firstLine(err.Error())
		return r
	}
	if strings.Join(gotErrs, "\n") != strings.Join(wantErrs, "\n") {
		r.reason = fmt.Sprintf("llvm-mc rejects %d lines of the printed program and %d of llc's: %q", len(gotErrs), len(wantErrs), gotErrs)
		return r
	}
	r.rejected = wantErrs
	if len(got) != len(want) {
		r.reason = fmt.Sprintf("printed program has %d encoded instructions, llc's %d", len(got), len(want))
		return r
	}
	for i := range want {
		if llvmtool.EncodingOf(got[i]) != llvmtool.EncodingOf(want[i]) {
			r.reason = fmt.Sprintf("instruction %d: printed %q, llc %q", i+1, got[i], want[i])
			return r
		}
	}
	return r
}

// roundTripText is the content of roundtrip.txt.
func roundTripText(res []rtResult) string {
	var bad, rejected []string
	insts := 0
	for _, r := range res {
		insts += r.insts
		if r.reason != "" {
			bad = append(bad, fmt.Sprintf("%s\tllc-%d\t%s\t%s\t%s", r.file, r.ver, r.target.Name, r.opt, r.reason))
		}
		for _, e := range r.rejected {
			rejected = append(rejected, fmt.Sprintf("#   %s llc-%d %s %s: %s", r.file, r.ver, r.target.Name, r.opt, e))
		}
	}
	sort.Strings(bad)
	sort.Strings(rejected)
	var b strings.Builder
	b.WriteString("# Round trip of every llc output of the sweep: wavesim reads it and prints it,\n")
	b.WriteString("# llvm-mc of the same LLVM version assembles both, and the encodings must be equal.\n")
	b.WriteString("# Written by traces/sweep/gen; the outputs that did not round-trip follow the counts.\n")
	fmt.Fprintf(&b, "outputs\t%d\n", len(res))
	fmt.Fprintf(&b, "instructions\t%d\n", insts)
	fmt.Fprintf(&b, "identical\t%d\n", len(res)-len(bad))
	fmt.Fprintf(&b, "not identical\t%d\n", len(bad))
	if len(rejected) > 0 {
		fmt.Fprintf(&b, "# llvm-mc rejects %d lines of llc's own output; wavesim prints them as llc wrote them,\n", len(rejected))
		b.WriteString("# llvm-mc rejects them alike, and the rest of each file is compared:\n")
		for _, l := range rejected {
			b.WriteString(l + "\n")
		}
	}
	for _, l := range bad {
		b.WriteString(l + "\n")
	}
	return b.String()
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return normalize(s)
}
