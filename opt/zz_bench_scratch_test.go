package opt

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/check"
)

func BenchmarkScratchState(b *testing.B) {
	for i := 0; i < b.N; i++ {
		check.RandomState(uint64(i), 32, 10)
	}
}

func BenchmarkScratchRun(b *testing.B) {
	p, _ := isa.Parse("t.s", []byte("v_cmp_gt_u32_e32 vcc_lo, 0x64, v0\ns_and_saveexec_b32 s2, vcc_lo\n"), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: 32})
	ps, _ := ParsePasses("vcmpx")
	q, _ := Run(p, ps, Options{})
	c, _ := check.NewChecker(p, q, []isa.Reg{isa.SGPR(2, 1), isa.RegExecLo})
	st := check.RandomState(1, 32, 10)
	for i := 0; i < b.N; i++ {
		c.Run(st)
	}
}
