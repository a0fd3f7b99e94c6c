package sim_test

import "testing"

// Packed math, mixed precision, dot products and VOP3 op_sel, lane by lane
// under every exec mask of semRunLanes (inactive lanes keep their values).
// f16 bit patterns: 1.0 0x3c00, 2.0 0x4000, 3.0 0x4200, 4.0 0x4400, 5.0
// 0x4500, 6.0 0x4600, 7.0 0x4700, 0.5 0x3800, -1.0 0xbc00, -2.0 0xc000,
// 65504 0x7bff, inf 0x7c00. Every expected value is exact (no rounding
// decides it) and was worked out by hand; element 0 is the low half.

var (
	semGFX9Plus906 = []semTarget{{"gfx900", 64}, {"gfx906", 64}, {"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}
	semGFX10p      = []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}
	semFmaMix      = []semTarget{{"gfx906", 64}, {"gfx1010", 32}, {"gfx1030", 64}, {"gfx1100", 32}}
	semDot1        = []semTarget{{"gfx906", 64}, {"gfx1030", 32}, {"gfx1030", 64}}
	semDot7        = []semTarget{{"gfx906", 64}, {"gfx1030", 32}, {"gfx1100", 32}, {"gfx1100", 64}}
	semGFX11       = []semTarget{{"gfx1100", 32}, {"gfx1100", 64}}
)

func TestSemPackedF16(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "pk_add_f16", asm: "v_pk_add_f16 v0, v1, v2", in: []int{1, 2}, out: []int{0}, targets: semGFX9Plus906,
			rows: [][]uint32{
				{0x40003c00, 0x42004000, 0x45004200}, // (1, 2) + (2, 3) = (3, 5)
				{0x7bff7bff, 0x7bff3c00, 0x7c007bff}, // 65504 + 1 rounds to 65504; 65504 + 65504 overflows
				{0xbc003c00, 0x3c003c00, 0x00004000}, // -1 + 1 = +0
			}},
		// llc's swizzle: the low result from a's high half, the high one
		// from a's low half.
		{name: "pk_add_f16_op_sel", asm: "v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{
				{0x40003c00, 0x42004000, 0x44004400}, // (2+2, 1+3)
				{0x3c00bc00, 0x00004000, 0xbc004200}, // (1+2, -1+0)
			}},
		{name: "pk_mul_f16_neg", asm: "v_pk_mul_f16 v0, v1, v2 neg_lo:[0,1] neg_hi:[0,1]", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{
				{0x40003c00, 0x42004000, 0xc600c000}, // (1*-2, 2*-3)
				{0x00003c00, 0x00003c00, 0x8000bc00}, // 0 * -0 = -0
			}},
		{name: "pk_add_f16_neg_hi_only", asm: "v_pk_add_f16 v0, v1, v2 neg_hi:[1,0]", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x3c004200}}}, // (1+2, -2+3)
		// An inline constant fills the low half; op_sel_hi:[1,0] feeds the
		// low half to the high result too, the default feeds the zero high half.
		{name: "pk_add_f16_const_broadcast", asm: "v_pk_add_f16 v0, v1, 1.0 op_sel_hi:[1,0]", in: []int{1}, out: []int{0},
			rows: [][]uint32{{0x40003c00, 0x42004000}}},
		// llc's a + <1.5, 1.5> on GFX10+: a literal's low half to both.
		{name: "pk_add_f16_literal", asm: "v_pk_add_f16 v0, v1, 0x3e00 op_sel_hi:[1,0]", in: []int{1}, out: []int{0}, targets: semGFX10p,
			rows: [][]uint32{{0x40003c00, 0x43004100}}}, // (1+1.5, 2+1.5)
		{name: "pk_mul_f16_const_hi_zero", asm: "v_pk_mul_f16 v0, v1, 2.0", in: []int{1}, out: []int{0},
			rows: [][]uint32{{0x40003c00, 0x00004000}, {0xc0003c00, 0x80004000}}},
		{name: "pk_fma_f16", asm: "v_pk_fma_f16 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0},
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x3c003c00, 0x47004200}, // (1*2+1, 2*3+1)
				{0x3d563d56, 0x62006200, 0x04000400, 0x64016401}}}, // 1024.5 + 2^-14 rounds once, to 1025
		{name: "pk_fma_f16_op_sel", asm: "v_pk_fma_f16 v0, v1, v2, v3 op_sel:[0,0,1] op_sel_hi:[1,1,0]", in: []int{1, 2, 3}, out: []int{0},
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x3c004000, 0x48004200}}}, // (1*2 + c.hi 1, 2*3 + c.lo 2)
		{name: "pk_max_f16", asm: "v_pk_max_f16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0xbc004000, 0x3c003c00, 0x3c004000}}},
		{name: "pk_min_f16", asm: "v_pk_min_f16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0xbc004000, 0x3c003c00, 0xbc003c00}}},
		{name: "pk_add_f16_clamp", asm: "v_pk_add_f16 v0, v1, v2 clamp", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{
				{0x40003c00, 0xc2000000, 0x00003c00}, // (1+0, 2-3) clamped to (1, 0)
				{0x38003800, 0x00000000, 0x38003800},
			}},
		{name: "pk_fmac_f16", asm: "v_pk_fmac_f16 v0, v1, v2", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX10p,
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x3c003c00, 0x47004200}}},
	})
}

