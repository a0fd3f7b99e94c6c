package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// Snippets: files of instructions without a kernel, run without a launch
// (docs/snippets.md). run, compare and opt take these flags besides their
// own.
type snippetFlags struct {
	randomState uint64
	exec        string
	set         string
	liveOut     string
}

// Flags of the snippet initial state (run and compare).
func (s *snippetFlags) stateFlags(f *pflag.FlagSet) {
	f.StringVar(&s.exec, "exec", "", "snippets: the initial exec `MASK` in hex, such as 0xffff0000 (default: every lane of the wave)")
	f.Var((*setList)(&s.set), "set", "snippets: initial register values, a `LIST` such as v2=1.5,s4=7,v0[3]=-1 (integers, 0x hex, floats as f32 bits; see docs/snippets.md); repeated --set flags add to the list, in order")
}

// setList is --set's value: each use adds its items after the earlier
// ones, as one comma-separated list would. A plain string flag kept only
// the last --set and dropped the others silently.
type setList string

func (l *setList) String() string { return string(*l) }
func (l *setList) Type() string   { return "LIST" }

func (l *setList) Set(v string) error {
	if *l != "" && v != "" {
		*l += ","
	}
	*l += setList(v)
	return nil
}

// liveOutFlag is the registers that matter at a snippet's end (opt and
// compare).
func (s *snippetFlags) liveOutFlag(f *pflag.FlagSet) {
	f.StringVar(&s.liveOut, "live-out", "", "snippets: the `REGS` live at the end, such as s2,exec_lo (default: every register the snippet writes or reads, but an scc it has read)")
}

// snippetOnly are the flags that make sense only without a launch.
var snippetOnly = []string{"random-state", "exec", "set", "live-out"}

// kernelOnly are run's flags that make sense only with a launch.
var kernelOnly = []string{"kernel", "out", "buffers", "user-sgprs", "repro", "scratch-slot-base", "cus", "occupancy", "poison", "lds-races"}

// noneChanged reports the first flag of names the command line set.
func noneChanged(cmd *cobra.Command, names []string, why string) error {
	for _, n := range names {
		if f := cmd.Flags().Lookup(n); f != nil && f.Changed {
			return fmt.Errorf("--%s %s", n, why)
		}
	}
	return nil
}

