package timing

import "testing"

// A true16 half write is a write of the whole VGPR for dependencies: a
// reader of either half waits for it, and the half write itself reads the
// register (the half it keeps). On gfx1100 wave32 a VALU issued at cycle 0
// is ready at 5, so a dependent VALU at cycle 1 waits 4 cycles of va_vdst;
// an independent one waits none.
func TestTrue16HalfDependencies(t *testing.T) {
	for _, c := range []struct {
		name, asm string
		stall     int64
	}{
		{"other half read", "v_mov_b16_e32 v1.h, v0.l\nv_add_f16_e32 v2.l, v1.l, v3.l\n", 4},
		{"same half read", "v_mov_b16_e32 v1.h, v0.l\nv_add_f16_e32 v2.l, v1.h, v3.l\n", 4},
		{"half write after a full write", "v_mov_b32_e32 v1, 0\nv_mov_b16_e32 v1.h, v0.l\n", 4},
		{"independent", "v_mov_b16_e32 v1.h, v0.l\nv_add_f16_e32 v2.l, v4.l, v3.l\n", 0},
	} {
		tm := timed(t, "gfx1100", 32, c.asm, nil)
		if got := tm.Insts[1].Stall[CauseVaVdst]; got != c.stall {
			t.Errorf("%s: the second instruction waits %d cycles of va_vdst, want %d", c.name, got, c.stall)
		}
	}
}
