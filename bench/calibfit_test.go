package bench

import (
	"encoding/json"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// Starting branch_not_taken (measured on gfx1100: 3) at the high end of
// the range other targets leave open, a fit of it alone within that range
// moves it back down, to the best value of the range with the rest of the
// model as it is.
func TestCalibFitRecoversDetunedParameter(t *testing.T) {
	s := loadTestSuite(t)
	ev := NewEvaluator(s, []timing.Setting{{Name: "branch_not_taken", Value: "32"}})
	params, err := ParseParams(s.Arch, ev.Base, []string{"branch_not_taken=1..32"})
	if err != nil {
		t.Fatal(err)
	}
	f, err := ev.Fit(params)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s → %s: %s, %d runs", f.Start, f.Fitted, f.After, f.Runs)
	if f.Fitted[0].Value == "32" || !f.After.Better(f.Before) {
		t.Fatalf("the fit left branch_not_taken at %s: %s → %s", f.Fitted[0].Value, f.Before, f.After)
	}
	for n := 1; n <= 32; n++ {
		r, err := ev.Eval(timing.Setting{Name: "branch_not_taken", Value: strconv.Itoa(n)})
		if err != nil {
			t.Fatal(err)
		}
		if r.Score.Better(f.After) {
			t.Errorf("branch_not_taken=%d scores %s, better than the fit's %s", n, r.Score, f.After)
		}
	}
	def, err := timing.ParamsFor(s.Arch)
	if err != nil {
		t.Fatal(err)
	}
	// The model flags name the fitted value unless it is the target's own.
	if !slices.Contains(f.Model, timing.Setting{Name: "branch_not_taken", Value: f.Fitted[0].Value}) &&
		f.Fitted[0].Value != timing.KnobByName("branch_not_taken").Get(def) {
		t.Errorf("model flags %v lack the fitted value", f.Model)
	}
	// The fitted model, run afresh, gives the score the fit reports.
	r, err := s.Run(f.Model)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.AtEnd) != 0 {
		t.Errorf("fitted inside the range, but AtEnd says %v", f.AtEnd)
	}
	if r.Score != f.After {
		t.Errorf("the fitted model scores %s, the fit said %s", r.Score, f.After)
	}
}

// The search itself, on a function with a known minimum: a continuous
// parameter (Nelder–Mead), an integer one (a range wider than one grid, with
// its minimum between the coarse grid's points), an enumeration, each
// starting away from its best value.
func TestCalibFitSearchFindsKnownMinimum(t *testing.T) {
	params := []Param{
		{Name: "x", Kind: RealParam, Lo: 0, Hi: 10, Ranged: true},
		{Name: "n", Kind: IntParam, Lo: 1, Hi: 200, Ranged: true},
		{Name: "e", Kind: EnumParam, Values: []string{"a", "b", "c"}},
	}
	evals := 0
	obj := func(v map[string]string) (CalibScore, error) {
		evals++
		var x, n float64
		json.Unmarshal([]byte(v["x"]), &x)
		json.Unmarshal([]byte(v["n"]), &n)
		m := (x-2.5)*(x-2.5) + math.Abs(n-139)
		if v["e"] != "b" {
			m += 1
		}
		return CalibScore{MAPE: m}, nil
	}
	start := map[string]string{"x": "9", "n": "3", "e": "a"}
	s0, _ := obj(start)
	vals, best, rounds, err := fitSearch(params, start, s0, obj)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%v: %v after %d rounds, %d evaluations", vals, best.MAPE, rounds, evals)
	var x float64
	json.Unmarshal([]byte(vals["x"]), &x)
	if math.Abs(x-2.5) > 0.05 || vals["n"] != "139" || vals["e"] != "b" {
		t.Errorf("fit found %v, want x≈2.5 n=139 e=b", vals)
	}
	if start["x"] != "9" {
		t.Error("the fit changed its caller's start values")
	}
}

// What sensitivity tries: ends and a step either side for a ranged
// integer (inside the range), a step either side for one without a
// range, each other value of an enumeration.
func TestCalibSensitivityTries(t *testing.T) {
	for _, c := range []struct {
		p    Param
		cur  string
		want string
	}{
		{Param{Kind: IntParam, Lo: 10, Hi: 32, Ranged: true}, "32", "10 (low end), 31 (-1)"},
		{Param{Kind: IntParam, Lo: 1, Hi: 32, Ranged: true}, "5", "1 (low end), 4 (-1), 6 (+1), 32 (high end)"},
		{Param{Kind: IntParam}, "5", "4 (-1), 6 (+1)"},
		{Param{Kind: EnumParam, Values: []string{"forwarded", "result"}}, "result", "forwarded (value)"},
		{Param{Kind: RealParam, Lo: 0.5, Hi: 2, Ranged: true}, "1", "0.5 (low end), 2 (high end)"},
	} {
		vals, what := c.p.tries(c.cur)
		var got []string
		for i := range vals {
			got = append(got, vals[i]+" ("+what[i]+")")
		}
		if g := strings.Join(got, ", "); g != c.want {
			t.Errorf("%+v at %s: %s, want %s", c.p, c.cur, g, c.want)
		}
	}
}

