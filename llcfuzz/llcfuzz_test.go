package llcfuzz

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/llcfuzz/irgen"
)

// Kernel seeds follow wavesim fuzz's program seeds (opt/validate's
// ProgramSeed: these values are what it gives), and every kernel of a
// campaign falls to exactly one shard.
func TestKernelSeedsAndShards(t *testing.T) {
	for _, c := range []struct {
		seed uint64
		i    int64
		want uint64
	}{
		{1, 0, 0xf4d1fceb8f8b2205},
		{1, 1, 0xb42a445ce4bb89d7},
		{42, 7, 0xbdf3f51683101b14},
	} {
		if got := KernelSeed(c.seed, c.i); got != c.want {
			t.Errorf("KernelSeed(%d, %d) = %#x, want %#x", c.seed, c.i, got, c.want)
		}
	}
	for _, n := range []int{1, 2, 3, 7} {
		const runs = 20
		count := make([]int, runs)
		for k := 0; k < n; k++ {
			for i := int64(0); i < runs; i++ {
				if Mine(i, k, n) {
					count[i]++
				}
			}
		}
		for i, c := range count {
			if c != 1 {
				t.Errorf("%d shards: kernel %d is run by %d shards", n, i, c)
			}
		}
	}
}

// llc's failures are told apart by its message: an unsupported construct
// is not a finding, a crash is.
func TestClassifyLLC(t *testing.T) {
	exit1 := exec.Command("false").Run()
	for _, c := range []struct {
		name, stderr string
		want         string
	}{
		{"cannot select", "LLVM ERROR: Cannot select: 0x55d0c8: f16 = fpow 0x55d0c0, 0x55d0b8\nIn function: k\nPLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.\nStack dump:\n0.\tProgram arguments: llc-14\n", bench.OutcomeUnsupported},
		{"unknown processor", "'gfx1201' is not a recognized processor for this target (ignoring processor)\n", bench.OutcomeUnsupported},
		{"unsupported call", "error: <unknown>:0:0: in function k void (ptr addrspace(1)): unsupported call to function f\n", bench.OutcomeUnsupported},
		{"invalid IR", "llc-14: error: llc-14: kernel.ll:3:12: error: expected type\n  %x = load ptr, ptr %p\n", bench.OutcomeUnsupported},
		{"assertion", "llc-16: /build/llvm-toolchain-16/llvm/lib/CodeGen/RegAllocFast.cpp:1005: void (anonymous namespace)::RegAllocFast::allocVirtReg(MachineInstr &, LiveReg &, Register, bool): Assertion `LRI->PhysReg == 0' failed.\nPLEASE submit a bug report\nStack dump:\n", bench.OutcomeLLCCrash},
		{"unreachable", "Unhandled operand type\nUNREACHABLE executed at /build/llvm/lib/Target/AMDGPU/SIInstrInfo.cpp:123!\n", bench.OutcomeLLCCrash},
		{"fatal error", "LLVM ERROR: ran out of registers during register allocation\n", bench.OutcomeLLCCrash},
		{"bare failure", "", bench.OutcomeLLCCrash},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, detail := ClassifyLLC(c.stderr, exit1)
			if got != c.want {
				t.Errorf("ClassifyLLC = %q (%s), want %q", got, detail, c.want)
			}
		})
	}
}

