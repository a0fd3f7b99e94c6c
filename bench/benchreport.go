package bench

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/klauspost/cpuid/v2"

	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/timing"
)

// Host describes the machine a report was made on.
type Host struct {
	CPU          string   `json:"cpu"`
	LogicalCores int      `json:"logical_cores"`
	Usable       int      `json:"usable_cores"`
	SIMD         []string `json:"simd"`
	Go           string   `json:"go"`
}

// simdFeatures are the vector extensions a host line names, widest last.
var simdFeatures = []cpuid.FeatureID{cpuid.SSE42, cpuid.AVX, cpuid.AVX2, cpuid.FMA3,
	cpuid.AVX512F, cpuid.AVX512BW, cpuid.AVX512DQ, cpuid.AVX512VL, cpuid.ASIMD, cpuid.SVE}

// ThisHost reads the CPU with cpuid; usable cores are those the Go
// runtime may use (the process's CPU affinity), not the CPU's count.
func ThisHost() Host {
	h := Host{CPU: cpuid.CPU.BrandName, LogicalCores: cpuid.CPU.LogicalCores, Usable: runtime.NumCPU(), Go: runtime.Version()}
	for _, f := range simdFeatures {
		if cpuid.CPU.Supports(f) {
			h.SIMD = append(h.SIMD, f.String())
		}
	}
	return h
}

func (h Host) String() string {
	s := fmt.Sprintf("%s, %d of its %d logical cores usable", h.CPU, h.Usable, h.LogicalCores)
	if len(h.SIMD) > 0 {
		s += "; SIMD " + strings.Join(h.SIMD, " ")
	}
	return s + "; " + h.Go
}

// BenchReport is the whole output of `wavesim bench`.
type BenchReport struct {
	Version string   `json:"version"`
	Host    Host     `json:"host"`
	Passes  []string `json:"passes"`
	Runs    int      `json:"runs"`
	Seed    uint64   `json:"seed"`
	Shard   string   `json:"shard,omitempty"`
	// Arch is the --arch the traces were chosen by, Force the pass
	// manager's; TotalTraces counts the traces before sharding.
	Arch  string `json:"arch,omitempty"`
	Force bool   `json:"force,omitempty"`
	// Model lists the timing-model parameters set (name=value).
	Model       []string `json:"model,omitempty"`
	TotalTraces int      `json:"total_traces,omitempty"`
	// MergedFrom is the number of shards `wavesim merge` combined; Hosts
	// the different hosts they ran on, when there were several.
	MergedFrom int     `json:"merged_from,omitempty"`
	Hosts      []Host  `json:"hosts,omitempty"`
	Rows       []Row   `json:"rows"`
	Summary    Summary `json:"summary"`
}

// WriteJSON writes the report as one indented JSON document.
func (b *BenchReport) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(b)
}

// WriteTable prints the header, one row per trace with every column and
// the summary: the report `--table-out` writes.
func (b *BenchReport) WriteTable(w io.Writer) {
	b.writeHead(w)
	tw := NewTable(w)
	tw.Header("kernel", "variant", "wave", "insts", "sites", "cycles before", "cycles after", "saved", "speedup", "stall cycles saved by cause", "saved at model ends", "results equal")
	for i := range b.Rows {
		r := &b.Rows[i]
		insts := fmt.Sprint(r.Insts)
		if r.InstsAfter != r.Insts {
			insts += "→" + fmt.Sprint(r.InstsAfter)
		}
		if r.Compared == 0 {
			tw.Append(r.Kernel, r.Variant, r.Wave, insts, sitesCell(r), "-", "-", "-", "-", "", "", r.Equal)
			continue
		}
		tw.Append(r.Kernel, r.Variant, r.Wave, insts, sitesCell(r), f1(r.Before.Mean), f1(r.After.Mean), f1(r.CyclesSaved()),
			speedupSD(r.Speedup), causeList(r.Saved()), endsCell(r), r.Equal)
	}
	tw.Render()
	b.writeTraceLines(w)
	b.writeNotApplied(w)
	b.writeSummary(w)
}

