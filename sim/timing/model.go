// Package timing is wavesim's cycle-approximate timing model. It sits above
// the functional core (package sim) as its observer: before each
// instruction it computes when the instruction can issue and charges every
// cycle of waiting to a cause; after it, it records what the instruction
// produced (latencies, memory counters). It also checks the hazard rules
// (hazards.go) and interleaves a workgroup's waves on one SIMD (group.go).
//
// Every number comes from the per-target parameter table (params.go), each
// citing its source; docs/reference/latencies.md explains them.
package timing

import (
	"fmt"
	"io"
	"math/bits"
	"slices"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"

	"github.com/wavesim/wavesim/internal/hugemem"
)

// Model is the timing model of one program.
type Model struct {
	// last is the state of the wave that issued last: a GWS or ordered
	// count release during its instruction happens at its cycle.
	last *waveTiming
	// depctr: the program has an s_waitcnt_depctr, so the counters it
	// waits on are kept.
	depctr bool
	P      *Params
	Arch   *isa.Arch
	Wave   int
	Insts  []InstStats // by instruction index
	Cycles int64       // kernel time: the longest workgroup
	Stalls Stalls
	Issued int64
	// Hazards lists violated wait-state and waitcnt rules, the first
	// MaxHazardRecords of them; HazardCount counts all and HazardSites
	// groups all by site. With Strict the first one stops the run.
	Hazards     []Hazard
	HazardCount int64
	HazardSites []HazardSite
	siteIndex   map[siteKey]int
	Strict      bool
	Trace       io.Writer
	// Timeline, when set, receives every issued instruction and every
	// barrier wait.
	Timeline Timeline

	prog  *isa.Program
	info  []instInfo
	rules []*Rule // the hazard rules that apply to the target and wave size
	// useSlab[useAt[pc]:useAt[pc+1]] are the rules instruction pc touches,
	// touches[pc] their set, consumes[pc] those it may be a consumer of.
	useSlab  []ruleUseRec
	unitSlab []uint16 // the unit lists of useSlab's entries and of info
	useAt    []int32
	touches  []ruleSet
	consumes []ruleSet
	// pendingRules are the rules on memory results not yet waited for.
	pendingRules ruleSet
	simd         simdState
	// resident: waves are placed on the SIMDs of compute units (Place)
	// and keyed by their slot, several workgroups side by side.
	resident bool
	simds    []simdState // resident mode: every SIMD of every compute unit
	// simdsPerCU is the SIMDs of a compute unit in resident mode.
	simdsPerCU int
	waves      []*waveTiming // by the wave's index in its workgroup
	// mem is the memory system (nil: Params.Mem.On is false, and memory
	// instructions cost their class's latency); MemWaitAt holds the
	// memory waits of each instruction that waited on a memory counter.
	mem       *memSystem
	MemWaitAt map[int]*MemWaits
	// memNext: the instruction that issued last is a memory one, which
	// the memory system times at its Retire; memEv is its timeline event
	// until then.
	memNext bool
	memEv   IssueEvent
	// spare holds the wave states of earlier groups, reused (reset) by
	// the next group's waves instead of allocated.
	spare []*waveTiming
}

// simdState is the issue arbitration of one workgroup's SIMD.
type simdState struct {
	issueFree int64 // next cycle an instruction may issue
	valuFree  int64 // next cycle the VALU accepts an instruction
	end       int64
	// typeFree: with waves placed on SIMDs (Place), the next cycle an
	// instruction of each issue type may issue, one wave per type a cycle.
	typeFree [numIssueTypes]int64
}

// instInfo is what timing needs of an instruction, worked out once. The
// flags come first, packed; wc and dc point to shared zero values except
// on the waits that have them.
type instInfo struct {
	// branch: the instruction may redirect fetch, a branch or a write of
	// the PC (s_setpc_b64, s_swappc_b64, always taken). A taken one costs
	// Params.BranchTaken, WriteBranch: SISchedule.td's class of the
	// branches and of S_SETPC_B64 (SOPInstructions.td "SchedRW =
	// [WriteBranch]"); S_SWAPPC_B64 keeps the SOP1 default WriteSALU there,
	// the latency of its return-address result, and redirects fetch as
	// S_SETPC_B64 does. s_getpc_b64 is plain SALU (WriteSALU).
	valu, salu, smem, vmem, lds, branch, misc bool
	trans                                     bool
	memLoad                                   bool // returns data (counted as a load)
	smemLoad                                  bool
	memOp                                     bool // vmem, lds or smemLoad: a counter tracks it
	scalarALU                                 bool // salu or smem
	scalarConsumer                            bool // salu, smem, branch or misc: reads a VALU's VCC as an SALU does
	divFmas, movrel, dpp, gds                 bool // GFX9 hazard consumers
	otherSrc                                  bool // a VALU reading an SGPR other than exec, or a literal (readsOtherSource)
	// execMasked: exec selects its lanes (VALU, VMEM, DS); it reads exec
	// the way Params.ExecWrite says, not as an SGPR operand.
	execMasked bool
	// skip says which passes of a VALU the exec mask may remove on a
	// target that skips them (Params.ExecSkip).
	skip passSkip
	// memKind is the instruction's side in LdsBranchVmemWAR: 1 a DS
	// instruction, 2 a MUBUF or global/scratch one (SIInstrInfo::isDS,
	// isVMEM and isSegmentSpecificFLAT), else 0.
	memKind uint8
	// d16Kept: a d16 load, whose kept destination half is no source
	// (listVSrc).
	d16Kept bool
	// invalidates: the caches a cache-maintenance instruction drops.
	invalidates isa.CacheLevels
	// fpAtomic: a MUBUF or FLAT float atomic (SIInstrInfo::isFPAtomic);
	// denormMode: s_denorm_mode.
	fpAtomic, denormMode bool
	// readLane: v_readlane or v_readfirstlane; writeLane: v_writelane
	// (the gfx940 VDecCoExecHazard consumers).
	readLane, writeLane bool
	// dstSelFwd: a VALU whose result LLVM counts as forwarded through a
	// half or byte select (getDstSelForwardingOperand): SDWA with dst_sel
	// other than DWORD, or a row with an op_sel operand whose src0
	// modifier bit 3 is set: VOP3's destination op_sel, VOP3P's
	// op_sel_hi[0] (SISrcMods::DST_OP_SEL and OP_SEL_1 are one bit).
	dstSelFwd bool
	// drainsVA: a VMEM, FLAT or DS instruction, which LLVM counts as
	// waiting for va_vdst to reach 0 (fixVALUPartialForwardingHazard's
	// isVMEM, isFLAT, isDS, isEXP).
	drainsVA bool
	// spanOK: a VALU the model can take in a run of plain instructions
	// (IssueSpan): it neither waits, branches, reaches memory nor drops a
	// cache; writesExec: one of the scalar slots it writes is exec, which
	// the next instruction's issue reads.
	spanOK, writesExec bool
	// hwAccess: 1 an s_getreg, 2 an s_setreg, of hardware register hwreg.
	hwAccess uint8
	hwreg    uint16
	// mfma: a matrix instruction's row (shape, passes, XDL), else nil;
	// mfmaWS: the wait states each use of its results needs after it
	// (mfmaWaitStates).
	mfma   *isa.MFMA
	mfmaWS [numMFMAUses]uint8
	wait   isa.Wait
	lat    int
	issue  int
	// units holds its register unit lists back to back (VGPR units,
	// scalar slots); list k ends at end[k] (listVRead ...).
	units []uint16
	end   [numLists]uint16
	// vr, vw, sw and sd are vRead, vWrite, sWrite and sDep, the lists
	// every instruction's issue reads, kept as slices so that reading
	// one costs no offset arithmetic or bounds check.
	vr, vw, sw, sd []uint16
	simm           int64        // the first immediate: the count of the explicit waits
	wc             *isa.Waitcnt // s_waitcnt's fields (wait == WaitCnt)
	dc             *isa.Depctr  // s_waitcnt_depctr's fields (wait == WaitDepctr)
	waitStates     int64        // wait states it counts for (s_nop n: n+1)
}

var (
	noWaitcnt isa.Waitcnt
	noDepctr  isa.Depctr
)

// The register unit lists of an instInfo, in the order units holds them.
const (
	listVRead      = iota // VGPR units read
	listVWrite            // VGPR units written
	listSRead             // scalar slots read
	listSWrite            // scalar slots written
	listSDep              // sRead without exec for an exec-masked instruction (Params.ExecWrite)
	listLaneMask          // lane-mask SGPR reads (v_cndmask selector, carry-in, v_div_fmas vcc)
	listLaneSelect        // v_readlane/v_writelane: the lane-select SGPR
	listWideStore         // the data VGPRs of a store of more than 64 bits (createsVALUHazard)
	listVReadHalf         // 16-bit VGPR halves its explicit operands read (halfUnits)
	listVWriteHalf        // 16-bit VGPR halves its explicit operands write
	listVSrc              // a d16 load's VGPR sources: vRead less its kept destination (vSrc)
	listVSrcOps           // a VALU's distinct VGPR source operands, as half-unit ranges (appendSrcOps)
	listMFMAAB            // a matrix instruction's A and B (src0, src1) vector units
	listMFMAC             // its src2 units: C, or an SMFMAC's index VGPR (LLVM's SrcC operand)
	numLists
)

