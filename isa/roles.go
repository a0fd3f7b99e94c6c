package isa

// Typed roles of a table row: what code outside this package needs to know
// about an instruction beyond its operands and lane semantics. Each is set
// once, in the ops_*.go row that declares the instruction; the simulator,
// the timing model and the optimizer ask these fields and never compare an
// instruction's name.

// Role is a set of flags.
type Role uint16

const (
	// RoleEndsProgram: the wave ends here (s_endpgm, s_code_end).
	RoleEndsProgram Role = 1 << iota
	// RoleWritesPC: an indirect jump (s_setpc_b64) or a call
	// (s_swappc_b64). A jump ends a basic block with no successor the
	// program text names; a call (RoleCall) does not.
	RoleWritesPC
	// RoleCall: a call (s_swappc_b64): it writes the PC, and the callee
	// returns to the next instruction, so to a kernel's control flow it
	// falls through; liveness steps over it with the callee's own.
	RoleCall
	// RoleLaneSelect: an SGPR operand selects the lane
	// (v_readlane_b32, v_writelane_b32), which GFX9 does not interlock
	// against a VALU write of that SGPR.
	RoleLaneSelect
	// RoleMovrel: an M0-relative SGPR access (s_movrels, s_movreld),
	// which GFX9 does not interlock against an SALU write of M0.
	RoleMovrel
	// RoleLateInserted: LLVM's pre-emit passes (SIInsertWaitcnts,
	// GCNHazardRecognizer, SIInsertHardClauses, AMDGPUInsertDelayAlu) insert
	// it after SIOptimizeExecMasking has run, so that pass's search window
	// never saw it. Every row with a Wait kind has this role, and s_clause.
	RoleLateInserted
	// RoleDenormMode: s_denorm_mode, which GFX10 does not order after an
	// FP atomic still in flight (the FP atomic to denorm mode hazard).
	RoleDenormMode
	// RoleCopy: a plain copy d = a (v_mov_b32, s_mov_b32, s_mov_b64); the
	// whole-wave marker may mark the VALU one (wwm.go, Inst.WholeWave).
	RoleCopy
	// RoleAddLo, RoleAddHi: the two halves of a 64-bit scalar add, the
	// low half's carry out to SCC (s_add_u32) and the high half's add of
	// it (s_addc_u32). llc adds a PC-relative address to s_getpc_b64's
	// register pair with them (SI_PC_ADD_REL_OFFSET), which is how a
	// code object's listing tells an address computation from a literal
	// that only happens to land on a symbol.
	RoleAddLo
	RoleAddHi
)

// Is reports whether the op has every role in r.
func (o *Op) Is(r Role) bool { return o.Role&r == r }

// Wait is the counter or delay an instruction waits on explicitly.
type Wait uint8

const (
	WaitNone     Wait = iota
	WaitCnt           // s_waitcnt: vmcnt, expcnt and lgkmcnt fields of simm16
	WaitVmcnt         // s_waitcnt_vmcnt: vmcnt <= simm16
	WaitVscnt         // s_waitcnt_vscnt: vscnt (stores, GFX10+) <= simm16
	WaitLgkmcnt       // s_waitcnt_lgkmcnt: lgkmcnt <= simm16
	WaitExpcnt        // s_waitcnt_expcnt: exports, which compute kernels do not make
	WaitDepctr        // s_waitcnt_depctr: the dependency counters of its fields
	WaitNop           // s_nop n: n+1 wait states
	WaitDelayALU      // s_delay_alu (GFX11): the producers its fields name
	// The GFX12 counters (RDNA4 ISA §5.7.1, "Memory Dependency Counters";
	// SIInsertWaitcnts.cpp InstCounterType): each s_wait_*cnt waits until
	// its counter is at most simm16.
	WaitLoadcnt    // s_wait_loadcnt: VMEM loads and returning atomics
	WaitStorecnt   // s_wait_storecnt: VMEM stores and atomics without return
	WaitSamplecnt  // s_wait_samplecnt: image samples, which compute code does not make
	WaitBvhcnt     // s_wait_bvhcnt: BVH instructions, which compute code does not make
	WaitGFX12Exp   // s_wait_expcnt: exports, which compute kernels do not make
	WaitDscnt      // s_wait_dscnt: LDS instructions
	WaitKmcnt      // s_wait_kmcnt: scalar memory and messages with a return
	WaitLoadDscnt  // s_wait_loadcnt_dscnt: loadcnt <= simm16[15:8] and dscnt <= simm16[7:0]
	WaitStoreDscnt // s_wait_storecnt_dscnt: storecnt <= simm16[15:8] and dscnt <= simm16[7:0]
)

