package llcfuzz

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/internal/lazyre"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/launch"
)

// Case is one kernel the matrix runs: its device module and launch, and
// what its outputs are judged against.
type Case struct {
	Name string
	// Index is the generated kernel's index in the campaign, -1 for a
	// corpus kernel.
	Index int64
	Seed  uint64
	// Device is the IR llc compiles; Host, when set, the module lli runs.
	Device string
	Host   string
	// Launch is the launch spec; when it has an expect section the
	// outputs are judged against it, otherwise (cross-lane kernels)
	// against another compilation's.
	Launch    []byte
	Reference string // where the expectation came from: "lli-19", "traces/NAME/launch.json"
}

// CrossLane reports whether the case has no expectation of its own.
func (c *Case) CrossLane() bool { return c.Reference == "" }

// Result is how one compilation of a case ended.
type Result struct {
	Config  Config
	Outcome string // one of bench.LLCOutcomes
	Detail  string
	Asm     string // the .s file, when llc wrote one
	// Outputs are the final contents of the output buffers when the
	// code ran to the end; Sig sums them up, so that results can be
	// grouped by what they computed.
	Outputs map[string][]uint64
	Sig     string
	// Judged: the outputs were compared with a reference.
	Judged bool
}

// Failed reports whether the result is a failure worth a finding: a
// wrong result, an llc crash, a wavesim error or a timeout.
func (r *Result) Failed() bool {
	switch r.Outcome {
	case bench.OutcomeMismatch, bench.OutcomeLLCCrash, bench.OutcomeWavesim, bench.OutcomeTimeout:
		return true
	}
	return false
}

// CompileFunc compiles the IR file in to the assembly file out for c,
// returning llc's diagnostics.
type CompileFunc func(ctx context.Context, c Config, in, out string) (stderr string, err error)

// Runner runs cases through a matrix.
type Runner struct {
	// Dir holds the work files (one folder per case).
	Dir string
	// Jobs is how many compilations run at once (0: the CPUs).
	Jobs int
	// Timeout bounds the CPU time of every llc and lli child process
	// (and their wall-clock time at wallFactor times that).
	Timeout time.Duration
	// StepLimit bounds each wave of a run on wavesim.
	StepLimit int64
	// LDSFill is the byte each workgroup's LDS starts with (0: zero;
	// launch.Options.LDSFill).
	LDSFill byte
	// LDSRaces makes an LDS race (launch.Options.LDSRaces) a run's
	// error.
	LDSRaces bool
	// Compile is llc; tests substitute it to plant a miscompile.
	Compile CompileFunc
}

// DefaultTimeout bounds a child process's CPU time: llc on a generated
// kernel takes well under a second, so a minute is a hang.
const DefaultTimeout = time.Minute

// DefaultStepLimit bounds a wave: generated loops are bounded and short,
// so a wave past a million instructions is a hang.
const DefaultStepLimit = 1_000_000

func (r *Runner) timeout() time.Duration {
	if r.Timeout > 0 {
		return r.Timeout
	}
	return DefaultTimeout
}

func (r *Runner) jobs() int {
	if r.Jobs > 0 {
		return r.Jobs
	}
	return runtime.NumCPU()
}

// boundKey carries a run's CPU-time bound in its context.
type boundKey struct{}

// WithBound is ctx carrying the CPU-time bound of the llc runs made with
// it (runBounded).
func WithBound(ctx context.Context, d time.Duration) context.Context {
	return context.WithValue(ctx, boundKey{}, d)
}

func boundOf(ctx context.Context) time.Duration {
	if d, ok := ctx.Value(boundKey{}).(time.Duration); ok && d > 0 {
		return d
	}
	return DefaultTimeout
}

// LLC runs the installed llc-N under the context's bound (WithBound): a
// run past it returns a *TimeoutError.
func LLC(ctx context.Context, c Config, in, out string) (string, error) {
	var stderr bytes.Buffer
	cmd := llcCommand(c, in, out)
	cmd.Stderr = &stderr
	err := runBounded(ctx, cmd, cmd.Args[0], boundOf(ctx), wallFactor)
	return stderr.String(), err
}

