package sim

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// valuHeavy is straight-line VALU code of the kind LLVM emits for
// arithmetic kernels: integer and float ops, VGPR and SGPR/constant sources.
func valuHeavy(n int, gfx9 bool, wave int) string {
	add, vcc := "v_add_nc_u32_e32", "vcc"
	if gfx9 {
		add = "v_add_u32_e32"
	}
	if wave == 32 {
		vcc = "vcc_lo"
	}
	ops := []string{
		add + " v%d, v%d, v%d",
		"v_mul_f32_e32 v%d, v%d, v%d",
		"v_fma_f32 v%d, v%d, v%d, 0.5",
		"v_xor_b32_e32 v%d, v%d, v%d",
		"v_lshlrev_b32_e32 v%d, 3, v%d",
		"v_mul_lo_u32 v%d, v%d, s%d",
		"v_max_i32_e32 v%d, v%d, v%d",
		"v_cndmask_b32_e32 v%d, v%d, v%d, " + vcc,
	}
	var b strings.Builder
	for i := 0; i < n; i++ {
		op := ops[i%len(ops)]
		d, a, c := 2+i%20, 2+(i+7)%20, 2+(i+13)%20
		switch strings.Count(op, "%d") {
		case 2:
			fmt.Fprintf(&b, op+"\n", d, a)
		default:
			fmt.Fprintf(&b, op+"\n", d, a, c)
		}
	}
	return b.String()
}

func benchVALU(b *testing.B, arch string, wave int, exec uint64) {
	s, err := NewSnippet(arch, wave, valuHeavy(256, arch == "gfx900", wave))
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
	n := int64(len(s.Prog.Insts))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w.PC, w.Done = 0, false
		w.SetExec(exec)
		if err := s.Run(w); err != nil {
			b.Fatal(err)
		}
	}
	secs := b.Elapsed().Seconds()
	b.ReportMetric(float64(n)*float64(b.N)/secs, "wave-insts/s")
	b.ReportMetric(float64(n)*float64(b.N)*float64(active)/secs, "lane-ops/s")
}

// Active-lane operations per second on VALU-heavy code.
func BenchmarkVALUWave64(b *testing.B)     { benchVALU(b, "gfx1030", 64, ^uint64(0)) }
func BenchmarkVALUWave32(b *testing.B)     { benchVALU(b, "gfx1030", 32, 0xffffffff) }
func BenchmarkVALUGFX9Wave64(b *testing.B) { benchVALU(b, "gfx900", 64, ^uint64(0)) }
func BenchmarkVALUWave64Half(b *testing.B) { benchVALU(b, "gfx1030", 64, 0x00000000ffffffff) }

// loadVALUHeavy reads the corpus' VALU-heavy kernel as LLVM 16 compiles it
// for gfx1030 wave64, with its launch.
func loadVALUHeavy(b *testing.B) (*isa.Program, *LaunchSpec) {
	p, spec, err := LoadLaunch("../traces/valu_heavy/llvm16-gfx1030-w64.s",
		"../traces/valu_heavy/launch.json", LoadOptions{Wave: 64})
	if err != nil {
		b.Fatal(err)
	}
	return p, spec
}

// The corpus' VALU-heavy kernel on gfx1030 wave64: a whole dispatch,
// memory and control flow included.
func BenchmarkTraceVALUHeavyWave64(b *testing.B) {
	p, spec := loadVALUHeavy(b)
	var lanes, valu, steps int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d, err := NewDispatch(p, spec, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Run(); err != nil {
			b.Fatal(err)
		}
		lanes, valu, steps = lanes+d.LaneOps, valu+d.VALUOps, steps+d.Steps
	}
	secs := b.Elapsed().Seconds()
	b.ReportMetric(float64(lanes)/secs, "lane-ops/s")
	b.ReportMetric(float64(steps)/secs, "wave-insts/s")
	b.ReportMetric(float64(valu)/float64(steps), "valu-ops/inst")
}

// The same dispatch with the timing model on: its cost next to the
// functional run above.
func BenchmarkTraceVALUHeavyWave64Timed(b *testing.B) {
	p, spec := loadVALUHeavy(b)
	var steps int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d, err := NewDispatch(p, spec, Options{Timing: true})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Run(); err != nil {
			b.Fatal(err)
		}
		steps += d.Steps
	}
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "wave-insts/s")
}

// Timing on synthetic VALU code, one wave: the per-instruction cost of the
// model without launch overhead.
func BenchmarkVALUWave64Timed(b *testing.B) {
	s, err := NewSnippet("gfx1030", 64, valuHeavy(256, false, 64))
	if err != nil {
		b.Fatal(err)
	}
	w := s.NewWave()
	if _, err := s.EnableTiming(false); err != nil {
		b.Fatal(err)
	}
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

// DPP-heavy VALU code (reductions and scans are made of it): the cost of
// the lane routing on top of the op.
func BenchmarkDPPWave64(b *testing.B) {
	var src strings.Builder
	ctrls := []string{"quad_perm:[1,0,3,2]", "row_shr:1", "row_ror:4", "row_mirror", "row_bcast:15", "wave_shr:1"}
	for i := 0; i < 256; i++ {
		fmt.Fprintf(&src, "v_add_f32_dpp v%d, v%d, v%d %s row_mask:0xf bank_mask:0xf\n", i%8, (i+1)%8, (i+2)%8, ctrls[i%len(ctrls)])
	}
	s, err := NewSnippet("gfx900", 64, src.String())
	if err != nil {
		b.Fatal(err)
	}
	w := s.NewWave()
	for r := 0; r < 8; r++ {
		for l := 0; l < 64; l++ {
			w.SetLane(r, l, uint32(r*64+l)*2654435761)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w.PC, w.Done = 0, false
		w.SetExec(^uint64(0))
		if err := s.Run(w); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(s.Prog.Insts))*float64(b.N)/b.Elapsed().Seconds(), "wave-insts/s")
}
