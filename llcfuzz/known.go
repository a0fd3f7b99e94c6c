package llcfuzz

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/internal/lazyre"
	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

// A Signature is a known way a compilation goes wrong, recognised by an
// experiment on a finding's kernel: the reduced kernels of
// llcfuzz/irgen/testdata/findings each stand for many generated kernels
// that show the same bug, and a campaign's report names the signature
// instead of leaving each such finding to be reduced and read by hand.
// A signature says what was observed, not which LLVM commit is at fault:
// a finding it does not recognise is left unattributed.
type Signature struct {
	Name string // as reports spell it
	// What says what the experiment shows and which reproducers it
	// stands for.
	What string
	// show runs the experiment: true, with the evidence, when the trial
	// shows the signature.
	show func(ctx context.Context, r *Runner, t *Trial) (bool, string)
}

// Signatures are tried in order; the first that a trial shows names it.
var Signatures = []Signature{
	{
		Name: "sign-bit",
		What: "every element the wrong compilation computes differently differs in the sign bit of an f16, f32 or f64 alone: " +
			"a zero of the wrong sign, or a value that took its sign from one (copysign, a product): a fold that drops the " +
			"sign of a zero (reproducers llc19-minnum-negzero, llc19-minnum-result-negzero, llc19-fma-mix-negzero, " +
			"llc19-fsub-zero-fneg, llc-select-max-negzero)",
		show: signBitOnly,
	},
	{
		Name: "zero-add-fold",
		What: "the wrong compilation computes the right result once each x + 0.0 adds a zero llc cannot see " +
			"(an empty inline-asm copy of 0.0): a fold that takes x + 0.0 for x, which it is but for -0 + 0.0 = +0 " +
			"(reproducers llc19-minnum-negzero and llc19-minnum-result-negzero; the generator adds 0.0 to minnum's and " +
			"maxnum's operands and result to make them defined)",
		show: opaque(OpaqueZeroAdds, "zeros of x + 0.0"),
	},
	{
		Name: "reload-before-exec-restore",
		What: "the wrong compilation's assembly reloads a spilled VGPR in a block before the s_or that restores exec there, " +
			"so lanes that were off keep stale values (llc-16 -O0, fixed in later releases; docs/llcfuzz.md)",
		show: reloadBeforeRestore,
	},
	{
		Name: "udiv-known-bits",
		What: "the wrong compilation computes the right result once every i32 and i64 unsigned division's and remainder's " +
			"operands are opaque to llc (an empty inline-asm copy): the division is lowered from what llc infers about its " +
			"operands (reproducer llc-udiv24-signbits: the 24-bit path taken for an unsigned division from sign bits, " +
			"llc 14 to 19; LLVM 20 fixes -O1 and up)",
		show: opaque(OpaqueDivisions, "unsigned divisions' and remainders' operands"),
	},
	{
		Name: "signed-zero-select",
		What: "the wrong compilation computes the right result once every select of a -0.0 constant takes it through " +
			"an empty inline-asm copy: llc turns select (fcmp x, -0.0), x, -0.0 and its kin into v_max/v_min, which order " +
			"-0 below +0 (reproducer llc-select-max-negzero, llc 14 to 19; where values computed from the zero differ " +
			"in more than its sign, the sign-bit signature cannot see it)",
		show: opaque(OpaqueNegZeroSelects, "selects' -0.0 constants"),
	},
	{
		Name: "or-all-ones-fold",
		What: "the wrong compilation computes the right result once every integer or's operands are opaque to llc " +
			"(an empty inline-asm copy): SIFoldOperands' tryConstantFoldOp rewrites or x, -1 (the -1 materialised by an " +
			"s_mov) by dropping the -1 and moving x, llc-14 to llc-19 (reproducers llc-readfirstlane-or-fold, -O1 and up, " +
			"and llc-or-all-ones-loop, -O1 alone, where early machine LICM hoists the or out of a loop)",
		show: opaque(OpaqueOrs, "ors' operands"),
	},
	// The experiments that change one kind of operation come before this
	// one, which moves every saturating conversion to the vector unit and
	// so changes much of the code around it: on the 10,000-kernel
	// campaign it named findings the division and or experiments explain.
	{
		Name: "uniform-sat-conversion",
		What: "the wrong compilation computes the right result once every saturating float-to-int conversion " +
			"(llvm.fptosi.sat, llvm.fptoui.sat) takes its operand through an empty inline-asm copy into a VGPR, " +
			"so that llc expands it on the vector unit: the scalar expansion is at fault (reproducer llc14-O0-scc-clobber: " +
			"llc-14 -O0 clobbers the SCC a select's s_cmp set with the saturation's s_and_b32)",
		show: opaque(OpaqueSatConversions, "saturating conversions' operands (in VGPRs)"),
	},
	{
		Name: "lsv-nested-load-hang",
		What: "llc does not end, and ends at once with AMDGPU's load/store vectorizer off " +
			"(--amdgpu-load-store-vectorizer=false): LoadStoreVectorizer cycles on a load whose address depends on " +
			"another load from the same base (llvm-project issue 37865, open; llc-19, where llc-14 to 16 end at once; reproducer " +
			"llc19-lsv-nested-load-hang)",
		show: endsWithoutLSV,
	},
	// A fingerprint, not an experiment: it looks at the assembly alone, so
	// it comes after the experiments, which can name a kernel whose wrong
	// compilation has such an instruction but is wrong for another reason.
	{
		Name: "fma-mix-zero-addend",
		What: "the wrong compilation's assembly has a v_fma_mix{lo,hi}_f16 with a literal 0 addend: llc-19 turns " +
			"fptrunc(fmul) and the f16 division's expansion into x*y + 0, which gives +0 for a -0 product " +
			"(reproducers llc19-fma-mix-negzero, llc19-fma-mix-sign)",
		show: fmaMixZeroAddend,
	},
}