// llcCommand is llc-N compiling in to out as c does, with the extra
// options before c's own.
func llcCommand(c Config, in, out string, extra ...string) *exec.Cmd {
	return exec.Command(fmt.Sprintf("llc-%d", c.LLC), append(extra, c.LLCArgs(in, out)...)...)
}

// fileName is a compilation's file name stem: llc16-O2-gfx1030.
func (c Config) fileName() string {
	return fmt.Sprintf("llc%d-O%d-%s", c.LLC, c.Opt, c.Target.Name)
}

// RunMatrix compiles and runs the case for every configuration and judges
// the results.
func (r *Runner) RunMatrix(ctx context.Context, cs *Case, configs []Config) ([]Result, error) {
	dir := filepath.Join(r.Dir, safeName(cs.Name))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if cs.CrossLane() {
		configs = withReferences(configs)
	}
	ll := filepath.Join(dir, "kernel.ll")
	if err := os.WriteFile(ll, []byte(cs.Device), 0o644); err != nil {
		return nil, err
	}
	res := make([]Result, len(configs))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < min(r.jobs(), len(configs)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				res[i] = r.runOne(ctx, cs, configs[i], ll, filepath.Join(dir, configs[i].fileName()+".s"))
			}
		}()
	}
	for i := range configs {
		next <- i
	}
	close(next)
	wg.Wait()
	if cs.CrossLane() {
		judgeAgainstEachOther(res)
	}
	return res, ctx.Err()
}

// withReferences adds to configs, for each target in them, the
// compilation a cross-lane kernel is judged against (the newest llc of the
// matrix at -O0, judgeAgainstEachOther) where the campaign's own matrix
// lacks it: without it a matrix such as llc-19 -O2 alone would judge no
// cross-lane kernel at all.
func withReferences(configs []Config) []Config {
	out := configs
	for _, t := range Targets {
		has := slices.ContainsFunc(configs, func(c Config) bool { return c.Target.Name == t.Name })
		newest := Versions[len(Versions)-1]
		ref := Config{LLC: newest, Opt: 0, Target: t}
		if !has || newest < t.MinLLC || slices.Contains(out, ref) {
			continue
		}
		if len(out) == len(configs) {
			out = slices.Clone(configs)
		}
		out = append(out, ref)
	}
	return out
}

// Forget removes a case's work files: a campaign of thousands of kernels
// would otherwise keep every compilation of every one (a finding's
// directory holds its own copies).
func (r *Runner) Forget(cs *Case) error {
	return os.RemoveAll(filepath.Join(r.Dir, safeName(cs.Name)))
}

var reSafe = lazyre.New(`[^A-Za-z0-9._-]+`)

func safeName(s string) string { return reSafe().ReplaceAllString(s, "_") }

// runOne compiles the case for c and runs the result.
func (r *Runner) runOne(ctx context.Context, cs *Case, c Config, ll, asm string) Result {
	res := Result{Config: c}
	compile := r.Compile
	if compile == nil {
		compile = LLC
	}
	stderr, err := compile(WithBound(ctx, r.timeout()), c, ll, asm)
	if te := (*TimeoutError)(nil); errors.As(err, &te) {
		res.Outcome, res.Detail = bench.OutcomeTimeout, te.Error()
		return res
	}
	if err != nil {
		res.Outcome, res.Detail = ClassifyLLC(stderr, err)
		return res
	}
	res.Asm = asm
	src, err := os.ReadFile(asm)
	if err != nil {
		res.Outcome, res.Detail = bench.OutcomeWavesim, err.Error()
		return res
	}
	out, mm, err := r.Simulate(asm, src, cs.Name+"/launch.json", cs.Launch)
	switch {
	case errors.Is(err, sim.ErrStepLimit):
		res.Outcome, res.Detail = bench.OutcomeTimeout, firstLine(err.Error())
	case err != nil:
		res.Outcome, res.Detail = bench.OutcomeWavesim, firstLine(err.Error())
	default:
		res.Outputs, res.Sig = out, signature(out)
		res.Outcome = bench.OutcomeUnjudged
		if !cs.CrossLane() {
			res.Judged = true
			res.Outcome = bench.OutcomeMatch
			if mm != nil {
				res.Outcome, res.Detail = bench.OutcomeMismatch, mm.Error()
			}
		}
	}
	return res
}

