package sim_test

import "testing"

// Half-precision bit patterns.
const (
	h0      = 0x0000
	hNeg0   = 0x8000
	h1      = 0x3c00 // 1.0
	hNeg1   = 0xbc00
	h2      = 0x4000
	h3      = 0x4200
	h4      = 0x4400
	hHalf   = 0x3800
	hInf    = 0x7c00
	hNegInf = 0xfc00
	hQNaN   = 0x7e00
	hSNaN   = 0x7c01
	hMax    = 0x7bff // 65504
	hMinDen = 0x0001 // 2^-24
	hMinNrm = 0x0400 // 2^-14
)

// Half-precision arithmetic, round to nearest even with denormals kept
// (LLVM's default .amdhsa_float_denorm_mode_16_64 3). Expected bits worked
// out by hand; an expected 0x7e00 accepts any quiet half NaN. The high half
// of each source is not read (junk there in some rows).
func TestSemVALUFloat16(t *testing.T) {
	const q = hQNaN
	semRunLanes(t, []semLane{
		{name: "add_sub_subrev_mul_max_min_f16", fp: 16, lo16: true,
			asm: "v_add_f16_e32 v0, v1, v2\nv_sub_f16_e32 v3, v1, v2\nv_subrev_f16_e32 v4, v1, v2\n" +
				"v_mul_f16_e32 v5, v1, v2\nv_max_f16_e32 v6, v1, v2\nv_min_f16_e32 v7, v1, v2",
			in: []int{1, 2}, out: []int{0, 3, 4, 5, 6, 7}, rows: [][]uint32{
				// a, b → a+b, a-b, b-a, a*b, max, min
				{h2, h3, 0x4500, hNeg1, h1, 0x4600, h3, h2},
				{0xabcd4000, 0x12344200, 0x4500, hNeg1, h1, 0x4600, h3, h2},
				{hInf, hInf, hInf, q, q, hInf, hInf, hInf},
				{hMinDen, hMinDen, 0x0002, h0, h0, h0, hMinDen, hMinDen}, // 2^-48 underflows to +0
				{h1, 0x1000, h1, 0x3bff, 0xbbff, 0x1000, h1, 0x1000},     // 1 + 2^-11: a tie, to even
				{h1, 0x1001, 0x3c01, 0x3bff, 0xbbff, 0x1001, h1, 0x1001},
				{hQNaN, h1, q, q, q, q, h1, h1}, // max/min: a NaN operand yields the other
				{hNeg0, h0, h0, hNeg0, h0, hNeg0, h0, hNeg0},
				{hMax, hMax, hInf, h0, h0, hInf, hMax, hMax},
				{hMinNrm, hHalf, hHalf, 0xb800, hHalf, 0x0200, hHalf, hMinNrm}, // 2^-14 is under half an ulp of 0.5
				{hInf, h0, hInf, hInf, hNegInf, q, hInf, h0},
			}},
		// fused: (1+2^-10)^2 - (1+2^-9) = 2^-20 exactly (0 if the product
		// were rounded first). GFX9 keeps v_fma_f16's high half too.
		{name: "fma_f16", asm: "v_fma_f16 v0, v1, v2, v3", fp: 16, lo16All: true,
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{h2, h3, h1, 0x4700},
				{0x3c01, 0x3c01, 0xbc02, 0x0010},
				// 1.333984375 * 768 + 2^-14 = 1024.5 + 2^-14: just above
				// the tie, so 1025 (rounded to float32 first it would be
				// the tie 1024.5, and then 1024).
				{0x3d56, 0x6200, hMinNrm, 0x6401},
				{hInf, h0, h1, q},
				{h1, h1, hNeg1, h0},
				{hMax, h2, hNegInf, hNegInf},
			}},
		{name: "fmac_f16", asm: "v_fmac_f16_e32 v0, v1, v2", fp: 16, lo16: true, targets: semAllTargets[1:],
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{h2, h3, h1, 0x4700},
				{0x3c01, 0x3c01, 0xbc02, 0x0010},
				// 1.333984375 * 768 + 2^-14 = 1024.5 + 2^-14: just above
				// the tie, so 1025 (rounded to float32 first it would be
				// the tie 1024.5, and then 1024).
				{0x3d56, 0x6200, hMinNrm, 0x6401},
				{h1, hNeg1, h1, h0},
			}},
		{name: "rcp_sqrt_f16", asm: "v_rcp_f16_e32 v0, v1\nv_sqrt_f16_e32 v3, v1", fp: 16, lo16: true,
			in: []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{h2, hHalf, 0x3da8}, // sqrt(2) = 1.41421 → 1 + 424/1024
				{h4, 0x3400, h2},
				{h0, hInf, h0},
				{hInf, h0, hInf},
				{hNeg1, hNeg1, q},
			}},
	})
}

