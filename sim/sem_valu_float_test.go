package sim_test

import "testing"

// Float VALU in the kernels' float mode: IEEE mode on, denormals preserved
// (.amdhsa_float_denorm_mode_32 3), round to nearest even. Expected bits were
// worked out by hand (exact cases) or with float64 arithmetic rounded once to
// float32, which is exact for +, *, / and sqrt of float32 operands. An
// expected 0x7fc00000 (semQNaN32) accepts any quiet NaN.
func TestSemVALUFloatArith(t *testing.T) {
	const q = semQNaN32
	semRunLanes(t, []semLane{
		{name: "add_f32", asm: "v_add_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, fThree},
				{fNeg0, fNeg0, fNeg0},
				{fPos0, fNeg0, fPos0},
				{fInf, fNegInf, q},
				{fMinDen, fMinDen, 0x00000002}, // denormals are kept
				{fMax, fMax, fInf},
				{fOne, fQNaN, q},
				{fSNaN, fOne, q},               // a signaling NaN comes out quiet
				{fOne, 0x33800000, fOne},       // 1 + 2^-24: tie, rounds to even
				{fOne, 0x33800001, 0x3f800001}, // just above the tie
				{fNegDen, fMinDen, fPos0},      // exact zero sum is +0
				{fInf, fOne, fInf},
			}},
		{name: "sub_f32", asm: "v_sub_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fMinNorm, fMinDen, fMaxDen},
				{fOne, fOne, fPos0},
				{fNeg0, fPos0, fNeg0},
				{fInf, fInf, q},
			}},
		{name: "mul_f32", asm: "v_mul_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fTwo, fThree, 0x40c00000},
				{fNeg0, 0x40a00000, fNeg0}, // -0 * 5
				{fPos0, fInf, q},
				{fInf, fNegOne, fNegInf},
				{fMinDen, fTwo, 0x00000002},
				{fTwoPm127, fTwo, fMinNorm},
				{fMinNorm, fHalf, fTwoPm127},    // denormal result kept
				{fMinDen, fHalf, fPos0},         // 2^-150: tie, rounds to even 0
				{0x00000003, fHalf, 0x00000002}, // 1.5 ulp: tie, rounds to even 2
				{fMax, fTwo, fInf},
				{fQNaN, fPos0, q},
				{fNegDen, fNegOne, fMinDen},
			}},
		{name: "fma_f32", asm: "v_fma_f32 v0, v1, v2, v3", fp: 32,
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{fTwo, fThree, fOne, 0x40e00000},
				// (1+2^-12)^2 - 1 = 2^-11 + 2^-24 exactly; an unfused
				// multiply would round the product and give 2^-11.
				{0x3f800800, 0x3f800800, fNegOne, 0x3a000400},
				{fInf, fPos0, fOne, q},
				{fNeg0, fOne, fNeg0, fNeg0},
				{fPos0, fOne, fNeg0, fPos0},
				{fOne, fMinDen, fMinDen, 0x00000002},
				{fMax, fTwo, fNegInf, fNegInf}, // the product is not rounded to inf first
				{fMax, fTwo, fNegOne, fInf},
				{fInf, fOne, fNegInf, q},
				// One rounding in the float32 denormal range: a =
				// (1+2^-23)*2^-75, b = (1-2^-23)*2^-75, so a*b = 2^-150 -
				// 2^-196, and c = (2^22+1)*2^-149. In units of 2^-149 the
				// sum is 2^22+1 + 1/2 - 2^-47, just below the midpoint: it
				// rounds down to c. Rounded to float64 first it would sit
				// on the midpoint and round to even, 2^22+2 (0x00400002).
				{0x1a000001, 0x19fffffe, 0x00400001, 0x00400001},
				{0x9a000001, 0x19fffffe, 0x80400001, 0x80400001}, // negated
			}},
		// the modifiers LLVM's division expansion uses: -a*b + 1.0.
		{name: "fma_f32_neg_inline", asm: "v_fma_f32 v0, -v1, v2, 1.0", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fTwo, fHalf, fPos0},
				{fThree, fOne, 0xc0000000},
				{fNeg0, fOne, fOne},
				{fNegOne, fTwo, fThree},
			}},
		{name: "fmac_f32_tied", targets: []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}},
			asm: "v_fmac_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{fTwo, fThree, fOne, 0x40e00000},
				{0x3f800800, 0x3f800800, fNegOne, 0x3a000400},
				{fMinDen, fOne, fMinDen, 0x00000002},
			}},
		{name: "mac_f32_tied_gfx9", targets: []semTarget{{"gfx900", 64}},
			asm: "v_mac_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{fTwo, fThree, fOne, 0x40e00000},
				{fNegOne, fTwo, fTwo, fPos0},
			}},
		// The K forms, spelled as LLVM prints them: madmk/fmamk multiply
		// by the literal (src0, K, vsrc1), madak/fmaak add it.
		{name: "madmk_f32", targets: []semTarget{{"gfx900", 64}, {"gfx1010", 32}},
			asm: "v_madmk_f32 v0, v1, 0x40400000, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fTwo, fOne, 0x40e00000},   // 2*3 + 1
				{fNegOne, fThree, fPos0},   // -3 + 3
				{fHalf, fHalf, 0x40000000}, // 1.5 + 0.5
			}},
		{name: "madmk_f32_unfused", targets: []semTarget{{"gfx900", 64}, {"gfx1010", 32}},
			asm: "v_madmk_f32 v0, v1, 0x3f800800, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				// (1+2^-12)^2 = 1 + 2^-11 + 2^-24 rounds (tie, to even) to
				// 1 + 2^-11 before the add: 2^-11
				{0x3f800800, fNegOne, 0x3a000000},
			}},
		{name: "madak_f32", targets: []semTarget{{"gfx900", 64}, {"gfx1010", 32}},
			asm: "v_madak_f32 v0, v1, v2, 0x40400000", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fTwo, fTwo, 0x40e00000}, // 2*2 + 3
				{fNegOne, fThree, fPos0}, // -3 + 3
			}},
		{name: "fmamk_f32_fused", targets: []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}},
			asm: "v_fmamk_f32 v0, v1, 0x3f800800, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0x3f800800, fNegOne, 0x3a000400}, // 2^-11 + 2^-24, unrounded product
				{fOne, fOne, 0x40000400},          // 1+2^-12 + 1
			}},
		{name: "fmaak_f32", targets: []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}},
			asm: "v_fmaak_f32 v0, v1, v2, 0x40400000", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fTwo, fTwo, 0x40e00000}, // 2*2 + 3
				{fNegOne, fThree, fPos0}, // -3 + 3
			}},
		// inline float constants, including 1/(2*pi) (0x3e22f983)
		{name: "inline_constants_f32", asm: "v_mul_f32_e32 v0, 0.15915494, v1\nv_add_f32_e32 v2, -4.0, v1\nv_mul_f32_e32 v3, 0.5, v1",
			in: []int{1}, out: []int{0, 2, 3}, rows: [][]uint32{
				{fOne, 0x3e22f983, 0xc0400000, fHalf},
				{fTwo, 0x3ea2f983, 0xc0000000, fOne},
			}},
		// IEEE-mode minNum/maxNum: a quiet NaN loses to a number, -0 < +0.
		{name: "min_f32", asm: "v_min_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, fOne},
				{fNeg0, fPos0, fNeg0},
				{fPos0, fNeg0, fNeg0},
				{fQNaN, fOne, fOne},
				{fOne, fQNaN, fOne},
				{fNegInf, fMax, fNegInf},
				{fMinDen, fPos0, fPos0},
				{fNegDen, fPos0, fNegDen},
				{fQNaN, fQNaN, q},
			}},
		{name: "max_f32", asm: "v_max_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, fTwo},
				{fNeg0, fPos0, fPos0},
				{fPos0, fNeg0, fPos0},
				{fQNaN, fNegInf, fNegInf},
				{fInf, fQNaN, fInf},
				{fMinDen, fPos0, fMinDen},
				{fNegDen, fNeg0, fNeg0},
			}},
		// In IEEE mode a signaling NaN operand gives a quiet NaN, not the
		// other operand (V_MIN_F32/V_MAX_F32 pseudocode: "if WAVE_MODE.IEEE
		// && isSignalNAN(S0) then D = cvtToQuietNAN(S0)").
		{name: "min_max_f32_signaling_nan", fp: 32,
			asm: "v_min_f32_e32 v0, v1, v2\nv_max_f32_e32 v3, v1, v2",
			in:  []int{1, 2}, out: []int{0, 3}, rows: [][]uint32{
				{fSNaN, fOne, q, q},
				{fOne, fSNaN, q, q},
				{fNegInf, 0x7fa00000, q, q},
			}},
	})
}

