package bench

import (
	"fmt"
	"image/color"
	"io"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// Timeline plot limits: a picture of more would be unreadable and its SVG
// huge, so the plot keeps the first events and says how many it left out.
const (
	maxPlotEvents = 20000
	maxPlotWaves  = 64
	maxRowLabels  = 60
)

// TimelinePlot collects a run's issue events and draws them: time in
// cycles across, a row per instruction when one wave ran (so loops show
// as revisited rows) or a row per wave when several did, each issue a dark
// mark and the stall before it colored by cause.
type TimelinePlot struct {
	prog    *isa.Program
	events  []plotEvent
	waves   map[int]int // wave → row when rows are waves
	waveIDs []string
	dropped int64
	total   int64
	end     RunEnd // set by End
}

// End tells the picture the run's cycles and scheduling mode: the cycles
// after the last issue (stores draining) are drawn as a span of their own
// and the mode is in the subtitle.
func (t *TimelinePlot) End(e RunEnd) { t.end = e }

// drainColor shades the tail of the run after the last issue.
var drainColor = color.RGBA{0xc8, 0xc8, 0xe8, 0xff}

// lastIssue is where the drawn events end.
func (t *TimelinePlot) lastIssue() int64 {
	_, x1, _, _ := t.eventRange()
	return int64(x1)
}

// drains reports whether the run's cycles go on after the last issue.
func (t *TimelinePlot) drains() bool {
	return len(t.events) > 0 && t.dropped == 0 && t.end.Cycles > t.lastIssue()
}

type plotEvent struct {
	wave, pc    int
	from, issue int64
	dur         int64
	stalls      timing.Stalls
	barrier     bool
	// dispatch and held: the cycle the wave dispatched the instruction
	// and what held it before (timing.IssueEvent); a row per wave draws
	// those, as an instruction that waits in the ALU after its dispatch
	// overlaps the ones the wave dispatches behind it.
	dispatch int64
	held     timing.Stalls
}

// NewTimelinePlot starts a timeline picture of a run of p.
func NewTimelinePlot(p *isa.Program) *TimelinePlot {
	return &TimelinePlot{prog: p, waves: map[int]int{}}
}

func (t *TimelinePlot) keep(wave int, wg [3]int, inGroup int) bool {
	t.total++
	if _, ok := t.waves[wave]; !ok && len(t.waves) < maxPlotWaves {
		t.waves[wave] = len(t.waveIDs)
		t.waveIDs = append(t.waveIDs, fmt.Sprintf("wg (%d,%d,%d) wave %d", wg[0], wg[1], wg[2], inGroup))
	}
	_, ok := t.waves[wave]
	if !ok || len(t.events) >= maxPlotEvents {
		t.dropped++
		return false
	}
	return true
}

// Issued records an issued instruction and the stalls before it.
func (t *TimelinePlot) Issued(e timing.IssueEvent) {
	if t.keep(e.Wave, e.Workgroup, e.InGroup) {
		t.events = append(t.events, plotEvent{wave: e.Wave, pc: e.PC, from: e.Cycle - e.Stalls.Total(), issue: e.Cycle,
			dur: max(e.Cycles, 1), stalls: e.Stalls, dispatch: e.Dispatch, held: e.Held})
	}
}

// Waited records a barrier wait.
func (t *TimelinePlot) Waited(b timing.BarrierWait) {
	if t.keep(b.Wave, b.Workgroup, b.InGroup) {
		var s timing.Stalls
		s[timing.CauseBarrier] = b.Until - b.From
		t.events = append(t.events, plotEvent{wave: b.Wave, pc: b.PC, from: b.From, issue: b.Until, stalls: s, barrier: true})
	}
}

// byInstruction: one wave ran, so rows are instructions.
func (t *TimelinePlot) byInstruction() bool { return len(t.waveIDs) == 1 }

func (t *TimelinePlot) row(e *plotEvent) float64 {
	if t.byInstruction() {
		return float64(e.pc)
	}
	return float64(t.waves[e.wave])
}

// timelineBox is one mark of the timeline: cycles from and to (to
// excluded) on a row, in a stall cause's color or the issue color.
type timelineBox struct {
	from, to int64
	row      float64
	col      color.Color
	// span is the half height in rows when it is not a row's (0).
	span float64
}

// issuedColor marks the cycles an instruction issues in.
var issuedColor = color.RGBA{0x30, 0x30, 0x30, 0xff}

// boxes are the marks Plot draws, in drawing order: per event, its stalls
// by cause end to end, then its issue. A row per wave draws what held
// each instruction before its dispatch, and the dispatch.
func (t *TimelinePlot) boxes() []timelineBox {
	var out []timelineBox
	add := func(x0, x1 int64, y float64, col color.Color) {
		if x1 > x0 {
			out = append(out, timelineBox{from: x0, to: x1, row: y, col: col})
		}
	}
	for i := range t.events {
		e := &t.events[i]
		y := t.row(e)
		at, stalls, issue := e.from, &e.stalls, e.issue
		if !t.byInstruction() && !e.barrier {
			at, stalls, issue = e.dispatch-e.held.Total(), &e.held, e.dispatch
		}
		for cause, v := range stalls {
			if v > 0 {
				add(at, at+v, y, causeColors[cause])
				at += v
			}
		}
		if !e.barrier {
			add(issue, issue+e.dur, y, issuedColor)
		}
	}
	if t.drains() {
		_, _, y0, y1 := t.eventRange()
		// One box over every row: the tail belongs to the run, not a wave.
		out = append(out, timelineBox{from: t.lastIssue(), to: t.end.Cycles, row: (y0 + y1) / 2, col: drainColor, span: (y1 - y0) / 2})
	}
	return out
}

// Plot draws the boxes (plot.Plotter).
func (t *TimelinePlot) Plot(c draw.Canvas, plt *plot.Plot) {
	trX, trY := plt.Transforms(&c)
	for _, b := range t.boxes() {
		l, r := trX(float64(b.from)), trX(float64(b.to))
		h := 0.35
		if b.span > 0 {
			h = b.span
		}
		bot, tp := trY(b.row-h), trY(b.row+h)
		if r-l < 0.6 {
			r = l + 0.6 // keep a one-cycle mark visible on long timelines
		}
		c.FillPolygon(b.col, c.ClipPolygonXY([]vg.Point{{X: l, Y: bot}, {X: r, Y: bot}, {X: r, Y: tp}, {X: l, Y: tp}}))
	}
}

// DataRange is the cycles and rows covered, to the run's end when stores
// drain after the last issue (plot.DataRanger).
func (t *TimelinePlot) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = t.eventRange()
	if t.drains() {
		xmax = float64(t.end.Cycles)
	}
	return
}

