package sched

import (
	"math"

	"github.com/wavesim/wavesim/sim"
)

// pick finds the wave to go next among those neither done nor waiting
// (at a barrier, for a GWS resource or an ordered-count turn), nil when
// every one waits.
func (s *Scheduler) pick() (*sim.Wave, error) {
	switch {
	case s.cfg.Placement == Functional:
		return s.roundRobin(), nil
	case len(s.waves) == 1:
		// A lone wave: nothing to arbitrate.
		w := s.waves[0]
		if w.Done || w.Barrier {
			return nil, nil
		}
		s.picked = 0
		if s.cfg.Placement == Resident {
			s.picked = w.Slot
		}
		return w, s.m.CheckPC(w)
	}
	return s.oldestReady()
}

// roundRobin is the functional order: the waves in turn from the one
// after the last to go, each running until it ends or waits.
func (s *Scheduler) roundRobin() *sim.Wave {
	n := len(s.waves)
	for i := range n {
		w := s.waves[(s.cursor+i)%n]
		if !w.Done && !w.Barrier {
			s.cursor = (s.cursor + i + 1) % n
			return w
		}
	}
	return nil
}

// oldestReady is the timed order: the wave whose next instruction can
// issue first, the oldest on a tie (waves are in admission order). A wave
// whose bound is no earlier than the best so far cannot win, so its ready
// cycle is not computed: most resident waves wait for memory or for the
// ALU, and skipping them keeps a step's cost near that of the few that
// can go. A bound is unknown once its wave steps or is placed; a wave
// waiting at a barrier, for a GWS resource or its ordered-count turn
// stepped into the wait and is skipped until released, so its bound is
// still unknown when it can go again.
func (s *Scheduler) oldestReady() (*sim.Wave, error) {
	clock, resident := s.cfg.Clock, s.cfg.Placement == Resident
	var best *sim.Wave
	var bestAt int64
	for i, w := range s.waves {
		if w.Done || w.Barrier {
			continue
		}
		// Resident waves keep their slot; a lone workgroup's keep their
		// place, as none leaves before the workgroup ends.
		k := i
		if resident {
			k = w.Slot
		}
		b := &s.bound[k]
		if best != nil && *b >= bestAt {
			continue
		}
		if err := s.m.CheckPC(w); err != nil {
			return nil, err
		}
		at := clock.Ready(w)
		*b = clock.ReadyBound(w)
		if best == nil || at < bestAt {
			best, bestAt, s.picked = w, at, k
		}
	}
	return best, nil
}

// unknown is a bound not yet computed.
const unknown = math.MinInt64
