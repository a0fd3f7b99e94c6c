package sim

import (
	"fmt"
	"io"

	"github.com/wavesim/wavesim/isa"
)

// Cause is why an instruction waited.
type Cause uint8

const (
	CauseVaSdst  Cause = iota // VALU write of an SGPR outstanding
	CauseVaVcc                // VALU write of VCC outstanding (VALU consumer)
	CauseVaVdst               // VALU write of a VGPR outstanding
	CauseVmcnt                // s_waitcnt vmcnt
	CauseLgkmcnt              // s_waitcnt lgkmcnt
	CauseVscnt                // s_waitcnt_vscnt
	CauseNop                  // s_nop
	CauseDepctr               // s_waitcnt_depctr
	CauseBranch               // fetch redirect after a taken branch
	CauseIssue                // the issue port or a scalar result was busy
	CauseBarrier              // s_barrier waiting for the workgroup
	NumCauses
)

var causeNames = [NumCauses]string{"va_sdst", "va_vcc", "va_vdst", "vmcnt", "lgkmcnt", "vscnt", "nop", "depctr", "branch", "issue", "barrier"}

func (c Cause) String() string { return causeNames[c] }

// CauseNames lists the stall causes in report order.
func CauseNames() []string { return causeNames[:] }

// InstStats are the timing statistics of one static instruction.
type InstStats struct {
	Count      int64
	FirstIssue int64 // issue cycle of its first execution, -1 if never run
	Stall      [NumCauses]int64
}

// Stalls sums the stall cycles.
func (s *InstStats) Stalls() int64 {
	var n int64
	for _, v := range s.Stall {
		n += v
	}
	return n
}

// Timing is the cycle-approximate timing model. It observes the functional
// executor: before each instruction it computes when the instruction can
// issue and charges every cycle of waiting to a cause; after it, it records
// what the instruction produced (latencies, memory counters).
type Timing struct {
	P      *TimingParams
	Arch   *isa.Arch
	Wave   int
	Insts  []InstStats // by instruction index
	Cycles int64       // kernel time: the longest workgroup
	Stalls [NumCauses]int64
	Issued int64
	// Hazards lists violated wait-state and waitcnt rules; with Strict the
	// first one stops the run.
	Hazards []Hazard
	Strict  bool
	Trace   io.Writer

	info []instInfo
	simd *simdState
}

// simdState is the issue arbitration of one workgroup's SIMD.
type simdState struct {
	issueFree int64 // next cycle an instruction may issue
	valuFree  int64 // next cycle the VALU accepts an instruction
	end       int64
}

// instInfo is what timing needs of an instruction, precomputed.
type instInfo struct {
	valu, salu, smem, vmem, lds, branch bool
	lat                                 int
	issue                               int
	vRead, vWrite                       []uint16 // VGPR units
	sRead, sWrite                       []uint16 // scalar slots
	trans                               bool
	memLoad                             bool // returns data (counted as a load)
	laneMaskRead                        []uint16
	wait                                isa.Wait
	wc                                  isa.Waitcnt // s_waitcnt's fields (wait == isa.WaitCnt)
	dc                                  isa.Depctr  // s_waitcnt_depctr's fields (wait == isa.WaitDepctr)
	laneSelect                          []uint16    // v_readlane/v_writelane: the lane-select SGPR
	divFmas, movrel, dpp                bool        // GFX9 hazard consumers
}

// memOp is an outstanding memory operation.
type memOp struct {
	done int64
	dst  []uint16 // VGPR units (vector) or scalar slots (SMEM) it writes
	vgpr bool
}

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

	ws     int64 // wait states issued so far (hazard distances)
	haz    hazardState
	arrive int64 // barrier arrival cycle
	barPC  int
	cur    [NumCauses]int64 // stall breakdown of the instruction being issued
	local  int64            // its earliest cycle as far as this wave's state goes
	at     int64            // ... and with the SIMD's state applied
	ready  bool             // local and cur are current
}

// Counter tags of pending loads.
const (
	tagVmcnt uint8 = iota
	tagLgkmcnt
)

var tagNames = [...]string{"vmcnt", "lgkmcnt"}

// NewTiming builds the model for a program.
func NewTiming(p *isa.Program) (*Timing, error) {
	params, err := Params(p.Arch)
	if err != nil {
		return nil, err
	}
	t := &Timing{P: params, Arch: p.Arch, Wave: p.Wave, Insts: make([]InstStats, len(p.Insts))}
	for i := range t.Insts {
		t.Insts[i].FirstIssue = -1
	}
	t.info = make([]instInfo, len(p.Insts))
	for i, in := range p.Insts {
		t.info[i] = t.analyze(in)
	}
	return t, nil
}