// shortEqual is the results-equal cell of the narrow table: the verdict
// and the counts, without the reasons, which the full table and the lines
// below the table give, so that no verdict widens it past 120 columns.
func shortEqual(r *Row) string {
	switch {
	case r.Different:
		return "DIFFERENT"
	case r.Compared == 0:
		return "not compared"
	case r.Inconclusive > 0:
		return fmt.Sprintf("yes (%d of %d)", r.Compared, r.Runs) // the counts fill puts in Equal
	}
	return r.Equal
}

// WriteSummaryTable is WriteTable without the columns that make it wider
// than a terminal (the stall cycles saved by cause and the saving at the
// model's ends, which the summary sums over the traces): bench's default
// output. fullTable, when not empty, names the file holding every column.
func (b *BenchReport) WriteSummaryTable(w io.Writer, fullTable string) {
	b.writeHead(w)
	tw := NewTable(w)
	tw.Header("kernel", "variant", "wave", "sites", "cycles before", "after", "saved", "speedup", "results equal")
	for i := range b.Rows {
		r := &b.Rows[i]
		if r.Compared == 0 {
			tw.Append(r.Kernel, r.Variant, r.Wave, sitesCell(r), "-", "-", "-", "-", shortEqual(r))
			continue
		}
		tw.Append(r.Kernel, r.Variant, r.Wave, sitesCell(r), f1(r.Before.Mean), f1(r.After.Mean), f1(r.CyclesSaved()),
			ratio(r.Speedup.Mean), shortEqual(r))
	}
	tw.Render()
	for i := range b.Rows {
		// What the narrow cell left out: differences, and the launches
		// that compared nothing.
		if r := &b.Rows[i]; r.Equal != shortEqual(r) {
			fmt.Fprintf(w, "%s %s: %s\n", r.Kernel, r.Variant, r.Equal)
		}
	}
	if fullTable != "" {
		fmt.Fprintf(w, "the full table (instructions, stall cycles saved by cause, saving at the model's ends): %s\n", fullTable)
	} else {
		fmt.Fprintln(w, "the full table (instructions, stall cycles saved by cause, saving at the model's ends): --table-out FILE")
	}
	b.writeTraceLines(w)
	b.writeNotApplied(w)
	b.writeSummary(w)
}

func sitesCell(r *Row) string {
	if r.NotApplied != "" && r.Sites == 0 {
		return "n/a"
	}
	return fmt.Sprint(r.Sites)
}

func (b *BenchReport) writeHead(w io.Writer) {
	if len(b.Hosts) > 1 {
		fmt.Fprintf(w, "wavesim %s\nhosts: %s\n", b.Version, hostList(b.Hosts))
	} else {
		fmt.Fprintf(w, "wavesim %s\nhost: %s\n", b.Version, b.Host)
	}
	fmt.Fprintf(w, "passes: %s; %d launches per trace (the spec's, then random buffer contents from seed %d); cycles are the kernel's, stall cycles are summed over its waves", strings.Join(b.Passes, ","), b.Runs, b.Seed)
	if b.Shard != "" {
		fmt.Fprintf(w, "; shard %s", b.Shard)
	}
	if b.MergedFrom > 0 {
		fmt.Fprintf(w, "; %d shards merged", b.MergedFrom)
	}
	if len(b.Model) > 0 {
		fmt.Fprintf(w, "; model parameters set: %s", strings.Join(b.Model, " "))
	}
	fmt.Fprintln(w)
}

// writeTraceLines prints, under the table, the traces' notes, the
// register counts the passes changed, and the occupancy they changed with
// the cycles of the launch on one compute unit.
func (b *BenchReport) writeTraceLines(w io.Writer) {
	for _, r := range b.Rows {
		for _, n := range r.Notes {
			fmt.Fprintf(w, "note %s %s: %s\n", r.Kernel, r.Variant, n)
		}
		if len(r.VGPRs) == 2 && len(r.SGPRs) == 2 {
			fmt.Fprintf(w, "registers %s %s: VGPRs %s, SGPRs %s\n", r.Kernel, r.Variant, fromTo(r.VGPRs), fromTo(r.SGPRs))
		}
		if r.OccBefore == 0 || r.OccBefore == r.OccAfter {
			continue
		}
		fmt.Fprintf(w, "occupancy %s %s: %d → %d waves per SIMD; the launch with its workgroups side by side on 1 compute unit: %d → %d cycles",
			r.Kernel, r.Variant, r.OccBefore, r.OccAfter, r.CUCyclesBefore, r.CUCyclesAfter)
		if r.CUCyclesAfter > 0 {
			fmt.Fprintf(w, " (speedup %.2f)", float64(r.CUCyclesBefore)/float64(r.CUCyclesAfter))
		}
		fmt.Fprintln(w)
	}
}