// NaN operands of plain f32 arithmetic: the result is the first NaN
// operand in operand order (src0, src1, src2, then a tied destination's
// old value) with its quiet bit set, whichever operand the operation is
// commutative in. 0x7fa00001 and 0xff800003 are signaling (quiet bit 22
// clear) and come out as 0x7fe00001 and 0xffc00003; 0xffc00002 is quiet.
func TestSemVALUFloatNaNOperands(t *testing.T) {
	const (
		sA, qA = 0x7fa00001, 0x7fe00001 // signaling, and quieted
		qB     = 0xffc00002
		sC, qC = 0xff800003, 0xffc00003
	)
	gfx10p := []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}
	semRunLanes(t, []semLane{
		{name: "add_f32", asm: "v_add_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{sA, qB, qA}, // both NaN: src0, quieted
				{qB, sA, qB},
				{fOne, sC, qC}, // one NaN: that one, quieted
				{sC, fOne, qC},
			}},
		{name: "sub_f32", asm: "v_sub_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{sA, qB, qA},
				{fOne, sA, qA},
			}},
		{name: "subrev_f32", asm: "v_subrev_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{qB, sA, qB}, // src0 first though it is the subtrahend
				{fTwo, sC, qC},
			}},
		{name: "mul_f32", asm: "v_mul_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{qB, sA, qB},
				{sA, qB, qA},
				{fTwo, qB, qB},
			}},
		{name: "fma_f32", asm: "v_fma_f32 v0, v1, v2, v3", fp: 32,
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{fOne, qB, sC, qB}, // src1 before src2
				{fOne, fTwo, sC, qC},
				{fInf, fPos0, qB, qB}, // an invalid product does not hide the NaN addend
				{sA, fOne, qB, qA},
			}},
		{name: "fmac_f32_tied", targets: gfx10p,
			asm: "v_fmac_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, sC, qC}, // the old destination is the last operand
				{fOne, qB, sC, qB},
			}},
		{name: "mac_f32_tied_gfx9", targets: []semTarget{{"gfx900", 64}},
			asm: "v_mac_f32_e32 v0, v1, v2", fp: 32,
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{sA, fOne, qB, qA},
				{fOne, fOne, sC, qC},
			}},
		{name: "mad_f32", targets: []semTarget{{"gfx900", 64}, {"gfx1010", 32}},
			asm: "v_mad_f32 v0, v1, v2, v3", fp: 32,
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, sC, qC},
				{qB, sA, sC, qB},
			}},
	})
}

