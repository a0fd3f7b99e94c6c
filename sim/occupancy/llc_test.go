package occupancy

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// occKernel is one generated kernel: what it asks for.
type occKernel struct {
	vgpr, sgpr int // highest register clobbered (-1: none)
	lds        int // i32 elements of LDS it uses
	wgMax      int
}

// ir writes the kernels as LLVM IR: typed pointers for LLVM 14, opaque
// ones later. Inline asm clobbers set the register counts.
func occIR(ks []occKernel, typed bool) string {
	ptr, lptr := "ptr addrspace(1)", "ptr addrspace(3)"
	if typed {
		ptr, lptr = "i32 addrspace(1)*", "i32 addrspace(3)*"
	}
	var b strings.Builder
	for i, k := range ks {
		if k.lds > 0 {
			fmt.Fprintf(&b, "@lds%d = internal addrspace(3) global [%d x i32] undef, align 4\n", i, k.lds)
		}
		fmt.Fprintf(&b, "define amdgpu_kernel void @k%d(%s %%p, i32 %%i) #%d {\n", i, ptr, i)
		fmt.Fprintf(&b, "  %%v = load i32, %s %%p\n", ptr)
		if k.vgpr >= 0 {
			fmt.Fprintf(&b, "  call void asm sideeffect \"\", \"~{v%d}\"()\n", k.vgpr)
		}
		if k.sgpr >= 0 {
			fmt.Fprintf(&b, "  call void asm sideeffect \"\", \"~{s%d}\"()\n", k.sgpr)
		}
		if k.lds > 0 {
			if typed {
				fmt.Fprintf(&b, "  %%a = getelementptr [%d x i32], [%d x i32] addrspace(3)* @lds%d, i32 0, i32 %%i\n", k.lds, k.lds, i)
			} else {
				fmt.Fprintf(&b, "  %%a = getelementptr [%d x i32], ptr addrspace(3) @lds%d, i32 0, i32 %%i\n", k.lds, i)
			}
			fmt.Fprintf(&b, "  store i32 %%v, %s %%a\n  %%w = load i32, %s %%a\n  store i32 %%w, %s %%p\n", lptr, lptr, ptr)
		} else {
			fmt.Fprintf(&b, "  store i32 %%v, %s %%p\n", ptr)
		}
		fmt.Fprintf(&b, "  ret void\n}\nattributes #%d = { \"amdgpu-flat-work-group-size\"=\"1,%d\" }\n", i, k.wgMax)
	}
	return b.String()
}

// llc of each installed version, on every target, wave size and mode,
// prints for generated kernels (register pressure, LDS and largest
// workgroup size drawn from a fixed seed) the occupancy LLVMOccupancy
// computes for its version.
func TestGeneratedKernelsAgreeWithLLC(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	var ks []occKernel
	vgprs := []int{-1, 3, 23, 40, 63, 84, 95, 130, 200}
	sgprs := []int{-1, 40, 75, 79, 83, 87, 95}
	ldss := []int{0, 33, 2048, 4096, 10240, 16000}
	wgs := []int{64, 128, 256, 512, 768, 1024}
	for range 48 {
		ks = append(ks, occKernel{vgprs[r.IntN(len(vgprs))], sgprs[r.IntN(len(sgprs))], ldss[r.IntN(len(ldss))], wgs[r.IntN(len(wgs))]})
	}
	configs := []struct {
		cpu, attr string
		wave      int
		cu        bool
	}{
		{"gfx900", "", 64, false},
		{"gfx1010", "", 32, false}, {"gfx1010", "+wavefrontsize64", 64, false}, {"gfx1010", "+cumode", 32, true},
		{"gfx1030", "", 32, false}, {"gfx1030", "+wavefrontsize64", 64, false}, {"gfx1030", "+cumode", 32, true},
		{"gfx1100", "", 32, false}, {"gfx1100", "+wavefrontsize64", 64, false}, {"gfx1100", "+cumode,+wavefrontsize64", 64, true},
		// RDNA3.5: gfx1150 and gfx1152 with gfx1102's VGPR file, gfx1151
		// with gfx1100's (LLVM 17 and later know them).
		{"gfx1150", "", 32, false}, {"gfx1150", "+wavefrontsize64", 64, false}, {"gfx1150", "+cumode", 32, true},
		{"gfx1151", "", 32, false}, {"gfx1151", "+wavefrontsize64", 64, false}, {"gfx1152", "", 32, false},
	}
	ran := 0
	for _, version := range []int{14, 15, 16, 19} {
		llc := llvmtool.Want(t, "llc", version)
		if llc == "" {
			t.Logf("llc-%d not found (Debian package llvm-%d): not compared", version, version)
			continue
		}
		dir := t.TempDir()
		ir := filepath.Join(dir, "k.ll")
		if err := os.WriteFile(ir, []byte(occIR(ks, version == 14)), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, c := range configs {
			if version == 14 && c.cpu == "gfx1100" {
				continue // LLVM 14 does not select code for gfx1100
			}
			if version < 19 && strings.HasPrefix(c.cpu, "gfx115") {
				continue
			}
			args := []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + c.cpu, ir, "-o", "-"}
			if c.attr != "" {
				args = append(args, "-mattr="+c.attr)
			}
			out, err := llvmtool.Run(llc, args...)
			if err != nil {
				t.Fatal(err)
			}
			checkLLCOutput(t, fmt.Sprintf("llc-%d %s %s", version, c.cpu, c.attr), version, out, Target{Arch: isa.MustArch(c.cpu), Wave: c.wave, CUMode: c.cu})
			ran++
		}
	}
	if ran == 0 {
		llvmtool.Missing(t, "no llc installed (Debian packages llvm-14, llvm-15, llvm-16, llvm-19; .ci/run installs them)")
	}
}

// checkLLCOutput compares each kernel's "; Occupancy:" with the model's,
// from the kernel's own register counts, LDS and workgroup size as the
// output states them.
func checkLLCOutput(t *testing.T, what string, version int, out []byte, tg Target) {
	t.Helper()
	p, err := isa.Parse("k.s", out, isa.ParseOptions{})
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	// A kernel's statistics comments follow its code, before the next
	// kernel begins.
	chunks := strings.Split(string(out), "; -- Begin function ")
	compared := 0
	for _, ch := range chunks[1:] {
		m := occupancyComment.FindStringSubmatch(ch)
		if m == nil {
			continue
		}
		name := strings.Fields(ch)[0]
		k := p.Kernel(name)
		if k == nil {
			t.Fatalf("%s: no kernel %s", what, name)
		}
		want, _ := strconv.Atoi(m[1])
		ktg, kk := kernelOf(p, k)
		if ktg.CUMode != tg.CUMode || ktg.Wave != tg.Wave {
			t.Fatalf("%s %s: read mode cu=%v wave%d, compiled cu=%v wave%d", what, name, ktg.CUMode, ktg.Wave, tg.CUMode, tg.Wave)
		}
		got, err := LLVMOccupancy(version, ktg, kk)
		if err != nil {
			t.Fatalf("%s %s: %v", what, name, err)
		}
		if got != want {
			t.Errorf("%s %s: occupancy %d, llc printed %d (%+v)", what, name, got, want, kk)
		}
		compared++
	}
	if compared == 0 {
		t.Fatalf("%s: no kernel compared", what)
	}
}
