package opt

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// execzIfconv removes the s_cbranch_execz around a small exec-masked
// then-block, so that the block runs with exec = 0 instead of being
// jumped over:
//
//	s_and_saveexec_b32 s0, vcc_lo    ; or s_mov_b32 s0, exec_lo + v_cmpx,
//	s_cbranch_execz JOIN             ;    or s_mov_b32 exec_lo, sN
//	[s_branch THEN]                  ; a jump to the next instruction
//	THEN: ...                        ; falls into JOIN
//	JOIN:
//
// as LLVM's SIPreEmitPeephole::removeExeczBranch does when
// mustRetainExeczBranch finds the blocks cheap and harmless. The exec
// write before the branch stays; only the branch (and a jump to the next
// instruction after it) goes.
//
// Why it is exact: with exec ≠ 0 both programs run the then-block. With
// exec = 0 the original jumps over it and the rewrite runs it: exec-masked
// instructions (VALU, VMEM, DS) change no lane and access no memory, so
// only what ignores exec can tell, which conditions 2 and 3 keep out.
//
// Legality conditions, each checked and each reported when it stops a site:
//  1. The shape: s_cbranch_execz goes forward, to an instruction of the
//     same kernel or its end (the join); after it, possibly an s_branch to
//     the instruction that follows it; the then-block is everything from
//     there to the join, and it is not empty.
//  2. No instruction of the then-block writes exec, branches, does what
//     LLVM's SIInstrInfo::hasUnwantedEffectsWhenEXECEmpty refuses
//     (s_sendmsg, s_trap, GWS, calls, mode changes, s_endpgm,
//     v_readlane/v_readfirstlane/v_writelane), waits at a barrier,
//     loads through SMEM (the address may be unmapped when exec = 0: the
//     guard is what made it valid, and the original never ran the load),
//     or is a whole-wave copy, which writes every lane whatever exec
//     holds.
//  3. Every scalar register written in the then-block (SGPRs, vcc, m0,
//     scc; a VALU's SGPR destination, which it writes with exec = 0) is
//     dead at the join: the rewrite writes it where the original did not.
//  4. It pays, by the simulator's own numbers (timing.ParamsFor):
//     zero(block) < BranchTaken, where zero(block) is what the block costs
//     with exec = 0, the sum over its instructions of
//     - a VALU that writes no SGPR, on a target that skips it when exec = 0
//     (Params.ExecSkip, RDNA): OtherIssue, the sequencer's cycle for it
//     (model.go issueCycles);
//     - any other VALU: VALUIssue(wave), its issue whatever exec holds (GCN;
//     a VALU writing an SGPR skips nothing, model.go valuSkip);
//     - a VMEM or DS instruction, with the memory system (memory=true, the
//     default): what execz_mem says an issued exec = 0 one costs, its issue
//     slot (OtherIssue) or a first-level hit (lat_l0; DS: latency.lds);
//     without it, and an SMEM instruction always: its class's latency
//     (Params.Latency), outstanding that long in the model, which the next
//     wait pays (LLVM keeps the branch for them: "potentially expensive
//     even if EXEC = 0");
//     - a wait (s_waitcnt*): the VMEM load latency, the longest it may wait
//     for memory issued before the branch (LLVM keeps the branch for
//     S_WAITCNT);
//     - anything else: OtherIssue.
//     With exec = 0 the original pays BranchTaken (the jump), the rewrite
//     zero(block); with exec ≠ 0 the original pays BranchNotTaken more than
//     the rewrite. So the rewrite never costs more under the model when
//     zero(block) < BranchTaken, and saves BranchNotTaken whenever exec is
//     not zero. On gfx1010 and gfx1030 (BranchTaken 32, OtherIssue 1) a
//     block of up to 31 VALU/SALU instructions qualifies, on gfx1100
//     (BranchTaken 11, measured on the SQTT captures) up to 10, on GCN
//     (BranchTaken 32, VALUIssue 4) up to 7 VALU instructions; a block
//     with a VMEM or DS instruction qualifies only at execz_mem=issue, one
//     with SMEM or a wait never. In LLVM 14-16 a count threshold (SkipThreshold,
//     -amdgpu-skip-threshold, 12 instructions) plays this part; later
//     revisions compare the block's summed computeInstrLatency with the
//     branch's (BranchWeightCostModel, an unknown branch probability taken
//     as 0), the same inequality on the compiler's latencies
//     (docs/reference/exec-masking.md).
//
// Applies holds on every target with a timing table; execzLegal has the
// checks, one named function per condition.
type execzIfconv struct{ rules execzRules }

