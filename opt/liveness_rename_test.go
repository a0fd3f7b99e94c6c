package opt

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// LiveAfter reads the instructions as they are when asked: remat renames a
// sunk copy's VGPR in place and asks again, and the renamed read must show.
func TestLiveAfterSeesRenames(t *testing.T) {
	src := ".amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\nk:\n\ts_nop 0\n\tv_mov_b32_e32 v6, v4\n\ts_endpgm\n"
	p, err := isa.Parse("t.s", []byte(src), isa.ParseOptions{Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	live := ComputeLiveness(BuildCFG(p, p.Kernels[0]), 32, Units{})
	if after := live.LiveAfter(0); !after.Has(isa.VGPR(4, 1)) || after.Has(isa.VGPR(5, 1)) {
		t.Fatalf("before the rename: v4 live %v, v5 live %v; want v4 only", after.Has(isa.VGPR(4, 1)), after.Has(isa.VGPR(5, 1)))
	}
	p.Insts[1].Args[1].Reg = isa.VGPR(5, 1)
	if after := live.LiveAfter(0); after.Has(isa.VGPR(4, 1)) || !after.Has(isa.VGPR(5, 1)) {
		t.Errorf("after renaming the read to v5: v4 live %v, v5 live %v; want v5 only", after.Has(isa.VGPR(4, 1)), after.Has(isa.VGPR(5, 1)))
	}
}
