package sim_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// lo16 appends, for each register, a v_and_b32 that keeps its low half: on
// GFX10+ a 16-bit op leaves the high half to the hardware (what it holds is
// not pinned down here), so those targets check the low half alone. GFX9
// zeroes the high half (GCNSubtarget::zeroesHigh16BitsOfDest), so the
// tables check the whole dword there, with the same expected values.
func lo16(asm string, regs ...int) string {
	for _, r := range regs {
		asm += fmt.Sprintf("\nv_and_b32_e32 v%d, 0xffff, v%d", r, r)
	}
	return asm
}

// Byte SADs (RDNA2 ISA §12.10 V_SAD_U8, V_SAD_HI_U8, V_SAD_U16, V_MSAD_U8,
// V_LERP_U8, V_QSAD_PK_U16_U8, V_MQSAD_PK_U16_U8, V_MQSAD_U32_U8), worked
// out by hand.
func TestSemVALUSad(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "sad_u8_hi_u16_msad",
			asm: "v_sad_u8 v0, v1, v2, v3\nv_sad_hi_u8 v4, v1, v2, v3\nv_sad_u16 v5, v1, v2, v3\nv_msad_u8 v6, v1, v2, v3",
			in:  []int{1, 2, 3}, out: []int{0, 4, 5, 6}, rows: [][]uint32{
				// a, b, c → sad_u8, sad_hi_u8, sad_u16, msad_u8
				// |1-4|+|2-3|+|3-2|+|4-1| = 8; halves |0x0102-0x0403| + |0x0304-0x0201| = 0x404
				{0x01020304, 0x04030201, 10, 18, 0x8000a, 0x40e, 18},
				// 4*255 = 0x3fc, wrapping past c; msad skips b's zero bytes 1 and 3
				{0xff00ff00, 0x00ff00ff, 0xffffffff, 0x3fb, 0x03fbffff, 0x1fc01, 0x1fd},
				// only byte 0 of b is non-zero, and equals a's
				{0x80808080, 0x00000080, 0, 0x180, 0x01800000, 0x10080, 0},
				{0, 0, 0x12345678, 0x12345678, 0x12345678, 0x12345678, 0x12345678},
			}},
		{name: "lerp_u8", asm: "v_lerp_u8 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0x01020304, 0x03020100, 0, 0x02020202},
				{0x01020304, 0x02030405, 0x01010101, 0x02030405}, // bit 0 of each c byte rounds up
				{0x01020304, 0x02030405, 0, 0x01020304},
				{0xffffffff, 0xffffffff, 0x01010101, 0xffffffff}, // no carry into the next byte
				{0xff00ff00, 0x00ff00ff, 0x00010001, 0x7f807f80},
				{0x01020304, 0x02030405, 0xfefefefe, 0x01020304}, // only bit 0 of each c byte counts
			}},
		{name: "qsad_mqsad_pk",
			asm: "v_qsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]\nv_mqsad_pk_u16_u8 v[8:9], v[2:3], v4, v[6:7]",
			in:  []int{2, 3, 4, 6, 7}, out: []int{0, 1, 8, 9}, rows: [][]uint32{
				// a.lo, a.hi, b, c.lo, c.hi → qsad lo, hi, mqsad lo, hi
				// windows 0x04030201, 0x05040302, 0x06050403, 0x07060504 against
				// 0x04030201: SADs 0, 4, 8, 12
				{0x04030201, 0x08070605, 0x04030201, 0, 0, 0x00040000, 0x000c0008, 0x00040000, 0x000c0008},
				// b = 0x00030000: SADs 7, 11, 15, 19; masked (byte 2 only)
				// 0, 1, 2, 3; plus c's lanes 3, 2, 1, 0xfffe, kept to 16 bits
				{0x04030201, 0x08070605, 0x00030000, 0x00020003, 0xfffe0001, 0x000d000a, 0x00110010, 0x00030003, 0x00010003},
				// b = 0: every byte differs by 255; every byte is masked
				{0xffffffff, 0xffffffff, 0, 0, 0, 0x03fc03fc, 0x03fc03fc, 0, 0},
			}},
		// V_MQSAD_U32_U8: the masked SADs of the four windows, each added to
		// a dword of c in 32 bits.
		{name: "mqsad_u32",
			asm: "v_mqsad_u32_u8 v[0:3], v[4:5], v6, v[8:11]",
			in:  []int{4, 5, 6, 8, 9, 10, 11}, out: []int{0, 1, 2, 3}, rows: [][]uint32{
				// a.lo, a.hi, b, c0..c3 → d0..d3
				// masked by b = 0x00030000: SADs 0, 1, 2, 3
				{0x04030201, 0x08070605, 0x00030000, 3, 2, 1, 0xffffffff, 3, 3, 3, 2},
				// SADs 0, 4, 8, 12
				{0x04030201, 0x08070605, 0x04030201, 0x10000, 0, 0, 0, 0x10000, 4, 8, 12},
				// 4*254 each
				{0xffffffff, 0xffffffff, 0x01010101, 0, 0, 0, 0, 0x3f8, 0x3f8, 0x3f8, 0x3f8},
			}},
		{name: "mqsad_u32_sgpr_pair", sgprs: map[int]uint32{4: 0x04030201, 5: 0x08070605},
			asm: "v_mqsad_u32_u8 v[0:3], s[4:5], v6, v[8:11]",
			in:  []int{6, 8, 9, 10, 11}, out: []int{0, 1, 2, 3}, rows: [][]uint32{
				{0x00030000, 3, 2, 1, 0xffffffff, 3, 3, 3, 2},
				{0x04030201, 0x10000, 0, 0, 0, 0x10000, 4, 8, 12},
			}},
	})
}

