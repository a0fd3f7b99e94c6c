package llcfuzz

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/internal/seedmix"
	"github.com/wavesim/wavesim/internal/stopch"
	"github.com/wavesim/wavesim/llcfuzz/irgen"
	"github.com/wavesim/wavesim/sim/launch"
)

// KernelSeed is the seed of generated kernel i of a campaign: it depends
// on the campaign seed and i alone, so the kernel is the same whichever
// shard runs it; it is wavesim fuzz's ProgramSeed rule.
func KernelSeed(seed uint64, i int64) uint64 { return seedmix.Mix(seed, uint64(i)) }

// Mine reports whether shard k of n runs item i: items k, k+n, k+2n, ...
func Mine(i int64, k, n int) bool { return i%int64(n) == int64(k) }

// Campaign is one llcfuzz run (or one shard of one).
type Campaign struct {
	Seed          uint64
	Runs          int64        // generated kernels of the whole campaign; 0: Deadline
	Deadline      time.Time    // with Runs 0
	Shard, Shards int          // this shard, of Shards (0/1: unsharded)
	Matrix        Matrix       // the compilations each kernel gets
	Full          Matrix       // a finding's kernel is re-run on it (FullMatrix when empty)
	Gen           irgen.Config // the generator's settings
	Corpus        []*Case      // corpus kernels, run before the generated ones
	Out           string       // findings go to Out/NAME
	Reducer       *Reducer     // nil: no reduction
	Runner        *Runner      // compiles and runs
	Log           io.Writer    // progress lines, or nil
	// Generate makes kernel seed's kernel (irgen.Generate by default).
	Generate func(seed uint64, cfg irgen.Config) (*irgen.Kernel, error)
	// Stop, when it closes, ends the campaign after the kernel in flight
	// (a reduction under way keeps the smallest kernel it has): the
	// report then counts what ran and says it stopped early. The CLI
	// closes it on the first interrupt or SIGTERM, so that an hours-long
	// campaign cut short still writes its report.
	Stop <-chan struct{}

	// seen maps the failing llc versions and -O levels of a finding's
	// kernel on the campaign's matrix (failureKey) to the finding's kernel. A bug such
	// as llc-16's -O0 reloads above an exec restore fails a third of all
	// kernels the same way; re-running each on the full matrix and
	// reducing it would spend the campaign on one bug.
	seen map[string]string
	// ProgressEvery is how often Log gets the counts so far (0: every
	// 30 s).
	ProgressEvery time.Duration
	// lastProgress is when progress last logged the counts.
	lastProgress time.Time
}

// pairs is the number of llc version and -O level pairs of the matrix.
// With one, every failing kernel has the same failureKey, which then says
// nothing about which bug it shows: each is classified on its own.
func (m Matrix) pairs() int { return len(m.pairList()) }

