package bench

import (
	"errors"
	"fmt"
	"image/color"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/wavesim/wavesim/sim/timing"
)

// causeColors gives each stall cause a color that stays the same on every
// chart (the Tableau 10 palette, then grey for the barrier).
var causeColors = [timing.NumCauses]color.RGBA{
	{0x4e, 0x79, 0xa7, 0xff}, // va_sdst
	{0xf2, 0x8e, 0x2b, 0xff}, // va_vcc
	{0xe1, 0x57, 0x59, 0xff}, // va_vdst
	{0x76, 0xb7, 0xb2, 0xff}, // vmcnt
	{0x59, 0xa1, 0x4f, 0xff}, // lgkmcnt
	{0xed, 0xc9, 0x48, 0xff}, // vscnt
	{0xb0, 0x7a, 0xa1, 0xff}, // nop
	{0xff, 0x9d, 0xa7, 0xff}, // depctr
	{0x9c, 0x75, 0x5f, 0xff}, // branch
	{0xba, 0xb0, 0xac, 0xff}, // issue
	{0x55, 0x55, 0x55, 0xff}, // barrier
}

// Font sizes of the charts, readable at their default size.
var (
	titleFont  = vg.Points(12)
	labelFont  = vg.Points(12) // axis labels
	tickFont   = vg.Points(11) // tick labels and legends
	annotFont  = vg.Points(11) // savings written beside the bars
	annotColor = color.RGBA{0x20, 0x20, 0x20, 0xff}
)

// styleFonts sets a chart's fonts to the sizes above.
func styleFonts(p *plot.Plot) {
	p.Title.TextStyle.Font.Size = titleFont
	p.X.Label.TextStyle.Font.Size, p.Y.Label.TextStyle.Font.Size = labelFont, labelFont
	p.X.Tick.Label.Font.Size, p.Y.Tick.Label.Font.Size = tickFont, tickFont
	p.Legend.TextStyle.Font.Size = tickFont
}

// pctLabel writes a saving as a percent of the kernel's cycles, with the
// digits a tiny one needs (0.03 %) and no more for a large one.
func pctLabel(pct float64) string {
	switch a := math.Abs(pct); {
	case a >= 10:
		return fmt.Sprintf("%.0f %%", pct)
	case a >= 1:
		return fmt.Sprintf("%.1f %%", pct)
	case a == 0:
		return "0 %"
	}
	return strconv.FormatFloat(pct, 'g', 2, 64) + " %"
}

// savedPct is the cycles a row saves as a percent of the original's.
func savedPct(r *Row) float64 {
	if r.Before.Mean == 0 {
		return 0
	}
	return 100 * r.CyclesSaved() / r.Before.Mean
}

// plotFormats are the files each chart is written as.
var plotFormats = []string{"png", "svg"}

// WritePlots writes the charts of a bench report to dir: for each kernel,
// its stall cycles by cause before and after on every variant
// (stalls-<kernel>.png), and for the corpus the cycles each kernel saves
// per target (cycles-saved.png). Each chart is written as PNG and SVG. It
// returns the files written.
func WritePlots(dir string, rep *BenchReport) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var files []string
	save := func(p *plot.Plot, w, h vg.Length, name string) error {
		for _, ext := range plotFormats {
			f := filepath.Join(dir, name+"."+ext)
			if err := p.Save(w, h, f); err != nil {
				return err
			}
			files = append(files, f)
		}
		return nil
	}
	byKernel := map[string][]*Row{}
	var kernels []string
	for i := range rep.Rows {
		r := &rep.Rows[i]
		if r.Compared == 0 {
			continue
		}
		if byKernel[r.Kernel] == nil {
			kernels = append(kernels, r.Kernel)
		}
		byKernel[r.Kernel] = append(byKernel[r.Kernel], r)
	}
	passes := strings.Join(rep.Passes, ",")
	for _, k := range kernels {
		p, w, err := stallChart(k, byKernel[k], passes)
		if err != nil {
			return files, err
		}
		if p == nil {
			// No variant of k was rewritten: nothing to compare, and a
			// chart an earlier run left in dir would no longer be true.
			if err := removeStale(dir, "stalls-"+safeName(k)); err != nil {
				return files, err
			}
			continue
		}
		if err := save(p, w, 13*vg.Centimeter, "stalls-"+safeName(k)); err != nil {
			return files, err
		}
	}
	p, h, err := savedChart(kernels, byKernel, passes)
	if err != nil {
		return files, err
	}
	if p == nil {
		return files, removeStale(dir, "cycles-saved")
	}
	return files, save(p, 22*vg.Centimeter, h, "cycles-saved")
}

