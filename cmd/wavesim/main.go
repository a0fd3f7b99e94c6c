// Command wavesim simulates AMDGPU kernels as LLVM prints them.
//
//	wavesim run --launch spec.json [--arch gfx1030] [--json] kernel.s
//	wavesim run --arch gfx1030 [--random-state SEED] [--exec MASK] [--set v2=1.5] snippet.s
//	wavesim corpus [traces]
//	wavesim print [--arch gfx1030] kernel.s
//	wavesim att-diff --launch spec.json kernel.s measured/ui_output_agent_0_dispatch_1
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"time"

	"github.com/spf13/cobra"

	"github.com/wavesim/wavesim/bench"
	// startup readies the process before the libraries initialise.
	_ "github.com/wavesim/wavesim/internal/startup"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/launch"
)

// exitError carries an exit status without printing usage.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:           "wavesim",
		Short:         "Cycle-approximate AMDGPU wave simulator and optimizer",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.Version = version()
	root.AddCommand(launchCmd(), runCmd(), benchCmd(), corpusCmd(), printCmd(), optCmd(), compareCmd(), fuzzCmd(), llcfuzzCmd(), replayCmd(), mergeCmd(), modelCmd(), occupancyCmd(), calibrateCmd(), attDiffCmd())
	return root
}

// version is the module version and VCS revision the binary was built
// from, as the Go toolchain records them.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := bi.Main.Version
	if v != "(devel)" && v != "" {
		return v + " " + bi.GoVersion // the toolchain's version names the revision
	}
	for _, kv := range bi.Settings {
		switch kv.Key {
		case "vcs.revision":
			v += " " + kv.Value[:min(12, len(kv.Value))]
		case "vcs.modified":
			if kv.Value == "true" {
				v += " (modified)"
			}
		}
	}
	return v + " " + bi.GoVersion
}

func main() {
	tuneGC()
	ownProcess = true
	if err := newRoot().Execute(); err != nil {
		var ee *exitError
		if errors.As(err, &ee) {
			if ee.msg != "" {
				fmt.Fprintln(os.Stderr, ee.msg)
			}
			os.Exit(ee.code)
		}
		fmt.Fprintln(os.Stderr, "wavesim:", err)
		os.Exit(2)
	}
}

