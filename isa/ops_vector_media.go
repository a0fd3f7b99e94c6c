package isa

// More vector ALU rows: byte SADs and lerp, packed normalized conversions,
// the 16-bit float and integer three-operand ops, the DX9 ("legacy")
// multiplies, cube-map ops and GFX11's min/max pairs. Semantics follow the
// RDNA2 ISA guide §12.10 "VOP3 Instructions" and §12.8 "VOP1
// Instructions" pseudocode; targets follow llvm-mc-16 and LLVM's
// VOP1/VOP2/VOP3Instructions.td predicates. Latency classes: the default
// (Write32Bit) unless the row says otherwise, with the SchedRW LLVM gives
// the instruction in those files (SISchedule.td defines the classes).

func addMediaOps() {
	// Sums of absolute differences and byte average (V_SAD_U8, V_SAD_HI_U8,
	// V_SAD_U16, V_MSAD_U8, V_LERP_U8).
	vop3("v_sad_u8", TU32, ts(TU32, TU32, TU32), "d = sadU8(a, b) + c")
	vop3("v_sad_hi_u8", TU32, ts(TU32, TU32, TU32), "d = sadU8(a, b)<<16 + c")
	vop3("v_sad_u16", TU32, ts(TU32, TU32, TU32), "d = sadU16(a, b) + c")
	vop3("v_msad_u8", TU32, ts(TU32, TU32, TU32), "d = msadU8(a, b) + c")
	vop3("v_lerp_u8", TU32, ts(TU32, TU32, TU32), "d = lerpU8(a, b, c)")
	// Quad SADs: four SADs of S0's byte windows against S1, each added to
	// a 16-bit lane of S2. VOP3Instructions.td: V_QSAD_PK_U16_U8 is
	// WriteQuarterRate32; V_MQSAD_PK_U16_U8 has no SchedRW, so LLVM gives
	// it the VOP3 default Write32Bit despite its 64-bit result
	// (llvm-mca-16 -instruction-info: 5 cycles on gfx1030 and gfx1100, 1
	// slot on gfx900).
	vop3("v_qsad_pk_u16_u8", TB64, ts(TB64, TU32, TB64), "d = qsadPk(a, b, c, false)", quarter)
	vop3("v_mqsad_pk_u16_u8", TB64, ts(TB64, TU32, TB64), "d = qsadPk(a, b, c, true)", class(ClassVALU32))

	// Packed normalized conversions (V_CVT_PKNORM_I16_F32: lo = snorm(S0),
	// hi = snorm(S1)).
	// llc-19 spells them v_cvt_pk_norm_* on GFX11, which llvm-mc-16 does
	// not take (Alias11).
	vop3("v_cvt_pknorm_i16_f32", TB32, ts(TF32, TF32), "d = uint32(uint16(snorm16(a))) | uint32(uint16(snorm16(b)))<<16", alias11("v_cvt_pk_norm_i16_f32"))
	vop3("v_cvt_pknorm_u16_f32", TB32, ts(TF32, TF32), "d = uint32(unorm16(a)) | uint32(unorm16(b))<<16", alias11("v_cvt_pk_norm_u16_f32"))

	// The f16 forms: V_CVT_PKNORM_{I16,U16}_F16 (VOP3; GFX11 spells them
	// v_cvt_pk_norm_*), V_CVT_NORM_{I16,U16}_F16 (VOP1).
	vop3("v_cvt_pknorm_i16_f16", TB32, ts(TF16, TF16), "d = uint32(uint16(snorm16(a))) | uint32(uint16(snorm16(b)))<<16", n11("v_cvt_pk_norm_i16_f16"))
	vop3("v_cvt_pknorm_u16_f16", TB32, ts(TF16, TF16), "d = uint32(unorm16(a)) | uint32(unorm16(b))<<16", n11("v_cvt_pk_norm_u16_f16"))
	vop1("v_cvt_norm_i16_f16", TI16, TF16, "d = snorm16(a)")
	vop1("v_cvt_norm_u16_f16", TU16, TF16, "d = unorm16(a)")
	// V_SAT_PK_U8_I16: D = {16'b0, sat8(S0[31:16]), sat8(S0[15:0])}, each
	// half a signed 16-bit value clamped to 0..255.
	vop1("v_sat_pk_u8_i16", TB32, TB32, "d = uint32(min(max(int16(a), 0), 255)) | uint32(min(max(int16(a>>16), 0), 255))<<8")

	// V_TRIG_PREOP_F64: a 53-bit segment of 2/PI. VOP3Instructions.td gives
	// it SchedRW = [WriteDouble].
	vop3("v_trig_preop_f64", TF64, ts(TF64, TU32), "d = trigPreop(a, b)", double)

	// 16-bit float VOP1. VOP1Instructions.td puts v_rcp, v_sqrt, v_rsq,
	// v_log, v_exp, v_sin and v_cos _f16 under TRANS = 1, SchedRW =
	// [WriteTrans32]; the rest are plain VALU.
	vop1("v_rsq_f16", TF16, TF16, "d = rsq32(a)", trans)
	vop1("v_log_f16", TF16, TF16, "d = log2_32(a)", trans)
	vop1("v_exp_f16", TF16, TF16, "d = exp2_32(a)", trans)
	vop1("v_sin_f16", TF16, TF16, "d = sin32(a)", trans)
	vop1("v_cos_f16", TF16, TF16, "d = cos32(a)", trans)
	vop1("v_frexp_mant_f16", TF16, TF16, "d = float32(frexpMant(float64(a)))")
	vop1("v_frexp_exp_i16_f16", TI16, TF16, "d = int16(frexpExp(float64(a)))")
	vop1("v_floor_f16", TF16, TF16, "d = float32(math.Floor(float64(a)))")
	vop1("v_ceil_f16", TF16, TF16, "d = float32(math.Ceil(float64(a)))")
	vop1("v_trunc_f16", TF16, TF16, "d = float32(math.Trunc(float64(a)))")
	vop1("v_rndne_f16", TF16, TF16, "d = float32(math.RoundToEven(float64(a)))")
	vop1("v_fract_f16", TF16, TF16, "d = fract16(a)")
	// V_LDEXP_F16: D.f16 = S0.f16 * 2^S1.i16.
	vop2t("v_ldexp_f16", TF16, TF16, TI16, "d = ldexp32(a, int(b))")

	// Three-operand 16-bit min/max/median.
	vop3("v_min3_f16", TF16, ts(TF16, TF16, TF16), "d = fmin32(fmin32(a, b), c)", gens(mPreGFX12))
	vop3("v_max3_f16", TF16, ts(TF16, TF16, TF16), "d = fmax32(fmax32(a, b), c)", gens(mPreGFX12))
	vop3("v_med3_f16", TF16, ts(TF16, TF16, TF16), "d = fmed3_32(a, b, c)", gens(mPreGFX12))
	for _, t := range []struct {
		s string
		t Type
	}{{"i16", TI16}, {"u16", TU16}} {
		vop3("v_min3_"+t.s, t.t, ts(t.t, t.t, t.t), "d = min(a, b, c)")
		vop3("v_max3_"+t.s, t.t, ts(t.t, t.t, t.t), "d = max(a, b, c)")
		vop3("v_med3_"+t.s, t.t, ts(t.t, t.t, t.t), "d = max(min(a, b), min(max(a, b), c))")
	}

	// 16-bit integer multiply-add. GFX9 has both the GFX8 encoding
	// (v_mad_legacy_u16/i16) and the op_sel one (v_mad_u16/i16).
	vop3("v_mad_u16", TU16, ts(TU16, TU16, TU16), "d = a*b + c")
	vop3("v_mad_i16", TI16, ts(TI16, TI16, TI16), "d = a*b + c")
	vop3("v_mad_legacy_u16", TU16, ts(TU16, TU16, TU16), "d = a*b + c", gens(mGFX9))
	vop3("v_mad_legacy_i16", TI16, ts(TI16, TI16, TI16), "d = a*b + c", gens(mGFX9))

	// DX9 multiplies: 0 times anything (inf and NaN included) is +0.
	// v_mad_legacy_f32 (HasMadMacF32Insts, GFX9 and GFX10.1) rounds the
	// product; v_mac_legacy_f32 is GFX10.1 only (llvm-mc-16); the fused
	// forms (HasFmaLegacy32) are GFX10.3+ and renamed *_dx9_zero_* on GFX11.
	vop3("v_mad_legacy_f32", TF32, ts(TF32, TF32, TF32), "d = madLegacy32(a, b, c)", gens(mMadF32), feature(FeatMadMacF32Insts))
	// The VOP2 legacy forms have no SDWA or DPP form (llvm-mc-16: "sdwa/dpp
	// variant of this instruction is not supported").
	noExt := func(o *Op) { o.Encs = []Enc{EncE32, EncE64} }
	vop2("v_mac_legacy_f32", TF32, "d = madLegacy32(a, b, d)", tied, gens(mGFX10), noExt)
	vop3("v_fma_legacy_f32", TF32, ts(TF32, TF32, TF32), "d = fmaLegacy32(a, b, c)", gens(mGFX10_3|mGFX11), n11("v_fma_dx9_zero_f32"))
	vop2("v_fmac_legacy_f32", TF32, "d = fmaLegacy32(a, b, d)", tied, gens(mGFX10_3|mGFX11), n11("v_fmac_dx9_zero_f32"), noExt)

	// GFX11 min/max pairs: maxmin = min(max(S0, S1), S2), minmax =
	// max(min(S0, S1), S2) (llc-16 selects v_maxmin_u32 for umin(umax(a, b),
	// c) and v_minmax_f32 for maxnum(minnum(a, b), c)).
	vop3("v_maxmin_f32", TF32, ts(TF32, TF32, TF32), "d = fmin32(fmax32(a, b), c)", gens(mGFX11))
	vop3("v_minmax_f32", TF32, ts(TF32, TF32, TF32), "d = fmax32(fmin32(a, b), c)", gens(mGFX11))
	vop3("v_maxmin_f16", TF16, ts(TF16, TF16, TF16), "d = fmin32(fmax32(a, b), c)", gens(mGFX11))
	vop3("v_minmax_f16", TF16, ts(TF16, TF16, TF16), "d = fmax32(fmin32(a, b), c)", gens(mGFX11))
	vop3("v_maxmin_i32", TI32, ts(TI32, TI32, TI32), "d = min(max(a, b), c)", gens(mGFX11p))
	vop3("v_minmax_i32", TI32, ts(TI32, TI32, TI32), "d = max(min(a, b), c)", gens(mGFX11p))
	vop3("v_maxmin_u32", TU32, ts(TU32, TU32, TU32), "d = min(max(a, b), c)", gens(mGFX11p))
	vop3("v_minmax_u32", TU32, ts(TU32, TU32, TU32), "d = max(min(a, b), c)", gens(mGFX11p))

	// 16-bit float multiply-add with K (GFX9: mad, the product rounded to
	// f16; GFX10+: fma) and GFX9's v_mac_f16.
	valu(VOP2, "v_madmk_f16", "d = mad16(a, b, c)", []Spec{vd(TF16), vs(TF16), named(kLit(TF16), "k"), vv(TF16)}, gens(mGFX9), e32Only)
	valu(VOP2, "v_madak_f16", "d = mad16(a, b, c)", []Spec{vd(TF16), vs(TF16), vv(TF16), named(kLit(TF16), "k")}, gens(mGFX9), e32Only)
	valu(VOP2, "v_fmamk_f16", "d = fma16(a, b, c)", []Spec{vd(TF16), vs(TF16), named(kLit(TF16), "k"), vv(TF16)}, gens(mGFX10p), e32Only)
	valu(VOP2, "v_fmaak_f16", "d = fma16(a, b, c)", []Spec{vd(TF16), vs(TF16), vv(TF16), named(kLit(TF16), "k")}, gens(mGFX10p), e32Only)
	// v_mac_f16 has no SDWA form (llvm-mc-16 rejects v_mac_f16_sdwa).
	vop2("v_mac_f16", TF16, "d = mad16(a, b, d)", tied, gens(mGFX9), func(o *Op) { o.Encs = []Enc{EncE32, EncE64, EncDPP} })
	// V_MAD_F16 (GFX9; GFX10+ has only the fma): the product rounded to f16.
	vop3("v_mad_f16", TF16, ts(TF16, TF16, TF16), "d = mad16(a, b, c)", gens(mGFX9))
	// V_DIV_FIXUP_F16 (Vega ISA §12.10 pseudocode): the f16 special cases of
	// a quotient S0 of S2 / S1.
	vop3("v_div_fixup_f16", TF16, ts(TF16, TF16, TF16), "d = divFixup16(a, b, c)")

	// Cube-map coordinates (V_CUBEID_F32 ... V_CUBEMA_F32 pseudocode).
	vop3("v_cubeid_f32", TF32, ts(TF32, TF32, TF32), "d = cubeID(a, b, c)")
	vop3("v_cubesc_f32", TF32, ts(TF32, TF32, TF32), "d = cubeSC(a, b, c)")
	vop3("v_cubetc_f32", TF32, ts(TF32, TF32, TF32), "d = cubeTC(a, b, c)")
	vop3("v_cubema_f32", TF32, ts(TF32, TF32, TF32), "d = cubeMA(a, b, c)")

	// V_MOV_B16 (RDNA3 ISA §16.8 "VOP1 Instructions": D.b16 = S0.b16),
	// GFX11's true16 move: its 16-bit operands are VGPR halves (true16.go).
	vop1("v_mov_b16", TU16, TU16, "d = a", gens(mGFX11p), true16Only)
}