// A Trial is what a signature's experiment works from: a finding's
// kernel, its launch, and the outputs of the two compilations it
// contrasts (bad is wrong; good agrees with the reference).
type Trial struct {
	IR         []byte
	LaunchName string
	Launch     []byte
	Bad, Good  Config
	BadAsm     string // the wrong compilation's .s file
	// BadOut is nil when the wrong compilation did not run to the end
	// (a fault); GoodOut when there is no reference to compare with.
	// The signatures that need them do not fire then.
	BadOut  map[string][]uint64
	GoodOut map[string][]uint64
	// NoEnd: the wrong compilation is llc running past its bound (no
	// assembly, no outputs).
	NoEnd bool
}

// badAsm is the wrong compilation's assembly, or nil when there is none
// (llc did not end) or it cannot be read: the fingerprints then do not
// fire.
func (t *Trial) badAsm() []byte {
	if t.BadAsm == "" {
		return nil
	}
	src, err := os.ReadFile(t.BadAsm)
	if err != nil {
		return nil
	}
	return src
}

// Recognise tries the signatures in order and returns the first the
// trial shows, with its evidence; "" when none does.
func (r *Runner) Recognise(ctx context.Context, t *Trial) (name, evidence string) {
	for _, s := range Signatures {
		if ok, why := s.show(ctx, r, t); ok {
			return s.Name, why
		}
	}
	return "", ""
}

// LookupSignature finds a signature by name.
func LookupSignature(name string) (Signature, bool) {
	for _, s := range Signatures {
		if s.Name == name {
			return s, true
		}
	}
	return Signature{}, false
}

// signBit: x is the sign bit of one of the float formats a buffer element
// can hold (floatFormats).
func signBit(x uint64) bool {
	return slices.ContainsFunc(floatFormats, func(f floatFormat) bool { return x == 1<<(f.width-1) })
}

// signBitOnly: at least one element differs, and every one that does
// differs in one float format's sign bit alone.
func signBitOnly(_ context.Context, _ *Runner, t *Trial) (bool, string) {
	if t.BadOut == nil || t.GoodOut == nil {
		return false, ""
	}
	n, zeros := 0, 0
	for _, name := range slices.Sorted(maps.Keys(t.GoodOut)) {
		good, bad := t.GoodOut[name], t.BadOut[name]
		if len(good) != len(bad) {
			return false, ""
		}
		for i := range good {
			if good[i] == bad[i] {
				continue
			}
			if !signBit(good[i] ^ bad[i]) {
				return false, ""
			}
			n++
			if good[i]&^(good[i]^bad[i]) == 0 {
				zeros++
			}
		}
	}
	if n == 0 {
		return false, ""
	}
	return true, fmt.Sprintf("%d elements differ, each in a sign bit alone (%d of them zeros)", n, zeros)
}

