package sim

// MaxAccesses bounds the addresses one instruction records: 64 lanes, four
// dwords each (a scratch or swizzled buffer access of 16 bytes a lane
// touches four places; a DS read2 two).
const MaxAccesses = 256

// Access spaces: where a recorded address points.
const (
	SpaceGlobal uint8 = iota // global memory through the vector caches (global, scratch, buffer, flat)
	SpaceLDS                 // the workgroup's LDS (DS instructions, flat addresses in the shared aperture)
	SpaceScalar              // global memory through the scalar cache (SMEM)
)

// Accesses is what the memory instruction a wave just ran touched, for a
// timing model: one entry per lane and place, in lane order. A lane whose
// bytes are contiguous has one entry of all its bytes; a scratch or
// swizzled buffer access has one entry per dword. Lanes that exec masked
// off touch nothing: an instruction run with exec = 0 records N = 0.
type Accesses struct {
	N     int
	Addr  [MaxAccesses]uint64
	Lane  [MaxAccesses]uint8
	Size  [MaxAccesses]uint8 // bytes at Addr
	Space [MaxAccesses]uint8
}

// add records one place; past MaxAccesses (which no instruction reaches)
// it records nothing more.
func (a *Accesses) add(lane int, addr uint64, size int, space uint8) {
	if a.N == MaxAccesses {
		return
	}
	a.Addr[a.N], a.Lane[a.N], a.Size[a.N], a.Space[a.N] = addr, uint8(lane), uint8(size), space
	a.N++
}

// RecordAccesses makes the machine record, for each memory instruction,
// what it touched (Machine.Accesses): a timing model with a memory system
// asks for it.
func (m *Machine) RecordAccesses() {
	if m.acc == nil {
		m.acc = new(Accesses)
	}
	m.acc.N = 0
}

// Accesses is what the memory instructions run since its reader last
// emptied it (Accesses.N = 0) touched, nil unless RecordAccesses was
// called. The reader empties it after each memory instruction, as the
// observer's Retire does, so that the executor's loop spends nothing on
// it.
func (m *Machine) Accesses() *Accesses { return m.acc }

// recordLane records one lane's access at ad of bytes bytes in space.
func (w *Wave) recordLane(lane int, ad *laneAddr, bytes int, space uint8) {
	acc := w.M.acc
	if ad.kind == addrLinear || ad.kind == addrBuffer && !ad.v.swizzle {
		acc.add(lane, ad.at(0), max(bytes, 1), space)
		return
	}
	for i := 0; i*4 < max(bytes, 4); i++ {
		acc.add(lane, ad.at(i), min(bytes-4*i, 4), space)
	}
}
