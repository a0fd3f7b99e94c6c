package bench

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt"
	"github.com/wavesim/wavesim/sim/launch"
)

// testdata/wwm_dpp: wwm_dpp.ll, compiled by llc-16 for gfx1030 wave32 and
// wave64 and by llc-14 for gfx900 (-mtriple=amdgcn-amd-amdhsa -O2), reads
// in its odd lanes, through a whole-wave DPP row shift, the set.inactive
// value (100) of the even lane below, which is inactive. The expected
// buffer is hand-checked: 100 in every odd element, the 0xdeadbeef sentinel
// in the even ones (no even lane stores). marked-gfx1030.s is the llc-16
// wave32 file with LLVM's whole-wave region written as two marked copies
// (and so without the region's s2).
const wwmDir = "testdata/wwm_dpp/"

// Each variant matches the expectation; the wwm pass leaves LLVM's own
// sequences with equal results and lowers the marked copies into one region
// that still matches; the marked file with its markers taken out (plain
// copies under the if's exec) does not.
func TestWWMKernel(t *testing.T) {
	spec, err := launch.LoadSpec(wwmDir + "launch.json")
	if err != nil {
		t.Fatal(err)
	}
	passes, err := opt.ParsePasses("wwm")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"llvm16-gfx1030", "llvm16-gfx1030-w64", "llvm14-gfx900", "marked-gfx1030"} {
		t.Run(v, func(t *testing.T) {
			p, err := launch.LoadProgram(wwmDir+v+".s", launch.LoadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if m := wwmRun(t, p, spec); m != nil {
				t.Fatalf("the original does not match the expectation: %v", m)
			}
			q, reps := opt.Run(p, passes, opt.Options{})
			marked := strings.HasPrefix(v, "marked")
			if got := reps[0].Rewritten() > 0; got != marked {
				t.Errorf("rewritten %v, want %v: %v", got, marked, reps[0].Sites)
			}
			if marked {
				if n := strings.Count(q.String(), "s_or_saveexec_b32"); n != 1 {
					t.Errorf("%d exec saves, want the two copies in one region:\n%s", n, q)
				}
				// s2, the first SGPR no instruction names, below the
				// descriptor's .amdhsa_next_free_sgpr 6.
				if !strings.Contains(q.String(), "s_or_saveexec_b32 s2, -1") {
					t.Errorf("exec not saved in s2:\n%s", q)
				}
				if strings.Contains(q.String(), isa.WWMMarker) {
					t.Errorf("a marker is left:\n%s", q)
				}
			}
			if m := wwmRun(t, q, spec); m != nil {
				t.Fatalf("the rewrite does not match the expectation: %v\n%s", m, q)
			}
			cmp, err := Compare(p, q, spec, 3, 1)
			if err != nil {
				t.Fatal(err)
			}
			if cmp.Result.Mismatch != nil {
				t.Fatal(cmp.Result.Mismatch)
			}
			if !marked {
				return
			}
			plain := p.Clone()
			for _, in := range plain.Insts {
				in.WholeWave = false
			}
			if wwmRun(t, plain, spec) == nil {
				t.Error("the copies without their markers match the expectation too: the kernel does not test whole-wave copies")
			}
		})
	}
}

func wwmRun(t *testing.T, p *isa.Program, spec *launch.Spec) *launch.Mismatch {
	t.Helper()
	d, err := launch.NewDispatch(p, spec, launch.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	return d.Check()
}
