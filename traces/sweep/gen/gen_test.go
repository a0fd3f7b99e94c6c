package main

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
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

func TestCodeOfIgnoresComments(t *testing.T) {
	a := "; header\n;! {\"grid\": [64, 1, 1]}\ndefine amdgpu_kernel void @k() {\n  ret void ; done\n}\n"
	b := "define amdgpu_kernel void @k() {\n  ret void ; done\n}\n"
	if string(codeOf([]byte(a))) != b {
		t.Errorf("codeOf kept a comment line:\n%s", codeOf([]byte(a)))
	}
	if c := "define amdgpu_kernel void @k() {\n  ret void ; other\n}\n"; string(codeOf([]byte(c))) == b {
		t.Error("codeOf dropped a code line's trailing comment, so a code change would reuse a stale result")
	}
}

// A round trip on a tiny program: identical when llvm-mc is installed,
// refused with wavesim's reason when the text is not an instruction it
// reads.
func TestRoundTrip(t *testing.T) {
	llvmtool.Require(t, "llvm-mc", 16)
	gfx1030 := Targets[4]
	ok := roundTrip(outcome{job: job{"a.ll", "", 16, gfx1030, "O2", true},
		asm: "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\tv_add_f32_e32 v0, v1, v2\n\ts_endpgm\n"})
	if ok.reason != "" || ok.insts != 2 {
		t.Errorf("round trip of two instructions: insts %d, reason %q", ok.insts, ok.reason)
	}
	bad := roundTrip(outcome{job: job{"a.ll", "", 16, gfx1030, "O2", true},
		asm: "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\tv_add_f32_e32 v0, v1\n\ts_endpgm\n"})
	if !strings.HasPrefix(bad.reason, "wavesim refused: a-llvm16-gfx1030-O2.s:2:") {
		t.Errorf("bad operand count: reason %q", bad.reason)
	}
	// A line llc writes and its own llvm-mc rejects: rejected alike in
	// wavesim's print, recorded, and the rest compared.
	lane := roundTrip(outcome{job: job{"a.ll", "", 16, Targets[0], "O2", true},
		asm: "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\tv_writelane_b32 v8, s2, m0\n\ts_endpgm\n"})
	if lane.reason != "" || lane.insts != 1 || len(lane.rejected) != 1 || !strings.Contains(lane.rejected[0], "v_writelane_b32 v8, s2, m0") {
		t.Errorf("a line llvm-mc rejects: reason %q, insts %d, rejected %q", lane.reason, lane.insts, lane.rejected)
	}
	text := roundTripText([]rtResult{ok, bad, lane})
	for _, l := range []string{"outputs\t3\n", "identical\t2\n", "not identical\t1\n", "a.ll\tllc-16\tgfx1030\tO2\twavesim refused: ",
		"# llvm-mc rejects 1 lines of llc's own output", "#   a.ll llc-16 gfx900 O2: invalid operand"} {
		if !strings.Contains(text, l) {
			t.Errorf("roundtrip.txt lacks %q:\n%s", l, text)
		}
	}
}

// The recorded round trip of the whole sweep found every llc output
// identical after wavesim print (make sweep fails otherwise, and
// make sweep-check keeps the record current).
func TestRoundTripRecord(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "roundtrip.txt"))
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	var bad []string
	for _, l := range strings.Split(string(raw), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) == 2 {
			n, err := strconv.Atoi(f[1])
			if err != nil {
				t.Fatalf("bad count line %q", l)
			}
			counts[f[0]] = n
			continue
		}
		bad = append(bad, l)
	}
	if counts["outputs"] == 0 || counts["instructions"] == 0 {
		t.Fatalf("roundtrip.txt records no outputs: %v", counts)
	}
	if counts["not identical"] != 0 || len(bad) != 0 || counts["identical"] != counts["outputs"] {
		t.Errorf("%d of %d sweep outputs do not round-trip:\n%s", counts["not identical"], counts["outputs"], strings.Join(bad, "\n"))
	}
}

// A crash is recorded without its signal, which varies from run to run.
func TestStableEnd(t *testing.T) {
	for _, s := range []string{"signal: bus error", "signal: segmentation fault"} {
		if got := stableEnd(s); got != "crashed (killed by a signal)" {
			t.Errorf("stableEnd(%q) = %q", s, got)
		}
	}
	if got := stableEnd("exit status 1"); got != "exit status 1" {
		t.Errorf("stableEnd(exit status 1) = %q", got)
	}
}
