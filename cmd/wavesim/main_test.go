package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
)

func run(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRoot()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), err
}

func TestRunJSON(t *testing.T) {
	out, err := run(t, "run", "--json", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Buffers map[string][]json.Number `json:"buffers"`
		Arch    string                   `json:"arch"`
		Wave    int                      `json:"wave"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if res.Arch != "gfx1030" || res.Wave != 32 || len(res.Buffers["y"]) == 0 {
		t.Fatalf("unexpected output: %+v", res)
	}
	// y[0] = a*x[0] + y[0], the first value lli computed.
	if res.Buffers["y"][0] != "21.09725" {
		t.Errorf("y[0] = %s", res.Buffers["y"][0])
	}
}

func TestRunMismatchExitsOne(t *testing.T) {
	spec, err := os.ReadFile("../../traces/saxpy/launch.json")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(spec), "21.09725", "21.5", 1)
	p := filepath.Join(t.TempDir(), "spec.json")
	os.WriteFile(p, []byte(bad), 0o644)
	_, err = run(t, "run", "--launch", p, "../../traces/saxpy/llvm16-gfx1030.s")
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 1 || !strings.Contains(ee.msg, "index 0: got 21.09725, want 21.5") {
		t.Fatalf("want exit 1 naming index 0, got %v", err)
	}
}

// llc-14's legacy (-march=amdgcn) output names its target only in
// .amd_amdgpu_isa ("amdgcn-pc-linux-gnu-gfx1030"), which is enough; a file
// that names none needs --arch.
func TestRunNeedsArchForLegacy(t *testing.T) {
	const legacy = "../../traces/saxpy/llvm14-gfx1030-legacy.s"
	out, err := run(t, "run", "-q", "--launch", "../../traces/saxpy/launch.json", legacy)
	if err != nil || !strings.Contains(out, "on gfx1030 wave32") {
		t.Fatalf("legacy output with .amd_amdgpu_isa: %v\n%s", err, out)
	}
	src, err := os.ReadFile(legacy)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, l := range strings.Split(string(src), "\n") {
		if !strings.Contains(l, ".amd_amdgpu_isa") {
			kept = append(kept, l)
		}
	}
	bare := filepath.Join(t.TempDir(), "legacy.s")
	if err := os.WriteFile(bare, []byte(strings.Join(kept, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = run(t, "run", "--launch", "../../traces/saxpy/launch.json", bare)
	if err == nil || !strings.Contains(err.Error(), "--arch") {
		t.Fatalf("want a hint to pass --arch, got %v", err)
	}
	if _, err := run(t, "run", "--arch", "gfx1030", "--launch", "../../traces/saxpy/launch.json", bare); err != nil {
		t.Fatal(err)
	}
}

func TestOptExplain(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.s")
	text, err := run(t, "opt", "--passes", "vcmpx", "--explain", "-o", out, "../../traces/diverge_int/llvm14-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "3 of 4 sites rewritten") || !strings.Contains(text, "skipped: the saveexec destination s0 is a source") {
		t.Errorf("explain output:\n%s", text)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(string(b), "v_cmpx_") != 3 {
		t.Errorf("output has %d v_cmpx", strings.Count(string(b), "v_cmpx_"))
	}
	text, err = run(t, "opt", "--passes", "vcmpx", "--explain", "-o", out, "../../traces/diverge_int/llvm14-gfx900.s")
	if err != nil || !strings.Contains(text, "not applied on gfx900") {
		t.Errorf("gfx900: %v\n%s", err, text)
	}
}

func TestCompareDetectsDifference(t *testing.T) {
	src, err := os.ReadFile("../../traces/cmpx_if/llvm14-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(src), "v_mul_lo_u32 v5, v4, 3", "v_mul_lo_u32 v5, v4, 4", 1)
	if bad == string(src) {
		t.Fatal("pattern not found")
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "bad.s")
	os.WriteFile(p, []byte(bad), 0o644)
	text, err := run(t, "compare", "--runs", "2", "--launch", "../../traces/cmpx_if/launch.json", "--repro", filepath.Join(dir, "repro"),
		"../../traces/cmpx_if/llvm14-gfx1030.s", p)
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 1 || !strings.Contains(ee.msg, "buffer out[") {
		t.Fatalf("want exit 1 naming the buffer, got %v\n%s", err, text)
	}
	for _, f := range []string{"original.s", "rewritten.s", "launch.json", "README"} {
		if _, err := os.Stat(filepath.Join(dir, "repro", f)); err != nil {
			t.Errorf("reproducer lacks %s", f)
		}
	}
	// The reproducer's launch names each argument from the metadata, as
	// a template does; the replay below shows it still loads and runs.
	if js, _ := os.ReadFile(filepath.Join(dir, "repro", "launch.json")); !strings.Contains(string(js), `"name": "out"`) {
		t.Errorf("the reproducer's launch.json does not name its arguments:\n%s", js)
	}
	// replay runs a compare reproducer: the difference shows again.
	text, err = run(t, "replay", filepath.Join(dir, "repro"))
	if !errors.As(err, &ee) || ee.code != 1 || !strings.Contains(ee.msg, "buffer out[") {
		t.Fatalf("replay of the compare reproducer: want exit 1 naming the buffer, got %v\n%s", err, text)
	}
	text, err = run(t, "compare", "--passes", "vcmpx", "--runs", "3", "../../traces/cmpx_if/llvm14-gfx1030.s")
	if err != nil || !strings.Contains(text, "verdict: identical over 3 compared launches") {
		t.Fatalf("%v\n%s", err, text)
	}

	// A listing without .amdgcn_target takes its target from the launch,
	// as under "wavesim run".
	spec, err := os.ReadFile("../../traces/cmpx_if/launch.json")
	if err != nil {
		t.Fatal(err)
	}
	spec = bytes.Replace(spec, []byte("{"), []byte(`{"arch": "gfx1030",`), 1)
	os.WriteFile(filepath.Join(dir, "launch.json"), spec, 0o644)
	legacy, err := os.ReadFile("../../traces/cmpx_if/llvm14-gfx1030-legacy.s")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "legacy.s"), legacy, 0o644)
	text, err = run(t, "compare", "--passes", "vcmpx", "--runs", "2", filepath.Join(dir, "legacy.s"))
	if err != nil || !strings.Contains(text, "verdict: identical over 2 compared launches") {
		t.Fatalf("%v\n%s", err, text)
	}
}

func TestFuzzCommand(t *testing.T) {
	text, err := run(t, "fuzz", "--passes", "vcmpx", "--runs", "40", "--states", "16", "-q", "--seed", "3", "--shard", "1/2")
	if err != nil || !strings.Contains(text, "20 programs") || !strings.Contains(text, "no mismatch") {
		t.Fatalf("%v\n%s", err, text)
	}
	if _, err := run(t, "fuzz", "--passes", "vcmpx", "--runs", "1", "--shard", "2/2"); err == nil ||
		!strings.Contains(err.Error(), `--shard takes K/N with 0 <= K < N, got "2/2"`) {
		t.Errorf("bad --shard: %v, want it refused naming the form", err)
	}
}

// A finding written by the engine replays with `wavesim replay`, which
// shows the stored mismatch and checks today's passes.
func TestReplayCommand(t *testing.T) {
	gc := validate.GenConfig{Arch: isa.MustArch("gfx1030"), Wave: 32}
	// A broken rewrite: drop the program's first exec restore.
	broken := func(p *isa.Program) (*isa.Program, error) {
		q := p.Clone()
		for i, in := range q.Insts {
			if strings.HasPrefix(in.Op.Name, "s_or_b32") && in.Args[0].Reg == isa.RegExecLo && i > 2 {
				q.Edit(map[int][]*isa.Inst{i: nil})
				break
			}
		}
		return q, nil
	}
	_, f, err := validate.Fuzz(validate.FuzzConfig{Gen: gc, Transform: broken, Seed: 1, Programs: 50})
	if err != nil || f == nil {
		t.Fatalf("no finding: %v", err)
	}
	dir := filepath.Join(t.TempDir(), "repro")
	if err := f.WriteRepro(dir, gc, "vcmpx", false); err != nil {
		t.Fatal(err)
	}
	text, err := run(t, "replay", dir)
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 1 || !strings.Contains(text, "stored rewrite: mismatch") || !strings.Contains(text, "passes today:   no mismatch") {
		t.Fatalf("%v\n%s", err, text)
	}

	// A reproducer naming passes this build lacks replays the stored
	// rewrite alone.
	js, err := os.ReadFile(filepath.Join(dir, "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	js = bytes.Replace(js, []byte(`"passes": "vcmpx"`), []byte(`"passes": "nosuch"`), 1)
	if err := os.WriteFile(filepath.Join(dir, "launch.json"), js, 0o644); err != nil {
		t.Fatal(err)
	}
	text, err = run(t, "replay", dir)
	if !errors.As(err, &ee) || ee.code != 1 || !strings.Contains(text, "stored rewrite: mismatch") ||
		!strings.Contains(text, `passes today:   not run (this build has no passes "nosuch")`) {
		t.Fatalf("%v\n%s", err, text)
	}
}

// The small things a new user reaches for: --version, print from standard
// input, valid JSON with --trace, and an error for a folder with no traces.
func TestCLIBasics(t *testing.T) {
	out, err := run(t, "--version")
	if err != nil || !strings.HasPrefix(out, "wavesim version ") {
		t.Errorf("--version: %q, %v", out, err)
	}

	root := newRoot()
	var buf bytes.Buffer
	root.SetOut(&buf)
	root.SetErr(&buf)
	root.SetIn(strings.NewReader("s_mov_b32 s0, 1\ns_endpgm\n"))
	root.SetArgs([]string{"print", "--arch", "gfx1030", "-"})
	if err := root.Execute(); err != nil || buf.String() != "\ts_mov_b32 s0, 1\n\ts_endpgm\n" {
		t.Errorf("print -: %q, %v", buf.String(), err)
	}
	root = newRoot()
	root.SetOut(&buf)
	root.SetIn(strings.NewReader("s_mov_b32 s0,\n"))
	root.SetArgs([]string{"print", "--arch", "gfx1030", "-"})
	if err := root.Execute(); err == nil || !strings.HasPrefix(err.Error(), "<stdin>:1:14:") {
		t.Errorf("print - of bad input: %v", err)
	}

	root = newRoot()
	var stdout, stderr bytes.Buffer
	root.SetOut(&stdout)
	root.SetErr(&stderr)
	root.SetArgs([]string{"run", "--json", "--trace", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(stdout.Bytes(), &v); err != nil {
		t.Errorf("run --json --trace: stdout is not one JSON document: %v", err)
	}
	if stderr.Len() == 0 {
		t.Error("run --json --trace: no trace on stderr")
	}

	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "k"), 0o755)
	os.WriteFile(filepath.Join(dir, "k", "launch.json"), []byte("{}"), 0o644)
	if _, err := run(t, "corpus", dir); err == nil || !strings.Contains(err.Error(), "no traces under") {
		t.Errorf("corpus of a folder without traces: %v", err)
	}
}

// `wavesim launch` writes a spec the kernel runs with.
func TestLaunchTemplate(t *testing.T) {
	root := newRoot()
	var stdout, stderr bytes.Buffer
	root.SetOut(&stdout)
	root.SetErr(&stderr)
	root.SetArgs([]string{"launch", "--grid", "128", "../../traces/saxpy/llvm16-gfx1030.s"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	// The template marks each argument's name and a by-value one's size.
	if !strings.Contains(stdout.String(), `"name": "a",
      "size": 4`) {
		t.Errorf("the template does not mark argument a's name and size:\n%s", stdout.String())
	}
	path := filepath.Join(t.TempDir(), "spec.json")
	os.WriteFile(path, stdout.Bytes(), 0o644)
	out, err := run(t, "run", "-q", "--launch", path, "../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil || !strings.Contains(out, "x: 128 × u32") {
		t.Errorf("running the template: %v\n%s", err, out)
	}
	if !strings.Contains(stderr.String(), "note: buffer y: the metadata gives no element type") {
		t.Errorf("no note on element types: %q", stderr.String())
	}
	if !strings.Contains(stderr.String(), `note: argument 2 (a): 4 bytes by value; the metadata gives no element type, so {"i32": 0} is a placeholder`) {
		t.Errorf("no note on the by-value argument's type: %q", stderr.String())
	}
	// The file gives its target and wave size, so the template leaves them
	// out: the spec runs files of other targets too.
	if bytes.Contains(stdout.Bytes(), []byte(`"arch"`)) || bytes.Contains(stdout.Bytes(), []byte(`"wave"`)) {
		t.Errorf("the template repeats the file's target:\n%s", stdout.Bytes())
	}
	if out, err := run(t, "run", "-q", "--launch", path, "../../traces/saxpy/llvm16-gfx1100.s"); err != nil {
		t.Errorf("the template on a gfx1100 file: %v\n%s", err, out)
	}
	// --arch naming another target than the file's is refused, naming both.
	_, err = run(t, "run", "-q", "--arch", "gfx1030", "--launch", path, "../../traces/saxpy/llvm16-gfx1100.s")
	if err == nil || !strings.Contains(err.Error(), "llvm16-gfx1100.s:2:37: the target disagrees: .amdgcn_target says gfx1100") || !strings.Contains(err.Error(), "--arch says gfx1030") {
		t.Errorf("--arch gfx1030 on a gfx1100 file: %v", err)
	}
}

// A hazard two waves hit prints once with its count, with and without the
// table, and --strict makes it an error.
func TestHazardSites(t *testing.T) {
	for _, args := range [][]string{{"run"}, {"run", "-q"}} {
		out, err := run(t, append(args, "--launch", "testdata/hazard-gfx1010.json", "testdata/hazard-gfx1010.s")...)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Count(out, "VcmpxExecWARHazard") != 1 || !strings.Contains(out, "2 hazards at 1 site\n") || !strings.Contains(out, "(2 times)") {
			t.Errorf("%v: the hazard is not printed once with its count:\n%s", args, out)
		}
	}
	_, err := run(t, "run", "--strict", "--launch", "testdata/hazard-gfx1010.json", "testdata/hazard-gfx1010.s")
	if err == nil || !strings.Contains(err.Error(), "testdata/hazard-gfx1010.s:6:2: hazard") {
		t.Errorf("--strict: %v", err)
	}
}

// A kernel on standard input without --launch is refused with commands
// that work on that input: launch reads "-" as run does, and its template
// is what run --launch takes.
func TestRunStdinKernelNeedsLaunch(t *testing.T) {
	kernel, err := os.ReadFile("../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runIn(t, string(kernel), "run", "-")
	if want := "`wavesim launch - > launch.json` writes a spec template to fill in, then `wavesim run --launch launch.json -`"; code != 2 || !strings.Contains(stderr, want) || !strings.Contains(stderr, "<stdin> defines a kernel") {
		t.Fatalf("run - of a kernel: exit %d, %q; want %q", code, stderr, want)
	}
	spec, _, code := runIn(t, string(kernel), "launch", "-")
	if code != 0 || !strings.Contains(spec, `"kernel": "saxpy"`) {
		t.Fatalf("launch -: exit %d\n%s", code, spec)
	}
}
