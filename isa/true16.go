package isa

import "fmt"

// True16 operands: GFX11's 16-bit halves of a VGPR, vN.l (bits 15:0) and
// vN.h (bits 31:16), as LLVM prints them with the real-true16 subtarget
// feature (docs/reference/true16.md gives the sources).
//
// A 16-bit source vN.h reads the high half, vN.l the low half; a 16-bit
// destination vN.h or vN.l writes that half and keeps the other. In the
// 32-bit encodings (VOP1, VOP2, VOPC, and their DPP forms) the half is bit
// 7 of the 8-bit VGPR field, so a half there is one of v0..v127
// (SIRegisterInfo.td VGPR_16_Lo128; AMDGPUMCCodeEmitter::
// getMachineOpValueT16Lo128); in VOP3 it is an op_sel bit, OP_SEL_0 of
// source i's modifiers and DST_OP_SEL for the destination (the last entry
// of the printed list; AMDGPUMCCodeEmitter::getMachineOpValueT16), so a
// half there is any VGPR (SIRegisterInfo.td VGPR_16).

// cutHalf splits a true16 operand "v5.h" into "v5" and its half; ok is
// false for anything else.
func cutHalf(s string) (base string, h Half, ok bool) {
	if len(s) < 4 || s[0] != 'v' || s[len(s)-2] != '.' {
		return "", HalfNone, false
	}
	switch s[len(s)-1] {
	case 'l':
		h = HalfLo
	case 'h':
		h = HalfHi
	default:
		return "", HalfNone, false
	}
	return s[:len(s)-2], h, true
}

// parseHalfReg parses a true16 operand (v5.l, v5.h). It returns ok=false
// when s is not one, and an error when it names no VGPR half.
func parseHalfReg(s string, a *Arch) (Operand, bool, error) {
	base, h, ok := cutHalf(s)
	if !ok {
		return Operand{}, false, nil
	}
	r, isReg, err := parseRegister(base, a)
	switch {
	case !isReg && err == nil:
		return Operand{}, false, nil
	case err != nil:
		return Operand{}, true, err
	case r.File != FileV:
		return Operand{}, true, fmt.Errorf("%q: only a VGPR has 16-bit halves (.l, .h)", s)
	case r.N != 1:
		return Operand{}, true, fmt.Errorf("%q: a 16-bit half is of one VGPR", s)
	case a != nil && a.Gen < GFX11:
		return Operand{}, true, fmt.Errorf("%q: 16-bit register halves (true16 operands) exist only on GFX11, not on %s", s, a.Name)
	}
	return RH(r, h), true, nil
}

// checkHalfSlot: a half goes in a 16-bit VGPR slot of a VOP1, VOP2, VOPC or
// VOP3 row (the VOP3P rows select halves with op_sel and op_sel_hi).
func checkHalfSlot(o *Operand, s *Spec, op *Op, what slotName) error {
	switch {
	case !op.IsVALU() || op.Format == VOP3P:
		return fmt.Errorf("%s: 16-bit register halves (%s) are operands of VOP1, VOP2, VOPC and VOP3 instructions only", what, formatOperand(*o, s, what.a))
	case !s.Type.Is16():
		return fmt.Errorf("%s is %d-bit and takes a whole VGPR, not the 16-bit half %s", what, 32*s.Type.Dwords(), formatOperand(*o, s, what.a))
	}
	return nil
}

// true16OpSel is ModOpSel where a line may write op_sel only because it
// has true16 operands: the VOP3 (_e64) form of a GFX11 VOP1 or VOP2 row
// with a 16-bit VGPR slot (VOPC is left out: llvm-mc-19 takes no half in
// its sources, so no printing of it is known). llvm-mc-19 prints a VOP3 half's op_sel bit
// next to it (v_rcp_f16_e64 v1.h, s0 op_sel:[0,1]); checkHalves rejects
// op_sel there without a half, as llvm-mc-19 and llvm-mc-16 do.
func true16OpSel(in *Inst, a *Arch) ModSet {
	if a == nil || a.Gen < GFX11 || in.Enc != EncE64 || in.Op.Format != VOP1 && in.Op.Format != VOP2 || in.Op.Mods&ModOpSel != 0 {
		return 0
	}
	for _, s := range in.Op.Args {
		if s.Kind&KV != 0 && s.Type.Is16() {
			return ModOpSel
		}
	}
	return 0
}