func (x *instInfo) list(k int) []uint16 {
	lo := uint16(0)
	if k > 0 {
		lo = x.end[k-1]
	}
	return x.units[lo:x.end[k]:x.end[k]]
}

func (x *instInfo) vRead() []uint16        { return x.vr }
func (x *instInfo) vWrite() []uint16       { return x.vw }
func (x *instInfo) sRead() []uint16        { return x.list(listSRead) }
func (x *instInfo) sWrite() []uint16       { return x.sw }
func (x *instInfo) sDep() []uint16         { return x.sd }
func (x *instInfo) laneMaskRead() []uint16 { return x.list(listLaneMask) }
func (x *instInfo) laneSelect() []uint16   { return x.list(listLaneSelect) }
func (x *instInfo) wideStore() []uint16    { return x.list(listWideStore) }
func (x *instInfo) vReadHalf() []uint16    { return x.list(listVReadHalf) }
func (x *instInfo) vWriteHalf() []uint16   { return x.list(listVWriteHalf) }
func (x *instInfo) vSrcOps() []uint16      { return x.list(listVSrcOps) }
func (x *instInfo) mfmaAB() []uint16       { return x.list(listMFMAAB) }
func (x *instInfo) mfmaC() []uint16        { return x.list(listMFMAC) }
func (x *instInfo) vSrc() []uint16 {
	if !x.d16Kept {
		return x.vRead()
	}
	return x.list(listVSrc)
}

// waveTiming is one wave's timing state.
type waveTiming struct {
	cycle       int64 // earliest cycle for the next instruction
	branchUntil int64

	vReady  []int64 // VGPR unit → cycle its VALU result is ready
	sReady  [isa.NumScalarSlots]int64
	sByVALU [isa.NumScalarSlots]bool
	// sFwd: when a VALU consumer may read an SGPR a VALU wrote
	// (Params.SGPRForward).
	sFwd [isa.NumScalarSlots]int64

	vaSdst, vaVcc, vaVdst, saSdst int64 // latest completion of each write class
	vmemSrcRead                   int64
	dep                           [numDepCtr]doneRing // s_waitcnt_depctr's counters

	vm, vs, lgkm memQueue
	// km is GFX12's KMcnt queue (scalar memory), which shares lgkm with
	// the LDS before (counters.go).
	km memQueue
	// doneScratch is inFlight's scratch.
	doneScratch []int64

	// pending loads whose results a waitcnt has not yet covered, tagged
	// with their counter; apart from the state, so that a reset wave
	// state keeps them (cleared) instead of zeroing their 7 KB each
	pendV, pendS *regSet

	valuDone  lastRing // completion of recent VALUs (s_delay_alu)
	transDone lastRing
	// delays are the dependencies the last s_delay_alu named, each for
	// the instruction `after` instructions on (1: the next one).
	delays   [2]delayDep
	lastSALU int64 // issue cycle of the wave's latest SALU instruction

	ws      int64       // wait states issued so far (hazard distances)
	haz     []ruleState // by Model.rules
	hazNext ruleSet     // the rules awaiting a fix from the next instruction
	arrive  int64       // barrier arrival cycle
	cur     Stalls      // stall breakdown of the instruction being issued
	// curSet has bit c set where cur[c] is not zero: issue adds only
	// those to the statistics.
	curSet uint16
	// curPort is cur before the ALU dependencies (Params.Dispatch): what
	// held the instruction before it dispatched.
	curPort Stalls
	local   int64 // its earliest cycle as far as this wave's state goes
	at      int64 // ... and with the SIMD's state applied
	// port is the cycle before the ALU data dependencies (interlocked
	// VALU and SALU results) were applied to local; arb is when the
	// instruction takes the SIMD's issue port: at, or on GFX11 a VALU's
	// port cycle, as it waits in the ALU (dependentBlocks).
	port, arb int64
	// from is where the SIMD's arbitration starts from: local, or port
	// when the instruction waits in the ALU (dependentBlocks).
	from  int64
	ready bool // local, cur and from are current
	// simd is the SIMD the wave runs on when workgroups run side by side
	// (Place); nil: the model's one SIMD. cu and simdIdx say which
	// (0 and 0 alone).
	simd        *simdState
	cu, simdIdx int
	// curMem splits cur's memory-counter stalls by MemCause; memWaited:
	// it holds some.
	curMem    MemWaits
	memWaited bool
	// disp is the dispatch rules' state (Params.Dispatch, dispatch.go);
	// aluIssued is when the wave's latest ALU instruction has issued (the
	// wave is not over before: WaveEnd).
	disp      dispatchState
	aluIssued int64
}

// New builds the model for a program, with the target's timing table and
// the settings of its named parameters (knobs.go) applied.
func New(p *isa.Program, settings ...Setting) (*Model, error) {
	params, err := ParamsWith(p.Arch, settings)
	if err != nil {
		return nil, err
	}
	t := &Model{P: params, Arch: p.Arch, Wave: p.Wave, Insts: make([]InstStats, len(p.Insts)), prog: p}
	hugemem.Advise(t.Insts)
	for i := range t.Insts {
		t.Insts[i].FirstIssue = -1
	}
	t.rules = RulesFor(p.Arch, p.Wave)
	for i, r := range t.rules {
		if r.pending != nil {
			t.pendingRules |= 1 << i
		}
	}
	t.info = make([]instInfo, len(p.Insts))
	hugemem.Advise(t.info)
	// Room for what typical code needs (the traces average 3.4 rule uses
	// and 14 units an instruction), so that the slabs rarely grow: each
	// growth copies the slab into fresh memory, whose page faults cost
	// more than the copy.
	t.useSlab, t.unitSlab = make([]ruleUseRec, 0, 4*len(p.Insts)), make([]uint16, 0, 16*len(p.Insts))
	t.useAt, t.touches, t.consumes = make([]int32, len(p.Insts)+1), make([]ruleSet, len(p.Insts)), make([]ruleSet, len(p.Insts))
	var dec isa.Decoder
	for i, in := range p.Insts {
		t.info[i] = t.analyze(in, dec.Decode(in, p.Wave))
		t.depctr = t.depctr || t.info[i].wait == isa.WaitDepctr
		t.useSlab, t.unitSlab, t.touches[i] = ruleUses(t.useSlab, t.unitSlab, t.rules, &t.info[i])
		t.useAt[i+1] = int32(len(t.useSlab))
		for _, u := range t.useSlab[t.useAt[i]:] {
			if u.consumesAny() {
				t.consumes[i] |= 1 << u.rule
			}
		}
	}
	// A rule no instruction of the program is a consumer of can report
	// nothing: its producers need no tracking (a DPP rule in code without
	// DPP).
	var live ruleSet
	for _, c := range t.consumes {
		live |= c
	}
	for i, r := range t.rules {
		if r.step != nil && t.anyInst(r.stepConsumer) && (trackAllRules || r.stepProducer == nil || t.anyInst(r.stepProducer)) {
			live |= 1 << i // a step rule's consumers are not unit lists
		}
	}
	if !trackAllRules {
		live = t.pruneProducers(live)
	}
	for i := range t.touches {
		t.touches[i] &= live
	}
	t.clauseEnds()
	t.useSlab, t.unitSlab = slices.Clip(t.useSlab), slices.Clip(t.unitSlab)
	if t.P.Mem.On {
		// Until StartResident says otherwise, a workgroup runs alone on one
		// compute unit of 4 SIMDs: a GCN CU, an RDNA WGP in its default WGP
		// mode.
		t.mem = newMemSystem(&t.P.Mem, t.Arch.Gen, 1, 4, t.P.Latency[isa.ClassLDS])
	}
	t.StartGroup()
	return t, nil
}

// anyInst reports whether f holds for an instruction of the program.
func (t *Model) anyInst(f func(x *instInfo) bool) bool {
	for k := range t.info {
		if f(&t.info[k]) {
			return true
		}
	}
	return false
}

// trackAllRules turns pruneProducers and the step rules' producer test
// off, for the test that checks they change no report.
var trackAllRules = false