// settings are the initial-state settings: --exec, then --set in order.
func (s *snippetFlags) settings(p *isa.Program) ([]validate.Setting, error) {
	var out []validate.Setting
	if s.exec != "" {
		e, err := validate.ParseExec(s.exec, p.Wave)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	sets, err := validate.ParseSettings(s.set, p.Arch, p.Wave)
	return append(out, sets...), err
}

// liveOutRegs parses --live-out; nil when not given.
func (s *snippetFlags) liveOutRegs(cmd *cobra.Command, p *isa.Program) ([]isa.Reg, error) {
	if !cmd.Flags().Changed("live-out") {
		return nil, nil
	}
	regs, err := validate.ParseRegList("--live-out", s.liveOut, p.Arch)
	if err == nil && len(regs) == 0 {
		err = errors.New("--live-out: name at least one register")
	}
	return regs, err
}

// snippetRunFlags are run's own flags that a snippet run uses.
type snippetRunFlags struct {
	arch                         string
	wave                         int
	asJSON, quiet, trace, strict bool
	maxSteps                     int64
	timelines                    *timelineFiles
	model                        []timing.Setting
}

// run runs a file without a launch: a snippet, or else today's request for
// a launch spec. With a launch spec beside the file (hasSpec), a kernel,
// or a file that names no target (a listing: the spec's "arch" may name
// it), is left to the launch path: run reports false and no error. Any
// other parse error is the file's own, reported here: the launch path
// would report the spec's errors first, hiding it.
//
// The launch path parses the kernel again: the spec's "arch", "wave" and
// user SGPR count may change how it parses (and must agree with the
// file's), so this parse cannot stand in for that one.
func (s *snippetFlags) run(cmd *cobra.Command, path string, hasSpec bool, rf snippetRunFlags) (bool, error) {
	p, err := loadInput(cmd, path, launch.LoadOptions{Arch: rf.arch, Wave: rf.wave})
	if hasSpec && (err == nil && !p.Bare || isa.NeedsTarget(err)) {
		return false, nil
	}
	if err != nil {
		return true, err
	}
	if !p.Bare {
		// The template goes where run looks for it.
		spec, then := specBeside(path), ""
		if path == "-" {
			then = ", then `wavesim run --launch launch.json -` on the same input"
		}
		return true, fmt.Errorf("run needs --launch spec.json: %s defines a kernel (`wavesim launch %s > %s` writes a spec template to fill in%s)", p.File, path, spec, then)
	}
	return true, s.runSnippet(cmd, p, path, rf)
}

// runSnippet runs the snippet p from its register state.
func (s *snippetFlags) runSnippet(cmd *cobra.Command, p *isa.Program, path string, rf snippetRunFlags) error {
	if err := noneChanged(cmd, kernelOnly, "applies to kernels run with --launch; "+path+" is a snippet"); err != nil {
		return err
	}
	if err := launch.CheckSnippet(p); err != nil {
		return err
	}
	sets, err := s.settings(p)
	if err != nil {
		return err
	}
	vgprs := max(validate.VGPRsNamed(p), validate.SettingsVGPRs(sets))
	st, desc := validate.ZeroState(p.Wave, vgprs), "zeros"
	if cmd.Flags().Changed("random-state") {
		st, desc = validate.RandomState(s.randomState, p.Wave, vgprs), fmt.Sprintf("random state %d", s.randomState)
	}
	for _, x := range sets {
		st.Set(x)
	}
	if s.set != "" {
		desc += ", " + s.set
	}
	w := cmd.OutOrStdout()
	o := launch.SnippetOptions{StepLimit: rf.maxSteps, Strict: rf.strict, Init: st.ApplyRegs, Model: rf.model}
	if rf.trace {
		o.Trace = w
		if rf.asJSON {
			o.Trace = cmd.ErrOrStderr()
		}
	}
	o.Timeline = rf.timelines.start(p)
	r, err := launch.RunSnippet(p, o)
	if err != nil {
		return err
	}
	rf.timelines.end(bench.RunEnd{Cycles: r.Timing.Cycles})
	if err := rf.timelines.write(cmd); err != nil {
		return err
	}
	if done, err := rf.timelines.writeCSV(cmd); done || err != nil {
		return err
	}
	out := r.Output(rf.asJSON || !rf.quiet)
	out.InitialState = desc
	if rf.asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	bench.WriteSnippet(w, out, !rf.quiet)
	return nil
}

// snippetCompareFlags are compare's own flags that a snippet comparison
// uses.
type snippetCompareFlags struct {
	passes, arch string
	wave, runs   int
	seed         uint64
	maxSteps     int64
	force        bool
	asJSON       bool
	model        []timing.Setting
	dictShare    float64 // validate.Share's
}

// compare compares snippets when a.s is one; it reports false (and no
// error) when a.s is a kernel, for compare's launch path.
func (s *snippetFlags) compare(cmd *cobra.Command, args []string, cf snippetCompareFlags) (bool, error) {
	lo := launch.LoadOptions{Arch: cf.arch, Wave: cf.wave}
	a, err := launch.LoadProgram(args[0], lo)
	if err != nil {
		if besideSpec(args[0]) != "" {
			return false, nil // the launch beside it may name the target
		}
		return true, err
	}
	if !a.Bare {
		return false, noneChanged(cmd, snippetOnly, "applies to snippets; "+args[0]+" defines a kernel")
	}
	if err := noneChanged(cmd, kernelOnly, "applies to kernels compared on a launch; "+args[0]+" is a snippet"); err != nil {
		return true, err
	}
	return true, s.compareSnippets(cmd, a, args, cf)
}

func (s *snippetFlags) compareSnippets(cmd *cobra.Command, a *isa.Program, args []string, cf snippetCompareFlags) error {
	if err := launch.CheckSnippet(a); err != nil {
		return err
	}
	live, err := s.liveOutRegs(cmd, a)
	if err != nil {
		return err
	}
	// Without --live-out, what the original leaves live is what the
	// passes keep and what is compared; the verdict names what that
	// leaves out.
	inferred := live == nil
	if inferred {
		live, _ = opt.SnippetExitLive(a)
	}
	sets, err := s.settings(a)
	if err != nil {
		return err
	}
	var b *isa.Program
	title := ""
	switch {
	case len(args) == 2 && cf.passes != "":
		return errors.New("give either --passes or a second program, not both")
	case len(args) == 2:
		if b, err = launch.LoadProgram(args[1], launch.LoadOptions{Arch: a.Arch.Name, Wave: a.Wave}); err != nil {
			return err
		}
		if !b.Bare {
			return fmt.Errorf("%s is a snippet but %s defines a kernel: compare two snippets, or two kernels on a launch", args[0], args[1])
		}
		title = args[1]
	default:
		ps, err := opt.ParsePasses(cf.passes)
		if err != nil {
			return err
		}
		b, _ = opt.Run(a, ps, opt.Options{Force: cf.force, ExitLive: opt.UnitsOf(live), Model: cf.model})
		title = "after " + cf.passes
	}
	if err := launch.CheckSnippet(b); err != nil {
		return err
	}
	sc := validate.SnippetCompare{Runs: cf.runs, Seed: cf.seed, Settings: sets, LiveOut: live, Inferred: inferred, StepLimit: cf.maxSteps, Model: cf.model,
		DictShare: cf.dictShare}
	res, err := validate.CompareSnippets(a, b, sc)
	if err != nil {
		return err
	}
	c := &bench.SnippetComparison{Before: args[0], After: title, A: a, B: b, Result: res}
	c.Measure(a.Arch, cf.model, res.Mismatch != nil, res.Compared() > 0, res.Diff != "",
		func(model []timing.Setting) (int64, int64, error) { return validate.FirstStateCycles(a, b, sc, model) })
	if m := res.Mismatch; m != nil && m.State != nil {
		c.Replay = fmt.Sprintf("wavesim run --arch %s --wave %d --random-state %d", a.Arch.Name, a.Wave, m.State.Seed)
		items := m.State.DrawnSettings() // the dictionary's values, then the user's
		for _, x := range sets {
			items = append(items, x.Text)
		}
		if len(items) > 0 {
			// One --set: the flag takes a list, and a second one replaces the first.
			c.Replay += " --set " + strings.Join(items, ",")
		}
		c.Replay += " " + args[0]
	}
	w := cmd.OutOrStdout()
	if cf.asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(c.JSON()); err != nil {
			return err
		}
	} else {
		c.WriteTable(w, bench.NewTable(w))
	}
	switch v, ok := c.Verdict(); {
	case res.Mismatch != nil:
		return &exitError{1, "results differ: " + res.Mismatch.Error()}
	case !ok:
		return &exitError{exitInconclusive, "inconclusive: " + v}
	}
	return nil
}

