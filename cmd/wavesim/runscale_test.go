package main

import (
	"runtime"
	"testing"

	"github.com/wavesim/wavesim/internal/longkernel"
)

// allocated runs wavesim and gives the bytes and allocations it made.
func allocated(t *testing.T, args ...string) (bytes, allocs uint64) {
	t.Helper()
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	out, err := run(t, args...)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return after.TotalAlloc - before.TotalAlloc, after.Mallocs - before.Mallocs
}

// wavesim run costs memory in proportion to the kernel's length: ten
// times the instructions, about ten times the bytes and allocations (the
// bound is 12: buffers that grow by doubling, such as the JSON encoder's,
// allocate up to twice their final size). Anything super-linear, a table
// indexed by pairs of instructions or a list searched for each one, shows
// as a ratio far past that before it shows in wall-clock time, and
// allocation counts do not depend on the machine's load.
func TestRunLinearInLength(t *testing.T) {
	const small, large = 2000, 20000
	files := map[int][2]string{}
	for _, n := range []int{small, large} {
		a, _, spec, err := longkernel.WriteFiles(t.TempDir(), n)
		if err != nil {
			t.Fatal(err)
		}
		files[n] = [2]string{a, spec}
	}
	for _, mode := range [][]string{{"-q"}, {"--json"}} {
		var b, a [2]uint64
		for i, n := range []int{small, large} {
			args := append([]string{"run", "--launch", files[n][1], files[n][0]}, mode...)
			b[i], a[i] = allocated(t, args...)
		}
		t.Logf("run %v: %d instructions %d KB in %d allocations; %d instructions %d KB in %d allocations (%.2fx, %.2fx)",
			mode, small, b[0]>>10, a[0], large, b[1]>>10, a[1], float64(b[1])/float64(b[0]), float64(a[1])/float64(a[0]))
		if b[1] > 12*b[0] || a[1] > 12*a[0] {
			t.Errorf("run %v: ten times the instructions cost %.1f times the bytes and %.1f times the allocations", mode,
				float64(b[1])/float64(b[0]), float64(a[1])/float64(a[0]))
		}
	}
}