func cfg(t *testing.T, s string) Config {
	t.Helper()
	c, err := ParseConfig(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Classification from recorded results: which class and status a set of
// outcomes over the matrix gives.
func TestClassify(t *testing.T) {
	type run struct {
		config, outcome, sig string
	}
	right := func(c string) run { return run{c, bench.OutcomeMatch, "right"} }
	wrong := func(c, sig string) run { return run{c, bench.OutcomeMismatch, sig} }
	for _, c := range []struct {
		name          string
		runs          []run
		class, status string
		llc           []int
		bad, good     string
	}{
		{"all agree", []run{right("llc-16 -O0 gfx1030"), right("llc-19 -O2 gfx1030")}, "", "", nil, "", ""},
		{"miscompile open", []run{right("llc-16 -O0 gfx1030"), wrong("llc-16 -O2 gfx1030", "a"), right("llc-19 -O0 gfx1030"), wrong("llc-19 -O2 gfx1030", "a")},
			ClassMiscompile, StatusOpen, []int{16, 19}, "llc-19 -O2 gfx1030", "llc-19 -O0 gfx1030"},
		{"fixed later", []run{right("llc-16 -O0 gfx1030"), wrong("llc-16 -O2 gfx1030", "a"), right("llc-19 -O0 gfx1030"), right("llc-19 -O2 gfx1030")},
			ClassMiscompile, StatusFixed, []int{16}, "llc-16 -O2 gfx1030", "llc-16 -O0 gfx1030"},
		{"llc-19 not run", []run{right("llc-16 -O0 gfx1030"), wrong("llc-16 -O2 gfx1030", "a")},
			ClassMiscompile, StatusUnknown, []int{16}, "llc-16 -O2 gfx1030", "llc-16 -O0 gfx1030"},
		{"generator", []run{wrong("llc-16 -O0 gfx1030", "a"), wrong("llc-16 -O2 gfx1030", "a"), wrong("llc-19 -O0 gfx1030", "a")},
			ClassGenerator, StatusOpen, []int{16, 19}, "llc-19 -O0 gfx1030", ""},
		{"different ways", []run{right("llc-16 -O0 gfx1030"), wrong("llc-16 -O2 gfx1030", "a"), wrong("llc-19 -O2 gfx1030", "b"), right("llc-19 -O0 gfx1030")},
			ClassWavesim, StatusOpen, []int{16, 19}, "llc-19 -O2 gfx1030", "llc-19 -O0 gfx1030"},
		{"wavesim error", []run{right("llc-16 -O0 gfx1030"), {"llc-19 -O2 gfx1030", bench.OutcomeWavesim, ""}},
			ClassWavesim, StatusOpen, []int{19}, "", ""},
		{"cross-lane reference", []run{{"llc-19 -O0 gfx1030", bench.OutcomeUnjudged, "ref"}, {"llc-19 -O0 gfx1100", bench.OutcomeUnjudged, "ref"}, wrong("llc-19 -O2 gfx1030", "a")},
			ClassMiscompile, StatusOpen, []int{19}, "llc-19 -O2 gfx1030", "llc-19 -O0 gfx1030"},
		{"crash", []run{right("llc-16 -O0 gfx1030"), {"llc-14 -O3 gfx1030", bench.OutcomeLLCCrash, ""}, {"llc-19 -O3 gfx1201", bench.OutcomeUnsupported, ""}, right("llc-19 -O3 gfx1030")},
			ClassLLCCrash, StatusFixed, []int{14}, "", ""},
		// llc-19 running past the timeout wrote no assembly: a compiler
		// finding; a wave past the step limit (assembly written) is not.
		{"llc timeout", []run{right("llc-19 -O0 gfx1030"), {"llc-19 -O2 gfx1030", bench.OutcomeTimeout, ""}},
			ClassLLCCrash, StatusOpen, []int{19}, "", ""},
		{"wave timeout", []run{right("llc-19 -O0 gfx1030"), {"llc-19 -O2 gfx1030", bench.OutcomeTimeout, "asm"}},
			ClassWavesim, StatusOpen, []int{19}, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var res []Result
			for _, r := range c.runs {
				x := Result{Config: cfg(t, r.config), Outcome: r.outcome, Sig: r.sig}
				if r.outcome == bench.OutcomeTimeout {
					x.Asm, x.Sig = r.sig, ""
				} else if r.sig != "" {
					x.Outputs = map[string][]uint64{"out": {uint64(len(r.sig))}}
				}
				res = append(res, x)
			}
			f := Classify(&Case{Name: "k", Reference: "lli-19"}, res)
			if c.class == "" {
				if f != nil {
					t.Fatalf("finding %+v, want none", f)
				}
				return
			}
			if f == nil {
				t.Fatal("no finding")
			}
			if f.Class != c.class || f.Status != c.status || !slices.Equal(f.LLC, c.llc) || f.Bad != c.bad || f.Good != c.good {
				t.Errorf("got class %q, status %q, llc %v, bad %q, good %q; want %q, %q, %v, %q, %q",
					f.Class, f.Status, f.LLC, f.Bad, f.Good, c.class, c.status, c.llc, c.bad, c.good)
			}
		})
	}
}

func TestParseMatrix(t *testing.T) {
	m, err := ParseMatrix("19,14", "2,0", "gfx1030,gfx1100")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range m.Configs() {
		got = append(got, c.String())
	}
	want := []string{"llc-14 -O0 gfx1030", "llc-14 -O2 gfx1030", "llc-19 -O0 gfx1030", "llc-19 -O0 gfx1100", "llc-19 -O2 gfx1030", "llc-19 -O2 gfx1100"}
	if !slices.Equal(got, want) {
		t.Errorf("configs %q, want %q (llc-14 has no gfx1100)", got, want)
	}
	for _, bad := range [][3]string{{"13", "", ""}, {"", "4", ""}, {"", "", "gfx1234"}, {"14", "", "gfx1201"}} {
		if _, err := ParseMatrix(bad[0], bad[1], bad[2]); err == nil {
			t.Errorf("ParseMatrix%q: no error", bad)
		}
	}
	if c := cfg(t, "llc-14 -O3 gfx1030-w64"); !slices.Contains(c.LLCArgs("a.ll", "a.s"), "-opaque-pointers") || !slices.Contains(c.LLCArgs("a.ll", "a.s"), "-mattr=+wavefrontsize64") || c.Wave() != 64 {
		t.Errorf("llc-14 wave64 args %q, wave %d", c.LLCArgs("a.ll", "a.s"), c.Wave())
	}
}

func newRunner(t *testing.T, compile CompileFunc) *Runner {
	return &Runner{Dir: t.TempDir(), Jobs: 2, Compile: compile}
}

// small is the matrix the tests run: cheap, two llc versions and levels.
func small(t *testing.T) Matrix {
	m, err := ParseMatrix("14,19", "0,2", "gfx1030")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func campaign(t *testing.T, runs int64, shard, shards int, compile CompileFunc) (*Campaign, *bench.LLCFuzzReport) {
	m := small(t)
	c := &Campaign{Seed: 5, Runs: runs, Shard: shard, Shards: shards, Matrix: m, Full: m, Generate: handGenerate,
		Runner: newRunner(t, compile), Out: t.TempDir()}
	rep := &bench.LLCFuzzReport{Kind: bench.LLCFuzzKind, Version: "v", Seed: 5, Runs: runs,
		Shard: "0/1", LLC: m.LLC, Opt: m.Opt, Targets: m.TargetNames(), Features: []string{}, Size: 1, Reference: "lli-19"}
	rep.Shard = strings.Join([]string{itoa(shard), itoa(shards)}, "/")
	return c, rep
}

func itoa(i int) string { return ints([]int{i}) }

// A hand-made kernel compiled by every compilation of a small matrix runs
// on wavesim and matches lli.
func TestHandKernelMatches(t *testing.T) {
	needTools(t, "llc-14", "llc-19", "lli-19")
	c, rep := campaign(t, 1, 0, 1, nil)
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != bench.VerdictNoMismatch || rep.Compared != 4 || rep.Compilations != 4 || len(rep.Findings) != 0 {
		t.Fatalf("verdict %q, %d of %d compared, findings %+v", rep.Verdict, rep.Compared, rep.Compilations, rep.Findings)
	}
}

// A campaign with a log says how far it got.
func TestCampaignProgress(t *testing.T) {
	needTools(t, "llc-14", "llc-19", "lli-19")
	c, rep := campaign(t, 2, 0, 1, nil)
	var log bytes.Buffer
	c.Log, c.ProgressEvery = &log, time.Nanosecond
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"llcfuzz: 1 of 2 generated kernels, 4 compilations, 4 compared, 0 findings", "llcfuzz: 2 of 2 generated kernels"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("log lacks %q:\n%s", want, log.String())
		}
	}
	// A shard counts its own share: kernels 1 and 3 of 4 for shard 1/2.
	c, rep = campaign(t, 4, 1, 2, nil)
	log.Reset()
	c.Log, c.ProgressEvery = &log, time.Nanosecond
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if want := "llcfuzz: 2 of 2 generated kernels (shard 1/2), 8 compilations"; !strings.Contains(log.String(), want) {
		t.Errorf("log lacks %q:\n%s", want, log.String())
	}
}