// writeNotApplied explains the "n/a" sites: each reason once, with the
// targets it was given for.
func (b *BenchReport) writeNotApplied(w io.Writer) {
	var reasons []string
	archs := map[string][]string{}
	for _, r := range b.Rows {
		if r.NotApplied == "" {
			continue
		}
		if archs[r.NotApplied] == nil {
			reasons = append(reasons, r.NotApplied)
		}
		if l := archs[r.NotApplied]; !slices.Contains(l, r.Arch) {
			archs[r.NotApplied] = append(l, r.Arch)
		}
	}
	for _, why := range reasons {
		fmt.Fprintf(w, "n/a on %s: %s\n", strings.Join(archs[why], ", "), why)
	}
}

// endsCell shows the least and most saved over the model parameters'
// ends, marked when the sign depends on one.
func endsCell(r *Row) string {
	if len(r.Ends) == 0 {
		return ""
	}
	lo, hi := r.Ends.SavedRange()
	s := fmt.Sprintf("%d .. %d", lo, hi)
	if lo == hi {
		s = fmt.Sprint(lo)
	}
	if len(r.DependsOn) > 0 {
		s += " DEPENDS: " + strings.Join(r.DependsOn, ", ")
	}
	return s
}

// writeEnds prints the saving summed at each end of the open model
// parameters, and the traces whose verdict depends on one.
func (b *BenchReport) writeEnds(w io.Writer) {
	s := &b.Summary
	if len(s.EndsSaved) == 0 {
		return
	}
	fmt.Fprintln(w, "cycles saved on the given launches, summed over the rewritten traces, at both ends of each open model parameter (wavesim model --arch X):")
	tw := NewTable(w)
	tw.Header("parameter", "traces", "saved at low end", "saved at high end", "default", "sign changes")
	for _, t := range s.EndsSaved {
		def := t.Default + " end"
		if t.Default == "varies" {
			def = "differs by target"
		}
		tw.Append(t.Param, t.Traces, t.LowSaved, t.HighSaved, def, t.SignChanges)
	}
	tw.Render()
	if len(s.Dependent) == 0 {
		fmt.Fprintln(w, "no trace's saving changes sign between the ends of a model parameter")
		return
	}
	fmt.Fprintf(w, "%d traces whose saving changes sign between the ends of a model parameter (the verdict depends on an unknown):\n", len(s.Dependent))
	for _, d := range s.Dependent {
		fmt.Fprintf(w, "  %s\n", d)
	}
}

func (b *BenchReport) writeSummary(w io.Writer) {
	s := &b.Summary
	fmt.Fprintf(w, "%d traces: %d compared, %d with different results, %d not compared\n", s.Traces, s.Compared, s.Different, s.NotCompare)
	if s.Compared == 0 {
		return
	}
	fmt.Fprintf(w, "sites rewritten in %d traces\n", s.Rewritten)
	pct := 0.0
	if s.CyclesBefore > 0 {
		pct = 100 * (s.CyclesBefore - s.CyclesAfter) / s.CyclesBefore
	}
	fmt.Fprintf(w, "cycles per launch, summed over traces: before %s, after %s, saved %s (%.2f%%)\n",
		f1(s.CyclesBefore), f1(s.CyclesAfter), f1(s.CyclesBefore-s.CyclesAfter), pct)
	if l := causeList(s.StallsSaved); l != "" {
		fmt.Fprintf(w, "stall cycles saved by cause: %s\n", l)
	}
	if s.DRAMBytesBefore != 0 || s.DRAMBytesAfter != 0 {
		fmt.Fprintf(w, "DRAM bytes of the launches as given, summed over traces: before %d, after %d\n", s.DRAMBytesBefore, s.DRAMBytesAfter)
	}
	fmt.Fprintf(w, "cycles saved per trace: mean %s ±%s, median %s, min %s, max %s\n",
		f1(s.Saved.Mean), f1(s.Saved.StdDev), f1(s.SavedMedian), f1(s.Saved.Min), f1(s.Saved.Max))
	fmt.Fprintf(w, "speedup (cycles before / after): geometric mean %s over all traces, %s over the %d rewritten; over runs %s\n",
		ratio(s.Geomean), ratio(s.GeomeanRewritten), s.Rewritten, speedup(s.GeomeanRuns))
	b.writeEnds(w)
}