// eventRange is the cycles and rows the events cover.
func (t *TimelinePlot) eventRange() (xmin, xmax, ymin, ymax float64) {
	if len(t.events) == 0 {
		return 0, 1, -1, 1
	}
	xmin, xmax = float64(t.events[0].from), 0
	ymin, ymax = 1e18, -1e18
	for i := range t.events {
		e := &t.events[i]
		xmin, xmax = min(xmin, float64(e.from)), max(xmax, float64(e.issue+e.dur))
		y := t.row(e)
		ymin, ymax = min(ymin, y), max(ymax, y)
	}
	return xmin, xmax, ymin - 0.6, ymax + 0.6
}

// colorThumb is a legend entry of one color.
type colorThumb struct{ c color.Color }

func (s colorThumb) Thumbnail(c *draw.Canvas) {
	c.FillPolygon(s.c, []vg.Point{{X: c.Min.X, Y: c.Min.Y}, {X: c.Max.X, Y: c.Min.Y}, {X: c.Max.X, Y: c.Max.Y}, {X: c.Min.X, Y: c.Max.Y}})
}

// timelineWidth is the picture's width.
const timelineWidth = 26 * vg.Centimeter

// Save writes the picture; the file's extension (.svg, .png, .pdf)
// chooses the format.
func (t *TimelinePlot) Save(file string) error {
	p, leg, h := t.plot()
	format := strings.TrimPrefix(strings.ToLower(filepath.Ext(file)), ".")
	c, err := draw.NewFormattedCanvas(timelineWidth, h, format)
	if err != nil {
		return err
	}
	drawTimeline(p, leg, draw.New(c))
	return launch.WriteFile(file, func(w io.Writer) error {
		_, err := c.WriteTo(w)
		return err
	})
}

// legendGap separates the legend from the plot's right edge.
const legendGap = 3 * vg.Millimeter