// pruneProducers drops, from the table-form rules (neither step, clause
// nor pending ones), the produced units no instruction of the program
// consumes: such a producer can never meet a consumer, and a producer of
// one unit neither hides nor ages another's (add replaces the same unit
// only; the window counts per producer). An instruction left with nothing
// to do for a rule stops touching it, and a rule left with no producer at
// all is no longer live. On VALU-heavy code this spares every VALU the
// bookkeeping of a rule whose only consumer reads one VGPR (gfx900's DPP
// rule) or whose producers the program lacks (TRANS results).
func (t *Model) pruneProducers(live ruleSet) ruleSet {
	consumed := make([]uint64, max(isa.NumScalarSlots, isa.MaxVectorRegs)/64+1)
	for i, r := range t.rules {
		if live&(1<<i) == 0 || r.step != nil || r.clause != nil || r.pending != nil {
			continue
		}
		clear(consumed)
		t.eachUse(i, func(_ int, u *ruleUseRec) {
			for _, unit := range t.unitSlab[u.off+uint32(u.at[1]) : u.off+uint32(u.at[2])] {
				consumed[unit>>6] |= 1 << (unit & 63)
			}
		})
		produced := false
		t.eachUse(i, func(pc int, u *ruleUseRec) {
			l := t.unitSlab[u.off : u.off+uint32(u.at[4])]
			n := 0
			for _, unit := range l[u.at[0]:u.at[1]] {
				if consumed[unit>>6]>>(unit&63)&1 != 0 {
					l[n] = unit
					n++
				}
			}
			// The lists after produces move up behind the kept units.
			drop := int(u.at[1]) - n
			copy(l[n:], l[u.at[1]:])
			for k := 1; k < len(u.at); k++ {
				u.at[k] -= uint8(drop)
			}
			produced = produced || n > 0
			if u.at[4] == 0 && !u.expires && !u.fixes && !r.ages(&t.info[pc]) {
				t.touches[pc] &^= 1 << i
			}
		})
		if !produced {
			live &^= 1 << i
		}
	}
	return live
}

// eachUse calls f with every instruction's use of rule i.
func (t *Model) eachUse(i int, f func(pc int, u *ruleUseRec)) {
	for pc := range t.touches {
		for k := t.useAt[pc]; k < t.useAt[pc+1]; k++ {
			if int(t.useSlab[k].rule) == i {
				f(pc, &t.useSlab[k])
			}
		}
	}
}

// clauseEnds keeps a clause rule's non-members only where a clause can
// end: right after a member. A member is no branch, so the instruction
// that runs after it is always the next one in the program.
func (t *Model) clauseEnds() {
	for i, r := range t.rules {
		if r.clause == nil {
			continue
		}
		for pc := range t.touches {
			if t.touches[pc]&(1<<i) != 0 && !r.clause(&t.info[pc]) && (pc == 0 || !r.clause(&t.info[pc-1])) {
				t.touches[pc] &^= 1 << i
			}
		}
	}
}

// Reset clears the statistics, hazards and wave states for a new run of
// the same program, keeping what New worked out (a checker running many
// states through one program).
func (t *Model) Reset() {
	for i := range t.Insts {
		t.Insts[i] = InstStats{FirstIssue: -1}
	}
	t.Cycles, t.Stalls, t.Issued, t.Hazards = 0, Stalls{}, 0, nil
	t.HazardCount, t.HazardSites = 0, nil
	clear(t.siteIndex)
	t.MemWaitAt = nil
	t.StartGroup()
	if t.mem != nil {
		t.mem.stats = MemStats{}
		t.mem.clearCounts()
	}
}

// Attach makes the model observe a machine's waves. The statistics add up
// over everything the model observes; call StartGroup before running a
// snippet's waves again from a fresh state.
func (t *Model) Attach(m *sim.Machine) {
	m.Observer = t
	if t.mem != nil {
		m.RecordAccesses()
	}
}

// appendUnits appends the units of file f that regs name.
func appendUnits(out []uint16, regs []isa.Reg, f isa.File) []uint16 {
	for _, r := range regs {
		if r.File != f {
			continue
		}
		for i := 0; i < int(r.N); i++ {
			out = append(out, r.Idx+uint16(i))
		}
	}
	return out
}

// appendHalfUnits appends the 16-bit VGPR halves the instruction's
// explicit operands name, as units 2v (bits 15:0 of v) and 2v+1 (bits
// 31:16): a true16 operand (v1.l, v1.h) its half, any other VGPR operand
// both halves of each of its dwords. With def it lists the destinations,
// else the sources and a destination that is also read: a tied one, and
// one whose other half the row keeps (Op.Half, as Inst.AppendUses has it)
// unless it names its half (a true16 destination reads nothing). LLVM's
// register model gives the
// halves of a VGPR units of their own (SIRegisterInfo.td: VGPR_16 lo16 and
// hi16), so a rule that compares registers with regsOverlap or
// modifiesRegister sees no overlap between v1.l and v1.h.
func appendHalfUnits(out []uint16, in *isa.Inst, def bool) []uint16 {
	for x := in; x != nil; x = x.Dual {
		for i, s := range x.Op.Args {
			o := x.Args[i]
			readDst := i == 0 && (x.Op.Tied || x.Op.Half != isa.HalfNone && o.Half() == isa.HalfNone)
			if o.Kind != isa.OpReg || o.Reg.File != isa.FileV || s.Def != def && !(!def && readDst) {
				continue
			}
			switch o.Half() {
			case isa.HalfLo:
				out = append(out, 2*o.Reg.Idx)
			case isa.HalfHi:
				out = append(out, 2*o.Reg.Idx+1)
			default:
				for k := uint16(0); k < uint16(o.Reg.N); k++ {
					out = append(out, 2*(o.Reg.Idx+k), 2*(o.Reg.Idx+k)+1)
				}
			}
		}
	}
	return out
}

// unitLists appends an instruction's register unit lists to t.unitSlab
// and points ii at them.
func (t *Model) unitLists(in *isa.Inst, dec *isa.Decoded, ii *instInfo) {
	op := in.Op
	uses, defs := dec.Uses(), dec.Defs()
	s := t.unitSlab
	base := len(s)
	mark := func(k int) { ii.end[k] = uint16(len(s) - base) }
	s = appendUnits(s, uses, isa.FileV)
	mark(listVRead)
	s = appendUnits(s, defs, isa.FileV)
	mark(listVWrite)
	sRead := len(s)
	s = appendUnits(s, uses, isa.FileS)
	sReadEnd := len(s)
	mark(listSRead)
	s = appendUnits(s, defs, isa.FileS)
	mark(listSWrite)
	for i := sRead; i < sReadEnd; i++ {
		if u := s[i]; !(isExec(u) && ii.execMasked) { // exec reaches them through its own path
			s = append(s, u)
		}
	}
	mark(listSDep)
	if m := in.ArgAt(dec.MaskSrc); m.Kind == isa.OpReg {
		s = appendUnits(s, []isa.Reg{m.Reg}, isa.FileS)
	}
	if op.VCCMask {
		s = appendUnits(s, []isa.Reg{isa.VCCFor(t.Wave)}, isa.FileS)
	}
	mark(listLaneMask)
	if op.Is(isa.RoleLaneSelect) {
		if sel := in.ArgAt(dec.Lane); sel.Kind == isa.OpReg && sel.Reg.File == isa.FileS {
			s = appendUnits(s, []isa.Reg{sel.Reg}, isa.FileS)
		}
	}
	mark(listLaneSelect)
	s = appendWideStoreData(s, in, &dec.Slots)
	mark(listWideStore)
	s = appendHalfUnits(s, in, false)
	mark(listVReadHalf)
	s = appendHalfUnits(s, in, true)
	mark(listVWriteHalf)
	// A d16 load names its destination as read (the half it keeps), but
	// it never reads it: the load writes only the half it returns, and
	// loads return in order, after the loads before them.
	// Other instructions' sources are vRead (vSrc).
	if ii.d16Kept = op.Mem == isa.MemLoad && op.D16 && op.Tied; ii.d16Kept {
		for i, a := range op.Args {
			if i > 0 && !a.Def && in.Args[i].Kind == isa.OpReg {
				s = appendUnits(s, []isa.Reg{in.Args[i].Reg}, isa.FileV)
			}
		}
	}
	mark(listVSrc)
	if ii.valu {
		s = appendSrcOps(s, in)
	}
	mark(listVSrcOps)
	if op.MFMA != nil {
		s = appendUnits(s, []isa.Reg{in.Args[1].Reg, in.Args[2].Reg}, isa.FileV)
		mark(listMFMAAB)
		if c := in.Args[3]; c.Kind == isa.OpReg {
			s = appendUnits(s, []isa.Reg{c.Reg}, isa.FileV)
		}
	} else {
		mark(listMFMAAB)
	}
	mark(listMFMAC)
	ii.units = s[base:len(s):len(s)]
	ii.vr, ii.vw = ii.list(listVRead), ii.list(listVWrite)
	ii.sw, ii.sd = ii.list(listSWrite), ii.list(listSDep)
	t.unitSlab = s
}

