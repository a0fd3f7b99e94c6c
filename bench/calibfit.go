package bench

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/gonum/optimize"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// Sensitivity and fitting of the timing model's parameters against the
// calibration suite (calibrate.go). docs/calibration.md explains both.

// ParamKind is how a parameter's values are searched.
type ParamKind int

const (
	// IntParam takes whole numbers (cycles): a grid over its range.
	IntParam ParamKind = iota
	// RealParam takes any number in its range: Nelder–Mead.
	RealParam
	// EnumParam takes one of a few named values: each is tried.
	EnumParam
)

func (k ParamKind) String() string {
	return [...]string{"integer", "continuous", "enumeration"}[k]
}

// Param is a model parameter sensitivity and the fit vary.
type Param struct {
	Name string
	Kind ParamKind
	// Lo and Hi bound an integer or continuous parameter; Ranged is false
	// for an integer one no source and no user bounds (sensitivity then
	// steps it by one; a fit needs a range).
	Lo, Hi float64
	Ranged bool
	// Values are an enumeration's values, in the order they are tried.
	Values []string
}

// OpenParams lists the parameters no source pins down on arch (the open
// ones `wavesim model` lists), with their ranges: what a fit searches.
func OpenParams(arch *isa.Arch, base []timing.Setting) ([]Param, error) {
	return paramsWhere(arch, base, false)
}

// CalibratedParams lists the open parameters and those measured on arch's
// hardware (integers stepped by one): what the sensitivity shows.
func CalibratedParams(arch *isa.Arch, base []timing.Setting) ([]Param, error) {
	return paramsWhere(arch, base, true)
}

func paramsWhere(arch *isa.Arch, base []timing.Setting, measured bool) ([]Param, error) {
	p, err := timing.ParamsWith(arch, base)
	if err != nil {
		return nil, err
	}
	var out []Param
	for _, k := range timing.Knobs() {
		if _, _, open := k.Range(p); open || measured && k.Measured(p) {
			pp, err := paramOf(k, arch, base, p, "")
			if err != nil {
				return nil, err
			}
			out = append(out, pp)
		}
	}
	return out, nil
}

// ParseParams reads `name` or `name=lo..hi` (--vary): a parameter, open
// or not, with the range given or else the one the model leaves open.
func ParseParams(arch *isa.Arch, base []timing.Setting, specs []string) ([]Param, error) {
	p, err := timing.ParamsWith(arch, base)
	if err != nil {
		return nil, err
	}
	var out []Param
	for _, s := range specs {
		for _, one := range strings.Split(s, ",") {
			name, rng, _ := strings.Cut(strings.TrimSpace(one), "=")
			k := timing.KnobByName(name)
			if k == nil {
				return nil, fmt.Errorf("--vary %q: no model parameter %q (`wavesim model` lists them)", one, name)
			}
			pp, err := paramOf(k, arch, base, p, rng)
			if err != nil {
				return nil, fmt.Errorf("--vary %q: %w", one, err)
			}
			if slices.ContainsFunc(out, func(q Param) bool { return q.Name == name }) {
				return nil, fmt.Errorf("--vary %q: %s given twice", one, name)
			}
			out = append(out, pp)
		}
	}
	return out, nil
}

// paramOf classifies a knob by its values: named alternatives (the knob's
// Values lists them with |) are an enumeration; a range whose ends and
// current value are whole numbers (or, with no range, a whole-number
// value) is an integer parameter; any other numeric range is continuous.
// rng, "lo..hi", overrides the model's range. The knob must accept both
// ends (and a continuous one a value between), so that a search never
// steps onto a value the model refuses.
func paramOf(k *timing.Knob, arch *isa.Arch, base []timing.Setting, p *timing.Params, rng string) (Param, error) {
	out := Param{Name: k.Name}
	lo, hi, open := k.Range(p)
	if strings.Contains(k.Values, "|") {
		if rng != "" {
			return out, fmt.Errorf("%s takes %s, not a range", k.Name, k.Values)
		}
		out.Kind, out.Values = EnumParam, strings.Split(k.Values, "|")
		return out, nil
	}
	if rng != "" {
		var ok bool
		if lo, hi, ok = strings.Cut(rng, ".."); !ok {
			return out, fmt.Errorf("want name or name=lo..hi")
		}
		open = true
	}
	if !open {
		if _, err := strconv.Atoi(k.Get(p)); err != nil {
			return out, fmt.Errorf("%s has no range: give one, %s=lo..hi", k.Name, k.Name)
		}
		return out, nil // IntParam, not ranged
	}
	l, err1 := strconv.ParseFloat(lo, 64)
	h, err2 := strconv.ParseFloat(hi, 64)
	if err1 != nil || err2 != nil {
		// Two named ends with no list of values: the ends are the values.
		if rng != "" {
			return out, fmt.Errorf("range %q: want numbers", rng)
		}
		out.Kind, out.Values = EnumParam, []string{lo, hi}
		return out, nil
	}
	if l > h {
		return out, fmt.Errorf("range %s..%s: the low end is above the high end", lo, hi)
	}
	out.Lo, out.Hi, out.Ranged = l, h, true
	if _, err := strconv.Atoi(k.Get(p)); err != nil || l != math.Trunc(l) || h != math.Trunc(h) {
		out.Kind = RealParam
	}
	for _, v := range []float64{l, h, (l + h) / 2} {
		if _, err := timing.ParamsWith(arch, append(slices.Clone(base), timing.Setting{Name: k.Name, Value: out.format(v)})); err != nil {
			return out, fmt.Errorf("range %s..%s: %w", lo, hi, err)
		}
	}
	return out, nil
}