// removeStale removes the chart name (every format) an earlier run wrote
// into dir, which this run's results no longer support.
func removeStale(dir, name string) error {
	for _, ext := range plotFormats {
		if err := os.Remove(filepath.Join(dir, name+"."+ext)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

// safeName keeps a kernel name usable as a file name.
func safeName(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == ':' || r == ' ' {
			return '_'
		}
		return r
	}, s)
}

// stallLegendSlots are the empty slots right of the last pair that the
// legend sits in, clear of the bars.
const stallLegendSlots = 5

// stallChart: for each variant of a kernel the passes rewrote, a pair of
// stacked bars (the original, then after the passes), one segment per
// stall cause, and above the pair the cycles saved and what percent of
// the original's cycles that is, which a saving too small to see as a
// bar still shows. Variants where nothing was rewritten are left out and
// counted in the title; nil when none is left.
func stallChart(kernel string, all []*Row, passes string) (*plot.Plot, vg.Length, error) {
	var rows []*Row
	for _, r := range all {
		if r.Sites > 0 {
			rows = append(rows, r)
		}
	}
	if len(rows) == 0 {
		return nil, 0, nil
	}
	p := plot.New()
	styleFonts(p)
	p.Title.Text = fmt.Sprintf("%s: stall cycles per launch by cause\nleft bar: original, right bar: after %s; above: cycles saved (%% of the original's cycles)", kernel, passes)
	if left := len(all) - len(rows); left > 0 {
		p.Title.Text += fmt.Sprintf("\nleft out: %d of %d variants, where %s rewrote nothing", left, len(all), passes)
	}
	p.Y.Label.Text = "stall cycles per launch, summed over waves"
	p.Legend.Top, p.Legend.Left = true, false
	// Three slots per variant: before, after and a gap; then the legend's.
	var names []string
	for _, r := range rows {
		names = append(names, r.Variant, "", "")
	}
	for range stallLegendSlots {
		names = append(names, "")
	}
	used := causesUsed(rows)
	var below *plotter.BarChart
	for _, c := range used {
		b, err := plotter.NewBarChart(plotter.Values(stallSegments(rows, c)), vg.Points(12))
		if err != nil {
			return nil, 0, err
		}
		b.Color, b.LineStyle.Width = causeColors[c], 0
		if below != nil {
			b.StackOn(below)
		}
		below = b
		p.Add(b)
		p.Legend.Add(timing.Cause(c).String(), b)
	}
	// Each variant's name sits under its first bar; its saving above
	// the pair.
	p.NominalX(names...)
	p.X.Tick.Label.Rotation = math.Pi / 6
	p.X.Tick.Label.XAlign, p.X.Tick.Label.YAlign = draw.XRight, draw.YCenter
	if len(used) == 0 {
		p.Title.Text = kernel + ": no stall cycles on any rewritten variant"
	}
	top := 0.0
	for _, r := range rows {
		top = max(top, pairHeight(r))
	}
	lbl, err := plotter.NewLabels(savingLabels(rows, top))
	if err != nil {
		return nil, 0, err
	}
	for i := range lbl.TextStyle {
		lbl.TextStyle[i].Font.Size, lbl.TextStyle[i].Color = annotFont, annotColor
		lbl.TextStyle[i].XAlign, lbl.TextStyle[i].YAlign = draw.XCenter, draw.YBottom
	}
	p.Add(lbl)
	// Headroom above the tallest pair for the savings written over it.
	// The range is the one the bars span, so what is drawn sets the axis
	// (and a test of the axis checks the bars).
	p.Y.Min, p.Y.Max = min(p.Y.Min, 0), max(top*1.25, 1)
	p.X.Min, p.X.Max = -1, float64(len(names))
	p.Y.Tick.Marker = plainTicks{}
	w := max(16*vg.Centimeter, vg.Length(len(rows))*2.8*vg.Centimeter+5*vg.Centimeter)
	return p, w, nil
}

// savingLabels are the texts above each pair: cycles saved per launch and
// the percent of the original's cycles, centred over the pair a little
// above the tallest bar.
func savingLabels(rows []*Row, top float64) plotter.XYLabels {
	var l plotter.XYLabels
	for i, r := range rows {
		l.XYs = append(l.XYs, plotter.XY{X: float64(3*i) + 0.5, Y: pairHeight(r) + 0.03*top})
		l.Labels = append(l.Labels, fmt.Sprintf("%s\n(%s)", strconv.FormatFloat(math.Round(r.CyclesSaved()*10)/10, 'f', -1, 64), pctLabel(savedPct(r))))
	}
	return l
}

// pairHeight is the taller of a variant's two stacked bars.
func pairHeight(r *Row) float64 {
	return max(sum(r.StallsBefore[:]), sum(r.StallsAfter[:]))
}

func sum(v []float64) float64 {
	t := 0.0
	for _, x := range v {
		t += x
	}
	return t
}

// stallSegments are one cause's segments of the stall chart: three slots
// per variant, the original's stall cycles, the rewritten's, and a gap.
func stallSegments(rows []*Row, c int) []float64 {
	vals := make([]float64, 3*len(rows))
	for i, r := range rows {
		vals[3*i], vals[3*i+1] = r.StallsBefore[c], r.StallsAfter[c]
	}
	return vals
}

// causesUsed lists the causes with a stall on some row, in report order.
func causesUsed(rows []*Row) []int {
	var out []int
	for c := range timing.NumCauses {
		for _, r := range rows {
			if r.StallsBefore[c] != 0 || r.StallsAfter[c] != 0 {
				out = append(out, int(c))
				break
			}
		}
	}
	return out
}

// savedBars are the bars of the cycles-saved chart: the kernels shown, in
// drawing order (bottom up: the largest total saving ends at the top), the
// targets, and per target one value per kernel, the cycles per launch
// saved averaged over the target's variants the passes rewrote. Kernels where no pass
// rewrote a site are left out (left counts them).
type savedBars struct {
	kernels, archs []string
	vals           map[string][]float64 // arch → value per kernel
	// pcts are the same savings as a percent of the original's cycles,
	// averaged the same way.
	pcts map[string][]float64
	left int
}

func savedChartBars(kernels []string, byKernel map[string][]*Row) savedBars {
	type key struct{ kernel, arch string }
	sum, pct, cnt := map[key]float64{}, map[key]float64{}, map[key]int{}
	archSet := map[string]bool{}
	var shown []string
	for _, k := range kernels {
		rewrote := false
		for _, r := range byKernel[k] {
			// A variant nothing was rewritten in would dilute the mean
			// with a zero that says nothing about the pass.
			if r.Sites == 0 {
				continue
			}
			sum[key{k, r.Arch}] += r.CyclesSaved()
			pct[key{k, r.Arch}] += savedPct(r)
			cnt[key{k, r.Arch}]++
			archSet[r.Arch], rewrote = true, true
		}
		if rewrote {
			shown = append(shown, k)
		}
	}
	archs := make([]string, 0, len(archSet))
	for a := range archSet {
		archs = append(archs, a)
	}
	sort.Slice(archs, func(i, j int) bool { return archOrder(archs[i]) < archOrder(archs[j]) })
	meanOf := func(m map[key]float64, k, a string) float64 {
		if c := cnt[key{k, a}]; c > 0 {
			return m[key{k, a}] / float64(c)
		}
		return 0
	}
	mean := func(k, a string) float64 { return meanOf(sum, k, a) }
	// Largest total saving at the top: the y axis counts upwards.
	total := func(k string) float64 {
		t := 0.0
		for _, a := range archs {
			t += mean(k, a)
		}
		return t
	}
	sort.SliceStable(shown, func(i, j int) bool { return total(shown[i]) < total(shown[j]) })
	vals, pcts := map[string][]float64{}, map[string][]float64{}
	for _, a := range archs {
		for _, k := range shown {
			vals[a] = append(vals[a], mean(k, a))
			pcts[a] = append(pcts[a], meanOf(pct, k, a))
		}
	}
	return savedBars{kernels: shown, archs: archs, vals: vals, pcts: pcts, left: len(kernels) - len(shown)}
}

// savedChart: one group of horizontal bars per kernel, a bar per target
// (savedChartBars).
func savedChart(kernels []string, byKernel map[string][]*Row, passes string) (*plot.Plot, vg.Length, error) {
	bars := savedChartBars(kernels, byKernel)
	shown, archs := bars.kernels, bars.archs
	if len(shown) == 0 {
		return nil, 0, nil // the passes rewrote nothing: no saving to draw
	}
	p := plot.New()
	styleFonts(p)
	p.Title.Text = fmt.Sprintf("cycles per launch saved by %s (mean over each target's rewritten variants)\nbeside each bar: the saving as %% of the kernel's cycles", passes)
	if len(archs) == 1 {
		// One target needs no legend, which would sit on the last row.
		p.Title.Text = fmt.Sprintf("cycles per launch saved by %s on %s (mean over its rewritten variants)\nbeside each bar: the saving as %% of the kernel's cycles", passes, archs[0])
	}
	if bars.left > 0 {
		p.Title.Text += fmt.Sprintf("\nleft out: %d kernels and the targets where nothing was rewritten", bars.left)
	}
	p.X.Label.Text = "cycles saved per launch (negative: the rewritten kernel is slower)"
	// The axis label also keeps the longest kernel name off the picture's
	// left edge, where gonum would draw it at x = 0 and the PNG clip it.
	p.Y.Label.Text = "kernel"
	// Bottom right, where the bars are shortest (kernels go by saving,
	// largest first), in the margin kept past the longest bar.
	p.Legend.Top, p.Legend.Left = false, false
	barW := vg.Points(20 / float64(max(len(archs), 1)))
	palette := []color.RGBA{causeColors[0], causeColors[1], causeColors[4], causeColors[2], causeColors[6], causeColors[8]}
	var labels []*plotter.Labels
	for i, a := range archs {
		b, err := plotter.NewBarChart(plotter.Values(bars.vals[a]), barW)
		if err != nil {
			return nil, 0, err
		}
		b.Horizontal = true
		b.Color, b.LineStyle.Width = palette[i%len(palette)], 0
		b.Offset = barW * vg.Length(float64(i)-float64(len(archs)-1)/2)
		p.Add(b)
		if len(archs) > 1 {
			p.Legend.Add(a, b)
		}
		l, err := pctLabels(bars.vals[a], bars.pcts[a], b.Offset)
		if err != nil {
			return nil, 0, err
		}
		labels = append(labels, l)
	}
	p.Add(plotter.NewGrid())
	for _, l := range labels {
		p.Add(l)
	}
	p.NominalY(shown...)
	// A margin past the longest bar for its percent and the legend.
	span := p.X.Max - p.X.Min
	p.X.Max += 0.3 * span
	p.X.Min = min(p.X.Min, 0) - 0.02*span
	p.X.Tick.Marker = plainTicks{}
	h := max(9*vg.Centimeter, vg.Length(len(shown))*barW*vg.Length(len(archs)+1)+5*vg.Centimeter)
	return p, h, nil
}

// pctLabels write each bar's saving as a percent of its kernel's cycles
// just past the bar's end, on the bar's row (offset as the bars are).
func pctLabels(vals, pcts []float64, offset vg.Length) (*plotter.Labels, error) {
	var xy plotter.XYLabels
	for i, v := range vals {
		xy.XYs = append(xy.XYs, plotter.XY{X: max(v, 0), Y: float64(i)})
		xy.Labels = append(xy.Labels, " "+pctLabel(pcts[i]))
	}
	l, err := plotter.NewLabels(xy)
	if err != nil {
		return nil, err
	}
	for i := range l.TextStyle {
		l.TextStyle[i].Font.Size, l.TextStyle[i].Color = annotFont, annotColor
		l.TextStyle[i].XAlign, l.TextStyle[i].YAlign = draw.XLeft, draw.YCenter
	}
	l.Offset = vg.Point{X: vg.Points(2), Y: offset}
	return l, nil
}

// plainTicks are the default ticks labelled without trailing zeros.
type plainTicks struct{}

func (plainTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(lo, hi)
	for i := range ts {
		if ts[i].Label != "" {
			ts[i].Label = strconv.FormatFloat(ts[i].Value, 'f', -1, 64)
		}
	}
	return ts
}

// archOrder sorts targets by generation.
func archOrder(a string) int {
	var n int
	fmt.Sscanf(strings.TrimPrefix(a, "gfx"), "%d", &n)
	if n < 100 {
		n *= 100
	}
	return n
}
