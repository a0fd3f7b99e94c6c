package irgen

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// fdivHugeInputs are numerator and denominator bits for the
// wavesim-fdiv-f32-huge reproducer: the launch's six pairs, then divisors
// above 2^126 (a denormal reciprocal, which v_div_scale_f32 must scale
// away from v_rcp_f32's flushing), with normal, denormal and underflowing
// quotients, the boundary 2^126 and its neighbour, and some ordinary
// pairs. No pair gives a NaN, whose bits x86 and AMDGPU make differently.
var fdivHugeInputs = [][2]uint32{
	{0x7c008000, 0xff7fffff}, {0x3f800000, 0x7f7fffff}, {0x7f7fffff, 0x7f7fffff},
	{0x00000001, 0x3f800000}, {0x3f800000, 0x00000001}, {0x7f000000, 0x00800000},
	{0xff7fffff, 0x7f7fffff}, // -max / max = -1
	{0x3f800000, 0x7f000000}, // 2^-127, denormal
	{0x71800000, 0x7f000000}, // 2^100 / 2^127
	{0x7f7fffff, 0x7e800001}, // max / (2^126 + ulp)
	{0x40400000, 0xff000000}, // 3 / -2^127
	{0x7f000000, 0x7f7fffff}, // 2^127 / max
	{0x7f7fffff, 0x7f000000}, // max / 2^127
	{0x3f800000, 0x7e800001}, // largest denormal
	{0x3f800000, 0x7e800000}, // 2^-126, normal reciprocal
	{0x40000000, 0x7e800000},
	{0x00000001, 0x7f7fffff}, // underflows to 0
	{0x80400000, 0x7f7fffff}, // denormal / max underflows to -0
	{0x5f800000, 0x7f7fffff}, // 2^64 / max
	{0x2b800000, 0x71800000}, // 2^-40 / 2^100 = 2^-140
	{0x7149f2ca, 0x0da24260}, // 1e30 / 1e-30 overflows
	{0x3f800000, 0x40400000}, // 1/3
	{0x41200000, 0xc0800000}, // 10 / -4
	{0x00400000, 0x40400000}, // denormal / 3
	{0x7f7fffff, 0x3f000000}, // max / 0.5 overflows
	{0x7f7ffffe, 0x7f7fffff},
	{0x00800000, 0x7f7fffff}, // 2^-126 / max underflows
	{0x7e000000, 0x7f7fffff}, // 2^125 / max
	{0x42f60000, 0x7f7fffff}, // 123 / max
	{0xc2f60000, 0xfe800000}, // -123 / -2^126
	{0x7f7fffff, 0x7f800000}, // max / inf = 0
	{0x7f800000, 0x7f7fffff}, // inf / max = inf
}

// TestFindingFdivF32Huge runs the wavesim-fdiv-f32-huge reproducer as
// llc compiles it for three targets and compares each quotient with the
// one lli computes on the host from the same IR division. It guards the
// v_div_scale_f32 readings (sim's divScale32) LLVM's f32 division
// needs: before them every quotient by a number above 2^126 was ±0, or
// ±inf with a denormal quotient.
func TestFindingFdivF32Huge(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("testdata", "findings", "wavesim-fdiv-f32-huge.ll"))
	if err != nil {
		t.Fatal(err)
	}
	want := fdivHost(t, dir)
	var a, b, w []uint64
	for i, p := range fdivHugeInputs {
		a, b, w = append(a, uint64(p[0])), append(b, uint64(p[1])), append(w, want[i])
	}
	n := len(fdivHugeInputs)
	spec := map[string]any{
		"kernel": "k", "grid": []int{n, 1, 1}, "workgroup": []int{n, 1, 1},
		"buffers": map[string]any{
			"out": map[string]any{"type": "u32", "count": n},
			"a":   map[string]any{"type": "u32", "count": n, "data": a},
			"b":   map[string]any{"type": "u32", "count": n, "data": b},
		},
		"args":   []map[string]string{{"buffer": "out"}, {"buffer": "a"}, {"buffer": "b"}},
		"expect": map[string]any{"out": w},
	}
	j, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	k := &Kernel{Device: string(src)}
	for _, tg := range []target{
		{llvm: 19, cpu: "gfx1030", opt: "-O2"},
		{llvm: 16, cpu: "gfx1100", opt: "-O2", w64: true},
		{llvm: 14, cpu: "gfx900", opt: "-O0"},
	} {
		asm, err := compile(t, dir, k, tg)
		if err != nil {
			t.Fatal(err)
		}
		if err := runSpec(dir, asm, j, tg.w64); err != nil {
			t.Errorf("%s: %v", tg, err)
		}
	}
}

// fdivHost divides every pair of fdivHugeInputs with lli and returns the
// quotients' bits. The operands are loaded from a global, so the host's
// division instruction, not a constant folder, computes them.
func fdivHost(t *testing.T, dir string) []uint64 {
	lli := llvmtool.Require(t, "lli", 16)
	n := len(fdivHugeInputs)
	var a, b []string
	for _, p := range fdivHugeInputs {
		a, b = append(a, fmt.Sprintf("i32 %d", p[0])), append(b, fmt.Sprintf("i32 %d", p[1]))
	}
	host := fmt.Sprintf(`@a = global [%[1]d x i32] [%[2]s]
@b = global [%[1]d x i32] [%[3]s]
@fmt = constant [4 x i8] c"%%u\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  br label %%loop
loop:
  %%i = phi i32 [0, %%entry], [%%j, %%loop]
  %%pa = getelementptr [%[1]d x i32], ptr @a, i32 0, i32 %%i
  %%pb = getelementptr [%[1]d x i32], ptr @b, i32 0, i32 %%i
  %%x = load volatile float, ptr %%pa
  %%y = load volatile float, ptr %%pb
  %%q = fdiv float %%x, %%y
  %%u = bitcast float %%q to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %%u)
  %%j = add i32 %%i, 1
  %%c = icmp ult i32 %%j, %[1]d
  br i1 %%c, label %%loop, label %%done
done:
  ret i32 0
}
`, n, strings.Join(a, ", "), strings.Join(b, ", "))
	in := filepath.Join(dir, "fdiv-host.ll")
	if err := os.WriteFile(in, []byte(host), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(lli, in).Output()
	if err != nil {
		t.Fatalf("lli: %v", err)
	}
	var q []uint64
	for _, f := range strings.Fields(string(out)) {
		v, err := strconv.ParseUint(f, 10, 32)
		if err != nil {
			t.Fatalf("lli printed %q", f)
		}
		if v&0x7fffffff > 0x7f800000 {
			t.Fatalf("quotient %d is a NaN (%#x), whose bits the targets need not share", len(q), v)
		}
		q = append(q, v)
	}
	if len(q) != n {
		t.Fatalf("lli printed %d quotients, want %d", len(q), n)
	}
	return q
}