// format writes a value of the parameter as --model takes it.
func (p *Param) format(v float64) string {
	if p.Kind == IntParam {
		return strconv.Itoa(int(math.Round(v)))
	}
	// Four significant digits: the model's cycles are whole numbers, so a
	// finer value changes nothing but the number of suite runs.
	return strconv.FormatFloat(v, 'g', 4, 64)
}

// Evaluator runs the suite under the user's settings with some parameters
// changed, once per distinct model: the sensitivity and the fit ask for
// many of the same ones.
type Evaluator struct {
	Suite *CalibSuite
	Base  []timing.Setting
	memo  map[string]*CalibResult
	// Runs counts the suite runs made (distinct models).
	Runs int
}

// NewEvaluator evaluates models that start from base.
func NewEvaluator(s *CalibSuite, base []timing.Setting) *Evaluator {
	return &Evaluator{Suite: s, Base: slices.Clone(base), memo: map[string]*CalibResult{}}
}

// Eval is the suite's result with the base settings, then over.
func (e *Evaluator) Eval(over ...timing.Setting) (*CalibResult, error) {
	model := append(slices.Clone(e.Base), over...)
	p, err := timing.ParamsWith(e.Suite.Arch, model)
	if err != nil {
		return nil, err
	}
	// Two lists of settings that make the same table are one model.
	key := fmt.Sprint(p.Settings())
	if r, ok := e.memo[key]; ok {
		return r, nil
	}
	r, err := e.Suite.Run(model)
	if err != nil {
		return nil, err
	}
	e.Runs++
	e.memo[key] = r
	return r, nil
}

// current is each parameter's value under the base settings.
func (e *Evaluator) current(params []Param) (map[string]string, error) {
	p, err := timing.ParamsWith(e.Suite.Arch, e.Base)
	if err != nil {
		return nil, err
	}
	cur := map[string]string{}
	for _, q := range params {
		cur[q.Name] = timing.KnobByName(q.Name).Get(p)
	}
	return cur, nil
}

// SensRow is the suite's score with one parameter at one other value.
type SensRow struct {
	Param   string     `json:"parameter"`
	Current string     `json:"current"`
	Value   string     `json:"value"`
	What    string     `json:"what"` // "low end", "high end", "-1", "+1", "value"
	Score   CalibScore `json:"score"`
}

// tries lists the values sensitivity sets a parameter to, besides cur:
// an integer one at each end of its range and a step either side of cur
// (the local slope; inside the range when it has one), a continuous one
// at each end, an enumeration at each other value.
func (q *Param) tries(cur string) (vals, what []string) {
	add := func(v, w string) {
		if v != cur && !slices.Contains(vals, v) {
			vals, what = append(vals, v), append(what, w)
		}
	}
	switch q.Kind {
	case EnumParam:
		for _, v := range q.Values {
			add(v, "value")
		}
	case RealParam:
		add(q.format(q.Lo), "low end")
		add(q.format(q.Hi), "high end")
	case IntParam:
		n, _ := strconv.Atoi(cur)
		if q.Ranged {
			add(q.format(q.Lo), "low end")
		}
		for _, d := range []int{-1, 1} {
			if !q.Ranged || float64(n+d) >= q.Lo && float64(n+d) <= q.Hi {
				add(strconv.Itoa(n+d), fmt.Sprintf("%+d", d))
			}
		}
		if q.Ranged {
			add(q.format(q.Hi), "high end")
		}
	}
	return vals, what
}

