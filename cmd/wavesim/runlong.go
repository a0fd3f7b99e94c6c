package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/wavesim/wavesim/sim/launch"
)

// exitStopped is run's exit status when a bound stopped the dispatch
// (1 is a mismatch, 2 an error).
const exitStopped = 3

// exitInconclusive is the exit status of a comparison or a fuzzing
// campaign that compared nothing (exit status 1 is reserved for results
// that differ).
const exitInconclusive = 3

// longRun is what run adds for long dispatches: the bounds and, on a
// terminal, a progress bar.
type longRun struct {
	maxWaves, maxInsts int64
	bar                *progressbar.ProgressBar
}

func (l *longRun) addFlags(c *cobra.Command) {
	f := c.Flags()
	f.Int64Var(&l.maxWaves, "max-waves", 0, "stop before the workgroup that would take the run past `N` waves (partial results, exit status 3)")
	f.Int64Var(&l.maxInsts, "max-insts", 0, "stop once the whole dispatch has executed `N` wave instructions (partial results, exit status 3)")
}

// apply sets the bounds, and a progress bar on stderr when it is a
// terminal and show is set.
func (l *longRun) apply(o *launch.Options, stderr io.Writer, show bool) error {
	if l.maxWaves < 0 || l.maxInsts < 0 {
		return errors.New("--max-waves and --max-insts take a positive count (0: no bound)")
	}
	o.MaxWaves, o.MaxInsts = l.maxWaves, l.maxInsts
	f, ok := stderr.(*os.File)
	if !show || !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	o.Progress = func(s launch.Status) {
		if l.bar == nil {
			l.bar = newRunBar(stderr, s, l.maxWaves)
		}
		l.bar.Set64(min(s.Waves, l.bar.GetMax64()))
	}
	return nil
}

// newRunBar counts waves up to the grid's, or up to the wave bound when it
// comes first: the time left is then the time to the bound.
func newRunBar(w io.Writer, s launch.Status, maxWaves int64) *progressbar.ProgressBar {
	total, desc := s.TotalWaves, fmt.Sprintf("simulating %d workgroups", s.TotalWorkgroups)
	if maxWaves > 0 && maxWaves < total {
		total, desc = maxWaves, fmt.Sprintf("simulating to --max-waves (of %d waves)", s.TotalWaves)
	}
	return progressbar.NewOptions64(total, progressbar.OptionSetWriter(w), progressbar.OptionSetDescription(desc),
		progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionShowCount(), progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("waves"), progressbar.OptionSetPredictTime(true), progressbar.OptionClearOnFinish())
}

// run runs the dispatch. A stop at a bound is no error here: it comes back
// as stop, for the output to say the results are partial.
func (l *longRun) run(d *launch.Dispatch) (stop *launch.StopError, err error) {
	err = d.Run()
	if l.bar != nil {
		if err == nil {
			l.bar.Finish()
		} else {
			l.bar.Clear()
		}
		l.bar = nil
	}
	if errors.As(err, &stop) {
		return stop, nil
	}
	return nil, err
}

// partial heads the summary line of a stopped run.
func partial(stop *launch.StopError) string {
	if stop == nil {
		return ""
	}
	return "PARTIAL RUN: "
}

// stopped is the exit of a run a bound stopped: what was done, and that
// nothing was checked.
func stopped(stop *launch.StopError, checked bool) error {
	flag, where := "--max-waves", "before the next workgroup"
	if stop.Bound == launch.BoundInsts {
		flag = "--max-insts"
	}
	if g := stop.InWorkgroup; g != nil {
		where = fmt.Sprintf("inside workgroup (%d,%d,%d)", g[0], g[1], g[2])
	}
	msg := fmt.Sprintf("stopped by %s %d %s: %s; the results are partial", flag, stop.Limit, where, stop.Done())
	if checked {
		msg += " and the expectation was not checked"
	}
	return &exitError{exitStopped, msg}
}
