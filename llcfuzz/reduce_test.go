package llcfuzz

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The LDS arrays' undef initializers do not make a kernel uninteresting
// (every generated kernel with LDS would be), an undef operand does.
func TestUndefUse(t *testing.T) {
	for _, tc := range []struct {
		ir   string
		want string
	}{
		{"@lds0 = internal addrspace(3) global [64 x i32] undef, align 4\n" +
			"define amdgpu_kernel void @k(ptr addrspace(1) %o) {\n  store i32 1, ptr addrspace(1) %o\n  ret void\n}\n", ""},
		{"@lds0 = internal addrspace(3) global [64 x i32] poison, align 4\n" +
			"define amdgpu_kernel void @k(ptr addrspace(1) %o) {\n  store i32 undef, ptr addrspace(1) %o\n  ret void\n}\n", "undef"},
		{"define amdgpu_kernel void @k(ptr addrspace(1) %o) {\n  %x = add i32 poison, 1\n  ret void\n}\n", "poison"},
	} {
		if got := string(undefUse([]byte(tc.ir))); got != tc.want {
			t.Errorf("undefUse = %q, want %q in\n%s", got, tc.want, tc.ir)
		}
	}
}

// What llvm-reduce's operand passes make of the generator's guards and
// addresses is refused: a division by a literal 0, a shift by the width or
// more, the LDS null pointer.
func TestUndefinedOp(t *testing.T) {
	for ir, want := range map[string]bool{
		"  %a = srem i16 0, 0\n":           true,
		"  %a = udiv i32 %x, 0\n":          true,
		"  %a = udiv i32 %x, 10\n":         false,
		"  %a = sdiv i64 %x, %y\n":         false,
		"  %a = shl i32 %x, 31\n":          false,
		"  %a = lshr i32 %x, 32\n":         true,
		"  %a = ashr i8 %x, 9\n":           true,
		"  %a = shl i64 %x, %n\n":          false,
		"  %a = and i32 %x, 0\n  ret void": false,
		"  %p = getelementptr inbounds [128 x i32], ptr addrspace(3) null, i32 0, i32 %l\n":  true,
		"  %p = getelementptr inbounds [128 x i32], ptr addrspace(3) @lds0, i32 0, i32 %l\n": false,
	} {
		if got := undefinedOp([]byte(ir)) != ""; got != want {
			t.Errorf("undefinedOp(%q) = %v, want %v", ir, got, want)
		}
	}
}

// The attribute groups llvm-reduce-19 gives intrinsic declarations go
// (llc-14 cannot parse memory(none)); a group the kernel names stays.
func TestWithoutDeclAttrs(t *testing.T) {
	ir := "define amdgpu_kernel void @k() #1 {\n  ret void\n}\n" +
		"declare i32 @llvm.amdgcn.workitem.id.x() #0\n" +
		"declare i32 @llvm.smax.i32(i32, i32) #0 #2\n" +
		"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }\n" +
		"attributes #1 = { \"amdgpu-flat-work-group-size\"=\"1,256\" }\n" +
		"attributes #2 = { nounwind }\n"
	want := "define amdgpu_kernel void @k() #1 {\n  ret void\n}\n" +
		"declare i32 @llvm.amdgcn.workitem.id.x()\n" +
		"declare i32 @llvm.smax.i32(i32, i32)\n" +
		"attributes #1 = { \"amdgpu-flat-work-group-size\"=\"1,256\" }\n"
	if got := string(withoutDeclAttrs([]byte(ir))); got != want {
		t.Errorf("withoutDeclAttrs:\n%s\nwant\n%s", got, want)
	}
}

// A kernel that reads LDS it never writes is not interesting, however its
// compilations differ: what it reads is what the LDS held before it ran
// (a reduction that dropped the stores filling an LDS array). The same
// kernel with the store kept is, unless its compilations differ only in
// NaN payloads.
func TestInterestingUnwrittenLDS(t *testing.T) {
	needTools(t, "llc-19")
	const kernel = ldsKernelHead + `STORE  %x = load i32, ptr addrspace(3) %p, align 4
  %y = add i32 %x, %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %y, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
`
	checkInteresting(t, kernel, "STORE", []interestingRow{
		{"unwritten", "", "reads LDS it did not write", false},
		{"written", "  store i32 7, ptr addrspace(3) %p, align 4\n", "", true},
		// 0x7fc00001 + tid and - tid are f32 NaNs of other payloads.
		{"NaN payloads", "  store i32 2143289345, ptr addrspace(3) %p, align 4\n", "NaNs' payloads", false},
	})
}