// appendSrcOps appends the distinct VGPR registers an instruction's
// explicit operands read (both halves of a VOPD pair; a tied destination
// is read), each as the pair lo, hi of the 16-bit halves it spans, lo
// included and hi not (appendHalfUnits' numbering: v1.l is 2, 3; v1 is
// 2, 4; v[2:3] is 4, 8). It is the set SrcVGPRs of
// GCNHazardRecognizer::fixVALUPartialForwardingHazard, which collects the
// Registers of MI->explicit_uses(): v1 and v[1:2] are two registers, v1
// read twice is one.
func appendSrcOps(out []uint16, in *isa.Inst) []uint16 {
	base := len(out)
	for x := in; x != nil; x = x.Dual {
		for i, s := range x.Op.Args {
			o := x.Args[i]
			if o.Kind != isa.OpReg || o.Reg.File != isa.FileV || s.Def && !(i == 0 && x.Op.Tied) {
				continue
			}
			lo, hi := 2*o.Reg.Idx, 2*(o.Reg.Idx+uint16(o.Reg.N))
			switch o.Half() {
			case isa.HalfLo:
				hi = lo + 1
			case isa.HalfHi:
				lo, hi = lo+1, lo+2
			}
			seen := false
			for k := base; k < len(out); k += 2 {
				seen = seen || out[k] == lo && out[k+1] == hi
			}
			if !seen {
				out = append(out, lo, hi)
			}
		}
	}
	return out
}

// appendWideStoreData appends the data VGPRs of a VMEM instruction that
// stores more than 64 bits, as GCNHazardRecognizer::createsVALUHazard
// finds them: a FLAT (flat, global, scratch) store or atomic, or a MUBUF
// one whose soffset is not a register (an SGPR soffset avoids the
// hazard).
func appendWideStoreData(s []uint16, in *isa.Inst, sl *isa.Slots) []uint16 {
	op := in.Op
	if op.Mem != isa.MemStore && op.Mem != isa.MemAtomic || op.Format != isa.FLAT && op.Format != isa.MUBUF {
		return s
	}
	if op.Format == isa.MUBUF && in.ArgAt(sl.SOffset).Kind == isa.OpReg {
		return s
	}
	for _, k := range sl.VData {
		if k != isa.NoSlot && !op.Args[k].Def && in.Args[k].Kind == isa.OpReg && in.Args[k].Reg.N > 2 {
			return appendUnits(s, []isa.Reg{in.Args[k].Reg}, isa.FileV)
		}
	}
	return s
}

func (t *Model) analyze(in *isa.Inst, dec *isa.Decoded) instInfo {
	op := in.Op
	ii := instInfo{
		valu: op.Unit == isa.UnitVALU, salu: op.Unit == isa.UnitSALU, smem: op.Unit == isa.UnitSMEM,
		vmem: op.Unit == isa.UnitVMEM && op.Mem != isa.MemNone, lds: op.Unit == isa.UnitLDS,
		branch: op.Branch || op.Is(isa.RoleWritesPC), misc: op.Unit == isa.UnitMisc, trans: op.Trans,
		wait: op.Wait, waitStates: 1, wc: &noWaitcnt, dc: &noDepctr, mfma: op.MFMA,
		mfmaWS: mfmaWaitStates(t.Arch, op.MFMA),
	}
	ii.execMasked = ii.valu || ii.vmem || ii.lds
	t.unitLists(in, dec, &ii)
	// An atomic counts as a load when it returns data: Defs names the
	// VGPRs it returns into (vdst, or MUBUF vdata under glc).
	ii.memLoad = op.Mem == isa.MemLoad || op.Mem == isa.MemAtomic && len(ii.vWrite()) > 0
	ii.smemLoad = ii.smem && op.Mem == isa.MemLoad
	ii.memOp = ii.vmem || ii.lds || ii.smemLoad
	ii.scalarALU = ii.salu || ii.smem
	ii.scalarConsumer = ii.salu || ii.smem || ii.branch || ii.misc
	if dec.Imm != isa.NoSlot {
		ii.simm = in.Args[dec.Imm].Imm
	}
	switch ii.wait {
	case isa.WaitCnt:
		wc := isa.DecodeWaitcnt(t.Arch.Gen, ii.simm)
		ii.wc = &wc
	case isa.WaitDepctr:
		dc := isa.DecodeDepctr(ii.simm)
		ii.dc = &dc
	case isa.WaitNop:
		ii.waitStates = ii.simm&0xf + 1
	}
	ii.divFmas = op.VCCMask
	ii.movrel = op.Is(isa.RoleMovrel)
	ii.gds = op.Special.GDSOnly() || in.Mods.Gds
	ii.dpp = in.Enc.IsDPP()
	ii.lat = t.P.Latency[op.Class]
	if ii.lat == 0 {
		ii.lat = 1
	}
	if t.P.Dispatch {
		ii.lat = t.P.dispatchLatency(in, &ii)
	}
	ii.issue = t.P.OtherIssue
	if ii.valu {
		ii.issue = t.P.VALUIssue(t.Wave)
	}
	if ii.wait == isa.WaitDelayALU {
		ii.issue = 0
	}
	ii.otherSrc = ii.valu && readsOtherSource(in, &ii, t.Arch)
	ii.skip = valuSkip(&ii)
	ii.writesExec = slices.ContainsFunc(ii.sWrite(), isExec)
	ii.spanOK = ii.valu && !ii.branch && !ii.memOp && ii.wait == isa.WaitNone && op.Invalidates == 0
	ii.fpAtomic = (op.Format == isa.MUBUF || op.Format == isa.FLAT) &&
		(op.Atomic == isa.AtomicFAdd || op.Atomic == isa.AtomicFMin || op.Atomic == isa.AtomicFMax)
	ii.denormMode = op.Is(isa.RoleDenormMode)
	ii.invalidates = op.Invalidates
	ii.readLane = op.Special == isa.SpecialReadLane || op.Special == isa.SpecialReadFirstLane
	ii.writeLane = op.Special == isa.SpecialWriteLane
	ii.dstSelFwd = dstSelForwards(in)
	ii.drainsVA = op.Unit == isa.UnitVMEM || op.Unit == isa.UnitLDS
	switch op.Special {
	case isa.SpecialGetreg:
		ii.hwAccess, ii.hwreg = 1, uint16(in.ArgAt(dec.HWReg).Imm&63)
	case isa.SpecialSetreg:
		ii.hwAccess, ii.hwreg = 2, uint16(in.ArgAt(dec.HWReg).Imm&63)
	}
	switch {
	case op.Format == isa.DS:
		ii.memKind = 1
	case op.Format == isa.MUBUF || op.Format == isa.FLAT && op.Seg != isa.SegFlat:
		ii.memKind = 2
	}
	return ii
}

// passSkip is how far the exec mask can shorten a VALU's issue.
type passSkip uint8

const (
	skipNone passSkip = iota // every pass issues (GCN; a VALU writing an SGPR or VCC)
	skipHalf                 // a wave64 pass whose half of exec is zero is skipped, not both (v_cmpx)
	skipAll                  // also skipped entirely when exec is zero
)

// valuSkip applies the RDNA rules (RDNA1 and RDNA2 ISA guides §2.1
// "Wave32 and Wave64" and §3.3 "EXECute Mask"; RDNA3 §3.2.3 "Instruction
// Skipping: EXEC==0"): a VALU that writes an SGPR or VCC skips no pass;
// v_cmpx, which writes exec only, may skip one pass of a wave64 but not
// both; every other VALU skips the passes whose half of exec is zero, and
// the whole instruction when exec is zero.
func valuSkip(ii *instInfo) passSkip {
	if !ii.valu {
		return skipNone
	}
	execOnly := false
	for _, s := range ii.sWrite() {
		if !isExec(s) {
			return skipNone
		}
		execOnly = true
	}
	if execOnly {
		return skipHalf
	}
	return skipAll
}

// issueCycles is the cycles the instruction's issue takes under exec: on a
// target that skips VALU passes (Params.ExecSkip), one VALUIssue32 per
// half of a wave64 whose exec is not zero, and OtherIssue for a VALU
// skipped whole (the sequencer still takes it; the VALU does not).
func (t *Model) issueCycles(ii *instInfo, exec uint64) (issue int, skipped bool) {
	if !t.P.ExecSkip || ii.skip == skipNone {
		return ii.issue, false
	}
	passes := 0
	if t.Wave == 64 {
		if uint32(exec) != 0 {
			passes++
		}
		if exec>>32 != 0 {
			passes++
		}
	} else if uint32(exec) != 0 {
		passes = 1
	}
	switch {
	case passes > 0:
		return passes * t.P.VALUIssue32, false
	case ii.skip == skipHalf:
		return t.P.VALUIssue32, false
	}
	return t.P.OtherIssue, true
}

