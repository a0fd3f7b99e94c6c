package timing

import (
	"github.com/wavesim/wavesim/isa"
)

// Rule is one hazard rule as data: where the hardware does not interlock a
// dependency and LLVM inserts wait states or a wait instead
// (docs/reference/hazards.md). The checker (hazards.go) runs the rules that
// apply to the target in table order.
//
// A rule watches units (scalar slots or VGPRs, one file per rule): an
// instruction for which produces gives units opens a producer on each; a
// later instruction for which consumes gives one of them is a hazard,
//   - for a wait-state rule (WaitStates > 0), when fewer than WaitStates
//     wait states lie between the two (s_nop n counts n+1, any other
//     instruction 1); the first unit, in operand order, that is too close
//     is reported, with its latest producer;
//   - otherwise, unless expires closed the producer first (the fix, or
//     whatever LLVM counts as resolving it) or the producer fell out of its
//     MaxVALU/MaxTrans window; the newest conflicting producer is reported,
//     as LLVM's backward search finds it;
//   - with nextFixes, the consumer only needs its fix: the hazard is the
//     instruction after it not being that fix.
//
// Pending rules watch memory results instead: the producers are the loads
// the memory counters track until the s_waitcnt that covers them.
//
// Clause rules watch a soft clause: a run of consecutive instructions for
// which clause holds (any other instruction, s_nop included, ends it).
// With produces giving an instruction's defs and consumes its uses, a
// member is a hazard when the earlier members defined something and it is
// a store (clauseStore), or when the defs and the uses of the clause with
// it meet (GCNHazardRecognizer::checkSoftClauseHazards).
type Rule struct {
	Name   string
	Source string // the LLVM function that fixes the hazard
	// Fix is what LLVM inserts; "{counter}" stands for the counter of a
	// pending load.
	Fix string
	// On reports whether the rule applies to a target and wave size.
	On func(a *isa.Arch, wave int) bool
	// WaitStates > 0 makes a wait-state rule.
	WaitStates int
	// MaxVALU, MaxTrans: a producer stays open while at most this many VALU
	// (and TRANS) instructions have issued after it; 0 MaxVALU: no limit.
	MaxVALU, MaxTrans int

	// need, when set, gives the wait states a producer and a consumer
	// need, which depend on the pair (the matrix rules: the producer's
	// pass count, mfma_rules.go); WaitStates is then the most any pair
	// needs.
	need func(prod, cons *instInfo) int

	produces, consumes  func(x *instInfo) []uint16
	expires, nextFixes  func(x *instInfo) bool
	pending             *pendingUse
	clause, clauseStore func(x *instInfo) bool
	// step, for the rules no table form fits: it sees every instruction
	// for which stepOn holds, with the rule's state and the wave's wait
	// states so far, and returns the producer of a hazard at this
	// instruction (-1: none) and the wait states required and present.
	step   func(st *ruleState, x *instInfo, pc int, ws int64) (prod, required, present int)
	stepOn func(x *instInfo) bool
	// stepConsumer: the instructions a step rule can report at; a program
	// with none does not track the rule. stepProducer, when set, is the
	// same for the instructions without which it can report nothing.
	stepConsumer, stepProducer func(x *instInfo) bool
}

// pendingUse is the consumer side of a rule on loads not yet waited for:
// the VGPRs and scalar slots an instruction touches that must not be the
// destination of a pending load.
type pendingUse struct {
	vector, scalar func(x *instInfo) []uint16
	// first: report only the first such unit of an instruction.
	first bool
}

// Rules returns the hazard table, in checking order.
func Rules() []*Rule { return append([]*Rule(nil), rules...) }

