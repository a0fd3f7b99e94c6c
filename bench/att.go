package bench

import (
	"cmp"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/occupancy"
	"github.com/wavesim/wavesim/sim/timing"
)

// A simulated run as the thread trace rocprofv3 --att writes it (the
// layout ROCprof Compute Viewer opens; docs/att.md). Each issued
// instruction becomes the record the trace decoder gives per executed
// instruction: the cycle the wave first attempted it, its stall, its
// duration; rocprofv3 sums those per instruction into the stats CSV and
// code.json, and `run --csv` prints the same sums.

// ATTAgent and ATTDispatch name the directory a simulated run writes:
// ui_output_agent_0_dispatch_1. A run is one dispatch on one agent;
// rocprofv3 numbers dispatches from 1.
const (
	ATTAgent    = 0
	ATTDispatch = 1
)

// ATTDirName is the directory of one dispatch's trace.
func ATTDirName(agent, dispatch int) string {
	return fmt.Sprintf("ui_output_agent_%d_dispatch_%d", agent, dispatch)
}

// ATTStatsName is the stats CSV beside the trace directory dir, named
// "stats_" + dir + ".csv" as rocprofv3 names it.
func ATTStatsName(dir string) string { return "stats_" + dir + ".csv" }

// Instruction categories of the trace decoder
// (rocprofiler_thread_trace_decoder_inst_category_t).
const (
	ATTNone = iota
	ATTSMEM
	ATTSALU
	ATTVMEM
	ATTFLAT
	ATTLDS
	ATTVALU
	ATTJump // a taken branch
	ATTNext // a branch not taken
	ATTImmed
	ATTContext
	ATTMessage
	ATTBVH
)

// Wave states of a wave file's timeline.
const (
	attEmpty = iota
	attIdle
	attExec
	attWait
	attStall
)

// attCategory is the decoder's category of an executed instruction, from
// its table row: taken says whether a branch went to its target.
// flat_* instructions, which reach LDS or memory by address, are FLAT;
// global_*, scratch_* and buffer instructions VMEM (SQTT itself tells the
// two apart: its FLAT_* and GLOBAL_* instruction tokens).
func attCategory(op *isa.Op, taken bool) uint8 {
	switch {
	case op.Is(isa.RoleWritesPC):
		return ATTJump
	case op.Branch && taken:
		return ATTJump
	case op.Branch:
		return ATTNext
	case op.SendsMessage():
		return ATTMessage
	}
	switch op.Unit {
	case isa.UnitSMEM:
		return ATTSMEM
	case isa.UnitSALU:
		return ATTSALU
	case isa.UnitVMEM:
		if op.Format == isa.FLAT && op.Seg == isa.SegFlat {
			return ATTFLAT
		}
		return ATTVMEM
	case isa.UnitLDS:
		return ATTLDS
	case isa.UnitVALU:
		return ATTVALU
	}
	return ATTImmed // s_nop, s_waitcnt, s_barrier, s_endpgm and the other SOPP rows
}

// idleCause says which waits are Idle rather than Stall: the issue port
// taken by another wave or instruction type (arbiter loss) and the
// barrier, which are not the instruction's own dependencies. Every other
// cause is a stall.
func idleCause(c timing.Cause) bool { return c == timing.CauseIssue || c == timing.CauseBarrier }

// attRecord is one executed instruction as the decoder reports it.
type attRecord struct {
	time  int64 // the cycle the wave first attempted it
	stall int64 // time + stall is the cycle it issued
	dur   int64 // stall + execution (GFX10+) or stall + issue (GFX9)
	idle  int64 // max(time − the latest end of the wave's earlier records, 0)
	issue int64 // issue cycles (the EXEC part of the timeline)
	// waitTo is the end of a wait after issue: a barrier's release, 0
	// when none.
	waitTo int64
	pc     int32
	cat    uint8
}

func (r *attRecord) end() int64 { return r.time + r.dur }

// attWave is one wave's records.
type attWave struct {
	id, inGroup int
	started     bool
	end         int64 // latest end of its finished records
	cur         attRecord
	has         bool // cur waits for the next record (its category, a barrier wait)
	recs        []attRecord
	// The instructions whose counter entries are outstanding, oldest
	// first, and the waits that retired some.
	vm, lgkm, vs []int32
	waits        []attWaitcnt
}

// attWaitcnt is an executed wait and the instructions it waited for.
type attWaitcnt struct {
	pc   int32
	deps []int32
}

