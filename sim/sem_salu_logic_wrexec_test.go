package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// More scalar ALU rows, values from the SOP2/SOP1/SOPC/SOPK pseudocode of
// the Vega and RDNA2 ISA guides (§12.1 to §12.4): the logic ops set SCC
// to "result != 0", s_lshlN_add_u32 to the carry out of the 64-bit sum
// (the bits shifted out included), compares to their result; s_pack_*,
// s_mov, s_cmov and s_ff0 leave SCC alone.
func TestSemSALULogicAndPack(t *testing.T) {
	semRunScalars(t, []semScalar{
		// (0x80000001 << 1) + 1 = 0x1_00000003: the shifted-out bit carries
		{name: "lshl1_add_u32_carry", asm: "s_lshl1_add_u32 s2, s0, s1",
			in: semR(0, 0x80000001, 1, 1, semSCC, 0), want: semR(2, 3, semSCC, 1)},
		{name: "lshl1_add_u32", asm: "s_lshl1_add_u32 s2, s0, s1",
			in: semR(0, 0x40000000, 1, 5, semSCC, 1), want: semR(2, 0x80000005, semSCC, 0)},
		// 0x80000000 + 0xffffffff = 0x1_7fffffff
		{name: "lshl3_add_u32_carry", asm: "s_lshl3_add_u32 s2, s0, s1",
			in: semR(0, 0x10000000, 1, 0xffffffff, semSCC, 0), want: semR(2, 0x7fffffff, semSCC, 1)},
		{name: "lshl3_add_u32", asm: "s_lshl3_add_u32 s2, s0, s1",
			in: semR(0, 1, 1, 2, semSCC, 1), want: semR(2, 10, semSCC, 0)},
		// 0xfffffff0 + 0x10 = 0x1_00000000
		{name: "lshl4_add_u32_carry", asm: "s_lshl4_add_u32 s2, s0, s1",
			in: semR(0, 0x0fffffff, 1, 0x10, semSCC, 0), want: semR(2, 0, semSCC, 1)},
		{name: "and_b64", asm: "s_and_b64 s[4:5], s[0:1], s[2:3]",
			in:   semR(0, 0x12345678, 1, 0xff00ff00, 2, 0xffff0000, 3, 0x0ff00ff0, semSCC, 0),
			want: semR(4, 0x12340000, 5, 0x0f000f00, semSCC, 1)},
		{name: "and_b64_zero", asm: "s_and_b64 s[4:5], s[0:1], s[2:3]",
			in:   semR(0, 0, 1, 0xf0000000, 2, 0xffffffff, 3, 0x0fffffff, semSCC, 1),
			want: semR(4, 0, 5, 0, semSCC, 0)},
		{name: "or_b32", asm: "s_or_b32 s2, s0, s1",
			in: semR(0, 0x0f0f0000, 1, 0x0000f0f0, semSCC, 0), want: semR(2, 0x0f0ff0f0, semSCC, 1)},
		{name: "or_b32_zero", asm: "s_or_b32 s2, s0, s1",
			in: semR(0, 0, 1, 0, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "xor_b32", asm: "s_xor_b32 s2, s0, s1",
			in: semR(0, 0xffff0000, 1, 0xff00ff00, semSCC, 0), want: semR(2, 0x00ffff00, semSCC, 1)},
		{name: "xor_b32_zero", asm: "s_xor_b32 s2, s0, s1",
			in: semR(0, 0x12345678, 1, 0x12345678, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "orn2_b64", asm: "s_orn2_b64 s[4:5], s[0:1], s[2:3]", asm11: "s_or_not1_b64 s[4:5], s[0:1], s[2:3]",
			in:   semR(0, 0x000000ff, 1, 0, 2, 0xffffff00, 3, 0xffffffff, semSCC, 0),
			want: semR(4, 0x000000ff, 5, 0, semSCC, 1)},
		{name: "orn2_b64_zero", asm: "s_orn2_b64 s[4:5], s[0:1], s[2:3]", asm11: "s_or_not1_b64 s[4:5], s[0:1], s[2:3]",
			in:   semR(0, 0, 1, 0, 2, 0xffffffff, 3, 0xffffffff, semSCC, 1),
			want: semR(4, 0, 5, 0, semSCC, 0)},
		{name: "nand_b64", asm: "s_nand_b64 s[4:5], s[0:1], s[2:3]",
			in:   semR(0, 0, 1, 0xffffffff, 2, 0xffff0000, 3, 0xffff0000, semSCC, 0),
			want: semR(4, 0xffffffff, 5, 0x0000ffff, semSCC, 1)},
		{name: "nand_b64_zero", asm: "s_nand_b64 s[4:5], s[0:1], s[2:3]",
			in:   semR(0, 0xffffffff, 1, 0xffffffff, 2, 0xffffffff, 3, 0xffffffff, semSCC, 1),
			want: semR(4, 0, 5, 0, semSCC, 0)},
		{name: "nor_b64", asm: "s_nor_b64 s[4:5], s[0:1], s[2:3]",
			in:   semR(0, 0, 1, 0xf0f0f0f0, 2, 0, 3, 0x0f0f0f0f, semSCC, 0),
			want: semR(4, 0xffffffff, 5, 0, semSCC, 1)},
		{name: "xnor_b32", asm: "s_xnor_b32 s2, s0, s1",
			in: semR(0, 0x12345678, 1, 0x12345678, semSCC, 0), want: semR(2, 0xffffffff, semSCC, 1)},
		{name: "xnor_b32_zero", asm: "s_xnor_b32 s2, s0, s1",
			in: semR(0, 0, 1, 0xffffffff, semSCC, 1), want: semR(2, 0, semSCC, 0)},
		{name: "pack_ll", asm: "s_pack_ll_b32_b16 s2, s0, s1",
			in: semR(0, 0x1234abcd, 1, 0x5678ef01, semSCC, 1), want: semR(2, 0xef01abcd)},
		{name: "pack_lh", asm: "s_pack_lh_b32_b16 s2, s0, s1",
			in: semR(0, 0x1234abcd, 1, 0x5678ef01), want: semR(2, 0x5678abcd)},
		{name: "pack_hh", asm: "s_pack_hh_b32_b16 s2, s0, s1",
			in: semR(0, 0x1234abcd, 1, 0x5678ef01, semSCC, 1), want: semR(2, 0x56781234)},
		// { S1[15:0], S0[31:16] } (GFX11 only; SCC kept)
		{name: "pack_hl", asm: "s_pack_hl_b32_b16 s2, s0, s1", targets: []semTarget{{"gfx1100", 32}, {"gfx1100", 64}},
			in: semR(0, 0x1234abcd, 1, 0x5678ef01, semSCC, 1), want: semR(2, 0xef011234)},
		{name: "pack_hl_inline", asm: "s_pack_hl_b32_b16 s2, s0, 5", targets: []semTarget{{"gfx1100", 32}},
			in: semR(0, 0xffff0000, semSCC, 0), want: semR(2, 0x0005ffff)},
		{name: "mov_b32", asm: "s_mov_b32 s1, s0",
			in: semR(0, 0x89abcdef, semSCC, 1), want: semR(1, 0x89abcdef)},
		{name: "cmov_b64_taken", asm: "s_cmov_b64 s[2:3], s[0:1]",
			in: semR(0, 0x11111111, 1, 0x22222222, semSCC, 1), want: semR(2, 0x11111111, 3, 0x22222222)},
		{name: "cmov_b64_not_taken", asm: "s_cmov_b64 s[2:3], s[0:1]",
			in: semR(0, 0x11111111, 1, 0x22222222, semSCC, 0), want: semR()},
		// each quad of lanes with a bit set becomes all ones
		{name: "wqm_b64", asm: "s_wqm_b64 s[2:3], s[0:1]",
			in: semR(0, 0x80000012, 1, 0x00010000, semSCC, 0), want: semR(2, 0xf00000ff, 3, 0x000f0000, semSCC, 1)},
		{name: "wqm_b64_zero", asm: "s_wqm_b64 s[2:3], s[0:1]",
			in: semR(0, 0, 1, 0, semSCC, 1), want: semR(2, 0, 3, 0, semSCC, 0)},
		{name: "bcnt0_i32_b32", asm: "s_bcnt0_i32_b32 s1, s0",
			in: semR(0, 0x0000000f, semSCC, 0), want: semR(1, 28, semSCC, 1)},
		{name: "bcnt0_i32_b32_all_ones", asm: "s_bcnt0_i32_b32 s1, s0",
			in: semR(0, 0xffffffff, semSCC, 1), want: semR(1, 0, semSCC, 0)},
		// s_ff0: the lowest zero bit, -1 when there is none (GFX11 drops it)
		{name: "ff0_i32_b32", asm: "s_ff0_i32_b32 s1, s0", targets: semScalarTargets[:4],
			in: semR(0, 0x0000000f, semSCC, 1), want: semR(1, 4)},
		{name: "ff0_i32_b32_none", asm: "s_ff0_i32_b32 s1, s0", targets: semScalarTargets[:4],
			in: semR(0, 0xffffffff), want: semR(1, 0xffffffff)},
	})
}

func TestSemSALUCompareMore(t *testing.T) {
	c := func(name, asm string, a, b, scc uint32) semScalar {
		return semScalar{name: name, asm: asm, in: semR(0, a, 1, b, semSCC, 1-scc), want: semR(semSCC, scc)}
	}
	k := func(name, asm string, a, scc uint32) semScalar {
		return semScalar{name: name, asm: asm, in: semR(0, a, semSCC, 1-scc), want: semR(semSCC, scc)}
	}
	semRunScalars(t, []semScalar{
		c("eq_i32_true", "s_cmp_eq_i32 s0, s1", 5, 5, 1),
		c("eq_i32_false", "s_cmp_eq_i32 s0, s1", 5, 0x80000005, 0),
		c("lg_i32_true", "s_cmp_lg_i32 s0, s1", 5, 6, 1),
		c("lg_i32_false", "s_cmp_lg_i32 s0, s1", 0xffffffff, 0xffffffff, 0),
		c("gt_i32_signed", "s_cmp_gt_i32 s0, s1", 1, 0xffffffff, 1), // 1 > -1
		c("gt_i32_false", "s_cmp_gt_i32 s0, s1", 0x80000000, 0x7fffffff, 0),
		c("gt_u32_unsigned", "s_cmp_gt_u32 s0, s1", 0xffffffff, 1, 1),
		c("gt_u32_false", "s_cmp_gt_u32 s0, s1", 1, 0xffffffff, 0),
		c("ge_u32_equal", "s_cmp_ge_u32 s0, s1", 5, 5, 1),
		c("ge_u32_false", "s_cmp_ge_u32 s0, s1", 0x7fffffff, 0x80000000, 0),
		c("le_i32_true", "s_cmp_le_i32 s0, s1", 0x80000000, 0, 1),
		c("le_i32_false", "s_cmp_le_i32 s0, s1", 0, 0xffffffff, 0), // 0 <= -1
		c("le_u32_true", "s_cmp_le_u32 s0, s1", 0, 0xffffffff, 1),
		c("le_u32_false", "s_cmp_le_u32 s0, s1", 0xffffffff, 0, 0),
		// s_bitcmp: only the low 5 (6) bits of the bit number count
		c("bitcmp0_b32_true", "s_bitcmp0_b32 s0, s1", 0xfffffffe, 0, 1),
		c("bitcmp0_b32_false", "s_bitcmp0_b32 s0, s1", 0xfffffffe, 33, 0),
		{name: "bitcmp1_b64_bit63", asm: "s_bitcmp1_b64 s[0:1], s2",
			in: semR(0, 0, 1, 0x80000000, 2, 127, semSCC, 0), want: semR(semSCC, 1)},
		{name: "bitcmp1_b64_low_word", asm: "s_bitcmp1_b64 s[0:1], s2",
			in: semR(0, 0x7fffffff, 1, 0xffffffff, 2, 31, semSCC, 1), want: semR(semSCC, 0)},
		// s_cmpk: the 16-bit constant is zero-extended for _u32, sign-extended for _i32
		k("cmpk_eq_u32_true", "s_cmpk_eq_u32 s0, 0x8000", 0x8000, 1),
		k("cmpk_eq_u32_zero_extended", "s_cmpk_eq_u32 s0, 0x8000", 0xffff8000, 0),
		k("cmpk_lg_i32_false", "s_cmpk_lg_i32 s0, 0xffff", 0xffffffff, 0),
		k("cmpk_lg_i32_true", "s_cmpk_lg_i32 s0, 0xffff", 0xffff, 1),
		k("cmpk_lg_u32_false", "s_cmpk_lg_u32 s0, 0xffff", 0xffff, 0),
		k("cmpk_lg_u32_true", "s_cmpk_lg_u32 s0, 0xffff", 0xffffffff, 1),
		k("cmpk_gt_u32_true", "s_cmpk_gt_u32 s0, 0x8000", 0x8001, 1),
		k("cmpk_gt_u32_false", "s_cmpk_gt_u32 s0, 0x8000", 0x8000, 0),
		k("cmpk_ge_i32_equal", "s_cmpk_ge_i32 s0, 0x8000", 0xffff8000, 1), // -32768 >= -32768
		k("cmpk_ge_i32_false", "s_cmpk_ge_i32 s0, 0x8000", 0xffff7fff, 0),
		k("cmpk_ge_u32_true", "s_cmpk_ge_u32 s0, 0xffff", 0xffff, 1),
		k("cmpk_ge_u32_false", "s_cmpk_ge_u32 s0, 0xffff", 0xfffe, 0),
		k("cmpk_lt_i32_true", "s_cmpk_lt_i32 s0, 0", 0xffffffff, 1),
		k("cmpk_lt_i32_false", "s_cmpk_lt_i32 s0, 0", 0, 0),
		k("cmpk_le_i32_true", "s_cmpk_le_i32 s0, 0xffff", 0x80000000, 1), // INT_MIN <= -1
		k("cmpk_le_i32_false", "s_cmpk_le_i32 s0, 0xffff", 0, 0),
		k("cmpk_le_u32_true", "s_cmpk_le_u32 s0, 0xffff", 0xffff, 1),
		k("cmpk_le_u32_false", "s_cmpk_le_u32 s0, 0xffff", 0x10000, 0),
	})
}

// s_andn1_wrexec / s_andn2_wrexec: exec = ~s & exec (andn1) or
// s & ~exec (andn2); the destination gets the new exec, SCC = exec != 0
// (Vega ISA and RDNA2 ISA §12.3 "SOP1 Instructions").
func TestSemSALUWrexec(t *testing.T) {
	cases := []struct {
		name, op, op11 string
		exec, s        uint64
		want           uint64
	}{
		{"andn1", "s_andn1_wrexec", "s_and_not0_wrexec", 0x0000ffff_0000ffff, 0x00ff00ff_00ff00ff, 0x0000ff00_0000ff00},
		{"andn1_to_zero", "s_andn1_wrexec", "s_and_not0_wrexec", 0x0000ffff_0000ffff, 0xffffffff_ffffffff, 0},
		{"andn2", "s_andn2_wrexec", "s_and_not1_wrexec", 0x0000ffff_0000ffff, 0x00ff00ff_00ff00ff, 0x00ff0000_00ff0000},
		{"andn2_to_zero", "s_andn2_wrexec", "s_and_not1_wrexec", 0xffffffff_ffffffff, 0xffffffff_ffffffff, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range semAllTargets {
				t.Run(tg.String(), func(t *testing.T) {
					op := c.op
					if tg.gfx11() {
						op = c.op11
					}
					s := semSnippet(t, tg, semExpand(tg, op+"_{b} {sd}, {ss}"))
					w := s.NewWave()
					exec, want := c.exec, c.want
					if tg.wave == 32 {
						exec, want = uint64(uint32(exec)), uint64(uint32(want))
						w.S[isa.SlotExecHi] = 0x12345678
					}
					w.S[semSD], w.S[semSD+1] = semMaskSentinel, semMaskSentinel
					w.S[semSS], w.S[semSS+1] = uint32(c.s), uint32(c.s>>32)
					w.S[semSCC] = 1 - semB(want != 0)
					w.SetExec(exec)
					if err := s.Run(w); err != nil {
						t.Fatal(err)
					}
					if got := w.Exec(); got != want {
						t.Errorf("exec = %#x, want %#x", got, want)
					}
					semCheckMask(t, w, tg, semSD, want, "destination")
					if tg.wave == 32 && w.S[isa.SlotExecHi] != 0x12345678 {
						t.Errorf("wave32 wrote exec_hi = %#x", w.S[isa.SlotExecHi])
					}
					if got := w.S[semSCC]; got != semB(want != 0) {
						t.Errorf("scc = %d", got)
					}
				})
			}
		})
	}
}
