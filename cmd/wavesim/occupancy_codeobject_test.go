package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// occupancyIR has a kernel whose occupancy every input bounds: LDS, a
// workgroup size attribute, and enough live values for several VGPRs.
const occupancyIR = `@tile = internal addrspace(3) global [512 x float] undef, align 4

define amdgpu_kernel void @stencil(ptr addrspace(1) %out, ptr addrspace(1) %in, float %a) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %p
  %l = getelementptr inbounds [512 x float], ptr addrspace(3) @tile, i32 0, i32 %tid
  store float %v, ptr addrspace(3) %l
  call void @llvm.amdgcn.s.barrier()
  %n = add i32 %tid, 1
  %ln = getelementptr inbounds [512 x float], ptr addrspace(3) @tile, i32 0, i32 %n
  %w = load float, ptr addrspace(3) %ln
  %m = fmul float %a, %w
  %s = fadd float %m, %v
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %s, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
`

// occupancy of llc's code object gives what occupancy of llc's assembly
// of the same IR gives: the registers, LDS, workgroup bound and CU mode
// come from the metadata note and the kernel descriptor.
func TestOccupancyOfCodeObject(t *testing.T) {
	llc := llvmtool.Require(t, "llc", 19)
	if llvmtool.Find("llvm-objdump") == "" {
		llvmtool.Missing(t, "llvm-objdump not found: install the Debian package llvm-19")
	}
	dir := t.TempDir()
	ll := filepath.Join(dir, "stencil.ll")
	if err := os.WriteFile(ll, []byte(occupancyIR), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cpu, mattr string }{
		{"gfx900", ""}, {"gfx1030", ""}, {"gfx1030", "+cumode"}, {"gfx1030", "+wavefrontsize64"}, {"gfx1100", ""},
	} {
		name := c.cpu + strings.ReplaceAll(c.mattr, "+", "_")
		out := map[string]string{}
		for _, ft := range []string{"asm", "obj"} {
			f := filepath.Join(dir, name+"."+ft)
			args := []string{"-mtriple=amdgcn-amd-amdhsa", "-O2", "-mcpu=" + c.cpu, "-filetype=" + ft, "-o", f, ll}
			if c.mattr != "" {
				args = append(args, "-mattr="+c.mattr)
			}
			if msg, err := exec.Command(llc, args...).CombinedOutput(); err != nil {
				t.Fatalf("llc %s: %v\n%s", strings.Join(args, " "), err, msg)
			}
			o, err := run(t, "occupancy", "--json", f)
			if err != nil {
				t.Fatalf("%s: occupancy of the %s output: %v", name, ft, err)
			}
			out[ft] = o
		}
		if out["asm"] != out["obj"] {
			t.Errorf("%s: occupancy of the .s:\n%s\nof the .o:\n%s", name, out["asm"], out["obj"])
		}
		if !strings.Contains(out["obj"], `"lds_bytes": 2048`) || !strings.Contains(out["obj"], `"min_workgroup_size": 1,
    "max_workgroup_size": 256,`) {
			t.Errorf("%s: the .o's LDS or workgroup bound is not read:\n%s", name, out["obj"])
		}
	}
}
