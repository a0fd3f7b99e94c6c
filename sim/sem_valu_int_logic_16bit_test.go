package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// More integer VALU rows. Expected values follow the VOP1/VOP2/VOP3
// pseudocode of the Vega and RDNA2 ISA guides (§12.7 to §12.11); shift
// amounts and bit positions use only their low 5 bits (4 for 16-bit
// shifts), the 24-bit multiplies read bits 23:0 (sign-extended for _i24).
func TestSemVALUIntLogic(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "and_or_xor_b32", asm: "v_and_b32_e32 v0, v1, v2\nv_or_b32_e32 v3, v1, v2\nv_xor_b32_e32 v4, v1, v2",
			in: []int{1, 2}, out: []int{0, 3, 4}, rows: [][]uint32{
				{0xff00ff00, 0x0ff00ff0, 0x0f000f00, 0xfff0fff0, 0xf0f0f0f0},
				{0xffffffff, 0, 0, 0xffffffff, 0xffffffff},
				{0x80000001, 0x80000001, 0x80000001, 0x80000001, 0},
			}},
		{name: "xnor_b32", asm: "v_xnor_b32_e32 v0, v1, v2", targets: semAllTargets[1:],
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0xff00ff00, 0x0ff00ff0, 0x0f0f0f0f},
				{0x12345678, 0x12345678, 0xffffffff},
				{0xffffffff, 0, 0},
			}},
		{name: "not_bfrev_b32", asm: "v_not_b32_e32 v0, v1\nv_bfrev_b32_e32 v3, v1",
			in: []int{1}, out: []int{0, 3}, rows: [][]uint32{
				{0x12345678, 0xedcba987, 0x1e6a2c48},
				{1, 0xfffffffe, 0x80000000},
				{0xf0000000, 0x0fffffff, 0x0000000f},
				{0, 0xffffffff, 0},
			}},
		{name: "and_or_or3_b32", asm: "v_and_or_b32 v0, v1, v2, v3\nv_or3_b32 v4, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0, 4}, rows: [][]uint32{
				{0xff00ff00, 0x0ff00ff0, 0x00000001, 0x0f000f01, 0xfff0fff1},
				{0xffffffff, 0, 0x80000000, 0x80000000, 0xffffffff},
			}},
		{name: "xor3_b32", asm: "v_xor3_b32 v0, v1, v2, v3", targets: semAllTargets[1:],
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0xff00ff00, 0x0ff00ff0, 0x00000001, 0xf0f0f0f1},
				{0xffffffff, 0xffffffff, 0x12345678, 0x12345678},
			}},
		{name: "lshl_or_add_lshl", asm: "v_lshl_or_b32 v0, v1, v2, v3\nv_add_lshl_u32 v4, v1, v3, v2",
			in: []int{1, 2, 3}, out: []int{0, 4}, rows: [][]uint32{
				// a, shift, c → a<<shift | c, (a+c)<<shift
				{0x12345678, 4, 0xf, 0x2345678f, 0x23456870},
				{0x80000001, 33, 0, 2, 2},            // shift 33 & 31 = 1
				{0xffffffff, 4, 2, 0xfffffff2, 0x10}, // (0xffffffff + 2) wraps to 1
				{0x0000ffff, 16, 0x1234, 0xffff1234, 0x12330000},
			}},
		// {a, b} >> 8*(c&3), low dword
		{name: "alignbyte_b32", asm: "v_alignbyte_b32 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0x12345678, 0x9abcdef0, 1, 0x789abcde},
				{0x12345678, 0x9abcdef0, 0, 0x9abcdef0},
				{0x12345678, 0x9abcdef0, 3, 0x3456789a},
				{0x12345678, 0x9abcdef0, 6, 0x56789abc}, // 6 & 3 = 2
			}},
		// ((1 << a[4:0]) - 1) << b[4:0]
		{name: "bfm_b32", asm: "v_bfm_b32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{8, 4, 0xff0},
				{0, 5, 0},
				{31, 1, 0xfffffffe},
				{36, 32, 0xf}, // width 36 & 31 = 4, offset 0
			}},
		// byte selectors: 0..3 bytes of src1, 4..7 of src0, 8..11 the sign
		// of src1's bit 15/31 and src0's bit 15/31, 12 zero, 13+ 0xff
		{name: "perm_b32", asm: "v_perm_b32 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0x11223344, 0x55667788, 0x00010203, 0x88776655},
				{0x11223344, 0x55667788, 0x07060504, 0x11223344},
				{0x11223344, 0x55667788, 0x0c0d0809, 0x00ff0000},
				{0x80008000, 0x80008000, 0x08090a0b, 0xffffffff},
				{0x11223344, 0x55667788, 0xff0e0c05, 0xffff0033},
			}},
		{name: "pack_u16_i16_clamp", asm: "v_cvt_pk_u16_u32 v0, v1, v2\nv_cvt_pk_i16_i32 v3, v1, v2",
			in: []int{1, 2}, out: []int{0, 3}, rows: [][]uint32{
				// a, b → min(a,0xffff) | min(b,0xffff)<<16; clamp(a) | clamp(b)<<16 (signed)
				{0x12345, 7, 0x0007ffff, 0x00077fff},
				{5, 0x10000, 0xffff0005, 0x7fff0005},
				{0xffffffff, 1, 0x0001ffff, 0x0001ffff},      // -1 stays -1 signed
				{0x8000, 0xffff7fff, 0xffff8000, 0x80007fff}, // 32768 clamps to 32767; -32769 to -32768
			}},
	})
}

