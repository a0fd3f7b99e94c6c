package sim_test

import "testing"

// clamp on the packed 16-bit integer adds and subtracts: each half
// saturates, signed or unsigned by the row, after op_sel/op_sel_hi pick
// the halves. Every value was worked out by hand; element 0 is the low
// half. Inactive lanes keep their values (semRunLanes).
func TestSemPackedIntClamp(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "pk_add_u16_clamp", asm: "v_pk_add_u16 v0, v1, v2 clamp", in: []int{1, 2}, out: []int{0}, targets: semGFX9Plus906,
			rows: [][]uint32{
				{0xffff0001, 0x00020003, 0xffff0004}, // 0xffff + 2 saturates; 1 + 3
				{0x80008000, 0x80008000, 0xffffffff}, // both halves saturate
				{0x00010002, 0x00030004, 0x00040006}, // no saturation
			}},
		{name: "pk_add_i16_clamp", asm: "v_pk_add_i16 v0, v1, v2 clamp", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{
				{0x7fff8000, 0x0001ffff, 0x7fff8000}, // 32767 + 1 -> 32767; -32768 + -1 -> -32768
				{0x00050003, 0xfffe0004, 0x00030007}, // 5 + -2, 3 + 4
				{0x40004000, 0x40004000, 0x7fff7fff},
			}},
		{name: "pk_sub_u16_clamp", asm: "v_pk_sub_u16 v0, v1, v2 clamp", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{
				{0x00050003, 0x00030007, 0x00020000}, // 3 - 7 -> 0; 5 - 3
				{0x0000ffff, 0xffff0000, 0x0000ffff},
			}},
		{name: "pk_sub_i16_clamp", asm: "v_pk_sub_i16 v0, v1, v2 clamp", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{
				{0x80007ffe, 0x0001fffd, 0x80007fff}, // 32766 - -3 -> 32767; -32768 - 1 -> -32768
				{0x00010005, 0x00030007, 0xfffefffe}, // 5 - 7, 1 - 3: no saturation
			}},
		// The halves op_sel picks saturate: low a.hi + b.lo, high a.lo + b.hi.
		{name: "pk_add_u16_clamp_op_sel", asm: "v_pk_add_u16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] clamp", in: []int{1, 2}, out: []int{0},
			rows: [][]uint32{{0xfff00005, 0x00200010, 0x0025ffff}}},
		// The destination is a source: the saturation reads the sources
		// before the result is written.
		{name: "pk_add_i16_clamp_in_place", asm: "v_pk_add_i16 v1, v1, v2 clamp", in: []int{1, 2}, out: []int{1},
			rows: [][]uint32{{0x7fff8000, 0x0001ffff, 0x7fff8000}, {0x00010002, 0x00030004, 0x00040006}}},
		// An SGPR source and an inline constant (low half 1, high half 0).
		{name: "pk_add_u16_clamp_sgpr_const", asm: "v_pk_add_u16 v0, s4, 1 clamp", out: []int{0},
			sgprs: map[int]uint32{4: 0xfffeffff}, rows: [][]uint32{{0xfffeffff}}}, // 0xffff + 1 -> 0xffff; 0xfffe + 0
	})
}

