package sim_test

import "testing"

// gfx942's 8-bit float conversions (CDNA3 ISA §7.2 Table 30: FP8 E4M3
// bias 8, BF8 E5M2 bias 16, 0x80 NaN), by hand: fp8 0x38 = 2^-1, 0x40 =
// 1, 0x44 = 1.5, 0x7f = 1.875·2^7 = 240 (the largest), 0x01 = 2^-7·1/8 =
// 2^-10 (subnormal), 0xc0 = -1; bf8 0x40 = 1, 0x3c = 0.5, 0x7f =
// 1.75·2^15 = 57344, 0x01 = 2^-15·1/4 = 2^-17. The e32 form reads byte 0
// (the high bytes of 0xabcd0040 do not count), SDWA the byte or word it
// selects; inactive lanes keep their sentinel (semRunLanes).
func TestSemFP8Conversions(t *testing.T) {
	cdna3 := []semTarget{{"gfx942", 64}}
	semRunLanes(t, []semLane{
		{name: "cvt_f32_fp8", asm: "v_cvt_f32_fp8_e32 v2, v1", targets: cdna3, in: []int{1}, out: []int{2}, fp: 32, rows: [][]uint32{
			{0x00, 0},
			{0x38, 0x3f000000},
			{0x40, 0x3f800000},
			{0x44, 0x3fc00000},
			{0x7f, 0x43700000},
			{0x01, 0x3a800000},
			{0xc0, 0xbf800000},
			{0x80, 0x7fc00000},
			{0xabcd0040, 0x3f800000},
		}},
		{name: "cvt_f32_bf8", asm: "v_cvt_f32_bf8_e32 v2, v1", targets: cdna3, in: []int{1}, out: []int{2}, fp: 32, rows: [][]uint32{
			{0x40, 0x3f800000},
			{0x3c, 0x3f000000},
			{0x7f, 0x47600000},
			{0x01, 0x37000000},
			{0x80, 0x7fc00000},
		}},
		{name: "cvt_f32_fp8_sdwa_byte2", asm: "v_cvt_f32_fp8_sdwa v2, v1 src0_sel:BYTE_2", targets: cdna3, in: []int{1}, out: []int{2}, rows: [][]uint32{
			{0x00400000, 0x3f800000},
			{0x38000040, 0},
		}},
		{name: "cvt_pk_f32_fp8", asm: "v_cvt_pk_f32_fp8_e32 v[2:3], v4", targets: cdna3, in: []int{4}, out: []int{2, 3}, rows: [][]uint32{
			{0x00004038, 0x3f000000, 0x3f800000},
			{0xffff7f01, 0x3a800000, 0x43700000},
		}},
		{name: "cvt_pk_f32_bf8_sdwa_word1", asm: "v_cvt_pk_f32_bf8_sdwa v[2:3], v4 src0_sel:WORD_1", targets: cdna3, in: []int{4}, out: []int{2, 3}, rows: [][]uint32{
			{0x3c400000, 0x3f800000, 0x3f000000},
		}},
	})
}
