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

// MIR pieces of the partial forwarding programs: Va (v1) and Vb (v2), the
// SALU exec write, the consumer, and a VALU writing neither.
const (
	mirVa   = "$vgpr1 = V_MOV_B32_e32 1065353216, implicit $exec"
	mirVb   = "$vgpr2 = V_MOV_B32_e32 1073741824, implicit $exec"
	mirExec = "$exec = S_MOV_B64 -1"
	mirMI   = "$vgpr3 = V_ADD_F32_e32 $vgpr1, $vgpr2, implicit $mode, implicit $exec"
	mirFill = "$vgpr5 = V_MOV_B32_e32 0, implicit $exec"
)

func mirFills(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = mirFill
	}
	return out
}

func mirSeq(parts ...any) []string {
	var out []string
	for _, p := range parts {
		switch p := p.(type) {
		case string:
			out = append(out, p)
		case []string:
			out = append(out, p...)
		}
	}
	return out
}

// LLVM decides: llc's post-RA hazard recognizer (llc-16 and llc-19) runs
// on MIR functions around each condition of
// fixVALUPartialForwardingHazard, and wavesim, on the assembly llc prints,
// reports nothing; with the s_waitcnt_depctr 0xfff llc inserted deleted,
// it reports the rule once for each one deleted, and never where llc
// inserted none.
func TestPartialForwardingMatchesLLC(t *testing.T) {
	ran := false
	for _, v := range []int{16, 19} {
		if llc := llvmtool.Path("llc", v); llc != "" {
			ran = true
			t.Run(fmt.Sprintf("llc-%d", v), func(t *testing.T) { partialFwdLLC(t, llc, v) })
		}
	}
	if !ran {
		llvmtool.Require(t, "llc", 16)
	}
}

// The VOPD pseudo's MIR name, by LLVM version.
var mirVOPD = map[int]string{16: "V_DUAL_MUL_F32_e32_X_MOV_B32_e32", 19: "V_DUAL_MUL_F32_e32_X_MOV_B32_e32_gfx11"}