// attBuilder turns a run's timeline events into records: per instruction
// the sums (hits, Latency, Stall, Idle), and, when keep is set, every
// record and wait of every wave.
type attBuilder struct {
	prog *isa.Program
	exec bool // GFX10+: a duration is stall + execution, else stall + issue
	keep bool
	// waves are the waves not yet ended, by their index in the dispatch
	// (timing.IssueEvent.Wave); with keep, order holds every wave in the
	// order of its first instruction.
	waves map[int]*attWave
	order []*attWave
	sums  []attSums // by instruction
}

// attSums are one instruction's totals over the run.
type attSums struct{ hits, latency, stall, idle int64 }

func newATTBuilder(p *isa.Program, keep bool) *attBuilder {
	return &attBuilder{prog: p, exec: p.Arch.Gen >= isa.GFX10, keep: keep, waves: map[int]*attWave{}, sums: make([]attSums, len(p.Insts))}
}

func (b *attBuilder) wave(id, inGroup int) *attWave {
	w := b.waves[id]
	if w == nil {
		w = &attWave{id: id, inGroup: inGroup}
		b.waves[id] = w
		if b.keep {
			b.order = append(b.order, w)
		}
	}
	return w
}

// Issued makes the record of one issued instruction. Its first attempt is
// the earlier of the cycle the sequencer dispatched it (Dispatch, the
// cycle SQTT stamps) and the cycle it started to wait for its own
// dependencies (Cycle less its stall causes); from then to Cycle it
// stalls. A wait for the issue port comes before the attempt, as Idle.
// Its execution is its issue cycles on GFX9 and, on GFX10+, the cycles
// until its result is complete (Done), at least its issue.
func (b *attBuilder) Issued(e timing.IssueEvent) {
	if e.PC < 0 || e.PC >= len(b.sums) {
		return
	}
	w := b.wave(e.Wave, e.InGroup)
	if w.has {
		b.finish(w, e.PC)
	}
	var own int64
	for c, v := range e.Stalls {
		if !idleCause(timing.Cause(c)) {
			own += v
		}
	}
	t := min(e.Dispatch, e.Cycle-own)
	r := attRecord{time: t, stall: e.Cycle - t, issue: e.Cycles, pc: int32(e.PC)}
	exec := e.Cycles
	if b.exec {
		exec = max(e.Done-e.Cycle, e.Cycles)
	}
	r.dur = r.stall + exec
	if w.started {
		r.idle = max(r.time-w.end, 0)
	}
	w.started, w.cur, w.has = true, r, true
	if b.keep {
		b.counters(w, e)
	}
	if b.prog.Insts[e.PC].Op.Is(isa.RoleEndsProgram) {
		// The wave is over: nothing extends its last record, and
		// without records to keep its state is dropped, so a long grid
		// holds only its running waves.
		b.finish(w, -1)
		delete(b.waves, e.Wave)
	}
}

// Waited extends the barrier's record to the release: the wave waits in
// the s_barrier, so the wait is part of its duration.
func (b *attBuilder) Waited(bw timing.BarrierWait) {
	w := b.waves[bw.Wave]
	if w == nil || !w.has || int(w.cur.pc) != bw.PC {
		return
	}
	r := &w.cur
	r.waitTo = max(r.waitTo, bw.Until)
	r.dur = max(r.dur, bw.Until-r.time)
}

// finish ends a wave's pending record once the next instruction (next,
// or -1 at the end of the run) is known: a branch was taken when the wave
// went on elsewhere than the next instruction.
func (b *attBuilder) finish(w *attWave, next int) {
	r := w.cur
	r.cat = attCategory(b.prog.Insts[r.pc].Op, next >= 0 && next != int(r.pc)+1)
	s := &b.sums[r.pc]
	s.hits++
	s.latency += r.dur
	s.stall += r.stall
	s.idle += r.idle
	w.end = max(w.end, r.end())
	if b.keep {
		w.recs = append(w.recs, r)
	}
	w.has = false
}

// flush ends the last record of every wave that has not ended (a
// snippet, a run a bound stopped).
func (b *attBuilder) flush() {
	for _, w := range b.waves {
		if w.has {
			b.finish(w, -1)
		}
	}
}

// counters follows the wave's outstanding memory counters (the counts
// after the instruction): a count that rose is this instruction's entry,
// one that fell was retired, oldest first (the model drains counters in
// order), by this wait.
func (b *attBuilder) counters(w *attWave, e timing.IssueEvent) {
	pc := int32(e.PC)
	var deps []int32
	track := func(q []int32, n int) []int32 {
		for len(q) < n {
			q = append(q, pc)
		}
		if k := len(q) - n; k > 0 {
			deps = append(deps, q[:k]...)
			q = append(q[:0], q[k:]...)
		}
		return q
	}
	w.vm = track(w.vm, e.VM)
	w.lgkm = track(w.lgkm, e.LGKM)
	w.vs = track(w.vs, e.VS)
	if len(deps) > 0 {
		slices.Sort(deps)
		w.waits = append(w.waits, attWaitcnt{pc, slices.Compact(deps)})
	}
}

