package bench

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// WriteCalibKernels prints one row per capture: the hardware's minimum
// and median span, the simulated span, its error and the MODAL matches,
// and why a failed kernel failed.
func WriteCalibKernels(w io.Writer, r *CalibResult) {
	tw := NewTable(w)
	head := []any{"kernel", "family", "hw_min", "hw_med", "sim", "error", "MODAL"}
	failed := r.FirstFailure() != nil
	if failed {
		head = append(head, "failure")
	}
	tw.Header(head...)
	for _, k := range r.Kernels {
		sim := "-"
		if k.Fail == "" {
			sim = strconv.FormatInt(k.Sim, 10)
		}
		row := []any{k.Name, k.Family, k.HWMin, strconv.FormatFloat(k.HWMed, 'g', -1, 64), sim,
			fmt.Sprintf("%+.1f%%", 100*k.Err), fmt.Sprintf("%d/%d", k.Modal, k.Positions)}
		if failed {
			row = append(row, k.Fail)
		}
		tw.Append(row...)
	}
	tw.Render()
}

// WriteSensitivity prints the suite's score with each parameter at each
// value tried, and how far each moved from base, the score as the model
// stands. Two decimals, one more than the suite's line: one kernel's
// error moving by 10 % moves the MAPE of 207 kernels by 0.05.
func WriteSensitivity(w io.Writer, base CalibScore, rows []SensRow) {
	if len(rows) == 0 {
		fmt.Fprintln(w, "sensitivity: no parameter to vary")
		return
	}
	fmt.Fprintf(w, "sensitivity: the suite with one parameter changed (as the model stands: %s)\n", base)
	tw := NewTable(w)
	tw.Header("parameter", "value", "set to", "span MAPE", "Δ MAPE", "within ±2", "MODAL", "Δ MODAL")
	for _, r := range rows {
		at := r.Value
		if r.What != "value" {
			at += " (" + r.What + ")"
		}
		s := r.Score
		tw.Append(r.Param, r.Current, at, fmt.Sprintf("%.2f%%", s.MAPE), fmt.Sprintf("%+.2f", s.MAPE-base.MAPE),
			fmt.Sprintf("%d/%d", s.Within, s.Kernels), fmt.Sprintf("%.2f%%", s.Modal), fmt.Sprintf("%+.2f", s.Modal-base.Modal))
	}
	tw.Render()
}

// WriteFit prints a fit: each parameter before and after, the scores, and
// the --model flags that give the fitted score.
func WriteFit(w io.Writer, f *FitResult) {
	rounds := "rounds"
	if f.Rounds == 1 {
		rounds = "round"
	}
	fmt.Fprintf(w, "fit of %s: %d suite runs, %d %s\n", strings.Join(f.Params, ", "), f.Runs, f.Rounds, rounds)
	tw := NewTable(w)
	tw.Header("parameter", "start", "fitted")
	for i := range f.Fitted {
		mark := ""
		if f.Fitted[i].Value != f.Start[i].Value {
			mark = " *"
		}
		tw.Append(f.Fitted[i].Name, f.Start[i].Value, f.Fitted[i].Value+mark)
	}
	tw.Render()
	if len(f.AtEnd) > 0 {
		fmt.Fprintf(w, "at an end of the range searched, the best value may lie beyond: %s\n", strings.Join(f.AtEnd, ", "))
	}
	fmt.Fprintf(w, "before: %s\nafter:  %s\n", f.Before, f.After)
	fmt.Fprintf(w, "model:  %s\n", ModelFlags(f))
}

// ModelFlags is the fitted model as flags to paste on a command line
// (calibrate, run, compare, bench, score.py): every setting that differs
// from the target's default.
func ModelFlags(f *FitResult) string {
	if len(f.Model) == 0 {
		return "(the defaults: no --model needed)"
	}
	var b strings.Builder
	for i, s := range f.Model {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString("--model " + s.String())
	}
	return b.String()
}