// Conversions saturate: NaN → 0, out of range → INT_MIN/INT_MAX (or 0 and
// UINT_MAX), truncation toward zero.
func TestSemVALUFloatConvert(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "cvt_i32_f32", asm: "v_cvt_i32_f32_e32 v0, v1",
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{fQNaN, 0},
				{fSNaN, 0},
				{0x4f32d05e, 0x7fffffff}, // 3e9
				{0xcf32d05e, 0x80000000}, // -3e9
				{0x3ff33333, 1},          // 1.9
				{0xbff33333, 0xffffffff}, // -1.9
				{fInf, 0x7fffffff},
				{fNegInf, 0x80000000},
				{fNeg0, 0},
				{fMinDen, 0},
				{0x4effffff, 0x7fffff80}, // 2147483520, the largest float below 2^31
				{0xcf000000, 0x80000000}, // -2^31 exactly
				{0x4f000000, 0x7fffffff}, // 2^31 saturates
			}},
		{name: "cvt_u32_f32", asm: "v_cvt_u32_f32_e32 v0, v1",
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{fNegOne, 0},
				{0xbf000000, 0},          // -0.5
				{0x4f861c46, 0xffffffff}, // 4.5e9
				{fQNaN, 0},
				{0x4f7fffff, 0xffffff00}, // 4294967040
				{0x407f5c29, 3},          // 3.99
				{fInf, 0xffffffff},
				{fNegInf, 0},
				{0x4f800000, 0xffffffff}, // 2^32 saturates
				{fNeg0, 0},
			}},
		{name: "cvt_f32_i32", asm: "v_cvt_f32_i32_e32 v0, v1",
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{0x80000000, 0xcf000000},
				{0x01000001, 0x4b800000}, // 16777217: tie, rounds to even 2^24
				{0x7fffffff, 0x4f000000},
				{0xffffffff, fNegOne},
				{0, fPos0},
			}},
		{name: "cvt_f32_u32", asm: "v_cvt_f32_u32_e32 v0, v1",
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{0xffffffff, 0x4f800000},
				{0x80000000, 0x4f000000},
				{1, fOne},
			}},
		{name: "cvt_f64_f32_and_back", asm: "v_cvt_f64_f32_e32 v[2:3], v1\nv_cvt_f32_f64_e32 v0, v[2:3]",
			in: []int{1}, out: []int{2, 3, 0}, rows: [][]uint32{
				{fOne, 0, 0x3ff00000, fOne},
				{fMinDen, 0, 0x36a00000, fMinDen}, // 2^-149 is normal in f64
				{fNegInf, 0, 0xfff00000, fNegInf},
				{fNeg0, 0, 0x80000000, fNeg0},
			}},
	})
}

// Transcendentals: special values only (the hardware is accurate to 1 ULP,
// so inexact results are not pinned down).
func TestSemVALUFloatTrans(t *testing.T) {
	const q = semQNaN32
	semRunLanes(t, []semLane{
		{name: "rcp_f32", asm: "v_rcp_f32_e32 v0, v1", fp: 32,
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{fTwo, fHalf},
				{0xc0000000, 0xbf000000}, // -2 → -0.5
				{fFour, 0x3e800000},
				{fPos0, fInf},
				{fNeg0, fNegInf},
				{fInf, fPos0},
				{fNegInf, fNeg0},
				{fQNaN, q},
				{fNegOne, fNegOne},
			}},
		{name: "sqrt_f32", asm: "v_sqrt_f32_e32 v0, v1", fp: 32,
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{fFour, fTwo},
				{0x3e800000, fHalf}, // 0.25
				{fInf, fInf},
				{fNegOne, q},
				{fNegInf, q},
				{fPos0, fPos0},
				{fNeg0, fNeg0},
				{fQNaN, q},
			}},
		// V_RCP_F32 and V_SQRT_F32: "Denormals are flushed" (ISA guides,
		// all generations), whatever the float mode: a denormal input reads
		// as zero of its sign and a denormal result becomes zero.
		{name: "rcp_f32_flush_denormals", fp: 32,
			asm: "v_rcp_f32_e32 v0, v1",
			in:  []int{1}, out: []int{0}, rows: [][]uint32{
				{fTwoPm127, fInf},      // input 2^-127 reads as +0
				{0x80400000, fNegInf},  // -2^-127 reads as -0
				{fTwoP127, fPos0},      // result 2^-127 flushes to +0
				{0xff000000, fNeg0},    // result -2^-127 flushes to -0
				{fMax, fPos0},          // result just above 2^-128 flushes to +0
				{0x7e800000, fMinNorm}, // result 2^-126 is normal and kept
			}},
		{name: "sqrt_f32_flush_denormals", fp: 32,
			asm: "v_sqrt_f32_e32 v0, v1",
			in:  []int{1}, out: []int{0}, rows: [][]uint32{
				{fTwoPm127, fPos0},
				{fMinDen, fPos0},
				{0x80400000, fNeg0}, // -2^-127 reads as -0: sqrt(-0) = -0, not NaN
			}},
	})
}

