package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/opt"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
)

func optCmd() *cobra.Command {
	var passes, arch, out string
	var wave int
	var force, explain bool
	var sn snippetFlags
	var mf modelFlag
	c := &cobra.Command{
		Use:   "opt --passes vcmpx in.s",
		Short: "Rewrite a program with optimization passes and print it",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ps, err := opt.ParsePasses(passes)
			if err != nil {
				return err
			}
			p, err := launch.LoadProgram(args[0], launch.LoadOptions{Arch: arch, Wave: wave})
			if err != nil {
				return err
			}
			model, err := mf.settings()
			if err != nil {
				return err
			}
			o := opt.Options{Force: force, Model: model}
			if err := sn.optOptions(cmd, p, &o); err != nil {
				return err
			}
			q, reports := opt.Run(p, ps, o)
			w := cmd.OutOrStdout()
			if out != "" {
				f, err := os.Create(out)
				if err != nil {
					return err
				}
				defer f.Close()
				if err := q.Print(f); err != nil {
					return err
				}
			} else if err := q.Print(w); err != nil {
				return err
			}
			if explain {
				ew := cmd.ErrOrStderr()
				if out != "" {
					ew = w
				}
				bench.WriteExplain(ew, reports)
			}
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&passes, "passes", "", "comma-separated passes ("+opt.PassHelp()+")")
	f.StringVar(&arch, "arch", "", "target; default from the file")
	f.IntVar(&wave, "wave", 0, "wave size; default from the file")
	f.StringVarP(&out, "output", "o", "", "write the program here instead of standard output")
	f.BoolVar(&force, "force", false, "apply passes where they are not profitable (vcmpx on gfx1010, with the hazard's depctr)")
	f.BoolVar(&explain, "explain", false, "one line per site: rewritten or skipped, and why (standard error unless -o)")
	sn.liveOutFlag(f)
	mf.add(f)
	return c
}

