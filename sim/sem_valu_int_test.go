package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// Integer VALU. Row layout (see semLane): inputs, [carry-in bit], outputs,
// [carry-out bit].
func TestSemVALUIntArith(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "add_u32", asm: "v_add_nc_u32_e32 v0, v1, v2", asm9: "v_add_u32_e32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{1, 2, 3},
				{0xffffffff, 1, 0},
				{0x7fffffff, 1, 0x80000000},
				{0x80000000, 0x80000000, 0},
			}},
		{name: "add_u32_sgpr_and_inline", asm: "v_add_nc_u32_e32 v0, s0, v1\nv_add_nc_u32_e32 v0, -1, v0",
			asm9: "v_add_u32_e32 v0, s0, v1\nv_add_u32_e32 v0, -1, v0",
			in:   []int{1}, out: []int{0}, sgprs: map[int]uint32{0: 0x10}, rows: [][]uint32{
				{0, 0xf},
				{0xfffffff0, 0xffffffff},
				{0xffffffef, 0xfffffffe},
			}},
		{name: "sub_u32", asm: "v_sub_nc_u32_e32 v0, v1, v2", asm9: "v_sub_u32_e32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0, 1, 0xffffffff},
				{0x80000000, 1, 0x7fffffff},
				{5, 5, 0},
			}},
		{name: "subrev_u32", asm: "v_subrev_nc_u32_e32 v0, v1, v2", asm9: "v_subrev_u32_e32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{1, 0, 0xffffffff},
				{3, 10, 7},
			}},
		{name: "mul_lo_u32", asm: "v_mul_lo_u32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0xffffffff, 0xffffffff, 1},
				{0x10000, 0x10000, 0},
				{0x12345678, 0x10, 0x23456780},
				{0x80000000, 3, 0x80000000},
			}},
		{name: "mul_hi_u32", asm: "v_mul_hi_u32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0xffffffff, 0xffffffff, 0xfffffffe},
				{0x10000, 0x10000, 1},
				{0x80000000, 2, 1},
				{3, 5, 0},
			}},
		{name: "mul_hi_i32", asm: "v_mul_hi_i32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0xffffffff, 0xffffffff, 0},          // (-1)(-1) = 1
				{0x80000000, 0x80000000, 0x40000000}, // 2^62
				{0x80000000, 0x7fffffff, 0xc0000000}, // -2^62 + 2^31
				{0xffffffff, 1, 0xffffffff},          // -1
			}},
		{name: "mul_i32_i24", asm: "v_mul_i32_i24_e32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0x00800000, 2, 0xff000000}, // -2^23 * 2
				{0xff000003, 5, 15},         // bits 31:24 ignored
				{0x00ffffff, 0x00ffffff, 1}, // (-1)(-1)
			}},
		{name: "mul_u32_u24", asm: "v_mul_u32_u24_e32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0xffffffff, 0xffffffff, 0xfe000001}, // 0xffffff^2 = 0xfffffe000001
				{0x01000002, 3, 6},
			}},
		{name: "min_max_int", asm: "v_min_i32_e32 v0, v1, v2\nv_max_u32_e32 v3, v1, v2\nv_min_u32_e32 v4, v1, v2\nv_max_i32_e32 v5, v1, v2",
			in: []int{1, 2}, out: []int{0, 3, 4, 5}, rows: [][]uint32{
				{0x80000000, 0x7fffffff, 0x80000000, 0x80000000, 0x7fffffff, 0x7fffffff},
				{0xffffffff, 0, 0xffffffff, 0xffffffff, 0, 0},
				{5, 5, 5, 5, 5, 5},
			}},
		// clamp on an integer add saturates; LLVM selects it for
		// llvm.uadd.sat / usub.sat / sadd.sat on GFX9+ (FeatureIntClamp).
		{name: "add_sub_u32_clamp_saturates",
			asm:  "v_add_nc_u32_e64 v0, v1, v2 clamp\nv_sub_nc_u32_e64 v3, v1, v2 clamp\nv_add_nc_i32 v4, v1, v2 clamp",
			asm9: "v_add_u32_e64 v0, v1, v2 clamp\nv_sub_u32_e64 v3, v1, v2 clamp\nv_add_i32 v4, v1, v2 clamp",
			in:   []int{1, 2}, out: []int{0, 3, 4}, rows: [][]uint32{
				// a, b → a+b (u32 sat), a-b (u32 sat), a+b (i32 sat)
				{0xffffffff, 1, 0xffffffff, 0xfffffffe, 0},
				{0x80000000, 0x80000000, 0xffffffff, 0, 0x80000000},
				{0x7fffffff, 1, 0x80000000, 0x7ffffffe, 0x7fffffff},
				{0, 1, 1, 0, 1},
				{1, 2, 3, 0, 3},
				{0x80000000, 0xffffffff, 0xffffffff, 0, 0x80000000},
			}},
		// The rest of the clamp forms: reversed unsigned subtract, signed
		// subtract and carry-out adds.
		{name: "subrev_sub_i32_co_clamp_saturates",
			asm:  "v_subrev_nc_u32_e64 v0, v1, v2 clamp\nv_sub_nc_i32 v3, v1, v2 clamp\nv_add_co_u32 v4, {sm}, v1, v2 clamp",
			asm9: "v_subrev_u32_e64 v0, v1, v2 clamp\nv_sub_i32 v3, v1, v2 clamp\nv_add_co_u32_e64 v4, {sm}, v1, v2 clamp",
			in:   []int{1, 2}, out: []int{0, 3, 4}, rows: [][]uint32{
				// a, b → b-a (u32), a-b (i32), a+b (u32)
				{1, 0, 0, 1, 1},
				{0, 1, 1, 0xffffffff, 1},
				{0x80000000, 1, 0, 0x80000000, 0x80000001}, // INT_MIN - 1 stays INT_MIN
				{0x7fffffff, 0xffffffff, 0x80000000, 0x7fffffff, 0xffffffff},
				{0xfff0, 0x20, 0, 0xffd0, 0x10010},
			}},
		// 16-bit clamp saturates at 0xffff and 0, from the low halves. GFX9
		// only: these ops zero the destination's high half there
		// (GCNSubtarget::zeroesHigh16BitsOfDest); what GFX10+ leaves in it
		// is not pinned down here.
		{name: "add_sub_u16_clamp_saturates_gfx9", targets: []semTarget{{"gfx900", 64}},
			asm: "v_add_u16_e64 v5, v1, v2 clamp\nv_sub_u16_e64 v6, v1, v2 clamp",
			in:  []int{1, 2}, out: []int{5, 6}, rows: [][]uint32{
				// a, b → a+b (u16), a-b (u16)
				{0xfff0, 0x20, 0xffff, 0xffd0},
				{0x10005, 0x3, 8, 2},
				{0x10000, 0x1, 1, 0},
				{0xffff, 0xffff, 0xffff, 0},
			}},
		// GFX9's v_subrev_u16 (llc-14 -O1 gfx900 writes v_subrev_u16_e32
		// v1, s10, v1): b - a of the low halves, wrapping, or clamped to 0.
		{name: "subrev_u16_gfx9", targets: []semTarget{{"gfx900", 64}},
			asm: "v_subrev_u16_e32 v5, v1, v2\nv_subrev_u16_e64 v6, v1, v2 clamp",
			in:  []int{1, 2}, out: []int{5, 6}, rows: [][]uint32{
				// a, b → b-a (u16), clamped
				{3, 0x10005, 2, 2},
				{0x20, 0x10, 0xfff0, 0},
				{0x1ffff, 0x1, 2, 0},
			}},
		{name: "add3_lshl_add", asm: "v_add3_u32 v0, v1, v2, v3\nv_lshl_add_u32 v4, v1, 4, v3",
			in: []int{1, 2, 3}, out: []int{0, 4}, rows: [][]uint32{
				{1, 2, 3, 6, 0x13},
				{0xffffffff, 0xffffffff, 2, 0, 0xfffffff2},
				{0x10000000, 0, 0, 0x10000000, 0},
			}},
	})
}

