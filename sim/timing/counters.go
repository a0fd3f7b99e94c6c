package timing

import (
	"slices"

	"github.com/wavesim/wavesim/isa"
)

// memOp is an outstanding memory operation.
type memOp struct {
	memTime
	vgpr bool // of vector registers (completes in order)
}

// memTime is when a memory operation completes and what its cycles were:
// base of them the serving level's latency (level), the rest charged to
// extra, tail of those at the end of its life (LDS bank conflicts)
// (MemStats.Waits).
type memTime struct {
	done, base, tail int64
	level, extra     MemCause
}

// flatTime is an operation timed by its class's latency lat alone.
func flatTime(done int64, lat int) memTime {
	return memTime{done: done, base: int64(lat), level: MemFlat, extra: MemFlat}
}

// Counter tags of pending loads.
const (
	tagVmcnt uint8 = iota
	tagLgkmcnt
)

var tagNames = [...]string{"vmcnt", "lgkmcnt"}

// waitOp is the operation a wait for at most n outstanding operations of
// q waits for, nil if none: q completes in order, but for scalar loads,
// which return out of order (Vega ISA §7.3; RDNA3 ISA §8.2) and which only
// a wait for 0 covers (SIInsertWaitcnts forces lgkmcnt(0) while one is
// outstanding): a wait for 0 waits for the latest completion.
func waitOp(q []memOp, n int) *memOp {
	if len(q) <= n {
		return nil
	}
	op := &q[len(q)-n-1]
	if n == 0 {
		for i := range q {
			if q[i].done > op.done {
				op = &q[i]
			}
		}
	}
	return op
}

// lastRing holds the latest 8 completion cycles of a class of a wave's
// instructions, for s_delay_alu, which looks back at most 4: recording one
// overwrites the oldest in place, with no copy.
type lastRing struct {
	t [8]int64
	n uint64 // how many were recorded
}

func (r *lastRing) push(x int64) {
	r.t[r.n&7] = x
	r.n++
}

// nth is the nth latest (1: the latest, n at most 8), 0 if fewer were
// recorded.
func (r *lastRing) nth(n int) int64 {
	if uint64(n) > r.n {
		return 0
	}
	return r.t[(r.n-uint64(n))&7]
}

// lastInOrder is the newest of q's operations an operation of vector
// registers appended after them completes behind (nil if none): vector
// operations complete in order, scalar loads out of order, so it skips
// those (DS and SMEM share lgkmcnt).
func lastInOrder(q []memOp) *memOp {
	for i := len(q) - 1; i >= 0; i-- {
		if q[i].vgpr {
			return &q[i]
		}
	}
	return nil
}

// inOrderDone is when an operation of q completing at done completes,
// in order behind lastInOrder(q).
func inOrderDone(q []memOp, done int64) int64 {
	if prev := lastInOrder(q); prev != nil {
		return max(done, prev.done)
	}
	return done
}

// latestDone is the latest completion of q's operations (scalar loads
// among them may complete out of order).
func latestDone(q []memOp) int64 {
	var t int64
	for i := range q {
		t = max(t, q[i].done)
	}
	return t
}

// memQueue is one counter's operations, oldest first, as the program
// counts them: an operation leaves only when an s_waitcnt covers it. Of
// those, the oldest gone have completed and been dropped (retireDone)
// without one: the counts the program sees (IssueEvent) include them, the
// waits do not need them. Operations are numbered from 1 in the order
// they were pushed; the first covered have been covered by waits, so a
// load's result is pending while its number is above covered (the wave's
// pendV and pendS record the numbers, not the operations).
type memQueue struct {
	ops             []memOp
	gone            int
	pushed, covered uint64
}

// count is the operations the program counts as outstanding.
func (q *memQueue) count() int { return q.gone + len(q.ops) }

// push appends an operation and returns its number.
func (q *memQueue) push(op memOp) uint64 {
	q.ops = append(q.ops, op)
	q.pushed++
	return q.pushed
}

// retireDone drops the oldest operations that completed by cycle now: a
// wait from now on finds them complete (no stall), and what a wait
// covers is counted by number. A loop that never waits (stores, for
// vscnt) then keeps only what is in flight.
func (q *memQueue) retireDone(now int64) {
	k := 0
	for k < len(q.ops) && q.ops[k].done <= now {
		k++
	}
	if k == 0 {
		return
	}
	q.gone += k
	q.ops = append(q.ops[:0], q.ops[k:]...)
}

