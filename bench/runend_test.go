package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/recorder"

	"github.com/wavesim/wavesim/sim/launch"
)

// runSaxpyTimelines runs saxpy (two workgroups of eight waves, a store at
// the end) with both timelines, told the run's end as `run` tells them.
func runSaxpyTimelines(t *testing.T, cus int) (*ChromeTrace, *TimelinePlot, int64) {
	t.Helper()
	p, spec, err := launch.Load("../traces/saxpy/llvm16-gfx1030.s", "../traces/saxpy/launch.json", launch.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ct, tp := NewChromeTrace(p), NewTimelinePlot(p)
	d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, CUs: cus, Timeline: Timelines{ct, tp}})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	end := EndOf(d.Timing.Cycles, cus)
	ct.End(end)
	tp.End(end)
	return ct, tp, d.Timing.Cycles
}

// The trace names each wave's track by the SIMD it ran on (side by side,
// waves spread over the four SIMDs, not all "SIMD 0"), says how the
// workgroups were scheduled, and ends where the reported cycles do, with
// the stores' drain after the last issue as a slice of its own.
func TestChromeTraceNamesSIMDsAndDrain(t *testing.T) {
	for _, c := range []struct {
		cus   int
		simds string
		mode  string
	}{{0, "0123", "side by side on 1 compute unit"}, {launch.IsolatedCUs, "0", "--cus 0: each workgroup from cycle 0"}} {
		ct, _, cycles := runSaxpyTimelines(t, c.cus)
		var buf bytes.Buffer
		if _, err := ct.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		var doc struct {
			TraceEvents []map[string]any  `json:"traceEvents"`
			OtherData   map[string]string `json:"otherData"`
		}
		if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
			t.Fatal(err)
		}
		simds := map[string]bool{}
		var drain map[string]any
		var end float64
		for _, e := range doc.TraceEvents {
			args, _ := e["args"].(map[string]any)
			if e["name"] == "thread_name" {
				if name := args["name"].(string); strings.Contains(name, "SIMD ") {
					simds[name[strings.LastIndex(name, " ")+1:]] = true
				}
			}
			if e["ph"] == "X" {
				end = max(end, e["ts"].(float64)+e["dur"].(float64))
				if e["cat"] == "drain" {
					drain = e
				}
			}
		}
		got := ""
		for s := range 4 {
			if simds[fmt.Sprint(s)] {
				got += fmt.Sprint(s)
			}
		}
		if got != c.simds {
			t.Errorf("CUs %d: the wave tracks name SIMDs %q, want %q", c.cus, got, c.simds)
		}
		if !strings.Contains(doc.OtherData["scheduling"], c.mode) || doc.OtherData["cycles"] != fmt.Sprint(cycles) {
			t.Errorf("CUs %d: otherData %v, want scheduling %q and cycles %d", c.cus, doc.OtherData, c.mode, cycles)
		}
		if drain == nil || drain["name"] != fmt.Sprintf("stores draining until cycle %d", cycles) {
			t.Fatalf("CUs %d: drain slice %v, want one ending at cycle %d", c.cus, drain, cycles)
		}
		if end != float64(cycles) || drain["dur"].(float64) <= 0 {
			t.Errorf("CUs %d: the trace ends at %v, the run at %d; drain %v", c.cus, end, cycles, drain)
		}
	}
}

// The picture reaches the run's cycles: the drain after the last issue is
// a box over every row, in the legend, and the subtitle says how many
// cycles it is and which scheduling ran.
func TestTimelinePlotShowsDrainAndMode(t *testing.T) {
	for _, cus := range []int{0, launch.IsolatedCUs} {
		_, tp, cycles := runSaxpyTimelines(t, cus)
		last := tp.lastIssue()
		if last >= cycles {
			t.Fatalf("CUs %d: the last issue ends at %d, the run at %d: no drain to show", cus, last, cycles)
		}
		if _, x1, _, _ := tp.DataRange(); x1 != float64(cycles) {
			t.Errorf("CUs %d: the data end at %v, want the run's %d cycles", cus, x1, cycles)
		}
		bs := tp.boxes()
		if b := bs[len(bs)-1]; b.col != drainColor || b.from != last || b.to != cycles || b.span <= 0 {
			t.Errorf("CUs %d: last box %+v, want the drain %d..%d over every row", cus, b, last, cycles)
		}
		p, leg, h := tp.plot()
		drain := fmt.Sprintf("the run's %d cycles include %d after the last issue, while stores drain", cycles, cycles-last)
		if cus < 0 {
			drain = fmt.Sprintf("the run's %d cycles are the longest workgroup's, %d of them after its last issue, while stores drain", cycles, cycles-last)
		}
		for _, want := range []string{SchedulingMode(cus), drain} {
			if !strings.Contains(p.Title.Text, want) {
				t.Errorf("CUs %d: title %q lacks %q", cus, p.Title.Text, want)
			}
		}
		if _, ok := drawnTimeline(p, leg, h)[drainLabel(cycles)]; !ok {
			t.Errorf("CUs %d: no legend entry %q", cus, drainLabel(cycles))
		}
	}
}

// drawnTexts renders p and returns the strings it writes, with their font
// sizes in points.
func drawnTexts(p *plot.Plot, w, h vg.Length) map[string]float64 {
	rec := new(recorder.Canvas)
	p.Draw(draw.NewCanvas(rec, w, h))
	out := map[string]float64{}
	for _, a := range rec.Actions {
		if f, ok := a.(*recorder.FillString); ok {
			out[f.String] = f.Size.Points()
		}
	}
	return out
}