// Conversions between half, single and 16-bit integers.
func TestSemVALUFloat16Convert(t *testing.T) {
	const q = hQNaN
	semRunLanes(t, []semLane{
		{name: "cvt_f16_f32", asm: "v_cvt_f16_f32_e32 v0, v1", fp: 16, lo16: true,
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{fOne, h1},
				{0x477ff000, hInf}, // 65520 rounds up past the largest half
				{0x477fefff, hMax},
				{0x33800000, hMinDen}, // 2^-24
				{0x33000000, h0},      // 2^-25: a tie, to even
				{0x33000001, hMinDen},
				{fQNaN, q},
				{fNegInf, hNegInf},
				{fNeg0, hNeg0},
				{0x3f801000, h1},     // 1 + 2^-11: a tie, to even
				{0x3f803000, 0x3c02}, // 1 + 3*2^-11: a tie, to even (up)
			}},
		{name: "cvt_f32_f16", asm: "v_cvt_f32_f16_e32 v0, v1", fp: 32,
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{h1, fOne},
				{hMinDen, 0x33800000},
				{0x03ff, 0x387fc000}, // the largest half denormal
				{hInf, fInf},
				{0xfe00, semQNaN32},
				{hSNaN, semQNaN32}, // a signaling NaN comes out quiet
				{hNeg0, fNeg0},
				{hMax, 0x477fe000},
				{0xabcd3c00, fOne},
			}},
		{name: "cvt_pkrtz_f16_f32", asm: "v_cvt_pkrtz_f16_f32_e32 v0, v1, v2", asm11: "v_cvt_pk_rtz_f16_f32_e32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, 0x40003c00},
				{0x3f801fff, 0x3f803fff, 0x3c013c00}, // toward zero
				{0x477ff000, fNegInf, 0xfc007bff},    // 65520 truncates to the largest half
				{0x501502f9, 0xd01502f9, 0xfbff7bff}, // ±1e10
				{fNeg0, 0x33800000, 0x00018000},
			}},
		{name: "pack_b32_f16", asm: "v_pack_b32_f16 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0xabcd3c00, 0x12344000, 0x40003c00},
				{hNeg0, hMinDen, 0x00018000},
				{hInf, hMax, 0x7bff7c00},
			}},
		// u16 → f16 and i16 → f16, round to nearest even; 65535 overflows.
		{name: "cvt_f16_u16_i16", asm: "v_cvt_f16_u16_e32 v0, v1\nv_cvt_f16_i16_e32 v3, v1", lo16: true,
			in: []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{0xffff, hInf, hNeg1},
				{0x8000, 0x7800, 0xf800}, // 32768, -32768
				{1, h1, h1},
				{0x12340800, 0x6800, 0x6800}, // 2048
				{2049, 0x6800, 0x6800},       // a tie, to even
				{2051, 0x6802, 0x6802},       // a tie, to even (up)
				{0x7fff, 0x7800, 0x7800},     // 32767 rounds to 32768
			}},
		// f16 → u16/i16, toward zero; NaN → 0, negative → 0 unsigned.
		{name: "cvt_u16_i16_f16", asm: "v_cvt_u16_f16_e32 v0, v1\nv_cvt_i16_f16_e32 v3, v1", lo16: true,
			in: []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{0x3e00, 1, 1}, // 1.5
				{0xbe00, 0, 0xffff},
				{q, 0, 0},
				{0xf800, 0, 0x8000},      // -32768
				{0x77ff, 0x7ff0, 0x7ff0}, // 32752
				{0x3bff, 0, 0},
			}},
		{name: "cvt_u16_i16_f16_saturate", asm: "v_cvt_u16_f16_e32 v0, v1\nv_cvt_i16_f16_e32 v3, v1", lo16: true,
			in: []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{hInf, 0xffff, 0x7fff},
				{hMax, 0xffe0, 0x7fff},
				{hNegInf, 0, 0x8000},
				{0xfbff, 0, 0x8000},      // -65504
				{0x7800, 0x8000, 0x7fff}, // 32768
			}},
	})
}

