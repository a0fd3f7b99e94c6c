package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/opt/validate"
)

// validateCase is a file in the folder of the hand-written gfx1030 kernels (each
// re-assembles with llvm-mc-16 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030)
// with which the comparison must find or must not find a difference.
func validateCase(name string) string { return filepath.Join("testdata", "validate", name) }

func exitCode(err error) int {
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	if err != nil {
		return -1
	}
	return 0
}

// A rewrite that is wrong only on the path taken when the first scalar
// argument exceeds the second: the given launch (1, 5) does not take it,
// a random launch whose arguments are drawn around the given ones does.
func TestCompareFindsScalarArgumentPath(t *testing.T) {
	launch := validateCase("branch.json")
	out, err := run(t, "run", "--launch", launch, validateCase("branch-wrong.s"))
	if err != nil {
		t.Fatalf("the given launch alone must not expose the difference: %v\n%s", err, out)
	}
	out, err = run(t, "compare", "--launch", launch, validateCase("branch.s"), validateCase("branch-wrong.s"))
	if exitCode(err) != 1 || !strings.Contains(out, "verdict: DIFFERENT") || strings.Contains(out, "DIFFERENT: run 0 ") {
		t.Fatalf("want a difference found by a random launch (exit 1), got %v\n%s", err, out)
	}
	// Pinned, the argument takes its given value in every launch: the
	// wrong path is never taken.
	pinned := strings.Replace(string(mustRead(t, launch)), `{"i32": 1}`, `{"i32": 1, "fixed": true}`, 1)
	pinned = strings.Replace(pinned, `{"i32": 5}`, `{"i32": 5, "fixed": true}`, 1)
	p := writeTemp(t, "pinned.json", pinned)
	out, err = run(t, "compare", "--launch", p, validateCase("branch.s"), validateCase("branch-wrong.s"))
	if err != nil || !strings.Contains(out, "verdict: identical over 20 compared launches") {
		t.Fatalf("pinned arguments: want identical, got %v\n%s", err, out)
	}
	// A range that includes arguments 6 and up for the first argument
	// takes the wrong path again.
	ranged := strings.Replace(pinned, `{"i32": 1, "fixed": true}`, `{"i32": 1, "random": [6, 9]}`, 1)
	out, err = run(t, "compare", "--launch", writeTemp(t, "ranged.json", ranged), validateCase("branch.s"), validateCase("branch-wrong.s"))
	if exitCode(err) != 1 {
		t.Fatalf("ranged argument: want a difference, got %v\n%s", err, out)
	}
}

