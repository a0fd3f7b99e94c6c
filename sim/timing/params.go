package timing

import (
	"fmt"
	"maps"

	"github.com/wavesim/wavesim/isa"
)

// SGPRRule says how an SALU instruction waits for VALU writes of SGPRs.
type SGPRRule uint8

const (
	// PerRegister: an SALU waits only for the SGPRs it reads.
	PerRegister SGPRRule = iota
	// Conservative: an SALU waits while any VALU SGPR write is outstanding,
	// whether or not it reads that register (GFX10.3 and GFX11; the stall
	// LLVM 15's v_cmpx formation in SIOptimizeExecMasking avoids "to reduce
	// pipeline stalls"; docs/reference/latencies.md says where the rule
	// comes from).
	Conservative
)

func (r SGPRRule) String() string {
	if r == Conservative {
		return "conservative"
	}
	return "per-register"
}

// ExecWrite says when the instructions exec masks (VALU, VMEM, DS) see an
// exec write.
type ExecWrite uint8

const (
	// ExecForwarded: as the writer issues; they never wait for it.
	ExecForwarded ExecWrite = iota
	// ExecAtResult: when the writer's result is ready, as for any other
	// register it writes (an SALU's latency; v_cmpx's VALU latency).
	ExecAtResult
)

// Params is one target's timing table. Every number cites its source;
// "SISchedule.td" is LLVM's llvm/lib/Target/AMDGPU/SISchedule.td
// (docs/reference/latencies.md). Those are the compiler's latency
// assumptions, not measured hardware cycles.
type Params struct {
	Arch string
	gen  isa.Gen
	// Issue cycles of one wave instruction on its unit.
	VALUIssue32, VALUIssue64 int
	OtherIssue               int
	// Latency by class: cycles from issue until the result can be used.
	Latency map[isa.Class]int
	// SchedUnit is the cycles of one unit of SISchedule.td latency: the SI
	// models count 4-cycle issue slots ("The latency values are 1 /
	// (operations / cycle) / 4"), the GFX10 and GFX11 models cycles.
	SchedUnit int
	// ExecSkip: the sequencer skips the passes of a VALU whose half of
	// exec is zero, and the whole VALU when exec is zero (model.go
	// valuSkip has the rules and their sources). GCN issues every wave64
	// VALU over its 4 cycles whatever exec holds.
	ExecSkip bool
	// Branch cost: a taken branch redirects fetch.
	BranchTaken, BranchNotTaken int
	SGPRRule                    SGPRRule
	// SGPRRuleVCC: under the conservative rule, an outstanding VALU
	// write of VCC holds an SALU or SMEM instruction too.
	SGPRRuleVCC bool
	// ExecWrite is when exec-masked instructions see a new exec.
	ExecWrite ExecWrite
	// VMEMSrcRead: cycles until a VMEM instruction has read its VGPR
	// sources (the vm_vsrc depctr counter).
	VMEMSrcRead int
	// CounterUnbounded: a memory counter never fills, and a wave issues
	// any number of memory operations without waiting. false (every
	// target's table): a wave stalls a memory instruction while its counter
	// holds as many incomplete operations as its s_waitcnt field can
	// count (counters.go counterMax). No guide says what the sequencer
	// does at the limit; docs/timing.md, "Counter limits", says why the
	// model stalls (a named model parameter).
	CounterUnbounded bool
	// SALUAfterVALU: cycles after a VALU's SGPR result is ready before an
	// SALU or SMEM instruction reading it (or, under the conservative
	// SGPR rule, any) may execute. No measurement gives it (knobs.go).
	SALUAfterVALU int
	// DispatchRules: how the wave dispatches past an ALU instruction
	// that waits for its operands (dispatch.go).
	DispatchRules
	// Mem is the memory system (memsys.go).
	Mem MemParams
}

// VALUIssue is the issue cadence for a wave size.
func (p *Params) VALUIssue(wave int) int {
	if wave == 64 {
		return p.VALUIssue64
	}
	return p.VALUIssue32
}