// Simulate runs assembly src (named name in messages) on wavesim with the
// launch spec (named specName) and returns the final contents of the buffers the spec
// expects (of every buffer when it expects none) and the first mismatch
// with its expect section. A panic in the simulator is an error here, so
// that one bad kernel is a finding, not the end of the campaign.
func (r *Runner) Simulate(name string, src []byte, specName string, spec []byte) (out map[string][]uint64, mm *launch.Mismatch, err error) {
	defer func() {
		if p := recover(); p != nil {
			out, mm, err = nil, nil, fmt.Errorf("wavesim panicked: %v", p)
		}
	}()
	s, err := launch.ParseSpec(specName, spec)
	if err != nil {
		return nil, nil, err
	}
	p, err := launch.ParseProgram(name, src, launch.LoadOptions{}.WithSpec(s))
	if err != nil {
		return nil, nil, err
	}
	limit := r.StepLimit
	if limit == 0 {
		limit = DefaultStepLimit
	}
	d, err := launch.NewDispatch(p, s, launch.Options{StepLimit: limit, LDSFill: r.LDSFill, LDSRaces: r.LDSRaces})
	if err != nil {
		return nil, nil, err
	}
	if err := d.Run(); err != nil {
		return nil, nil, err
	}
	if race := d.LDSRaces().First; race != nil {
		return nil, nil, race
	}
	names := make([]string, 0, len(s.Expect))
	for n := range s.Expect {
		names = append(names, n)
	}
	if len(names) == 0 {
		names = d.BufferNames()
	}
	sort.Strings(names)
	out = map[string][]uint64{}
	for _, n := range names {
		if out[n], err = d.Contents(n); err != nil {
			return nil, nil, err
		}
	}
	if len(s.Expect) > 0 {
		mm = d.Check()
	}
	return out, mm, nil
}

