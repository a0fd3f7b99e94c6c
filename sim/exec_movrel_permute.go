package sim

import (
	"errors"
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// Hand-written VALU behaviour: M0-relative VGPR moves, the lane permutes,
// and GFX9's GPR indexing mode.

func init() {
	specialHandlers[isa.SpecialVMovrels] = execVMovrel
	specialHandlers[isa.SpecialVMovreld] = execVMovrel
	specialHandlers[isa.SpecialVMovrelsd] = execVMovrel
	specialHandlers[isa.SpecialVMovrelsd2] = execVMovrel
	specialHandlers[isa.SpecialPermlane16] = execPermlane16
	specialHandlers[isa.SpecialPermlaneX16] = execPermlane16
	specialHandlers[isa.SpecialPermlane64] = execPermlane64
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

// GFX9 GPR indexing mode (Vega ISA §6.6 "VGPR Indexing"). MODE.GPR_IDX_EN
// (bit 27 of the MODE register, Vega ISA §3.5 Table 4) turns it on; M0[7:0]
// is the unsigned index and M0[15:12] the operands it applies to: bit 12
// src0, 13 src1, 14 src2, 15 the destination.
const (
	modeGPRIdxEn = 1 << 27
	m0IdxMask    = 0xff
	m0ModeShift  = 12
	m0ModeMask   = 0xf << m0ModeShift
)

func init() {
	specialHandlers[isa.SpecialGPRIdx] = execGPRIdxOn
	specialHandlers[isa.SpecialGPRIdxOff] = execGPRIdxOff
	specialHandlers[isa.SpecialGPRIdxMode] = execGPRIdxMode
	specialHandlers[isa.SpecialGPRIdxIdx] = execGPRIdxIdx
}

// setGPRIdx turns the mode on or off, in MODE and in the flag the
// executor tests before every instruction.
func (w *Wave) setGPRIdx(on bool) {
	w.gprIdx = on
	if on {
		w.mode |= modeGPRIdxEn
	} else {
		w.mode &^= modeGPRIdxEn
	}
}

// execGPRIdxOn is S_SET_GPR_IDX_ON (Vega ISA §12.4 SOPC): MODE.gpr_idx_en =
// 1; M0[7:0] = S0[7:0]; M0[15:12] = the mode; the other bits of M0 keep
// their value.
func execGPRIdxOn(w *Wave, d *dinst) error {
	m0 := w.S[isa.SlotM0]&^(m0IdxMask|m0ModeMask) | uint32(w.readOpnd(&d.src[0]))&m0IdxMask
	w.S[isa.SlotM0] = m0 | uint32(d.src[1].imm&15)<<m0ModeShift
	w.setGPRIdx(true)
	return nil
}

// execGPRIdxOff is S_SET_GPR_IDX_OFF (Vega ISA §12.5 SOPP): MODE.gpr_idx_en
// = 0; M0 keeps its value.
func execGPRIdxOff(w *Wave, d *dinst) error {
	w.setGPRIdx(false)
	return nil
}

// execGPRIdxMode is S_SET_GPR_IDX_MODE (Vega ISA §12.5 SOPP): M0[15:12] =
// SIMM16[3:0].
func execGPRIdxMode(w *Wave, d *dinst) error {
	w.S[isa.SlotM0] = w.S[isa.SlotM0]&^m0ModeMask | uint32(d.simm&15)<<m0ModeShift
	return nil
}

// execGPRIdxIdx is S_SET_GPR_IDX_IDX (Vega ISA §12.3 SOP1): M0[7:0] =
// S0[7:0].
func execGPRIdxIdx(w *Wave, d *dinst) error {
	w.S[isa.SlotM0] = w.S[isa.SlotM0]&^m0IdxMask | uint32(w.readOpnd(&d.src[0]))&m0IdxMask
	return nil
}

// ErrGPRIdxRange is wrapped by the error of an indexed VGPR operand past
// the wave's VGPRs ("It is illegal for the index attempt to address VGPRs
// that are out of range", Vega ISA §6.6.1).
var ErrGPRIdxRange = errors.New("GPR indexing addresses a VGPR out of range")

// runGPRIndexed runs an instruction while GPR indexing is on: a VALU
// instruction runs on a copy of its decoded form whose VGPR operands the
// mode names are moved up by M0[7:0]; SGPR and constant operands are not
// indexed (Vega ISA §6.6.1). Source slot i is the i-th source as written,
// which gives the table of §6.6.2: v_madmk's second VGPR (its third source
// after the K constant) is indexed by the src2 bit; a tied destination
// (v_mac, SDWA's preserved destination) is read where it is written, under
// the destination bit. Other instructions run as they are.
func (w *Wave) runGPRIndexed(d *dinst) error {
	if d.op.Unit != isa.UnitVALU {
		return d.run(w, d)
	}
	if d.op.Special == isa.SpecialSwap {
		return fmt.Errorf("under GPR indexing mode: the Vega ISA guide (§6.6.2) does not say which M0 bits index the two operands of a swap")
	}
	m0 := w.S[isa.SlotM0]
	idx, mode := int32(m0&m0IdxMask), m0>>m0ModeShift&15
	x := *d
	n := int32(w.NumVGPRs())
	move := func(o *opnd, what string) error {
		if o.kind != oV {
			return nil
		}
		o.idx += idx
		if o.idx+o.n > n {
			return fmt.Errorf("%w: %s v%d (m0 = %#x) is past the wave's %d VGPRs", ErrGPRIdxRange, what, o.idx, m0, n)
		}
		return nil
	}
	for i := 0; i < int(x.nsrc) && i < 3; i++ {
		if mode>>uint(i)&1 == 0 {
			continue
		}
		if err := move(&x.src[i], fmt.Sprintf("src%d", i)); err != nil {
			return err
		}
	}
	if mode&8 != 0 {
		if err := move(&x.dst, "the destination"); err != nil {
			return err
		}
	}
	return x.run(w, &x)
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
