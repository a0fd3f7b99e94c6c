package sim

import "github.com/wavesim/wavesim/isa"

// lanes is one VGPR: a value per lane, stored contiguously so the
// generated lane loops walk memory linearly.
type lanes = [64]uint32

// Wave is the architectural state of one wavefront.
type Wave struct {
	// S holds every scalar register at its isa slot (s0..s105, vcc, exec,
	// m0, scc, ...).
	S [isa.NumScalarSlots]uint32
	// V holds the VGPRs: register r, lane l is V[r*64+l].
	V []uint32
	// PC is the index of the next instruction.
	PC   int
	Size int    // 32 or 64
	Full uint64 // all lanes of the wave

	ID      int // index in the dispatch
	WG      *Workgroup
	InGroup int // index within the workgroup
	// Slot is the wave's place among the waves resident on the compute
	// units when workgroups run side by side (the timing model's key
	// for it then); unused when one workgroup runs at a time.
	Slot int

	Done    bool
	Barrier bool // waiting at s_barrier
	Steps   int64

	ScratchBase uint64 // this wave's private segment
	M           *Machine
	mode        uint32 // HW_REG_MODE
	gprIdx      bool   // MODE.GPR_IDX_EN (GFX9): VALU operands indexed by M0 (runGPRIndexed)
	gws         int8   // 1 + the GWS resource the wave waits on (Barrier is set too), 0 if none
	orderedWait bool   // waits for its ds_ordered_count turn (Barrier is set too)
	taken       bool   // the last branch was taken
	// fn is the function whose code the wave runs: the machine's kernel,
	// or a function it called (s_swappc_b64); nil means the kernel.
	fn *isa.Kernel
	// scratch buffers for broadcasting scalar operands and applying
	// modifiers, one per source slot, plus the argument block.
	tmp [4][2]lanes
	// tmpHeld[i]: tmp[i][0] holds tmpVal[i] in every lane (broadcastS)
	tmpHeld [4]bool
	tmpVal  [4]uint32
	vopd    lanes
	va      valuArgs
	sa      saluArgs
}

// NewWave allocates a wave with every register zero.
func NewWave(size int) *Wave { return newWave(size, isa.MaxVGPRs) }

// newWave allocates only the VGPRs a program names (at least v0..v2 for
// the work-item ids): less to clear per wave.
func newWave(size, vgprs int) *Wave {
	w := &Wave{Size: size, V: make([]uint32, max(vgprs, 3)*64)}
	w.Full = ^uint64(0) >> (64 - size)
	return w
}

// Taken reports whether the instruction the wave ran last was a taken
// branch.
func (w *Wave) Taken() bool { return w.taken }

// NumVGPRs is the size of the wave's VGPR file.
func (w *Wave) NumVGPRs() int { return len(w.V) / 64 }

// Exec returns the exec mask (exec_lo only in wave32).
func (w *Wave) Exec() uint64 {
	if w.Size == 32 {
		return uint64(w.S[isa.SlotExecLo])
	}
	return uint64(w.S[isa.SlotExecLo]) | uint64(w.S[isa.SlotExecHi])<<32
}

// SetExec writes the exec mask.
func (w *Wave) SetExec(e uint64) {
	w.S[isa.SlotExecLo] = uint32(e)
	if w.Size == 64 {
		w.S[isa.SlotExecHi] = uint32(e >> 32)
	}
}

// VCC returns the wave's vcc (vcc_lo in wave32).
func (w *Wave) VCC() uint64 {
	if w.Size == 32 {
		return uint64(w.S[isa.SlotVCCLo])
	}
	return uint64(w.S[isa.SlotVCCLo]) | uint64(w.S[isa.SlotVCCHi])<<32
}

// SCC returns the scalar condition code.
func (w *Wave) SCC() bool { return w.S[isa.SlotSCC] != 0 }

// Lane returns VGPR r of lane l.
func (w *Wave) Lane(r, l int) uint32 { return w.V[r*64+l] }

// Lanes returns VGPR r, every lane (64 entries; wave32 uses the first 32).
func (w *Wave) Lanes(r int) [64]uint32 { return *w.vreg(r) }

// LanesOf returns VGPR r, every lane, in place: the wave's own storage,
// valid until the wave runs again (Lanes copies it).
func (w *Wave) LanesOf(r int) *[64]uint32 { return w.vreg(r) }

// SetVGPR sets the first len(vals) lanes of VGPR r.
func (w *Wave) SetVGPR(r int, vals []uint32) { copy(w.V[r*64:r*64+64], vals) }

// SetLane sets VGPR r of lane l.
func (w *Wave) SetLane(r, l int, v uint32) { w.V[r*64+l] = v }

func (w *Wave) vreg(r int) *lanes { return (*lanes)(w.V[r*64 : r*64+64]) }

// readScalar reads one scalar slot, computing the derived ones (small
// enough to inline; the derived slots take a call).
func (w *Wave) readScalar(i int) uint32 {
	if i < isa.SlotVCCZ {
		return w.S[i]
	}
	return w.derivedScalar(i)
}

func (w *Wave) derivedScalar(i int) uint32 {
	switch i {
	case isa.SlotVCCZ:
		return b2u(w.VCC() == 0)
	case isa.SlotEXECZ:
		return b2u(w.Exec() == 0)
	}
	return 0
}

// ReadSGPRs reads n dwords of scalar state starting at slot i as one value.
func (w *Wave) ReadSGPRs(i, n int) uint64 {
	v := uint64(w.readScalar(i))
	if n > 1 {
		if i >= isa.SlotSharedBase && i <= isa.SlotPrivateLimit {
			return w.aperture64(i)
		}
		v |= uint64(w.readScalar(i+1)) << 32
	}
	return v
}

// writeScalar writes n dwords at slot i; writes to null are dropped.
func (w *Wave) writeScalar(i, n int, v uint64) {
	if i == isa.SlotNull {
		return
	}
	w.S[i] = uint32(v)
	if n > 1 {
		w.S[i+1] = uint32(v >> 32)
	}
}

// valuArgs is the argument block of a generated VALU function.
type valuArgs struct {
	a, b, c, ah, bh, ch, d, dh *lanes
	exec, ci, co               uint64
	full                       uint64 // all lanes of the wave
	n                          int
	// negLo is a VOP3P instruction's neg_lo bits, which some rows read
	// as signedness (v_dot4_i32_iu8).
	negLo uint8
	// clamp is the clamp bit, which some rows read (the integer dot
	// products saturate under it).
	clamp bool
}

// saluArgs is the argument block of a generated SALU function.
type saluArgs struct {
	a, b, c, d uint64
	exec       uint64
	scc        bool
}

// aperture64 is an aperture register read as a 64-bit operand: the
// aperture's high dword (the wave state's slot, which a 32-bit read
// returns, as LLVM 14 and 16 code generation expects) over a low dword of
// 0 for a base and all ones for a limit (SIRegisterInfo.td, multiclass
// ApertureRegister: "The lower 32 bits are always zero (for base) or -1
// (for limit)").
func (w *Wave) aperture64(i int) uint64 {
	var lo uint64
	if i == isa.SlotSharedLimit || i == isa.SlotPrivateLimit {
		lo = 0xffffffff
	}
	return uint64(w.S[i])<<32 | lo
}