// attRow is one row of code.json and the stats CSV: an instruction, or
// the label row before a kernel's or function's first instruction.
type attRow struct {
	label string // the symbol of a label row
	pc    int    // the instruction (label rows: the entry)
	vaddr int64
}

// attRows lists the rows in address order: each symbol's label, then its
// instructions. Vaddr is the code object's address of the instruction
// (isa.Program.Addresses; sim.CodeBase is where the model loads the
// code object, so the runtime address is sim.CodeBase + Vaddr).
func attRows(p *isa.Program) []attRow {
	addrs := p.Addresses()
	labels := map[int][]string{}
	for _, k := range append(slices.Clip(p.Kernels), p.Funcs...) {
		name := k.Name
		if name == "" {
			// A snippet's anonymous kernel: the file names it.
			name = strings.TrimSuffix(filepath.Base(p.File), filepath.Ext(p.File))
		}
		labels[k.Entry] = append(labels[k.Entry], name)
	}
	rows := make([]attRow, 0, len(p.Insts)+len(labels))
	for i := range p.Insts {
		for _, l := range labels[i] {
			rows = append(rows, attRow{label: l, pc: i, vaddr: addrs[i]})
		}
		rows = append(rows, attRow{pc: i, vaddr: addrs[i]})
	}
	return rows
}

// writeStatsCSV writes rocprofv3's stats CSV: per row the code object,
// the decimal Vaddr, the instruction, its hit count, Latency, Stall and
// Idle, and its source line; a label row carries zeros and the symbol.
func writeStatsCSV(w io.Writer, p *isa.Program, sums []attSums) error {
	cw := csv.NewWriter(w)
	cw.Write(attCSVHeader)
	d := func(v int64) string { return strconv.FormatInt(v, 10) }
	for _, r := range attRows(p) {
		if r.label != "" {
			cw.Write([]string{"0", d(r.vaddr), "; " + r.label, "0", "0", "0", "0", r.label})
			continue
		}
		in, s := p.Insts[r.pc], sums[r.pc]
		cw.Write([]string{"0", d(r.vaddr), isa.FormatInst(in, p.Arch), d(s.hits), d(s.latency), d(s.stall), d(s.idle), attSource(in)})
	}
	cw.Flush()
	return cw.Error()
}

func attSource(in *isa.Inst) string { return fmt.Sprintf("%s:%d", in.Pos.File, in.Pos.Line) }

// ATT collects a run's thread trace (a timing.Timeline) and writes it as
// rocprofv3 --att does: the directory ROCprof Compute Viewer opens and the
// stats CSV.
type ATT struct {
	b *attBuilder
	// Tool is the version string the files carry ("version").
	Tool string
}

// NewATT starts a thread trace of a run of p.
func NewATT(p *isa.Program) *ATT { return &ATT{b: newATTBuilder(p, true), Tool: "wavesim"} }

// Issued records an issued instruction.
func (a *ATT) Issued(e timing.IssueEvent) { a.b.Issued(e) }

// Waited records a barrier wait.
func (a *ATT) Waited(b timing.BarrierWait) { a.b.Waited(b) }

// attTrace is a trace ready to write: the program, the dispatched kernel,
// every wave's records and the sums per instruction.
type attTrace struct {
	prog   *isa.Program
	kernel string
	simds  int
	tool   string
	waves  []*attWave
	sums   []attSums
}

// trace ends the run's records for kernel k (nil: the program's first).
func (a *ATT) trace(k *isa.Kernel) *attTrace {
	a.b.flush()
	p := a.b.prog
	if k == nil && len(p.Kernels) > 0 {
		k = p.Kernels[0]
	}
	t := &attTrace{prog: p, simds: 1, tool: a.Tool, waves: a.b.order, sums: a.b.sums}
	if k != nil {
		t.kernel = k.Name
		t.simds = attSIMDs(p, k)
	}
	if t.kernel == "" {
		t.kernel = strings.TrimSuffix(filepath.Base(p.File), filepath.Ext(p.File))
	}
	return t
}

// attSIMDs is how many SIMDs a workgroup's waves spread over: the
// kernel's EUs per CU (4 on GFX9 and in GFX10+ WGP mode, 2 in CU mode).
func attSIMDs(p *isa.Program, k *isa.Kernel) int {
	t, _, _ := occupancy.ForKernel(p, k)
	return t.EUsPerCU()
}