// Each entry knows its generation (Params.Changed compares with it).
func init() {
	for g, p := range timingTable {
		p.gen = g
	}
}

// timingTable is each generation's issue, branch, dispatch and
// interlock rules; the latencies come from the target's LLVM scheduling
// model (schedLatency), which targets of one generation need not share
// (gfx90a and gfx942 are GFX9 with full-rate models of their own).
var timingTable = map[isa.Gen]*Params{
	// GCN5: a SIMD16 executes a wave64 VALU instruction in 4 cycles, and the
	// sequencer visits each SIMD once every 4 cycles, so nothing issues
	// faster (AMD "Vega ISA" §2 "Program organization" / GCN architecture
	// whitepaper). The SI models' VALU numbers count 4-cycle issue slots.
	isa.GFX9: {
		VALUIssue32: 4, VALUIssue64: 4, OtherIssue: 4,
		SchedUnit:   4,
		BranchTaken: 8 * 4, BranchNotTaken: 4,
		SGPRRule:      PerRegister, // GFX9 interlocks VALU→SALU SGPR reads per register (docs/reference/latencies.md)
		SGPRRuleVCC:   true,        // model parameter: no source says (knobs.go)
		VMEMSrcRead:   8,
		DispatchRules: otherDispatch,
	},
	// RDNA1: wave32 VALU issues every cycle, wave64 in two passes (RDNA
	// whitepaper "Dual compute unit"; docs/design.md "Timing model").
	isa.GFX10: rdna(PerRegister),
	// RDNA2: as RDNA1, with the conservative VALU→SALU SGPR rule.
	isa.GFX10_3: rdna(Conservative),
	isa.GFX11:   gfx11(),
	// RDNA4: GFX12SpeedModel, whose latencies are GFX11SpeedModel's
	// (WriteDouble 38, WriteTrans64 40; docs/reference/gfx12.md
	// "Scheduling model", checked with llvm-mca-19) plus
	// WritePseudoScalarTrans (schedLatency). No RDNA4 capture has
	// measured the dispatch rules or branch costs, so they are LLVM's and
	// the dispatch rule is off, as on RDNA1/2.
	isa.GFX12: rdna(Conservative),
}

// schedLatency is each LLVM scheduling model's latency by class
// (SISchedule.td, scaled to cycles by the generation's SchedUnit:
// the SI models count 4-cycle issue slots).
var schedLatency = map[string]map[isa.Class]int{
	"SIQuarterSpeedModel": quarterSpeed(), // gfx900, gfx906
	// SIDPFullSpeedModel (gfx90a in LLVM 19; later LLVM calls it
	// SIDPGFX90AFullSpeedModel) and SIDPGFX940FullSpeedModel (gfx940,
	// gfx941, gfx942) give every non-MFMA class outside the SI common
	// ones a full-rate slot.
	"SIDPFullSpeedModel":       sidpFull(),
	"SIDPGFX940FullSpeedModel": sidpFull(),
	// GFX10SpeedModel and GFX11SpeedModel share every number but the
	// double-precision ones.
	"GFX10SpeedModel": rdnaLatency(22, 24),
	"GFX11SpeedModel": rdnaLatency(38, 40),
	"GFX12SpeedModel": rdnaLatency(38, 40),
}