// A planted miscompile (llc-19 -O2's v_add_nc_u32 turned into a
// v_sub_nc_u32) is found, classified and reduced; the reduced kernel
// still shows it and the directory holds the report's files.
func TestPlantedMiscompile(t *testing.T) {
	needTools(t, "llc-14", "llc-19", "lli-19", "llvm-reduce-19")
	c, rep := campaign(t, 1, 0, 1, plantedLLC)
	// Two delta passes, once, keep the reduction to seconds (zeroing the
	// xor's constant, then simplifying the xor away); the campaign runs
	// all but the ones that would break the launch.
	c.Reducer = &Reducer{Tool: "llvm-reduce-19", Test: []string{os.Args[0]}, Env: []string{plantEnv + "=1"},
		DeltaPasses: []string{"operands-zero", "simplify-instructions"}, MaxIterations: 1, Jobs: 2}
	// --out as a user gives it, relative to the working directory
	// (llvm-reduce runs in the finding's directory).
	t.Chdir(filepath.Dir(c.Out))
	c.Out = filepath.Base(c.Out)
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != bench.VerdictFindings || len(rep.Findings) != 1 {
		t.Fatalf("verdict %q, findings %+v", rep.Verdict, rep.Findings)
	}
	f := rep.Findings[0]
	if f.Class != ClassMiscompile || f.Status != StatusOpen || !slices.Equal(f.LLC, []int{19}) || !slices.Equal(f.Opt, []int{2}) ||
		f.Bad != "llc-19 -O2 gfx1030" || f.Good != "llc-19 -O0 gfx1030" || !f.Reduced {
		t.Errorf("finding %+v", f)
	}
	for _, name := range []string{"reduced.ll", "original.ll", "launch.json", "good.s", "bad.s", "commands.sh", "classification.json", "README.md"} {
		if _, err := os.Stat(filepath.Join(f.Dir, name)); err != nil {
			t.Errorf("finding directory: %v", err)
		}
	}
	red, _ := os.ReadFile(filepath.Join(f.Dir, "reduced.ll"))
	orig, _ := os.ReadFile(filepath.Join(f.Dir, "original.ll"))
	if a, b := countInsts(red), countInsts(orig); a >= b || undefUse(red) != nil {
		t.Errorf("reduced kernel (%d instructions of %d) not smaller or holds undef/poison:\n%s", a, b, red)
	}
	bad, _ := os.ReadFile(filepath.Join(f.Dir, "bad.s"))
	if !bytes.Contains(bad, []byte("v_sub_nc_u32")) {
		t.Errorf("bad.s has no planted v_sub_nc_u32")
	}
	readme, _ := os.ReadFile(filepath.Join(f.Dir, "README.md"))
	for _, want := range []string{"llc-19 -O2 gfx1030", "llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 -O2", "actual (bad) against expected (good): buffer out"} {
		if !bytes.Contains(readme, []byte(want)) {
			t.Errorf("README.md lacks %q:\n%s", want, readme)
		}
	}
	// The interestingness test says no to the good compilation against
	// itself, and to IR with undef in it.
	r := newRunner(t, plantedLLC)
	launch := filepath.Join(f.Dir, "launch.json")
	src, _ := os.ReadFile(launch)
	good := cfg(t, f.Good)
	if ok, why := r.Interesting(context.Background(), good, good, launch, src, filepath.Join(f.Dir, "reduced.ll")); ok {
		t.Errorf("good against good is interesting: %s", why)
	}
	undef := filepath.Join(t.TempDir(), "undef.ll")
	os.WriteFile(undef, bytes.Replace(orig, []byte("%m\n"), []byte("undef\n"), 1), 0o644)
	if ok, why := r.Interesting(context.Background(), cfg(t, f.Bad), good, launch, src, undef); ok || !strings.Contains(why, "undef") {
		t.Errorf("IR with undef: interesting %v (%s)", ok, why)
	}
}

