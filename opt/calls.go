package opt

import (
	"github.com/wavesim/wavesim/isa"
)

// Calls in liveness. A call (s_swappc_b64) runs its callee and comes back
// to the next instruction, so what is live above it is what the callee
// reads before it writes, given that what is live after the call is live
// where the callee returns: the callee's own liveness with that set live
// at its s_setpc_b64, less the return address the call writes, plus the
// address the call reads. The callee is found where llc computes its
// address (s_getpc_b64, then callee@rel32@lo/hi or a load through
// callee@gotpcrel32@lo/hi into the pair the call reads); a call whose
// callee is not found that way, or calls nested deeper than maxCallDepth
// (recursion), keep every register live above it.

// maxCallDepth bounds the nesting of callee liveness.
const maxCallDepth = 8

// calleeKey is a callee's liveness for one live set at its return.
type calleeKey struct {
	f   *isa.Kernel
	out Units
}

// liveCtx is what the liveness of one function needs to step over calls.
type liveCtx struct {
	p     *isa.Program
	wave  int
	depth int
	memo  map[calleeKey]Units
	// dec holds the records of the function being solved, from
	// instruction base on. Without them (LiveAfter, which reads the
	// instructions as they are now) each instruction is decoded into now
	// when stepped over, in storage reused from one to the next.
	dec  []isa.Decoded
	base int
	now  isa.Decoder
}

// step moves a live set backwards over instruction i.
func (x *liveCtx) step(live *Units, i int) {
	in := x.p.Insts[i]
	if in.Op.Is(isa.RoleCall) {
		*live = x.callLiveIn(i, *live)
		return
	}
	step(live, in, x.rec(i))
}

// rec is instruction i's record, valid until the next call.
func (x *liveCtx) rec(i int) *isa.Decoded {
	if x.dec == nil {
		return x.now.Decode(x.p.Insts[i], x.wave)
	}
	return &x.dec[i-x.base]
}

// callLiveIn is what is live above the call at i when after is live after
// it.
func (x *liveCtx) callLiveIn(i int, after Units) Units {
	f := callee(x.p, i, x.wave)
	if f == nil || x.depth >= maxCallDepth {
		return allUnits
	}
	key := calleeKey{f, after}
	if u, ok := x.memo[key]; ok {
		return u
	}
	sub := &liveCtx{p: x.p, wave: x.wave, depth: x.depth + 1, memo: x.memo}
	c := BuildCFG(x.p, f)
	u := sub.solve(c, after).LiveIn[0]
	d := x.rec(i)
	for _, r := range d.Defs() {
		u.Remove(r)
	}
	for _, r := range d.Uses() {
		u.Add(r)
	}
	x.memo[key] = u
	return u
}

// callee is the function (not a kernel) the call at i reaches, or nil: the
// nearest earlier instructions of the same function that write the
// address pair the call reads must be the relocated adds of one symbol
// (and a load of the pair through itself, for @gotpcrel32).
func callee(p *isa.Program, i, wave int) *isa.Kernel {
	in := p.Insts[i]
	var src isa.Reg
	for j, a := range in.Args {
		if j < len(in.Op.Args) && !in.Op.Args[j].Def && a.Kind == isa.OpReg {
			src = a.Reg
		}
	}
	if src.N != 2 || src.File != isa.FileS {
		return nil
	}
	lo := 0
	if f := p.FuncAt(i); f != nil {
		lo = f.Entry
	}
	sym := ""
	for j := i - 1; j >= lo && j >= i-64; j-- {
		w := p.Insts[j]
		if !w.WritesReg(src, wave) {
			continue
		}
		if sym == "" && loadsThrough(w, src) {
			continue // the load through the global offset table entry
		}
		r, ok := relocOf(w)
		if !ok || sym != "" && r.Sym != sym {
			return nil
		}
		sym = r.Sym
		if !r.Hi {
			// the low half, written first: the address is complete
			t, ok := p.Labels[sym]
			if !ok {
				return nil
			}
			for _, f := range p.Funcs {
				if f.Entry == t {
					return f
				}
			}
			return nil
		}
	}
	return nil
}

// relocOf is the relocated literal an instruction adds, if any.
func relocOf(in *isa.Inst) (isa.Reloc, bool) {
	for _, a := range in.Args {
		if r, ok := a.Reloc(); ok {
			return r, true
		}
	}
	return isa.Reloc{}, false
}

// loadsThrough reports whether in is a scalar load of the pair src from
// the address src holds (s_load_dwordx2 s[4:5], s[4:5], 0x0).
func loadsThrough(in *isa.Inst, src isa.Reg) bool {
	if in.Op.Unit != isa.UnitSMEM || in.Op.Mem != isa.MemLoad {
		return false
	}
	for j, a := range in.Args {
		if j < len(in.Op.Args) && !in.Op.Args[j].Def && a.Kind == isa.OpReg && a.Reg == src {
			return true
		}
	}
	return false
}