func TestSemVALUIntMulMinMax(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "mad_u32_u24", asm: "v_mad_u32_u24 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0xffffffff, 2, 1, 0x01ffffff}, // bits 31:24 are not read
				{0xffffff, 0xffffff, 0, 0xfe000001},
				{3, 5, 0xfffffff0, 0xffffffff},
			}},
		{name: "mad_i32_i24", asm: "v_mad_i32_i24 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0x800000, 2, 5, 0xff000005}, // -2^23 * 2 + 5
				{0xff000003, 0xffffff, 0, 0xfffffffd},
				{0x7fffff, 0x7fffff, 1, 0xff000002}, // (2^23-1)^2 + 1 = 2^46 - 2^24 + 2, low dword
			}},
		{name: "mul_hi_24", asm: "v_mul_hi_u32_u24_e32 v0, v1, v2\nv_mul_hi_i32_i24_e32 v3, v1, v2",
			in: []int{1, 2}, out: []int{0, 3}, rows: [][]uint32{
				{0xffffff, 0xffffff, 0xffff, 0},          // u: 0xfffffe000001; i: (-1)(-1) = 1
				{0x800000, 0x7fffff, 0x3fff, 0xffffc000}, // i: -2^23 (2^23-1)
				{0x800000, 0x800000, 0x4000, 0x4000},     // 2^46 both ways
				{0x01000002, 3, 0, 0},
			}},
		{name: "mul_lo_i32_gfx9", asm: "v_mul_lo_i32 v0, v1, v2", targets: semAllTargets[:1],
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0xffffffff, 2, 0xfffffffe},
				{0x80000000, 0xffffffff, 0x80000000},
				{0x10000, 0x10000, 0},
			}},
		{name: "min3_max3_med3",
			asm: "v_min3_i32 v0, v1, v2, v3\nv_max3_i32 v4, v1, v2, v3\nv_med3_i32 v5, v1, v2, v3\n" +
				"v_min3_u32 v6, v1, v2, v3\nv_max3_u32 v7, v1, v2, v3\nv_med3_u32 v8, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0, 4, 5, 6, 7, 8}, rows: [][]uint32{
				{0x80000000, 0x7fffffff, 0, 0x80000000, 0x7fffffff, 0, 0, 0x80000000, 0x7fffffff},
				{5, 0xffffffff, 3, 0xffffffff, 5, 3, 3, 0xffffffff, 5},
				{7, 7, 1, 1, 7, 7, 1, 7, 7},
				{2, 9, 4, 2, 9, 4, 2, 9, 4},
			}},
		{name: "sad_xad_u32", asm: "v_sad_u32 v0, v1, v2, v3\nv_xad_u32 v4, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0, 4}, rows: [][]uint32{
				// |a-b| + c, (a^b) + c
				{3, 10, 1, 8, 10},
				{10, 3, 0, 7, 9},
				{0xffffffff, 0, 1, 0, 0}, // both wrap
				{0xff, 0x0f, 1, 0xf1, 0xf1},
			}},
		// {vcc, d} = a.i32 * b.i32 + c.i64; the carry is pinned where a
		// signed and an unsigned reading of it agree
		{name: "mad_i64_i32",
			asm:  "v_mad_i64_i32 v[0:1], {sm}, v2, v3, v[4:5]",
			asm9: "v_mad_i64_i32 v[0:1], s[10:11], v2, v3, v[4:5]",
			in:   []int{2, 3, 4, 5}, out: []int{0, 1}, coSlot: semSM, rows: [][]uint32{
				{2, 3, 1, 0, 7, 0, 0},
				{0x10000, 0x10000, 5, 0, 5, 1, 0},
				// -2^31 (2^31-1) + INT64_MIN wraps to 2^62 + 2^31
				{0x80000000, 0x7fffffff, 0, 0x80000000, 0x80000000, 0x40000000, 1},
				{0xffffffff, 0xffffffff, 0, 0, 1, 0, 0}, // (-1)(-1)
			}},
	})
}

