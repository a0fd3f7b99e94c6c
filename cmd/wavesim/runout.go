package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// timelineFiles are the timeline outputs of a run: the Chrome trace
// (--trace-out), the picture (--plot) and the thread trace (--att).
type timelineFiles struct {
	traceOut, plotOut, attDir string
	csv                       bool // --csv: the per-instruction profile on stdout
	chrome                    *bench.ChromeTrace
	pic                       *bench.TimelinePlot
	profile                   *bench.ProfileCSV
	att                       *bench.ATT
	// kernel is the kernel the run dispatched (nil for a snippet), which
	// the thread trace names.
	kernel *isa.Kernel
}

// start makes the collectors for p; nil when no file was asked for.
func (t *timelineFiles) start(p *isa.Program) timing.Timeline {
	var ts bench.Timelines
	if t.traceOut != "" {
		t.chrome = bench.NewChromeTrace(p)
		ts = append(ts, t.chrome)
	}
	if t.plotOut != "" {
		t.pic = bench.NewTimelinePlot(p)
		ts = append(ts, t.pic)
	}
	if t.csv {
		t.profile = bench.NewProfileCSV(p)
		ts = append(ts, t.profile)
	}
	if t.attDir != "" {
		t.att = bench.NewATT(p)
		t.att.Tool = "wavesim " + version()
		ts = append(ts, t.att)
	}
	switch len(ts) {
	case 0:
		return nil
	case 1:
		return ts[0]
	}
	return ts
}

// end tells the trace and the picture the run's cycles and scheduling,
// which their events do not carry.
func (t *timelineFiles) end(e bench.RunEnd) {
	if t.chrome != nil {
		t.chrome.End(e)
	}
	if t.pic != nil {
		t.pic.End(e)
	}
}

// check refuses --csv with --json: both are standard output's format.
func (t *timelineFiles) check(asJSON bool) error {
	if t.csv && asJSON {
		return fmt.Errorf("give --csv or --json, not both")
	}
	return nil
}

// writeCSV prints the profile when --csv asked for it, and reports
// whether it did (then standard output holds nothing else).
func (t *timelineFiles) writeCSV(cmd *cobra.Command) (bool, error) {
	if t.profile == nil {
		return false, nil
	}
	_, err := t.profile.WriteTo(cmd.OutOrStdout())
	return true, err
}

// write writes the files asked for and says where they are.
func (t *timelineFiles) write(cmd *cobra.Command) error {
	if t.chrome != nil {
		write := func(w io.Writer) error { _, err := t.chrome.WriteTo(w); return err }
		if err := launch.WriteFile(t.traceOut, write); err != nil {
			return err
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "timeline written to %s (open it in ui.perfetto.dev or chrome://tracing)\n", t.traceOut)
	}
	if t.pic != nil {
		if err := t.pic.Save(t.plotOut); err != nil {
			return fmt.Errorf("--plot %s: %w", t.plotOut, err)
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "timeline picture written to %s\n", t.plotOut)
	}
	if t.att != nil {
		dir, err := t.att.WriteDir(t.attDir, t.kernel)
		if err != nil {
			return fmt.Errorf("--att %s: %w", t.attDir, err)
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "thread trace written to %s (open it in ROCprof Compute Viewer) and its stats CSV beside it\n", dir)
	}
	return nil
}