// Carry chains: a 64-bit add or subtract as LLVM emits it, carry through
// VCC (e32) or an SGPR mask (e64). The checked mask is the final carry out.
func TestSemVALUIntCarry(t *testing.T) {
	add64Rows := [][]uint32{
		// a.lo, a.hi, b.lo, b.hi → d.lo, d.hi, carry
		{0xffffffff, 1, 1, 0, 0, 2, 0},
		{0xffffffff, 0xffffffff, 1, 0, 0, 0, 1},
		{0, 0x80000000, 0, 0x80000000, 0, 0, 1},
		{5, 0, 7, 0, 12, 0, 0},
		{0, 0xffffffff, 0xffffffff, 0, 0xffffffff, 0xffffffff, 0},
		{0xffffffff, 0xfffffffe, 1, 1, 0, 0, 1}, // low carry makes the high word wrap
	}
	sub64Rows := [][]uint32{
		// a.lo, a.hi, b.lo, b.hi → d.lo, d.hi, borrow
		{0, 1, 1, 0, 0xffffffff, 0, 0},
		{0, 0, 1, 0, 0xffffffff, 0xffffffff, 1},
		{5, 5, 5, 5, 0, 0, 0},
		{0, 0x80000000, 1, 0, 0xffffffff, 0x7fffffff, 0},
		{0, 0, 0, 1, 0, 0xffffffff, 1},
	}
	semRunLanes(t, []semLane{
		{name: "add64_vcc",
			asm:  "v_add_co_u32 v0, {vcc}, v2, v4\nv_add_co_ci_u32_e32 v1, {vcc}, v3, v5, {vcc}",
			asm9: "v_add_co_u32_e32 v0, vcc, v2, v4\nv_addc_co_u32_e32 v1, vcc, v3, v5, vcc",
			in:   []int{2, 3, 4, 5}, out: []int{0, 1}, coSlot: isa.SlotVCCLo, rows: add64Rows},
		{name: "add64_sgpr_masks",
			asm:  "v_add_co_u32 v0, {sm}, v2, v4\nv_add_co_ci_u32_e64 v1, {sc}, v3, v5, {sm}",
			asm9: "v_add_co_u32_e64 v0, s[10:11], v2, v4\nv_addc_co_u32_e64 v1, s[12:13], v3, v5, s[10:11]",
			in:   []int{2, 3, 4, 5}, out: []int{0, 1}, coSlot: semSC, rows: add64Rows},
		{name: "sub64_vcc",
			asm:  "v_sub_co_u32 v0, {vcc}, v2, v4\nv_sub_co_ci_u32_e32 v1, {vcc}, v3, v5, {vcc}",
			asm9: "v_sub_co_u32_e32 v0, vcc, v2, v4\nv_subb_co_u32_e32 v1, vcc, v3, v5, vcc",
			in:   []int{2, 3, 4, 5}, out: []int{0, 1}, coSlot: isa.SlotVCCLo, rows: sub64Rows},
		// carry in from a preset mask: d = a + b + ci.
		{name: "addc_carry_in",
			asm:  "v_add_co_ci_u32_e64 v0, {sm}, v1, v2, {sc}",
			asm9: "v_addc_co_u32_e64 v0, s[10:11], v1, v2, s[12:13]",
			in:   []int{1, 2}, out: []int{0}, ciSlot: semSC, coSlot: semSM, rows: [][]uint32{
				// a, b, ci → d, co
				{0xffffffff, 0, 1, 0, 1},
				{0xffffffff, 0xffffffff, 1, 0xffffffff, 1},
				{0xfffffffe, 0, 1, 0xffffffff, 0},
				{0xffffffff, 1, 0, 0, 1},
				{2, 3, 0, 5, 0},
			}},
		// borrow in: d = a - b - ci, borrow when b + ci > a.
		{name: "subb_borrow_in",
			asm:  "v_sub_co_ci_u32_e64 v0, {sm}, v1, v2, {sc}",
			asm9: "v_subb_co_u32_e64 v0, s[10:11], v1, v2, s[12:13]",
			in:   []int{1, 2}, out: []int{0}, ciSlot: semSC, coSlot: semSM, rows: [][]uint32{
				{0, 0xffffffff, 1, 0, 1},
				{5, 4, 1, 0, 0},
				{5, 5, 1, 0xffffffff, 1},
				{0, 0, 0, 0, 0},
			}},
		{name: "mad_u64_u32",
			asm:  "v_mad_u64_u32 v[0:1], {sm}, v2, v3, v[4:5]",
			asm9: "v_mad_u64_u32 v[0:1], s[10:11], v2, v3, v[4:5]",
			in:   []int{2, 3, 4, 5}, out: []int{0, 1}, coSlot: semSM, rows: [][]uint32{
				// a, b, c.lo, c.hi → d.lo, d.hi, carry
				{0xffffffff, 0xffffffff, 0, 0, 1, 0xfffffffe, 0},
				// 0xfffffffe_00000001 + 0xffffffff_ffffffff = 0x1_fffffffe_00000000
				{0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0, 0xfffffffe, 1},
				{0x10000, 0x10000, 5, 0, 5, 1, 0},
				// 12 + (2^64 - 12) = 2^64
				{3, 4, 0xfffffff4, 0xffffffff, 0, 0, 1},
			}},
		{name: "mad_u64_u32_null_sdst", targets: []semTarget{{"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}},
			asm: "v_mad_u64_u32 v[0:1], null, v2, s0, v[4:5]",
			in:  []int{2, 4, 5}, out: []int{0, 1}, sgprs: map[int]uint32{0: 12}, rows: [][]uint32{
				{0x20000000, 0x100, 0x1, 0x80000100, 0x2}, // 12*2^29 + 0x1_00000100 = 0x2_80000100
				{0xffffffff, 0xc, 0, 0, 0xc},              // 12*(2^32-1) + 12 = 12*2^32
			}},
	})
}

func TestSemVALUIntShiftBits(t *testing.T) {
	semRunLanes(t, []semLane{
		// v_lshlrev: the shift amount is the first source, only [4:0] counts.
		{name: "lshlrev_b32", asm: "v_lshlrev_b32_e32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{1, 0x80000001, 2},
				{33, 1, 2},
				{31, 3, 0x80000000},
				{0, 0xdead, 0xdead},
			}},
		{name: "lshrrev_b32", asm: "v_lshrrev_b32_e32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{31, 0x80000000, 1},
				{32, 0x80000000, 0x80000000},
				{4, 0xffffffff, 0x0fffffff},
			}},
		{name: "ashrrev_i32", asm: "v_ashrrev_i32_e32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{31, 0x80000000, 0xffffffff},
				{4, 0x80000000, 0xf8000000},
				{4, 0x70000000, 0x07000000},
				{36, 0xffffff00, 0xfffffff0},
			}},
		{name: "lshlrev_b64", asm: "v_lshlrev_b64 v[0:1], v2, v[4:5]",
			in: []int{2, 4, 5}, out: []int{0, 1}, rows: [][]uint32{
				{1, 0x80000000, 0, 0, 1},
				{32, 0x12345678, 0x9abcdef0, 0, 0x12345678},
				{63, 1, 0, 0, 0x80000000},
				{68, 0xf0000000, 0xf, 0, 0xff}, // amount & 63 = 4
				{0, 0x11111111, 0x22222222, 0x11111111, 0x22222222},
			}},
		{name: "lshrrev_b64", asm: "v_lshrrev_b64 v[0:1], v2, v[4:5]",
			in: []int{2, 4, 5}, out: []int{0, 1}, rows: [][]uint32{
				{1, 1, 1, 0x80000000, 0},
				{40, 0, 0xff000000, 0x00ff0000, 0},
				{63, 0, 0x80000000, 1, 0},
			}},
		{name: "ashrrev_i64", asm: "v_ashrrev_i64 v[0:1], v2, v[4:5]",
			in: []int{2, 4, 5}, out: []int{0, 1}, rows: [][]uint32{
				{63, 0, 0x80000000, 0xffffffff, 0xffffffff},
				{32, 0x12345678, 0x80000000, 0x80000000, 0xffffffff},
				{4, 0x12345678, 0x7fffffff, 0xf1234567, 0x07ffffff},
			}},
		// v_bfe: offset src1[4:0], width src2[4:0] (a width of 32 reads as 0).
		{name: "bfe_u32", asm: "v_bfe_u32 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0x12345678, 4, 8, 0x67},
				{0xffffffff, 0, 32, 0},
				{0x80000000, 31, 1, 1},
				{0xdeadbeef, 16, 16, 0xdead},
				{0xdeadbeef, 28, 8, 0xd},
				{0xdeadbeef, 36, 4, 0xe}, // offset 36 & 31 = 4
			}},
		{name: "bfe_i32", asm: "v_bfe_i32 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0x000000f0, 4, 4, 0xffffffff},
				{0x00000070, 4, 4, 7},
				{0x80000000, 31, 1, 0xffffffff},
				{0x12345678, 0, 0, 0},
				{0xdeadbeef, 16, 16, 0xffffdead},
				{0x80000000, 28, 8, 0xfffffff8}, // field runs past bit 31
			}},
		{name: "bfe_u32_inline_operands", asm: "v_bfe_u32 v0, v1, 8, 4",
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{0x00000a00, 0xa},
				{0xfffff0ff, 0},
			}},
		{name: "bfi_b32", asm: "v_bfi_b32 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0xffff0000, 0x12345678, 0x9abcdef0, 0x1234def0},
				{0, 0xffffffff, 0x5a5a5a5a, 0x5a5a5a5a},
			}},
		{name: "alignbit_b32", asm: "v_alignbit_b32 v0, v1, v2, v3",
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{0x12345678, 0x9abcdef0, 8, 0x789abcde},
				{0x12345678, 0x9abcdef0, 0, 0x9abcdef0},
				{0x12345678, 0x9abcdef0, 36, 0x89abcdef}, // amount & 31 = 4
			}},
		// ffbh/ffbl return -1 (0xffffffff) for an input of 0.
		{name: "ffbh_u32", asm: "v_ffbh_u32_e32 v0, v1", asm11: "v_clz_i32_u32_e32 v0, v1",
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{0, 0xffffffff},
				{1, 31},
				{0x80000000, 0},
				{0x00010000, 15},
			}},
		{name: "ffbl_b32", asm: "v_ffbl_b32_e32 v0, v1", asm11: "v_ctz_i32_b32_e32 v0, v1",
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{0, 0xffffffff},
				{0x80000000, 31},
				{6, 1},
				{0xffffffff, 0},
			}},
		{name: "ffbh_i32", asm: "v_ffbh_i32_e32 v0, v1", asm11: "v_cls_i32_e32 v0, v1",
			in: []int{1}, out: []int{0}, rows: [][]uint32{
				{0, 0xffffffff},
				{0xffffffff, 0xffffffff},
				{0x40000000, 1},
				{0xbfffffff, 1},
				{1, 31},
				{0x80000000, 1},
			}},
		{name: "bcnt_u32_b32", asm: "v_bcnt_u32_b32 v0, v1, v2", asm11: "v_bcnt_u32_b32 v0, v1, v2",
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{0xffffffff, 0, 32},
				{0x80000001, 10, 12},
				{0, 0xffffffff, 0xffffffff},
			}},
	})
}