// 16-bit integer ops read the low halves of their sources; GFX9 zeroes the
// destination's high half (checked here), GFX10+ keeps it (lo16).
func TestSemVALUInt16(t *testing.T) {
	gfx10 := semAllTargets[1:]
	semRunLanes(t, []semLane{
		{name: "add_sub_nc_u16", asm: "v_add_nc_u16 v0, v1, v2\nv_sub_nc_u16 v3, v1, v2", targets: gfx10, lo16: true,
			in: []int{1, 2}, out: []int{0, 3}, rows: [][]uint32{
				{0x1234ffff, 0xabcd0001, 0, 0xfffe},
				{0x7fff, 1, 0x8000, 0x7ffe},
				{0x10003, 0x20005, 8, 0xfffe},
			}},
		{name: "mul_lo_u16", asm: "v_mul_lo_u16 v0, v1, v2", lo16: true,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0xffff, 0xffff, 1},
				{0x100, 0x100, 0},
				{0x12340003, 0x56780005, 15},
			}},
		{name: "min_max_16", asm: "v_max_u16 v0, v1, v2\nv_min_u16 v3, v1, v2\nv_max_i16 v4, v1, v2\nv_min_i16 v5, v1, v2", lo16: true,
			in: []int{1, 2}, out: []int{0, 3, 4, 5}, rows: [][]uint32{
				{0x8000, 0x7fff, 0x8000, 0x7fff, 0x7fff, 0x8000},
				{0xffff0001, 0x0000ffff, 0xffff, 1, 1, 0xffff},
				{0x00050005, 0x00010005, 5, 5, 5, 5},
			}},
		// d = b << a[3:0] (>>, arithmetic >>)
		{name: "shifts_16", asm: "v_lshlrev_b16 v0, v1, v2\nv_lshrrev_b16 v3, v1, v2\nv_ashrrev_i16 v4, v1, v2", lo16: true,
			in: []int{1, 2}, out: []int{0, 3, 4}, rows: [][]uint32{
				{4, 0xabcd1234, 0x2340, 0x0123, 0x0123},
				{17, 0x8001, 0x0002, 0x4000, 0xc000}, // amount 17 & 15 = 1
				{0x10, 5, 5, 5, 5},
				{15, 0x8000, 0, 1, 0xffff},
				{4, 0x8000, 0, 0x0800, 0xf800},
			}},
	})
}

// Reversed subtracts with a borrow out (and in): d = b - a (- ci), borrow
// when a (+ ci) > b.
func TestSemVALUIntSubrevCarry(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "subrev_co_u32_gfx9", asm: "v_subrev_co_u32_e32 v0, vcc, v1, v2", targets: semAllTargets[:1],
			in: []int{1, 2}, out: []int{0}, coSlot: isa.SlotVCCLo, rows: [][]uint32{
				{1, 0, 0xffffffff, 1},
				{3, 10, 7, 0},
				{5, 5, 0, 0},
				{0xffffffff, 0xfffffffe, 0xffffffff, 1},
			}},
		{name: "subrev_co_u32_gfx10", asm: "v_subrev_co_u32 v0, {sm}, v1, v2", targets: semAllTargets[1:],
			in: []int{1, 2}, out: []int{0}, coSlot: semSM, rows: [][]uint32{
				{1, 0, 0xffffffff, 1},
				{3, 10, 7, 0},
				{5, 5, 0, 0},
			}},
		{name: "subbrev_co_u32_gfx9", asm: "v_subbrev_co_u32_e64 v0, s[10:11], v1, v2, s[12:13]", targets: semAllTargets[:1],
			in: []int{1, 2}, out: []int{0}, ciSlot: semSC, coSlot: semSM, rows: [][]uint32{
				// a, b, ci → b - a - ci, borrow
				{0, 0, 1, 0xffffffff, 1},
				{4, 5, 1, 0, 0},
				{5, 5, 1, 0xffffffff, 1},
				{0xffffffff, 0xffffffff, 1, 0xffffffff, 1},
				{0, 0, 0, 0, 0},
			}},
		{name: "subrev_co_ci_u32", asm: "v_subrev_co_ci_u32_e64 v0, {sm}, v1, v2, {sc}", targets: semAllTargets[1:],
			in: []int{1, 2}, out: []int{0}, ciSlot: semSC, coSlot: semSM, rows: [][]uint32{
				{0, 0, 1, 0xffffffff, 1},
				{4, 5, 1, 0, 0},
				{5, 5, 1, 0xffffffff, 1},
				{0, 0, 0, 0, 0},
			}},
	})
}