// failureKey is which llc versions and -O levels of res failed and how
// (the outcomes), whatever the targets: a bug in one llc at one -O level
// (llc-16's -O0 reloads) fails a kernel on some targets and the next
// kernel on others.
func failureKey(res []Result) string {
	seen := map[string]bool{}
	var keys []string
	for _, r := range res {
		k := fmt.Sprintf("llc-%d -O%d: %s", r.Config.LLC, r.Config.Opt, r.Outcome)
		if r.Failed() && !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return strings.Join(keys, "; ")
}

// Run runs the campaign and fills the report's counts and findings (the
// caller sets its settings).
func (c *Campaign) Run(ctx context.Context, rep *bench.LLCFuzzReport) error {
	if c.Shards <= 0 {
		c.Shards = 1
	}
	if c.Generate == nil {
		c.Generate = irgen.Generate
	}
	start := time.Now()
	defer func() { rep.Elapsed = time.Since(start).Seconds(); rep.Judge() }()
	if c.Reducer != nil && c.Stop != nil {
		c.Reducer.Stop = c.Stop
	}
	lli := ""
	for j, cs := range c.Corpus {
		if !Mine(int64(j), c.Shard, c.Shards) {
			continue
		}
		if c.stopped(rep) {
			return nil
		}
		err := c.runCase(ctx, cs, rep)
		if ferr := c.Runner.Forget(cs); err == nil {
			err = ferr
		}
		if errors.Is(err, errStopped) {
			c.stopped(rep)
			return nil
		}
		if err != nil {
			return err
		}
		rep.CorpusKernels++
	}
	for i := int64(0); c.Runs == 0 || i < c.Runs; i++ {
		if c.Runs == 0 && !time.Now().Before(c.Deadline) {
			break
		}
		if !Mine(i, c.Shard, c.Shards) {
			continue
		}
		if c.stopped(rep) {
			return nil
		}
		if lli == "" {
			var err error
			if lli, err = LLI(); err != nil {
				return err
			}
		}
		seed := KernelSeed(c.Seed, i)
		k, err := c.Generate(seed, c.Gen)
		if err != nil {
			return fmt.Errorf("kernel %d (seed %d): %w", i, seed, err)
		}
		cs, why, err := c.generatedCase(ctx, lli, i, k)
		if err != nil {
			return err
		}
		if c.stopping() {
			// lli may have been killed by the signal that stopped
			// the campaign: the kernel does not count.
			c.stopped(rep)
			return c.Runner.Forget(cs)
		}
		err = c.generated(ctx, cs, why, lli, rep)
		if ferr := c.Runner.Forget(cs); err == nil {
			err = ferr
		}
		if errors.Is(err, errStopped) {
			c.stopped(rep)
			return nil
		}
		if err != nil {
			return err
		}
		rep.Kernels++
		c.progress(rep, start)
	}
	return nil
}

// errStopped is runCase's error when Stop closed while the kernel's
// compilations ran: the signal that closed it may have reached them (an
// interrupt from a terminal goes to the whole process group), so their
// outcomes are not counted.
var errStopped = errors.New("campaign stopped")

// stopping reports whether Stop has closed.
func (c *Campaign) stopping() bool { return stopch.Closed(c.Stop) }

// stopped reports whether Stop has closed, and then says in the report
// where the campaign stopped.
func (c *Campaign) stopped(rep *bench.LLCFuzzReport) bool {
	if !c.stopping() {
		return false
	}
	rep.Stopped = fmt.Sprintf("stopped early, after %d generated and %d corpus kernels", rep.Kernels, rep.CorpusKernels)
	if c.Log != nil {
		fmt.Fprintf(c.Log, "llcfuzz: %s\n", rep.Stopped)
	}
	return true
}

// progressEvery is how often a campaign with a log says how far it got,
// unless ProgressEvery says otherwise: a 10,000-kernel campaign runs for
// hours.
const progressEvery = 30 * time.Second

// progress logs the counts so far, at most once per progressEvery.
func (c *Campaign) progress(rep *bench.LLCFuzzReport, start time.Time) {
	every := c.ProgressEvery
	if every == 0 {
		every = progressEvery
	}
	if c.lastProgress.IsZero() {
		c.lastProgress = start
	}
	if c.Log == nil || time.Since(c.lastProgress) < every {
		return
	}
	c.lastProgress = time.Now()
	of := ""
	if c.Runs > 0 {
		n := max(c.Shards, 1)
		share := c.Runs / int64(n)
		if int64(c.Shard) < c.Runs%int64(n) {
			share++
		}
		of = fmt.Sprintf(" of %d", share)
	}
	shard := ""
	if c.Shards > 1 {
		shard = fmt.Sprintf(" (shard %d/%d)", c.Shard, c.Shards)
	}
	fmt.Fprintf(c.Log, "llcfuzz: %d%s generated kernels%s, %d compilations, %d compared, %d findings, %.0fs\n",
		rep.Kernels, of, shard, rep.Compilations, rep.Compared, len(rep.Findings), time.Since(start).Seconds())
}

// generated runs a generated kernel's case, or reports the kernel when
// lli could not run its host module (why).
func (c *Campaign) generated(ctx context.Context, cs *Case, why, lli string, rep *bench.LLCFuzzReport) error {
	if why == "" {
		return c.runCase(ctx, cs, rep)
	}
	// lli could not run the host module: the generator's promise of a
	// well-defined kernel failed.
	f := &bench.LLCFinding{Index: cs.Index, KernelSeed: cs.Seed, Kernel: cs.Name, Class: ClassGenerator, Status: StatusUnknown,
		Reference: lli, Detail: "lli could not run the host module: " + why}
	if err := c.finding(ctx, cs, f); err != nil {
		return err
	}
	rep.Findings = append(rep.Findings, *f)
	return nil
}

// generatedCase makes a generated kernel's case, with lli's outputs as
// its expectation (none for a cross-lane kernel). why is set when lli
// failed.
func (c *Campaign) generatedCase(ctx context.Context, lli string, i int64, k *irgen.Kernel) (cs *Case, why string, err error) {
	cs = &Case{Name: k.Name, Index: i, Seed: k.Seed, Device: k.Device, Host: k.Host}
	var expect map[string][]uint64
	if !k.CrossLane && k.Host != "" {
		out, herr := c.Runner.RunHost(ctx, lli, k.Name, k.Host)
		if herr == nil {
			expect, herr = k.ParseHostOutput(out)
		}
		if herr != nil {
			if cs.Launch, err = k.LaunchJSON(nil); err != nil {
				return nil, "", fmt.Errorf("kernel %s: %w", k.Name, err)
			}
			return cs, herr.Error(), nil
		}
		cs.Reference = lli
	}
	if cs.Launch, err = k.LaunchJSON(expect); err != nil {
		return nil, "", fmt.Errorf("kernel %s: %w", k.Name, err)
	}
	return cs, "", nil
}

// runCase runs one kernel through the campaign's matrix, counts the
// outcomes and, when a compilation failed, re-runs the full matrix to
// classify the finding.
func (c *Campaign) runCase(ctx context.Context, cs *Case, rep *bench.LLCFuzzReport) error {
	res, err := c.Runner.RunMatrix(ctx, cs, c.Matrix.Configs())
	if err != nil {
		return err
	}
	if c.stopping() {
		return errStopped
	}
	failed := false
	for i := range res {
		failed = failed || res[i].Failed()
	}
	key := failureKey(res)
	first, same := c.seen[key]
	same = same && c.Matrix.pairs() > 1
	var full []Result
	if failed && !same {
		fm := c.Full
		if len(fm.LLC) == 0 {
			fm = FullMatrix()
		}
		if full, err = c.Runner.RunMatrix(ctx, cs, fm.Configs()); err != nil {
			return err
		}
		if c.stopping() {
			return errStopped
		}
	}
	for _, r := range res {
		rep.Compilations++
		rep.Count(r.Config.LLC, r.Config.Opt, r.Config.Target.Name, r.Outcome, 1)
		if r.Judged {
			rep.Compared++
		}
	}
	if !failed {
		return nil
	}
	if same {
		f := Classify(cs, res)
		f.SameAs = first
		c.recognise(ctx, cs, f, res)
		return c.record(ctx, cs, f, rep)
	}
	if c.seen == nil {
		c.seen = map[string]string{}
	}
	c.seen[key] = cs.Name
	f := Classify(cs, full)
	if f == nil {
		// The full matrix's runs all passed where the campaign's did
		// not: flaky, which a deterministic simulator should not be.
		f = Classify(cs, res)
		f.Detail = "not repeated on the full matrix (flaky): " + f.Detail
		full = res
	}
	c.recognise(ctx, cs, f, full)
	return c.record(ctx, cs, f, rep)
}

// recognise names the known signature a finding shows, trying the
// compilation Classify contrasts (or, without one, a run that failed on
// wavesim, or the first llc that did not end) against the launch's
// expectation or, without one, the good compilation; the finding records
// the compilation it tried (Tried), which triage tries again.
func (c *Campaign) recognise(ctx context.Context, cs *Case, f *bench.LLCFinding, res []Result) {
	bad, good := Pair(res)
	if bad == nil {
		for i := range res {
			if r := &res[i]; r.Outcome == bench.OutcomeWavesim && r.Asm != "" {
				bad = r
				break
			}
		}
	}
	if bad == nil {
		// No run to compare: an llc that did not end is tried alone.
		for i := range res {
			if r := &res[i]; r.Outcome == bench.OutcomeTimeout && r.Asm == "" {
				t := &Trial{IR: []byte(cs.Device), LaunchName: cs.Name, Launch: cs.Launch, Bad: r.Config, NoEnd: true}
				f.Tried = r.Config.String()
				f.Known, f.KnownEvidence = c.Runner.Recognise(ctx, t)
				return
			}
		}
	}
	if bad == nil || bad.Asm == "" {
		return
	}
	t := &Trial{IR: []byte(cs.Device), LaunchName: cs.Name, Launch: cs.Launch,
		Bad: bad.Config, BadAsm: bad.Asm, BadOut: bad.Outputs}
	spec, _ := launch.ParseSpec(cs.Name, cs.Launch)
	if !t.judgeByExpect(spec) && good != nil {
		t.Good, t.GoodOut = good.Config, good.Outputs
	}
	f.Tried = bad.Config.String()
	f.Known, f.KnownEvidence = c.Runner.Recognise(ctx, t)
	promoteKnown(f)
}

// record writes a finding's directory and adds it to the report.
func (c *Campaign) record(ctx context.Context, cs *Case, f *bench.LLCFinding, rep *bench.LLCFuzzReport) error {
	if err := c.finding(ctx, cs, f); err != nil {
		return err
	}
	rep.Findings = append(rep.Findings, *f)
	if c.Log != nil {
		known := ""
		if f.Known != "" {
			known = " (known: " + f.Known + ")"
		}
		fmt.Fprintf(c.Log, "finding: %s: %s, %s%s: %s\n", f.Kernel, f.Class, f.Status, known, f.Detail)
	}
	return nil
}

// finding writes the finding's directory, with a reduction when asked
// for one of a miscompile.
func (c *Campaign) finding(ctx context.Context, cs *Case, f *bench.LLCFinding) error {
	f.Shard = fmt.Sprintf("%d/%d", c.Shard, c.Shards)
	if c.Out == "" {
		return nil
	}
	var rd *Reducer
	if f.Class == ClassMiscompile && f.SameAs == "" {
		rd = c.Reducer
	}
	return c.Runner.WriteFinding(ctx, filepath.Join(c.Out, safeName(cs.Name)), cs, f, rd)
}

// WorkDir makes the scratch directory of a campaign's runner.
func WorkDir() (string, error) { return os.MkdirTemp("", "wavesim-llcfuzz-") }
