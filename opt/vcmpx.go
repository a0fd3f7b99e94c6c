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
//     and writes the saveexec source (and was not already rewritten for
//     another saveexec). The walk gives up at any instruction in between
//     that writes exec or the saveexec source.
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
//
// Applies checks condition 1; vcmpxLegal holds the others as values, one
// named function per condition (vcmpxCond2Saveexec ... vcmpxCond10SCCDead,
// condition 3 with its walk stops), 8 and 9 in the rewrite.
type vcmpx struct {
	rules vcmpxRules
	// implicit are llc's IMPLICIT_DEF comments, by the instruction after.
	implicit map[int][]isa.Reg
}

// vcmpxRules are the parts of the pass that decide whether and how a site
// is rewritten, as values: vcmpxLegal gives the pass's own. Each entry
// implements the legality condition of the doc comment it names.
type vcmpxRules struct {
	// overlaps says whether two registers share a register unit
	// (condition 7); the checks' def/use tests go through it.
	overlaps func(a, b isa.Reg) bool
	// walkStops end condition 3's backwards walk at an instruction between
	// the v_cmp and the s_and_saveexec, saying why.
	walkStops []vcmpxWalkStop
	// checks run in order on each s_and_saveexec; the first that fails
	// gives the site's reason. Condition 3 finds the v_cmp the later checks
	// examine.
	checks []vcmpxCheck
	// rewrite records the edit of a legal site (conditions 8 and 9).
	rewrite func(v *vcmpx, p *isa.Program, edits map[int][]*isa.Inst, vc, i int, o *Options) bool
}

// vcmpxCheck is one legality condition: check says why the site cannot be
// rewritten, or "".
type vcmpxCheck struct {
	cond  int // its number in the doc comment
	check func(s *vcmpxSite) string
}

// vcmpxWalkStop is one reason for condition 3's walk to give up at
// instruction j.
type vcmpxWalkStop struct {
	what string
	stop func(s *vcmpxSite, j int) string
}

// vcmpxLegal is the pass's rules. Its checks run in the order 2, 3, 5, 6,
// 10, 4: when several conditions fail, the first of them is the reason
// reported.
func vcmpxLegal() vcmpxRules {
	return vcmpxRules{
		overlaps: vcmpxCond7Units,
		walkStops: []vcmpxWalkStop{
			{"exec write", vcmpxStopExecWrite},
			{"saveexec source write", vcmpxStopSourceWrite},
		},
		checks: []vcmpxCheck{
			{2, vcmpxCond2Saveexec},
			{3, vcmpxCond3FindCompare},
			{5, vcmpxCond5DstNotSource},
			{6, vcmpxCond6ResultDead},
			{10, vcmpxCond10SCCDead},
			{4, vcmpxCond4SourcesKept},
		},
		rewrite: (*vcmpx).rewrite,
	}
}

func newVcmpx() *vcmpx { return &vcmpx{rules: vcmpxLegal()} }

var vcmpxPass = Register(PassInfo{
	Name:   "vcmpx",
	New:    func() Pass { return newVcmpx() },
	Shapes: []string{"vcmpx"},
	After: []Order{{"uniform-to-exec", "uniform-to-exec writes the v_cmp + s_and_saveexec pairs vcmpx rewrites; " +
		"run before it, vcmpx does not see them"}},
	Doc: "docs/reference/exec-masking.md",
})