// readsOtherSource: a VALU that reads an SGPR other than exec (M0 left
// out too: LLVM ignores implicit uses other than VCC's), or a literal —
// what ends LLVM's VALUMaskWriteHazard window (fixVALUMaskWriteHazard,
// IsExpiredFn: "VALU access to any SGPR or literal constant other than
// HazardReg mitigates hazard"; a lane mask counts, VCC read implicitly by
// an e32 carry-in or v_cndmask included). The instruction's own lane mask
// opens a producer again after the expiry (produce), as LLVM's IsHazardFn
// is asked first.
func readsOtherSource(in *isa.Inst, ii *instInfo, a *isa.Arch) bool {
	for _, s := range ii.sRead() {
		if !isExec(s) && s != isa.SlotM0 {
			return true
		}
	}
	for i, o := range in.Args {
		if !in.Op.Args[i].Def && (o.Kind == isa.OpImm || o.Kind == isa.OpFloat) && !o.IsInline(a) {
			return true
		}
	}
	return false
}

func (t *Model) waveState(w *sim.Wave) *waveTiming {
	if i := t.key(w); i < len(t.waves) && t.waves[i] != nil {
		return t.waves[i]
	}
	return t.newWaveState(w)
}

// key is the index of a wave's state: its place on the compute units when
// workgroups run side by side, else its index in the workgroup.
func (t *Model) key(w *sim.Wave) int {
	if t.resident {
		return w.Slot
	}
	return w.InGroup
}

func (t *Model) newWaveState(w *sim.Wave) *waveTiming {
	i := t.key(w)
	for len(t.waves) <= i {
		t.waves = append(t.waves, nil)
	}
	if n := len(t.spare); n > 0 {
		wt := t.spare[n-1]
		t.spare = t.spare[:n-1]
		wt.reset(w.NumVGPRs()+1, len(t.rules))
		t.waves[i] = wt
		return wt
	}
	t.waves[i] = &waveTiming{vReady: make([]int64, w.NumVGPRs()+1), haz: make([]ruleState, len(t.rules)), pendV: new(regSet), pendS: new(regSet)}
	t.waves[i].disp.reset()
	return t.waves[i]
}

// reset makes a used wave state new, keeping its memory: what
// newWaveState would allocate, for vgprs VGPR units and nrules rules.
func (wt *waveTiming) reset(vgprs, nrules int) {
	// The memory kept is taken aside, not the whole state copied.
	vm, vs, lgkm, km := wt.vm.ops[:0], wt.vs.ops[:0], wt.lgkm.ops[:0], wt.km.ops[:0]
	doneScratch := wt.doneScratch[:0]
	queue, vReady, haz, pendV, pendS := wt.disp.queue, wt.vReady, wt.haz, wt.pendV, wt.pendS
	*wt = waveTiming{vm: memQueue{ops: vm}, vs: memQueue{ops: vs}, lgkm: memQueue{ops: lgkm}, km: memQueue{ops: km}, doneScratch: doneScratch,
		pendV: pendV, pendS: pendS}
	pendV.clear()
	pendS.clear()
	wt.disp.queue = queue
	wt.disp.reset()
	if cap(vReady) >= vgprs {
		wt.vReady = vReady[:vgprs]
		clear(wt.vReady)
	} else {
		wt.vReady = make([]int64, vgprs)
	}
	if len(haz) != nrules {
		wt.haz = make([]ruleState, nrules)
		return
	}
	wt.haz = haz
	for i := range wt.haz {
		h := &wt.haz[i]
		h.open, h.hasNext, h.next = h.open[:0], false, producer{}
		h.defs, h.uses, h.defPC = h.defs[:0], h.uses[:0], 0
		for k := range h.latest {
			h.latest[k].pc = -1
		}
	}
}

func isVCC(s uint16) bool  { return s == isa.SlotVCCLo || s == isa.SlotVCCHi }
func isExec(s uint16) bool { return s == isa.SlotExecLo || s == isa.SlotExecHi }

// Ready computes when the next instruction of w can issue, and why it
// waits, without changing any state. It does not fall until w issues, is
// placed or released (sched.Clock): the wave's own state holds still, and
// the SIMD's arbitration state, which other waves move, only moves
// forward, as an instruction takes an issue slot or the VALU no earlier
// than the cycle it found it free at and frees it OtherIssue (at least 1)
// or its issue cycles later (structural).
func (t *Model) Ready(w *sim.Wave) int64 {
	// A scheduler asks again about waves it asked about before: their
	// state exists and its own part is worked out.
	if k := t.key(w); k < len(t.waves) {
		if wt := t.waves[k]; wt != nil && wt.ready {
			return t.structural(wt, &t.info[w.PC])
		}
	}
	return t.readyOf(t.waveState(w), &t.info[w.PC])
}

func (t *Model) readyOf(wt *waveTiming, ii *instInfo) int64 {
	if !wt.ready {
		wt.local = t.waveReady(wt, ii, &wt.cur)
		wt.ready = true
		wt.from = wt.local
		if t.dependentBlocks(wt, ii) {
			wt.from = wt.port
		}
	}
	return t.structural(wt, ii)
}

// waveReady is the cycle the instruction can issue as far as this wave's
// own state goes; br (wt.cur) receives the stalls until then by cause, and
// wt.curSet the causes it has any of. What depends
// only on the wave is cached until it issues; the SIMD's state, which other
// waves change, is applied on top each time (structural).
func (t *Model) waveReady(wt *waveTiming, ii *instInfo, br *Stalls) int64 {
	*br = Stalls{}
	if wt.memWaited {
		wt.curMem, wt.memWaited = MemWaits{}, false
	}
	sa := &stallAcc{at: wt.cycle, br: br}
	sa.stall(wt.branchUntil, CauseBranch)
	if ii.wait != isa.WaitNone {
		if t.P.Dispatch {
			t.waitAfterUnit(wt, ii, sa)
		}
		t.explicitWait(wt, ii, sa)
	}
	if ii.memOp && !t.P.CounterUnbounded {
		t.counterFull(wt, ii, sa)
	}
	if d := wt.delays[0]; d.after == 1 {
		sa.stall(t.delayUntil(wt, d), d.cause())
	}
	if d := wt.delays[1]; d.after == 1 {
		sa.stall(t.delayUntil(wt, d), d.cause())
	}
	if t.P.Dispatch {
		t.dispatchWaits(wt, ii, sa)
	}
	// Data dependencies the hardware interlocks: VALU results, and scalar
	// results of VALU and SALU. Memory results are not interlocked (that is
	// what s_waitcnt is for).
	wt.port = sa.at
	if t.P.Dispatch {
		if t.Timeline != nil { // only a timeline shows what held it
			wt.curPort = *br
		}
		t.aluWaits(wt, ii, sa)
	}
	for _, u := range ii.vRead() {
		if int(u) < len(wt.vReady) {
			sa.stall(wt.vReady[u], CauseVaVdst)
		}
	}
	// An SALU or SMEM instruction reads a VALU's SGPR result
	// Params.SALUAfterVALU after it is ready.
	var late int64
	if ii.scalarALU {
		late = int64(t.P.SALUAfterVALU)
	}
	for _, s := range ii.sDep() {
		switch {
		case !wt.sByVALU[s]:
			sa.stall(wt.sReady[s], CauseIssue)
		case t.P.Dispatch && ii.valu && slices.Contains(ii.laneMaskRead(), s):
			sa.stall(wt.sFwd[s], CauseVaVcc)
		case !ii.scalarConsumer && isVCC(s):
			sa.stall(wt.sReady[s], CauseVaVcc)
		default:
			sa.stall(wt.sReady[s]+late, CauseVaSdst)
		}
	}
	if ii.execMasked && t.P.ExecWrite == ExecAtResult {
		t.execWait(wt, sa)
	}
	if ii.scalarALU && t.P.SGPRRule == Conservative {
		until := wt.vaSdst
		if t.P.SGPRRuleVCC {
			until = max(until, wt.vaVcc)
		}
		if until > 0 {
			sa.stall(until+late, CauseVaSdst)
		}
	}
	wt.curSet = sa.set
	return sa.at
}

// stallAcc is the cycle an instruction can issue at so far, and its stall
// breakdown: each constraint moves at later and charges the cycles it
// added to its cause. A plain struct rather than a closure, so that the
// compiler can inline the per-constraint step.
type stallAcc struct {
	at  int64
	br  *Stalls
	set uint16 // the causes br has cycles of
}

// The causes fit stallAcc.set and waveTiming.curSet.
var _ [16 - NumCauses]struct{}

func (sa *stallAcc) stall(until int64, c Cause) {
	if until > sa.at {
		sa.br[c] += until - sa.at
		sa.at = until
		sa.set |= 1 << c
	}
}

