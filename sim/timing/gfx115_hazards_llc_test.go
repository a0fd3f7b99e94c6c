package timing

import (
	"os"
	osexec "os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// The hazard rules on gfx1150/gfx1151 against gfx1100, decided by llc-19's
// post-RA hazard recognizer (GCNHazardRecognizer) on MIR: gfx115x lacks
// FeatureVALUTransUseHazard, so llc inserts no s_waitcnt_depctr after a
// TRANS result used at once (it relies on s_delay_alu TRANS32_DEP_1) and
// wavesim must report nothing; the GFX11-generation rules
// (fixVALUMaskWriteHazard, fixVALUPartialForwardingHazard) still fire.
// For each case wavesim reports nothing on llc's output, and with llc's
// s_waitcnt_depctr lines deleted reports the case's rule once per line
// deleted.
func TestGFX115HazardsMatchLLC(t *testing.T) {
	llc := llvmtool.Require(t, "llc", 19)
	const (
		trans = "$vgpr1 = V_RCP_F32_e32 $vgpr0, implicit $mode, implicit $exec"
		use   = "$vgpr3 = V_ADD_F32_e32 $vgpr1, $vgpr1, implicit $mode, implicit $exec"
		mask  = "$vgpr4 = V_CNDMASK_B32_e64 0, $vgpr2, 0, $vgpr0, $sgpr8_sgpr9, implicit $exec"
		salu  = "$sgpr8 = S_MOV_B32 0"
	)
	const (
		transRule = "TRANS result used too soon (VALUTransUseHazard)"
		maskRule  = "SALU write of a VALU lane-mask SGPR without depctr (VALUMaskWriteHazard)"
	)
	cases := []struct {
		name, cpu string
		body      []string
		rule      string // "" when llc inserts nothing
	}{
		{"TRANS use gfx1100", "gfx1100", []string{trans, use}, transRule},
		{"TRANS use gfx1150", "gfx1150", []string{trans, use}, ""},
		{"TRANS use gfx1151", "gfx1151", []string{trans, use}, ""},
		{"TRANS use gfx1152", "gfx1152", []string{trans, use}, ""},
		{"mask write gfx1150", "gfx1150", []string{mask, salu}, maskRule},
		{"mask write gfx1151", "gfx1151", []string{mask, salu}, maskRule},
		{"partial forwarding gfx1150", "gfx1150", mirSeq(mirVa, mirExec, mirVb, mirMI), pfRule},
		{"partial forwarding gfx1151", "gfx1151", mirSeq(mirVa, mirExec, mirVb, mirMI), pfRule},
	}
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mir := "---\nname: hz\ntracksRegLiveness: true\nbody: |\n  bb.0:\n" +
				"    liveins: $vgpr0, $vgpr1, $vgpr2, $vgpr3, $sgpr8_sgpr9\n    " +
				strings.Join(c.body, "\n    ") + "\n    S_ENDPGM 0\n...\n"
			f := filepath.Join(dir, "hz.mir")
			if err := os.WriteFile(f, []byte(mir), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := osexec.Command(llc, "-march=amdgcn", "-mcpu="+c.cpu, "-mattr=+wavefrontsize64",
				"-start-before=post-RA-hazard-rec", f, "-o", "-").CombinedOutput()
			if err != nil {
				t.Fatalf("llc: %v\n%s", err, out)
			}
			asm, _, _ := llcBody(string(out), "hz")
			var st strings.Builder
			fixes := 0
			for _, l := range strings.SplitAfter(asm, "\n") {
				if strings.HasPrefix(l, "s_waitcnt_depctr") {
					fixes++
					continue
				}
				st.WriteString(l)
			}
			if (fixes > 0) != (c.rule != "") {
				t.Fatalf("llc inserted %d s_waitcnt_depctr, want a fix: %v\n%s", fixes, c.rule != "", asm)
			}
			if r := hazardRules(timed(t, c.cpu, 64, asm, nil)); len(r) != 0 {
				t.Errorf("on llc's output: hazards %q, want none\n%s", r, asm)
			}
			r := hazardRules(timed(t, c.cpu, 64, st.String(), nil))
			if len(r) != fixes || fixes > 0 && r[0] != c.rule {
				t.Errorf("without llc's %d fixes: hazards %q, want %d of %q\n%s", fixes, r, fixes, c.rule, st.String())
			}
		})
	}
}
