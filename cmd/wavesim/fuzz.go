package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
)

func fuzzCmd() *cobra.Command {
	var passes, arch, shard, out, shapes string
	var wave, states, blocks int
	var seconds, dictShare float64
	var runs int64
	var seed uint64
	var force, quiet, asJSON bool
	c := &cobra.Command{
		Use:   "fuzz --passes vcmpx [--arch gfx1030] [--wave 32|64] [--seconds N | --runs N] [--seed S] [--out DIR] [--shard K/N] [--json]",
		Short: "Differential fuzzing: generated programs and states, original against rewritten",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			manyKernels()
			// 0 would mean validate's defaults: a flag given as 0 or less
			// is a mistake, not a request for them.
			if err := atLeastOne("--states", states); err != nil {
				return err
			}
			if err := atLeastOne("--blocks", blocks); err != nil {
				return err
			}
			if blocks > validate.MaxBlocks {
				return fmt.Errorf("--blocks takes at most %d regions (a longer program would exceed the checker's step limit), got %d", validate.MaxBlocks, blocks)
			}
			ps, err := opt.ParsePasses(passes)
			if err != nil {
				return err
			}
			a, err := isa.LookupArch(arch)
			if err != nil {
				return err
			}
			if wave == 0 {
				wave = a.DefaultWave()
			}
			if !a.HasWave(wave) {
				return fmt.Errorf("%s has no wave%d", a.Name, wave)
			}
			k, n, err := parseShard(shard)
			if err != nil {
				return err
			}
			mine, err := fuzzShare(runs, k, n)
			if err != nil {
				return err
			}
			var names []string
			for _, p := range ps {
				names = append(names, p.Name())
			}
			if err := opt.CheckFuzzable(names); err != nil {
				return err
			}
			gc := validate.GenConfig{Arch: a, Wave: wave, Blocks: blocks, Shapes: opt.ShapesFor(names)}
			if shapes != "" {
				gc.Shapes = strings.Split(shapes, ",")
			}
			exit := opt.UnitsOf(validate.GenLiveOut(wave))
			forms, contract := opt.FuzzForms(ps, exit)
			cfg := validate.FuzzConfig{
				Gen:       gc,
				Transform: opt.Transform(forms, opt.Options{Force: force, ExitLive: exit}),
				Seed:      seed, Shard: k, Shards: n, States: states, Programs: mine,
				DictShare: cliShare(dictShare),
			}
			if contract != nil {
				cfg.Contract = validate.Contract(contract)
			}
			var index int64 // of the program being checked: a finding's
			cfg.Program = func(i int64, _ uint64, _ *validate.Generated) { index = i }
			if runs == 0 {
				cfg.Deadline = time.Now().Add(time.Duration(seconds * float64(time.Second)))
			}
			ew := cmd.ErrOrStderr()
			var bar *progressbar.ProgressBar
			if !quiet && term.IsTerminal(int(os.Stderr.Fd())) {
				max := int64(-1)
				if runs > 0 {
					max = mine
				}
				bar = progressbar.NewOptions64(max, progressbar.OptionSetWriter(ew), progressbar.OptionSetDescription("fuzzing"),
					progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionShowCount(), progressbar.OptionClearOnFinish())
				cfg.Progress = func(s validate.FuzzStats) {
					secs := s.Elapsed.Seconds()
					bar.Describe(fmt.Sprintf("%.0f programs/s, %.0f states/s, %d findings", float64(s.Programs)/secs, float64(s.States)/secs, s.Findings))
					bar.Set64(s.Programs)
				}
			}
			stop, release := stopOnSignal(cmd.ErrOrStderr(), "fuzz", "program")
			defer release()
			cfg.Stop = stop
			st, f, err := validate.Fuzz(cfg)
			if bar != nil {
				bar.Finish()
			}
			if err != nil {
				return err
			}
			rep := &bench.FuzzReport{Kind: bench.FuzzKind, Version: version(), Host: bench.ThisHost(), Target: a.Name, Wave: wave,
				Force: force, Seed: seed, Shard: fmt.Sprintf("%d/%d", k, n), StatesPerProgram: states, Blocks: blocks, Runs: runs}
			if runs == 0 {
				rep.Seconds = seconds
			}
			rep.DictShare = validate.Share(cfg.DictShare)
			rep.Passes, rep.Shapes = names, gc.Shapes
			if f != nil {
				if out == "" {
					out = fmt.Sprintf("wavesim-repro-%d", f.ProgramSeed)
				}
				if err := f.WriteRepro(out, cfg.Gen, passes, force); err != nil {
					return err
				}
				rep.Findings = append(rep.Findings, bench.NewFuzzFinding(f, index, rep.Shard, out))
			}
			rep.SetStats(st)
			return writeFuzzReport(cmd, rep, asJSON)
		},
	}
	fl := c.Flags()
	fl.StringVar(&passes, "passes", "", "passes to check ("+opt.PassHelp()+")")
	fl.StringVar(&arch, "arch", "gfx1030", "target")
	fl.IntVar(&wave, "wave", 0, "wave size (default: the target's)")
	fl.Float64Var(&seconds, "seconds", 10, "run this long (ignored with --runs)")
	fl.Int64Var(&runs, "runs", 0, "run this many programs (the campaign's: a shard runs its share)")
	fl.IntVar(&states, "states", 512, "random states per program")
	fl.IntVar(&blocks, "blocks", 3, fmt.Sprintf("regions per program (1..%d)", validate.MaxBlocks))
	fl.StringVar(&shapes, "shapes", "", "comma-separated program shapes ("+strings.Join(validate.ShapeNames(), ", ")+"; default: the passes' own)")
	fl.Uint64Var(&seed, "seed", 1, "campaign seed: the same seed and shard give the same programs, states and result")
	fl.StringVar(&shard, "shard", "0/1", "K/N: take programs K, K+N, K+2N, ... (for batch schedulers)")
	fl.StringVar(&out, "out", "", "reproducer directory on a mismatch (default wavesim-repro-SEED)")
	fl.BoolVar(&force, "force", false, "apply passes where they are not profitable")
	fl.BoolVarP(&quiet, "quiet", "q", false, "no progress bar (there is none when standard error is not a terminal)")
	fl.BoolVar(&asJSON, "json", false, "print the campaign and its finding as JSON (merge shards with wavesim merge)")
	dictShareFlag(fl, &dictShare, "of each state's registers and memory words")
	return c
}

