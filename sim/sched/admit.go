package sched

import (
	"slices"

	"github.com/wavesim/wavesim/sim"
)

// admit starts the workgroups that have room, in order: one at a time
// when nothing runs, or side by side on the compute units that fit them.
func (s *Scheduler) admit() error {
	if s.cfg.Placement != Resident {
		return s.admitAlone()
	}
	for !s.bounded {
		nw, ok := s.src.Peek()
		if !ok {
			return nil
		}
		if b := s.cfg.MaxWaves; b > 0 && int64(s.startedWaves()+nw) > b {
			s.bounded = true
			return nil
		}
		cu, simds, start := place(s.cus, nw, s.cfg.LDS, s.simdBuf[:0])
		s.simdBuf = simds
		if cu < 0 {
			return nil
		}
		// The dispatcher sends workgroups in order: none starts before
		// the one before it.
		start = max(start, s.start)
		s.start = start
		s.slots = s.slots[:0]
		for range nw {
			s.slots = append(s.slots, s.freeSlots[len(s.freeSlots)-1])
			s.freeSlots = s.freeSlots[:len(s.freeSlots)-1]
		}
		wg := s.src.Take(s.slots)
		g := s.newResident(wg, cu, nw)
		g.simd = append(g.simd[:0], simds...)
		for i, w := range wg.Waves {
			s.cfg.Clock.Place(w, cu, simds[i], start)
			s.ready.add(w.Slot, w)
		}
	}
	return nil
}

// admitAlone starts the next workgroup when none runs, after checking
// the bounds, and cuts the per-wave step limit to what is left of the
// instruction budget.
func (s *Scheduler) admitAlone() error {
	if len(s.live) > 0 {
		return nil
	}
	nw, ok := s.src.Peek()
	if !ok {
		return nil
	}
	switch b := &s.cfg; {
	case b.MaxWaves > 0 && int64(s.Waves+nw) > b.MaxWaves:
		return &Stop{Bound: BoundWaves, Limit: b.MaxWaves}
	case b.MaxInsts > 0 && s.m.Steps >= b.MaxInsts:
		return &Stop{Bound: BoundInsts, Limit: b.MaxInsts}
	case b.MaxInsts > 0:
		left := b.MaxInsts - s.m.Steps
		s.m.StepLimit = min(s.stepLimit, left)
		s.capped = left < s.stepLimit
	}
	if s.cfg.Placement == Isolated {
		s.cfg.Clock.StartGroup()
	}
	s.slots = s.slots[:0]
	for i := range nw {
		s.slots = append(s.slots, i)
	}
	wg := s.src.Take(s.slots)
	s.newResident(wg, 0, nw)
	s.cursor = 0
	if s.cfg.Placement == Isolated {
		s.ready.reset(nw)
		for i, w := range wg.Waves {
			s.ready.add(i, w)
		}
	}
	return nil
}

// startedWaves counts the waves of the workgroups started: those done
// and those running.
func (s *Scheduler) startedWaves() int {
	n := s.Waves
	for _, g := range s.live {
		n += len(g.wg.Waves)
	}
	return n
}

// newResident records a started workgroup as live, reusing a finished
// one's bookkeeping: a long grid allocates none per workgroup.
func (s *Scheduler) newResident(wg *sim.Workgroup, cu, nw int) *resident {
	var g *resident
	if k := len(s.resPool); k > 0 {
		g, s.resPool = s.resPool[k-1], s.resPool[:k-1]
	} else {
		g = &resident{}
	}
	*g = resident{wg: wg, cu: cu, simd: g.simd[:0], left: nw}
	s.live = append(s.live, g)
	s.waves = append(s.waves, wg.Waves...)
	return g
}

// retire records a done wave: its slot (and private memory) free from
// the cycle its work is over, and when it was its workgroup's last, the
// workgroup's LDS and barrier too.
func (s *Scheduler) retire(w *sim.Wave) {
	s.room = true
	s.MaxWaveSteps = max(s.MaxWaveSteps, w.Steps)
	i := slices.IndexFunc(s.live, func(g *resident) bool { return g.wg == w.WG })
	g := s.live[i]
	if s.cfg.Placement == Resident {
		end := s.cfg.Clock.WaveEnd(w)
		g.end = max(g.end, end)
		s.cus[g.cu].freeSlot(g.simd[w.InGroup], end)
		s.freeSlots = append(s.freeSlots, w.Slot)
		s.src.ReleaseSlots(w.Slot, 1)
	}
	if g.left--; g.left > 0 {
		return
	}
	if s.cfg.Placement == Resident {
		s.cus[g.cu].freeGroup(s.cfg.LDS, len(g.wg.Waves) > 1, g.end)
	} else {
		s.src.ReleaseSlots(0, len(g.wg.Waves))
	}
	s.live = slices.Delete(s.live, i, i+1)
	s.waves = slices.DeleteFunc(s.waves, func(x *sim.Wave) bool { return x.WG == g.wg })
	s.Workgroups++
	s.Waves += len(g.wg.Waves)
	s.src.Retire(g.wg)
	s.resPool = append(s.resPool, g)
	if s.GroupDone != nil {
		s.GroupDone()
	}
}

// place finds the first compute unit with room for a workgroup of nw
// waves and lds bytes, places its waves (cuState.take) and gives the
// cycle it can start at.
func place(cus []cuState, nw, lds int, simds []int) (int, []int, int64) {
	for ci := range cus {
		if cu := &cus[ci]; cu.fits(nw, lds) {
			simds, start := cu.take(nw, lds, simds)
			return ci, simds, start
		}
	}
	return -1, simds, 0
}