// endsWithoutLSV: the wrong compilation's llc, which did not end, ends
// within the same bound with the load/store vectorizer off.
func endsWithoutLSV(ctx context.Context, r *Runner, t *Trial) (bool, string) {
	if !t.NoEnd {
		return false, ""
	}
	dir, ll, err := r.variantFile(t.IR)
	if err != nil {
		return false, ""
	}
	defer os.RemoveAll(dir)
	cmd := llcCommand(t.Bad, ll, filepath.Join(dir, "kernel.s"), "--amdgpu-load-store-vectorizer=false")
	if err := runBounded(ctx, cmd, cmd.Args[0], r.timeout(), wallFactor); err != nil {
		return false, ""
	}
	cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return true, fmt.Sprintf("%s did not end; with --amdgpu-load-store-vectorizer=false it compiles the kernel in %.1fs of CPU time", t.Bad, cpu.Seconds())
}

// reDivision matches an unsigned division or remainder of i32 or i64
// whose two operands are plain values (a name or an integer).
var reDivision = lazyre.New(`(?m)^([ \t]*%[-\w.$]+ = )(udiv|urem)( exact)? (i32|i64) (%[-\w.$]+|-?\d+), (%[-\w.$]+|-?\d+)[ \t]*$`)

// OpaqueDivisions rewrites each i32 and i64 udiv and urem of ir
// to take its operands through an empty inline-asm copy, which llc
// cannot see through; n is the number rewritten.
func OpaqueDivisions(ir []byte) (out []byte, n int) {
	out = reDivision().ReplaceAllFunc(ir, func(line []byte) []byte {
		m := reDivision().FindSubmatch(line)
		ty := string(m[4])
		var b strings.Builder
		ops := copyOperands(&b, m[1], fmt.Sprintf("%%opaque.%d", n), ty, false, m[5], m[6])
		n++
		fmt.Fprintf(&b, "%s%s%s %s %s, %s", m[1], m[2], m[3], ty, ops[0], ops[1])
		return []byte(b.String())
	})
	return out, n
}

// reNegZeroSelect matches a select of floats one of whose values is the
// constant -0.0, as the generator (0xH8000, 0x8000000000000000) or
// llvm-reduce (-0.000000e+00) prints it.
var reNegZeroSelect = lazyre.New(`(?m)^([ \t]*%[-\w.$]+ = select(?: [a-z]+)* i1 (?:%[-\w.$]+|true|false), )(half|float|double) (%[-\w.$]+|0xH8000|0x8000000000000000|-0\.000000e\+00), (?:half|float|double) (%[-\w.$]+|0xH8000|0x8000000000000000|-0\.000000e\+00)[ \t]*$`)

// isNegZero reports whether an operand is a -0.0 constant.
func isNegZero(v []byte) bool { return v[0] != '%' }

// OpaqueNegZeroSelects rewrites each select of a -0.0 constant to take the
// constant through an empty inline-asm copy; n is the number rewritten.
func OpaqueNegZeroSelects(ir []byte) (out []byte, n int) {
	out = reNegZeroSelect().ReplaceAllFunc(ir, func(line []byte) []byte {
		m := reNegZeroSelect().FindSubmatch(line)
		ty := string(m[2])
		var b strings.Builder
		ops := [2]string{string(m[3]), string(m[4])}
		if !isNegZero(m[3]) && !isNegZero(m[4]) {
			return line
		}
		for i, v := range [][]byte{m[3], m[4]} {
			if isNegZero(v) {
				ops[i] = fmt.Sprintf("%%opaque.nz.%d.%d", n, i)
				b.WriteString(asmCopy(m[1], ops[i], ty, string(v)))
			}
		}
		n++
		fmt.Fprintf(&b, "%s%s %s, %s %s", m[1], ty, ops[0], ty, ops[1])
		return []byte(b.String())
	})
	return out, n
}

// reOr matches an integer or whose two operands are plain values.
var reOr = lazyre.New(`(?m)^([ \t]*%[-\w.$]+ = )or( disjoint)? (i1|i8|i16|i32|i64) (%[-\w.$]+|-?\d+|true|false), (%[-\w.$]+|-?\d+|true|false)[ \t]*$`)

