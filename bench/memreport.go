package bench

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/timing"
)

// MemReport is what the memory system did in a run: per level the
// lookups, hits and bytes, the memory-counter waits by cause (the run's
// and each waiting instruction's), the DRAM bandwidth reached against the
// share the run had, and the LDS cycles. Every field is always present in
// its JSON, so scripts can rely on the names.
type MemReport struct {
	Device string `json:"device"`
	// counters names the memory counters the target has (for the text);
	// shares and cuShare: DRAMShare is shares × cuShare (a WGP has two).
	counters        string
	shares, cuShare float64
	// Cycles is what the DRAM bytes moved in (timing.MemStats.Cycles):
	// the run's, or with Isolated (each workgroup alone on a compute unit,
	// --cus 0) the workgroups' summed.
	Cycles   int64 `json:"cycles"`
	Isolated bool  `json:"isolated"`
	// Insts counts the memory instructions the memory system timed.
	Insts  int64      `json:"memory_instructions"`
	Levels []MemLevel `json:"levels"`
	// Waits is MemStats.Waits by cause name (every cause, zeros too);
	// WaitCycles their sum, which equals CounterStalls, the run's vmcnt,
	// lgkmcnt and vscnt stall cycles.
	Waits         map[string]int64 `json:"waits"`
	WaitCycles    int64            `json:"wait_cycles"`
	CounterStalls int64            `json:"counter_stall_cycles"`
	// DRAM: the bytes DRAM moved, over the run's cycles, against the
	// bandwidth the run's compute units had (MemStats.DRAMShare).
	DRAMBytes         int64   `json:"dram_bytes"`
	DRAMBytesPerCycle float64 `json:"dram_bytes_per_cycle"`
	DRAMShare         float64 `json:"dram_share_bytes_per_cycle"`
	DRAMShareUsed     float64 `json:"dram_share_used"`
	LDSCycles         int64   `json:"lds_cycles"`
	LDSConflictCycles int64   `json:"lds_conflict_cycles"`
	// InstWaits are the instructions that waited on a memory counter, in
	// program order.
	InstWaits []MemInstWaits `json:"instruction_waits"`
}

// MemLevel is one level's counts. Present says the target has the level
// (no GL1 on GCN, no Infinity Cache before RDNA2); Label is its name in the
// target's guide (GCN calls the first level L1). HitRate is nil when no
// lookup reached the level, and for DRAM, which serves all it gets.
type MemLevel struct {
	Level    string   `json:"level"`
	Label    string   `json:"label"`
	Present  bool     `json:"present"`
	Requests int64    `json:"requests"`
	Hits     int64    `json:"hits"`
	HitRate  *float64 `json:"hit_rate"`
	Bytes    int64    `json:"bytes"`
}

// MemInstWaits is one instruction's memory waits by cause (nonzero ones).
type MemInstWaits struct {
	PC    int              `json:"pc"`
	Text  string           `json:"instruction"`
	Waits map[string]int64 `json:"waits"`
	Total int64            `json:"total"`
}

// counterCauses are the stall causes MemStats.Waits splits.
var counterCauses = []string{"vmcnt", "lgkmcnt", "vscnt"}

// NewMemReport reads a run's memory system; nil when the model had none
// (--model memory=false).
func NewMemReport(m *timing.Model) *MemReport {
	st := m.MemStats()
	if st == nil {
		return nil
	}
	rep := newMemReport(st, &m.P.Mem, m.Arch)
	for _, c := range counterCauses {
		rep.CounterStalls += m.Stalls[causeIndex(c)]
	}
	pcs := make([]int, 0, len(m.MemWaitAt))
	for pc := range m.MemWaitAt {
		pcs = append(pcs, pc)
	}
	sort.Ints(pcs)
	for _, pc := range pcs {
		w := m.MemWaitAt[pc]
		if w.Total() == 0 {
			continue
		}
		iw := MemInstWaits{PC: pc, Text: m.InstText(pc), Waits: map[string]int64{}, Total: w.Total()}
		for c, v := range w {
			if v != 0 {
				iw.Waits[timing.MemCause(c).String()] = v
			}
		}
		rep.InstWaits = append(rep.InstWaits, iw)
	}
	return rep
}

