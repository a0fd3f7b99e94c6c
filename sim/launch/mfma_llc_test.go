package launch

import (
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// mmInputs are the buffers of testdata/mfma/mm.ll: small integers, so
// that every product and sum is exact whatever the accumulation order.
func mmInputs() map[string][]float64 {
	in := map[string][]float64{"a": make([]float64, 64), "b": make([]float64, 64), "c": make([]float64, 256),
		"a2": make([]float64, 256), "b2": make([]float64, 256)}
	for l := 0; l < 64; l++ {
		in["a"][l] = float64(l%7 - 3)
		in["b"][l] = float64(l%5 - 2)
	}
	for i := 0; i < 256; i++ {
		in["c"][i] = float64(i - 128)
		in["a2"][i] = float64(i%9 - 4)
		in["b2"][i] = float64(i%11 - 5)
	}
	return in
}

// mmReference is the plain matrix products of mm.ll, with the operands
// where AMD's layout puts them (docs/reference/matrix-cores.md §2, the
// Calculator's v_mfma_f32_16x16x4f32 and 16x16x16f16): A[i][k] in lane
// 16k+i (16x16x16: lane 16⌊k/4⌋+i, half k%4), B[k][j] likewise with j,
// C and D[i][j] in register i%4 of lane 16⌊i/4⌋+j, which the kernel
// stores at dword 4·lane + register.
func mmReference(in map[string][]float64) (d, d2 []float64) {
	d, d2 = make([]float64, 256), make([]float64, 256)
	at := func(i, j int) int { return 4*(16*(i/4)+j) + i%4 }
	for i := 0; i < 16; i++ {
		for j := 0; j < 16; j++ {
			s, s2 := in["c"][at(i, j)], in["c"][at(i, j)]
			for k := 0; k < 4; k++ {
				s += in["a"][16*k+i] * in["b"][16*k+j]
			}
			for k := 0; k < 16; k++ {
				s2 += in["a2"][4*(16*(k/4)+i)+k%4] * in["b2"][4*(16*(k/4)+j)+k%4]
			}
			d[at(i, j)], d2[at(i, j)] = s, s2
		}
	}
	return d, d2
}

// llc-19 compiles testdata/mfma/mm.ll for gfx90a and gfx942 (with the
// amdhsa ABI, as the corpus's variants), wavesim runs the kernel, and d and
// d2 equal the plain matrix products.
func TestMFMAKernelFromLLC(t *testing.T) {
	tool := llvmtool.Require(t, "llc", 19)
	dir := t.TempDir()
	in := mmInputs()
	spec := map[string]any{"grid": []int{64, 1, 1}, "workgroup": []int{64, 1, 1}, "buffers": map[string]any{}}
	var args []map[string]any
	for _, name := range []string{"a", "b", "c", "a2", "b2", "d", "d2"} {
		buf := map[string]any{"type": "f32", "count": len(in[name])}
		if in[name] == nil {
			buf["count"] = 256
		} else {
			buf["data"] = in[name]
		}
		spec["buffers"].(map[string]any)[name] = buf
		args = append(args, map[string]any{"buffer": name})
	}
	spec["args"] = args
	js, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	specPath := filepath.Join(dir, "launch.json")
	if err := os.WriteFile(specPath, js, 0o644); err != nil {
		t.Fatal(err)
	}
	wantD, wantD2 := mmReference(in)
	for _, cpu := range []string{"gfx90a", "gfx942"} {
		t.Run(cpu, func(t *testing.T) {
			out := filepath.Join(dir, "mm-"+cpu+".s")
			cmd := exec.Command(tool, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-O2", "-o", out, filepath.Join("testdata", "mfma", "mm.ll"))
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", strings.Join(cmd.Args, " "), err, msg)
			}
			src, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if n := strings.Count(string(src), "v_mfma_"); n != 2 {
				t.Fatalf("%d v_mfma in llc's output, want 2", n)
			}
			d, err := RunFiles(out, specPath, LoadOptions{}, Options{Timing: true})
			if err != nil {
				t.Fatal(err)
			}
			if d.Timing.HazardCount != 0 {
				t.Errorf("%d hazards on llc's output: %v", d.Timing.HazardCount, d.Timing.Hazards)
			}
			for name, want := range map[string][]float64{"d": wantD, "d2": wantD2} {
				got, err := d.Contents(name)
				if err != nil {
					t.Fatal(err)
				}
				for i, w := range want {
					if g := math.Float32frombits(uint32(got[i])); float64(g) != w {
						t.Fatalf("%s[%d] = %v, the matrix product gives %v", name, i, g, w)
					}
				}
			}
		})
	}
}