// Double precision: results as (lo, hi) dword pairs.
func TestSemVALUFloat64(t *testing.T) {
	const qh = semQNaN64Hi
	semRunLanes(t, []semLane{
		{name: "add_f64", asm: "v_add_f64 v[0:1], v[2:3], v[4:5]", fp: 64,
			in: []int{2, 3, 4, 5}, out: []int{0, 1}, rows: [][]uint32{
				{0, 0x3ff00000, 0, 0x40000000, 0, 0x40080000}, // 1 + 2 = 3
				{0, 0x80000000, 0, 0x80000000, 0, 0x80000000}, // -0 + -0
				{0, 0x7ff00000, 0, 0xfff00000, 0, qh},         // inf - inf
				{1, 0, 1, 0, 2, 0},                            // denormals kept
				// 0.1 + 0.2 = 0.30000000000000004
				{0x9999999a, 0x3fb99999, 0x9999999a, 0x3fc99999, 0x33333334, 0x3fd33333},
				{0xffffffff, 0x7fefffff, 0xffffffff, 0x7fefffff, 0, 0x7ff00000}, // overflow
			}},
		{name: "mul_f64", asm: "v_mul_f64 v[0:1], v[2:3], v[4:5]", fp: 64,
			in: []int{2, 3, 4, 5}, out: []int{0, 1}, rows: [][]uint32{
				{0x9999999a, 0x3fb99999, 0, 0x40080000, 0x33333334, 0x3fd33333}, // 0.1 * 3
				{0, 0x80000000, 0, 0x40140000, 0, 0x80000000},                   // -0 * 5
				{0, 0, 0, 0x7ff00000, 0, qh},                                    // 0 * inf
				{1, 0, 0, 0x3fe00000, 0, 0},                                     // 2^-1074 / 2: tie to even 0
			}},
		{name: "fma_f64", asm: "v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]", fp: 64,
			in: []int{2, 3, 4, 5, 6, 7}, out: []int{0, 1}, rows: [][]uint32{
				// fma(0.1, 10, -1) = 2^-54 exactly; unfused it would be 0.
				{0x9999999a, 0x3fb99999, 0, 0x40240000, 0, 0xbff00000, 0, 0x3c900000},
				{0, 0x3ff80000, 0, 0x40000000, 0, 0x3fe00000, 0, 0x400c0000}, // 1.5*2 + 0.5 = 3.5
				{0, 0x7ff00000, 0, 0, 0, 0x3ff00000, 0, qh},                  // inf*0 + 1
			}},
		// a 64-bit SGPR operand and 64-bit inline constants
		{name: "sgpr_pair_and_inline_f64", asm: "v_add_f64 v[0:1], s[0:1], v[2:3]\nv_mul_f64 v[4:5], 0.5, v[2:3]\nv_fma_f64 v[6:7], v[2:3], -1.0, 1.0",
			in: []int{2, 3}, out: []int{0, 1, 4, 5, 6, 7}, sgprs: map[int]uint32{0: 0, 1: 0x40000000}, rows: [][]uint32{
				{0, 0x3ff00000, 0, 0x40080000, 0, 0x3fe00000, 0, 0},          // 1.0: 3.0, 0.5, 0
				{0, 0x40100000, 0, 0x40180000, 0, 0x40000000, 0, 0xc0080000}, // 4.0: 6.0, 2.0, -3.0
			}},
		{name: "min_max_f64", asm: "v_min_f64 v[0:1], v[2:3], v[4:5]\nv_max_f64 v[6:7], v[2:3], v[4:5]", fp: 64,
			in: []int{2, 3, 4, 5}, out: []int{0, 1, 6, 7}, rows: [][]uint32{
				{0, 0x80000000, 0, 0, 0, 0x80000000, 0, 0},                   // -0, +0
				{0, 0x7ff80000, 0, 0x3ff00000, 0, 0x3ff00000, 0, 0x3ff00000}, // qNaN, 1
				{0, 0xfff00000, 0, 0x7ff00000, 0, 0xfff00000, 0, 0x7ff00000}, // -inf, inf
				{1, 0x80000000, 1, 0, 1, 0x80000000, 1, 0},                   // -den, +den
			}},
		{name: "min_max_f64_signaling_nan", fp: 64,
			asm: "v_min_f64 v[0:1], v[2:3], v[4:5]\nv_max_f64 v[6:7], v[2:3], v[4:5]",
			in:  []int{2, 3, 4, 5}, out: []int{0, 1, 6, 7}, rows: [][]uint32{
				{1, 0x7ff00000, 0, 0x3ff00000, 0, qh, 0, qh},
				{0, 0x3ff00000, 1, 0x7ff00000, 0, qh, 0, qh},
			}},
	})
}

