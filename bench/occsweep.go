package bench

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/wavesim/wavesim/sim/launch"
)

// SaturationGain is the speedup below which doubling the waves per SIMD
// no longer pays: the occupancy sweep marks the first row whose doubling
// gains less. 1.1 (10%) is a reporting threshold, not a model number.
const SaturationGain = 1.1

// OccSweep is a launch run at each occupancy from 1 to what the kernel
// allows (wavesim occupancy --launch).
type OccSweep struct {
	Kernel     string `json:"kernel"`
	Arch       string `json:"arch"`
	Wave       int    `json:"wave"`
	Workgroups int    `json:"workgroups"`
	Workgroup  int    `json:"workgroup_size"`
	CUs        int    `json:"cus"`
	// Unit names a compute unit: "WGP" for RDNA in WGP mode (two CUs, two
	// shares of bandwidth), "CU" otherwise.
	Unit    string `json:"unit"`
	Allowed int    `json:"allowed"`
	Device  string `json:"device,omitempty"`
	// DRAMShare is the run's DRAM bandwidth, bytes a cycle (0 without a
	// memory system).
	DRAMShare float64     `json:"dram_share_bytes_per_cycle"`
	Rows      []OccRow    `json:"rows"`
	Skipped   []OccSkip   `json:"skipped"`
	Threshold float64     `json:"saturation_gain"`
	Saturated *OccSatNote `json:"saturated"`
}

// OccRow is one occupancy that ran. SpeedupFirst is over the lowest that
// ran, SpeedupPrev over the row before. Memory is nil without a memory
// system.
type OccRow struct {
	WavesPerSIMD int        `json:"waves_per_simd"`
	Cycles       int64      `json:"cycles"`
	SpeedupFirst float64    `json:"speedup_over_lowest"`
	SpeedupPrev  float64    `json:"speedup_over_previous"`
	Memory       *MemReport `json:"memory,omitempty"`
}

// OccSkip is an occupancy that could not run, and why.
type OccSkip struct {
	WavesPerSIMD int    `json:"waves_per_simd"`
	Reason       string `json:"reason"`
}

// OccSatNote is where doubling the occupancy stopped paying: from At
// waves per SIMD to Doubled, Gain (< Threshold).
type OccSatNote struct {
	At      int     `json:"waves_per_simd"`
	Doubled int     `json:"doubled"`
	Gain    float64 `json:"gain"`
}

// Add records an occupancy's run (mem nil without a memory system).
func (s *OccSweep) Add(occ int, cycles int64, mem *MemReport) {
	r := OccRow{WavesPerSIMD: occ, Cycles: cycles, SpeedupFirst: 1, SpeedupPrev: 1, Memory: mem}
	if n := len(s.Rows); n > 0 && cycles > 0 {
		r.SpeedupFirst = float64(s.Rows[0].Cycles) / float64(cycles)
		r.SpeedupPrev = float64(s.Rows[n-1].Cycles) / float64(cycles)
	}
	if mem != nil {
		s.Device, s.DRAMShare = mem.Device, mem.DRAMShare
	}
	s.Rows = append(s.Rows, r)
}

// Finish finds the saturation row: the lowest occupancy k whose double 2k
// ran and is less than Threshold times as fast.
func (s *OccSweep) Finish() {
	s.Threshold = SaturationGain
	s.Saturated = nil
	at := map[int]int64{}
	for _, r := range s.Rows {
		at[r.WavesPerSIMD] = r.Cycles
	}
	for _, r := range s.Rows {
		c2, ok := at[2*r.WavesPerSIMD]
		if !ok || c2 <= 0 {
			continue
		}
		if g := float64(r.Cycles) / float64(c2); g < s.Threshold {
			s.Saturated = &OccSatNote{At: r.WavesPerSIMD, Doubled: 2 * r.WavesPerSIMD, Gain: g}
			return
		}
	}
}