func TestSemPackedInt16(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "pk_add_u16", asm: "v_pk_add_u16 v0, v1, v2", in: []int{1, 2}, out: []int{0}, targets: semGFX9Plus906,
			rows: [][]uint32{{0xffff0001, 0x00020003, 0x00010004}}}, // 0xffff + 2 wraps to 1
		{name: "pk_add_i16", asm: "v_pk_add_i16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0x7fff0001, 0x00010001, 0x80000002}}},
		{name: "pk_sub_i16", asm: "v_pk_sub_i16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0x00010005, 0x00030007, 0xfffefffe}}},
		// llc's a - <3, 3> and a + <5, 0>: an inline constant is one
		// 16-bit value in the low half, zero in the high half.
		{name: "pk_sub_u16_const_broadcast", asm: "v_pk_sub_u16 v0, v1, 3 op_sel_hi:[1,0]", in: []int{1}, out: []int{0},
			rows: [][]uint32{{0x00100010, 0x000d000d}}},
		{name: "pk_sub_u16_const_lo_only", asm: "v_pk_sub_u16 v0, v1, -5", in: []int{1}, out: []int{0},
			rows: [][]uint32{{0x00100010, 0x00100015}}},
		{name: "pk_mul_lo_u16", asm: "v_pk_mul_lo_u16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0x01000003, 0x01000005, 0x0000000f}}}, // 0x100 * 0x100 keeps the low 16 bits
		{name: "pk_mad_i16", asm: "v_pk_mad_i16 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0},
			rows: [][]uint32{{0xfffe0003, 0x00050004, 0x00010001, 0xfff7000d}}}, // (3*4+1, -2*5+1)
		{name: "pk_mad_u16", asm: "v_pk_mad_u16 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0},
			rows: [][]uint32{{0x00020003, 0x00040005, 0x00010001, 0x00090010}}},
		{name: "pk_lshlrev_b16", asm: "v_pk_lshlrev_b16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0x00110003, 0x80010001, 0x00020008}}}, // the high amount 17 is 1 (mod 16)
		{name: "pk_lshrrev_b16", asm: "v_pk_lshrrev_b16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0x00040001, 0x80008000, 0x08004000}}},
		{name: "pk_ashrrev_i16", asm: "v_pk_ashrrev_i16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0x00040001, 0x80008000, 0xf800c000}}},
		{name: "pk_ashrrev_i16_op_sel", asm: "v_pk_ashrrev_i16 v0, v1, v2 op_sel:[0,1]", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0x00040001, 0x80000000, 0xf800c000}}}, // both results shift b's high half
		{name: "pk_max_i16", asm: "v_pk_max_i16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0xffff0001, 0x0001ffff, 0x00010001}}},
		{name: "pk_max_u16", asm: "v_pk_max_u16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0xffff0001, 0x0001ffff, 0xffffffff}}},
		{name: "pk_min_i16", asm: "v_pk_min_i16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0xffff0001, 0x0001ffff, 0xffffffff}}},
		{name: "pk_min_u16", asm: "v_pk_min_u16 v0, v1, v2", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0xffff0001, 0x0001ffff, 0x00010001}}},
		// A literal (GFX10+) is the 32 bits written: 0xffffff9c is
		// (-100, -1).
		{name: "pk_add_u16_literal", asm: "v_pk_add_u16 v0, v1, -100", in: []int{1}, out: []int{0}, targets: semGFX10p,
			rows: [][]uint32{{0x00100200, 0x000f019c}}},
		// An SGPR source goes through the same selection.
		{name: "pk_add_u16_sgpr_op_sel", asm: "v_pk_add_u16 v0, s4, v2 op_sel:[1,0] op_sel_hi:[0,1]", in: []int{2}, out: []int{0},
			sgprs: map[int]uint32{4: 0x00200010}, rows: [][]uint32{{0x00030001, 0x00130021}}}, // (0x20+1, 0x10+3)
	})
}

// v_fma_mix: op_sel_hi[i] makes source i the f16 half op_sel[i] picks;
// the lo/hi forms write one half and keep the other. f32: 1.0 0x3f800000,
// 3.0 0x40400000, -5.0 0xc0a00000, 7.0 0x40e00000.
func TestSemPackedMix(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "fma_mix_f32_f16_sources", asm: "v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,0]", in: []int{1, 2, 3}, out: []int{0}, targets: semFmaMix,
			rows: [][]uint32{{0x12343c00, 0x56784000, 0x3f800000, 0x40400000}}}, // 1*2 + 1; the high halves are ignored
		{name: "fma_mix_f32_mods", asm: "v_fma_mix_f32 v0, -v1, |v2|, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]", in: []int{1, 2, 3}, out: []int{0}, targets: semFmaMix,
			rows: [][]uint32{{0x40000000, 0x0000c200, 0x3f800000, 0xc0a00000}}}, // -(2) * |-3| + 1
		{name: "fma_mix_f32_all_f32", asm: "v_fma_mix_f32 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semFmaMix,
			rows: [][]uint32{{0x40000000, 0x40400000, 0x3f800000, 0x40e00000}}},
		{name: "fma_mixlo_f16", asm: "v_fma_mixlo_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1]", in: []int{1, 2, 3, 0}, out: []int{0}, targets: semFmaMix,
			rows: [][]uint32{{0x3c00, 0x4000, 0x3c00, 0xabcd1234, 0xabcd4200}}},
		{name: "fma_mixhi_f16", asm: "v_fma_mixhi_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1]", in: []int{1, 2, 3, 0}, out: []int{0}, targets: semFmaMix,
			rows: [][]uint32{{0x3c00, 0x4000, 0x3c00, 0xabcd1234, 0x42001234}}},
		{name: "fma_mixlo_f16_clamp", asm: "v_fma_mixlo_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1] clamp", in: []int{1, 2, 3, 0}, out: []int{0}, targets: semFmaMix,
			rows: [][]uint32{{0x3c00, 0x4000, 0x3c00, 0xabcd1234, 0xabcd3c00}}}, // 3 clamps to 1
		{name: "mad_mix_f32", asm: "v_mad_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,0]", in: []int{1, 2, 3}, out: []int{0}, targets: []semTarget{{"gfx900", 64}},
			rows: [][]uint32{{0x12343c00, 0x56784000, 0x3f800000, 0x40400000}}},
		{name: "mad_mixhi_f16", asm: "v_mad_mixhi_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1]", in: []int{1, 2, 3, 0}, out: []int{0}, targets: []semTarget{{"gfx900", 64}},
			rows: [][]uint32{{0x3c00, 0x4000, 0x3c00, 0xabcd1234, 0x42001234}}},
		{name: "mad_mixlo_f16", asm: "v_mad_mixlo_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1]", in: []int{1, 2, 3, 0}, out: []int{0}, targets: []semTarget{{"gfx900", 64}},
			rows: [][]uint32{{0x3c00, 0x4000, 0x3c00, 0xabcd1234, 0xabcd4200}}}, // 1*2 + 1 = 3.0 in the low half
	})
}