// clamp on the integer dot products: the exact sum saturates to the range
// of the result (signed int32 or uint32); without clamp it wraps. Values
// worked out by hand.
func TestSemDotClamp(t *testing.T) {
	semRunLanes(t, []semLane{
		{name: "dot2_i32_i16_clamp", asm: "v_dot2_i32_i16 v0, v1, v2, v3 clamp", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{
				{0x7fff7fff, 0x7fff7fff, 0x7fffffff, 0x7fffffff}, // 2*0x3fff0001 + 0x7fffffff overflows
				{0x80008000, 0x7fff7fff, 0x80000000, 0x80000000}, // 2*-0x3fff8000 + -2^31 underflows
				{0xffff0002, 0x00030004, 5, 10},                  // in range: 2*4 + -1*3 + 5
			}},
		{name: "dot2_i32_i16_wraps", asm: "v_dot2_i32_i16 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{{0x7fff7fff, 0x7fff7fff, 0x7fffffff, 0xfffe0001}}}, // 0x7ffe0002 + 0x7fffffff
		{name: "dot2_u32_u16_clamp", asm: "v_dot2_u32_u16 v0, v1, v2, v3 clamp", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{
				{0xffffffff, 0xffffffff, 0, 0xffffffff}, // 2*0xfffe0001 overflows
				{0xffff0002, 0x00030004, 5, 0x3000a},    // in range
			}},
		{name: "dot2_u32_u16_wraps", asm: "v_dot2_u32_u16 v0, v1, v2, v3", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{{0xffffffff, 0xffffffff, 0, 0xfffc0002}}}, // 0x1fffc0002 mod 2^32
		{name: "dot4_i32_i8_clamp", asm: "v_dot4_i32_i8 v0, v1, v2, v3 clamp", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{
				{0x7f7f7f7f, 0x7f7f7f7f, 0x7fffff00, 0x7fffffff}, // 4*16129 + 0x7fffff00
				{0x80808080, 0x7f7f7f7f, 0x80000000, 0x80000000}, // 4*-16256 + -2^31
				{0x01020304, 0x05060708, 10, 80},
			}},
		{name: "dot8_i32_i4_clamp", asm: "v_dot8_i32_i4 v0, v1, v2, v3 clamp", in: []int{1, 2, 3}, out: []int{0}, targets: semDot1,
			rows: [][]uint32{
				{0x77777777, 0x77777777, 0x7fffffff, 0x7fffffff}, // 8*49 + 0x7fffffff
				{0x88888888, 0x77777777, 0x80000000, 0x80000000}, // 8*-56 + -2^31
			}},
		{name: "dot4_u32_u8_clamp", asm: "v_dot4_u32_u8 v0, v1, v2, v3 clamp", in: []int{1, 2, 3}, out: []int{0}, targets: semDot7,
			rows: [][]uint32{
				{0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, // 4*65025 + 0xffffffff
				{0xff0000fe, 0x02000003, 1, 0x4f9},
			}},
		{name: "dot8_u32_u4_clamp", asm: "v_dot8_u32_u4 v0, v1, v2, v3 clamp", in: []int{1, 2, 3}, out: []int{0}, targets: semDot7,
			rows: [][]uint32{{0xffffffff, 0xffffffff, 0xfffffff0, 0xffffffff}}}, // 8*225 + 0xfffffff0
		// GFX11's mixed-sign forms: a unsigned (neg_lo[0] clear), b signed.
		{name: "dot4_i32_iu8_clamp", asm: "v_dot4_i32_iu8 v0, v1, v2, v3 neg_lo:[0,1,0] clamp", in: []int{1, 2, 3}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{
				{0xffffffff, 0x80808080, 0x80000000, 0x80000000}, // 4*255*-128 + -2^31
				{0xff0000fe, 0x02000003, 0, 0x4f8},
			}},
		{name: "dot4_i32_iu8_wraps", asm: "v_dot4_i32_iu8 v0, v1, v2, v3 neg_lo:[0,1,0]", in: []int{1, 2, 3}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0xffffffff, 0x80808080, 0x80000000, 0x7ffe0200}}}, // -2^31 - 0x1fe00 wraps
		{name: "dot8_i32_iu4_clamp", asm: "v_dot8_i32_iu4 v0, v1, v2, v3 neg_lo:[0,1,0] clamp", in: []int{1, 2, 3}, out: []int{0}, targets: semGFX11,
			rows: [][]uint32{{0xffffffff, 0x77777777, 0x7fffffff, 0x7fffffff}}}, // 8*15*7 + 0x7fffffff
	})
}

