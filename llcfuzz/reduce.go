package llcfuzz

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/internal/lazyre"
	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/isa"
)

// reUndef finds undef and poison, which llvm-reduce likes to put in for
// values it removes: a reduced kernel reading them has undefined results,
// so the two compilations may differ without a bug.
var reUndef = lazyre.New(`\b(undef|poison)\b`)

// reGlobalDef is a global variable's definition: an LDS array's
// initializer must be undef (llc rejects any other), and the kernels
// write every LDS slot before they read it.
var reGlobalDef = lazyre.New(`(?m)^@.*$`)

// undefUse is the first undef or poison in ir outside global variable
// definitions, or nil.
func undefUse(ir []byte) []byte {
	return reUndef().Find(reGlobalDef().ReplaceAll(ir, nil))
}

// reDivByZero, reShiftConst and reNullLDS find what llvm-reduce's
// operand passes make of the generator's guards and addresses: a division
// by a literal 0 is undefined, a shift by a literal amount may be poison,
// and the LDS null pointer is address 0xffffffff (AMDGPU's
// getNullPointerValue); compilations may differ on them without a bug.
var (
	reNullLDS    = lazyre.New(`addrspace\(3\) null\b`)
	reDivByZero  = lazyre.New(`(?m)= [su](?:div|rem) i\d+ [^,\n]+, 0$`)
	reShiftConst = lazyre.New(`(?m)= (?:shl|lshr|ashr) i(\d+) [^,\n]+, (\d+)$`)
)

// undefinedOp is the first division by zero, shift past the width or
// LDS null pointer in ir, or "".
func undefinedOp(ir []byte) string {
	if m := reDivByZero().Find(ir); m != nil {
		return string(m)
	}
	if m := reNullLDS().Find(ir); m != nil {
		return string(m)
	}
	for _, m := range reShiftConst().FindAllSubmatch(ir, -1) {
		w, _ := strconv.Atoi(string(m[1]))
		if n, err := strconv.Atoi(string(m[2])); err != nil || n >= w {
			return string(m[0])
		}
	}
	return ""
}

// reDeclAttrs and reAttrGroup are the attribute groups llvm-reduce-19
// prints for intrinsic declarations, in a syntax (memory(none)) llc-14
// and llc-15 reject.
var (
	reDeclAttrs = lazyre.New(`(?m)^(declare [^\n]*\))(?: #\d+)+$`)
	reAttrGroup = lazyre.New(`(?m)^attributes (#\d+) = [^\n]*\n?`)
)

// withoutDeclAttrs drops the intrinsic declarations' attribute groups,
// which the intrinsics imply anyway, keeping any group something else
// still names.
func withoutDeclAttrs(ir []byte) []byte {
	ir = reDeclAttrs().ReplaceAll(ir, []byte("$1"))
	rest := reAttrGroup().ReplaceAll(ir, nil)
	return reAttrGroup().ReplaceAllFunc(ir, func(g []byte) []byte {
		id := string(reAttrGroup().FindSubmatch(g)[1])
		if regexp.MustCompile(id + `\b`).Match(rest) {
			return g
		}
		return nil
	})
}

