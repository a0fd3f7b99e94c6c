package timing

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// A Knob is a named model parameter: a number of the timing table a user
// can set (`--model name=value`) and `wavesim model --arch X` lists with
// its value, its basis and, where no source pins it down, the two ends of
// the range the sources leave open. docs/reference/latencies.md explains
// every default.
type Knob struct {
	Name string
	// Values describes what the knob accepts.
	Values string
	Doc    string
	// Basis says where the default comes from.
	Basis string
	get   func(p *Params) string
	set   func(p *Params, v string) error
	// ends gives the low and high ends of the plausible range on the
	// target p is for; ok is false where a source gives the value.
	ends func(p *Params) (lo, hi string, ok bool)
	// source names, in a word or two, what gives the value where it is
	// not open ("assumed" where nothing does and the value does not
	// decide exec-mask pricing).
	source func(p *Params) string
	// measured: the value on p's target is a measurement (the gfx1100
	// SQTT captures), one `wavesim calibrate` shows the sensitivity to.
	measured func(p *Params) bool
	// noVerdict: open, but not one of the parameters a before/after
	// verdict is run at both ends of (OpenEnds): a memory-system number
	// that moves both sides alike.
	noVerdict bool
}

// Measured says whether the value on p's target was measured on hardware.
func (k *Knob) Measured(p *Params) bool { return k.measured != nil && k.measured(p) }

func onGFX11(p *Params) bool { return p.gen == isa.GFX11 }

// Source says what gives the value on p's target: a short tag, or the
// plausible range where nothing pins it down.
func (k *Knob) Source(p *Params) string {
	if lo, hi, open := k.Range(p); open {
		return "open: " + lo + " .. " + hi
	}
	if k.source == nil {
		return "LLVM's model"
	}
	return k.source(p)
}

func always(s string) func(*Params) string { return func(*Params) string { return s } }

// Get is the knob's value in p.
func (k *Knob) Get(p *Params) string { return k.get(p) }

// Range is the plausible range on p's target: its two ends, and whether
// the value is open at all (false: a source gives it).
func (k *Knob) Range(p *Params) (lo, hi string, open bool) {
	if k.ends == nil {
		return "", "", false
	}
	return k.ends(p)
}

// Setting is one `name=value` of `--model`.
type Setting struct{ Name, Value string }

func (s Setting) String() string { return s.Name + "=" + s.Value }

// ParseSettings reads `name=value` strings, checking each name.
func ParseSettings(args []string) ([]Setting, error) {
	var out []Setting
	for _, a := range args {
		for _, kv := range strings.Split(a, ",") {
			name, value, ok := strings.Cut(strings.TrimSpace(kv), "=")
			if !ok || name == "" || value == "" {
				return nil, fmt.Errorf("--model %q: want name=value (`wavesim model` lists the names)", kv)
			}
			k := KnobByName(name)
			if k == nil {
				return nil, fmt.Errorf("--model %q: no model parameter %q (`wavesim model` lists them)", kv, name)
			}
			// A value's form does not depend on the target.
			scratch := *timingTable[isa.GFX10_3]
			scratch.Latency = maps.Clone(schedLatency["GFX10SpeedModel"])
			if err := k.set(&scratch, value); err != nil {
				return nil, fmt.Errorf("--model %q: %w", kv, err)
			}
			out = append(out, Setting{name, value})
		}
	}
	return out, nil
}

// KnobByName finds a knob, nil if there is none.
func KnobByName(name string) *Knob {
	for i := range knobs {
		if knobs[i].Name == name {
			return &knobs[i]
		}
	}
	return nil
}

// Knobs lists the model parameters in the order `wavesim model` prints
// them: the open ones first.
func Knobs() []*Knob {
	out := make([]*Knob, len(knobs))
	for i := range knobs {
		out[i] = &knobs[i]
	}
	return out
}

// Apply sets each setting in p, in order.
func (p *Params) Apply(settings []Setting) error {
	for _, s := range settings {
		k := KnobByName(s.Name)
		if k == nil {
			return fmt.Errorf("no model parameter %q", s.Name)
		}
		if err := k.set(p, s.Value); err != nil {
			return fmt.Errorf("model parameter %s=%s: %w", s.Name, s.Value, err)
		}
	}
	return nil
}

// ParamsWith is the target's table with settings applied.
func ParamsWith(a *isa.Arch, settings []Setting) (*Params, error) {
	p, err := ParamsFor(a)
	if err != nil {
		return nil, err
	}
	return p, p.Apply(settings)
}

