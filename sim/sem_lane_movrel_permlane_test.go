package sim_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// M0-relative VGPR moves (RDNA2 ISA §12.8): with m0 = 2, v_movrels_b32 v0,
// v1 reads v3; v_movreld_b32 v4, v3 writes v6; v_movrelsd_b32 v7, v1 moves
// v3 to v9; v_movreld_b32 v10, 1.0 writes 1.0 to v12. v_movrelsd_2_b32 v4,
// v1 adds M0[9:0] (1) to the source and M0[25:16] (3) to the destination:
// v7 = v2.
func TestSemLaneMovrel(t *testing.T) {
	rdna := []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}
	semRunLanes(t, []semLane{
		{name: "movrels_movreld_movrelsd", targets: rdna, sgprs: map[int]uint32{isa.SlotM0: 2},
			asm: "v_movrels_b32_e32 v0, v1\nv_movreld_b32_e32 v4, v3\nv_movrelsd_b32_e32 v7, v1\n" +
				"v_movreld_b32_e32 v10, 1.0",
			in: []int{1, 2, 3}, out: []int{0, 6, 9, 12}, rows: [][]uint32{
				{0x11, 0x22, 0x33, 0x33, 0x33, 0x33, fOne},
				{0xffffffff, 0, 0x80000000, 0x80000000, 0x80000000, 0x80000000, fOne},
			}},
		{name: "movrelsd_2", targets: rdna, sgprs: map[int]uint32{isa.SlotM0: 0xfc030401},
			asm: "v_movrelsd_2_b32_e32 v4, v1",
			in:  []int{1, 2, 3}, out: []int{7}, rows: [][]uint32{
				{0x11, 0x22, 0x33, 0x22},
				{1, 0xdeadbeef, 3, 0xdeadbeef},
			}},
		{name: "movrels_e64", targets: rdna, sgprs: map[int]uint32{isa.SlotM0: 1},
			asm: "v_movrels_b32_e64 v0, v1", in: []int{1, 2}, out: []int{0}, rows: [][]uint32{
				{5, 6, 6}, {7, 8, 8},
			}},
	})
}

// An index past the wave's VGPRs (256 in a snippet) stops the run at the
// instruction.
func TestSemLaneMovrelOutOfRange(t *testing.T) {
	for _, tg := range []semTarget{{"gfx1030", 32}, {"gfx1100", 64}} {
		t.Run(tg.String(), func(t *testing.T) {
			s := semSnippet(t, tg, "v_mov_b32_e32 v0, 0\nv_movrels_b32_e32 v0, v1")
			w := s.NewWave()
			w.S[isa.SlotM0] = 300
			w.SetExec(1)
			err := s.Run(w)
			var re *sim.RunError
			if !errors.As(err, &re) || re.Pos.Line != 2 || re.Pos.Col != 1 || !strings.Contains(err.Error(), "v301") {
				t.Fatalf("run: %v, want an error at line 2, column 1 naming v301", err)
			}
		})
	}
}

