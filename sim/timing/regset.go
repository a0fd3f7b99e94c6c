package timing

import (
	"math/bits"

	"github.com/wavesim/wavesim/isa"
)

// regSet is a set of register units (VGPRs and AGPRs, or scalar slots:
// < isa.MaxVectorRegs) with, per member, the instruction index, counter
// tag, counter queue and number in that queue of the newest load into it:
// the loads whose results no s_waitcnt has covered yet. Clearing is O(1)
// and never allocates, which keeps the per-instruction bookkeeping cheap.
type regSet struct {
	// words has bit w set where bits[w] may be non-zero, so that the
	// emptiness test every instruction makes is one compare, and a clear
	// touches only the words in use.
	words uint16
	bits  [isa.MaxVectorRegs / 64]uint64
	pc    [isa.MaxVectorRegs]int32
	idx   [isa.MaxVectorRegs]uint64
	tag   [isa.MaxVectorRegs]uint8
	kind  [isa.MaxVectorRegs]counterKind
}

// set records load number idx of counter queue kind as u's newest.
func (s *regSet) set(u uint16, pc int, tag uint8, kind counterKind, idx uint64) {
	s.bits[u>>6] |= 1 << (u & 63)
	s.words |= 1 << (u >> 6)
	s.pc[u], s.tag[u], s.kind[u], s.idx[u] = int32(pc), tag, kind, idx
}

func (s *regSet) get(u uint16) (pc int, tag uint8, ok bool) {
	if s.bits[u>>6]>>(u&63)&1 == 0 {
		return 0, 0, false
	}
	return int(s.pc[u]), s.tag[u], true
}

func (s *regSet) del(u uint16) {
	if s.bits[u>>6] &^= 1 << (u & 63); s.bits[u>>6] == 0 {
		s.words &^= 1 << (u >> 6)
	}
}

// cover removes the members whose newest load is of queue kind and
// numbered idx or lower: a wait covered it. A register whose newest load
// is later in the queue, or in another queue, stays pending.
func (s *regSet) cover(kind counterKind, idx uint64) {
	for ws := s.words; ws != 0; ws &= ws - 1 {
		w := bits.TrailingZeros16(ws)
		for word := s.bits[w]; word != 0; word &= word - 1 {
			b := bits.TrailingZeros64(word)
			if u := w<<6 | b; s.kind[u] == kind && s.idx[u] <= idx {
				s.bits[w] &^= 1 << b
			}
		}
		if s.bits[w] == 0 {
			s.words &^= 1 << w
		}
	}
}

func (s *regSet) clear() {
	for ws := s.words; ws != 0; ws &= ws - 1 {
		s.bits[bits.TrailingZeros16(ws)] = 0
	}
	s.words = 0
}

func (s *regSet) empty() bool { return s.words == 0 }

// regSet.words has a bit per word of bits: the build fails if the vector
// register file outgrows it.
var _ [16 - isa.MaxVectorRegs/64]struct{}
