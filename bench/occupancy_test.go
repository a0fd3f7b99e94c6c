package bench

import (
	"bytes"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/opt"
)

// A pass that changes occupancy gets the occupancy and the one-CU cycles
// of the launch on both sides; one that does not gets neither.
func TestMeasureOccupancy(t *testing.T) {
	passes, err := opt.ParsePasses("remat")
	if err != nil {
		t.Fatal(err)
	}
	dir := "../opt/testdata/remat/"
	r := Measure(Trace{Name: "remat_hi", Asm: dir + "remat_hi.s", Spec: dir + "launch.json"}, Options{Passes: passes, Runs: 1, Seed: 1})
	if !r.Ok() || r.OccBefore != 9 || r.OccAfter != 10 || r.CUCyclesAfter <= 0 || r.CUCyclesAfter >= r.CUCyclesBefore {
		t.Fatalf("row: ok %v (%s), occupancy %d → %d, one-CU cycles %d → %d", r.Ok(), r.Equal, r.OccBefore, r.OccAfter, r.CUCyclesBefore, r.CUCyclesAfter)
	}
	var b bytes.Buffer
	(&BenchReport{Rows: []Row{r}}).writeTraceLines(&b)
	if !strings.Contains(b.String(), "occupancy remat_hi") || !strings.Contains(b.String(), "9 → 10 waves per SIMD") {
		t.Fatalf("%q", b.String())
	}
	lo := Measure(Trace{Name: "remat_lo", Asm: dir + "remat_lo.s", Spec: dir + "launch_lo.json"}, Options{Passes: passes, Runs: 1, Seed: 1})
	if !lo.Ok() || lo.OccBefore != 0 || lo.Sites != 0 {
		t.Fatalf("remat_lo: %+v", lo)
	}
}
