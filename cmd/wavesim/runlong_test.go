package main

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// A bounded run that does not finish exits 3, says what it did, marks
// its figures partial and checks no expectation; one that fits its
// bounds is a normal run.
func TestRunBoundsPartial(t *testing.T) {
	args := []string{"run", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s", "-q"}
	out, err := run(t, append(args, "--max-waves", "12")...)
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != exitStopped {
		t.Fatalf("want exit %d, got %v\n%s", exitStopped, err, out)
	}
	want := "stopped by --max-waves 12 before the next workgroup: 1 of 2 workgroups (8 of 16 waves) completed, "
	if !strings.HasPrefix(ee.msg, want) || !strings.HasSuffix(ee.msg, "; the results are partial and the expectation was not checked") {
		t.Errorf("message %q", ee.msg)
	}
	if !strings.Contains(out, "PARTIAL RUN: kernel saxpy on gfx1030 wave32: 1 workgroups, 8 waves") || strings.Contains(out, "expectation") {
		t.Errorf("output:\n%s", out)
	}

	// Both workgroups run side by side on the one compute unit: the
	// budget runs out in the second's waves, which issue after the
	// first's first instructions.
	out, err = run(t, append(args, "--json", "--max-insts", "20")...)
	if !errors.As(err, &ee) || ee.code != exitStopped || !strings.Contains(ee.msg, "--max-insts 20 inside workgroup (1,0,0)") {
		t.Fatalf("--max-insts: %v", err)
	}
	// One at a time, the first workgroup takes the whole budget.
	if _, err := run(t, append(args, "--cus", "0", "--max-insts", "20")...); !errors.As(err, &ee) || !strings.Contains(ee.msg, "--max-insts 20 inside workgroup (0,0,0)") {
		t.Fatalf("--cus 0 --max-insts: %v", err)
	}
	var res struct {
		Partial *struct {
			Bound      string `json:"bound"`
			Limit      int64  `json:"limit"`
			Waves      int64  `json:"waves"`
			TotalWaves int64  `json:"total_waves"`
			InGroup    []int  `json:"in_workgroup"`
		} `json:"partial"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if p := res.Partial; p == nil || p.Bound != "max_insts" || p.Limit != 20 || p.Waves != 0 || p.TotalWaves != 16 || len(p.InGroup) != 3 {
		t.Errorf("partial: %+v", p)
	}

	out, err = run(t, append(args, "--max-waves", "16", "--max-insts", "1000000")...)
	if err != nil || !strings.Contains(out, "expectation: match") || strings.Contains(out, "PARTIAL") {
		t.Errorf("a run within its bounds: %v\n%s", err, out)
	}
}
