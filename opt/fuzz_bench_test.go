package opt

import (
	"testing"
	"time"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
)

// Program/state pairs per second through the real vcmpx pass on generated
// programs of about 32 instructions (validate.Generate, 3 regions): the
// number `wavesim fuzz` reports.
func BenchmarkFuzzVcmpx(b *testing.B) {
	for _, wave := range []int{32, 64} {
		b.Run(map[int]string{32: "wave32", 64: "wave64"}[wave], func(b *testing.B) {
			gc := validate.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: wave, Blocks: 3}
			insts := 0
			for i := uint64(0); i < 200; i++ {
				g, err := validate.Generate(gc, i)
				if err != nil {
					b.Fatal(err)
				}
				insts += len(g.Prog.Insts)
			}
			var states int64
			start := time.Now()
			for i := 0; i < b.N; i++ {
				st, f, err := validate.Fuzz(validate.FuzzConfig{Gen: gc, Transform: Transform([]Pass{newVcmpx()}, Options{}),
					Seed: uint64(i + 1), Programs: 4})
				if err != nil || f != nil {
					b.Fatal(err, f)
				}
				states += st.States
			}
			b.ReportMetric(float64(states)/time.Since(start).Seconds(), "pairs/s")
			b.ReportMetric(float64(insts)/200, "insts/program")
		})
	}
}