var reInst = regexp.MustCompile(`(?m)^\s+(%\S+ = |store |ret |br |call )`)

// countInsts counts the instructions of an IR module.
func countInsts(ir []byte) int { return len(reInst.FindAll(ir, -1)) }

// The reports of two shards merge into the unsharded campaign's report,
// findings included, and a report survives its JSON round trip.
func TestShardsMergeToWhole(t *testing.T) {
	needTools(t, "llc-19", "lli-19")
	// Only kernel 1 is miscompiled: shard 1/2 finds it.
	var plantIn string
	compile := func(ctx context.Context, c Config, in, out string) (string, error) {
		if strings.Contains(in, plantIn) {
			return plantedLLC(ctx, c, in, out)
		}
		return LLC(ctx, c, in, out)
	}
	k1, _ := handGenerate(KernelSeed(5, 1), irgen.Config{})
	plantIn = safeName(k1.Name)
	m, err := ParseMatrix("19", "0,2", "gfx1030")
	if err != nil {
		t.Fatal(err)
	}
	run := func(shard, shards int) *bench.LLCFuzzReport {
		c, rep := campaign(t, 3, shard, shards, compile)
		c.Out, c.Matrix, c.Full = "", m, m
		rep.LLC, rep.Opt = m.LLC, m.Opt
		if err := c.Run(context.Background(), rep); err != nil {
			t.Fatal(err)
		}
		return rep
	}
	whole := run(0, 1)
	var docs bytes.Buffer
	for k := 0; k < 2; k++ {
		if err := run(k, 2).WriteJSON(&docs); err != nil {
			t.Fatal(err)
		}
	}
	rs, err := bench.ReadReports("shards.json", docs.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	mr, err := bench.MergeAny(rs)
	if err != nil {
		t.Fatal(err)
	}
	merged := mr.LLCFuzz
	if len(whole.Findings) != 1 || whole.Findings[0].Index != 1 {
		t.Fatalf("unsharded findings %+v, want kernel 1's", whole.Findings)
	}
	norm := func(r *bench.LLCFuzzReport) bench.LLCFuzzReport {
		x := *r
		x.Shard, x.MergedFrom, x.Elapsed, x.ElapsedMax = "", 0, 0, 0
		x.Findings = slices.Clone(x.Findings)
		for i := range x.Findings {
			x.Findings[i].Shard = ""
		}
		return x
	}
	if a, b := norm(whole), norm(merged); !reflect.DeepEqual(a, b) {
		ja, _ := json.MarshalIndent(a, "", " ")
		jb, _ := json.MarshalIndent(b, "", " ")
		t.Errorf("merged shards differ from the whole campaign:\nwhole %s\nmerged %s", ja, jb)
	}
	// JSON round trip.
	var one bytes.Buffer
	if err := whole.WriteJSON(&one); err != nil {
		t.Fatal(err)
	}
	back, err := bench.ReadReports("whole.json", one.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back[0].LLCFuzz, whole) {
		t.Errorf("JSON round trip changed the report:\n%+v\n%+v", back[0].LLCFuzz, whole)
	}
}

// The corpus kernels run through the matrix against their launches'
// expectations; a template's device module has its placeholders mapped.
func TestCorpusKernel(t *testing.T) {
	needTools(t, "llc-19")
	cs, err := LoadCorpus("../traces")
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(cs, func(c *Case) bool { return c.Name == "lds_reduce" })
	if i < 0 {
		t.Fatal("no lds_reduce in the corpus")
	}
	if strings.Contains(cs[i].Device, "@wavesim.") || !strings.Contains(cs[i].Device, "@llvm.amdgcn.s.barrier()") {
		t.Errorf("device module keeps placeholders or lost its barrier:\n%s", cs[i].Device)
	}
	m, _ := ParseMatrix("19", "0,3", "gfx1100")
	c := &Campaign{Matrix: m, Full: m, Corpus: cs[i : i+1], Runner: newRunner(t, nil), Generate: handGenerate}
	rep := &bench.LLCFuzzReport{}
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != bench.VerdictNoMismatch || rep.CorpusKernels != 1 || rep.Compared != 2 || rep.Kernels != 0 {
		t.Errorf("verdict %q, %d corpus kernels, %d compared, %d generated; findings %+v", rep.Verdict, rep.CorpusKernels, rep.Compared, rep.Kernels, rep.Findings)
	}
	if _, err := DeviceModule("x.ll", "  %a = call i32 @wavesim.lane.id()\n"); err == nil || !strings.Contains(err.Error(), "x.ll:1:") {
		t.Errorf("unknown placeholder: %v", err)
	}
}

// A campaign whose generator fails is an error, not a verdict.
func TestGeneratorError(t *testing.T) {
	needTools(t, "lli-19")
	c, rep := campaign(t, 2, 0, 1, nil)
	c.Generate = func(uint64, irgen.Config) (*irgen.Kernel, error) { return nil, errors.New("no kernel") }
	if err := c.Run(context.Background(), rep); err == nil || !strings.Contains(err.Error(), "kernel 0") {
		t.Errorf("error %v, want kernel 0's", err)
	}
	// A host module lli cannot run is the generator's finding, and the
	// campaign goes on; the work files of each kernel are gone after it.
	c, rep = campaign(t, 1, 0, 1, nil)
	c.Generate = func(seed uint64, cfg irgen.Config) (*irgen.Kernel, error) {
		k, err := handGenerate(seed, cfg)
		k.Host = "define i32 @main() {\n  unreachable\n}\n"
		return k, err
	}
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) != 1 || rep.Findings[0].Class != ClassGenerator || !strings.Contains(rep.Findings[0].Detail, "lli could not run") {
		t.Errorf("findings %+v", rep.Findings)
	}
	if left, _ := os.ReadDir(c.Runner.Dir); len(left) != 0 {
		t.Errorf("work files left: %v", left)
	}
}

