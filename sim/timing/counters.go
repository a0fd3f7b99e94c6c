package timing

import "github.com/wavesim/wavesim/isa"

// memOp is an outstanding memory operation.
type memOp struct {
	memTime
	dst  []uint16 // VGPR units (vector) or scalar slots (SMEM) it writes
	vgpr bool
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

func nthLast(v []int64, n int) int64 {
	if n > len(v) {
		return 0
	}
	return v[len(v)-n]
}

func appendRing(v []int64, x int64, n int) []int64 {
	if len(v) == n {
		copy(v, v[1:])
		v = v[:n-1]
	}
	return append(v, x)
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

// queueOf is the counter queue a memory instruction's operation goes to:
// lgkmcnt for DS and scalar loads, vscnt for stores where the target has
// it, else vmcnt.
func (t *Model) queueOf(wt *waveTiming, ii *instInfo) *[]memOp {
	switch {
	case ii.smemLoad && t.Arch.Gen >= isa.GFX12:
		return &wt.km
	case ii.lds || ii.smemLoad:
		return &wt.lgkm
	case ii.memLoad || !t.Arch.Vscnt:
		return &wt.vm
	}
	return &wt.vs
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
		wt.vm = drain(wt, wt.vm, ii.wc.Vm)
		wt.lgkm = drain(wt, wt.lgkm, ii.wc.Lgkm)
		wt.km = drain(wt, wt.km, ii.wc.Lgkm)
		if ii.wc.Lgkm == 0 {
			wt.pendS.clear()
		}
	case isa.WaitVscnt:
		wt.vs = drain(wt, wt.vs, int(ii.simm))
	case isa.WaitVmcnt:
		wt.vm = drain(wt, wt.vm, int(ii.simm))
	case isa.WaitLgkmcnt:
		wt.lgkm = drain(wt, wt.lgkm, int(ii.simm))
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
		wt.vm = drain(wt, wt.vm, int(ii.simm))
	case isa.WaitStorecnt:
		wt.vs = drain(wt, wt.vs, int(ii.simm))
	case isa.WaitDscnt:
		wt.lgkm = drain(wt, wt.lgkm, int(ii.simm))
	case isa.WaitKmcnt:
		wt.km = drain(wt, wt.km, int(ii.simm))
		if ii.simm == 0 {
			wt.pendS.clear()
		}
	case isa.WaitLoadDscnt:
		v, ds := isa.CombinedWait(ii.simm)
		wt.vm = drain(wt, wt.vm, v)
		wt.lgkm = drain(wt, wt.lgkm, ds)
	case isa.WaitStoreDscnt:
		v, ds := isa.CombinedWait(ii.simm)
		wt.vs = drain(wt, wt.vs, v)
		wt.lgkm = drain(wt, wt.lgkm, ds)
	}
}

// drain removes the operations a waitcnt with threshold n has waited for,
// and marks their results as covered.
func drain(wt *waveTiming, q []memOp, n int) []memOp {
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