func runCmd() *cobra.Command {
	var specPath, arch, kernel string
	var wave, userSGPRs int
	var asJSON, quiet, trace, strict, allBuffers bool
	var maxSteps int64
	var poison uint64
	var outDir string
	var tl timelineFiles
	var sn snippetFlags
	var long longRun
	var mf modelFlag
	var cus cusFlag
	var occ int
	var ldsRaces bool
	c := &cobra.Command{
		Use:   "run ([--launch spec.json] kernel.s|kernel.o|- | --arch gfx1030 snippet.s|-)",
		Short: "Run a kernel on a launch, or a snippet from a register state, and print its timing and results",
		Long: `run runs a kernel on a launch (or a snippet from a register state) and prints
its timing per instruction, each stall cycle charged to a cause, the hazards,
then what the memory system did: lookups, hits and bytes per cache level, the
memory-counter waits split by the level or queue that held them, and the DRAM
bytes a cycle against the compute units' share (--model memory=false: LLVM's
flat latencies, no memory section); then the results. docs/running.md
describes every field, docs/timing.md the model.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := tl.check(asJSON); err != nil {
				return err
			}
			model, err := mf.settings()
			if err != nil {
				return err
			}
			if specPath == "" {
				beside := besideSpec(args[0])
				if done, err := sn.run(cmd, args[0], beside != "", snippetRunFlags{arch, wave, asJSON, quiet, trace, strict, maxSteps, &tl, model}); done {
					return err
				}
				specPath = beside
				fmt.Fprintf(cmd.ErrOrStderr(), "launch: %s, the spec beside the file (--launch picks another)\n", specPath)
			}
			if err := noneChanged(cmd, snippetOnly, "applies to snippets (files without a kernel), which run without --launch"); err != nil {
				return err
			}
			prefaultForKernel(args[0])
			spec, err := launch.LoadSpec(specPath)
			if err != nil {
				return err
			}
			p, err := loadInput(cmd, args[0], launch.LoadOptions{Arch: arch, Wave: wave, UserSGPRs: userSGPRs}.WithSpec(spec))
			if err != nil {
				return err
			}
			if kernel != "" {
				spec.Kernel = kernel
			}
			w := cmd.OutOrStdout()
			opts := launch.Options{StepLimit: maxSteps, Timing: true, Strict: strict, Model: model, CUs: cus.option(), Occupancy: occ, Poison: poison, LDSRaces: ldsRaces}
			if err := long.apply(&opts, cmd.ErrOrStderr(), !quiet && !asJSON && !trace); err != nil {
				return err
			}
			if trace {
				// With --json the trace goes to stderr, keeping stdout one
				// JSON document.
				opts.Trace = w
				if asJSON {
					opts.Trace = cmd.ErrOrStderr()
				}
			}
			opts.Timeline = tl.start(p)
			d, err := launch.NewDispatch(p, spec, opts)
			if err != nil {
				return err
			}
			stop, err := long.run(d)
			if err != nil {
				return err
			}
			races := raceReport(d, ldsRaces)
			tl.kernel = d.Kernel
			tl.end(bench.EndOf(d.Timing.Cycles, opts.CUs))
			if err := tl.write(cmd); err != nil {
				return err
			}
			if outDir != "" {
				files, err := d.SaveNPY(outDir)
				if err != nil {
					return err
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "wrote %d buffers to %s (NumPy .npy)\n", len(files), outDir)
			}
			verdict := checkExpect(d, stop)
			if done, err := tl.writeCSV(cmd); done || err != nil {
				if err != nil {
					return err
				}
				return endRun(w, verdict, stop, false)
			}
			out, err := d.Output(launch.OutputOptions{Buffers: asJSON, Insts: asJSON || !quiet})
			if err != nil {
				return err
			}
			mem := bench.NewMemReport(d.Timing)
			if asJSON {
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				if err := enc.Encode(runJSON{out, mem, verdict, races}); err != nil {
					return err
				}
			} else {
				if !quiet {
					bench.WriteTimingTableMem(w, out.Timing, mem)
				} else if len(out.Timing.Hazards) > 0 {
					bench.WriteHazards(w, out.Timing)
				}
				if mem != nil {
					bench.WriteMemReport(w, mem)
				}
				fmt.Fprintf(w, "%skernel %s on %s wave%d: %d workgroups, %d waves, %d wave instructions, %d cycles\n",
					partial(stop), out.Kernel, out.Arch, out.Wave, out.Workgroups, out.Waves, out.Steps, out.Timing.Cycles)
				if out.Occupancy != nil {
					fmt.Fprintf(w, "%s\n", out.Occupancy)
				}
				if err := writeBuffers(w, d, allBuffers); err != nil {
					return err
				}
				writeRaces(w, races)
			}
			if err := racesFound(races, stop); err != nil {
				return err
			}
			return endRun(w, verdict, stop, !asJSON)
		},
	}
	f := c.Flags()
	f.StringVar(&specPath, "launch", "", "launch spec (JSON); default: the launch.json beside a kernel file; a file that defines no kernel runs as a snippet")
	f.StringVar(&arch, "arch", "", "target (gfx900, gfx1010, gfx1030, gfx1100 or a target of their families, such as gfx1032); default from the file")
	f.StringVar(&kernel, "kernel", "", "kernel to run when the file has several")
	f.IntVar(&wave, "wave", 0, "wave size 32 or 64; default from the file")
	f.BoolVar(&asJSON, "json", false, "print JSON (buffers and the timing report)")
	f.BoolVarP(&quiet, "quiet", "q", false, "no per-instruction timing table (and no progress bar)")
	f.BoolVar(&allBuffers, "buffers", false, "print every element of every buffer (by default a buffer prints its first and last elements)")
	f.StringVar(&outDir, "out", "", "write every buffer to `DIR`/<name>.npy")
	f.StringVar(&tl.traceOut, "trace-out", "", "write the timeline to `FILE` in the Chrome trace event format (Perfetto, chrome://tracing)")
	f.StringVar(&tl.plotOut, "plot", "", "draw the issue timeline to `FILE` (.svg, .png or .pdf): stalls colored by cause")
	f.StringVar(&tl.attDir, "att", "", "write the run as rocprofv3 --att does under `DIR`: the thread-trace directory ROCprof Compute Viewer opens (ui_output_agent_0_dispatch_1) and its stats CSV (docs/att.md)")
	f.BoolVar(&tl.csv, "csv", false, "print one CSV line per instruction in rocprofv3's thread-trace columns (CodeObj,Vaddr,Instruction,Hitcount,Latency,Stall,Idle,Source) instead of the report")
	f.BoolVar(&trace, "trace", false, "print the dynamic instruction stream with issue cycles and stalls (to stderr with --json)")
	f.BoolVar(&strict, "strict", false, "make the first hazard an error")
	f.IntVar(&userSGPRs, "user-sgprs", 0, "user SGPR count, for llvm-objdump input whose kernel descriptor listing omits it")
	f.Var((*stepsFlag)(&maxSteps), "max-steps", fmt.Sprintf("per-wave instruction limit (default %d)", sim.DefaultStepLimit))
	f.Uint64Var(&poison, "poison", 0, poisonUsage)
	f.Uint64Var(&sn.randomState, "random-state", 0, "snippets: start from the random state of this `SEED` instead of zeros")
	sn.stateFlags(f)
	mf.add(f)
	cus.add(f, cusUsage)
	f.IntVar(&occ, "occupancy", 0, "waves per SIMD, at most what the kernel allows (default: that); not with --cus 0")
	f.BoolVar(&ldsRaces, "lds-races", false, "check every LDS access for a race with another lane of its workgroup (two accesses of a byte, one a write, with no s_barrier between); a race exits 1")
	long.addFlags(c)
	return c
}

// runJSON is run --json's document: the run's figures and, when the
// model has a memory system, what it did (absent with memory=false), and
// the verdict on the spec's expectations when it has any.
type runJSON struct {
	*launch.Output
	Memory      *bench.MemReport `json:"memory,omitempty"`
	Expectation *expectation     `json:"expectation,omitempty"`
	LDSRaces    *ldsRacesJSON    `json:"lds_races,omitempty"`
}

// expectation is the check of a run's buffers against the spec's expect
// section: "match", "mismatch" (with the first difference), or
// "unchecked" when a bound stopped the run.
type expectation struct {
	Verdict  string `json:"verdict"`
	Mismatch string `json:"mismatch,omitempty"`
}

// checkExpect checks d against its spec's expectations, or returns nil
// when the spec has none.
func checkExpect(d *launch.Dispatch, stop *launch.StopError) *expectation {
	switch {
	case len(d.Spec.Expect) == 0:
		return nil
	case stop != nil:
		return &expectation{Verdict: "unchecked"}
	}
	if m := d.Check(); m != nil {
		return &expectation{Verdict: "mismatch", Mismatch: m.Error()}
	}
	return &expectation{Verdict: "match"}
}

// endRun ends a kernel run: a run a bound stopped is partial (exit 3),
// otherwise a mismatch of the buffers against the spec's expect section
// (checkExpect) exits 1; say prints the match.
func endRun(w io.Writer, e *expectation, stop *launch.StopError, say bool) error {
	if stop != nil {
		return stopped(stop, e != nil)
	}
	if e == nil {
		return nil
	}
	if e.Verdict == "mismatch" {
		return &exitError{1, "mismatch: " + e.Mismatch}
	}
	if say {
		fmt.Fprintln(w, "expectation: match")
	}
	return nil
}

// bufferHead and bufferTail are the elements a buffer shows without
// --buffers.
const bufferHead, bufferTail = 8, 2

// writeBuffers prints each buffer: every element with all, or its first
// and last ones.
func writeBuffers(w io.Writer, d *launch.Dispatch, all bool) error {
	for _, name := range d.BufferNames() {
		b := d.Buffers[name]
		fmt.Fprintf(w, "%s: %d × %s [", name, b.Count, b.Type)
		for i := 0; i < b.Count; i++ {
			if !all && b.Count > bufferHead+bufferTail && i == bufferHead {
				fmt.Fprint(w, " …")
				i = b.Count - bufferTail
			}
			v, err := d.Element(name, i)
			if err != nil {
				return fmt.Errorf("buffer %s: %v", name, err)
			}
			if i > 0 {
				fmt.Fprint(w, " ")
			}
			fmt.Fprint(w, b.Type.Format(v))
		}
		fmt.Fprintln(w, "]")
	}
	return nil
}

func launchCmd() *cobra.Command {
	var arch, kernel string
	var wave, grid, workgroup int
	c := &cobra.Command{
		Use:   "launch kernel.s|kernel.o|-",
		Short: "Write a launch spec template from a kernel's argument metadata",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadInput(cmd, args[0], launch.LoadOptions{Arch: arch, Wave: wave})
			if err != nil {
				return err
			}
			k, err := launch.FindKernel(p, kernel)
			if err != nil {
				return err
			}
			spec, notes := launch.Template(p, k, grid, workgroup)
			fmt.Fprintf(cmd.OutOrStdout(), "%s\n", spec.JSON())
			for _, n := range notes {
				fmt.Fprintln(cmd.ErrOrStderr(), "note:", n)
			}
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&arch, "arch", "", "target; default from the file")
	f.StringVar(&kernel, "kernel", "", "kernel, when the file has several")
	f.IntVar(&wave, "wave", 0, "wave size; default from the file")
	f.IntVar(&grid, "grid", 256, "work-items in the grid (one buffer element each)")
	f.IntVar(&workgroup, "workgroup", 64, "work-items per workgroup")
	return c
}

func corpusCmd() *cobra.Command {
	var quiet bool
	var poison uint64
	c := &cobra.Command{
		Use:   "corpus [dir]",
		Short: "Run every trace of the corpus and check it against its lli expectation",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := "traces"
			if len(args) == 1 {
				dir = args[0]
			}
			traces, err := bench.Corpus(dir)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			tw := bench.NewTable(w)
			tw.Header("kernel", "variant", "insts", "waves", "wave insts", "cycles", "stall cycles", "hazards", "time", "result")
			failed := 0
			start := time.Now()
			var total int64
			for _, t := range traces {
				r := t.Run(launch.Options{Timing: true, Poison: poison})
				total += r.Steps
				res := "match"
				switch {
				case r.Err != nil:
					res, failed = "ERROR: "+r.Err.Error(), failed+1
				case r.Mismatch != nil:
					res, failed = "MISMATCH: "+r.Mismatch.Error(), failed+1
				}
				var cycles, stalls, hazards string
				if r.Timing != nil {
					cycles, stalls, hazards = fmt.Sprint(r.Timing.Cycles), fmt.Sprint(r.Timing.StallCycles), fmt.Sprint(r.Timing.HazardCount)
					if len(r.Timing.Hazards) > 0 && r.OK() {
						res, failed = "HAZARD: "+r.Timing.Hazards[0].String(), failed+1
					}
				}
				if !quiet || res != "match" {
					tw.Append([]string{t.Name, t.Variant, fmt.Sprint(r.Insts), fmt.Sprint(r.Waves), fmt.Sprint(r.Steps),
						cycles, stalls, hazards, r.Elapsed.Round(time.Microsecond).String(), res})
				}
			}
			tw.Render()
			fmt.Fprintf(w, "%d traces, %d match, %d fail; %d wave instructions in %v\n",
				len(traces), len(traces)-failed, failed, total, time.Since(start).Round(time.Millisecond))
			if failed > 0 {
				return &exitError{1, ""}
			}
			return nil
		},
	}
	c.Flags().BoolVarP(&quiet, "quiet", "q", false, "list only failures")
	c.Flags().Uint64Var(&poison, "poison", 0, poisonUsage)
	return c
}

// poisonUsage describes --poison (launch.Options.Poison).
const poisonUsage = "kernels: start the registers the initial state leaves undefined (every VGPR but the work-item ids, the SGPRs above the user and system ones) with random values from this seed (0: zeros)"

func printCmd() *cobra.Command {
	var arch string
	var wave int
	c := &cobra.Command{
		Use:   "print kernel.s|-",
		Short: "Parse a file (or standard input) and print it back in canonical LLVM syntax",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadInput(cmd, args[0], launch.LoadOptions{Arch: arch, Wave: wave})
			if err != nil {
				return err
			}
			return p.Print(cmd.OutOrStdout())
		},
	}
	c.Flags().StringVar(&arch, "arch", "", "target; default from the file")
	c.Flags().IntVar(&wave, "wave", 0, "wave size; default from the file")
	return c
}
