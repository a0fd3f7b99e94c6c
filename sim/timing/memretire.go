package timing

import "github.com/wavesim/wavesim/sim"

// memRetire times a memory instruction that has just run from what it
// touched, replacing the class latency Issue gave its outstanding
// operation: the operation is the newest of its counter's queue, and it
// still completes in order behind the one before it.
func (t *Model) memRetire(w *sim.Wave, wt *waveTiming, pc int) {
	t.memNext = false
	ii := &t.info[pc]
	acc := w.M.Accesses()
	q := t.queueOf(wt, ii).ops
	var op *memOp
	if len(q) > 0 {
		op = &q[len(q)-1]
	}
	var res memResult
	ok := false
	if acc != nil { // nil: a machine the model was not attached to with Attach
		res, ok = t.mem.access(wt.cu, wt.simdIdx, ii, t.prog.Insts[pc], acc, w.Exec(), wt.at)
		acc.N = 0 // consumed: the next memory instruction records afresh
	}
	if ok && op != nil {
		op.memTime = res.memTime
		// It completes in order behind the vector operation before it (a
		// wait for it is a wait for that one); scalar loads complete out of
		// order and wait for no one.
		if prev := lastInOrder(q[:len(q)-1]); op.vgpr && prev != nil && prev.done > res.done {
			op.memTime = prev.memTime
		}
	}
	if t.Timeline != nil {
		ev := t.memEv
		if op != nil {
			ev.Done = op.done
		}
		if ok {
			ev.Mem = MemEvent{Served: true, Level: res.level, Lines: res.lines, Bytes: res.bytes}
		}
		t.Timeline.Issued(ev)
	}
}

// addMemWaits adds an instruction's memory waits to the run's and its
// own.
func (t *Model) addMemWaits(pc int, m *MemWaits) {
	if t.MemWaitAt == nil {
		t.MemWaitAt = map[int]*MemWaits{}
	}
	at := t.MemWaitAt[pc]
	if at == nil {
		at = new(MemWaits)
		t.MemWaitAt[pc] = at
	}
	for c, v := range m {
		at[c] += v
		if t.mem != nil {
			t.mem.stats.Waits[c] += v
		}
	}
}

// MemStats is the run's memory counts, nil without a memory system.
func (t *Model) MemStats() *MemStats {
	if t.mem == nil {
		return nil
	}
	s := t.mem.stats
	s.DRAMShare = t.P.Mem.DRAMShare * float64(len(t.mem.cus))
	if t.resident {
		s.Cycles = t.Cycles
	} else {
		s.Cycles += t.simd.end
		s.Isolated = true
	}
	count := func(level int, cs ...*cache) {
		for _, c := range cs {
			if c != nil {
				s.Requests[level] += c.Requests
				s.Hits[level] += c.Hits
			}
		}
	}
	for i := range t.mem.cus {
		count(LevelL0, t.mem.cus[i].l0)
		count(LevelScalar, t.mem.cus[i].scalar)
	}
	count(LevelGL1, t.mem.gl1)
	count(LevelL2, t.mem.l2)
	count(LevelMALL, t.mem.mall)
	s.Requests[LevelDRAM] = s.Requests[LevelL2] - s.Hits[LevelL2]
	if t.mem.mall != nil {
		s.Requests[LevelDRAM] = s.Requests[LevelMALL] - s.Hits[LevelMALL]
	}
	s.Hits[LevelDRAM] = s.Requests[LevelDRAM]
	return &s
}

// MemEvent is what the memory system did with one instruction
// (IssueEvent.Mem): the level that served its slowest line (LDS for a DS
// instruction), the lines it took (a DS instruction: the LDS cycles) and
// the bytes its lanes moved. Served is false for an instruction the
// memory system did not time (no memory system, or no address).
type MemEvent struct {
	Served bool
	Level  MemCause
	Lines  int
	Bytes  int64
}