// Kernels that fail the campaign's compilations the same way are one
// finding re-run on the full matrix and the rest named as its
// duplicates, neither re-run nor reduced.
func TestSameFailuresOnce(t *testing.T) {
	needTools(t, "llc-14", "llc-19", "lli-19")
	c, rep := campaign(t, 3, 0, 1, plantedLLC)
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) != 3 {
		t.Fatalf("%d findings, want 3: %+v", len(rep.Findings), rep.Findings)
	}
	first := rep.Findings[0]
	if first.SameAs != "" || first.Class != ClassMiscompile {
		t.Errorf("first finding %+v", first)
	}
	for _, f := range rep.Findings[1:] {
		if f.SameAs != first.Kernel || f.Reduced || f.Class != ClassMiscompile || f.Bad != first.Bad {
			t.Errorf("finding %+v, want the same as %s, unreduced", f, first.Kernel)
		}
	}
	var out bytes.Buffer
	rep.WriteText(&out)
	if !strings.Contains(out.String(), "fails the campaign's compilations as "+first.Kernel+" does") {
		t.Errorf("report does not name the duplicates:\n%s", out.String())
	}
}

// With one llc version and -O level in the matrix every failing kernel
// fails it alike, which says nothing of the bug: each finding is
// classified on the full matrix.
func TestOnePairNoDuplicates(t *testing.T) {
	needTools(t, "llc-14", "llc-19", "lli-19")
	c, rep := campaign(t, 2, 0, 1, plantedLLC)
	one, err := ParseMatrix("19", "2", "gfx1030")
	if err != nil {
		t.Fatal(err)
	}
	c.Matrix = one
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) != 2 {
		t.Fatalf("%d findings, want 2: %+v", len(rep.Findings), rep.Findings)
	}
	for _, f := range rep.Findings {
		if f.SameAs != "" || f.Good != "llc-19 -O0 gfx1030" {
			t.Errorf("finding %+v: want each classified on the full matrix", f)
		}
	}
}

