package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/launch"
)

// attDiffCmd compares a measured thread trace with a simulated run of the
// same kernel and launch.
func attDiffCmd() *cobra.Command {
	var specPath, arch, kernel, span string
	var wave, occ int
	var maxSteps int64
	var mf modelFlag
	var cus cusFlag
	c := &cobra.Command{
		Use:   "att-diff --launch spec.json kernel.s MEASURED",
		Short: "Compare a measured rocprofv3 thread trace (its ui_output directory or stats CSV) with a simulated run, per instruction",
		Long: "att-diff runs the kernel on the launch with the timing model and prints, per instruction, the measured and simulated " +
			"hit counts and the Latency, Stall and Idle cycles per execution, then the span of the shortest wave on both sides and " +
			"the simulated span's error. MEASURED is a trace directory (ui_output_agent_<a>_dispatch_<d>, or rocprofv3's output " +
			"directory holding one) or a stats CSV (then the totals are Latency per wave). It exits 3 when no measured instruction " +
			"row matches an instruction of the kernel (docs/att.md).",
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if specPath == "" {
				return errors.New("att-diff needs --launch spec.json: the launch the measured trace ran")
			}
			model, err := mf.settings()
			if err != nil {
				return err
			}
			meas, err := bench.ReadATT(args[1])
			if err != nil {
				return err
			}
			p, spec, err := launch.Load(args[0], specPath, launch.LoadOptions{Arch: arch, Wave: wave})
			if err != nil {
				return err
			}
			if kernel != "" {
				spec.Kernel = kernel
			}
			o := bench.ATTCompareOptions{}
			if span != "" {
				if o.SpanFrom, o.SpanTo, err = parseSpan(span, p); err != nil {
					return err
				}
				o.Span = true
			}
			att := bench.NewATT(p)
			d, err := launch.NewDispatch(p, spec, launch.Options{StepLimit: maxSteps, Timing: true, Model: model,
				CUs: cus.option(), Occupancy: occ, Timeline: att})
			if err != nil {
				return err
			}
			if err := d.Run(); err != nil {
				return fmt.Errorf("the simulated run: %w", err)
			}
			o.Kernel = d.Kernel.Name
			cmp, err := bench.CompareATT(meas, att.Profile(d.Kernel), o)
			if errors.Is(err, bench.ErrNothingCompared) {
				return &exitError{3, "att-diff: " + err.Error()}
			}
			if err != nil {
				return err
			}
			bench.WriteATTComparison(cmd.OutOrStdout(), cmp)
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&specPath, "launch", "", "launch spec (JSON) of the measured dispatch")
	f.StringVar(&arch, "arch", "", "target; default from the file")
	f.StringVar(&kernel, "kernel", "", "kernel to run when the file has several")
	f.IntVar(&wave, "wave", 0, "wave size 32 or 64; default from the file")
	f.StringVar(&span, "span", "", "measure each wave from the issue of the first execution of instruction `A:B` A to the issue of the last of B (instruction indexes, as --trace-out's args.pc) instead of from its begin to its end")
	f.Var((*stepsFlag)(&maxSteps), "max-steps", fmt.Sprintf("per-wave instruction limit (default %d)", sim.DefaultStepLimit))
	mf.add(f)
	cus.add(f, cusUsage)
	f.IntVar(&occ, "occupancy", 0, "waves per SIMD, at most what the kernel allows (default: that); not with --cus 0")
	return c
}

// parseSpan reads --span A:B, two instruction indexes of p, as their
// addresses.
func parseSpan(s string, p *isa.Program) (int64, int64, error) {
	a, b, ok := strings.Cut(s, ":")
	from, err1 := strconv.Atoi(strings.TrimSpace(a))
	to, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("--span %q: want A:B, two instruction indexes", s)
	}
	n := len(p.Insts)
	if from < 0 || from >= n || to < 0 || to >= n {
		return 0, 0, fmt.Errorf("--span %q: instruction indexes run from 0 to %d", s, n-1)
	}
	addrs := p.Addresses()
	return addrs[from], addrs[to], nil
}