// op_sel:[FI,BOUND_CTRL] of v_permlane16_b32 and v_permlanex16_b32: with
// FI a lane reads its source lane even when that lane is inactive;
// without it such a lane is written 0 under BOUND_CTRL and keeps its
// value otherwise. Inactive lanes keep theirs.
func TestSemLanePermlane16Ctl(t *testing.T) {
	val := func(l int) uint32 { return 0x3000 + uint32(l) }
	rot := func(l int) int { return l&^15 | (l+1)&15 } // selects 0x87654321, 0x0fedcba9
	x16 := func(l int) int { return l ^ 16 }           // selects 0x76543210, 0xfedcba98
	cases := []struct {
		name, asm string
		s2, s3    uint32
		src       func(l int) int
		fi, bc    bool
	}{
		{"fi", "v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,0]", 0x87654321, 0x0fedcba9, rot, true, false},
		{"bound_ctrl", "v_permlane16_b32 v0, v1, s2, s3 op_sel:[0,1]", 0x87654321, 0x0fedcba9, rot, false, true},
		{"fi_bound_ctrl", "v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,1]", 0x87654321, 0x0fedcba9, rot, true, true},
		{"x16_fi", "v_permlanex16_b32 v0, v1, s2, s3 op_sel:[1,0]", 0x76543210, 0xfedcba98, x16, true, false},
		{"x16_bound_ctrl", "v_permlanex16_b32 v0, v1, s2, s3 op_sel:[0,1]", 0x76543210, 0xfedcba98, x16, false, true},
	}
	targets := []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range targets {
				t.Run(tg.String(), func(t *testing.T) {
					for _, m := range semMasks(tg.wave) {
						t.Run(m.name, func(t *testing.T) {
							s := semSnippet(t, tg, c.asm)
							w := s.NewWave()
							for l := 0; l < tg.wave; l++ {
								w.SetLane(0, l, semSentinel(0, l))
								w.SetLane(1, l, val(l))
							}
							w.S[2], w.S[3] = c.s2, c.s3
							w.SetExec(m.m)
							if err := s.Run(w); err != nil {
								t.Fatal(err)
							}
							for l := 0; l < tg.wave; l++ {
								src := c.src(l)
								want := semSentinel(0, l)
								switch {
								case m.m>>uint(l)&1 == 0:
								case c.fi || m.m>>uint(src)&1 != 0:
									want = val(src)
								case c.bc:
									want = 0
								}
								if got := w.Lane(0, l); got != want {
									t.Errorf("lane %d: v0 = %#x, want %#x", l, got, want)
								}
							}
						})
					}
				})
			}
		})
	}
}

// Hand-worked lanes of op_sel:[0,1] and [1,0] in wave32 with only lanes 0
// and 2 active: lane 0 reads lane 1 (inactive), lane 2 reads lane 3
// (inactive), both under the rotation.
func TestSemLanePermlane16CtlLanes(t *testing.T) {
	tg := semTarget{"gfx1030", 32}
	for _, c := range []struct {
		asm          string
		lane0, lane2 uint32
	}{
		{"v_permlane16_b32 v0, v1, s2, s3", 0xaaaa0000, 0xaaaa0002},              // keep
		{"v_permlane16_b32 v0, v1, s2, s3 op_sel:[0,1]", 0, 0},                   // zero
		{"v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,0]", 0x1001, 0x1003},         // fetch
		{"v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,1]", 0x1001, 0x1003},         // fetch wins
		{"v_permlane16_b32 v0, v1, s2, s3 op_sel:[0,0]", 0xaaaa0000, 0xaaaa0002}, // the default
	} {
		s := semSnippet(t, tg, c.asm)
		w := s.NewWave()
		for l := 0; l < 32; l++ {
			w.SetLane(0, l, 0xaaaa0000+uint32(l))
			w.SetLane(1, l, 0x1000+uint32(l))
		}
		w.S[2], w.S[3] = 0x87654321, 0x0fedcba9
		w.SetExec(0b101)
		if err := s.Run(w); err != nil {
			t.Fatal(err)
		}
		if g0, g1, g2 := w.Lane(0, 0), w.Lane(0, 1), w.Lane(0, 2); g0 != c.lane0 || g1 != 0xaaaa0001 || g2 != c.lane2 {
			t.Errorf("%s: lanes 0..2 = %#x %#x %#x, want %#x 0xaaaa0001 %#x", c.asm, g0, g1, g2, c.lane0, c.lane2)
		}
	}
}