func partialFwdLLC(t *testing.T, llc string, version int) {
	cases := []struct {
		name, cpu string
		body      []string
		fires     bool
	}{
		{"basic", "gfx1100", mirSeq(mirVa, mirExec, mirVb, mirMI), true},
		{"gfx1030", "gfx1030", mirSeq(mirVa, mirExec, mirVb, mirMI), false},
		{"intv1 2", "gfx1100", mirSeq(mirVa, mirFills(2), mirExec, mirVb, mirMI), true},
		{"intv1 3", "gfx1100", mirSeq(mirVa, mirFills(3), mirExec, mirVb, mirMI), false},
		{"intv2 2", "gfx1100", mirSeq(mirVa, mirExec, mirFills(2), mirVb, mirMI), true},
		{"intv2 3", "gfx1100", mirSeq(mirVa, mirExec, mirFills(3), mirVb, mirMI), false},
		{"intv1+intv2 2", "gfx1100", mirSeq(mirVa, mirFill, mirExec, mirFill, mirVb, mirMI), true},
		{"intv1+intv2 3", "gfx1100", mirSeq(mirVa, mirFill, mirExec, mirFills(2), mirVb, mirMI), false},
		{"intv3 4", "gfx1100", mirSeq(mirVa, mirExec, mirVb, mirFills(4), mirMI), true},
		{"intv3 5", "gfx1100", mirSeq(mirVa, mirExec, mirVb, mirFills(5), mirMI), false},
		{"whole window", "gfx1100", mirSeq(mirVa, mirFill, mirExec, mirFill, mirVb, mirFills(4), mirMI), true},
		{"both before exec", "gfx1100", mirSeq(mirVa, mirVb, mirExec, mirMI), false},
		{"VALU exec write", "gfx1100", mirSeq(mirVa, "V_CMPX_EQ_U32_nosdst_e32 $vgpr0, $vgpr0, implicit-def $exec, implicit $exec", mirVb, mirMI), false},
		{"exec_lo write", "gfx1100", mirSeq(mirVa, "$exec_lo = S_MOV_B32 -1", mirVb, mirMI), true},
		{"saveexec", "gfx1100", mirSeq(mirVa, "$sgpr8_sgpr9 = S_OR_SAVEEXEC_B64 -1, implicit-def $exec, implicit-def $scc, implicit $exec", mirVb, mirMI), true},
		{"one source", "gfx1100", mirSeq(mirVa, mirExec, mirVb,
			"$vgpr4_vgpr5 = V_ADD_F64_e64 0, $vgpr1_vgpr2, 0, $vgpr1_vgpr2, 0, 0, implicit $mode, implicit $exec"), false},
		{"two 64-bit sources", "gfx1100", mirSeq(mirVa, mirExec, mirVb,
			"$vgpr4_vgpr5 = V_ADD_F64_e64 0, $vgpr0_vgpr1, 0, $vgpr2_vgpr3, 0, 0, implicit $mode, implicit $exec"), true},
		{"SALU and depctr sa_sdst between", "gfx1100", mirSeq(mirVa, mirExec, "$sgpr6 = S_MOV_B32 0", mirVb, "S_WAITCNT_DEPCTR 65534", mirMI), true},
		{"depctr va_vdst(0) vm_vsrc(0) between", "gfx1100", mirSeq(mirVa, mirExec, mirVb, "S_WAITCNT_DEPCTR 4094", mirMI), false},
		{"DS between", "gfx1100", mirSeq(mirVa, mirExec, "$vgpr7 = DS_READ_B32_gfx9 $vgpr0, 0, 0, implicit $exec", mirVb, mirMI), false},
		{"two consumers", "gfx1100", mirSeq(mirVa, mirExec, mirVb, mirMI, mirMI), true},
		{"VOPD consumer", "gfx1100", mirSeq(mirVa, mirExec, mirVb,
			"$vgpr3, $vgpr6 = {vopd} $vgpr1, $vgpr0, $vgpr2, implicit $mode, implicit $exec"), true},
	}
	// Where llc-16 inserts a fix that wavesim, as LLVM 19 and later, does
	// not ask for: LLVM 16 ends the search only at s_waitcnt_depctr 0x0fff
	// exactly, later versions at any depctr whose va_vdst is 0
	// (decodeFieldVaVdst).
	redundant16 := map[string]bool{"depctr va_vdst(0) vm_vsrc(0) between": true}
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mir := "---\nname: partial_fwd\ntracksRegLiveness: true\nbody: |\n  bb.0:\n    liveins: $vgpr0, $vgpr1, $vgpr2, $vgpr3\n    " +
				strings.ReplaceAll(strings.Join(c.body, "\n    "), "{vopd}", mirVOPD[version]) + "\n    S_ENDPGM 0\n...\n"
			f := filepath.Join(dir, "pf.mir")
			if err := os.WriteFile(f, []byte(mir), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := osexec.Command(llc, "-march=amdgcn", "-mcpu="+c.cpu, "-mattr=+wavefrontsize64",
				"-start-before=post-RA-hazard-rec", f, "-o", "-").CombinedOutput()
			if err != nil {
				t.Fatalf("llc: %v\n%s", err, out)
			}
			var asm, stripped strings.Builder
			in, fixes := false, 0
			for _, l := range strings.Split(string(out), "\n") {
				l, _, _ = strings.Cut(l, ";")
				l = strings.TrimSpace(l)
				switch {
				case strings.HasPrefix(l, "partial_fwd:"):
					in = true
					continue
				case !in || l == "":
					continue
				}
				asm.WriteString(l + "\n")
				if l == "s_waitcnt_depctr 0xfff" {
					fixes++
				} else {
					stripped.WriteString(l + "\n")
				}
				if l == "s_endpgm" {
					break
				}
			}
			redundant := redundant16[c.name] && version == 16
			if (fixes > 0) != (c.fires || redundant) {
				t.Fatalf("llc inserted %d s_waitcnt_depctr 0xfff, want fires=%v:\n%s", fixes, c.fires, asm.String())
			}
			if r := hazardRules(timed(t, c.cpu, 64, asm.String(), nil)); len(r) != 0 {
				t.Errorf("on llc's output: hazards %q, want none\n%s", r, asm.String())
			}
			r := hazardRules(timed(t, c.cpu, 64, stripped.String(), nil))
			if want := fixes; redundant && len(r) != 0 || !redundant && (len(r) != want || want > 0 && r[0] != pfRule) {
				t.Errorf("without llc's %d fixes: hazards %q\n%s", fixes, r, stripped.String())
			}
		})
	}
}