// Rows run by a hand-written handler: M0-relative VGPR moves, the lane
// permutes, and GFX9's GPR indexing mode.
func addHandlerVALUOps() {
	// M0-relative VGPR moves (RDNA2 ISA §12.8 V_MOVRELD_B32 ...
	// V_MOVRELSD_2_B32). LLVM has them on targets with FeatureMovrel (not
	// GFX9, which indexes with s_set_gpr_idx_on). Their SDWA and DPP forms
	// are not modeled.
	movrel := []opt{m0R, gens(mGFX10p), func(o *Op) { o.Encs = []Enc{EncE32, EncE64} }}
	vop1("v_movrels_b32", TB32, TB32, "", append(movrel, special(SpecialVMovrels))...).Args[1] = vv(TB32)
	vop1("v_movreld_b32", TB32, TB32, "", append(movrel, special(SpecialVMovreld))...)
	vop1("v_movrelsd_b32", TB32, TB32, "", append(movrel, special(SpecialVMovrelsd))...).Args[1] = vv(TB32)
	vop1("v_movrelsd_2_b32", TB32, TB32, "", append(movrel, special(SpecialVMovrelsd2))...).Args[1] = vv(TB32)

	// Lane permutes (RDNA2 ISA §12.10 V_PERMLANE16_B32, V_PERMLANEX16_B32:
	// src1 and src2 are the 64 bits of lane selects; RDNA3 ISA
	// V_PERMLANE64_B32). op_sel:[FI,BOUND_CTRL] is two bits of lane
	// control, not half selects (VOP3Instructions.td VOP3_PERMLANE_Profile:
	// op_sel0 is $fi, op_sel1 $bound_ctrl; isa.Inst.PermlaneFI).
	perm := func(name string, s Special) {
		valu(VOP3, name, "", []Spec{vd(TB32), vv(TB32), named(ss(TU32), "lanesel_lo"), named(ss(TU32), "lanesel_hi")},
			special(s), tied, gens(mGFX10p)).Mods |= ModOpSel
	}
	perm("v_permlane16_b32", SpecialPermlane16)
	perm("v_permlanex16_b32", SpecialPermlaneX16)
	p64 := vop1("v_permlane64_b32", TB32, TB32, "", special(SpecialPermlane64), gens(mGFX11p), e32Only)
	p64.Args[1] = vv(TB32)

	// V_MQSAD_U32_U8: four masked SADs, each added to a 32-bit lane of the
	// 128-bit S2. A 128-bit result has no lane statement (semgen's values
	// are at most 64 bits wide), so sim runs it by hand. VOP3Instructions.td:
	// WriteQuarterRate32; S2 is a VGPR quad (VOPProfileMQSAD).
	valu(VOP3, "v_mqsad_u32_u8", "", []Spec{vd(TB128), vs(TB64), vs(TU32), vv(TB128)}, special(SpecialMqsadU32), quarter)

	// GFX9 GPR indexing mode (Vega ISA §6.6 "VGPR Indexing"): the VALU
	// instructions between s_set_gpr_idx_on and s_set_gpr_idx_off add
	// M0[7:0] to the VGPR numbers of the operands M0[15:12] names. The
	// _on, _mode and _idx forms keep the other bits of M0, so they read it
	// too.
	mode := Spec{Name: "mode", Kind: KGprIdx | KImm, Type: TU32}
	salu(SOPC, "s_set_gpr_idx_on", "", []Spec{ss(TU32), mode}, special(SpecialGPRIdx), imp(RegM0, false), imp(RegM0, true), gens(mGFX9))
	sopp("s_set_gpr_idx_off", nil, special(SpecialGPRIdxOff), gens(mGFX9))
	sopp("s_set_gpr_idx_mode", []Spec{mode}, special(SpecialGPRIdxMode), imp(RegM0, false), imp(RegM0, true), gens(mGFX9))
	salu(SOP1, "s_set_gpr_idx_idx", "", []Spec{ss(TU32)}, special(SpecialGPRIdxIdx), imp(RegM0, false), imp(RegM0, true), gens(mGFX9))
}