// A 16-bit VALU result fills the low half of its destination VGPR; GFX10+
// keep the high half as it was ("On gfx10, all 16-bit instructions
// preserve the high bits", GCNSubtarget::zeroesHigh16BitsOfDest), GFX9
// zeroes it. Each row gives the destination's old value as an input, under
// every encoding path: plain, clamp, DPP, tied, conversions.
func TestSemVALU16BitHighHalf(t *testing.T) {
	gfx10 := semAllTargets[1:]
	semRunLanes(t, []semLane{
		{name: "add_nc_u16", asm: "v_add_nc_u16 v0, v1, v2", targets: gfx10,
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{0x1234ffff, 0xabcd0001, 0x5678dead, 0x56780000},
				{3, 4, 0xffffffff, 0xffff0007},
			}},
		{name: "max_i16_lshlrev_b16", asm: "v_max_i16 v0, v1, v2\nv_lshlrev_b16 v3, v1, v2", targets: gfx10,
			in: []int{1, 2, 0, 3}, out: []int{0, 3}, rows: [][]uint32{
				{4, 0x1234, 0xcafe0000, 0xbeef1111, 0xcafe1234, 0xbeef2340},
				{0x8000, 0x7fff, 0x11110000, 0x22220000, 0x11117fff, 0x22227fff}, // shift 0x8000 & 15 = 0
			}},
		{name: "add_f16_plain_clamp_dpp", targets: gfx10,
			asm: "v_add_f16_e32 v0, v1, v2\nv_add_f16_e64 v3, v1, v2 clamp\n" +
				"v_add_f16_dpp v4, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
			in: []int{1, 2, 0, 3, 4}, out: []int{0, 3, 4}, rows: [][]uint32{
				{h1, h2, 0x12340000, 0xabcd0000, 0x5555ffff, 0x12344200, 0xabcd3c00, 0x55554200},
				{hNeg1, h0, 0xffffffff, 0x00010000, 0x80008000, 0xffffbc00, 0x00010000, 0x8000bc00},
			}},
		{name: "cvt_f16_f32_u16_f16", asm: "v_cvt_f16_f32_e32 v0, v1\nv_cvt_u16_f16_e32 v3, v2", targets: gfx10,
			in: []int{1, 2, 0, 3}, out: []int{0, 3}, rows: [][]uint32{
				{fOne, 0x3e00, 0x77770000, 0x11110000, 0x77773c00, 0x11110001},
			}},
		{name: "fma_fmac_f16", asm: "v_fma_f16 v0, v1, v2, v3\nv_fmac_f16_e32 v4, v1, v2", targets: gfx10,
			in: []int{1, 2, 3, 0, 4}, out: []int{0, 4}, rows: [][]uint32{
				{h2, h3, h1, 0x99990000, 0xabcd3c00, 0x99994700, 0xabcd4700},
			}},
		{name: "gfx9_zeroes", targets: semAllTargets[:1],
			asm: "v_add_u16_e32 v0, v1, v2\nv_add_f16_e32 v3, v1, v2\nv_cvt_f16_f32_e32 v4, v5",
			in:  []int{1, 2, 5, 0, 3, 4}, out: []int{0, 3, 4}, rows: [][]uint32{
				{h1, h2, fOne, 0x12345678, 0x12345678, 0x12345678, 0x7c00, 0x4200, 0x3c00},
			}},
	})
}
