package bench

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/timing"
)

var updateTables = flag.Bool("update-tables", false, "rewrite testdata/tables/*.txt (then check each by hand)")

// goldenTable compares a rendered table with testdata/tables/name. The
// golden files were worked out by hand from the fixtures below: their
// values and their row order (each writer's order is named in the test).
func goldenTable(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "tables", name)
	if *updateTables {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s differs; got\n%s\nwant\n%s", name, got, want)
	}
}

// tableTimingReport: four instructions, two of them stalled, the last
// never executed, and two hazard sites in order of first hit.
func tableTimingReport() *timing.Report {
	h1 := timing.Hazard{Rule: "VcmpxExecWARHazard", ProducerText: "v_readlane_b32 s0, v1, 0", ConsumerText: "v_cmpx_eq_u32 v0, 1",
		Required: 1, Fix: "s_waitcnt_depctr 0xfffe"}
	h1.Producer.Line, h1.Consumer.Line = 3, 4
	h2 := timing.Hazard{Rule: "SMovRelHazard", ProducerText: "s_mov_b32 m0, s1", ConsumerText: "s_movrels_b32 s2, s3",
		Required: 1, Fix: "s_nop 0"}
	h2.Producer.Line, h2.Consumer.Line = 7, 8
	return &timing.Report{Arch: "gfx1030", Wave: 32, SGPRRule: "rdna", Cycles: 40, Instructions: 6, StallCycles: 13,
		Stalls: map[string]int64{"va_vdst": 5, "vmcnt": 8}, HazardCount: 3,
		HazardSites: []timing.HazardSite{{Hazard: h1, Count: 2}, {Hazard: h2, Count: 1}},
		Insts: []timing.InstRow{
			{PC: 0, Text: "global_load_dword v1, v0, s[0:1]", Count: 1, FirstIssue: 0},
			{PC: 1, Text: "s_waitcnt vmcnt(0)", Count: 2, FirstIssue: 2, Stalls: map[string]int64{"vmcnt": 8}},
			{PC: 2, Text: "v_add_f32_e32 v2, v1, v1", Count: 3, FirstIssue: 11, Stalls: map[string]int64{"va_vdst": 5}},
			{PC: 3, Text: "s_endpgm", Count: 0, FirstIssue: -1},
		}}
}

// The per-instruction table is in program order (pc 0 to 3), a column per
// cause used, in cause order (va_vdst before vmcnt); the hazard sites in
// order of first hit.
func TestTimingTableGolden(t *testing.T) {
	var b bytes.Buffer
	WriteTimingTable(&b, tableTimingReport())
	goldenTable(t, "timing.txt", b.String())
}

// The golden stall text lists the stalled instructions in program order.
func TestGoldenTimingGolden(t *testing.T) {
	goldenTable(t, "golden-timing.txt", GoldenTiming(tableTimingReport()))
}