// snippetExitLive is what a pass must keep at a snippet's end: the
// registers --live-out names, or every register the snippet names but a
// condition it consumed (opt.SnippetExitLive), with a note saying so.
func snippetExitLive(cmd *cobra.Command, p *isa.Program, live []isa.Reg) opt.Units {
	if live != nil {
		return opt.UnitsOf(live)
	}
	regs, dropped := opt.SnippetExitLive(p)
	var names []string
	for _, r := range regs {
		names = append(names, r.String())
	}
	scc := ""
	if dropped {
		scc = " (scc is not: it reads every value it leaves there)"
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "note: %s is a snippet: the registers it writes or reads (%s) are live at its end%s; name the ones that matter with --live-out\n",
		p.File, strings.Join(names, ", "), scc)
	return opt.UnitsOf(regs)
}

// optOptions fills a pass manager's options for p: a snippet's exit
// liveness.
func (s *snippetFlags) optOptions(cmd *cobra.Command, p *isa.Program, o *opt.Options) error {
	if !p.Bare {
		return noneChanged(cmd, snippetOnly, "applies to snippets; "+p.File+" defines a kernel")
	}
	live, err := s.liveOutRegs(cmd, p)
	if err != nil {
		return err
	}
	o.ExitLive = snippetExitLive(cmd, p, live)
	return nil
}