func units(regs []isa.Reg, f isa.File) []uint16 {
	var out []uint16
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

func (t *Timing) analyze(in *isa.Inst) instInfo {
	op := in.Op
	uses, defs := in.Uses(t.Wave), in.Defs(t.Wave)
	ii := instInfo{
		valu: op.Unit == isa.UnitVALU, salu: op.Unit == isa.UnitSALU, smem: op.Unit == isa.UnitSMEM,
		vmem: op.Unit == isa.UnitVMEM && op.Mem != isa.MemNone, lds: op.Unit == isa.UnitLDS,
		branch: op.Branch, trans: op.Trans,
		vRead: units(uses, isa.FileV), vWrite: units(defs, isa.FileV),
		sRead: units(uses, isa.FileS), sWrite: units(defs, isa.FileS),
	}
	// An atomic counts as a load when it returns data: Defs names the
	// VGPRs it returns into (vdst, or MUBUF vdata under glc).
	ii.memLoad = op.Mem == isa.MemLoad || op.Mem == isa.MemAtomic && len(ii.vWrite) > 0
	ii.wait = op.Wait
	switch ii.wait {
	case isa.WaitCnt:
		ii.wc = isa.DecodeWaitcnt(t.Arch.Gen, in.Args[0].Imm)
	case isa.WaitDepctr:
		ii.dc = isa.DecodeDepctr(in.Args[0].Imm)
	}
	if op.Is(isa.RoleLaneSelect) {
		if sel := in.Arg("lane"); sel.Kind == isa.OpReg && sel.Reg.File == isa.FileS {
			ii.laneSelect = units([]isa.Reg{sel.Reg}, isa.FileS)
		}
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
	// Lane-mask SGPR reads (v_cndmask selector, carry-in, v_div_fmas vcc).
	for i, s := range op.Args {
		if s.Mask && !s.Def && in.Args[i].Kind == isa.OpReg {
			ii.laneMaskRead = append(ii.laneMaskRead, units([]isa.Reg{in.Args[i].Reg}, isa.FileS)...)
		}
	}
	if op.VCCMask {
		ii.laneMaskRead = append(ii.laneMaskRead, units([]isa.Reg{isa.VCCFor(t.Wave)}, isa.FileS)...)
	}
	return ii
}

func (t *Timing) waveState(w *Wave) *waveTiming {
	if w.tm == nil {
		w.tm = &waveTiming{vReady: make([]int64, len(w.V)/64+1)}
	}
	return w.tm
}

func isVCC(s uint16) bool  { return s == isa.SlotVCCLo || s == isa.SlotVCCHi }
func isExec(s uint16) bool { return s == isa.SlotExecLo || s == isa.SlotExecHi }

// ready computes when the next instruction of w can issue, and why it
// waits, without changing any state.
func (t *Timing) ready(w *Wave, d *dinst, pc int) int64 {
	wt := t.waveState(w)
	ii := &t.info[pc]
	if wt.ready {
		return t.structural(wt, ii)
	}
	at := wt.cycle
	br := &wt.cur
	*br = [NumCauses]int64{}
	stall := func(until int64, c Cause) {
		if until > at {
			br[c] += until - at
			at = until
		}
	}
	stall(wt.branchUntil, CauseBranch)
	op := d.op
	switch ii.wait {
	case isa.WaitCnt:
		wc := &ii.wc
		stall(waitFor(wt.vm, wc.Vm), CauseVmcnt)
		stall(waitFor(wt.lgkm, wc.Lgkm), CauseLgkmcnt)
	case isa.WaitVscnt:
		stall(waitFor(wt.vs, int(d.simm)), CauseVscnt)
	case isa.WaitVmcnt:
		stall(waitFor(wt.vm, int(d.simm)), CauseVmcnt)
	case isa.WaitLgkmcnt:
		stall(waitFor(wt.lgkm, int(d.simm)), CauseLgkmcnt)
	case isa.WaitDepctr:
		dc := &ii.dc
		if dc.VaVdst == 0 {
			stall(wt.vaVdst, CauseDepctr)
		}
		if dc.VaSdst == 0 {
			stall(wt.vaSdst, CauseDepctr)
		}
		if dc.VaVcc == 0 {
			stall(wt.vaVcc, CauseDepctr)
		}
		if dc.SaSdst == 0 {
			stall(wt.saSdst, CauseDepctr)
		}
		if dc.VmVsrc == 0 {
			stall(wt.vmemSrcRead, CauseDepctr)
		}
	case isa.WaitNop:
		stall(at+int64(d.simm&0xf)*int64(t.P.OtherIssue), CauseNop)
	case isa.WaitDelayALU:
		for _, id := range []int{int(d.simm & 15), int(d.simm >> 7 & 15)} {
			switch {
			case id >= 1 && id <= 4:
				stall(nthLast(wt.valuDone, id), CauseVaVdst)
			case id >= 5 && id <= 7:
				stall(nthLast(wt.transDone, id-4), CauseVaVdst)
			case id >= 9 && id <= 11:
				stall(at+int64(id-8), CauseIssue)
			}
		}
	}
	// Data dependencies the hardware interlocks: VALU results, and scalar
	// results of VALU and SALU. Memory results are not interlocked (that is
	// what s_waitcnt is for).
	consumerSALU := ii.salu || ii.smem || ii.branch || op.Unit == isa.UnitMisc
	for _, u := range ii.vRead {
		if int(u) < len(wt.vReady) {
			stall(wt.vReady[u], CauseVaVdst)
		}
	}
	for _, s := range ii.sRead {
		if isExec(s) && ii.valu {
			continue // exec reaches the VALU through its own path
		}
		if wt.sByVALU[s] {
			c := CauseVaSdst
			if !consumerSALU && isVCC(s) {
				c = CauseVaVcc
			}
			stall(wt.sReady[s], c)
		} else {
			stall(wt.sReady[s], CauseIssue)
		}
	}
	if consumerSALU && t.P.SGPRRule == Conservative && (ii.salu || ii.smem) {
		stall(max(wt.vaSdst, wt.vaVcc), CauseVaSdst)
	}
	// What depends only on this wave is cached until it issues; the SIMD's
	// state, which other waves change, is applied on top each time.
	wt.local, wt.ready = at, true
	return t.structural(wt, ii)
}

// structural adds the SIMD constraints to the wave's own readiness: one
// issue per SIMD slot, and the VALU accepts a new wave instruction when the
// previous one has finished its passes.
func (t *Timing) structural(wt *waveTiming, ii *instInfo) int64 {
	at := max(wt.local, t.simd.issueFree)
	if ii.valu {
		at = max(at, t.simd.valuFree)
	}
	wt.at = at
	return at
}

// waitFor gives the cycle at which at most n operations of q remain
// outstanding (q completes in order).
func waitFor(q []memOp, n int) int64 {
	if len(q) <= n {
		return 0
	}
	return q[len(q)-n-1].done
}

func nthLast(v []int64, n int) int64 {
	if n > len(v) {
		return 0
	}
	return v[len(v)-n]
}

// issue commits the instruction at the cycle ready computed.
func (t *Timing) issue(w *Wave, d *dinst, pc int) error {
	t.ready(w, d, pc)
	wt := w.tm
	wt.ready = false
	at := wt.at
	wt.cur[CauseIssue] += at - wt.local
	ii := &t.info[pc]
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
	if err := t.checkHazards(w, d, pc); err != nil {
		return err
	}
	// Retire counters the explicit waits satisfied.
	switch ii.wait {
	case isa.WaitCnt:
		wc := &ii.wc
		wt.vm = t.drain(wt, wt.vm, wc.Vm)
		wt.lgkm = t.drain(wt, wt.lgkm, wc.Lgkm)
		if wc.Lgkm == 0 {
			wt.pendS.clear()
		}
	case isa.WaitVscnt:
		wt.vs = t.drain(wt, wt.vs, int(d.simm))
	case isa.WaitVmcnt:
		wt.vm = t.drain(wt, wt.vm, int(d.simm))
	case isa.WaitLgkmcnt:
		wt.lgkm = t.drain(wt, wt.lgkm, int(d.simm))
		if d.simm == 0 {
			wt.pendS.clear()
		}
	}
	// Results.
	done := at + int64(ii.lat)
	switch {
	case ii.valu:
		for _, u := range ii.vWrite {
			if int(u) < len(wt.vReady) {
				wt.vReady[u] = done
			}
			wt.vaVdst = max(wt.vaVdst, done)
		}
		for _, s := range ii.sWrite {
			wt.sReady[s], wt.sByVALU[s] = done, true
			switch {
			case isVCC(s):
				wt.vaVcc = max(wt.vaVcc, done)
			case isExec(s):
				// v_cmpx: the sequencer takes the new exec as the VALU
				// issues it, not through the SGPR write-back the va_sdst
				// counter tracks. That early exec write is why gfx101x has
				// the v_cmpx exec write-after-read hazard (an SALU read of
				// exec issued before it can see the new value;
				// GCNHazardRecognizer::fixVcmpxExecWARHazard). Readers of
				// exec wait only for the issue passes.
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
	case ii.salu:
		for _, s := range ii.sWrite {
			wt.sReady[s], wt.sByVALU[s] = done, false
			wt.saSdst = max(wt.saSdst, done)
		}
	case ii.smem && d.op.Mem == isa.MemLoad:
		op := memOp{done: max(done, lastDone(wt.lgkm)), dst: ii.sWrite}
		wt.lgkm = append(wt.lgkm, op)
		for _, s := range ii.sWrite {
			wt.pendS.set(s, pc, tagLgkmcnt)
			wt.sByVALU[s] = false
		}
	case ii.vmem || ii.lds:
		wt.vmemSrcRead = at + int64(t.P.VMEMSrcRead)
		op := memOp{dst: ii.vWrite, vgpr: true}
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
		for _, u := range ii.vWrite {
			wt.pendV.set(u, pc, counter)
		}
	}
	wt.cycle = at + int64(ii.issue)
	t.simd.issueFree = at + int64(t.P.OtherIssue)
	t.simd.end = max(t.simd.end, wt.cycle)
	n := int64(1)
	if ii.wait == isa.WaitNop {
		n = d.simm&0xf + 1
	}
	wt.ws += n
	if t.Trace != nil {
		fmt.Fprintf(t.Trace, "%8d  wave %d  %-6d %s%s\n", at, w.InGroup, pc, isa.FormatInst(d.in, t.Arch), stallText(wt.cur))
	}
	return nil
}

func stallText(br [NumCauses]int64) string {
	s := ""
	for c, v := range br {
		if v > 0 {
			s += fmt.Sprintf("  [%s %d]", Cause(c), v)
		}
	}
	return s
}

func appendRing(v []int64, x int64, n int) []int64 {
	if len(v) == n {
		copy(v, v[1:])
		v = v[:n-1]
	}
	return append(v, x)
}

func lastDone(q []memOp) int64 {
	if len(q) == 0 {
		return 0
	}
	return q[len(q)-1].done
}

// drain removes the operations a waitcnt with threshold n has waited for,
// and marks their results as covered.
func (t *Timing) drain(wt *waveTiming, q []memOp, n int) []memOp {
	if len(q) <= n {
		return q
	}
	k := len(q) - n
	for _, op := range q[:k] {
		for _, u := range op.dst {
			if op.vgpr {
				wt.pendV.del(u)
			} else if n == 0 {
				// Scalar loads return out of order: only a wait for
				// lgkmcnt(0) covers them (SIInsertWaitcnts forces it).
				wt.pendS.del(u)
			}
		}
	}
	return append(q[:0], q[k:]...)
}

// retire is called after the functional step: a taken branch redirects.
func (t *Timing) retire(w *Wave, d *dinst) {
	wt := w.tm
	if d.op.Branch {
		if w.taken {
			wt.branchUntil = wt.at + int64(t.P.BranchTaken)
		} else {
			wt.branchUntil = wt.at + int64(t.P.BranchNotTaken)
		}
	}
	if w.Done {
		// The wave ends when its stores have drained.
		end := max(wt.cycle, lastDone(wt.vm), lastDone(wt.vs), lastDone(wt.lgkm))
		t.simd.end = max(t.simd.end, end)
	}
	if w.Barrier {
		wt.arrive = wt.cycle
	}
}

// startGroup resets the SIMD for a new workgroup: each workgroup runs on
// its own compute unit from cycle 0, so the kernel takes as long as the
// longest workgroup.
func (t *Timing) startGroup() { t.simd = &simdState{} }

func (t *Timing) endGroup() { t.Cycles = max(t.Cycles, t.simd.end) }

// releaseBarrier lets every waiting wave go on at the latest arrival and
// charges the wait to each wave's s_barrier.
func (t *Timing) releaseBarrier(waves []*Wave) {
	var rel int64
	for _, w := range waves {
		if !w.Done && w.tm != nil {
			rel = max(rel, w.tm.arrive)
		}
	}
	for _, w := range waves {
		if w.Done || w.tm == nil {
			continue
		}
		wait := rel - w.tm.arrive
		pc := w.PC - 1
		if wait > 0 && pc >= 0 && pc < len(t.Insts) {
			t.Insts[pc].Stall[CauseBarrier] += wait
			t.Stalls[CauseBarrier] += wait
		}
		w.tm.cycle = max(w.tm.cycle, rel)
	}
}

// TotalStalls sums every stall cycle.
func (t *Timing) TotalStalls() int64 {
	var n int64
	for _, v := range t.Stalls {
		n += v
	}
	return n
}