// v_cndmask_b32 selects src1 where the mask bit is set, src0 elsewhere.
func TestSemVALUIntCndmask(t *testing.T) {
	rows := [][]uint32{
		// a, b, sel → d
		{1, 2, 0, 1},
		{1, 2, 1, 2},
		{0xdead, 0xbeef, 1, 0xbeef},
		{0xffffffff, 0, 0, 0xffffffff},
		{0x80000000, 0x7fffffff, 1, 0x7fffffff},
	}
	semRunLanes(t, []semLane{
		{name: "e32_vcc", asm: "v_cndmask_b32_e32 v0, v1, v2, {vcc}",
			in: []int{1, 2}, out: []int{0}, ciSlot: isa.SlotVCCLo, rows: rows},
		{name: "e64_sgpr", asm: "v_cndmask_b32_e64 v0, v1, v2, {sc}",
			in: []int{1, 2}, out: []int{0}, ciSlot: semSC, rows: rows},
		// the bool→int idiom: 0 or -1.
		{name: "e64_inline_constants", asm: "v_cndmask_b32_e64 v0, 0, -1, {sc}",
			in: []int{}, out: []int{0}, ciSlot: semSC, rows: [][]uint32{
				{0, 0},
				{1, 0xffffffff},
				{1, 0xffffffff},
			}},
	})
}

