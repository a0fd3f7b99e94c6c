package isa

import (
	"fmt"
	"strings"
)

// Packed math (VOP3P) and the 16-bit half selects of VOP3 (op_sel).
//
// A VOP3P instruction computes two 16-bit results from the halves of its
// sources: op_sel[i] picks the half of source i that feeds the low result,
// op_sel_hi[i] the half that feeds the high result, neg_lo[i] and
// neg_hi[i] negate those halves (Vega ISA §6.7 and RDNA2 ISA §6.7 "Packed
// Math", and the VOP3P microcode format, RDNA2 ISA §13.3.6). On a VOP3
// 16-bit instruction op_sel[i] picks the high half of source i and the
// last bit writes the high half of the destination (RDNA2 ISA §6.2.5
// "OPSEL Field Restrictions" lists the opcodes). LLVM prints each list with one entry per source (VOP3: and one
// for the destination) and leaves out lists equal to their default:
// op_sel, neg_lo and neg_hi all zero, op_sel_hi all ones (all zero on the
// mix rows) (AMDGPUInstPrinter::printPackedModifier, printOpSel,
// printOpSelHi; AMDGPUAsmParser::cvtVOP3P).

// Feature is an LLVM subtarget feature that a table row needs besides its
// generation (AMDGPU.td).
type Feature uint8

const (
	FeatNone              Feature = iota
	FeatDLInsts                   // FeatureDLInsts: v_fmac_f32, v_xnor_b32 on gfx906
	FeatDot1Insts                 // v_dot4_i32_i8, v_dot8_i32_i4
	FeatDot2Insts                 // v_dot2_i32_i16, v_dot2_u32_u16
	FeatDot5Insts                 // v_dot2c_f32_f16
	FeatDot6Insts                 // v_dot4c_i32_i8
	FeatDot7Insts                 // v_dot4_u32_u8, v_dot8_u32_u4
	FeatDot8Insts                 // v_dot4_i32_iu8, v_dot8_i32_iu4
	FeatDot9Insts                 // v_dot2_f16_f16, v_dot2_bf16_bf16, v_dot2_f32_bf16
	FeatDot10Insts                // v_dot2_f32_f16
	FeatMadMixInsts               // v_mad_mix_f32, v_mad_mixlo_f16, v_mad_mixhi_f16
	FeatFmaMixInsts               // v_fma_mix_f32, v_fma_mixlo_f16, v_fma_mixhi_f16
	FeatMAIInsts                  // v_accvgpr_read_b32, v_accvgpr_write_b32 (and the MFMA rows)
	FeatGFX90AInsts               // v_accvgpr_mov_b32, buffer_wbl2, buffer_invl2 (isGFX90APlus)
	FeatGFX940Insts               // v_mov_b64, buffer_inv (isGFX940Plus)
	FeatDot3Insts                 // v_dot8c_i32_i4
	FeatDot4Insts                 // v_dot2c_i32_i16
	FeatFmacF64Inst               // v_fmac_f64
	FeatPackedFP32Ops             // v_pk_add_f32, v_pk_mul_f32, v_pk_fma_f32, v_pk_mov_b32
	FeatLshlAddU64Inst            // v_lshl_add_u64
	FeatAtomicFaddF64             // ds_add_f64, global/flat_atomic_add_f64
	FeatAtomicPkAddF16            // global_atomic_pk_add_f16
	FeatAtomicDsPkAdd16           // ds_pk_add_f16, ds_pk_add_rtn_f16
	FeatAtomicFlatPkAdd16         // flat_atomic_pk_add_f16
	FeatFlatAtomicFaddF32         // flat/global_atomic_add_f32 on gfx942
	FeatGFX90AOnly                // gfx90a but not gfx940 (isGFX90AOnly: buffer_invl2, and gfx90a's MFMA rows: gfx940's are its own, mfma.tsv)
	FeatMadMacF32Insts            // v_mac_f32, v_mad_f32, v_madmk/madak_f32, v_mad_legacy_f32 (FeatureMadMacF32Insts: not gfx940)
	FeatSALUFloatInsts            // s_add_f32, s_cmp_lt_f16, s_cvt_f32_i32, ... (FeatureSALUFloatInsts, ops_scalar_float.go)
)

