package bench

import (
	"image/color"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/recorder"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// With several waves a row is a wave, and what the row draws of each
// instruction (what held it, then its dispatch) follows the previous
// instruction of the wave without overlapping it, also on gfx1100, where an
// instruction that waits in the ALU issues after the ones the wave
// dispatches behind it.
func TestTimelinePlotWaveRowsDoNotOverlap(t *testing.T) {
	p, spec, err := launch.Load("../traces/saxpy/llvm16-gfx1100.s", "../traces/saxpy/launch.json", launch.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	tp := NewTimelinePlot(p)
	d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, Timeline: tp})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	if tp.byInstruction() {
		t.Fatal("saxpy runs several waves: want a row per wave")
	}
	type span struct{ from, to int64 }
	rows := map[int][]span{}
	waited := 0
	for _, e := range tp.events {
		if e.barrier || p.Insts[e.pc].Op.Wait == isa.WaitDelayALU {
			continue // s_delay_alu takes no cycle: a mark, not a slot
		}
		if e.issue > e.dispatch {
			waited++
		}
		rows[e.wave] = append(rows[e.wave], span{e.dispatch - e.held.Total(), e.dispatch + e.dur})
	}
	if waited == 0 {
		t.Fatal("no instruction waited in the ALU after its dispatch: the case this test is about did not arise")
	}
	for w, r := range rows {
		sort.SliceStable(r, func(i, j int) bool { return r[i].from < r[j].from })
		for i := 1; i < len(r); i++ {
			if r[i].from < r[i-1].to {
				t.Fatalf("wave %d: an instruction drawn from %d overlaps the one before it, drawn to %d", w, r[i].from, r[i-1].to)
			}
		}
	}
}