// Settings lists every knob's value in p, in Knobs order.
func (p *Params) Settings() []Setting {
	out := make([]Setting, len(knobs))
	for i := range knobs {
		out[i] = Setting{knobs[i].Name, knobs[i].get(p)}
	}
	return out
}

// Changed lists the knobs whose value in p differs from the target's
// default, in Knobs order.
func (p *Params) Changed() []Setting {
	// The target's defaults depend on more than its generation (gfx942's
	// l0_line, a device preset by family): its whole Arch.
	a, err := isa.LookupArch(p.Arch)
	if err != nil {
		return nil
	}
	def, err := ParamsFor(a)
	if err != nil {
		return nil
	}
	var out []Setting
	for i := range knobs {
		if v := knobs[i].get(p); v != knobs[i].get(def) {
			out = append(out, Setting{knobs[i].Name, v})
		}
	}
	return out
}

// An End is one end of a knob's plausible range.
type End struct {
	Knob    string
	Value   string
	Default bool // the value the table uses
}

// OpenEnds lists, for each knob whose value no source pins down on p's
// target, its two ends: the runs a verdict needs to show whether it
// depends on an unknown.
func (p *Params) OpenEnds() [][2]End {
	var out [][2]End
	for i := range knobs {
		k := &knobs[i]
		lo, hi, open := k.Range(p)
		if !open || k.noVerdict {
			continue
		}
		cur := k.get(p)
		out = append(out, [2]End{{k.Name, lo, lo == cur}, {k.Name, hi, hi == cur}})
	}
	return out
}

func setInt(dst *int, min int) func(string) error { return setIntIn(dst, min, 1<<20) }

// setIntIn takes an integer from min to most.
func setIntIn(dst *int, min, most int) func(string) error {
	return func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < min || n > most {
			return fmt.Errorf("want an integer from %d to %d", min, most)
		}
		*dst = n
		return nil
	}
}

func setBool(dst *bool, v string) error {
	b, err := strconv.ParseBool(v)
	if err != nil {
		return fmt.Errorf("want true or false")
	}
	*dst = b
	return nil
}

func pick[T ~uint8](dst *T, v string, names []string) error {
	i := slices.Index(names, v)
	if i < 0 {
		return fmt.Errorf("want one of %s", strings.Join(names, ", "))
	}
	*dst = T(i)
	return nil
}

var (
	sgprRuleNames  = []string{"per-register", "conservative"}
	execWriteNames = []string{"forwarded", "result"}
)

// latencyKnob makes the knob of one latency class.
func latencyKnob(name string, c isa.Class) Knob {
	_, inGFX11 := gfx11Latency[c]
	measured := func(p *Params) bool { return inGFX11 && p.gen == isa.GFX11 }
	return Knob{
		Name: "latency." + name, Values: "cycles",
		Doc:   "cycles from issue until the result of an instruction of class " + name + " can be used",
		Basis: "SISchedule.td " + c.String() + " (GFX9: 4-cycle issue slots × 4)",
		get:   func(p *Params) string { return strconv.Itoa(p.Latency[c]) },
		set: func(p *Params, v string) error {
			n := p.Latency[c]
			if err := setInt(&n, 1)(v); err != nil {
				return err
			}
			p.Latency[c] = n
			return nil
		},
		source: func(p *Params) string {
			switch {
			case p.gen == isa.GFX9:
				return "LLVM's model, slots × 4"
			case measured(p):
				return "measured (gfx1100 SQTT)"
			}
			return "LLVM's model"
		},
		measured: measured,
	}
}

// dispatchKnob makes the knob of one number of the dispatch rules
// (DispatchRules), measured on the gfx1100 SQTT captures of family.
func dispatchKnob(name, doc, family string, field func(*DispatchRules) *int) Knob {
	return Knob{
		Name: name, Values: "cycles", Doc: doc + "; applies with alu_dispatch",
		Basis: "measured, RX 7900 XTX SQTT (" + family + ")",
		get:   func(p *Params) string { return strconv.Itoa(*field(&p.DispatchRules)) },
		set:   func(p *Params, v string) error { return setInt(field(&p.DispatchRules), 0)(v) },
		source: func(p *Params) string {
			if p.gen == isa.GFX11 {
				return "measured (gfx1100 SQTT)"
			}
			return "gfx1100 measured, with alu_dispatch"
		},
		measured: onGFX11,
	}
}