// OpaqueOrs rewrites each integer or of ir to take its operands through
// an empty inline-asm copy; n is the number rewritten. An i1 or (a lane
// mask, which a VGPR copy cannot hold) is done on i32 copies of its
// operands and truncated back: the fold at fault sees an all-ones mask
// there too.
func OpaqueOrs(ir []byte) (out []byte, n int) {
	out = reOr().ReplaceAllFunc(ir, func(line []byte) []byte {
		m := reOr().FindSubmatch(line)
		ty, wide := string(m[3]), string(m[3])
		if ty == "i1" {
			wide = "i32"
		}
		indent := indentOf(m[1])
		var b strings.Builder
		ops := copyOperands(&b, m[1], fmt.Sprintf("%%opaque.or.%d", n), wide, ty == "i1", m[4], m[5])
		if ty == "i1" {
			w := fmt.Sprintf("%%opaque.or.%d.w", n)
			fmt.Fprintf(&b, "%s%s = or%s i32 %s, %s\n", indent, w, m[2], ops[0], ops[1])
			fmt.Fprintf(&b, "%strunc i32 %s to i1", m[1], w)
		} else {
			fmt.Fprintf(&b, "%sor%s %s %s, %s", m[1], m[2], ty, ops[0], ops[1])
		}
		n++
		return []byte(b.String())
	})
	return out, n
}

// copyOperands writes to b the asm copies name.0 and name.1 of two
// operands of type ty (asmCopy) and returns their names; with widen, each
// operand is an i1 first zero-extended to ty as name.i.z.
func copyOperands(b *strings.Builder, line []byte, name, ty string, widen bool, x, y []byte) [2]string {
	indent := indentOf(line)
	ops := [2]string{name + ".0", name + ".1"}
	for i, v := range []string{string(x), string(y)} {
		if widen {
			fmt.Fprintf(b, "%s%s.z = zext i1 %s to %s\n", indent, ops[i], v, ty)
			v = ops[i] + ".z"
		}
		b.WriteString(asmCopy(line, ops[i], ty, v))
	}
	return ops
}

// indentOf is the spaces and tabs that start line.
func indentOf(line []byte) string {
	return string(line[:len(line)-len(bytes.TrimLeft(line, " \t"))])
}

// asmCopy is the line "name = v" through an empty inline-asm copy into a
// VGPR, which llc cannot see through, indented as line (the start of the
// line it goes before).
func asmCopy(line []byte, name, ty, v string) string {
	indent := indentOf(line)
	return fmt.Sprintf("%s%s = call %s asm sideeffect \"\", \"=v,0\"(%s %s)\n", indent, name, ty, ty, v)
}

// reSatConv matches a saturating float-to-int conversion of a plain
// operand.
var reSatConv = lazyre.New(`(?m)^([ \t]*%[-\w.$]+ = call i\d+ @llvm\.fpto[su]i\.sat\.i\d+\.f\d+\()(half|float|double) (%[-\w.$]+)\)`)

// OpaqueSatConversions rewrites each saturating float-to-int conversion
// of ir to take its operand through an empty inline-asm copy into a VGPR;
// n is the number rewritten.
func OpaqueSatConversions(ir []byte) (out []byte, n int) {
	out = reSatConv().ReplaceAllFunc(ir, func(line []byte) []byte {
		m := reSatConv().FindSubmatch(line)
		op := fmt.Sprintf("%%opaque.sat.%d", n)
		n++
		return []byte(asmCopy(m[1], op, string(m[2]), string(m[3])) + fmt.Sprintf("%s%s %s)", m[1], m[2], op))
	})
	return out, n
}

// reZeroAdd matches x + 0.0 of a float type, the zero as the generator
// (0x0000000000000000, 0xH0000) or llvm-reduce (0.000000e+00) prints it.
var reZeroAdd = lazyre.New(`(?m)^([ \t]*%[-\w.$]+ = fadd(?: [a-z]+)* )(half|float|double) (%[-\w.$]+), (0\.000000e\+00|0x0000000000000000|0xH0000|0\.0)$`)

// OpaqueZeroAdds rewrites each x + 0.0 of ir to add a zero that comes
// through an empty inline-asm copy; n is the number rewritten.
func OpaqueZeroAdds(ir []byte) (out []byte, n int) {
	out = reZeroAdd().ReplaceAllFunc(ir, func(line []byte) []byte {
		m := reZeroAdd().FindSubmatch(line)
		z := fmt.Sprintf("%%opaque.zero.%d", n)
		n++
		return []byte(asmCopy(m[1], z, string(m[2]), string(m[4])) + fmt.Sprintf("%s%s %s, %s", m[1], m[2], m[3], z))
	})
	return out, n
}