// tableBenchReport: a rewritten trace that saves cycles, with its notes,
// registers, occupancy and model ends; a trace whose pass did not apply
// (not compared); a rewritten trace that costs cycles. The rows are in
// corpus order, as Cases lists them; the summary is set by hand.
func tableBenchReport() *BenchReport {
	saxpy := Row{Kernel: "saxpy", Variant: "llvm14-gfx1030", Arch: "gfx1030", Wave: 32, Insts: 20, InstsAfter: 19, Sites: 1,
		Runs: 3, Compared: 3, Before: validate.Summary{Mean: 120}, After: validate.Summary{Mean: 100},
		StallBefore: validate.Summary{Mean: 40}, StallAfter: validate.Summary{Mean: 30},
		Speedup: validate.Summary{Mean: 1.2}, Equal: "yes", Notes: []string{"exec is all ones"},
		VGPRs: []int{8, 6}, SGPRs: []int{10, 10}, OccBefore: 12, OccAfter: 16, CUCyclesBefore: 400, CUCyclesAfter: 300,
		Ends: Ends{{Param: "alu_dispatch", Value: "0", Default: true, Before: 120, After: 100},
			{Param: "alu_dispatch", Value: "1", High: true, Before: 110, After: 112}},
		DependsOn: []string{"alu_dispatch"}}
	saxpy.StallsBefore[timing.CauseVaSdst], saxpy.StallsBefore[timing.CauseVmcnt] = 10, 30
	saxpy.StallsAfter[timing.CauseVmcnt] = 30
	reduce := Row{Kernel: "reduce", Variant: "llvm16-gfx1100", Arch: "gfx1100", Wave: 32, Insts: 30, InstsAfter: 30,
		NotApplied: "no v_cmpx on this target", Runs: 3, Equal: "not compared: the pass did not apply"}
	axpy := Row{Kernel: "axpy", Variant: "llvm14-gfx900", Arch: "gfx900", Wave: 64, Insts: 25, InstsAfter: 25, Sites: 2,
		Runs: 3, Compared: 3, Before: validate.Summary{Mean: 200}, After: validate.Summary{Mean: 210.5},
		StallBefore: validate.Summary{Mean: 12}, StallAfter: validate.Summary{Mean: 22.5},
		Speedup: validate.Summary{Mean: 0.95, StdDev: 0.01}, Equal: "yes", NotApplied: "no scratch to offset", Notes: []string{"wave64"}, VGPRs: []int{12, 12}, SGPRs: []int{20, 22}}
	axpy.StallsBefore[timing.CauseNop], axpy.StallsAfter[timing.CauseNop] = 12, 22.5
	return &BenchReport{Version: "v0.0.0-test", Host: Host{CPU: "cpu A", LogicalCores: 4, Usable: 2, Go: "go1.26"},
		Passes: []string{"vcmpx"}, Runs: 3, Seed: 7, Rows: []Row{saxpy, reduce, axpy},
		Summary: Summary{Traces: 3, Compared: 2, NotCompare: 1, Rewritten: 2, CyclesBefore: 320, CyclesAfter: 310.5,
			Saved: validate.Summary{Mean: 4.75, StdDev: 21.5, Min: -10.5, Max: 20}, SavedMedian: 4.75,
			Geomean: 1.0247, GeomeanRewritten: 1.0247, GeomeanRuns: validate.Summary{Mean: 1.0247},
			EndsSaved: []EndTotal{{Param: "alu_dispatch", LowSaved: 20, HighSaved: -2, Default: "low", Traces: 1, SignChanges: 1},
				{Param: "valu_queue", LowSaved: 5, HighSaved: 6, Default: "varies", Traces: 2}},
			Dependent: []string{"saxpy llvm14-gfx1030 (alu_dispatch)", "axpy llvm14-gfx900 (valu_queue)"}}}
}

// The bench table has a row per trace in the report's order (corpus
// order), then the notes, registers and occupancy lines in the same
// order, and the model ends table in the summary's order.
func TestBenchTableGolden(t *testing.T) {
	var b bytes.Buffer
	r := tableBenchReport()
	r.Summary.StallsSaved[timing.CauseVaSdst], r.Summary.StallsSaved[timing.CauseNop] = 10, -10.5
	r.WriteTable(&b)
	goldenTable(t, "bench.txt", b.String())
}

// The printed bench table keeps the rows' order and the lines under it,
// drops the columns a terminal has no room for, and says where they are.
func TestBenchSummaryTableGolden(t *testing.T) {
	var b bytes.Buffer
	r := tableBenchReport()
	r.Summary.StallsSaved[timing.CauseVaSdst], r.Summary.StallsSaved[timing.CauseNop] = 10, -10.5
	r.WriteSummaryTable(&b, "plots/bench.txt")
	goldenTable(t, "bench-summary.txt", b.String())
}

// The bench CSV has a line per trace in the report's order.
func TestBenchCSVGolden(t *testing.T) {
	var b bytes.Buffer
	if err := tableBenchReport().WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	goldenTable(t, "bench.csv", b.String())
}

// The calibration tables: a row per capture in the suite's order (the
// order score.py reads them), one per parameter value tried in the order
// tried, one per fitted parameter in the fit's order.
func TestCalibTablesGolden(t *testing.T) {
	res := &CalibResult{Kernels: []CalibKernel{
		{Name: "mb_b", Family: "valu", HWMin: 100, HWMed: 101.5, Sim: 104, Err: 0.04, Modal: 3, Positions: 4},
		{Name: "mb_a", Family: "salu", HWMin: 50, HWMed: 50, Sim: 49, Err: -0.02, Within: true, Modal: 2, Positions: 2},
		{Name: "mb_c", Family: "mem", HWMin: 80, HWMed: 90, Err: 1, Positions: 5, Fail: "no s_endpgm"},
	}}
	base := CalibScore{MAPE: 35.33, Within: 1, Kernels: 3, Modal: 45.45, ModalMatches: 5, Positions: 11}
	sens := []SensRow{
		{Param: "alu_dispatch", Current: "1", Value: "0", What: "value", Score: CalibScore{MAPE: 40.125, Within: 0, Kernels: 3, Modal: 36.36}},
		{Param: "latency.valu32", Current: "5", Value: "4", What: "-1", Score: CalibScore{MAPE: 34, Within: 2, Kernels: 3, Modal: 54.55}},
		{Param: "latency.valu32", Current: "5", Value: "6", What: "+1", Score: CalibScore{MAPE: 36.5, Within: 1, Kernels: 3, Modal: 45.45}},
	}
	fit := &FitResult{Params: []string{"latency.valu32", "alu_dispatch"},
		Start:  Settings{{Name: "latency.valu32", Value: "5"}, {Name: "alu_dispatch", Value: "1"}},
		Fitted: Settings{{Name: "latency.valu32", Value: "4"}, {Name: "alu_dispatch", Value: "1"}},
		Before: base, After: sens[1].Score, Model: Settings{{Name: "latency.valu32", Value: "4"}},
		AtEnd: []string{"latency.valu32=4 (low end)"}, Rounds: 2, Runs: 9}
	var b bytes.Buffer
	WriteCalibKernels(&b, res)
	WriteSensitivity(&b, base, sens)
	WriteFit(&b, fit)
	goldenTable(t, "calibrate.txt", b.String())
}

