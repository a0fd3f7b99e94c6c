package isa

import "strconv"

// Vector ALU: VOP1, VOP2, VOP3, VOPC. Lane semantics follow the ISA guides'
// pseudocode; float helpers (fmax32, divScale32, ...) live in package sim.

func addVectorOps() {
	// VOP1.
	vop1("v_mov_b32", TB32, TB32, "d = a", role(RoleCopy))
	vop1("v_not_b32", TB32, TB32, "d = ^a")
	vop1("v_bfrev_b32", TB32, TB32, "d = bits.Reverse32(a)")
	vop1("v_ffbh_u32", TI32, TU32, "d = flbit32(a)", n11("v_clz_i32_u32"))
	vop1("v_ffbl_b32", TI32, TB32, "d = ff1_32(a)", n11("v_ctz_i32_b32"))
	vop1("v_ffbh_i32", TI32, TI32, "d = flbitI32(a)", n11("v_cls_i32"))
	vop1("v_cvt_f32_i32", TF32, TI32, "d = float32(a)")
	vop1("v_cvt_f32_u32", TF32, TU32, "d = float32(a)")
	vop1("v_cvt_i32_f32", TI32, TF32, "d = cvtI32(float64(a))")
	vop1("v_cvt_u32_f32", TU32, TF32, "d = cvtU32(float64(a))")
	vop1("v_cvt_f64_i32", TF64, TI32, "d = float64(a)")
	vop1("v_cvt_f64_u32", TF64, TU32, "d = float64(a)")
	vop1("v_cvt_i32_f64", TI32, TF64, "d = cvtI32(a)")
	vop1("v_cvt_u32_f64", TU32, TF64, "d = cvtU32(a)")
	vop1("v_cvt_f32_f64", TF32, TF64, "d = float32(a)")
	vop1("v_cvt_f64_f32", TF64, TF32, "d = float64(a)")
	vop1("v_cvt_f16_f32", TF16, TF32, "d = a")
	vop1("v_cvt_f32_f16", TF32, TF16, "d = widenF16(a)")
	vop1("v_cvt_flr_i32_f32", TI32, TF32, "d = cvtI32(math.Floor(float64(a)))", n11("v_cvt_floor_i32_f32"))
	vop1("v_cvt_rpi_i32_f32", TI32, TF32, "d = cvtI32(math.Floor(float64(a) + 0.5))", n11("v_cvt_nearest_i32_f32"))
	for i := 0; i < 4; i++ {
		sh := strconv.Itoa(8 * i)
		vop1("v_cvt_f32_ubyte"+string(rune('0'+i)), TF32, TU32, "d = float32(uint8(a >> "+sh+"))")
	}
	vop1("v_fract_f32", TF32, TF32, "d = fract32(a)")
	vop1("v_trunc_f32", TF32, TF32, "d = float32(math.Trunc(float64(a)))")
	vop1("v_ceil_f32", TF32, TF32, "d = float32(math.Ceil(float64(a)))")
	vop1("v_rndne_f32", TF32, TF32, "d = float32(math.RoundToEven(float64(a)))")
	vop1("v_floor_f32", TF32, TF32, "d = float32(math.Floor(float64(a)))")
	vop1("v_trunc_f64", TF64, TF64, "d = math.Trunc(a)")
	vop1("v_ceil_f64", TF64, TF64, "d = math.Ceil(a)")
	vop1("v_rndne_f64", TF64, TF64, "d = math.RoundToEven(a)")
	vop1("v_floor_f64", TF64, TF64, "d = math.Floor(a)")
	vop1("v_fract_f64", TF64, TF64, "d = fract64(a)")
	vop1("v_exp_f32", TF32, TF32, "d = exp2_32(a)", trans)
	vop1("v_log_f32", TF32, TF32, "d = log2_32(a)", trans)
	vop1("v_rcp_f32", TF32, TF32, "d = rcp32(a)", trans)
	vop1("v_rcp_iflag_f32", TF32, TF32, "d = rcp32(a)", trans)
	vop1("v_rsq_f32", TF32, TF32, "d = rsq32(a)", trans)
	vop1("v_sqrt_f32", TF32, TF32, "d = sqrt32(a)", trans)
	vop1("v_sin_f32", TF32, TF32, "d = sin32(a)", trans)
	vop1("v_cos_f32", TF32, TF32, "d = cos32(a)", trans)
	vop1("v_rcp_f64", TF64, TF64, "d = 1 / a", trans64)
	vop1("v_rsq_f64", TF64, TF64, "d = 1 / math.Sqrt(a)", trans64)
	vop1("v_sqrt_f64", TF64, TF64, "d = math.Sqrt(a)", trans64)
	vop1("v_frexp_exp_i32_f32", TI32, TF32, "d = frexpExp(float64(a))")
	vop1("v_frexp_mant_f32", TF32, TF32, "d = float32(frexpMant(float64(a)))")
	vop1("v_frexp_exp_i32_f64", TI32, TF64, "d = frexpExp(a)")
	vop1("v_frexp_mant_f64", TF64, TF64, "d = frexpMant(a)")
	vop1("v_cvt_f16_u16", TF16, TU16, "d = float32(a)")
	vop1("v_cvt_f16_i16", TF16, TI16, "d = float32(a)")
	vop1("v_cvt_u16_f16", TU16, TF16, "d = uint16(cvtU32(float64(a)))")
	vop1("v_cvt_i16_f16", TI16, TF16, "d = cvtI16(float64(a))")
	vop1("v_rcp_f16", TF16, TF16, "d = rcp32(a)", trans)
	vop1("v_sqrt_f16", TF16, TF16, "d = sqrt32(a)", trans)
	vop1("v_nop", TB32, TB32, "", special(SpecialNop)).Args = nil
	rfl := vop1("v_readfirstlane_b32", TB32, TB32, "", special(SpecialReadFirstLane))
	rfl.Args[0] = sd(TB32)
	rfl.Args[1] = vv(TB32)
	vop1("v_swap_b32", TB32, TB32, "", special(SpecialSwap), gens(mGFX9|mGFX10p)).Args[1] = vd(TB32)

	// VOP2: float.
	vop2("v_add_f32", TF32, "d = a + b")
	vop2("v_sub_f32", TF32, "d = a - b")
	vop2("v_subrev_f32", TF32, "d = b - a")
	vop2("v_mul_f32", TF32, "d = a * b")
	vop2("v_mul_legacy_f32", TF32, "d = mulLegacy32(a, b)", n11("v_mul_dx9_zero_f32"))
	vop2("v_min_f32", TF32, "d = fmin32(a, b)", gens(mPreGFX12))
	vop2("v_max_f32", TF32, "d = fmax32(a, b)", gens(mPreGFX12))
	vop2("v_mac_f32", TF32, "d = float32(a*b) + d", tied, gens(mMadF32), feature(FeatMadMacF32Insts))
	vop2("v_fmac_f32", TF32, "d = fma32(a, b, d)", tied, gens(mGFX10p))
	// v_ldexp_f32 is VOP3-only from GFX8 (VOP2Instructions.td defines the
	// VOP2 form for GFX6/GFX7 only; VOP3Instructions.td V_LDEXP_F32):
	// llvm-mc rejects v_ldexp_f32_e32 on every target here.
	vop3("v_ldexp_f32", TF32, ts(TF32, TI32), "d = ldexp32(a, a2i(b))")
	// The K forms take the literal where LLVM prints it (they exist in the
	// 32-bit encoding only): madmk/fmamk
	// multiply by it (src0, K, vsrc1), madak/fmaak add it (src0, vsrc1, K).
	valu(VOP2, "v_madmk_f32", "d = float32(a*b) + c", []Spec{vd(TF32), vs(TF32), named(kLit(TF32), "k"), vv(TF32)}, gens(mMadF32), e32Only, feature(FeatMadMacF32Insts))
	valu(VOP2, "v_madak_f32", "d = float32(a*b) + c", []Spec{vd(TF32), vs(TF32), vv(TF32), named(kLit(TF32), "k")}, gens(mMadF32), e32Only, feature(FeatMadMacF32Insts))
	valu(VOP2, "v_fmamk_f32", "d = fma32(a, b, c)", []Spec{vd(TF32), vs(TF32), named(kLit(TF32), "k"), vv(TF32)}, gens(mGFX10p), e32Only)
	valu(VOP2, "v_fmaak_f32", "d = fma32(a, b, c)", []Spec{vd(TF32), vs(TF32), vv(TF32), named(kLit(TF32), "k")}, gens(mGFX10p), e32Only)
	vop2("v_add_f16", TF16, "d = a + b")
	vop2("v_sub_f16", TF16, "d = a - b")
	vop2("v_subrev_f16", TF16, "d = b - a")
	vop2("v_mul_f16", TF16, "d = a * b")
	vop2("v_max_f16", TF16, "d = fmax32(a, b)", gens(mPreGFX12))
	vop2("v_min_f16", TF16, "d = fmin32(a, b)", gens(mPreGFX12))
	vop2("v_fmac_f16", TF16, "d = fma16(a, b, d)", tied, gens(mGFX10p))
	vop2t("v_cvt_pkrtz_f16_f32", TB32, TF32, TF32, "d = uint32(f32to16rtz(a)) | uint32(f32to16rtz(b))<<16", n11("v_cvt_pk_rtz_f16_f32"))

	// VOP2: integer.
	vop2("v_mul_i32_i24", TI32, "d = sext24(a) * sext24(b)")
	vop2("v_mul_hi_i32_i24", TI32, "d = int32(int64(sext24(a)) * int64(sext24(b)) >> 32)")
	vop2("v_mul_u32_u24", TU32, "d = (a & 0xffffff) * (b & 0xffffff)")
	vop2("v_mul_hi_u32_u24", TU32, "d = uint32(uint64(a&0xffffff) * uint64(b&0xffffff) >> 32)")
	vop2("v_min_i32", TI32, "d = min(a, b)")
	vop2("v_max_i32", TI32, "d = max(a, b)")
	vop2("v_min_u32", TU32, "d = min(a, b)")
	vop2("v_max_u32", TU32, "d = max(a, b)")
	vop2t("v_lshrrev_b32", TB32, TU32, TB32, "d = b >> (a & 31)")
	vop2t("v_ashrrev_i32", TI32, TU32, TI32, "d = b >> (a & 31)")
	vop2t("v_lshlrev_b32", TB32, TU32, TB32, "d = b << (a & 31)")
	vop2("v_and_b32", TB32, "d = a & b")
	vop2("v_or_b32", TB32, "d = a | b")
	vop2("v_xor_b32", TB32, "d = a ^ b")
	vop2("v_xnor_b32", TB32, "d = ^(a ^ b)", gens(mGFX10p))
	vop2t("v_lshlrev_b16", TU16, TU32, TU16, "d = b << (a & 15)")
	vop2t("v_lshrrev_b16", TU16, TU32, TU16, "d = b >> (a & 15)")
	vop2t("v_ashrrev_i16", TI16, TU32, TI16, "d = b >> (a & 15)")
	// 16-bit integer ops are VOP2 on GFX9 and VOP3-only from GFX10, where
	// add and sub also take the _nc names.
	u16 := func(name, name10, sem string, o ...opt) {
		vop2(name, TU16, sem, append(o, gens(mGFX9))...)
		vop3(name10, TU16, ts(TU16, TU16), sem, append(o, gens(mGFX10p))...)
	}
	u16("v_add_u16", "v_add_nc_u16", "d = a + b", sat(SatUAdd), opSel16)
	u16("v_sub_u16", "v_sub_nc_u16", "d = a - b", sat(SatUSub), opSel16)
	// GFX9's reversed subtract (VOP2Instructions.td V_SUBREV_U16,
	// isGFX8GFX9; llc-14 selects it for a constant minuend); GFX10 has
	// none.
	vop2("v_subrev_u16", TU16, "d = b - a", gens(mGFX9), sat(SatUSubRev))
	u16("v_mul_lo_u16", "v_mul_lo_u16", "d = a * b")
	u16("v_max_u16", "v_max_u16", "d = max(a, b)")
	u16("v_min_u16", "v_min_u16", "d = min(a, b)")
	vop2("v_max_i16", TI16, "d = max(a, b)")
	vop2("v_min_i16", TI16, "d = min(a, b)")
	// Signed 16-bit add and subtract: VOP3-only with op_sel on GFX9
	// (v_add_i16, v_sub_i16), the _nc names from GFX10; clamp saturates
	// to [-32768, 32767] (VOP3Instructions.td V_ADD_I16/V_SUB_I16,
	// V_ADD_NC_I16/V_SUB_NC_I16: VOP3_Profile<VOP_I16_I16_I16, VOP3_OPSEL>;
	// RDNA2 ISA §12.11 "VOP3A & VOP3B Instructions" V_ADD_NC_I16).
	vop3("v_add_i16", TI16, ts(TI16, TI16), "d = a + b", gens(mGFX9), sat(SatSAdd), opSel16)
	vop3("v_sub_i16", TI16, ts(TI16, TI16), "d = a - b", gens(mGFX9), sat(SatSSub), opSel16)
	vop3("v_add_nc_i16", TI16, ts(TI16, TI16), "d = a + b", gens(mGFX10p), sat(SatSAdd), opSel16)
	vop3("v_sub_nc_i16", TI16, ts(TI16, TI16), "d = a - b", gens(mGFX10p), sat(SatSSub), opSel16)

	// Adds without carry: GFX9 spells them v_add_u32, GFX10+ v_add_nc_u32.
	vop2("v_add_u32", TU32, "d = a + b", gens(mGFX9), sat(SatUAdd))
	vop2("v_sub_u32", TU32, "d = a - b", gens(mGFX9), sat(SatUSub))
	vop2("v_subrev_u32", TU32, "d = b - a", gens(mGFX9), sat(SatUSubRev))
	vop2("v_add_nc_u32", TU32, "d = a + b", gens(mGFX10p), sat(SatUAdd))
	vop2("v_sub_nc_u32", TU32, "d = a - b", gens(mGFX10p), sat(SatUSub))
	vop2("v_subrev_nc_u32", TU32, "d = b - a", gens(mGFX10p), sat(SatUSubRev))
	vop3("v_add_nc_i32", TI32, ts(TI32, TI32), "d = a + b", gens(mGFX10p), sat(SatSAdd))
	vop3("v_sub_nc_i32", TI32, ts(TI32, TI32), "d = a - b", gens(mGFX10p), sat(SatSSub))
	vop3("v_add_i32", TI32, ts(TI32, TI32), "d = a + b", gens(mGFX9), sat(SatSAdd))
	vop3("v_sub_i32", TI32, ts(TI32, TI32), "d = a - b", gens(mGFX9), sat(SatSSub))

	// Carry chains. co is the carry (or borrow) out, ci the carry in.
	const (
		add   = "s := uint64(a) + uint64(b); d = uint32(s); co = s>>32 != 0"
		sub   = "d = a - b; co = b > a"
		subr  = "d = b - a; co = a > b"
		addc  = "s := uint64(a) + uint64(b) + uint64(b2u(ci)); d = uint32(s); co = s>>32 != 0"
		subb  = "bw := uint64(b) + uint64(b2u(ci)); d = a - uint32(bw); co = bw > uint64(a)"
		subr2 = "bw := uint64(a) + uint64(b2u(ci)); d = b - uint32(bw); co = bw > uint64(b)"
	)
	carry := func(f Format, name, sem string, in bool, o ...opt) {
		args := []Spec{vd(TU32), md(), vs(TU32), vs(TU32)}
		if f == VOP3 {
			args[1] = mdAny("sdst")
		}
		if in {
			args = append(args, ms())
		}
		valu(f, name, sem, args, o...)
	}
	// GFX9: VOP2 with vcc in e32 form.
	carry(VOP2, "v_add_co_u32", add, false, gens(mGFX9), sat(SatUAdd))
	carry(VOP2, "v_sub_co_u32", sub, false, gens(mGFX9), sat(SatUSub))
	carry(VOP2, "v_subrev_co_u32", subr, false, gens(mGFX9), sat(SatUSubRev))
	carry(VOP2, "v_addc_co_u32", addc, true, gens(mGFX9))
	carry(VOP2, "v_subb_co_u32", subb, true, gens(mGFX9))
	carry(VOP2, "v_subbrev_co_u32", subr2, true, gens(mGFX9))
	// GFX10+: carry-out adds are VOP3-only; carry-in adds are VOP2.
	carry(VOP3, "v_add_co_u32", add, false, gens(mGFX10p), sat(SatUAdd))
	carry(VOP3, "v_sub_co_u32", sub, false, gens(mGFX10p), sat(SatUSub))
	carry(VOP3, "v_subrev_co_u32", subr, false, gens(mGFX10p), sat(SatUSubRev))
	carry(VOP2, "v_add_co_ci_u32", addc, true, gens(mGFX10p))
	carry(VOP2, "v_sub_co_ci_u32", subb, true, gens(mGFX10p))
	carry(VOP2, "v_subrev_co_ci_u32", subr2, true, gens(mGFX10p))

	valu(VOP2, "v_cndmask_b32", "d = a; if ci { d = b }", []Spec{vd(TB32), vs(TB32), vs(TB32), ms()})

	// VOP3-only: float.
	vop3("v_fma_f32", TF32, ts(TF32, TF32, TF32), "d = fma32(a, b, c)")
	vop3("v_mad_f32", TF32, ts(TF32, TF32, TF32), "d = float32(a*b) + c", gens(mMadF32), feature(FeatMadMacF32Insts))
	vop3("v_fma_f64", TF64, ts(TF64, TF64, TF64), "d = math.FMA(a, b, c)", double)
	vop3("v_add_f64", TF64, ts(TF64, TF64), "d = a + b", double, gens(mPreGFX12))
	vop3("v_mul_f64", TF64, ts(TF64, TF64), "d = a * b", double, gens(mPreGFX12))
	vop3("v_min_f64", TF64, ts(TF64, TF64), "d = fmin64(a, b)", double, gens(mPreGFX12))
	vop3("v_max_f64", TF64, ts(TF64, TF64), "d = fmax64(a, b)", double, gens(mPreGFX12))
	vop3("v_ldexp_f64", TF64, ts(TF64, TI32), "d = math.Ldexp(a, int(b))", double)
	vop3("v_min3_f32", TF32, ts(TF32, TF32, TF32), "d = fmin32(fmin32(a, b), c)", gens(mPreGFX12))
	vop3("v_max3_f32", TF32, ts(TF32, TF32, TF32), "d = fmax32(fmax32(a, b), c)", gens(mPreGFX12))
	vop3("v_med3_f32", TF32, ts(TF32, TF32, TF32), "d = fmed3_32(a, b, c)", gens(mPreGFX12))
	vop3("v_fma_f16", TF16, ts(TF16, TF16, TF16), "d = fma16(a, b, c)", opSel16)
	vop3("v_div_fixup_f32", TF32, ts(TF32, TF32, TF32), "d = divFixup32(a, b, c)")
	vop3("v_div_fixup_f64", TF64, ts(TF64, TF64, TF64), "d = divFixup64(a, b, c)", double)
	valu(VOP3, "v_div_scale_f32", "d, co = divScale32(a, b, c)", []Spec{vd(TF32), mdAny("vcc"), vs(TF32), vs(TF32), vs(TF32)})
	valu(VOP3, "v_div_scale_f64", "d, co = divScale64(a, b, c)", []Spec{vd(TF64), mdAny("vcc"), vs(TF64), vs(TF64), vs(TF64)}, double)
	valu(VOP3, "v_div_fmas_f32", "d = divFmas32(a, b, c, ci)", []Spec{vd(TF32), vs(TF32), vs(TF32), vs(TF32)}, vccMask)
	valu(VOP3, "v_div_fmas_f64", "d = divFmas64(a, b, c, ci)", []Spec{vd(TF64), vs(TF64), vs(TF64), vs(TF64)}, vccMask, double)
	vop3("v_cvt_pk_u8_f32", TB32, ts(TF32, TU32, TU32), "sh := (b & 3) * 8; d = c&^(0xff<<sh) | min(cvtU32(math.RoundToEven(float64(a))), 255)<<sh")

	// VOP3-only: integer.
	vop3("v_mul_lo_u32", TU32, ts(TU32, TU32), "d = a * b", intMul)
	vop3("v_mul_hi_u32", TU32, ts(TU32, TU32), "d = uint32(uint64(a) * uint64(b) >> 32)", intMul)
	vop3("v_mul_lo_i32", TI32, ts(TI32, TI32), "d = a * b", intMul, gens(mGFX9))
	vop3("v_mul_hi_i32", TI32, ts(TI32, TI32), "d = int32(int64(a) * int64(b) >> 32)", intMul)
	vop3("v_mad_u32_u24", TU32, ts(TU32, TU32, TU32), "d = (a&0xffffff)*(b&0xffffff) + c")
	vop3("v_mad_i32_i24", TI32, ts(TI32, TI32, TI32), "d = sext24(a)*sext24(b) + c")
	vop3("v_bfe_u32", TU32, ts(TU32, TU32, TU32), "d = bfeU32(a, b&31, c&31)")
	vop3("v_bfe_i32", TI32, ts(TI32, TU32, TU32), "d = bfeI32(a, b&31, c&31)")
	vop3("v_bfi_b32", TB32, ts(TB32, TB32, TB32), "d = a&b | ^a&c")
	vop3("v_bfm_b32", TB32, ts(TU32, TU32), "d = (uint32(1)<<(a&31) - 1) << (b & 31)")
	vop3("v_alignbit_b32", TB32, ts(TB32, TB32, TU32), "d = uint32((uint64(a)<<32 | uint64(b)) >> (c & 31))")
	vop3("v_alignbyte_b32", TB32, ts(TB32, TB32, TU32), "d = uint32((uint64(a)<<32 | uint64(b)) >> (8 * (c & 3)))")
	vop3("v_min3_i32", TI32, ts(TI32, TI32, TI32), "d = min(a, b, c)")
	vop3("v_max3_i32", TI32, ts(TI32, TI32, TI32), "d = max(a, b, c)")
	vop3("v_med3_i32", TI32, ts(TI32, TI32, TI32), "d = max(min(a, b), min(max(a, b), c))")
	vop3("v_min3_u32", TU32, ts(TU32, TU32, TU32), "d = min(a, b, c)")
	vop3("v_max3_u32", TU32, ts(TU32, TU32, TU32), "d = max(a, b, c)")
	vop3("v_med3_u32", TU32, ts(TU32, TU32, TU32), "d = max(min(a, b), min(max(a, b), c))")
	vop3("v_lshl_add_u32", TU32, ts(TU32, TU32, TU32), "d = a<<(b&31) + c")
	vop3("v_add_lshl_u32", TU32, ts(TU32, TU32, TU32), "d = (a + b) << (c & 31)")
	vop3("v_add3_u32", TU32, ts(TU32, TU32, TU32), "d = a + b + c")
	vop3("v_lshl_or_b32", TB32, ts(TB32, TU32, TB32), "d = a<<(b&31) | c")
	vop3("v_and_or_b32", TB32, ts(TB32, TB32, TB32), "d = a&b | c")
	vop3("v_or3_b32", TB32, ts(TB32, TB32, TB32), "d = a | b | c")
	vop3("v_xor3_b32", TB32, ts(TB32, TB32, TB32), "d = a ^ b ^ c", gens(mGFX10p))
	vop3("v_xad_u32", TU32, ts(TU32, TU32, TU32), "d = (a ^ b) + c")
	vop3("v_perm_b32", TB32, ts(TB32, TB32, TB32), "d = perm32(a, b, c)")
	vop3("v_sad_u32", TU32, ts(TU32, TU32, TU32), "d = max(a, b) - min(a, b) + c")
	vop3("v_bcnt_u32_b32", TU32, ts(TB32, TU32), "d = uint32(bits.OnesCount32(a)) + b")
	vop3("v_mbcnt_lo_u32_b32", TU32, ts(TB32, TU32), "d = uint32(bits.OnesCount32(a & uint32(1<<uint(min(lane, 32))-1))) + b")
	vop3("v_mbcnt_hi_u32_b32", TU32, ts(TB32, TU32), "d = uint32(bits.OnesCount32(a & uint32(uint64(1)<<uint(max(lane-32, 0))-1))) + b")
	vop3("v_lshlrev_b64", TB64, ts(TU32, TB64), "d = b << (a & 63)", narrowBus, gens(mPreGFX12))
	vop3("v_lshrrev_b64", TB64, ts(TU32, TB64), "d = b >> (a & 63)", narrowBus)
	vop3("v_ashrrev_i64", TI64, ts(TU32, TI64), "d = b >> (a & 63)", narrowBus)
	vop3("v_cvt_pk_u16_u32", TB32, ts(TU32, TU32), "d = min(a, 0xffff) | min(b, 0xffff)<<16")
	vop3("v_cvt_pk_i16_i32", TB32, ts(TI32, TI32), "d = uint32(uint16(max(min(a, 32767), -32768))) | uint32(uint16(max(min(b, 32767), -32768)))<<16")
	vop3("v_pack_b32_f16", TB32, ts(TF16, TF16), "d = uint32(f32to16(a)) | uint32(f32to16(b))<<16", opSel16)
	valu(VOP3, "v_mad_u64_u32", "p := bits128Mul(uint64(a), uint64(b)); d = p + c; co = d < p", []Spec{vd(TU64), mdAny("sdst"), vs(TU32), vs(TU32), vs(TU64)}, intMul, n12("v_mad_co_u64_u32"))
	valu(VOP3, "v_mad_i64_i32", "p := int64(a) * int64(b); d = p + c; co = madI64Carry(p, c)", []Spec{vd(TI64), mdAny("sdst"), vs(TI32), vs(TI32), vs(TI64)}, intMul, n12("v_mad_co_i64_i32"))

	// Cross-lane.
	rl := valu(VOP3, "v_readlane_b32", "", []Spec{sd(TB32), vv(TB32), named(ss(TU32), "lane")}, special(SpecialReadLane), role(RoleLaneSelect))
	rl.Imp = nil
	wl := valu(VOP3, "v_writelane_b32", "", []Spec{vd(TB32), ss(TB32), named(ss(TU32), "lane")}, special(SpecialWriteLane), role(RoleLaneSelect), tied)
	wl.Imp = nil

	vopc()
}