func (*vcmpx) Name() string { return vcmpxPass.Name }

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
	for _, f := range bodies(p, o) {
		used := map[int]bool{}
		for _, b := range f.live.CFG.Blocks {
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
				s := &vcmpxSite{v: v, p: p, b: b, live: f.live, used: used, i: i, inWindow: inWindow[i], vc: -1}
				if reason := v.check(s); reason != "" {
					site.Reason = reason
					r.Sites = append(r.Sites, site)
					continue
				}
				vc := s.vc
				if !v.rules.rewrite(v, p, edits, vc, i, o) {
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

func (v *vcmpx) writes(in *isa.Inst, r isa.Reg, wave int) bool {
	for _, d := range in.Defs(wave) {
		if v.rules.overlaps(d, r) {
			return true
		}
	}
	return false
}

func (v *vcmpx) reads(in *isa.Inst, r isa.Reg, wave int) bool {
	for _, u := range in.Uses(wave) {
		if v.rules.overlaps(u, r) {
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

// vcmpxSite is one s_and_saveexec under examination and what the checks
// learn about it.
type vcmpxSite struct {
	v        *vcmpx
	p        *isa.Program
	b        *Block
	live     *Liveness
	used     map[int]bool // compares already rewritten
	i        int          // the s_and_saveexec
	inWindow bool         // within LLVM's search window
	// Found by condition 3: the v_cmp (-1 before), its lane-mask
	// destination and its source registers.
	vc   int
	cdst isa.Reg
	srcs []isa.Reg
	// after is what is live after the s_and_saveexec, once asked for.
	after *Units
}

// check runs the rules' checks on a site; "" means it may be rewritten at
// s.vc.
func (v *vcmpx) check(s *vcmpxSite) string {
	for _, c := range v.rules.checks {
		if reason := c.check(s); reason != "" {
			return reason
		}
	}
	return ""
}

// at names instruction j in a reason.
func (s *vcmpxSite) at(j int) string {
	return fmt.Sprintf("%q at %s", isa.FormatInst(s.p.Insts[j], s.p.Arch), s.p.Insts[j].Pos)
}

// liveAfter is what is live after the s_and_saveexec.
func (s *vcmpxSite) liveAfter() *Units {
	if s.after == nil {
		u := s.live.LiveAfter(s.i)
		s.after = &u
	}
	return s.after
}

// saveexec returns the s_and_saveexec's destination and source operands.
func (s *vcmpxSite) saveexec() (dst, src isa.Operand) {
	in := s.p.Insts[s.i]
	return in.Args[0], in.Args[1]
}

// vcmpxCond2Saveexec: the lane-mask width of the wave, LLVM's search
// window, an SGPR destination and a register source.
func vcmpxCond2Saveexec(s *vcmpxSite) string {
	in := s.p.Insts[s.i]
	wave := s.p.Wave
	if in.Op.Args[0].Type.Dwords() != wave/32 {
		return fmt.Sprintf("%s in wave%d: only s_and_saveexec_b%d is handled", in.Op.Name, wave, wave)
	}
	if !s.inWindow {
		return fmt.Sprintf("not among the last %d instructions of its block before any later exec write (LLVM's search window)", vcmpxSearchWindow)
	}
	dst, src := s.saveexec()
	if dst.Kind != isa.OpReg || !dst.Reg.IsSGPR() {
		return "the saveexec destination is not an SGPR"
	}
	if src.Kind != isa.OpReg {
		return "the saveexec source is not a register"
	}
	return ""
}

// vcmpxCond3FindCompare walks back from the s_and_saveexec to the closest
// compare with a v_cmpx form that writes its source, giving up at the
// rules' walk stops, and records it in s.
func vcmpxCond3FindCompare(s *vcmpxSite) string {
	p, wave := s.p, s.p.Wave
	_, src := s.saveexec()
	for j, n := s.i-1, 0; j >= s.b.Start && n < vcmpxMaxWalk; j-- {
		cand := p.Insts[j]
		if lateInserted(cand) {
			continue
		}
		n++
		if cmpxOf(cand, p.Arch) != nil && s.v.writes(cand, src.Reg, wave) {
			return s.found(j)
		}
		for _, w := range s.v.rules.walkStops {
			if reason := w.stop(s, j); reason != "" {
				return reason
			}
		}
	}
	return fmt.Sprintf("no v_cmp writing %s within %d instructions before it in its block", src.Reg, vcmpxMaxWalk)
}

// found records the compare at vc, unless it was already rewritten for
// another s_and_saveexec.
func (s *vcmpxSite) found(vc int) string {
	if s.used[vc] {
		return fmt.Sprintf("its compare %s was already rewritten for another saveexec", s.at(vc))
	}
	cmp := s.p.Insts[vc]
	s.vc = vc
	s.cdst, _ = vcmpDst(cmp)
	for k, a := range cmp.Op.Args {
		if !a.Def && cmp.Args[k].Kind == isa.OpReg {
			s.srcs = append(s.srcs, cmp.Args[k].Reg)
		}
	}
	return ""
}

// vcmpxStopExecWrite: the v_cmp must run under the exec the s_and_saveexec
// sees.
func vcmpxStopExecWrite(s *vcmpxSite, j int) string {
	if s.p.Insts[j].WritesReg(isa.ExecFor(s.p.Wave), s.p.Wave) {
		return fmt.Sprintf("exec is written by %s between the compare and the saveexec", s.at(j))
	}
	return ""
}

// vcmpxStopSourceWrite: the closest write of the saveexec source has no
// v_cmpx form.
func vcmpxStopSourceWrite(s *vcmpxSite, j int) string {
	if _, src := s.saveexec(); s.v.writes(s.p.Insts[j], src.Reg, s.p.Wave) {
		return fmt.Sprintf("the saveexec source %s is written by %s, which has no v_cmpx form", src.Reg, s.at(j))
	}
	return ""
}

// vcmpxCond4SourcesKept: no compare source is redefined between the v_cmp
// and the s_and_saveexec, IMPLICIT_DEFs included.
func vcmpxCond4SourcesKept(s *vcmpxSite) string {
	for j := s.vc + 1; j <= s.i; j++ {
		for _, r := range s.srcs {
			if j < s.i && s.v.writes(s.p.Insts[j], r, s.p.Wave) {
				return fmt.Sprintf("compare source %s is redefined by %s", r, s.at(j))
			}
			for _, d := range s.v.implicit[j] {
				if s.v.rules.overlaps(d, r) {
					return fmt.Sprintf("compare source %s is redefined by an IMPLICIT_DEF (\"; implicit-def: %s\") before %s", r, d, s.at(j))
				}
			}
		}
	}
	return ""
}

// vcmpxCond5DstNotSource: the s_and_saveexec destination, which the s_mov
// writes before the v_cmpx reads its sources, is not a compare source.
func vcmpxCond5DstNotSource(s *vcmpxSite) string {
	dst, _ := s.saveexec()
	for _, r := range s.srcs {
		if s.v.rules.overlaps(r, dst.Reg) {
			return fmt.Sprintf("the saveexec destination %s is a source of %s", dst.Reg, s.at(s.vc))
		}
	}
	return ""
}

// vcmpxCond6ResultDead: the compare result is not read between the two,
// nor after the s_and_saveexec, nor live out of the block.
func vcmpxCond6ResultDead(s *vcmpxSite) string {
	if reason := s.resultUnreadBetween(); reason != "" {
		return reason
	}
	return s.resultDeadAfter()
}

func (s *vcmpxSite) resultUnreadBetween() string {
	for j := s.vc + 1; j < s.i; j++ {
		if s.v.reads(s.p.Insts[j], s.cdst, s.p.Wave) {
			return fmt.Sprintf("the compare result %s is used by %s before the saveexec", s.cdst, s.at(j))
		}
	}
	return ""
}

// resultDeadAfter asks the liveness; a read in the rest of the block is
// named in the reason.
func (s *vcmpxSite) resultDeadAfter() string {
	if !s.liveAfter().Has(s.cdst) {
		return ""
	}
	for j := s.i + 1; j < s.b.End; j++ {
		if s.p.Insts[j].ReadsReg(s.cdst, s.p.Wave) {
			return fmt.Sprintf("the compare result %s is used after the saveexec by %s", s.cdst, s.at(j))
		}
	}
	return fmt.Sprintf("the compare result %s is live out of the block", s.cdst)
}

// vcmpxCond7Units: registers are compared by register unit.
func vcmpxCond7Units(a, b isa.Reg) bool { return a.Overlaps(b) }

// vcmpxCond10SCCDead: scc, which the s_and_saveexec sets, is not read
// afterwards.
func vcmpxCond10SCCDead(s *vcmpxSite) string {
	if s.liveAfter().Has(isa.RegSCC) {
		return "scc, which the saveexec sets and the s_mov + v_cmpx do not, is read afterwards"
	}
	return ""
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
	x.Mods.CloneText()
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
	edits[vc] = nil
	edits[i] = seq
	return true
}

// lateInserted reports instructions LLVM adds after SIOptimizeExecMasking
// has run (waits, nops, clauses, ALU delays from the pre-emit passes), which
// its search window and walk never saw.
func lateInserted(in *isa.Inst) bool { return in.Op.Is(isa.RoleLateInserted) }