// execWait holds an exec-masked instruction until the exec writes are
// complete (Params.ExecWrite = ExecAtResult), charged as the wait for any
// other result of the writer: va_sdst after a VALU (v_cmpx), issue after
// an SALU.
func (t *Model) execWait(wt *waveTiming, sa *stallAcc) {
	for _, s := range [2]uint16{isa.SlotExecLo, isa.SlotExecHi} {
		if wt.sByVALU[s] {
			sa.stall(wt.sReady[s], CauseVaSdst)
		} else {
			sa.stall(wt.sReady[s], CauseIssue)
		}
	}
}

// explicitWait applies what s_waitcnt*, s_waitcnt_depctr, s_nop and
// s_delay_alu wait for; sa.at is the cycle so far, which sa.stall advances.
func (t *Model) explicitWait(wt *waveTiming, ii *instInfo, sa *stallAcc) {
	// memStall waits for the operation of q a count of n waits for, and
	// splits the cycles by what held that operation.
	memStall := func(q memQueue, n int, c Cause) {
		waitForOp(wt, waitOp(q.ops, n), sa, c)
	}
	switch ii.wait {
	case isa.WaitCnt:
		memStall(wt.vm, ii.wc.Vm, CauseVmcnt)
		memStall(wt.lgkm, ii.wc.Lgkm, CauseLgkmcnt)
		memStall(wt.km, ii.wc.Lgkm, CauseLgkmcnt) // GFX12 (counters.go retireWaits)
	case isa.WaitVscnt:
		memStall(wt.vs, int(ii.simm), CauseVscnt)
	case isa.WaitVmcnt:
		memStall(wt.vm, int(ii.simm), CauseVmcnt)
	case isa.WaitLgkmcnt:
		memStall(wt.lgkm, int(ii.simm), CauseLgkmcnt)
	case isa.WaitLoadcnt:
		memStall(wt.vm, int(ii.simm), CauseVmcnt)
	case isa.WaitStorecnt:
		memStall(wt.vs, int(ii.simm), CauseVscnt)
	case isa.WaitDscnt:
		memStall(wt.lgkm, int(ii.simm), CauseLgkmcnt)
	case isa.WaitKmcnt:
		memStall(wt.km, int(ii.simm), CauseLgkmcnt)
	case isa.WaitLoadDscnt, isa.WaitStoreDscnt:
		v, ds := isa.CombinedWait(ii.simm)
		q := wt.vm
		if ii.wait == isa.WaitStoreDscnt {
			q = wt.vs
		}
		memStall(q, v, CauseVmcnt)
		memStall(wt.lgkm, ds, CauseLgkmcnt)
	case isa.WaitDepctr:
		sa.stall(depctrWait(&wt.dep, ii.dc), CauseDepctr)
	case isa.WaitNop:
		sa.stall(sa.at+int64(ii.simm&0xf)*int64(t.P.OtherIssue), CauseNop)
	}
}

// waitForOp holds the wave until op completes (nothing if op is nil), and
// splits the cycles by what held that operation.
func waitForOp(wt *waveTiming, op *memOp, sa *stallAcc, c Cause) {
	if op == nil {
		return
	}
	before := sa.at
	sa.stall(op.done, c)
	if d := sa.at - before; d > 0 {
		// The wait covers the last d cycles of the operation's life:
		// queueing first, then the serving level's latency (op.base),
		// then op.tail cycles of conflicts (an LDS access's extra
		// passes), which are charged to op.extra as the queueing is.
		lvl := min(max(d-op.tail, 0), op.base)
		wt.curMem[op.level] += lvl
		wt.curMem[op.extra] += d - lvl
		wt.memWaited = true
	}
}

// counterFull holds a memory instruction while its counter is full
// (Params.CounterUnbounded): until one of the operations in flight
// completes, charged to the counter as a wait for it is.
func (t *Model) counterFull(wt *waveTiming, ii *instInfo, sa *stallAcc) {
	k := t.kindOf(ii)
	q := wt.queue(k)
	var free int64
	free, wt.doneScratch = q.inFlight(sa.at, counterMax(t.Arch.Gen, k), wt.doneScratch)
	if free <= sa.at {
		return
	}
	for i := range q.ops {
		if q.ops[i].done == free {
			waitForOp(wt, &q.ops[i], sa, counterCause[k])
			return
		}
	}
}

var counterCause = [...]Cause{kindVm: CauseVmcnt, kindVs: CauseVscnt, kindLgkm: CauseLgkmcnt, kindKm: CauseLgkmcnt}

// delayDep is one dependency an s_delay_alu names (RDNA3 ISA §5.7, Table
// 19): id 1-4 the Nth last VALU issued, 5-7 the Nth last TRANS, 9-11 one
// to three cycles after the previous SALU (AMDGPUInsertDelayAlu's
// encoding); after counts the instructions to the one it applies to.
type delayDep struct{ id, after int }

func (d delayDep) cause() Cause {
	if d.id >= 9 {
		return CauseIssue
	}
	return CauseVaVdst
}

// delayUntil is the cycle dependency d holds its instruction until. VALU
// results are interlocked anyway (waveReady); the delay matters where the
// wave would otherwise issue and wait in the pipeline.
func (t *Model) delayUntil(wt *waveTiming, d delayDep) int64 {
	switch {
	case d.id >= 1 && d.id <= 4:
		return wt.valuDone.nth(d.id)
	case d.id >= 5 && d.id <= 7:
		return wt.transDone.nth(d.id - 4)
	case d.id >= 9 && d.id <= 11:
		// SALU_CYCLE_k: k cycles after the previous SALU's issue cycle.
		// AMDGPUInsertDelayAlu emits the SALU latency (2 on GFX11) less
		// the cycles already elapsed, so right after the producer k = 1
		// holds the instruction as long as the interlock does.
		return wt.lastSALU + 1 + int64(d.id-8)
	}
	return 0
}

// delayALU records what an s_delay_alu names, replacing what
// an earlier one left (RDNA3 ISA §5.7: "the current S_DELAY_ALU replaces
// any previous dependency info"). instskip 0 applies both dependencies to
// the next instruction, 1 the second to the one after it, 2-5 skip 1-4
// instructions more.
func delayALU(wt *waveTiming, simm int64) {
	skip := int(simm >> 4 & 7)
	wt.delays = [2]delayDep{{id: int(simm & 15), after: 1}, {id: int(simm >> 7 & 15), after: 1 + skip}}
}

// recordDelayALU notes when a VALU's result is ready, for the s_delay_alu
// dependencies that count back to it. VALU_DEP_n counts the VALUs that are
// not TRANS and TRANS32_DEP_n the TRANS ones, as AMDGPUInsertDelayAlu
// counts them when it encodes them (DelayInfo::advance: VALUNum grows for
// a VALU, TRANSNum for a TRANS).
func recordDelayALU(wt *waveTiming, ii *instInfo, done int64) {
	if ii.trans {
		wt.transDone.push(done)
		return
	}
	wt.valuDone.push(done)
}

// consumeDelays moves the s_delay_alu dependencies one instruction on.
func consumeDelays(wt *waveTiming) {
	if wt.delays[0].after > 0 {
		wt.delays[0].after--
	}
	if wt.delays[1].after > 0 {
		wt.delays[1].after--
	}
}

// structural adds the SIMD constraints to the wave's own readiness: one
// issue per SIMD slot, and the VALU accepts a new wave instruction when the
// previous one has finished its passes.
func (t *Model) structural(wt *waveTiming, ii *instInfo) int64 {
	s := t.simdOf(wt)
	arb := wt.from
	if wt.simd != nil {
		arb = max(arb, s.typeFree[ii.issueType()])
	} else {
		arb = max(arb, s.issueFree)
	}
	switch {
	case !ii.valu:
		wt.arb, wt.at = arb, max(arb, wt.local)
	case t.P.Dispatch:
		// The VALU waits for the SIMD's VALU in its queue, dispatched.
		arb = max(arb, t.queueBound(wt))
		wt.arb, wt.at = arb, max(arb, wt.local, s.valuFree)
	default:
		arb = max(arb, s.valuFree)
		wt.arb, wt.at = arb, max(arb, wt.local)
	}
	return arb
}

// dependentBlocks: on GFX11 a VALU whose operands an earlier ALU
// instruction has not yet produced, and that no s_delay_alu held back,
// leaves the instruction buffer anyway and waits in the ALU, "preventing
// those cycles from being utilized by other wavefronts" (RDNA3 ISA §16.5,
// S_DELAY_ALU). It takes the issue port at its port cycle and holds the
// VALU until its operands are ready; s_delay_alu, applied before port,
// makes the wave wait without holding either.
func (t *Model) dependentBlocks(wt *waveTiming, ii *instInfo) bool {
	if t.P.Dispatch {
		return (ii.valu || ii.salu) && wt.local > wt.port
	}
	return t.Arch.DelayALU && ii.valu && wt.local > wt.port
}

