package isa

// Packed math (VOP3P), the mixed-precision multiply-adds and the dot
// products, as LLVM's VOP3PInstructions.td and VOP2Instructions.td define
// them for GFX9, GFX10 and GFX11. A row with a packed destination runs its
// statement list once per 16-bit half (sim/internal/semgen packedBody);
// the executor applies op_sel, op_sel_hi and neg_lo/neg_hi to the sources
// first. The dot products' lane helpers (dot2F16, dot4I8, ...) live in
// package sim.

// vop3p declares a VOP3P row. Its sources take VGPRs, SGPRs, inline
// constants and (GFX10+, VOP3Literal) a literal.
func vop3p(name string, d Type, srcs []Type, sem string, o ...opt) *Op {
	args := []Spec{vd(d)}
	for _, t := range srcs {
		args = append(args, vs(t))
	}
	return valu(VOP3P, name, sem, args, o...)
}

func addPackedOps() {
	// Packed f16 (VOP3P_Profile<VOP_V2F16_V2F16_V2F16>): every target here.
	pf := ts(TPkF16, TPkF16)
	vop3p("v_pk_add_f16", TPkF16, pf, "d = a + b")
	vop3p("v_pk_mul_f16", TPkF16, pf, "d = a * b")
	vop3p("v_pk_min_f16", TPkF16, pf, "d = fmin32(a, b)", gens(mPreGFX12))
	vop3p("v_pk_max_f16", TPkF16, pf, "d = fmax32(a, b)", gens(mPreGFX12))
	vop3p("v_pk_fma_f16", TPkF16, ts(TPkF16, TPkF16, TPkF16), "d = fma16(a, b, c)")

	// Packed 16-bit integers. The shifts take the amount first, as the
	// VOP2 *rev shifts do. clamp makes the adds and subtracts saturate
	// each 16-bit half, signed or unsigned by the row (Vega ISA §6.7 and
	// RDNA2 ISA §6.7 "Packed Math": clamp on integer results saturates;
	// VOP3PInstructions.td selects saddsat/uaddsat/ssubsat/usubsat of
	// v2i16 as V_PK_ADD_I16/V_PK_ADD_U16/V_PK_SUB_I16/V_PK_SUB_U16 with
	// clamp set: llc-16 emits v_pk_add_i16 ... clamp for
	// llvm.sadd.sat.v2i16). llvm-mc-16 takes clamp on every packed integer
	// row; what it does to the others (mul, mad, shifts, min, max) is not
	// modeled and wavesim rejects it there.
	pu, pi := ts(TPkU16, TPkU16), ts(TPkI16, TPkI16)
	vop3p("v_pk_add_u16", TPkU16, pu, "d = a + b", sat(SatUAdd))
	vop3p("v_pk_add_i16", TPkI16, pi, "d = a + b", sat(SatSAdd))
	vop3p("v_pk_sub_u16", TPkU16, pu, "d = a - b", sat(SatUSub))
	vop3p("v_pk_sub_i16", TPkI16, pi, "d = a - b", sat(SatSSub))
	vop3p("v_pk_mul_lo_u16", TPkU16, pu, "d = a * b")
	vop3p("v_pk_mad_u16", TPkU16, ts(TPkU16, TPkU16, TPkU16), "d = a*b + c")
	vop3p("v_pk_mad_i16", TPkI16, ts(TPkI16, TPkI16, TPkI16), "d = a*b + c")
	vop3p("v_pk_lshlrev_b16", TPkU16, pu, "d = b << (a & 15)")
	vop3p("v_pk_lshrrev_b16", TPkU16, pu, "d = b >> (a & 15)")
	vop3p("v_pk_ashrrev_i16", TPkI16, ts(TPkU16, TPkI16), "d = b >> (a & 15)")
	vop3p("v_pk_max_i16", TPkI16, pi, "d = max(a, b)")
	vop3p("v_pk_min_i16", TPkI16, pi, "d = min(a, b)")
	vop3p("v_pk_max_u16", TPkU16, pu, "d = max(a, b)")
	vop3p("v_pk_min_u16", TPkU16, pu, "d = min(a, b)")

	// v_pk_fmac_f16: VOP2, one encoding, GFX10+ (VOP2Instructions.td
	// V_PK_FMAC_F16, SubtargetPredicate HasPkFmacF16Inst; llvm-mc-16
	// prints it without a suffix).
	pkf := valu(VOP2, "v_pk_fmac_f16", "d = fma16(a, b, d)", []Spec{vd(TPkF16), vs(TPkF16), vv(TPkF16)}, tied, gens(mGFX10p))
	pkf.Encs = nil

	// Mixed precision: op_sel_hi[i] makes source i an f16 (the half
	// op_sel[i] picks) and leaves it an f32 otherwise; the lo/hi forms
	// write an f16 into one half of the destination and keep the other
	// (GCNSubtarget::zeroesHigh16BitsOfDest lists V_MAD_MIXLO_F16 and
	// V_MAD_MIXHI_F16 as preserving). v_mad_mix rounds the product, as
	// v_mad_f32 does; v_fma_mix rounds once to f32, and the lo/hi forms
	// round that to f16.
	mixArgs := ts(TF32, TF32, TF32)
	vop3p("v_mad_mix_f32", TF32, mixArgs, "d = float32(a*b) + c", mix, feature(FeatMadMixInsts))
	vop3p("v_mad_mixlo_f16", TF16, mixArgs, "d = float32(a*b) + c", mix, feature(FeatMadMixInsts), half(HalfLo))
	vop3p("v_mad_mixhi_f16", TF16, mixArgs, "d = float32(a*b) + c", mix, feature(FeatMadMixInsts), half(HalfHi))
	vop3p("v_fma_mix_f32", TF32, mixArgs, "d = fma32(a, b, c)", mix, feature(FeatFmaMixInsts))
	vop3p("v_fma_mixlo_f16", TF16, mixArgs, "d = fma16(a, b, c)", mix, feature(FeatFmaMixInsts), half(HalfLo))
	vop3p("v_fma_mixhi_f16", TF16, mixArgs, "d = fma16(a, b, c)", mix, feature(FeatFmaMixInsts), half(HalfHi))

	// Dot products (VOP3PInstructions.td, the FeatureDot*Insts of
	// AMDGPU.td; Vega 7nm ISA and RDNA2 ISA §12.10, RDNA3 ISA §16.10
	// "VOP3P Instructions", V_DOT*): the sum
	// of the elementwise products of two packed sources, plus the third
	// source, wrapping; the integer rows under clamp saturate that sum to
	// the 32-bit range of their result, signed or unsigned (AMDGPUUsage.rst
	// llvm.amdgcn.sdot2 ... udot8: "The i1 fourth operand is used to clamp
	// the output"; the lane variable clamp is the bit).
	vop3p("v_dot2_f32_f16", TF32, ts(TPkF16, TPkF16, TF32), "d = dot2F16(a, b, c)", feature(FeatDot10Insts))
	vop3p("v_dot2_i32_i16", TI32, ts(TPkI16, TPkI16, TI32), "d = dot2I16(a, b, c, clamp)", feature(FeatDot2Insts))
	vop3p("v_dot2_u32_u16", TU32, ts(TPkU16, TPkU16, TU32), "d = dot2U16(a, b, c, clamp)", feature(FeatDot2Insts))
	vop3p("v_dot4_i32_i8", TI32, ts(TB32, TB32, TI32), "d = dot4I8(a, b, c, clamp)", feature(FeatDot1Insts))
	vop3p("v_dot8_i32_i4", TI32, ts(TB32, TB32, TI32), "d = dot8I4(a, b, c, clamp)", feature(FeatDot1Insts))
	vop3p("v_dot4_u32_u8", TU32, ts(TB32, TB32, TU32), "d = dot4U8(a, b, c, clamp)", feature(FeatDot7Insts))
	vop3p("v_dot8_u32_u4", TU32, ts(TB32, TB32, TU32), "d = dot8U4(a, b, c, clamp)", feature(FeatDot7Insts))
	// GFX11's mixed-sign forms: neg_lo[0] and neg_lo[1] make src0 and src1
	// signed (RDNA3 ISA §16.10 V_DOT4_I32_IU8; llc-16 selects
	// llvm.amdgcn.sdot4 as v_dot4_i32_iu8 ... neg_lo:[1,1,0]).
	vop3p("v_dot4_i32_iu8", TI32, ts(TB32, TB32, TI32), "d = dot4IU8(a, b, c, neg, clamp)", feature(FeatDot8Insts))
	vop3p("v_dot8_i32_iu4", TI32, ts(TB32, TB32, TI32), "d = dot8IU4(a, b, c, neg, clamp)", feature(FeatDot8Insts))
	vop3p("v_dot2_f32_bf16", TF32, ts(TB32, TB32, TF32), "d = dot2BF16(a, b, c)", feature(FeatDot9Insts))
	// gfx906's FeatureDLInsts also brings two VOP2 rows GFX10 has anyway
	// (VOP2Instructions.td V_FMAC_F32, V_XNOR_B32 under HasDLInsts; llc
	// emits v_xnor_b32 for ~(a ^ b) on gfx906). v_fmac_f32 has no SDWA
	// form there (llvm-mc-16: "sdwa variant of this instruction is not
	// supported").
	vop2("v_fmac_f32", TF32, "d = fma32(a, b, d)", tied, gens(mGFX9), feature(FeatDLInsts),
		func(o *Op) { o.Encs = []Enc{EncE32, EncE64, EncDPP} })
	vop2("v_xnor_b32", TB32, "d = ^(a ^ b)", gens(mGFX9), feature(FeatDLInsts))

	// GFX11's VOP3 16-bit dot products: op_sel[2] picks c's half and
	// op_sel[3] the destination's, op_sel[1:0] are ignored (RDNA3 ISA
	// §16.12 V_DOT2_F16_F16, V_DOT2_BF16_BF16 notes). The sum is rounded to
	// f32, then to the 16-bit format.
	// (no clamp or omod: llvm-mc-16 rejects v_dot2_f16_f16 ... clamp, mul:2)
	vop3("v_dot2_f16_f16", TF16, ts(TPkF16, TPkF16, TF16), "d = dot2F16(a, b, c)", gens(mGFX11p), feature(FeatDot9Insts), opSel16).Mods &^= ModClamp | ModOmod
	vop3("v_dot2_bf16_bf16", TU16, ts(TB32, TB32, TU16), "d = dot2BF16BF16(a, b, c)", gens(mGFX11p), feature(FeatDot9Insts), opSel16)

	// The accumulating VOP2 forms (v_dot2acc_f32_f16 on GFX11).
	d2c := valu(VOP2, "v_dot2c_f32_f16", "d = dot2F16(a, b, d)", []Spec{vd(TF32), vs(TPkF16), vv(TPkF16)}, tied, feature(FeatDot5Insts), n11("v_dot2acc_f32_f16"), e32Only)
	d2c.Args[1].Kind &^= KLit
	d4c := valu(VOP2, "v_dot4c_i32_i8", "d = dot4I8(a, b, d, false)", []Spec{vd(TI32), vs(TB32), vv(TB32)}, tied, feature(FeatDot6Insts), e32Only)
	d4c.Args[1].Kind &^= KLit
}