// V_CVT_PKNORM_I16_F32 / _U16_F32: clamp to [-1, 1] / [0, 1], scale by
// 32767 / 65535, round; NaN gives 0. No row sits on a rounding tie.
func TestSemVALUPknorm(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "cvt_pknorm", asm: "v_cvt_pknorm_i16_f32 v0, v1, v2\nv_cvt_pknorm_u16_f32 v3, v1, v2",
			in: []int{1, 2}, out: []int{0, 3}, rows: [][]uint32{
				// a, b → i16 pair, u16 pair
				{fOne, fNegOne, 0x80017fff, 0x0000ffff},
				// 0.25*32767 = 8191.75, 0.25*65535 = 16383.75; 2.0 clamps
				{0x3e800000, fTwo, 0x7fff2000, 0xffff4000},
				{fQNaN, 0xbe800000, 0xe0000000, 0},
				{fNegInf, fInf, 0x7fff8001, 0xffff0000},
				// 2^-7*32767 = 255.99, 2^-7*65535 = 511.99
				{0x3c000000, fPos0, 0x00000100, 0x00000200},
			}},
	})
}

// twoOverPiGo is 4/π from Go's math/trig_reduce.go (mPi4), whose binary
// digits are those of 2/π: an independent source of the table
// V_TRIG_PREOP_F64 reads.
var twoOverPiGo = [...]uint64{
	0x0000000000000001, 0x45f306dc9c882a53, 0xf84eafa3ea69bb81, 0xb6c52b3278872083,
	0xfca2c757bd778ac3, 0x6e48dc74849ba5c0, 0x0c925dd413a32439, 0xfc3bd63962534e7d,
	0xd1046bea5d768909, 0xd338e04d68befc82, 0x7323ac7306a673e9, 0x3908bf177bf25076,
	0x3ff12fffbc0b301f, 0xde5e2316b414da3e, 0xda6cfd9e4f96136e, 0x9e8c7ecd3cbfd45a,
	0xea4f758fd7cbe2f6, 0x7a0e73ef14a525d4, 0xd7f6bf623f1aba10, 0xac06608df8f6d757,
}