// csvHeader lists the columns of WriteCSV.
func csvHeader() []string {
	h := []string{"kernel", "variant", "arch", "wave", "insts", "insts_after", "sites", "skipped", "runs", "compared", "both_faulted",
		"cycles_before", "cycles_before_sd", "cycles_after", "cycles_after_sd", "cycles_saved", "speedup", "speedup_sd",
		"stall_cycles_before", "stall_cycles_after"}
	for _, c := range timing.CauseNames() {
		h = append(h, "saved_"+c)
	}
	// The verdict columns stay last, where readers find them.
	h = append(h, "l0_hit_rate_before", "l0_hit_rate_after", "l2_hit_rate_before", "l2_hit_rate_after", "dram_bytes_before", "dram_bytes_after")
	return append(h, "equal", "error")
}

// WriteCSV writes one line per trace.
func (b *BenchReport) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader()); err != nil {
		return err
	}
	for i := range b.Rows {
		r := &b.Rows[i]
		rec := []string{r.Kernel, r.Variant, r.Arch, fmt.Sprint(r.Wave), fmt.Sprint(r.Insts), fmt.Sprint(r.InstsAfter),
			fmt.Sprint(r.Sites), fmt.Sprint(r.Skipped), fmt.Sprint(r.Runs), fmt.Sprint(r.Compared), fmt.Sprint(r.BothFaulted),
			csvFloat(r.Before.Mean), csvFloat(r.Before.StdDev), csvFloat(r.After.Mean), csvFloat(r.After.StdDev), csvFloat(r.CyclesSaved()), csvFloat(r.Speedup.Mean), csvFloat(r.Speedup.StdDev),
			csvFloat(r.StallBefore.Mean), csvFloat(r.StallAfter.Mean)}
		for _, v := range r.Saved() {
			rec = append(rec, csvFloat(v))
		}
		rec = append(rec, memCSV(r.MemBefore, r.MemAfter)...)
		rec = append(rec, r.Equal, r.Error)
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// causeList names the non-zero causes with their values.
func causeList(v CauseValues) string {
	var parts []string
	for i, x := range v {
		if x != 0 {
			parts = append(parts, timing.Cause(i).String()+" "+f1(x))
		}
	}
	return strings.Join(parts, ", ")
}

func ratio(v float64) string {
	if v == 0 {
		return "-"
	}
	return strconv.FormatFloat(v, 'f', 4, 64)
}

// speedupSD shows a mean ratio and, when it varies, its standard
// deviation.
func speedupSD(s validate.Summary) string {
	if s.Mean == 0 {
		return "-"
	}
	if s.StdDev < 5e-5 {
		return ratio(s.Mean)
	}
	return ratio(s.Mean) + " ±" + ratio(s.StdDev)
}

// speedup shows a mean ratio and, when it varies, its spread.
func speedup(s validate.Summary) string {
	if s.Mean == 0 {
		return "-"
	}
	if s.StdDev == 0 {
		return ratio(s.Mean)
	}
	return fmt.Sprintf("%s ±%s (%s–%s)", ratio(s.Mean), ratio(s.StdDev), ratio(s.Min), ratio(s.Max))
}

// fromTo is "a → b", or "a" when unchanged.
func fromTo(v []int) string {
	if v[0] == v[1] {
		return fmt.Sprint(v[0])
	}
	return fmt.Sprintf("%d → %d", v[0], v[1])
}

// csvFloat is a number as the CSV writes it: the shortest form that reads
// back the same.
func csvFloat(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// memCSV is a row's memory columns, empty without a memory system (and an
// empty hit rate where nothing reached the level).
func memCSV(a, b *MemSummary) []string {
	if a == nil || b == nil {
		return []string{"", "", "", "", "", ""}
	}
	h := func(v *float64) string {
		if v == nil {
			return ""
		}
		return csvFloat(*v)
	}
	return []string{h(a.L0HitRate), h(b.L0HitRate), h(a.L2HitRate), h(b.L2HitRate), fmt.Sprint(a.DRAMBytes), fmt.Sprint(b.DRAMBytes)}
}