func TestCalibParseParams(t *testing.T) {
	a := isa.MustArch("gfx1100")
	ps, err := ParseParams(a, nil, []string{"latency.valu32", "latency.salu=1..6,exec_skip", "branch_taken"})
	if err != nil {
		t.Fatal(err)
	}
	want := []Param{
		{Name: "latency.valu32", Kind: IntParam},
		{Name: "latency.salu", Kind: IntParam, Lo: 1, Hi: 6, Ranged: true},
		{Name: "exec_skip", Kind: EnumParam, Values: []string{"true", "false"}},
		{Name: "branch_taken", Kind: IntParam}, // measured on gfx1100: no open range
	}
	if !reflect.DeepEqual(ps, want) {
		t.Errorf("got %+v\nwant %+v", ps, want)
	}
	open, err := OpenParams(a, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range open {
		names = append(names, p.Name)
	}
	if g := strings.Join(names, " "); g != "sgpr_rule_vcc salu_after_valu exec_write l2_share l0_line l2_line smem_line cache_ways lat_gl1 lat_mall lat_dram "+
		"vmem_lanes_per_cycle lds_conflict_cycle lds_atomic_same_addr l2_atomic_same_addr execz_mem" {
		t.Errorf("open on gfx1100: %s", g)
	}
	// The sensitivity adds the measured ones, and no parameter LLVM gives.
	cal, err := CalibratedParams(a, nil)
	if err != nil {
		t.Fatal(err)
	}
	names = names[:0]
	for _, p := range cal {
		names = append(names, p.Name)
	}
	for _, want := range []string{"exec_write", "branch_taken", "alu_dispatch", "valu_writeback", "latency.lds", "latency.salu_mul", "lat_l0", "lat_l2"} {
		if !slices.Contains(names, want) {
			t.Errorf("measured and open on gfx1100: %v lacks %s", names, want)
		}
	}
	if slices.Contains(names, "latency.valu32") {
		t.Errorf("measured and open on gfx1100: %v has latency.valu32, LLVM's", names)
	}
	for _, c := range []struct{ bad, want string }{
		{"nope", `--vary "nope": no model parameter "nope"`},
		{"exec_write=1..2", `--vary "exec_write=1..2": exec_write takes forwarded|result, not a range`},
		{"latency.salu=6..1", `--vary "latency.salu=6..1": range 6..1: the low end is above the high end`},
		{"latency.salu=a..b", `--vary "latency.salu=a..b": range "a..b": want numbers`},
		{"latency.salu=3", `--vary "latency.salu=3": want name or name=lo..hi`},
		{"latency.salu=0..4", `--vary "latency.salu=0..4": range 0..4: model parameter latency.salu=0: want an integer from 1`},
		{"latency.salu=1.5..4", `--vary "latency.salu=1.5..4": range 1.5..4: model parameter latency.salu=1.5: want an integer`},
		{"branch_taken,branch_taken", `--vary "branch_taken": branch_taken given twice`},
	} {
		if _, err := ParseParams(a, nil, []string{c.bad}); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("--vary %s: %v, want %q", c.bad, err, c.want)
		}
	}
	// A fit needs a range for every number it searches.
	s := &CalibSuite{Arch: a}
	if _, err := NewEvaluator(s, nil).Fit(ps[:1]); err == nil || !strings.Contains(err.Error(), "latency.valu32=lo..hi") {
		t.Errorf("fit without a range: %v", err)
	}
}

// A fit that ends at an end of a numeric range says so: the best value may
// lie beyond it.
func TestCalibParamEnds(t *testing.T) {
	q := Param{Kind: IntParam, Lo: 1, Hi: 12, Ranged: true}
	for v, want := range map[string]string{"1": "low end", "12": "high end", "5": "", "13": ""} {
		if got := q.endOf(v); got != want {
			t.Errorf("endOf(%s) = %q, want %q", v, got, want)
		}
	}
	if (&Param{Kind: IntParam}).endOf("1") != "" || (&Param{Kind: EnumParam, Values: []string{"a", "b"}}).endOf("a") != "" {
		t.Error("a parameter without a numeric range has no ends")
	}
}
