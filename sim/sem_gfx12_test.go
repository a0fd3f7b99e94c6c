package sim_test

import "testing"

// semGFX12Targets: gfx1201 in both wave sizes.
var semGFX12Targets = []semTarget{{"gfx1201", 32}, {"gfx1201", 64}}

// GFX12's float selections (RDNA4 ISA §13.3 "NaN Handling" and the
// pseudocode of V_MAX_NUM_F32, V_MINIMUM_F32, V_MED3_NUM_F32 in §16):
// minimumNumber/maximumNumber return the other operand for any NaN,
// signaling included (GFX11's IEEE-mode v_max_f32 returns the quieted
// signaling NaN: TestSemVALUFloat*), two NaNs the first quieted;
// minimum/maximum return a NaN operand, a signaling one first and
// quieted. Both order -0 below +0. Inactive lanes keep their value
// (semRunLanes runs each table under several exec masks).
func TestSemGFX12MinMax(t *testing.T) {
	const q = semQNaN32
	semRunLanes(t, []semLane{
		{name: "max_num_f32", asm: "v_max_num_f32_e32 v0, v1, v2", fp: 32, targets: semGFX12Targets,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, fTwo},
				{fNeg0, fPos0, fPos0},
				{fPos0, fNeg0, fPos0},
				{fSNaN, fOne, fOne}, // GFX11: a quiet NaN
				{fOne, fSNaN, fOne},
				{fQNaN, fNegOne, fNegOne},
				{fSNaN, fQNaN, q},
				{fNegInf, fQNaN, fNegInf},
			}},
		{name: "min_num_f32", asm: "v_min_num_f32_e32 v0, v1, v2", fp: 32, targets: semGFX12Targets,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, fOne},
				{fPos0, fNeg0, fNeg0},
				{fSNaN, fTwo, fTwo},
				{fInf, fQNaN, fInf},
			}},
		{name: "maximum_f32", asm: "v_maximum_f32 v0, v1, v2", fp: 32, targets: semGFX12Targets,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, fTwo},
				{fNeg0, fPos0, fPos0},
				{fQNaN, fOne, q},
				{fOne, fQNaN, q},
				{fOne, fSNaN, q},
				{fInf, fNegInf, fInf},
			}},
		{name: "minimum_f32", asm: "v_minimum_f32 v0, v1, v2", fp: 32, targets: semGFX12Targets,
			in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{fOne, fTwo, fOne},
				{fPos0, fNeg0, fNeg0},
				{fSNaN, fOne, q},
				{fNegInf, fQNaN, q},
			}},
		{name: "med3_num_f32", asm: "v_med3_num_f32 v0, v1, v2, v3", fp: 32, targets: semGFX12Targets,
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{fOne, fThree, fTwo, fTwo},
				{fThree, fOne, fTwo, fTwo},
				{fTwo, fOne, fThree, fTwo},
				// a NaN operand: the minimumNumber of the three
				{fQNaN, fThree, fTwo, fTwo},
				{fSNaN, fOne, fThree, fOne},
			}},
		{name: "maxmin_num_f32", asm: "v_maxmin_num_f32 v0, v1, v2, v3", fp: 32, targets: semGFX12Targets,
			in: []int{1, 2, 3}, out: []int{0}, rows: [][]uint32{
				{fOne, fThree, fTwo, fTwo}, // min(max(1, 3), 2)
				{fSNaN, fOne, fTwo, fOne},
			}},
	})
}

// GFX12's SALU min/max (RDNA4 ISA §16.1 S_MAX_NUM_F32, S_MAXIMUM_F32) and
// 64-bit adds and multiply (S_ADD_NC_U64 ...: no carry, SCC kept).
func TestSemGFX12Scalar(t *testing.T) {
	cases := []semScalar{
		{name: "max_num_f32_snan", asm: "s_max_num_f32 s2, s0, s1", targets: semGFX12Targets,
			in: semR(0, 0x7f800001, 1, 0x40400000, semSCC, 1), want: semR(2, 0x40400000, semSCC, 1)},
		{name: "maximum_f32_qnan", asm: "s_maximum_f32 s2, s0, s1", targets: semGFX12Targets,
			in: semR(0, 0x40400000, 1, 0x7fc00000, semSCC, 1), want: semR(2, 0x7fc00000, semSCC, 1)},
		// 0x1_ffffffff + 1 = 0x2_00000000; SCC untouched.
		{name: "add_nc_u64", asm: "s_add_nc_u64 s[4:5], s[0:1], s[2:3]", targets: semGFX12Targets,
			in: semR(0, 0xffffffff, 1, 1, 2, 1, 3, 0, semSCC, 1), want: semR(4, 0, 5, 2, semSCC, 1)},
		// 0 - 1 wraps to all ones.
		{name: "sub_nc_u64", asm: "s_sub_nc_u64 s[4:5], s[0:1], s[2:3]", targets: semGFX12Targets,
			in: semR(0, 0, 1, 0, 2, 1, 3, 0, semSCC, 0), want: semR(4, 0xffffffff, 5, 0xffffffff, semSCC, 0)},
		// Pseudo-scalar transcendentals (RDNA4 ISA §16.10): the VALU
		// rows' results on an SGPR; f16 zeroes bits 31:16.
		{name: "v_s_rcp_f32", asm: "v_s_rcp_f32 s2, s0", targets: semGFX12Targets,
			in: semR(0, 0x40000000, semSCC, 1), want: semR(2, 0x3f000000, semSCC, 1)},
		{name: "v_s_sqrt_f32", asm: "v_s_sqrt_f32 s2, s0", targets: semGFX12Targets,
			in: semR(0, 0x40800000, semSCC, 0), want: semR(2, 0x40000000, semSCC, 0)},
		{name: "v_s_log_f32", asm: "v_s_log_f32 s2, s0", targets: semGFX12Targets,
			in: semR(0, 0x41000000, semSCC, 1), want: semR(2, 0x40400000, semSCC, 1)},
		{name: "v_s_exp_f16", asm: "v_s_exp_f16 s2, s0", targets: semGFX12Targets,
			in: semR(0, 0xabcd4000, 2, 0xffffffff, semSCC, 1), want: semR(2, 0x4400, semSCC, 1)},
		{name: "v_s_exp_f32", asm: "v_s_exp_f32 s2, s0", targets: semGFX12Targets,
			in: semR(0, 0x40400000, semSCC, 1), want: semR(2, 0x41000000, semSCC, 1)}, // 2^3
		{name: "v_s_log_f16", asm: "v_s_log_f16 s2, s0", targets: semGFX12Targets,
			in: semR(0, 0x4800, semSCC, 1), want: semR(2, 0x4200, semSCC, 1)}, // log2(8) = 3
		{name: "v_s_rcp_f16", asm: "v_s_rcp_f16 s2, s0", targets: semGFX12Targets,
			in: semR(0, 0x4400, semSCC, 1), want: semR(2, 0x3400, semSCC, 1)}, // 1/4
		{name: "v_s_sqrt_f16", asm: "v_s_sqrt_f16 s2, s0", targets: semGFX12Targets,
			in: semR(0, 0x4c00, semSCC, 1), want: semR(2, 0x4400, semSCC, 1)}, // sqrt(16) = 4
		// 0x1_00000001 * 3 = 0x3_00000003.
		{name: "mul_u64", asm: "s_mul_u64 s[4:5], s[0:1], s[2:3]", targets: semGFX12Targets,
			in: semR(0, 1, 1, 1, 2, 3, 3, 0, semSCC, 1), want: semR(4, 3, 5, 3, semSCC, 1)},
	}
	semRunScalars(t, cases)
}