// --pairs compiles the named versions at the named levels only, in
// order, on every target a version knows.
func TestParsePairs(t *testing.T) {
	m, err := ParseMatrix("", "", "gfx1030,gfx942")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.ParsePairs("19:2,14:0,19:2,16:0"); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range m.Configs() {
		got = append(got, c.String())
	}
	want := []string{"llc-19 -O2 gfx1030", "llc-19 -O2 gfx942", "llc-14 -O0 gfx1030", "llc-16 -O0 gfx1030"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") || m.pairs() != 3 || ints(m.LLC) != "14,16,19" || ints(m.Opt) != "0,2" {
		t.Errorf("configs %q, %d pairs, llc %v, opt %v; want %q, 3, 14,16,19, 0,2", got, m.pairs(), m.LLC, m.Opt, want)
	}
	for _, bad := range []string{"19", "19:4", "13:0", "x:1", "19:2,"} {
		if err := m.ParsePairs(bad); err == nil {
			t.Errorf("ParsePairs(%q) took it", bad)
		}
	}
}

// A campaign told to stop ends after the kernel in flight and says so;
// the kernel whose compilations ran when the stop came is not counted
// (the signal may have killed them: in the "killed" case its first
// compilation fails as a killed llc would), and no finding is made of it.
func TestCampaignStop(t *testing.T) {
	needTools(t, "llc-14", "llc-19", "lli-19")
	for _, killed := range []bool{false, true} {
		stop := make(chan struct{})
		calls := 0
		var mu sync.Mutex
		compile := func(ctx context.Context, c Config, in, out string) (string, error) {
			mu.Lock()
			calls++
			n := calls
			mu.Unlock()
			if n == 5 { // kernel 1's first compilation (4 per kernel)
				close(stop)
				if killed {
					return "", errors.New("signal: interrupt")
				}
			}
			return LLC(ctx, c, in, out)
		}
		c, rep := campaign(t, 3, 0, 1, compile)
		c.Stop = stop
		var log bytes.Buffer
		c.Log = &log
		if err := c.Run(context.Background(), rep); err != nil {
			t.Fatal(err)
		}
		if rep.Kernels != 1 || rep.Compilations != 4 || rep.Compared != 4 || len(rep.Findings) != 0 {
			t.Errorf("killed %v: %d kernels, %d compilations, %d compared, findings %+v; want kernel 0's 4 alone", killed, rep.Kernels, rep.Compilations, rep.Compared, rep.Findings)
		}
		if want := "stopped early, after 1 generated and 0 corpus kernels"; rep.Stopped != want || !strings.Contains(log.String(), want) {
			t.Errorf("killed %v: stopped %q, want %q; log:\n%s", killed, rep.Stopped, want, log.String())
		}
		if v := rep.VerdictLine(); !strings.HasPrefix(v, "INCOMPLETE (stopped early") || !strings.Contains(v, "no mismatch: 4 compilations compared") {
			t.Errorf("killed %v: verdict line %q", killed, v)
		}
	}
	// Stopped before it began: nothing ran, and the verdict says so.
	stop := make(chan struct{})
	close(stop)
	c, rep := campaign(t, 3, 0, 1, nil)
	c.Stop = stop
	if err := c.Run(context.Background(), rep); err != nil {
		t.Fatal(err)
	}
	if rep.Kernels != 0 || rep.Verdict != bench.VerdictInconclusive || !strings.HasPrefix(rep.VerdictLine(), "INCOMPLETE") {
		t.Errorf("%d kernels, verdict %q: %s", rep.Kernels, rep.Verdict, rep.VerdictLine())
	}
}