// sidpFull is the SIDP models' table: SIQuarterSpeedModel's with
// WriteDouble, WriteDoubleAdd, WriteDoubleCvt, WriteFloatFMA,
// WriteIntMul and Write64Bit at 1 and WriteTrans64 at
// 4 issue slots (SISchedule.td "let SchedModel = SIDPFullSpeedModel";
// checked with llvm-mca-19 -mcpu=gfx90a and gfx942 by
// TestLatencyMatchesLLVMMCA).
func sidpFull() map[isa.Class]int {
	l := quarterSpeed()
	for _, c := range []isa.Class{isa.ClassDouble, isa.ClassDoubleAdd, isa.ClassDoubleCvt, isa.ClassFloatFMA, isa.ClassIntMul, isa.ClassVALU64} {
		l[c] = 4
	}
	l[isa.ClassTrans64] = 4 * 4
	// The matrix instructions (the SIDP models' targets are the ones with
	// the rows): a result is ready after the instruction's passes, 4
	// cycles each (CDNA3 ISA §7.5 "PASS 4 clock cycles"), SISchedule.td's
	// latency in issue slots: Write2PassMAI 2 ... Write16PassMAI 16
	// (HWXDL), Write4PassDGEMM 4, Write8PassDGEMM 8 (LLVM 19;
	// docs/reference/matrix-cores.md §6).
	for c, passes := range map[isa.Class]int{isa.ClassMAI2: 2, isa.ClassMAI4: 4, isa.ClassMAI8: 8, isa.ClassMAI16: 16,
		isa.ClassDGEMM4: 4, isa.ClassDGEMM8: 8} {
		l[c] = passes * 4
	}
	return l
}

// quarterSpeed is SIQuarterSpeedModel's table, in 4-cycle issue slots
// times 4.
func quarterSpeed() map[isa.Class]int {
	return map[isa.Class]int{
		isa.ClassSALU:        4,      // WriteSALU 1 (issue slots)
		isa.ClassSALUMul:     4,      // WriteSALU 1
		isa.ClassSALUFloat:   4,      // no GFX9 target has SALU float: WriteSALU's, so the knob has a value
		isa.ClassPseudoTrans: 7,      // GFX12 only (WritePseudoScalarTrans), so that the knob has a value
		isa.ClassVALU32:      4,      // Write32Bit 1
		isa.ClassVALU64:      8,      // Write64Bit 2
		isa.ClassTrans32:     16,     // WriteTrans32 4
		isa.ClassQuarter32:   16,     // WriteQuarterRate32 4
		isa.ClassIntMul:      16,     // WriteIntMul 4
		isa.ClassDouble:      64,     // WriteDouble 16 (quarter-speed model)
		isa.ClassDoubleAdd:   8 * 4,  // WriteDoubleAdd 8
		isa.ClassDoubleCvt:   4 * 4,  // WriteDoubleCvt 4
		isa.ClassFloatCvt:    4 * 4,  // WriteFloatCvt 4
		isa.ClassFloatFMA:    16 * 4, // WriteFloatFMA 16
		isa.ClassTrans64:     64,     // WriteTrans64 16
		isa.ClassSMEM:        5 * 4,  // WriteSMEM 5
		isa.ClassLDS:         5 * 4,  // WriteLDS 5
		isa.ClassVMEMLoad:    80 * 4, // WriteVMEM 80
		isa.ClassVMEMStore:   80 * 4, // WriteVMEM 80
		isa.ClassBranch:      8 * 4,  // WriteBranch 8
	}
}

// gfx11Latency are the latencies measured on the gfx1100 SQTT captures
// (RX 7900 XTX) where they differ from GFX11SpeedModel's.
var gfx11Latency = map[isa.Class]int{
	isa.ClassLDS:     31, // ds_load_b32 → its s_waitcnt released
	isa.ClassSALUMul: 3,  // mb_s_mul_i32: dependent s_mul_i32, 3 cycles a link
	isa.ClassSMEM:    29, // s_load_b32, a scalar cache hit → its s_waitcnt released
}

// gfx11 is RDNA3's table: the dispatch rules and branch costs measured
// on the gfx1100 SQTT captures.
func gfx11() *Params {
	p := rdna(Conservative)
	p.DispatchRules = gfx11Dispatch
	p.BranchTaken, p.BranchNotTaken = 11, 3 // mb_s_cmp_eq_branch: taken branch → target 11; not taken → next 3
	return p
}

