package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/llcfuzz"
	"github.com/wavesim/wavesim/llcfuzz/irgen"
	"github.com/wavesim/wavesim/sim/launch"
)

func llcfuzzCmd() *cobra.Command {
	var shard, out, llcs, opts, pairs, targets, features, corpus, recheck string
	var seconds float64
	var runs int64
	var seed uint64
	var size, jobs int
	var asJSON, reduce bool
	var timeout time.Duration
	c := &cobra.Command{
		Use:   "llcfuzz [--seed S] [--runs N | --seconds T] [--shard K/N] [--json] [--out DIR] [--llc 14,19] [--opt 0,2] [--targets gfx1030,gfx1100] [--features ...] [--size N] [--corpus traces] [--reduce] [-j N]",
		Short: "Differential fuzzing of llc: kernels compiled by several llc versions, -O levels and targets, run on wavesim against lli",
		Long: `llcfuzz compiles random IR kernels (and, with --corpus, the trace corpus's
kernels) with every llc version, -O level and target of the matrix, runs
each result on wavesim and compares its output buffers with what lli
computes from the same IR (cross-lane kernels: with the -O0 compilation of
the newest llc on the same target). A kernel with a failing compilation is
re-run on the full matrix, classified (miscompile, llc crash, wavesim
suspect, generator suspect; open or fixed in a later release) and written
to --out/NAME as a candidate LLVM bug report, reduced with llvm-reduce-19
under --reduce. See docs/llcfuzz.md.

An interrupt or SIGTERM stops the campaign after the kernel in flight;
the report then counts what ran and its verdict starts INCOMPLETE. A
second one ends it at once, with no report.

Exit status: 0 when every compilation compared agreed, 1 on findings, 3
when nothing was compared (inconclusive), 2 on an error.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			k, n, err := parseShard(shard)
			if err != nil {
				return err
			}
			if runs < 0 {
				return fmt.Errorf("--runs %d: give a count of at least 1 (or --seconds)", runs)
			}
			// --seconds 0 with --corpus runs the corpus kernels alone.
			if runs == 0 && (seconds < 0 || seconds == 0 && corpus == "") {
				return fmt.Errorf("--seconds %v: give a time budget above 0 (or --runs; 0 only with --corpus, for its kernels alone)", seconds)
			}
			if size < 1 {
				return fmt.Errorf("--size %d: give at least 1 statement", size)
			}
			m, err := llcfuzz.ParseMatrix(llcs, opts, targets)
			if err != nil {
				return err
			}
			if pairs != "" {
				if llcs != "" || opts != "" {
					return fmt.Errorf("--pairs names the llc versions and -O levels: give it without --llc and --opt")
				}
				if err := m.ParsePairs(pairs); err != nil {
					return err
				}
			}
			feat, err := llcfuzz.ParseFeatures(features)
			if err != nil {
				return err
			}
			work, err := llcfuzz.WorkDir()
			if err != nil {
				return err
			}
			defer os.RemoveAll(work)
			runner := &llcfuzz.Runner{Dir: work, Jobs: jobs, Timeout: timeout}
			camp := &llcfuzz.Campaign{Seed: seed, Runs: runs, Shard: k, Shards: n, Matrix: m,
				Gen: irgen.Config{Statements: size, Features: feat}, Out: out, Runner: runner, Log: cmd.ErrOrStderr()}
			if runs == 0 {
				camp.Deadline = time.Now().Add(time.Duration(seconds * float64(time.Second)))
			}
			switch recheck {
			case "full":
			case "campaign":
				camp.Full = m
			default:
				return fmt.Errorf("--recheck %q: give full or campaign", recheck)
			}
			if corpus != "" {
				if camp.Corpus, err = llcfuzz.LoadCorpus(corpus); err != nil {
					return err
				}
			}
			if reduce {
				if camp.Reducer, err = cliReducer(timeout); err != nil {
					return err
				}
				camp.Reducer.Jobs = jobs
			}
			rep := &bench.LLCFuzzReport{Kind: bench.LLCFuzzKind, Version: version(), Host: bench.ThisHost(), Seed: seed,
				Shard: fmt.Sprintf("%d/%d", k, n), Runs: runs, Corpus: corpus, LLC: m.LLC, Opt: m.Opt, Pairs: m.PairNames(), Targets: m.TargetNames(),
				Features: llcfuzz.FeatureNames(feat), Size: size, Reference: llcfuzz.ReferenceName()}
			if runs == 0 {
				rep.Seconds = seconds
			}
			stop, release := stopOnSignal(cmd.ErrOrStderr(), "llcfuzz", "kernel")
			defer release()
			camp.Stop = stop
			if err := camp.Run(context.Background(), rep); err != nil {
				return err
			}
			return writeLLCFuzzReport(cmd, rep, asJSON)
		},
	}
	fl := c.Flags()
	fl.Uint64Var(&seed, "seed", 1, "campaign seed: kernel i is generated from a seed derived from (seed, i), the same in any shard")
	fl.Int64Var(&runs, "runs", 0, "generate this many kernels (the campaign's: a shard runs its share)")
	fl.Float64Var(&seconds, "seconds", 60, "run this long (ignored with --runs)")
	fl.StringVar(&shard, "shard", "0/1", "K/N: take kernels K, K+N, K+2N, ... (and corpus kernels likewise)")
	fl.StringVar(&out, "out", "llcfuzz-findings", "write each finding to DIR/KERNEL")
	fl.StringVar(&llcs, "llc", "", "llc versions (default all: "+strings.Trim(fmt.Sprint(llcfuzz.Versions), "[]")+")")
	fl.StringVar(&opts, "opt", "", "-O levels (default all: 0,1,2,3)")
	fl.StringVar(&pairs, "pairs", "", "llc versions at -O levels, VERSION:LEVEL,... (19:2,14:0,19:0), in place of --llc and --opt")
	fl.StringVar(&targets, "targets", "", "targets (default all: "+strings.Join(llcfuzz.TargetNames(), ",")+")")
	fl.StringVar(&features, "features", "", "generator features, comma-separated, or all or none (default "+strings.Join(llcfuzz.DefaultFeatureNames(), ",")+": every one lli can check)")
	fl.IntVar(&size, "size", 20, "approximate statements per generated kernel")
	fl.StringVar(&corpus, "corpus", "", "also run the trace corpus's kernels (its directory, traces) through the matrix")
	fl.StringVar(&recheck, "recheck", "full", "the matrix a finding's kernel is re-run on to classify it: full, or campaign (the selected one: quicker, a coarser classification)")
	fl.BoolVar(&reduce, "reduce", false, "reduce each miscompile with llvm-reduce-19")
	fl.IntVarP(&jobs, "jobs", "j", runtime.NumCPU(), "compilations at once (and llvm-reduce-19 threads under --reduce)")
	fl.DurationVar(&timeout, "timeout", llcfuzz.DefaultTimeout, "CPU-time bound on each llc and lli run (wall clock: 4 times it)")
	fl.BoolVar(&asJSON, "json", false, "print the report as JSON (merge shards with wavesim merge)")
	c.AddCommand(llcfuzzInterestingCmd(), llcfuzzTriageCmd())
	return c
}

// cliReducer reduces with llvm-reduce-19, this binary being the
// interestingness test.
func cliReducer(timeout time.Duration) (*llcfuzz.Reducer, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	tool, err := llcfuzz.ReduceTool()
	if err != nil {
		return nil, err
	}
	return &llcfuzz.Reducer{Tool: tool, Test: []string{exe, "llcfuzz", "interesting", "--timeout", timeout.String()}}, nil
}

// llcfuzzInterestingCmd is llvm-reduce's interestingness test: exit
// status 0 iff the kernel is still interesting.
func llcfuzzInterestingCmd() *cobra.Command {
	var bad, good, launchFile string
	var timeout time.Duration
	var verbose bool
	c := &cobra.Command{
		Use:    "interesting --bad 'llc-16 -O2 gfx1030' --good 'llc-19 -O0 gfx1030' --launch LAUNCH FILE.ll",
		Short:  "Interestingness test for llvm-reduce: exit 0 iff the two compilations run and disagree on FILE.ll",
		Hidden: true,
		Args:   cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			b, err := llcfuzz.ParseConfig(bad)
			if err != nil {
				return err
			}
			g, err := llcfuzz.ParseConfig(good)
			if err != nil {
				return err
			}
			src, err := userfile.ReadFile(launchFile, launch.MaxSpecBytes, "a launch spec")
			if err != nil {
				return err
			}
			work, err := llcfuzz.WorkDir()
			if err != nil {
				return err
			}
			defer os.RemoveAll(work)
			r := &llcfuzz.Runner{Dir: work, Timeout: timeout}
			ok, why := r.Interesting(context.Background(), b, g, launchFile, src, args[0])
			if verbose {
				fmt.Fprintln(cmd.ErrOrStderr(), why)
			}
			if !ok {
				return &exitError{1, ""}
			}
			return nil
		},
	}
	c.Flags().StringVar(&bad, "bad", "", "the compilation that miscompiles")
	c.Flags().StringVar(&good, "good", "", "the compilation that does not")
	c.Flags().StringVar(&launchFile, "launch", "", "launch spec")
	c.Flags().DurationVar(&timeout, "timeout", llcfuzz.DefaultTimeout, "CPU-time bound on each llc run (wall clock: 4 times it)")
	c.Flags().BoolVarP(&verbose, "verbose", "v", false, "say why the kernel is or is not interesting")
	return c
}

// writeLLCFuzzReport prints an llcfuzz report and fails with status 1 on
// findings, exitInconclusive when nothing was compared, as fuzz does
// (docs/scale-out.md: both are results a scheduler hands to merge).
func writeLLCFuzzReport(cmd *cobra.Command, r *bench.LLCFuzzReport, asJSON bool) error {
	return writeVerdictReport(cmd, r, r.Verdict, asJSON, exitInconclusive)
}

// llcfuzzTriageCmd runs the known signatures' experiments on finding
// directories a campaign wrote.
func llcfuzzTriageCmd() *cobra.Command {
	var timeout time.Duration
	var asJSON, each bool
	c := &cobra.Command{
		Use:   "triage [--json] [--each] DIR...",
		Short: "Name the known signature each finding directory shows",
		Long: `triage re-runs each finding directory's wrong compilation (from its
classification.json, original.ll and launch.json) and tries the known
signatures on it, in order:

` + signatureList() + `
A finding no signature explains is listed as "none": it needs reducing
and reading. Exit status: 0 when every directory was triaged, 2 on an
error.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			work, err := llcfuzz.WorkDir()
			if err != nil {
				return err
			}
			defer os.RemoveAll(work)
			r := &llcfuzz.Runner{Dir: work, Timeout: timeout}
			var out []*llcfuzz.Triage
			for _, dir := range args {
				if each {
					ts, err := r.TriageEach(cmd.Context(), dir)
					if err != nil {
						return err
					}
					out = append(out, ts...)
					continue
				}
				t, err := r.TriageDir(cmd.Context(), dir)
				if err != nil {
					return err
				}
				out = append(out, t)
			}
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			}
			writeTriage(cmd.OutOrStdout(), out)
			return nil
		},
	}
	c.Flags().DurationVar(&timeout, "timeout", llcfuzz.DefaultTimeout, "CPU-time bound on each llc run (wall clock: 4 times it)")
	c.Flags().BoolVar(&asJSON, "json", false, "print the triage as JSON")
	c.Flags().BoolVar(&each, "each", false, "triage every failing compilation of each finding, not only the one it contrasts (a row each)")
	return c
}