// Interesting is the interestingness test of a reduction: true iff the IR
// has no undef or poison and no division by zero or shift past the width,
// the bad and the good compilation both compile and run without error,
// and their outputs differ, other than in NaN payloads, and neither has an
// LDS race or reads LDS it did not write. why says which.
func (r *Runner) Interesting(ctx context.Context, bad, good Config, launchName string, launchSrc []byte, irFile string) (ok bool, why string) {
	ir, err := userfile.ReadFile(irFile, isa.MaxSourceBytes, "an IR module")
	if err != nil {
		return false, err.Error()
	}
	if m := undefUse(ir); m != nil {
		return false, fmt.Sprintf("the IR holds %s", m)
	}
	if m := undefinedOp(ir); m != "" {
		return false, fmt.Sprintf("the IR holds %q", m)
	}
	if m := brokenGuard(ir); m != "" {
		return false, "the IR holds " + m
	}
	dir, err := os.MkdirTemp(r.Dir, "interesting-")
	if err != nil {
		return false, err.Error()
	}
	defer os.RemoveAll(dir)
	if clean := withoutDeclAttrs(ir); !bytes.Equal(clean, ir) {
		irFile = filepath.Join(dir, "kernel.ll")
		if err := os.WriteFile(irFile, clean, 0o644); err != nil {
			return false, err.Error()
		}
	}
	var outs [2]map[string][]uint64
	var asms [2]string
	// A reduction can drop a barrier between one lane's store to LDS and
	// another's load of it: what the load sees is then up to the order
	// the lanes run in, so each run checks for LDS races.
	run := *r
	run.LDSRaces = true
	for i, c := range []Config{bad, good} {
		asms[i] = filepath.Join(dir, c.fileName()+".s")
		res := run.compileAndRun(ctx, c, irFile, asms[i], launchName, launchSrc)
		if res.Outputs == nil {
			return false, fmt.Sprintf("%s: %s: %s", c, res.Outcome, res.Detail)
		}
		outs[i] = res.Outputs
	}
	d := firstDiff(outs[0], outs[1])
	if d == "" {
		return false, "the two compilations agree"
	}
	if nanPayloadOnly(outs[0], outs[1]) {
		return false, "the two compilations differ only in NaNs' payloads or signs, which nothing defines (" + d + ")"
	}
	// A reduction can drop the stores that fill an LDS array and keep
	// the loads: the kernel then reads what the LDS held before it ran.
	// Each compilation is run again with LDS starting full of 0xa5
	// instead of 0; one whose outputs change reads LDS it did not write.
	run.LDSRaces, run.LDSFill = r.LDSRaces, 0xa5
	for i, c := range []Config{bad, good} {
		src, err := os.ReadFile(asms[i])
		if err != nil {
			return false, err.Error()
		}
		again, _, err := run.Simulate(asms[i], src, launchName, launchSrc)
		if err != nil || firstDiff(again, outs[i]) != "" {
			return false, fmt.Sprintf("%s reads LDS it did not write (its outputs change with the LDS's contents at the start)", c)
		}
	}
	return true, d
}

// compileAndRun compiles and runs one compilation without judging it.
func (r *Runner) compileAndRun(ctx context.Context, c Config, ll, asm, launchName string, launchSrc []byte) Result {
	cs := &Case{Name: launchName, Launch: launchSrc}
	return r.runOne(ctx, cs, c, ll, asm)
}

// SkippedDeltaPasses are llvm-reduce's passes a reduction leaves out: they
// change the kernel's signature or remove the kernel, which the launch
// would no longer fit, or (global-initializers) turn an LDS array into an
// external declaration, which llc allocates as dynamic LDS the launch
// does not size.
var SkippedDeltaPasses = []string{"arguments", "operands-to-args", "functions", "function-bodies", "global-values", "global-initializers"}

// Reducer reduces a finding's kernel with llvm-reduce.
type Reducer struct {
	// Tool is llvm-reduce (llvm-reduce-19).
	Tool string
	// Test is the interestingness test command before its own arguments:
	// the wavesim binary and "llcfuzz", "interesting".
	Test []string
	// Env is added to the test's environment.
	Env []string
	// Timeout bounds the whole reduction.
	Timeout time.Duration
	// DeltaPasses, when set, are the only delta passes run (a quick
	// reduction); otherwise all but SkippedDeltaPasses.
	DeltaPasses []string
	// MaxIterations bounds the rounds over the delta passes (0:
	// llvm-reduce's default).
	MaxIterations int
	// Jobs is how many interestingness tests llvm-reduce runs at once
	// (its -j; 0 or 1: one). A campaign waits for its reductions, so
	// they may use the cores its compilations would.
	Jobs int
	// Stop, when it closes, ends a reduction under way as its bound
	// would (a campaign told to stop keeps the smallest kernel found).
	Stop <-chan struct{}
}

