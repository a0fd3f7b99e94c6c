package opt

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// Liveness of partial writes: a VALU def under exec and an M0-relative
// s_movreld leave their destination live above them; a SALU def kills it.
func TestLivenessPartialWrites(t *testing.T) {
	for _, c := range []struct {
		name, asm string
		reg       isa.Reg
		live      bool // live before the instruction under test
	}{
		{"salu def kills", "s_mov_b32 s4, 1", isa.SGPR(4, 1), false},
		{"valu def under exec keeps", "v_mov_b32_e32 v4, 1", isa.VGPR(4, 1), true},
		{"s_movreld may write elsewhere", "s_movreld_b32 s4, s5", isa.SGPR(4, 1), true},
		{"s_movreld reads its source", "s_movreld_b32 s4, s5", isa.SGPR(5, 1), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			// the instruction under test sits at index 1; s4 and v4 are
			// read at the end
			src := ".amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\nk:\n\ts_nop 0\n\t" + c.asm +
				"\n\ts_mov_b32 s6, s4\n\tv_mov_b32_e32 v6, v4\n\ts_endpgm\n"
			p, err := isa.Parse("t.s", []byte(src), isa.ParseOptions{Wave: 32})
			if err != nil {
				t.Fatal(err)
			}
			cfg := BuildCFG(p, p.Kernels[0])
			live := ComputeLiveness(cfg, 32, Units{}).LiveAfter(0)
			if live.Has(c.reg) != c.live {
				t.Errorf("%v live above %q: %v, want %v", c.reg, c.asm, live.Has(c.reg), c.live)
			}
		})
	}
}