// v_mbcnt_lo/hi count the mask bits below the lane: with a mask of -1 the
// pair yields the lane id, LLVM's idiom for it.
func TestSemVALUIntMbcnt(t *testing.T) {
	// lane ids, written out.
	laneIDs := [64]uint32{
		0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
		16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
		32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
		48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
	}
	// mbcnt_lo(0x55555555, 100) + mbcnt_hi(0xaaaaaaaa, .): lanes 0..31 count
	// the even bits below them (ceil(l/2)) + 100; lanes 32..63 see all 16
	// low bits and the odd bits of the high mask below l-32 (floor((l-32)/2)).
	pattern := [64]uint32{
		100, 101, 101, 102, 102, 103, 103, 104, 104, 105, 105, 106, 106, 107, 107, 108,
		108, 109, 109, 110, 110, 111, 111, 112, 112, 113, 113, 114, 114, 115, 115, 116,
		116, 116, 117, 117, 118, 118, 119, 119, 120, 120, 121, 121, 122, 122, 123, 123,
		124, 124, 125, 125, 126, 126, 127, 127, 128, 128, 129, 129, 130, 130, 131, 131,
	}
	cases := []struct {
		name string
		asm  string
		want [64]uint32
		wave int // 0: both wave sizes
	}{
		{name: "lane_id_w64", asm: "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_mbcnt_hi_u32_b32 v0, -1, v0", want: laneIDs, wave: 64},
		{name: "lane_id_w32", asm: "v_mbcnt_lo_u32_b32 v0, -1, 0", want: laneIDs, wave: 32},
		{name: "masks_and_base", asm: "v_mbcnt_lo_u32_b32 v0, s0, v1\nv_mbcnt_hi_u32_b32 v0, s1, v0", want: pattern},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				if c.wave != 0 && c.wave != tg.wave {
					continue
				}
				t.Run(tg.String(), func(t *testing.T) {
					s := semSnippet(t, tg, c.asm)
					for _, mk := range semMasks(tg.wave) {
						w := s.NewWave()
						for l := 0; l < tg.wave; l++ {
							w.SetLane(0, l, semSentinel(0, l))
							w.SetLane(1, l, 100)
						}
						w.S[0], w.S[1] = 0x55555555, 0xaaaaaaaa
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatal(err)
						}
						for l := 0; l < tg.wave; l++ {
							want := c.want[l]
							if mk.m>>uint(l)&1 == 0 {
								want = semSentinel(0, l)
							}
							if got := w.Lane(0, l); got != want {
								t.Errorf("exec %s lane %d: v0 = %d (%#x), want %d", mk.name, l, got, got, want)
							}
						}
					}
				})
			}
		})
	}
}

