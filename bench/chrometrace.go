package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// ChromeTrace collects a run's issued instructions as the Chrome trace
// event format ("JSON Object Format" of the Trace Event Format document),
// which Perfetto (ui.perfetto.dev) and chrome://tracing open. One process
// per workgroup, named by the compute unit it ran on, one thread (track)
// per wave, named by its SIMD; a slice per instruction at the cycle the wave dispatched it (what
// a thread trace stamps; its issue cycle, later when it waited in the ALU,
// is args.issue, and that wait by cause args.alu_wait), a slice per stall
// cause just before it, and a counter track per wave with its outstanding
// memory operations. A memory instruction's slice names the level that
// served it (args.mem_level, mem_lines, mem_bytes, mem_latency: issue to
// completion), and a "memory system" process carries counter tracks of the
// bytes served by level and the memory instructions in flight.
// Timestamps are cycles, shown as microseconds.
type ChromeTrace struct {
	prog   *isa.Program
	events []chromeEvent
	groups map[[3]int]int // workgroup → process id
	// procNames index each workgroup's process_name event in events, which
	// WriteTo renames when the run placed each workgroup on a compute unit
	// of its own (RunEnd.Isolated): every one of them then says CU 0.
	procNames map[int]int
	waves     map[[2]int]bool
	counts    map[int][3]int // wave → last counter values written
	mems      []memSpan      // the memory instructions the memory system timed
	end       RunEnd         // set by End: the run's cycles and scheduling
	last      int64          // the end of the last issue slice
}

// memSpan is one timed memory instruction: issue to completion, the level
// that served it and its lanes' bytes.
type memSpan struct {
	issue, done int64
	level       timing.MemCause
	bytes       int64
}

// memBucket is the width in cycles of the memory counter track's buckets:
// fine enough to show a kernel's phases, coarse enough that a bucket
// holds several of a wave's memory instructions.
const memBucket = 256

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
	return &ChromeTrace{prog: p, groups: map[[3]int]int{}, procNames: map[int]int{}, waves: map[[2]int]bool{}, counts: map[int][3]int{}}
}

// End tells the trace the run's cycles and scheduling mode, which its
// events do not show: WriteTo then draws the cycles after the last issue
// (stores draining) as a slice of their own.
func (c *ChromeTrace) End(e RunEnd) { c.end = e }

// wavePlace is where a wave ran: a barrier wait carries no place, so the
// wave's first issue names its track.
type wavePlace struct{ cu, simd int }

// track is the process and thread of a wave, named on first use by the
// compute unit and SIMD the wave ran on.
func (c *ChromeTrace) track(wg [3]int, wave, inGroup int, at wavePlace) (int, int) {
	pid, ok := c.groups[wg]
	if !ok {
		pid = len(c.groups) + 1
		c.groups[wg] = pid
		c.procNames[pid] = len(c.events)
		c.meta("process_name", pid, 0, fmt.Sprintf("workgroup (%d,%d,%d) on CU %d", wg[0], wg[1], wg[2], at.cu))
		c.meta("process_sort_index", pid, 0, pid)
	}
	tid := inGroup + 1
	if k := [2]int{pid, tid}; !c.waves[k] {
		c.waves[k] = true
		c.meta("thread_name", pid, tid, fmt.Sprintf("wave %d, SIMD %d", wave, at.simd))
		c.meta("thread_sort_index", pid, tid, tid)
	}
	return pid, tid
}

// Waited records a barrier wait as a stall slice.
func (c *ChromeTrace) Waited(b timing.BarrierWait) {
	// A wave's first event is an issue (a barrier comes after one), so
	// its track is named already; the place given here is unused.
	pid, tid := c.track(b.Workgroup, b.Wave, b.InGroup, wavePlace{})
	d := b.Until - b.From
	c.events = append(c.events, chromeEvent{Name: "stall: " + timing.CauseBarrier.String(), Cat: "stall", Ph: "X", Ts: b.From, Dur: &d,
		Pid: pid, Tid: tid, Args: map[string]any{"pc": b.PC, "source": c.prog.Insts[b.PC].Pos.String()}})
}

