package opt

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// vcmpx forms v_cmpx on GFX10.3+: it rewrites
//
//	v_cmp_<cc> sdst, a, b      ; VALU writes an SGPR (or vcc)
//	...
//	s_and_saveexec_bNN d, sdst ; SALU reads it: the VALU→SGPR→SALU stall
//
// into
//
//	...
//	s_mov_bNN d, exec
//	v_cmpx_<cc> a, b           ; exec &= compare, no SGPR written
//
// as LLVM's SIOptimizeExecMasking does since LLVM 15
// (tryRecordVCmpxAndSaveexecSequence, optimizeVCMPSaveExecSequence).
//
// Legality conditions, each checked and each reported when it stops a site:
//  1. The target has GFX10.3 instructions and no v_cmpx exec
//     write-after-read hazard (not GFX9, not gfx101x). With Force the pass
//     runs on gfx1010 and inserts the s_waitcnt_depctr 0xfffe the hazard
//     needs.
//  2. The s_and_saveexec is s_and_saveexec_b32 in wave32 or _b64 in wave64,
//     among the last 10 instructions of its block with no later exec write
//     (LLVM's reverse scan, SearchWindow = 10); its destination is an SGPR
//     and its source a register.
//  3. The v_cmp is found by a backwards walk of at most 20 instructions in
//     the same block: the closest instruction that has a v_cmpx counterpart
//     and writes the saveexec source. The walk gives up at any instruction
//     in between that writes exec or the saveexec source.
//  4. Neither v_cmp source register is redefined between the v_cmp and the
//     s_and_saveexec.
//  5. The saveexec destination is not a v_cmp source
//     (v_cmp_gt_u32 vcc_lo, s0, v0 ; s_and_saveexec_b32 s0, vcc_lo stays).
//  6. The v_cmp result is not used between the two, nor after the
//     s_and_saveexec, nor live out of the block.
//  7. Every def/use check works on register units: s0 is part of s[0:1],
//     vcc_lo of vcc.
//  8. The v_cmpx goes where the s_and_saveexec was, right after the s_mov
//     of exec, not where the v_cmp was: instructions between must run
//     under the old exec.
//  9. The encoding is kept (_e32 stays _e32, _e64 stays _e64) and the
//     v_cmpx has no SGPR destination.
//  10. scc is dead after the s_and_saveexec: the saveexec sets it
//     (scc = exec != 0) and neither the s_mov nor the v_cmpx does. LLVM has
//     no such check (its saveexec's scc is never used); the differential
//     contract needs it.
type vcmpx struct {
	// broken disables checks: the mutation tests' deliberately wrong
	// variants. The zero value is the correct pass.
	broken brokenChecks
	// implicit are llc's IMPLICIT_DEF comments, by the instruction after.
	implicit map[int][]isa.Reg
}

type brokenChecks struct {
	atVcmp          bool // put the v_cmpx where the v_cmp was
	ignoreExecWrite bool // walk past exec writes
	ignoreSrcRedef  bool // skip condition 4
	ignoreDstReuse  bool // skip condition 5
	ignoreLaterUse  bool // skip condition 6 after the saveexec
	exactRegs       bool // compare registers for equality, not units
}

func init() { Register("vcmpx", func() Pass { return &vcmpx{} }) }

func (*vcmpx) Name() string { return "vcmpx" }

const (
	vcmpxSearchWindow = 10 // SIOptimizeExecMasking SearchWindow
	vcmpxMaxWalk      = 20 // findInstrBackwards MaxInstructions
)

func (*vcmpx) Applies(a *isa.Arch, o *Options) (bool, string) {
	switch {
	case !a.NoSdstCMPX:
		return false, fmt.Sprintf("%s (%s) lacks GFX10.3 instructions: LLVM forms v_cmpx only where hasGFX10_3Insts, and GFX9's v_cmpx also writes an SGPR", a.Name, a.Gen)
	case a.VcmpxExecWARHazard && !o.Force:
		return false, fmt.Sprintf("%s has the v_cmpx exec write-after-read hazard: s_mov of exec then v_cmpx needs s_waitcnt_depctr 0xfffe, which eats the gain (--force applies the pass with the depctr)", a.Name)
	}
	return true, ""
}

