package opt

import (
	"fmt"
	"math"

	"github.com/wavesim/wavesim/isa"
)

// uniformToExec turns a uniform branch around a small then-block into an
// exec-masked one:
//
//	s_cmp_<cc> a, b              ; a, b: SGPRs or constants
//	s_cbranch_scc0 JOIN          ; (scc1: the condition is negated)
//	  THEN                       ; falls into JOIN
//	JOIN:
//
// becomes
//
//	v_cmp_<cc>_e64 vcc, a, b     ; the same compare on the VALU
//	s_and_saveexec_bNN sSave, vcc
//	s_cbranch_execz JOIN
//	  THEN
//	JOIN:
//	s_or_bNN exec, exec, sSave   ; exec restored where the paths meet
//
// the form AMDGPU's SIAnnotateControlFlow and SILowerControlFlow give a
// divergent if, which vcmpx then turns into s_mov of exec + v_cmpx and
// execz-ifconv may rid of its branch. LLVM's AMDGPUDemoteSCCBranchToExecz
// makes the same rewrite, and only when the execz branch then goes
// (docs/reference/exec-masking.md); wavesim leaves that decision to
// execz-ifconv, so the pass alone may cost cycles. The then-block runs when the branch
// is not taken: for s_cbranch_scc0 when the compare holds, for
// s_cbranch_scc1 when it does not, so scc1 takes the negated compare.
//
// The compare is any row with a VALU twin (isa.Op.VTwin): s_cmp_<cc>
// a, b as above; s_cmpk_<cc> a, K with K sign-extended (i32) or
// zero-extended (u32) into the v_cmp's operand; s_bitcmp0/1 a, n, whose
// bit the SALU isolates first, into the low SGPR of the compare result,
// which the v_cmp then compares with 0 (ne for s_bitcmp1, eq for
// s_bitcmp0):
//
//	s_and_b32 vcc_lo, a, 1<<n    ; s_bitcmp1_b32 a, n
//	v_cmp_ne_u32_e64 vcc, vcc_lo, 0
//
// one SALU instruction more than the compare it replaces, the cheapest
// exact form: no VALU compare tests a bit, and SALU takes the mask as a
// literal on every target, where a GFX9 VOP3 cannot.
//
// Why it is exact: a and b are the same in every lane, so the VALU compare
// gives each active lane the same bit c, and the new exec = exec & (c ?
// exec : 0) is the old exec (c) or 0 (!c). With exec ≠ 0 the then-block
// runs exactly when the original runs it, under the same exec, and the
// s_or restores exec on both paths. With exec = 0 on entry the two differ
// when c holds: the original runs the then-block and the rewrite's
// s_cbranch_execz skips it. Exec-masked instructions do nothing with exec
// = 0, so only what ignores exec can tell: conditions 6 and 7 keep it out.
//
// Legality conditions, each checked and each reported when it stops a site:
//  1. The block ends with s_cbranch_scc0/scc1 and the closest instruction
//     before it in the block that writes scc is a compare with a VALU twin
//     on the target (isa.Op.VTwin: s_cmp_<cc>_{i32,u32}, s_cmp_{eq,lg}_u64,
//     s_cmpk_<cc>_{i32,u32}, s_bitcmp0/1_b32/b64 with a constant bit
//     index, the SALU float compares). Its operands are SGPRs or
//     constants, so the compare is uniform.
//  2. scc: nothing between the s_cmp and the branch reads it, and it is
//     dead after the branch (in the then-block and at the join): the
//     s_cmp goes, the s_and_saveexec and the s_or at the join write it.
//  3. No compare operand is written between the s_cmp and the branch: the
//     v_cmp goes where the branch was.
//  4. The VALU compare takes its operands (the twin's: s_cmpk's
//     extended immediate, a bit test's isolated bit and 0) on the target:
//     at most Arch.ScalarValues scalar values (distinct SGPRs and
//     literals; GFX9 reads one, so s_cmp s2, s3 would need a VGPR copy and
//     is skipped), a literal only where VOP3 takes one (not GFX9: an
//     s_cmpk there, whose immediate is a literal whenever LLVM makes one,
//     stays), no literal in a 16-bit compare, and in a 64-bit compare only
//     a literal from 0 to 2^31-1, which zero- and sign-extension to 64
//     bits read alike.
//  5. The shape: the branch goes forward; its fall-through block (the
//     then-block) is entered only from the branch's block and falls,
//     without a branch, into the branch target (the join); the join is an
//     instruction (not the end of the program) entered only from the
//     branch's block and the then-block, since the s_or inserted there
//     runs on every path into it.
//  6. No instruction of the then-block writes exec, branches, does what
//     LLVM's SIInstrInfo::hasUnwantedEffectsWhenEXECEmpty refuses
//     (s_sendmsg, s_trap, GWS, calls, mode changes, s_endpgm,
//     v_readlane/v_readfirstlane/v_writelane), waits at a barrier, loads
//     through SMEM (it may fault; the original runs it with exec = 0 when
//     the compare holds, the rewrite does not) or is a whole-wave copy
//     (it writes every lane whatever exec holds).
//  7. Every scalar register written in the then-block (SGPRs, vcc, m0,
//     scc; a VALU's SGPR destination too) is dead at the join: with exec
//     = 0 the original writes it (scalar instructions ignore exec), the
//     rewrite does not.
//  8. Two registers are free: the saved exec (an SGPR, an aligned pair in
//     wave64) and the compare result (vcc when it is dead after the
//     branch, else another SGPR): dead after the branch, the saved exec
//     not named in the then-block, and, so that a snippet's caller reading
//     any register the snippet names sees no change, an SGPR never named by
//     the program. In a function they come from s16..s29, the SGPRs a
//     function may clobber (regcount.go funcSGPRLo); a kernel whose
//     .amdhsa_next_free_sgpr they pass (every kernel, for a function) gets
//     its SGPR count raised to cover them.
//
// Applies holds on every target; uniformLegal has the checks, one named
// function per condition.
type uniformToExec struct{ rules uniformRules }

