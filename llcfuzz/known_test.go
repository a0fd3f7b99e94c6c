package llcfuzz

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wavesim/wavesim/bench"
)

// checkRewrite checks that rewrite makes want of in, rewriting n places.
func checkRewrite(t *testing.T, name string, rewrite func([]byte) ([]byte, int), in, want string, n int) {
	t.Helper()
	if got, k := rewrite([]byte(in)); string(got) != want || k != n {
		t.Errorf("%s: %d rewritten, got\n%s\nwant %d and\n%s", name, k, got, n, want)
	}
}

// Each saturating conversion of a plain operand takes it through an
// empty asm copy; a constant operand is left alone.
func TestOpaqueSatConversions(t *testing.T) {
	in := "  %s = call i32 @llvm.fptosi.sat.i32.f64(double %d)\n" +
		"  %u = call i64 @llvm.fptoui.sat.i64.f16(half %h.1)\n" +
		"  %c = call i32 @llvm.fptosi.sat.i32.f32(float 1.0)\n"
	want := "  %opaque.sat.0 = call double asm sideeffect \"\", \"=v,0\"(double %d)\n" +
		"  %s = call i32 @llvm.fptosi.sat.i32.f64(double %opaque.sat.0)\n" +
		"  %opaque.sat.1 = call half asm sideeffect \"\", \"=v,0\"(half %h.1)\n" +
		"  %u = call i64 @llvm.fptoui.sat.i64.f16(half %opaque.sat.1)\n" +
		"  %c = call i32 @llvm.fptosi.sat.i32.f32(float 1.0)\n"
	checkRewrite(t, "OpaqueSatConversions", OpaqueSatConversions, in, want, 2)
}

func TestOpaqueZeroAdds(t *testing.T) {
	in := "  %a = fadd half %x, 0xH0000\n" +
		"  %b = fadd nnan float %y.1, 0.000000e+00\n" +
		"  %c = fadd double %z, 1.000000e+00\n" +
		"  %d = fsub float 0.000000e+00, %y\n" +
		"  %e = fadd float %w, 0x0000000000000000\n" +
		"  %f = fadd double %w, 0x8000000000000000\n"
	want := "  %opaque.zero.0 = call half asm sideeffect \"\", \"=v,0\"(half 0xH0000)\n" +
		"  %a = fadd half %x, %opaque.zero.0\n" +
		"  %opaque.zero.1 = call float asm sideeffect \"\", \"=v,0\"(float 0.000000e+00)\n" +
		"  %b = fadd nnan float %y.1, %opaque.zero.1\n" +
		"  %c = fadd double %z, 1.000000e+00\n" +
		"  %d = fsub float 0.000000e+00, %y\n" +
		"  %opaque.zero.2 = call float asm sideeffect \"\", \"=v,0\"(float 0x0000000000000000)\n" +
		"  %e = fadd float %w, %opaque.zero.2\n" +
		"  %f = fadd double %w, 0x8000000000000000\n"
	checkRewrite(t, "OpaqueZeroAdds", OpaqueZeroAdds, in, want, 3)
}

// Only unsigned i32 and i64 divisions and remainders with plain operands
// are rewritten, each operand through its own empty asm copy.
func TestOpaqueDivisions(t *testing.T) {
	in := "  %a = udiv i32 %x, %y\n" +
		"  %b = urem i64 -3350, %t.1\n" +
		"  %c = sdiv i32 %x, %y\n" +
		"  %d = udiv i16 %p, %q\n" +
		"  %e = udiv exact i32 7, %y\n"
	want := "  %opaque.0.0 = call i32 asm sideeffect \"\", \"=v,0\"(i32 %x)\n" +
		"  %opaque.0.1 = call i32 asm sideeffect \"\", \"=v,0\"(i32 %y)\n" +
		"  %a = udiv i32 %opaque.0.0, %opaque.0.1\n" +
		"  %opaque.1.0 = call i64 asm sideeffect \"\", \"=v,0\"(i64 -3350)\n" +
		"  %opaque.1.1 = call i64 asm sideeffect \"\", \"=v,0\"(i64 %t.1)\n" +
		"  %b = urem i64 %opaque.1.0, %opaque.1.1\n" +
		"  %c = sdiv i32 %x, %y\n" +
		"  %d = udiv i16 %p, %q\n" +
		"  %opaque.2.0 = call i32 asm sideeffect \"\", \"=v,0\"(i32 7)\n" +
		"  %opaque.2.1 = call i32 asm sideeffect \"\", \"=v,0\"(i32 %y)\n" +
		"  %e = udiv exact i32 %opaque.2.0, %opaque.2.1\n"
	checkRewrite(t, "OpaqueDivisions", OpaqueDivisions, in, want, 3)
}