// Signed 16-bit add and subtract (v_add_i16/v_sub_i16 on GFX9,
// v_add_nc_i16/v_sub_nc_i16 from GFX10): the low halves as int16, the
// result in the low half (the high half with op_sel's destination bit)
// and the other half of the destination kept; clamp saturates to
// [-32768, 32767]. Rows: a, b, old d → d.
func TestSemVALUInt16Signed(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "add_i16_wraps", asm: "v_add_nc_i16 v0, v1, v2", asm9: "v_add_i16 v0, v1, v2",
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{0x12347fff, 0x56780001, 0xabcd1111, 0xabcd8000}, // 32767 + 1 wraps to -32768
				{0x0000fff0, 0x00000020, 0x00000000, 0x00000010}, // -16 + 32
				{0x00008000, 0x0000ffff, 0x55550000, 0x55557fff}, // -32768 + -1 wraps
			}},
		{name: "add_i16_clamp", asm: "v_add_nc_i16 v0, v1, v2 clamp", asm9: "v_add_i16 v0, v1, v2 clamp",
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{0x00007fff, 0x00000001, 0xabcd0000, 0xabcd7fff}, // saturates at 32767
				{0x00008000, 0x0000ffff, 0xabcd0000, 0xabcd8000}, // saturates at -32768
				{0x0000fff0, 0x00000020, 0x00000000, 0x00000010},
				{0x12340005, 0x5678fffd, 0x11110000, 0x11110002}, // 5 + -3; high source halves ignored
			}},
		{name: "sub_i16_clamp", asm: "v_sub_nc_i16 v0, v1, v2 clamp", asm9: "v_sub_i16 v0, v1, v2 clamp",
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{0x00008000, 0x00000001, 0x00000000, 0x00008000}, // -32768 - 1 saturates
				{0x00007fff, 0x0000ffff, 0x00000000, 0x00007fff}, // 32767 - -1 saturates
				{0x00000005, 0x00000007, 0x99990000, 0x9999fffe}, // 5 - 7 = -2
			}},
		{name: "sub_i16_wraps", asm: "v_sub_nc_i16 v0, v1, v2", asm9: "v_sub_i16 v0, v1, v2",
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{0x00008000, 0x00000001, 0x00000000, 0x00007fff}, // -32768 - 1 wraps to 32767
				{0x00000003, 0x00000001, 0xffff0000, 0xffff0002},
			}},
		{name: "add_i16_op_sel_clamp", asm: "v_add_nc_i16 v0, v1, v2 op_sel:[1,1,1] clamp", asm9: "v_add_i16 v0, v1, v2 op_sel:[1,1,1] clamp",
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{0x7fff0000, 0x00010000, 0x0000abcd, 0x7fffabcd}, // high halves, saturated, into the high half
				{0x00050001, 0x00070002, 0x1234abcd, 0x000cabcd},
				{0xfffe1111, 0xfffd2222, 0x00004444, 0xfffb4444}, // -2 + -3
			}},
		{name: "sub_i16_op_sel_lo_dest", asm: "v_sub_nc_i16 v0, v1, v2 op_sel:[1,0,0]", asm9: "v_sub_i16 v0, v1, v2 op_sel:[1,0,0]",
			in: []int{1, 2, 0}, out: []int{0}, rows: [][]uint32{
				{0x00090001, 0x00030004, 0xabcd0000, 0xabcd0005}, // a.hi 9 - b.lo 4
			}},
	})
}
