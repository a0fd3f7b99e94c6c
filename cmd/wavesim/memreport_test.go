package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/sim/timing"
)

var updateMemory = flag.Bool("update-memory", false, "rewrite the golden outputs in testdata/memory (the memory section, the occupancy sweep, the device presets)")

const (
	saxpy16k = "../../sim/launch/testdata/memsys/saxpy16k.json"
	saxpyRD2 = "../../traces/saxpy/llvm16-gfx1030.s"
	memsys   = "../../sim/launch/testdata/memsys/"
)

// goldenMemory compares out with testdata/memory/name, or rewrites it with
// -update-memory.
func goldenMemory(t *testing.T, name, out string) {
	t.Helper()
	path := filepath.Join("testdata", "memory", name)
	if *updateMemory {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./cmd/wavesim -run %s -update-memory writes it)", err, t.Name())
	}
	if string(want) != out {
		t.Errorf("%s differs from the output (go test ./cmd/wavesim -run %s -update-memory rewrites it):\n%s", path, t.Name(), out)
	}
}

// runMemJSON is run --json's document with its memory section and the
// figures it must agree with.
type runMemJSON struct {
	Timing struct {
		Cycles int64            `json:"cycles"`
		Stalls map[string]int64 `json:"stalls"`
		Insts  []struct {
			PC     int              `json:"pc"`
			Stalls map[string]int64 `json:"stalls"`
		} `json:"instructions"`
	} `json:"timing"`
	Memory *bench.MemReport `json:"memory"`
}

func runMem(t *testing.T, args ...string) *runMemJSON {
	t.Helper()
	out, err := run(t, append([]string{"run", "--json"}, args...)...)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var r runMemJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return &r
}

// checkMemJSON holds a run's memory section to the rest of its report:
// hits never exceed requests, the hit rate is their ratio, the waits by
// cause add up to the vmcnt, lgkmcnt and vscnt stalls of the run and of
// each instruction, and the DRAM rate is the bytes over the cycles.
func checkMemJSON(t *testing.T, name string, r *runMemJSON) {
	t.Helper()
	m := r.Memory
	if m == nil {
		t.Fatalf("%s: no memory section", name)
	}
	for _, l := range m.Levels {
		if l.Hits > l.Requests || l.Hits < 0 {
			t.Errorf("%s: %s: %d hits of %d requests", name, l.Level, l.Hits, l.Requests)
		}
		switch {
		case l.Level == "dram" || l.Level == "lds" || l.Requests == 0:
			if l.HitRate != nil {
				t.Errorf("%s: %s has a hit rate %v", name, l.Level, *l.HitRate)
			}
		case l.HitRate == nil || math.Abs(*l.HitRate-float64(l.Hits)/float64(l.Requests)) > 1e-12:
			t.Errorf("%s: %s: hit rate %v, want %d/%d", name, l.Level, l.HitRate, l.Hits, l.Requests)
		}
		if !l.Present && l.Requests != 0 {
			t.Errorf("%s: %s is absent on the target but has %d requests", name, l.Level, l.Requests)
		}
	}
	if len(m.Waits) != len(timing.MemCauseNames()) {
		t.Errorf("%s: waits %v, want every cause of %v", name, m.Waits, timing.MemCauseNames())
	}
	var sum int64
	for _, v := range m.Waits {
		sum += v
	}
	counters := r.Timing.Stalls["vmcnt"] + r.Timing.Stalls["lgkmcnt"] + r.Timing.Stalls["vscnt"]
	if sum != m.WaitCycles || sum != counters || m.CounterStalls != counters {
		t.Errorf("%s: waits add up to %d, wait_cycles %d, counter_stall_cycles %d; the run's vmcnt+lgkmcnt+vscnt stalls are %d",
			name, sum, m.WaitCycles, m.CounterStalls, counters)
	}
	var inst int64
	byPC := map[int]map[string]int64{}
	for _, row := range r.Timing.Insts {
		byPC[row.PC] = row.Stalls
	}
	for _, iw := range m.InstWaits {
		var n int64
		for _, v := range iw.Waits {
			n += v
		}
		st := byPC[iw.PC]
		if want := st["vmcnt"] + st["lgkmcnt"] + st["vscnt"]; n != iw.Total || n != want {
			t.Errorf("%s: pc %d (%s): waits %v add up to %d (total %d); its counter stalls are %d", name, iw.PC, iw.Text, iw.Waits, n, iw.Total, want)
		}
		inst += n
	}
	if inst != m.WaitCycles {
		t.Errorf("%s: the instructions' waits add up to %d, the run's to %d", name, inst, m.WaitCycles)
	}
	if m.Cycles != r.Timing.Cycles || math.Abs(m.DRAMBytesPerCycle-float64(m.DRAMBytes)/float64(m.Cycles)) > 1e-9 ||
		math.Abs(m.DRAMShareUsed-m.DRAMBytesPerCycle/m.DRAMShare) > 1e-9 {
		t.Errorf("%s: DRAM %d bytes in %d cycles (run: %d): %v bytes/cycle, %v of a %v share", name, m.DRAMBytes, m.Cycles, r.Timing.Cycles,
			m.DRAMBytesPerCycle, m.DRAMShareUsed, m.DRAMShare)
	}
	if m.Level("dram").Bytes != m.DRAMBytes {
		t.Errorf("%s: dram_bytes %d, the dram level's %d", name, m.DRAMBytes, m.Level("dram").Bytes)
	}
}