// Targets of the rules, as LLVM's subtarget features name them.
var (
	everyTarget    = func(a *isa.Arch, wave int) bool { return true }
	softWaitStates = func(a *isa.Arch, wave int) bool { return !a.NoDataDepHazard } // GFX9: software wait states
	vcmpxExecWAR   = func(a *isa.Arch, wave int) bool { return a.VcmpxExecWARHazard }
	vmemToScalar   = func(a *isa.Arch, wave int) bool { return a.VMEMtoScalarWriteHazard }
	smemToVector   = func(a *isa.Arch, wave int) bool { return a.SMEMtoVectorWriteHazard }
	transUse       = func(a *isa.Arch, wave int) bool { return a.VALUTransUseHazard }
	maskWrite      = func(a *isa.Arch, wave int) bool { return a.VALUMaskWriteHazard && wave == 64 }
	// xnackClauses: GFX9 with XNACK, which LLVM assumes of a target ID
	// that does not say xnack- ("any"; GCNSubtarget::isXNACKEnabled).
	xnackClauses   = softWaitStates
	ldsBranchVmem  = func(a *isa.Arch, wave int) bool { return a.LdsBranchVmemWARHazard }
	fpAtomicDenorm = func(a *isa.Arch, wave int) bool { return a.FPAtomicToDenormModeHazard }
	// gfx940: GCNSubtarget hasTransForwardingHazard, hasVDecCoExecHazard
	// (both GFX940Insts) and the longer 12-dword store wait.
	gfx940 = func(a *isa.Arch, wave int) bool { return a.GFX940Insts }
	pre940 = func(a *isa.Arch, wave int) bool { return !a.NoDataDepHazard && !a.GFX940Insts }
)

var (
	vcc  = []uint16{isa.SlotVCCLo, isa.SlotVCCHi}
	exec = []uint16{isa.SlotExecLo, isa.SlotExecHi}
)

// when returns units if cond holds for the instruction, else nil.
func when(cond func(x *instInfo) bool, units func(x *instInfo) []uint16) func(x *instInfo) []uint16 {
	return func(x *instInfo) []uint16 {
		if cond(x) {
			return units(x)
		}
		return nil
	}
}

// except drops the slots for which drop is true.
func except(units func(x *instInfo) []uint16, drop func(s uint16) bool) func(x *instInfo) []uint16 {
	return func(x *instInfo) []uint16 {
		var out []uint16
		for _, s := range units(x) {
			if !drop(s) {
				out = append(out, s)
			}
		}
		return out
	}
}

func fixed(u []uint16) func(x *instInfo) []uint16 { return func(*instInfo) []uint16 { return u } }

// Instruction classes and operand sets the rules are written in.
func isVALU(x *instInfo) bool       { return x.valu }
func isSALU(x *instInfo) bool       { return x.salu }
func isSMEM(x *instInfo) bool       { return x.smem }
func isVMEM(x *instInfo) bool       { return x.vmem }
func isMem(x *instInfo) bool        { return x.vmem || x.lds }
func isDPP(x *instInfo) bool        { return x.dpp }
func isDivFmas(x *instInfo) bool    { return x.divFmas }
func isM0Reader(x *instInfo) bool   { return x.movrel || x.gds }
func isTRANS(x *instInfo) bool      { return x.valu && x.trans }
func isSALUOrSMEM(x *instInfo) bool { return x.scalarALU }
func writesExec(x *instInfo) bool {
	for _, s := range x.sWrite() {
		if isExec(s) {
			return true
		}
	}
	return false
}
func sRead(x *instInfo) []uint16      { return x.sRead() }
func sWrite(x *instInfo) []uint16     { return x.sWrite() }
func vRead(x *instInfo) []uint16      { return x.vRead() }
func vWrite(x *instInfo) []uint16     { return x.vWrite() }
func vReadHalf(x *instInfo) []uint16  { return x.vReadHalf() }
func vWriteHalf(x *instInfo) []uint16 { return x.vWriteHalf() }
func laneSelect(x *instInfo) []uint16 { return x.laneSelect() }
func vSrc(x *instInfo) []uint16       { return x.vSrc() }
func laneMasks(x *instInfo) []uint16  { return x.laneMaskRead() }
func wideStore(x *instInfo) []uint16  { return x.wideStore() }
func isSMEMLoad(x *instInfo) bool     { return x.smem && x.smemLoad }
func isVMEMStore(x *instInfo) bool    { return x.vmem && !x.memLoad }
func vReadWrite(x *instInfo) []uint16 { return x.vRead() }
func notExecLo(s uint16) bool         { return s != isa.SlotExecLo }
func execM0SCC(s uint16) bool         { return isExec(s) || s == isa.SlotM0 || s == isa.SlotSCC }
func none(x *instInfo) []uint16       { return nil }