// Sensitivity scores the suite with each parameter, one at a time, at the
// values tries gives; a value the parameter does not accept (an integer
// step below its minimum) is left out.
func (e *Evaluator) Sensitivity(params []Param) ([]SensRow, error) {
	cur, err := e.current(params)
	if err != nil {
		return nil, err
	}
	var out []SensRow
	for _, q := range params {
		vals, what := q.tries(cur[q.Name])
		for i, v := range vals {
			s := timing.Setting{Name: q.Name, Value: v}
			if _, err := timing.ParamsWith(e.Suite.Arch, append(slices.Clone(e.Base), s)); err != nil {
				continue
			}
			r, err := e.Eval(s)
			if err != nil {
				return nil, err
			}
			out = append(out, SensRow{Param: q.Name, Current: cur[q.Name], Value: v, What: what[i], Score: r.Score})
		}
	}
	return out, nil
}

// FitResult is what a fit found.
type FitResult struct {
	Params []string `json:"parameters"`
	// Start and Fitted are the parameters' values before and after.
	Start  Settings   `json:"start"`
	Fitted Settings   `json:"fitted"`
	Before CalibScore `json:"before"`
	After  CalibScore `json:"after"`
	// Model is every setting that differs from the target's defaults
	// after the fit: the --model flags that give After.
	Model Settings `json:"model"`
	// AtEnd names the numeric parameters fitted to an end of their range
	// ("latency.valu32=12 (high end)"), where the best value may lie
	// beyond it.
	AtEnd  []string `json:"at_range_end,omitempty"`
	Rounds int      `json:"rounds"`
	Runs   int      `json:"suite_runs"`
}

// maxFitRounds bounds the coordinate descent; each round that changes
// nothing ends it, and each that changes something lowers the score, so
// it stops long before on any real suite.
const maxFitRounds = 20

// gridPoints is the most values a grid tries across an integer range in
// one pass; a wider range is searched coarsely, then around the best.
const gridPoints = 64

// Fit searches the parameters, each within its range, for the lowest span
// MAPE (ties: higher MODAL, then more within ±2) by coordinate descent: an
// integer parameter over a grid of its range, an enumeration over its
// values, the continuous ones together with Nelder–Mead (gonum optimize),
// each with the others fixed, until a round changes nothing.
func (e *Evaluator) Fit(params []Param) (*FitResult, error) {
	for _, q := range params {
		if (q.Kind == IntParam || q.Kind == RealParam) && !q.Ranged {
			return nil, fmt.Errorf("%s has no range to fit in: give one, --vary %s=lo..hi", q.Name, q.Name)
		}
	}
	start, err := e.current(params)
	if err != nil {
		return nil, err
	}
	runs := e.Runs
	obj := func(vals map[string]string) (CalibScore, error) {
		r, err := e.Eval(settingsOf(params, vals)...)
		if err != nil {
			return CalibScore{}, err
		}
		return r.Score, nil
	}
	before, err := obj(start)
	if err != nil {
		return nil, err
	}
	vals, after, rounds, err := fitSearch(params, start, before, obj)
	if err != nil {
		return nil, err
	}
	f := &FitResult{Start: settingsOf(params, start), Fitted: settingsOf(params, vals), Before: before, After: after, Rounds: rounds}
	for _, q := range params {
		f.Params = append(f.Params, q.Name)
		if end := q.endOf(vals[q.Name]); end != "" {
			f.AtEnd = append(f.AtEnd, q.Name+"="+vals[q.Name]+" ("+end+")")
		}
	}
	p, err := timing.ParamsWith(e.Suite.Arch, append(slices.Clone(e.Base), f.Fitted...))
	if err != nil {
		return nil, err
	}
	f.Model = p.Changed()
	f.Runs = e.Runs - runs
	return f, nil
}

// endOf says which end of a numeric parameter's range v is at, if any.
func (q *Param) endOf(v string) string {
	if q.Kind == EnumParam || !q.Ranged || q.Lo == q.Hi {
		return ""
	}
	switch v {
	case q.format(q.Lo):
		return "low end"
	case q.format(q.Hi):
		return "high end"
	}
	return ""
}

func settingsOf(params []Param, vals map[string]string) []timing.Setting {
	out := make([]timing.Setting, len(params))
	for i, q := range params {
		out[i] = timing.Setting{Name: q.Name, Value: vals[q.Name]}
	}
	return out
}

// fitObjective scores the parameters at the given values.
type fitObjective func(vals map[string]string) (CalibScore, error)