// Has reports whether the target has the feature (FeatNone: always).
func (a *Arch) Has(f Feature) bool {
	switch f {
	case FeatNone:
		return true
	case FeatDLInsts:
		return a.DLInsts
	case FeatDot1Insts:
		return a.Dot1Insts
	case FeatDot2Insts:
		return a.Dot2Insts
	case FeatDot5Insts:
		return a.Dot5Insts
	case FeatDot6Insts:
		return a.Dot6Insts
	case FeatDot7Insts:
		return a.Dot7Insts
	case FeatDot8Insts:
		return a.Dot8Insts
	case FeatDot9Insts:
		return a.Dot9Insts
	case FeatDot10Insts:
		return a.Dot10Insts
	case FeatMadMixInsts:
		return a.MadMixInsts
	case FeatFmaMixInsts:
		return a.FmaMixInsts
	case FeatSALUFloatInsts:
		return a.SALUFloatInsts
	}
	return a.hasCDNA(f)
}

// hasCDNA answers Has for the CDNA features.
func (a *Arch) hasCDNA(f Feature) bool {
	switch f {
	case FeatMAIInsts:
		return a.MAIInsts
	case FeatGFX90AInsts:
		return a.GFX90AInsts
	case FeatGFX940Insts:
		return a.GFX940Insts
	case FeatDot3Insts:
		return a.Dot3Insts
	case FeatDot4Insts:
		return a.Dot4Insts
	case FeatFmacF64Inst:
		return a.FmacF64Inst
	case FeatPackedFP32Ops:
		return a.PackedFP32Ops
	case FeatLshlAddU64Inst:
		return a.LshlAddU64Inst
	case FeatAtomicFaddF64:
		return a.AtomicFaddF64
	case FeatAtomicPkAddF16:
		return a.AtomicPkAddF16
	case FeatAtomicDsPkAdd16:
		return a.AtomicDsPkAdd16
	case FeatAtomicFlatPkAdd16:
		return a.AtomicFlatPkAdd16
	case FeatFlatAtomicFaddF32:
		return a.FlatAtomicFaddF32
	case FeatGFX90AOnly:
		return a.GFX90AInsts && !a.GFX940Insts
	case FeatMadMacF32Insts:
		return a.MadMacF32Insts
	}
	return false
}

// isDot reports whether the feature is one of the dot-product sets
// (LLVM's IsDOT rows).
func (f Feature) isDot() bool {
	switch f {
	case FeatDot1Insts, FeatDot2Insts, FeatDot3Insts, FeatDot4Insts, FeatDot5Insts, FeatDot6Insts,
		FeatDot7Insts, FeatDot8Insts, FeatDot9Insts, FeatDot10Insts:
		return true
	}
	return false
}

// feature marks a row that needs a subtarget feature.
func feature(f Feature) opt { return func(o *Op) { o.Feature = f } }

// half marks a row that writes one half of its destination.
func half(h Half) opt { return func(o *Op) { o.Half = h } }

// mix marks a v_fma_mix/v_mad_mix row.
var mix = func(o *Op) { o.Mix = true }

// PackMods are the VOP3P and VOP3 op_sel modifiers of an instruction,
// packed in two bytes: sel holds op_sel in bits 0-3 (sources, then the
// VOP3 destination) and op_sel_hi in bits 4-6 as its difference from the
// row's default; neg holds neg_lo in bits 0-2 and neg_hi in bits 4-6. The
// zero value is every list at its default.
type PackMods struct{ sel, neg uint8 }

// NumSrcs is the count of the row's source operands (lane masks aside).
func (o *Op) NumSrcs() int {
	n := 0
	for _, s := range o.Args {
		if !s.Def && !s.Mask {
			n++
		}
	}
	return n
}