// uniformRules are the parts of the pass that decide whether and how a
// site is rewritten, as values (the mutation tests change them).
type uniformRules struct {
	// negate says whether the v_cmp negates the s_cmp's condition for a
	// branch on cond (the then-block runs when the branch is not taken).
	negate func(cond isa.Cond) bool
	// twin is the VALU twin of a scalar compare row (condition 1; the
	// row's isa.Op.VTwin).
	twin func(*isa.Op) *isa.CmpTwin
	// stops are condition 6's instructions.
	stops  []execEmptyStop
	checks []uniformCheck
}

type uniformCheck struct {
	cond  int
	check func(s *uniformSite) string
}

func uniformLegal() uniformRules {
	return uniformRules{
		negate: func(c isa.Cond) bool { return c == isa.CondSCC1 },
		twin:   func(o *isa.Op) *isa.CmpTwin { return o.VTwin },
		stops:  execEmptyStops(),
		checks: []uniformCheck{
			{1, uniformCond1Compare},
			{5, uniformCond5Shape},
			{2, uniformCond2SCC},
			{3, uniformCond3Operands},
			{4, uniformCond4ConstantBus},
			{6, uniformCond6ThenInsts},
			{7, uniformCond7ScalarDefs},
			{8, uniformCond8FreeRegs},
		},
	}
}

var uniformToExecPass = Register(PassInfo{
	Name:   "uniform-to-exec",
	New:    func() Pass { return &uniformToExec{rules: uniformLegal()} },
	Shapes: []string{"uniform"},
	Doc:    "docs/reference/exec-masking.md#if-conversion-uniform-to-exec-execz-ifconv",
})

func (*uniformToExec) Name() string { return uniformToExecPass.Name }

