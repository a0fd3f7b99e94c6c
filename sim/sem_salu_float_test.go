package sim_test

import (
	"fmt"
	"testing"
)

// semSALUFloatTargets: the targets with FeatureSALUFloatInsts, one per
// VGPR file and wave size (the SALU does not see either).
var semSALUFloatTargets = []semTarget{{"gfx1150", 32}, {"gfx1151", 64}}

// SALU float (RDNA3.5 ISA §6.8): the VALU rows' results, on SGPRs. The f16
// rows read bits 15:0 and write 0 to bits 31:16 of the destination;
// only the compares write SCC, so every other case starts with SCC 1
// and expects it kept. Registers the case does not name must keep the
// harness's 0xcafe00NN fill. Floats: 1.0 0x3f800000, 2.0 0x40000000,
// 3.0 0x40400000; f16 1.0 0x3c00, 2.0 0x4000, 3.0 0x4200.
func TestSemSALUFloat(t *testing.T) {
	cases := []semScalar{
		// 1.5 + 2.25 = 3.75.
		{name: "add_f32", asm: "s_add_f32 s2, s0, s1",
			in: semR(0, 0x3fc00000, 1, 0x40100000, semSCC, 1), want: semR(2, 0x40700000, semSCC, 1)},
		// -0 - +0 = -0.
		{name: "sub_f32_neg_zero", asm: "s_sub_f32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 0, semSCC, 1), want: semR(2, 0x80000000, semSCC, 1)},
		// 3 * -2 = -6.
		{name: "mul_f32", asm: "s_mul_f32 s2, s0, s1",
			in: semR(0, 0x40400000, 1, 0xc0000000, semSCC, 1), want: semR(2, 0xc0c00000, semSCC, 1)},
		// 2^-126 * 0.5 = 2^-127, a denormal, kept (denormals preserved
		// as on the VALU, sem_helpers.go).
		{name: "mul_f32_denormal_kept", asm: "s_mul_f32 s2, s0, s1",
			in: semR(0, 0x00800000, 1, 0x3f000000, semSCC, 1), want: semR(2, 0x00400000, semSCC, 1)},
		// The NaN rule: the first NaN operand, quieted.
		{name: "add_f32_snan_first", asm: "s_add_f32 s2, s0, s1",
			in: semR(0, 0x7f800001, 1, 0x7fa00000, semSCC, 1), want: semR(2, 0x7fc00001, semSCC, 1)},
		{name: "add_f32_snan_second", asm: "s_add_f32 s2, s0, s1",
			in: semR(0, 0x3f800000, 1, 0x7fa00000, semSCC, 1), want: semR(2, 0x7fe00000, semSCC, 1)},
		// IEEE minNum/maxNum: a quiet NaN gives the other operand, -0 < +0.
		{name: "min_f32_qnan", asm: "s_min_f32 s2, s0, s1",
			in: semR(0, 0x7fc00000, 1, 0x40400000, semSCC, 1), want: semR(2, 0x40400000, semSCC, 1)},
		{name: "min_f32_zeros", asm: "s_min_f32 s2, s0, s1",
			in: semR(0, 0, 1, 0x80000000, semSCC, 1), want: semR(2, 0x80000000, semSCC, 1)},
		{name: "max_f32_zeros", asm: "s_max_f32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 0, semSCC, 1), want: semR(2, 0, semSCC, 1)},
		// fma rounds once: (1+2^-12)^2 - 1 = 2^-11 + 2^-24 exactly;
		// rounding the product first would give 2^-11 (0x3a000000).
		{name: "fmac_f32_fused", asm: "s_fmac_f32 s2, s0, s1",
			in: semR(0, 0x3f800800, 1, 0x3f800800, 2, 0xbf800000, semSCC, 1), want: semR(2, 0x3a000400, semSCC, 1)},
		// 2 * 0.5 + 3 = 4.
		{name: "fmaak_f32", asm: "s_fmaak_f32 s2, s0, s1, 0x40400000",
			in: semR(0, 0x40000000, 1, 0x3f000000, semSCC, 1), want: semR(2, 0x40800000, semSCC, 1)},
		// 2 * 3 + 1 = 7.
		{name: "fmamk_f32", asm: "s_fmamk_f32 s2, s0, 0x40400000, s1",
			in: semR(0, 0x40000000, 1, 0x3f800000, semSCC, 1), want: semR(2, 0x40e00000, semSCC, 1)},
		// An inline constant: 1.0 + 2.0 = 3.0.
		{name: "add_f32_inline", asm: "s_add_f32 s2, 1.0, s0",
			in: semR(0, 0x40000000, semSCC, 1), want: semR(2, 0x40400000, semSCC, 1)},

		// f16: 1.5 + 2.25 = 3.75; the sources' high halves are ignored,
		// the destination's cleared.
		{name: "add_f16_high_bits", asm: "s_add_f16 s2, s0, s1",
			in: semR(0, 0xdead3e00, 1, 0xbeef4080, 2, 0xffffffff, semSCC, 1), want: semR(2, 0x4380, semSCC, 1)},
		{name: "sub_f16", asm: "s_sub_f16 s2, s0, s1",
			in: semR(0, 0x4000, 1, 0x4200, semSCC, 1), want: semR(2, 0xbc00, semSCC, 1)},
		{name: "mul_f16", asm: "s_mul_f16 s2, s0, s1",
			in: semR(0, 0x4200, 1, 0xc000, semSCC, 1), want: semR(2, 0xc600, semSCC, 1)},
		{name: "min_f16_qnan", asm: "s_min_f16 s2, s0, s1",
			in: semR(0, 0x7e00, 1, 0x3c00, semSCC, 1), want: semR(2, 0x3c00, semSCC, 1)},
		{name: "max_f16", asm: "s_max_f16 s2, s0, s1",
			in: semR(0, 0xc000, 1, 0x3c00, semSCC, 1), want: semR(2, 0x3c00, semSCC, 1)},
		// 2 * 3 + 1 = 7 (0x4700); the accumulator's high half is junk.
		{name: "fmac_f16", asm: "s_fmac_f16 s2, s0, s1",
			in: semR(0, 0x4000, 1, 0x4200, 2, 0xffff3c00, semSCC, 1), want: semR(2, 0x4700, semSCC, 1)},
		// 0.5 inline is f16 0x3800 here: 0.5 + 1.0 = 1.5.
		{name: "add_f16_inline", asm: "s_add_f16 s2, 0.5, s0",
			in: semR(0, 0x3c00, semSCC, 1), want: semR(2, 0x3e00, semSCC, 1)},

		// Rounding: -1.5 → ceil -1, floor -2, trunc -1; rndne 2.5 → 2, -0.5 → -0.
		{name: "ceil_f32", asm: "s_ceil_f32 s2, s0", in: semR(0, 0xbfc00000, semSCC, 1), want: semR(2, 0xbf800000, semSCC, 1)},
		{name: "floor_f32", asm: "s_floor_f32 s2, s0", in: semR(0, 0xbfc00000, semSCC, 1), want: semR(2, 0xc0000000, semSCC, 1)},
		{name: "trunc_f32", asm: "s_trunc_f32 s2, s0", in: semR(0, 0xbfc00000, semSCC, 1), want: semR(2, 0xbf800000, semSCC, 1)},
		{name: "rndne_f32_even", asm: "s_rndne_f32 s2, s0", in: semR(0, 0x40200000, semSCC, 1), want: semR(2, 0x40000000, semSCC, 1)},
		{name: "rndne_f32_neg_zero", asm: "s_rndne_f32 s2, s0", in: semR(0, 0xbf000000, semSCC, 1), want: semR(2, 0x80000000, semSCC, 1)},
		// f16: ceil 1.25 → 2, floor -1.25 → -2, trunc -1.75 → -1, rndne 3.5 → 4.
		{name: "ceil_f16", asm: "s_ceil_f16 s2, s0", in: semR(0, 0x12343d00, semSCC, 1), want: semR(2, 0x4000, semSCC, 1)},
		{name: "floor_f16", asm: "s_floor_f16 s2, s0", in: semR(0, 0xbd00, semSCC, 1), want: semR(2, 0xc000, semSCC, 1)},
		{name: "trunc_f16", asm: "s_trunc_f16 s2, s0", in: semR(0, 0xbf00, semSCC, 1), want: semR(2, 0xbc00, semSCC, 1)},
		{name: "rndne_f16", asm: "s_rndne_f16 s2, s0", in: semR(0, 0x4300, semSCC, 1), want: semR(2, 0x4400, semSCC, 1)},

		// Conversions, with v_cvt_*'s saturation (NaN → 0, truncation
		// toward zero, out of range → the type's limit).
		{name: "cvt_f32_i32", asm: "s_cvt_f32_i32 s2, s0", in: semR(0, 0xfffffffd, semSCC, 1), want: semR(2, 0xc0400000, semSCC, 1)},
		{name: "cvt_f32_u32_max", asm: "s_cvt_f32_u32 s2, s0", in: semR(0, 0xffffffff, semSCC, 1), want: semR(2, 0x4f800000, semSCC, 1)},
		// 2^24 + 1 rounds to even, 2^24.
		{name: "cvt_f32_u32_round", asm: "s_cvt_f32_u32 s2, s0", in: semR(0, 0x01000001, semSCC, 1), want: semR(2, 0x4b800000, semSCC, 1)},
		{name: "cvt_i32_f32_trunc", asm: "s_cvt_i32_f32 s2, s0", in: semR(0, 0xc02ccccd, semSCC, 1), want: semR(2, 0xfffffffe, semSCC, 1)},    // -2.7
		{name: "cvt_i32_f32_saturate", asm: "s_cvt_i32_f32 s2, s0", in: semR(0, 0x4f32d05e, semSCC, 1), want: semR(2, 0x7fffffff, semSCC, 1)}, // 3e9
		{name: "cvt_i32_f32_nan", asm: "s_cvt_i32_f32 s2, s0", in: semR(0, 0x7fc00000, semSCC, 1), want: semR(2, 0, semSCC, 1)},
		{name: "cvt_u32_f32", asm: "s_cvt_u32_f32 s2, s0", in: semR(0, 0x4f32d05e, semSCC, 1), want: semR(2, 3000000000, semSCC, 1)},
		{name: "cvt_u32_f32_negative", asm: "s_cvt_u32_f32 s2, s0", in: semR(0, 0xbf800000, semSCC, 1), want: semR(2, 0, semSCC, 1)},
		{name: "cvt_f16_f32", asm: "s_cvt_f16_f32 s2, s0", in: semR(0, 0x3f800000, 2, 0xffffffff, semSCC, 1), want: semR(2, 0x3c00, semSCC, 1)},
		// 65520 is halfway between 65504 and 2^16: to even, infinity.
		{name: "cvt_f16_f32_overflow", asm: "s_cvt_f16_f32 s2, s0", in: semR(0, 0x477ff000, semSCC, 1), want: semR(2, 0x7c00, semSCC, 1)},
		{name: "cvt_f32_f16_low", asm: "s_cvt_f32_f16 s2, s0", in: semR(0, 0xc0003c00, semSCC, 1), want: semR(2, 0x3f800000, semSCC, 1)},
		{name: "cvt_hi_f32_f16", asm: "s_cvt_hi_f32_f16 s2, s0", in: semR(0, 0xc0003c00, semSCC, 1), want: semR(2, 0xc0000000, semSCC, 1)},
		// The signaling f16 NaN 0x7d00 comes out quiet: 0x7fe00000.
		{name: "cvt_hi_f32_f16_snan", asm: "s_cvt_hi_f32_f16 s2, s0", in: semR(0, 0x7d000000, semSCC, 1), want: semR(2, 0x7fe00000, semSCC, 1)},
		{name: "cvt_pk_rtz_f16_f32", asm: "s_cvt_pk_rtz_f16_f32 s2, s0, s1", in: semR(0, 0x3f800000, 1, 0xc0000000, semSCC, 1), want: semR(2, 0xc0003c00, semSCC, 1)},
		// Toward zero, 65520 is 65504 (0x7bff), not infinity.
		{name: "cvt_pk_rtz_f16_f32_rtz", asm: "s_cvt_pk_rtz_f16_f32 s2, s0, s1", in: semR(0, 0x477ff000, 1, 0, semSCC, 1), want: semR(2, 0x7bff, semSCC, 1)},
	}
	cases = append(cases, saluFloatCompareCases()...)
	for i := range cases {
		cases[i].targets = semSALUFloatTargets
	}
	semRunScalars(t, cases)
}

// saluFloatCompareCases: each compare over four pairs, (1, 2), (2, 1),
// (1, 1) and (NaN, 1), with SCC first set to the opposite of the
// expected result. The f16 operands carry junk high halves, which must
// not take part.
func saluFloatCompareCases() []semScalar {
	type cmp struct {
		n    string
		want [4]uint32 // lt, gt, eq, unordered
	}
	cmps := []cmp{
		{"lt", [4]uint32{1, 0, 0, 0}}, {"eq", [4]uint32{0, 0, 1, 0}}, {"le", [4]uint32{1, 0, 1, 0}},
		{"gt", [4]uint32{0, 1, 0, 0}}, {"lg", [4]uint32{1, 1, 0, 0}}, {"ge", [4]uint32{0, 1, 1, 0}},
		{"o", [4]uint32{1, 1, 1, 0}}, {"u", [4]uint32{0, 0, 0, 1}}, {"nge", [4]uint32{1, 0, 0, 1}},
		{"nlg", [4]uint32{0, 0, 1, 1}}, {"ngt", [4]uint32{1, 0, 1, 1}}, {"nle", [4]uint32{0, 1, 0, 1}},
		{"neq", [4]uint32{1, 1, 0, 1}}, {"nlt", [4]uint32{0, 1, 1, 1}},
	}
	pairs := map[string][4][2]uint32{
		"f32": {{0x3f800000, 0x40000000}, {0x40000000, 0x3f800000}, {0x3f800000, 0x3f800000}, {0x7fc00000, 0x3f800000}},
		"f16": {{0xaaaa3c00, 0x55554000}, {0x00014000, 0xffff3c00}, {0x12343c00, 0x43213c00}, {0x3c007e00, 0x7e003c00}},
	}
	var out []semScalar
	for _, ty := range []string{"f32", "f16"} {
		for _, c := range cmps {
			for k, p := range pairs[ty] {
				out = append(out, semScalar{
					name: fmt.Sprintf("cmp_%s_%s_%d", c.n, ty, k),
					asm:  fmt.Sprintf("s_cmp_%s_%s s0, s1", c.n, ty),
					in:   semR(0, p[0], 1, p[1], semSCC, 1-c.want[k]),
					want: semR(semSCC, c.want[k]),
				})
			}
		}
	}
	return out
}
