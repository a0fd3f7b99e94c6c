package bench

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// ChromeTrace collects a run's issued instructions as the Chrome trace
// event format ("JSON Object Format" of the Trace Event Format document),
// which Perfetto (ui.perfetto.dev) and chrome://tracing open. One process
// per workgroup (the model runs a workgroup on one SIMD), one thread (track)
// per wave; a slice per instruction at the cycle the wave dispatched it (what
// a thread trace stamps; its issue cycle, later when it waited in the ALU,
// is args.issue, and that wait by cause args.alu_wait), a slice per stall
// cause just before it, and a counter track per wave with its outstanding
// memory operations. Timestamps are cycles, shown as microseconds.
type ChromeTrace struct {
	prog   *isa.Program
	events []chromeEvent
	groups map[[3]int]int // workgroup → process id
	waves  map[[2]int]bool
	counts map[int][3]int // wave → last counter values written
}

type chromeEvent struct {
	Name string         `json:"name"`
	Cat  string         `json:"cat,omitempty"`
	Ph   string         `json:"ph"`
	Ts   int64          `json:"ts"`
	Dur  *int64         `json:"dur,omitempty"`
	S    string         `json:"s,omitempty"` // an instant event's scope
	Pid  int            `json:"pid"`
	Tid  int            `json:"tid"`
	Args map[string]any `json:"args,omitempty"`
}

// NewChromeTrace starts a timeline of a run of p.
func NewChromeTrace(p *isa.Program) *ChromeTrace {
	return &ChromeTrace{prog: p, groups: map[[3]int]int{}, waves: map[[2]int]bool{}, counts: map[int][3]int{}}
}

// track is the process and thread of a wave, named on first use.
func (c *ChromeTrace) track(wg [3]int, wave, inGroup int) (int, int) {
	pid, ok := c.groups[wg]
	if !ok {
		pid = len(c.groups) + 1
		c.groups[wg] = pid
		c.meta("process_name", pid, 0, fmt.Sprintf("workgroup (%d,%d,%d), SIMD 0", wg[0], wg[1], wg[2]))
		c.meta("process_sort_index", pid, 0, pid)
	}
	tid := inGroup + 1
	if k := [2]int{pid, tid}; !c.waves[k] {
		c.waves[k] = true
		c.meta("thread_name", pid, tid, fmt.Sprintf("wave %d", wave))
		c.meta("thread_sort_index", pid, tid, tid)
	}
	return pid, tid
}

// Waited records a barrier wait as a stall slice.
func (c *ChromeTrace) Waited(b timing.BarrierWait) {
	pid, tid := c.track(b.Workgroup, b.Wave, b.InGroup)
	d := b.Until - b.From
	c.events = append(c.events, chromeEvent{Name: "stall: " + timing.CauseBarrier.String(), Cat: "stall", Ph: "X", Ts: b.From, Dur: &d,
		Pid: pid, Tid: tid, Args: map[string]any{"pc": b.PC, "source": c.prog.Insts[b.PC].Pos.String()}})
}

// Issued records one issued instruction and the stalls before it.
func (c *ChromeTrace) Issued(e timing.IssueEvent) {
	pid, tid := c.track(e.Workgroup, e.Wave, e.InGroup)
	start := e.Dispatch - e.Held.Total()
	for cause, v := range e.Held {
		if v <= 0 {
			continue
		}
		d := v
		c.events = append(c.events, chromeEvent{Name: "stall: " + timing.Cause(cause).String(), Cat: "stall",
			Ph: "X", Ts: start, Dur: &d, Pid: pid, Tid: tid})
		start += v
	}
	in := c.prog.Insts[e.PC]
	args := map[string]any{"pc": e.PC, "source": in.Pos.String(), "dispatch": e.Dispatch, "issue": e.Cycle, "done": e.Done}
	if e.Cycle > e.Dispatch {
		// It waited in the ALU after it dispatched: say for what.
		wait := map[string]int64{}
		for cause, v := range e.Stalls {
			if v -= e.Held[cause]; v > 0 {
				wait[timing.Cause(cause).String()] = v
			}
		}
		args["alu_wait"] = wait
	}
	ev := chromeEvent{Name: isa.FormatInst(in, c.prog.Arch), Cat: "issue", Ph: "X", Ts: e.Dispatch,
		Pid: pid, Tid: tid, Args: args}
	if e.Cycles > 0 {
		d := e.Cycles
		ev.Dur = &d
	} else {
		// An instruction that takes no issue cycle (s_delay_alu) is an
		// instant event on its track ("s": "t", thread scope).
		ev.Ph, ev.S = "i", "t"
	}
	c.events = append(c.events, ev)
	if now := [3]int{e.VM, e.LGKM, e.VS}; now != c.counts[e.Wave] || e.PC == 0 {
		c.counts[e.Wave] = now
		c.events = append(c.events, chromeEvent{Name: fmt.Sprintf("wave %d outstanding", e.Wave), Ph: "C", Ts: e.Dispatch, Pid: pid, Tid: tid,
			Args: map[string]any{"vmcnt": e.VM, "lgkmcnt": e.LGKM, "vscnt": e.VS}})
	}
}

func (c *ChromeTrace) meta(name string, pid, tid int, v any) {
	key := "name"
	if _, ok := v.(int); ok {
		key = "sort_index"
	}
	c.events = append(c.events, chromeEvent{Name: name, Ph: "M", Pid: pid, Tid: tid, Args: map[string]any{key: v}})
}

// WriteTo writes the trace as one JSON object.
func (c *ChromeTrace) WriteTo(w io.Writer) (int64, error) {
	doc := struct {
		TraceEvents     []chromeEvent     `json:"traceEvents"`
		DisplayTimeUnit string            `json:"displayTimeUnit"`
		OtherData       map[string]string `json:"otherData"`
	}{c.events, "ms", map[string]string{"time": "1 µs of the timeline is 1 cycle", "target": c.prog.Arch.Name,
		"wave": fmt.Sprint(c.prog.Wave)}}
	if doc.TraceEvents == nil {
		doc.TraceEvents = []chromeEvent{}
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return 0, err
	}
	n, err := w.Write(b)
	return int64(n), err
}