// f32 rounding to integers, and the fraction. fract clamps to the largest
// float below 1 (Vega ISA §12.8 V_FRACT_F32; LLVM's fract lowering) and is
// NaN for an infinity.
func TestSemVALUFloatRound(t *testing.T) {
	const q = semQNaN32
	semRunLanes(t, []semLane{
		{name: "trunc_ceil_floor_rndne_fract_f32", fp: 32,
			asm: "v_trunc_f32_e32 v0, v1\nv_ceil_f32_e32 v3, v1\nv_floor_f32_e32 v4, v1\nv_rndne_f32_e32 v5, v1\nv_fract_f32_e32 v6, v1",
			in:  []int{1}, out: []int{0, 3, 4, 5, 6}, rows: [][]uint32{
				{0x3fc00000, fOne, fTwo, fOne, fTwo, fHalf},                   // 1.5
				{0xbfc00000, fNegOne, fNegOne, 0xc0000000, 0xc0000000, fHalf}, // -1.5
				{0x40200000, fTwo, fThree, fTwo, fTwo, fHalf},                 // 2.5: to even
				{0xbf000000, fNeg0, fNeg0, fNegOne, fNeg0, fHalf},             // -0.5
				{fInf, fInf, fInf, fInf, fInf, q},
				{fQNaN, q, q, q, q, q},
				{0xb0800000, fNeg0, fNeg0, fNegOne, fNeg0, 0x3f7fffff}, // -2^-30: 1 - 2^-30 rounds to 1, clamped
				{fMinDen, fPos0, fOne, fPos0, fPos0, fMinDen},
				{0x4b000001, 0x4b000001, 0x4b000001, 0x4b000001, 0x4b000001, fPos0}, // 2^23 + 1
			}},
		{name: "trunc_ceil_floor_rndne_fract_f64", fp: 64,
			asm: "v_trunc_f64_e32 v[0:1], v[10:11]\nv_ceil_f64_e32 v[2:3], v[10:11]\nv_floor_f64_e32 v[4:5], v[10:11]\n" +
				"v_rndne_f64_e32 v[6:7], v[10:11]\nv_fract_f64_e32 v[8:9], v[10:11]",
			in: []int{10, 11}, out: []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, rows: [][]uint32{
				{0, 0x3ff80000, 0, 0x3ff00000, 0, 0x40000000, 0, 0x3ff00000, 0, 0x40000000, 0, 0x3fe00000},          // 1.5
				{0, 0xbff80000, 0, 0xbff00000, 0, 0xbff00000, 0, 0xc0000000, 0, 0xc0000000, 0, 0x3fe00000},          // -1.5
				{0, 0x40040000, 0, 0x40000000, 0, 0x40080000, 0, 0x40000000, 0, 0x40000000, 0, 0x3fe00000},          // 2.5
				{0, 0xbfe00000, 0, 0x80000000, 0, 0x80000000, 0, 0xbff00000, 0, 0x80000000, 0, 0x3fe00000},          // -0.5
				{1, 0x43300000, 1, 0x43300000, 1, 0x43300000, 1, 0x43300000, 1, 0x43300000, 0, 0},                   // 2^52 + 1
				{0, 0xbc300000, 0, 0x80000000, 0, 0x80000000, 0, 0xbff00000, 0, 0x80000000, 0xffffffff, 0x3fefffff}, // -2^-60
				{0, 0x7ff00000, 0, 0x7ff00000, 0, 0x7ff00000, 0, 0x7ff00000, 0, 0x7ff00000, 0, semQNaN64Hi},
			}},
	})
}

