package sim_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/benchutil"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/internal/simtest"
)

func benchVALU(b *testing.B, arch string, wave int, exec uint64) {
	benchVALUCode(b, arch, wave, exec, simtest.VALUHeavy(256, arch == "gfx900", wave))
}

// benchVALUCode runs straight-line code on one wave: active-lane
// operations (lane-ops) and instructions (wave-insts) per second of wall
// time and per second of the process's CPU time (/cpu-s), which other work
// on a shared machine does not stretch.
func benchVALUCode(b *testing.B, arch string, wave int, exec uint64, code string) {
	s, err := sim.NewSnippet(arch, wave, code)
	if err != nil {
		b.Fatal(err)
	}
	w := s.NewWave()
	for r := 0; r < 32; r++ {
		for l := 0; l < 64; l++ {
			w.SetLane(r, l, uint32(r*64+l)*2654435761)
		}
	}
	active := 0
	for l := 0; l < wave; l++ {
		active += int(exec >> uint(l) & 1)
	}
	n := float64(len(s.Prog.Insts))
	var cpu benchutil.CPUMeter
	b.ResetTimer()
	cpu.Start()
	for i := 0; i < b.N; i++ {
		w.PC, w.Done = 0, false
		w.SetExec(exec)
		if err := s.Run(w); err != nil {
			b.Fatal(err)
		}
	}
	insts := n * float64(b.N)
	secs := b.Elapsed().Seconds()
	b.ReportMetric(insts/secs, "wave-insts/s")
	b.ReportMetric(insts*float64(active)/secs, "lane-ops/s")
	cpu.ReportRate(b, insts, "wave-insts")
	cpu.ReportRate(b, insts*float64(active), "lane-ops")
}

// Active-lane operations per second on VALU-heavy code. With
// GOEXPERIMENT=simd on an AVX-512 CPU the rows that have vector functions
// use them (sim.VectorPath); the Scalar benchmarks force the scalar lane
// functions, so one binary measures both paths.
func BenchmarkVALUWave64(b *testing.B)     { benchVALU(b, "gfx1030", 64, ^uint64(0)) }
func BenchmarkVALUWave32(b *testing.B)     { benchVALU(b, "gfx1030", 32, 0xffffffff) }
func BenchmarkVALUGFX9Wave64(b *testing.B) { benchVALU(b, "gfx900", 64, ^uint64(0)) }
func BenchmarkVALUWave64Half(b *testing.B) { benchVALU(b, "gfx1030", 64, 0x00000000ffffffff) }

func BenchmarkVALUWave64Scalar(b *testing.B) {
	defer sim.ScalarOnly()()
	benchVALU(b, "gfx1030", 64, ^uint64(0))
}

func BenchmarkVALUWave32Scalar(b *testing.B) {
	defer sim.ScalarOnly()()
	benchVALU(b, "gfx1030", 32, 0xffffffff)
}

// Sparse exec (every other lane): the masked path of every function.
func BenchmarkVALUWave64Alternate(b *testing.B) {
	benchVALU(b, "gfx1030", 64, 0x5555555555555555)
}

// DPP-heavy VALU code (reductions and scans are made of it): the cost of
// the lane routing on top of the op.
func BenchmarkDPPWave64(b *testing.B) {
	var src strings.Builder
	ctrls := []string{"quad_perm:[1,0,3,2]", "row_shr:1", "row_ror:4", "row_mirror", "row_bcast:15", "wave_shr:1"}
	for i := 0; i < 256; i++ {
		fmt.Fprintf(&src, "v_add_f32_dpp v%d, v%d, v%d %s row_mask:0xf bank_mask:0xf\n", i%8, (i+1)%8, (i+2)%8, ctrls[i%len(ctrls)])
	}
	s, err := sim.NewSnippet("gfx900", 64, src.String())
	if err != nil {
		b.Fatal(err)
	}
	w := s.NewWave()
	for r := 0; r < 8; r++ {
		for l := 0; l < 64; l++ {
			w.SetLane(r, l, uint32(r*64+l)*2654435761)
		}
	}
	var cpu benchutil.CPUMeter
	b.ResetTimer()
	cpu.Start()
	for i := 0; i < b.N; i++ {
		w.PC, w.Done = 0, false
		w.SetExec(^uint64(0))
		if err := s.Run(w); err != nil {
			b.Fatal(err)
		}
	}
	insts := float64(len(s.Prog.Insts)) * float64(b.N)
	b.ReportMetric(insts/b.Elapsed().Seconds(), "wave-insts/s")
	b.ReportMetric(insts*64/b.Elapsed().Seconds(), "lane-ops/s")
	cpu.ReportRate(b, insts, "wave-insts")
	cpu.ReportRate(b, insts*64, "lane-ops")
}