func (*uniformToExec) Applies(*isa.Arch, *Options) (bool, string) { return true, "" }

// uniformSite is one s_cbranch_scc under examination.
type uniformSite struct {
	u     *uniformToExec
	p     *isa.Program
	c     *CFG
	live  *Liveness
	preds [][]int
	named *Units
	b     *Block
	br    int // the branch
	cmp   int // the s_cmp (condition 1)
	then  *Block
	join  *Block
	after Units     // live after the branch
	regs  sgprRange // where condition 8's registers may be
	vop   *isa.Op   // the VALU compare (condition 1)
	twin  *isa.CmpTwin
	// src are the VALU compare's operands (condition 1; a bit test's
	// temporary is a placeholder until condition 8 picks it).
	src    [2]isa.Operand
	dst    isa.Reg // the compare result (condition 8)
	save   isa.Reg // the saved exec (condition 8)
	target int     // the branch target's instruction index
}

func (s *uniformSite) at(j int) string {
	return fmt.Sprintf("%q at %s", isa.FormatInst(s.p.Insts[j], s.p.Arch), s.p.Insts[j].Pos)
}

func (u *uniformToExec) Run(p *isa.Program, o *Options) *Report {
	r := &Report{}
	e := newIfconvEdits()
	named := namedUnits(p)
	grow := sgprGrowth{}
	for _, f := range bodies(p, o) {
		c, live := f.live.CFG, f.live
		preds := predecessors(c)
		for _, b := range c.Blocks {
			br := b.End - 1
			in := p.Insts[br]
			if !in.Op.Branch || in.Op.Cond != isa.CondSCC0 && in.Op.Cond != isa.CondSCC1 {
				continue
			}
			site := Site{Pos: in.Pos, Inst: isa.FormatInst(in, p.Arch)}
			s := &uniformSite{u: u, p: p, c: c, live: live, preds: preds, named: &named, b: b, br: br, cmp: -1,
				target: branchTarget(in), after: live.LiveAfter(br), regs: sgprsFor(p, f.isFunc)}
			if site.Reason = u.check(s); site.Reason != "" {
				r.Sites = append(r.Sites, site)
				continue
			}
			u.rewrite(s, e)
			named.Add(s.dst)
			named.Add(s.save)
			site.Rewritten = true
			site.Reason = fmt.Sprintf("%s + %s → %s + s_and_saveexec + s_cbranch_execz, exec restored at the join",
				isa.FormatInst(p.Insts[s.cmp], p.Arch), site.Inst, s.vop.Name)
			for _, reg := range []isa.Reg{s.save, s.dst} {
				site.Reason += grow.need(p, f.live.CFG.Kernel, f.isFunc, reg)
			}
			r.Sites = append(r.Sites, site)
		}
	}
	e.apply(p)
	grow.apply(p)
	return r
}

func (u *uniformToExec) check(s *uniformSite) string {
	for _, c := range u.rules.checks {
		if reason := c.check(s); reason != "" {
			return reason
		}
	}
	return ""
}

// uniformCond1Compare finds the s_cmp that sets the branch's scc.
func uniformCond1Compare(s *uniformSite) string {
	for j := s.br - 1; j >= s.b.Start; j-- {
		in := s.p.Insts[j]
		if !in.WritesReg(isa.RegSCC, s.p.Wave) {
			continue
		}
		s.twin = s.u.rules.twin(in.Op)
		if s.twin == nil {
			return fmt.Sprintf("scc is set by %s, which is no compare with a VALU twin", s.at(j))
		}
		tw, why := s.twin.Twin(in, s.p.Arch, s.u.rules.negate(s.p.Insts[s.br].Op.Cond), isa.VCCFor(s.p.Wave).Sub(0))
		if tw == nil {
			return fmt.Sprintf("scc is set by %s: %s", s.at(j), why)
		}
		s.vop, s.src, s.cmp = tw.Op, tw.Src, j
		return ""
	}
	return "no instruction before the branch in its block sets scc"
}