// A whole f32 division as LLVM emits it (llvm16 traces/fdiv_sqrt: v6 / v4,
// the quotient lands in v4): v_div_scale, v_rcp, Newton steps with fma,
// v_div_fmas, v_div_fixup. The expansion is exact, so the expected quotient
// is the correctly rounded one, and the special cases are IEEE's.
const (
	semFdivGFX10 = `v_div_scale_f32 v2, null, v4, v4, v6
v_div_scale_f32 v7, {vcc}, v6, v4, v6
v_rcp_f32_e32 v3, v2
v_fma_f32 v5, -v2, v3, 1.0
v_fmac_f32_e32 v3, v5, v3
v_mul_f32_e32 v5, v7, v3
v_fma_f32 v8, -v2, v5, v7
v_fmac_f32_e32 v5, v8, v3
v_fma_f32 v2, -v2, v5, v7
v_div_fmas_f32 v5, v2, v3, v5
v_div_fixup_f32 v4, v5, v4, v6`
	semFdivGFX9 = `v_div_scale_f32 v2, s[0:1], v4, v4, v6
v_div_scale_f32 v3, vcc, v6, v4, v6
v_rcp_f32_e32 v5, v2
v_fma_f32 v7, -v2, v5, 1.0
v_fma_f32 v5, v7, v5, v5
v_mul_f32_e32 v7, v3, v5
v_fma_f32 v8, -v2, v7, v3
v_fma_f32 v7, v8, v5, v7
v_fma_f32 v2, -v2, v7, v3
v_div_fmas_f32 v5, v2, v5, v7
v_div_fixup_f32 v4, v5, v4, v6`
	semFdivGFX11 = `v_div_scale_f32 v2, null, v4, v4, v6
v_div_scale_f32 v7, {vcc}, v6, v4, v6
v_rcp_f32_e32 v3, v2
s_waitcnt_depctr 0xfff
v_fma_f32 v5, -v2, v3, 1.0
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
v_fmac_f32_e32 v3, v5, v3
v_mul_f32_e32 v5, v7, v3
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
v_fma_f32 v8, -v2, v5, v7
v_fmac_f32_e32 v5, v8, v3
s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
v_fma_f32 v2, -v2, v5, v7
v_div_fmas_f32 v5, v2, v3, v5
v_div_fixup_f32 v4, v5, v4, v6`
)

func TestSemVALUFloatDivide(t *testing.T) {
	const q = semQNaN32
	div := func(name string, rows [][]uint32) semLane {
		return semLane{name: name, asm: semFdivGFX10, asm9: semFdivGFX9, asm11: semFdivGFX11, fp: 32,
			in: []int{6, 4}, out: []int{4}, rows: rows}
	}
	semRunLanes(t, []semLane{
		// numerator, denominator → quotient
		div("specials", [][]uint32{
			{fOne, fPos0, fInf},          // 1/0
			{0xc0000000, fPos0, fNegInf}, // -2/0
			{0x40a00000, fNeg0, fNegInf}, // 5/-0
			{0xc0e00000, fNeg0, fInf},    // -7/-0
			{fPos0, fPos0, q},            // 0/0
			{fInf, fInf, q},              // inf/inf
			{fNegInf, fInf, q},
			{fPos0, 0x40a00000, fPos0}, // 0/5
			{fNeg0, 0x40a00000, fNeg0}, // -0/5
			{fPos0, 0xc0a00000, fNeg0}, // 0/-5
			{fInf, fTwo, fInf},
			{fTwo, fNegInf, fNeg0},
			{fQNaN, fOne, q},
			{fOne, fQNaN, q},
			{fMax, fHalf, fInf},       // overflow
			{0x4b000000, fInf, fPos0}, // 2^23 / inf
		}),
		div("finite", [][]uint32{
			{fOne, fThree, 0x3eaaaaab},
			{0x41200000, fFour, 0x40200000},      // 10/4
			{0x40e00000, 0xc0000000, 0xc0600000}, // 7/-2
			{0x4b000001, 0x3f7fffff, 0x4b000002},
			{fThree, 0x006ce3ee, 0x7f61b1e7}, // 3 / 1e-38
		}),
		// quotients whose exponent is far from the operands': v_div_scale
		// sets vcc and v_div_fmas rescales by 2^64 or 2^-64
		div("scaled", [][]uint32{
			{0x7149f2ca, 0x0da24260, fInf},       // 1e30 / 1e-30 overflows
			{0xf149f2ca, 0x0da24260, fNegInf},    // -1e30 / 1e-30
			{0x7149f2ca, 0x322bcc77, 0x7e96769a}, // 1e30 / 1e-8 = 1.0000001e38
			{0x7f61b1e6, 0x3e800000, fInf},       // 3e38 / 0.25 overflows
			{0x0da24260, 0x4cbebc20, 0x006ce3ee}, // 1e-30 / 1e8 = 1e-38, denormal
			{0x004c3927, fThree, 0x00196862},     // 7e-39 / 3, denormal / normal
			{0x000116c2, 0x000116c2, fOne},       // 1e-40 / 1e-40
			{fMinDen, 0x000116c2, 0x376b19a3},    // 1e-45 / 1e-40
			{0x00000005, 0x00000002, 0x40200000}, // 5 / 2 in denormal units
		}),
		// denormal numerators, denominators and quotients
		div("denormals", [][]uint32{
			{0x00000003, fThree, fMinDen},
			{fMaxDen, fTwo, 0x00400000}, // 0x3fffff.8: tie, rounds to even
			{fOne, fTwoPm127, fTwoP127},
			{fMinDen, 0x00000002, fHalf},
			{fMinNorm, 0x3f800001, fMaxDen},
			{fOne, fMinDen, fInf}, // 2^149 overflows
			{fNegDen, fOne, fNegDen},
		}),
		// denominators above 2^126, whose reciprocal is denormal: v_div_scale
		// scales both operands by 2^-64 (and, for a denormal quotient, sets
		// vcc so that v_div_fmas scales back)
		div("huge denominators", [][]uint32{
			{fMax, fMax, fOne},
			{0xff7fffff, fMax, fNegOne},
			{fOne, fMax, 0x00200000},           // 2^-128, denormal
			{fOne, fTwoP127, fTwoPm127},        // denormal
			{0x71800000, fTwoP127, 0x32000000}, // 2^100 / 2^127 = 2^-27
			{fMax, 0x7e800001, 0x407ffffd},
			{fThree, 0xff000000, 0x80c00000}, // 3 / -2^127, denormal
			{fTwoP127, fMax, 0x3f000001},
			{fMax, fTwoP127, 0x3fffffff},
			{fOne, 0x7e800001, fMaxDen},
			{fMinDen, fMax, fPos0}, // underflows
		}),
	})
	// 1e-38 / 1e30 = 1e-68 underflows to 0. On this input v_div_scale
	// scales the denominator by 2^64 ("numerator is tiny", exponent <= 23)
	// to +inf, the Newton steps produce NaN, and v_div_fixup's branch
	// "exponent(S2) - exponent(S1) < -150 → ±UNDERFLOW_F32" gives the result.
	// The guide leaves UNDERFLOW_F32 undefined; +0 (the IEEE quotient) and
	// the smallest denormal are both accepted.
	under := div("underflow", [][]uint32{
		{0x006ce3ee, 0x7149f2ca, fPos0},
		{0x806ce3ee, 0x7149f2ca, fNeg0},
		{0x006ce3ee, 0xf149f2ca, fNeg0},
	})
	under.alt = map[uint32]uint32{fPos0: fMinDen, fNeg0: fNegDen}
	semRunLanes(t, []semLane{under})
}