// V_TRIG_PREOP_F64 (RDNA2 ISA §12.10): segment S1 of 2/π, 53 bits, placed
// at 2^(-53·(S1+1)) (shifted further for exponents above 1077, rescaled
// by 2^128 from 1968), rounded towards zero. The expected bits were
// computed from twoOverPiGo with exact rational arithmetic; the first row
// is 2/π truncated to 53 bits (0x3fe45f306dc9c883 rounded to nearest).
func TestSemVALUTrigPreop(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "trig_preop_f64", asm: "v_trig_preop_f64 v[0:1], v[2:3], v4", fp: 64,
			in: []int{2, 3, 4}, out: []int{0, 1}, rows: [][]uint32{
				{0, 0x3ff00000, 0, 0x6dc9c882, 0x3fe45f30},
				{0, 0x3ff00000, 1, 0x9d5f47d4, 0x3c94a7f0},
				{0, 0x3ff00000, 2, 0x6db14acc, 0x394a6ee0},
				{0, 0xbff00000, 0x21, 0x9d5f47d4, 0x3c94a7f0}, // sign ignored, S1[4:0]
				{0, 0x46300000, 0, 0x2757d1e0, 0x3cb529fc},    // 2^100: 46 bits further
				{0, 0x7e700000, 0, 0x93dd63f5, 0x0cc516ba},    // 2^1000: rescaled by 2^128
				{0, 0x7ab00000, 3, 0x07de294a, 0},             // 2^940: denormal, truncated
				{0, 0x3ff00000, 31, 0, 0},                     // past the table
				{0, 0x43600000, 0, 0xb727220a, 0x3fc17cc1},    // 2^55: one bit further
				{0, 0x7fe00000, 0, 0xf5f2f8bc, 0x0b43dd63},    // 2^1023
				{0, 0x7fe00000, 4, 0x001bf1ec, 0},             // runs past the table's end; denormal
				{0, 0x7ff00000, 0, 0xf5f2f8bd, 0x0b43dd63},    // inf: exponent 2047
				{0, 0x7ff00000, 1, 0x9f78a529, 0x07f3d073},
			}},
	})
}

// The simulator's 2/π table (computed from Machin's formula) holds the
// first 1201 bits of Go's, and those start 0x145f306dc9c882.
func TestTwoOverPiTable(t *testing.T) {
	m := new(big.Int)
	for _, w := range twoOverPiGo {
		m.Lsh(m, 64).Or(m, new(big.Int).SetUint64(w))
	}
	if m.BitLen() != 1217 {
		t.Fatalf("4/π table has %d bits", m.BitLen())
	}
	m.Rsh(m, 1217-1201)
	if got := sim.TwoOverPi; got.Cmp(m) != 0 {
		t.Fatalf("2/π table:\n got %x\nwant %x", got, m)
	}
	if top := new(big.Int).Rsh(m, 1201-53).Uint64(); top != 0x145f306dc9c882 {
		t.Fatalf("first 53 bits %#x", top)
	}
}

// More half-precision bit patterns (the common ones are in
// sem_valu_float_convert_test.go).
const (
	hPos0   = 0x0000
	hOne    = 0x3c00
	hNegOne = 0xbc00
	hTwo    = 0x4000
	hThree  = 0x4200
	hQuart  = 0x3400 // 0.25
	hNegQ   = 0xb400 // -0.25
	h3Q     = 0x3a00 // 0.75
	h1p5    = 0x3e00 // 1.5
	hNeg2p5 = 0xc100 // -2.5
	h2p5    = 0x4100
)

