package opt

import (
	"os"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// A pass that takes an SGPR past a kernel's .amdhsa_next_free_sgpr raises
// the kernel's counts, and one that takes an SGPR for a function stays in
// the SGPRs a function may clobber and raises every kernel's count.
func TestPassesCoverTheSGPRsTheyTake(t *testing.T) {
	for _, c := range []struct {
		file, pass string
		want       []string
	}{
		// testdata/sgprs/uniform.s names s0..s6 and allocates 7: the saved
		// exec goes to s7.
		{"uniform.s", "uniform-to-exec", []string{"s_and_saveexec_b32 s7, vcc_lo", ".amdhsa_next_free_sgpr 8\n", "; NumSgprs: 8\n", ".sgpr_count:     8\n"}},
		// testdata/sgprs/wwm_func.s: a marked copy in a function f, and
		// kernels e (empty) and k: s16, the first SGPR a function may
		// clobber, and both kernels' counts cover it.
		{"wwm_func.s", "wwm", []string{"s_or_saveexec_b32 s16, -1", "s_mov_b32 exec_lo, s16"}},
	} {
		t.Run(c.file, func(t *testing.T) {
			src, err := os.ReadFile("testdata/sgprs/" + c.file)
			if err != nil {
				t.Fatal(err)
			}
			p, err := isa.Parse(c.file, src, isa.ParseOptions{})
			if err != nil {
				t.Fatal(err)
			}
			pass, err := Lookup(c.pass)
			if err != nil {
				t.Fatal(err)
			}
			q, reps := Run(p, []Pass{pass}, Options{})
			if reps[0].Rewritten() != 1 || !strings.Contains(reps[0].Sites[0].Reason, "SGPR count raised") {
				t.Fatalf("sites %v", reps[0].Sites)
			}
			text := q.String()
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("no %q in\n%s", w, text)
				}
			}
			for _, k := range q.Kernels {
				if c.pass == "wwm" && k.Meta.NextFreeSGPR != 17 {
					t.Errorf("kernel %s allocates %d SGPRs, want 17", k.Name, k.Meta.NextFreeSGPR)
				}
			}
		})
	}
}