func TestOpaqueNegZeroSelects(t *testing.T) {
	in := "  %a = select i1 %c, half 0xH8000, half %x\n" +
		"  %b = select nnan i1 %c, float %y, float -0.000000e+00\n" +
		"  %d = select i1 %c, double %y, double %z\n" +
		"  %e = select i1 %c, float 0.000000e+00, float %y\n"
	want := "  %opaque.nz.0.0 = call half asm sideeffect \"\", \"=v,0\"(half 0xH8000)\n" +
		"  %a = select i1 %c, half %opaque.nz.0.0, half %x\n" +
		"  %opaque.nz.1.1 = call float asm sideeffect \"\", \"=v,0\"(float -0.000000e+00)\n" +
		"  %b = select nnan i1 %c, float %y, float %opaque.nz.1.1\n" +
		"  %d = select i1 %c, double %y, double %z\n" +
		"  %e = select i1 %c, float 0.000000e+00, float %y\n"
	checkRewrite(t, "OpaqueNegZeroSelects", OpaqueNegZeroSelects, in, want, 2)
}

func TestOpaqueOrs(t *testing.T) {
	in := "  %a = or i32 %x, %t.1\n" +
		"  %b = or disjoint i64 -1, %y\n" +
		"  %c = xor i32 %x, -1\n" +
		"  %d = or <2 x i32> %p, %q\n" +
		"  %e = or i1 %p, true\n"
	want := "  %opaque.or.0.0 = call i32 asm sideeffect \"\", \"=v,0\"(i32 %x)\n" +
		"  %opaque.or.0.1 = call i32 asm sideeffect \"\", \"=v,0\"(i32 %t.1)\n" +
		"  %a = or i32 %opaque.or.0.0, %opaque.or.0.1\n" +
		"  %opaque.or.1.0 = call i64 asm sideeffect \"\", \"=v,0\"(i64 -1)\n" +
		"  %opaque.or.1.1 = call i64 asm sideeffect \"\", \"=v,0\"(i64 %y)\n" +
		"  %b = or disjoint i64 %opaque.or.1.0, %opaque.or.1.1\n" +
		"  %c = xor i32 %x, -1\n" +
		"  %d = or <2 x i32> %p, %q\n" +
		"  %opaque.or.2.0.z = zext i1 %p to i32\n" +
		"  %opaque.or.2.0 = call i32 asm sideeffect \"\", \"=v,0\"(i32 %opaque.or.2.0.z)\n" +
		"  %opaque.or.2.1.z = zext i1 true to i32\n" +
		"  %opaque.or.2.1 = call i32 asm sideeffect \"\", \"=v,0\"(i32 %opaque.or.2.1.z)\n" +
		"  %opaque.or.2.w = or i32 %opaque.or.2.0, %opaque.or.2.1\n" +
		"  %e = trunc i32 %opaque.or.2.w to i1\n"
	checkRewrite(t, "OpaqueOrs", OpaqueOrs, in, want, 3)
}

