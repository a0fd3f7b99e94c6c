package bench

import (
	"slices"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/timing"
)

func snippetProg(t *testing.T, name, asm string) *isa.Program {
	t.Helper()
	p, err := isa.Parse(name, []byte(asm), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Moving an unrelated s_mov ahead of a v_cmp saves the 4 cycles the
// conservative SGPR rule holds it (v_cmp's VALU latency 5, the s_mov's
// slot at 1), 16 when the SALU reads the VALU's SGPR result 12 cycles
// late (salu_after_valu), one when the held s_mov waits in the ALU while
// the wave dispatches the s_nop on (alu_dispatch: it issues at 5, the
// snippet ends a cycle later, against 5 for the moved form), and nothing
// under the per-register rule: the saving's sign depends on sgpr_rule,
// and on nothing else.
func TestMeasureEndsFindsTheDependence(t *testing.T) {
	a := snippetProg(t, "a.s", "v_cmp_gt_u32_e64 s4, v0, v1\ns_mov_b32 s0, s1\ns_nop 0\n")
	b := snippetProg(t, "b.s", "s_mov_b32 s0, s1\nv_cmp_gt_u32_e64 s4, v0, v1\ns_nop 0\n")
	sc := validate.SnippetCompare{Seed: 1}
	timer := func(model []timing.Setting) (int64, int64, error) { return validate.FirstStateCycles(a, b, sc, model) }
	ends, err := MeasureEnds(a.Arch, nil, timer)
	if err != nil {
		t.Fatal(err)
	}
	saved := map[string]int64{}
	for i := range ends {
		saved[ends[i].Param+"="+ends[i].Value] = ends[i].Saved()
	}
	for k, want := range map[string]int64{"sgpr_rule=per-register": 0, "sgpr_rule=conservative": 4,
		"sgpr_rule_vcc=false": 4, "sgpr_rule_vcc=true": 4, "exec_write=result": 4, "alu_dispatch=false": 4, "alu_dispatch=true": 1, "salu_after_valu=12": 16} {
		if saved[k] != want {
			t.Errorf("saved with %s = %d, want %d (all: %v)", k, saved[k], want, saved)
		}
	}
	if dep := ends.DependsOn(); !slices.Equal(dep, []string{"sgpr_rule"}) {
		t.Errorf("DependsOn = %v, want [sgpr_rule]", dep)
	}
	if v := ends.Verdict(); !strings.HasSuffix(v, "DEPENDS ON AN UNKNOWN, sgpr_rule: saves nothing at per-register, saves 4 cycles at conservative") {
		t.Errorf("verdict %q", v)
	}
	// A parameter the user sets is not varied.
	ends, err = MeasureEnds(a.Arch, []timing.Setting{{Name: "sgpr_rule", Value: "per-register"}}, timer)
	if err != nil {
		t.Fatal(err)
	}
	for i := range ends {
		if ends[i].Param == "sgpr_rule" {
			t.Fatalf("sgpr_rule varied although set: %v", ends)
		}
		if s := ends[i].Saved(); s != 0 {
			t.Errorf("per-register, %s=%s: saved %d, want 0", ends[i].Param, ends[i].Value, s)
		}
	}
	if v := ends.Verdict(); v != "the rewrite saves nothing at any end of the open model parameters" {
		t.Errorf("verdict %q", v)
	}
}
