package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

// TestATTRoundTrip: the reader reads what a run wrote (the trace
// directory, rocprofv3's output directory above it, the stats CSV) and
// finds it equal to the run, line by line, with no span error.
func TestATTRoundTrip(t *testing.T) {
	for _, tr := range []string{"saxpy/llvm16-gfx1100.s", "lds_reduce/llvm16-gfx1030.s"} {
		_, d, att, _ := attRun(t, tr)
		root := t.TempDir()
		dir, err := att.WriteDir(root, d.Kernel)
		if err != nil {
			t.Fatal(err)
		}
		sim := att.Profile(d.Kernel)
		for _, path := range []string{dir, root, filepath.Join(root, "stats_ui_output_agent_0_dispatch_1.csv")} {
			meas, err := ReadATT(path)
			if err != nil {
				t.Fatal(err)
			}
			c, err := CompareATT(meas, sim, ATTCompareOptions{Kernel: d.Kernel.Name})
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if len(c.Rows) != len(sim.Lines) || c.MeasuredOnly != 0 || c.SimulatedOnly != 0 || c.OtherText != 0 || c.SpanError != 0 || c.Offset != 0 || c.MeasuredWaves != len(sim.Waves) {
				t.Errorf("%s: %d of %d rows, %d/%d unmatched, span error %v, offset %d, %d measured waves",
					path, len(c.Rows), len(sim.Lines), c.MeasuredOnly, c.SimulatedOnly, c.SpanError, c.Offset, c.MeasuredWaves)
			}
			for _, r := range c.Rows {
				if r.Measured.Inst != r.Simulated.Inst || r.Measured.Hits != r.Simulated.Hits || r.Measured.Latency != r.Simulated.Latency ||
					r.Measured.Stall != r.Simulated.Stall || r.Measured.Idle != r.Simulated.Idle {
					t.Errorf("%s: %+v", path, r)
				}
			}
		}
	}
}

// TestATTReadErrors: bad input is an error naming the file and the line
// and column (or the JSON position) of what is wrong, never a panic.
func TestATTReadErrors(t *testing.T) {
	_, d, att, _ := attRun(t, "saxpy/llvm16-gfx1100.s")
	for _, c := range []struct {
		name, file, from, to, want string
	}{
		{"vaddr a string", "code.json", `"s_endpgm",0,27,"../traces/saxpy/llvm16-gfx1100.s:36",0,140,`,
			`"s_endpgm",0,27,"../traces/saxpy/llvm16-gfx1100.s:36",0,"140",`, `code.json:1:` + "*" + `: code[27][5] (Vaddr): want an integer, got "140"`},
		{"short row", "code.json", `["; saxpy",0,0,"saxpy",0,0,0,0,0,0]`, `["; saxpy",0,0]`, "code.json:1:10: code[0]: 3 columns, want 10"},
		{"truncated", "code.json", `]]`, ``, "code.json:1:"},
		{"short record", "se0_sm0_sl0_wv0.json", `"instructions":[[0,1,0,729,1],`, `"instructions":[[0,1,0,729],`,
			"se0_sm0_sl0_wv0.json:1:*: wave.instructions[0]: 4 elements, want 5"},
		{"unknown line", "se0_sm0_sl0_wv0.json", `"instructions":[[0,1,0,729,1],`, `"instructions":[[0,1,0,729,99],`,
			"wave.instructions[0]: code line 99 is not in code.json"},
		{"bad listing", "filenames.json", `"se0_sm0_sl0_wv0.json",0,`, `7,0,`, "wave_filenames[0][0][0][0]"},
		{"csv vaddr", "../stats_ui_output_agent_0_dispatch_1.csv", "\n0,8,", "\n0,x8,", `stats_ui_output_agent_0_dispatch_1.csv:4:3: Vaddr "x8" is not an integer`},
		{"csv quote", "../stats_ui_output_agent_0_dispatch_1.csv", "\n0,8,\"", "\n0,8,x\"", "stats_ui_output_agent_0_dispatch_1.csv:4:"},
		{"csv header", "../stats_ui_output_agent_0_dispatch_1.csv", "Hitcount", "Hits", "stats_ui_output_agent_0_dispatch_1.csv:1:1: header"},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			dir, err := att.WriteDir(root, d.Kernel)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, c.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			edited := strings.Replace(string(data), c.from, c.to, 1)
			if edited == string(data) {
				t.Fatalf("%s lacks %s", c.file, c.from)
			}
			os.WriteFile(path, []byte(edited), 0o644)
			read := dir
			if strings.HasSuffix(c.file, ".csv") {
				read = path
			}
			_, err = ReadATT(read)
			if err == nil || !matchWild(err.Error(), c.want) {
				t.Errorf("error %v, want %q", err, c.want)
			}
		})
	}
	if _, err := ReadATT(t.TempDir()); err == nil || !strings.Contains(err.Error(), "not a rocprofv3 --att output directory") {
		t.Errorf("an empty directory: %v", err)
	}
}

// matchWild reports whether s contains pattern, whose * matches any run of
// digits.
func matchWild(s, pattern string) bool {
	re := regexp.QuoteMeta(pattern)
	re = strings.ReplaceAll(re, `\*`, `[0-9]+`)
	return regexp.MustCompile(re).MatchString(s)
}