// The thread-trace comparison has a row per instruction in address
// order, the cycles per execution.
func TestATTComparisonGolden(t *testing.T) {
	c := &ATTComparison{Kernel: "saxpy", Rows: []ATTDiffRow{
		{Vaddr: 0, Inst: "s_load_b64 s[0:1], s[0:1], 0x0",
			Measured: ATTLine{Vaddr: 4096, Hits: 2, Latency: 40, Stall: 6, Idle: 2}, Simulated: ATTLine{Hits: 1, Latency: 20, Stall: 3, Idle: 1}},
		{Vaddr: 8, Inst: "v_add_f32_e32 v1, v0, v0",
			Measured: ATTLine{Vaddr: 4104, Hits: 2, Latency: 9, Stall: 0, Idle: 4}, Simulated: ATTLine{Hits: 1, Latency: 5, Stall: 1, Idle: 0}},
		{Vaddr: 12, Inst: "s_endpgm", Measured: ATTLine{Vaddr: 4108}, Simulated: ATTLine{}},
	}, MeasuredOnly: 1, MeasuredWaves: 2, SimulatedWaves: 1, Span: "shortest wave", SpanMeasured: 57, SpanSimulated: 60,
		SpanError: 100 * 3.0 / 57, Notes: []string{"the capture has 2 waves"}}
	var b bytes.Buffer
	WriteATTComparison(&b, c)
	goldenTable(t, "att-diff.txt", b.String())
}

// A comparison's table: cycles, stall cycles, then a row per cause with
// a stall on either side, in cause order; the model ends in pairs (low,
// high) in the order of the parameters.
func TestComparisonTablesGolden(t *testing.T) {
	a := &validate.SideStats{Cycles: []float64{100, 110}, StallCycles: []float64{30, 40}}
	b := &validate.SideStats{Cycles: []float64{90, 96}, StallCycles: []float64{20, 24}}
	a.Stalls[timing.CauseVaSdst], a.Stalls[timing.CauseVmcnt] = 20, 50
	b.Stalls[timing.CauseVmcnt], b.Stalls[timing.CauseDepctr] = 40, 4
	var out bytes.Buffer
	writeSides(NewTable(&out), "per launch (mean over runs)", a, b)
	Ends{{Param: "alu_dispatch", Value: "0", Default: true, Before: 105, After: 93},
		{Param: "alu_dispatch", Value: "1", High: true, Before: 101, After: 103},
		{Param: "valu_queue", Value: "2", Before: 100, After: 90},
		{Param: "valu_queue", Value: "8", High: true, Default: true, Before: 104, After: 92}}.Write(&out, NewTable(&out), "the launch as given", "gfx1100")
	goldenTable(t, "compare.txt", out.String())
}

// A merged fuzz campaign lists its findings in program order, as
// MergeFuzz sorts them.
func TestFuzzFindingsGolden(t *testing.T) {
	r := &FuzzReport{Target: "gfx1030", Wave: 32, Passes: []string{"vcmpx"}, Seed: 1, MergedFrom: 2, Programs: 40, Unchanged: 3,
		States: 320, Elapsed: 2.5, ElapsedMax: 1.5, Verdict: VerdictMismatch, DictShare: 0.25, Findings: []FuzzFinding{
			{Shard: "1/2", Index: 4, ProgramSeed: 11, Before: 30, Instructions: 3, Mismatch: "v1 lane 0: 1 vs 2", Program: "v_mov_b32 v1, 1", Reproducer: "r4",
				Dictionary: "v1 (lanes 0x1) = 0x00000001 (v_mov_b32 v1, 1 at t.s:1)"},
			{Shard: "0/2", Index: 9, ProgramSeed: 12, Before: 25, Instructions: 2, Mismatch: "exec_lo: 0x1 vs 0x3", Program: "s_mov_b32 exec_lo, 1", Reproducer: "r9"},
		}}
	var b strings.Builder
	r.WriteText(&b)
	goldenTable(t, "fuzz.txt", b.String())
}