func TestRunMemoryJSON(t *testing.T) {
	sax := runMem(t, "--launch", saxpy16k, saxpyRD2)
	checkMemJSON(t, "saxpy16k gfx1030", sax)
	// Streaming: every element is read once, so the first level never
	// hits and DRAM moves at least both arrays.
	if l0 := sax.Memory.Level("l0"); l0.Hits != 0 || l0.Requests == 0 {
		t.Errorf("saxpy16k: L0 %d hits of %d requests, want a miss each", l0.Hits, l0.Requests)
	}
	if sax.Memory.DRAMBytes < 2*16384*4 || sax.Memory.Device != "rx6900xt" || !sax.Memory.Level("mall").Present || !sax.Memory.Level("gl1").Present {
		t.Errorf("saxpy16k: %+v", sax.Memory)
	}
	lds := runMem(t, "--launch", memsys+"lds_stride/launch.json", memsys+"lds_stride/llvm16-gfx900.s")
	checkMemJSON(t, "lds_stride gfx900", lds)
	m := lds.Memory
	if m.Level("gl1").Present || m.Level("mall").Present || m.Level("l0").Label != "L1" {
		t.Errorf("gfx900 has neither GL1 nor an Infinity Cache, and calls its first level L1: %+v", m.Levels)
	}
	if m.LDSCycles == 0 || m.Level("lds").Requests == 0 || m.Waits["lds"] == 0 {
		t.Errorf("lds_stride: LDS %d cycles, %d requests, %d wait cycles", m.LDSCycles, m.Level("lds").Requests, m.Waits["lds"])
	}
	out, err := run(t, "run", "--json", "--model", "memory=false", "--launch", saxpy16k, saxpyRD2)
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &top); err != nil {
		t.Fatal(err)
	}
	if _, ok := top["memory"]; ok || top["timing"] == nil {
		t.Errorf("memory=false still has a memory section")
	}
}

// The text report: the memory section after the stall report, the levels
// the target has, and what each waiting instruction waited for.
func TestRunMemoryText(t *testing.T) {
	out, err := run(t, "run", "--launch", saxpy16k, saxpyRD2)
	if err != nil {
		t.Fatal(err)
	}
	i, j := strings.Index(out, "no hazards"), strings.Index(out, "memory (device rx6900xt)")
	if i < 0 || j < i {
		t.Fatalf("the memory section does not follow the stall report:\n%s", out)
	}
	rows := tableRows(out)
	head := strings.Split(out, "\n")[1]
	if !strings.Contains(head, "memory waited for") {
		t.Fatalf("no memory column in %q", head)
	}
	r := runMem(t, "--launch", saxpy16k, saxpyRD2)
	notes := 0
	for _, row := range rows {
		pc, err := strconv.Atoi(row[0])
		if err != nil || len(row) < 5 {
			break // the memory table
		}
		note := row[len(row)-1]
		iw := r.Memory.At(pc)
		if (iw == nil) != (note == "") || (iw != nil && note != iw.Note()) {
			t.Errorf("pc %d: note %q, waits %+v", pc, note, iw)
		}
		if note != "" {
			notes++
		}
	}
	if notes == 0 {
		t.Errorf("no instruction says what it waited for:\n%s", out)
	}
	sec := out[j:strings.Index(out, "kernel saxpy")]
	goldenMemory(t, "run-saxpy16k-gfx1030.txt", sec)
	out, err = run(t, "run", "-q", "--launch", memsys+"lds_stride/launch.json", memsys+"lds_stride/llvm16-gfx900.s")
	if err != nil {
		t.Fatal(err)
	}
	sec = out[strings.Index(out, "memory (device"):strings.Index(out, "kernel lds_stride")]
	if !strings.Contains(sec, "│ L1 ") || strings.Contains(sec, "GL1") || strings.Contains(sec, "MALL") || !strings.Contains(sec, "LDS: ") {
		t.Errorf("gfx900's memory section:\n%s", sec)
	}
	goldenMemory(t, "run-lds_stride-gfx900.txt", sec)
	out, err = run(t, "run", "--model", "memory=false", "--launch", saxpy16k, saxpyRD2)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "memory (device") || strings.Contains(out, "memory waited for") || strings.Contains(out, "DRAM:") {
		t.Errorf("memory=false prints a memory section:\n%s", out)
	}
}

