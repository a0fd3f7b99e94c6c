package timing

import "github.com/wavesim/wavesim/isa"

// memOp is an outstanding memory operation.
type memOp struct {
	done int64
	dst  []uint16 // VGPR units (vector) or scalar slots (SMEM) it writes
	vgpr bool
}

// Counter tags of pending loads.
const (
	tagVmcnt uint8 = iota
	tagLgkmcnt
)

var tagNames = [...]string{"vmcnt", "lgkmcnt"}

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

// retireWaits retires the operations an explicit wait waited for.
func (t *Model) retireWaits(wt *waveTiming, ii *instInfo) {
	switch ii.wait {
	case isa.WaitCnt:
		wt.vm = drain(wt, wt.vm, ii.wc.Vm)
		wt.lgkm = drain(wt, wt.lgkm, ii.wc.Lgkm)
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