// V_DIV_SCALE_F32, one row per branch of the guides' pseudocode (RDNA3 ISA
// §16.12), each with the denominator (S0 = S1) and the numerator (S0 = S2)
// scaled: S0, S1 (denominator), S2 (numerator) → D, VCC bit. "1 / S1 is
// denormal" means |S1| > 2^126 and, with a denormal quotient, the
// denominator is scaled by 2^-64 (see divScale32 for both readings).
func TestSemDivScaleF32(t *testing.T) {
	const (
		p100  = 0x71800000 // 2^100
		pm10  = 0x3a800000 // 2^-10
		pm40  = 0x2b800000 // 2^-40
		pm60  = 0x21800000 // 2^-60
		pm110 = 0x08800000 // 2^-110, biased exponent 17
		p126  = 0x7e800000 // 2^126: 1/S1 = 2^-126 is still normal
		p126u = 0x7e800001 // one ulp above: 1/S1 is denormal
	)
	asm := "v_div_scale_f32 v3, {sm}, v0, v1, v2"
	semRunLanes(t, []semLane{
		{name: "branches", asm: asm, fp: 32, in: []int{0, 1, 2}, out: []int{3}, coSlot: semSM,
			rows: [][]uint32{
				{fOne, fOne, fPos0, semQNaN32, 0},           // S2 = 0
				{fTwo, fPos0, fTwo, semQNaN32, 0},           // S1 = 0
				{pm10, pm10, p100, 0x5a800000, 1},           // exponents 110 apart: 2^-10 * 2^64
				{p100, pm10, p100, p100, 1},                 // numerator kept
				{fTwoPm127, fTwoPm127, pm60, 0x20000000, 0}, // S1 denormal: 2^-127 * 2^64
				{pm60, fTwoPm127, pm60, 0x41800000, 0},      // 2^-60 * 2^64 = 16
				{fMax, fMax, fOne, 0x5f7fffff, 1},           // 1/S1 and S2/S1 denormal: FLT_MAX * 2^-64
				{fOne, fMax, fOne, fOne, 1},                 // numerator kept
				{fMax, fMax, fMax, 0x5f7fffff, 0},           // 1/S1 denormal: both * 2^-64
				{p100, fTwoP127, p100, 0x51800000, 0},       // 2^100 * 2^-64 = 2^36
				{p126u, p126u, fTwo, 0x5e800001, 0},         // 2/S1 is normal
				{p126, p126, fTwo, p126, 0},                 // nothing to scale
				{pm40, p100, pm40, 0x4b800000, 1},           // S2/S1 = 2^-140 denormal: 2^-40 * 2^64
				{p100, p100, pm40, p100, 1},                 // denominator kept
				{pm110, fOne, pm110, 0x28800000, 0},         // numerator tiny: 2^-110 * 2^64
				{fOne, fOne, pm110, 0x5f800000, 0},          // 1 * 2^64
			}},
		{name: "signs", asm: asm, fp: 32, in: []int{0, 1, 2}, out: []int{3}, coSlot: semSM,
			rows: [][]uint32{
				{0xff7fffff, 0xff7fffff, fOne, 0xdf7fffff, 1}, // -FLT_MAX * 2^-64
				{0xff000000, 0xff000000, p100, 0xdf000000, 0}, // -2^127 * 2^-64
				{fThree, fThree, fOne, fThree, 0},
			}},
	})
}

// V_DIV_SCALE_F64 (RDNA3 ISA §16.12): the branches where 1/S1 is denormal
// (|S1| > 2^1022); with a denormal quotient too the denominator is scaled
// by 2^-128. Rows: S0, S1, S2 as (lo, hi) pairs → D (lo, hi), VCC bit.
func TestSemDivScaleF64(t *testing.T) {
	const maxLo, maxHi = 0xffffffff, 0x7fefffff // DBL_MAX
	semRunLanes(t, []semLane{{
		name: "branches", fp: 64, in: []int{0, 1, 2, 3, 4, 5}, out: []int{6, 7}, coSlot: semSM,
		asm: "v_div_scale_f64 v[6:7], {sm}, v[0:1], v[2:3], v[4:5]",
		rows: [][]uint32{
			{maxLo, maxHi, maxLo, maxHi, 0, 0x3ff00000, maxLo, 0x77efffff, 1}, // DBL_MAX * 2^-128
			{0, 0x3ff00000, maxLo, maxHi, 0, 0x3ff00000, 0, 0x3ff00000, 1},    // numerator kept
			{maxLo, maxHi, maxLo, maxHi, maxLo, maxHi, maxLo, 0x77efffff, 0},  // quotient normal
			{0, 0x40080000, 0, 0x40080000, 0, 0x3ff00000, 0, 0x40080000, 0},   // 3, 3, 1: kept
		},
	}})
}

