package bench

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/olekukonko/tablewriter"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// EndRun is a before/after timing with one open model parameter (one no
// source pins down on the target, timing.Params.OpenEnds) at one end of
// its plausible range, every other parameter as the run has it.
type EndRun struct {
	Param   string `json:"parameter"`
	Value   string `json:"value"`
	High    bool   `json:"high_end"`
	Default bool   `json:"default"`
	Before  int64  `json:"cycles_before"`
	After   int64  `json:"cycles_after"`
}

// Saved is the cycles the rewrite saves at this end.
func (e *EndRun) Saved() int64 { return e.Before - e.After }

// Ends are the timings at both ends of each open parameter, in pairs
// (low end, high end).
type Ends []EndRun

// Timer times both programs once with the given model settings.
type Timer func(model []timing.Setting) (before, after int64, err error)

// MeasureEnds times both sides at each end of every parameter that is
// open on the target, with the user's settings otherwise. A parameter the
// user set stays as set: it is not varied.
func MeasureEnds(arch *isa.Arch, user []timing.Setting, time Timer) (Ends, error) {
	p, err := timing.ParamsWith(arch, user)
	if err != nil {
		return nil, err
	}
	var out Ends
	for _, pair := range p.OpenEnds() {
		if slices.ContainsFunc(user, func(s timing.Setting) bool { return s.Name == pair[0].Knob }) {
			continue
		}
		for i, e := range pair {
			model := append(slices.Clip(user), timing.Setting{Name: e.Knob, Value: e.Value})
			before, after, err := time(model)
			if err != nil {
				return nil, fmt.Errorf("with %s=%s: %w", e.Knob, e.Value, err)
			}
			out = append(out, EndRun{Param: e.Knob, Value: e.Value, High: i == 1, Default: e.Default, Before: before, After: after})
		}
	}
	return out, nil
}

// LaunchTimer times two kernels on one launch, with the dispatch options
// base (workgroup placement) and the model settings each end gives.
func LaunchTimer(a, b *isa.Program, spec *launch.Spec, base launch.Options) Timer {
	return func(model []timing.Setting) (int64, int64, error) {
		var cycles [2]int64
		for i, p := range []*isa.Program{a, b} {
			o := base
			o.Timing, o.Model = true, model
			d, err := launch.NewDispatch(p, spec, o)
			if err == nil {
				err = d.Run()
			}
			if err != nil {
				return 0, 0, err
			}
			cycles[i] = d.Timing.Cycles
		}
		return cycles[0], cycles[1], nil
	}
}

func sign(x int64) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// DependsOn lists the parameters at whose two ends the saving has a
// different sign (a saving at one, none or a loss at the other): the
// verdict depends on an unknown.
func (e Ends) DependsOn() []string {
	var out []string
	for i := 0; i+1 < len(e); i += 2 {
		if sign(e[i].Saved()) != sign(e[i+1].Saved()) {
			out = append(out, e[i].Param)
		}
	}
	return out
}

// SavedRange is the least and the most saved over the ends.
func (e Ends) SavedRange() (lo, hi int64) {
	for i := range e {
		s := e[i].Saved()
		if i == 0 || s < lo {
			lo = s
		}
		if i == 0 || s > hi {
			hi = s
		}
	}
	return lo, hi
}

// Verdict says in one line whether the saving depends on an open
// parameter.
func (e Ends) Verdict() string {
	if len(e) == 0 {
		return "no model parameter is open on this target: the saving depends on none"
	}
	lo, hi := e.SavedRange()
	dep := e.DependsOn()
	if len(dep) == 0 {
		switch {
		case lo > 0:
			return fmt.Sprintf("the rewrite saves cycles at every end of the open model parameters (%d to %d)", lo, hi)
		case hi < 0:
			return fmt.Sprintf("the rewrite costs cycles at every end of the open model parameters (%d to %d)", -hi, -lo)
		}
		return "the rewrite saves nothing at any end of the open model parameters"
	}
	var parts []string
	for i := 0; i+1 < len(e); i += 2 {
		if slices.Contains(dep, e[i].Param) {
			parts = append(parts, fmt.Sprintf("%s: %s at %s, %s at %s", e[i].Param,
				savedWords(e[i].Saved()), e[i].Value, savedWords(e[i+1].Saved()), e[i+1].Value))
		}
	}
	return "the verdict DEPENDS ON AN UNKNOWN, " + strings.Join(parts, "; ")
}