// 16-bit float VOP1 and v_ldexp_f16, worked out by hand. The
// transcendentals are checked where the exact result is a half (the
// hardware is accurate to 1 ULP; these rows leave it no room).
func TestSemVALUF16Unary(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "round_f16",
			asm:  lo16("v_floor_f16_e32 v0, v1\nv_ceil_f16_e32 v2, v1\nv_trunc_f16_e32 v3, v1\nv_rndne_f16_e32 v4, v1\nv_fract_f16_e32 v5, v1", 0, 2, 3, 4, 5),
			asm9: "v_floor_f16_e32 v0, v1\nv_ceil_f16_e32 v2, v1\nv_trunc_f16_e32 v3, v1\nv_rndne_f16_e32 v4, v1\nv_fract_f16_e32 v5, v1",
			in:   []int{1}, out: []int{0, 2, 3, 4, 5}, rows: [][]uint32{
				// a → floor, ceil, trunc, rndne, fract
				{h1p5, hOne, hTwo, hOne, hTwo, hHalf},
				{hNeg2p5, 0xc200, 0xc000, 0xc000, 0xc000, hHalf},
				{hQuart, hPos0, hOne, hPos0, hPos0, hQuart},
				{hNegQ, hNegOne, hNeg0, hNeg0, hNeg0, h3Q},
				// 1 - 2^-24 is not a half: fract clamps to 0x3bff
				{0x8000 | hMinDen, hNegOne, hNeg0, hNeg0, hNeg0, 0x3bff},
				{h2p5, hTwo, hThree, hTwo, hTwo, hHalf},
				{0x10000 | h1p5, hOne, hTwo, hOne, hTwo, hHalf}, // the high half is ignored
			}},
		{name: "frexp_f16",
			asm:  lo16("v_frexp_mant_f16_e32 v0, v1\nv_frexp_exp_i16_f16_e32 v2, v1", 0, 2),
			asm9: "v_frexp_mant_f16_e32 v0, v1\nv_frexp_exp_i16_f16_e32 v2, v1",
			in:   []int{1}, out: []int{0, 2}, rows: [][]uint32{
				{hOne, hHalf, 1},
				{0x4600, h3Q, 3}, // 6 = 0.75 * 2^3
				{hNegQ, 0xb800, 0xffff},
				{hPos0, hPos0, 0},
				{hMinDen, hHalf, 0xffe9}, // 2^-24 = 0.5 * 2^-23
				{hInf, hInf, 0},
			}},
		{name: "ldexp_f16",
			asm:  lo16("v_ldexp_f16_e32 v0, v1, v2", 0),
			asm9: "v_ldexp_f16_e32 v0, v1, v2",
			in:   []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{hOne, 3, 0x4800},
				{h1p5, 0xffff, h3Q},
				{hOne, 0xffe8, hMinDen}, // 2^-24
				{hOne, 16, hInf},        // 65536 overflows
				{hNeg0, 5, hNeg0},
				{hOne, 0x10002, 0x4400}, // S1.i16: the high half is ignored
			}},
		{name: "sin_cos_f16",
			asm:  lo16("v_sin_f16_e32 v0, v1\nv_cos_f16_e32 v2, v1", 0, 2),
			asm9: "v_sin_f16_e32 v0, v1\nv_cos_f16_e32 v2, v1",
			in:   []int{1}, out: []int{0, 2}, rows: [][]uint32{
				// the input is in revolutions: sin(2π·0.25) = 1
				{hQuart, hOne, hPos0},
				{hPos0, hPos0, hOne},
				{hNegQ, hNegOne, hPos0},
				{hHalf, hPos0, hNegOne},
			}},
		{name: "exp_log_rsq_f16",
			asm:  lo16("v_exp_f16_e32 v0, v1\nv_log_f16_e32 v2, v1\nv_rsq_f16_e32 v3, v1", 0, 2, 3),
			asm9: "v_exp_f16_e32 v0, v1\nv_log_f16_e32 v2, v1\nv_rsq_f16_e32 v3, v1",
			in:   []int{1}, out: []int{0, 2, 3}, rows: [][]uint32{
				// a → 2^a, log2(a), 1/sqrt(a)
				{0x4400, 0x4c00, hTwo, hHalf},  // 4 → 16, 2, 0.5
				{hQuart, 0x3cc2, 0xc000, hTwo}, // 2^0.25 = 1.18921 → 0x3cc2
				{hOne, hTwo, hPos0, hOne},
				{hInf, hInf, hInf, hPos0},
			}},
	})
}