func isVscnt0(x *instInfo) bool { return x.wait == isa.WaitVscnt && x.simm == 0 }

// hwregs gives the hardware register an s_getreg (kind 1) or s_setreg
// (kind 2) accesses, as the rule's one unit (the register id, bits 5:0
// of the hwreg operand: getHWReg).
func hwregs(kind uint8) func(x *instInfo) []uint16 {
	return func(x *instInfo) []uint16 {
		if x.hwAccess != kind {
			return nil
		}
		return []uint16{x.hwreg}
	}
}

// ldsBranchVmemStep: a DS instruction after a branch, when the last
// VMEM-side instruction before the branch was a MUBUF or global/scratch
// access (or the other way round), with nothing of either side and no
// s_waitcnt_vscnt null, 0 in between (LLVM looks back from the access for
// a branch, and back from the branch for the nearest access). st.defPC
// keeps the last access's pc+1 (0: none, or a wait since), st.next.unit
// its side, st.hasNext whether a branch ran since.
func ldsBranchVmemStep(st *ruleState, x *instInfo, pc int, _ int64) (int, int, int) {
	switch {
	case isVscnt0(x):
		st.defPC, st.hasNext = 0, false
	case x.branch:
		st.hasNext = st.hasNext || st.defPC > 0
	case x.memKind != 0:
		prod := -1
		if st.hasNext && st.defPC > 0 && st.next.unit != uint16(x.memKind) {
			prod = int(st.defPC) - 1
		}
		st.defPC, st.next.unit, st.hasNext = int32(pc)+1, uint16(x.memKind), false
		return prod, 1, 0
	}
	return -1, 0, 0
}

// fpAtomicExpires: a VALU or an s_waitcnt of any counter ends the FP
// atomic's window (checkFPAtomicToDenormModeHazard's IsExpiredFn).
func fpAtomicExpires(x *instInfo) bool {
	switch x.wait {
	case isa.WaitCnt, isa.WaitVscnt, isa.WaitVmcnt, isa.WaitLgkmcnt:
		return true
	}
	return x.valu
}

// fpAtomicDenormStep: s_denorm_mode within 3 wait states of an FP atomic,
// unless a VALU or an s_waitcnt of any counter came between
// (checkFPAtomicToDenormModeHazard's IsExpiredFn). st.defPC keeps the
// atomic's pc+1 (0: none), st.next.end the wait states at its end.
func fpAtomicDenormStep(st *ruleState, x *instInfo, pc int, ws int64) (int, int, int) {
	const need = 3
	switch {
	case x.denormMode:
		if st.defPC > 0 {
			if present := int(ws - st.next.end); present < need {
				return int(st.defPC) - 1, need, present
			}
		}
	case x.fpAtomic:
		st.defPC, st.next.end = int32(pc)+1, ws+x.waitStates
	case fpAtomicExpires(x):
		st.defPC = 0
	}
	return -1, 0, 0
}

// depctr reports an s_waitcnt_depctr that waits for a field to reach 0.
func depctr(field func(d *isa.Depctr) int) func(x *instInfo) bool {
	return func(x *instInfo) bool { return x.wait == isa.WaitDepctr && field(x.dc) == 0 }
}

func anyOf(preds ...func(x *instInfo) bool) func(x *instInfo) bool {
	return func(x *instInfo) bool {
		for _, p := range preds {
			if p(x) {
				return true
			}
		}
		return false
	}
}

