package timing

import (
	"fmt"
	osexec "os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/sim"
)

// mfmaPrep maps 1 MiB at 0x10000 with the kernel argument (out, at +0 and
// +0x24: kernarg layouts with and without the implicit header) pointing at
// 0x20000, the kernarg pointer in s[0:1] and s[2:3], lane ids in v0.
func mfmaPrep(t *testing.T) func(s *sim.Snippet, w *sim.Wave) {
	return func(s *sim.Snippet, w *sim.Wave) {
		if err := s.Mem().Map("buf", 0x10000, 1<<20); err != nil {
			t.Fatal(err)
		}
		for _, off := range []uint64{0, 0x24} {
			if err := s.Mem().Write64(0x10000+off, 0x20000); err != nil {
				t.Fatal(err)
			}
		}
		w.S[0], w.S[1], w.S[2], w.S[3] = 0x10000, 0, 0x10000, 0
		for l := 0; l < 64; l++ {
			w.SetLane(0, l, uint32(l))
		}
	}
}

var sNop = regexp.MustCompile(`^s_nop (\d+)$`)

// llc-19 compiles testdata/mfma/TARGET.ll, matrix instructions of every
// kind chained through A/B and C and read by VALU and stores: the hazard
// checker reports nothing on llc's output. And every s_nop llc put there
// is needed: one wait state less at any of them, and a rule fires (the
// rules give LLVM's numbers, not more and not fewer, for these patterns).
func TestMFMAHazardsOnLLCOutput(t *testing.T) {
	llc := llvmtool.Require(t, "llc", 19)
	for _, cpu := range []string{"gfx90a", "gfx942"} {
		t.Run(cpu, func(t *testing.T) {
			out, err := osexec.Command(llc, "-mtriple=amdgcn", "-mcpu="+cpu, "-O2",
				filepath.Join("testdata", "mfma", cpu+".ll"), "-o", "-").CombinedOutput()
			if err != nil {
				t.Fatalf("llc: %v\n%s", err, out)
			}
			asm, _, _ := llcBody(string(out), "k")
			if n := strings.Count(asm, "v_mfma") + strings.Count(asm, "v_smfmac"); n < 8 {
				t.Fatalf("%d matrix instructions in llc's output:\n%s", n, asm)
			}
			if r := hazardRules(timed(t, cpu, 64, asm, mfmaPrep(t))); len(r) != 0 {
				t.Fatalf("on llc's output: hazards %q, want none\n%s", r, asm)
			}
			lines := strings.Split(asm, "\n")
			nops := 0
			for i, l := range lines {
				m := sNop.FindStringSubmatch(l)
				if m == nil {
					continue
				}
				nops++
				n, _ := strconv.Atoi(m[1])
				less := append([]string(nil), lines...)
				less[i] = fmt.Sprintf("s_nop %d", n-1)
				if n == 0 {
					less[i] = ""
				}
				if r := hazardRules(timed(t, cpu, 64, strings.Join(less, "\n"), mfmaPrep(t))); len(r) == 0 {
					t.Errorf("line %d: one wait state less at %q and no rule fires:\n%s", i+1, l, asm)
				}
			}
			t.Logf("%d s_nop, each needed", nops)
		})
	}
}