type execzRules struct {
	// stops are condition 2's instructions.
	stops  []execEmptyStop
	checks []execzCheck
}

type execzCheck struct {
	cond  int
	check func(s *execzSite) string
}

func execzLegal() execzRules {
	return execzRules{
		stops: execEmptyStops(),
		checks: []execzCheck{
			{1, execzCond1Shape},
			{2, execzCond2ThenInsts},
			{3, execzCond3ScalarDefs},
			{4, execzCond4Cost},
		},
	}
}

var execzIfconvPass = Register(PassInfo{
	Name:   "execz-ifconv",
	New:    func() Pass { return &execzIfconv{rules: execzLegal()} },
	Shapes: []string{"execz"},
	After: []Order{
		{"uniform-to-exec", "uniform-to-exec writes the s_cbranch_execz branches execz-ifconv removes; " +
			"run before it, execz-ifconv does not see them"},
		// llc runs SIOptimizeExecMasking before SIPreEmitPeephole, whose
		// removeExeczBranch this pass is (checked: llc-16
		// -debug-pass=Structure lists -si-optimize-exec-masking before
		// -si-pre-emit-peephole).
		{"vcmpx", "with the branch gone the saveexec's block runs on through the then-block, " +
			"and vcmpx looks for the saveexec only among the last 10 instructions of its block"},
	},
	Doc: "docs/reference/exec-masking.md#if-conversion-uniform-to-exec-execz-ifconv",
})

func (*execzIfconv) Name() string { return execzIfconvPass.Name }

func (*execzIfconv) Applies(a *isa.Arch, _ *Options) (bool, string) {
	if _, err := timing.ParamsFor(a); err != nil {
		return false, err.Error()
	}
	return true, ""
}

// execzSite is one s_cbranch_execz under examination.
type execzSite struct {
	x      *execzIfconv
	p      *isa.Program
	c      *CFG
	live   *Liveness
	exit   Units // live at the kernel's end
	params *timing.Params
	br     int // the s_cbranch_execz
	jump   int // the s_branch after it, or -1
	start  int // the then-block's first instruction
	target int // the join
	cost   int // zero(block) (condition 4)
}

func (s *execzSite) at(j int) string {
	return fmt.Sprintf("%q at %s", isa.FormatInst(s.p.Insts[j], s.p.Arch), s.p.Insts[j].Pos)
}

func (x *execzIfconv) Run(p *isa.Program, o *Options) *Report {
	r := &Report{}
	params, err := timing.ParamsWith(p.Arch, o.Model)
	if err != nil {
		r.NotApplied = "the timing model: " + err.Error()
		return r
	}
	e := newIfconvEdits()
	for _, f := range bodies(p, o) {
		for i := f.live.CFG.Kernel.Entry; i < f.live.CFG.Kernel.End; i++ {
			in := p.Insts[i]
			if !in.Op.Branch || in.Op.Cond != isa.CondExecZ {
				continue
			}
			site := Site{Pos: in.Pos, Inst: isa.FormatInst(in, p.Arch)}
			s := &execzSite{x: x, p: p, c: f.live.CFG, live: f.live, exit: f.exit, params: params, br: i, jump: -1, target: branchTarget(in)}
			if site.Reason = x.check(s); site.Reason != "" {
				r.Sites = append(r.Sites, site)
				continue
			}
			e.replace[s.br] = nil
			site.Rewritten = true
			site.Reason = fmt.Sprintf("branch removed: the %d-instruction block costs %d cycles with exec = 0, the taken branch %d (the not-taken one %d)",
				s.target-s.start, s.cost, params.BranchTaken, params.BranchNotTaken)
			if s.jump >= 0 {
				e.replace[s.jump] = nil
				site.Reason += "; the s_branch to the next instruction goes too"
			}
			r.Sites = append(r.Sites, site)
		}
	}
	e.apply(p)
	return r
}