// CombinedWait splits the immediate of s_wait_loadcnt_dscnt and
// s_wait_storecnt_dscnt: the load or store count in bits 15:8, the DS count
// in bits 7:0 (RDNA4 ISA §5.7, table "S_WAIT instructions": "SIMM16[15:8] =
// load/store, SIMM16[7:0] = DS"; AMDGPUBaseInfo.cpp
// getLoadcntStorecntBitShift 8, getDscntBitShift 0, each field 6 bits wide).
func CombinedWait(simm int64) (vmem, ds int) {
	return int(simm >> 8 & 0x3f), int(simm & 0x3f)
}

// Cond is the condition of a conditional branch.
type Cond uint8

const (
	CondAlways Cond = iota // s_branch
	CondSCC0
	CondSCC1
	CondVCCZ
	CondVCCNZ
	CondExecZ
	CondExecNZ
)

var condNames = [...]string{"", "scc0", "scc1", "vccz", "vccnz", "execz", "execnz"}

// String is the suffix of the s_cbranch_ mnemonic.
func (c Cond) String() string { return condNames[c] }

// Special names the hand-written behaviour package sim runs for a row
// without table semantics (Sem is empty).
type Special uint8

const (
	SpecialNone          Special = iota
	SpecialNop                   // no architectural effect in the model
	SpecialBranch                // s_branch, s_cbranch_* (Cond)
	SpecialEndpgm                // ends the wave
	SpecialBarrier               // s_barrier
	SpecialTrap                  // s_trap: stops the run with an error
	SpecialGetpc                 // s_getpc_b64: the next instruction's byte address
	SpecialSetpc                 // s_setpc_b64: jumps to a byte address
	SpecialSwappc                // s_swappc_b64: the next instruction's address to D, jumps to S0
	SpecialMovrels               // s_movrels: d = SGPR[src + M0]
	SpecialMovreld               // s_movreld: SGPR[dst + M0] = src
	SpecialGetreg                // s_getreg_b32
	SpecialSetreg                // s_setreg_b32, s_setreg_imm32_b32
	SpecialReadFirstLane         // v_readfirstlane_b32
	SpecialReadLane              // v_readlane_b32 (ignores exec)
	SpecialWriteLane             // v_writelane_b32 (ignores exec)
	SpecialSwap                  // v_swap_b32
	SpecialSMEM                  // s_load_*: through a 64-bit address
	SpecialSMEMBuffer            // s_buffer_load_*: through a V#, range-checked
	SpecialMemtime               // s_memtime, s_memrealtime
	SpecialDS                    // LDS loads, stores and atomics
	SpecialMUBUF                 // buffer loads, stores and atomics
	SpecialFLAT                  // flat_*, global_*, scratch_*
	SpecialDSSwizzle             // ds_swizzle_b32
	SpecialDSPermute             // ds_permute_b32: lanes push
	SpecialDSBpermute            // ds_bpermute_b32: lanes pull
	SpecialSethalt               // s_sethalt: halts the wave (a run that halts stops with an error)
	SpecialDSAppend              // ds_append, ds_consume: a counter at M0 + offset, by the active lane count
	SpecialGDS                   // ds_ordered_count: the GDS ordered-count unit (sim/ordered.go)
	SpecialGWSInit               // ds_gws_init: a global wave sync resource's counter = the data
	SpecialGWSBarrier            // ds_gws_barrier: waits until the resource's count of waves arrived
	SpecialGWSSemaV              // ds_gws_sema_v: semaphore counter += 1
	SpecialGWSSemaBR             // ds_gws_sema_br: semaphore counter += the data
	SpecialGWSSemaP              // ds_gws_sema_p: waits until the counter is positive, then decrements it
	SpecialGWSSemaAll            // ds_gws_sema_release_all: releases every wave queued on the semaphore
	SpecialVMovrels              // v_movrels_b32: VGPR[D] = VGPR[S0 + M0]
	SpecialVMovreld              // v_movreld_b32: VGPR[D + M0] = S0
	SpecialVMovrelsd             // v_movrelsd_b32: VGPR[D + M0] = VGPR[S0 + M0]
	SpecialVMovrelsd2            // v_movrelsd_2_b32: VGPR[D + M0[25:16]] = VGPR[S0 + M0[9:0]]
	SpecialPermlane16            // v_permlane16_b32: a gather within each row of 16 lanes
	SpecialPermlaneX16           // v_permlanex16_b32: a gather from the other row of each pair
	SpecialPermlane64            // v_permlane64_b32: swaps the wave64 halves
	SpecialGPRIdx                // s_set_gpr_idx_on: GPR indexing on, M0[7:0] = S0[7:0], M0[15:12] = mode
	SpecialGPRIdxOff             // s_set_gpr_idx_off: GPR indexing off
	SpecialGPRIdxMode            // s_set_gpr_idx_mode: M0[15:12] = mode
	SpecialGPRIdxIdx             // s_set_gpr_idx_idx: M0[7:0] = S0[7:0]
	SpecialMqsadU32              // v_mqsad_u32_u8: four masked SADs into a 128-bit result
	SpecialSendmsgRtn            // s_sendmsg_rtn_b32/b64: a value selected by the message id
	SpecialMFMA                  // v_mfma_*, v_smfmac_*: a matrix multiply-accumulate over the wave (Op.MFMA)
	NumSpecials
)

