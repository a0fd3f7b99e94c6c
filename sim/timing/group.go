package timing

import "github.com/wavesim/wavesim/sim"

// StartGroup resets the SIMD and the waves' timing state for a new
// workgroup: each workgroup runs on its own compute unit from cycle 0, so
// the kernel takes as long as the longest workgroup. A snippet run again on
// the same waves is a new group too.
func (t *Model) StartGroup() {
	t.simd = simdState{}
	for i, wt := range t.waves {
		if wt != nil {
			t.spare = append(t.spare, wt)
			t.waves[i] = nil
		}
	}
}

// RunGroup runs a workgroup's waves on one SIMD, interleaved one
// instruction at a time: the wave whose next instruction can issue first
// goes, the oldest (lowest index) on a tie. Barrier waits and overlapping
// memory latency show up this way.
func (t *Model) RunGroup(m *sim.Machine, wg *sim.Workgroup) error {
	t.Attach(m)
	t.StartGroup()
	if len(wg.Waves) == 1 {
		// One wave: no arbitration, and barriers pass.
		w := wg.Waves[0]
		for !w.Done {
			if err := m.CheckPC(w); err != nil {
				return err
			}
			if err := m.Step(w); err != nil {
				return err
			}
			if w.Barrier {
				if err := m.GWSStuck(wg.Waves); err != nil {
					return err
				}
			}
			w.Barrier = false
		}
		return nil
	}
	for {
		best, live, err := t.pick(m, wg.Waves)
		if err != nil || live == 0 {
			return err
		}
		if best == nil {
			if err := m.GWSStuck(wg.Waves); err != nil {
				return err
			}
			t.releaseBarrier(wg.Waves)
			for _, w := range wg.Waves {
				w.Barrier = false
			}
			continue
		}
		if err := m.Step(best); err != nil {
			return err
		}
	}
}

// pick finds the wave to issue next among those neither done nor at a
// barrier, and counts the waves not done.
func (t *Model) pick(m *sim.Machine, waves []*sim.Wave) (best *sim.Wave, live int, err error) {
	var bestAt int64
	for _, w := range waves {
		if w.Done {
			continue
		}
		live++
		if w.Barrier {
			continue
		}
		if err := m.CheckPC(w); err != nil {
			return nil, live, err
		}
		if at := t.Ready(w); best == nil || at < bestAt {
			best, bestAt = w, at
		}
	}
	return best, live, nil
}

// releaseBarrier lets every waiting wave go on at the latest arrival and
// charges the wait to each wave's s_barrier.
func (t *Model) releaseBarrier(waves []*sim.Wave) {
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
