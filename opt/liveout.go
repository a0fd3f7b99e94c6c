package opt

import (
	"cmp"
	"slices"

	"github.com/wavesim/wavesim/isa"
)

// UnitsOf is the set of the units of regs. A snippet's Options.ExitLive
// is UnitsOf its results (SnippetExitLive), or of the registers a user
// says matter.
func UnitsOf(regs []isa.Reg) Units {
	var u Units
	for _, r := range regs {
		u.Add(r)
	}
	return u
}

// SnippetExitLive is what a snippet leaves live at its end when no one
// names the registers that matter. A snippet has no successor to solve
// liveness from, so every register unit it names is live there: one it
// writes is a result, and one it only reads still holds an input the code
// after it may read (isa.Program.Writes, which counts every register an
// M0-relative write may reach, and the units of every instruction's
// Uses, implicit exec, vcc, m0 and scc included).
//
// scc is the exception, when every value the snippet leaves in it is one
// it has read itself (SCCConsumed): scc is a one-bit condition that no
// register class allocates or copies (SIRegisterInfo.td, SCC_CLASS:
// isAllocatable = 0, CopyCost = -1), which LLVM defines for the reader
// instruction selection put next to it (s_cbranch_scc*, s_cselect,
// s_addc) and marks killed there, so the value of an s_cmp its branch has
// taken is dead. One the snippet leaves
// unread, the carry of a last s_add or the scc of a last saveexec, may be
// for the code after it, and stays live.
//
// A register only a rewrite names is not here: it is a temporary the pass
// chose because the snippet never names it. dropped says scc was left out
// as consumed (the snippet names it).
func SnippetExitLive(p *isa.Program) (live []isa.Reg, dropped bool) {
	named := make(map[isa.Reg]bool)
	var out []isa.Reg
	add := func(r isa.Reg) {
		for k := 0; k < int(r.N); k++ {
			u := r.Sub(k)
			// null holds nothing, and the slots after scc are read-only
			// apertures and bits derived from vcc and exec.
			if named[u] || u.File == isa.FileS && (u.Idx == isa.SlotNull || u.Idx > isa.SlotSCC) {
				continue
			}
			named[u] = true
			out = append(out, u)
		}
	}
	for _, r := range p.Writes() {
		add(r)
	}
	var buf []isa.Reg
	for _, in := range p.Insts {
		buf = in.AppendUses(buf[:0], p.Wave)
		for _, r := range buf {
			add(r)
		}
	}
	live = out
	if named[isa.RegSCC] && SCCConsumed(p) {
		live = slices.DeleteFunc(live, func(r isa.Reg) bool { return r == isa.RegSCC })
		dropped = true
	}
	// Ordered as isa.Program.Writes orders units: scalar slots, then VGPRs.
	slices.SortFunc(live, func(x, y isa.Reg) int {
		return cmp.Or(cmp.Compare(x.File, y.File), cmp.Compare(x.Idx, y.Idx))
	})
	return live, dropped
}

// SCCConsumed reports whether, on every path to the snippet's end, the
// last value written to scc (or the one it started with) has been read
// since: the condition SnippetExitLive leaves out. A forward walk over the
// CFG: scc is unread at the entry and after a write, read after a read
// (an instruction that reads and writes it, s_addc, leaves it unread).
// With several entry points, it must hold from each.
func SCCConsumed(p *isa.Program) bool {
	for _, k := range p.Kernels {
		if !sccConsumedFrom(p, k) {
			return false
		}
	}
	return true
}

func sccConsumedFrom(p *isa.Program, k *isa.Kernel) bool {
	c := BuildCFG(p, k)
	unreadIn := make([]bool, len(c.Blocks))
	seen := make([]bool, len(c.Blocks))
	unreadIn[0], seen[0] = true, true
	work := []int{0}
	consumed := true
	for len(work) > 0 {
		bi := work[len(work)-1]
		work = work[:len(work)-1]
		b := c.Blocks[bi]
		unread := unreadIn[bi]
		for i := b.Start; i < b.End; i++ {
			in := p.Insts[i]
			if in.ReadsReg(isa.RegSCC, p.Wave) {
				unread = false
			}
			if in.WritesReg(isa.RegSCC, p.Wave) {
				unread = true
			}
		}
		if unread && c.exits(b) {
			consumed = false
		}
		for _, s := range b.Succs {
			// A block is walked again only when its entry turns unread:
			// the value only grows, so the walk ends.
			if !seen[s] || unread && !unreadIn[s] {
				seen[s] = true
				unreadIn[s] = unreadIn[s] || unread
				work = append(work, s)
			}
		}
	}
	return consumed
}
