package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/bench"
)

// TestATTDiff: att-diff finds a run's own trace equal to it, from the
// directory and from the stats CSV; compares a measured capture; exits 3
// when nothing matches; and names the position of bad input.
func TestATTDiff(t *testing.T) {
	const spec, kernel = "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1100.s"
	own := t.TempDir()
	if out, err := run(t, "run", "-q", "--att", own, "--launch", spec, kernel); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	capDir, capKernel, capSpec := captureFiles(t, "mb_g7_s_cmp_eq_branch")
	bad := t.TempDir()
	noMatch := filepath.Join(bad, "none.csv")
	os.WriteFile(noMatch, []byte("CodeObj,Vaddr,Instruction,Hitcount,Latency,Stall,Idle,Source\n0,0,; saxpy,0,0,0,0,saxpy\n0,2,v_nop,16,10,0,0,x.s:1\n"), 0o644)
	badCSV := filepath.Join(bad, "bad.csv")
	os.WriteFile(badCSV, []byte("CodeObj,Vaddr,Instruction,Hitcount,Latency,Stall,Idle,Source\n0,0,; saxpy,0,0,0,0,saxpy\n0,4,s_nop 0,many,10,0,0,x.s:1\n"), 0o644)
	for _, c := range []struct {
		name string
		args []string
		want []string
		code int // the exit status of an exitError; -1 any other error; 0 none
	}{
		{"own directory", []string{"--launch", spec, kernel, own}, []string{"saxpy: 27 instructions compared, 27 equal per execution; measured 16 waves, simulated 16",
			"shortest wave: measured 1791 cycles, simulated 1791 cycles, span error +0.0%"}, 0},
		{"own CSV", []string{"--launch", spec, kernel, filepath.Join(own, "stats_ui_output_agent_0_dispatch_1.csv")},
			[]string{"27 equal per execution", "latency per wave: measured 4707.2 cycles, simulated 4707.2 cycles, span error +0.0%"}, 0},
		{"capture", []string{"--launch", capSpec, capKernel, capDir}, []string{"mb: 11 instructions compared", "measured 16 waves, simulated 1", "shortest wave: measured 1854 cycles"}, 0},
		{"capture span", []string{"--span", "5:9", "--launch", capSpec, capKernel, capDir}, []string{"shortest span of a wave: measured 20 cycles"}, 0},
		{"nothing matches", []string{"--launch", spec, kernel, noMatch}, []string{"nothing compared: none of the 1 measured instruction rows"}, 3},
		{"bad CSV", []string{"--launch", spec, kernel, badCSV}, []string{badCSV + `:3:13: Hitcount "many" is not an integer`}, -1},
		{"bad span", []string{"--span", "5", "--launch", spec, kernel, own}, []string{`--span "5": want A:B`}, -1},
		{"no launch", []string{kernel, own}, []string{"att-diff needs --launch spec.json"}, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, err := run(t, append([]string{"att-diff"}, c.args...)...)
			var ee *exitError
			switch {
			case c.code == 0 && err != nil, c.code != 0 && err == nil:
				t.Fatalf("error %v\n%s", err, out)
			case c.code > 0 && (!errors.As(err, &ee) || ee.code != c.code):
				t.Fatalf("error %v, want exit status %d", err, c.code)
			}
			if err != nil {
				out += err.Error()
			}
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
		})
	}
}

// captureFiles converts a capture of bench/testdata into a trace directory
// and writes its kernel and launch beside it.
func captureFiles(t *testing.T, name string) (dir, kernel, spec string) {
	t.Helper()
	file := "../../bench/testdata/gfx1100-sqtt/" + name + ".json"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	dir, err = bench.CaptureToATT(file, data, root)
	if err != nil {
		t.Fatal(err)
	}
	var c struct {
		Asm    string          `json:"asm"`
		Launch json.RawMessage `json:"launch"`
	}
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	kernel, spec = filepath.Join(root, "kernel.s"), filepath.Join(root, "launch.json")
	os.WriteFile(kernel, []byte(c.Asm), 0o644)
	os.WriteFile(spec, c.Launch, 0o644)
	return dir, kernel, spec
}
