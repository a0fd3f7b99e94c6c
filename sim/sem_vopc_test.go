package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// VOPC: the result is a lane mask with 0 for inactive lanes; e32 writes
// vcc (vcc_lo in wave32), e64 any SGPR (pair). Rows: inputs, result bit.
func TestSemVOPCInt(t *testing.T) {
	ltI32 := [][]uint32{
		{0x80000000, 0x7fffffff, 1}, // INT_MIN < INT_MAX
		{0x7fffffff, 0x80000000, 0},
		{0xffffffff, 0, 1}, // -1 < 0
		{5, 5, 0},
	}
	semRunLanes(t, []semLane{
		{name: "lt_i32_e32_vcc", asm: "v_cmp_lt_i32_e32 {vcc}, v1, v2",
			in: []int{1, 2}, coSlot: isa.SlotVCCLo, rows: ltI32},
		{name: "lt_i32_e64_sgpr", asm: "v_cmp_lt_i32_e64 {sm}, v1, v2",
			in: []int{1, 2}, coSlot: semSM, rows: ltI32},
		{name: "gt_u32_e64", asm: "v_cmp_gt_u32_e64 {sm}, v1, v2",
			in: []int{1, 2}, coSlot: semSM, rows: [][]uint32{
				{0xffffffff, 0, 1},
				{0x80000000, 0x7fffffff, 1},
				{0, 0xffffffff, 0},
				{7, 7, 0},
			}},
		{name: "eq_u32_inline_e32", asm: "v_cmp_eq_u32_e32 {vcc}, 0, v1",
			in: []int{1}, coSlot: isa.SlotVCCLo, rows: [][]uint32{
				{0, 1},
				{1, 0},
				{0x80000000, 0},
			}},
		{name: "ne_u32_sgpr_operand", asm: "v_cmp_ne_u32_e64 {sm}, s0, v1",
			in: []int{1}, coSlot: semSM, sgprs: map[int]uint32{0: 0x1234}, rows: [][]uint32{
				{0x1234, 0},
				{0x1235, 1},
			}},
		{name: "ge_i32_literal", asm: "v_cmp_ge_i32_e32 {vcc}, 0x12345, v1",
			in: []int{1}, coSlot: isa.SlotVCCLo, rows: [][]uint32{
				{0x12345, 1},
				{0x12346, 0},
				{0x80000000, 1},
			}},
		// 64-bit compares read (lo, hi) pairs.
		{name: "lt_i64", asm: "v_cmp_lt_i64_e64 {sm}, v[2:3], v[4:5]",
			in: []int{2, 3, 4, 5}, coSlot: semSM, rows: [][]uint32{
				{0, 0x80000000, 0xffffffff, 0x7fffffff, 1},
				{0xffffffff, 0xffffffff, 0, 0, 1}, // -1 < 0
				{0, 1, 0xffffffff, 0, 0},          // 2^32 > 2^32-1
				{5, 5, 5, 5, 0},
			}},
		{name: "gt_u64_e32", asm: "v_cmp_gt_u64_e32 {vcc}, v[2:3], v[4:5]",
			in: []int{2, 3, 4, 5}, coSlot: isa.SlotVCCLo, rows: [][]uint32{
				{0, 1, 0xffffffff, 0, 1},
				{0xffffffff, 0xffffffff, 0, 0x80000000, 1},
				{0, 0, 1, 0, 0},
			}},
		{name: "eq_u64_high_word", asm: "v_cmp_eq_u64_e64 {sm}, v[2:3], v[4:5]",
			in: []int{2, 3, 4, 5}, coSlot: semSM, rows: [][]uint32{
				{7, 1, 7, 1, 1},
				{7, 1, 7, 2, 0},
			}},
		{name: "f_always_false", asm: "v_cmp_f_u32_e64 {sm}, v1, v2",
			in: []int{1, 2}, coSlot: semSM, rows: [][]uint32{
				{0, 0, 0},
				{1, 0, 0},
			}},
		{name: "t_always_true", asm: "v_cmp_t_u32_e64 {sm}, v1, v2",
			in: []int{1, 2}, coSlot: semSM, rows: [][]uint32{
				{0, 0, 1},
				{1, 0, 1},
			}},
	})
}