// knobs is the parameter table. The open ones (with ends) come first;
// docs/reference/latencies.md "Named model parameters" says why each
// default is what it is and where each range comes from.
var knobs = []Knob{
	{
		Name: "sgpr_rule", Values: strings.Join(sgprRuleNames, "|"),
		Doc: "how an SALU or SMEM instruction waits for VALU writes of SGPRs: only those it reads, or any outstanding",
		Basis: "GFX10.3: a reviewer's recollection in LLVM review D119696 (conservative); GFX11: AMDGPUInsertDelayAlu " +
			"instructionWaitsForSGPRWrites (SALU and SMEM wait for VA_SDST==0); GFX9 and GFX10.1: no source",
		get: func(p *Params) string { return p.SGPRRule.String() },
		set: func(p *Params, v string) error { return pick(&p.SGPRRule, v, sgprRuleNames) },
		ends: func(p *Params) (string, string, bool) {
			// Only GFX11's rule is stated in LLVM's code.
			return sgprRuleNames[0], sgprRuleNames[1], p.gen != isa.GFX11
		},
		source: always("LLVM (AMDGPUInsertDelayAlu)"),
	},
	{
		Name: "sgpr_rule_vcc", Values: "true|false",
		Doc:   "under the conservative rule, an outstanding VALU write of VCC holds an SALU or SMEM instruction too",
		Basis: "no source: the GFX11 rule names VA_SDST, a counter that leaves out VCC (va_vcc counts it); the GFX10.3 recollection does not say",
		get:   func(p *Params) string { return strconv.FormatBool(p.SGPRRuleVCC) },
		set:   func(p *Params, v string) error { return setBool(&p.SGPRRuleVCC, v) },
		ends: func(p *Params) (string, string, bool) {
			return "false", "true", p.SGPRRule == Conservative
		},
		source: always("unused (per-register rule)"),
	},
	{
		Name: "salu_after_valu", Values: "cycles",
		Doc: "cycles after a VALU's SGPR result is ready before an SALU or SMEM instruction waiting for it " +
			"(sgpr_rule) may execute",
		Basis: "no public measurement: the gfx1100 captures have no VALU writing an SGPR that an SALU reads; the range " +
			"runs from an interlock that forwards (0) to the cycles a VALU result takes to reach the memory pipeline " +
			"on gfx1100 (valu_writeback, 12)",
		get: func(p *Params) string { return strconv.Itoa(p.SALUAfterVALU) },
		set: func(p *Params, v string) error { return setInt(&p.SALUAfterVALU, 0)(v) },
		ends: func(p *Params) (string, string, bool) {
			return "0", strconv.Itoa(gfx11Dispatch.VALUWriteback), true
		},
	},
	{
		Name: "exec_write", Values: strings.Join(execWriteNames, "|"),
		Doc: "when exec-masked instructions (VALU, VMEM, DS) see a new exec: as its writer issues (forwarded), " +
			"or when the writer's result is ready (SALU latency; v_cmpx: its VALU latency)",
		Basis: "Vega ISA §4.5 Table 8 \"ALU does not forward EXEC to DPP\" (so it forwards to other VALU); LLVM inserts no " +
			"wait for exec on any target (AMDGPUInsertDelayAlu looks at explicit operands only); RDNA: no source",
		get: func(p *Params) string { return execWriteNames[p.ExecWrite] },
		set: func(p *Params, v string) error { return pick(&p.ExecWrite, v, execWriteNames) },
		ends: func(p *Params) (string, string, bool) {
			return execWriteNames[0], execWriteNames[1], p.gen != isa.GFX9
		},
		source: always("Vega ISA guide"),
	},
	{
		Name: "branch_taken", Values: "cycles",
		Doc: "cycles a taken branch (or a write of the PC) delays the wave's next instruction",
		Basis: "gfx1100: measured, RX 7900 XTX SQTT (mb_s_cmp_eq_branch: taken branch → target 11); elsewhere SISchedule.td " +
			"WriteBranch (GFX9: 8 slots × 4), the range running down to SISchedMachineModel's MispredictPenalty 20, " +
			"\"Approximate 2 * branch cost\" (GFX9: to WriteBranch 8 read as cycles)",
		get: func(p *Params) string { return strconv.Itoa(p.BranchTaken) },
		set: func(p *Params, v string) error { return setInt(&p.BranchTaken, 1)(v) },
		ends: func(p *Params) (string, string, bool) {
			lo := 20 / 2
			if p.gen == isa.GFX9 {
				lo = 8
			}
			return strconv.Itoa(lo), strconv.Itoa(p.Latency[isa.ClassBranch]), p.gen != isa.GFX11
		},
		source:   always("measured (gfx1100 SQTT)"),
		measured: onGFX11,
	},
	{
		Name: "branch_not_taken", Values: "cycles",
		Doc: "cycles a branch that falls through delays the wave's next instruction",
		Basis: "gfx1100: measured, RX 7900 XTX SQTT (mb_salu_scmp_tight: not-taken branch → next 3); elsewhere no source: " +
			"the issue slot alone, the range running up to WriteBranch, which LLVM's model charges every branch whichever way it goes",
		get: func(p *Params) string { return strconv.Itoa(p.BranchNotTaken) },
		set: func(p *Params, v string) error { return setInt(&p.BranchNotTaken, 1)(v) },
		ends: func(p *Params) (string, string, bool) {
			return strconv.Itoa(p.OtherIssue), strconv.Itoa(p.Latency[isa.ClassBranch]), p.gen != isa.GFX11
		},
		source:   always("measured (gfx1100 SQTT)"),
		measured: onGFX11,
	},
	{
		Name: "exec_skip", Values: "true|false",
		Doc:    "the sequencer skips VALU passes whose half of exec is zero, and a VALU whose exec is zero",
		Basis:  "RDNA1/RDNA2 ISA §2.1 and §3.3, RDNA3 ISA §2.1 and §3.2.3; GCN issues every pass",
		get:    func(p *Params) string { return strconv.FormatBool(p.ExecSkip) },
		set:    func(p *Params, v string) error { return setBool(&p.ExecSkip, v) },
		source: always("AMD ISA guides"),
	},
	{
		Name: "valu_issue32", Values: "cycles",
		Doc:    "issue cycles of a wave32 VALU instruction",
		Basis:  "RDNA whitepaper \"Dual compute unit\", RDNA ISA §2.1 (GFX9 has no wave32)",
		get:    func(p *Params) string { return strconv.Itoa(p.VALUIssue32) },
		set:    func(p *Params, v string) error { return setInt(&p.VALUIssue32, 1)(v) },
		source: always("AMD ISA guides"),
	},
	{
		Name: "valu_issue64", Values: "cycles",
		Doc:    "issue cycles of a wave64 VALU instruction",
		Basis:  "GCN: a SIMD16 takes 4 cycles (Vega ISA §2); RDNA: two passes of a SIMD32 (RDNA ISA §2.1)",
		get:    func(p *Params) string { return strconv.Itoa(p.VALUIssue64) },
		set:    func(p *Params, v string) error { return setInt(&p.VALUIssue64, 1)(v) },
		source: always("AMD ISA guides"),
	},
	{
		Name: "other_issue", Values: "cycles",
		Doc:   "issue cycles of any other instruction",
		Basis: "GCN: the sequencer visits a SIMD every 4 cycles (Vega ISA §2); RDNA: one instruction a cycle, assumed",
		get:   func(p *Params) string { return strconv.Itoa(p.OtherIssue) },
		set:   func(p *Params, v string) error { return setInt(&p.OtherIssue, 1)(v) },
		source: func(p *Params) string {
			if p.gen == isa.GFX9 {
				return "AMD ISA guides"
			}
			return "assumed"
		},
	},
	{
		Name: "vmem_src_read", Values: "cycles",
		Doc:    "cycles after issue at which a VMEM or DS instruction has read its VGPR sources (vm_vsrc)",
		Basis:  "no source: LLVM's model has no such number",
		get:    func(p *Params) string { return strconv.Itoa(p.VMEMSrcRead) },
		set:    func(p *Params, v string) error { return setInt(&p.VMEMSrcRead, 0)(v) },
		source: always("assumed"),
	},
	{
		Name: "alu_dispatch", Values: "true|false",
		Doc: "a VALU or SALU whose operands are not ready dispatches and waits in the ALU while the wave dispatches on; " +
			"the dispatch rules below apply only with it",
		Basis: "RDNA3 ISA §5.7 S_DELAY_ALU (\"IB may issue dependent instructions that stall in the ALU\"); measured on the " +
			"gfx1100 SQTT captures; no guide says RDNA1/2 or GCN do it",
		get: func(p *Params) string { return strconv.FormatBool(p.Dispatch) },
		set: func(p *Params, v string) error { return setBool(&p.Dispatch, v) },
		ends: func(p *Params) (string, string, bool) {
			return "false", "true", p.gen != isa.GFX11
		},
		source:   always("RDNA3 ISA guide, measured"),
		measured: onGFX11,
	},
	dispatchKnob("alu_queue", "VALUs that may wait dispatched in the ALU before the next waits to dispatch (0: no bound)",
		"mb_valu_sub n16", func(r *DispatchRules) *int { return &r.ALUQueue }),
	dispatchKnob("alu_queue_lag", "cycles after the oldest queued VALU begins to execute before the next VALU dispatches",
		"mb_valu_sub n16", func(r *DispatchRules) *int { return &r.ALUQueueLag }),
	dispatchKnob("valu_writeback", "cycles after a VALU result is ready before a VMEM or DS instruction behind it dispatches "+
		"(and before s_waitcnt_depctr counts it done)", "mb_store_chain_indep, mb_valu_sub, mb_trans_exp, mb_depctr_chain",
		func(r *DispatchRules) *int { return &r.VALUWriteback }),
	dispatchKnob("salu_writeback", "cycles after an SALU result is ready before a VMEM or DS instruction behind it dispatches",
		"mb_salu_smov, mb_s_and, mb_sgpr_chain", func(r *DispatchRules) *int { return &r.SALUWriteback }),
	dispatchKnob("wait_after_unit", "cycles from an ALU, VMEM or DS instruction's dispatch to an s_waitcnt, s_nop or s_waitcnt_depctr behind it",
		"mb_snop_after_scalar, mb_trans_then_snop, mb_store_chain_drained", func(r *DispatchRules) *int { return &r.WaitAfterUnit }),
	dispatchKnob("trans_issue", "cycles between two TRANS instructions, at dispatch and in execution",
		"mb_trans_pair_same_op, mb_trans_exp, mb_trans_cold_warm_alternating", func(r *DispatchRules) *int { return &r.TransIssue }),
	dispatchKnob("branch_after_salu", "cycles after an SALU result of SCC before a conditional branch on it dispatches",
		"mb_s_cmp_eq_branch, mb_salu_sbitcmp_branch", func(r *DispatchRules) *int { return &r.BranchAfterSALU }),
	dispatchKnob("branch_after_valu", "cycles after a VALU result of VCC or exec before a conditional branch on it dispatches",
		"v_cmpx → s_cbranch_execz → next 19", func(r *DispatchRules) *int { return &r.BranchAfterVALU }),
	dispatchKnob("mov_latency", "cycles from a v_mov_b32 (not a VOPD pair) to a VALU reading its result",
		"mb_vgpr_bank_3src, mb_cndmask_vcc", func(r *DispatchRules) *int { return &r.MovLatency }),
	dispatchKnob("sgpr_forward", "cycles from a VALU to a VALU reading the SGPR or VCC it writes as a lane mask",
		"mb_cndmask_sgpr_k_sweep, mb_vcmp_interleave_cndmask", func(r *DispatchRules) *int { return &r.SGPRForward }),
	dispatchKnob("valu_after_mem", "cycles from a VMEM or DS instruction's dispatch to a VALU behind it",
		"mb_lds_store_then_valu_forward, mb_store_pair_then_pair", func(r *DispatchRules) *int { return &r.VALUAfterMem }),
	dispatchKnob("vmem_after_ds", "cycles from a DS instruction's dispatch to a VMEM instruction behind it",
		"mb_ds_and, mb_ds_or, mb_ds_add_u32", func(r *DispatchRules) *int { return &r.VMEMAfterDS }),
	dispatchKnob("lds_store", "latency of a DS store (latency.lds is a load's)", "mb_lds_store b32",
		func(r *DispatchRules) *int { return &r.LDSStore }),
	dispatchKnob("lds_dword", "cycles each data dword past the first adds to a DS instruction's latency", "mb_lds_store b64, b128",
		func(r *DispatchRules) *int { return &r.LDSDword }),
	latencyKnob("salu", isa.ClassSALU),
	latencyKnob("salu_mul", isa.ClassSALUMul),         // s_mul*, s_mulk_i32: latency.salu does not set them
	latencyKnob("salu_float", isa.ClassSALUFloat),     // s_add_f32, s_cmp_lt_f16, ...: latency.salu does not set them
	latencyKnob("pseudo_trans", isa.ClassPseudoTrans), // GFX12's v_s_exp_f32, ...
	latencyKnob("valu32", isa.ClassVALU32),
	latencyKnob("float_cvt", isa.ClassFloatCvt),
	latencyKnob("float_fma", isa.ClassFloatFMA),
	latencyKnob("valu64", isa.ClassVALU64),
	latencyKnob("trans32", isa.ClassTrans32),
	latencyKnob("quarter32", isa.ClassQuarter32),
	latencyKnob("intmul", isa.ClassIntMul),
	latencyKnob("double_add", isa.ClassDoubleAdd),
	latencyKnob("double_cvt", isa.ClassDoubleCvt),
	latencyKnob("double", isa.ClassDouble),
	latencyKnob("trans64", isa.ClassTrans64),
	latencyKnob("smem", isa.ClassSMEM),
	latencyKnob("lds", isa.ClassLDS),
	latencyKnob("vmem_load", isa.ClassVMEMLoad),
	latencyKnob("vmem_store", isa.ClassVMEMStore),
}
