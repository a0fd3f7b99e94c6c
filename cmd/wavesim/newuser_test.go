package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The user's step: `wavesim run kernel.ll` (with or without --arch, with
// or without a launch spec) says the file is LLVM IR and how to compile
// it, rather than asking for --arch or failing at "target".
func TestRunForeignFile(t *testing.T) {
	const ll = "../../isa/testdata/foreign/kernel_nomodule.ll"
	for _, args := range [][]string{
		{"run", ll},
		{"run", "--arch", "gfx1030", ll},
		{"run", "--launch", "../../traces/saxpy/launch.json", ll},
		{"print", ll},
	} {
		_, err := run(t, args...)
		if err == nil || !strings.Contains(err.Error(), "kernel_nomodule.ll:1:1: this is LLVM IR") ||
			!strings.Contains(err.Error(), "llc -mtriple=amdgcn-amd-amdhsa") {
			t.Errorf("%v: error %v", args, err)
		}
	}
	_, err := run(t, "run", "../../isa/testdata/foreign/add_x86.s")
	if err == nil || !strings.Contains(err.Error(), "this is x86 assembly") {
		t.Errorf("x86: error %v", err)
	}
}

// runIn runs wavesim with stdin as its standard input; stderr is kept
// apart from stdout.
func runStdin(t *testing.T, stdin string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	root := newRoot()
	var out, errb bytes.Buffer
	root.SetIn(strings.NewReader(stdin))
	root.SetOut(&out)
	root.SetErr(&errb)
	root.SetArgs(args)
	err = root.Execute()
	return out.String(), errb.String(), err
}

