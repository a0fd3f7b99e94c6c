package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/opt"
	"github.com/wavesim/wavesim/sim/launch"
)

func benchCmd() *cobra.Command {
	var passes, shard, plotDir, tableOut string
	var o bench.Options
	var asJSON, asCSV, quiet bool
	var mf modelFlag
	var cus cusFlag
	c := &cobra.Command{
		Use:   "bench [--passes vcmpx] [DIR|FILE ...]",
		Short: "Every trace before and after the passes: cycles, stalls saved by cause, results compared",
		Long: `bench runs every trace (default: the corpus in traces/) as it is and after the
passes, on the same launches: the launch its spec gives and --runs-1 more
with random buffer contents. It prints one row per trace (cycles before and
after, stall cycles saved by cause, sites rewritten, whether every buffer
agreed) and a summary (total, mean, median, geometric mean of the speedup
with its spread over runs). An argument is a corpus folder, one kernel's
folder, or an assembly file with a launch.json beside it (or --launch).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			manyKernels()
			if len(args) == 0 {
				args = []string{"traces"}
			}
			if asJSON && asCSV {
				return fmt.Errorf("give --json or --csv, not both")
			}
			// A count below 1 was taken silently: it is a mistake, not a request.
			if err := atLeastOne("--runs", o.Runs); err != nil {
				return err
			}
			ps, err := opt.ParsePasses(passes)
			if err != nil {
				return err
			}
			o.Passes = ps
			o.CUs = cus.option()
			if o.Model, err = mf.settings(); err != nil {
				return err
			}
			k, n, err := parseShard(shard)
			if err != nil {
				return err
			}
			traces, err := bench.Cases(args, o)
			if err != nil {
				return err
			}
			rep := &bench.BenchReport{Version: version(), Host: bench.ThisHost(), Runs: o.Runs, Seed: o.Seed,
				Arch: o.Arch, Force: o.Force, TotalTraces: len(traces)}
			traces = bench.Shard(traces, k, n)
			if len(traces) == 0 {
				return fmt.Errorf("shard %d/%d has none of the %d traces (give N <= %d)", k, n, rep.TotalTraces, rep.TotalTraces)
			}
			for _, p := range ps {
				rep.Passes = append(rep.Passes, p.Name())
			}
			for _, s := range o.Model {
				rep.Model = append(rep.Model, s.String())
			}
			if n > 1 {
				rep.Shard = fmt.Sprintf("%d/%d", k, n)
			}
			var bar *progressbar.ProgressBar
			if !quiet && term.IsTerminal(int(os.Stderr.Fd())) {
				bar = progressbar.NewOptions(len(traces), progressbar.OptionSetWriter(cmd.ErrOrStderr()),
					progressbar.OptionSetDescription("traces"), progressbar.OptionShowCount(),
					progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish())
			}
			for _, t := range traces {
				rep.Rows = append(rep.Rows, bench.Measure(t, o))
				if bar != nil {
					bar.Add(1)
				}
			}
			if bar != nil {
				bar.Finish()
			}
			rep.Summary = bench.Summarize(rep.Rows)
			if err := writeBenchReport(cmd.OutOrStdout(), rep, asJSON, asCSV, tableOut); err != nil {
				return err
			}
			if plotDir != "" {
				files, err := bench.WritePlots(plotDir, rep)
				if err != nil {
					return err
				}
				if len(files) == 0 {
					fmt.Fprintf(cmd.ErrOrStderr(), "plots: none in %s: the passes rewrote no trace, so there is no saving to draw\n", plotDir)
				} else {
					fmt.Fprintf(cmd.ErrOrStderr(), "plots: %d files in %s (%s, stalls-<kernel>.png per kernel)\n",
						len(files), plotDir, "cycles-saved.png")
				}
			}
			return benchVerdict(&rep.Summary)
		},
	}
	f := c.Flags()
	f.StringVar(&passes, "passes", "vcmpx", "passes to apply ("+opt.PassHelp()+")")
	f.StringVar(&o.Arch, "arch", "", "only the corpus traces of this target's modeled family (gfx1031: the gfx1030 traces); the target of an assembly file")
	f.IntVar(&o.Wave, "wave", 0, "wave size of an assembly file (default: the file's)")
	f.StringVar(&o.Spec, "launch", "", "launch spec of the assembly files given (default: launch.json beside each)")
	f.IntVar(&o.Runs, "runs", 10, "launches per trace: the spec's, then random buffer contents")
	f.Uint64Var(&o.Seed, "seed", 1, "seed of the random launches")
	mf.add(f)
	cus.add(f, cusUsage)
	f.IntVar(&o.Occupancy, "occupancy", 0, "waves per SIMD (not with --cus 0)")
	f.BoolVar(&o.Force, "force", false, "apply passes where they are not profitable")
	f.StringVar(&shard, "shard", "0/1", "K/N: measure traces K, K+N, K+2N, ... (merge the --json outputs with wavesim merge)")
	f.StringVar(&plotDir, "plot", "", "write charts (PNG and SVG) to `DIR`")
	f.StringVar(&tableOut, "table-out", "", "also write the table with every column (instructions, stall cycles saved by cause, saving at the model's ends) to `FILE`; the printed one fits 120 columns")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	f.BoolVar(&asCSV, "csv", false, "print CSV, one line per trace")
	f.BoolVarP(&quiet, "quiet", "q", false, "no progress bar (there is none when standard error is not a terminal)")
	return c
}

// benchVerdict fails a bench run that found a difference or compared
// nothing for some trace.
func benchVerdict(s *bench.Summary) error {
	switch {
	case s.Different > 0:
		return &exitError{1, fmt.Sprintf("results differ in %d of %d traces", s.Different, s.Traces)}
	case s.NotCompare > 0:
		return &exitError{1, fmt.Sprintf("%d of %d traces were not compared (see the results column)", s.NotCompare, s.Traces)}
	}
	return nil
}

// writeBenchReport prints a bench report as JSON, CSV or a table narrow
// enough for a terminal; tableOut, when not empty, is the file that gets
// the table with every column.
func writeBenchReport(w io.Writer, rep *bench.BenchReport, asJSON, asCSV bool, tableOut string) error {
	switch {
	case asJSON:
		return rep.WriteJSON(w)
	case asCSV:
		return rep.WriteCSV(w)
	}
	if tableOut != "" {
		if err := os.MkdirAll(filepath.Dir(tableOut), 0o755); err != nil {
			return err
		}
		full := func(w io.Writer) error { rep.WriteTable(w); return nil }
		if err := launch.WriteFile(tableOut, full); err != nil {
			return err
		}
	}
	rep.WriteSummaryTable(w, tableOut)
	return nil
}