// WriteDir writes the trace of the dispatch of kernel k (nil: the
// program's first) under root: root/ui_output_agent_0_dispatch_1/ and
// root/stats_ui_output_agent_0_dispatch_1.csv. It returns the trace
// directory.
func (a *ATT) WriteDir(root string, k *isa.Kernel) (string, error) {
	return a.trace(k).write(root)
}

// attPlace is where a wave is shown: SIMD, slot, and its number among
// the waves of that slot.
type attPlace struct{ simd, slot, n int }

// place lays the waves out on one compute unit of shader engine 0. The
// timeline events do not say which SIMD the model issued a wave on, so
// the layout is fixed: a wave goes to SIMD (index in its workgroup mod
// the SIMDs), to the lowest slot of that SIMD free at its first
// instruction, a slot being free from the end of its last wave.
func (t *attTrace) place() []attPlace {
	idx := make([]int, len(t.waves))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(t.waves[a].begin(), t.waves[b].begin()) })
	free := make([][]int64, t.simds) // per SIMD, per slot: free from
	used := make([][]int, t.simds)   // waves shown in each slot so far
	out := make([]attPlace, len(t.waves))
	for _, i := range idx {
		w := t.waves[i]
		s := w.inGroup % t.simds
		slot := slices.IndexFunc(free[s], func(at int64) bool { return at <= w.begin() })
		if slot < 0 {
			slot = len(free[s])
			free[s], used[s] = append(free[s], 0), append(used[s], 0)
		}
		out[i] = attPlace{s, slot, used[s][slot]}
		free[s][slot], used[s][slot] = w.end, used[s][slot]+1
	}
	return out
}

func (w *attWave) begin() int64 {
	if len(w.recs) == 0 {
		return 0
	}
	return w.recs[0].time
}

// attWaveFile is a wave file se<SE>_sm<SIMD>_sl<SLOT>_wv<N>.json.
type attWaveFile struct {
	Name        string      `json:"name"`
	Duration    int64       `json:"duration"`
	NumInsts    int         `json:"num_insts"`
	NumStitched int         `json:"num_stitched"`
	Wave        attWaveBody `json:"wave"`
}

type attWaveBody struct {
	CU           int        `json:"cu"`
	ID           int        `json:"id"`
	SIMD         int        `json:"simd"`
	Slot         int        `json:"slot"`
	Begin        int64      `json:"begin"`
	End          int64      `json:"end"`
	Instructions [][5]int64 `json:"instructions"` // time, category, stall, duration, code line
	Timeline     [][2]int64 `json:"timeline"`     // state, duration
	Waitcnt      [][2]any   `json:"waitcnt"`      // code line, [[line of a waited-for instruction, 0], ...]
}

// write writes the directory and the stats CSV.
func (t *attTrace) write(root string) (string, error) {
	name := ATTDirName(ATTAgent, ATTDispatch)
	dir := filepath.Join(root, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	p := t.prog
	rows := attRows(p)
	line := make([]int, len(p.Insts)) // instruction → its LineNumber (row index)
	for i, r := range rows {
		if r.label == "" {
			line[r.pc] = i
		}
	}
	if err := writeJSONFile(filepath.Join(dir, "code.json"), t.codeJSON(rows)); err != nil {
		return "", err
	}
	places := t.place()
	waveFiles := map[string]map[string]map[string]map[string][3]any{}
	var occ [][6]int64
	for i, w := range t.waves {
		if len(w.recs) == 0 {
			continue
		}
		pl := places[i]
		file := fmt.Sprintf("se0_sm%d_sl%d_wv%d.json", pl.simd, pl.slot, pl.n)
		if err := writeJSONFile(filepath.Join(dir, file), t.waveFile(w, pl, line)); err != nil {
			return "", err
		}
		k := []string{"0", strconv.Itoa(pl.simd), strconv.Itoa(pl.slot), strconv.Itoa(pl.n)}
		m1 := mapOf(waveFiles, k[0])
		m2 := mapOf(m1, k[1])
		mapOf(m2, k[2])[k[3]] = [3]any{file, w.begin(), w.end}
		occ = append(occ, [6]int64{w.begin(), 0, int64(pl.simd), int64(pl.slot), 1, ATTDispatch},
			[6]int64{w.end, 0, int64(pl.simd), int64(pl.slot), 0, ATTDispatch})
	}
	// Ends before starts at one cycle: a slot frees before its next wave.
	slices.SortStableFunc(occ, func(a, b [6]int64) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[4], b[4])) })
	if occ == nil {
		occ = [][6]int64{}
	}
	occupancy := map[string]any{"0": occ, "dispatches": map[string]string{strconv.Itoa(ATTDispatch): t.kernel}, "version": "3.0.0"}
	if err := writeJSONFile(filepath.Join(dir, "occupancy.json"), occupancy); err != nil {
		return "", err
	}
	gfxv, gfxip := "navi", 11
	switch {
	case p.Arch.Gen < isa.GFX10:
		gfxv, gfxip = "vega", 9
	case p.Arch.Gen < isa.GFX11:
		gfxip = 10
	}
	filenames := map[string]any{"global_begin_time": 0, "gfxv": gfxv, "gfxip": gfxip, "version": t.tool,
		"counter_names": []string{}, "wave_filenames": waveFiles, "thread_trace": true, "pc_sampling": false}
	if err := writeJSONFile(filepath.Join(dir, "filenames.json"), filenames); err != nil {
		return "", err
	}
	err := launch.WriteFile(filepath.Join(root, ATTStatsName(name)), func(w io.Writer) error { return writeStatsCSV(w, p, t.sums) })
	return dir, err
}