// signature is a short hash of the outputs.
func signature(out map[string][]uint64) string {
	names := make([]string, 0, len(out))
	for n := range out {
		names = append(names, n)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		fmt.Fprintf(h, "%s:%x;", n, out[n])
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// judgeAgainstEachOther judges a cross-lane kernel's runs: on each target
// (the results depend on the wave size and on which lanes run together)
// the reference is the -O0 compilation of the newest llc that ran.
func judgeAgainstEachOther(res []Result) {
	for _, t := range Targets {
		ref := -1
		for i := range res {
			r := &res[i]
			if r.Config.Target.Name != t.Name || r.Outputs == nil || r.Config.Opt != 0 {
				continue
			}
			if ref < 0 || r.Config.LLC > res[ref].Config.LLC {
				ref = i
			}
		}
		if ref < 0 {
			continue
		}
		for i := range res {
			r := &res[i]
			if r.Config.Target.Name != t.Name || r.Outputs == nil || i == ref {
				continue
			}
			r.Judged = true
			r.Outcome = bench.OutcomeMatch
			if d := firstDiff(r.Outputs, res[ref].Outputs); d != "" {
				r.Outcome, r.Detail = bench.OutcomeMismatch, fmt.Sprintf("differs from %s: %s", res[ref].Config, d)
			}
		}
	}
}

// firstDiff describes the first element where got differs from want and
// how many differ, or is "".
func firstDiff(got, want map[string][]uint64) string {
	names := make([]string, 0, len(want))
	for n := range want {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		g, w := got[n], want[n]
		first, count := -1, 0
		for i := 0; i < max(len(g), len(w)); i++ {
			if i < len(g) && i < len(w) && g[i] == w[i] {
				continue
			}
			count++
			if first < 0 {
				first = i
			}
		}
		if count > 0 {
			gv, wv := "nothing", "nothing"
			if first < len(g) {
				gv = fmt.Sprintf("%#x", g[first])
			}
			if first < len(w) {
				wv = fmt.Sprintf("%#x", w[first])
			}
			return fmt.Sprintf("buffer %s at index %d: %s, not %s (%d differing elements)", n, first, gv, wv, count)
		}
	}
	return ""
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// llcUnsupported are the messages of llc refusing what it does not
// implement: not a bug (a kernel an older llc cannot compile).
var llcUnsupported = []string{
	"Cannot select",
	"cannot select",
	"unsupported",
	"not supported",
	"is not a recognized processor",
	"Unsupported",
}

// llcCrash are the marks of llc failing inside itself: an assertion, an
// unreachable, a signal. They follow the unsupported messages because
// report_fatal_error prints a stack dump too.
var llcCrash = []string{
	"Assertion",
	"UNREACHABLE",
	"Stack dump",
	"PLEASE submit a bug report",
	"Segmentation fault",
	"LLVM ERROR",
}

// reIRError is llc rejecting its input: the IR does not parse or verify.
var reIRError = lazyre.New(`\.ll:\d+:\d+: error:`)

// ClassifyLLC tells an llc failure that is a compiler finding (a crash,
// an assertion) from one that is not (an unsupported construct, invalid
// IR), by llc's message; detail is the line that says which.
func ClassifyLLC(stderr string, err error) (outcome, detail string) {
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	find := func(marks []string) string {
		for _, l := range lines {
			for _, m := range marks {
				if strings.Contains(l, m) {
					return strings.TrimSpace(l)
				}
			}
		}
		return ""
	}
	if l := find(llcUnsupported); l != "" {
		return bench.OutcomeUnsupported, l
	}
	for _, l := range lines {
		if reIRError().MatchString(l) {
			return bench.OutcomeUnsupported, "the IR is rejected: " + strings.TrimSpace(l)
		}
	}
	if l := find(llcCrash); l != "" {
		return bench.OutcomeLLCCrash, l
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.ProcessState != nil && !ee.ProcessState.Exited() {
		return bench.OutcomeLLCCrash, "llc killed by a signal: " + ee.ProcessState.String()
	}
	msg := firstLine(stderr)
	if msg == "" {
		msg = fmt.Sprint(err)
	}
	return bench.OutcomeLLCCrash, msg
}

// lliVersions are the lli versions tried for the host reference, newest
// first.
var lliVersions = []int{19, 16}

// LLI finds the lli the references come from: lli-19, else lli-16.
func LLI() (string, error) {
	for _, v := range lliVersions {
		n := fmt.Sprintf("lli-%d", v)
		if _, err := exec.LookPath(n); err == nil {
			return n, nil
		}
	}
	return "", errors.New("neither lli-19 nor lli-16 is installed (Debian packages llvm-19, llvm-16): there is no host reference")
}

// RunHost runs a host module with lli and returns what it printed.
func (r *Runner) RunHost(ctx context.Context, lli, name, host string) ([]byte, error) {
	dir := filepath.Join(r.Dir, safeName(name))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f := filepath.Join(dir, "host.ll")
	if err := os.WriteFile(f, []byte(host), 0o644); err != nil {
		return nil, err
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(lli, f)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := runBounded(ctx, cmd, lli, r.timeout(), wallFactor); err != nil {
		if te := (*TimeoutError)(nil); errors.As(err, &te) {
			return nil, fmt.Errorf("%s: %v", f, te)
		}
		return nil, fmt.Errorf("%s %s: %v: %s", lli, f, err, firstLine(stderr.String()))
	}
	return stdout.Bytes(), nil
}

// sortedUnique returns the distinct values, sorted.
func sortedUnique[T interface{ ~int | ~string }](v []T) []T {
	out := slices.Clone(v)
	slices.Sort(out)
	return slices.Compact(out)
}
