package opt

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// What the if-conversion passes (uniform-to-exec, execz-ifconv) share: the
// instructions a block may hold when it may run, or be skipped, with exec
// = 0 where the original did the opposite, the predecessors of blocks, and
// the free registers a rewrite may take.

// execEmptyStop is one reason an instruction may not run with exec = 0 in
// one program and be skipped in the other.
type execEmptyStop struct {
	what string
	stop func(in *isa.Inst, wave int) bool
}

// execEmptyStops are the instructions whose effect does not depend on exec
// (scalar ones whose destinations condition "scalar results dead" does not
// cover) or that may fault: the original and the rewrite differ on them
// when exec = 0. Every if-conversion pass checks its blocks against all of
// them; the mutation tests drop one.
func execEmptyStops() []execEmptyStop {
	return []execEmptyStop{
		{"exec write", func(in *isa.Inst, wave int) bool { return in.WritesReg(isa.ExecFor(wave), wave) }},
		{"branch", func(in *isa.Inst, _ int) bool { return in.Op.Branch }},
		// LLVM's SIInstrInfo::hasUnwantedEffectsWhenEXECEmpty (s_sendmsg,
		// s_trap, GWS and ordered count, calls, mode changes, s_endpgm,
		// v_readfirstlane/v_readlane/v_writelane, which ignore exec).
		{"unwanted with exec = 0", func(in *isa.Inst, _ int) bool { return in.Op.UnwantedWhenExecEmpty() }},
		// A barrier waits for the other waves of the group: running it in
		// one program and not in the other changes what they wait for.
		{"barrier", func(in *isa.Inst, _ int) bool { return in.Op.Special == isa.SpecialBarrier }},
		// A scalar load reads memory whatever exec holds, through an
		// address that may be unmapped when the block would not have run
		// (the guard is often what makes the address valid).
		{"scalar load", func(in *isa.Inst, _ int) bool {
			return in.Op.Special == isa.SpecialSMEM || in.Op.Special == isa.SpecialSMEMBuffer
		}},
		// A marked whole-wave copy (isa.WWMMarker) writes every lane
		// whatever exec holds, so with exec = 0 it still writes.
		{"whole-wave copy", func(in *isa.Inst, _ int) bool { return in.WholeWave }},
	}
}

// execEmptyReason checks instructions [from, to) against stops and names
// the first that is stopped.
func execEmptyReason(p *isa.Program, stops []execEmptyStop, from, to int) string {
	for i := from; i < to; i++ {
		in := p.Insts[i]
		for _, s := range stops {
			if s.stop(in, p.Wave) {
				return fmt.Sprintf("%s: %q at %s", s.what, isa.FormatInst(in, p.Arch), in.Pos)
			}
		}
	}
	return ""
}

// scalarDefsLive names the first scalar register (SGPR, vcc, m0, scc ...)
// written by instructions [from, to) that is in live: scalar instructions
// ignore exec, and a VALU writes its SGPR destination (zeros) with exec =
// 0, so a block run with exec = 0 in one program only changes them.
func scalarDefsLive(p *isa.Program, live *Units, from, to int) string {
	for i := from; i < to; i++ {
		in := p.Insts[i]
		for _, d := range in.Defs(p.Wave) {
			if d.File == isa.FileS && live.Has(d) {
				return fmt.Sprintf("%s, written by %q at %s, is live at the join", d, isa.FormatInst(in, p.Arch), in.Pos)
			}
		}
	}
	return ""
}

// predecessors lists each block's predecessors.
func predecessors(c *CFG) [][]int {
	out := make([][]int, len(c.Blocks))
	for _, b := range c.Blocks {
		for _, s := range b.Succs {
			out[s] = append(out[s], b.Index)
		}
	}
	return out
}

// namedUnits is every register unit an instruction of p reads or writes.
func namedUnits(p *isa.Program) Units {
	var u Units
	for _, in := range p.Insts {
		for _, r := range in.Defs(p.Wave) {
			u.Add(r)
		}
		for _, r := range in.Uses(p.Wave) {
			u.Add(r)
		}
	}
	return u
}

// freeSGPR is the lowest SGPR of rg (an aligned pair for n = 2) that no
// instruction names and that is in none of busy.
func freeSGPR(rg sgprRange, named *Units, n int, busy ...*Units) (isa.Reg, bool) {
	for i := rg.lo + rg.lo%n; i+n <= rg.hi; i += n {
		r := isa.SGPR(i, n)
		if named.Has(r) {
			continue
		}
		free := true
		for _, b := range busy {
			free = free && !b.Has(r)
		}
		if free {
			return r, true
		}
	}
	return isa.Reg{}, false
}

// ifconvEdits collects a pass's edits: instructions inserted before an
// instruction and replacements, combined into isa.Program.Edit's form.
type ifconvEdits struct {
	before  map[int][]*isa.Inst
	replace map[int][]*isa.Inst
}

func newIfconvEdits() *ifconvEdits {
	return &ifconvEdits{before: map[int][]*isa.Inst{}, replace: map[int][]*isa.Inst{}}
}

func (e *ifconvEdits) apply(p *isa.Program) {
	edits := map[int][]*isa.Inst{}
	for _, m := range []map[int][]*isa.Inst{e.before, e.replace} {
		for i := range m {
			seq := append([]*isa.Inst(nil), e.before[i]...)
			if r, ok := e.replace[i]; ok {
				seq = append(seq, r...)
			} else {
				seq = append(seq, p.Insts[i])
			}
			edits[i] = seq
		}
	}
	p.Edit(edits)
}