// timelineProgram is three instructions to hang hand-made events on.
func timelineProgram(t *testing.T) *isa.Program {
	t.Helper()
	p, err := launch.ParseProgram("t.s", []byte("v_mov_b32 v0, 1\nv_add_f32 v1, v0, v0\ns_endpgm\n"), launch.LoadOptions{Arch: "gfx1030", Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// drawnBox is a filled rectangle on the canvas and its color.
type drawnBox struct {
	x0, x1, y0, y1 vg.Length
	col            color.Color
}

// drawnBoxes renders the timeline on a recording canvas the plot's size
// and reads back each filled rectangle.
func drawnBoxes(tp *TimelinePlot, p *plot.Plot) (draw.Canvas, []drawnBox) {
	rec := new(recorder.Canvas)
	c := draw.Canvas{Canvas: rec, Rectangle: vg.Rectangle{Max: vg.Point{X: 1000, Y: 400}}}
	tp.Plot(c, p)
	var out []drawnBox
	var col color.Color
	for _, a := range rec.Actions {
		switch a := a.(type) {
		case *recorder.SetColor:
			col = a.Color
		case *recorder.Fill:
			b := drawnBox{x0: 1e9, y0: 1e9, x1: -1e9, y1: -1e9, col: col}
			for _, pc := range a.Path {
				if pc.Type == vg.CloseComp {
					continue
				}
				b.x0, b.x1 = min(b.x0, pc.Pos.X), max(b.x1, pc.Pos.X)
				b.y0, b.y1 = min(b.y0, pc.Pos.Y), max(b.y1, pc.Pos.Y)
			}
			out = append(out, b)
		}
	}
	return c, out
}

// checkTimeline compares the boxes of a timeline with want, worked by
// hand, and what Plot draws with those boxes put through the plot's axes.
func checkTimeline(t *testing.T, tp *TimelinePlot, want []timelineBox) {
	t.Helper()
	if got := tp.boxes(); !reflect.DeepEqual(got, want) {
		t.Errorf("boxes\n%v\nwant\n%v", got, want)
	}
	p, _, _ := tp.plot()
	c, drawn := drawnBoxes(tp, p)
	if len(drawn) != len(want) {
		t.Fatalf("%d boxes drawn, want %d", len(drawn), len(want))
	}
	trX, trY := p.Transforms(&c)
	near := func(a, b vg.Length) bool { return math.Abs(float64(a-b)) < 1e-6 }
	for i, w := range want {
		d := drawn[i]
		y0, y1 := trY(w.row+0.35), trY(w.row-0.35) // the y axis points down
		if !near(d.x0, trX(float64(w.from))) || !near(d.x1, trX(float64(w.to))) || !near(d.y0, y0) || !near(d.y1, y1) || d.col != w.col {
			t.Errorf("box %d drawn at x %v..%v y %v..%v in %v; want %v..%v, %v..%v in %v", i, d.x0, d.x1, d.y0, d.y1, d.col,
				trX(float64(w.from)), trX(float64(w.to)), y0, y1, w.col)
		}
	}
}

// One wave: a row per instruction (its pc), each instruction's stalls
// by cause end to end up to its issue, then its issue cycles. Worked by
// hand: pc 0 issues at 0 for 1 cycle; pc 1 waits 4 cycles on va_vdst
// (1..5) and issues at 5; pc 2 waits 1 on vmcnt (6..7) then 2 on a branch
// (7..9) and issues at 9 for 2 cycles. The x axis runs from the first
// stall (0) to the last issue's end (11): the legend sits beside the
// plot, so the axis needs no room for it.
func TestTimelinePlotByInstruction(t *testing.T) {
	tp := NewTimelinePlot(timelineProgram(t))
	var s1, s2 timing.Stalls
	s1[timing.CauseVaVdst] = 4
	s2[timing.CauseVmcnt], s2[timing.CauseBranch] = 1, 2
	tp.Issued(timing.IssueEvent{PC: 0, Cycle: 0, Dispatch: 0, Cycles: 1})
	tp.Issued(timing.IssueEvent{PC: 1, Cycle: 5, Dispatch: 5, Cycles: 1, Stalls: s1})
	tp.Issued(timing.IssueEvent{PC: 2, Cycle: 9, Dispatch: 9, Cycles: 2, Stalls: s2})
	if !tp.byInstruction() {
		t.Fatal("one wave ran: want a row per instruction")
	}
	checkTimeline(t, tp, []timelineBox{
		{0, 1, 0, issuedColor, 0},
		{1, 5, 1, causeColors[timing.CauseVaVdst], 0}, {5, 6, 1, issuedColor, 0},
		{6, 7, 2, causeColors[timing.CauseVmcnt], 0}, {7, 9, 2, causeColors[timing.CauseBranch], 0}, {9, 11, 2, issuedColor, 0},
	})
	p, _, _ := tp.plot()
	if p.X.Min != 0 || p.X.Max != 11 {
		t.Errorf("x axis %v .. %v, want 0 .. 11", p.X.Min, p.X.Max)
	}
	if got, want := tickLabels(p.Y.Tick.Marker), []string{"v_mov_b32 v0, 1", "v_add_f32 v1, v0, v0", "s_endpgm"}; !reflect.DeepEqual(got, want) {
		t.Errorf("rows %q, want %q", got, want)
	}
}

// Several waves: a row per wave, in the order the waves first issue;
// each instruction is drawn from what held it before its dispatch to the
// dispatch, a barrier wait from its start to its end. Worked by hand:
// wave 7 dispatches at 3 for 1 cycle; wave 9 was held 2 cycles on va_vdst
// (4..6) and dispatches at 6 (it issues at 10, after 6 stall cycles in
// all: the 4 in the ALU are not drawn), then waits at a barrier from 7 to
// 12. The x axis runs from the first event's stall start (3) to the
// latest end, the barrier's 12 or wave 9's issue 10 + 1.
func TestTimelinePlotByWave(t *testing.T) {
	tp := NewTimelinePlot(timelineProgram(t))
	var st, held timing.Stalls
	st[timing.CauseVaVdst], held[timing.CauseVaVdst] = 6, 2
	tp.Issued(timing.IssueEvent{Wave: 7, PC: 0, Cycle: 3, Dispatch: 3, Cycles: 1})
	tp.Issued(timing.IssueEvent{Wave: 9, InGroup: 1, PC: 0, Cycle: 10, Dispatch: 6, Cycles: 1, Stalls: st, Held: held})
	tp.Waited(timing.BarrierWait{Wave: 9, InGroup: 1, PC: 1, From: 7, Until: 12})
	checkTimeline(t, tp, []timelineBox{
		{3, 4, 0, issuedColor, 0},
		{4, 6, 1, causeColors[timing.CauseVaVdst], 0}, {6, 7, 1, issuedColor, 0},
		{7, 12, 1, causeColors[timing.CauseBarrier], 0},
	})
	p, _, _ := tp.plot()
	if p.X.Min != 3 || p.X.Max != 12 {
		t.Errorf("x axis %v .. %v, want 3 .. 12", p.X.Min, p.X.Max)
	}
	if got, want := tickLabels(p.Y.Tick.Marker), []string{"wg (0,0,0) wave 0", "wg (0,0,0) wave 1"}; !reflect.DeepEqual(got, want) {
		t.Errorf("rows %q, want %q", got, want)
	}
}

// Save still renders the picture.
func TestTimelinePlotSaves(t *testing.T) {
	tp := NewTimelinePlot(timelineProgram(t))
	tp.Issued(timing.IssueEvent{PC: 0, Cycle: 0, Dispatch: 0, Cycles: 1})
	for _, ext := range []string{"png", "svg"} {
		f := filepath.Join(t.TempDir(), "t."+ext)
		if err := tp.Save(f); err != nil {
			t.Fatal(err)
		}
		if st, err := os.Stat(f); err != nil || st.Size() == 0 {
			t.Errorf("%s: not written (%v)", f, err)
		}
	}
}

// The legend sits beside the data area, never over it: a long first row
// (one wave's first instruction, a wave that runs to the end) would
// otherwise lie under it. Checked on the layout the drawing uses and on
// where the drawing writes each legend entry, for a row per instruction
// and a row per wave, each with the drain's long entry.
func TestTimelinePlotLegendOutsideData(t *testing.T) {
	one := NewTimelinePlot(timelineProgram(t))
	var s timing.Stalls
	s[timing.CauseVmcnt] = 30
	one.Issued(timing.IssueEvent{PC: 0, Cycle: 30, Dispatch: 30, Cycles: 1, Stalls: s})
	one.Issued(timing.IssueEvent{PC: 1, Cycle: 31, Dispatch: 31, Cycles: 1})
	one.End(RunEnd{Cycles: 40, Mode: SchedulingMode(launch.IsolatedCUs)})
	_, waves, _ := runSaxpyTimelines(t, launch.IsolatedCUs)
	for name, tp := range map[string]*TimelinePlot{"one wave": one, "saxpy": waves} {
		p, leg, h := tp.plot()
		c := draw.NewCanvas(new(recorder.Canvas), timelineWidth, h)
		plotC, legC := timelineLayout(p, leg, c)
		data := p.DataCanvas(plotC).Rectangle
		lr := leg.Rectangle(legC)
		if lr.Min.X < data.Max.X && data.Min.X < lr.Max.X && lr.Min.Y < data.Max.Y && data.Min.Y < lr.Max.Y {
			t.Errorf("%s: legend %v overlaps the data area %v", name, lr, data)
		}
		if lr.Max.X > c.Max.X || lr.Min.Y < c.Min.Y {
			t.Errorf("%s: legend %v leaves the picture %v", name, lr, c.Rectangle)
		}
		texts := drawnTimeline(p, leg, h)
		for _, entry := range []string{"issued", "stall: vmcnt", drainLabel(tp.end.Cycles)} {
			pt, ok := texts[entry]
			if !ok {
				t.Errorf("%s: legend entry %q not drawn", name, entry)
			} else if pt.X <= data.Max.X {
				t.Errorf("%s: legend entry %q written at x %v, inside the data area ending at %v", name, entry, pt.X, data.Max.X)
			}
		}
	}
}