// Float → integer conversions saturate (NaN → 0); the f32 ones round
// down (flr) or to nearest, halves up (rpi: floor(x + 0.5)).
func TestSemVALUFloatConvertInt(t *testing.T) {
	const intMax, intMin = 0x7fffffff, 0x80000000
	semRunLanes(t, []semLane{
		{name: "cvt_flr_rpi_i32_f32", asm: "v_cvt_flr_i32_f32_e32 v0, v1\nv_cvt_rpi_i32_f32_e32 v3, v1",
			asm11: "v_cvt_floor_i32_f32_e32 v0, v1\nv_cvt_nearest_i32_f32_e32 v3, v1",
			in:    []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{0x3fc00000, 1, 2},                   // 1.5
				{0xbfc00000, 0xfffffffe, 0xffffffff}, // -1.5
				{0x40200000, 2, 3},                   // 2.5
				{0xbf000000, 0xffffffff, 0},          // -0.5
				{fQNaN, 0, 0},
				{fInf, intMax, intMax},
				{fNegInf, intMin, intMin},
				{0x4f000000, intMax, intMax}, // 2^31
				{0xcf000000, intMin, intMin}, // -2^31
				{0xcf000001, intMin, intMin},
			}},
		{name: "cvt_f32_ubyte", asm: "v_cvt_f32_ubyte0_e32 v0, v1\nv_cvt_f32_ubyte1_e32 v3, v1\nv_cvt_f32_ubyte2_e32 v4, v1\nv_cvt_f32_ubyte3_e32 v5, v1",
			in: []int{1}, out: []int{0, 3, 4, 5}, rows: [][]uint32{
				{0x80ff7f01, fOne, 0x42fe0000, 0x437f0000, 0x43000000}, // 1, 127, 255, 128
				{0, fPos0, fPos0, fPos0, fPos0},
			}},
		{name: "cvt_f64_i32_u32", asm: "v_cvt_f64_i32_e32 v[2:3], v1\nv_cvt_f64_u32_e32 v[4:5], v1",
			in: []int{1}, out: []int{2, 3, 4, 5}, rows: [][]uint32{
				{0xffffffff, 0, 0xbff00000, 0xffe00000, 0x41efffff}, // -1; 2^32 - 1
				{0x80000000, 0, 0xc1e00000, 0, 0x41e00000},
				{1, 0, 0x3ff00000, 0, 0x3ff00000},
				{0, 0, 0, 0, 0},
			}},
		{name: "cvt_i32_u32_f64", asm: "v_cvt_i32_f64_e32 v0, v[2:3]\nv_cvt_u32_f64_e32 v4, v[2:3]",
			in: []int{2, 3}, out: []int{0, 4}, rows: [][]uint32{
				{0x66666666, 0x3ffe6666, 1, 1},          // 1.9
				{0x66666666, 0xbffe6666, 0xffffffff, 0}, // -1.9
				{0, 0x41e00000, intMax, 0x80000000},     // 2^31
				{0, 0x41f00000, intMax, 0xffffffff},     // 2^32
				{0x00200000, 0xc1e00000, intMin, 0},     // -2^31 - 1
				{0, 0x7ff80000, 0, 0},
				{0, 0xfff00000, intMin, 0},
				{0xfff00000, 0x41efffff, intMax, 0xffffffff}, // 2^32 - 0.5
			}},
		// pack a byte: round to nearest even, saturate to 0..255, into byte
		// b[1:0] of c
		{name: "cvt_pk_u8_f32", asm: "v_cvt_pk_u8_f32 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0x40200000, 1, 0x11223344, 0x11220244}, // 2.5 → 2 in byte 1
				{0x437e999a, 3, 0x11223344, 0xff223344}, // 254.6 → 255, byte 3
				{fNegOne, 0, 0x11223344, 0x11223300},
				{0x3fc00000, 6, 0, 0x00020000},          // 1.5 → 2; byte 6 & 3 = 2
				{0x437f8000, 0, 0x11223344, 0x112233ff}, // 255.5 → 256 saturates to 255
				{0x4f800000, 1, 0, 0x0000ff00},          // 2^32 saturates too
				{fInf, 2, 0, 0x00ff0000},
				{fQNaN, 3, 0xffffffff, 0x00ffffff},
			}},
	})
}

