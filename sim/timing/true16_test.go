package timing

import "testing"

// A true16 half write is a write of the whole VGPR for dependencies: a
// reader of either half waits for it, and the half write itself reads the
// register (the half it keeps). On gfx1100 wave32 a VALU issued at cycle 0
// is ready at 5 (Write32Bit; a v_mov_b32 copy would be ready at 3,
// Params.MovLatency), so a dependent VALU at cycle 1 waits 4 cycles of
// va_vdst; an independent one waits none.
func TestTrue16HalfDependencies(t *testing.T) {
	for _, c := range []struct {
		name, asm string
		stall     int64
	}{
		{"other half read", "v_mov_b16_e32 v1.h, v0.l\nv_add_f16_e32 v2.l, v1.l, v3.l\n", 4},
		{"same half read", "v_mov_b16_e32 v1.h, v0.l\nv_add_f16_e32 v2.l, v1.h, v3.l\n", 4},
		{"half write after a full write", "v_not_b32_e32 v1, v0\nv_mov_b16_e32 v1.h, v0.l\n", 4},
		{"independent", "v_mov_b16_e32 v1.h, v0.l\nv_add_f16_e32 v2.l, v4.l, v3.l\n", 0},
	} {
		tm := timed(t, "gfx1100", 32, c.asm, nil)
		if got := tm.Insts[1].Stall[CauseVaVdst]; got != c.stall {
			t.Errorf("%s: the second instruction waits %d cycles of va_vdst, want %d", c.name, got, c.stall)
		}
	}
}

// The TRANS use hazard watches 16-bit halves, as LLVM's
// GCNHazardRecognizer::fixVALUTransUseHazard does (modifiesRegister on
// VGPR_16 registers): a read of the half a TRANS wrote is a hazard, a read
// of the other half is not, a read of the whole VGPR is.
func TestTrue16TransUseHalves(t *testing.T) {
	const rule = "TRANS result used too soon (VALUTransUseHazard)"
	for _, c := range []struct {
		name, asm string
		hazard    bool
	}{
		{"same half", "v_sqrt_f16_e32 v1.l, v2.l\nv_add_f16_e32 v0.l, v1.l, v3.l\n", true},
		{"other half", "v_sqrt_f16_e32 v1.l, v1.l\nv_min_f16_e32 v0.l, v0.l, v1.h\n", false},
		{"whole VGPR", "v_sqrt_f16_e32 v1.h, v2.l\nv_add_f32_e32 v0, v1, v3\n", true},
		{"half of a whole write", "v_sqrt_f32_e32 v1, v2\nv_add_f16_e32 v0.l, v1.h, v3.l\n", true},
		{"fake16 write", "v_sqrt_f16_e32 v1, v2\nv_add_f16_e32 v0.l, v1.h, v3.l\n", true},
	} {
		tm := timed(t, "gfx1100", 32, c.asm, nil)
		got := hazardRules(tm)
		if want := c.hazard; (len(got) == 1 && got[0] == rule) != want || len(got) > 1 {
			t.Errorf("%s: hazards %q, want the TRANS use hazard: %v", c.name, got, want)
		}
	}
}