// fits32 reports whether an operand in slot s fits the 8-bit VGPR field of
// the 32-bit encodings: a half there is one of v0..v127, and on GFX11 so is
// any VGPR in a 16-bit slot, whose field's bit 7 selects the high half
// (llvm-mc-16 and llvm-mc-19 reject v_add_f16_e32 v0, v1, v200 on gfx1100
// with "operands are not valid for this GPU or mode", and assemble
// v_add_f16 v0, v1, v200 as _e64; the fake16 operand classes are
// VGPR_32_Lo128, as llvm-objdump-19 names them in its "Invalid register"
// comments).
func fits32(o Operand, s *Spec, a *Arch) bool {
	if o.Kind != OpReg || o.Reg.File != FileV || o.Reg.Idx < 128 {
		return true
	}
	return o.Half() == HalfNone && !(a != nil && a.Gen >= GFX11 && s.Type.Is16())
}

// checkHalves checks the true16 operands of a parsed instruction against
// each other and its encoding, and returns the index of the operand at
// fault: an instruction that names a half names one in every 16-bit VGPR
// slot (llvm-mc-19 rejects v_add_f16 v0.h, v1, v2.l: a real-true16 row's
// 16-bit operands are VGPR_16), and so does a row that exists only in
// true16 form (Op.True16); the 32-bit encodings reach v0..v127 (fits32,
// which holds for the whole 16-bit VGPR operands of GFX11 too); a VOP3
// op_sel written next to halves agrees with them (the text is ambiguous
// otherwise: llvm-mc-19 encodes the half and drops a disagreeing op_sel
// bit, while llvm-objdump-19 prints a VOP3 high destination as vN.l with
// op_sel, v_add_f16_e64 v2.l, s4, s0 op_sel:[0,0,1]).
func checkHalves(in *Inst, a *Arch) (int, error) {
	op := in.Op
	if in.Enc == EncE32 || in.Enc == EncDPP { // an unsuffixed mnemonic picks _e64 for v128 and up (fitsE32)
		for i, s := range op.Args {
			if o := in.Args[i]; !fits32(o, &s, a) {
				return i, fmt.Errorf("%s: a 16-bit VGPR operand of the 32-bit encoding is one of v0..v127 on GFX11 (bit 7 of the VGPR field selects the high half); %s needs _e64", in.Mnemonic(a), formatOperand(o, &s, a))
			}
		}
	}
	any := op.True16
	for _, o := range in.Args {
		any = any || o.Half() != HalfNone
	}
	if !any {
		if in.OpSel() != 0 && true16OpSel(in, a) != 0 {
			return 0, fmt.Errorf("%s takes op_sel only with true16 operands (v1.l, v1.h), which it must agree with", in.Mnemonic(a))
		}
		return 0, nil
	}
	sel, src, n := in.OpSel(), 0, op.NumSrcs()
	for i, s := range op.Args {
		o := in.Args[i]
		bit := n // the destination's op_sel bit
		if !s.Def && !s.Mask {
			bit = src
			src++
		}
		if o.Kind != OpReg || o.Reg.File != FileV || !s.Type.Is16() {
			continue
		}
		switch {
		case o.Half() == HalfNone:
			return i, fmt.Errorf("%s: a true16 instruction names the half of each 16-bit VGPR operand (%s.l or %s.h), got %s", in.Mnemonic(a), o.Reg, o.Reg, o.Reg)
		case sel != 0 && sel>>bit&1 != b2u(o.Half() == HalfHi):
			return i, fmt.Errorf("%s: op_sel bit %d disagrees with the half %s names", in.Mnemonic(a), bit, formatOperand(o, &s, a))
		}
	}
	return 0, nil
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// HalfSel is the 16-bit halves the instruction selects, as VOP3's op_sel
// holds them: bit i reads the high half of source i, bit NumSrcs writes the
// high half of the destination. It is op_sel (VOP3 16-bit rows) together
// with the .h of true16 operands, which the 32-bit encodings carry in the
// VGPR field and VOP3 in op_sel. VOP3P rows give op_sel alone.
func (in *Inst) HalfSel() uint8 {
	sel := in.OpSel()
	if in.Op.Format == VOP3P {
		return sel
	}
	src, n := 0, in.Op.NumSrcs()
	for i, s := range in.Op.Args {
		bit := n
		if !s.Def && !s.Mask {
			bit = src
			src++
		}
		if i < len(in.Args) && in.Args[i].Half() == HalfHi {
			sel |= 1 << bit
		}
	}
	return sel
}

// formatHalf appends a true16 operand's half to its register's name.
func formatHalf(t string, h Half) string {
	switch h {
	case HalfLo:
		return t + ".l"
	case HalfHi:
		return t + ".h"
	}
	return t
}

// true16Only marks a row that exists only in true16 form (Op.True16).
var true16Only = func(o *Op) { o.True16 = true }