// newMemReport is the report of a run's memory counts, without the
// per-instruction waits.
func newMemReport(st *timing.MemStats, mp *timing.MemParams, arch *isa.Arch) *MemReport {
	counters := "vmcnt and lgkmcnt"
	if arch != nil && arch.Vscnt {
		counters = "vmcnt, lgkmcnt and vscnt"
	}
	rep := &MemReport{Device: mp.Device, Cycles: st.Cycles, Isolated: st.Isolated, Insts: st.Insts, Waits: map[string]int64{},
		counters: counters, shares: st.DRAMShare / mp.DRAMShare, cuShare: mp.DRAMShare,
		LDSCycles: st.LDSCycles, LDSConflictCycles: st.LDSConflictCycles, DRAMShare: st.DRAMShare,
		DRAMBytes: st.Bytes[timing.LevelDRAM], InstWaits: []MemInstWaits{}}
	for i, name := range timing.LevelNames() {
		l := MemLevel{Level: name, Label: levelLabel(i, arch), Present: levelPresent(i, mp),
			Requests: st.Requests[i], Hits: st.Hits[i], Bytes: st.Bytes[i]}
		// DRAM serves every request that reaches it, the LDS every
		// instruction: no hit rate.
		if h := st.HitRate(i); h >= 0 && i != timing.LevelDRAM && i != timing.LevelLDS {
			l.HitRate = &h
		}
		rep.Levels = append(rep.Levels, l)
	}
	for c, name := range timing.MemCauseNames() {
		rep.Waits[name] = st.Waits[c]
	}
	rep.WaitCycles = st.Waits.Total()
	if st.Cycles > 0 {
		rep.DRAMBytesPerCycle = float64(rep.DRAMBytes) / float64(st.Cycles)
	}
	if rep.DRAMShare > 0 {
		rep.DRAMShareUsed = rep.DRAMBytesPerCycle / rep.DRAMShare
	}
	return rep
}

// levelLabel is a level's name as the target's guide spells it: the
// Vega ISA guide calls the per-CU vector cache L1, RDNA's guides L0.
func levelLabel(level int, a *isa.Arch) string {
	switch level {
	case timing.LevelL0:
		if a != nil && a.Gen == isa.GFX9 {
			return "L1"
		}
		return "L0"
	case timing.LevelGL1:
		return "GL1"
	case timing.LevelL2:
		return "L2"
	case timing.LevelMALL:
		return "MALL"
	case timing.LevelDRAM:
		return "DRAM"
	case timing.LevelScalar:
		return "scalar"
	}
	return "LDS"
}

// levelPresent says whether the configured memory system has the level.
func levelPresent(level int, p *timing.MemParams) bool {
	switch level {
	case timing.LevelGL1:
		return p.GL1KiB > 0
	case timing.LevelMALL:
		return p.MALLMiB > 0
	}
	return true
}

// Level finds a level by its report name (l0, gl1, ...); nil if none.
func (r *MemReport) Level(name string) *MemLevel {
	for i := range r.Levels {
		if r.Levels[i].Level == name {
			return &r.Levels[i]
		}
	}
	return nil
}

// TopWait is the cause with the most wait cycles ("" when nothing waited).
func (r *MemReport) TopWait() string {
	best, top := int64(0), ""
	for _, c := range timing.MemCauseNames() {
		if r.Waits[c] > best {
			best, top = r.Waits[c], c
		}
	}
	return top
}

// At is instruction pc's memory waits, nil if it had none.
func (r *MemReport) At(pc int) *MemInstWaits {
	if r == nil {
		return nil
	}
	i := sort.Search(len(r.InstWaits), func(i int) bool { return r.InstWaits[i].PC >= pc })
	if i < len(r.InstWaits) && r.InstWaits[i].PC == pc {
		return &r.InstWaits[i]
	}
	return nil
}

// Note is an instruction's waits as "dram 640, bandwidth 120": largest
// first, causes in report order on a tie.
func (w *MemInstWaits) Note() string {
	return waitsNote(w.Waits)
}

func waitsNote(m map[string]int64) string {
	var names []string
	for _, c := range timing.MemCauseNames() {
		if m[c] != 0 {
			names = append(names, c)
		}
	}
	sort.SliceStable(names, func(i, j int) bool { return m[names[i]] > m[names[j]] })
	parts := make([]string, len(names))
	for i, c := range names {
		parts[i] = fmt.Sprintf("%s %d", c, m[c])
	}
	return strings.Join(parts, ", ")
}

// rate prints a hit rate, "-" for a level nothing reached.
func rate(h *float64) string {
	if h == nil {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100**h)
}