var specialNames = [NumSpecials]string{"none", "nop", "branch", "endpgm", "barrier", "trap", "getpc", "setpc", "swappc",
	"movrels", "movreld", "getreg", "setreg", "readfirstlane", "readlane", "writelane", "swap", "smem",
	"smem_buffer", "memtime", "ds", "mubuf", "flat", "ds_swizzle", "ds_permute", "ds_bpermute", "sethalt",
	"ds_append", "gds", "gws_init", "gws_barrier", "gws_sema_v", "gws_sema_br", "gws_sema_p", "gws_sema_release_all",
	"v_movrels", "v_movreld", "v_movrelsd", "v_movrelsd_2", "permlane16", "permlanex16", "permlane64", "gpr_idx_on", "gpr_idx_off", "gpr_idx_mode", "gpr_idx_idx", "mqsad_u32",
	"sendmsg_rtn", "mfma"}

// GDSOnly reports whether a row works only on the global data share and
// its wave sync unit: DSInstructions.td sets gds in the encoding of
// DS_ORDERED_COUNT and every DS_GWS_* row.
func (s Special) GDSOnly() bool {
	return s == SpecialGDS || s >= SpecialGWSInit && s <= SpecialGWSSemaAll
}

func (s Special) String() string {
	if s < NumSpecials {
		return specialNames[s]
	}
	return "special?"
}

// Logic is the bitwise operation of a saveexec instruction,
// exec = a OP exec, or of a scalar logic one, d = a OP b (Op.Bitwise;
// there the N2 forms negate b, and the N1 forms do not occur).
type Logic uint8

const (
	LogicNone Logic = iota
	LogicAnd
	LogicOr
	LogicXor
	LogicAndN2 // a & ^exec
	LogicOrN2  // a | ^exec
	LogicNand
	LogicNor
	LogicXnor
	LogicAndN1 // ^a & exec
	LogicOrN1  // ^a | exec
)

