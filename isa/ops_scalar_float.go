package isa

// SALU float (FeatureSALUFloatInsts: gfx1150, gfx1151, gfx1152 and GFX12;
// the SOP1/SOP2/SOPC defs SOPInstructions.td predicates on
// HasSALUFloatInsts): the 57 mnemonics llvm-mc-19 -mcpu=gfx1150 takes,
// s_cvt_pk_rtz_f16_f32 among them (the RDNA3.5 ISA guide §6.8 lists it,
// the inventory did not: llc-19 emitted none). The RDNA3.5 ISA guide
// §6.8 "SALU Floating Point" says they "produce identical results with
// their VALU counterparts" without operand modifiers, so each row's
// semantics are its VALU row's; the f16 rows read bits 15:0 of their
// sources and "set the high part (bit[31:16]) of its SGPR destination to
// 0", which the f16 store does. SCC is written only by the compares.
//
// The rows exist on any generation whose target sets the feature: the
// feature, not the generation, says where they are.

// mAnyGen leaves the decision to the row's feature.
const mAnyGen = ^genMask(0)

func addScalarFloatOps() {
	f := []opt{feature(FeatSALUFloatInsts), gens(mAnyGen), class(ClassSALUFloat)}
	with := func(o ...opt) []opt { return append(append([]opt{}, f...), o...) }

	for _, t := range []struct {
		s string
		t Type
	}{{"f32", TF32}, {"f16", TF16}} {
		sop2("s_add_"+t.s, t.t, "d = a + b", f...)
		sop2("s_sub_"+t.s, t.t, "d = a - b", f...)
		sop2("s_mul_"+t.s, t.t, "d = a * b", f...)
		// GFX12 has s_min_num_*/s_max_num_* instead (ops_gfx12.go).
		sop2("s_min_"+t.s, t.t, "d = fmin32(a, b)", with(gens(mAnyGen&^mGFX12))...)
		sop2("s_max_"+t.s, t.t, "d = fmax32(a, b)", with(gens(mAnyGen&^mGFX12))...)
		sop1("s_ceil_"+t.s, t.t, t.t, "d = float32(math.Ceil(float64(a)))", f...)
		sop1("s_floor_"+t.s, t.t, t.t, "d = float32(math.Floor(float64(a)))", f...)
		sop1("s_trunc_"+t.s, t.t, t.t, "d = float32(math.Trunc(float64(a)))", f...)
		sop1("s_rndne_"+t.s, t.t, t.t, "d = float32(math.RoundToEven(float64(a)))", f...)
		for _, c := range saluFloatCompares {
			sopc("s_cmp_"+c.n+"_"+t.s, t.t, "scc = "+c.e, with(twin(c.n, floatCmpNeg[c.n], t.s, TwinImmAsIs, false))...)
		}
	}
	sop2("s_fmac_f32", TF32, "d = fma32(a, b, d)", with(tied)...)
	sop2("s_fmac_f16", TF16, "d = fma16(a, b, d)", with(tied)...)
	// The K forms take the literal where LLVM prints it, as v_fmamk_f32
	// and v_fmaak_f32 do: fmamk multiplies by it (src0, K, src1), fmaak
	// adds it (src0, src1, K).
	salu(SOP2, "s_fmamk_f32", "d = fma32(a, b, c)", []Spec{sd(TF32), ss(TF32), named(kLit(TF32), "k"), ss(TF32)}, f...)
	salu(SOP2, "s_fmaak_f32", "d = fma32(a, b, c)", []Spec{sd(TF32), ss(TF32), ss(TF32), named(kLit(TF32), "k")}, f...)
	sop2t("s_cvt_pk_rtz_f16_f32", TB32, TF32, TF32, "d = uint32(f32to16rtz(a)) | uint32(f32to16rtz(b))<<16", f...)

	sop1("s_cvt_f32_i32", TF32, TI32, "d = float32(a)", f...)
	sop1("s_cvt_f32_u32", TF32, TU32, "d = float32(a)", f...)
	sop1("s_cvt_i32_f32", TI32, TF32, "d = cvtI32(float64(a))", f...)
	sop1("s_cvt_u32_f32", TU32, TF32, "d = cvtU32(float64(a))", f...)
	sop1("s_cvt_f16_f32", TF16, TF32, "d = a", f...)
	sop1("s_cvt_f32_f16", TF32, TF16, "d = widenF16(a)", f...)
	// S_CVT_HI_F32_F16 converts bits 31:16 of its source (RDNA3.5 ISA
	// §6.8, the note under the table).
	sop1("s_cvt_hi_f32_f16", TF32, TB32, "d = widenF16(isa.F16to32(uint16(a >> 16)))", f...)
}

// saluFloatCompares are the SOPC float compares: the VOPC set without the
// constant f and tru and without class (llvm-mc-19 rejects s_cmp_f_f32,
// s_cmp_tru_f16 and s_cmp_class_f32 on gfx1150).
var saluFloatCompares = []struct{ n, e string }{
	{"lt", "a < b"}, {"eq", "a == b"}, {"le", "a <= b"}, {"gt", "a > b"},
	{"lg", "a < b || a > b"}, {"ge", "a >= b"}, {"o", "a == a && b == b"}, {"u", "a != a || b != b"},
	{"nge", "!(a >= b)"}, {"nlg", "!(a < b || a > b)"}, {"ngt", "!(a > b)"}, {"nle", "!(a <= b)"},
	{"neq", "a != b"}, {"nlt", "!(a < b)"},
}