// simdOf is the SIMD a wave issues on.
func (t *Model) simdOf(wt *waveTiming) *simdState {
	if wt.simd != nil {
		return wt.simd
	}
	return &t.simd
}

// Issue commits the instruction at the cycle Ready computed: the
// sim.Observer hook before the instruction runs.
func (t *Model) Issue(w *sim.Wave, pc int) error {
	return t.issue(w, t.waveState(w), pc, w.Exec())
}

// IssueSpan is the sim.SpanObserver hook: Issue (and Retire, which has
// nothing to do after such an instruction) for a run of plain VALU
// instructions, up to the first that writes exec, whose new value the
// next one's issue cycles depend on.
func (t *Model) IssueSpan(w *sim.Wave, pc, n int) (int, error) {
	wt, exec := t.waveState(w), w.Exec()
	// issuePlain covers what such an instruction meets but for the
	// dispatch rules, a trace or timeline, a readiness worked out before
	// (Ready) and a pending s_delay_alu.
	plain := !t.P.Dispatch && t.Trace == nil && t.Timeline == nil && !wt.ready &&
		wt.delays[0].after == 0 && wt.delays[1].after == 0
	if plain && wt.memWaited {
		wt.curMem, wt.memWaited = MemWaits{}, false
	}
	for i := range n {
		ii := &t.info[pc+i]
		if !ii.spanOK {
			return i, nil
		}
		var err error
		if plain {
			err = t.issuePlain(w, wt, ii, pc+i, exec)
		} else {
			err = t.issue(w, wt, pc+i, exec)
		}
		if err != nil {
			return i, err
		}
		if ii.writesExec {
			return i + 1, nil
		}
	}
	return n, nil
}

// issuePlain is issue for a VALU of a run IssueSpan takes, without the
// dispatch rules, a trace or timeline, a cached readiness or a pending
// s_delay_alu: waveReady, readyOf, structural and issue with what cannot
// apply left out, in the same order.
func (t *Model) issuePlain(w *sim.Wave, wt *waveTiming, ii *instInfo, pc int, exec uint64) error {
	wt.cur = Stalls{}
	sa := stallAcc{at: wt.cycle, br: &wt.cur}
	sa.stall(wt.branchUntil, CauseBranch)
	wt.port = sa.at
	vReady := wt.vReady
	for _, u := range ii.vr {
		if int(u) < len(vReady) {
			sa.stall(vReady[u], CauseVaVdst)
		}
	}
	for _, s := range ii.sd {
		switch {
		case !wt.sByVALU[s]:
			sa.stall(wt.sReady[s], CauseIssue)
		case isVCC(s):
			sa.stall(wt.sReady[s], CauseVaVcc)
		default:
			sa.stall(wt.sReady[s], CauseVaSdst)
		}
	}
	if t.P.ExecWrite == ExecAtResult {
		t.execWait(wt, &sa)
	}
	local := sa.at
	wt.local, wt.from = local, local
	if t.Arch.DelayALU && local > wt.port {
		wt.from = wt.port
	}
	s := t.simdOf(wt)
	arb := wt.from
	if wt.simd != nil {
		arb = max(arb, s.typeFree[issueVALU])
	} else {
		arb = max(arb, s.issueFree)
	}
	arb = max(arb, s.valuFree)
	at := max(arb, local)
	wt.arb, wt.at = arb, at
	t.last = wt
	if at > local {
		wt.cur[CauseIssue] += at - local
		sa.set |= 1 << CauseIssue
	}
	wt.curSet = sa.set
	st := &t.Insts[pc]
	st.Count++
	if st.FirstIssue < 0 {
		st.FirstIssue = at
	}
	if at > wt.cycle {
		for m := sa.set; m != 0; m &= m - 1 {
			c := bits.TrailingZeros16(m)
			st.Stall[c] += wt.cur[c]
			t.Stalls[c] += wt.cur[c]
		}
	}
	t.Issued++
	todo := t.touches[pc] | wt.hazNext
	if wt.pendV.empty() && wt.pendS.empty() {
		todo &^= t.pendingRules
	}
	if todo != 0 {
		if err := t.checkHazards(w, wt, ii, pc, todo); err != nil {
			return err
		}
	}
	issue, skipped := t.issueCycles(ii, exec)
	switch {
	case !skipped:
		t.valuResults(wt, ii, at, at+int64(ii.lat), issue)
	case t.Arch.DelayALU:
		recordDelayALU(wt, ii, at)
	}
	wt.cycle = at + int64(issue)
	if wt.simd != nil {
		s.typeFree[issueVALU] = arb + int64(t.P.OtherIssue)
	} else {
		s.issueFree = arb + int64(t.P.OtherIssue)
	}
	t.extend(max(wt.cycle, wt.aluIssued))
	wt.ws += ii.waitStates
	t.memNext = false
	return nil
}

// issue is Issue for w's state wt, under exec.
func (t *Model) issue(w *sim.Wave, wt *waveTiming, pc int, exec uint64) error {
	ii := &t.info[pc]
	t.readyOf(wt, ii)
	wt.ready = false
	t.last = wt
	at := wt.at
	if at > wt.local {
		wt.cur[CauseIssue] += at - wt.local
		wt.curSet |= 1 << CauseIssue
	}
	st := &t.Insts[pc]
	st.Count++
	if st.FirstIssue < 0 {
		st.FirstIssue = at
	}
	if at > wt.cycle {
		// Only an instruction that waited has a breakdown to add.
		for m := wt.curSet; m != 0; m &= m - 1 {
			c := bits.TrailingZeros16(m)
			st.Stall[c] += wt.cur[c]
			t.Stalls[c] += wt.cur[c]
		}
		if wt.memWaited {
			t.addMemWaits(pc, &wt.curMem)
		}
	}
	t.Issued++
	todo := t.touches[pc] | wt.hazNext
	if wt.pendV.empty() && wt.pendS.empty() {
		todo &^= t.pendingRules // the memory-result rules only while a load is pending
	}
	if todo != 0 { // most instructions have no rule to run
		if err := t.checkHazards(w, wt, ii, pc, todo); err != nil {
			return err
		}
	}
	if ii.wait != isa.WaitNone {
		t.retireWaits(wt, ii)
	}
	issue, skipped := t.issueCycles(ii, exec)
	switch {
	case !skipped:
		t.results(wt, ii, pc, at, issue)
	case t.Arch.DelayALU:
		// A VALU skipped for exec = 0 still counts for s_delay_alu, its
		// scoreboard "immediately marked 'ready'" (RDNA3 ISA §5.7).
		recordDelayALU(wt, ii, at)
	}
	if t.Arch.DelayALU {
		consumeDelays(wt)
	}
	if ii.salu {
		wt.lastSALU = at
	}
	wt.cycle = at + int64(issue)
	disp := at
	if t.P.Dispatch {
		// The wave dispatches its next instruction behind this one, which
		// may still wait in the ALU.
		disp = wt.arb
		if ii.wait == isa.WaitDelayALU {
			disp = at
		}
		wt.cycle = disp + int64(issue)
		done := at + int64(ii.lat)
		if skipped {
			done = at // "immediately marked 'ready'" (RDNA3 ISA §5.7)
		}
		t.dispatched(wt, ii, disp, at, done)
	}
	if ii.wait == isa.WaitDelayALU {
		// "S_DELAY_ALU may be executed in zero cycles - it may be executed
		// in parallel with the instruction before it" (RDNA3 ISA §5.7): it
		// takes no issue slot, and its dependencies hold the instructions
		// it names.
		delayALU(wt, ii.simm)
	} else if s := t.simdOf(wt); wt.simd != nil {
		s.typeFree[ii.issueType()] = wt.arb + int64(t.P.OtherIssue)
	} else {
		s.issueFree = wt.arb + int64(t.P.OtherIssue)
	}
	t.extend(max(wt.cycle, wt.aluIssued))
	wt.ws += ii.waitStates
	if t.Trace != nil {
		// Side by side, waves of several workgroups interleave: name
		// each by its index in the dispatch.
		id := w.InGroup
		if t.resident {
			id = w.ID
		}
		fmt.Fprintf(t.Trace, "%8d  wave %d  %-6d %s%s\n", at, id, pc, isa.FormatInst(t.prog.Insts[pc], t.Arch), stallText(wt.cur))
	}
	if ii.invalidates != 0 && t.mem != nil {
		t.mem.invalidate(wt.cu, wt.simdIdx, ii.invalidates)
	}
	// Issue, the instruction's execution and Retire follow each other
	// for one wave at a time: the memory system times the instruction at
	// Retire, and its timeline event waits for it there.
	t.memNext = ii.memOp && t.mem != nil
	if t.Timeline != nil {
		held := wt.cur
		if t.P.Dispatch {
			held = heldBeforeDispatch(wt, &wt.cur)
		}
		ev := IssueEvent{Cycle: at, Cycles: int64(issue), Dispatch: disp, Held: held, Done: at + int64(ii.lat), Wave: w.ID, InGroup: w.InGroup, Workgroup: groupID(w), CU: wt.cu, SIMD: wt.simdIdx,
			PC: pc, Stalls: wt.cur, VM: wt.vm.count(), LGKM: wt.lgkm.count() + wt.km.count(), VS: wt.vs.count()}
		if t.memNext {
			t.memEv = ev
		} else {
			t.Timeline.Issued(ev)
		}
	}
	return nil
}