// A rewrite that drops the write of a register it then reads: with the
// registers zero, as `wavesim run` starts them, the results agree; the
// comparison starts both sides from the same random register contents.
func TestCompareFindsUndefinedRegisterRead(t *testing.T) {
	launch := validateCase("undef.json")
	a, err := run(t, "run", "--json", "--launch", launch, validateCase("undef.s"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := run(t, "run", "--json", "--launch", launch, validateCase("undef-wrong.s"))
	if err != nil {
		t.Fatal(err)
	}
	if x, y := buffersOf(t, a), buffersOf(t, b); x != y || !strings.Contains(x, "[0,1,2,3,") {
		t.Fatalf("zeroed registers must hide the difference:\n%s\n%s", x, y)
	}
	out, err := run(t, "compare", "--runs", "1", "--launch", launch, validateCase("undef.s"), validateCase("undef-wrong.s"))
	if exitCode(err) != 1 || !strings.Contains(out, "verdict: DIFFERENT: run 0 ") {
		t.Fatalf("want a difference on the given launch, got %v\n%s", err, out)
	}
	// The reproducer keeps the poison of the launch that differed, and
	// replay starts the registers with it.
	repro := filepath.Join(t.TempDir(), "repro")
	out, err = run(t, "compare", "--runs", "1", "--seed", "5", "--repro", repro, "--launch", launch, validateCase("undef.s"), validateCase("undef-wrong.s"))
	poison := fmt.Sprint(validate.PoisonOf(validate.RunSeed(5, 0)))
	if exitCode(err) != 1 || strings.TrimSpace(string(mustRead(t, filepath.Join(repro, "poison")))) != poison ||
		!strings.Contains(string(mustRead(t, filepath.Join(repro, "README"))), "--poison "+poison+" ") {
		t.Fatalf("reproducer: want poison %s, got %v\n%s", poison, err, out)
	}
	if out, err = run(t, "replay", repro); exitCode(err) != 1 || !strings.Contains(out, "run 0 (seed") {
		t.Fatalf("replay: want the difference again, got %v\n%s", err, out)
	}
	out, err = run(t, "compare", "--launch", launch, validateCase("undef.s"), validateCase("undef.s"))
	if err != nil || !strings.Contains(out, "verdict: identical over 20 compared launches\n") {
		t.Fatalf("a kernel against itself: want identical, got %v\n%s", err, out)
	}
}

// A launch on which both sides always fault compares nothing: the
// verdict is inconclusive, exit status 3, never "identical".
func TestCompareAllFaultedIsInconclusive(t *testing.T) {
	out, err := run(t, "compare", "--launch", validateCase("fault.json"), validateCase("undef.s"), validateCase("undef.s"))
	if exitCode(err) != exitInconclusive || !strings.Contains(out, "verdict: INCONCLUSIVE: no launch compared of 20 (20 faulted on both sides)") ||
		strings.Contains(out, "identical") {
		t.Fatalf("want inconclusive (exit 3), got %v\n%s", err, out)
	}
}

// A launch that names a kernel the program lacks is refused, and the
// launch used is always named.
func TestCompareRefusesUnrelatedLaunch(t *testing.T) {
	_, err := run(t, "compare", "--launch", validateCase("other.json"), validateCase("undef.s"), validateCase("undef.s"))
	if err == nil || !strings.Contains(err.Error(), `no kernel "other"`) || !strings.Contains(err.Error(), "other.json") {
		t.Fatalf("want the launch refused, got %v", err)
	}
	// A launch that names no kernel but does not fit the file's only one
	// is an error, not launches that fault on both sides.
	spec := strings.Replace(string(mustRead(t, "../../traces/saxpy/launch.json")), `"kernel": "saxpy",`, "", 1)
	spec = strings.Replace(spec, `, {"f32": -2.5}, {"i32": 500}`, "", 1)
	_, err = run(t, "compare", "--launch", writeTemp(t, "launch.json", spec), "../../traces/saxpy/llvm16-gfx1030.s", "../../traces/saxpy/llvm16-gfx1030.s")
	if err == nil || exitCode(err) != -1 || !strings.Contains(err.Error(), "takes more arguments than the launch gives") {
		t.Fatalf("want a launch that does not fit refused, got %v", err)
	}
	out, err := run(t, "compare", "--runs", "2", "--launch", validateCase("undef.json"), validateCase("undef.s"), validateCase("undef.s"))
	if err != nil || !strings.Contains(out, "launch: "+validateCase("undef.json")+" (kernel k)\n") {
		t.Fatalf("want the launch named, got %v\n%s", err, out)
	}
}

// The loop count comes from a buffer: random contents make loops of up to
// 2^31 iterations, which the step limit of the random launches (a
// multiple of the given launch's) ends at once as inconclusive launches.
// The loop analysis leaves float buffers alone, so a count held in an f32
// buffer (its bits: 1.4e-44 is 10) still runs away.
func TestCompareRunawayRandomLaunchIsInconclusive(t *testing.T) {
	spec := strings.Replace(string(mustRead(t, validateCase("loop.json"))), `"in": {"type": "i32", "data": [10]}`, `"in": {"type": "f32", "data": [1.4e-44]}`, 1)
	out, err := run(t, "compare", "--json", "--runs", "20", "--launch", writeTemp(t, "loop.json", spec), validateCase("loop.s"), validateCase("loop.s"))
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var j struct {
		Verdict      string `json:"verdict"`
		Compared     int    `json:"compared"`
		StepLimited  int    `json:"step_limited"`
		MaxSteps     int64  `json:"max_steps_random"`
		Inconclusive []struct {
			Run    int    `json:"run"`
			Seed   uint64 `json:"seed"`
			Reason string `json:"reason"`
		} `json:"inconclusive"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	if j.Verdict != "identical" || j.StepLimited == 0 || j.Compared+len(j.Inconclusive) != 20 || j.MaxSteps > 20000 {
		t.Fatalf("want step-limited random launches beside compared ones, got %+v", j)
	}
	for _, x := range j.Inconclusive {
		if x.Run == 0 || x.Seed == 0 || !strings.Contains(x.Reason, "step limit") {
			t.Errorf("inconclusive launch %+v", x)
		}
	}
}

// With the count in an integer buffer, the loop analysis finds the word
// and random launches draw it near its given value: every launch
// compares, and the output names the input.
func TestCompareLoopBoundInBuffer(t *testing.T) {
	out, err := run(t, "compare", "--json", "--runs", "20", "--launch", validateCase("loop.json"), validateCase("loop.s"), validateCase("loop.s"))
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var j struct {
		Compared   int `json:"compared"`
		LoopInputs []struct {
			Input, Role, Draw string
		} `json:"loop_inputs"`
		LoopRuns int `json:"loop_analysis_runs"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	if j.Compared != 20 || j.LoopRuns == 0 || j.LoopRuns > 48 || len(j.LoopInputs) != 1 || j.LoopInputs[0].Input != "buffer in[0]" || j.LoopInputs[0].Role != "loop bound" || j.LoopInputs[0].Draw != "[-2, 20]" {
		t.Fatalf("want 20 compared launches with in[0] a loop bound drawn in [-2, 20], got %+v", j)
	}
	text, err := run(t, "compare", "--runs", "3", "--launch", validateCase("loop.json"), validateCase("loop.s"), validateCase("loop.s"))
	if err != nil || !strings.Contains(text, "loop input: buffer in[0]: loop bound, drawn [-2, 20]\n") {
		t.Fatalf("want the loop input named, got %v\n%s", err, text)
	}
}

// The same seed gives the same comparison; another seed other launches.
func TestCompareSeedIsReproducible(t *testing.T) {
	args := []string{"compare", "--json", "--runs", "12", "--launch", validateCase("loop.json"), validateCase("loop.s"), validateCase("loop.s")}
	a, errA := run(t, append(args, "--seed", "7")...)
	b, errB := run(t, append(args, "--seed", "7")...)
	c, errC := run(t, append(args, "--seed", "8")...)
	if errA != nil || errB != nil || errC != nil {
		t.Fatal(errA, errB, errC)
	}
	if a != b {
		t.Fatalf("seed 7 twice differs:\n%s\n%s", a, b)
	}
	if a == c {
		t.Fatalf("seeds 7 and 8 give the same comparison:\n%s", a)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// buffersOf is the buffers of a `run --json` output, as JSON.
func buffersOf(t *testing.T, out string) string {
	t.Helper()
	var j struct {
		Buffers json.RawMessage `json:"buffers"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	var c bytes.Buffer
	if err := json.Compact(&c, j.Buffers); err != nil {
		t.Fatal(err)
	}
	return c.String()
}