// rdna builds the GFX10/GFX11 table.
func rdna(rule SGPRRule) *Params {
	return &Params{
		VALUIssue32: 1, VALUIssue64: 2, OtherIssue: 1,
		// A taken branch costs WriteBranch; a branch that falls through
		// costs its issue cycle (no redirect).
		SchedUnit:   1,
		ExecSkip:    true, // RDNA1/RDNA2 ISA §2.1 and §3.3, RDNA3 ISA §2.1 and §3.2.3
		BranchTaken: 32, BranchNotTaken: 1,
		SGPRRule:      rule,
		SGPRRuleVCC:   true, // model parameter: no source says (knobs.go)
		VMEMSrcRead:   4,    // not in LLVM's model: the address/data VGPRs are read in the first pass
		DispatchRules: otherDispatch,
	}
}

// rdnaLatency is GFX10SpeedModel's and GFX11SpeedModel's table, in cycles.
func rdnaLatency(double, trans64 int) map[isa.Class]int {
	return map[isa.Class]int{
		isa.ClassSALU:        2,       // WriteSALU
		isa.ClassSALUMul:     2,       // WriteSALU (GFX11: measured 3)
		isa.ClassSALUFloat:   4,       // WriteSFPU (GFX11SpeedModel; the rows exist on gfx115x only)
		isa.ClassPseudoTrans: 7,       // WritePseudoScalarTrans (GFX12SpeedModel; the rows exist on GFX12 only)
		isa.ClassVALU32:      5,       // Write32Bit
		isa.ClassVALU64:      6,       // Write64Bit
		isa.ClassTrans32:     10,      // WriteTrans32 (HWTransVALU)
		isa.ClassQuarter32:   8,       // WriteQuarterRate32
		isa.ClassIntMul:      8,       // WriteIntMul
		isa.ClassDouble:      double,  // WriteDouble
		isa.ClassDoubleAdd:   double,  // WriteDoubleAdd
		isa.ClassDoubleCvt:   double,  // WriteDoubleCvt
		isa.ClassFloatCvt:    5,       // WriteFloatCvt
		isa.ClassFloatFMA:    5,       // WriteFloatFMA
		isa.ClassTrans64:     trans64, // WriteTrans64
		isa.ClassSMEM:        20,      // WriteSMEM
		isa.ClassLDS:         20,      // WriteLDS
		isa.ClassVMEMLoad:    320,     // WriteVMEM
		isa.ClassVMEMStore:   320,     // WriteVMEM
		isa.ClassBranch:      32,      // WriteBranch
	}
}

// DispatchRules are the dispatch view's rules (dispatch.go). Every number is
// measured on the gfx1100 SQTT captures (RX 7900 XTX; bench/testdata/
// calibration, docs/reference/latencies.md "Dispatch"): minimum over the
// hardware waves of the capture family named beside it.
type DispatchRules struct {
	// Dispatch: a VALU or SALU whose operands are not ready dispatches and
	// waits in the ALU, and the wave goes on. The numbers below apply only
	// with it.
	Dispatch bool
	// ALUQueue VALUs may wait dispatched; the next one dispatches
	// ALUQueueLag cycles after the oldest of them began to execute.
	ALUQueue, ALUQueueLag int
	// VALUWriteback, SALUWriteback: cycles after a VALU or SALU result is
	// ready before a memory instruction behind it dispatches (VALU: and
	// before the depctr counters count it done).
	VALUWriteback, SALUWriteback int
	// WaitAfterUnit: cycles from an ALU, VMEM or DS instruction's dispatch to an
	// s_waitcnt, s_nop or s_waitcnt_depctr behind it.
	WaitAfterUnit int
	// TransIssue: cycles between two TRANS instructions, at dispatch and
	// in execution.
	TransIssue int
	// BranchAfterSALU, BranchAfterVALU: cycles after an SALU or VALU result
	// of SCC, VCC or exec before a conditional branch on it dispatches.
	BranchAfterSALU, BranchAfterVALU int
	// MovLatency: cycles from a v_mov_b32's execution to a VALU reading
	// its result (a copy, shorter than Write32Bit).
	MovLatency int
	// SGPRForward: cycles from a VALU's execution to a VALU reading as a
	// lane mask (v_cndmask's selector, a carry-in) the SGPR or VCC it
	// writes; an SGPR read as data waits for the result.
	SGPRForward int
	// VALUAfterMem: cycles from a VMEM or DS instruction's dispatch to a
	// VALU behind it, while the memory instruction reads its VGPRs.
	VALUAfterMem int
	// VMEMAfterDS: cycles from a DS instruction's dispatch to a VMEM
	// instruction behind it.
	VMEMAfterDS int
	// LDSStore: the latency of a DS store (latency.lds is a load's);
	// LDSDword: cycles each data dword past the first adds to a DS
	// instruction's latency.
	LDSStore, LDSDword int
}

