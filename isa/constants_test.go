package isa

import (
	"fmt"
	"testing"
)

// Constants gives each value immediate as the ALU reads it, and no field
// that is not a value. The bits are checked by hand: 0xc8 is 200; a SOPK
// signed 0xffff is -1 and an unsigned one 65535; f16 2.0 is 0x4000; f64
// 0.5 is 0x3fe0000000000000; f32 -4.0 is 0xc0800000.
func TestInstConstants(t *testing.T) {
	cases := []struct {
		arch, src string
		want      string // "type:bits" per constant, or "" for none
	}{
		{"gfx1030", "s_mov_b32 s0, 42", "[{1 false 1 0x2a false}]"},
		{"gfx1030", "s_cmpk_lt_i32 s3, 0xc8", "[{1 false 3 0xc8 false}]"},
		{"gfx1030", "s_movk_i32 s0, 0xffff", "[{1 false 3 0xffffffff false}]"},
		{"gfx1030", "s_cmpk_eq_u32 s0, 0xffff", "[{1 false 2 0xffff false}]"},
		{"gfx1030", "v_cmp_eq_u64_e32 vcc_lo, 42, v[1:2]", "[{1 false 9 0x2a false}]"},
		{"gfx1030", "v_cmp_eq_u32_e32 vcc_lo, 0x44004400, v1", "[{1 false 2 0x44004400 false}]"},
		{"gfx1030", "v_pk_add_f16 v1, v1, 2.0 op_sel_hi:[1,0]", "[{2 false 16 0x4000 true}]"},
		{"gfx1030", "v_add_f64 v[0:1], 0.5, v[2:3]", "[{1 false 11 0x3fe0000000000000 true}]"},
		{"gfx1030", "v_mul_f32_e32 v0, -4.0, v1", "[{1 false 4 0xc0800000 true}]"},
		{"gfx1030", "v_cndmask_b32_e64 v1, 0, 1, vcc_lo", "[{1 false 1 0x0 false} {2 false 1 0x1 false}]"},
		{"gfx1030", "v_fmaak_f32 v0, v1, v2, 0x41200000", "[{3 false 4 0x41200000 false}]"},
		// Fields that are no value.
		{"gfx1030", "s_waitcnt vmcnt(0)", "[]"},
		{"gfx1030", "global_load_dword v1, v0, s[2:3] offset:16", "[]"},
		{"gfx1030", "s_load_dwordx4 s[0:3], s[6:7], 0x10", "[]"},
		{"gfx1030", "s_nop 3", "[]"},
		{"gfx1030", "v_lshlrev_b32_e32 v0, 2, v0", "[{1 false 2 0x2 false}]"},
	}
	for _, c := range cases {
		p, err := Parse("t.s", []byte(c.src+"\n"), ParseOptions{Arch: MustArch(c.arch)})
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		var got []string
		for _, k := range p.Insts[0].Constants() {
			got = append(got, fmt.Sprintf("{%d %v %d %#x %v}", k.Slot, k.Dual, k.Type, k.Bits, k.Float))
		}
		if s := fmt.Sprint(got); s != c.want {
			t.Errorf("%s: Constants = %s, want %s", c.src, s, c.want)
		}
	}
}
