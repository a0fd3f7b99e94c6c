package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// GFX11 true16 operands (isa/true16.go): a 16-bit source vN.h reads bits
// 31:16 of vN and vN.l bits 15:0; a 16-bit destination vN.h or vN.l writes
// that half and keeps the other. Lane by lane under every exec mask of
// semRunLanes (inactive lanes keep their values). The destination is also
// an input, so that each row checks the half it keeps. f16 bit patterns as
// in sem_packed_test.go; every value is exact and worked out by hand.
func TestSemTrue16(t *testing.T) {
	semRunLanes(t, []semLane{
		// VOP2 _e32: the half is bit 7 of the VGPR field.
		{name: "add_f16_lo_from_hi", asm: "v_add_f16_e32 v0.l, v1.h, v2.l", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{
				{0x40001234, 0xaaaa3c00, 0x5555bbbb, 0x55554200}, // 2 + 1 = 3 in the low half; the high half kept
				{0xbc00ffff, 0x00003c00, 0xffffffff, 0xffff0000}, // -1 + 1 = +0
			}},
		{name: "add_f16_hi", asm: "v_add_f16_e32 v0.h, v1.h, v2.l", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x40003c00, 0x11114000, 0x5555bbbb, 0x4400bbbb}}}, // 2 + 2 = 4 in the high half; the low half kept
		{name: "mul_f16_one_register", asm: "v_mul_f16_e32 v0.h, v0.l, v0.h", in: []int{0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x42004000, 0x46004000}}}, // 2 * 3 = 6 over the high half
		{name: "sub_f16_halves_of_one_source", asm: "v_sub_f16_e32 v0.l, v1.l, v1.h", in: []int{1, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x3c004200, 0x99990000, 0x99994000}}}, // 3 - 1 = 2
		{name: "add_f16_literal_hi", asm: "v_add_f16_e32 v0.h, 0x3c00, v2.h", in: []int{2, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x40000000, 0x0000abcd, 0x4200abcd}}}, // 1 + 2 = 3
		{name: "add_f16_sgpr_lo", asm: "v_add_f16_e32 v0.h, s4, v2.l", in: []int{2, 0}, out: []int{0}, targets: semGFX11,
			sgprs: map[int]uint32{4: 0x7c003c00}, // an SGPR gives its low half
			rows:  [][]uint32{{0x12344000, 0x0000abcd, 0x4200abcd}}},
		// VOP1 _e32.
		{name: "rcp_f16_hi", asm: "v_rcp_f16_e32 v0.h, v1.l", in: []int{1, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0xffff4000, 0x00001234, 0x38001234}}}, // 1/2
		{name: "sqrt_f16_lo_from_hi", asm: "v_sqrt_f16_e32 v0.l, v1.h", in: []int{1, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x44000000, 0x5678ffff, 0x56784000}}}, // sqrt 4 = 2
		{name: "mov_b16_hi_from_lo", asm: "v_mov_b16_e32 v0.h, v1.l", in: []int{1, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0xdeadbeef, 0x12345678, 0xbeef5678}}},
		{name: "mov_b16_lo_from_hi", asm: "v_mov_b16_e32 v0.l, v1.h", in: []int{1, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0xdeadbeef, 0x12345678, 0x1234dead}}},
		{name: "mov_b16_literal", asm: "v_mov_b16_e32 v0.l, 0x4248", in: []int{0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x12345678, 0x12344248}}},
		{name: "mov_b16_sgpr", asm: "v_mov_b16_e32 v0.h, s4", in: []int{0}, out: []int{0}, targets: semGFX11,
			sgprs: map[int]uint32{4: 0xaaaa5555}, rows: [][]uint32{{0x12345678, 0x55555678}}},
		{name: "mov_b16_e64_high_vgpr", asm: "v_mov_b16_e64 v200.h, v1.h", in: []int{1, 200}, out: []int{200}, targets: semGFX11,
			rows: [][]uint32{{0xdeadbeef, 0x12345678, 0xdead5678}}},
		// VOP3: the halves are op_sel bits.
		{name: "add_f16_e64_hi_sgprs", asm: "v_add_f16_e64 v0.h, s4, s5", in: []int{0}, out: []int{0}, targets: semGFX11,
			sgprs: map[int]uint32{4: 0x3c00, 5: 0x4000}, rows: [][]uint32{{0x12345678, 0x42005678}}},
		// llvm-mc-19's printing: the half and its op_sel bit.
		{name: "rcp_f16_e64_op_sel", asm: "v_rcp_f16_e64 v0.h, s4 op_sel:[0,1]", in: []int{0}, out: []int{0}, targets: semGFX11,
			sgprs: map[int]uint32{4: 0xffff4400}, rows: [][]uint32{{0x12345678, 0x34005678}}}, // 1/4 from s4's low half
		// llc-19 -mattr=+real-true16's clamped max.
		{name: "max_f16_e64_clamp", asm: "v_max_f16_e64 v5.l, v5.l, v5.l clamp", in: []int{5}, out: []int{5}, targets: semGFX11,
			rows: [][]uint32{{0x12344400, 0x12343c00}, {0x1234bc00, 0x12340000}, {0x12343800, 0x12343800}}},
		{name: "add_f16_e64_mods", asm: "v_add_f16_e64 v0.h, -v1.h, |v2.l|", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x3c000000, 0x0000c200, 0x0000abcd, 0x4000abcd}}}, // -1 + |-3| = 2
		{name: "fma_f16_halves", asm: "v_fma_f16 v0.h, v1.l, v2.h, v3.l", in: []int{1, 2, 3, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x00004000, 0x42000000, 0x00003c00, 0x0000abcd, 0x4700abcd}}}, // 2*3 + 1
		{name: "add_nc_u16_halves", asm: "v_add_nc_u16 v0.h, v1.l, v2.h", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0xffff0005, 0x0007ffff, 0x0000abcd, 0x000cabcd}}},
		// 32-bit operands next to halves.
		{name: "cvt_f32_f16_from_hi", asm: "v_cvt_f32_f16_e32 v0, v1.h", in: []int{1}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x42000000, 0x40400000}}}, // 3.0
		{name: "cvt_f16_f32_to_hi", asm: "v_cvt_f16_f32_e32 v0.h, v1", in: []int{1, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x40400000, 0x0000abcd, 0x4200abcd}}},
		// A tied destination is read as the half it writes.
		{name: "fmac_f16_hi", asm: "v_fmac_f16_e32 v0.h, v1.l, v2.l", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x00004000, 0x00004200, 0x3c00abcd, 0x4700abcd}}}, // 2*3 + 1
		{name: "fmac_f16_lo", asm: "v_fmac_f16_e32 v0.l, v1.h, v2.h", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x40000000, 0x42000000, 0xabcd3c00, 0xabcd4700}}},
		// DPP (identity quad_perm): the halves pass through the DPP route.
		{name: "add_f16_dpp", asm: "v_add_f16_dpp v0.h, v1.h, v2.l quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", in: []int{1, 2, 0}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0x40003c00, 0x11114000, 0x5555bbbb, 0x4400bbbb}}},
		// VOPC: the compare reads the halves.
		{name: "cmp_eq_f16_halves", asm: "v_cmp_eq_f16_e32 {vcc}, v1.h, v2.l", in: []int{1, 2}, coSlot: isa.SlotVCCLo, targets: semGFX11,
			rows: [][]uint32{{0x3c000000, 0x00003c00, 1}, {0x40003c00, 0x3c003c00, 0}}}, // 1 == 1; 2 != 1 (the low halves are equal)
	})
}
