package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"time"

	"github.com/spf13/cobra"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// calibrateReport is calibrate's --json document.
type calibrateReport struct {
	Captures    string              `json:"captures"`
	Arch        string              `json:"arch"`
	Model       bench.Settings      `json:"model"`
	Score       bench.CalibScore    `json:"score"`
	Kernels     []bench.CalibKernel `json:"kernels"`
	Sensitivity []bench.SensRow     `json:"sensitivity,omitempty"`
	Fit         *bench.FitResult    `json:"fit,omitempty"`
	SuiteRuns   int                 `json:"suite_runs"`
	Seconds     float64             `json:"seconds"`
}

type calibrateFlags struct {
	mf          modelFlag
	vary        []string
	kernels     bool
	asJSON      bool
	sensitivity bool
	fit         bool
}

func calibrateCmd() *cobra.Command {
	var cf calibrateFlags
	c := &cobra.Command{
		Use:   "calibrate [DIR]",
		Short: "Score the timing model against measured hardware captures; show each open and measured parameter's sensitivity; fit them",
		Long: `calibrate runs every capture of a calibration set (default: ` + bench.DefaultCaptures + `
under the repository's root: SQTT captures from an RX 7900 XTX) through the simulator and scores
the simulated dispatch stamps of wave 0 against the hardware's: per kernel the
span error against the fastest hardware wave and how many instruction-to-
instruction deltas match a hardware wave's (MODAL); for the suite the span
MAPE, the kernels within ±2 cycles, and MODAL. It then scores the suite with
each open or measured model parameter (or each --vary one) at the ends of
its range and, for whole-number ones, a step either side: the sensitivity.
--fit searches the open ones (or the --vary ones) for the lowest span MAPE
and prints the --model flags that give it. The last line is always the score of the model as given:
  span MAPE X% | within ±2: A/B | MODAL M%
docs/calibration.md defines every number.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return cf.run(cmd, args) },
	}
	f := c.Flags()
	cf.mf.add(f)
	f.BoolVarP(&cf.kernels, "kernels", "v", false, "print one row per capture (kernel, family, hw_min, hw_med, sim, error, MODAL)")
	f.BoolVar(&cf.asJSON, "json", false, "print one JSON document: the score, every kernel, the sensitivity and the fit")
	f.BoolVar(&cf.sensitivity, "sensitivity", true, "score the suite with each varied parameter at other values (--sensitivity=false: only the score)")
	f.BoolVar(&cf.fit, "fit", false, "search the varied parameters, within their ranges, for the lowest span MAPE")
	f.StringArrayVar(&cf.vary, "vary", nil, "vary this parameter, `name` or name=lo..hi, instead of every open one (and, for the sensitivity, every measured one) (repeatable)")
	return c
}

func (cf *calibrateFlags) run(cmd *cobra.Command, args []string) error {
	start := time.Now()
	dir := bench.DefaultCaptures
	if len(args) == 1 {
		dir = args[0]
	}
	model, err := cf.mf.settings()
	if err != nil {
		return err
	}
	s, err := bench.LoadCalibration(dir)
	if err != nil {
		if len(args) == 0 && errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("no DIR given and %s is not here: run from the repository's root, or give the captures' folder", dir)
		}
		return err
	}
	ev := bench.NewEvaluator(s, model)
	params, err := cf.params(s, model, bench.OpenParams)
	if err != nil {
		return err
	}
	sens, err := cf.params(s, model, bench.CalibratedParams)
	if err != nil {
		return err
	}
	res, err := ev.Eval()
	if err != nil {
		return err
	}
	rep := calibrateReport{Captures: dir, Arch: s.Arch.Name, Model: model, Score: res.Score, Kernels: res.Kernels}
	if cf.sensitivity {
		if rep.Sensitivity, err = ev.Sensitivity(sens); err != nil {
			return err
		}
	}
	var fitTime time.Duration
	if cf.fit {
		t0 := time.Now()
		if rep.Fit, err = ev.Fit(params); err != nil {
			return err
		}
		fitTime = time.Since(t0)
	}
	rep.SuiteRuns, rep.Seconds = ev.Runs, time.Since(start).Seconds()
	reportFailures(cmd.ErrOrStderr(), res)
	if cf.asJSON {
		enc := json.NewEncoder(cmd.OutOrStdout())
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	cf.writeText(cmd.OutOrStdout(), &rep, res, fitTime)
	return nil
}

// params are the parameters to vary: --vary's, or those def lists (the
// open ones for a fit; those and the measured ones for the sensitivity).
func (cf *calibrateFlags) params(s *bench.CalibSuite, model []timing.Setting,
	def func(*isa.Arch, []timing.Setting) ([]bench.Param, error)) ([]bench.Param, error) {
	if len(cf.vary) > 0 {
		return bench.ParseParams(s.Arch, model, cf.vary)
	}
	return def(s.Arch, model)
}

// writeText prints the report; the suite's line comes last, as score.py
// prints it, so that `| tail -1` gives the same line from either.
func (cf *calibrateFlags) writeText(w io.Writer, rep *calibrateReport, res *bench.CalibResult, fitTime time.Duration) {
	what := "the defaults"
	if len(rep.Model) > 0 {
		what = fmt.Sprint(rep.Model)
	}
	fmt.Fprintf(w, "%d captures in %s on %s, model: %s\n", len(res.Kernels), rep.Captures, rep.Arch, what)
	if cf.kernels {
		bench.WriteCalibKernels(w, res)
	}
	if cf.sensitivity {
		fmt.Fprintln(w)
		bench.WriteSensitivity(w, rep.Score, rep.Sensitivity)
	}
	if rep.Fit != nil {
		fmt.Fprintln(w)
		bench.WriteFit(w, rep.Fit)
		fmt.Fprintf(w, "fit took %v\n", fitTime.Round(time.Millisecond))
	}
	runs := "suite runs"
	if rep.SuiteRuns == 1 {
		runs = "suite run"
	}
	fmt.Fprintf(w, "\n%d %s in %.1fs; the model as given:\n%s\n", rep.SuiteRuns, runs, rep.Seconds, rep.Score)
}

// reportFailures says on stderr, as score.py does, how many kernels failed
// and why the first did.
func reportFailures(w io.Writer, res *bench.CalibResult) {
	first := res.FirstFailure()
	if first == nil {
		return
	}
	fmt.Fprintf(w, "%d kernel(s) failed to simulate (scored as 100 %% span error, no MODAL matches); first: %s: %s\n",
		res.Score.Failed, first.Name, first.Fail)
}