// Three-operand 16-bit min/max/median: the float ones in IEEE mode (a NaN
// operand is dropped; med3 with a NaN is min3), the integer ones on the
// low halves.
func TestSemVALU16Bit3Op(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "min3_max3_med3_f16",
			asm:  lo16("v_min3_f16 v0, v1, v2, v3\nv_max3_f16 v4, v1, v2, v3\nv_med3_f16 v5, v1, v2, v3", 0, 4, 5),
			asm9: "v_min3_f16 v0, v1, v2, v3\nv_max3_f16 v4, v1, v2, v3\nv_med3_f16 v5, v1, v2, v3",
			in:   []int{1, 2, 3}, out: []int{0, 4, 5}, rows: [][]uint32{
				{hOne, hTwo, hNegOne, hNegOne, hTwo, hOne},
				{hQNaN, hOne, hTwo, hOne, hTwo, hOne},
				{hNeg0, hPos0, hPos0, hNeg0, hPos0, hPos0},
				{hInf, hNegInf, hHalf, hNegInf, hInf, hHalf},
			}},
		{name: "min3_max3_med3_i16_u16",
			asm: lo16("v_min3_i16 v0, v1, v2, v3\nv_max3_i16 v4, v1, v2, v3\nv_med3_i16 v5, v1, v2, v3\n"+
				"v_min3_u16 v6, v1, v2, v3\nv_max3_u16 v7, v1, v2, v3\nv_med3_u16 v8, v1, v2, v3", 0, 4, 5, 6, 7, 8),
			asm9: "v_min3_i16 v0, v1, v2, v3\nv_max3_i16 v4, v1, v2, v3\nv_med3_i16 v5, v1, v2, v3\n" +
				"v_min3_u16 v6, v1, v2, v3\nv_max3_u16 v7, v1, v2, v3\nv_med3_u16 v8, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0, 4, 5, 6, 7, 8}, rows: [][]uint32{
				// a, b, c → i16 min, max, med; u16 min, max, med
				{0x18000, 0x7fff, 1, 0x8000, 0x7fff, 1, 1, 0x8000, 0x7fff},
				{0xffff, 0xfffe, 0, 0xfffe, 0, 0xffff, 0, 0xffff, 0xfffe},
				{5, 3, 4, 3, 5, 4, 3, 5, 4},
			}},
		{name: "mad_u16_i16",
			asm:  lo16("v_mad_u16 v0, v1, v2, v3\nv_mad_i16 v4, v1, v2, v3", 0, 4),
			asm9: "v_mad_u16 v0, v1, v2, v3\nv_mad_i16 v4, v1, v2, v3\nv_mad_legacy_u16 v5, v1, v2, v3\nv_mad_legacy_i16 v6, v1, v2, v3",
			in:   []int{1, 2, 3}, out: []int{0, 4}, rows: [][]uint32{
				{3, 4, 5, 17, 17},
				{0xffff, 0xffff, 0, 1, 1}, // 0xfffe0001; (-1)(-1)
				{0x100, 0x100, 0x1234, 0x1234, 0x1234},
				{0x8000, 2, 1, 1, 1},
				{0xfffd, 7, 0x10, 0xfffb, 0xfffb}, // -3*7 + 16 = -5
				{0x12345, 1, 0x10000, 0x2345, 0x2345},
			}},
		{name: "mad_legacy_u16_i16_gfx9", targets: []semTarget{{"gfx900", 64}},
			asm: "v_mad_legacy_u16 v0, v1, v2, v3\nv_mad_legacy_i16 v4, v1, v2, v3",
			in:  []int{1, 2, 3}, out: []int{0, 4}, rows: [][]uint32{
				{3, 4, 5, 17, 17},
				{0xffff, 0xffff, 0, 1, 1},
				{0xfffd, 7, 0x10, 0xfffb, 0xfffb},
				{0x12345, 1, 0x10000, 0x2345, 0x2345},
			}},
	})
}

