package opt

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// The SGPR count after the rewrite. The kernel's SGPR count
// (.amdhsa_next_free_sgpr, .sgpr_count, "; NumSgprs:") covers every SGPR
// an instruction names (AMDGPUResourceUsageAnalysis), and the prologue
// still names the wave offset SGPR W: the rewrite alone frees W after the
// prologue but lowers no count. The pass then gives W's free range to the
// kernel's highest SGPR H, renaming H to W in every instruction, and the
// count drops by what that frees, when:
//
//  10. W is read by nothing after the prologue's add (the entry block,
//      which holds the add, is no branch target: condition 8), so W is
//      dead from the add on;
//  11. H is past W, so it is no preloaded SGPR (the wave offset is the
//      last the dispatcher writes), and not declared live at the exit;
//  12. every operand that names H names it alone, not as part of a
//      register tuple (a pair or quad must stay aligned and contiguous);
//  13. H is neither named nor live from the kernel's entry through the
//      add, where W still holds the offset.
//
// Where H is part of a tuple, as in llc's kernels, whose highest SGPRs are
// usually the kernarg s_load_dwordx4 destination, the count stays and the
// report says why: LLVM 11's own change frees W to its register allocator,
// which lowers the count only when the kernel was short of SGPRs.

// sgprRename is condition 10 to 13's result for one kernel: H and W, or
// the reason the count stays.
type sgprRename struct {
	from, to isa.Reg
	reason   string
}

// planSGPRRename checks conditions 10 to 13 on the rewritten program q for
// kernel k, whose prologue add is at index add and whose wave offset is off.
func planSGPRRename(q *isa.Program, k *isa.Kernel, o *Options, off isa.Reg, add int) sgprRename {
	top := namedSGPRs(q, k) - 1
	h := isa.SGPR(top, 1)
	switch {
	case top <= int(off.Idx) || o.ExitLive.Has(h):
		return sgprRename{reason: fmt.Sprintf("the highest SGPR, s%d, is no later than the wave offset %s or live at the exit", top, off)}
	case namedAsTuple(q, k, h):
		return sgprRename{reason: fmt.Sprintf("the highest SGPR, s%d, is part of a register tuple, which the freed %s cannot hold", top, off)}
	}
	// Condition 8 keeps the entry block from being a branch target, so
	// what follows the add in the kernel's order is all that runs after
	// it.
	if o.ExitLive.Has(off) {
		return sgprRename{reason: fmt.Sprintf("%s is live at the exit", off)}
	}
	for i := add + 1; i < k.End; i++ {
		if q.Insts[i].ReadsReg(off, q.Wave) {
			return sgprRename{reason: fmt.Sprintf("%s is read after the prologue (%s at %s)", off, isa.FormatInst(q.Insts[i], q.Arch), q.Insts[i].Pos)}
		}
	}
	// Not named up to the add, H is live there only if live from the
	// kernel's entry.
	for i := k.Entry; i <= add; i++ {
		if in := q.Insts[i]; in.ReadsReg(h, q.Wave) || in.WritesReg(h, q.Wave) {
			return sgprRename{reason: fmt.Sprintf("s%d is in use before the prologue's add, while %s holds the offset", top, off)}
		}
	}
	if live := ComputeLiveness(BuildCFG(q, k), q.Wave, o.ExitLive).LiveAfter(add); live.Has(h) {
		return sgprRename{reason: fmt.Sprintf("s%d is in use before the prologue's add, while %s holds the offset", top, off)}
	}
	return sgprRename{from: h, to: off}
}

// namedAsTuple says whether an operand of k names h inside a wider
// register.
func namedAsTuple(q *isa.Program, k *isa.Kernel, h isa.Reg) bool {
	for i := k.Entry; i < k.End; i++ {
		for _, op := range q.Insts[i].Args {
			if op.Kind == isa.OpReg && op.Reg.IsSGPR() && op.Reg.N > 1 && op.Reg.Overlaps(h) {
				return true
			}
		}
	}
	return false
}

func hasPreds(c *CFG, b *Block) bool {
	for _, x := range c.Blocks {
		for _, s := range x.Succs {
			if s == b.Index {
				return true
			}
		}
	}
	return false
}

// renameSGPR renames r.from to r.to in k's instructions and lowers the
// kernel's SGPR count to what its instructions now name; it returns the
// count before and after.
func renameSGPR(q *isa.Program, k *isa.Kernel, r sgprRename) (int, int) {
	before := namedSGPRs(q, k)
	edits := map[int][]*isa.Inst{}
	for i := k.Entry; i < k.End; i++ {
		in := q.Insts[i]
		var cp *isa.Inst
		for a, op := range in.Args {
			if op.Kind == isa.OpReg && op.Reg == r.from {
				if cp == nil {
					cp = in.Clone()
				}
				cp.Args[a].Reg = r.to
			}
		}
		if cp != nil {
			edits[i] = []*isa.Inst{cp}
		}
	}
	q.Edit(edits)
	// The count drops by what the rename frees, from what the kernel
	// allocated (which may exceed what it names).
	old := k.Meta.NextFreeSGPR
	if freed := before - namedSGPRs(q, k); old >= before && freed > 0 {
		setRegCount(q, k, isa.FileS, old, old-freed)
	}
	return old, k.Meta.NextFreeSGPR
}

// namedSGPRs is one past the highest SGPR k's instructions name.
func namedSGPRs(q *isa.Program, k *isa.Kernel) int {
	top := 0
	for i := k.Entry; i < k.End; i++ {
		for _, op := range q.Insts[i].Args {
			if op.Kind == isa.OpReg && op.Reg.IsSGPR() {
				top = max(top, int(op.Reg.Idx)+int(op.Reg.N))
			}
		}
	}
	return top
}
