package main

import (
	"errors"
	"strings"
	"testing"
)

func TestMnemonics(t *testing.T) {
	asm := strings.Join([]string{
		"\t.text",
		"\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"",
		"\t.globl\tk                               ; -- Begin function k",
		"k:                                      ; @k",
		"; %bb.0:                                ; %entry",
		"\ts_load_b64 s[0:1], s[0:1], 0x0",
		"\tv_dual_mov_b32 v0, v1 :: v_dual_add_f32 v2, v3, v4",
		"\tv_add_f32_e32 v0, v1, v2   ; comment",
		".LBB0_1:                                ; =>This Inner Loop Header: Depth=1",
		"\ts_cbranch_execnz .LBB0_1",
		"\t; divergent unreachable",
		"\ts_endpgm",
		"\t.section\t.rodata,\"a\",@progbits",
		"\t.amdhsa_kernel k",
		"\t\t.amdhsa_next_free_vgpr 5",
		"\t\tnot_an_instruction 1",
		"\t.end_amdhsa_kernel",
		"s_nop 0",
		"\t.amdgpu_metadata",
		"---",
		"amdhsa.kernels:",
		"  - .args:",
		"      - address_space:  global",
		"    language: OpenCL C",
		"\t.end_amdgpu_metadata",
		"\tv_nop",
		"\tV_BAD",
	}, "\n")
	got := strings.Join(Mnemonics(asm), " ")
	want := "s_load_b64 v_dual_mov_b32 v_dual_add_f32 v_add_f32_e32 s_cbranch_execnz s_endpgm v_nop"
	if got != want {
		t.Errorf("Mnemonics = %q\nwant        %q", got, want)
	}
}

func TestFailureLine(t *testing.T) {
	for _, c := range []struct{ stderr, want string }{
		{"llc-14: error: llc-14: packed.ll:116:55: error: expected number in address space\n", "packed.ll:116:55: error: expected number in address space"},
		{"LLVM ERROR: Cannot select: 0x55d178e2b360: f32 = fminimum # D:1 0x55d178debba0, 0x55d178debac0\n  0x55: more\n",
			"LLVM ERROR: Cannot select: 0x?: f32 = fminimum 0x?, 0x?"},
		{"warning: something\nllc: error: 'x.ll': input module cannot be verified\n", "'x.ll': input module cannot be verified"},
		{"Stack dump:\n", "boom"},
	} {
		if got := failureLine(c.stderr, errors.New("boom")); got != c.want {
			t.Errorf("failureLine(%q) = %q, want %q", c.stderr, got, c.want)
		}
	}
	long := "LLVM ERROR: " + strings.Repeat("x", 300)
	if got := failureLine(long, nil); len(got) != maxFailureLen+3 || !strings.HasSuffix(got, "...") {
		t.Errorf("long message not cut: %d bytes", len(got))
	}
}

func TestInventoryText(t *testing.T) {
	gfx900, w64 := Targets[0], Targets[5]
	outs := []outcome{
		{job: job{"a.ll", "", 14, gfx900, "O2", true}, asm: "\tv_mov_b32 v0, 0\n\ts_endpgm\n"},
		{job: job{"a.ll", "", 19, w64, "O0", true}, asm: "\ts_endpgm\n"},
		{job: job{"b.ll", "", 16, w64, "O2", true}, err: "LLVM ERROR: Cannot select: x"},
	}
	inv := buildInventory(outs)
	mn := inv.mnemonicsText(2)
	for _, l := range []string{"s_endpgm\tgfx900,gfx1030-w64\t14,19\n", "v_mov_b32\tgfx900\t14\n", "# 2 distinct mnemonics."} {
		if !strings.Contains(mn, l) {
			t.Errorf("inventory lacks %q:\n%s", l, mn)
		}
	}
	fl := inv.failuresText(len(outs))
	if !strings.Contains(fl, "b.ll\tllc-16\tgfx1030-w64\t-O2\tLLVM ERROR: Cannot select: x\n") || !strings.Contains(fl, "failed: 1 of 3") {
		t.Errorf("failures:\n%s", fl)
	}
}
