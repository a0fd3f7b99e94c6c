package launch

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// llcKernels are corpus kernels (traces/src) that between them use
// workgroup ids, 2D grids, LDS with barriers, scratch, the dispatch
// pointer and calls (whose address literals a relocatable object leaves
// to the linker).
var llcKernels = []string{"saxpy", "grid2d", "lds_reduce", "scratch_array", "dispatch_ptr", "call_func"}

// deviceIR turns a corpus template into the device module llc compiles,
// as traces/gen/device.go does: the @wavesim.* placeholders become the
// AMDGPU intrinsics and a barrier becomes fence, s_barrier, fence.
func deviceIR(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "traces", "src", name+".ll"))
	if err != nil {
		t.Fatal(err)
	}
	placeholder := regexp.MustCompile(`@wavesim\.(workitem|workgroup)\.id\.([xyz])\(`)
	var b strings.Builder
	decls := map[string]bool{}
	for _, l := range strings.Split(string(src), "\n") {
		switch {
		case regexp.MustCompile(`^declare\b.*@wavesim\.`).MatchString(l):
			continue
		case strings.Contains(l, "call void @wavesim.barrier()"):
			b.WriteString("  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acquire\n")
			decls["declare void @llvm.amdgcn.s.barrier()"] = true
			continue
		}
		for _, m := range placeholder.FindAllStringSubmatch(l, -1) {
			decls["declare i32 @llvm.amdgcn."+m[1]+".id."+m[2]+"()"] = true
		}
		l = placeholder.ReplaceAllString(l, "@llvm.amdgcn.$1.id.$2(")
		if strings.Contains(l, "@wavesim.dispatch.ptr(") {
			l = strings.ReplaceAll(l, "@wavesim.dispatch.ptr(", "@llvm.amdgcn.dispatch.ptr(")
			decls["declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()"] = true
		}
		if strings.Contains(l, "@wavesim.") {
			t.Fatalf("%s: placeholder this test does not map: %s", name, l)
		}
		b.WriteString(l + "\n")
	}
	for d := range decls {
		b.WriteString(d + "\n")
	}
	return b.String()
}

