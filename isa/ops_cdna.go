package isa

// The VALU rows gfx90a and gfx940 add to GFX9 (VOP3PInstructions.td,
// VOP1Instructions.td, VOP2Instructions.td, VOP3Instructions.td under
// isGFX90APlus / isGFX940Plus and the features of AMDGPU.td the rows
// name), apart from the MFMA rows.

func addCDNAOps() {
	// Packed f32 (FeaturePackedFP32Ops; VOP3P_Profile<VOP_V2F32_V2F32_V2F32>):
	// two f32 values in a 64-bit register pair. Element 0 of the result
	// takes each source's dword op_sel picks (bit i: the high dword of
	// source i) negated by neg_lo, element 1 the dword op_sel_hi picks
	// (default: the high one) negated by neg_hi (CDNA3 ISA §7.5 "Packed
	// Math" and V_PK_FMA_F32; the executor's helpers pkAddF32 ... in
	// package sim). A source may be an inline constant (llc-14 writes
	// v_pk_mov_b32 v[8:9], 0, 0 for a 64-bit zero on gfx90a), which holds
	// its 32-bit value in the low dword (Operand.Bits, checkPkF32Consts);
	// GFX9's VOP3P takes no literal.
	pk := func(name, sem string, srcs int) *Op {
		args := []Spec{{Name: "vdst", Def: true, Kind: KV, Type: TPkF32}}
		for i := 0; i < srcs; i++ {
			args = append(args, Spec{Name: "src", Kind: KV | KS | KConst, Type: TPkF32})
		}
		o := valu(VOP3P, name, sem, args, gens(mGFX9), feature(FeatPackedFP32Ops))
		o.Mods, o.PackedF32 = ModOpSel|ModOpSelHi|ModNeg|ModClamp, true
		return o
	}
	pk("v_pk_add_f32", "d = pkAddF32(pk, clamp, a, b)", 2)
	pk("v_pk_mul_f32", "d = pkMulF32(pk, clamp, a, b)", 2)
	pk("v_pk_fma_f32", "d = pkFmaF32(pk, clamp, a, b, c)", 3)
	// v_pk_mov_b32: element 0 is source 0's dword op_sel[0] picks, element
	// 1 source 1's dword op_sel[1] picks (CDNA2 ISA V_PK_MOV_B32); LLVM
	// copies a 64-bit value with op_sel:[0,1]. op_sel_hi and neg, which
	// llvm-mc takes, are not modeled.
	pk("v_pk_mov_b32", "d = pkMovB32(pk, a, b)", 2).Mods = ModOpSel

	// v_mov_b64 (gfx940: VOP1Instructions.td V_MOV_B64, isGFX940Plus).
	mov64 := vop1("v_mov_b64", TB64, TB64, "d = a", gens(mGFX9), feature(FeatGFX940Insts))
	mov64.Encs = []Enc{EncE32, EncE64}

	// v_lshl_add_u64 (gfx940): d = (a << b) + c. LLVM selects it for
	// shifts of 0 to 4 only (VOP3Instructions.td, shl_0_to_4; CodeGen
	// test lshl-add-u64.ll shifts by 5 with v_lshlrev_b64 first); the model
	// reads bits 2:0 of b (CDNA3 ISA V_LSHL_ADD_U64, S1.u[2:0]).
	vop3("v_lshl_add_u64", TU64, ts(TU64, TU32, TU64), "d = a<<(b&7) + c", gens(mGFX9), feature(FeatLshlAddU64Inst))

	// v_fmac_f64 (FeatureFmacF64Inst, VOP2 with VOP3 form; its DPP form
	// takes only gfx90a's 64-bit controls, not modeled).
	vop2("v_fmac_f64", TF64, "d = math.FMA(a, b, d)", tied, double, gens(mGFX9), feature(FeatFmacF64Inst),
		func(o *Op) { o.Encs = []Enc{EncE32, EncE64} })

	// The accumulating dot products CDNA adds to gfx1030's two
	// (v_dot2c_f32_f16, v_dot4c_i32_i8, ops_packed.go): FeatureDot4Insts
	// v_dot2c_i32_i16 and FeatureDot3Insts v_dot8c_i32_i4 (VOP2Instructions.td
	// V_DOT2C_I32_I16, V_DOT8C_I32_I4; the sum wraps, as v_dot4c_i32_i8's).
	d2i := valu(VOP2, "v_dot2c_i32_i16", "d = dot2I16(a, b, d, false)", []Spec{vd(TI32), vs(TPkI16), vv(TPkI16)},
		tied, gens(mGFX9), feature(FeatDot4Insts), e32Only)
	d2i.Args[1].Kind &^= KLit
	d8i := valu(VOP2, "v_dot8c_i32_i4", "d = dot8I4(a, b, d, false)", []Spec{vd(TI32), vs(TB32), vv(TB32)},
		tied, gens(mGFX9), feature(FeatDot3Insts), e32Only)
	d8i.Args[1].Kind &^= KLit

	// gfx940 has the GFX10 K forms of v_fma_f32 (VOP2Instructions.td
	// V_FMAMK_F32 and V_FMAAK_F32 under isGFX940Plus on GFX9).
	valu(VOP2, "v_fmamk_f32", "d = fma32(a, b, c)", []Spec{vd(TF32), vs(TF32), named(kLit(TF32), "k"), vv(TF32)},
		gens(mGFX9), feature(FeatGFX940Insts), e32Only)
	valu(VOP2, "v_fmaak_f32", "d = fma32(a, b, c)", []Spec{vd(TF32), vs(TF32), vv(TF32), named(kLit(TF32), "k")},
		gens(mGFX9), feature(FeatGFX940Insts), e32Only)
}