// parseShard reads --shard K/N.
func parseShard(s string) (int, int, error) {
	if s == "" {
		return 0, 0, fmt.Errorf("--shard takes K/N with 0 <= K < N, got %q", s)
	}
	k, n, err := bench.ShardOf(s)
	if err != nil {
		return 0, 0, fmt.Errorf("--shard takes K/N with 0 <= K < N, got %q", s)
	}
	return k, n, nil
}

// maxPoisonFileBytes bounds a poison file, which holds one number and
// whitespace.
const maxPoisonFileBytes = 4 << 10

// reproPoison reads a compare --repro folder's poison file: the register
// poison seed, one unsigned 64-bit number ("" when there is no file). A
// bad one is the file's error, at its position, not the --poison flag's
// that replay passes it on as.
func reproPoison(path string) (string, error) {
	b, err := userfile.ReadFile(path, maxPoisonFileBytes, "a poison seed file (one number)")
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	text := strings.TrimSpace(string(b))
	l, c := launch.LineCol(b, bytes.Index(b, []byte(text)))
	if text == "" {
		return "", fmt.Errorf("%s: the file is empty; it should hold the register poison seed (a number)", path)
	}
	if _, err := strconv.ParseUint(text, 0, 64); err != nil {
		return "", fmt.Errorf("%s:%d:%d: %q is not a register poison seed (an unsigned 64-bit number)", path, l, c, text)
	}
	return text, nil
}

// isCompareRepro: a compare --repro folder holds original.s and
// rewritten.s; a fuzzing reproducer holds program.s.
func isCompareRepro(dir string) bool {
	_, errProg := os.Stat(filepath.Join(dir, "program.s"))
	_, errOrig := os.Stat(filepath.Join(dir, "original.s"))
	return errProg != nil && errOrig == nil
}

func replayCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "replay DIR",
		Short: "Replay a reproducer (from fuzz, or from compare --repro)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if isCompareRepro(args[0]) {
				// compare --repro writes the two programs and their launch:
				// replaying it is comparing them on that launch.
				c := compareCmd()
				c.SetOut(cmd.OutOrStdout())
				c.SetErr(cmd.ErrOrStderr())
				cargs := []string{"--runs", "1", "--launch", filepath.Join(args[0], "launch.json")}
				// The register poison of the launch that differed.
				if seed, err := reproPoison(filepath.Join(args[0], "poison")); err != nil {
					return err
				} else if seed != "" {
					cargs = append(cargs, "--poison", seed)
				}
				c.SetArgs(append(cargs, filepath.Join(args[0], "original.s"), filepath.Join(args[0], "rewritten.s")))
				c.SilenceUsage, c.SilenceErrors = true, true
				return c.Execute()
			}
			r, err := validate.ReplayContract(args[0], func(spec validate.ReproSpec, a *isa.Arch) (validate.Transform, validate.Contract, error) {
				ps, err := opt.ParsePasses(spec.Passes)
				if err != nil {
					return nil, nil, nil // passes not available here: replay the stored rewrite only
				}
				var live []isa.Reg
				for _, name := range spec.LiveOut {
					if r, err := isa.ParseReg(name, a); err == nil {
						live = append(live, r)
					}
				}
				forms, contract := opt.FuzzForms(ps, opt.UnitsOf(live))
				var c validate.Contract
				if contract != nil {
					c = validate.Contract(contract)
				}
				return opt.Transform(forms, opt.Options{Force: spec.Force, ExitLive: opt.UnitsOf(live)}), c, nil
			})
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "%s: %s wave%d, passes %s, %d instructions\n%s", filepath.Clean(args[0]), r.Spec.Arch, r.Spec.Wave, r.Spec.Passes,
				len(r.Original.Insts), r.Original.String())
			failed := false
			if r.Stored != nil {
				fmt.Fprintf(w, "stored rewrite: %v\n", r.Stored)
				failed = true
			} else {
				fmt.Fprintln(w, "stored rewrite: no mismatch")
			}
			if r.FreshRan {
				if r.Fresh != nil {
					fmt.Fprintf(w, "passes today:   %v\n", r.Fresh)
					failed = true
				} else {
					fmt.Fprintln(w, "passes today:   no mismatch (fixed?)")
				}
			} else {
				fmt.Fprintf(w, "passes today:   not run (this build has no passes %q)\n", r.Spec.Passes)
			}
			if failed {
				return &exitError{1, ""}
			}
			return nil
		},
	}
}

// dictShareFlag adds --dict-share: the share of random values drawn from
// the dictionary of the programs' constants (docs/fuzzing.md
// "Interesting values").
func dictShareFlag(fl *pflag.FlagSet, v *float64, what string) {
	*v = validate.DefaultDictShare
	fl.Var((*shareFlag)(v), "dict-share", "share (0 to 1) "+what+" drawn from the dictionary of the programs' constants and boundary values; 0: none")
}

// shareFlag is --dict-share's value. A share outside [0, 1] was taken
// silently (5 as 1, -3 as none) and NaN failed the campaign only at its
// end, in the JSON report: it is refused when given.
type shareFlag float64

func (s *shareFlag) String() string { return strconv.FormatFloat(float64(*s), 'g', -1, 64) }
func (s *shareFlag) Type() string   { return "float" }

func (s *shareFlag) Set(v string) error {
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(f) || f < 0 || f > 1 {
		return errors.New("give a share from 0 to 1 (0: no dictionary values)")
	}
	*s = shareFlag(f)
	return nil
}

// cliShare is --dict-share as validate takes it: 0 turns the dictionary
// off.
func cliShare(s float64) float64 {
	if s <= 0 {
		return validate.NoDictionary
	}
	return s
}