// frexp splits x into mant * 2^exp with |mant| in [0.5, 1); an infinity
// or NaN gives itself and 0 (RDNA2 ISA §12.8 V_FREXP_MANT_F32,
// V_FREXP_EXP_I32_F32). ldexp scales with one rounding.
func TestSemVALUFloatFrexpLdexp(t *testing.T) {
	const q = semQNaN32
	semRunLanes(t, []semLane{
		{name: "frexp_f32", asm: "v_frexp_mant_f32_e32 v0, v1\nv_frexp_exp_i32_f32_e32 v3, v1", fp: 32,
			in: []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{fOne, fHalf, 1},
				{0x41000000, fHalf, 4},       // 8
				{0xc0400000, 0xbf400000, 2},  // -3 = -0.75 * 2^2
				{fMinDen, fHalf, 0xffffff6c}, // 2^-149 = 0.5 * 2^-148
				{fPos0, fPos0, 0},
				{fInf, fInf, 0},
				{fQNaN, q, 0},
				{fMax, 0x3f7fffff, 128},
			}},
		{name: "frexp_f64", asm: "v_frexp_mant_f64_e32 v[0:1], v[4:5]\nv_frexp_exp_i32_f64_e32 v3, v[4:5]", fp: 64,
			in: []int{4, 5}, out: []int{0, 1, 3}, rows: [][]uint32{
				{0, 0x3ff00000, 0, 0x3fe00000, 1},
				{0, 0xc0080000, 0, 0xbfe80000, 2},
				{1, 0, 0, 0x3fe00000, 0xfffffbcf}, // 2^-1074 = 0.5 * 2^-1073
				{0, 0x7ff00000, 0, 0x7ff00000, 0},
				{0, 0, 0, 0, 0},
			}},
		{name: "ldexp_f32", asm: "v_ldexp_f32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fOne, 3, 0x41000000},
				{fOne, 0xffffff6b, fMinDen}, // 2^-149
				{fOne, 0xffffff6a, fPos0},   // 2^-150: a tie, to even (0)
				{fThree, 0xffffff6a, 2},     // 1.5 * 2^-149: a tie, to even (2)
				{fMax, 1, fInf},
				{fQNaN, 1, q},
				{fNegOne, 0x7fffffff, fNegInf},
				{fOne, 0x80000000, fPos0},
				{fInf, 0x80000000, fInf},
			}},
		{name: "ldexp_f64", asm: "v_ldexp_f64 v[0:1], v[2:3], v4", fp: 64,
			in: []int{2, 3, 4}, out: []int{0, 1}, rows: [][]uint32{
				{0, 0x3ff00000, 10, 0, 0x40900000},
				{0, 0x3ff00000, 0xfffffbce, 1, 0}, // 2^-1074
				{0, 0x3ff00000, 1024, 0, 0x7ff00000},
				{0, 0xbff00000, 0x80000000, 0, 0x80000000},
			}},
	})
}

// min3/max3/med3 follow v_min/v_max's IEEE rules (a quiet NaN operand
// yields the other, -0 < +0); med3 with a NaN operand is min3 (RDNA2 ISA
// §12.11 V_MED3_F32).
func TestSemVALUFloat3Op(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "min3_max3_med3_f32", fp: 32,
			asm: "v_min3_f32 v0, v1, v2, v3\nv_max3_f32 v4, v1, v2, v3\nv_med3_f32 v5, v1, v2, v3",
			in:  []int{1, 2, 3}, out: []int{0, 4, 5}, rows: [][]uint32{
				{fOne, fTwo, fThree, fOne, fThree, fTwo},
				{fThree, fOne, fTwo, fOne, fThree, fTwo},
				{fQNaN, fTwo, fThree, fTwo, fThree, fTwo},
				{fNeg0, fPos0, fOne, fNeg0, fOne, fPos0},
				{fNegInf, fInf, fPos0, fNegInf, fInf, fPos0},
				{fTwo, fTwo, fOne, fOne, fTwo, fTwo},
				{fOne, fQNaN, fQNaN, fOne, fOne, fOne},
			}},
		// DX9 rules: 0 times anything (infinity, NaN) is +0
		{name: "mul_legacy_f32", asm: "v_mul_legacy_f32_e32 v0, v1, v2", fp: 32, targets: semAllTargets[:4],
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fTwo, fThree, 0x40c00000},
				{fPos0, fInf, fPos0},
				{fPos0, fQNaN, fPos0},
				{fInf, fPos0, fPos0},
				{fInf, fTwo, fInf},
				{fQNaN, fOne, semQNaN32},
			}},
	})
}