// inFlight is the cycle from which fewer than max of q's operations are
// still incomplete at cycle now (now itself when they already are), for a
// counter that holds at most max (counterMax).
func (q *memQueue) inFlight(now int64, max int, scratch []int64) (int64, []int64) {
	if len(q.ops) < max {
		return now, scratch
	}
	s := scratch[:0]
	for i := range q.ops {
		if q.ops[i].done > now {
			s = append(s, q.ops[i].done)
		}
	}
	if len(s) < max {
		return now, s
	}
	slices.Sort(s)
	// One slot frees when the (len-max+1)-th earliest completes.
	return s[len(s)-max], s
}

// counterMax is the most operations a counter holds: the width of its
// field in s_waitcnt (AMDGPUBaseInfo.cpp getVmcntBitWidthLo/Hi: 4+2 bits
// on GFX9 and GFX10, 6 on GFX11; getLoadcntBitWidth 6 on GFX12;
// getLgkmcntBitWidth 4 before GFX10, 6 after; getDscntBitWidth 6 and
// getKmcntBitWidth 5 on GFX12; getStorecntBitWidth, vscnt, 6 from GFX10).
func counterMax(gen isa.Gen, q counterKind) int {
	switch q {
	case kindLgkm:
		if gen < isa.GFX10 {
			return 1<<4 - 1
		}
	case kindKm:
		return 1<<5 - 1
	}
	return 1<<6 - 1
}

// counterKind names a wave's counter queues.
type counterKind uint8

const (
	kindVm counterKind = iota
	kindVs
	kindLgkm
	kindKm
)

// kindOf is the counter a memory instruction's operation counts in:
// lgkmcnt for DS and scalar loads (GFX12: KMcnt for scalar loads), vscnt
// for stores where the target has it, else vmcnt.
func (t *Model) kindOf(ii *instInfo) counterKind {
	switch {
	case ii.smemLoad && t.Arch.Gen >= isa.GFX12:
		return kindKm
	case ii.lds || ii.smemLoad:
		return kindLgkm
	case ii.memLoad || !t.Arch.Vscnt:
		return kindVm
	}
	return kindVs
}

// queue is the wave's queue of counter k.
func (wt *waveTiming) queue(k counterKind) *memQueue {
	switch k {
	case kindVs:
		return &wt.vs
	case kindLgkm:
		return &wt.lgkm
	case kindKm:
		return &wt.km
	}
	return &wt.vm
}

// queueOf is the counter queue a memory instruction's operation goes to
// (kindOf).
func (t *Model) queueOf(wt *waveTiming, ii *instInfo) *memQueue {
	return wt.queue(t.kindOf(ii))
}

// retireWaits retires the operations an explicit wait waited for.
func (t *Model) retireWaits(wt *waveTiming, ii *instInfo) {
	switch ii.wait {
	case isa.WaitCnt:
		// GFX12 still assembles s_waitcnt (llc-19 prints it for the
		// llvm.amdgcn.s.waitcnt intrinsic) though the RDNA4 guide lists no
		// such wait. The model reads its fields as on GFX11, lgkmcnt
		// covering both DScnt and KMcnt: it waits at least as long as
		// the instruction can mean.
		drain(wt, kindVm, ii.wc.Vm)
		drain(wt, kindLgkm, ii.wc.Lgkm)
		drain(wt, kindKm, ii.wc.Lgkm)
		if ii.wc.Lgkm == 0 {
			wt.pendS.clear()
		}
	case isa.WaitVscnt:
		drain(wt, kindVs, int(ii.simm))
	case isa.WaitVmcnt:
		drain(wt, kindVm, int(ii.simm))
	case isa.WaitLgkmcnt:
		drain(wt, kindLgkm, int(ii.simm))
		if ii.simm == 0 {
			wt.pendS.clear()
		}
	default:
		t.retireGFX12Waits(wt, ii)
	}
}

