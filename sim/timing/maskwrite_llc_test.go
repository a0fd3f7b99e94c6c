package timing

import (
	"fmt"
	"os"
	osexec "os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// LLVM decides when a VALU between the lane-mask read and the SALU write
// ends the VALUMaskWriteHazard window (fixVALUMaskWriteHazard,
// IsExpiredFn): llc-16 and llc-19's post-RA hazard recognizer run on MIR
// with v_cndmask reading s[8:9], one instruction, and s_mov_b32 s8, and
// wavesim reports the rule exactly where llc inserted its fix, and nothing
// on llc's output.
func TestMaskWriteMatchesLLC(t *testing.T) {
	cases := []struct {
		name, between string
		fires         bool
	}{
		{"VGPR only", "$vgpr5 = V_MOV_B32_e32 0, implicit $exec", true},
		{"inline constant", "$vgpr4 = V_ADD_U32_e32 1, $vgpr0, implicit $exec", true},
		{"literal", "$vgpr4 = V_ADD_U32_e32 12345, $vgpr0, implicit $exec", false},
		{"SGPR operand", "$vgpr4 = V_ADD_U32_e64 $sgpr10, $vgpr0, 0, implicit $exec", false},
		{"another lane mask", "$vgpr4 = V_CNDMASK_B32_e64 0, $vgpr0, 0, $vgpr1, $sgpr10_sgpr11, implicit $exec", false},
		{"VCC carry-in", "$vgpr4 = V_ADDC_U32_e32 $vgpr0, $vgpr0, implicit-def $vcc, implicit $vcc, implicit $exec", false},
		{"v_div_fmas reads VCC", "$vgpr4 = V_DIV_FMAS_F32_e64 0, $vgpr0, 0, $vgpr0, 0, $vgpr0, 0, 0, implicit $mode, implicit $vcc, implicit $exec", false},
		{"the same mask again", "$vgpr4 = V_CNDMASK_B32_e64 0, $vgpr0, 0, $vgpr1, $sgpr8_sgpr9, implicit $exec", true},
	}
	ran := false
	for _, v := range []int{16, 19} {
		llc := llvmtool.Want(t, "llc", v)
		if llc == "" {
			continue
		}
		ran = true
		dir := t.TempDir()
		for _, c := range cases {
			t.Run(fmt.Sprintf("llc-%d %s", v, c.name), func(t *testing.T) {
				mir := "---\nname: mw\ntracksRegLiveness: true\nbody: |\n  bb.0:\n" +
					"    liveins: $vgpr0, $vgpr1, $vgpr2, $sgpr8_sgpr9, $sgpr10_sgpr11, $vcc\n" +
					"    $vgpr1 = V_CNDMASK_B32_e64 0, $vgpr2, 0, $vgpr1, $sgpr8_sgpr9, implicit $exec\n" +
					"    " + c.between + "\n    $sgpr8 = S_MOV_B32 0\n    S_ENDPGM 0\n...\n"
				f := filepath.Join(dir, "mw.mir")
				if err := os.WriteFile(f, []byte(mir), 0o644); err != nil {
					t.Fatal(err)
				}
				out, err := osexec.Command(llc, "-march=amdgcn", "-mcpu=gfx1100", "-mattr=+wavefrontsize64",
					"-start-before=post-RA-hazard-rec", f, "-o", "-").CombinedOutput()
				if err != nil {
					t.Fatalf("llc: %v\n%s", err, out)
				}
				asm, _, _ := llcBody(string(out), "mw")
				fixes := strings.Count(asm, "s_waitcnt_depctr 0xfffe\n")
				if (fixes > 0) != c.fires {
					t.Fatalf("llc inserted %d s_waitcnt_depctr 0xfffe, want fires=%v:\n%s", fixes, c.fires, asm)
				}
				if r := hazardRules(timed(t, "gfx1100", 64, asm, nil)); len(r) != 0 {
					t.Errorf("on llc's output: hazards %q, want none\n%s", r, asm)
				}
				stripped := strings.ReplaceAll(asm, "s_waitcnt_depctr 0xfffe\n", "")
				r := hazardRules(timed(t, "gfx1100", 64, stripped, nil))
				if len(r) != fixes {
					t.Errorf("without llc's %d fixes: hazards %q\n%s", fixes, r, stripped)
				}
			})
		}
	}
	if !ran {
		llvmtool.Require(t, "llc", 16)
	}
}
