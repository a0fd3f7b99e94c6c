package sim

import (
	"errors"
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// Hand-written VALU behaviour: M0-relative VGPR moves, the lane permutes,
// and the GPR indexing mode the model refuses.

func init() {
	specialHandlers[isa.SpecialVMovrels] = execVMovrel
	specialHandlers[isa.SpecialVMovreld] = execVMovrel
	specialHandlers[isa.SpecialVMovrelsd] = execVMovrel
	specialHandlers[isa.SpecialVMovrelsd2] = execVMovrel
	specialHandlers[isa.SpecialPermlane16] = execPermlane16
	specialHandlers[isa.SpecialPermlaneX16] = execPermlane16
	specialHandlers[isa.SpecialPermlane64] = execPermlane64
	specialHandlers[isa.SpecialGPRIdx] = execGPRIdx
}

// movrelOffsets gives the M0 offsets the source and destination of an
// M0-relative move add (RDNA2 ISA §12.8): M0 for the relative side(s);
// v_movrelsd_2_b32 adds M0[9:0] to the source and M0[25:16] to the
// destination.
func movrelOffsets(s isa.Special, m0 uint32) (src, dst int64) {
	switch s {
	case isa.SpecialVMovrels:
		return int64(m0), 0
	case isa.SpecialVMovreld:
		return 0, int64(m0)
	case isa.SpecialVMovrelsd:
		return int64(m0), int64(m0)
	}
	return int64(m0 & 0x3ff), int64(m0 >> 16 & 0x3ff)
}

// execVMovrel moves VGPR[S0 + src offset] to VGPR[D + dst offset] in the
// active lanes; v_movreld's source may also be a scalar or a constant. An
// index outside the wave's VGPRs stops the run.
func execVMovrel(w *Wave, d *dinst) error {
	so, do := movrelOffsets(d.op.Special, w.S[isa.SlotM0])
	n := int64(w.NumVGPRs())
	dst := int64(d.dst.idx) + do
	if dst >= n {
		return fmt.Errorf("writes v%d, outside the wave's %d VGPRs (m0 = %#x)", dst, n, w.S[isa.SlotM0])
	}
	src := d.src[0]
	if src.kind == oV {
		i := int64(src.idx) + so
		if i >= n {
			return fmt.Errorf("reads v%d, outside the wave's %d VGPRs (m0 = %#x)", i, n, w.S[isa.SlotM0])
		}
		src.idx = int32(i)
	}
	e := w.Exec()
	for l := 0; l < w.Size; l++ {
		if e>>uint(l)&1 != 0 {
			w.V[int(dst)*64+l] = w.laneValue(&src, l)
		}
	}
	return nil
}

// execPermlane16 is v_permlane16_b32 and v_permlanex16_b32 (RDNA2 ISA
// §12.10): lane i of each row of 16 reads lane sel[i] of its own row
// (permlanex16: of the other row of its pair), sel being the 4-bit fields
// of {S2, S1}. The sources are read before the destination is written.
// op_sel:[FI,BOUND_CTRL] (isa.Inst.PermlaneFI) follows DPP's rule
// (sim/dpp.go, RDNA2 ISA §13.3.9): a lane reads an inactive source lane
// only under FI; a lane that may not read its source lane is written 0
// under BOUND_CTRL and otherwise keeps its value.
func execPermlane16(w *Wave, d *dinst) error {
	sel := w.readOpnd(&d.src[1])&0xffffffff | w.readOpnd(&d.src[2])<<32
	var rowXor int
	if d.op.Special == isa.SpecialPermlaneX16 {
		rowXor = 1
	}
	fi, bc := d.in.PermlaneFI(), d.in.PermlaneBoundCtrl()
	e := w.Exec()
	var tmp [64]uint32
	src := w.V[int(d.src[0].idx)*64:]
	copy(tmp[:w.Size], src[:w.Size])
	dst := w.V[int(d.dst.idx)*64:]
	for l := 0; l < w.Size; l++ {
		if e>>uint(l)&1 == 0 {
			continue
		}
		row := l / 16
		s := (row^rowXor)*16 + int(sel>>(4*uint(l%16))&15)
		switch {
		case fi || e>>uint(s)&1 != 0:
			dst[l] = tmp[s]
		case bc:
			dst[l] = 0
		}
	}
	return nil
}

// execPermlane64 swaps the halves of a wave64 (RDNA3 ISA
// V_PERMLANE64_B32): active lane l reads lane l^32 whatever its exec bit.
// In wave32 it does nothing.
func execPermlane64(w *Wave, d *dinst) error {
	if w.Size != 64 {
		return nil
	}
	e := w.Exec()
	var tmp [64]uint32
	copy(tmp[:], w.V[int(d.src[0].idx)*64:])
	dst := w.V[int(d.dst.idx)*64:]
	for l := 0; l < 64; l++ {
		if e>>uint(l)&1 != 0 {
			dst[l] = tmp[l^32]
		}
	}
	return nil
}

// ErrGPRIdx is wrapped by the error of a run that reaches GFX9's GPR
// indexing mode, which the model does not implement.
var ErrGPRIdx = errors.New("GPR indexing mode (s_set_gpr_idx_on, s_set_gpr_idx_off, s_set_gpr_idx_mode) is not modeled")

func execGPRIdx(w *Wave, d *dinst) error {
	return fmt.Errorf("%w: the VALU instructions it governs would index their VGPRs by M0[7:0]", ErrGPRIdx)
}

func init() { specialHandlers[isa.SpecialMqsadU32] = execMqsadU32 }

// execMqsadU32 is V_MQSAD_U32_U8 (RDNA2 ISA §12.10): dword i of the result
// is the masked SAD of bytes i..i+3 of the 64-bit S0 against S1, plus
// dword i of S2, in 32 bits.
func execMqsadU32(w *Wave, d *dinst) error {
	e := w.Exec()
	a, b, c := &d.src[0], &d.src[1], int(d.src[2].idx)
	dst := int(d.dst.idx)
	if dst+4 > w.NumVGPRs() || c+4 > w.NumVGPRs() {
		return fmt.Errorf("a VGPR quad lies outside the wave's %d VGPRs", w.NumVGPRs())
	}
	for l := 0; l < w.Size; l++ {
		if e>>uint(l)&1 == 0 {
			continue
		}
		src := w.laneValue64(a, l)
		ref := w.laneValue(b, l)
		var r [4]uint32
		for i := range r {
			r[i] = msadU8(uint32(src>>(8*i)), ref) + w.V[(c+i)*64+l]
		}
		for i := range r {
			w.V[(dst+i)*64+l] = r[i]
		}
	}
	return nil
}

// laneValue64 is a 64-bit source's value in lane l: a VGPR pair, or a
// scalar pair or constant the same in every lane.
func (w *Wave) laneValue64(o *opnd, l int) uint64 {
	if o.kind == oV {
		return uint64(w.V[int(o.idx)*64+l]) | uint64(w.V[(int(o.idx)+1)*64+l])<<32
	}
	return w.readOpnd(o)
}
