package opt

import (
	"github.com/wavesim/wavesim/isa"
)

// Units is a set of register units: vector dwords 0..511 (VGPRs, then
// AGPRs from isa.AGPRBase), then every scalar slot (SGPRs, vcc_lo/hi,
// exec_lo/hi, m0, scc, ...). Checks on units make s0 part of s[0:1] and
// vcc_lo part of vcc, as LLVM's LiveRegUnits does.
type Units [(isa.MaxVectorRegs + isa.NumScalarSlots + 63) / 64]uint64

const scalarBase = isa.MaxVectorRegs

// allUnits holds every unit.
var allUnits = func() (u Units) {
	for i := range u {
		u[i] = ^uint64(0)
	}
	return u
}()

func unitOf(f isa.File, idx int) int {
	if f == isa.FileV {
		return idx
	}
	return scalarBase + idx
}

// Add puts every unit of r in the set.
func (u *Units) Add(r isa.Reg) {
	for i := 0; i < int(r.N); i++ {
		n := unitOf(r.File, int(r.Idx)+i)
		u[n>>6] |= 1 << (n & 63)
	}
}

// Remove takes every unit of r out.
func (u *Units) Remove(r isa.Reg) {
	for i := 0; i < int(r.N); i++ {
		n := unitOf(r.File, int(r.Idx)+i)
		u[n>>6] &^= 1 << (n & 63)
	}
}

// Has reports whether any unit of r is in the set.
func (u *Units) Has(r isa.Reg) bool {
	for i := 0; i < int(r.N); i++ {
		n := unitOf(r.File, int(r.Idx)+i)
		if u[n>>6]>>(n&63)&1 != 0 {
			return true
		}
	}
	return false
}

// Union adds o to u and reports whether u grew.
func (u *Units) Union(o *Units) bool {
	grew := false
	for i := range u {
		n := u[i] | o[i]
		grew = grew || n != u[i]
		u[i] = n
	}
	return grew
}

// Liveness is backward liveness on register units over a CFG.
type Liveness struct {
	CFG     *CFG
	Wave    int
	LiveIn  []Units
	LiveOut []Units
	ctx     *liveCtx
}

// ComputeLiveness solves liveness; exitLive is what is live where the
// program ends: empty for a kernel (nothing is live after s_endpgm), a
// snippet's results for a snippet, whether it falls off its end or
// reaches s_endpgm.
func ComputeLiveness(c *CFG, wave int, exitLive Units) *Liveness {
	x := &liveCtx{p: c.Prog, wave: wave, memo: map[calleeKey]Units{}}
	return x.solve(c, exitLive)
}

// decode makes the records of the instructions of c's function, which
// solving steps over many times.
func (x *liveCtx) decode(c *CFG) {
	x.base = c.Kernel.Entry
	x.dec = isa.Decode(x.p.Insts[x.base:max(x.base, c.Kernel.End)], x.wave)
}

// solve is ComputeLiveness in a context that steps over calls.
func (x *liveCtx) solve(c *CFG, exitLive Units) *Liveness {
	l := &Liveness{CFG: c, Wave: x.wave, LiveIn: make([]Units, len(c.Blocks)), LiveOut: make([]Units, len(c.Blocks)), ctx: x}
	x.decode(c)
	for changed := true; changed; {
		changed = false
		for bi := len(c.Blocks) - 1; bi >= 0; bi-- {
			b := c.Blocks[bi]
			var out Units
			if c.exits(b) {
				out = exitLive
			}
			for _, s := range b.Succs {
				out.Union(&l.LiveIn[s])
			}
			l.LiveOut[bi] = out
			in := out
			for i := b.End - 1; i >= b.Start; i-- {
				x.step(&in, i)
			}
			if in != l.LiveIn[bi] {
				l.LiveIn[bi], changed = in, true
			}
		}
	}
	return l
}

// step moves a live set backwards over one instruction. Writes under an
// exec mask are partial, so a VALU def does not kill its register: the
// inactive lanes keep the old value.
func step(live *Units, in *isa.Inst, dec *isa.Decoded) {
	// s_movreld's named destination is no full write either, but its table
	// row reads every SGPR, which puts the destination back below.
	partial := in.Op.IsVALU() || in.Op.Unit == isa.UnitVMEM || in.Op.Unit == isa.UnitLDS
	for _, d := range dec.Defs() {
		if !partial || d.File == isa.FileS {
			live.Remove(d)
		}
	}
	for _, u := range dec.Uses() {
		live.Add(u)
	}
}

// LiveAfter returns the units live just after instruction i.
func (l *Liveness) LiveAfter(i int) Units {
	b := l.CFG.BlockOf(i)
	live := l.LiveOut[b.Index]
	// A pass may have renamed registers in place since the liveness was
	// solved (remat gives each sunk copy its VGPR, then asks again), so the
	// instructions stepped over are read as they are now.
	now := &liveCtx{p: l.ctx.p, wave: l.ctx.wave, depth: l.ctx.depth, memo: l.ctx.memo}
	for j := b.End - 1; j > i; j-- {
		now.step(&live, j)
	}
	return live
}

// exits reports whether control may leave the program from block b: it
// has no successor, falls off the program's end (after a conditional
// branch too), or branches to the end.
func (c *CFG) exits(b *Block) bool {
	if len(b.Succs) == 0 {
		return true
	}
	last := c.Prog.Insts[b.End-1]
	if _, fall := ends(last); fall && b.End == c.Kernel.End {
		return true
	}
	if last.Op.Branch {
		t := branchTarget(last)
		return t >= c.Kernel.End || t < c.Kernel.Entry && t >= 0
	}
	return false
}