// drawnTimeline renders a timeline picture as Save does and returns where
// it writes each string.
func drawnTimeline(p *plot.Plot, leg *plot.Legend, h vg.Length) map[string]vg.Point {
	rec := new(recorder.Canvas)
	drawTimeline(p, leg, draw.NewCanvas(rec, timelineWidth, h))
	out := map[string]vg.Point{}
	for _, a := range rec.Actions {
		if f, ok := a.(*recorder.FillString); ok {
			out[f.String] = f.Point
		}
	}
	return out
}

// drawnLeft renders p and returns where each unrotated string starts, in
// points from the picture's left edge.
func drawnLeft(p *plot.Plot, w, h vg.Length) map[string]float64 {
	rec := new(recorder.Canvas)
	p.Draw(draw.NewCanvas(rec, w, h))
	out := map[string]float64{}
	for _, a := range rec.Actions {
		if f, ok := a.(*recorder.FillString); ok {
			out[f.String] = f.Point.X.Points()
		}
	}
	return out
}

// With --cus 0 each workgroup runs alone on a compute unit of its own
// from cycle 0 (timing.Model.StartGroup), so the workgroups' timelines
// overlap by design and the run's cycles are the longest workgroup's, not
// their sum. Both timelines draw that and say so. Hand-checked on saxpy
// (two workgroups of eight waves): each workgroup's first slice starts at
// cycle 0 and its last issue ends at 1808; the run's 2086 cycles are 1808
// plus 278 of stores draining (the sum would be 1808 + 1808 + 278), and a
// run of workgroup (0,0,0) alone takes the same 2086.
func TestIsolatedTimelinesStartEachWorkgroupAtZero(t *testing.T) {
	ct, tp, cycles := runSaxpyTimelines(t, launch.IsolatedCUs)
	var buf bytes.Buffer
	if _, err := ct.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		TraceEvents []map[string]any  `json:"traceEvents"`
		OtherData   map[string]string `json:"otherData"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	names := map[float64]string{}
	for _, e := range doc.TraceEvents {
		if e["name"] == "process_name" {
			names[e["pid"].(float64)] = e["args"].(map[string]any)["name"].(string)
		}
	}
	type span struct{ from, to float64 }
	groups := map[string]*span{}
	var drainFrom float64
	for _, e := range doc.TraceEvents {
		if e["ph"] != "X" {
			continue
		}
		from := e["ts"].(float64)
		if e["cat"] == "drain" {
			drainFrom = from
			continue
		}
		name := names[e["pid"].(float64)]
		s := groups[name]
		if s == nil {
			s = &span{from, from}
			groups[name] = s
		}
		s.from, s.to = min(s.from, from), max(s.to, from+e["dur"].(float64))
	}
	if len(groups) != 2 {
		t.Fatalf("workgroup tracks %v, want saxpy's two", groups)
	}
	var last, sum float64
	for name, s := range groups {
		if !strings.Contains(name, "from cycle 0 on a compute unit of its own") {
			t.Errorf("process %q does not say its workgroup had a compute unit of its own from cycle 0", name)
		}
		if s.from != 0 {
			t.Errorf("%s: starts at cycle %v, want 0", name, s.from)
		}
		last, sum = max(last, s.to), sum+s.to
	}
	if drainFrom != last || float64(cycles) <= last || float64(cycles) >= sum {
		t.Errorf("the run's %d cycles: want the longest workgroup's %v plus the drain (drawn from %v), less than the sum %v", cycles, last, drainFrom, sum)
	}
	if !strings.Contains(doc.OtherData["cycles_are"], "the longest workgroup's") || !strings.Contains(doc.OtherData["scheduling"], "each workgroup from cycle 0") {
		t.Errorf("otherData %v does not say the cycles are the longest workgroup's", doc.OtherData)
	}
	firsts := map[string]int64{} // "wg (x,y,z)" → its first cycle drawn
	for _, e := range tp.events {
		wg, _, _ := strings.Cut(tp.waveIDs[tp.waves[e.wave]], " wave")
		if f, ok := firsts[wg]; !ok || e.from < f {
			firsts[wg] = e.from
		}
	}
	if len(firsts) != 2 || firsts["wg (0,0,0)"] != 0 || firsts["wg (1,0,0)"] != 0 {
		t.Errorf("the picture starts the workgroups at %v, want both at cycle 0", firsts)
	}
	p, _, _ := tp.plot()
	if want := fmt.Sprintf("the run's %d cycles are the longest workgroup's", cycles); !strings.Contains(p.Title.Text, want) {
		t.Errorf("title %q lacks %q", p.Title.Text, want)
	}

	// Workgroup (0,0,0) alone: the same cycles, so the second workgroup
	// added none.
	prog, spec, err := launch.Load("../traces/saxpy/llvm16-gfx1030.s", "../traces/saxpy/launch.json", launch.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	spec.Grid = []int{spec.WorkgroupSize()[0], 1, 1}
	d, err := launch.NewDispatch(prog, spec, launch.Options{Timing: true, CUs: launch.IsolatedCUs})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	if d.Workgroups != 1 || d.Timing.Cycles != cycles {
		t.Errorf("workgroup (0,0,0) alone: %d workgroups, %d cycles; want 1 and the two workgroups' %d", d.Workgroups, d.Timing.Cycles, cycles)
	}
}
