package launch

import (
	"github.com/wavesim/wavesim/internal/benchutil"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// loadVALUHeavy reads the corpus' VALU-heavy kernel as LLVM 16 compiles it
// for gfx1030 wave64, with its launch.
func loadVALUHeavy(b *testing.B) (*isa.Program, *Spec) {
	p, spec, err := Load("../../traces/valu_heavy/llvm16-gfx1030-w64.s",
		"../../traces/valu_heavy/launch.json", LoadOptions{Wave: 64})
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
	var cpu benchutil.CPUMeter
	b.ResetTimer()
	cpu.Start()
	for i := 0; i < b.N; i++ {
		d, err := NewDispatch(p, spec, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Run(); err != nil {
			b.Fatal(err)
		}
		lanes, valu, steps = lanes+d.M.LaneOps, valu+d.M.VALUOps, steps+d.Steps()
	}
	secs := b.Elapsed().Seconds()
	b.ReportMetric(float64(lanes)/secs, "lane-ops/s")
	b.ReportMetric(float64(steps)/secs, "wave-insts/s")
	b.ReportMetric(float64(valu)/float64(steps), "valu-ops/inst")
	cpu.ReportRate(b, float64(lanes), "lane-ops")
	cpu.ReportRate(b, float64(steps), "wave-insts")
}

// The same dispatch with the timing model on: its cost next to the
// functional run above.
func BenchmarkTraceVALUHeavyWave64Timed(b *testing.B) {
	p, spec := loadVALUHeavy(b)
	var steps int64
	var cpu benchutil.CPUMeter
	b.ResetTimer()
	cpu.Start()
	for i := 0; i < b.N; i++ {
		d, err := NewDispatch(p, spec, Options{Timing: true})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Run(); err != nil {
			b.Fatal(err)
		}
		steps += d.Steps()
	}
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "wave-insts/s")
	cpu.ReportRate(b, float64(steps), "wave-insts")
}

// A launch whose input is a 9M-element .npy file: the spec is checked and
// the elements streamed into a dispatch's memory (36 MB per operation).
func BenchmarkBinarySpec9M(b *testing.B) {
	const n = 9_000_000
	dir := b.TempDir()
	npyFile(b, filepath.Join(dir, "x.npy"), "<f4", n, make([]byte, 4*n))
	spec := `{"grid": [32], "workgroup": [32], "buffers": {"out": {"type": "f32", "file": "x.npy"}}, "args": [{"buffer": "out"}]}`
	if err := os.WriteFile(filepath.Join(dir, "spec.json"), []byte(spec), 0o644); err != nil {
		b.Fatal(err)
	}
	p, err := isa.Parse("k.s", []byte(strings.Replace(errKernel, "%d", "0", 1)), isa.ParseOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(4 * n)
	var cpu benchutil.CPUMeter
	b.ResetTimer()
	cpu.Start()
	for i := 0; i < b.N; i++ {
		s, err := LoadSpec(filepath.Join(dir, "spec.json"))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := NewDispatch(p, s, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	cpu.ReportRate(b, 4*n*float64(b.N)/1e6, "MB")
}

// A long grid of the corpus' saxpy (10^6 work-items, 31,250 waves, most
// of them past the array's end) timed with its workgroups side by side on
// one compute unit, and one at a time on compute units of their own: the
// cost of placement and arbitration per wave.
func BenchmarkLongGrid(b *testing.B) {
	p, spec, err := Load("../../traces/saxpy/llvm16-gfx1030.s", "../../traces/saxpy/launch.json", LoadOptions{})
	if err != nil {
		b.Fatal(err)
	}
	spec.Grid = []int{1000000, 1, 1}
	spec.Expect = nil
	for _, c := range []struct {
		name string
		cus  int
	}{{"OneCU", 1}, {"Isolated", IsolatedCUs}} {
		b.Run(c.name, func(b *testing.B) {
			var waves int64
			var cpu benchutil.CPUMeter
			cpu.Start()
			for i := 0; i < b.N; i++ {
				d, err := NewDispatch(p, spec, Options{Timing: true, CUs: c.cus})
				if err != nil {
					b.Fatal(err)
				}
				if err := d.Run(); err != nil {
					b.Fatal(err)
				}
				waves += 31250
			}
			b.ReportMetric(float64(waves)/b.Elapsed().Seconds(), "waves/s")
			cpu.ReportRate(b, float64(waves), "waves")
		})
	}
}