// Transcendentals at points where the exact result is representable; the
// model returns the correctly rounded value (within the guides' 1 ULP),
// so these are exact. v_rcp/v_rsq flush a denormal input to zero.
func TestSemVALUFloatTranscendental(t *testing.T) {
	const q = semQNaN32
	semRunLanes(t, []semLane{
		{name: "exp_log_f32", asm: "v_exp_f32_e32 v0, v1\nv_log_f32_e32 v3, v1", fp: 32,
			in: []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{fThree, 0x41000000, 0x3fcae00d}, // 2^3; log2(3)
				{0x41000000, 0x43800000, fThree}, // 2^8 = 256; log2(8)
				{fNegOne, fHalf, q},
				{fPos0, fOne, fNegInf},
				{fNegInf, fPos0, q},
				{fInf, fInf, fInf},
				{fQNaN, q, q},
				{fOne, fTwo, fPos0},
				{fHalf, 0x3fb504f3, fNegOne}, // sqrt(2); -1
			}},
		{name: "rcp_iflag_rsq_f32", asm: "v_rcp_iflag_f32_e32 v0, v1\nv_rsq_f32_e32 v3, v1", fp: 32,
			in: []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{fFour, 0x3e800000, fHalf}, // 0.25, 0.5
				{0x3e800000, fFour, fTwo},
				{fPos0, fInf, fInf},
				{fNeg0, fNegInf, fNegInf},
				{fInf, fPos0, fPos0},
				{fMinDen, fInf, fInf}, // flushed to 0
				{fNegOne, fNegOne, q},
				{fThree, 0x3eaaaaab, 0x3f13cd3a}, // 1/3; 1/sqrt(3)
			}},
		// the argument is in revolutions: sin(2 pi x)
		{name: "sin_cos_f32", asm: "v_sin_f32_e32 v0, v1\nv_cos_f32_e32 v3, v1", fp: 32,
			in: []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{fPos0, fPos0, fOne},
				{0x3e800000, fOne, 0x248d3132}, // 0.25: 1; cos(pi/2) rounds to 6.1e-17
				{0xbe800000, fNegOne, 0x248d3132},
				{fHalf, 0x250d3132, fNegOne}, // sin(pi) rounds to 1.2e-16
				{fInf, q, q},
				{fQNaN, q, q},
			}},
		{name: "rsq_sqrt_f64", asm: "v_rsq_f64_e32 v[0:1], v[4:5]\nv_sqrt_f64_e32 v[2:3], v[4:5]", fp: 64,
			in: []int{4, 5}, out: []int{0, 1, 2, 3}, rows: [][]uint32{
				{0, 0x40100000, 0, 0x3fe00000, 0, 0x40000000}, // 4: 0.5, 2
				{0, 0x3fd00000, 0, 0x40000000, 0, 0x3fe00000}, // 0.25: 2, 0.5
				{0, 0, 0, 0x7ff00000, 0, 0},
				{0, 0x80000000, 0, 0xfff00000, 0, 0x80000000}, // -0: -inf, -0
				{0, 0xbff00000, 0, semQNaN64Hi, 0, semQNaN64Hi},
				{0, 0x7ff00000, 0, 0, 0, 0x7ff00000},
				{0, 0x40300000, 0, 0x3fd00000, 0, 0x40100000}, // 16: 0.25, 4
			}},
		{name: "sqrt_f64_rounding", asm: "v_sqrt_f64_e32 v[2:3], v[4:5]",
			in: []int{4, 5}, out: []int{2, 3}, rows: [][]uint32{
				{0, 0x40000000, 0x667f3bcd, 0x3ff6a09e}, // sqrt(2), correctly rounded
				{0, 0x40080000, 0xe8584caa, 0x3ffbb67a}, // sqrt(3)
			}},
	})
}
