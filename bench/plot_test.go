package bench

import (
	"reflect"
	"testing"

	"github.com/wavesim/wavesim/opt/check"
	"github.com/wavesim/wavesim/sim/timing"
)

func savedRow(kernel, variant, arch string, sites int, before, after float64) *Row {
	return &Row{Kernel: kernel, Variant: variant, Arch: arch, Sites: sites, Compared: 1,
		Before: check.Summary{Mean: before}, After: check.Summary{Mean: after}}
}

// The cycles-saved chart draws, per kernel and target, the mean saving
// over the target's variants; kernels nothing rewrote are left out and
// counted; the largest total saving is drawn last (at the top); targets
// go in their order. Worked by hand: a saves (10 + 20) / 2 = 15 on
// gfx1030 and −4 on gfx1100, 11 in all; b saves 2 on gfx1030 and has no
// gfx1100 variant; c rewrote nothing.
func TestSavedChartBars(t *testing.T) {
	byKernel := map[string][]*Row{
		"a": {savedRow("a", "llvm14-gfx1030", "gfx1030", 1, 110, 100), savedRow("a", "llvm14-gfx1030-w64", "gfx1030", 1, 120, 100),
			savedRow("a", "llvm16-gfx1100", "gfx1100", 1, 96, 100)},
		"b": {savedRow("b", "llvm14-gfx1030", "gfx1030", 2, 52, 50)},
		"c": {savedRow("c", "llvm14-gfx1030", "gfx1030", 0, 50, 50)},
	}
	got := savedChartBars([]string{"a", "b", "c"}, byKernel)
	want := savedBars{kernels: []string{"b", "a"}, archs: []string{"gfx1030", "gfx1100"},
		vals: map[string][]float64{"gfx1030": {2, 15}, "gfx1100": {0, -4}}, left: 1}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("bars %+v, want %+v", got, want)
	}
}

// The stall chart draws, per cause, three slots per variant: the
// original's stall cycles, the rewritten's, a gap.
func TestStallSegments(t *testing.T) {
	r1 := &Row{Variant: "v1"}
	r2 := &Row{Variant: "v2"}
	r1.StallsBefore[timing.CauseVaSdst], r1.StallsAfter[timing.CauseVaSdst] = 8, 3
	r2.StallsBefore[timing.CauseVaSdst], r2.StallsAfter[timing.CauseVaSdst] = 5, 6
	r2.StallsBefore[timing.CauseVmcnt] = 40
	rows := []*Row{r1, r2}
	if got, want := stallSegments(rows, int(timing.CauseVaSdst)), []float64{8, 3, 0, 5, 6, 0}; !reflect.DeepEqual(got, want) {
		t.Errorf("va_sdst segments %v, want %v", got, want)
	}
	if got, want := stallSegments(rows, int(timing.CauseVmcnt)), []float64{0, 0, 0, 40, 0, 0}; !reflect.DeepEqual(got, want) {
		t.Errorf("vmcnt segments %v, want %v", got, want)
	}
	if got, want := causesUsed(rows), []int{int(timing.CauseVaSdst), int(timing.CauseVmcnt)}; !reflect.DeepEqual(got, want) {
		t.Errorf("causes drawn %v, want %v", got, want)
	}
}
