package bench

import (
	"fmt"
	"image/color"
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
		if err := save(p, w, 11*vg.Centimeter, "stalls-"+safeName(k)); err != nil {
			return files, err
		}
	}
	if len(kernels) > 0 {
		p, h, err := savedChart(kernels, byKernel, passes)
		if err != nil {
			return files, err
		}
		if err := save(p, 22*vg.Centimeter, h, "cycles-saved"); err != nil {
			return files, err
		}
	}
	return files, nil
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

// stallChart: for each variant of a kernel, a pair of stacked bars (the
// original, then after the passes), one segment per stall cause.
func stallChart(kernel string, rows []*Row, passes string) (*plot.Plot, vg.Length, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s: stall cycles per launch by cause (left bar: original, right bar: after %s)", kernel, passes)
	p.Title.TextStyle.Font.Size = vg.Points(10)
	p.Y.Label.Text = "stall cycles per launch, summed over waves"
	p.Legend.Top, p.Legend.Left = true, false
	p.Legend.TextStyle.Font.Size = vg.Points(8)
	// Three slots per variant: before, after and a gap.
	var names []string
	for _, r := range rows {
		names = append(names, r.Variant, "", "")
	}
	used := causesUsed(rows)
	var below *plotter.BarChart
	for _, c := range used {
		b, err := plotter.NewBarChart(plotter.Values(stallSegments(rows, c)), vg.Points(9))
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
	// Each variant's name sits under its first bar; its speedup above
	// the pair.
	p.NominalX(names...)
	p.X.Tick.Label.Rotation = math.Pi / 6
	p.X.Tick.Label.XAlign, p.X.Tick.Label.YAlign = draw.XRight, draw.YCenter
	p.X.Tick.Label.Font.Size = vg.Points(7)
	if len(used) == 0 {
		p.Title.Text = kernel + ": no stall cycles on any variant"
	}
	// Headroom above the tallest pair keeps the legend off the bars. The
	// range is the one the bars span, so what is drawn sets the axis
	// (and a test of the axis checks the bars).
	p.Y.Min, p.Y.Max = min(p.Y.Min, 0), max(p.Y.Max*1.4, 1)
	p.Y.Tick.Marker = plainTicks{}
	w := max(14*vg.Centimeter, vg.Length(len(rows))*2.2*vg.Centimeter)
	return p, w, nil
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
// saved averaged over the target's variants. Kernels where no pass
// rewrote a site are left out (left counts them).
type savedBars struct {
	kernels, archs []string
	vals           map[string][]float64 // arch → value per kernel
	left           int
}

func savedChartBars(kernels []string, byKernel map[string][]*Row) savedBars {
	type key struct{ kernel, arch string }
	sum, cnt := map[key]float64{}, map[key]int{}
	archSet := map[string]bool{}
	var shown []string
	for _, k := range kernels {
		rewrote := false
		for _, r := range byKernel[k] {
			sum[key{k, r.Arch}] += r.CyclesSaved()
			cnt[key{k, r.Arch}]++
			if r.Sites > 0 {
				archSet[r.Arch], rewrote = true, true
			}
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
	mean := func(k, a string) float64 {
		if c := cnt[key{k, a}]; c > 0 {
			return sum[key{k, a}] / float64(c)
		}
		return 0
	}
	// Largest total saving at the top: the y axis counts upwards.
	total := func(k string) float64 {
		t := 0.0
		for _, a := range archs {
			t += mean(k, a)
		}
		return t
	}
	sort.SliceStable(shown, func(i, j int) bool { return total(shown[i]) < total(shown[j]) })
	vals := map[string][]float64{}
	for _, a := range archs {
		for _, k := range shown {
			vals[a] = append(vals[a], mean(k, a))
		}
	}
	return savedBars{kernels: shown, archs: archs, vals: vals, left: len(kernels) - len(shown)}
}

// savedChart: one group of horizontal bars per kernel, a bar per target
// (savedChartBars).
func savedChart(kernels []string, byKernel map[string][]*Row, passes string) (*plot.Plot, vg.Length, error) {
	bars := savedChartBars(kernels, byKernel)
	shown, archs := bars.kernels, bars.archs
	p := plot.New()
	p.Title.Text = fmt.Sprintf("cycles per launch saved by %s (mean over each target's variants)", passes)
	if bars.left > 0 {
		p.Title.Text += fmt.Sprintf("\nleft out: %d kernels and the targets where nothing was rewritten", bars.left)
	}
	p.Title.TextStyle.Font.Size = vg.Points(10)
	p.X.Label.Text = "cycles saved per launch (negative: the rewritten kernel is slower)"
	// Bottom right, where the bars are shortest (kernels go by saving,
	// largest first), lifted off the axis.
	p.Legend.Top, p.Legend.Left = false, false
	p.Legend.YOffs = vg.Centimeter
	p.Legend.TextStyle.Font.Size = vg.Points(8)
	barW := vg.Points(14 / float64(max(len(archs), 1)))
	palette := []color.RGBA{causeColors[0], causeColors[1], causeColors[4], causeColors[2], causeColors[6], causeColors[8]}
	for i, a := range archs {
		b, err := plotter.NewBarChart(plotter.Values(bars.vals[a]), barW)
		if err != nil {
			return nil, 0, err
		}
		b.Horizontal = true
		b.Color, b.LineStyle.Width = palette[i%len(palette)], 0
		b.Offset = barW * vg.Length(float64(i)-float64(len(archs)-1)/2)
		p.Add(b)
		p.Legend.Add(a, b)
	}
	p.Add(plotter.NewGrid())
	p.NominalY(shown...)
	// A margin past the longest bar.
	span := p.X.Max - p.X.Min
	p.X.Max += 0.04 * span
	p.X.Min = min(p.X.Min, 0) - 0.02*span
	p.X.Tick.Marker = plainTicks{}
	p.Y.Tick.Label.Font.Size = vg.Points(8)
	h := max(8*vg.Centimeter, vg.Length(len(shown))*barW*vg.Length(len(archs)+1)+4*vg.Centimeter)
	return p, h, nil
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
