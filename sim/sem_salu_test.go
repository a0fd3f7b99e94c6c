package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

const semSCC = isa.SlotSCC

// Scalar ALU: SOP2, SOP1, SOPK, SOPC. Expected values follow the SOP*
// pseudocode of the Vega and RDNA ISA guides: SCC is the unsigned carry or
// borrow of the _u32 adds, the signed overflow of the _i32 adds, "result is
// not zero" for the logic, shift, bfe and bcnt ops, "S0 was chosen" for
// min/max; s_mul_*, s_cselect, s_ff1/s_flbit, s_brev, s_sext, s_bfm and
// s_movk leave SCC alone.
func TestSemSALUArith(t *testing.T) {
	semRunScalars(t, []semScalar{
		{name: "add_u32_carry", asm: "s_add_u32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 1, semSCC, 0), want: semR(2, 0, semSCC, 1)},
		{name: "add_u32_no_carry_into_sign", asm: "s_add_u32 s2, s0, s1",
			in: semR(0, 0x7fffffff, 1, 1, semSCC, 1), want: semR(2, 0x80000000, semSCC, 0)},
		// 64-bit add: 0x00000001_ffffffff + 1 = 0x00000002_00000000.
		{name: "add_u64_chain", asm: "s_add_u32 s4, s0, s2\ns_addc_u32 s5, s1, s3",
			in: semR(0, 0xffffffff, 1, 1, 2, 1, 3, 0), want: semR(4, 0, 5, 2, semSCC, 0)},
		// 0xffffffff_ffffffff + 1 = 0 with carry out of the high word.
		{name: "add_u64_chain_wraps", asm: "s_add_u32 s4, s0, s2\ns_addc_u32 s5, s1, s3",
			in: semR(0, 0xffffffff, 1, 0xffffffff, 2, 1, 3, 0), want: semR(4, 0, 5, 0, semSCC, 1)},
		// carry in 1: 0xffffffff + 0 + 1 = 0, carry 1.
		{name: "addc_u32_carry_in", asm: "s_addc_u32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 0, semSCC, 1), want: semR(2, 0, semSCC, 1)},
		// carry in 1: 0xfffffffe + 0 + 1 = 0xffffffff, no carry.
		{name: "addc_u32_carry_in_no_out", asm: "s_addc_u32 s2, s0, s1",
			in: semR(0, 0xfffffffe, 1, 0, semSCC, 1), want: semR(2, 0xffffffff, semSCC, 0)},
		// carry in 1 with both operands 0xffffffff: 0x1_ffffffff.
		{name: "addc_u32_max", asm: "s_addc_u32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 0xffffffff, semSCC, 1), want: semR(2, 0xffffffff, semSCC, 1)},
		{name: "sub_u32_borrow", asm: "s_sub_u32 s2, s0, s1",
			in: semR(0, 0, 1, 1, semSCC, 0), want: semR(2, 0xffffffff, semSCC, 1)},
		{name: "sub_u32_equal", asm: "s_sub_u32 s2, s0, s1",
			in: semR(0, 5, 1, 5, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		// 64-bit: 0x00000001_00000000 - 1 = 0x00000000_ffffffff.
		{name: "sub_u64_chain", asm: "s_sub_u32 s4, s0, s2\ns_subb_u32 s5, s1, s3",
			in: semR(0, 0, 1, 1, 2, 1, 3, 0), want: semR(4, 0xffffffff, 5, 0, semSCC, 0)},
		// 64-bit: 0 - 1 = 0xffffffff_ffffffff, borrow out.
		{name: "sub_u64_chain_borrow", asm: "s_sub_u32 s4, s0, s2\ns_subb_u32 s5, s1, s3",
			in: semR(0, 0, 1, 0, 2, 1, 3, 0), want: semR(4, 0xffffffff, 5, 0xffffffff, semSCC, 1)},
		// borrow in 1: 0 - 0xffffffff - 1 = -2^32: low word 0, borrow 1.
		{name: "subb_u32_borrow_in_max", asm: "s_subb_u32 s2, s0, s1",
			in: semR(0, 0, 1, 0xffffffff, semSCC, 1), want: semR(2, 0, semSCC, 1)},
		// borrow in 1: 5 - 4 - 1 = 0, no borrow.
		{name: "subb_u32_borrow_in_exact", asm: "s_subb_u32 s2, s0, s1",
			in: semR(0, 5, 1, 4, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "add_i32_overflow", asm: "s_add_i32 s2, s0, s1",
			in: semR(0, 0x7fffffff, 1, 1, semSCC, 0), want: semR(2, 0x80000000, semSCC, 1)},
		{name: "add_i32_no_overflow", asm: "s_add_i32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 1, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "add_i32_negative_overflow", asm: "s_add_i32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 0xffffffff, semSCC, 0), want: semR(2, 0x7fffffff, semSCC, 1)},
		{name: "sub_i32_overflow", asm: "s_sub_i32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 1, semSCC, 0), want: semR(2, 0x7fffffff, semSCC, 1)},
		// 0 - INT_MIN overflows back to INT_MIN.
		{name: "sub_i32_neg_int_min", asm: "s_sub_i32 s2, s0, s1",
			in: semR(0, 0, 1, 0x80000000, semSCC, 0), want: semR(2, 0x80000000, semSCC, 1)},
		{name: "sub_i32_no_overflow", asm: "s_sub_i32 s2, s0, s1",
			in: semR(0, 5, 1, 7, semSCC, 1), want: semR(2, 0xfffffffe, semSCC, 0)},
		{name: "mul_i32_wraps_scc_kept", asm: "s_mul_i32 s2, s0, s1",
			in: semR(0, 0x10000, 1, 0x10000, semSCC, 1), want: semR(2, 0)},
		{name: "mul_i32_negative", asm: "s_mul_i32 s2, s0, s1",
			in: semR(0, 0xfffffffd, 1, 7, semSCC, 0), want: semR(2, 0xffffffeb)}, // -3*7 = -21
		{name: "mul_hi_u32", asm: "s_mul_hi_u32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 0xffffffff), want: semR(2, 0xfffffffe)}, // 0xfffffffe_00000001
		{name: "mul_hi_i32_int_min_sq", asm: "s_mul_hi_i32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 0x80000000), want: semR(2, 0x40000000)}, // 2^62
		{name: "mul_hi_i32_minus_one", asm: "s_mul_hi_i32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 1), want: semR(2, 0xffffffff)}, // -1 → high word all ones
		{name: "min_i32_s0_chosen", asm: "s_min_i32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 1, semSCC, 0), want: semR(2, 0xffffffff, semSCC, 1)},
		{name: "min_u32_s1_chosen", asm: "s_min_u32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 1, semSCC, 1), want: semR(2, 1, semSCC, 0)},
		{name: "max_i32_int_min_int_max", asm: "s_max_i32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 0x7fffffff, semSCC, 1), want: semR(2, 0x7fffffff, semSCC, 0)},
		{name: "max_u32_sign_bit", asm: "s_max_u32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 0x7fffffff, semSCC, 0), want: semR(2, 0x80000000, semSCC, 1)},
		{name: "min_i32_equal_picks_s1", asm: "s_min_i32 s2, s0, s1",
			in: semR(0, 7, 1, 7, semSCC, 1), want: semR(2, 7, semSCC, 0)},
		{name: "abs_i32_int_min", asm: "s_abs_i32 s2, s0",
			in: semR(0, 0x80000000, semSCC, 0), want: semR(2, 0x80000000, semSCC, 1)},
		{name: "abs_i32_negative", asm: "s_abs_i32 s2, s0",
			in: semR(0, 0xfffffffb, semSCC, 0), want: semR(2, 5, semSCC, 1)},
		{name: "abs_i32_zero", asm: "s_abs_i32 s2, s0",
			in: semR(0, 0, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "absdiff_i32", asm: "s_absdiff_i32 s2, s0, s1",
			in: semR(0, 3, 1, 10, semSCC, 0), want: semR(2, 7, semSCC, 1)},
		{name: "lshl2_add_u32", asm: "s_lshl2_add_u32 s2, s0, s1",
			in: semR(0, 0x40000000, 1, 4, semSCC, 0), want: semR(2, 4, semSCC, 1)}, // (0x40000000<<2) carries out
	})
}

func TestSemSALULogic(t *testing.T) {
	semRunScalars(t, []semScalar{
		{name: "and_b32_zero", asm: "s_and_b32 s2, s0, s1",
			in: semR(0, 0xf0, 1, 0x0f, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "and_b32_nonzero", asm: "s_and_b32 s2, s0, s1",
			in: semR(0, 0x80000001, 1, 0x80000000, semSCC, 0), want: semR(2, 0x80000000, semSCC, 1)},
		// only the high dword is non-zero: SCC looks at all 64 bits.
		{name: "or_b64_high_only", asm: "s_or_b64 s[4:5], s[0:1], s[2:3]",
			in: semR(0, 0, 1, 0x00010000, 2, 0, 3, 0x80000000, semSCC, 0), want: semR(4, 0, 5, 0x80010000, semSCC, 1)},
		{name: "xor_b64_zero", asm: "s_xor_b64 s[4:5], s[0:1], s[2:3]",
			in: semR(0, 0x12345678, 1, 0x9abcdef0, 2, 0x12345678, 3, 0x9abcdef0, semSCC, 1), want: semR(4, 0, 5, 0, semSCC, 0)},
		{name: "andn2_b32", asm: "s_andn2_b32 s2, s0, s1", asm11: "s_and_not1_b32 s2, s0, s1",
			in: semR(0, 0xff00ff00, 1, 0x0ff00ff0, semSCC, 0), want: semR(2, 0xf000f000, semSCC, 1)},
		{name: "andn2_b64", asm: "s_andn2_b64 s[4:5], s[0:1], s[2:3]", asm11: "s_and_not1_b64 s[4:5], s[0:1], s[2:3]",
			in: semR(0, 0xffffffff, 1, 0x0000ffff, 2, 0xffffffff, 3, 0x0000fff0, semSCC, 0), want: semR(4, 0, 5, 0x0000000f, semSCC, 1)},
		{name: "orn2_b32", asm: "s_orn2_b32 s2, s0, s1", asm11: "s_or_not1_b32 s2, s0, s1",
			in: semR(0, 0, 1, 0xffffffff, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "nand_b32", asm: "s_nand_b32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 0xffffffff, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "nor_b32", asm: "s_nor_b32 s2, s0, s1",
			in: semR(0, 0, 1, 0, semSCC, 0), want: semR(2, 0xffffffff, semSCC, 1)},
		{name: "xnor_b64", asm: "s_xnor_b64 s[4:5], s[0:1], s[2:3]",
			in: semR(0, 0xffff0000, 1, 0, 2, 0x0000ffff, 3, 0xffffffff, semSCC, 1), want: semR(4, 0, 5, 0, semSCC, 0)},
		{name: "not_b32_all_ones", asm: "s_not_b32 s2, s0",
			in: semR(0, 0xffffffff, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "not_b64", asm: "s_not_b64 s[2:3], s[0:1]",
			in: semR(0, 0xffffffff, 1, 0x7fffffff, semSCC, 0), want: semR(2, 0, 3, 0x80000000, semSCC, 1)},
		{name: "cselect_b32_scc1", asm: "s_cselect_b32 s2, s0, s1",
			in: semR(0, 11, 1, 22, semSCC, 1), want: semR(2, 11)},
		{name: "cselect_b32_scc0", asm: "s_cselect_b32 s2, s0, s1",
			in: semR(0, 11, 1, 22, semSCC, 0), want: semR(2, 22)},
		{name: "cselect_b64_scc1", asm: "s_cselect_b64 s[4:5], s[0:1], s[2:3]",
			in: semR(0, 1, 1, 2, 2, 3, 3, 4, semSCC, 1), want: semR(4, 1, 5, 2)},
		{name: "cselect_b64_scc0_inline", asm: "s_cselect_b64 s[4:5], -1, 0",
			in: semR(semSCC, 0), want: semR(4, 0, 5, 0)},
		{name: "cselect_b64_scc1_inline", asm: "s_cselect_b64 s[4:5], -1, 0",
			in: semR(semSCC, 1), want: semR(4, 0xffffffff, 5, 0xffffffff)},
		{name: "cmov_b32_scc0", asm: "s_cmov_b32 s2, s0",
			in: semR(0, 5, 2, 9, semSCC, 0), want: semR()},
		{name: "cmov_b32_scc1", asm: "s_cmov_b32 s2, s0",
			in: semR(0, 5, 2, 9, semSCC, 1), want: semR(2, 5)},
		{name: "mov_b64", asm: "s_mov_b64 s[2:3], s[0:1]",
			in: semR(0, 0x11111111, 1, 0x22222222), want: semR(2, 0x11111111, 3, 0x22222222)},
	})
}

func TestSemSALUShiftBits(t *testing.T) {
	semRunScalars(t, []semScalar{
		{name: "lshl_b32", asm: "s_lshl_b32 s2, s0, s1",
			in: semR(0, 0x80000001, 1, 1, semSCC, 0), want: semR(2, 2, semSCC, 1)},
		// only shift[4:0] counts: 33 shifts by 1.
		{name: "lshl_b32_amount_masked", asm: "s_lshl_b32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 33, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "lshl_b64_63", asm: "s_lshl_b64 s[2:3], s[0:1], s4",
			in: semR(0, 1, 1, 0, 4, 63, semSCC, 0), want: semR(2, 0, 3, 0x80000000, semSCC, 1)},
		{name: "lshl_b64_across_words", asm: "s_lshl_b64 s[2:3], s[0:1], 4",
			in: semR(0, 0xf0000001, 1, 0, semSCC, 0), want: semR(2, 0x00000010, 3, 0xf, semSCC, 1)},
		{name: "lshr_b32", asm: "s_lshr_b32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 31, semSCC, 0), want: semR(2, 1, semSCC, 1)},
		{name: "lshr_b64_33", asm: "s_lshr_b64 s[2:3], s[0:1], s4",
			in: semR(0, 0xffffffff, 1, 0x80000000, 4, 33, semSCC, 0), want: semR(2, 0x40000000, 3, 0, semSCC, 1)},
		{name: "ashr_i32", asm: "s_ashr_i32 s2, s0, s1",
			in: semR(0, 0x80000000, 1, 31, semSCC, 0), want: semR(2, 0xffffffff, semSCC, 1)},
		{name: "ashr_i32_positive_to_zero", asm: "s_ashr_i32 s2, s0, s1",
			in: semR(0, 0x7fffffff, 1, 31, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "ashr_i64_32", asm: "s_ashr_i64 s[2:3], s[0:1], s4",
			in: semR(0, 0, 1, 0x80000000, 4, 32, semSCC, 0), want: semR(2, 0x80000000, 3, 0xffffffff, semSCC, 1)},
		// s1 = offset 4 | width 8 << 16: bits [11:4] of 0x12345678 = 0x67.
		{name: "bfe_u32", asm: "s_bfe_u32 s2, s0, s1",
			in: semR(0, 0x12345678, 1, 0x00080004, semSCC, 0), want: semR(2, 0x67, semSCC, 1)},
		{name: "bfe_u32_width0", asm: "s_bfe_u32 s2, s0, s1",
			in: semR(0, 0xffffffff, 1, 0x00000004, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "bfe_u32_literal", asm: "s_bfe_u32 s2, s0, 0x10010",
			in: semR(0, 0x00010000, semSCC, 0), want: semR(2, 1, semSCC, 1)},
		// field 0xf at bit 4, width 4, sign-extends to -1.
		{name: "bfe_i32_negative_field", asm: "s_bfe_i32 s2, s0, s1",
			in: semR(0, 0x000000f0, 1, 0x00040004, semSCC, 0), want: semR(2, 0xffffffff, semSCC, 1)},
		{name: "bfe_i32_positive_field", asm: "s_bfe_i32 s2, s0, s1",
			in: semR(0, 0x00000070, 1, 0x00040004, semSCC, 0), want: semR(2, 7, semSCC, 1)},
		// 0xabcdef01_23456789 >> 28 = 0xabcdef012; & 0xff = 0x12.
		{name: "bfe_u64", asm: "s_bfe_u64 s[4:5], s[0:1], s2",
			in: semR(0, 0x23456789, 1, 0xabcdef01, 2, 0x0008001c, semSCC, 0), want: semR(4, 0x12, 5, 0, semSCC, 1)},
		// top nibble 0xa = 1010b sign-extends to -6.
		{name: "bfe_i64", asm: "s_bfe_i64 s[4:5], s[0:1], s2",
			in: semR(0, 0x23456789, 1, 0xabcdef01, 2, 0x0004003c, semSCC, 0), want: semR(4, 0xfffffffa, 5, 0xffffffff, semSCC, 1)},
		{name: "bfm_b32", asm: "s_bfm_b32 s2, s0, s1",
			in: semR(0, 4, 1, 8, semSCC, 1), want: semR(2, 0xf00)},
		// 40 ones shifted left 16: 0x00ffffff_ffff0000.
		{name: "bfm_b64", asm: "s_bfm_b64 s[2:3], s0, s1",
			in: semR(0, 40, 1, 16, semSCC, 0), want: semR(2, 0xffff0000, 3, 0x00ffffff)},
		{name: "ff1_b32_zero", asm: "s_ff1_i32_b32 s2, s0", asm11: "s_ctz_i32_b32 s2, s0",
			in: semR(0, 0, semSCC, 1), want: semR(2, 0xffffffff)},
		{name: "ff1_b32_bit31", asm: "s_ff1_i32_b32 s2, s0", asm11: "s_ctz_i32_b32 s2, s0",
			in: semR(0, 0x80000000, semSCC, 0), want: semR(2, 31)},
		{name: "ff1_b32_lowest", asm: "s_ff1_i32_b32 s2, s0", asm11: "s_ctz_i32_b32 s2, s0",
			in: semR(0, 0x00010100), want: semR(2, 8)},
		{name: "ff1_b64_zero", asm: "s_ff1_i32_b64 s2, s[0:1]", asm11: "s_ctz_i32_b64 s2, s[0:1]",
			in: semR(0, 0, 1, 0), want: semR(2, 0xffffffff)},
		{name: "ff1_b64_high_word", asm: "s_ff1_i32_b64 s2, s[0:1]", asm11: "s_ctz_i32_b64 s2, s[0:1]",
			in: semR(0, 0, 1, 1), want: semR(2, 32)},
		{name: "flbit_b32_zero", asm: "s_flbit_i32_b32 s2, s0", asm11: "s_clz_i32_u32 s2, s0",
			in: semR(0, 0, semSCC, 1), want: semR(2, 0xffffffff)},
		{name: "flbit_b32_one", asm: "s_flbit_i32_b32 s2, s0", asm11: "s_clz_i32_u32 s2, s0",
			in: semR(0, 1), want: semR(2, 31)},
		{name: "flbit_b32_msb", asm: "s_flbit_i32_b32 s2, s0", asm11: "s_clz_i32_u32 s2, s0",
			in: semR(0, 0x80000000), want: semR(2, 0)},
		{name: "flbit_b64_zero", asm: "s_flbit_i32_b64 s2, s[0:1]", asm11: "s_clz_i32_u64 s2, s[0:1]",
			in: semR(0, 0, 1, 0), want: semR(2, 0xffffffff)},
		{name: "flbit_b64_low_word", asm: "s_flbit_i32_b64 s2, s[0:1]", asm11: "s_clz_i32_u64 s2, s[0:1]",
			in: semR(0, 0x80000000, 1, 0), want: semR(2, 32)},
		{name: "flbit_b64_one", asm: "s_flbit_i32_b64 s2, s[0:1]", asm11: "s_clz_i32_u64 s2, s[0:1]",
			in: semR(0, 1, 1, 0), want: semR(2, 63)},
		// s_flbit_i32: count of leading bits equal to the sign; -1 for 0 and -1.
		{name: "flbit_i32_zero", asm: "s_flbit_i32 s2, s0", asm11: "s_cls_i32 s2, s0",
			in: semR(0, 0), want: semR(2, 0xffffffff)},
		{name: "flbit_i32_minus_one", asm: "s_flbit_i32 s2, s0", asm11: "s_cls_i32 s2, s0",
			in: semR(0, 0xffffffff), want: semR(2, 0xffffffff)},
		{name: "flbit_i32_positive", asm: "s_flbit_i32 s2, s0", asm11: "s_cls_i32 s2, s0",
			in: semR(0, 0x40000000), want: semR(2, 1)},
		{name: "flbit_i32_negative", asm: "s_flbit_i32 s2, s0", asm11: "s_cls_i32 s2, s0",
			in: semR(0, 0xc0000000), want: semR(2, 2)},
		{name: "flbit_i32_int_min", asm: "s_flbit_i32 s2, s0", asm11: "s_cls_i32 s2, s0",
			in: semR(0, 0x80000000), want: semR(2, 1)},
		{name: "bcnt1_b32_all", asm: "s_bcnt1_i32_b32 s2, s0",
			in: semR(0, 0xffffffff, semSCC, 0), want: semR(2, 32, semSCC, 1)},
		{name: "bcnt1_b32_zero", asm: "s_bcnt1_i32_b32 s2, s0",
			in: semR(0, 0, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "bcnt1_b64_all", asm: "s_bcnt1_i32_b64 s2, s[0:1]",
			in: semR(0, 0xffffffff, 1, 0xffffffff, semSCC, 0), want: semR(2, 64, semSCC, 1)},
		{name: "bcnt0_b64_zero", asm: "s_bcnt0_i32_b64 s2, s[0:1]",
			in: semR(0, 0, 1, 0, semSCC, 0), want: semR(2, 64, semSCC, 1)},
		{name: "brev_b32", asm: "s_brev_b32 s2, s0",
			in: semR(0, 0x00000001, semSCC, 1), want: semR(2, 0x80000000)},
		{name: "brev_b64", asm: "s_brev_b64 s[2:3], s[0:1]",
			in: semR(0, 0x00000003, 1, 0), want: semR(2, 0, 3, 0xc0000000)},
		{name: "sext_i32_i8", asm: "s_sext_i32_i8 s2, s0",
			in: semR(0, 0x12345680), want: semR(2, 0xffffff80)},
		{name: "sext_i32_i16", asm: "s_sext_i32_i16 s2, s0",
			in: semR(0, 0xffff7fff), want: semR(2, 0x7fff)},
		{name: "bitset1_b32_masks_index", asm: "s_bitset1_b32 s2, s0",
			in: semR(0, 35, 2, 0), want: semR(2, 8)}, // 35 & 31 = 3
		{name: "bitset0_b32", asm: "s_bitset0_b32 s2, s0",
			in: semR(0, 31, 2, 0xffffffff), want: semR(2, 0x7fffffff)},
		{name: "wqm_b32", asm: "s_wqm_b32 s2, s0",
			in: semR(0, 0x00100201, semSCC, 0), want: semR(2, 0x00f00f0f, semSCC, 1)},
	})
}

func TestSemSALUCompareK(t *testing.T) {
	semRunScalars(t, []semScalar{
		{name: "cmp_lt_i32_true", asm: "s_cmp_lt_i32 s0, s1",
			in: semR(0, 0xffffffff, 1, 0, semSCC, 0), want: semR(semSCC, 1)},
		{name: "cmp_lt_u32_false", asm: "s_cmp_lt_u32 s0, s1",
			in: semR(0, 0xffffffff, 1, 0, semSCC, 1), want: semR(semSCC, 0)},
		{name: "cmp_ge_i32_int_min", asm: "s_cmp_ge_i32 s0, s1",
			in: semR(0, 0x80000000, 1, 0x7fffffff, semSCC, 1), want: semR(semSCC, 0)},
		{name: "cmp_eq_u32_literal", asm: "s_cmp_eq_u32 s0, 0x12345678",
			in: semR(0, 0x12345678, semSCC, 0), want: semR(semSCC, 1)},
		{name: "cmp_lg_u32_inline", asm: "s_cmp_lg_u32 s0, 0",
			in: semR(0, 0, semSCC, 1), want: semR(semSCC, 0)},
		{name: "cmp_eq_u64_high_differs", asm: "s_cmp_eq_u64 s[0:1], s[2:3]",
			in: semR(0, 7, 1, 1, 2, 7, 3, 2, semSCC, 1), want: semR(semSCC, 0)},
		{name: "cmp_lg_u64_equal", asm: "s_cmp_lg_u64 s[0:1], s[2:3]",
			in: semR(0, 7, 1, 1, 2, 7, 3, 1, semSCC, 1), want: semR(semSCC, 0)},
		{name: "cmp_lg_u64_zero_test", asm: "s_cmp_lg_u64 s[0:1], 0",
			in: semR(0, 0, 1, 0x100, semSCC, 0), want: semR(semSCC, 1)},
		{name: "bitcmp1_b32_bit31", asm: "s_bitcmp1_b32 s0, 31",
			in: semR(0, 0x80000000, semSCC, 0), want: semR(semSCC, 1)},
		{name: "bitcmp0_b64_bit40", asm: "s_bitcmp0_b64 s[0:1], 40",
			in: semR(0, 0xffffffff, 1, 0xfffffeff, semSCC, 0), want: semR(semSCC, 1)},
		// SOPK: the 16-bit immediate is sign-extended for _i32, zero-extended for _u32.
		{name: "movk_i32_sign_extends", asm: "s_movk_i32 s0, 0x8000",
			in: semR(0, 0, semSCC, 1), want: semR(0, 0xffff8000)},
		{name: "cmovk_i32_scc0", asm: "s_cmovk_i32 s0, 0x7fff",
			in: semR(0, 3, semSCC, 0), want: semR()},
		{name: "cmovk_i32_scc1", asm: "s_cmovk_i32 s0, 0x7fff",
			in: semR(0, 3, semSCC, 1), want: semR(0, 0x7fff)},
		{name: "addk_i32_overflow", asm: "s_addk_i32 s0, 0x1",
			in: semR(0, 0x7fffffff, semSCC, 0), want: semR(0, 0x80000000, semSCC, 1)},
		{name: "addk_i32_negative_imm", asm: "s_addk_i32 s0, 0xffff",
			in: semR(0, 1, semSCC, 1), want: semR(0, 0, semSCC, 0)}, // 1 + (-1)
		{name: "mulk_i32", asm: "s_mulk_i32 s0, 0xfffe",
			in: semR(0, 5, semSCC, 1), want: semR(0, 0xfffffff6)}, // 5 * -2 = -10
		{name: "cmpk_lt_u32_zero_extended", asm: "s_cmpk_lt_u32 s0, 0xffff",
			in: semR(0, 0x8000, semSCC, 0), want: semR(semSCC, 1)},
		{name: "cmpk_gt_i32_sign_extended", asm: "s_cmpk_gt_i32 s0, 0xffff",
			in: semR(0, 0, semSCC, 0), want: semR(semSCC, 1)}, // 0 > -1
		{name: "cmpk_eq_i32", asm: "s_cmpk_eq_i32 s0, 0x8000",
			in: semR(0, 0xffff8000, semSCC, 0), want: semR(semSCC, 1)},
	})
}

// s_*_saveexec: d = exec; exec = f(s, exec); scc = (exec != 0). wave32 uses
// the _b32 forms on exec_lo; the second SGPR of the wave32 destination and
// exec_hi must stay untouched.
func TestSemSALUSaveexec(t *testing.T) {
	type se struct {
		name      string
		op        string // without _b32/_b64
		op11      string
		src       string // source operand ({ss} or an inline constant)
		exec, s   uint64 // wave64 values; wave32 uses the low halves
		wantExec  uint64
		wantExec3 uint32 // wave32 exec_lo result
		same      bool   // destination = source register (read before written)
	}
	cases := []se{
		{name: "and_some", op: "s_and_saveexec", src: "{ss}",
			exec: 0xf0f0f0f0_0000ffff, s: 0x0ff00000_00ff00ff, wantExec: 0x00f00000_000000ff, wantExec3: 0x000000ff},
		{name: "and_none", op: "s_and_saveexec", src: "{ss}",
			exec: 0xf0f0f0f0_0000ffff, s: 0x0f0f0f0f_ffff0000, wantExec: 0, wantExec3: 0},
		{name: "and_upper_half_only", op: "s_and_saveexec", src: "{ss}",
			exec: 0xffffffff_ffffffff, s: 0x80000001_00000000, wantExec: 0x80000001_00000000, wantExec3: 0},
		{name: "or_all_lanes", op: "s_or_saveexec", src: "-1",
			exec: 0x00000100_00000000, wantExec: 0xffffffff_ffffffff, wantExec3: 0xffffffff},
		{name: "or_from_zero", op: "s_or_saveexec", src: "{ss}",
			exec: 0, s: 0x00000003_80000000, wantExec: 0x00000003_80000000, wantExec3: 0x80000000},
		{name: "andn2", op: "s_andn2_saveexec", op11: "s_and_not1_saveexec", src: "{ss}",
			exec: 0x0000ffff_0000ffff, s: 0xffffffff_ffffffff, wantExec: 0xffff0000_ffff0000, wantExec3: 0xffff0000},
		{name: "xor", op: "s_xor_saveexec", src: "{ss}",
			exec: 0xffffffff_00000000, s: 0xffffffff_00000001, wantExec: 0x00000000_00000001, wantExec3: 0x00000001},
		// the join idiom "s_or_saveexec s0, s0" and the else idiom
		// "s_andn2_saveexec s0, s0": the source is read before d is written
		{name: "or_same_register", op: "s_or_saveexec", src: "{ss}", same: true,
			exec: 0x0000ffff_0000ffff, s: 0xffff0000_ffff0000, wantExec: 0xffffffff_ffffffff, wantExec3: 0xffffffff},
		{name: "andn2_same_register", op: "s_andn2_saveexec", op11: "s_and_not1_saveexec", src: "{ss}", same: true,
			exec: 0x00ff00ff_00ff00ff, s: 0xffffffff_ffffffff, wantExec: 0xff00ff00_ff00ff00, wantExec3: 0xff00ff00},
		// the other logic ops, exec 0x0000ffff_0000ffff and s 0x00ff00ff_00ff00ff
		{name: "nand", op: "s_nand_saveexec", src: "{ss}",
			exec: 0x0000ffff_0000ffff, s: 0x00ff00ff_00ff00ff, wantExec: 0xffffff00_ffffff00, wantExec3: 0xffffff00},
		{name: "nor", op: "s_nor_saveexec", src: "{ss}",
			exec: 0x0000ffff_0000ffff, s: 0x00ff00ff_00ff00ff, wantExec: 0xff000000_ff000000, wantExec3: 0xff000000},
		{name: "nor_to_zero", op: "s_nor_saveexec", src: "{ss}",
			exec: 0xffff0000_0000ffff, s: 0x0000ffff_ffff0000, wantExec: 0, wantExec3: 0},
		{name: "xnor", op: "s_xnor_saveexec", src: "{ss}",
			exec: 0x0000ffff_0000ffff, s: 0x00ff00ff_00ff00ff, wantExec: 0xff0000ff_ff0000ff, wantExec3: 0xff0000ff},
		{name: "orn2", op: "s_orn2_saveexec", op11: "s_or_not1_saveexec", src: "{ss}",
			exec: 0x0000ffff_0000ffff, s: 0x00ff00ff_00ff00ff, wantExec: 0xffff00ff_ffff00ff, wantExec3: 0xffff00ff},
		{name: "andn1", op: "s_andn1_saveexec", op11: "s_and_not0_saveexec", src: "{ss}",
			exec: 0x0000ffff_0000ffff, s: 0x00ff00ff_00ff00ff, wantExec: 0x0000ff00_0000ff00, wantExec3: 0x0000ff00},
		{name: "orn1", op: "s_orn1_saveexec", op11: "s_or_not0_saveexec", src: "{ss}",
			exec: 0x0000ffff_0000ffff, s: 0x00ff00ff_00ff00ff, wantExec: 0xff00ffff_ff00ffff, wantExec3: 0xff00ffff},
	}
	targets := []semTarget{{"gfx900", 64}, {"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range targets {
				t.Run(tg.String(), func(t *testing.T) {
					op := c.op
					if tg.gfx11() && c.op11 != "" {
						op = c.op11
					}
					dst, saved := "{sd}", semSD
					if c.same {
						dst, saved = "{ss}", semSS
					}
					asm := semExpand(tg, op+"_{b} "+dst+", "+c.src)
					s := semSnippet(t, tg, asm)
					w := s.NewWave()
					exec, src, wantExec := c.exec, c.s, c.wantExec
					if tg.wave == 32 {
						exec, src, wantExec = uint64(uint32(exec)), uint64(uint32(src)), uint64(c.wantExec3)
					}
					w.S[semSD], w.S[semSD+1] = semMaskSentinel, semMaskSentinel
					w.S[semSS], w.S[semSS+1] = uint32(src), uint32(src>>32)
					if tg.wave == 32 {
						w.S[semSS+1] = 0xffffffff // must not leak into a wave32 result
						if c.same {
							w.S[semSS+1] = semMaskSentinel // and must stay as it is
						}
						w.S[isa.SlotExecHi] = 0x12345678
					}
					w.S[semSCC] = 1 - semB(wantExec != 0)
					w.SetExec(exec)
					if err := s.Run(w); err != nil {
						t.Fatalf("run %q: %v", asm, err)
					}
					if got := w.Exec(); got != wantExec {
						t.Errorf("exec = %#x, want %#x", got, wantExec)
					}
					semCheckMask(t, w, tg, saved, exec, "saved exec")
					if tg.wave == 32 && w.S[isa.SlotExecHi] != 0x12345678 {
						t.Errorf("wave32 wrote exec_hi = %#x", w.S[isa.SlotExecHi])
					}
					if got, want := w.S[semSCC], semB(wantExec != 0); got != want {
						t.Errorf("scc = %d, want %d", got, want)
					}
				})
			}
		})
	}
}

// semR builds a slot→value map from pairs.
func semR(kv ...uint32) map[int]uint32 {
	r := make(map[int]uint32, len(kv)/2)
	for i := 0; i+1 < len(kv); i += 2 {
		r[int(kv[i])] = kv[i+1]
	}
	return r
}

func semB(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// s_setreg/s_getreg on HW_REG_MODE, which the model starts at 0. The
// hwreg field is the first operand of s_setreg and the value the second:
// only the field's bits change, and s_setreg_imm32_b32's literal is the
// value, never the field.
func TestSemSALUHwreg(t *testing.T) {
	semRunScalars(t, []semScalar{
		{name: "setreg_low_nibble", asm: "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0\ns_getreg_b32 s1, hwreg(HW_REG_MODE)",
			// 0x13: bit 4 lies outside the 4-bit field and must not land
			in: semR(0, 0x13), want: semR(1, 0x3)},
		{name: "setreg_imm32_bits_4_to_7", asm: "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0xa5\ns_getreg_b32 s1, hwreg(HW_REG_MODE)",
			want: semR(1, 0x50)},
		{name: "setreg_then_getreg_field", asm: "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0x9c\ns_getreg_b32 s1, hwreg(HW_REG_MODE, 2, 3)",
			// 0x9c = 1001_1100b; bits 2..4 are 111b
			want: semR(1, 0x7)},
	})
}