// Timeline receives a run's events in the order they happen per wave.
type Timeline interface {
	Issued(IssueEvent)
	// Waited: a wave waited at a barrier from cycle From to Until.
	Waited(w BarrierWait)
}

// BarrierWait is a wave's wait at s_barrier (PC) for the other waves.
type BarrierWait struct {
	From, Until   int64
	Wave, InGroup int
	Workgroup     [3]int
	PC            int
}

func groupID(w *sim.Wave) [3]int {
	if w.WG == nil {
		return [3]int{}
	}
	return w.WG.ID
}

// IssueEvent is one issued instruction: the cycle it issued at and the
// cycles its issue took, the cycle the wave dispatched it in SQTT's sense
// (Dispatch, at or before Cycle: dispatch.go) and the cycle its result is
// complete (Done), the wave, what it waited for (by cause, the cycles just
// before Cycle), and the memory operations the wave has outstanding after
// it.
type IssueEvent struct {
	Cycle, Cycles int64
	Dispatch      int64
	// Held is what held the instruction before it dispatched, by cause:
	// the cycles from the wave's previous dispatch (and its issue cycles)
	// to Dispatch. Stalls less Held is its wait in the ALU. Where the
	// causes overlap (a VALU held by a full queue while its operands were
	// not ready either), each cycle is given to one cause, in cause order,
	// never more of a cause than Stalls has.
	Held          Stalls
	Done          int64
	Wave, InGroup int
	Workgroup     [3]int
	// CU and SIMD are where the wave runs: the compute unit and its SIMD
	// when workgroups run side by side, 0 and 0 when each runs alone.
	CU, SIMD     int
	PC           int
	Stalls       Stalls
	VM, LGKM, VS int
	// Mem is what the memory system did with a memory instruction.
	Mem MemEvent
}

// results records when what the instruction writes becomes ready, and the
// memory operations it leaves outstanding.
func (t *Model) results(wt *waveTiming, ii *instInfo, pc int, at int64, issue int) {
	done := at + int64(ii.lat)
	switch {
	case ii.valu:
		t.valuResults(wt, ii, at, done, issue)
	case ii.salu:
		for _, s := range ii.sWrite() {
			wt.sReady[s], wt.sByVALU[s] = done, false
			wt.saSdst = max(wt.saSdst, done)
		}
		if t.depctr && len(ii.sWrite()) > 0 {
			wt.dep[depSaSdst].add(done)
		}
	case ii.smemLoad:
		// Scalar loads return out of order (Vega ISA §7.3): behind no one.
		kind := t.kindOf(ii)
		q := wt.queue(kind)
		q.retireDone(wt.cycle)
		n := q.push(memOp{memTime: flatTime(done, ii.lat)})
		for _, s := range ii.sWrite() {
			wt.pendS.set(s, pc, tagLgkmcnt, kind, n)
			wt.sByVALU[s] = false
		}
	case ii.vmem || ii.lds:
		wt.vmemSrcRead = at + int64(t.P.VMEMSrcRead)
		if t.depctr {
			wt.dep[depVmVsrc].add(wt.vmemSrcRead)
		}
		kind := t.kindOf(ii)
		q := wt.queue(kind)
		q.retireDone(wt.cycle)
		n := q.push(memOp{memTime: flatTime(inOrderDone(q.ops, done), ii.lat), vgpr: true})
		counter := tagVmcnt
		if ii.lds {
			counter = tagLgkmcnt
		}
		for _, u := range ii.vWrite() {
			wt.pendV.set(u, pc, counter, kind, n)
		}
	}
}

func (t *Model) valuResults(wt *waveTiming, ii *instInfo, at, done int64, issue int) {
	for _, u := range ii.vWrite() {
		if int(u) < len(wt.vReady) {
			wt.vReady[u] = done
		}
	}
	if len(ii.vWrite()) > 0 {
		wt.vaVdst = max(wt.vaVdst, done)
	}
	if t.depctr {
		retire := done
		if t.P.Dispatch {
			retire += int64(t.P.VALUWriteback)
		}
		valuCounters(wt, ii, at+int64(issue), retire)
	}
	for _, s := range ii.sWrite() {
		wt.sReady[s], wt.sByVALU[s] = done, true
		if t.P.Dispatch {
			wt.sFwd[s] = at + int64(t.P.SGPRForward)
		}
		switch {
		case isVCC(s):
			wt.vaVcc = max(wt.vaVcc, done)
		case isExec(s):
			// v_cmpx: the sequencer takes the new exec as the VALU issues
			// it, not through the SGPR write-back the va_sdst counter
			// tracks. That early exec write is why gfx101x has the v_cmpx
			// exec write-after-read hazard (an SALU read of exec issued
			// before it can see the new value;
			// GCNHazardRecognizer::fixVcmpxExecWARHazard). Readers of exec
			// wait only for the issue passes, unless Params.ExecWrite
			// makes the new exec wait for the result.
			if t.P.ExecWrite == ExecForwarded {
				wt.sReady[s] = at + int64(issue)
			}
		default:
			wt.vaSdst = max(wt.vaSdst, done)
		}
	}
	if t.Arch.DelayALU { // only s_delay_alu looks back
		recordDelayALU(wt, ii, done)
	}
	t.simdOf(wt).valuFree = at + int64(issue)
}

// valuCounters counts a VALU in the s_waitcnt_depctr classes it belongs
// to, once per instruction: its VGPR, SGPR and VCC writes complete at
// done, and it has read its SGPR sources once its issue passes are over
// at read (a model assumption: the guides give no cycle for the read).
func valuCounters(wt *waveTiming, ii *instInfo, read, done int64) {
	if len(ii.vWrite()) > 0 {
		wt.dep[depVaVdst].add(done)
	}
	var sdst, vcc bool
	for _, s := range ii.sWrite() {
		switch {
		case isVCC(s):
			vcc = true
		case !isExec(s):
			sdst = true
		}
	}
	if sdst {
		wt.dep[depVaSdst].add(done)
	}
	if vcc {
		wt.dep[depVaVcc].add(done)
	}
	if len(ii.sDep()) > 0 {
		wt.dep[depVaSsrc].add(read)
	}
}

// Retire is the sim.Observer hook after the instruction ran: a taken
// branch redirects fetch, an ended wave drains its stores, a wave at a
// barrier records its arrival.
func (t *Model) Retire(w *sim.Wave, pc int) {
	if t.memNext {
		if wt := t.state(w); wt != nil {
			t.memRetire(w, wt, pc)
		}
	}
	branch := t.info[pc].branch
	if !branch && !w.Done && !w.Barrier {
		return
	}
	wt := t.waves[t.key(w)]
	if branch {
		if w.Taken() {
			wt.branchUntil = wt.at + int64(t.P.BranchTaken)
		} else {
			wt.branchUntil = wt.at + int64(t.P.BranchNotTaken)
		}
	}
	if w.Done {
		t.extend(wt.end())
	}
	if w.Barrier {
		wt.arrive = wt.cycle
	}
}

// extend moves the end of the workgroup, and with it the kernel's time.
func (t *Model) extend(end int64) {
	t.simd.end = max(t.simd.end, end)
	t.Cycles = max(t.Cycles, t.simd.end)
}

func stallText(br Stalls) string {
	s := ""
	for c, v := range br {
		if v > 0 {
			s += fmt.Sprintf("  [%s %d]", Cause(c), v)
		}
	}
	return s
}

// TotalStalls sums every stall cycle.
func (t *Model) TotalStalls() int64 { return t.Stalls.Total() }

// dstSelForwards reports whether a VALU is a producer of gfx940's
// DstSelForwardingHazard (instInfo.dstSelFwd).
func dstSelForwards(in *isa.Inst) bool {
	op := in.Op
	switch {
	case !op.IsVALU():
		return false
	case in.Enc == isa.EncSDWA:
		return in.Mods.DstSel != isa.SelDword
	case op.Format == isa.VOP3P:
		return op.Mods&isa.ModOpSel != 0 && in.OpSelHi()&1 != 0
	}
	return op.ModsFor(in.Enc)&isa.ModOpSel != 0 && in.OpSel()>>op.NumSrcs()&1 != 0
}