// Float compares: the ordered ones (lt, eq, gt, lg, ...) are false when an
// operand is NaN, the unordered ones (nge, neq, nlt, u, ...) true; -0 == +0.
func TestSemVOPCFloat(t *testing.T) {
	cmp := func(name, cc string, rows [][]uint32) semLane {
		return semLane{name: name, asm: "v_cmp_" + cc + "_f32_e64 {sm}, v1, v2",
			in: []int{1, 2}, coSlot: semSM, rows: rows}
	}
	semRunLanes(t, []semLane{
		cmp("lt", "lt", [][]uint32{
			{fOne, fTwo, 1},
			{fTwo, fOne, 0},
			{fQNaN, fOne, 0},
			{fOne, fQNaN, 0},
			{fNeg0, fPos0, 0},
			{fNegInf, fMax, 1},
			{fNegDen, fPos0, 1}, // denormals compare as themselves
		}),
		cmp("eq", "eq", [][]uint32{
			{fNeg0, fPos0, 1},
			{fQNaN, fQNaN, 0},
			{fInf, fInf, 1},
			{fMinDen, fPos0, 0},
		}),
		cmp("neq", "neq", [][]uint32{
			{fNeg0, fPos0, 0},
			{fQNaN, fQNaN, 1},
			{fOne, fQNaN, 1},
			{fOne, fTwo, 1},
		}),
		cmp("lg", "lg", [][]uint32{
			{fOne, fTwo, 1},
			{fQNaN, fOne, 0},
			{fNeg0, fPos0, 0},
		}),
		cmp("nge", "nge", [][]uint32{
			{fOne, fTwo, 1},
			{fTwo, fOne, 0},
			{fQNaN, fOne, 1},
			{fSNaN, fOne, 1},
		}),
		cmp("nlt", "nlt", [][]uint32{
			{fOne, fTwo, 0},
			{fOne, fQNaN, 1},
			{fNeg0, fPos0, 1},
		}),
		cmp("u", "u", [][]uint32{
			{fOne, fTwo, 0},
			{fQNaN, fOne, 1},
			{fOne, fSNaN, 1},
			{fInf, fNegInf, 0},
		}),
		cmp("o", "o", [][]uint32{
			{fOne, fTwo, 1},
			{fQNaN, fOne, 0},
			{fInf, fNegInf, 1},
		}),
		cmp("ge", "ge", [][]uint32{
			{fPos0, fNeg0, 1},
			{fQNaN, fQNaN, 0},
			{fInf, fInf, 1},
		}),
		{name: "gt_f32_e32", asm: "v_cmp_gt_f32_e32 {vcc}, v1, v2",
			in: []int{1, 2}, coSlot: isa.SlotVCCLo, rows: [][]uint32{
				{fTwo, fOne, 1},
				{fQNaN, fOne, 0},
				{fMinDen, fPos0, 1},
			}},
		{name: "lt_f64", asm: "v_cmp_lt_f64_e64 {sm}, v[2:3], v[4:5]",
			in: []int{2, 3, 4, 5}, coSlot: semSM, rows: [][]uint32{
				{0, 0x3ff00000, 0, 0x40000000, 1}, // 1 < 2
				{0, 0x7ff80000, 0, 0x40000000, 0}, // NaN
				{0, 0x80000000, 0, 0, 0},          // -0 < +0 is false
				{1, 0x80000000, 0, 0, 1},          // -denormal < 0
			}},
		{name: "neq_f64", asm: "v_cmp_neq_f64_e64 {sm}, v[2:3], v[4:5]",
			in: []int{2, 3, 4, 5}, coSlot: semSM, rows: [][]uint32{
				{0, 0x7ff80000, 0, 0x7ff80000, 1},
				{0, 0x80000000, 0, 0, 0},
			}},
	})
}

// v_cmp_class_f32: bit 0 signaling NaN, 1 quiet NaN, 2 -inf, 3 -normal,
// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
func TestSemVOPCClass(t *testing.T) {
	rows := [][]uint32{
		{fSNaN, 0x001, 1},
		{fSNaN, 0x002, 0}, // a signaling NaN is not a quiet one
		{fQNaN, 0x002, 1},
		{fNegInf, 0x004, 1},
		{fNegOne, 0x008, 1},
		{fNegDen, 0x010, 1},
		{fNeg0, 0x020, 1},
		{fPos0, 0x040, 1},
		{fMinDen, 0x080, 1},
		{fMaxDen, 0x080, 1},
		{fMinNorm, 0x100, 1},
		{fInf, 0x200, 1},
		{fInf, 0x1ff, 0},    // every class but +inf
		{fMinDen, 0x37f, 0}, // every class but +denormal
		{fNeg0, 0x040, 0},   // -0 is not +0
		{0xffc00001, 0x002, 1},
	}
	semRunLanes(t, []semLane{
		{name: "class_f32_e64", asm: "v_cmp_class_f32_e64 {sm}, v1, v2",
			in: []int{1, 2}, coSlot: semSM, rows: rows},
		{name: "class_f32_e32", asm: "v_cmp_class_f32_e32 {vcc}, v1, v2",
			in: []int{1, 2}, coSlot: isa.SlotVCCLo, rows: rows},
		// LLVM's isnan/isinf idioms use an inline mask.
		{name: "class_f32_inline_mask", asm: "v_cmp_class_f32_e64 {sm}, v1, 3",
			in: []int{1}, coSlot: semSM, rows: [][]uint32{
				{fSNaN, 1},
				{fQNaN, 1},
				{fInf, 0},
				{fOne, 0},
			}},
		{name: "class_f64", asm: "v_cmp_class_f64_e64 {sm}, v[2:3], v4",
			in: []int{2, 3, 4}, coSlot: semSM, rows: [][]uint32{
				{1, 0x7ff00000, 0x001, 1}, // signaling NaN
				{0, 0x7ff80000, 0x002, 1},
				{1, 0x80000000, 0x010, 1}, // -denormal
				{0, 0x00100000, 0x100, 1}, // smallest +normal
				{0, 0x7ff00000, 0x1ff, 0},
			}},
	})
}