// A sign-bit difference is one float format's sign bit alone (a zero of
// the other sign, or a value whose sign came from one) in every
// differing element, and at least one element.
func TestSignBitOnly(t *testing.T) {
	good := map[string][]uint64{"out": {0, 1, 0x8000, 0, 0, 0x75d1}}
	for _, tc := range []struct {
		name string
		bad  []uint64
		want bool
	}{
		{"f16 f32 f64 zeros", []uint64{0x8000, 1, 0, 1 << 31, 1 << 63, 0x75d1}, true},
		{"one f32", []uint64{0, 1, 0x8000, 0x80000000, 0, 0x75d1}, true},
		{"f16 value", []uint64{0, 1, 0x8000, 0, 0, 0xf5d1}, true},
		{"same", []uint64{0, 1, 0x8000, 0, 0, 0x75d1}, false},
		{"a nonzero too", []uint64{0x8000, 2, 0x8000, 0, 0, 0x75d1}, false},
		{"sign and more", []uint64{0, 1, 0x8000, 0, 0, 0xf5d0}, false},
		{"-1", []uint64{0, 1, 0x8000, 0xffffffff, 0, 0x75d1}, false},
		{"length", []uint64{0, 1}, false},
	} {
		ok, _ := signBitOnly(context.Background(), nil, &Trial{GoodOut: good, BadOut: map[string][]uint64{"out": tc.bad}})
		if ok != tc.want {
			t.Errorf("%s: signBitOnly = %v, want %v", tc.name, ok, tc.want)
		}
	}
}

// The llc-16 -O0 pattern is a reload above the exec restore of its own
// block; one inside a whole-wave region (the SGPR spill VGPR, reloaded
// with exec all ones, as llc-19 -O0 does), after the restore or in an
// earlier block is not.
func TestReloadBeforeRestore(t *testing.T) {
	const reload = "\tbuffer_load_dword v0, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload\n"
	const restore = "\ts_or_b32 exec_lo, exec_lo, s4\n"
	w32, _ := LookupTarget("gfx1030")
	w64, _ := LookupTarget("gfx1030-w64")
	for _, tc := range []struct {
		name, asm string
		target    Target
		want      bool
	}{
		{"llc-16 -O0", ".LBB0_9:                                ; %if2.end\n" + reload + "\ts_waitcnt vmcnt(0)\n" + restore, w32, true},
		{"wave64", "; %bb.3:\n" + "\tscratch_load_dword v1, off, s33 ; 4-byte Folded Reload\n" + "\ts_or_b64 exec, exec, s[4:5]\n", w64, true},
		{"whole wave", ".LBB0_9:\n\ts_or_saveexec_b32 s31, -1\n" + reload + "\ts_mov_b32 exec_lo, s31\n\tv_readlane_b32 s4, v1, 25\n" + restore + reload, w32, false},
		{"after", ".LBB0_9:\n" + restore + reload, w32, false},
		{"earlier block", ".LBB0_8:\n" + reload + ".LBB0_9:\n" + restore, w32, false},
		{"a fallen-into block", reload + "\ts_cbranch_execz .LBB0_9\n; %bb.1:\n" + restore + ".LBB0_9:\n", w32, false},
		{"a spill", ".LBB0_9:\n\tbuffer_store_dword v0, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill\n" + restore, w32, false},
		{"a load", ".LBB0_9:\n\tbuffer_load_dword v0, off, s[0:3], 0 offset:76\n" + restore, w32, false},
		{"an and", ".LBB0_9:\n" + reload + "\ts_and_b32 exec_lo, exec_lo, s4\n", w32, false},
		{"into exec from vcc", ".LBB0_9:\n" + reload + "\ts_or_b32 exec_lo, exec_lo, vcc_lo\n", w32, false},
		{"no assembly", "", w32, false},
		{"not assembly", "define void @k() {\n", w32, false},
	} {
		f := filepath.Join(t.TempDir(), "bad.s")
		if err := os.WriteFile(f, []byte(tc.asm), 0o644); err != nil {
			t.Fatal(err)
		}
		ok, why := reloadBeforeRestore(context.Background(), nil, &Trial{BadAsm: f, Bad: Config{LLC: 16, Target: tc.target}})
		if ok != tc.want {
			t.Errorf("%s: reloadBeforeRestore = %v (%s), want %v", tc.name, ok, why, tc.want)
		}
	}
}