// VOP3 op_sel on 16-bit instructions: op_sel[i] reads source i's high
// half, the last bit writes the destination's high half; the other half
// of the destination keeps its value (GCNSubtarget::zeroesHigh16BitsOfDest).
func TestSemVOP3OpSel(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "fma_f16_op_sel", asm: "v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1,1]", in: []int{1, 2, 3, 0}, out: []int{0},
			rows: [][]uint32{{0x40000000, 0x00004200, 0x3c000000, 0x11112222, 0x47002222}}}, // 2*3 + 1 in the high half
		{name: "fma_f16_keeps_high", asm: "v_fma_f16 v0, v1, v2, v3", in: []int{1, 2, 3, 0}, out: []int{0},
			rows: [][]uint32{{0x3c00, 0x4000, 0x3c00, 0x11112222, 0x11114200}}},
		{name: "fma_f16_neg_high_source", asm: "v_fma_f16 v0, -v1, v2, v3 op_sel:[1,0,0,0]", in: []int{1, 2, 3, 0}, out: []int{0},
			rows: [][]uint32{{0x40000000, 0x4200, 0x3c00, 0x11112222, 0x1111c500}}}, // -(2)*3 + 1 = -5
		{name: "pack_b32_f16_op_sel", asm: "v_pack_b32_f16 v0, v1, v2 op_sel:[1,1,0]", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0x3c000000, 0x40000000, 0x40003c00}}},
		{name: "add_nc_u16_op_sel", asm: "v_add_nc_u16 v0, v1, v2 op_sel:[1,1,1]", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX10p,
			rows: [][]uint32{{0x00050000, 0x00070000, 0x0000abcd, 0x000cabcd}}},
		{name: "add_nc_u16_clamp_op_sel", asm: "v_add_nc_u16 v0, v1, v2 op_sel:[0,0,1] clamp", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX10p,
			rows: [][]uint32{{0xfff0, 0x0020, 0x0000abcd, 0xffffabcd}}}, // saturates at 0xffff, in the high half
	})
}