// WriteMemReport prints the memory section: a table of the levels the
// target has (scalar and LDS only when used), the waits by cause, the
// DRAM bandwidth against the share, and the LDS cycles.
func WriteMemReport(w io.Writer, r *MemReport) {
	fmt.Fprintf(w, "memory (device %s): %d memory instructions\n", r.Device, r.Insts)
	tw := NewTable(w)
	tw.Header("level", "requests", "hits", "hit rate", "bytes")
	for _, l := range r.Levels {
		if !l.Present || (l.Requests == 0 && (l.Level == "scalar" || l.Level == "lds" || l.Level == "gl1" || l.Level == "mall")) {
			continue
		}
		hits := fmt.Sprint(l.Hits)
		if l.Level == "dram" {
			hits = "-"
		}
		tw.Append(l.Label, l.Requests, hits, rate(l.HitRate), l.Bytes)
	}
	tw.Render()
	fmt.Fprintf(w, "memory waits: %d cycles (the %s stalls)", r.WaitCycles, r.counters)
	if n := waitsNote(r.Waits); n != "" {
		fmt.Fprintf(w, ": %s", n)
	}
	fmt.Fprintln(w)
	in := "cycles"
	if r.Isolated {
		in = "cycles of the workgroups, each alone on a compute unit"
	}
	share := ""
	if r.shares > 1.001 {
		share = fmt.Sprintf(": %.0f × dram_share %.2f", r.shares, r.cuShare)
	}
	fmt.Fprintf(w, "DRAM: %d bytes in %d %s, %.2f bytes/cycle of a %.2f bytes/cycle share%s (%.1f%%)\n",
		r.DRAMBytes, r.Cycles, in, r.DRAMBytesPerCycle, r.DRAMShare, share, 100*r.DRAMShareUsed)
	if r.LDSCycles > 0 {
		fmt.Fprintf(w, "LDS: %d cycles, %d of them bank conflicts\n", r.LDSCycles, r.LDSConflictCycles)
	}
}

// MemSummary is the memory side of one program's run of a launch, for
// the before/after reports of compare and bench: the first-level and L2
// hit rates (nil when nothing reached the level), the DRAM bytes and the
// bytes a cycle against the run's share, the memory waits and their
// largest cause.
type MemSummary struct {
	L0HitRate         *float64 `json:"l0_hit_rate"`
	L2HitRate         *float64 `json:"l2_hit_rate"`
	DRAMBytes         int64    `json:"dram_bytes"`
	DRAMBytesPerCycle float64  `json:"dram_bytes_per_cycle"`
	DRAMShareUsed     float64  `json:"dram_share_used"`
	WaitCycles        int64    `json:"memory_wait_cycles"`
	TopWait           string   `json:"largest_memory_wait"`
}

// Summary is the report's MemSummary.
func (r *MemReport) Summary() *MemSummary {
	return &MemSummary{L0HitRate: r.Level("l0").HitRate, L2HitRate: r.Level("l2").HitRate, DRAMBytes: r.DRAMBytes,
		DRAMBytesPerCycle: r.DRAMBytesPerCycle, DRAMShareUsed: r.DRAMShareUsed, WaitCycles: r.WaitCycles, TopWait: r.TopWait()}
}

// sideMem is what the memory system did in a compared side's first run
// (the launch as given); nil without one (memory=false) or without a run.
func sideMem(arch *isa.Arch, s *validate.SideStats) *MemSummary {
	if s.Mem == nil || len(s.Cycles) == 0 {
		return nil
	}
	return newMemReport(s.Mem, s.MemParams, arch).Summary()
}

// launchMems is sideMem of both sides of a comparison.
func launchMems(arch *isa.Arch, r *validate.LaunchResult) (*MemSummary, *MemSummary) {
	return sideMem(arch, &r.A), sideMem(arch, &r.B)
}

// writeMemSides adds the memory rows to a before/after table: hit rates,
// DRAM bytes and bytes a cycle of the launch as given.
func writeMemSides(w io.Writer, arch *isa.Arch, a, b *MemSummary) {
	if a == nil || b == nil {
		return
	}
	tw := NewTable(w)
	tw.Header("memory, the launch as given", "before", "after")
	tw.Append(levelLabel(timing.LevelL0, arch)+" hit rate", rate(a.L0HitRate), rate(b.L0HitRate))
	tw.Append("L2 hit rate", rate(a.L2HitRate), rate(b.L2HitRate))
	tw.Append("DRAM bytes", a.DRAMBytes, b.DRAMBytes)
	tw.Append("DRAM bytes/cycle (of share)", fmt.Sprintf("%.2f (%.0f%%)", a.DRAMBytesPerCycle, 100*a.DRAMShareUsed),
		fmt.Sprintf("%.2f (%.0f%%)", b.DRAMBytesPerCycle, 100*b.DRAMShareUsed))
	tw.Append("memory waits (largest)", fmt.Sprintf("%d (%s)", a.WaitCycles, orDash(a.TopWait)), fmt.Sprintf("%d (%s)", b.WaitCycles, orDash(b.TopWait)))
	tw.Render()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
