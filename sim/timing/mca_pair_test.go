package timing

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// Dependent pairs: the cycle at which the simulator issues the second
// instruction, which waits for the first one's result, is the cycle at
// which llvm-mca's timeline dispatches it (scaled to cycles). These are
// the pairs an exec-mask rewrite is priced on: a compare and the
// s_and_saveexec that reads its mask, for every compare latency class,
// and VALU results read by the next VALU.
func TestDependentPairsMatchLLVMMCA(t *testing.T) {
	pairs := []struct{ first, second string }{
		{"v_cmp_gt_f32_e32 VCC, 0, v2", "s_and_saveexec_bW SDST, VCC"},
		{"v_cmp_gt_f64_e32 VCC, 0, v[2:3]", "s_and_saveexec_bW SDST, VCC"},
		{"v_cmp_gt_i32_e32 VCC, 0, v2", "s_and_saveexec_bW SDST, VCC"},
		{"v_cmp_gt_u64_e32 VCC, 0, v[2:3]", "s_and_saveexec_bW SDST, VCC"},
		{"v_cmp_class_f64_e64 SDST, v[2:3], 3", "s_and_saveexec_bW s[8:9], SDST"},
		{"v_add_f64 v[0:1], v[2:3], v[4:5]", "v_add_f64 v[6:7], v[0:1], v[4:5]"},
		{"v_cvt_f64_i32_e32 v[0:1], v2", "v_add_f64 v[6:7], v[0:1], v[4:5]"},
		{"v_cvt_f32_i32_e32 v0, v2", "v_mul_f32_e32 v6, v0, v4"},
		{"v_mul_f32_e32 v0, v2, v3", "v_mul_f32_e32 v6, v0, v4"},
		{"v_rcp_f32_e32 v0, v2", "v_mul_f32_e32 v6, v0, v4"},
		{"v_rcp_f64_e32 v[0:1], v[2:3]", "v_add_f64 v[6:7], v[0:1], v[4:5]"},
		{"v_mul_lo_u32 v0, v2, v3", "v_add_nc_u32_e32 v6, v0, v4"},
		{"v_div_scale_f32 v0, VCC, v2, v2, v3", "v_mul_f32_e32 v6, v0, v4"},
	}
	for _, v := range []int{14, 16, 19} {
		for _, cpu := range []string{"gfx900", "gfx1010", "gfx1030", "gfx1100"} {
			if v == 14 && cpu == "gfx1100" {
				continue
			}
			t.Run(fmt.Sprintf("llvm-%d/%s", v, cpu), func(t *testing.T) {
				t.Parallel()
				mca := llvmtool.Require(t, "llvm-mca", v)
				a := isa.MustArch(cpu)
				p, err := ParamsFor(a)
				if err != nil {
					t.Fatal(err)
				}
				wave := 32
				r := strings.NewReplacer("VCC", "vcc_lo", "SDST", "s4", "bW", "b32", "s[8:9]", "s8", "v_add_nc_u32", "v_add_nc_u32")
				if a.Gen < isa.GFX10 {
					wave = 64
					r = strings.NewReplacer("VCC", "vcc", "SDST", "s[4:5]", "bW", "b64", "v_add_nc_u32", "v_add_u32")
				}
				if a.Gen >= isa.GFX11 {
					r = strings.NewReplacer("VCC", "vcc_lo", "SDST", "s4", "bW", "b32", "s[8:9]", "s8", "v_add_f64 ", "v_add_f64 ")
				}
				for _, pr := range pairs {
					lines := []string{r.Replace(pr.first), r.Replace(pr.second)}
					at, err := llvmtool.MCADispatch(mca, cpu, false, lines)
					if err != nil {
						t.Fatal(err)
					}
					want := int64(at[1] * p.SchedUnit)
					tm := timed(t, cpu, wave, strings.Join(lines, "\n")+"\n", nil)
					if got := tm.Insts[1].FirstIssue; got != want {
						t.Errorf("%s → %s: second issues at cycle %d, llvm-mca dispatches it at %d", lines[0], lines[1], got, want)
					}
				}
			})
		}
	}
}