// v_cmpx: exec = old exec & result (inactive lanes stay off). GFX10+
// writes only exec; gfx900 also writes its SGPR destination (vcc in e32).
// The v_mov after the compare shows the new exec in effect.
func TestSemVOPCCmpx(t *testing.T) {
	type row struct{ a, b uint32 }
	// v1 > v2 unsigned per row, rows chosen by lane pairs as in semLane.
	rows := []row{{5, 3}, {3, 5}, {0xffffffff, 0}, {7, 7}, {0x80000000, 0x7fffffff}, {0, 1}}
	want := []bool{true, false, true, false, true, false}
	cases := []struct {
		name    string
		asm     string
		targets []semTarget
		sdst    int // GFX9: slot the compare result also goes to
	}{
		{name: "gfx10plus_e32", asm: "v_cmpx_gt_u32_e32 v1, v2\nv_mov_b32_e32 v0, 1",
			targets: []semTarget{{"gfx1010", 32}, {"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}, {"gfx1100", 64}}},
		{name: "gfx10plus_e64", asm: "v_cmpx_gt_u32_e64 v1, v2\nv_mov_b32_e32 v0, 1",
			targets: []semTarget{{"gfx1030", 32}, {"gfx1030", 64}, {"gfx1100", 32}}},
		{name: "gfx9_e64_sgpr", asm: "v_cmpx_gt_u32_e64 s[10:11], v1, v2\nv_mov_b32_e32 v0, 1",
			targets: []semTarget{{"gfx900", 64}}, sdst: semSM},
		{name: "gfx9_e32_vcc", asm: "v_cmpx_gt_u32_e32 vcc, v1, v2\nv_mov_b32_e32 v0, 1",
			targets: []semTarget{{"gfx900", 64}}, sdst: isa.SlotVCCLo},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, tg := range c.targets {
				t.Run(tg.String(), func(t *testing.T) {
					s := semSnippet(t, tg, c.asm)
					for _, mk := range semMasks(tg.wave) {
						w := s.NewWave()
						var res uint64
						for l := 0; l < tg.wave; l++ {
							ri := semRowOf(l, len(rows))
							w.SetLane(1, l, rows[ri].a)
							w.SetLane(2, l, rows[ri].b)
							w.SetLane(0, l, semSentinel(0, l))
							if want[ri] {
								res |= 1 << uint(l)
							}
						}
						w.S[isa.SlotVCCLo], w.S[isa.SlotVCCHi] = semMaskSentinel, semMaskSentinel
						w.S[semSM], w.S[semSM+1] = semMaskSentinel, semMaskSentinel
						w.SetExec(mk.m)
						if err := s.Run(w); err != nil {
							t.Fatal(err)
						}
						newExec := mk.m & res
						if got := w.Exec(); got != newExec {
							t.Errorf("exec %s: exec = %#x, want %#x", mk.name, got, newExec)
						}
						for l := 0; l < tg.wave; l++ {
							wantV := semSentinel(0, l)
							if newExec>>uint(l)&1 != 0 {
								wantV = 1
							}
							if got := w.Lane(0, l); got != wantV {
								t.Errorf("exec %s lane %d: v0 = %#x, want %#x", mk.name, l, got, wantV)
							}
						}
						switch c.sdst {
						case 0:
							// GFX10+: no SGPR destination, vcc untouched.
							if w.S[isa.SlotVCCLo] != semMaskSentinel || w.S[isa.SlotVCCHi] != semMaskSentinel {
								t.Errorf("exec %s: v_cmpx wrote vcc = %#x_%08x", mk.name, w.S[isa.SlotVCCHi], w.S[isa.SlotVCCLo])
							}
						default:
							if got := uint64(w.S[c.sdst]) | uint64(w.S[c.sdst+1])<<32; got != newExec {
								t.Errorf("exec %s: sdst = %#x, want %#x", mk.name, got, newExec)
							}
						}
					}
				})
			}
		})
	}
}