// opSelHiDefault is the op_sel_hi LLVM assumes when the line has none:
// every source's high half for packed rows, none for the mix rows.
func (o *Op) opSelHiDefault() uint8 {
	if o.Format != VOP3P || o.Mix {
		return 0
	}
	return uint8(1)<<o.NumSrcs() - 1
}

// OpSel is the op_sel bits: bit i for source i, and on VOP3 bit NumSrcs
// for the destination.
func (in *Inst) OpSel() uint8 { return in.Mods.Pk.sel & 0xf }

// OpSelHi is the op_sel_hi bits, the row's default when the line has none.
func (in *Inst) OpSelHi() uint8 { return (in.Mods.Pk.sel>>4 ^ in.Op.opSelHiDefault()) & 7 }

// NegLo and NegHi are the neg_lo and neg_hi bits.
func (in *Inst) NegLo() uint8 { return in.Mods.Pk.neg & 7 }
func (in *Inst) NegHi() uint8 { return in.Mods.Pk.neg >> 4 & 7 }

// SetOpSel, SetOpSelHi, SetNegLo and SetNegHi set the lists.
func (in *Inst) SetOpSel(v uint8) { in.Mods.Pk.sel = in.Mods.Pk.sel&0xf0 | v&0xf }
func (in *Inst) SetOpSelHi(v uint8) {
	in.Mods.Pk.sel = in.Mods.Pk.sel&0xf | ((v^in.Op.opSelHiDefault())&7)<<4
}
func (in *Inst) SetNegLo(v uint8) { in.Mods.Pk.neg = in.Mods.Pk.neg&0xf0 | v&7 }
func (in *Inst) SetNegHi(v uint8) { in.Mods.Pk.neg = in.Mods.Pk.neg&0xf | (v&7)<<4 }

// DstHalf is the half of its destination the instruction writes: the
// row's, moved to the high half by a VOP3 op_sel destination bit; a true16
// destination vN.h writes the high half of any 16-bit row (true16.go).
func (in *Inst) DstHalf() Half {
	if len(in.Args) > 0 && in.Op.Args[0].Def && in.Args[0].Half() == HalfHi {
		return HalfHi
	}
	if in.Op.Half == HalfLo && in.Op.Format != VOP3P && in.OpSel()>>in.Op.NumSrcs()&1 != 0 {
		return HalfHi
	}
	return in.Op.Half
}

// OpSelLaneCtl reports whether the row's op_sel is v_permlane16_b32's and
// v_permlanex16_b32's two lane-control bits, FI and BOUND_CTRL, rather
// than half selects (VOP3Instructions.td VOP3_PERMLANE_Profile: the
// assembler's op_sel0 is $fi and op_sel1 $bound_ctrl; llc-16 prints
// llvm.amdgcn.permlanex16 with fi=1 as op_sel:[1,0]).
func (o *Op) OpSelLaneCtl() bool {
	return o.Special == SpecialPermlane16 || o.Special == SpecialPermlaneX16
}

// PermlaneFI is FI (fetch inactive) of a lane permute: a lane reads its
// source lane even when that lane is inactive (RDNA2 ISA §13.3.9 FI, as
// DPP's fi:1).
func (in *Inst) PermlaneFI() bool { return in.Op.OpSelLaneCtl() && in.OpSel()&1 != 0 }

// PermlaneBoundCtrl is BOUND_CTRL of a lane permute: a lane whose source
// lane it may not read (inactive, FI 0) is written 0 rather than keeping
// its value (as DPP's bound_ctrl).
func (in *Inst) PermlaneBoundCtrl() bool { return in.Op.OpSelLaneCtl() && in.OpSel()&2 != 0 }