// timelineLayout splits the picture c into the plot's canvas (title,
// axes, data) and the legend's: a strip on the right as wide as the
// legend's widest entry, its top level with the data area's. Inside the
// data area the legend would hide the bars of a long first row, and room
// made for it by widening the x axis squeezes every bar.
func timelineLayout(p *plot.Plot, leg *plot.Legend, c draw.Canvas) (plotC, legC draw.Canvas) {
	w := leg.Rectangle(c).Size().X + legendGap
	plotC = draw.Crop(c, 0, -w, 0, 0)
	legC = draw.Crop(c, c.Size().X-w+legendGap, 0, 0, 0)
	legC.Max.Y = p.DataCanvas(plotC).Max.Y
	return plotC, legC
}

// drawTimeline draws the plot and its legend side by side.
func drawTimeline(p *plot.Plot, leg *plot.Legend, c draw.Canvas) {
	plotC, legC := timelineLayout(p, leg, c)
	p.Draw(plotC)
	leg.Draw(legC)
}

// plot builds the picture Save writes, its legend (drawn beside the plot
// by drawTimeline, not in it) and its height.
func (t *TimelinePlot) plot() (*plot.Plot, *plot.Legend, vg.Length) {
	p := plot.New()
	name := t.prog.File
	p.Title.Text = fmt.Sprintf("%s on %s wave%d: issue timeline", name, t.prog.Arch.Name, t.prog.Wave)
	if t.dropped > 0 {
		p.Title.Text += fmt.Sprintf("\nshowing %d of %d events (the first %d waves, at most %d events)", t.total-t.dropped, t.total, maxPlotWaves, maxPlotEvents)
	}
	styleFonts(p)
	p.X.Label.Text = "cycle"
	p.X.Tick.Marker = plainTicks{}
	p.Add(t)
	var labels []string
	rows := len(t.waveIDs)
	if t.byInstruction() {
		p.Y.Label.Text = "instruction"
		rows = len(t.prog.Insts)
		if rows <= maxRowLabels {
			for _, in := range t.prog.Insts {
				labels = append(labels, isa.FormatInst(in, t.prog.Arch))
			}
		}
	} else {
		p.Y.Label.Text = "wave"
		p.Title.Text += "\n(a row per wave: what held each instruction before it dispatched, and its dispatch)"
		if rows <= maxRowLabels {
			labels = t.waveIDs
		}
	}
	if labels != nil {
		p.NominalY(labels...)
	}
	if t.end.Mode != "" {
		p.Title.Text += "\n" + t.end.Mode
	}
	switch {
	case t.drains() && t.end.Isolated:
		p.Title.Text += fmt.Sprintf("\nthe run's %d cycles are the longest workgroup's, %d of them after its last issue, while stores drain", t.end.Cycles, t.end.Cycles-t.lastIssue())
	case t.drains():
		p.Title.Text += fmt.Sprintf("\nthe run's %d cycles include %d after the last issue, while stores drain", t.end.Cycles, t.end.Cycles-t.lastIssue())
	case t.end.Isolated:
		p.Title.Text += fmt.Sprintf("\nthe run's %d cycles are the longest workgroup's", t.end.Cycles)
	}
	// Top row first, as a listing reads.
	p.Y.Scale = invertedScale{}
	p.Legend.Top = true
	p.Legend.Add("issued", colorThumb{issuedColor})
	used := map[int]bool{}
	for i := range t.events {
		for c, v := range t.events[i].stalls {
			used[c] = used[c] || v > 0
		}
	}
	for c := range timing.NumCauses {
		if used[int(c)] {
			p.Legend.Add("stall: "+timing.Cause(c).String(), colorThumb{causeColors[c]})
		}
	}
	if t.drains() {
		p.Legend.Add(drainLabel(t.end.Cycles), colorThumb{drainColor})
	}
	// A row is a little taller than its 11-point label.
	h := min(max(10*vg.Centimeter, vg.Length(min(rows, 120))*0.5*vg.Centimeter+5*vg.Centimeter), 60*vg.Centimeter)
	leg := p.Legend
	p.Legend = plot.NewLegend()
	return p, &leg, h
}

// invertedScale puts the first row at the top.
type invertedScale struct{}

func (invertedScale) Normalize(lo, hi, x float64) float64 { return (hi - x) / (hi - lo) }

// Timelines sends each event to every timeline in the list.
type Timelines []timing.Timeline

// Issued passes the event on.
func (ts Timelines) Issued(e timing.IssueEvent) {
	for _, t := range ts {
		t.Issued(e)
	}
}

// Waited passes the wait on.
func (ts Timelines) Waited(b timing.BarrierWait) {
	for _, t := range ts {
		t.Waited(b)
	}
}
