package bench

import (
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/timing"
)

// stallRow is a variant of the stall chart: its stall cycles on va_sdst
// before and after, its cycles before and after, the sites rewritten.
func stallRow(variant string, sites int, stallBefore, stallAfter, before, after float64) *Row {
	r := &Row{Variant: variant, Sites: sites, Compared: 1, Before: validate.Summary{Mean: before}, After: validate.Summary{Mean: after}}
	r.StallsBefore[timing.CauseVaSdst], r.StallsAfter[timing.CauseVaSdst] = stallBefore, stallAfter
	return r
}

// A variant where the pass rewrote nothing is not drawn, and the title
// says how many were left out; a kernel with no rewritten variant has no
// chart. Over each pair, the saving in cycles and as a percent of the
// original's: 10000 → 9997 saves 3 cycles, 0.03 %, which no bar shows.
func TestStallChartLeavesOutUnrewritten(t *testing.T) {
	rows := []*Row{stallRow("v1", 1, 8, 5, 10000, 9997), stallRow("untouched", 0, 9, 9, 500, 500), stallRow("v2", 2, 6, 2, 400, 396)}
	p, _, err := stallChart("k", rows, "vcmpx")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tickLabels(p.X.Tick.Marker), []string{"v1", "v2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("variants %v, want %v", got, want)
	}
	if want := "left out: 1 of 3 variants, where vcmpx rewrote nothing"; !strings.Contains(p.Title.Text, want) {
		t.Errorf("title %q lacks %q", p.Title.Text, want)
	}
	texts := drawnTexts(p, 16*vg.Centimeter, 13*vg.Centimeter)
	for _, want := range []string{"(0.03 %)", "(1.0 %)"} {
		if _, ok := texts[want]; !ok {
			t.Errorf("no label %q over a pair; drawn: %v", want, texts)
		}
	}
	if p, _, err := stallChart("k", rows[1:2], "vcmpx"); p != nil || err != nil {
		t.Errorf("a kernel nothing rewrote still has a chart (%v)", err)
	}
	// A chart an earlier run wrote for it goes, as it no longer holds.
	dir := t.TempDir()
	for _, ext := range plotFormats {
		if err := os.WriteFile(filepath.Join(dir, "stalls-k."+ext), []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := *rows[1]
	r.Kernel = "k"
	if _, err := WritePlots(dir, &BenchReport{Passes: []string{"vcmpx"}, Rows: []Row{r}}); err != nil {
		t.Fatal(err)
	}
	for _, ext := range plotFormats {
		if _, err := os.Stat(filepath.Join(dir, "stalls-k."+ext)); err == nil {
			t.Errorf("stalls-k.%s from an earlier run is still there", ext)
		}
	}
}

// Every text of both charts is at least 11 points at their default size,
// and each cycles-saved bar carries its percent.
func TestChartFontsAndPercents(t *testing.T) {
	byKernel := map[string][]*Row{"a_long_kernel_name": {savedRow("a_long_kernel_name", "llvm14-gfx1030", "gfx1030", 1, 10000, 9997)},
		"b": {savedRow("b", "llvm14-gfx1030", "gfx1030", 1, 10000, 9990)}}
	byKernel["a_long_kernel_name"][0].StallsBefore[timing.CauseVmcnt] = 900
	sp, h, err := savedChart([]string{"a_long_kernel_name", "b"}, byKernel, "vcmpx")
	if err != nil {
		t.Fatal(err)
	}
	st, w, err := stallChart("a", byKernel["a_long_kernel_name"], "vcmpx")
	if err != nil {
		t.Fatal(err)
	}
	saved := drawnTexts(sp, 22*vg.Centimeter, h)
	for s, x := range drawnLeft(sp, 22*vg.Centimeter, h) {
		if x < 1 {
			t.Errorf("cycles-saved: %q starts at x = %v pt, on the picture's edge", s, x)
		}
	}
	if _, ok := saved[" 0.03 %"]; !ok {
		t.Errorf("cycles-saved: no percent beside the bar; drawn: %v", saved)
	}
	for name, texts := range map[string]map[string]float64{"cycles-saved": saved, "stalls": drawnTexts(st, w, 13*vg.Centimeter)} {
		for s, size := range texts {
			if size < 11 {
				t.Errorf("%s: %q at %v pt, want at least 11", name, s, size)
			}
		}
	}
}

func savedRow(kernel, variant, arch string, sites int, before, after float64) *Row {
	return &Row{Kernel: kernel, Variant: variant, Arch: arch, Sites: sites, Compared: 1,
		Before: validate.Summary{Mean: before}, After: validate.Summary{Mean: after}}
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
	// A variant of b nothing rewrote does not count towards its mean.
	byKernel["b"] = append(byKernel["b"], savedRow("b", "llvm16-gfx1030", "gfx1030", 0, 40, 50))
	got := savedChartBars([]string{"a", "b", "c"}, byKernel)
	// As percents of the original's cycles: a on gfx1030 saves 10/110 and
	// 20/120, a mean of 12.879 %; on gfx1100 −4/96 = −4.167 %; b 2/52 =
	// 3.846 %.
	wantPct := map[string][]float64{"gfx1030": {3.846, 12.879}, "gfx1100": {0, -4.167}}
	for a, w := range wantPct {
		for i := range w {
			if g := got.pcts[a]; len(g) != len(w) || math.Abs(g[i]-w[i]) > 1e-3 {
				t.Errorf("%s: percents %v, want %v", a, g, w)
				break
			}
		}
	}
	got.pcts = nil
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

// tickLabels are an axis's labelled ticks, in order.
func tickLabels(m plot.Ticker) []string {
	var out []string
	for _, t := range m.Ticks(0, 1) {
		if t.Label != "" {
			out = append(out, t.Label)
		}
	}
	return out
}

// The stall chart's bars set its y axis: the tallest stack, v2's
// original, is 5 + 40 = 45 cycles, drawn from 0 with 25% headroom above
// it for the savings written there (1.25 × 45 = 56.25). Bars drawn
// negated would start the axis below 0, bars drawn scaled would move its
// top. Each variant is named under its first slot, in row order; then
// come the legend's empty slots.
func TestStallChartDrawsSegments(t *testing.T) {
	r1 := &Row{Variant: "v1", Sites: 1}
	r2 := &Row{Variant: "v2", Sites: 1}
	r1.StallsBefore[timing.CauseVaSdst], r1.StallsAfter[timing.CauseVaSdst] = 8, 3
	r2.StallsBefore[timing.CauseVaSdst], r2.StallsAfter[timing.CauseVaSdst] = 5, 6
	r2.StallsBefore[timing.CauseVmcnt] = 40
	p, _, err := stallChart("k", []*Row{r1, r2}, "vcmpx")
	if err != nil {
		t.Fatal(err)
	}
	if p.Y.Min != 0 || math.Abs(p.Y.Max-56.25) > 1e-9 {
		t.Errorf("y axis %v .. %v, want 0 .. 56.25", p.Y.Min, p.Y.Max)
	}
	if got, want := tickLabels(p.X.Tick.Marker), []string{"v1", "v2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("variants %v, want %v", got, want)
	}
	ticks := p.X.Tick.Marker.Ticks(0, 1)
	if len(ticks) != 6+stallLegendSlots || ticks[0].Value != 0 || ticks[3].Value != 3 {
		t.Errorf("slots %v: want three per variant, each name under its first, then %d for the legend", ticks, stallLegendSlots)
	}
}

// The cycles-saved chart's bars set its x axis: TestSavedChartBars's
// values run from −4 (a on gfx1100) to 15 (a on gfx1030), a span of 19,
// and the axis adds 30% of it past the longest bar for the percents and
// the legend (20.7) and 2% before
// the most negative one (−4.38). Kernels go up the y axis in the order of
// savedChartBars: b, then a (the largest saving at the top).
func TestSavedChartDrawsBars(t *testing.T) {
	byKernel := map[string][]*Row{
		"a": {savedRow("a", "llvm14-gfx1030", "gfx1030", 1, 110, 100), savedRow("a", "llvm14-gfx1030-w64", "gfx1030", 1, 120, 100),
			savedRow("a", "llvm16-gfx1100", "gfx1100", 1, 96, 100)},
		"b": {savedRow("b", "llvm14-gfx1030", "gfx1030", 2, 52, 50)},
		"c": {savedRow("c", "llvm14-gfx1030", "gfx1030", 0, 50, 50)},
	}
	p, _, err := savedChart([]string{"a", "b", "c"}, byKernel, "vcmpx")
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(p.X.Min+4.38) > 1e-9 || math.Abs(p.X.Max-20.7) > 1e-9 {
		t.Errorf("x axis %v .. %v, want -4.38 .. 20.7", p.X.Min, p.X.Max)
	}
	if got, want := tickLabels(p.Y.Tick.Marker), []string{"b", "a"}; !reflect.DeepEqual(got, want) {
		t.Errorf("kernels %v, want %v", got, want)
	}
	texts := drawnTexts(p, 22*vg.Centimeter, 13*vg.Centimeter)
	for _, want := range []string{"gfx1030", "gfx1100"} {
		if _, ok := texts[want]; !ok {
			t.Errorf("two targets: no legend entry %q", want)
		}
	}
	// One target: the title names it and no legend sits on the last row.
	one := map[string][]*Row{"b": byKernel["b"]}
	p, _, err = savedChart([]string{"b"}, one, "vcmpx")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(p.Title.Text, "saved by vcmpx on gfx1030") {
		t.Errorf("one target: title %q does not name it", p.Title.Text)
	}
	if _, ok := drawnTexts(p, 22*vg.Centimeter, 13*vg.Centimeter)["gfx1030"]; ok {
		t.Error("one target: a legend entry is drawn")
	}
}

// WritePlots still renders both charts in both formats.
func TestWritePlotsRenders(t *testing.T) {
	r := *savedRow("a", "llvm14-gfx1030", "gfx1030", 1, 110, 100)
	r.StallsBefore[timing.CauseVmcnt] = 12
	files, err := WritePlots(t.TempDir(), &BenchReport{Passes: []string{"vcmpx"}, Rows: []Row{r}})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		if st, err := os.Stat(f); err != nil || st.Size() == 0 {
			t.Errorf("%s: not written (%v)", f, err)
		}
		names = append(names, filepath.Base(f))
	}
	if want := []string{"stalls-a.png", "stalls-a.svg", "cycles-saved.png", "cycles-saved.svg"}; !reflect.DeepEqual(names, want) {
		t.Errorf("files %v, want %v", names, want)
	}
}
