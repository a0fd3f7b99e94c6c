package timing

import "github.com/wavesim/wavesim/isa"

// regSet is a set of register units (VGPRs and AGPRs, or scalar slots:
// < isa.MaxVectorRegs) with an
// instruction index, a counter tag and the load's sequence number per
// member: the loads whose results no s_waitcnt has covered yet. Clearing is O(1) and never allocates, which
// keeps the per-instruction bookkeeping cheap.
type regSet struct {
	bits [isa.MaxVectorRegs / 64]uint64
	pc   [isa.MaxVectorRegs]int32
	seq  [isa.MaxVectorRegs]uint32
	tag  [isa.MaxVectorRegs]uint8
}

func (s *regSet) set(u uint16, pc int, tag uint8, seq uint32) {
	s.bits[u>>6] |= 1 << (u & 63)
	s.pc[u], s.tag[u], s.seq[u] = int32(pc), tag, seq
}

func (s *regSet) get(u uint16) (pc int, tag uint8, ok bool) {
	if s.bits[u>>6]>>(u&63)&1 == 0 {
		return 0, 0, false
	}
	return int(s.pc[u]), s.tag[u], true
}

func (s *regSet) del(u uint16) { s.bits[u>>6] &^= 1 << (u & 63) }

// delLoad removes u when load seq is the latest pending load to write it:
// an older load to the same register completing leaves the newer pending.
func (s *regSet) delLoad(u uint16, seq uint32) {
	if s.seq[u] == seq {
		s.del(u)
	}
}

func (s *regSet) clear() { s.bits = [isa.MaxVectorRegs / 64]uint64{} }

func (s *regSet) empty() bool { return s.bits == [isa.MaxVectorRegs / 64]uint64{} }