func savedWords(s int64) string {
	switch {
	case s > 0:
		return fmt.Sprintf("saves %d cycles", s)
	case s < 0:
		return fmt.Sprintf("costs %d cycles", -s)
	}
	return "saves nothing"
}

// EndsReport is what a comparison says of the model parameters: those the
// user set, and the saving at the ends of the open ones (Note: why it was
// not measured).
type EndsReport struct {
	Model []timing.Setting
	Ends  Ends
	Note  string
}

// Measure times the ends when the comparison found the results equal on a
// run of both programs, and the programs differ.
func (r *EndsReport) Measure(arch *isa.Arch, model []timing.Setting, mismatch, ran, differ bool, time Timer) {
	r.Model = model
	var err error
	switch {
	case mismatch:
		r.Note = "the saving at the ends of the open model parameters was not measured: the results differ"
	case !ran:
		r.Note = "the saving at the ends of the open model parameters was not measured: nothing ran on both sides"
	case !differ:
		r.Note = "the programs are the same, so no model parameter changes the saving"
	default:
		if r.Ends, err = MeasureEnds(arch, model, time); err != nil {
			r.Note = "the saving at the ends of the open model parameters was not measured: " + err.Error()
		} else if len(r.Ends) == 0 && len(model) > 0 {
			r.Note = "no end was timed: --model sets every open model parameter, so the saving is the one at those values"
		}
	}
}

// Write prints the parameters set, and the timings at the ends with the
// verdict on them.
func (r *EndsReport) Write(w io.Writer, on, arch string) {
	if len(r.Model) > 0 {
		fmt.Fprintf(w, "model parameters set: %s\n", settingList(r.Model))
	}
	if r.Note != "" {
		fmt.Fprintf(w, "model parameters: %s\n", r.Note)
		return
	}
	r.Ends.Write(w, NewTable(w), on, arch)
}

func (r *EndsReport) fill(j *ComparisonJSON) {
	j.Model, j.ModelEnds, j.ModelEndsNote, j.DependsOn = []string{}, r.Ends, r.Note, r.Ends.DependsOn()
	for _, s := range r.Model {
		j.Model = append(j.Model, s.String())
	}
	if j.ModelEnds == nil {
		j.ModelEnds = Ends{}
	}
	if j.DependsOn == nil {
		j.DependsOn = []string{}
	}
}

func settingList(s []timing.Setting) string {
	parts := make([]string, len(s))
	for i, x := range s {
		parts[i] = x.String()
	}
	return strings.Join(parts, " ")
}

// Write prints the timings at the ends and the verdict on them.
func (e Ends) Write(w io.Writer, tw *tablewriter.Table, on, arch string) {
	if len(e) == 0 {
		fmt.Fprintf(w, "model parameters: %s\n", e.Verdict())
		return
	}
	fmt.Fprintf(w, "the saving on %s at both ends of each open model parameter (`wavesim model --arch %s` explains them):\n", on, arch)
	tw.Header("parameter", "value", "cycles before", "cycles after", "saved")
	for i := range e {
		r := &e[i]
		v := r.Value
		if r.Default {
			v += " (default)"
		}
		tw.Append(r.Param, v, r.Before, r.After, r.Saved())
	}
	tw.Render()
	fmt.Fprintf(w, "model parameters: %s\n", e.Verdict())
}