// AtomicOp is the read-modify-write a memory atomic performs.
type AtomicOp uint8

const (
	AtomicNone AtomicOp = iota
	AtomicSwap
	AtomicCmpswap  // FLAT/MUBUF: data = {src, cmp}
	AtomicCmpst    // ds_cmpst: data0 = cmp, data1 = src
	AtomicCmpstore // ds_cmpstore (GFX11): data0 = src, data1 = cmp
	AtomicAdd
	AtomicSub
	AtomicRsub
	AtomicSMin
	AtomicSMax
	AtomicUMin
	AtomicUMax
	AtomicAnd
	AtomicOr
	AtomicXor
	AtomicInc
	AtomicDec
	AtomicFAdd
	AtomicFMin
	AtomicFMax
	AtomicPkFAdd16  // two f16 adds, one per 16-bit half (ds/global/flat_atomic_pk_add_f16)
	AtomicCmpstF    // ds_cmpst_f32/f64: data0 = cmp, data1 = src, compared as floats
	AtomicCmpstoreF // ds_cmpstore_f32/f64 (GFX11): data0 = src, data1 = cmp, compared as floats
	AtomicFMinNum   // GFX12 ds_min_num_*: IEEE 754-2019 minimumNumber
	AtomicFMaxNum   // GFX12 ds_max_num_*: IEEE 754-2019 maximumNumber
)

// CmpxFor returns the v_cmpx twin of a v_cmp on a target: the compare that
// writes exec (on GFX9 also its SGPR destination). It is nil for anything
// that is not a v_cmp or has no twin on the target.
func (o *Op) CmpxFor(a *Arch) *Op {
	if o.Format != VOPC || o.Cmpx || len(o.Name) < len("v_cmp_") || o.Name[:len("v_cmp_")] != "v_cmp_" {
		return nil
	}
	x, _ := Lookup("v_cmpx_"+o.Name[len("v_cmp_"):], a)
	if x == nil || !x.Cmpx {
		return nil
	}
	return x
}

// UnwantedWhenExecEmpty reports an instruction that must not run with
// exec = 0 where the program would otherwise skip it: LLVM's
// SIInstrInfo::hasUnwantedEffectsWhenEXECEmpty (scalar stores, returns,
// s_sendmsg, s_sendmsghalt, s_trap, ds_ordered_count, ds_gws_init,
// ds_gws_barrier, calls, mode changes, and v_readfirstlane, v_readlane and
// v_writelane, which "operate on undefined data" with exec = 0), with the
// rest of the wave sync unit (every GDS-only row), s_sethalt, indirect
// jumps and s_endpgm.
func (o *Op) UnwantedWhenExecEmpty() bool {
	switch o.Special {
	case SpecialTrap, SpecialSethalt, SpecialSetreg, SpecialSendmsgRtn, SpecialEndpgm,
		SpecialSetpc, SpecialSwappc, SpecialReadFirstLane, SpecialReadLane, SpecialWriteLane,
		SpecialGPRIdx, SpecialGPRIdxOff, SpecialGPRIdxMode, SpecialGPRIdxIdx:
		return true
	}
	if o.Special.GDSOnly() || o.Role&(RoleEndsProgram|RoleWritesPC|RoleCall|RoleDenormMode) != 0 {
		return true
	}
	if o.Unit == UnitSMEM && (o.Mem == MemStore || o.Mem == MemAtomic) {
		return true
	}
	// The mode register: s_round_mode (s_denorm_mode has its role).
	if o.Name == "s_round_mode" {
		return true
	}
	return o.SendsMessage()
}

// SendsMessage reports a row that sends a message to the sequencer or the
// host: s_sendmsg and the GFX11 s_sendmsg_rtn_b32/b64, the rows whose
// operand is a message id (KSendmsg). A thread trace files them under
// their own category (rocprofv3's MESSAGE).
func (o *Op) SendsMessage() bool {
	for _, s := range o.Args {
		if s.Kind&KSendmsg != 0 {
			return true
		}
	}
	return false
}