var rules = []*Rule{
	{
		Name: "load result used before s_waitcnt", Source: "SIInsertWaitcnts (the wait it inserts before a use)",
		Fix: "s_waitcnt {counter} covering the load", On: everyTarget,
		// A d16 load's kept half of its destination is not a read: the
		// load after a load into the same VGPR needs no wait (llc emits
		// global_load_dword v3 ... global_load_short_d16_hi v3 with none).
		pending: &pendingUse{vector: vSrc, scalar: sRead},
	},
	{
		// The load lands last on hardware. Loads of the same counter return
		// in order, so a later load into the same register is fine.
		Name: "VGPR written while a load into it is pending", Source: "SIInsertWaitcnts (write-after-write on a pending load)",
		Fix: "s_waitcnt {counter} before the write", On: everyTarget,
		pending: &pendingUse{vector: when(func(x *instInfo) bool { return !(x.vmem && x.memLoad || x.lds) }, vWrite), scalar: none, first: true},
	},
	{
		// Address, descriptor and soffset SGPRs of a VMEM instruction.
		Name: "VMEM reads VALU-written SGPR", Source: "GCNHazardRecognizer::checkVMEMHazards",
		Fix: "s_nop 4", On: softWaitStates, WaitStates: 5,
		produces: when(isVALU, sWrite), consumes: when(isVMEM, except(sRead, isExec)),
	},
	{
		Name: "v_readlane/v_writelane lane select after VALU SGPR write", Source: "GCNHazardRecognizer::checkRWLaneHazards",
		Fix: "s_nop 3", On: softWaitStates, WaitStates: 4,
		produces: when(isVALU, sWrite), consumes: except(laneSelect, isExec),
	},
	{
		Name: "v_div_fmas after VALU VCC write", Source: "GCNHazardRecognizer::checkDivFMasHazards",
		Fix: "s_nop 3", On: softWaitStates, WaitStates: 4,
		produces: when(isVALU, sWrite), consumes: when(isDivFmas, fixed(vcc)),
	},
	{
		Name: "DPP after VALU exec write", Source: "GCNHazardRecognizer::checkDPPHazards",
		Fix: "s_nop 4", On: softWaitStates, WaitStates: 5,
		produces: when(isVALU, sWrite), consumes: when(isDPP, fixed(exec)),
	},
	{
		// Any instruction's VGPR write counts (LLVM's IsHazardDefFn accepts
		// every def).
		Name: "DPP reads a VGPR written too recently", Source: "GCNHazardRecognizer::checkDPPHazards",
		Fix: "s_nop 1", On: softWaitStates, WaitStates: 2,
		produces: vWrite, consumes: when(isDPP, vRead),
	},
	{
		// The store may still read its data after it issues: a VALU must
		// not overwrite data of more than 64 bits in the next wait state.
		Name: "VALU overwrites the data of a store wider than 64 bits", Source: "GCNHazardRecognizer::checkVALUHazardsHelper (createsVALUHazard)",
		Fix: "s_nop 0", On: pre940, WaitStates: 1,
		produces: wideStore, consumes: when(isVALU, vWrite),
	},
	{
		// checkVALUHazardsHelper: VALUWaitStates 2 on GFX940.
		Name: "VALU overwrites the data of a store wider than 64 bits (gfx940)", Source: "GCNHazardRecognizer::checkVALUHazardsHelper (createsVALUHazard)",
		Fix: "s_nop 1", On: gfx940, WaitStates: 2,
		produces: wideStore, consumes: when(isVALU, vWrite),
	},
	{
		// checkVALUHazards, hasTransForwardingHazard: a VALU that is not
		// TRANS reading (explicit uses) a VGPR a TRANS wrote.
		Name: "non-TRANS VALU reads a TRANS result (gfx940 TransForwardingHazard)", Source: "GCNHazardRecognizer::checkVALUHazards",
		Fix: "s_nop 0", On: gfx940, WaitStates: 1,
		produces: when(isTRANS, vWrite), consumes: when(func(x *instInfo) bool { return x.valu && !x.trans }, vRead),
	},
	{
		// checkVALUHazards, hasVDecCoExecHazard: VALUWriteSGPRVALUReadWaitstates.
		Name: "VALU reads an SGPR or VCC a VALU wrote (gfx940 VDecCoExecHazard)", Source: "GCNHazardRecognizer::checkVALUHazards",
		Fix: "s_nop 1", On: gfx940, WaitStates: 2,
		produces: when(isVALU, except(sWrite, isExec)), consumes: when(isVALU, except(sRead, isExec)),
	},
	{
		// VALUWriteVGPRReadlaneRead: the VGPR v_readlane/v_readfirstlane
		// reads (src0).
		Name: "v_readlane reads a VGPR a VALU wrote (gfx940 VDecCoExecHazard)", Source: "GCNHazardRecognizer::checkVALUHazards",
		Fix: "s_nop 0", On: gfx940, WaitStates: 1,
		produces: when(isVALU, vWrite), consumes: when(func(x *instInfo) bool { return x.readLane }, vRead),
	},
	{
		// hasDstSelForwardingHazard: the consumer is any VALU with an
		// operand, read or written, that overlaps the producer's vdst
		// (consumesDstSelForwardingOperand). llc-19 -mcpu=gfx942 puts
		// s_nop 0 between v_pk_add_f16 v2, ... and v_pk_mul_f16 v1, v2, v1.
		Name: "VALU touches a VGPR a VALU wrote through dst_sel or op_sel (gfx940 DstSelForwardingHazard)", Source: "GCNHazardRecognizer::checkVALUHazards",
		Fix: "s_nop 0", On: gfx940, WaitStates: 1,
		produces: when(func(x *instInfo) bool { return x.dstSelFwd }, vWrite),
		consumes: when(isVALU, func(x *instInfo) []uint16 { return append(append([]uint16(nil), x.vRead()...), x.vWrite()...) }),
	},
	{
		// VALUWriteEXECRWLane.
		Name: "v_writelane after VALU exec write (gfx940 VDecCoExecHazard)", Source: "GCNHazardRecognizer::checkVALUHazards",
		Fix: "s_nop 3", On: gfx940, WaitStates: 4,
		produces: when(isVALU, except(sWrite, func(s uint16) bool { return !isExec(s) })),
		consumes: when(func(x *instInfo) bool { return x.writeLane }, fixed(exec)),
	},
	{
		// Under XNACK a clause may be replayed or return out of order: no
		// member may write what a member reads, and a store starts a new
		// clause once a member has written anything.
		Name: "VMEM soft clause member overwrites what the clause reads", Source: "GCNHazardRecognizer::checkSoftClauseHazards",
		Fix: "s_nop 0", On: xnackClauses,
		clause: isVMEM, clauseStore: isVMEMStore, produces: vWrite, consumes: vReadWrite,
	},
	{
		Name: "SMEM soft clause member overwrites what the clause reads", Source: "GCNHazardRecognizer::checkSoftClauseHazards",
		Fix: "s_nop 0", On: xnackClauses,
		clause: isSMEMLoad, produces: sWrite, consumes: sRead,
	},
	{
		Name: "LDS and VMEM on either side of a branch (LdsBranchVmemWARHazard)", Source: "GCNHazardRecognizer::fixLdsBranchVmemWARHazard",
		Fix: "s_waitcnt_vscnt null, 0x0", On: ldsBranchVmem,
		step: ldsBranchVmemStep, stepOn: func(x *instInfo) bool { return x.memKind != 0 || x.branch || isVscnt0(x) },
		// LLVM runs the fix only in a function with both sides
		// (shouldRunLdsBranchVmemWARHazardFixup); a program without DS
		// cannot have the hazard.
		stepConsumer: func(x *instInfo) bool { return x.memKind == 1 },
	},
	{
		Name: "s_getreg after s_setreg of the same hardware register", Source: "GCNHazardRecognizer::checkGetRegHazards",
		Fix: "s_nop 1", On: softWaitStates, WaitStates: 2,
		produces: hwregs(2), consumes: hwregs(1),
	},
	{
		// getSetRegWaitStates: 2 after Sea Islands.
		Name: "s_setreg after s_setreg of the same hardware register", Source: "GCNHazardRecognizer::checkSetRegHazards",
		Fix: "s_nop 1", On: softWaitStates, WaitStates: 2,
		produces: hwregs(2), consumes: hwregs(2),
	},
	{
		Name: "s_denorm_mode after an FP atomic", Source: "GCNHazardRecognizer::checkFPAtomicToDenormModeHazard",
		Fix: "s_nop 2", On: fpAtomicDenorm,
		step: fpAtomicDenormStep, stepConsumer: func(x *instInfo) bool { return x.denormMode }, stepOn: func(x *instInfo) bool {
			return x.denormMode || x.fpAtomic || fpAtomicExpires(x)
		},
	},
	{
		Name: "M0 reader after SALU M0 write", Source: "GCNHazardRecognizer::checkReadM0Hazards",
		Fix: "s_nop 0", On: softWaitStates, WaitStates: 1,
		produces: when(isSALU, except(sWrite, func(s uint16) bool { return s != isa.SlotM0 })),
		// The consumers the model has: s_movrel* (hasReadM0MovRelInterpHazard)
		// and the GDS instructions (hasReadM0SendMsgHazard with
		// isSendMsgTraceDataOrGDS; Vega ISA §4.5 Table 8 "SALU writes M0
		// -> GDS, S_SENDMSG or S_TTRACE_DATA: 1").
		consumes: when(isM0Reader, fixed([]uint16{isa.SlotM0})),
	},
	{
		// An SALU read of exec, then a VALU write of it: the v_cmpx writes
		// exec early. A VALU SGPR write in between, or the depctr, ends it.
		Name: "v_cmpx exec write after SALU exec read (VcmpxExecWARHazard)", Source: "GCNHazardRecognizer::fixVcmpxExecWARHazard",
		Fix: "s_waitcnt_depctr 0xfffe", On: vcmpxExecWAR,
		produces: when(func(x *instInfo) bool { return !x.valu }, except(sRead, notExecLo)),
		// Any VALU write of exec meets the exec_lo read (LLVM:
		// modifiesRegister(EXEC)).
		consumes: when(func(x *instInfo) bool { return x.valu && writesExec(x) }, fixed([]uint16{isa.SlotExecLo})),
		expires: anyOf(func(x *instInfo) bool { return x.valu && len(x.sWrite()) > 0 },
			depctr(func(d *isa.Depctr) int { return d.SaSdst })),
	},
	{
		Name: "SALU write of an SGPR a VMEM instruction reads (VMEMtoScalarWriteHazard)", Source: "GCNHazardRecognizer::fixVMEMtoScalarWriteHazards",
		Fix: "s_waitcnt_depctr 0xffe3", On: vmemToScalar,
		produces: when(isMem, except(sRead, isExec)), consumes: when(isSALUOrSMEM, sWrite),
		expires: anyOf(isVALU, depctr(func(d *isa.Depctr) int { return d.VmVsrc }),
			func(x *instInfo) bool { return x.wait == isa.WaitCnt && x.simm == 0 }),
	},
	{
		Name: "VALU write of an SGPR an SMEM instruction reads (SMEMtoVectorWriteHazard)", Source: "GCNHazardRecognizer::fixSMEMtoVectorWriteHazards",
		Fix: "s_mov_b32 null, 0", On: smemToVector,
		produces: when(isSMEM, sRead), consumes: when(isVALU, except(sWrite, isExec)),
		expires: anyOf(isSALU, func(x *instInfo) bool { return x.wait == isa.WaitCnt && x.wc.Lgkm == 0 }),
	},
	{
		// A TRANS result read by a VALU within 5 VALUs and 1 TRANS. LLVM
		// compares the VALU's explicit VGPR uses with the TRANS's defs
		// (MachineInstr::modifiesRegister), so a true16 half does not
		// meet the other half of its VGPR: the rule watches halves.
		Name: "TRANS result used too soon (VALUTransUseHazard)", Source: "GCNHazardRecognizer::fixVALUTransUseHazard",
		Fix: "s_waitcnt_depctr 0xfff", On: transUse, MaxVALU: 5, MaxTrans: 1,
		produces: when(isTRANS, vWriteHalf), consumes: when(isVALU, vReadHalf),
		expires: anyOf(isMem, depctr(func(d *isa.Depctr) int { return d.VaVdst })),
	},
	{
		// Wave64: a VALU reading a VGPR written before an SALU exec write
		// and one written after it, within a few VALUs (partialfwd.go).
		Name: "VALU reads VGPRs written on both sides of an SALU exec write (VALUPartialForwardingHazard)", Source: "GCNHazardRecognizer::fixVALUPartialForwardingHazard",
		Fix: "s_waitcnt_depctr 0xfff", On: partialFwd,
		step: partialFwdStep, stepOn: partialFwdOn, stepConsumer: partialFwdConsumer, stepProducer: partialFwdExecWrite,
	},
	{
		// Wave64: an SGPR a VALU read as a lane mask, then written by an
		// SALU, needs s_waitcnt_depctr sa_sdst(0) right after the write. A
		// VALU reading another SGPR or a literal ends the window.
		Name: "SALU write of a VALU lane-mask SGPR without depctr (VALUMaskWriteHazard)", Source: "GCNHazardRecognizer::fixVALUMaskWriteHazard",
		Fix: "s_waitcnt_depctr 0xfffe after the SALU write", On: maskWrite,
		produces: when(isVALU, laneMasks), consumes: when(isSALU, except(sWrite, execM0SCC)),
		expires:   func(x *instInfo) bool { return x.otherSrc },
		nextFixes: depctr(func(d *isa.Depctr) int { return d.SaSdst }),
	},

	// The matrix instructions of gfx90a and gfx940: the wait states of
	// each pair come from mfmaWaits by the producer's kind and passes
	// (mfma_rules.go). LLVM looks for the nearest MFMA that wrote the
	// register; a later non-MFMA write does not end the wait.
	{
		Name: "VALU reads an MFMA result too soon", Source: "GCNHazardRecognizer::checkMAIVALUHazards",
		Fix: "s_nop for the wait states missing", On: cdnaMAI, WaitStates: mfmaMost(uRead), need: mfmaNeed(uRead),
		produces: when(isMFMA, vWrite), consumes: when(isPlainVALU, vRead),
	},
	{
		Name: "VMEM or DS reads an MFMA result too soon", Source: "GCNHazardRecognizer::checkMAIVALUHazards",
		Fix: "s_nop for the wait states missing", On: cdnaMAI, WaitStates: mfmaMost(uMem), need: mfmaNeed(uMem),
		produces: when(isMFMA, vWrite), consumes: when(isMem, vRead),
	},
	{
		Name: "MFMA reads an MFMA result as A or B too soon", Source: "GCNHazardRecognizer::checkMAIHazards90A",
		Fix: "s_nop for the wait states missing", On: cdnaMAI, WaitStates: mfmaMost(uAB), need: mfmaNeed(uAB),
		produces: when(isMFMA, vWrite), consumes: mfmaAB,
	},
	{
		Name: "VALU overwrites an MFMA result too soon", Source: "GCNHazardRecognizer::checkMAIVALUHazards",
		Fix: "s_nop for the wait states missing", On: cdnaMAI, WaitStates: mfmaMost(uWAW), need: mfmaNeed(uWAW),
		produces: when(isMFMA, vWrite), consumes: when(isPlainVALU, vWrite),
	},
	{
		Name: "VALU overwrites an MFMA's C too soon", Source: "GCNHazardRecognizer::checkMAIVALUHazards",
		Fix: "s_nop for the wait states missing", On: cdnaMAI, WaitStates: mfmaMost(uWAR), need: mfmaNeed(uWAR),
		produces: mfmaC, consumes: when(isPlainVALU, vWrite),
	},
	{
		// v_accvgpr_write too (LLVM: any VALU that is not an MFMA or a
		// DOT instruction).
		Name: "MFMA reads a VALU result too soon", Source: "GCNHazardRecognizer::checkMAIHazards90A (LegacyVALUNotDotWritesVGPRWaitStates)",
		Fix: "s_nop 1", On: cdnaMAI, WaitStates: 2,
		produces: when(isPlainVALU, vWrite), consumes: when(isMFMA, vRead),
	},
	{
		Name: "MFMA after a VALU exec write", Source: "GCNHazardRecognizer::checkMAIHazards90A (VALUWritesExecWaitStates)",
		Fix: "s_nop 3", On: cdnaMAI, WaitStates: 4,
		produces: when(isPlainVALU, except(sWrite, func(s uint16) bool { return !isExec(s) })), consumes: when(isMFMA, fixed(exec)),
	},
}