// The DX9 multiplies: a zero factor gives +0 whatever the other is.
// (1+2^-12)^2 - 1: the unfused mad rounds the product (a tie, to even) and
// gives 2^-11; the fused one gives 2^-11 + 2^-24.
func TestSemVALULegacyMul(t *testing.T) {
	gfx1010 := []semTarget{{"gfx1010", 32}, {"gfx1010", 64}}
	fused := []semTarget{{"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}
	rows := func(fusedRows bool) [][]uint32 {
		r := [][]uint32{
			// a, b, c → a*b, a*b + c
			{fPos0, fInf, fOne, fPos0, fOne},
			{fQNaN, fPos0, fTwo, fPos0, fTwo},
			{fNeg0, 0x40a00000, fNeg0, fPos0, fPos0},
			{fTwo, fThree, fOne, 0x40c00000, 0x40e00000},
			{fInf, fTwo, fOne, fInf, fInf},
			{0x3f800800, 0x3f800800, fNegOne, 0x3f801000, 0x3a000000},
		}
		if fusedRows {
			r[5][4] = 0x3a000400
		}
		return r
	}
	semRunLanes(t, []semLane{
		{name: "mul_legacy_f32", asm: "v_mul_legacy_f32_e32 v0, v1, v2", asm11: "v_mul_dx9_zero_f32_e32 v0, v1, v2",
			fp: 32, in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fPos0, fInf, fPos0}, {fQNaN, fPos0, fPos0}, {fNeg0, fNegOne, fPos0}, {fTwo, fThree, 0x40c00000},
			}},
		{name: "mad_legacy_f32", targets: append([]semTarget{{"gfx900", 64}}, gfx1010...),
			asm: "v_mul_legacy_f32_e32 v0, v1, v2\nv_mad_legacy_f32 v4, v1, v2, v3",
			fp:  32, in: []int{1, 2, 3}, out: []int{0, 4}, rows: rows(false)},
		{name: "mac_legacy_f32", targets: gfx1010,
			asm: "v_mul_legacy_f32_e32 v0, v1, v2\nv_mov_b32_e32 v4, v3\nv_mac_legacy_f32_e32 v4, v1, v2",
			fp:  32, in: []int{1, 2, 3}, out: []int{0, 4}, rows: rows(false)},
		{name: "fma_legacy_f32", targets: fused,
			asm:   "v_mul_legacy_f32_e32 v0, v1, v2\nv_fma_legacy_f32 v4, v1, v2, v3",
			asm11: "v_mul_dx9_zero_f32_e32 v0, v1, v2\nv_fma_dx9_zero_f32 v4, v1, v2, v3",
			fp:    32, in: []int{1, 2, 3}, out: []int{0, 4}, rows: rows(true)},
		{name: "fmac_legacy_f32", targets: fused,
			asm:   "v_mul_legacy_f32_e32 v0, v1, v2\nv_mov_b32_e32 v4, v3\nv_fmac_legacy_f32_e32 v4, v1, v2",
			asm11: "v_mul_dx9_zero_f32_e32 v0, v1, v2\nv_mov_b32_e32 v4, v3\nv_fmac_dx9_zero_f32_e32 v4, v1, v2",
			fp:    32, in: []int{1, 2, 3}, out: []int{0, 4}, rows: rows(true)},
	})
}

