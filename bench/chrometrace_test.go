package bench

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// The timeline of a multi-wave run follows the trace event format: every
// event has its required fields, every track's slices are in time order
// without overlap, stalls are named by cause and add up to the run's stall
// cycles, every wave and workgroup is named, and counters carry numbers.
func TestChromeTraceFormat(t *testing.T) {
	for _, tr := range []string{"lds_reduce/llvm16-gfx1030.s", "lds_reduce/llvm14-gfx900.s", "loop_break/llvm16-gfx1100.s"} {
		dir := "../traces/" + tr[:strings.Index(tr, "/")]
		p, spec, err := launch.Load("../traces/"+tr, dir+"/launch.json", launch.LoadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		ct := NewChromeTrace(p)
		d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, Timeline: ct})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Run(); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := ct.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		var doc struct {
			TraceEvents []map[string]any `json:"traceEvents"`
		}
		if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
			t.Fatalf("%s: not JSON: %v", tr, err)
		}
		type track struct{ pid, tid float64 }
		end := map[track]float64{}
		named := map[track]bool{}
		var stalls, issued float64
		causes := map[string]bool{}
		for _, c := range timing.CauseNames() {
			causes["stall: "+c] = true
		}
		for i, e := range doc.TraceEvents {
			for _, f := range []string{"name", "ph", "pid", "tid"} {
				if _, ok := e[f]; !ok {
					t.Fatalf("%s: event %d lacks %q: %v", tr, i, f, e)
				}
			}
			k := track{e["pid"].(float64), e["tid"].(float64)}
			switch e["ph"] {
			case "M":
				if e["name"] == "thread_name" {
					named[k] = true
				}
			case "X":
				ts, ok1 := e["ts"].(float64)
				dur, ok2 := e["dur"].(float64)
				if !ok1 || !ok2 || dur <= 0 {
					t.Fatalf("%s: slice %d without ts and a positive dur: %v", tr, i, e)
				}
				if ts < end[k] {
					t.Fatalf("%s: slice %d (%v at %v) starts before the track's previous one ends (%v)", tr, i, e["name"], ts, end[k])
				}
				end[k] = ts + dur
				if !named[k] {
					t.Errorf("%s: track %v has no thread_name before its slices", tr, k)
				}
				if e["cat"] == "stall" {
					if !causes[e["name"].(string)] {
						t.Errorf("%s: stall slice named %q", tr, e["name"])
					}
					stalls += dur
				} else {
					issued++
					stalls += aluWait(e)
				}
			case "i":
				// A zero-cycle instruction: an instant event at its cycle.
				ts, ok := e["ts"].(float64)
				if !ok || e["cat"] != "issue" || e["s"] != "t" {
					t.Fatalf("%s: instant event %d is not a thread-scoped issue with a ts: %v", tr, i, e)
				}
				if ts < end[k] {
					t.Fatalf("%s: instant %d (%v at %v) lies before the track's previous slice ends (%v)", tr, i, e["name"], ts, end[k])
				}
				issued++
			case "C":
				for _, v := range e["args"].(map[string]any) {
					if _, ok := v.(float64); !ok {
						t.Errorf("%s: counter value %v is not a number", tr, v)
					}
				}
			default:
				t.Errorf("%s: unexpected phase %v", tr, e["ph"])
			}
		}
		// Every stall cycle shows: before the slice, or in its alu_wait.
		if int64(issued) != d.Timing.Issued || int64(stalls) != d.Timing.TotalStalls() {
			t.Errorf("%s: %v issue slices, %v stall cycles; the run issued %d and stalled %d", tr, issued, stalls, d.Timing.Issued, d.Timing.TotalStalls())
		}
		if len(named) < 2 {
			t.Errorf("%s: %d wave tracks, want several", tr, len(named))
		}
	}
}

// aluWait sums an issue slice's wait in the ALU after its dispatch.
func aluWait(e map[string]any) float64 {
	args, _ := e["args"].(map[string]any)
	w, _ := args["alu_wait"].(map[string]any)
	var n float64
	for _, v := range w {
		n += v.(float64)
	}
	return n
}

// A memory-bound run's trace: every memory instruction's slice names the
// level that served it, the memory system's counter tracks add up to the
// bytes those slices moved, and the instructions in flight never go
// negative and end at zero.
func TestChromeTraceMemoryCounters(t *testing.T) {
	p, spec, err := launch.Load("../traces/saxpy/llvm16-gfx1030.s", "../sim/launch/testdata/memsys/saxpy16k.json", launch.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ct := NewChromeTrace(p)
	d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, CUs: 1, Timeline: ct})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := ct.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		TraceEvents []map[string]any `json:"traceEvents"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	sliceBytes := map[string]float64{}
	counterBytes := map[string]float64{}
	var served, inFlight, peak, last float64
	lastTs := -1.0
	for _, e := range doc.TraceEvents {
		args, _ := e["args"].(map[string]any)
		switch {
		case e["ph"] == "X" && args["mem_level"] != nil:
			served++
			sliceBytes[args["mem_level"].(string)] += args["mem_bytes"].(float64)
			if lat := args["mem_latency"].(float64); lat <= 0 {
				t.Errorf("%v: latency %v", e["name"], lat)
			}
		case e["ph"] == "C" && strings.HasPrefix(e["name"].(string), "bytes/cycle by serving level"):
			for l, v := range args {
				counterBytes[l] += v.(float64) * memBucket
			}
		case e["ph"] == "C" && e["name"] == "memory instructions in flight":
			ts := e["ts"].(float64)
			if ts <= lastTs {
				t.Errorf("in-flight counter at %v after %v", ts, lastTs)
			}
			lastTs = ts
			inFlight++
			last = args["in flight"].(float64)
			if last < 0 {
				t.Errorf("%v memory instructions in flight at %v", last, ts)
			}
			peak = max(peak, last)
		}
	}
	// saxpy: 2 scalar loads, 2 vector loads and a store per wave.
	if served != 5*float64(d.NumWaves) || inFlight == 0 || last != 0 || peak < 2 {
		t.Errorf("%v memory slices for %d waves; %v in-flight points, peak %v, last %v", served, d.NumWaves, inFlight, peak, last)
	}
	for l, v := range sliceBytes {
		if math.Abs(counterBytes[l]-v) > 1e-6 {
			t.Errorf("level %s: the counters add up to %v bytes, the slices to %v", l, counterBytes[l], v)
		}
	}
	if sliceBytes["dram"] == 0 || len(counterBytes) != len(sliceBytes) {
		t.Errorf("slices %v, counters %v", sliceBytes, counterBytes)
	}
}
