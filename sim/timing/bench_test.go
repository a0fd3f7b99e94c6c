package timing

import (
	"testing"

	"github.com/wavesim/wavesim/internal/benchutil"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/internal/simtest"
)

// Timing on synthetic VALU code, one wave: the per-instruction cost of the
// model without launch overhead.
func BenchmarkVALUWave64Timed(b *testing.B) { benchTimed(b, "gfx1030") }

// The same on gfx900, where the GFX9 wait-state rules are checked on every
// instruction: a closing DPP instruction makes the program a consumer of
// the DPP rule, whose producers are every VGPR write (a rule that no
// instruction of a program consumes is not tracked at all).
func BenchmarkVALUGFX9Wave64Timed(b *testing.B) { benchTimed(b, "gfx900") }

func benchTimed(b *testing.B, arch string) {
	code := simtest.VALUHeavy(256, arch == "gfx900", 64)
	if arch == "gfx900" {
		code += "s_nop 1\nv_mov_b32_dpp v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"
	}
	s, err := sim.NewSnippet(arch, 64, code)
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
	var cpu benchutil.CPUMeter
	b.ResetTimer()
	cpu.Start()
	for i := 0; i < b.N; i++ {
		w.PC, w.Done = 0, false
		w.SetExec(w.Full)
		if err := s.Run(w); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "wave-insts/s")
	cpu.ReportRate(b, float64(n)*float64(b.N), "wave-insts")
}

// The same on gfx1100, where the dispatch rules (Params.Dispatch) run on
// every instruction.
func BenchmarkVALUWave64TimedGFX11(b *testing.B) { benchTimed(b, "gfx1100") }