// TestCaptureToATT converts measured captures into trace directories and
// compares each with a simulated run of its kernel and launch: every
// executed instruction matches, a hit per hardware wave, the records'
// durations run stamp to stamp, and the span is the shortest wave's.
func TestCaptureToATT(t *testing.T) {
	for _, c := range []struct {
		name  string
		waves int
		jumps int // taken branches per wave
	}{
		{"mb_f1_valu_fma_n4", 16, 0},
		{"mb_g7_s_cmp_eq_branch", 16, 1},
		{"probe_branch_cost", 2, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := filepath.Join("testdata/gfx1100-sqtt", c.name+".json")
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			root := t.TempDir()
			dir, err := CaptureToATT(file, data, root)
			if err != nil {
				t.Fatal(err)
			}
			var capt struct {
				Asm    string          `json:"asm"`
				Launch json.RawMessage `json:"launch"`
				Waves  [][]struct {
					PC    int   `json:"pc_index"`
					Cycle int64 `json:"cycle"`
				} `json:"waves"`
			}
			if err := json.Unmarshal(data, &capt); err != nil {
				t.Fatal(err)
			}
			p, err := launch.ParseProgram("mb.s", []byte(capt.Asm), launch.LoadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			ck := checkATT(root, p, "mb")
			for _, e := range ck.errs {
				t.Error(e)
			}
			if ck.cats[ATTJump] != c.jumps*c.waves {
				t.Errorf("%d JUMP records, want %d", ck.cats[ATTJump], c.jumps*c.waves)
			}
			meas, err := ReadATT(dir)
			if err != nil {
				t.Fatal(err)
			}
			shortest := int64(math.MaxInt64)
			for _, w := range capt.Waves {
				shortest = min(shortest, w[len(w)-1].Cycle+1-w[0].Cycle)
			}
			spec, err := launch.ParseSpec("launch.json", capt.Launch)
			if err != nil {
				t.Fatal(err)
			}
			att := NewATT(p)
			dsp, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, Timeline: att})
			if err != nil {
				t.Fatal(err)
			}
			if err := dsp.Run(); err != nil {
				t.Fatal(err)
			}
			sim := att.Profile(dsp.Kernel)
			cmp, err := CompareATT(meas, sim, ATTCompareOptions{Kernel: "mb"})
			if err != nil {
				t.Fatal(err)
			}
			executed := map[int]bool{}
			for _, s := range capt.Waves[0] {
				executed[s.PC] = true
			}
			if len(cmp.Rows) != len(p.Insts) || cmp.MeasuredOnly != 0 || cmp.SimulatedOnly != 0 || cmp.OtherText != 0 || cmp.MeasuredWaves != c.waves || cmp.SimulatedWaves != 1 {
				t.Errorf("%d rows of %d instructions, %d/%d unmatched, %d/%d waves", len(cmp.Rows), len(p.Insts), cmp.MeasuredOnly, cmp.SimulatedOnly, cmp.MeasuredWaves, cmp.SimulatedWaves)
			}
			for i, r := range cmp.Rows {
				if want := int64(0); executed[i] {
					want = int64(c.waves)
					if r.Measured.Hits != want || r.Simulated.Hits != 1 {
						t.Errorf("%s: %d measured hits, %d simulated", r.Inst, r.Measured.Hits, r.Simulated.Hits)
					}
				} else if r.Measured.Hits != 0 || r.Simulated.Hits != 0 {
					t.Errorf("%s: executed (%d, %d), the capture skips it", r.Inst, r.Measured.Hits, r.Simulated.Hits)
				}
			}
			if cmp.SpanMeasured != float64(shortest) || cmp.SpanSimulated <= 0 || math.IsNaN(cmp.SpanError) {
				t.Errorf("span measured %v (want %d), simulated %v, error %v", cmp.SpanMeasured, shortest, cmp.SpanSimulated, cmp.SpanError)
			}
			var out bytes.Buffer
			WriteATTComparison(&out, cmp)
			if !strings.Contains(out.String(), fmt.Sprintf("measured %d waves, simulated 1", c.waves)) {
				t.Errorf("output:\n%s", out.String())
			}
		})
	}
}

// TestATTSpan: a wave's span is begin to end, or issue to issue between
// the first execution of one address and the last of another; the
// shortest wave counts, and a wave without both addresses does not.
func TestATTSpan(t *testing.T) {
	w := func(begin, end int64, insts ...ATTInst) ATTWaveRecords {
		return ATTWaveRecords{Begin: begin, End: end, Insts: insts}
	}
	at := func(vaddr, time, stall int64) ATTInst { return ATTInst{Vaddr: vaddr, Time: time, Stall: stall} }
	waves := []ATTWaveRecords{
		w(0, 100, at(0, 0, 0), at(4, 10, 5), at(8, 20, 0), at(4, 30, 2), at(8, 40, 7)),
		w(5, 90, at(0, 5, 0), at(4, 12, 0), at(8, 60, 0)),
		w(0, 50, at(0, 0, 0)),
	}
	for _, c := range []struct {
		name     string
		o        ATTCompareOptions
		span     float64
		measured int
	}{
		{"begin to end", ATTCompareOptions{}, 50, 3},
		// wave 0: 4 first issues at 15, 8 last at 47: 32; wave 1: 12 to 60: 48.
		{"issue to issue", ATTCompareOptions{Span: true, SpanFrom: 4, SpanTo: 8}, 32, 2},
		{"no such address", ATTCompareOptions{Span: true, SpanFrom: 4, SpanTo: 12}, 0, 0},
	} {
		span, n := attSpan(waves, c.o, 0, 0, false)
		if span != c.span || n != c.measured {
			t.Errorf("%s: span %v over %d waves, want %v over %d", c.name, span, n, c.span, c.measured)
		}
	}
}