// The f64 division as LLVM 16 emits it (traces/fdiv_sqrt_f64): numerator
// v[2:3] (gfx900: v[6:7]), denominator v[4:5] (v[8:9]), quotient v[2:3].
const (
	semDdivGFX10 = `v_div_scale_f64 v[6:7], null, v[4:5], v[4:5], v[2:3]
v_div_scale_f64 v[12:13], {vcc}, v[2:3], v[4:5], v[2:3]
v_rcp_f64_e32 v[8:9], v[6:7]
v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
v_mul_f64 v[10:11], v[12:13], v[8:9]
v_fma_f64 v[6:7], -v[6:7], v[10:11], v[12:13]
v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[10:11]
v_div_fixup_f64 v[2:3], v[6:7], v[4:5], v[2:3]`
	semDdivGFX9 = `v_div_scale_f64 v[2:3], s[0:1], v[8:9], v[8:9], v[6:7]
v_rcp_f64_e32 v[4:5], v[2:3]
v_fma_f64 v[10:11], -v[2:3], v[4:5], 1.0
v_fma_f64 v[4:5], v[4:5], v[10:11], v[4:5]
v_div_scale_f64 v[10:11], vcc, v[6:7], v[8:9], v[6:7]
v_fma_f64 v[12:13], -v[2:3], v[4:5], 1.0
v_fma_f64 v[4:5], v[4:5], v[12:13], v[4:5]
v_mul_f64 v[12:13], v[10:11], v[4:5]
v_fma_f64 v[2:3], -v[2:3], v[12:13], v[10:11]
v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[12:13]
v_div_fixup_f64 v[2:3], v[2:3], v[8:9], v[6:7]`
)

func TestSemVALUFloatDivide64(t *testing.T) {
	const qh = semQNaN64Hi
	// rows: num lo, num hi, den lo, den hi → quotient lo, hi
	rows := [][]uint32{
		{0x0, 0x3ff00000, 0x0, 0x40080000, 0x55555555, 0x3fd55555},               // 1/3
		{0x0, 0x401c0000, 0x0, 0xc0000000, 0x0, 0xc00c0000},                      // 7/-2
		{0x9999999a, 0x3fb99999, 0x66666666, 0x3fe66666, 0x92492493, 0x3fc24924}, // 0.1/0.7
		{0x8b70e62b, 0x1268, 0x20000000, 0x4202a05f, 0x7e8, 0x0},                 // 1e-310/1e10 = 1e-320
		{0x8800759c, 0x7e37e43c, 0xc2f8f359, 0x1a56e1f, 0x0, 0x7ff00000},         // 1e300/1e-300 overflows
		{0xc2f8f359, 0x1a56e1f, 0x8800759c, 0x7e37e43c, 0x0, 0x0},                // 1e-300/1e300 underflows
		{0x0, 0x3ff00000, 0x8b70e62b, 0x1268, 0x0, 0x7ff00000},                   // 1/1e-310 overflows
		{0x8b70e62b, 0x1268, 0x8b70e62b, 0x1268, 0x0, 0x3ff00000},                // 1e-310/1e-310
		{0xffffffff, 0x7fefffff, 0x0, 0x3fe00000, 0x0, 0x7ff00000},               // DBL_MAX/0.5
		{0x3, 0x0, 0x0, 0x40080000, 0x1, 0x0},                                    // 3*2^-1074 / 3
		{0, 0x3ff00000, 0, 0, 0, 0x7ff00000},                                     // 1/0
		{0, 0xbff00000, 0, 0, 0, 0xfff00000},                                     // -1/0
		{0, 0, 0, 0, 0, qh},                                                      // 0/0
		{0, 0x7ff00000, 0, 0x7ff00000, 0, qh},                                    // inf/inf
		{0, 0x40000000, 0, 0xfff00000, 0, 0x80000000},                            // 2/-inf
		{0, 0x80000000, 0, 0x40140000, 0, 0x80000000},                            // -0/5
	}
	// denominators above 2^1022, whose reciprocal is denormal
	huge := [][]uint32{
		{0xffffffff, 0x7fefffff, 0xffffffff, 0x7fefffff, 0, 0x3ff00000}, // DBL_MAX/DBL_MAX
		{0, 0x3ff00000, 0xffffffff, 0x7fefffff, 0, 0x00040000},          // 1/DBL_MAX, denormal
		{0, 0x3ff00000, 0, 0x7fe00000, 0, 0x00080000},                   // 1/2^1023, denormal
		{0xffffffff, 0x7fdfffff, 0, 0x7fe00000, 0xffffffff, 0x3fefffff}, // (2^1023-ulp)/2^1023
	}
	semRunLanes(t, []semLane{
		{name: "gfx10plus", asm: semDdivGFX10, fp: 64, in: []int{2, 3, 4, 5}, out: []int{2, 3}, rows: rows,
			targets: []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}},
		{name: "gfx900", asm: semDdivGFX9, fp: 64, in: []int{6, 7, 8, 9}, out: []int{2, 3}, rows: rows,
			targets: []semTarget{{"gfx900", 64}}},
		{name: "gfx10plus huge", asm: semDdivGFX10, fp: 64, in: []int{2, 3, 4, 5}, out: []int{2, 3}, rows: huge,
			targets: []semTarget{{"gfx1030", 32}, {"gfx1100", 64}}},
		{name: "gfx900 huge", asm: semDdivGFX9, fp: 64, in: []int{6, 7, 8, 9}, out: []int{2, 3}, rows: huge,
			targets: []semTarget{{"gfx900", 64}}},
	})
}