// Reduce reduces original (the kernel's IR) for the pair bad/good with
// the launch, writing reduced to out. It returns llvm-reduce's output on
// failure.
func (rd *Reducer) Reduce(ctx context.Context, bad, good Config, launchFile, original, out string) error {
	if len(rd.Test) == 0 {
		return fmt.Errorf("no interestingness test command")
	}
	// llvm-reduce runs in out's directory, where relative paths (a
	// campaign's --out is one) would name other files.
	for _, p := range []*string{&launchFile, &original, &out} {
		abs, err := filepath.Abs(*p)
		if err != nil {
			return err
		}
		*p = abs
	}
	args := []string{"--test=" + rd.Test[0]}
	for _, a := range append(rd.Test[1:], "--bad", bad.String(), "--good", good.String(), "--launch", launchFile) {
		args = append(args, "--test-arg="+a)
	}
	if len(rd.DeltaPasses) > 0 {
		args = append(args, "--delta-passes="+strings.Join(rd.DeltaPasses, ","))
	} else {
		args = append(args, "--skip-delta-passes="+strings.Join(SkippedDeltaPasses, ","))
	}
	if rd.Jobs > 1 {
		args = append(args, fmt.Sprintf("-j=%d", rd.Jobs))
	}
	if rd.MaxIterations > 0 {
		args = append(args, fmt.Sprintf("--max-pass-iterations=%d", rd.MaxIterations))
	}
	args = append(args, "-o", out, original)
	timeout := rd.Timeout
	if timeout == 0 {
		timeout = 10 * time.Minute
	}
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	stopped := false
	if rd.Stop != nil {
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-rd.Stop:
				stopped = true
				cancel()
			case <-done:
			}
		}()
	}
	cmd := exec.CommandContext(cctx, rd.Tool, args...)
	cmd.Dir = filepath.Dir(out)
	cmd.Env = append(os.Environ(), rd.Env...)
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Run(); err != nil {
		if cctx.Err() != nil {
			// llvm-reduce writes each smaller kernel a test accepted as
			// it goes: the last one stands.
			why := fmt.Sprintf("ran longer than %v", timeout)
			if stopped {
				why = "was stopped with the campaign"
			}
			if _, serr := os.Stat(out); serr == nil {
				return &PartialReduction{Why: why}
			}
			return fmt.Errorf("%s %s", rd.Tool, why)
		}
		return fmt.Errorf("%s: %v\n%s", rd.Tool, err, lastLines(log.String(), 20))
	}
	return nil
}

// PartialReduction is a reduction stopped at its time bound (or with its
// campaign) after llvm-reduce had written a smaller kernel: out holds the
// smallest one found, interesting as the test judged it.
type PartialReduction struct {
	Why string // "ran longer than 10m0s", "was stopped with the campaign"
}

func (p *PartialReduction) Error() string {
	return fmt.Sprintf("llvm-reduce-19 %s; the kernel is the smallest it had found", p.Why)
}

func lastLines(s string, n int) string {
	l := strings.Split(strings.TrimSpace(s), "\n")
	if len(l) > n {
		l = l[len(l)-n:]
	}
	return strings.Join(l, "\n")
}

// WriteFinding writes a finding's directory: original.ll, launch.json,
// the reduced kernel when the reducer is given and succeeds, bad.s and
// good.s of the kernel the report is about, the llc commands,
// classification.json and a README.md written as a candidate LLVM bug
// report.
func (r *Runner) WriteFinding(ctx context.Context, dir string, cs *Case, f *bench.LLCFinding, rd *Reducer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f.Dir = dir
	orig := filepath.Join(dir, "original.ll")
	launchFile := filepath.Join(dir, "launch.json")
	if err := os.WriteFile(orig, []byte(cs.Device), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(launchFile, cs.Launch, 0o644); err != nil {
		return err
	}
	if cs.Host != "" {
		if err := os.WriteFile(filepath.Join(dir, "host.ll"), []byte(cs.Host), 0o644); err != nil {
			return err
		}
	}
	kernel := orig
	var reduceErr error
	var bad, good Config
	havePair := f.Bad != "" && f.Good != ""
	if havePair {
		var err error
		if bad, err = ParseConfig(f.Bad); err != nil {
			return err
		}
		if good, err = ParseConfig(f.Good); err != nil {
			return err
		}
	}
	if havePair && rd != nil {
		reduced := filepath.Join(dir, "reduced.ll")
		reduceErr = rd.Reduce(ctx, bad, good, launchFile, orig, reduced)
		var partial *PartialReduction
		if reduceErr == nil || errors.As(reduceErr, &partial) {
			kernel, f.Reduced = reduced, true
		}
	}
	rep := report{f: f, cs: cs, kernel: filepath.Base(kernel), reduceErr: reduceErr}
	if havePair {
		for i, c := range []Config{bad, good} {
			name := []string{"bad.s", "good.s"}[i]
			res := r.compileAndRun(ctx, c, kernel, filepath.Join(dir, name), cs.Name, cs.Launch)
			rep.runs[i] = res
			rep.cmds = append(rep.cmds, fmt.Sprintf("llc-%d %s", c.LLC, strings.Join(c.LLCArgs(filepath.Base(kernel), name), " ")))
		}
	}
	if !havePair {
		// No wrong result to contrast (a crash, a fault): the commands
		// are the failing compilations of the original kernel.
		for _, fl := range f.Failing {
			cs, _, _ := strings.Cut(fl, ":")
			if c, err := ParseConfig(cs); err == nil {
				rep.cmds = append(rep.cmds, fmt.Sprintf("llc-%d %s", c.LLC, strings.Join(c.LLCArgs("original.ll", c.fileName()+".s"), " ")))
			}
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "commands.sh"), []byte(rep.commands()), 0o755); err != nil {
		return err
	}
	cj, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "classification.json"), append(cj, '\n'), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "README.md"), []byte(rep.readme()), 0o644)
}

