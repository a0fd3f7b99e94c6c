package sched

import "slices"

// cuState is what a compute unit has free, and from which cycle: a wave
// slot frees when its wave's work is over (its last instruction issued and
// its memory operations complete), a workgroup's LDS and barrier when its
// last wave's is. A workgroup placed on the compute unit starts when the
// slots, LDS and barrier it takes are all free.
type cuState struct {
	slots    [][]int64  // per SIMD, the cycles its free wave slots free at
	lds      []ldsChunk // free LDS, in order of the cycle it frees at
	barriers []int64    // free barriers, the cycles they free at
	next     int        // the SIMD the next workgroup starts on
}

// ldsChunk is LDS that frees at a cycle.
type ldsChunk struct {
	at    int64
	bytes int
}

func newCUState(simds, occ, lds, barriers int) cuState {
	c := cuState{slots: make([][]int64, simds), barriers: make([]int64, barriers)}
	for s := range c.slots {
		c.slots[s] = make([]int64, occ)
	}
	if lds > 0 {
		c.lds = []ldsChunk{{0, lds}}
	}
	return c
}

// fits reports whether nw waves, lds bytes and (for several waves) a
// barrier are free: each wave takes a slot on any SIMD with one free.
func (c *cuState) fits(nw, lds int) bool {
	room, free := 0, 0
	for _, s := range c.slots {
		room += len(s)
	}
	for _, l := range c.lds {
		free += l.bytes
	}
	return room >= nw && free >= lds && (nw == 1 || len(c.barriers) > 0)
}

// take places nw waves round robin from the SIMD after the last
// workgroup's first, skipping full ones (their SIMDs go to simds), takes
// lds bytes and a barrier, and gives the cycle all of it is free at.
func (c *cuState) take(nw, lds int, simds []int) ([]int, int64) {
	var start int64
	simds = simds[:0]
	s := c.next
	for range nw {
		for len(c.slots[s]) == 0 {
			s = (s + 1) % len(c.slots)
		}
		var at int64
		c.slots[s], at = popMin(c.slots[s])
		simds, start = append(simds, s), max(start, at)
		s = (s + 1) % len(c.slots)
	}
	c.next = (c.next + 1) % len(c.slots)
	for need := lds; need > 0; {
		l := &c.lds[0]
		start = max(start, l.at)
		if l.bytes > need {
			l.bytes -= need
			break
		}
		need -= l.bytes
		c.lds = c.lds[1:]
	}
	if nw > 1 {
		var at int64
		c.barriers, at = popMin(c.barriers)
		start = max(start, at)
	}
	return simds, start
}

// freeSlot gives back a wave slot of SIMD s, free from cycle at.
func (c *cuState) freeSlot(s int, at int64) { c.slots[s] = append(c.slots[s], at) }

// freeGroup gives back a finished workgroup's LDS and barrier, free from
// cycle at.
func (c *cuState) freeGroup(lds int, multi bool, at int64) {
	if lds > 0 {
		i, _ := slices.BinarySearchFunc(c.lds, at, func(l ldsChunk, at int64) int {
			if l.at <= at {
				return -1
			}
			return 1
		})
		c.lds = slices.Insert(c.lds, i, ldsChunk{at, lds})
	}
	if multi {
		c.barriers = append(c.barriers, at)
	}
}

// popMin removes the least of v and returns it.
func popMin(v []int64) ([]int64, int64) {
	i := 0
	for j := range v {
		if v[j] < v[i] {
			i = j
		}
	}
	at := v[i]
	v[i] = v[len(v)-1]
	return v[:len(v)-1], at
}