// Issued records one issued instruction and the stalls before it.
func (c *ChromeTrace) Issued(e timing.IssueEvent) {
	pid, tid := c.track(e.Workgroup, e.Wave, e.InGroup, wavePlace{e.CU, e.SIMD})
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
	if e.Mem.Served {
		args["mem_level"], args["mem_lines"], args["mem_bytes"], args["mem_latency"] = e.Mem.Level.String(), e.Mem.Lines, e.Mem.Bytes, e.Done-e.Cycle
		c.mems = append(c.mems, memSpan{e.Cycle, e.Done, e.Mem.Level, e.Mem.Bytes})
	}
	ev := chromeEvent{Name: isa.FormatInst(in, c.prog.Arch), Cat: "issue", Ph: "X", Ts: e.Dispatch,
		Pid: pid, Tid: tid, Args: args}
	if e.Cycles > 0 {
		d := e.Cycles
		ev.Dur = &d
		c.last = max(c.last, e.Dispatch+d)
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
	c.events = append(c.events, metaEvent(name, pid, tid, v))
}

// metaEvent is a metadata event: a process or thread name (v a string)
// or sort index (v an int).
func metaEvent(name string, pid, tid int, v any) chromeEvent {
	key := "name"
	if _, ok := v.(int); ok {
		key = "sort_index"
	}
	return chromeEvent{Name: name, Ph: "M", Pid: pid, Tid: tid, Args: map[string]any{key: v}}
}

// WriteTo writes the trace as one JSON object.
func (c *ChromeTrace) WriteTo(w io.Writer) (int64, error) {
	doc := struct {
		TraceEvents     []chromeEvent     `json:"traceEvents"`
		DisplayTimeUnit string            `json:"displayTimeUnit"`
		OtherData       map[string]string `json:"otherData"`
	}{append(append(c.placedEvents(), c.memCounters()...), c.drain()...), "ms", map[string]string{"time": "1 µs of the timeline is 1 cycle", "target": c.prog.Arch.Name,
		"wave": fmt.Sprint(c.prog.Wave)}}
	if c.end.Cycles > 0 {
		doc.OtherData["cycles"] = fmt.Sprint(c.end.Cycles)
	}
	if c.end.Mode != "" {
		doc.OtherData["scheduling"] = c.end.Mode
	}
	if c.end.Isolated {
		doc.OtherData["cycles_are"] = "the longest workgroup's: each ran from cycle 0 on a compute unit of its own"
	}
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

// placedEvents are the events, each workgroup's process named for a
// compute unit of its own when the run placed it so (the events say CU 0
// for each).
func (c *ChromeTrace) placedEvents() []chromeEvent {
	evs := c.events[:len(c.events):len(c.events)]
	if !c.end.Isolated {
		return evs
	}
	evs = append([]chromeEvent(nil), evs...)
	for wg, pid := range c.groups {
		i := c.procNames[pid]
		evs[i] = metaEvent("process_name", pid, 0, fmt.Sprintf("workgroup (%d,%d,%d), from cycle 0 on a compute unit of its own", wg[0], wg[1], wg[2]))
	}
	return evs
}

// memCounters are the memory system's tracks, a process of their own
// above the workgroups: the bytes a cycle served by each level over
// memBucket-cycle buckets (each instruction's lanes' bytes at the level of
// its slowest line, in the bucket it completed in, when its data had
// moved), and the memory
// instructions in flight, issue to completion.
func (c *ChromeTrace) memCounters() []chromeEvent {
	if len(c.mems) == 0 {
		return nil
	}
	pid := len(c.groups) + 1
	evs := []chromeEvent{metaEvent("process_name", pid, 0, "memory system"), metaEvent("process_sort_index", pid, 0, -1)}
	var used [timing.NumMemCauses]bool
	var last int64
	buckets := map[int64]*[timing.NumMemCauses]int64{}
	type step struct {
		at    int64
		delta int
	}
	steps := make([]step, 0, 2*len(c.mems))
	for _, m := range c.mems {
		used[m.level] = true
		b := buckets[m.done/memBucket]
		if b == nil {
			b = new([timing.NumMemCauses]int64)
			buckets[m.done/memBucket] = b
		}
		b[m.level] += m.bytes
		last = max(last, m.done)
		steps = append(steps, step{m.issue, 1}, step{max(m.done, m.issue), -1})
	}
	name := fmt.Sprintf("bytes/cycle by serving level (%d-cycle buckets)", memBucket)
	for k := int64(0); k <= last/memBucket; k++ {
		args := map[string]any{}
		b := buckets[k]
		for l, u := range used {
			if !u {
				continue
			}
			v := 0.0
			if b != nil {
				v = float64(b[l]) / memBucket
			}
			args[timing.MemCause(l).String()] = v
		}
		evs = append(evs, chromeEvent{Name: name, Ph: "C", Ts: k * memBucket, Pid: pid, Args: args})
	}
	sort.Slice(steps, func(i, j int) bool {
		if steps[i].at != steps[j].at {
			return steps[i].at < steps[j].at
		}
		return steps[i].delta < steps[j].delta
	})
	n := 0
	for i, s := range steps {
		n += s.delta
		if i+1 < len(steps) && steps[i+1].at == s.at {
			continue
		}
		evs = append(evs, chromeEvent{Name: "memory instructions in flight", Ph: "C", Ts: s.at, Pid: pid, Args: map[string]any{"in flight": n}})
	}
	return evs
}

// drain is the run's tail after the last issue, when its cycles (End) go
// on while stores land: a process of its own at the bottom, so the
// reported cycles are where the trace ends too.
func (c *ChromeTrace) drain() []chromeEvent {
	if c.end.Cycles <= c.last || c.last == 0 {
		return nil
	}
	pid := len(c.groups) + 2
	d := c.end.Cycles - c.last
	return []chromeEvent{metaEvent("process_name", pid, 0, "end of the run"), metaEvent("process_sort_index", pid, 0, pid),
		metaEvent("thread_name", pid, 1, "after the last issue"),
		{Name: drainLabel(c.end.Cycles), Cat: "drain", Ph: "X", Ts: c.last, Dur: &d, Pid: pid, Tid: 1,
			Args: map[string]any{"last_issue_end": c.last, "cycles": c.end.Cycles}}}
}
