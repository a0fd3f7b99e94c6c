package sched

import (
	"cmp"
	"math"
	"math/bits"
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

// evaluate is the ready cycle of the wave of key k. first: the wave has
// stepped, been placed or released since it was last evaluated, so its
// next instruction is checked to be in the program first.
func (s *Scheduler) evaluate(k int, first bool) (int64, error) {
	w := s.ready.waves[k]
	if first {
		if err := s.m.CheckPC(w); err != nil {
			return 0, err
		}
	}
	return s.cfg.Clock.Ready(w), nil
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
// than the instruction. A wave's ready cycle does not fall until it steps
// (Clock.Ready), so the one last worked out is a bound on it: the waves
// sit in a tournament tree by (bound, admission), whose root is the
// wave with the least. A pick works out the root wave's ready cycle, which
// becomes its bound, until the root is a wave worked out in this pick: no
// other can issue before it. Only the waves whose bound is below the
// winner's are evaluated, each costing a path of the tree.
//
// A wave that stepped, was placed or released is evaluated first at the
// next pick, its bound being stale. A wave waiting at a barrier, for a
// GWS resource or its ordered-count turn, or done, has no bound until
// released.
type readyQueue struct {
	// waves, seq and seen are by key: the wave, its admission number and
	// the pick it was last evaluated in.
	waves []*sim.Wave
	seq   []int64
	seen  []int64
	// tree holds the matches: tree[i] is the entry that wins node i (the
	// least of its children's winners), the leaves from len(tree)/2, the
	// root at 1; bits is the bits of a key in an entry.
	tree  []entry
	bits  uint
	fresh []int32 // keys to evaluate first at the next pick
	// waiting holds the keys of waves that stepped into a wait; others
	// counts those of them that another wave's instruction may release
	// (a GWS resource or an ordered-count turn), which are looked for at
	// every pick, and released is set when a barrier released some.
	waiting  []int32
	others   int
	released bool
	next     int64 // the admission number of the next wave
	picks    int64
}

// entry is a key in the tree as one 128-bit number that orders by
// bound, then admission: a match is a subtraction, no branch to
// mispredict when two waves are about as ready.
type entry struct {
	bound uint64 // the bound, its sign flipped to order as unsigned
	seq   uint64 // the admission number, then the key in the low bits
}

// none is the bound of a key not in the tree, after every other.
const none = math.MaxUint64

func (e entry) key(bits uint) int32 { return int32(e.seq & (1<<bits - 1)) }

// reset empties the queue for keys below n.
func (q *readyQueue) reset(n int) {
	q.bits = uint(bits.Len(uint(max(n-1, 1))))
	leaves := 1 << q.bits
	q.waves = slices.Grow(q.waves[:0], leaves)[:leaves]
	q.seq = slices.Grow(q.seq[:0], leaves)[:leaves]
	q.seen = slices.Grow(q.seen[:0], leaves)[:leaves]
	q.tree = slices.Grow(q.tree[:0], 2*leaves)[:2*leaves]
	for k := range leaves {
		q.seq[k], q.seen[k] = 0, 0
		q.tree[leaves+k] = entry{none, uint64(k)}
	}
	for i := leaves - 1; i >= 1; i-- {
		q.tree[i] = q.tree[2*i]
	}
	q.fresh, q.waiting = q.fresh[:0], q.waiting[:0]
	q.others, q.released, q.picks = 0, false, 0
}

// add admits w under key k, after those admitted before.
func (q *readyQueue) add(k int, w *sim.Wave) {
	q.waves[k], q.seq[k] = w, q.next
	q.next++
	q.fresh = append(q.fresh, int32(k))
}

// take removes key k from wherever it is, as its wave goes.
func (q *readyQueue) take(k int) {
	q.leave(int32(k))
	if i := slices.Index(q.fresh, int32(k)); i >= 0 {
		q.fresh = slices.Delete(q.fresh, i, i+1)
	}
	if i := slices.Index(q.waiting, int32(k)); i >= 0 {
		q.waiting = slices.Delete(q.waiting, i, i+1)
		q.released = true // to count others again
	}
}

// stepped files key k after its wave stepped: a done wave leaves, a
// waiting one waits for its release, any other is evaluated first at the
// next pick.
func (q *readyQueue) stepped(k int) {
	w := q.waves[k]
	switch {
	case w.Done:
		q.leave(int32(k))
	case w.Barrier:
		q.leave(int32(k))
		q.waiting = append(q.waiting, int32(k))
		if !w.AtBarrier() {
			q.others++
		}
	default:
		q.fresh = append(q.fresh, int32(k))
	}
}

// pick gives the key of the wave to go next, -1 when every wave waits.
// eval gives a wave's ready cycle (first: for the first time since it
// stepped, was placed or released).
func (q *readyQueue) pick(eval func(k int, first bool) (int64, error)) (int, error) {
	if q.released || q.others > 0 {
		q.wake()
	}
	q.picks++
	if len(q.fresh) > 1 {
		// An error is the first wave's in admission order.
		slices.SortFunc(q.fresh, func(a, b int32) int { return cmp.Compare(q.seq[a], q.seq[b]) })
	}
	for _, k := range q.fresh {
		at, err := eval(int(k), true)
		if err != nil {
			return -1, err
		}
		q.seen[k] = q.picks
		q.set(k, at)
	}
	q.fresh = q.fresh[:0]
	for {
		e := q.tree[1]
		k := e.key(q.bits)
		switch {
		case e.bound == none:
			return -1, nil
		case q.seen[k] == q.picks:
			// Its bound is its ready cycle, and no other wave's can
			// be earlier.
			return int(k), nil
		}
		at, err := eval(int(k), false)
		if err != nil {
			return -1, err
		}
		if uint64(at)^1<<63 == e.bound {
			// Its bound held: it wins as it stands.
			return int(k), nil
		}
		q.seen[k] = q.picks
		q.set(k, at)
	}
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

// set gives key k the bound b and replays its matches up to the root.
func (q *readyQueue) set(k int32, b int64) {
	q.replay(k, entry{uint64(b) ^ 1<<63, uint64(q.seq[k])<<q.bits | uint64(k)})
}

// leave takes key k out of the tree.
func (q *readyQueue) leave(k int32) { q.replay(k, entry{none, uint64(k)}) }

// replay puts e at key k's leaf and replays its matches up to the root.
// No two entries are equal, so a match is the lesser whichever side each
// is on; the winner so far stays in registers, only its rival is loaded.
func (q *readyQueue) replay(k int32, e entry) {
	t := q.tree
	i := len(t)/2 + int(k)
	t[i] = e
	for i > 1 {
		r := t[i^1]
		_, b := bits.Sub64(r.seq, e.seq, 0)
		_, b = bits.Sub64(r.bound, e.bound, b)
		// b: the rival is before e; selected by mask, not by a branch.
		m := -b
		e.bound ^= (e.bound ^ r.bound) & m
		e.seq ^= (e.seq ^ r.seq) & m
		i /= 2
		t[i] = e
	}
}