// clamp on SDWA (Vega ISA §6.5: integer results saturate to the type's
// range, float results clamp to [0.0, 1.0]) applies to the 16- or 32-bit
// result before dst_sel places it; UNUSED_PRESERVE keeps the other bits
// of the destination, which is also an input here. Values worked out by
// hand; inactive lanes keep their values (semRunLanes).
func TestSemSDWAClamp(t *testing.T) {
	gfx9 := []semTarget{{"gfx900", 64}}
	sdwa := []semTarget{{"gfx900", 64}, {"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}}
	semRunLanes(t, []semLane{
		{name: "sub_u16_word1_preserve", asm: "v_sub_u16_sdwa v1, v2, v3 clamp dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:WORD_0",
			in: []int{1, 2, 3}, out: []int{1}, targets: gfx9,
			rows: [][]uint32{
				{0x11112222, 0xaaaa0003, 0xbbbb0005, 0x00002222}, // 3 - 5 saturates to 0 (0xfffe without clamp)
				{0x11112222, 0x0000ffff, 0x00000001, 0xfffe2222}, // in range
				{0xffffffff, 0x12340010, 0x5678000f, 0x0001ffff},
			}},
		{name: "add_u16_word1_pad", asm: "v_add_u16_sdwa v1, v2, v3 clamp dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1",
			in: []int{2, 3}, out: []int{1}, targets: gfx9,
			rows: [][]uint32{
				{0x0000fff0, 0x00200000, 0xffff0000}, // 0xfff0 + 0x20 saturates to 0xffff
				{0x00000010, 0x00200000, 0x00300000},
			}},
		{name: "sub_u16_byte1_sext", asm: "v_sub_u16_sdwa v1, v2, v3 clamp dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_0 src1_sel:WORD_1",
			in: []int{2, 3}, out: []int{1}, targets: gfx9,
			rows: [][]uint32{
				{0x00000005, 0x00070000, 0x00000000}, // 5 - 7 saturates to 0
				{0x000000ff, 0x00010000, 0xfffffe00}, // 0xfe in byte 1, sign-extended
			}},
		{name: "add_u32_clamp", asm: "v_add_u32_sdwa v1, v2, v3 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD",
			in: []int{2, 3}, out: []int{1}, targets: gfx9,
			rows: [][]uint32{
				{0xffff0000, 0xffff0002, 0xffffffff}, // 0xffff + 0xffff0002 saturates
				{0x00050000, 0x00000007, 0x0000000c},
			}},
		{name: "add_f16_word1_preserve", asm: "v_add_f16_sdwa v1, v2, v3 clamp dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0",
			in: []int{1, 2, 3}, out: []int{1}, targets: sdwa,
			rows: [][]uint32{
				{0x12345678, 0x3e000000, 0x00003400, 0x3c005678}, // 1.5 + 0.25 clamps to 1.0
				{0x12345678, 0x34000000, 0x00003400, 0x38005678}, // 0.25 + 0.25 = 0.5
				{0x12345678, 0xbc000000, 0x00003400, 0x00005678}, // -1 + 0.25 clamps to 0
			}},
		{name: "add_f32_dword", asm: "v_add_f32_sdwa v1, v2, v3 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
			in: []int{2, 3}, out: []int{1}, targets: sdwa,
			rows: [][]uint32{
				{0x40000000, 0x3f000000, 0x3f800000}, // 2 + 0.5 clamps to 1
				{0x3e800000, 0x3e800000, 0x3f000000}, // 0.25 + 0.25
				{0xc0400000, 0x3f800000, 0x00000000}, // -3 + 1 clamps to 0
			}},
	})
}
