package validate

import (
	"fmt"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// With an inferred LiveOut, the registers either program writes outside
// it are reported: one the original never names is the rewrite's
// temporary, one it names (scc) was consumed. A user's list reports none.
func TestSnippetNotCompared(t *testing.T) {
	a := parseSnippet(t, "a.s", "s_cmp_lt_i32 s2, s3\ns_cbranch_scc1 .L\nv_mov_b32_e32 v1, 0\n.L:\n", 32)
	b := parseSnippet(t, "b.s", "s_mov_b32 s0, exec_lo\nv_cmpx_ge_i32_e64 s2, s3\nv_mov_b32_e32 v1, 0\ns_or_b32 exec_lo, exec_lo, s0\n", 32)
	live := []isa.Reg{isa.SGPR(2, 1), isa.SGPR(3, 1), isa.RegExecLo, isa.VGPR(1, 1)}
	r, err := CompareSnippets(a, b, SnippetCompare{Runs: 20, Seed: 1, LiveOut: live, Inferred: true})
	if err != nil || r.Mismatch != nil {
		t.Fatalf("%v %v", err, r.Mismatch)
	}
	want := "[{s0 " + WhyTemporary + "} {scc " + WhyConsumed + "}]"
	if got := fmt.Sprint(r.NotCompared); got != want {
		t.Errorf("not compared %s, want %s", got, want)
	}
	r, _ = CompareSnippets(a, b, SnippetCompare{Runs: 20, Seed: 1, LiveOut: live})
	if r.NotCompared != nil {
		t.Errorf("a user's list reported %v", r.NotCompared)
	}
}