type report struct {
	f         *bench.LLCFinding
	cs        *Case
	kernel    string
	reduceErr error
	runs      [2]Result
	cmds      []string
}

func (p *report) commands() string {
	var b strings.Builder
	if p.f.Bad != "" && p.f.Good != "" {
		b.WriteString("#!/bin/sh\n# The compilations this finding contrasts; run from this directory.\nset -e\n")
	} else {
		b.WriteString("#!/bin/sh\n# The failing compilations; run from this directory.\n")
	}
	for _, c := range p.cmds {
		b.WriteString(c + "\n")
	}
	if p.f.Bad != "" && p.f.Good != "" {
		b.WriteString("wavesim run bad.s --launch launch.json\nwavesim run good.s --launch launch.json\n")
	}
	return b.String()
}

func (p *report) readme() string {
	f := p.f
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	title := "AMDGPU: wrong result"
	switch f.Class {
	case ClassLLCCrash:
		title = "AMDGPU: llc crashes"
	case ClassWavesim, ClassGenerator:
		title = "Not yet an LLVM bug: " + f.Class
	}
	if f.Bad != "" {
		title += " with " + f.Bad
	}
	w("# %s\n\n", title)
	w("Kernel `%s`", f.Kernel)
	if f.Index >= 0 {
		w(" (generated kernel %d, seed %d)", f.Index, f.KernelSeed)
	}
	w(". Class: **%s**; status: **%s**.\n\n", f.Class, f.Status)
	w("%s\n\n", f.Detail)
	if s, ok := LookupSignature(f.Known); ok {
		w("Known signature **%s**: %s. Here: %s.\n\n", s.Name, s.What, f.KnownEvidence)
	}
	w("Shown by llc %s at -O %s on %s. The failing compilations:\n\n```\n%s\n```\n\n", ints(f.LLC), ints(f.Opt), strings.Join(f.Target, ", "), describe(f))
	w("Outputs are judged against: %s.\n\n", f.Reference)
	if len(p.cmds) > 0 && (f.Bad == "" || f.Good == "") {
		w("## Reproducer\n\n```sh\n%s```\n", p.commands())
	}
	if len(p.cmds) == 2 && f.Bad != "" && f.Good != "" {
		w("## Reproducer\n\n")
		if f.Reduced {
			w("`reduced.ll` is `original.ll` reduced by llvm-reduce-19 for as long as the two compilations below still compile, run and disagree, with no undef or poison in the IR.")
			if p.reduceErr != nil {
				w(" %s.", p.reduceErr.Error())
			}
			w("\n\n")
		} else if p.reduceErr != nil {
			w("The kernel was not reduced: %s\n\n", firstLine(p.reduceErr.Error()))
		}
		w("```sh\n%s```\n\n", p.commands())
		w("## Expected and actual values\n\n")
		w("The launch (`launch.json`) gives the buffers' initial contents and the arguments. On `%s`:\n\n", p.kernel)
		for i, name := range []string{"bad (" + f.Bad + ")", "good (" + f.Good + ")"} {
			r := p.runs[i]
			if r.Outputs == nil {
				w("- %s: %s: %s\n", name, r.Outcome, r.Detail)
			}
		}
		if p.runs[0].Outputs != nil && p.runs[1].Outputs != nil {
			d := firstDiff(p.runs[0].Outputs, p.runs[1].Outputs)
			if d == "" {
				d = "no difference (the reduced kernel no longer shows it)"
			}
			w("- actual (bad) against expected (good): %s\n", d)
		}
		if p.cs.Reference != "" {
			w("\nOn `original.ll` the expected values are %s's (the `expect` section of `launch.json`", p.cs.Reference)
			if p.cs.Host != "" {
				w("; `host.ll` is the module it ran")
			}
			w(").\n")
		}
	}
	return b.String()
}