// The fma-mix fingerprint is an f16 v_fma_mix whose addend (the third
// source) is the constant 0.
func TestFmaMixZeroAddend(t *testing.T) {
	gfx1030, _ := LookupTarget("gfx1030")
	for _, tc := range []struct {
		asm  string
		want bool
	}{
		{"v_fma_mixlo_f16 v0, v1, v2, 0", true},
		{"v_fma_mixhi_f16 v0, v1, s2, 0 op_sel_hi:[1,1,0]", true},
		{"v_fma_mix_f32 v0, v1, v2, 0", false},
		{"v_fma_mixlo_f16 v0, v1, 0, v2", false},
		{"v_fma_mixlo_f16 v0, v1, v2, v3", false},
		{"v_fma_mixlo_f16 v0, v1, v2, 1.0", false},
		{"v_fma_f16 v0, v1, v2, 0", false},
	} {
		f := filepath.Join(t.TempDir(), "bad.s")
		if err := os.WriteFile(f, []byte("\t"+tc.asm+" ; comment\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		ok, why := fmaMixZeroAddend(context.Background(), nil, &Trial{BadAsm: f, Bad: Config{LLC: 19, Opt: 2, Target: gfx1030}})
		if ok != tc.want {
			t.Errorf("%s: fmaMixZeroAddend = %v (%s), want %v", tc.asm, ok, why, tc.want)
		}
		if ok && why != fmt.Sprintf("llc-19 -O2 gfx1030's assembly has %q", tc.asm) {
			t.Errorf("%s: evidence %q", tc.asm, why)
		}
	}
}

// The reproducers of testdata/findings, written as finding directories,
// are triaged as the bugs they stand for: each signature fires on its
// own reproducer and on no other's.
func TestTriageReproducers(t *testing.T) {
	needTools(t, "llc-19", "llc-15", "llc-14")
	for _, tc := range []struct {
		name, bad, good, want string
		tried                 string // the compilation the campaign tried, when it names one
	}{
		// A compilation that does not end is found in the finding's
		// failing list (its Bad is empty).
		{"llc19-lsv-nested-load-hang", "", "", "lsv-nested-load-hang", ""},
		// The compilation the campaign tried is tried again, whatever
		// else the classification names (here nothing: the older rule
		// would find nothing to try).
		{"llc-udiv24-signbits", "", "", "udiv-known-bits", "llc-19 -O2 gfx1030"},
		{"llc-udiv24-signbits", "llc-19 -O2 gfx1030", "", "udiv-known-bits", ""},
		{"llc-select-max-negzero", "llc-19 -O2 gfx1030", "", "sign-bit", ""},
		{"llc19-fma-mix-negzero", "llc-19 -O2 gfx1030", "", "sign-bit", ""},
		{"llc19-minnum-negzero", "llc-19 -O2 gfx1030", "llc-15 -O2 gfx1030", "sign-bit", ""},
		{"llc19-maxnum-zero-add", "llc-19 -O2 gfx1030", "", "zero-add-fold", ""},
		{"llc19-fma-mix-sign", "llc-19 -O2 gfx1030", "", "fma-mix-zero-addend", ""},
		{"llc14-O0-scc-clobber", "llc-14 -O0 gfx1030", "", "uniform-sat-conversion", ""},
		{"llc-readfirstlane-or-fold", "llc-19 -O2 gfx1030", "", "or-all-ones-fold", ""},
		{"llc-or-all-ones-loop", "llc-19 -O1 gfx1030", "", "or-all-ones-fold", ""},
		// Known to no signature: the lane mask SILowerI1Copies leaves
		// undefined shows no experiment's change.
		{"llc-O0-i1-loop-exit-undef", "llc-19 -O0 gfx1030", "", "", ""},
		// No signature explains v_div_scale's wrong reading, fixed in
		// wavesim: the kernel now computes the right result.
		{"wavesim-fdiv-f32-huge", "llc-19 -O2 gfx1030", "", "", ""},
	} {
		dir := filepath.Join(t.TempDir(), tc.name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		src := filepath.Join("irgen", "testdata", "findings", tc.name)
		copyFile(t, src+".ll", filepath.Join(dir, "original.ll"))
		copyFile(t, src+".launch.json", filepath.Join(dir, "launch.json"))
		f := bench.LLCFinding{Kernel: tc.name, Class: ClassMiscompile, Bad: tc.bad, Good: tc.good, Tried: tc.tried}
		if tc.bad == "" && tc.tried == "" {
			f.Class, f.Failing = ClassLLCCrash, []string{"llc-19 -O2 gfx1030: timeout: llc-19 used more than 2s of CPU time"}
		}
		cj, _ := json.Marshal(f)
		if err := os.WriteFile(filepath.Join(dir, "classification.json"), cj, 0o644); err != nil {
			t.Fatal(err)
		}
		// A short bound: the hang's compilation runs to it.
		r := &Runner{Dir: t.TempDir(), Timeout: 2 * time.Second}
		tr, err := r.TriageDir(context.Background(), dir)
		if err != nil {
			t.Fatal(err)
		}
		if tc.name == "wavesim-fdiv-f32-huge" {
			if !strings.Contains(tr.Why, "now computes the right result") {
				t.Errorf("%s: not tried %q, known %q; want it to compute the right result now", tc.name, tr.Why, tr.Known)
			}
			continue
		}
		if tr.Why != "" || tr.Known != tc.want {
			t.Errorf("%s: known %q (%s), not tried: %q; want %q", tc.name, tr.Known, tr.Evidence, tr.Why, tc.want)
		}
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(from, ".ll") && len(b) == 0 {
		t.Fatalf("%s is empty", from)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// A campaign names the signature of a compilation that did not end: the
// finding, an llc crash, is tried alone (here llc-19 -O2 "runs past its
// bound" and the real llc, with the vectorizer off, ends).
func TestCampaignRecognisesNoEnd(t *testing.T) {
	needTools(t, "llc-14", "llc-19", "lli-19")
	compile := func(ctx context.Context, c Config, in, out string) (string, error) {
		if c.LLC == 19 && c.Opt == 2 {
			return "", &TimeoutError{Name: "llc-19", Bound: time.Second, CPU: time.Second}
		}
		return LLC(ctx, c, in, out)
	}
	c, rep := campaign(t, 1, 0, 1, compile)
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) != 1 || rep.Findings[0].Class != ClassLLCCrash || rep.Findings[0].Known != "lsv-nested-load-hang" {
		t.Fatalf("findings %+v", rep.Findings)
	}
	if tried := rep.Findings[0].Tried; tried != "llc-19 -O2 gfx1030" {
		t.Errorf("the finding names %q as the compilation tried, want llc-19 -O2 gfx1030", tried)
	}
}

// TriageEach tries every failing compilation of a finding, not only the
// one it contrasts, and leaves out those that did not run (an llc crash).
func TestTriageEach(t *testing.T) {
	needTools(t, "llc-19", "llc-15")
	dir := filepath.Join(t.TempDir(), "f")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join("irgen", "testdata", "findings", "llc-udiv24-signbits")
	copyFile(t, src+".ll", filepath.Join(dir, "original.ll"))
	copyFile(t, src+".launch.json", filepath.Join(dir, "launch.json"))
	f := bench.LLCFinding{Kernel: "udiv", Class: ClassMiscompile, Bad: "llc-19 -O2 gfx1030", Failing: []string{
		"llc-19 -O2 gfx1030: mismatch: buffer out differs",
		"llc-15 -O0 gfx1030: mismatch: buffer out differs",
		"llc-14 -O2 gfx1030: llc crash: Instruction does not dominate all uses!",
	}}
	cj, _ := json.Marshal(f)
	if err := os.WriteFile(filepath.Join(dir, "classification.json"), cj, 0o644); err != nil {
		t.Fatal(err)
	}
	ts, err := (&Runner{Dir: t.TempDir()}).TriageEach(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tr := range ts {
		got = append(got, tr.Bad+": "+tr.Known)
	}
	if want := []string{"llc-19 -O2 gfx1030: udiv-known-bits", "llc-15 -O0 gfx1030: udiv-known-bits"}; strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("TriageEach: %q, want %q", got, want)
	}
}