func TestSemDot(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "dot4_i32_i8", asm: "v_dot4_i32_i8 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{
				{0x01020304, 0x05060708, 10, 80},        // 4*8 + 3*7 + 2*6 + 1*5 + 10
				{0xff0000fe, 0x02000003, 0, 0xfffffff8}, // -2*3 + -1*2
			}},
		{name: "dot8_i32_i4", asm: "v_dot8_i32_i4 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{{0x12345678, 0x11111111, 0, 20}}}, // -8 + 7 + 6 + ... + 1
		{name: "dot2_i32_i16", asm: "v_dot2_i32_i16 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{{0xffff0002, 0x00030004, 5, 10}}}, // 2*4 + -1*3 + 5
		{name: "dot2_u32_u16", asm: "v_dot2_u32_u16 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{{0xffff0002, 0x00030004, 5, 0x3000a}}}, // 2*4 + 65535*3 + 5
		{name: "dot4_u32_u8", asm: "v_dot4_u32_u8 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semDot7,
			rows: [][]uint32{{0xff0000fe, 0x02000003, 1, 0x4f9}}}, // 254*3 + 255*2 + 1
		{name: "dot8_u32_u4", asm: "v_dot8_u32_u4 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semDot7,
			rows: [][]uint32{{0x12345678, 0x11111111, 0, 36}}},
		{name: "dot2_f32_f16", asm: "v_dot2_f32_f16 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semDot7,
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x3f800000, 0x41100000}}}, // 1*2 + 2*3 + 1 = 9
		{name: "dot2_f32_f16_neg", asm: "v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0]", in: []int{1, 2, 3}, out: []int{0}, targets: semDot7,
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x3f800000, 0x40a00000}}}, // -1*2 + 2*3 + 1 = 5
		{name: "dot2_f32_f16_op_sel", asm: "v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1]", in: []int{1, 2, 3}, out: []int{0}, targets: semDot7,
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x3f800000, 0x41000000}}}, // a swapped: 2*2 + 1*3 + 1 = 8
		{name: "dot2c_f32_f16", asm: "v_dot2c_f32_f16_e32 v0, v1, v2", asm11: "v_dot2acc_f32_f16 v0, v1, v2", in: []int{1, 2, 0}, out: []int{0},
			targets: []semTarget{{"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}},
			rows:    [][]uint32{{0x40003c00, 0x42004000, 0x3f800000, 0x41100000}}},
		{name: "dot4c_i32_i8", asm: "v_dot4c_i32_i8_e32 v0, v1, v2", in: []int{1, 2, 0}, out: []int{0}, targets: []semTarget{{"gfx1030", 32}},
			rows: [][]uint32{{0x01020304, 0x05060708, 10, 80}}},
		{name: "dot4_i32_iu8_signed", asm: "v_dot4_i32_iu8 v0, v1, v2, v3 neg_lo:[1,1,0]", in: []int{1, 2, 3}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0xff0000fe, 0x02000003, 0, 0xfffffff8}}},
		{name: "dot4_i32_iu8_mixed", asm: "v_dot4_i32_iu8 v0, v1, v2, v3 neg_lo:[0,1,0]", in: []int{1, 2, 3}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0xff0000fe, 0x02000003, 0, 0x4f8}}}, // a unsigned: 254*3 + 255*2
		{name: "dot8_i32_iu4", asm: "v_dot8_i32_iu4 v0, v1, v2, v3 neg_lo:[1,1,0]", in: []int{1, 2, 3}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x12345678, 0x11111111, 0, 20}}},
		{name: "dot2_f32_f16_clamp", asm: "v_dot2_f32_f16 v0, v1, v2, v3 clamp", in: []int{1, 2, 3}, out: []int{0}, targets: semDot7,
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x3f800000, 0x3f800000}}}, // 9 clamps to 1
		// GFX11's VOP3 forms: op_sel[2] reads c's high half, op_sel[3]
		// writes the high half; f16 9.0 is 0x4880, 7.0 0x4700.
		{name: "dot2_f16_f16_op_sel", asm: "v_dot2_f16_f16 v0, v1, v2, v3 op_sel:[0,0,1,1]", in: []int{1, 2, 3, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x3c000000, 0x11112222, 0x48802222}}},
		{name: "dot2_f16_f16_neg_c", asm: "v_dot2_f16_f16 v0, v1, v2, -v3", in: []int{1, 2, 3, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x40003c00, 0x42004000, 0x00003c00, 0x11112222, 0x11114700}}},
		// bf16: 1.0 0x3f80, 2.0 0x4000, 3.0 0x4040, 9.0 0x4110.
		{name: "dot2_bf16_bf16", asm: "v_dot2_bf16_bf16 v0, v1, v2, v3 op_sel:[0,0,1,0]", in: []int{1, 2, 3, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x40003f80, 0x40404000, 0x3f800000, 0x11112222, 0x11114110}}},
		{name: "dot2_f32_bf16", asm: "v_dot2_f32_bf16 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x40003f80, 0x40404000, 0x3f800000, 0x41100000}}},
	})
}

// gfx906's DL instructions that GFX10 also has: f32 1.0 0x3f800000, 2.0
// 0x40000000, 3.0 0x40400000, 7.0 0x40e00000.
func TestSemGFX906DL(t *testing.T) {
	gfx906 := []semTarget{{"gfx906", 64}}
	semRunLanes(t, []semLane{
		{name: "fmac_f32", asm: "v_fmac_f32_e32 v0, v1, v2", in: []int{1, 2, 0}, out: []int{0}, targets: gfx906,
			rows: [][]uint32{{0x40000000, 0x40400000, 0x3f800000, 0x40e00000}}},
		{name: "xnor_b32", asm: "v_xnor_b32_e32 v0, v1, v2", in: []int{1, 2}, out: []int{0}, targets: gfx906,
			rows: [][]uint32{{0x0f0f0f0f, 0x00ff00ff, 0xf00ff00f}}},
	})
}