// fitSearch is Fit's search, apart from the suite so that it can be
// tested on a function whose minimum is known.
func fitSearch(params []Param, start map[string]string, startScore CalibScore, f fitObjective) (map[string]string, CalibScore, int, error) {
	cur := maps.Clone(start)
	best := startScore
	var real []Param
	for _, q := range params {
		if q.Kind == RealParam {
			real = append(real, q)
		}
	}
	rounds := 0
	for rounds < maxFitRounds {
		rounds++
		changed := false
		for _, q := range params {
			if q.Kind == RealParam {
				continue
			}
			moved, err := searchOne(q, cur, &best, f)
			if err != nil {
				return nil, best, rounds, err
			}
			changed = changed || moved
		}
		if len(real) > 0 {
			moved, err := searchReal(real, cur, &best, f)
			if err != nil {
				return nil, best, rounds, err
			}
			changed = changed || moved
		}
		if !changed {
			break
		}
	}
	return cur, best, rounds, nil
}

// try scores cur with q at v and keeps v when it is better.
func try(q Param, v string, cur map[string]string, best *CalibScore, f fitObjective) (bool, error) {
	if v == cur[q.Name] {
		return false, nil
	}
	old := cur[q.Name]
	cur[q.Name] = v
	s, err := f(cur)
	if err != nil {
		return false, err
	}
	if s.Better(*best) {
		*best = s
		return true, nil
	}
	cur[q.Name] = old
	return false, nil
}

// searchOne moves an integer or enumeration parameter to its best value
// with the others fixed, and says whether it moved.
func searchOne(q Param, cur map[string]string, best *CalibScore, f fitObjective) (bool, error) {
	moved := false
	step := func(v string) error {
		m, err := try(q, v, cur, best, f)
		moved = moved || m
		return err
	}
	if q.Kind == EnumParam {
		for _, v := range q.Values {
			if err := step(v); err != nil {
				return moved, err
			}
		}
		return moved, nil
	}
	lo, hi := int(q.Lo), int(q.Hi)
	// A wide range: a coarse grid first, then every value between the
	// best one's neighbours on it.
	stride := max(1, (hi-lo+gridPoints-1)/gridPoints)
	for n := lo; n <= hi; n += stride {
		if err := step(strconv.Itoa(n)); err != nil {
			return moved, err
		}
	}
	if err := step(strconv.Itoa(hi)); err != nil {
		return moved, err
	}
	if stride > 1 {
		c, _ := strconv.Atoi(cur[q.Name])
		for n := max(lo, c-stride+1); n <= min(hi, c+stride-1); n++ {
			if err := step(strconv.Itoa(n)); err != nil {
				return moved, err
			}
		}
	}
	return moved, nil
}

// searchReal minimises over the continuous parameters together with
// Nelder–Mead, each scaled to [0, 1] over its range; outside the box the
// objective is the score at the nearest point plus a penalty that grows
// with the distance, which walks the simplex back in. The best point the
// search evaluates is kept whatever the method reports at its end.
func searchReal(real []Param, cur map[string]string, best *CalibScore, f fitObjective) (bool, error) {
	x0 := make([]float64, len(real))
	for i, q := range real {
		v, err := strconv.ParseFloat(cur[q.Name], 64)
		if err != nil {
			return false, fmt.Errorf("%s=%s: not a number", q.Name, cur[q.Name])
		}
		if q.Hi > q.Lo {
			x0[i] = min(1, max(0, (v-q.Lo)/(q.Hi-q.Lo)))
		}
	}
	trial := maps.Clone(cur)
	var bestVals map[string]string
	var failed error
	fn := func(x []float64) float64 {
		if failed != nil {
			return math.Inf(1)
		}
		penalty := 0.0
		for i, q := range real {
			c := min(1, max(0, x[i]))
			penalty += math.Abs(x[i] - c)
			trial[q.Name] = q.format(q.Lo + c*(q.Hi-q.Lo))
		}
		s, err := f(trial)
		if err != nil {
			failed = err
			return math.Inf(1)
		}
		if s.Better(*best) {
			*best, bestVals = s, maps.Clone(trial)
		}
		return s.MAPE + 100*penalty
	}
	settings := &optimize.Settings{FuncEvaluations: 200, Converger: &optimize.FunctionConverge{Absolute: 1e-3, Iterations: 20}}
	res, err := optimize.Minimize(optimize.Problem{Func: fn}, x0, settings, &optimize.NelderMead{SimplexSize: 0.25})
	if failed != nil {
		return false, failed
	}
	if res == nil {
		return false, fmt.Errorf("Nelder–Mead: %w", err)
	}
	// With a result, an error is only why the method stopped (out of
	// evaluations): the best point seen stands.
	if bestVals == nil {
		return false, nil
	}
	for _, q := range real {
		cur[q.Name] = bestVals[q.Name]
	}
	return true, nil
}