func (x *execzIfconv) check(s *execzSite) string {
	for _, c := range x.rules.checks {
		if reason := c.check(s); reason != "" {
			return reason
		}
	}
	return ""
}

// execzCond1Shape: a forward branch over a non-empty block, with an
// optional jump to the next instruction.
func execzCond1Shape(s *execzSite) string {
	k := s.c.Kernel
	s.start = s.br + 1
	if s.start < k.End {
		if in := s.p.Insts[s.start]; in.Op.Branch && in.Op.Cond == isa.CondAlways {
			if branchTarget(in) != s.start+1 {
				return fmt.Sprintf("the branch is followed by %s, which does not jump to the next instruction", s.at(s.start))
			}
			s.jump, s.start = s.start, s.start+1
		}
	}
	switch {
	case s.target < s.br || s.target > k.End:
		return "the branch does not go forward within its kernel"
	case s.target <= s.start:
		return "the then-block is empty"
	}
	return ""
}

// execzCond2ThenInsts: nothing in the block behaves differently when it
// runs with exec = 0.
func execzCond2ThenInsts(s *execzSite) string {
	if r := execEmptyReason(s.p, s.x.rules.stops, s.start, s.target); r != "" {
		return "then-block: " + r
	}
	return ""
}

// execzCond3ScalarDefs: the block's scalar results are dead at the join.
func execzCond3ScalarDefs(s *execzSite) string {
	live := &s.exit
	if s.target < s.c.Kernel.End {
		live = &s.live.LiveIn[s.c.BlockOf(s.target).Index]
	}
	if r := scalarDefsLive(s.p, live, s.start, s.target); r != "" {
		return "then-block: " + r
	}
	return ""
}

// execzCond4Cost: zero(block) < BranchTaken.
func execzCond4Cost(s *execzSite) string {
	s.cost = 0
	for j := s.start; j < s.target; j++ {
		s.cost += execZeroCost(s.params, s.p.Insts[j], s.p.Wave)
	}
	if s.cost >= s.params.BranchTaken {
		return fmt.Sprintf("not profitable: the block costs %d cycles with exec = 0, the taken branch %d", s.cost, s.params.BranchTaken)
	}
	return ""
}

// execZeroCost is what one instruction costs when it runs with exec = 0
// (condition 4 of execzIfconv).
func execZeroCost(p *timing.Params, in *isa.Inst, wave int) int {
	op := in.Op
	switch {
	case op.IsVALU():
		if p.ExecSkip && !writesScalar(in, wave) {
			return p.OtherIssue
		}
		return p.VALUIssue(wave)
	case (op.Unit == isa.UnitVMEM || op.Unit == isa.UnitLDS) && p.Mem.On:
		// The memory system prices an issued exec = 0 VMEM or DS
		// instruction by execz_mem: its issue slot, or a hit in the first
		// level (docs/reference/memory.md §4).
		if p.Mem.ExeczMem == timing.ExeczIssue {
			return p.OtherIssue
		}
		if op.Unit == isa.UnitLDS {
			return p.Latency[isa.ClassLDS]
		}
		return p.Mem.LatL0
	case op.Unit == isa.UnitVMEM || op.Unit == isa.UnitLDS || op.Unit == isa.UnitSMEM:
		return p.Latency[op.Class]
	case op.Wait != isa.WaitNone && op.Wait != isa.WaitNop && op.Wait != isa.WaitDelayALU:
		return p.Latency[isa.ClassVMEMLoad]
	}
	return p.OtherIssue
}

// writesScalar: the instruction writes an SGPR, vcc or another scalar
// register.
func writesScalar(in *isa.Inst, wave int) bool {
	for _, d := range in.Defs(wave) {
		if d.File == isa.FileS {
			return true
		}
	}
	return false
}
