package timing

import (
	"testing"

	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/internal/simtest"
)

// Timing on synthetic VALU code, one wave: the per-instruction cost of the
// model without launch overhead.
func BenchmarkVALUWave64Timed(b *testing.B) { benchTimed(b, "gfx1030") }

// The same on gfx900, where the GFX9 wait-state rules are checked on every
// instruction.
func BenchmarkVALUGFX9Wave64Timed(b *testing.B) { benchTimed(b, "gfx900") }

func benchTimed(b *testing.B, arch string) {
	s, err := sim.NewSnippet(arch, 64, simtest.VALUHeavy(256, arch == "gfx900", 64))
	if err != nil {
		b.Fatal(err)
	}
	w := s.NewWave()
	tm, err := New(s.Prog)
	if err != nil {
		b.Fatal(err)
	}
	tm.Attach(s.M)
	n := int64(len(s.Prog.Insts))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w.PC, w.Done = 0, false
		w.SetExec(w.Full)
		if err := s.Run(w); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "wave-insts/s")
}