// retireGFX12Waits retires what GFX12's s_wait_*cnt waited for. LOADcnt
// is the vm queue, STOREcnt vs, DScnt lgkm (the LDS alone) and KMcnt km
// (scalar memory): RDNA4 ISA §5.7.1, "Memory Dependency Counters";
// SIInsertWaitcnts.cpp WaitEventMaskForInstGFX12Plus. SAMPLEcnt, BVHcnt
// and EXPcnt count instructions compute code does not make (images,
// BVH, exports), so their waits retire nothing.
func (t *Model) retireGFX12Waits(wt *waveTiming, ii *instInfo) {
	switch ii.wait {
	case isa.WaitLoadcnt:
		drain(wt, kindVm, int(ii.simm))
	case isa.WaitStorecnt:
		drain(wt, kindVs, int(ii.simm))
	case isa.WaitDscnt:
		drain(wt, kindLgkm, int(ii.simm))
	case isa.WaitKmcnt:
		drain(wt, kindKm, int(ii.simm))
		if ii.simm == 0 {
			wt.pendS.clear()
		}
	case isa.WaitLoadDscnt:
		v, ds := isa.CombinedWait(ii.simm)
		drain(wt, kindVm, v)
		drain(wt, kindLgkm, ds)
	case isa.WaitStoreDscnt:
		v, ds := isa.CombinedWait(ii.simm)
		drain(wt, kindVs, v)
		drain(wt, kindLgkm, ds)
	}
}

// drain removes the operations of queue kind a waitcnt with threshold n
// has waited for, and marks their results as covered: every load into a
// VGPR numbered up to the new covered; scalar loads return out of order,
// so only a wait for 0 covers them (SIInsertWaitcnts forces it).
func drain(wt *waveTiming, kind counterKind, n int) {
	q := wt.queue(kind)
	k := q.count() - n
	if k <= 0 {
		return
	}
	q.covered = q.pushed - uint64(n)
	wt.pendV.cover(kind, q.covered)
	if n == 0 {
		wt.pendS.cover(kind, q.covered)
	}
	g := min(q.gone, k)
	q.gone -= g
	k -= g
	q.ops = append(q.ops[:0], q.ops[k:]...)
}

// doneRing holds the completion cycles of a wave's last 16 instructions of
// one s_waitcnt_depctr class; the widest depctr field (va_vdst, 4 bits)
// waits for at most 15 of them.
type doneRing struct {
	t    [16]int64
	next uint8
}

func (r *doneRing) add(x int64) {
	r.t[r.next&15] = x
	r.next++
}

// until is the cycle from which at most n of the recorded instructions
// are still outstanding: the (n+1)-th latest completion.
func (r *doneRing) until(n int) int64 {
	if n >= len(r.t) {
		return 0
	}
	s := r.t
	// Insertion sort, latest first: 16 entries, and only s_waitcnt_depctr
	// with a field below its maximum asks.
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] > s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return s[n]
}

// The s_waitcnt_depctr counters (docs/reference/latencies.md, "Dependency
// counters"), with the width of each field: a field at its maximum waits
// for nothing.
const (
	depVaVdst = iota // VALU instructions writing VGPRs
	depVaSdst        // VALU instructions writing SGPRs other than VCC
	depVaVcc         // VALU instructions writing VCC
	depSaSdst        // SALU instructions writing SGPRs
	depVmVsrc        // VMEM instructions that have not read their VGPR sources
	depVaSsrc        // VALU instructions that have not read their SGPR sources
	numDepCtr
)

// depctrWait is the cycle until which s_waitcnt_depctr dc holds the wave:
// each field below its maximum waits until at most that many instructions
// of its class are outstanding. hold_cnt is not a counter of these
// classes and holds nothing here (the guides do not describe it).
func depctrWait(dep *[numDepCtr]doneRing, dc *isa.Depctr) int64 {
	var until int64
	for _, f := range [...]struct{ ctr, val, max int }{
		{depVaVdst, dc.VaVdst, 15}, {depVaSdst, dc.VaSdst, 7}, {depVaVcc, dc.VaVcc, 1},
		{depSaSdst, dc.SaSdst, 1}, {depVmVsrc, dc.VmVsrc, 7}, {depVaSsrc, dc.VaSsrc, 1},
	} {
		if f.val < f.max {
			until = max(until, dep[f.ctr].until(f.val))
		}
	}
	return until
}
