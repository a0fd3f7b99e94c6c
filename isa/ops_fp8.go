package isa

// The gfx940 conversions from 8-bit floats (VOP1Instructions.td
// V_CVT_F32_FP8, V_CVT_F32_BF8, V_CVT_PK_F32_FP8, V_CVT_PK_F32_BF8 under
// FeatureFP8ConversionInsts, which every gfx940 target has): FP8 is E4M3
// with exponent bias 8 and BF8 E5M2 with bias 16, 0x80 the one NaN, no
// infinities (CDNA3 ISA §7.2 Table 30). The e32 form converts byte 0 (the
// pk forms bytes 0 and 1); the SDWA form's src0_sel picks the byte (word)
// first (CDNA3 ISA Table 31: "SDWA byte select", "word select").
// Conversions are exact, so clamp and omod act on an exact value. They are
// WriteFloatCvt in LLVM's model (llvm-mca-19 -mcpu=gfx942: latency 4),
// which the conformance test checks.
func addFP8Ops() {
	for _, f := range []struct{ name, dec string }{{"fp8", "fp8ToF32"}, {"bf8", "bf8ToF32"}} {
		vop1("v_cvt_f32_"+f.name, TF32, TU32, "d = "+f.dec+"(uint8(a))", gens(mGFX9), feature(FeatGFX940Insts), class(ClassFloatCvt))
		pk := vop1("v_cvt_pk_f32_"+f.name, TB64, TU32,
			"d = uint64(math.Float32bits("+f.dec+"(uint8(a)))) | uint64(math.Float32bits("+f.dec+"(uint8(a>>8))))<<32",
			gens(mGFX9), feature(FeatGFX940Insts), class(ClassFloatCvt))
		pk.Encs = []Enc{EncE32, EncE64, EncSDWA}
	}
}