func (v *vcmpx) Run(p *isa.Program, o *Options) *Report {
	r := &Report{}
	edits := map[int][]*isa.Inst{}
	v.implicit = implicitDefs(p)
	for _, k := range p.Kernels {
		if k.End <= k.Entry {
			continue
		}
		c := BuildCFG(p, k)
		live := ComputeLiveness(c, p.Wave, o.ExitLive)
		used := map[int]bool{}
		for _, b := range c.Blocks {
			// LLVM's reverse scan: the last SearchWindow instructions, up to
			// and including the latest exec write.
			inWindow := map[int]bool{}
			for i, n := b.End-1, 0; i >= b.Start && n < vcmpxSearchWindow; i-- {
				inWindow[i] = true
				if !lateInserted(p.Insts[i]) {
					n++
				}
				if p.Insts[i].WritesReg(isa.ExecFor(p.Wave), p.Wave) {
					break
				}
			}
			for i := b.Start; i < b.End; i++ {
				in := p.Insts[i]
				if in.Op.Saveexec != isa.LogicAnd {
					continue
				}
				site := Site{Pos: in.Pos, Inst: isa.FormatInst(in, p.Arch)}
				vc, reason := v.check(p, c, live, b, i, inWindow[i], used)
				if reason != "" {
					site.Reason = reason
					r.Sites = append(r.Sites, site)
					continue
				}
				if !v.rewrite(p, edits, vc, i, o) {
					site.Reason = fmt.Sprintf("no %s form takes the operands of %s", cmpxOf(p.Insts[vc], p.Arch).Name, isa.FormatInst(p.Insts[vc], p.Arch))
					r.Sites = append(r.Sites, site)
					continue
				}
				used[vc] = true
				site.Rewritten = true
				site.Reason = fmt.Sprintf("%s + %s → s_mov of exec + v_cmpx", isa.FormatInst(p.Insts[vc], p.Arch), site.Inst)
				r.Sites = append(r.Sites, site)
			}
		}
	}
	p.Edit(edits)
	return r
}

func (v *vcmpx) overlaps(a, b isa.Reg) bool {
	if v.broken.exactRegs {
		return a == b
	}
	return a.Overlaps(b)
}

func (v *vcmpx) writes(in *isa.Inst, r isa.Reg, wave int) bool {
	for _, d := range in.Defs(wave) {
		if v.overlaps(d, r) {
			return true
		}
	}
	return false
}

func (v *vcmpx) reads(in *isa.Inst, r isa.Reg, wave int) bool {
	for _, u := range in.Uses(wave) {
		if v.overlaps(u, r) {
			return true
		}
	}
	return false
}

// vcmpDst is the lane-mask destination of a compare.
func vcmpDst(in *isa.Inst) (isa.Reg, bool) {
	for i, s := range in.Op.Args {
		if s.Mask && s.Def && in.Args[i].Kind == isa.OpReg {
			return in.Args[i].Reg, true
		}
	}
	return isa.Reg{}, false
}

// cmpxOf finds the v_cmpx counterpart of a compare.
func cmpxOf(in *isa.Inst, a *isa.Arch) *isa.Op { return in.Op.CmpxFor(a) }