// opaque is the experiment of a signature that hides some operations
// from llc: rewrite gives the kernel with n of them made opaque, and the
// signature shows when the wrong compilation of that kernel computes the
// right result. what names the operations in the evidence.
func opaque(rewrite func([]byte) ([]byte, int), what string) func(context.Context, *Runner, *Trial) (bool, string) {
	return func(ctx context.Context, r *Runner, t *Trial) (bool, string) {
		ir, n := rewrite(t.IR)
		if n == 0 || t.GoodOut == nil || !r.rightWith(ctx, t, ir) {
			return false, ""
		}
		return true, fmt.Sprintf("with %d %s made opaque, %s computes the right result", n, what, t.Bad)
	}
}

// variantFile writes ir, a variant of a trial's kernel, to kernel.ll in
// a new scratch directory, which the caller removes.
func (r *Runner) variantFile(ir []byte) (dir, ll string, err error) {
	if dir, err = os.MkdirTemp(r.Dir, "variant-"); err != nil {
		return "", "", err
	}
	ll = filepath.Join(dir, "kernel.ll")
	if err = os.WriteFile(ll, ir, 0o644); err != nil {
		os.RemoveAll(dir)
		return "", "", err
	}
	return dir, ll, nil
}

// rightWith compiles ir (a variant of the trial's kernel) with the wrong
// compilation's llc, -O level and target and reports whether it computes
// the right outputs.
func (r *Runner) rightWith(ctx context.Context, t *Trial, ir []byte) bool {
	dir, ll, err := r.variantFile(ir)
	if err != nil {
		return false
	}
	defer os.RemoveAll(dir)
	res := r.compileAndRun(ctx, t.Bad, ll, filepath.Join(dir, t.Bad.fileName()+".s"), t.LaunchName, t.Launch)
	return res.Outputs != nil && firstDiff(expectedPart(res.Outputs, t.GoodOut), t.GoodOut) == ""
}

// Triage is a finding directory's triage: its classification and the
// known signature it shows.
type Triage struct {
	Dir      string `json:"dir"`
	Kernel   string `json:"kernel"`
	Class    string `json:"class"`
	Status   string `json:"status"`
	Bad      string `json:"bad,omitempty"`
	Known    string `json:"known,omitempty"`
	Evidence string `json:"evidence,omitempty"`
	// Why says why no experiment ran (no wrong compilation to contrast,
	// the compilation no longer runs ...).
	Why string `json:"why,omitempty"`
}

// TriageDir runs the signatures' experiments on a finding directory as
// WriteFinding leaves it: classification.json names the compilation the
// campaign tried them on (tried), original.ll is the kernel, launch.json
// the launch. The right outputs are the launch's expect section, or the
// good compilation's when it has none (a cross-lane kernel), as in the
// campaign. A classification written before it named the compilation
// tried gives the wrong compilation, or for a finding without a wrong
// result the failing ones (a run that faulted is tried too).
func (r *Runner) TriageDir(ctx context.Context, dir string) (*Triage, error) {
	f, err := readFinding(dir)
	if err != nil {
		return nil, err
	}
	bad := f.Tried
	if bad == "" {
		bad = f.Bad
	}
	if bad == "" {
		bad = firstFailing(f.Failing, bench.OutcomeWavesim)
	}
	if bad == "" {
		bad = firstFailing(f.Failing, bench.OutcomeTimeout)
	}
	return r.triageAs(ctx, dir, f, bad)
}

