package validate

import (
	"os"
	"runtime"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

// Comparing on a large launch allocates in proportion to its buffers: a
// few copies per run (the drawn launch, each side's memory, the
// original's results), not a record or a number's text per element. A
// 1 GiB buffer drew 25% of its elements from the dictionary and kept a
// record of each, and compare died out of memory.
func TestCompareLargeLaunchAllocation(t *testing.T) {
	const dir = "../../traces/saxpy/"
	src, err := os.ReadFile(dir + "llvm14-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	const n = 4 << 20 // elements of x: 16 MiB
	spec, err := launch.ParseSpec("big.json", []byte(`{"kernel": "saxpy", "grid": [512,1,1], "workgroup": [256,1,1],
		"args": [{"buffer": "y"}, {"buffer": "x"}, {"f32": -2.5}, {"i32": 500}],
		"buffers": {"y": {"type": "f32", "count": 512, "random": 1},
		            "x": {"type": "f32", "count": 4194304, "random": 2}}}`))
	if err != nil {
		t.Fatal(err)
	}
	p, err := launch.ParseProgram("a.s", src, launch.LoadOptions{}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	const runs = 3
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	res, err := CompareLaunchWith(p, p, spec, CompareOptions{Runs: runs, Seed: 1, DictShare: DefaultDictShare})
	runtime.ReadMemStats(&after)
	if err != nil || res.Runs != runs || res.Mismatch != nil {
		t.Fatalf("runs %v, mismatch %v, error %v", res.Runs, res.Mismatch, err)
	}
	perRun := float64(after.TotalAlloc-before.TotalAlloc) / runs / (4 * n)
	t.Logf("%.1f bytes allocated per buffer byte per run", perRun)
	// Measured 4.4 (the launch, two sides' memory, the results); the
	// per-element records and text took 27.
	if perRun > 8 {
		t.Errorf("%.1f bytes allocated per buffer byte per run, want at most 8", perRun)
	}
}
