package launch

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// cycles runs a corpus kernel with its launch changed to grid and
// workgroup, on cus compute units at an occupancy (0, 0: one workgroup at
// a time), and checks the buffers against lli's where the launch is the
// corpus's own.
func cuCycles(t *testing.T, kernel, variant string, grid, wg, cus, occ int) int64 {
	t.Helper()
	dir := "../../traces/" + kernel + "/"
	spec, err := LoadSpec(dir + "launch.json")
	if err != nil {
		t.Fatal(err)
	}
	own := grid == 0
	if !own {
		spec.Grid, spec.Workgroup = []int{grid, 1, 1}, []int{wg, 1, 1}
	}
	p, err := LoadProgram(dir+variant+".s", LoadOptions{}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDispatch(p, spec, Options{Timing: true, CUs: cus, Occupancy: occ})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	if own {
		if m := d.Check(); m != nil {
			t.Fatalf("%s %s on %d CUs at occupancy %d: %v", kernel, variant, cus, occ, m)
		}
	}
	return d.Timing.Cycles
}

// An 8-wave workgroup of VALU work on gfx1030 in WGP mode spreads over
// the WGP's 4 SIMD32s: about a quarter of the cycles it takes when all 8
// waves share one SIMD. The work is testdata/valu_ilp (five independent
// FMA chains, 672 instructions a wave): a SIMD's two waves issue every
// cycle, and what is left above a quarter is the loop's three taken
// branches, which two waves hide less well than eight. The memory system
// is off: its cold kernarg load (some 700 cycles on either placement) is
// not what this measures.
func TestWorkgroupSpreadsOverWGP(t *testing.T) {
	run := func(cus int) int64 {
		d, err := RunFiles("testdata/valu_ilp/llvm16-gfx1030.s", "testdata/valu_ilp/launch.json", LoadOptions{},
			Options{Timing: true, CUs: cus, Model: []timing.Setting{{Name: "memory", Value: "false"}}})
		if err != nil {
			t.Fatal(err)
		}
		return d.Timing.Cycles
	}
	one, wgp := run(IsolatedCUs), run(1)
	ratio := float64(wgp) / float64(one)
	t.Logf("8 waves of valu_ilp on gfx1030: %d cycles on one SIMD, %d on a WGP's 4 SIMDs (%.3f)", one, wgp, ratio)
	if ratio < 0.25 || ratio > 0.33 {
		t.Errorf("a WGP takes %.3f of one SIMD's cycles, want about a quarter", ratio)
	}
	// The less VALU-bound valu_heavy (dependent chains: two waves a SIMD
	// hide part of the VALU latency) gains less.
	one, wgp = cuCycles(t, "valu_heavy", "llvm16-gfx1030", 256, 256, IsolatedCUs, 0), cuCycles(t, "valu_heavy", "llvm16-gfx1030", 256, 256, 1, 0)
	if wgp >= one {
		t.Errorf("valu_heavy: %d cycles on a WGP, %d on one SIMD", wgp, one)
	}
}

// On one compute unit, a grid of many workgroups takes fewer cycles the
// more waves each SIMD may hold: latency hides behind other waves.
func TestGridCyclesFallWithOccupancy(t *testing.T) {
	var rows []string
	prev := int64(-1)
	first := int64(0)
	for occ := 1; occ <= 16; occ *= 2 {
		c := cuCycles(t, "saxpy", "llvm16-gfx1030", 16384, 128, 1, occ)
		rows = append(rows, fmt.Sprintf("occupancy %2d: %d cycles", occ, c))
		if prev >= 0 && c > prev {
			t.Errorf("occupancy %d takes %d cycles, more than %d at half of it", occ, c, prev)
		}
		if occ == 1 {
			first = c
		}
		prev = c
	}
	t.Logf("saxpy gfx1030, 128 workgroups of 128 on one WGP:\n%s", strings.Join(rows, "\n"))
	if prev*3 > first {
		t.Errorf("occupancy 16 takes %d cycles against %d at 1: latency is not hidden", prev, first)
	}
}

// Workgroups side by side compute what one at a time does: every corpus
// kernel's buffers match lli's on 2 compute units at occupancy 2.
func TestSideBySideMatchesLLI(t *testing.T) {
	for _, k := range []struct{ kernel, variant string }{
		{"lds_reduce", "llvm16-gfx1030"}, {"lds_histogram", "llvm16-gfx900"}, {"prefix_scan", "llvm16-gfx1100"},
		{"atomics_global", "llvm16-gfx1030-w64"}, {"scratch_array", "llvm14-gfx1010"}, {"saxpy", "llvm16-gfx900"},
	} {
		cuCycles(t, k.kernel, k.variant, 0, 0, 2, 2)
	}
}

// Bad placements are refused; the default (0) is one compute unit, and
// an occupancy needs side-by-side placement and timing.
func TestSideBySideOptions(t *testing.T) {
	dir := "../../traces/saxpy/"
	spec, err := LoadSpec(dir + "launch.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadProgram(dir+"llvm16-gfx1030.s", LoadOptions{}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		o    Options
		want string
	}{
		{Options{Timing: true, CUs: -2}, "-2 compute units: the model takes 1 to"},
		{Options{Timing: true, CUs: MaxCUs + 1}, fmt.Sprintf("%d compute units: the model takes 1 to %d", MaxCUs+1, MaxCUs)},
		{Options{CUs: 1}, "workgroups side by side need the timing model"},
		{Options{Occupancy: 2}, "an occupancy applies to workgroups side by side"},
		{Options{Timing: true, CUs: IsolatedCUs, Occupancy: 2}, "an occupancy applies to workgroups side by side"},
		{Options{Timing: true, CUs: 1, Occupancy: 17}, "occupancy 17: the kernel allows 1 to 16 waves"},
	} {
		if _, err := NewDispatch(p, spec, c.o); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("CUs %d, occupancy %d, timing %v: %v, want %q", c.o.CUs, c.o.Occupancy, c.o.Timing, err, c.want)
		}
	}
	for _, o := range []Options{{Timing: true}, {Timing: true, Occupancy: 2}, {Timing: true, CUs: IsolatedCUs}, {}} {
		d, err := NewDispatch(p, spec, o)
		if err != nil {
			t.Fatalf("%+v: %v", o, err)
		}
		if side := d.cu != nil; side != (o.Timing && o.CUs == 0) {
			t.Errorf("%+v: side by side %v", o, side)
		} else if side && d.cu.N != 1 {
			t.Errorf("%+v: %d compute units, want 1", o, d.cu.N)
		}
	}
}

