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
	"slices"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"

	"github.com/wavesim/wavesim/internal/hugemem"
)

// Model is the timing model of one program.
type Model struct {
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
	// scratch for analyze
	useBuf, defBuf []isa.Reg
	useAt          []int32
	touches        []ruleSet
	consumes       []ruleSet
	// pendingRules are the rules on memory results not yet waited for.
	pendingRules ruleSet
	simd         simdState
	waves        []*waveTiming // by the wave's index in its workgroup
	// spare holds the wave states of earlier groups, reused (reset) by
	// the next group's waves instead of allocated.
	spare []*waveTiming
}

// simdState is the issue arbitration of one workgroup's SIMD.
type simdState struct {
	issueFree int64 // next cycle an instruction may issue
	valuFree  int64 // next cycle the VALU accepts an instruction
	end       int64
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
	divFmas, movrel, dpp                      bool // GFX9 hazard consumers
	otherSrc                                  bool // a VALU reading an SGPR that is not a lane mask, or a literal
	wait                                      isa.Wait
	lat                                       int
	issue                                     int
	// units holds its register unit lists back to back (VGPR units,
	// scalar slots); list k ends at end[k] (listVRead ...).
	units      []uint16
	end        [numLists]uint16
	simm       int64        // the first immediate: the count of the explicit waits
	wc         *isa.Waitcnt // s_waitcnt's fields (wait == WaitCnt)
	dc         *isa.Depctr  // s_waitcnt_depctr's fields (wait == WaitDepctr)
	waitStates int64        // wait states it counts for (s_nop n: n+1)
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
	listSDep              // sRead without what never stalls (exec for a VALU)
	listLaneMask          // lane-mask SGPR reads (v_cndmask selector, carry-in, v_div_fmas vcc)
	listLaneSelect        // v_readlane/v_writelane: the lane-select SGPR
	numLists
)

func (x *instInfo) list(k int) []uint16 {
	lo := uint16(0)
	if k > 0 {
		lo = x.end[k-1]
	}
	return x.units[lo:x.end[k]:x.end[k]]
}

func (x *instInfo) vRead() []uint16        { return x.list(listVRead) }
func (x *instInfo) vWrite() []uint16       { return x.list(listVWrite) }
func (x *instInfo) sRead() []uint16        { return x.list(listSRead) }
func (x *instInfo) sWrite() []uint16       { return x.list(listSWrite) }
func (x *instInfo) sDep() []uint16         { return x.list(listSDep) }
func (x *instInfo) laneMaskRead() []uint16 { return x.list(listLaneMask) }
func (x *instInfo) laneSelect() []uint16   { return x.list(listLaneSelect) }

// waveTiming is one wave's timing state.
type waveTiming struct {
	cycle       int64 // earliest cycle for the next instruction
	branchUntil int64

	vReady  []int64 // VGPR unit → cycle its VALU result is ready
	sReady  [isa.NumScalarSlots]int64
	sByVALU [isa.NumScalarSlots]bool

	vaSdst, vaVcc, vaVdst, saSdst int64 // latest completion of each write class
	vmemSrcRead                   int64

	vm, vs, lgkm []memOp

	// pending loads whose results a waitcnt has not yet covered, tagged
	// with their counter
	pendV, pendS regSet

	valuDone  []int64 // completion of recent VALUs, newest last (s_delay_alu)
	transDone []int64

	ws      int64       // wait states issued so far (hazard distances)
	haz     []ruleState // by Model.rules
	hazNext ruleSet     // the rules awaiting a fix from the next instruction
	arrive  int64       // barrier arrival cycle
	cur     Stalls      // stall breakdown of the instruction being issued
	local   int64       // its earliest cycle as far as this wave's state goes
	at      int64       // ... and with the SIMD's state applied
	ready   bool        // local and cur are current
}