// WriteOccSweep prints the sweep: a row per occupancy that ran (cycles,
// speedups, DRAM bytes a cycle against the share, hit rates, the largest
// memory waits, summed over the waves, and their largest cause), the row
// where doubling stops paying marked, then the
// occupancies that could not run.
func WriteOccSweep(w io.Writer, s *OccSweep) {
	units := s.unit() + "s"
	if s.CUs == 1 {
		units = s.unit()
	}
	fmt.Fprintf(w, "kernel %s on %s wave%d: %d workgroups of %d work-items on %d %s; the kernel allows %d waves per SIMD\n",
		s.Kernel, s.Arch, s.Wave, s.Workgroups, s.Workgroup, s.CUs, units, s.Allowed)
	mem := len(s.Rows) > 0 && s.Rows[0].Memory != nil
	tw := NewTable(w)
	head := []any{"waves per SIMD", "cycles", "speedup over the lowest that runs", "over the previous"}
	if mem {
		head = append(head, "DRAM bytes/cycle", "of share", s.Rows[0].Memory.Level("l0").Label+" hit", "L2 hit", "memory waits", "largest")
	}
	head = append(head, "saturation")
	tw.Header(head...)
	for _, r := range s.Rows {
		line := []any{r.WavesPerSIMD, r.Cycles, fmt.Sprintf("%.2f", r.SpeedupFirst), fmt.Sprintf("%.2f", r.SpeedupPrev)}
		if m := r.Memory; m != nil {
			sum := m.Summary()
			top := sum.TopWait
			if top != "" {
				top = fmt.Sprintf("%s %.0f%%", top, 100*float64(m.Waits[top])/float64(sum.WaitCycles))
			}
			line = append(line, fmt.Sprintf("%.2f", sum.DRAMBytesPerCycle), fmt.Sprintf("%.0f%%", 100*sum.DRAMShareUsed),
				rate(sum.L0HitRate), rate(sum.L2HitRate), sum.WaitCycles, top)
		}
		mark := ""
		if s.Saturated != nil && s.Saturated.At == r.WavesPerSIMD {
			mark = fmt.Sprintf("← doubling to %d gains %.2f×", s.Saturated.Doubled, s.Saturated.Gain)
		}
		tw.Append(append(line, mark)...)
	}
	tw.Render()
	if mem {
		fmt.Fprintf(w, "DRAM share: %.2f bytes/cycle (device %s over %d %s)\n", s.DRAMShare, s.Device, s.CUs, units)
	}
	if s.Saturated != nil {
		fmt.Fprintf(w, "saturated at %d waves per SIMD: doubling to %d gains %.2f×, under %.2f×",
			s.Saturated.At, s.Saturated.Doubled, s.Saturated.Gain, s.Threshold)
		for _, r := range s.Rows {
			// Whether DRAM is the limit: near its share, or far below it
			// (then the grid, the issue or the latency is).
			if r.WavesPerSIMD == s.Saturated.At && r.Memory != nil {
				fmt.Fprintf(w, "; DRAM there runs at %.0f%% of its share", 100*r.Memory.DRAMShareUsed)
			}
		}
		fmt.Fprintln(w)
	} else {
		fmt.Fprintf(w, "no saturation: every doubling that ran gains at least %.2f×\n", s.Threshold)
	}
	for _, k := range s.Skipped {
		fmt.Fprintf(w, "not run at %d waves per SIMD: %s\n", k.WavesPerSIMD, k.Reason)
	}
}