// uniformCond2SCC: scc is read only by the branch and dead after it.
func uniformCond2SCC(s *uniformSite) string {
	for j := s.cmp + 1; j < s.br; j++ {
		if s.p.Insts[j].ReadsReg(isa.RegSCC, s.p.Wave) {
			return fmt.Sprintf("the compare's scc is also read by %s", s.at(j))
		}
	}
	if s.after.Has(isa.RegSCC) {
		return "scc is live after the branch (the s_and_saveexec and the s_or at the join write it)"
	}
	return ""
}

// uniformCond3Operands: the compare operands keep their values up to the
// branch.
func uniformCond3Operands(s *uniformSite) string {
	cmp := s.p.Insts[s.cmp]
	for j := s.cmp + 1; j < s.br; j++ {
		for _, a := range cmp.Args {
			if a.Kind == isa.OpReg && s.p.Insts[j].WritesReg(a.Reg, s.p.Wave) {
				return fmt.Sprintf("compare operand %s is written by %s before the branch", a.Reg, s.at(j))
			}
		}
	}
	return ""
}

// uniformCond4ConstantBus: the VALU compare can read the operands.
func uniformCond4ConstantBus(s *uniformSite) string {
	a := s.p.Arch
	var regs []isa.Reg
	values := 0
	for _, x := range s.src {
		switch {
		case x.Kind == isa.OpReg:
			dup := false
			for _, r := range regs {
				dup = dup || r == x.Reg
			}
			if !dup {
				regs = append(regs, x.Reg)
				values++
			}
		case !x.IsInline(a):
			if !a.VOP3Literal {
				return fmt.Sprintf("%s: %s's VOP3 encoding takes no literal", s.at(s.cmp), a.Name)
			}
			if why := twinLiteral(s.vop, x); why != "" {
				return fmt.Sprintf("%s: %s", s.at(s.cmp), why)
			}
			values++
		}
	}
	if values > a.ScalarValues {
		return fmt.Sprintf("%s reads %d scalar values and a VALU instruction on %s reads at most %d (the constant bus): it would need a VGPR copy", s.at(s.cmp), values, a.Name, a.ScalarValues)
	}
	return ""
}

// twinLiteral says why the VALU compare v cannot take literal x, if it
// cannot. A 16-bit operand's literal is left alone. A 64-bit integer
// operand takes a 32-bit literal, extended to 64 bits; only values from 0
// to 2^31-1, for which zero- and sign-extension agree, are taken, so the
// twin is exact whichever extension the SALU and the VALU each apply.
func twinLiteral(v *isa.Op, x isa.Operand) string {
	switch t := v.Args[1].Type; {
	case t.Is16():
		return "a literal in a 16-bit compare is not rewritten"
	case t.Dwords() == 2 && (x.Kind != isa.OpImm || x.Imm < 0 || x.Imm > math.MaxInt32):
		return "a literal in a 64-bit compare is rewritten only from 0 to 0x7fffffff"
	}
	return ""
}

// uniformCond5Shape: forward branch, then-block falling into the join,
// each entered only as the shape says.
func uniformCond5Shape(s *uniformSite) string {
	k := s.c.Kernel
	if s.target <= s.br+1 || s.target >= k.End {
		switch {
		case s.target == s.br+1:
			return "the then-block is empty"
		case s.target >= k.End:
			return "the join is the end of the program: no instruction to restore exec before"
		}
		return "the branch goes backwards"
	}
	s.then, s.join = s.c.BlockOf(s.br+1), s.c.BlockOf(s.target)
	switch {
	case s.then.End != s.target:
		return fmt.Sprintf("the then-block (from %s) is not one block ending at the branch target", s.at(s.br+1))
	case len(s.preds[s.then.Index]) != 1:
		return "the then-block has another predecessor"
	case s.p.Insts[s.then.End-1].Op.Branch || len(s.then.Succs) != 1 || s.then.Succs[0] != s.join.Index:
		return "the then-block does not fall into the join"
	case len(s.preds[s.join.Index]) != 2:
		return fmt.Sprintf("the join %s has %d predecessors, not the branch's block and the then-block", s.at(s.target), len(s.preds[s.join.Index]))
	}
	return ""
}