// The bounds of a long dispatch stop workgroups side by side too: the
// wave bound before a workgroup that would pass it, the instruction
// budget as soon as it is spent.
func TestSideBySideBounds(t *testing.T) {
	for _, c := range []struct {
		o     Options
		bound Bound
	}{
		{Options{Timing: true, CUs: 1, MaxWaves: 8}, BoundWaves},
		{Options{Timing: true, CUs: 1, MaxInsts: 100}, BoundInsts},
	} {
		d, err := RunFiles("../../traces/saxpy/llvm16-gfx1030.s", "../../traces/saxpy/launch.json", LoadOptions{}, c.o)
		var s *StopError
		if !errors.As(err, &s) || s.Bound != c.bound {
			t.Fatalf("%+v: %v, want a stop at the %v", c.o, err, c.bound)
		}
		if c.bound == BoundInsts && (d == nil || d.M.Steps != 100) {
			t.Errorf("stopped after %d instructions, want 100", d.M.Steps)
		}
	}
}

// A dispatch records the most instructions a wave executed whatever the
// placement: the validator's step limit for random launches comes from it.
func TestMaxWaveStepsSideBySide(t *testing.T) {
	var steps []int64
	for _, cus := range []int{IsolatedCUs, 0, 2} {
		d, err := RunFiles("../../traces/saxpy/llvm16-gfx1030.s", "../../traces/saxpy/launch.json", LoadOptions{}, Options{Timing: true, CUs: cus})
		if err != nil {
			t.Fatal(err)
		}
		steps = append(steps, d.MaxWaveSteps)
	}
	if steps[0] == 0 || steps[1] != steps[0] || steps[2] != steps[0] {
		t.Errorf("most steps a wave took: %v (one at a time, one CU, two CUs)", steps)
	}
}

// The workgroup info SGPR holds the workgroup's size in waves
// (AMDGPUUsage "Initial Kernel Execution State", tg_size_in_waves), in
// every wave of it and whatever the placement: testdata/wginfo stores it
// for each work-item; its grid of 224 is a group of 4 waves and one of 3.
func TestWorkgroupInfoSGPR(t *testing.T) {
	for _, cus := range []int{IsolatedCUs, 0, 2} {
		for _, timing := range []bool{false, true} {
			if !timing && cus != 0 {
				continue
			}
			d, err := RunFiles("testdata/wginfo/wginfo.s", "testdata/wginfo/launch.json", LoadOptions{}, Options{Timing: timing, CUs: cus})
			if err != nil {
				t.Fatal(err)
			}
			out, err := d.Contents("out")
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range out {
				want := uint64(4)
				if i >= 128 {
					want = 3
				}
				if v != want {
					t.Fatalf("CUs %d, timing %v: work-item %d reads %d waves in its workgroup, want %d", cus, timing, i, v, want)
				}
			}
		}
	}
}

// issueLog records the issue cycle of every instruction, by PC.
type issueLog struct{ at map[int][]int64 }

func (l *issueLog) Issued(e timing.IssueEvent)  { l.at[e.PC] = append(l.at[e.PC], e.Cycle) }
func (l *issueLog) Waited(w timing.BarrierWait) {}

// A wave a GWS semaphore releases goes on no earlier than the
// ds_gws_sema_br that released it, also when the releasing workgroup runs
// beside it (testdata/gwsrelease: workgroup 23 releases the other 23,
// which wait in ds_gws_sema_p, then take their ds_ordered_count turns).
func TestGWSReleaseIsCausal(t *testing.T) {
	p, spec, err := Load("testdata/gwsrelease/gws.s", "testdata/gwsrelease/launch.json", LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pcOf := func(prefix string) int {
		for i, in := range p.Insts {
			if strings.HasPrefix(isa.FormatInst(in, p.Arch), prefix) {
				return i
			}
		}
		t.Fatalf("no %s", prefix)
		return -1
	}
	br, ord := pcOf("ds_gws_sema_br"), pcOf("ds_ordered_count")
	for _, cus := range []int{0, 2} {
		log := &issueLog{at: map[int][]int64{}}
		d, err := NewDispatch(p, spec, Options{Timing: true, CUs: cus, Timeline: log})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Run(); err != nil {
			t.Fatal(err)
		}
		release := slices.Min(log.at[br])
		if first := slices.Min(log.at[ord]); first < release {
			t.Errorf("CUs %d: a released wave issues ds_ordered_count at cycle %d, before the release at %d", cus, first, release)
		}
		if d.Timing.Stalls[timing.CauseBarrier] == 0 {
			t.Errorf("CUs %d: the waits in ds_gws_sema_p are charged nothing", cus)
		}
	}
}