// opSelBits is how many entries a list has on the row: one per source,
// and for VOP3 op_sel one more for the destination; two (FI, BOUND_CTRL)
// on the lane permutes, as LLVM prints them.
func opSelBits(op *Op, name string) int {
	if op.OpSelLaneCtl() {
		return 2
	}
	n := op.NumSrcs()
	if name == "op_sel" && op.Format != VOP3P {
		n++
	}
	return n
}

// packedMod is the rule of op_sel, op_sel_hi, neg_lo and neg_hi: a list
// "[b0,b1,...]" of 0s and 1s, one per source (opSelBits).
func packedMod(m *Mods, d modText, c modCtx) error {
	want := opSelBits(c.op, d.name)
	v := strings.TrimSpace(d.val)
	if !strings.HasPrefix(v, "[") || !strings.HasSuffix(v, "]") {
		return fmt.Errorf("%s takes a list of %d bits ([0,1,...]), got %q", d.name, want, d.val)
	}
	parts := strings.Split(v[1:len(v)-1], ",")
	if len(parts) == 4 && d.name == "op_sel" && c.op.OpSelLaneCtl() {
		// LLVM 15 prints a GFX11 lane permute's op_sel as VOP3's four
		// entries (llc-15 writes bound_ctrl as the last one: op_sel:[1,0,0,1]
		// is 0x48 in the encoding's second byte, where LLVM 16 writes
		// op_sel:[1,1], 0x18). The RDNA3 ISA guide gives only OPSEL[0] FI
		// and OPSEL[1] BOUND_CTRL, so the other two bits are kept for the
		// encoding and ignored when the instruction runs.
		want = 4
	}
	if len(parts) != want {
		return fmt.Errorf("%s of %s takes %d bits, got %d in %q", d.name, c.op.NameFor(c.a), want, len(parts), d.val)
	}
	bits, err := bitEntries(d.name, parts)
	if err != nil {
		return err
	}
	if d.name == "op_sel" && c.op.Format != VOP3P && !c.op.OpSelLaneCtl() && bits&^(srcMask(c.op, Type.Is16)|1<<c.op.NumSrcs()) != 0 {
		// The hardware ignores these bits (RDNA3 ISA §16.12
		// V_DOT2_F16_F16: "OPSEL[1:0] are ignored"); llvm-mc-16 rejects
		// some ("invalid op_sel operand" on v_dot2_bf16_bf16).
		return fmt.Errorf("op_sel %s selects a half of a source that is not 16-bit", d.val)
	}
	if d.name == "neg_hi" && c.op.Format == VOP3P && !c.op.PackedF32 && bits&^srcMask(c.op, Type.Packed) != 0 {
		return fmt.Errorf("neg_hi on a source that is not packed (%s) is not modeled", d.val)
	}
	// The Inst is not at hand; the lists are set through a stand-in with
	// the row, which only reads its Op.
	in := Inst{Op: c.op, Mods: Mods{Pk: m.Pk}}
	switch d.name {
	case "op_sel":
		in.SetOpSel(bits)
	case "op_sel_hi":
		in.SetOpSelHi(bits)
	case "neg_lo":
		in.SetNegLo(bits)
	case "neg_hi":
		in.SetNegHi(bits)
	}
	m.Pk = in.Mods.Pk
	return nil
}

// bitEntries reads the entries of a modifier's bit list ("1", "0", ...),
// entry i bit i.
func bitEntries(name string, parts []string) (uint8, error) {
	var bits uint8
	for i, p := range parts {
		switch strings.TrimSpace(p) {
		case "0":
		case "1":
			bits |= 1 << i
		default:
			return 0, fmt.Errorf("%s: entry %q is not 0 or 1", name, strings.TrimSpace(p))
		}
	}
	return bits, nil
}

// srcMask has bit i set where source i's type satisfies is: Type.Packed
// for the packed sources, Type.Is16 for the 16-bit ones.
func srcMask(op *Op, is func(Type) bool) uint8 {
	var m uint8
	i := 0
	for _, s := range op.Args {
		if s.Def || s.Mask {
			continue
		}
		if is(s.Type) {
			m |= 1 << i
		}
		i++
	}
	return m
}

