package launch

import (
	"fmt"
	"math"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// testdata/dpp_gfx1150/dpp.ll through llc-19 for gfx1150 runs in wavesim
// and gives, lane by lane, what the DPP intrinsics mean
// (AMDGPUUsage / IntrinsicsAMDGPU.td: llvm.amdgcn.update.dpp(old, src,
// dpp_ctrl, row_mask, bank_mask, bound_ctrl) reads src from the lane the
// control names, old where the row or bank is masked off, and 0 or old
// (bound_ctrl) where the source lane is invalid; llvm.amdgcn.mov.dpp8
// reads the lane of its group of eight the selects name). llc's output
// has to use VOP3 DPP (v_fma_f32_e64_dpp), so the test also guards that
// llc-19 still folds a DPP move into a VOP3 operation there.
func TestDPPKernelGFX1150(t *testing.T) {
	llc := llvmtool.Require(t, "llc", 19)
	out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1150", "-O2", "-o", "-",
		filepath.Join("testdata", "dpp_gfx1150", "dpp.ll")).CombinedOutput()
	if err != nil {
		t.Fatalf("llc-19: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "_e64_dpp") {
		t.Fatalf("llc-19 used no VOP3 DPP form:\n%s", out)
	}
	const n, s = 64, 1000
	in := make([]uint32, n)
	data := make([]string, n)
	for i := range in {
		in[i] = math.Float32bits(float32(i%13) - 6)
		data[i] = fmt.Sprint(in[i])
	}
	spec, err := ParseSpec("dpp.json", []byte(fmt.Sprintf(`{"kernel": "dpp", "grid": [%d], "workgroup": [%d],
		"buffers": {"out": {"type": "u32", "count": %d}, "in": {"type": "u32", "count": %d, "data": [%s]}},
		"args": [{"buffer": "out"}, {"buffer": "in"}, {"i32": %d}]}`, n, n, 4*n, n, strings.Join(data, ", "), s)))
	if err != nil {
		t.Fatal(err)
	}
	p := mustParse(t, string(out))
	d, err := NewDispatch(p, spec, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	got, err := d.Contents("out")
	if err != nil {
		t.Fatal(err)
	}
	// The reference, per work-item i, lane i%32 of a wave32 wave, row r:
	// rows are 16 lanes.
	f := math.Float32frombits
	for i := 0; i < n; i++ {
		r := i % 16
		var want [4]uint32
		// 0: row_shr:1 with bound_ctrl: a row's lane 0 reads 0.
		if r > 0 {
			want[0] = in[i-1]
		}
		want[0] += s
		// 1: row_xmask:1 reads lane i^1; fma(that, in[i], 2.0), exact here.
		want[1] = math.Float32bits(float32(math.FMA(float64(f(in[i^1])), float64(f(in[i])), 2)))
		// 2: dpp8:[7,6,5,4,3,2,1,0] reverses each group of eight.
		want[2] = in[i&^7|7-i&7] - s
		// 3: row_mirror; row_mask 0x5 enables rows 0 and 2 of a wave (a
		// wave32 has rows 0 and 1): row 1 keeps old, which is in[i].
		want[3] = in[i]
		if i%32 < 16 {
			want[3] = in[i&^15|15-r]
		}
		for k, w := range want {
			if uint32(got[4*i+k]) != w {
				t.Errorf("out[%d] (item %d, result %d) = %#x, want %#x", 4*i+k, i, k, got[4*i+k], w)
			}
		}
	}
}
