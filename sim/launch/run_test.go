package launch

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

// boundSpec is a launch of errKernel (each lane stores its id into one of
// 1024 elements, whatever its workgroup) over a grid.
func boundSpec(grid, wg string) string {
	return fmt.Sprintf(`{"grid": %s, "workgroup": %s, "buffers": {"out": {"type": "u32", "count": 1024}}, "args": [{"buffer": "out"}]}`, grid, wg)
}

func newBoundDispatch(t *testing.T, spec string, opts Options) *Dispatch {
	t.Helper()
	s, err := ParseSpec("spec.json", []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDispatch(mustParse(t, strings.Replace(errKernel, "%d", "0", 1)), s, opts)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// A grid of 2^30 work-items (2^25 waves, hours of simulation) stops at
// an instruction budget or a wave bound with what it did, and the run's
// memory stays that of one workgroup.
func TestBoundsStopLongGrid(t *testing.T) {
	const perWave = 5 // errKernel's instructions
	spec := boundSpec("[1073741824]", "[256]")
	for _, tc := range []struct {
		opts               Options
		bound              Bound
		waves, groups      int64
		minSteps, maxSteps int64
		inGroup            bool
		msg                string
	}{
		// 8 waves a workgroup, 40 instructions: the budget of 1000 is
		// spent after 25 workgroups.
		{Options{MaxInsts: 1000}, BoundInsts, 200, 25, 1000, 1000, false,
			"stopped at the instruction budget of 1000 before the next workgroup: 25 of 4194304 workgroups (200 of 33554432 waves) completed, 1000 wave instructions"},
		// One instruction left: the next workgroup's first wave to issue
		// takes it, and the dispatch stops inside that workgroup.
		{Options{MaxInsts: 1001, Timing: true, CUs: IsolatedCUs}, BoundInsts, 200, 25, 1001, 1001, true,
			"stopped at the instruction budget of 1001 inside workgroup (25,0,0): 25 of 4194304 workgroups"},
		// Side by side on one compute unit (the timed default), the
		// budget runs out with several workgroups in flight: it stops at
		// exactly 1001, inside the workgroup of the next wave to issue.
		{Options{MaxInsts: 1001, Timing: true}, BoundInsts, 200, 25, 1001, 1001, true,
			"stopped at the instruction budget of 1001 inside workgroup (25,0,0): 25 of 4194304 workgroups (200 of 33554432 waves) completed, 1001 wave instructions"},
		// Whole workgroups up to the bound: 12 of 8 waves is 96 of 100.
		{Options{MaxWaves: 100}, BoundWaves, 96, 12, 96 * perWave, 96 * perWave, false,
			"stopped at the wave bound of 100 before the next workgroup: 12 of 4194304 workgroups (96 of 33554432 waves) completed, 480 wave instructions; the results are partial"},
		{Options{MaxWaves: 100, MaxInsts: 1 << 40, Timing: true}, BoundWaves, 96, 12, 96 * perWave, 96 * perWave, false, ""},
		{Options{MaxWaves: 100, MaxInsts: 1 << 40, Timing: true, CUs: IsolatedCUs}, BoundWaves, 96, 12, 96 * perWave, 96 * perWave, false, ""},
	} {
		d := newBoundDispatch(t, spec, tc.opts)
		if d.TotalWaves != 1<<25 || d.TotalWorkgroups != 1<<22 {
			t.Fatalf("%d waves in %d workgroups, want 2^25 in 2^22", d.TotalWaves, d.TotalWorkgroups)
		}
		err := d.Run()
		var stop *StopError
		if !errors.As(err, &stop) {
			t.Fatalf("%+v: want a stop, got %v", tc.opts, err)
		}
		if d.Stopped != stop || stop.Bound != tc.bound || stop.Waves != tc.waves || stop.Workgroups != tc.groups ||
			stop.Steps < tc.minSteps || stop.Steps > tc.maxSteps || (stop.InWorkgroup != nil) != tc.inGroup {
			t.Errorf("%+v: stopped %+v", tc.opts, stop)
		}
		if tc.msg != "" && !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%+v: message\n%s\ndoes not say\n%s", tc.opts, err, tc.msg)
		}
		if d.Mem.Pages() > 4 {
			t.Errorf("%+v: %d pages allocated", tc.opts, d.Mem.Pages())
		}
	}
}

// A dispatch that fits its bounds exactly completes; one wave alone
// running past what is left of the budget stops inside its workgroup.
func TestBoundsEdges(t *testing.T) {
	for _, cus := range []int{0, IsolatedCUs} {
		d := newBoundDispatch(t, boundSpec("[1024]", "[256]"), Options{MaxInsts: 32 * 5, MaxWaves: 32, Timing: true, CUs: cus})
		if err := d.Run(); err != nil || d.NumWaves != 32 || d.Stopped != nil {
			t.Fatalf("CUs %d: a run within its bounds: %v, %d waves", cus, err, d.NumWaves)
		}
	}
	d := newBoundDispatch(t, boundSpec("[1024]", "[1024]"), Options{MaxInsts: 3})
	err := d.Run()
	var stop *StopError
	if !errors.As(err, &stop) || stop.InWorkgroup == nil || *stop.InWorkgroup != [3]int{} || stop.Waves != 0 || stop.Steps > 3*32 {
		t.Fatalf("want a stop inside workgroup (0,0,0), got %v", err)
	}
	if !strings.Contains(err.Error(), "inside workgroup (0,0,0)") {
		t.Errorf("message %q", err)
	}
	// The per-wave limit is the dispatch's again.
	if d.M.StepLimit != newBoundDispatch(t, boundSpec("[32]", "[32]"), Options{}).M.StepLimit {
		t.Errorf("step limit left at %d", d.M.StepLimit)
	}
	// A wave's own step limit is not the budget's.
	d = newBoundDispatch(t, boundSpec("[64]", "[32]"), Options{MaxInsts: 100, StepLimit: 3})
	if err := d.Run(); errors.As(err, &stop) || err == nil || !strings.Contains(err.Error(), "--max-steps") {
		t.Errorf("the per-wave limit: %v", err)
	}
}

// Progress is called with the grid's totals from the start, never goes
// back, and ends at the totals; the totals are what the run counts, partial
// workgroups at the grid's edges included.
func TestProgressMonotonic(t *testing.T) {
	for _, tc := range []struct{ grid, wg string }{
		{"[65536]", "[64]"},
		{"[100, 7, 3]", "[64, 2, 2]"},
		{"[33, 1, 5]", "[32, 1, 1]"},
		{"[1000]", "[1000]"},
	} {
		var calls []Status
		d := newBoundDispatch(t, boundSpec(tc.grid, tc.wg), Options{ProgressEvery: time.Nanosecond,
			Progress: func(s Status) { calls = append(calls, s) }})
		if err := d.Run(); err != nil {
			t.Fatal(err)
		}
		if len(calls) < d.Workgroups/2 {
			t.Errorf("grid %s: %d calls for %d workgroups", tc.grid, len(calls), d.Workgroups)
		}
		want := Status{Waves: int64(d.NumWaves), TotalWaves: int64(d.NumWaves), Workgroups: int64(d.Workgroups),
			TotalWorkgroups: int64(d.Workgroups), Steps: d.Steps()}
		if len(calls) < 2 || calls[0].Waves != 0 || calls[0].Steps != 0 || calls[len(calls)-1] != want {
			t.Fatalf("grid %s: calls %+v, want 0 first and %+v last", tc.grid, calls, want)
		}
		for i, c := range calls {
			if c.TotalWaves != want.TotalWaves || c.TotalWorkgroups != want.TotalWorkgroups {
				t.Errorf("grid %s: call %d has totals %d, %d, want %d, %d", tc.grid, i, c.TotalWaves, c.TotalWorkgroups, want.TotalWaves, want.TotalWorkgroups)
			}
			if i > 0 && (c.Waves < calls[i-1].Waves || c.Workgroups < calls[i-1].Workgroups || c.Steps < calls[i-1].Steps) {
				t.Errorf("grid %s: call %d %+v goes back from %+v", tc.grid, i, c, calls[i-1])
			}
		}
	}
	// Stopped, the last call says where.
	var last Status
	d := newBoundDispatch(t, boundSpec("[65536]", "[64]"), Options{MaxWaves: 10, Progress: func(s Status) { last = s }})
	var stop *StopError
	if err := d.Run(); !errors.As(err, &stop) || !strings.Contains(err.Error(), "stopped at the wave bound of 10") ||
		last.Waves != 10 || last.TotalWaves != 2048 {
		t.Errorf("stopped: %v, last call %+v; want a stop at the wave bound", err, last)
	}
}

// A grid past the runtime's 2^32 − 1 work-items, and buffers past 4 GiB
// together, are refused where the spec says so, before anything is
// allocated.
func TestLaunchLimits(t *testing.T) {
	for _, tc := range []struct{ spec, want string }{
		{`{"grid": [65536, 65536, 2], "workgroup": [64], "buffers": {}, "args": []}`, `spec.json:1:10: the grid [65536 65536 2] has more than 4294967295 work-items`},
		{`{"grid": [64], "workgroup": [64], "buffers": {
  "a": {"type": "f32", "count": 268435456}, "b": {"type": "u64", "count": 134217728},
  "c": {"type": "f64", "count": 134217728}, "d": {"type": "i32", "count": 268435456},
  "e": {"type": "u32", "count": 1}}, "args": []}`, `spec.json:4:8: buffer "e" brings the launch's buffers to 4294967300 bytes, more than the 4294967296`},
	} {
		_, err := ParseSpec("spec.json", []byte(tc.spec))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("got %v, want %s", err, tc.want)
		}
	}
}

// A dispatch's memory does not grow with its grid: one workgroup's waves,
// LDS and timing state are reused by the next, so ten times the
// workgroups allocate about what one more workgroup's bookkeeping takes.
func TestRunGridAllocs(t *testing.T) {
	for _, cus := range []int{0, IsolatedCUs} {
		t.Run(fmt.Sprint("CUs", cus), func(t *testing.T) { testRunGridAllocs(t, cus) })
	}
}

func testRunGridAllocs(t *testing.T, cus int) {
	alloc := func(groups int) uint64 {
		d := newBoundDispatch(t, boundSpec(fmt.Sprint("[", 256*groups, "]"), "[256]"), Options{Timing: true, CUs: cus})
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if err := d.Run(); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	small, large := alloc(100), alloc(1000)
	per := float64(large-min(small, large)) / 900
	t.Logf("100 workgroups: %d bytes; 1000: %d bytes; %.0f bytes a workgroup", small, large, per)
	if per > 256 {
		t.Errorf("%.0f bytes allocated per workgroup of 8 waves", per)
	}
}