// uniformCond6ThenInsts: nothing in the then-block behaves differently
// when it runs with exec = 0.
func uniformCond6ThenInsts(s *uniformSite) string {
	if r := execEmptyReason(s.p, s.u.rules.stops, s.then.Start, s.then.End); r != "" {
		return "then-block: " + r
	}
	return ""
}

// uniformCond7ScalarDefs: the then-block's scalar results are dead at the
// join.
func uniformCond7ScalarDefs(s *uniformSite) string {
	if r := scalarDefsLive(s.p, &s.live.LiveIn[s.join.Index], s.then.Start, s.then.End); r != "" {
		return "then-block: " + r
	}
	return ""
}

// uniformCond8FreeRegs picks the saved-exec and compare registers.
func uniformCond8FreeRegs(s *uniformSite) string {
	wave := s.p.Wave
	var inThen Units
	for j := s.then.Start; j < s.then.End; j++ {
		for _, r := range s.p.Insts[j].Defs(wave) {
			inThen.Add(r)
		}
		for _, r := range s.p.Insts[j].Uses(wave) {
			inThen.Add(r)
		}
	}
	n := wave / 32
	save, ok := freeSGPR(s.regs, s.named, n, &s.after, &inThen)
	if !ok {
		return "no SGPR is free for the saved exec"
	}
	s.save = save
	if vcc := isa.VCCFor(wave); !s.after.Has(vcc) {
		s.dst = vcc
		return ""
	}
	var taken Units
	taken.Add(save)
	dst, ok := freeSGPR(s.regs, s.named, n, &s.after, &taken)
	if !ok {
		return "vcc is live after the branch and no SGPR is free for the compare"
	}
	s.dst = dst
	return ""
}

// rewrite records the edits: the s_cmp goes, the branch becomes v_cmp +
// s_and_saveexec + s_cbranch_execz, the join starts with the s_or.
func (u *uniformToExec) rewrite(s *uniformSite, e *ifconvEdits) {
	a, wave := s.p.Arch, s.p.Wave
	br, cmp := s.p.Insts[s.br], s.p.Insts[s.cmp]
	// The twin again, its bit test's temporary now the compare result's
	// low SGPR: dead after the branch, and the v_cmp reads it before it
	// writes the result.
	tw, _ := s.twin.Twin(cmp, a, u.rules.negate(br.Op.Cond), s.dst.Sub(0))
	vcmp := &isa.Inst{Op: tw.Op, Enc: isa.EncE64, Pos: br.Pos, Addr: -1,
		Args: []isa.Operand{isa.R(s.dst), tw.Src[0], tw.Src[1]}}
	exec, w := isa.ExecFor(wave), "b32"
	if wave == 64 {
		w = "b64"
	}
	save, _ := isa.NewInst(a, "s_and_saveexec_"+w, isa.EncNative, isa.R(s.save), isa.R(s.dst))
	execz, _ := isa.NewInst(a, "s_cbranch_execz", isa.EncNative, br.Args[0])
	restore, _ := isa.NewInst(a, "s_or_"+w, isa.EncNative, isa.R(exec), isa.R(exec), isa.R(s.save))
	save.Pos, execz.Pos, restore.Pos = br.Pos, br.Pos, s.p.Insts[s.target].Pos
	e.replace[s.cmp] = nil
	e.replace[s.br] = []*isa.Inst{vcmp, save, execz}
	if tw.Pre != nil {
		tw.Pre.Pos = br.Pos
		e.replace[s.br] = []*isa.Inst{tw.Pre, vcmp, save, execz}
	}
	e.before[s.target] = append(e.before[s.target], restore)
}