// v_div_fmas_f64 with VCC set: the fused result scaled by 2^128 (the
// addend's exponent is above 1023) or 2^-128, rounded once. Row 1 by hand:
// c = (1+2^-50)*2^-897 scaled is (2^49+0.5)*2^-1074, the midpoint of two
// denormals; the product 2^-500*2^-500 lifts it just above, so it rounds up
// to 2^49+1 units (rounding the float64 sum first gives the midpoint, which
// rounds to even, 2^49 units). Inactive lanes keep v[8:9].
func TestSemDivFmas64ScaledRounding(t *testing.T) {
	semRunLanes(t, []semLane{{
		name: "div_fmas_f64 vcc", fp: 64, in: []int{2, 3, 4, 5, 6, 7}, out: []int{8, 9},
		asm: "v_cmp_eq_u32_e32 {vcc}, v0, v0\nv_div_fmas_f64 v[8:9], v[2:3], v[4:5], v[6:7]",
		rows: [][]uint32{
			{0, 0x3ff00000, 0, 0x40000000, 0, 0x3ff00000, 0, 0x38080000}, // (1*2+1)*2^-128
			{0, 0x20b00000, 0, 0x20b00000, 4, 0x07e00000, 1, 0x00020000}, // the midpoint case
			{0, 0x3ff00000, 0, 0x3ff00000, 0, 0x40100000, 0, 0x48140000}, // (1*1+4)*2^128
		},
	}})
}

// Denominators above 2^1022 with a denormal quotient (LLVM's f64 fdiv
// by a huge number). 1/S1 and S2/S1 are both denormal, the branch where
// the ISA guide (V_DIV_SCALE_F64) scales the denominator by 2^128, which
// makes it infinite and the quotient NaN or infinite; v_div_scale scales
// it by 2^-128 instead and v_div_fmas (VCC set, a small addend) the
// result back by 2^-128, rounded once. -1/DBL_MAX = -(2^-1024 +
// 2^-1077 + ...): 2^-1024 to the nearest denormal; 1/2^1023 = 2^-1023.
func TestSemVALUFloatDivide64Huge(t *testing.T) {
	rows := [][]uint32{
		{0, 0xbff00000, 0xffffffff, 0x7fefffff, 0, 0x80040000}, // -1/DBL_MAX
		{0, 0x3ff00000, 0xffffffff, 0x7fefffff, 0, 0x00040000}, // 1/DBL_MAX
		{0, 0x3ff00000, 0, 0x7fe00000, 0, 0x00080000},          // 1/2^1023
		// -1.4297/1.2358e308 and -1.8482/-1.3033e308: the quotient
		// (Python's correctly rounded division) sits close to a midpoint of
		// the denormals, where rounding to 53 bits and then to the
		// denormal's 51 and 52 bits would end one unit higher.
		{0x358e882c, 0xbff6dfee, 0xe35012c7, 0x7fe5ff59, 0xb52401af, 0x800851ac},
		{0x784d35cc, 0xbffd9267, 0x8ac71eff, 0xffe73341, 0xa6bf51c9, 0x000a3275},
	}
	semRunLanes(t, []semLane{
		{name: "gfx10plus", asm: semDdivGFX10, fp: 64, in: []int{2, 3, 4, 5}, out: []int{2, 3}, rows: rows,
			targets: []semTarget{{"gfx1030", 32}, {"gfx1100", 64}}},
		{name: "gfx900", asm: semDdivGFX9, fp: 64, in: []int{6, 7, 8, 9}, out: []int{2, 3}, rows: rows,
			targets: []semTarget{{"gfx900", 64}}},
	})
}

// v_div_fmas_f32 with VCC set (the v_cmp sets it in every active lane):
// the fused result scaled by 2^-64 (the addend's exponent is not above
// 127), rounded once. Row 2 by hand: (2^21+1)*2^-86 + 2^-60*2^-61, scaled,
// lies just above the midpoint of the denormals 0x00100000 and 0x00100001,
// so it rounds up; rounding the float64 sum first would land on the
// midpoint and round to even (0x00100000). Inactive lanes keep v4.
func TestSemDivFmasScaledRounding(t *testing.T) {
	semRunLanes(t, []semLane{{
		name: "div_fmas vcc", fp: 32, in: []int{1, 2, 3}, out: []int{4},
		asm: "v_cmp_eq_u32_e32 {vcc}, v0, v0\nv_div_fmas_f32 v4, v1, v2, v3",
		rows: [][]uint32{
			{fOne, 0x40000000, fOne, 0x20400000},             // (1*2+1)*2^-64 = 1.5*2^-63
			{0x21800000, 0x21000000, 0x1f000004, 0x00100001}, // the midpoint case
			{fPos0, fOne, fPos0, fPos0},                      // 0*1+0 scaled is +0
		},
	}})
}