// `llc ... -o - | wavesim run -`: a snippet, and a kernel on a launch,
// read from standard input.
func TestRunStdin(t *testing.T) {
	snippet, err := os.ReadFile("testdata/snippet-vcmp.s")
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := runStdin(t, string(snippet), "run", "-q", "--arch", "gfx1030", "-")
	if err != nil || !strings.Contains(out, "cycles") {
		t.Fatalf("snippet from stdin: %v\n%s", err, out)
	}
	kernel, err := os.ReadFile("../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	out, _, err = runStdin(t, string(kernel), "run", "-q", "--launch", "../../traces/saxpy/launch.json", "-")
	if err != nil || !strings.Contains(out, "expectation: match") {
		t.Fatalf("kernel from stdin: %v\n%s", err, out)
	}
	out, _, err = runStdin(t, string(kernel), "occupancy", "-")
	if err != nil || !strings.Contains(out, "kernel saxpy: gfx1030 wave32") {
		t.Fatalf("occupancy of stdin: %v\n%s", err, out)
	}
	_, _, err = runStdin(t, "not an instruction\n", "run", "--arch", "gfx1030", "-")
	if err == nil || !strings.Contains(err.Error(), "<stdin>:1:1:") {
		t.Fatalf("bad stdin: %v, want an error at <stdin>:1:1", err)
	}
	// llc failing in the pipe leaves nothing to read: say so, not "give --arch".
	_, _, err = runStdin(t, "\n \n", "run", "-")
	if err == nil || !strings.Contains(err.Error(), "<stdin>: the input is empty: did the command before the pipe fail?") {
		t.Fatalf("empty stdin: %v", err)
	}
	empty := filepath.Join(t.TempDir(), "k.s")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err = runStdin(t, "", "run", empty)
	if err == nil || !strings.Contains(err.Error(), "k.s: the file is empty") {
		t.Fatalf("empty file: %v", err)
	}
	// A file of blank lines is as empty as a pipe of them.
	blank := filepath.Join(t.TempDir(), "b.s")
	if err := os.WriteFile(blank, []byte("\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err = runStdin(t, "", "run", blank)
	if err == nil || !strings.Contains(err.Error(), "b.s: the file is empty") {
		t.Fatalf("blank file: %v", err)
	}
}

// run without --launch takes the launch.json beside a kernel, as compare
// and bench do, and says which spec it took.
func TestRunBesideLaunch(t *testing.T) {
	out, stderr, err := runStdin(t, "", "run", "-q", "../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil || !strings.Contains(out, "expectation: match") {
		t.Fatalf("%v\n%s", err, out)
	}
	if want := "launch: ../../traces/saxpy/launch.json, the spec beside the file"; !strings.Contains(stderr, want) {
		t.Errorf("stderr %q lacks %q", stderr, want)
	}
	// A snippet beside a launch.json still runs as a snippet.
	dir := t.TempDir()
	spec, _ := os.ReadFile("../../traces/saxpy/launch.json")
	snippet, _ := os.ReadFile("testdata/snippet-vcmp.s")
	os.WriteFile(filepath.Join(dir, "launch.json"), spec, 0o644)
	sp := filepath.Join(dir, "s.s")
	os.WriteFile(sp, snippet, 0o644)
	out, stderr, err = runStdin(t, "", "run", "-q", "--arch", "gfx1030", sp)
	if err != nil || strings.Contains(stderr, "launch:") || !strings.Contains(out, "cycles") {
		t.Fatalf("snippet beside a launch: %v\n%s\n%s", err, out, stderr)
	}
}

// --poison seeds the registers a kernel's launch leaves undefined; a
// snippet starts from zeros or --random-state, so --poison on one is
// refused as --cus is, in run and compare alike, rather than ignored.
func TestPoisonOnSnippetRefused(t *testing.T) {
	const s = "testdata/snippet-vcmp.s"
	for _, args := range [][]string{
		{"run", "--arch", "gfx1030", "--poison", "7", s},
		{"run", "--arch", "gfx1030", "--cus", "2", s},
		{"compare", "--arch", "gfx1030", "--poison", "7", s, s},
	} {
		_, err := run(t, args...)
		flag := args[3]
		if err == nil || !strings.Contains(err.Error(), flag+" applies to kernels") || !strings.Contains(err.Error(), "is a snippet") {
			t.Errorf("%v: error %v", args, err)
		}
	}
}

// run --json carries the expectation verdict the text output prints: a
// match, and a mismatch with its first difference (and exit 1).
func TestRunJSONExpectation(t *testing.T) {
	type doc struct {
		Expectation *struct {
			Verdict, Mismatch string
		} `json:"expectation"`
	}
	out, _, err := runStdin(t, "", "run", "--json", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s")
	var d doc
	if err != nil || json.Unmarshal([]byte(out), &d) != nil || d.Expectation == nil || d.Expectation.Verdict != "match" {
		t.Fatalf("match: %v %+v", err, d.Expectation)
	}
	spec, _ := os.ReadFile("../../traces/saxpy/launch.json")
	bad := filepath.Join(t.TempDir(), "spec.json")
	os.WriteFile(bad, []byte(strings.Replace(string(spec), "21.09725", "21.5", 1)), 0o644)
	out, _, err = runStdin(t, "", "run", "--json", "--launch", bad, "../../traces/saxpy/llvm16-gfx1030.s")
	var ee *exitError
	d = doc{}
	if !errors.As(err, &ee) || ee.code != 1 || json.Unmarshal([]byte(out), &d) != nil || d.Expectation == nil ||
		d.Expectation.Verdict != "mismatch" || !strings.Contains(d.Expectation.Mismatch, "index 0: got 21.09725, want 21.5") {
		t.Fatalf("mismatch: %v %+v", err, d.Expectation)
	}
	// A run a bound stopped is partial: the verdict says the expectation
	// was not checked, and it exits 3.
	out, _, err = runStdin(t, "", "run", "--json", "--max-waves", "1", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s")
	d = doc{}
	if !errors.As(err, &ee) || ee.code != 3 || json.Unmarshal([]byte(out), &d) != nil || d.Expectation == nil || d.Expectation.Verdict != "unchecked" {
		t.Fatalf("stopped: %v %+v\n%s", err, d.Expectation, out)
	}
	// A spec without expectations gets no verdict.
	noExpect := filepath.Join(t.TempDir(), "spec.json")
	var m map[string]any
	json.Unmarshal(spec, &m)
	delete(m, "expect")
	js, _ := json.Marshal(m)
	os.WriteFile(noExpect, js, 0o644)
	out, _, err = runStdin(t, "", "run", "--json", "--launch", noExpect, "../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil || strings.Contains(out, `"expectation"`) {
		t.Fatalf("no expect: %v, expectation present: %v", err, strings.Contains(out, `"expectation"`))
	}
}

// occupancy --json names every field in snake_case, the limits' too
// (they were Resource/Min/Max beside limited_by and cu_mode).
func TestOccupancyJSONSnakeCase(t *testing.T) {
	for _, args := range [][]string{
		{"occupancy", "--json", "../../traces/saxpy/llvm16-gfx1030.s"},
		{"occupancy", "--json", "--arch", "gfx1030", "--vgprs", "40"},
	} {
		out, err := run(t, args...)
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		var doc any
		if err := json.Unmarshal([]byte(out), &doc); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		var keys []string
		var walk func(v any)
		walk = func(v any) {
			switch v := v.(type) {
			case map[string]any:
				for k, x := range v {
					keys = append(keys, k)
					walk(x)
				}
			case []any:
				for _, x := range v {
					walk(x)
				}
			}
		}
		walk(doc)
		if !slices.Contains(keys, "resource") {
			t.Errorf("%v: no limit's resource in %v", args, keys)
		}
		for _, k := range keys {
			if strings.ToLower(k) != k || strings.ContainsAny(k, " -") {
				t.Errorf("%v: key %q is not snake_case", args, k)
			}
		}
	}
}

// compare of a kernel with no launch.json beside it says so and gives the
// command that writes one, as run does, not "open …/launch.json: no such
// file".
func TestCompareNeedsLaunch(t *testing.T) {
	dir := t.TempDir()
	k := filepath.Join(dir, "k.s")
	src, err := os.ReadFile("../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(k, src, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = run(t, "compare", "--passes", "vcmpx", k)
	want := "compare needs --launch spec.json: " + k + " defines a kernel and has no launch.json beside it (`wavesim launch " + k + " > " + filepath.Join(dir, "launch.json") + "`"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v\nwant %q", err, want)
	}
}

// The user's step: `wavesim launch` on one target's file, the spec reused
// for the other targets' files of the kernel (as a bench folder does). The
// template names no target or wave size, since the file gives both, so
// every file runs as what it was built for; the template's expectation-
// free spec runs on each.
func TestLaunchTemplateServesEveryTarget(t *testing.T) {
	out, _, err := runStdin(t, "", "launch", "../../traces/saxpy/llvm16-gfx1100.s")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"arch", "wave"} {
		if _, ok := m[k]; ok {
			t.Errorf("the template of a file that names its target holds %q: %s", k, out)
		}
	}
	spec := filepath.Join(t.TempDir(), "launch.json")
	if err := os.WriteFile(spec, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"llvm16-gfx1100.s", "llvm16-gfx1030.s", "llvm16-gfx1030-w64.s", "llvm16-gfx900.s", "llvm19-gfx942.s"} {
		out, err := run(t, "run", "-q", "--json", "--launch", spec, "../../traces/saxpy/"+f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		var r struct {
			Timing struct {
				Arch string `json:"arch"`
				Wave int    `json:"wave"`
			} `json:"timing"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%s: %v\n%s", f, err, out)
		}
		want := strings.TrimSuffix(strings.TrimSuffix(strings.SplitN(f, "-", 2)[1], ".s"), "-w64")
		wantWave := 32
		if strings.Contains(f, "w64") || strings.HasPrefix(want, "gfx9") {
			wantWave = 64
		}
		if r.Timing.Arch != want || r.Timing.Wave != wantWave {
			t.Errorf("%s ran as %s wave%d, want %s wave%d", f, r.Timing.Arch, r.Timing.Wave, want, wantWave)
		}
	}
}