func signatureList() string {
	var b strings.Builder
	for _, s := range llcfuzz.Signatures {
		fmt.Fprintf(&b, "  %s: %s.\n", s.Name, s.What)
	}
	return b.String()
}

func writeTriage(w io.Writer, ts []*llcfuzz.Triage) {
	tw := bench.NewTable(w)
	tw.Header([]string{"finding", "class", "status", "wrong compilation", "known signature"})
	count := map[string]int{}
	for _, t := range ts {
		known := t.Known
		switch {
		case t.Why != "":
			known = "not tried: " + t.Why
		case known == "":
			known = "none"
		}
		count[strings.SplitN(known, ":", 2)[0]]++
		tw.Append([]string{t.Kernel, t.Class, t.Status, t.Bad, known})
	}
	tw.Render()
	for _, t := range ts {
		if t.Evidence != "" {
			fmt.Fprintf(w, "%s: %s: %s\n", t.Kernel, t.Known, t.Evidence)
		}
	}
	dirs := map[string]bool{}
	for _, t := range ts {
		dirs[t.Dir] = true
	}
	if len(dirs) == len(ts) {
		fmt.Fprintf(w, "%d findings: %s\n", len(ts), bench.Tally(count))
		return
	}
	fmt.Fprintf(w, "%d compilations of %d findings: %s\n", len(ts), len(dirs), bench.Tally(count))
}