// ldsKernelHead begins the checkInteresting kernels: an LDS array of a
// word per lane, %p the lane's own.
const ldsKernelHead = `@lds = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %tid
`

// interestingRow is a kernel of a checkInteresting test: its mark
// replaced by fill, and the verdict and a part of the reason it must get.
type interestingRow struct {
	name, fill, why string
	want            bool
}

// checkInteresting runs Interesting on each row's kernel, of 64 lanes
// storing to out, with llc-19 -O2 (plantedLLC: its adds become subs)
// against llc-19 -O0 on gfx1030.
func checkInteresting(t *testing.T, kernel, mark string, rows []interestingRow) {
	t.Helper()
	const launchSrc = `{"kernel":"k","grid":[64,1,1],"workgroup":[64,1,1],"buffers":{"out":{"type":"u32","count":64}},"args":[{"buffer":"out"}]}`
	bad, _ := ParseConfig("llc-19 -O2 gfx1030")
	good, _ := ParseConfig("llc-19 -O0 gfx1030")
	for _, tc := range rows {
		dir := t.TempDir()
		ll := filepath.Join(dir, "k.ll")
		if err := os.WriteFile(ll, []byte(strings.Replace(kernel, mark, tc.fill, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		r := &Runner{Dir: dir, Compile: plantedLLC}
		ok, why := r.Interesting(context.Background(), bad, good, "launch.json", []byte(launchSrc), ll)
		if ok != tc.want || !strings.Contains(why, tc.why) {
			t.Errorf("%s: interesting %v (%s), want %v (%s)", tc.name, ok, why, tc.want, tc.why)
		}
	}
}

// A reduction stopped at its bound keeps the smallest kernel llvm-reduce
// had written (PartialReduction); one stopped before it wrote any fails.
func TestReduceBound(t *testing.T) {
	dir := t.TempDir()
	tool := filepath.Join(dir, "fake-reduce")
	// The fake writes its -o file at once (or never) and then runs on.
	script := "#!/bin/sh\nwhile [ $# -gt 0 ]; do if [ \"$1\" = -o ] && [ \"$WRITE\" = 1 ]; then echo smaller > \"$2\"; fi; shift; done\nexec sleep 30\n"
	if err := os.WriteFile(tool, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	bad, _ := ParseConfig("llc-19 -O2 gfx1030")
	good, _ := ParseConfig("llc-19 -O0 gfx1030")
	for _, write := range []string{"1", "0"} {
		out := filepath.Join(dir, "reduced-"+write+".ll")
		rd := &Reducer{Tool: tool, Test: []string{"true"}, Env: []string{"WRITE=" + write}, Timeout: 300 * time.Millisecond}
		err := rd.Reduce(context.Background(), bad, good, "launch.json", "original.ll", out)
		var partial *PartialReduction
		if got := errors.As(err, &partial); got != (write == "1") || err == nil {
			t.Errorf("write %s: err %v, partial %v", write, err, got)
		}
	}
}

// A kernel whose lanes read each other's LDS words with no barrier
// between the stores and the loads is not interesting, however its
// compilations differ: what a load sees is up to the order the lanes run
// in. With the barrier it is.
func TestInterestingLDSRace(t *testing.T) {
	needTools(t, "llc-19")
	const kernel = ldsKernelHead + `  store i32 7, ptr addrspace(3) %p, align 4
BARRIER  %n = xor i32 %tid, 1
  %pn = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %n
  %x = load i32, ptr addrspace(3) %pn, align 4
  %y = add i32 %x, %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %y, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
`
	checkInteresting(t, kernel, "BARRIER", []interestingRow{
		{"no barrier", "", "LDS race at byte 0x4 of workgroup (0,0,0): lane 0 of wave 0 reads it", false},
		{"barrier", "  call void @llvm.amdgcn.s.barrier()\n", "", true},
	})
}
