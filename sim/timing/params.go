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

var timingTable = map[isa.Gen]*Params{
	// GCN5: a SIMD16 executes a wave64 VALU instruction in 4 cycles, and the
	// sequencer visits each SIMD once every 4 cycles, so nothing issues
	// faster (AMD "Vega ISA" §2 "Program organization" / GCN architecture
	// whitepaper). Latencies: SIQuarterSpeedModel (gfx900) in SISchedule.td,
	// whose VALU numbers count 4-cycle issue slots, scaled to cycles here.
	isa.GFX9: {
		VALUIssue32: 4, VALUIssue64: 4, OtherIssue: 4,
		Latency: map[isa.Class]int{
			isa.ClassSALU:      4,      // WriteSALU 1 (issue slots)
			isa.ClassVALU32:    4,      // Write32Bit 1
			isa.ClassVALU64:    8,      // Write64Bit 2
			isa.ClassTrans32:   16,     // WriteTrans32 4
			isa.ClassQuarter32: 16,     // WriteQuarterRate32 4
			isa.ClassDouble:    64,     // WriteDouble 16 (quarter-speed model)
			isa.ClassDoubleAdd: 8 * 4,  // WriteDoubleAdd 8
			isa.ClassDoubleCvt: 4 * 4,  // WriteDoubleCvt 4
			isa.ClassFloatCvt:  4 * 4,  // WriteFloatCvt 4
			isa.ClassFloatFMA:  16 * 4, // WriteFloatFMA 16
			isa.ClassTrans64:   64,     // WriteTrans64 16
			isa.ClassSMEM:      5 * 4,  // WriteSMEM 5
			isa.ClassLDS:       5 * 4,  // WriteLDS 5
			isa.ClassVMEMLoad:  80 * 4, // WriteVMEM 80
			isa.ClassVMEMStore: 80 * 4, // WriteVMEM 80
			isa.ClassBranch:    8 * 4,  // WriteBranch 8
		},
		SchedUnit:   4,
		BranchTaken: 8 * 4, BranchNotTaken: 4,
		SGPRRule:    PerRegister, // GFX9 interlocks VALU→SALU SGPR reads per register (docs/reference/latencies.md)
		SGPRRuleVCC: true,        // model parameter: no source says (knobs.go)
		VMEMSrcRead: 8,
	},
	// RDNA1: wave32 VALU issues every cycle, wave64 in two passes (RDNA
	// whitepaper "Dual compute unit"; docs/design.md "Timing model").
	// Latencies: GFX10SpeedModel.
	isa.GFX10: rdna(PerRegister, 22, 24),
	// RDNA2: as RDNA1, with the conservative VALU→SALU SGPR rule.
	isa.GFX10_3: rdna(Conservative, 22, 24),
	// RDNA3: GFX11SpeedModel (WriteDouble 38, WriteTrans64 40).
	isa.GFX11: rdna(Conservative, 38, 40),
}

// rdna builds the GFX10/GFX11 table; SISchedule.td GFX10SpeedModel and
// GFX11SpeedModel share every number but the double-precision ones.
func rdna(rule SGPRRule, double, trans64 int) *Params {
	return &Params{
		VALUIssue32: 1, VALUIssue64: 2, OtherIssue: 1,
		Latency: map[isa.Class]int{
			isa.ClassSALU:      2,       // WriteSALU
			isa.ClassVALU32:    5,       // Write32Bit
			isa.ClassVALU64:    6,       // Write64Bit
			isa.ClassTrans32:   10,      // WriteTrans32 (HWTransVALU)
			isa.ClassQuarter32: 8,       // WriteQuarterRate32 / WriteIntMul
			isa.ClassDouble:    double,  // WriteDouble
			isa.ClassDoubleAdd: double,  // WriteDoubleAdd
			isa.ClassDoubleCvt: double,  // WriteDoubleCvt
			isa.ClassFloatCvt:  5,       // WriteFloatCvt
			isa.ClassFloatFMA:  5,       // WriteFloatFMA
			isa.ClassTrans64:   trans64, // WriteTrans64
			isa.ClassSMEM:      20,      // WriteSMEM
			isa.ClassLDS:       20,      // WriteLDS
			isa.ClassVMEMLoad:  320,     // WriteVMEM
			isa.ClassVMEMStore: 320,     // WriteVMEM
			isa.ClassBranch:    32,      // WriteBranch
		},
		// A taken branch costs WriteBranch; a branch that falls through
		// costs its issue cycle (no redirect).
		SchedUnit:   1,
		ExecSkip:    true, // RDNA1/RDNA2 ISA §2.1 and §3.3, RDNA3 ISA §2.1 and §3.2.3
		BranchTaken: 32, BranchNotTaken: 1,
		SGPRRule:    rule,
		SGPRRuleVCC: true, // model parameter: no source says (knobs.go)
		VMEMSrcRead: 4,    // not in LLVM's model: the address/data VGPRs are read in the first pass
	}
}

// ParamsFor returns a copy of a target's timing table, to adjust (the SGPR
// rule is a model parameter).
func ParamsFor(a *isa.Arch) (*Params, error) {
	p, ok := timingTable[a.Gen]
	if !ok {
		return nil, fmt.Errorf("no timing table for %s", a.Name)
	}
	c := *p
	c.Arch, c.gen = a.Name, a.Gen
	c.Latency = maps.Clone(p.Latency)
	return &c, nil
}