func (v *vcmpx) check(p *isa.Program, c *CFG, live *Liveness, b *Block, i int, inWindow bool, used map[int]bool) (int, string) {
	in := p.Insts[i]
	wave := p.Wave
	at := func(j int) string { return fmt.Sprintf("%q at %s", isa.FormatInst(p.Insts[j], p.Arch), p.Insts[j].Pos) }
	if in.Op.Args[0].Type.Dwords() != wave/32 {
		return -1, fmt.Sprintf("%s in wave%d: only s_and_saveexec_b%d is handled", in.Op.Name, wave, wave)
	}
	if !inWindow {
		return -1, fmt.Sprintf("not among the last %d instructions of its block before any later exec write (LLVM's search window)", vcmpxSearchWindow)
	}
	dst, src := in.Args[0], in.Args[1]
	if dst.Kind != isa.OpReg || !dst.Reg.IsSGPR() {
		return -1, "the saveexec destination is not an SGPR"
	}
	if src.Kind != isa.OpReg {
		return -1, "the saveexec source is not a register"
	}
	exec := isa.ExecFor(wave)
	// Condition 3: the backwards walk.
	vc := -1
	for j, n := i-1, 0; j >= b.Start && n < vcmpxMaxWalk; j-- {
		cand := p.Insts[j]
		if lateInserted(cand) {
			continue
		}
		n++
		if cmpxOf(cand, p.Arch) != nil && v.writes(cand, src.Reg, wave) {
			vc = j
			break
		}
		if !v.broken.ignoreExecWrite && cand.WritesReg(exec, wave) {
			return -1, fmt.Sprintf("exec is written by %s between the compare and the saveexec", at(j))
		}
		if v.writes(cand, src.Reg, wave) {
			return -1, fmt.Sprintf("the saveexec source %s is written by %s, which has no v_cmpx form", src.Reg, at(j))
		}
	}
	if vc < 0 {
		return -1, fmt.Sprintf("no v_cmp writing %s within %d instructions before it in its block", src.Reg, vcmpxMaxWalk)
	}
	if used[vc] {
		return -1, fmt.Sprintf("its compare %s was already rewritten for another saveexec", at(vc))
	}
	cmp := p.Insts[vc]
	cdst, _ := vcmpDst(cmp)
	var srcRegs []isa.Reg
	for k, s := range cmp.Op.Args {
		if !s.Def && cmp.Args[k].Kind == isa.OpReg {
			srcRegs = append(srcRegs, cmp.Args[k].Reg)
		}
	}
	// Condition 5.
	if !v.broken.ignoreDstReuse {
		for _, r := range srcRegs {
			if v.overlaps(r, dst.Reg) {
				return -1, fmt.Sprintf("the saveexec destination %s is a source of %s", dst.Reg, at(vc))
			}
		}
	}
	// Condition 6: no use between, none after, not live out.
	for j := vc + 1; j < i; j++ {
		if v.reads(p.Insts[j], cdst, wave) {
			return -1, fmt.Sprintf("the compare result %s is used by %s before the saveexec", cdst, at(j))
		}
	}
	liveAfter := live.LiveAfter(i)
	if !v.broken.ignoreLaterUse {
		if v.broken.exactRegs {
			for j := i + 1; j < b.End; j++ {
				if v.reads(p.Insts[j], cdst, wave) {
					return -1, fmt.Sprintf("the compare result %s is used after the saveexec by %s", cdst, at(j))
				}
				if v.writes(p.Insts[j], cdst, wave) {
					break
				}
			}
		} else {
			if liveAfter.Has(cdst) {
				for j := i + 1; j < b.End; j++ {
					if p.Insts[j].ReadsReg(cdst, wave) {
						return -1, fmt.Sprintf("the compare result %s is used after the saveexec by %s", cdst, at(j))
					}
				}
				return -1, fmt.Sprintf("the compare result %s is live out of the block", cdst)
			}
		}
	}
	// Condition 10.
	if liveAfter.Has(isa.RegSCC) {
		return -1, "scc, which the saveexec sets and the s_mov + v_cmpx do not, is read afterwards"
	}
	// Condition 4: sources not redefined between, IMPLICIT_DEFs included.
	if !v.broken.ignoreSrcRedef {
		for j := vc + 1; j <= i; j++ {
			for _, r := range srcRegs {
				if j < i && v.writes(p.Insts[j], r, wave) {
					return -1, fmt.Sprintf("compare source %s is redefined by %s", r, at(j))
				}
				for _, d := range v.implicit[j] {
					if v.overlaps(d, r) {
						return -1, fmt.Sprintf("compare source %s is redefined by an IMPLICIT_DEF (\"; implicit-def: %s\") before %s", r, d, at(j))
					}
				}
			}
		}
	}
	return vc, ""
}

// rewrite records the edit: the s_mov of exec and the v_cmpx replace the
// saveexec (condition 8) and the v_cmp goes away. It reports false, editing
// nothing, when the v_cmpx row does not take the compare's sources.
func (v *vcmpx) rewrite(p *isa.Program, edits map[int][]*isa.Inst, vc, i int, o *Options) bool {
	a := p.Arch
	save := p.Insts[i]
	cmp := p.Insts[vc]
	movName, exec := "s_mov_b32", isa.RegExecLo
	if save.Args[0].Reg.N == 2 {
		movName, exec = "s_mov_b64", isa.RegExec
	}
	mov, _ := isa.NewInst(a, movName, isa.EncNative, save.Args[0], isa.R(exec))
	mov.Pos = save.Pos
	xop := cmpxOf(cmp, a)
	x := &isa.Inst{Op: xop, Enc: cmp.Enc, NoSuffix: cmp.NoSuffix, Mods: cmp.Mods, Pos: save.Pos, Addr: -1}
	x.Mods.Extra = append([]string(nil), cmp.Mods.Extra...)
	for k, s := range cmp.Op.Args {
		if s.Mask && s.Def {
			continue // no SGPR destination (condition 9)
		}
		x.Args = append(x.Args, cmp.Args[k])
	}
	if len(x.Args) != len(xop.Args) {
		return false
	}
	seq := []*isa.Inst{mov}
	if a.VcmpxExecWARHazard {
		// --force on gfx101x: the wait the hazard needs (LLVM's
		// fixVcmpxExecWARHazard inserts exactly this).
		dep, _ := isa.NewInst(a, "s_waitcnt_depctr", isa.EncNative, isa.I(0xfffe))
		dep.Pos = save.Pos
		seq = append(seq, dep)
	}
	seq = append(seq, x)
	if v.broken.atVcmp {
		edits[vc] = seq
		edits[i] = nil
		return true
	}
	edits[vc] = nil
	edits[i] = seq
	return true
}

// lateInserted reports instructions LLVM adds after SIOptimizeExecMasking
// has run (waits, nops, clauses, ALU delays from the pre-emit passes), which
// its search window and walk never saw.
func lateInserted(in *isa.Inst) bool { return in.Op.Is(isa.RoleLateInserted) }