func mapOf[V any](m map[string]map[string]V, k string) map[string]V {
	if m[k] == nil {
		m[k] = map[string]V{}
	}
	return m[k]
}

// attCodeHeader is code.json's header.
const attCodeHeader = "ISA, _, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle"

// codeJSON is code.json: a row per label and instruction, positionally
// ISA, _, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle.
func (t *attTrace) codeJSON(rows []attRow) any {
	code := make([][10]any, len(rows))
	for i, r := range rows {
		if r.label != "" {
			code[i] = [10]any{"; " + r.label, 0, i, r.label, 0, r.vaddr, 0, 0, 0, 0}
			continue
		}
		in, s := t.prog.Insts[r.pc], t.sums[r.pc]
		code[i] = [10]any{isa.FormatInst(in, t.prog.Arch), 0, i, attSource(in), 0, r.vaddr, s.hits, s.latency, s.stall, s.idle}
	}
	return map[string]any{"version": t.tool, "header": attCodeHeader, "code": code}
}

// waveFile is the wave's file: its records, its timeline and its waits.
func (t *attTrace) waveFile(w *attWave, pl attPlace, line []int) attWaveFile {
	insts := make([][5]int64, len(w.recs))
	for i, r := range w.recs {
		insts[i] = [5]int64{r.time, int64(r.cat), r.stall, r.dur, int64(line[r.pc])}
	}
	waits := make([][2]any, 0, len(w.waits))
	for _, x := range w.waits {
		deps := make([][2]int, len(x.deps))
		for j, d := range x.deps {
			deps[j] = [2]int{line[d], 0}
		}
		waits = append(waits, [2]any{line[x.pc], deps})
	}
	b, e := w.begin(), w.end
	return attWaveFile{Name: "SE0", Duration: e - b, NumInsts: len(w.recs), NumStitched: len(w.recs),
		Wave: attWaveBody{ID: w.id, SIMD: pl.simd, Slot: pl.slot, Begin: b, End: e, Instructions: insts,
			Timeline: t.timeline(w), Waitcnt: waits}}
}

// timeline is the wave's states from its begin to its end: STALL (WAIT
// for an explicit wait or a barrier) from an instruction's attempt to its
// issue, EXEC while it issues, WAIT while it waits in a barrier after
// issue, IDLE where it issues nothing (also after its last instruction,
// while earlier ones complete). Where records overlap, the earlier one's
// state stands.
func (t *attTrace) timeline(w *attWave) [][2]int64 {
	var out [][2]int64
	cur := w.begin()
	add := func(state int64, until int64) {
		if until <= cur {
			return
		}
		if n := len(out); n > 0 && out[n-1][0] == state {
			out[n-1][1] += until - cur
		} else {
			out = append(out, [2]int64{state, until - cur})
		}
		cur = until
	}
	for _, r := range w.recs {
		add(attIdle, r.time)
		op := t.prog.Insts[r.pc].Op
		wait := int64(attStall)
		if op.Wait != isa.WaitNone || op.Special == isa.SpecialBarrier {
			wait = attWait
		}
		issue := r.time + r.stall
		add(wait, issue)
		add(attExec, issue+r.issue)
		add(attWait, r.waitTo)
	}
	add(attIdle, w.end)
	if out == nil {
		out = [][2]int64{}
	}
	return out
}

// writeJSONFile writes v as JSON to path.
func writeJSONFile(path string, v any) error {
	return launch.WriteFile(path, func(w io.Writer) error { return json.NewEncoder(w).Encode(v) })
}