// GFX11 min/max pairs: maxmin = min(max(a, b), c), minmax = max(min(a, b),
// c); the same bits read as f32, i32 and u32.
func TestSemVALUMinMaxGFX11(t *testing.T) {
	gfx11 := []semTarget{{"gfx1100", 32}, {"gfx1100", 64}}
	semRunLanes(t, []semLane{
		{name: "maxmin_minmax_32", targets: gfx11,
			asm: "v_maxmin_f32 v0, v1, v2, v3\nv_minmax_f32 v4, v1, v2, v3\nv_maxmin_i32 v5, v1, v2, v3\n" +
				"v_minmax_i32 v6, v1, v2, v3\nv_maxmin_u32 v7, v1, v2, v3\nv_minmax_u32 v8, v1, v2, v3",
			fp: 32, in: []int{1, 2, 3}, out: []int{0, 4, 5, 6, 7, 8}, rows: [][]uint32{
				// a, b, c → f32 maxmin, minmax; i32 maxmin, minmax; u32 maxmin, minmax
				{fOne, fTwo, 0x3fc00000, 0x3fc00000, 0x3fc00000, 0x3fc00000, 0x3fc00000, 0x3fc00000, 0x3fc00000},
				{fNegOne, fTwo, fHalf, fHalf, fHalf, fHalf, fHalf, fHalf, fTwo},
				{fThree, fOne, fTwo, fTwo, fTwo, fTwo, fTwo, fTwo, fTwo},
				{fQNaN, fOne, fTwo, fOne, fTwo, fTwo, fTwo, fTwo, fTwo},
				{0xc0000000, 0xc0400000, fNegOne, 0xc0000000, fNegOne, fNegOne, 0xc0000000, fNegOne, 0xc0000000},
			}},
		{name: "maxmin_minmax_f16", targets: gfx11,
			asm: lo16("v_maxmin_f16 v0, v1, v2, v3\nv_minmax_f16 v4, v1, v2, v3", 0, 4),
			in:  []int{1, 2, 3}, out: []int{0, 4}, rows: [][]uint32{
				{hOne, hTwo, h1p5, h1p5, h1p5},
				{hNegOne, hTwo, hHalf, hHalf, hHalf},
				{hThree, hOne, hTwo, hTwo, hTwo},
				{0xc000, 0xc200, hNegOne, 0xc000, hNegOne},
			}},
	})
}

// f16 multiply-add with a literal K: GFX9's mad rounds the product to a
// half, GFX10+'s fma does not. (1+3·2^-10)^2 - 1 = 6·2^-10 + 9·2^-20:
// mad gives 0x1e00 (1.5·2^-8), fma 0x1e02.
func TestSemVALUF16KForms(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "madmk_madak_mac_f16", targets: []semTarget{{"gfx900", 64}},
			asm: "v_madmk_f16 v0, v1, 0x3c03, v2\nv_madak_f16 v3, v1, v1, 0x3c00\nv_mov_b32_e32 v4, v2\nv_mac_f16_e32 v4, v1, v1",
			in:  []int{1, 2}, out: []int{0, 3, 4}, rows: [][]uint32{
				// a, c → a*K + c, a*a + 1, a*a + c
				{0x3c03, hNegOne, 0x1e00, 0x4003, 0x1e00},
				{hTwo, hOne, 0x4203, 0x4500, 0x4500}, // 3 + 3·2^-9
				{hNeg0, hNeg0, hNeg0, hOne, hPos0},
			}},
		{name: "fmamk_fmaak_f16", targets: []semTarget{{"gfx1010", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}},
			asm: lo16("v_fmamk_f16 v0, v1, 0x3c03, v2\nv_fmaak_f16 v3, v1, v1, 0x3c00", 0, 3),
			in:  []int{1, 2}, out: []int{0, 3}, rows: [][]uint32{
				{0x3c03, hNegOne, 0x1e02, 0x4003},
				{hTwo, hOne, 0x4203, 0x4500},
				{hNeg0, hNeg0, hNeg0, hOne},
			}},
	})
}

// Cube-map ops (RDNA2 ISA §12.10 V_CUBEID_F32 ... V_CUBEMA_F32): the
// major axis is z, then y, then x on ties; -0 is not negative.
func TestSemVALUCube(t *testing.T) {
	const (
		f4, f5, f6 = 0x40800000, 0x40a00000, 0x40c00000
		fNeg2      = 0xc0000000
		fNeg4      = 0xc0800000
		fNeg6      = 0xc0c00000
		fNeg3      = 0xc0400000
	)
	semRunLanes(t, []semLane{
		{name: "cube", fp: 32,
			asm: "v_cubeid_f32 v0, v1, v2, v3\nv_cubesc_f32 v4, v1, v2, v3\nv_cubetc_f32 v5, v1, v2, v3\nv_cubema_f32 v6, v1, v2, v3",
			in:  []int{1, 2, 3}, out: []int{0, 4, 5, 6}, rows: [][]uint32{
				// x, y, z → id, sc, tc, ma
				{fOne, fTwo, fThree, f4, fOne, fNeg2, f6},
				{fOne, fTwo, fNeg3, f5, fNegOne, fNeg2, fNeg6},
				{fOne, fNeg3, fTwo, fThree, fOne, fNeg2, fNeg6},
				{fOne, fThree, fTwo, fTwo, fOne, fTwo, f6},
				{fNeg3, fOne, fTwo, fOne, fTwo, fNegOne, fNeg6},
				{fThree, fOne, fTwo, fPos0, fNeg2, fNegOne, f6},
				{fTwo, fTwo, fTwo, f4, fTwo, fNeg2, f4},
				{fTwo, fNeg2, fOne, fThree, fTwo, fNegOne, fNeg4},
				{fNeg0, fPos0, fNeg0, f4, fNeg0, fNeg0, fNeg0},
			}},
	})
}

