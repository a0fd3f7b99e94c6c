package isa

import (
	"slices"
	"strings"
	"testing"
)

// Every scalar compare of a 32-bit or 64-bit integer (s_cmp, s_cmpk,
// s_bitcmp) has a VALU twin on every target, the same condition and the
// negated one; the others have none.
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
		{"s_cmpk_eq_i32", "v_cmp_eq_i32", "v_cmp_ne_i32"},
		{"s_cmpk_lg_i32", "v_cmp_ne_i32", "v_cmp_eq_i32"},
		{"s_cmpk_gt_i32", "v_cmp_gt_i32", "v_cmp_le_i32"},
		{"s_cmpk_ge_i32", "v_cmp_ge_i32", "v_cmp_lt_i32"},
		{"s_cmpk_lt_i32", "v_cmp_lt_i32", "v_cmp_ge_i32"},
		{"s_cmpk_le_i32", "v_cmp_le_i32", "v_cmp_gt_i32"},
		{"s_cmpk_eq_u32", "v_cmp_eq_u32", "v_cmp_ne_u32"},
		{"s_cmpk_lg_u32", "v_cmp_ne_u32", "v_cmp_eq_u32"},
		{"s_cmpk_gt_u32", "v_cmp_gt_u32", "v_cmp_le_u32"},
		{"s_cmpk_ge_u32", "v_cmp_ge_u32", "v_cmp_lt_u32"},
		{"s_cmpk_lt_u32", "v_cmp_lt_u32", "v_cmp_ge_u32"},
		{"s_cmpk_le_u32", "v_cmp_le_u32", "v_cmp_gt_u32"},
		// A bit test compares the isolated bit with 0: set (ne) for
		// s_bitcmp1, clear (eq) for s_bitcmp0.
		{"s_bitcmp1_b32", "v_cmp_ne_u32", "v_cmp_eq_u32"},
		{"s_bitcmp0_b32", "v_cmp_eq_u32", "v_cmp_ne_u32"},
		{"s_bitcmp1_b64", "v_cmp_ne_u32", "v_cmp_eq_u32"},
		{"s_bitcmp0_b64", "v_cmp_eq_u32", "v_cmp_ne_u32"},
		{"s_and_b32", "", ""},
		{"s_cselect_b32", "", ""},
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

// Every row that writes scc from its operands alone and has no VTwin is
// one uniform-to-exec cannot take: the list is what has none, so a new
// compare row without its twin fails here.
func TestVTwinRows(t *testing.T) {
	var got []string
	for _, op := range Ops() {
		if op.VTwin == nil && (op.Format == SOPC || op.Format == SOPK) && len(op.Imp) > 0 && op.Imp[0].Reg == RegSCC && op.Imp[0].Write && !slices.ContainsFunc(op.Args, func(s Spec) bool { return s.Def }) {
			got = append(got, op.Name)
		}
	}
	slices.Sort(got)
	if len(got) != 0 {
		t.Errorf("scalar compares without a VALU twin: %v", got)
	}
	// The float compares (gfx1150): the complement is the unordered
	// negation, which holds for NaN as the cleared scc does.
	a := MustArch("gfx1150")
	for _, c := range []struct{ s, same, negated string }{
		{"s_cmp_lt_f32", "v_cmp_lt_f32", "v_cmp_nlt_f32"},
		{"s_cmp_o_f16", "v_cmp_o_f16", "v_cmp_u_f16"},
		{"s_cmp_nge_f32", "v_cmp_nge_f32", "v_cmp_ge_f32"},
	} {
		op, _ := Lookup(c.s, a)
		if op == nil {
			t.Fatalf("no %s on gfx1150", c.s)
		}
		for k, want := range []string{c.same, c.negated} {
			if v := op.VCmpFor(a, k == 1); v == nil || v.Name != want {
				t.Errorf("%s negate=%v: %v, want %s", c.s, k == 1, v, want)
			}
		}
	}
}

