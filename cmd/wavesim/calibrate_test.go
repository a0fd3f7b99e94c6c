package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/sim/timing"
)

const calibDir = "../../" + bench.DefaultCaptures

var suiteLine = regexp.MustCompile(`^span MAPE \d+\.\d% \| within ±2: \d+/\d+ \| MODAL \d+\.\d%$`)

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// The last line is the suite's score under the model as given, in
// score.py's words, also after a sensitivity and a fit.
func TestCalibratePrintsTheSuiteLineLast(t *testing.T) {
	s, err := bench.LoadCalibration(calibDir)
	if err != nil {
		t.Fatal(err)
	}
	detuned := []timing.Setting{{Name: "branch_not_taken", Value: "32"}}
	want, err := s.Run(detuned)
	if err != nil {
		t.Fatal(err)
	}
	// gfx1100's branch costs are measured: the fit searches the ranges
	// the other targets leave open.
	out, err := run(t, "calibrate", "--model", "branch_not_taken=32", "--fit", "--vary", "branch_not_taken=1..32", "--vary", "branch_taken=10..32", calibDir)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	last := lastLine(out)
	if !suiteLine.MatchString(last) || last != want.Score.String() {
		t.Errorf("last line %q, want %q", last, want.Score.String())
	}
	for _, w := range []string{"sensitivity:", "branch_taken", "1 (low end)", "fit of branch_not_taken, branch_taken",
		"before: " + want.Score.String(), "model:  (the defaults: no --model needed)"} {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
	if strings.Contains(out, "mb_c4_depctr_chain_n1") {
		t.Errorf("kernel rows without -v:\n%s", out)
	}
	out, err = run(t, "calibrate", "-v", "--sensitivity=false", calibDir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "mb_c4_depctr_chain_n1") || strings.Contains(out, "sensitivity:") || !suiteLine.MatchString(lastLine(out)) {
		t.Errorf("-v --sensitivity=false:\n%s", out)
	}
}

func TestCalibrateJSONFit(t *testing.T) {
	out, err := run(t, "calibrate", "--json", "--fit", "--vary", "branch_not_taken=1..32", "--model", "branch_not_taken=32", calibDir)
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Score   bench.CalibScore
		Kernels []bench.CalibKernel
		Fit     *bench.FitResult
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(rep.Kernels) != 207 || rep.Fit == nil || len(rep.Fit.Fitted) != 1 {
		t.Fatalf("kernels %d, fit %+v", len(rep.Kernels), rep.Fit)
	}
	f := rep.Fit
	if f.Fitted[0].Value == "32" || !f.After.Better(f.Before) || f.Before != rep.Score {
		t.Errorf("fit: %+v (score %s)", f, rep.Score)
	}
}

func TestCalibrateErrors(t *testing.T) {
	// The default folder is relative to the repository's root.
	if _, err := run(t, "calibrate"); err == nil || !strings.Contains(err.Error(), "no DIR given") {
		t.Errorf("no DIR outside the root: %v", err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"calibrate", "--vary", "no_such", calibDir}, `--vary "no_such": no model parameter "no_such"`},
		{[]string{"calibrate", "--model", "branch_taken=0", calibDir}, `--model "branch_taken=0": want an integer from 1`},
		{[]string{"calibrate", "--fit", "--vary", "latency.valu32", calibDir}, "latency.valu32 has no range to fit in"},
		{[]string{"calibrate", "testdata"}, "not a calibration capture"},
	} {
		if _, err := run(t, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}
