package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"
	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/internal/userfile"
)

func mergeCmd() *cobra.Command {
	var asJSON, asCSV bool
	c := &cobra.Command{
		Use:   "merge [--json | --csv] FILE... (- reads standard input)",
		Short: "Combine the --json reports of a sharded bench run or fuzz or llcfuzz campaign into the unsharded run's report",
		Long: `merge reads the --json reports of the N shards of one run (wavesim bench
--shard K/N --json, wavesim fuzz --shard K/N --json or wavesim llcfuzz
--shard K/N --json): files, or - for
standard input, each holding one report or several one after another. Every
shard K of N must appear exactly once, all of one kind and with the same
settings (version, passes, seed, runs, target).

bench: the rows go back into the unsharded run's order and the summary is
computed afresh; merge prints the table wavesim bench prints (--json, --csv
as bench). fuzz: programs, states and findings add up; merge prints the
campaign and every finding (--json for the merged document). llcfuzz:
kernels, compilations and each outcome add up, and the findings of all
shards are listed.

The exit status is the unsharded run's: 1 when results differ or a finding
was made; for fuzz, 3 when no state was compared; for llcfuzz, 1 when no
compilation was compared; 2 on an error.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if asJSON && asCSV {
				return fmt.Errorf("give --json or --csv, not both")
			}
			var reports []*bench.Report
			for _, a := range args {
				name, src, err := readInput(cmd, a)
				if err != nil {
					return err
				}
				rs, err := bench.ReadReports(name, src)
				if err != nil {
					return err
				}
				reports = append(reports, rs...)
			}
			mr, err := bench.MergeAny(reports)
			if err != nil {
				return err
			}
			b, f := mr.Bench, mr.Fuzz
			if mr.LLCFuzz != nil {
				if asCSV {
					return fmt.Errorf("--csv is for bench reports; these are llcfuzz reports (--json merges them)")
				}
				return writeLLCFuzzReport(cmd, mr.LLCFuzz, asJSON)
			}
			w := cmd.OutOrStdout()
			if f != nil {
				if asCSV {
					return fmt.Errorf("--csv is for bench reports; these are fuzz reports (--json merges them)")
				}
				return writeFuzzReport(cmd, f, asJSON)
			}
			if err := writeBenchReport(w, b, asJSON, asCSV, ""); err != nil {
				return err
			}
			return benchVerdict(&b.Summary)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the merged report as JSON")
	c.Flags().BoolVar(&asCSV, "csv", false, "print CSV, one line per trace (bench reports)")
	return c
}

// maxReportBytes bounds a report merge reads whole (1 GiB, a model
// parameter): far above a corpus's bench or fuzz report.
const maxReportBytes = 1 << 30

// readInput reads a file, or standard input for "-".
func readInput(cmd *cobra.Command, arg string) (string, []byte, error) {
	if arg == "-" {
		src, err := userfile.ReadAll(cmd.InOrStdin(), "<stdin>", 0, maxReportBytes, "a report")
		return "<stdin>", src, err
	}
	src, err := userfile.ReadFile(arg, maxReportBytes, "a report")
	return arg, src, err
}

// verdictReport is a campaign's report with a verdict (wavesim fuzz's,
// llcfuzz's).
type verdictReport interface {
	WriteJSON(io.Writer) error
	WriteText(io.Writer)
	VerdictLine() string
}

// writeFuzzReport prints a fuzz report, as text or JSON, and fails when it
// found a mismatch or compared nothing.
func writeFuzzReport(cmd *cobra.Command, r *bench.FuzzReport, asJSON bool) error {
	return writeVerdictReport(cmd, r, r.Verdict, asJSON, exitInconclusive)
}

// writeVerdictReport prints r, as text or JSON, and fails unless its
// verdict is "no mismatch": with status inconclusive when it compared
// nothing, 1 otherwise.
func writeVerdictReport(cmd *cobra.Command, r verdictReport, verdict string, asJSON bool, inconclusive int) error {
	if asJSON {
		if err := r.WriteJSON(cmd.OutOrStdout()); err != nil {
			return err
		}
	} else {
		r.WriteText(cmd.OutOrStdout())
	}
	if verdict == bench.VerdictNoMismatch {
		return nil
	}
	code := 1
	if verdict == bench.VerdictInconclusive {
		code = inconclusive
	}
	if asJSON {
		// Standard output is the JSON document; say why the exit
		// status is not 0 on standard error.
		return &exitError{code, r.VerdictLine()}
	}
	return &exitError{code, ""}
}

// fuzzShare is how many programs of a campaign of runs shard k of n
// checks: programs k, k+n, ... below runs (0 runs: a time budget).
func fuzzShare(runs int64, k, n int) (int64, error) {
	switch {
	case runs < 0:
		return 0, fmt.Errorf("--runs %d: give a count of at least 1 (or --seconds)", runs)
	case runs == 0:
		return 0, nil
	case runs <= int64(k):
		return 0, fmt.Errorf("--runs %d --shard %d/%d: the shard has none of the %d programs (give N <= --runs)", runs, k, n, runs)
	}
	return (runs - int64(k) + int64(n) - 1) / int64(n), nil
}