// The f16 normalized conversions, v_sat_pk_u8_i16, GFX9's v_mad_f16 and
// v_div_fixup_f16 (Vega ISA §12.10 pseudocode), worked out by hand.
func TestSemVALUF16More(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "cvt_norm_f16",
			asm:  lo16("v_cvt_norm_i16_f16_e32 v0, v1\nv_cvt_norm_u16_f16_e32 v2, v1", 0, 2),
			asm9: "v_cvt_norm_i16_f16_e32 v0, v1\nv_cvt_norm_u16_f16_e32 v2, v1",
			in:   []int{1}, out: []int{0, 2}, rows: [][]uint32{
				{hOne, 0x7fff, 0xffff},
				{hNegOne, 0x8001, 0},
				{hQuart, 0x2000, 0x4000}, // 8191.75, 16383.75
				{hQNaN, 0, 0},
				{hNegInf, 0x8001, 0},
			}},
		{name: "cvt_pknorm_f16",
			asm:   "v_cvt_pknorm_i16_f16 v0, v1, v2\nv_cvt_pknorm_u16_f16 v3, v1, v2",
			asm11: "v_cvt_pk_norm_i16_f16 v0, v1, v2\nv_cvt_pk_norm_u16_f16 v3, v1, v2",
			in:    []int{1, 2}, out: []int{0, 3}, rows: [][]uint32{
				{hOne, hNegOne, 0x80017fff, 0x0000ffff},
				{0x10000 | hQuart, hTwo, 0x7fff2000, 0xffff4000}, // the high half is ignored
				{hQNaN, hNegQ, 0xe0000000, 0},
			}},
		{name: "sat_pk_u8_i16", asm: "v_sat_pk_u8_i16_e32 v0, v1",
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{0x00ff0100, 0xffff}, // 255, 256 → 255, 255
				{0xffff0080, 0x0080}, // -1 → 0, 128
				{0x7fff8000, 0xff00}, // 32767 → 255, -32768 → 0
				{0x00050003, 0x0503},
			}},
		{name: "div_fixup_f16",
			asm:  lo16("v_div_fixup_f16 v0, v1, v2, v3", 0),
			asm9: "v_div_fixup_f16 v0, v1, v2, v3",
			in:   []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				// quotient, denominator, numerator → result
				{hTwo, hOne, hTwo, hTwo},
				{hOne, hPos0, hOne, hInf},
				{hOne, hNeg0, hOne, hNegInf},
				{hOne, hPos0, hPos0, 0xfe00}, // 0/0
				{hOne, hInf, hNegInf, 0xfe00},
				{hOne, hInf, hOne, hPos0},
				{hOne, 0xc000, hPos0, hNeg0},
				{0xbe00, 0xc000, hThree, 0xbe00}, // the sign is the operands'
				{0xbe00, hTwo, hThree, h1p5},
				{hOne, hQNaN, hOne, hQNaN},
				{hOne, hOne, 0x7d00, 0x7f00}, // a signaling NaN numerator comes out quiet
			}},
		{name: "mad_f16_gfx9", targets: []semTarget{{"gfx900", 64}},
			asm: "v_mad_f16 v0, v1, v2, v3",
			in:  []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0x3c03, 0x3c03, hNegOne, 0x1e00}, // the product rounds to 0x3c06 first
				{hTwo, hThree, hOne, 0x4700},
			}},
	})
}
