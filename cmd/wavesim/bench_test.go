package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/bench"
)

// TestBenchKernelFolder runs bench on one kernel's variants: every variant
// a row, the vcmpx sites on gfx1030 rewritten with va_sdst stalls saved,
// results compared on every launch, and the three output formats agree.
func TestBenchKernelFolder(t *testing.T) {
	dir := "../../traces/cmpx_if"
	out, err := run(t, "bench", "--runs", "3", "-q", dir)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"host: ", "passes: vcmpx; 3 launches per trace", "llvm14-gfx1030-w64",
		"14 traces: 14 compared, 0 with different results, 0 not compared", "n/a on gfx1010: vcmpx:", "geometric mean"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	js, err := run(t, "bench", "--runs", "3", "-q", "--json", dir)
	if err != nil {
		t.Fatal(err)
	}
	var rep bench.BenchReport
	if err := json.Unmarshal([]byte(js), &rep); err != nil {
		t.Fatalf("%v\n%s", err, js)
	}
	if len(rep.Rows) != 14 || rep.Summary.Compared != 14 || rep.Version == "" || rep.Host.Usable < 1 {
		t.Fatalf("report: %d rows, summary %+v, version %q, host %+v", len(rep.Rows), rep.Summary, rep.Version, rep.Host)
	}
	var r14 *bench.Row
	for i := range rep.Rows {
		if rep.Rows[i].Variant == "llvm14-gfx1030" {
			r14 = &rep.Rows[i]
		}
	}
	if r14 == nil || r14.Sites == 0 || r14.Saved()[0] <= 0 || r14.Compared != 3 || r14.Equal != "yes" || r14.After.Mean >= r14.Before.Mean {
		t.Fatalf("llvm14-gfx1030 row: %+v", r14)
	}
	if len(r14.Speedups) != 3 || r14.Speedup.Mean <= 1 {
		t.Errorf("speedups %v, summary %+v", r14.Speedups, r14.Speedup)
	}
	cs, err := run(t, "bench", "--runs", "3", "-q", "--csv", dir)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(strings.NewReader(cs)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 15 || recs[0][0] != "kernel" || recs[0][len(recs[0])-2] != "equal" {
		t.Fatalf("csv: %d records, header %v", len(recs), recs[0])
	}
	for _, r := range recs[1:] {
		if len(r) != len(recs[0]) || r[len(r)-2] != "yes" {
			t.Errorf("csv record %v", r)
		}
	}
}

// TestBenchPlots: --plot writes a stall chart per kernel and the corpus
// chart, as PNG images with real dimensions and as SVG.
func TestBenchPlots(t *testing.T) {
	dir := t.TempDir()
	if out, err := run(t, "bench", "--runs", "2", "-q", "--plot", dir, "../../traces/cmpx_if", "../../traces/nested_if"); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, name := range []string{"stalls-cmpx_if", "stalls-nested_if", "cycles-saved"} {
		f, err := os.Open(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width < 300 || cfg.Height < 200 {
			t.Errorf("%s.png: %v, %dx%d", name, err, cfg.Width, cfg.Height)
		}
		svg, err := os.ReadFile(filepath.Join(dir, name+".svg"))
		if err != nil || !bytes.Contains(svg, []byte("<svg")) {
			t.Errorf("%s.svg: %v", name, err)
		}
	}
}

// TestBenchVerdict: a trace where nothing was compared, or a difference,
// fails the run.
func TestBenchVerdict(t *testing.T) {
	rows := []bench.Row{{Kernel: "k", Compared: 0, Equal: "not compared: all 3 launches faulted on both sides"}}
	var ee *exitError
	if err := benchVerdict(new(bench.Summarize(rows))); !errors.As(err, &ee) || ee.code != 1 || !strings.Contains(ee.msg, "1 of 1 traces were not compared") {
		t.Errorf("nothing compared: %v", err)
	}
	rows[0].Different, rows[0].Compared = true, 1
	if err := benchVerdict(new(bench.Summarize(rows))); !errors.As(err, &ee) || !strings.Contains(ee.msg, "results differ in 1 of 1") {
		t.Errorf("different: %v", err)
	}
}

// TestRunCSV: the profile of the two-instruction snippet, by hand, as
// rocprofv3 sums a gfx10+ trace (Latency = stall + execution until the
// result, Idle apart). On gfx1030 the v_cmp issues at 0 and its result is
// ready at 5 (Write32Bit): latency 5. s_and_saveexec first attempts at 1,
// waits 4 cycles on va_sdst, issues at 5 and its result is ready 2 later
// (WriteSALU): latency 6, stall 4. On gfx900 a duration is stall + issue:
// the v_cmp issues for 4 cycles (a wave64 on a SIMD16) and the
// s_and_saveexec, ready at 4 (SALU issue every 4 cycles), waits no more:
// latency 4 each. The first row labels the snippet (named by its file);
// addresses are decimal, 0 and 4 (a VOPC e32 is one dword).
func TestRunCSV(t *testing.T) {
	p := filepath.Join(t.TempDir(), "s.s")
	os.WriteFile(p, []byte("v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n"), 0o644)
	out, err := run(t, "run", "--arch", "gfx1030", "--csv", p)
	if err != nil {
		t.Fatal(err)
	}
	want := "CodeObj,Vaddr,Instruction,Hitcount,Latency,Stall,Idle,Source\n" +
		"0,0,; s,0,0,0,0,s\n" +
		"0,0,\"v_cmp_gt_f32_e32 vcc_lo, 0, v2\",1,5,0,0," + p + ":1\n" +
		"0,4,\"s_and_saveexec_b32 s2, vcc_lo\",1,6,4,0," + p + ":2\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	if _, err := run(t, "run", "--arch", "gfx1030", "--csv", "--json", p); err == nil || !strings.Contains(err.Error(), "give --csv or --json, not both") {
		t.Errorf("--csv with --json: %v, want them refused together", err)
	}
}

// TestRunPlot: --plot draws the timeline of a kernel run as SVG and PNG.
func TestRunPlot(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"t.svg", "t.png"} {
		out, err := run(t, "run", "-q", "--plot", filepath.Join(dir, f), "--launch", "../../traces/cmpx_if/launch.json", "../../traces/cmpx_if/llvm14-gfx1030.s")
		if err != nil || !strings.Contains(out, "timeline picture written to") {
			t.Fatalf("%v\n%s", err, out)
		}
	}
	svg, _ := os.ReadFile(filepath.Join(dir, "t.svg"))
	for _, want := range []string{"<svg", "wg (0,0,0) wave 0", "stall: va_sdst", "cycle"} {
		if !bytes.Contains(svg, []byte(want)) {
			t.Errorf("svg lacks %q", want)
		}
	}
}

// TestRunCSVKernel: --csv on a kernel prints only the CSV, still writes
// --out's buffers and still checks the expectation (a wrong one exits 1).
func TestRunCSVKernel(t *testing.T) {
	dir := t.TempDir()
	out, err := run(t, "run", "--csv", "--out", dir, "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	// run() gathers stderr too: the --out line comes first.
	if !strings.Contains(out, "\nCodeObj,Vaddr,") || strings.Contains(out, "expectation") {
		t.Errorf("output:\n%s", out)
	}
	if _, err := os.Stat(filepath.Join(dir, "y.npy")); err != nil {
		t.Errorf("--out with --csv: %v", err)
	}
	spec, _ := os.ReadFile("../../traces/saxpy/launch.json")
	bad := filepath.Join(t.TempDir(), "spec.json")
	os.WriteFile(bad, bytes.Replace(spec, []byte("21.09725"), []byte("21.5"), 1), 0o644)
	var ee *exitError
	if _, err := run(t, "run", "--csv", "--launch", bad, "../../traces/saxpy/llvm16-gfx1030.s"); !errors.As(err, &ee) || ee.code != 1 {
		t.Errorf("a wrong expectation with --csv: %v", err)
	}
}
