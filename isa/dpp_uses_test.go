package isa

import (
	"fmt"
	"testing"
)

// A DPP16 instruction that may leave active lanes of its VGPR destination
// unwritten reads it: without bound_ctrl (a lane whose source is out of
// range or inactive keeps its value), or with a row or bank masked off.
// With bound_ctrl and every row and bank on, and with dpp8, every active
// lane is written; a compare's lane mask is written whole.
func TestDPPUses(t *testing.T) {
	for _, c := range []struct{ line, uses string }{
		{"v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf", "[v0 v1 exec_lo]"},
		{"v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", "[v1 exec_lo]"},
		{"v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0x5 bank_mask:0xf bound_ctrl:1", "[v0 v1 exec_lo]"},
		{"v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0x7 bound_ctrl:1", "[v0 v1 exec_lo]"},
		{"v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]", "[v1 exec_lo]"},
		{"v_add_f32_e64_dpp v0, v1, s2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", "[v0 v1 s2 exec_lo]"},
		{"v_add_f32_e64_dpp v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1", "[v1 v2 exec_lo]"},
		{"v_cmp_eq_u32_e64_dpp s4, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", "[v1 v2 exec_lo]"},
		{"v_add_f32_e64 v0, v1, v2", "[v1 v2 exec_lo]"},
	} {
		p, err := Parse("t.s", []byte(c.line+"\n"), ParseOptions{Arch: MustArch("gfx1150"), Wave: 32})
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(p.Insts[0].Uses(32)); got != c.uses {
			t.Errorf("%s: Uses %s, want %s", c.line, got, c.uses)
		}
	}
}