// occSweepJSON runs occupancy --launch --json.
func occSweepJSON(t *testing.T, args ...string) *bench.OccSweep {
	t.Helper()
	out, err := run(t, append([]string{"occupancy", "--json"}, args...)...)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var s bench.OccSweep
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return &s
}

// saxpy16k on one WGP is bandwidth-bound: the cycles stop falling once
// DRAM runs near its share, and the sweep marks where doubling the waves
// stops paying. dep_fma, compute-bound, keeps gaining from each doubling
// at low occupancy.
func TestOccupancySweepSaturation(t *testing.T) {
	s := occSweepJSON(t, "--launch", saxpy16k, saxpyRD2)
	if s.Allowed != 16 || len(s.Rows) != 15 || len(s.Skipped) != 1 || s.Skipped[0].WavesPerSIMD != 1 {
		t.Fatalf("rows %d, skipped %+v, allowed %d; want 2..16 run and 1 skipped (8 waves do not fit 4 SIMDs of 1)", len(s.Rows), s.Skipped, s.Allowed)
	}
	at := map[int]bench.OccRow{}
	for i, r := range s.Rows {
		at[r.WavesPerSIMD] = r
		for _, iw := range r.Memory.InstWaits {
			if iw.Text == "" {
				t.Errorf("%d: the waits at pc %d name no instruction", r.WavesPerSIMD, iw.PC)
			}
		}
		if want := float64(s.Rows[0].Cycles) / float64(r.Cycles); math.Abs(r.SpeedupFirst-want) > 1e-9 {
			t.Errorf("%d: speedup %v over the lowest, want %v", r.WavesPerSIMD, r.SpeedupFirst, want)
		}
		if i > 0 {
			if want := float64(s.Rows[i-1].Cycles) / float64(r.Cycles); math.Abs(r.SpeedupPrev-want) > 1e-9 {
				t.Errorf("%d: speedup %v over the previous, want %v", r.WavesPerSIMD, r.SpeedupPrev, want)
			}
		}
		if r.Memory == nil || r.Memory.Cycles != r.Cycles {
			t.Fatalf("%d: memory %+v", r.WavesPerSIMD, r.Memory)
		}
	}
	sat := s.Saturated
	if sat == nil {
		t.Fatalf("saxpy16k does not saturate: %+v", s.Rows)
	}
	// The mark is the lowest occupancy whose double gains under the
	// threshold; every lower one with a double gains more.
	if sat.Gain >= bench.SaturationGain || sat.Doubled != 2*sat.At {
		t.Errorf("saturated %+v", sat)
	}
	for k := 2; k < sat.At; k++ {
		if d, ok := at[2*k]; ok && float64(at[k].Cycles)/float64(d.Cycles) < bench.SaturationGain {
			t.Errorf("doubling %d gains %v, under the threshold, before the mark at %d", k, float64(at[k].Cycles)/float64(d.Cycles), sat.At)
		}
	}
	if sat.At < 4 || sat.At > 8 {
		t.Errorf("saturated at %d waves per SIMD, want 4..8 (the share reached between)", sat.At)
	}
	if u := at[sat.At].Memory.DRAMShareUsed; u < 0.9 || u > 1.0001 {
		t.Errorf("at the mark DRAM runs at %.0f%% of its share, want at least 90%% and no more than all", 100*u)
	}
	if u := at[2].Memory.DRAMShareUsed; u > 0.6 {
		t.Errorf("at 2 waves per SIMD DRAM runs at %.0f%% of its share; the point of the sweep is that it is not yet saturated", 100*u)
	}
	out, err := run(t, "occupancy", "--launch", saxpy16k, saxpyRD2)
	if err != nil {
		t.Fatal(err)
	}
	rows := tableRows(out)
	for _, r := range rows {
		marked := r[len(r)-1] != ""
		if marked != (r[0] == strconv.Itoa(sat.At)) {
			t.Errorf("row %s marked %q; the mark belongs at %d", r[0], r[len(r)-1], sat.At)
		}
	}
	if !strings.Contains(out, fmt.Sprintf("saturated at %d waves per SIMD", sat.At)) || !strings.Contains(out, "not run at 1 waves per SIMD: a workgroup's 8 waves do not fit") {
		t.Errorf("sweep:\n%s", out)
	}
	goldenMemory(t, "occupancy-saxpy16k-gfx1030.txt", out)

	d := occSweepJSON(t, "--launch", memsys+"dep_fma/launch.json", memsys+"dep_fma/llvm16-gfx1030.s")
	if len(d.Rows) < 4 || d.Rows[1].SpeedupPrev < 1.8 || d.Rows[3].SpeedupFirst < 3.5 {
		t.Errorf("dep_fma should scale with the waves at low occupancy: %+v", d.Rows[:min(4, len(d.Rows))])
	}
	if d.Saturated != nil && d.Saturated.At < 4 {
		t.Errorf("dep_fma saturated at %d", d.Saturated.At)
	}
	// Without a memory system the sweep has no memory columns.
	out, err = run(t, "occupancy", "--model", "memory=false", "--launch", saxpy16k, saxpyRD2)
	if err != nil || strings.Contains(out, "DRAM") {
		t.Errorf("memory=false: %v\n%s", err, out)
	}
}

