package timing

import "github.com/wavesim/wavesim/sim"

// StartGroup resets the SIMD and the waves' timing state for a new
// workgroup: each workgroup runs on its own compute unit from cycle 0, so
// the kernel takes as long as the longest workgroup. A snippet run again on
// the same waves is a new group too.
func (t *Model) StartGroup() {
	if t.mem != nil {
		// Alone on its compute unit, a workgroup finds the caches cold.
		t.mem.stats.Cycles += t.simd.end
		t.mem.reset()
	}
	t.simd = simdState{}
	for i, wt := range t.waves {
		if wt != nil {
			t.spare = append(t.spare, wt)
			t.waves[i] = nil
		}
	}
}

// ReleaseBarrier lets a workgroup's waves waiting at s_barrier go on at
// the latest arrival, charging the wait to each wave's s_barrier.
func (t *Model) ReleaseBarrier(waves []*sim.Wave) {
	var rel int64
	for _, w := range waves {
		if wt := t.state(w); !w.Done && wt != nil {
			rel = max(rel, wt.arrive)
		}
	}
	for _, w := range waves {
		if wt := t.state(w); !w.Done && wt != nil {
			t.goOn(w, wt, rel)
		}
	}
}

// Released lets a wave that waited for a GWS resource or its
// ds_ordered_count turn go on once the instruction that released it (the
// one issuing now) has issued, charging the wait to the instruction it
// waited at as barrier cycles; sim.ReleaseObserver.
func (t *Model) Released(w *sim.Wave) {
	if wt := t.state(w); wt != nil && t.last != nil {
		t.goOn(w, wt, t.last.cycle)
	}
}

// goOn moves a wave that waited from its arrival to rel.
func (t *Model) goOn(w *sim.Wave, wt *waveTiming, rel int64) {
	wait := rel - wt.arrive
	pc := w.PC - 1
	if wait > 0 && pc >= 0 && pc < len(t.Insts) {
		t.Insts[pc].Stall[CauseBarrier] += wait
		t.Stalls[CauseBarrier] += wait
		if t.Timeline != nil {
			t.Timeline.Waited(BarrierWait{From: wt.arrive, Until: rel, Wave: w.ID, InGroup: w.InGroup, Workgroup: groupID(w), PC: pc})
		}
	}
	wt.cycle = max(wt.cycle, rel)
	wt.ready = false
}

// state is the wave's timing state, nil before its first instruction.
func (t *Model) state(w *sim.Wave) *waveTiming {
	if k := t.key(w); k < len(t.waves) {
		return t.waves[k]
	}
	return nil
}
