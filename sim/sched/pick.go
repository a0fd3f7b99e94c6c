package sched

import (
	"slices"

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
		s.ready.take(s.picked)
		return w, s.m.CheckPC(w)
	}
	k, err := s.ready.pick(s.evaluate)
	if k < 0 || err != nil {
		return nil, err
	}
	s.picked = k
	return s.ready.waves[k], nil
}

// evaluate is the ready cycle of the wave of key k and a cycle it cannot
// issue before until it steps (Clock.ReadyBound). first: the wave has
// stepped, been placed or released since it was last evaluated, so its
// next instruction is checked to be in the program first.
func (s *Scheduler) evaluate(k int, first bool) (at, bound int64, err error) {
	w := s.ready.waves[k]
	if first {
		if err := s.m.CheckPC(w); err != nil {
			return 0, 0, err
		}
	}
	clock := s.cfg.Clock
	return clock.Ready(w), clock.ReadyBound(w), nil
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

// readyQueue is the timed order: the wave whose next instruction can
// issue first, the oldest on a tie. Waves are known by a key (their slot
// when resident, their place in a lone workgroup) and ordered by
// admission.
//
// Most resident waves wait for memory or for the ALU, and working out
// every wave's ready cycle for every instruction issued would cost more
// than the instruction. So each wave keeps a bound, a cycle it cannot
// issue before until it steps, and the waves that can go sit in a
// min-heap by (bound, admission): a pick works out the ready cycle of
// only the waves whose bound is below the best found so far, walking the
// heap from its root and leaving every subtree whose root cannot win.
// Those it evaluated get their new, later bounds, and the heap is mended
// from the deepest of them up.
//
// A wave that stepped, was placed or released has no bound until it is
// evaluated: it waits in fresh, evaluated first at the next pick. A wave
// waiting at a barrier, for a GWS resource or its ordered-count turn is
// in none of the structures until released.
type readyQueue struct {
	// waves, bound, seq and pos are by key: the wave, its bound, its
	// admission number and its place in heap (-1: not there).
	waves []*sim.Wave
	bound []int64
	seq   []int64
	pos   []int32
	heap  []int32 // keys
	fresh []int32 // keys with no bound yet, to evaluate at the next pick
	// waiting holds the keys of waves that stepped into a wait; others
	// counts those of them that another wave's instruction may release
	// (a GWS resource or an ordered-count turn), which are looked for at
	// every pick, and released is set when a barrier released some.
	waiting  []int32
	others   int
	released bool
	next     int64 // the admission number of the next wave
	// scratch of pick: the heap places to visit and those evaluated.
	stack, seen []int32
}

// reset empties the queue for keys below n.
func (q *readyQueue) reset(n int) {
	q.waves = slices.Grow(q.waves[:0], n)[:n]
	q.bound = slices.Grow(q.bound[:0], n)[:n]
	q.seq = slices.Grow(q.seq[:0], n)[:n]
	q.pos = slices.Grow(q.pos[:0], n)[:n]
	for k := range q.pos {
		q.pos[k] = -1
	}
	q.heap, q.fresh, q.waiting = q.heap[:0], q.fresh[:0], q.waiting[:0]
	q.others, q.released = 0, false
}

// add admits w under key k, after those admitted before.
func (q *readyQueue) add(k int, w *sim.Wave) {
	q.waves[k], q.seq[k], q.pos[k] = w, q.next, -1
	q.next++
	q.fresh = append(q.fresh, int32(k))
}

// take removes key k from wherever it is, as its wave goes.
func (q *readyQueue) take(k int) {
	if p := q.pos[k]; p >= 0 {
		q.remove(int(p))
		return
	}
	if i := slices.Index(q.fresh, int32(k)); i >= 0 {
		q.fresh = slices.Delete(q.fresh, i, i+1)
	}
	if i := slices.Index(q.waiting, int32(k)); i >= 0 {
		q.waiting = slices.Delete(q.waiting, i, i+1)
		q.released = true // recount others
	}
}

// stepped files key k after its wave stepped (taken from the queue when
// picked): a done wave leaves, a waiting one waits for its release, any
// other has its bound worked out at the next pick.
func (q *readyQueue) stepped(k int) {
	w := q.waves[k]
	switch {
	case w.Done:
	case w.Barrier:
		q.waiting = append(q.waiting, int32(k))
		if !w.AtBarrier() {
			q.others++
		}
	default:
		q.fresh = append(q.fresh, int32(k))
	}
}

// less orders keys by bound, then admission.
func (q *readyQueue) less(a, b int32) bool {
	return q.bound[a] < q.bound[b] || q.bound[a] == q.bound[b] && q.seq[a] < q.seq[b]
}

// pick takes the wave to go next from the queue and gives its key, -1
// when every wave waits. eval gives a wave's ready cycle and bound (first:
// for the first time since it stepped, was placed or released).
func (q *readyQueue) pick(eval func(k int, first bool) (at, bound int64, err error)) (int, error) {
	if q.released || q.others > 0 {
		q.wake()
	}
	best, bestAt := int32(-1), int64(0)
	// beats: key k, ready at at, goes before the best so far.
	beats := func(k int32, at int64) bool {
		return best < 0 || at < bestAt || at == bestAt && q.seq[k] < q.seq[best]
	}
	if len(q.fresh) > 1 {
		// An error is the first wave's in admission order.
		slices.SortFunc(q.fresh, func(a, b int32) int { return int(q.seq[a] - q.seq[b]) })
	}
	for _, k := range q.fresh {
		at, b, err := eval(int(k), true)
		if err != nil {
			return -1, err
		}
		q.bound[k] = b
		q.push(k)
		if beats(k, at) {
			best, bestAt = k, at
		}
	}
	q.fresh = q.fresh[:0]
	// Walk the heap: a subtree whose root's (bound, admission) is no
	// earlier than the best's holds no wave that can win.
	q.stack, q.seen = append(q.stack[:0], 0), q.seen[:0]
	for len(q.stack) > 0 {
		p := q.stack[len(q.stack)-1]
		q.stack = q.stack[:len(q.stack)-1]
		if int(p) >= len(q.heap) {
			continue
		}
		k := q.heap[p]
		if !beats(k, q.bound[k]) {
			continue
		}
		at, b, err := eval(int(k), false)
		if err != nil {
			return -1, err
		}
		if b > q.bound[k] {
			// The earlier bound holds too: keep the later.
			q.bound[k] = b
			q.seen = append(q.seen, p)
		}
		if beats(k, at) {
			best, bestAt = k, at
		}
		q.stack = append(q.stack, 2*p+2, 2*p+1)
	}
	// The bounds evaluated only grew: mending the heap from the deepest
	// place up restores it, each subtree below already a heap.
	slices.Sort(q.seen)
	for i := len(q.seen) - 1; i >= 0; i-- {
		q.down(int(q.seen[i]))
	}
	if best >= 0 {
		q.remove(int(q.pos[best]))
	}
	return int(best), nil
}

// wake moves the waves released from their wait to fresh.
func (q *readyQueue) wake() {
	q.released, q.others = false, 0
	keep := q.waiting[:0]
	for _, k := range q.waiting {
		switch w := q.waves[k]; {
		case !w.Barrier:
			q.fresh = append(q.fresh, k)
		default:
			if !w.AtBarrier() {
				q.others++
			}
			keep = append(keep, k)
		}
	}
	q.waiting = keep
}

func (q *readyQueue) push(k int32) {
	q.pos[k] = int32(len(q.heap))
	q.heap = append(q.heap, k)
	q.up(len(q.heap) - 1)
}

// remove takes the key at heap place p out of the heap.
func (q *readyQueue) remove(p int) {
	k, n := q.heap[p], len(q.heap)-1
	q.pos[k] = -1
	if p != n {
		q.heap[p] = q.heap[n]
		q.pos[q.heap[p]] = int32(p)
	}
	q.heap = q.heap[:n]
	if p < n {
		q.down(p)
		q.up(p)
	}
}

func (q *readyQueue) up(p int) {
	h := q.heap
	for p > 0 {
		parent := (p - 1) / 2
		if !q.less(h[p], h[parent]) {
			return
		}
		q.swap(p, parent)
		p = parent
	}
}

func (q *readyQueue) down(p int) {
	h := q.heap
	for {
		c := 2*p + 1
		if c >= len(h) {
			return
		}
		if c+1 < len(h) && q.less(h[c+1], h[c]) {
			c++
		}
		if !q.less(h[c], h[p]) {
			return
		}
		q.swap(p, c)
		p = c
	}
}

func (q *readyQueue) swap(a, b int) {
	h := q.heap
	h[a], h[b] = h[b], h[a]
	q.pos[h[a]], q.pos[h[b]] = int32(a), int32(b)
}