// SaveOccSweepPlot draws the sweep to file (.png, .svg or .pdf): cycles
// over waves per SIMD, and under it the DRAM bytes a cycle with the share
// as a dashed line (only with a memory system).
func SaveOccSweepPlot(file string, s *OccSweep) error {
	format := strings.TrimPrefix(filepath.Ext(file), ".")
	switch format {
	case "png", "svg", "pdf":
	default:
		return fmt.Errorf("%s: give a .png, .svg or .pdf file", file)
	}
	if len(s.Rows) == 0 {
		return fmt.Errorf("%s: no occupancy ran, nothing to draw", file)
	}
	cycles := plotter.XYs{}
	bw := plotter.XYs{}
	for _, r := range s.Rows {
		cycles = append(cycles, plotter.XY{X: float64(r.WavesPerSIMD), Y: float64(r.Cycles)})
		if r.Memory != nil {
			bw = append(bw, plotter.XY{X: float64(r.WavesPerSIMD), Y: r.Memory.DRAMBytesPerCycle})
		}
	}
	top := plot.New()
	top.Title.Text = fmt.Sprintf("%s on %s wave%d: %d workgroups on %d %s", s.Kernel, s.Arch, s.Wave, s.Workgroups, s.CUs, s.unit())
	top.Y.Label.Text = "cycles"
	top.X.Label.Text = "waves per SIMD"
	top.Y.Min = 0
	if err := addLine(top, cycles, causeColors[0], "cycles"); err != nil {
		return err
	}
	top.Legend.Top = true
	plots := []*plot.Plot{top}
	if len(bw) > 0 {
		bot := plot.New()
		bot.Y.Label.Text = "DRAM bytes/cycle"
		bot.X.Label.Text = "waves per SIMD"
		bot.Y.Min = 0
		if err := addLine(bot, bw, causeColors[3], "DRAM bytes/cycle"); err != nil {
			return err
		}
		share := plotter.XYs{{X: cycles[0].X, Y: s.DRAMShare}, {X: cycles[len(cycles)-1].X, Y: s.DRAMShare}}
		l, err := plotter.NewLine(share)
		if err != nil {
			return err
		}
		l.Color, l.Dashes = color.RGBA{0x55, 0x55, 0x55, 0xff}, []vg.Length{vg.Points(4), vg.Points(3)}
		bot.Add(l)
		bot.Legend.Add(fmt.Sprintf("DRAM share %.2f bytes/cycle", s.DRAMShare), l)
		bot.Legend.Top, bot.Legend.Left = false, false
		bot.Y.Max = max(bot.Y.Max, 1.15*s.DRAMShare)
		plots = append(plots, bot)
	}
	for _, p := range plots {
		p.X.Min, p.X.Max = 0.5, float64(s.Allowed)+0.5
		p.X.Tick.Marker = intTicks{}
		if s.Saturated != nil {
			at := plotter.XYs{{X: float64(s.Saturated.At), Y: p.Y.Min}, {X: float64(s.Saturated.At), Y: p.Y.Max}}
			l, err := plotter.NewLine(at)
			if err != nil {
				return err
			}
			l.Color, l.Dashes = causeColors[2], []vg.Length{vg.Points(3), vg.Points(3)}
			p.Add(l)
			if p == top {
				p.Legend.Add(fmt.Sprintf("saturated: doubling from here gains < %.2f×", s.Threshold), l)
			}
		}
	}
	w, h := 18*vg.Centimeter, vg.Length(len(plots))*9*vg.Centimeter
	c, err := draw.NewFormattedCanvas(w, h, format)
	if err != nil {
		return err
	}
	tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadX: vg.Millimeter, PadY: 4 * vg.Millimeter,
		PadTop: 2 * vg.Millimeter, PadBottom: 2 * vg.Millimeter, PadLeft: 2 * vg.Millimeter, PadRight: 4 * vg.Millimeter}
	grid := make([][]*plot.Plot, len(plots))
	for i, p := range plots {
		grid[i] = []*plot.Plot{p}
	}
	canvases := plot.Align(grid, tiles, draw.New(c))
	for i, p := range plots {
		p.Draw(canvases[i][0])
	}
	return launch.WriteFile(file, func(w io.Writer) error { _, err := c.WriteTo(w); return err })
}

// addLine adds a line with points to p, named in its legend.
func addLine(p *plot.Plot, xys plotter.XYs, c color.RGBA, name string) error {
	l, pts, err := plotter.NewLinePoints(xys)
	if err != nil {
		return err
	}
	l.Color, pts.Color = c, c
	p.Add(l, pts)
	p.Legend.Add(name, l, pts)
	return nil
}

// intTicks mark every whole number of waves (every other one past 16).
type intTicks struct{}

func (intTicks) Ticks(lo, hi float64) []plot.Tick {
	step := 1
	if hi-lo > 16 {
		step = 2
	}
	var ts []plot.Tick
	for v := int(math.Ceil(lo)); float64(v) <= hi; v++ {
		t := plot.Tick{Value: float64(v)}
		if v%step == 0 || step == 1 {
			t.Label = strconv.Itoa(v)
		}
		ts = append(ts, t)
	}
	return ts
}

// unit is the compute unit's name, "CU" when the sweep does not say.
func (s *OccSweep) unit() string {
	if s.Unit == "" {
		return "CU"
	}
	return s.Unit
}