func compareCmd() *cobra.Command {
	var passes, arch, specPath, repro string
	var wave, runs int
	var seed, poison uint64
	var force, asJSON bool
	var sn snippetFlags
	var maxSteps int64
	var mf modelFlag
	var slotBase, occ int
	var cus cusFlag
	var dictShare float64
	c := &cobra.Command{
		Use:   "compare (--passes vcmpx a.s | a.s b.s)",
		Short: "Run two versions of a kernel (on a launch) or of a snippet (from random states) side by side: results, cycles and stalls",
		Args:  cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			// A count below 1 was taken silently: it is a mistake, not a request.
			if err := atLeastOne("--runs", runs); err != nil {
				return err
			}
			model, err := mf.settings()
			if err != nil {
				return err
			}
			if specPath == "" {
				if done, err := sn.compare(cmd, args, snippetCompareFlags{passes, arch, wave, runs, seed, maxSteps, force, asJSON, model, cliShare(dictShare)}); done {
					return err
				}
			} else if err := noneChanged(cmd, snippetOnly, "applies to snippets (files without a kernel), which compare without --launch"); err != nil {
				return err
			}
			if specPath == "" {
				if specPath = besideSpec(args[0]); specPath == "" {
					return fmt.Errorf("compare needs --launch spec.json: %s defines a kernel and has no launch.json beside it (`wavesim launch %s > %s` writes a spec template to fill in)", args[0], args[0], specBeside(args[0]))
				}
			}
			spec, err := launch.LoadSpec(specPath)
			if err != nil {
				return fmt.Errorf("compare needs a launch (--launch spec.json): %w", err)
			}
			lo := launch.LoadOptions{Arch: arch, Wave: wave}.WithSpec(spec)
			a, err := launch.LoadProgram(args[0], lo)
			if err != nil {
				return err
			}
			if _, err := launch.FindKernel(a, spec.Kernel); err != nil {
				return fmt.Errorf("launch %s does not fit %s: %w", specPath, args[0], err)
			}
			b := a
			title := "rewritten"
			switch {
			case len(args) == 2 && passes != "":
				return errors.New("give either --passes or a second program, not both")
			case len(args) == 2:
				if b, err = launch.LoadProgram(args[1], lo); err != nil {
					return err
				}
				title = args[1]
			default:
				ps, err := opt.ParsePasses(passes)
				if err != nil {
					return err
				}
				b, _ = opt.Run(a, ps, opt.Options{Force: force, Model: model})
				title = "after " + passes
			}
			cmp, err := bench.CompareWith(a, b, spec, validate.CompareOptions{Runs: runs, Seed: seed, MaxSteps: maxSteps, Model: model, Poison: poison,
				ScratchSlotBase: slotBase, CUs: cus.option(), Occupancy: occ, DictShare: cliShare(dictShare)})
			if err != nil {
				return err
			}
			cmp.Before, cmp.After = args[0], title
			cmp.Launch = specPath
			if spec.Kernel == "" {
				cmp.Launch += " (kernel " + a.Kernels[0].Name + ")"
			} else {
				cmp.Launch += " (kernel " + spec.Kernel + ")"
			}
			w := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				if err := enc.Encode(cmp.JSON()); err != nil {
					return err
				}
			} else {
				cmp.WriteTable(w, bench.NewTable(w))
			}
			if cmp.Result.Mismatch != nil {
				if repro != "" {
					if err := cmp.WriteReproducer(repro); err != nil {
						return err
					}
					fmt.Fprintf(cmd.ErrOrStderr(), "reproducer written to %s\n", repro)
				}
				return &exitError{1, "results differ: " + cmp.Result.Mismatch.Error()}
			}
			if cmp.Outcome() == bench.OutcomeInconclusive {
				return &exitError{exitInconclusive, "inconclusive: no launch was compared (" + cmp.Result.InconclusiveSummary() + ")"}
			}
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&passes, "passes", "", "passes to apply to a.s ("+opt.PassHelp()+")")
	f.StringVar(&arch, "arch", "", "target; default from the file")
	f.IntVar(&wave, "wave", 0, "wave size; default from the file")
	f.StringVar(&specPath, "launch", "", "launch spec (default: launch.json beside a.s)")
	f.IntVar(&runs, "runs", 20, "kernels: launches to compare, the given one plus random buffer contents; snippets: random states")
	f.Uint64Var(&seed, "seed", 1, "seed of the random launches or states")
	f.BoolVar(&force, "force", false, "apply passes where they are not profitable")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	f.IntVar(&slotBase, "scratch-slot-base", 0, "kernels: the given launch's scratch slot base (random launches draw one; a reproducer's README gives the one that differed)")
	cus.add(f, "kernels: "+cusUsage)
	f.IntVar(&occ, "occupancy", 0, "kernels: waves per SIMD (not with --cus 0)")
	f.Uint64Var(&poison, "poison", 0, "kernels: the register poison seed of the given launch (default: from --seed; a reproducer's README gives the one of the launch that differed)")
	dictShareFlag(f, &dictShare, "of the random launches' buffer elements and arguments (kernels) or of the random states' registers and memory words (snippets)")
	f.StringVar(&repro, "repro", "", "on a mismatch, write a reproducer to this directory")
	f.Var((*stepsFlag)(&maxSteps), "max-steps", "snippets: per-run instruction limit (default 100000); kernels: per-wave limit of the random launches (default 4 times the given launch's most per wave, plus 10000)")
	mf.add(f)
	sn.stateFlags(f)
	sn.liveOutFlag(f)
	return c
}

// atLeastOne refuses a count flag below 1, which would otherwise be taken
// silently (or as a default): a mistake, not a request.
func atLeastOne(flag string, n int) error {
	if n < 1 {
		return fmt.Errorf("%s takes a count of at least 1, got %d", flag, n)
	}
	return nil
}
