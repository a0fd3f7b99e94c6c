package main

import (
	"runtime"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/longkernel"
)

// Comparing two versions of a long kernel costs memory in proportion to
// its length. A 20,000-instruction kernel against its edited twin, two
// launches, allocates about 37 KiB an instruction in all: both programs
// parsed, the diff, and 36 dispatches (each decodes its program, the plain
// VALU instructions a second time in the run loop's compact form, and
// builds a timing model with its per-instruction unit lists, some 950
// bytes an instruction): both programs on the two launches, and on the
// launch as given at both ends of each of the eight open model parameters
// the verdict is measured at. The bound is 40 KiB an instruction, 781 MiB.
// Anything quadratic in the length exceeds it: the table of a
// longest-common-subsequence diff alone is 20,001² int32s = 1.6e9 bytes
// (1,526 MiB, 78 KiB an instruction), and at this length even 3 bytes per
// pair of instructions (1,144 MiB) would.
func TestCompareLongKernelMemory(t *testing.T) {
	const n = 20000
	a, b, spec, err := longkernel.WriteFiles(t.TempDir(), n)
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	out, err := run(t, "compare", "--runs", "2", "--launch", spec, a, b)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "verdict: identical over 2 compared launches") {
		t.Errorf("compare output:\n%s", out)
	}
	// Each edit shows as one line, a swapped add as two.
	if got, want := strings.Count(out, "\n+ ")+strings.Count(out, "\n- "), longkernel.Edits/3*4; got != want {
		t.Errorf("%d diff lines, want %d:\n%s", got, want, out)
	}
	const perInst = 40 << 10
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > perInst*n {
		t.Errorf("compare of two %d-instruction kernels allocated %d MB, more than %d MB", n, alloc>>20, perInst*n>>20)
	} else {
		t.Logf("compare of two %d-instruction kernels allocated %d MB (%d bytes an instruction)", n, alloc>>20, alloc/n)
	}
}