// llc compiles a corpus kernel for cpu ("gfx1030", or "gfx1030+w64" for
// wave64): assembly (-filetype=asm) or a code object (-filetype=obj),
// into dir.
func llc(t *testing.T, tool, dir, kernel, cpu, filetype string) string {
	t.Helper()
	in := filepath.Join(dir, kernel+".ll")
	if _, err := os.Stat(in); err != nil {
		if err := os.WriteFile(in, []byte(deviceIR(t, kernel)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ext := map[string]string{"asm": ".s", "obj": ".o"}[filetype]
	out := filepath.Join(dir, kernel+"-"+cpu+ext)
	args := []string{"-mtriple=amdgcn-amd-amdhsa", "-O2", "-filetype=" + filetype, "-o", out, in}
	if c, ok := strings.CutSuffix(cpu, "+w64"); ok {
		cpu = c
		args = append(args, "-mattr=+wavefrontsize64")
	}
	cmd := exec.Command(tool, append(args, "-mcpu="+cpu)...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(cmd.Args, " "), err, msg)
	}
	return out
}

// llcRun is what a run of a compiled kernel on its corpus launch gave.
type llcRun struct {
	arch    string
	wave    int
	steps   int64
	cycles  int64
	buffers map[string][]uint64
}

func runCompiled(t *testing.T, file, kernel string) llcRun {
	t.Helper()
	d, err := RunFiles(file, filepath.Join("..", "..", "traces", kernel, "launch.json"), LoadOptions{}, Options{Timing: true})
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if m := d.Check(); m != nil {
		t.Errorf("%s: the corpus expectation does not hold: %v", file, m)
	}
	r := llcRun{arch: d.Arch.Name, wave: d.Wave, steps: d.Steps(), cycles: d.Timing.Cycles, buffers: map[string][]uint64{}}
	for _, b := range d.BufferNames() {
		if r.buffers[b], err = d.Contents(b); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// A kernel compiled for gfx1032 (gfx1102) runs on gfx1030's (gfx1100's)
// model under its own name, with the results, instruction count and
// cycles of the family's target (llc emits the same code for both).
func TestTargetFamilyRuns(t *testing.T) {
	// Independent of the other tests (its own files and tool runs), it
	// runs beside the package's other long checks.
	t.Parallel()
	tool := llvmtool.Require(t, "llc", 16)
	dir := t.TempDir()
	type pair struct {
		family, target string
		sameCode       bool
	}
	for i, k := range llcKernels {
		pairs := []pair{{"gfx1030", "gfx1032", true}, {"gfx1100", "gfx1102", true}}
		if i == 0 {
			// gfx1101 lacks FeatureUserSGPRInit16Bug: llc-16 sets a user
			// SGPR count of 2 where gfx1100 has 15 (the workgroup id
			// arrives in s2, not s15) and schedules differently; the
			// results must still match, which needs the count read.
			pairs = append(pairs, pair{"gfx1030", "gfx1036", true}, pair{"gfx900", "gfx90c", true}, pair{"gfx1100", "gfx1101", false})
		}
		for _, p := range pairs {
			base := runCompiled(t, llc(t, tool, dir, k, p.family, "asm"), k)
			got := runCompiled(t, llc(t, tool, dir, k, p.target, "asm"), k)
			if got.arch != p.target {
				t.Errorf("%s on %s: the program's target is %s", k, p.target, got.arch)
			}
			sameBufs := reflect.DeepEqual(got.buffers, base.buffers)
			if !sameBufs || p.sameCode && (got.steps != base.steps || got.cycles != base.cycles) {
				t.Errorf("%s: %s ran %d instructions in %d cycles, %s %d in %d (buffers equal: %v)", k,
					p.target, got.steps, got.cycles, p.family, base.steps, base.cycles, sameBufs)
			}
		}
	}
}

// `wavesim run kernel.o` gives what `wavesim run kernel.s` gives for the
// same IR: buffers, instruction count and cycles.
func TestCodeObjectRunsLikeAssembly(t *testing.T) {
	// Independent of the other tests (its own files and tool runs), it
	// runs beside the package's other long checks.
	t.Parallel()
	tool := llvmtool.Require(t, "llc", 16)
	if llvmtool.Find("llvm-objdump") == "" {
		llvmtool.Missing(t, "llvm-objdump not found: install the Debian package llvm-16 (.ci/run does)")
	}
	lld := llvmtool.Want(t, "ld.lld", 16)
	dir := t.TempDir()
	for i, k := range llcKernels {
		cpus := []string{"gfx1030", "gfx1100"}
		if i < 2 {
			cpus = append(cpus, "gfx900", "gfx1030+w64", "gfx1032")
		}
		for _, cpu := range cpus {
			s := runCompiled(t, llc(t, tool, dir, k, cpu, "asm"), k)
			obj := llc(t, tool, dir, k, cpu, "obj")
			o := runCompiled(t, obj, k)
			if o.arch != strings.TrimSuffix(cpu, "+w64") {
				t.Errorf("%s.o for %s: the program's target is %s", k, cpu, o.arch)
			}
			if o.steps != s.steps || o.wave != s.wave || o.cycles != s.cycles || !reflect.DeepEqual(o.buffers, s.buffers) {
				t.Errorf("%s on %s: the code object ran %d instructions in %d cycles on wave%d, the assembly %d in %d on wave%d (buffers equal: %v)", k, cpu,
					o.steps, o.cycles, o.wave, s.steps, s.cycles, s.wave, reflect.DeepEqual(o.buffers, s.buffers))
			}
			if lld != "" && (cpu == "gfx1030" || cpu == "gfx1100") {
				checkLinked(t, lld, obj, k, cpu, s)
			}
		}
	}
	if lld == "" {
		llvmtool.Missing(t, "ld.lld-16 not found: install the Debian package lld-16 (.ci/run does); the linked code objects were not checked")
	}
}

// A code object linked by ld.lld (`ld.lld -shared kernel.o -o
// kernel.hsaco`, what the ROCm drivers load) runs as the assembly of the
// same IR does: buffers, instruction count and cycles. Linking gives
// .text and .rodata their final addresses (0x1600 and 0x500 for a gfx1030
// kernel with ld.lld-16) and resolves the descriptor's entry offset, which
// the relocatable .o of TestCodeObjectRunsLikeAssembly (which links it too) carries as an
// R_AMDGPU_REL64 relocation against sections at address 0.
func checkLinked(t *testing.T, lld, obj, k, cpu string, s llcRun) {
	t.Helper()
	hsaco := strings.TrimSuffix(obj, ".o") + ".hsaco"
	cmd := exec.Command(lld, "-shared", obj, "-o", hsaco)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(cmd.Args, " "), err, msg)
	}
	o := runCompiled(t, hsaco, k)
	if o.arch != cpu {
		t.Errorf("%s.hsaco for %s: the program's target is %s", k, cpu, o.arch)
	}
	if o.steps != s.steps || o.wave != s.wave || o.cycles != s.cycles || !reflect.DeepEqual(o.buffers, s.buffers) {
		t.Errorf("%s on %s: the linked code object ran %d instructions in %d cycles on wave%d, the assembly %d in %d on wave%d (buffers equal: %v)", k, cpu,
			o.steps, o.cycles, o.wave, s.steps, s.cycles, s.wave, reflect.DeepEqual(o.buffers, s.buffers))
	}
}

// A relocatable object's call through the global offset table reaches a
// function of the file through the table the machine maps, a linked
// object's through its own; one to a function the file does not define is
// refused, naming it, when the run reaches the call (and only then: the
// other kernels run, kguard's call of ext being skipped in every lane, in
// the relocatable object as in the linked one).
func TestCodeObjectCalls(t *testing.T) {
	tool := llvmtool.Require(t, "llc", 16)
	if llvmtool.Find("llvm-objdump") == "" {
		llvmtool.Missing(t, "llvm-objdump not found: install the Debian package llvm-16 (.ci/run does)")
	}
	dir := t.TempDir()
	ir := `define i32 @twice(i32 %a) noinline {
  %r = shl i32 %a, 1
  ret i32 %r
}
declare i32 @ext(i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @twice(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @kext(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @ext(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @kguard(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ugt i32 %tid, 1000
  br i1 %c, label %call, label %done
call:
  %e = call i32 @ext(i32 %tid)
  br label %done
done:
  %v = phi i32 [ %e, %call ], [ %tid, %entry ]
  %r = shl i32 %v, 1
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
`
	in := filepath.Join(dir, "calls.ll")
	obj := filepath.Join(dir, "calls.o")
	if err := os.WriteFile(in, []byte(ir), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj", "-o", obj, in).CombinedOutput(); err != nil {
		t.Fatalf("llc: %v\n%s", err, msg)
	}
	for _, c := range []struct{ file, kernel, err string }{
		{obj, "k", ""},
		{obj, "kext", "s_swappc_b64 s[30:31], s[18:19] (wave 0 of workgroup (0,0,0)): call of ext, which the code object does not define"},
		{obj, "kguard", ""},
		// Linked: the object's own global offset table, at its addresses.
		{"hsaco", "k", ""},
		{"hsaco", "kext", "s_swappc_b64 s[30:31], s[18:19] (wave 0 of workgroup (0,0,0)): call of ext, which the code object does not define"},
		{"hsaco", "kguard", ""},
	} {
		if c.file == "hsaco" {
			lld := llvmtool.Want(t, "ld.lld", 16)
			if lld == "" {
				t.Log("ld.lld-16 not found: the linked object is not run (install the Debian package lld-16)")
				continue
			}
			c.file = filepath.Join(dir, "calls.hsaco")
			if msg, err := exec.Command(lld, "-shared", obj, "-o", c.file).CombinedOutput(); err != nil {
				t.Fatalf("ld.lld: %v\n%s", err, msg)
			}
		}
		spec := filepath.Join(dir, c.kernel+".json")
		js := `{"kernel": "` + c.kernel + `", "grid": [32], "workgroup": [32], "buffers": {"out": {"type": "u32", "count": 32}}, "args": [{"buffer": "out"}]}`
		if err := os.WriteFile(spec, []byte(js), 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := RunFiles(c.file, spec, LoadOptions{}, Options{})
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), filepath.Base(c.file)+" (llvm-objdump listing):") {
				t.Errorf("%s: error %v, want one naming the listing line and saying %q", c.kernel, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.kernel, err)
		}
		out, err := d.Contents("out")
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range out {
			if v != uint64(2*i) {
				t.Fatalf("%s: out[%d] = %d, want %d (twice the work-item id)", c.kernel, i, v, 2*i)
			}
		}
	}
}

// The code objects of the targets only llc-19 compiles here (llc-16
// knows none of gfx942, gfx1150 and gfx1201) run as their assembly does:
// the descriptor's ACCUM_OFFSET and gfx942's architected flat scratch
// (ENABLE_PRIVATE_SEGMENT without a wave offset SGPR) read from the bytes,
// GFX12's descriptor without the DX10_CLAMP and IEEE_MODE bits and its
// workgroup ids in ttmp9/ttmp7; scratch_array and call_func use scratch
// and, at -O0 on gfx90a, AGPRs.
func TestLLVM19CodeObjectRunsLikeAssembly(t *testing.T) {
	// Independent of the other tests (its own files and tool runs), it
	// runs beside the package's other long checks.
	t.Parallel()
	tool := llvmtool.Require(t, "llc", 19)
	if llvmtool.Find("llvm-objdump") == "" {
		llvmtool.Missing(t, "llvm-objdump not found: install the Debian package llvm-19 (.ci/run does)")
	}
	dir := t.TempDir()
	for _, k := range llcKernels {
		for _, cpu := range []string{"gfx90a", "gfx942", "gfx1150", "gfx1201"} {
			s := runCompiled(t, llc(t, tool, dir, k, cpu, "asm"), k)
			o := runCompiled(t, llc(t, tool, dir, k, cpu, "obj"), k)
			if o.arch != cpu || o.steps != s.steps || o.cycles != s.cycles || !reflect.DeepEqual(o.buffers, s.buffers) {
				t.Errorf("%s on %s: the code object (%s) ran %d instructions in %d cycles, the assembly %d in %d (buffers equal: %v)", k, cpu,
					o.arch, o.steps, o.cycles, s.steps, s.cycles, reflect.DeepEqual(o.buffers, s.buffers))
			}
		}
	}
}
