package timing

import (
	"fmt"
	"os"
	osexec "os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/sim"
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
	// Independent of the other tests (its own files and tool runs), it
	// runs beside the package's other long checks.
	t.Parallel()
	ran := false
	for _, v := range []int{16, 19} {
		if llc := llvmtool.Want(t, "llc", v); llc != "" {
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
			asm, stripped, fixes := llcBody(string(out), "partial_fwd")
			redundant := redundant16[c.name] && version == 16
			if (fixes > 0) != (c.fires || redundant) {
				t.Fatalf("llc inserted %d s_waitcnt_depctr 0xfff, want fires=%v:\n%s", fixes, c.fires, asm)
			}
			if r := hazardRules(timed(t, c.cpu, 64, asm, nil)); len(r) != 0 {
				t.Errorf("on llc's output: hazards %q, want none\n%s", r, asm)
			}
			r := hazardRules(timed(t, c.cpu, 64, stripped, nil))
			if want := fixes; redundant && len(r) != 0 || !redundant && (len(r) != want || want > 0 && r[0] != pfRule) {
				t.Errorf("without llc's %d fixes: hazards %q\n%s", fixes, r, stripped)
			}
		})
	}
}

// llcBody gives the instructions of function fn in llc's assembly output,
// the same without the s_waitcnt_depctr 0xfff lines, and how many there
// were.
func llcBody(out, fn string) (asm, stripped string, fixes int) {
	var a, st strings.Builder
	in := false
	for _, l := range strings.Split(out, "\n") {
		l, _, _ = strings.Cut(l, ";")
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, fn+":"):
			in = true
			continue
		case !in || l == "":
			continue
		}
		a.WriteString(l + "\n")
		if l == "s_waitcnt_depctr 0xfff" {
			fixes++
		} else {
			st.WriteString(l + "\n")
		}
		if l == "s_endpgm" {
			break
		}
	}
	return a.String(), st.String(), fixes
}

// From IR: llc compiles testdata/partialfwd.ll for gfx1100 wave64 and
// inserts the fix before the add; wavesim reports nothing on its output
// and the rule once without the fix. For wave32 llc inserts none, and
// wavesim reports nothing either way.
func TestPartialForwardingLLCFromIR(t *testing.T) {
	ran := false
	for _, v := range []int{16, 19} {
		llc := llvmtool.Want(t, "llc", v)
		if llc == "" {
			continue
		}
		ran = true
		for _, wave := range []int{64, 32} {
			t.Run(fmt.Sprintf("llc-%d wave%d", v, wave), func(t *testing.T) {
				out, err := osexec.Command(llc, "-mtriple=amdgcn", "-mcpu=gfx1100", fmt.Sprintf("-mattr=+wavefrontsize%d", wave),
					filepath.Join("testdata", "partialfwd.ll"), "-o", "-").CombinedOutput()
				if err != nil {
					t.Fatalf("llc: %v\n%s", err, out)
				}
				asm, stripped, fixes := llcBody(string(out), "k")
				if want := btoi(wave == 64); fixes != want {
					t.Fatalf("llc inserted %d s_waitcnt_depctr 0xfff, want %d:\n%s", fixes, want, asm)
				}
				// The kernarg pointer is s[0:1] (llc-16) or s[2:3] (llc-19);
				// out (at +0x24) points into the same buffer.
				prep := func(s *sim.Snippet, w *sim.Wave) {
					withMemory(s, w)
					w.S[0], w.S[1], w.S[2], w.S[3] = 0x10000, 0, 0x10000, 0
					if err := s.Mem().Write64(0x10024, 0x10400); err != nil {
						t.Fatal(err)
					}
					for l := 0; l < 64; l++ {
						w.SetLane(0, l, uint32(l))
					}
				}
				if r := hazardRules(timed(t, "gfx1100", wave, asm, prep)); len(r) != 0 {
					t.Errorf("on llc's output: hazards %q, want none\n%s", r, asm)
				}
				r := hazardRules(timed(t, "gfx1100", wave, stripped, prep))
				if len(r) != fixes || fixes > 0 && r[0] != pfRule {
					t.Errorf("without llc's fix: hazards %q, want %d of %q\n%s", r, fixes, pfRule, stripped)
				}
			})
		}
	}
	if !ran {
		llvmtool.Require(t, "llc", 16)
	}
}
