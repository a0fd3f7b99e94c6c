package isa

import (
	"slices"
	"testing"
)

// Every scalar compare of a 32-bit or 64-bit integer has a VALU twin on
// every target, the same condition and the negated one; the others have
// none.
func TestVCmpFor(t *testing.T) {
	cases := []struct{ sopc, same, negated string }{
		{"s_cmp_eq_i32", "v_cmp_eq_i32", "v_cmp_ne_i32"},
		{"s_cmp_lg_i32", "v_cmp_ne_i32", "v_cmp_eq_i32"},
		{"s_cmp_gt_i32", "v_cmp_gt_i32", "v_cmp_le_i32"},
		{"s_cmp_ge_i32", "v_cmp_ge_i32", "v_cmp_lt_i32"},
		{"s_cmp_lt_i32", "v_cmp_lt_i32", "v_cmp_ge_i32"},
		{"s_cmp_le_i32", "v_cmp_le_i32", "v_cmp_gt_i32"},
		{"s_cmp_eq_u32", "v_cmp_eq_u32", "v_cmp_ne_u32"},
		{"s_cmp_lg_u32", "v_cmp_ne_u32", "v_cmp_eq_u32"},
		{"s_cmp_gt_u32", "v_cmp_gt_u32", "v_cmp_le_u32"},
		{"s_cmp_ge_u32", "v_cmp_ge_u32", "v_cmp_lt_u32"},
		{"s_cmp_lt_u32", "v_cmp_lt_u32", "v_cmp_ge_u32"},
		{"s_cmp_le_u32", "v_cmp_le_u32", "v_cmp_gt_u32"},
		{"s_cmp_eq_u64", "v_cmp_eq_u64", "v_cmp_ne_u64"},
		{"s_cmp_lg_u64", "v_cmp_ne_u64", "v_cmp_eq_u64"},
		{"s_cmpk_eq_u32", "", ""},
		{"s_bitcmp1_b32", "", ""},
		{"s_and_b32", "", ""},
	}
	for _, arch := range []string{"gfx900", "gfx1010", "gfx1030", "gfx1100"} {
		a := MustArch(arch)
		for _, c := range cases {
			op, _ := Lookup(c.sopc, a)
			if op == nil {
				t.Fatalf("%s: no %s", arch, c.sopc)
			}
			for k, want := range []string{c.same, c.negated} {
				got := ""
				if v := op.VCmpFor(a, k == 1); v != nil {
					got = v.Name
				}
				if got != want {
					t.Errorf("%s: %s negate=%v: %q, want %q", arch, c.sopc, k == 1, got, want)
				}
			}
		}
	}
}

// The rows LLVM's hasUnwantedEffectsWhenEXECEmpty names, and rows that may
// run with exec = 0.
func TestUnwantedWhenExecEmpty(t *testing.T) {
	a := MustArch("gfx1030")
	for name, want := range map[string]bool{
		"s_sendmsg": true, "s_trap": true, "s_sethalt": true, "s_setreg_b32": true, "s_round_mode": true,
		"s_denorm_mode": true, "v_readfirstlane_b32": true, "v_readlane_b32": true, "v_writelane_b32": true,
		"ds_gws_init": true, "ds_gws_barrier": true, "ds_ordered_count": true, "s_endpgm": true,
		"s_swappc_b64": true, "s_setpc_b64": true,
		"v_add_nc_u32": false, "s_mov_b32": false, "global_store_dword": false, "ds_write_b32": false,
		"s_load_dword": false, "s_waitcnt": false, "v_cmp_lt_i32": false, "s_nop": false,
	} {
		op, _ := Lookup(name, a)
		if op == nil {
			t.Fatalf("no %s", name)
		}
		if got := op.UnwantedWhenExecEmpty(); got != want {
			t.Errorf("%s: %v, want %v", name, got, want)
		}
	}
}

// The rows that send a message are exactly those with a message operand:
// s_sendmsg everywhere, s_sendmsg_rtn_b32/b64 on GFX11.
func TestSendsMessage(t *testing.T) {
	var got []string
	for _, op := range Ops() {
		if op.SendsMessage() {
			got = append(got, op.Name)
		}
	}
	slices.Sort(got)
	if want := []string{"s_sendmsg", "s_sendmsg_rtn_b32", "s_sendmsg_rtn_b64"}; !slices.Equal(got, want) {
		t.Errorf("rows that send a message: %v, want %v", got, want)
	}
}