// formatBits prints a list as LLVM does: "[1,0,1]".
func formatBits(v uint8, n int) string {
	var b strings.Builder
	b.WriteByte('[')
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('0' + v>>i&1)
	}
	b.WriteByte(']')
	return b.String()
}

// packedModText is the op_sel family as LLVM prints it, each list left out
// at its default.
func packedModText(in *Inst) []string {
	op := in.Op
	if op.Mods&(ModOpSel|ModOpSelHi|ModNeg) == 0 {
		return nil
	}
	var out []string
	if v := in.OpSel(); v != 0 {
		n := opSelBits(op, "op_sel")
		if op.OpSelLaneCtl() && v&0xc != 0 {
			n = 4 // LLVM 15's spelling, as read (packedMod)
		}
		out = append(out, "op_sel:"+formatBits(v, n))
	}
	n := op.NumSrcs()
	if v := in.OpSelHi(); v != op.opSelHiDefault() {
		out = append(out, "op_sel_hi:"+formatBits(v, n))
	}
	if v := in.NegLo(); v != 0 {
		out = append(out, "neg_lo:"+formatBits(v, n))
	}
	if v := in.NegHi(); v != 0 {
		out = append(out, "neg_hi:"+formatBits(v, n))
	}
	return out
}

// vop3pMods are the modifiers a VOP3P row takes: op_sel and op_sel_hi
// always; neg_lo/neg_hi where every source is a float the simulator can
// negate (packed f16 halves, f32), or the row's semantics read them (the
// signedness bits of v_dot4_i32_iu8); clamp on float results, on the
// packed integer adds and subtracts that saturate under it (Sat) and on
// the rows whose semantics read it (the lane variable clamp: the integer
// dot products). The mix rows take the VOP3 source modifiers (-x, |x|)
// instead of neg_lo/neg_hi.
func vop3pMods(o *Op) ModSet {
	m := ModOpSel | ModOpSelHi
	floatSrcs, srcs, floatDst := 0, 0, false
	for _, s := range o.Args {
		switch {
		case s.Mask:
		case s.Def:
			floatDst = s.Type.IsFloat() || s.Type == TPkF16
		default:
			srcs++
			if s.Type.IsFloat() || s.Type == TPkF16 {
				floatSrcs++
			}
		}
	}
	if !o.Mix && (floatSrcs == srcs || usesWord(o.Sem, "neg")) {
		m |= ModNeg
	}
	if floatDst || o.Sat != SatNone || usesWord(o.Sem, "clamp") {
		m |= ModClamp
	}
	return m
}