func TestOccupancySweepPlot(t *testing.T) {
	png := filepath.Join(t.TempDir(), "occ.png")
	out, err := run(t, "occupancy", "--launch", saxpy16k, "--plot", png, saxpyRD2)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	b, err := os.ReadFile(png)
	if err != nil || len(b) < 1000 || string(b[1:4]) != "PNG" {
		t.Errorf("%s: %d bytes, %v", png, len(b), err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"occupancy", "--launch", saxpy16k, "--plot", filepath.Join(t.TempDir(), "x.gif"), saxpyRD2}, "give a .png, .svg or .pdf"},
		{[]string{"occupancy", "--plot", "x.png", saxpyRD2}, "--plot needs --launch"},
		{[]string{"occupancy", "--launch", saxpy16k, "--vgprs", "8", saxpyRD2}, "--vgprs is not used with --launch"},
		{[]string{"occupancy", "--launch", saxpy16k, "--cus", "0", saxpyRD2}, "--cus 0: an occupancy sweep runs workgroups side by side"},
	} {
		if _, err := run(t, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}

// model --devices has a row per preset, in the table's order, with its
// share per compute unit.
func TestModelDevices(t *testing.T) {
	out, err := run(t, "model", "--devices")
	if err != nil {
		t.Fatal(err)
	}
	rows := tableRows(out)
	if len(rows) != len(timing.Devices) {
		t.Fatalf("%d rows, %d presets:\n%s", len(rows), len(timing.Devices), out)
	}
	for i, d := range timing.Devices {
		r := rows[i]
		want := []string{d.Name, d.Target, strconv.Itoa(d.CUs), fmt.Sprintf("%.2f", d.DRAMShare())}
		got := []string{r[0], r[1], r[2], r[5]}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("row %d: %v, want %v", i, got, want)
		}
		if (d.MALLMiB == 0) != (r[9] == "-") || (d.GL1KiB == 0) != (r[7] == "-") {
			t.Errorf("row %d: GL1 %q, MALL %q for %+v", i, r[7], r[9], d)
		}
	}
	goldenMemory(t, "model-devices.txt", out)
	if _, err := run(t, "model", "--devices", "--arch", "gfx900"); err == nil || !strings.Contains(err.Error(), "--arch does not apply to --devices") {
		t.Errorf("--devices --arch: %v", err)
	}
}