// TriageEach triages each failing compilation of a finding directory on
// its own (a wrong result, a run that did not end on wavesim, an llc that
// did not end), as TriageDir does the one the finding contrasts: a kernel
// often shows several bugs, one per llc version, and the finding names
// one.
func (r *Runner) TriageEach(ctx context.Context, dir string) ([]*Triage, error) {
	f, err := readFinding(dir)
	if err != nil {
		return nil, err
	}
	var out []*Triage
	for _, fl := range f.Failing {
		c, o := failingEntry(fl)
		if o != bench.OutcomeMismatch && o != bench.OutcomeWavesim && o != bench.OutcomeTimeout {
			continue
		}
		t, err := r.triageAs(ctx, dir, f, c)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	if len(out) == 0 {
		t, err := r.triageAs(ctx, dir, f, "")
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// readFinding reads a finding directory's classification.json.
func readFinding(dir string) (*bench.LLCFinding, error) {
	var f bench.LLCFinding
	cj, err := userfile.ReadFile(filepath.Join(dir, "classification.json"), 1<<20, "a finding's classification")
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(cj, &f); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(dir, "classification.json"), err)
	}
	return &f, nil
}

// triageAs tries the signatures on compilation bad ("llc-16 -O0 gfx1030")
// of a finding directory; the good compilation is the finding's, when it
// is not bad itself.
func (r *Runner) triageAs(ctx context.Context, dir string, f *bench.LLCFinding, badName string) (*Triage, error) {
	t := &Triage{Dir: dir, Kernel: f.Kernel, Class: f.Class, Status: f.Status, Bad: badName}
	if t.Bad == "" {
		t.Why = "no wrong result or failed run to try (" + f.Class + ")"
		return t, nil
	}
	bad, err := ParseConfig(t.Bad)
	if err != nil {
		return nil, err
	}
	ll := filepath.Join(dir, "original.ll")
	ir, err := userfile.ReadFile(ll, isa.MaxSourceBytes, "an IR module")
	if err != nil {
		return nil, err
	}
	launchFile := filepath.Join(dir, "launch.json")
	src, err := userfile.ReadFile(launchFile, launch.MaxSpecBytes, "a launch spec")
	if err != nil {
		return nil, err
	}
	spec, err := launch.ParseSpec(launchFile, src)
	if err != nil {
		return nil, err
	}
	work, err := os.MkdirTemp(r.Dir, "triage-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	tr := &Trial{IR: ir, LaunchName: launchFile, Launch: src, Bad: bad, BadAsm: filepath.Join(work, "bad.s")}
	res := r.compileAndRun(ctx, bad, ll, tr.BadAsm, launchFile, src)
	tr.BadOut = res.Outputs
	if res.Outcome == bench.OutcomeTimeout && res.Asm == "" {
		tr.NoEnd = true
		t.Known, t.Evidence = r.Recognise(ctx, tr)
		return t, nil
	}
	if res.Asm == "" {
		t.Why = fmt.Sprintf("%s: %s: %s", bad, res.Outcome, res.Detail)
		return t, nil
	}
	switch {
	case tr.judgeByExpect(spec):
	case f.Good != "" && f.Good != t.Bad:
		if tr.Good, err = ParseConfig(f.Good); err != nil {
			return nil, err
		}
		g := r.compileAndRun(ctx, tr.Good, ll, filepath.Join(work, "good.s"), launchFile, src)
		tr.GoodOut = g.Outputs
	}
	if tr.BadOut != nil && tr.GoodOut != nil && firstDiff(tr.BadOut, tr.GoodOut) == "" {
		t.Why = bad.String() + " now computes the right result"
		return t, nil
	}
	t.Known, t.Evidence = r.Recognise(ctx, tr)
	return t, nil
}

// judgeByExpect makes the launch's expectation (lli's outputs) the right
// outputs, the reference standing in for a good compilation, and cuts
// the wrong outputs to the elements it gives; false when the launch has
// none (a cross-lane kernel, judged against another compilation).
func (t *Trial) judgeByExpect(spec *launch.Spec) bool {
	if spec == nil || len(spec.Expect) == 0 {
		return false
	}
	t.Good, t.GoodOut = t.Bad, spec.ExpectedBits()
	t.BadOut = expectedPart(t.BadOut, t.GoodOut)
	return true
}

// expectedPart is out cut to the elements the expectation gives (an
// expect section may give the first elements of a buffer only).
func expectedPart(out, want map[string][]uint64) map[string][]uint64 {
	if out == nil {
		return nil
	}
	cut := make(map[string][]uint64, len(want))
	for name, w := range want {
		o := out[name]
		cut[name] = o[:min(len(o), len(w))]
	}
	return cut
}

// failingEntry splits an entry of a finding's failing list ("llc-16 -O0
// gfx900: wavesim error: ...", as Classify writes it) into its
// compilation and outcome.
func failingEntry(fl string) (config, outcome string) {
	config, rest, _ := strings.Cut(fl, ": ")
	outcome, _, _ = strings.Cut(rest, ":")
	return config, outcome
}

// firstFailing is the compilation of the first entry of a finding's
// failing list with outcome o.
func firstFailing(failing []string, o string) string {
	for _, fl := range failing {
		if c, oc := failingEntry(fl); oc == o {
			return c
		}
	}
	return ""
}
