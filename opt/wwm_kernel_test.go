package opt

import (
	"os"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// A whole-wave copy lowered in a kernel whose SGPRs below
// .amdhsa_next_free_sgpr are all named saves exec past them, and the
// kernel's SGPR count (descriptor, metadata, llc's comments) grows to
// cover the saved exec, so the descriptor still allocates every SGPR the
// code names. llvm-mc assembles the result.
func TestWWMRaisesSGPRCount(t *testing.T) {
	cases := []struct {
		file, save string
		want       []string
	}{
		// saxpy names s0, s1 and s4..s7, and a no-op added names s2 and
		// s3: the save goes to s8, 8 -> 9 SGPRs (10 -> 11 with VCC).
		{"llvm16-gfx1030.s", "s_or_saveexec_b32 s8, -1",
			[]string{".amdhsa_next_free_sgpr 9", "; NumSgprs: 11", "; NumSGPRsForWavesPerEU: 11", ".sgpr_count:     11"}},
		// wave64: the pair s[8:9], 8 -> 10 (10 -> 12).
		{"llvm16-gfx900.s", "s_or_saveexec_b64 s[8:9], -1",
			[]string{".amdhsa_next_free_sgpr 10", "; NumSgprs: 12", "; NumSGPRsForWavesPerEU: 12", ".sgpr_count:     12"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			src, err := os.ReadFile("../traces/saxpy/" + c.file)
			if err != nil {
				t.Fatal(err)
			}
			marked := wwmMarkSaxpy(string(src))
			p, err := isa.Parse(c.file, []byte(marked), isa.ParseOptions{})
			if err != nil {
				t.Fatal(err)
			}
			before := p.Kernels[0].Meta.NextFreeSGPR
			q, rep := runWWM(p, nil, nil)
			if rep.Rewritten() != 1 {
				t.Fatalf("sites %v", rep.Sites)
			}
			if !strings.Contains(rep.Sites[0].Reason, "SGPR count raised") {
				t.Errorf("the site does not say the SGPR count grew: %q", rep.Sites[0].Reason)
			}
			text := q.String()
			for _, w := range append([]string{c.save}, c.want...) {
				if !strings.Contains(text, w) {
					t.Errorf("no %q in the rewrite", w)
				}
			}
			if got := q.Kernels[0].Meta.NextFreeSGPR; got <= before {
				t.Errorf("NextFreeSGPR %d, was %d", got, before)
			}
			if strings.Contains(c.file, "gfx1030") {
				rematAssemble(t, text)
			}
			// The input is untouched.
			if p.String() == text {
				t.Error("the input program was edited in place")
			}
		})
	}
}

// Where a free SGPR exists below every kernel's allocation, the count
// stays as it was.
func TestWWMKeepsSGPRCountWhenFree(t *testing.T) {
	src, err := os.ReadFile("../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	marked := wwmMarkSaxpy(string(src))
	marked = strings.Replace(marked, ".amdhsa_next_free_sgpr 8", ".amdhsa_next_free_sgpr 12", 1)
	p, err := isa.Parse("k.s", []byte(marked), isa.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	q, rep := runWWM(p, nil, nil)
	text := q.String()
	if rep.Rewritten() != 1 || !strings.Contains(text, "s_or_saveexec_b32 s8, -1") {
		t.Fatalf("sites %v\n%s", rep.Sites, text)
	}
	for _, w := range []string{".amdhsa_next_free_sgpr 12", "; NumSgprs: 10", ".sgpr_count:     10"} {
		if !strings.Contains(text, w) {
			t.Errorf("no %q in the rewrite", w)
		}
	}
}

// wwmMarkSaxpy marks saxpy's v_mov_b32_e32 v1, 0 as a whole-wave copy and
// names s2 and s3, the private segment buffer's upper dwords the kernel
// does not read, in a no-op at its entry.
func wwmMarkSaxpy(src string) string {
	src = strings.Replace(src, "v_mov_b32_e32 v1, 0\n", "v_mov_b32_e32 v1, 0 ; wavesim: wwm\n", 1)
	return strings.Replace(src, "\ts_load_dwordx2 s[0:1]", "\ts_mov_b64 s[2:3], s[2:3]\n\ts_load_dwordx2 s[0:1]", 1)
}