// A wavesim suspect with a known signature, failing on one llc version
// at one -O level, is a miscompile; nothing else changes class.
func TestPromoteKnown(t *testing.T) {
	for _, c := range []struct {
		name      string
		f         bench.LLCFinding
		wantClass string
	}{
		{"one llc, one level", bench.LLCFinding{Class: ClassWavesim, Known: "sign-bit", LLC: []int{19}, Opt: []int{2}, Detail: "d"}, ClassMiscompile},
		{"no signature", bench.LLCFinding{Class: ClassWavesim, LLC: []int{19}, Opt: []int{2}}, ClassWavesim},
		{"two llc versions", bench.LLCFinding{Class: ClassWavesim, Known: "sign-bit", LLC: []int{16, 19}, Opt: []int{2}}, ClassWavesim},
		{"two levels", bench.LLCFinding{Class: ClassWavesim, Known: "sign-bit", LLC: []int{19}, Opt: []int{0, 2}}, ClassWavesim},
		{"already a miscompile", bench.LLCFinding{Class: ClassMiscompile, Known: "sign-bit", LLC: []int{19}, Opt: []int{2}, Detail: "d"}, ClassMiscompile},
		{"an llc crash", bench.LLCFinding{Class: ClassLLCCrash, Known: "lsv-nested-load-hang", LLC: []int{19}, Opt: []int{2}}, ClassLLCCrash},
	} {
		f := c.f
		promoteKnown(&f)
		if f.Class != c.wantClass {
			t.Errorf("%s: class %q, want %q", c.name, f.Class, c.wantClass)
		}
		if changed := f.Class != c.f.Class; changed != (f.Detail != c.f.Detail) {
			t.Errorf("%s: class %q, detail %q", c.name, f.Class, f.Detail)
		}
		if f.Class != c.f.Class && f.Detail != "known signature sign-bit (was a wavesim suspect: d)" {
			t.Errorf("%s: detail %q", c.name, f.Detail)
		}
	}
}