// usesWord reports whether a statement list reads a lane variable: neg
// (the neg_lo bits) or clamp (the clamp bit).
func usesWord(sem, w string) bool {
	n := len(w)
	for i := 0; i+n <= len(sem); i++ {
		if sem[i:i+n] != w {
			continue
		}
		before := i == 0 || !isIdentByte(sem[i-1])
		after := i+n == len(sem) || !isIdentByte(sem[i+n])
		if before && after {
			return true
		}
	}
	return false
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// opSel16 marks a VOP3-only 16-bit row whose VOP3 form takes op_sel
// (llvm-mc-16 takes op_sel on v_fma_f16, v_pack_b32_f16, v_add_nc_u16,
// v_sub_nc_u16, and not on v_mul_lo_u16 or v_max_u16 on GFX10+).
var opSel16 = func(o *Op) { o.OpSel16 = true }

// checkMixConst rejects a constant in a mix row's source that op_sel_hi
// makes an f16: which 16-bit value the hardware reads for it is not
// modeled (an f32 source takes constants as any VOP3 does).
func checkMixConst(in *Inst, a *Arch, _ int) error {
	if !in.Op.Mix {
		return nil
	}
	i := 0
	for k, s := range in.Op.Args {
		if s.Def || s.Mask {
			continue
		}
		o := in.Args[k]
		if (o.Kind == OpImm || o.Kind == OpFloat) && in.OpSelHi()>>i&1 != 0 {
			return fmt.Errorf("%s: a constant as an f16 source (op_sel_hi) is not modeled", in.Mnemonic(a))
		}
		i++
	}
	return nil
}

// dpp8Mod is the rule of dpp8:[s0,...,s7] (GFX10+): lane l reads src0
// from lane l&^7 | s[l&7] of its group of 8 (RDNA2 ISA §13.3.10 "DPP8";
// AMDGPUAsmParser::parseDPP8: eight 3-bit values).
func dpp8Mod(m *Mods, d modText, _ modCtx) error {
	v := strings.TrimSpace(d.val)
	if !strings.HasPrefix(v, "[") || !strings.HasSuffix(v, "]") {
		return fmt.Errorf("dpp8 takes eight lane selects [s0,...,s7], got %q", d.val)
	}
	parts := strings.Split(v[1:len(v)-1], ",")
	if len(parts) != 8 {
		return fmt.Errorf("dpp8 takes eight lane selects, got %d in %q", len(parts), d.val)
	}
	p := m.dpp()
	for i, s := range parts {
		n, ok := parseInt(strings.TrimSpace(s))
		if !ok || n < 0 || n > 7 {
			return fmt.Errorf("dpp8 lane select %q is not 0..7", strings.TrimSpace(s))
		}
		p.Sel8[i] = uint8(n)
	}
	p.Ctrl = "dpp8"
	t := m.text()
	t.Extra = append(t.Extra, d.text)
	return nil
}

// checkDPP8 rejects what llvm-mc-16 rejects with dpp8: source modifiers
// ("invalid operand for instruction" at -v1) and bound_ctrl. VOP3 DPP
// keeps its neg and abs bits in the VOP3 dword: llvm-mc-19 takes
// v_add_f32_e64_dpp v0, -v1, |v2| dpp8:[...].
func checkDPP8(in *Inst, a *Arch, _ int) error {
	c := in.Mods.DPP
	if c == nil || c.Ctrl != "dpp8" {
		return nil
	}
	if c.BoundCtrl {
		return fmt.Errorf("%s: bound_ctrl is not a dpp8 modifier (dpp8 takes fi only)", in.Mnemonic(a))
	}
	for _, o := range in.Args {
		if o.Neg || o.Abs || o.Sext {
			if in.Enc == EncE64DPP && !o.Sext {
				continue
			}
			return fmt.Errorf("%s: dpp8 takes no source modifiers", in.Mnemonic(a))
		}
	}
	return nil
}

// checkPkF32Consts: an inline constant in a packed f32 source holds its
// value in the low dword only (Operand.Bits), so an instruction whose
// op_sel or op_sel_hi picks a constant's high dword is refused rather than
// given a guessed value; LLVM never writes one (it adds a splat constant
// with op_sel_hi:[1,0], packed-fp32.ll fadd_v2_v_lit_splat). It returns the
// index of the operand at fault.
func checkPkF32Consts(in *Inst, a *Arch) (int, error) {
	op := in.Op
	if !op.PackedF32 {
		return 0, nil
	}
	hi := in.OpSel()
	if op.Mods&ModOpSelHi != 0 {
		hi |= in.OpSelHi()
	}
	src := 0
	for i, s := range op.Args {
		if s.Def || s.Mask {
			continue
		}
		if o := in.Args[i]; (o.Kind == OpImm || o.Kind == OpFloat) && hi>>src&1 != 0 {
			return i, fmt.Errorf("%s: source %d is an inline constant, and op_sel or op_sel_hi picks its high dword, whose value is not modeled (LLVM writes op_sel_hi 0 for a constant: v_pk_add_f32 v[0:1], v[2:3], 1.0 op_sel_hi:[1,0])", in.Mnemonic(a), src)
		}
		src++
	}
	return 0, nil
}
