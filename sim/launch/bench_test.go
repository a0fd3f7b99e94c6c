package launch

import (
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
	b.ResetTimer()
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
		steps += d.Steps()
	}
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "wave-insts/s")
}
