package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// tableRows are the body rows of the tables in out, each cell trimmed.
func tableRows(out string) [][]string {
	var rows [][]string
	body := false
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(l, "├"):
			body = true
		case strings.HasPrefix(l, "└"):
			body = false
		case body && strings.HasPrefix(l, "│"):
			var cells []string
			for _, c := range strings.Split(strings.Trim(l, "│"), "│") {
				cells = append(cells, strings.TrimSpace(c))
			}
			rows = append(rows, cells)
		}
	}
	return rows
}

func column(rows [][]string, i int) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r[i])
	}
	return out
}

// The model listing has a row per parameter in the order of the knob
// table (timing.Knobs), each with the target's value, or the value
// --model sets, marked.
func TestModelTableRows(t *testing.T) {
	out, err := run(t, "model", "--arch", "gfx1030", "--model", "branch_taken=12")
	if err != nil {
		t.Fatal(err)
	}
	a, err := isa.LookupArch("gfx1030")
	if err != nil {
		t.Fatal(err)
	}
	p, err := timing.ParamsWith(a, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names, values []string
	for _, k := range timing.Knobs() {
		v := k.Get(p)
		if k.Name == "branch_taken" {
			v = "12 (set)"
		}
		names, values = append(names, k.Name), append(values, v)
	}
	rows := tableRows(out)
	if got := column(rows, 0); !reflect.DeepEqual(got, names) {
		t.Errorf("parameters\n%q\nwant\n%q", got, names)
	}
	if got := column(rows, 1); !reflect.DeepEqual(got, values) {
		t.Errorf("values\n%q\nwant\n%q", got, values)
	}
}

// The occupancy table lists the resources in the order occupancy.Result
// gives them, the wave's own first. Worked by hand for gfx900 wave64: 10
// wave slots per SIMD; 256 VGPRs per lane / 64 = 4; 800 SGPRs / 96 = 8;
// workgroups of 256 work-items (4 waves) with 32 KiB of LDS each, so 2 of
// the 64 KiB per CU, 8 waves on 4 SIMDs: 2.
func TestOccupancyLimitsTable(t *testing.T) {
	out, err := run(t, "occupancy", "--arch", "gfx900", "--vgprs", "64", "--sgprs", "96", "--lds", "32768", "--workgroup", "256")
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"wave slots", "10"}, {"VGPRs", "4"}, {"SGPRs", "8"}, {"workgroups and LDS", "2"}}
	if got := tableRows(out); !reflect.DeepEqual(got, want) {
		t.Errorf("limits %q, want %q\n%s", got, want, out)
	}
	if !strings.Contains(out, "occupancy: 2 waves per SIMD, limited by workgroups and LDS\n") {
		t.Errorf("output:\n%s", out)
	}
}

// The occupancy sweep goes up from 1 wave per SIMD to what the kernel
// allows; the speedup is the cycles of the lowest occupancy that runs over
// each row's.
func TestOccupancySweepTable(t *testing.T) {
	out, err := run(t, "occupancy", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	rows := tableRows(out)
	if len(rows) != 15 {
		t.Fatalf("%d rows, want 15 (the kernel allows 16 waves per SIMD; at 1 a workgroup does not fit):\n%s", len(rows), out)
	}
	first, prev := 0.0, 0.0
	for i, r := range rows {
		if r[0] != strconv.Itoa(i+2) {
			t.Errorf("row %d is %s waves per SIMD, want %d", i, r[0], i+2)
		}
		c, err := strconv.ParseFloat(r[1], 64)
		if err != nil {
			t.Fatalf("row %d: cycles %q", i, r[1])
		}
		if first == 0 {
			first, prev = c, c
		}
		if want := fmt.Sprintf("%.2f", first/c); r[2] != want {
			t.Errorf("row %d: speedup %s, want %s = %v / %v", i, r[2], want, first, c)
		}
		if want := fmt.Sprintf("%.2f", prev/c); r[3] != want {
			t.Errorf("row %d: speedup over the previous %s, want %s = %v / %v", i, r[3], want, prev, c)
		}
		prev = c
	}
	// Two workgroups of 8 waves on one WGP: at 1 wave per SIMD a workgroup
	// does not fit; at 4 both fit at once, 1.42 times as fast as at 2 (not
	// twice: each wave's cold loads take DRAM's latency either way).
	if !strings.Contains(out, "not run at 1 waves per SIMD: a workgroup's 8 waves do not fit") || rows[2][2] != "1.42" {
		t.Errorf("sweep:\n%s", out)
	}
}

// The corpus table has a row per trace sorted by kernel, then variant
// (bench.Corpus), with the cycles `run` gives the same trace.
func TestCorpusTableRows(t *testing.T) {
	dir := t.TempDir()
	copyTrace := func(kernel string, variants ...string) {
		os.MkdirAll(filepath.Join(dir, kernel), 0o755)
		for _, f := range append([]string{"launch.json"}, variants...) {
			b, err := os.ReadFile(filepath.Join("../../traces", kernel, f))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, kernel, f), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	copyTrace("saxpy", "llvm16-gfx1030.s", "llvm14-gfx900.s")
	copyTrace("cmpx_if", "llvm16-gfx1030.s")
	out, err := run(t, "corpus", dir)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	rows := tableRows(out)
	want := [][2]string{{"cmpx_if", "llvm16-gfx1030"}, {"saxpy", "llvm14-gfx900"}, {"saxpy", "llvm16-gfx1030"}}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d:\n%s", len(rows), len(want), out)
	}
	for i, w := range want {
		r := rows[i]
		if r[0] != w[0] || r[1] != w[1] {
			t.Errorf("row %d is %s %s, want %s %s", i, r[0], r[1], w[0], w[1])
			continue
		}
		j, err := run(t, "run", "--json", "--launch", filepath.Join(dir, w[0], "launch.json"), filepath.Join(dir, w[0], w[1]+".s"))
		if err != nil {
			t.Fatal(err)
		}
		var res struct {
			Timing struct {
				Cycles      int64 `json:"cycles"`
				StallCycles int64 `json:"stall_cycles"`
			} `json:"timing"`
		}
		if err := json.Unmarshal([]byte(j), &res); err != nil {
			t.Fatal(err)
		}
		if r[5] != fmt.Sprint(res.Timing.Cycles) || r[6] != fmt.Sprint(res.Timing.StallCycles) || r[9] != "match" {
			t.Errorf("%s %s: cycles %s, stall cycles %s, %s; run gives %d, %d", w[0], w[1], r[5], r[6], r[9], res.Timing.Cycles, res.Timing.StallCycles)
		}
	}
}