// vopc declares every compare and its v_cmpx twin. On GFX9 v_cmpx also writes
// the SGPR destination; GFX10+ v_cmpx writes only exec (FeatureNoSdstCMPX).
func vopc() {
	type cc struct{ n, e string }
	fcc := []cc{{"f", "false"}, {"lt", "a < b"}, {"eq", "a == b"}, {"le", "a <= b"}, {"gt", "a > b"},
		{"lg", "a < b || a > b"}, {"ge", "a >= b"}, {"o", "a == a && b == b"}, {"u", "a != a || b != b"},
		{"nge", "!(a >= b)"}, {"nlg", "!(a < b || a > b)"}, {"ngt", "!(a > b)"}, {"nle", "!(a <= b)"},
		{"neq", "a != b"}, {"nlt", "!(a < b)"}, {"tru", "true"}}
	icc := []cc{{"f", "false"}, {"lt", "a < b"}, {"eq", "a == b"}, {"le", "a <= b"}, {"gt", "a > b"},
		{"ne", "a != b"}, {"ge", "a >= b"}, {"t", "true"}}
	types := []struct {
		s   string
		t   Type
		ccs []cc
	}{
		{"f16", TF16, fcc}, {"f32", TF32, fcc}, {"f64", TF64, fcc},
		{"i16", TI16, icc}, {"u16", TU16, icc}, {"i32", TI32, icc}, {"u32", TU32, icc},
		{"i64", TI64, icc}, {"u64", TU64, icc},
	}
	for _, ty := range types {
		for _, c := range ty.ccs {
			g := mAll
			switch {
			case (ty.t == TI16 || ty.t == TU16) && (c.n == "f" || c.n == "t"):
				g = mGFX9 // GFX10 dropped the constant 16-bit integer compares
			case c.n == "f" || c.n == "t" || c.n == "tru":
				// GFX12 dropped the constant compares (VOPCInstructions.td
				// defines V_CMP_F_*, V_CMP_T_* and V_CMP_TRU_* for GFX11
				// only; llvm-mc-19 -mcpu=gfx1201: "instruction not
				// supported on this GPU").
				g = mPreGFX12
			}
			cmp("v_cmp_"+c.n+"_"+ty.s, ty.t, ty.t, "co = "+c.e, g)
		}
		if !ty.t.IsFloat() {
			continue
		}
		cmp("v_cmp_class_"+ty.s, ty.t, TU32, "co = fclass_"+ty.s+"(a, b)", mAll)
	}
}

func cmp(name string, a, b Type, sem string, g genMask) {
	var o []opt
	if a.Dwords() == 2 {
		o = append(o, class(ClassVALU64))
	}
	valu(VOPC, name, sem, []Spec{md(), vs(a), vs(b)}, append(o, gens(g))...)
	x := "v_cmpx" + name[len("v_cmp"):]
	cmpx := func(o *Op) { o.Cmpx = true }
	if g&mGFX9 != 0 {
		valu(VOPC, x, sem, []Spec{md(), vs(a), vs(b)}, append(o, execW, gens(g&mGFX9), cmpx)...)
	}
	if g&mGFX10p != 0 {
		valu(VOPC, x, sem, []Spec{vs(a), vs(b)}, append(o, execW, gens(g&mGFX10p), cmpx)...)
	}
}