// The twin's operands, hand-checked: s_cmpk's 16-bit immediate
// sign-extended for i32 and zero-extended for u32, s_bitcmp's bit
// isolated by an s_and_b32 into the temporary (the high half for bits
// 32-63), and what has no twin says why.
func TestCmpTwinOperands(t *testing.T) {
	tmp := SGPR(20, 1)
	for _, c := range []struct {
		arch, src string
		negate    bool
		pre, vcmp string // "" pre: none; "" vcmp: no twin, why holds reason
		why       string
	}{
		{"gfx1030", "s_cmpk_lt_i32 s3, 0xc8", false, "", "v_cmp_lt_i32_e64 vcc_lo, s3, 0xc8", ""},
		{"gfx1030", "s_cmpk_gt_i32 s3, 0xffff", true, "", "v_cmp_le_i32_e64 vcc_lo, s3, -1", ""},
		{"gfx1030", "s_cmpk_gt_i32 s3, 0x8000", false, "", "v_cmp_gt_i32_e64 vcc_lo, s3, 0xffff8000", ""},
		{"gfx1030", "s_cmpk_lt_u32 s3, 0xffff", false, "", "v_cmp_lt_u32_e64 vcc_lo, s3, 0xffff", ""},
		{"gfx1030", "s_cmpk_eq_u32 s3, 0x8000", true, "", "v_cmp_ne_u32_e64 vcc_lo, s3, 0x8000", ""},
		{"gfx1030", "s_cmp_lt_i32 0x41, s3", false, "", "v_cmp_lt_i32_e64 vcc_lo, 0x41, s3", ""},
		{"gfx1030", "s_bitcmp1_b32 s3, 3", false, "s_and_b32 s20, s3, 8", "v_cmp_ne_u32_e64 vcc_lo, s20, 0", ""},
		{"gfx1030", "s_bitcmp0_b32 s3, 35", false, "s_and_b32 s20, s3, 8", "v_cmp_eq_u32_e64 vcc_lo, s20, 0", ""},
		{"gfx1030", "s_bitcmp0_b32 s3, 31", true, "s_and_b32 s20, s3, 0x80000000", "v_cmp_ne_u32_e64 vcc_lo, s20, 0", ""},
		{"gfx1030", "s_bitcmp1_b64 s[2:3], 33", false, "s_and_b32 s20, s3, 2", "v_cmp_ne_u32_e64 vcc_lo, s20, 0", ""},
		{"gfx1030", "s_bitcmp1_b64 s[2:3], 6", true, "s_and_b32 s20, s2, 64", "v_cmp_eq_u32_e64 vcc_lo, s20, 0", ""},
		{"gfx1030", "s_bitcmp1_b32 s3, s4", false, "", "", "bit index that is no integer constant"},
		{"gfx900", "s_bitcmp1_b32 s3, 7", false, "s_and_b32 s20, s3, 0x80", "v_cmp_ne_u32_e64 vcc, s20, 0", ""},
	} {
		a := MustArch(c.arch)
		wave := a.WaveSizes[0]
		p, err := Parse("t.s", []byte(c.src+"\n"), ParseOptions{Arch: a, Wave: wave})
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		in := p.Insts[0]
		tw, why := in.Op.VTwin.Twin(in, a, c.negate, tmp)
		if c.vcmp == "" {
			if tw != nil || !strings.Contains(why, c.why) {
				t.Errorf("%s: twin %v, reason %q; want none, %q", c.src, tw, why, c.why)
			}
			continue
		}
		if tw == nil {
			t.Fatalf("%s: no twin: %s", c.src, why)
		}
		pre := ""
		if tw.Pre != nil {
			pre = FormatInst(tw.Pre, a)
		}
		v := &Inst{Op: tw.Op, Enc: EncE64, Args: []Operand{R(VCCFor(wave)), tw.Src[0], tw.Src[1]}}
		if got := FormatInst(v, a); pre != c.pre || got != c.vcmp {
			t.Errorf("%s negate=%v: %q + %q, want %q + %q", c.src, c.negate, pre, got, c.pre, c.vcmp)
		}
	}
}
