package sim_test

import "testing"

// The VALU rows gfx90a and gfx940 add (isa/ops_cdna.go), lane by lane;
// semRunLanes runs each table under every exec mask of semMasks and checks
// that inactive lanes keep their sentinel. 64-bit values are two columns,
// low dword first.
func TestSemCDNAVALU(t *testing.T) {
	gfx90a := []semTarget{{"gfx90a", 64}, {"gfx942", 64}}
	gfx942 := []semTarget{{"gfx942", 64}}
	const (
		one, two, three, half = 0x3f800000, 0x40000000, 0x40400000, 0x3f000000
		mone, mtwo, six, ten  = 0xbf800000, 0xc0000000, 0x40c00000, 0x41200000
	)
	semRunLanes(t, []semLane{
		// LLVM's 64-bit copy: element 0 = src0.lo, element 1 = src1.hi.
		{name: "pk_mov_b32_copy", asm: "v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]", targets: gfx90a,
			in: []int{0, 1}, out: []int{4, 5}, rows: [][]uint32{
				{0x11111111, 0x22222222, 0x11111111, 0x22222222},
				{0, 0xffffffff, 0, 0xffffffff},
			}},
		{name: "pk_mov_b32_swap", asm: "v_pk_mov_b32 v[4:5], v[0:1], v[2:3] op_sel:[1,0]", targets: gfx90a,
			in: []int{0, 1, 2, 3}, out: []int{4, 5}, rows: [][]uint32{
				{1, 2, 3, 4, 2, 3},
				{0xa, 0xb, 0xc, 0xd, 0xb, 0xc},
			}},
		{name: "pk_mov_b32_sgpr", asm: "v_pk_mov_b32 v[4:5], s[2:3], s[2:3] op_sel:[0,1]", targets: gfx90a,
			sgprs: map[int]uint32{2: 0xdead, 3: 0xbeef},
			in:    []int{}, out: []int{4, 5}, rows: [][]uint32{{0xdead, 0xbeef}}},
		// Inline constants hold their 32-bit value in the low dword:
		// llc-14 -O1 gfx90a writes a 64-bit zero as v_pk_mov_b32 v[8:9], 0, 0
		// (SIInstrInfo::expandPostRAPseudo), an f32 constant is its f32 bits.
		{name: "pk_mov_b32_consts", asm: "v_pk_mov_b32 v[4:5], 0, 0", targets: gfx90a,
			in: []int{}, out: []int{4, 5}, rows: [][]uint32{{0, 0}}},
		{name: "pk_mov_b32_int_float", asm: "v_pk_mov_b32 v[4:5], -1, 1.0", targets: gfx90a,
			in: []int{}, out: []int{4, 5}, rows: [][]uint32{{0xffffffff, one}}},
		{name: "pk_mov_b32_const_reg", asm: "v_pk_mov_b32 v[4:5], 0.5, v[0:1] op_sel:[0,1]", targets: gfx90a,
			in: []int{0, 1}, out: []int{4, 5}, rows: [][]uint32{{7, 9, half, 9}}},
		// packed-fp32.ll fadd_v2_v_lit_splat: a splat 1.0 with op_sel_hi:[1,0].
		{name: "pk_add_f32_splat_const", asm: "v_pk_add_f32 v[4:5], v[0:1], 1.0 op_sel_hi:[1,0]", targets: gfx90a,
			in: []int{0, 1}, out: []int{4, 5}, rows: [][]uint32{
				{one, two, two, three},
				{mone, half, 0, 0x3fc00000},
			}},
		{name: "pk_add_f32", asm: "v_pk_add_f32 v[4:5], v[0:1], v[2:3]", targets: gfx90a,
			in: []int{0, 1, 2, 3}, out: []int{4, 5}, rows: [][]uint32{
				{one, two, two, one, three, three},
				{half, mone, half, mone, one, mtwo},
			}},
		// llc's a - b: neg_lo:[0,1] neg_hi:[0,1].
		{name: "pk_add_f32_neg", asm: "v_pk_add_f32 v[4:5], v[0:1], v[2:3] neg_lo:[0,1] neg_hi:[0,1]", targets: gfx90a,
			in: []int{0, 1, 2, 3}, out: []int{4, 5}, rows: [][]uint32{
				{three, one, one, two, two, mone},
			}},
		// op_sel picks src0's high dword for element 0; op_sel_hi:[1,0]
		// gives element 1 src1's low dword.
		{name: "pk_add_f32_op_sel", asm: "v_pk_add_f32 v[4:5], v[0:1], v[2:3] op_sel:[1,0] op_sel_hi:[1,0]", targets: gfx90a,
			in: []int{0, 1, 2, 3}, out: []int{4, 5}, rows: [][]uint32{
				{one, two, one, six, three, three},
			}},
		{name: "pk_mul_f32", asm: "v_pk_mul_f32 v[4:5], v[0:1], v[2:3]", targets: gfx90a,
			in: []int{0, 1, 2, 3}, out: []int{4, 5}, rows: [][]uint32{
				{two, three, three, two, six, six},
				{mone, half, two, two, mtwo, one},
			}},
		{name: "pk_mul_f32_clamp", asm: "v_pk_mul_f32 v[4:5], v[0:1], v[2:3] clamp", targets: gfx90a,
			in: []int{0, 1, 2, 3}, out: []int{4, 5}, rows: [][]uint32{
				{two, half, three, mone, one, 0},
			}},
		{name: "pk_fma_f32", asm: "v_pk_fma_f32 v[6:7], v[0:1], v[2:3], v[4:5]", targets: gfx90a,
			in: []int{0, 1, 2, 3, 4, 5}, out: []int{6, 7}, rows: [][]uint32{
				{two, three, three, two, 0xc0800000, 0x40800000, two, ten}, // 2*3-4, 3*2+4
			}},
		{name: "fmac_f64", asm: "v_fmac_f64_e32 v[4:5], v[0:1], v[2:3]", targets: gfx90a,
			in: []int{0, 1, 2, 3, 4, 5}, out: []int{4, 5}, rows: [][]uint32{
				// 2.0 * 3.0 + 1.0 = 7.0
				{0, 0x40000000, 0, 0x40080000, 0, 0x3ff00000, 0, 0x401c0000},
				// -1.0 * 1.0 + 1.0 = +0.0
				{0, 0xbff00000, 0, 0x3ff00000, 0, 0x3ff00000, 0, 0},
			}},
		{name: "dot2c_i32_i16", asm: "v_dot2c_i32_i16_e32 v2, v0, v1", targets: gfx90a,
			in: []int{0, 1, 2}, out: []int{2}, rows: [][]uint32{
				{0x00030002, 0x00050004, 10, 10 + 8 + 15},
				{0xffff0001, 0x00020003, 0, 3 - 2},               // -1*2 + 1*3
				{0x80008000, 0x80008000, 0x7fffffff, 0xffffffff}, // 2^30 + 2^30 = 2^31, plus 0x7fffffff
			}},
		{name: "dot8c_i32_i4", asm: "v_dot8c_i32_i4_e32 v2, v0, v1", targets: gfx90a,
			in: []int{0, 1, 2}, out: []int{2}, rows: [][]uint32{
				{0x11111111, 0x22222222, 1, 17},         // 8 * 1*2 + 1
				{0x0000000f, 0x00000007, 0, 0xfffffff9}, // -1 * 7
			}},
		{name: "mov_b64", asm: "v_mov_b64_e32 v[2:3], v[0:1]", targets: gfx942,
			in: []int{0, 1}, out: []int{2, 3}, rows: [][]uint32{
				{0x89abcdef, 0x01234567, 0x89abcdef, 0x01234567},
			}},
		{name: "mov_b64_sgpr", asm: "v_mov_b64_e32 v[2:3], s[4:5]", targets: gfx942, sgprs: map[int]uint32{4: 7, 5: 9},
			in: []int{}, out: []int{2, 3}, rows: [][]uint32{{7, 9}}},
		{name: "lshl_add_u64", asm: "v_lshl_add_u64 v[4:5], v[0:1], 2, v[2:3]", targets: gfx942,
			in: []int{0, 1, 2, 3}, out: []int{4, 5}, rows: [][]uint32{
				{1, 0, 5, 0, 9, 0},
				{0x80000000, 0, 0xffffffff, 0, 0xffffffff, 2}, // carry into the high dword
				{0, 0x40000000, 0, 1, 0, 1},                   // bit 62 shifted out
			}},
		{name: "lshl_add_u64_vgpr_shift", asm: "v_lshl_add_u64 v[4:5], v[0:1], v6, v[2:3]", targets: gfx942,
			in: []int{0, 1, 2, 3, 6}, out: []int{4, 5}, rows: [][]uint32{
				{3, 0, 1, 0, 4, 49, 0},
				{3, 0, 1, 0, 0, 4, 0},
			}},
		{name: "fmamk_f32", asm: "v_fmamk_f32 v2, v0, 0x40000000, v1", targets: gfx942,
			in: []int{0, 1}, out: []int{2}, rows: [][]uint32{{three, one, 0x40e00000}}}, // 3*2+1
		{name: "fmaak_f32", asm: "v_fmaak_f32 v2, v0, v1, 0x40000000", targets: gfx942,
			in: []int{0, 1}, out: []int{2}, rows: [][]uint32{{three, one, 0x40a00000}}}, // 3*1+2
	})
}
