package opt

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// s_movrels reads an SGPR chosen by M0: a compare result it may read is
// live, so the rewrite must not happen.
func TestVcmpxMovrelKeepsResultLive(t *testing.T) {
	src := "v_cmp_gt_u32_e64 s10, v0, v1\ns_and_saveexec_b32 s0, s10\ns_mov_b32 m0, 10\ns_movrels_b32 s2, s0\n"
	p, err := isa.Parse("m.s", []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	var exit Units
	exit.Add(isa.SGPR(2, 1))
	_, reps := Run(p, []Pass{newVcmpx()}, Options{ExitLive: exit})
	if reps[0].Rewritten() != 0 {
		t.Fatalf("rewritten although s_movrels may read s10: %v", reps[0].Sites)
	}
}