// v_permlane16_b32 / v_permlanex16_b32 (RDNA2 ISA §12.10): lane i of each
// row of 16 reads lane sel[i] (the nibbles of {S2, S1}) of its row, or
// for permlanex16 of the other row of its pair. A lane whose source lane
// is inactive keeps its value (FI = BOUND_CTRL = 0); inactive lanes keep
// theirs.
func TestSemLanePermlane16(t *testing.T) {
	val := func(l int) uint32 { return 0x2000 + uint32(l) }
	cases := []struct {
		name   string
		asm    string
		s2, s3 uint32
		src    func(l int) int // the lane l reads
	}{
		// The ISA guide's example: a rotation by one within each row.
		{"rotate1", "v_permlane16_b32 v0, v1, s2, s3", 0x87654321, 0x0fedcba9,
			func(l int) int { return l&^15 | (l+1)&15 }},
		{"rotate2", "v_permlane16_b32 v0, v1, s2, s3", 0x98765432, 0x10fedcba,
			func(l int) int { return l&^15 | (l+2)&15 }},
		{"broadcast_lane5", "v_permlane16_b32 v0, v1, s2, s3", 0x55555555, 0x55555555,
			func(l int) int { return l&^15 | 5 }},
		// Identity selects: lane l reads lane l ^ 16.
		{"x16_identity", "v_permlanex16_b32 v0, v1, s2, s3", 0x76543210, 0xfedcba98,
			func(l int) int { return l ^ 16 }},
		{"x16_reverse", "v_permlanex16_b32 v0, v1, s2, s3", 0x89abcdef, 0x01234567,
			func(l int) int { return (l ^ 16) ^ 15 }},
		// Inline constants as selects: 3 in S1 (lane 0 reads lane 3, the
		// rest lane 0), 0 in S2.
		{"inline_selects", "v_permlane16_b32 v0, v1, 3, 0", 0, 0,
			func(l int) int {
				if l&15 == 0 {
					return l&^15 | 3
				}
				return l &^ 15
			}},
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
								want := semSentinel(0, l)
								if src := c.src(l); m.m>>uint(l)&1 != 0 && m.m>>uint(src)&1 != 0 {
									want = val(src)
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

// v_permlane64_b32 (RDNA3 ISA): in wave64 active lane l reads lane l ^ 32
// whatever that lane's exec bit; in wave32 it does nothing. Reading and
// writing the same register swaps the halves.
func TestSemLanePermlane64(t *testing.T) {
	val := func(l int) uint32 { return 0x4000 + uint32(l) }
	for _, tg := range []semTarget{{"gfx1100", 64}, {"gfx1100", 32}} {
		for _, form := range []struct{ asm, name string }{{"v_permlane64_b32 v0, v1", "two_regs"}, {"v_permlane64_b32 v1, v1", "in_place"}} {
			t.Run(tg.String()+"_"+form.name, func(t *testing.T) {
				dst := 0
				if form.name == "in_place" {
					dst = 1
				}
				for _, m := range semMasks(tg.wave) {
					t.Run(m.name, func(t *testing.T) {
						s := semSnippet(t, tg, form.asm)
						w := s.NewWave()
						for l := 0; l < tg.wave; l++ {
							w.SetLane(0, l, semSentinel(0, l))
							w.SetLane(1, l, val(l))
						}
						w.SetExec(m.m)
						if err := s.Run(w); err != nil {
							t.Fatal(err)
						}
						for l := 0; l < tg.wave; l++ {
							want := w.Lane(dst, l) // checked below against the old value
							old := semSentinel(0, l)
							if dst == 1 {
								old = val(l)
							}
							switch {
							case tg.wave == 64 && m.m>>uint(l)&1 != 0:
								if want != val(l^32) {
									t.Errorf("lane %d: v%d = %#x, want %#x", l, dst, want, val(l^32))
								}
							case want != old:
								t.Errorf("lane %d: v%d = %#x, want unchanged %#x", l, dst, want, old)
							}
						}
					})
				}
			})
		}
	}
}

// GFX9's GPR indexing mode (Vega ISA §6.6): between s_set_gpr_idx_on and
// s_set_gpr_idx_off the VALU operands M0[15:12] names are VGPR n + M0[7:0];
// lanes with exec off keep their values; SGPRs and constants are not
// indexed; the mode instructions keep M0's other bits.
func TestSemGPRIdx(t *testing.T) {
	tg := semTarget{"gfx900", 64}
	asm := `s_set_gpr_idx_on s0, gpr_idx(SRC0)
v_mov_b32_e32 v20, v1
s_set_gpr_idx_off
s_set_gpr_idx_on s1, gpr_idx(DST)
v_mov_b32_e32 v1, v20
s_getreg_b32 s6, hwreg(HW_REG_MODE, 27, 1)
s_set_gpr_idx_mode gpr_idx(SRC0,SRC1,DST)
v_add_u32_e32 v0, v1, v2
v_add_u32_e32 v21, s3, v2
s_set_gpr_idx_idx s2
v_mac_f32_e32 v10, v11, v12
s_mov_b32 s7, m0
s_set_gpr_idx_off
v_mov_b32_e32 v22, v1
s_getreg_b32 s8, hwreg(HW_REG_MODE, 27, 1)`
	s := semSnippet(t, tg, asm)
	for _, m := range semMasks(64) {
		t.Run(m.name, func(t *testing.T) {
			w := s.NewWave()
			for r := 0; r < 32; r++ {
				for l := 0; l < 64; l++ {
					w.SetLane(r, l, uint32(r*1000+l))
				}
			}
			// v14, v15, v16: f32 values for the v_mac that lands on them.
			for l := 0; l < 64; l++ {
				w.SetLane(14, l, math.Float32bits(float32(l)))
				w.SetLane(15, l, math.Float32bits(2))
				w.SetLane(16, l, math.Float32bits(0.5))
			}
			w.S[isa.SlotM0] = 0xabcd0000
			w.S[0], w.S[1], w.S[2], w.S[3] = 3, 0x105, 4, 7
			w.SetExec(m.m)
			if err := s.Run(w); err != nil {
				t.Fatal(err)
			}
			on := func(l int) bool { return m.m>>uint(l)&1 != 0 }
			for l := 0; l < 64; l++ {
				old := func(r int) uint32 { return uint32(r*1000 + l) }
				// v20 = v(1+3) = 4000+l; then v(1+5) = v6 = v20.
				// Mode SRC0|SRC1|DST, index 5: v5 = v6 + v7.
				// v21 (DST indexed, s3 not indexed): v26 = 7 + v7.
				// Index 4, the same mode: v_mac's v14 += v15 * v16
				// (dst and its tied read both under DST).
				want := map[int]uint32{20: old(20), 6: old(6), 5: old(5), 26: old(26), 22: old(22),
					14: math.Float32bits(float32(l))}
				if on(l) {
					want[20] = old(4)
					want[6] = old(4)
					want[5] = old(4) + old(7)
					want[26] = 7 + old(7)
					want[14] = math.Float32bits(float32(l) + 1)
					want[22] = old(1) // after s_set_gpr_idx_off: not indexed
				}
				for r, v := range want {
					if got := w.Lane(r, l); got != v {
						t.Errorf("lane %d: v%d = %d, want %d", l, r, got, v)
					}
				}
				for _, r := range []int{0, 1, 2, 10, 11, 12, 21} {
					if got := w.Lane(r, l); got != old(r) {
						t.Errorf("lane %d: v%d = %d, want %d: an indexed operand's own register was written", l, r, got, old(r))
					}
				}
			}
			// s_set_gpr_idx_on s1: M0[7:0] = 0x105 & 0xff; mode DST; the
			// mode and idx forms replace their fields; bits 31:16 stay.
			if got, want := w.S[7], uint32(0xabcd0000|0xb<<12|4); got != want {
				t.Errorf("m0 = %#x, want %#x", got, want)
			}
			if w.S[6] != 1 || w.S[8] != 0 {
				t.Errorf("MODE.GPR_IDX_EN read %d while on and %d after off, want 1 and 0", w.S[6], w.S[8])
			}
		})
	}
}

// An indexed operand past the wave's VGPRs stops the run at the
// instruction (Vega ISA §6.6.1: "illegal"), and so does a swap, whose
// indexing the guide does not give.
func TestSemGPRIdxErrors(t *testing.T) {
	tg := semTarget{"gfx900", 64}
	for _, c := range []struct {
		asm  string
		want error
		line int32
	}{
		{"s_set_gpr_idx_on s0, gpr_idx(SRC0)\nv_mov_b32_e32 v2, v1\ns_set_gpr_idx_off", sim.ErrGPRIdxRange, 2},
		{"s_set_gpr_idx_on s0, gpr_idx(DST)\nv_mov_b32_e32 v2, v1\ns_set_gpr_idx_off", sim.ErrGPRIdxRange, 2},
		{"s_set_gpr_idx_on s1, gpr_idx(DST)\nv_swap_b32 v2, v1\ns_set_gpr_idx_off", nil, 2},
	} {
		s := semSnippet(t, tg, c.asm)
		w := s.NewSmallWave(8)
		w.S[0], w.S[1] = 7, 1
		w.SetExec(^uint64(0))
		err := s.Run(w)
		var re *sim.RunError
		if !errors.As(err, &re) || re.Pos.Line != c.line || (c.want != nil && !errors.Is(err, c.want)) {
			t.Errorf("%q: run: %v, want a RunError at line %d wrapping %v", c.asm, err, c.line, c.want)
		}
	}
}