// New builds the model for a program.
func New(p *isa.Program) (*Model, error) {
	params, err := ParamsFor(p.Arch)
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
	// Room for what typical code needs (about two rule uses and eight
	// units an instruction), so that the slabs rarely grow.
	t.useSlab, t.unitSlab = make([]ruleUseRec, 0, 2*len(p.Insts)), make([]uint16, 0, 8*len(p.Insts))
	t.useAt, t.touches, t.consumes = make([]int32, len(p.Insts)+1), make([]ruleSet, len(p.Insts)), make([]ruleSet, len(p.Insts))
	for i, in := range p.Insts {
		t.info[i] = t.analyze(in)
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
	for i := range t.touches {
		t.touches[i] &= live
	}
	t.useSlab, t.unitSlab = slices.Clip(t.useSlab), slices.Clip(t.unitSlab)
	t.StartGroup()
	return t, nil
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
	t.StartGroup()
}

// Attach makes the model observe a machine's waves. The statistics add up
// over everything the model observes; call StartGroup before running a
// snippet's waves again from a fresh state.
func (t *Model) Attach(m *sim.Machine) { m.Observer = t }

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

// unitLists appends an instruction's register unit lists to t.unitSlab
// and points ii at them.
func (t *Model) unitLists(in *isa.Inst, ii *instInfo) {
	op := in.Op
	t.useBuf = in.AppendUses(t.useBuf[:0], t.Wave)
	t.defBuf = in.AppendDefs(t.defBuf[:0], t.Wave)
	s := t.unitSlab
	base := len(s)
	mark := func(k int) { ii.end[k] = uint16(len(s) - base) }
	s = appendUnits(s, t.useBuf, isa.FileV)
	mark(listVRead)
	s = appendUnits(s, t.defBuf, isa.FileV)
	mark(listVWrite)
	sRead := len(s)
	s = appendUnits(s, t.useBuf, isa.FileS)
	sReadEnd := len(s)
	mark(listSRead)
	s = appendUnits(s, t.defBuf, isa.FileS)
	mark(listSWrite)
	for i := sRead; i < sReadEnd; i++ {
		if u := s[i]; !(isExec(u) && ii.valu) { // exec reaches the VALU through its own path
			s = append(s, u)
		}
	}
	mark(listSDep)
	for i, a := range op.Args {
		if a.Mask && !a.Def && in.Args[i].Kind == isa.OpReg {
			s = appendUnits(s, []isa.Reg{in.Args[i].Reg}, isa.FileS)
		}
	}
	if op.VCCMask {
		s = appendUnits(s, []isa.Reg{isa.VCCFor(t.Wave)}, isa.FileS)
	}
	mark(listLaneMask)
	if op.Is(isa.RoleLaneSelect) {
		if sel := in.Arg("lane"); sel.Kind == isa.OpReg && sel.Reg.File == isa.FileS {
			s = appendUnits(s, []isa.Reg{sel.Reg}, isa.FileS)
		}
	}
	mark(listLaneSelect)
	ii.units = s[base:len(s):len(s)]
	t.unitSlab = s
}

func (t *Model) analyze(in *isa.Inst) instInfo {
	op := in.Op
	ii := instInfo{
		valu: op.Unit == isa.UnitVALU, salu: op.Unit == isa.UnitSALU, smem: op.Unit == isa.UnitSMEM,
		vmem: op.Unit == isa.UnitVMEM && op.Mem != isa.MemNone, lds: op.Unit == isa.UnitLDS,
		branch: op.Branch || op.Is(isa.RoleWritesPC), misc: op.Unit == isa.UnitMisc, trans: op.Trans,
		wait: op.Wait, waitStates: 1, wc: &noWaitcnt, dc: &noDepctr,
	}
	t.unitLists(in, &ii)
	// An atomic counts as a load when it returns data: Defs names the
	// VGPRs it returns into (vdst, or MUBUF vdata under glc).
	ii.memLoad = op.Mem == isa.MemLoad || op.Mem == isa.MemAtomic && len(ii.vWrite()) > 0
	ii.smemLoad = ii.smem && op.Mem == isa.MemLoad
	for _, a := range in.Args {
		if a.Kind == isa.OpImm {
			ii.simm = a.Imm
			break
		}
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
	ii.dpp = in.Enc == isa.EncDPP
	ii.lat = t.P.Latency[op.Class]
	if ii.lat == 0 {
		ii.lat = 1
	}
	ii.issue = t.P.OtherIssue
	if ii.valu {
		ii.issue = t.P.VALUIssue(t.Wave)
	}
	ii.otherSrc = ii.valu && readsOtherSource(in, &ii, t.Arch)
	return ii
}

// readsOtherSource: a VALU that reads an SGPR other than exec and its lane
// masks, or a literal (what ends LLVM's VALUMaskWriteHazard window).
func readsOtherSource(in *isa.Inst, ii *instInfo, a *isa.Arch) bool {
	for _, s := range ii.sRead() {
		if !isExec(s) && !containsSlot(ii.laneMaskRead(), s) {
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
	if i := w.InGroup; i < len(t.waves) && t.waves[i] != nil {
		return t.waves[i]
	}
	return t.newWaveState(w)
}

func (t *Model) newWaveState(w *sim.Wave) *waveTiming {
	i := w.InGroup
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
	t.waves[i] = &waveTiming{vReady: make([]int64, w.NumVGPRs()+1), haz: make([]ruleState, len(t.rules))}
	return t.waves[i]
}

// reset makes a used wave state new, keeping its memory: what
// newWaveState would allocate, for vgprs VGPR units and nrules rules.
func (wt *waveTiming) reset(vgprs, nrules int) {
	old := *wt
	*wt = waveTiming{vm: old.vm[:0], vs: old.vs[:0], lgkm: old.lgkm[:0], valuDone: old.valuDone[:0], transDone: old.transDone[:0]}
	if cap(old.vReady) >= vgprs {
		wt.vReady = old.vReady[:vgprs]
		clear(wt.vReady)
	} else {
		wt.vReady = make([]int64, vgprs)
	}
	if len(old.haz) != nrules {
		wt.haz = make([]ruleState, nrules)
		return
	}
	wt.haz = old.haz
	for i := range wt.haz {
		h := &wt.haz[i]
		h.open, h.hasNext, h.next = h.open[:0], false, producer{}
		for k := range h.latest {
			h.latest[k].pc = -1
		}
	}
}

func isVCC(s uint16) bool  { return s == isa.SlotVCCLo || s == isa.SlotVCCHi }
func isExec(s uint16) bool { return s == isa.SlotExecLo || s == isa.SlotExecHi }

// Ready computes when the next instruction of w can issue, and why it
// waits, without changing any state.
func (t *Model) Ready(w *sim.Wave) int64 {
	return t.readyOf(t.waveState(w), &t.info[w.PC])
}

func (t *Model) readyOf(wt *waveTiming, ii *instInfo) int64 {
	if !wt.ready {
		wt.local = t.waveReady(wt, ii, &wt.cur)
		wt.ready = true
	}
	return t.structural(wt, ii)
}

// waveReady is the cycle the instruction can issue as far as this wave's
// own state goes; br receives the stalls until then by cause. What depends
// only on the wave is cached until it issues; the SIMD's state, which other
// waves change, is applied on top each time (structural).
func (t *Model) waveReady(wt *waveTiming, ii *instInfo, br *Stalls) int64 {
	at := wt.cycle
	*br = Stalls{}
	stall := func(until int64, c Cause) {
		if until > at {
			br[c] += until - at
			at = until
		}
	}
	stall(wt.branchUntil, CauseBranch)
	if ii.wait != isa.WaitNone {
		t.explicitWait(wt, ii, &at, stall)
	}
	// Data dependencies the hardware interlocks: VALU results, and scalar
	// results of VALU and SALU. Memory results are not interlocked (that is
	// what s_waitcnt is for).
	consumerSALU := ii.salu || ii.smem || ii.branch || ii.misc
	for _, u := range ii.vRead() {
		if int(u) < len(wt.vReady) {
			stall(wt.vReady[u], CauseVaVdst)
		}
	}
	for _, s := range ii.sDep() {
		switch {
		case !wt.sByVALU[s]:
			stall(wt.sReady[s], CauseIssue)
		case !consumerSALU && isVCC(s):
			stall(wt.sReady[s], CauseVaVcc)
		default:
			stall(wt.sReady[s], CauseVaSdst)
		}
	}
	if t.P.SGPRRule == Conservative && (ii.salu || ii.smem) {
		stall(max(wt.vaSdst, wt.vaVcc), CauseVaSdst)
	}
	return at
}

// explicitWait applies what s_waitcnt*, s_waitcnt_depctr, s_nop and
// s_delay_alu wait for; *at is the cycle so far, which stall advances.
func (t *Model) explicitWait(wt *waveTiming, ii *instInfo, at *int64, stall func(int64, Cause)) {
	switch ii.wait {
	case isa.WaitCnt:
		stall(waitFor(wt.vm, ii.wc.Vm), CauseVmcnt)
		stall(waitFor(wt.lgkm, ii.wc.Lgkm), CauseLgkmcnt)
	case isa.WaitVscnt:
		stall(waitFor(wt.vs, int(ii.simm)), CauseVscnt)
	case isa.WaitVmcnt:
		stall(waitFor(wt.vm, int(ii.simm)), CauseVmcnt)
	case isa.WaitLgkmcnt:
		stall(waitFor(wt.lgkm, int(ii.simm)), CauseLgkmcnt)
	case isa.WaitDepctr:
		for _, f := range []struct {
			count int
			until int64
		}{{ii.dc.VaVdst, wt.vaVdst}, {ii.dc.VaSdst, wt.vaSdst}, {ii.dc.VaVcc, wt.vaVcc}, {ii.dc.SaSdst, wt.saSdst}, {ii.dc.VmVsrc, wt.vmemSrcRead}} {
			if f.count == 0 {
				stall(f.until, CauseDepctr)
			}
		}
	case isa.WaitNop:
		stall(*at+int64(ii.simm&0xf)*int64(t.P.OtherIssue), CauseNop)
	case isa.WaitDelayALU:
		// instid0 and instid1 (AMDGPUInsertDelayAlu): 1-4 the Nth last VALU,
		// 5-7 the Nth last TRANS, 9-11 one to three SALU cycles.
		for _, id := range []int{int(ii.simm & 15), int(ii.simm >> 7 & 15)} {
			switch {
			case id >= 1 && id <= 4:
				stall(nthLast(wt.valuDone, id), CauseVaVdst)
			case id >= 5 && id <= 7:
				stall(nthLast(wt.transDone, id-4), CauseVaVdst)
			case id >= 9 && id <= 11:
				stall(*at+int64(id-8), CauseIssue)
			}
		}
	}
}

// structural adds the SIMD constraints to the wave's own readiness: one
// issue per SIMD slot, and the VALU accepts a new wave instruction when the
// previous one has finished its passes.
func (t *Model) structural(wt *waveTiming, ii *instInfo) int64 {
	at := max(wt.local, t.simd.issueFree)
	if ii.valu {
		at = max(at, t.simd.valuFree)
	}
	wt.at = at
	return at
}

// Issue commits the instruction at the cycle Ready computed: the
// sim.Observer hook before the instruction runs.
func (t *Model) Issue(w *sim.Wave, pc int) error {
	wt, ii := t.waveState(w), &t.info[pc]
	t.readyOf(wt, ii)
	wt.ready = false
	at := wt.at
	wt.cur[CauseIssue] += at - wt.local
	st := &t.Insts[pc]
	st.Count++
	if st.FirstIssue < 0 {
		st.FirstIssue = at
	}
	if at > wt.cycle {
		// Only an instruction that waited has a breakdown to add.
		for c, v := range wt.cur {
			st.Stall[c] += v
			t.Stalls[c] += v
		}
	}
	t.Issued++
	if err := t.checkHazards(w, wt, ii, pc); err != nil {
		return err
	}
	if ii.wait != isa.WaitNone {
		t.retireWaits(wt, ii)
	}
	t.results(wt, ii, pc, at)
	wt.cycle = at + int64(ii.issue)
	t.simd.issueFree = at + int64(t.P.OtherIssue)
	t.extend(wt.cycle)
	wt.ws += ii.waitStates
	if t.Trace != nil {
		fmt.Fprintf(t.Trace, "%8d  wave %d  %-6d %s%s\n", at, w.InGroup, pc, isa.FormatInst(t.prog.Insts[pc], t.Arch), stallText(wt.cur))
	}
	if t.Timeline != nil {
		t.Timeline.Issued(IssueEvent{Cycle: at, Cycles: int64(ii.issue), Wave: w.ID, InGroup: w.InGroup, Workgroup: groupID(w),
			PC: pc, Stalls: wt.cur, VM: len(wt.vm), LGKM: len(wt.lgkm), VS: len(wt.vs)})
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
// cycles its issue took, the wave, what it waited for (by cause, the
// cycles just before Cycle), and the memory operations the wave has
// outstanding after it.
type IssueEvent struct {
	Cycle, Cycles int64
	Wave, InGroup int
	Workgroup     [3]int
	PC            int
	Stalls        Stalls
	VM, LGKM, VS  int
}

// results records when what the instruction writes becomes ready, and the
// memory operations it leaves outstanding.
func (t *Model) results(wt *waveTiming, ii *instInfo, pc int, at int64) {
	done := at + int64(ii.lat)
	switch {
	case ii.valu:
		t.valuResults(wt, ii, at, done)
	case ii.salu:
		for _, s := range ii.sWrite() {
			wt.sReady[s], wt.sByVALU[s] = done, false
			wt.saSdst = max(wt.saSdst, done)
		}
	case ii.smemLoad:
		op := memOp{done: max(done, lastDone(wt.lgkm)), dst: ii.sWrite()}
		wt.lgkm = append(wt.lgkm, op)
		for _, s := range ii.sWrite() {
			wt.pendS.set(s, pc, tagLgkmcnt)
			wt.sByVALU[s] = false
		}
	case ii.vmem || ii.lds:
		wt.vmemSrcRead = at + int64(t.P.VMEMSrcRead)
		op := memOp{dst: ii.vWrite(), vgpr: true}
		counter := tagVmcnt
		switch {
		case ii.lds:
			op.done = max(done, lastDone(wt.lgkm))
			wt.lgkm = append(wt.lgkm, op)
			counter = tagLgkmcnt
		case ii.memLoad || !t.Arch.Vscnt:
			op.done = max(done, lastDone(wt.vm))
			wt.vm = append(wt.vm, op)
		default:
			op.done = max(done, lastDone(wt.vs))
			wt.vs = append(wt.vs, op)
		}
		for _, u := range ii.vWrite() {
			wt.pendV.set(u, pc, counter)
		}
	}
}

func (t *Model) valuResults(wt *waveTiming, ii *instInfo, at, done int64) {
	for _, u := range ii.vWrite() {
		if int(u) < len(wt.vReady) {
			wt.vReady[u] = done
		}
		wt.vaVdst = max(wt.vaVdst, done)
	}
	for _, s := range ii.sWrite() {
		wt.sReady[s], wt.sByVALU[s] = done, true
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
			// wait only for the issue passes.
			wt.sReady[s] = at + int64(ii.issue)
		default:
			wt.vaSdst = max(wt.vaSdst, done)
		}
	}
	if t.Arch.DelayALU { // only s_delay_alu looks back
		wt.valuDone = appendRing(wt.valuDone, done, 8)
		if ii.trans {
			wt.transDone = appendRing(wt.transDone, done, 8)
		}
	}
	t.simd.valuFree = at + int64(ii.issue)
}

// Retire is the sim.Observer hook after the instruction ran: a taken
// branch redirects fetch, an ended wave drains its stores, a wave at a
// barrier records its arrival.
func (t *Model) Retire(w *sim.Wave, pc int) {
	branch := t.info[pc].branch
	if !branch && !w.Done && !w.Barrier {
		return
	}
	wt := t.waves[w.InGroup]
	if branch {
		if w.Taken() {
			wt.branchUntil = wt.at + int64(t.P.BranchTaken)
		} else {
			wt.branchUntil = wt.at + int64(t.P.BranchNotTaken)
		}
	}
	if w.Done {
		t.extend(max(wt.cycle, lastDone(wt.vm), lastDone(wt.vs), lastDone(wt.lgkm)))
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