// gfx11Dispatch is what the captures measure. RDNA3 ISA §5.7 (S_DELAY_ALU)
// says the behaviour exists: "IB may issue dependent instructions that
// stall in the ALU".
var gfx11Dispatch = DispatchRules{
	Dispatch: true,
	ALUQueue: 11, ALUQueueLag: 2, // mb_valu_sub (n16): dispatches 1 apart until the 12th, then one per result
	VALUWriteback:   12,                     // mb_valu_sub, mb_trans_exp, mb_store_chain_indep: store = last VALU result + 12
	SALUWriteback:   5,                      // mb_salu_smov, mb_s_and, mb_sgpr_chain: store = last SALU result + 5
	WaitAfterUnit:   3,                      // mb_snop_after_scalar, mb_trans_then_snop, mb_store_chain_drained: s_nop/s_waitcnt 3 after an ALU or memory dispatch
	TransIssue:      4,                      // mb_trans_pair_same_op, mb_trans_exp: TRANS 4 apart
	BranchAfterSALU: 5, BranchAfterVALU: 11, // mb_s_cmp_eq_branch, mb_salu_scmp_tight: s_cmp (waiting 1 for its operand) → branch 8; v_cmpx → execz → next 19
	MovLatency:   3,  // mb_vgpr_bank_3src, mb_cndmask_vcc: v_mov → dependent v_fma → store 19, not 21
	SGPRForward:  1,  // mb_cndmask_sgpr_k_sweep, mb_vcmp_interleave_cndmask: v_cmp → v_cndmask on its SGPR, no wait
	VALUAfterMem: 8,  // mb_lds_store_then_valu_forward 8, mb_store_pair_then_pair 9
	VMEMAfterDS:  9,  // mb_ds_and, mb_ds_or: ds_* → global_store 9
	LDSStore:     33, // mb_lds_store (b32): ds_store → s_waitcnt lgkmcnt(0) 33
	LDSDword:     6,  // mb_lds_store: b64 39, b128 51
}

// otherDispatch: no guide says RDNA1/2 or GCN dispatch past a waiting ALU
// instruction; the rule is off (knobs.go makes it open), with the GFX11
// numbers for a run that turns it on.
var otherDispatch = func() DispatchRules { r := gfx11Dispatch; r.Dispatch = false; return r }()

// ParamsFor returns a copy of a target's timing table, to adjust (the SGPR
// rule is a model parameter), with the latencies measured on its hardware
// in place of LLVM's.
func ParamsFor(a *isa.Arch) (*Params, error) {
	p, err := LLVMParamsFor(a)
	if err != nil {
		return nil, err
	}
	if a.Gen == isa.GFX11 {
		maps.Copy(p.Latency, gfx11Latency)
	}
	p.Mem = memDefaults(a)
	return p, nil
}

// LLVMParamsFor is ParamsFor with every latency LLVM's scheduling model's
// and no memory system (each memory instruction costs its class's
// latency): what the llvm-mca conformance tests compare.
func LLVMParamsFor(a *isa.Arch) (*Params, error) {
	p, ok := timingTable[a.Gen]
	lat, okLat := schedLatency[a.SchedModel]
	if !ok || !okLat {
		return nil, fmt.Errorf("no timing table for %s (scheduling model %q)", a.Name, a.SchedModel)
	}
	c := *p
	c.Arch, c.gen = a.Name, a.Gen
	c.Latency = maps.Clone(lat)
	return &c, nil
}
