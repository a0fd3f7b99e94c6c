package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

var updateMiscompiles = flag.Bool("update-miscompiles", false, "rebuild traces/miscompiles/*/*/{correct,miscompiled}.s with llc-19 and each miscompile's rewrite")

// miscompile is a traces/miscompiles/NAME/miscompile.json: a real LLVM
// miscompile rebuilt from llc's correct output and the wrong fold the
// LLVM issue describes, applied as regular-expression rewrites.
type miscompile struct {
	Source  string   `json:"source"` // the .ll beside it
	Issue   string   `json:"issue"`
	Targets []string `json:"targets"`
	Rewrite []struct {
		From string `json:"from"`
		To   string `json:"to"`
	} `json:"rewrite"`
	// Exposes is the input buffer whose element, at the index that
	// differs, a dictionary value must have filled.
	Exposes string `json:"exposes"`
}

func loadMiscompiles(t *testing.T) map[string]*miscompile {
	t.Helper()
	files, err := filepath.Glob("../../traces/miscompiles/*/miscompile.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no miscompiles under traces/miscompiles (%v)", err)
	}
	out := map[string]*miscompile{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := &miscompile{}
		if err := json.Unmarshal(b, m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Dir(f)] = m
	}
	return out
}

// rewriteMiscompile applies the miscompile's rewrites to llc's output;
// each must change something.
func rewriteMiscompile(m *miscompile, correct string) (string, error) {
	s := correct
	for _, r := range m.Rewrite {
		re, err := regexp.Compile(r.From)
		if err != nil {
			return "", err
		}
		if !re.MatchString(s) {
			return "", fmt.Errorf("rewrite %q matches nothing in llc's output", r.From)
		}
		s = re.ReplaceAllString(s, r.To)
	}
	return s, nil
}

// The committed kernels are llc-19's output and its rewrite (with
// -update-miscompiles, they are rebuilt), and llvm-mc-19 assembles both.
func TestMiscompilesRebuild(t *testing.T) {
	llc := llvmtool.Require(t, "llc", 19)
	mc := llvmtool.Want(t, "llvm-mc", 19)
	for dir, m := range loadMiscompiles(t) {
		for _, cpu := range m.Targets {
			out, err := llvmtool.Run(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+cpu, filepath.Join(dir, m.Source), "-o", "-")
			if err != nil {
				t.Fatal(err)
			}
			bad, err := rewriteMiscompile(m, string(out))
			if err != nil {
				t.Fatalf("%s %s: %v", dir, cpu, err)
			}
			for name, want := range map[string]string{"correct.s": string(out), "miscompiled.s": bad} {
				path := filepath.Join(dir, cpu, name)
				if *updateMiscompiles {
					if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				got, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if string(got) != want {
					t.Errorf("%s is not llc-19's output (rewritten as miscompile.json says); rebuild with -update-miscompiles", path)
				}
				if mc != "" {
					if _, err := llvmtool.Run(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-filetype=obj", "-o", os.DevNull, path); err != nil {
						t.Errorf("%s does not assemble: %v", path, err)
					}
				}
			}
		}
	}
}

// compareJSON is what the test reads of compare --json.
type compareJSON struct {
	Verdict  string `json:"verdict"`
	Mismatch string `json:"mismatch"`
	Drawn    []struct {
		Input string `json:"input"`
		From  string `json:"from"`
	} `json:"dictionary_values"`
	DictShare float64 `json:"dict_share"`
	Seed      uint64  `json:"seed"`
}

var runIndexRE = regexp.MustCompile(`^run (\d+) \(seed \d+\): buffer \w+\[(\d+)\]`)

// Each miscompile is found by compare's random launches (20, the
// default) from a launch that does not show it, and the report names the
// dictionary value at the index that differs; without the dictionary the
// same launches find nothing.
func TestMiscompilesFoundByDictionary(t *testing.T) {
	for dir, m := range loadMiscompiles(t) {
		for _, cpu := range m.Targets {
			a, b := filepath.Join(dir, cpu, "correct.s"), filepath.Join(dir, cpu, "miscompiled.s")
			spec := filepath.Join(dir, "launch.json")
			name := filepath.Base(dir) + "/" + cpu

			out, err := run(t, "compare", "--json", "--launch", spec, a, b)
			var ee *exitError
			if !errors.As(err, &ee) || ee.code != 1 {
				t.Fatalf("%s: compare returned %v, want exit 1 (different)\n%s", name, err, out)
			}
			var j compareJSON
			if err := json.Unmarshal([]byte(out), &j); err != nil {
				t.Fatalf("%s: %v\n%s", name, err, out)
			}
			sub := runIndexRE.FindStringSubmatch(j.Mismatch)
			if j.Verdict != "different" || sub == nil || sub[1] == "0" {
				t.Fatalf("%s: want a difference found by a random launch (not run 0), got %q", name, j.Mismatch)
			}
			exposing := m.Exposes + "[" + sub[2] + "]"
			found := false
			for _, d := range j.Drawn {
				found = found || d.Input == exposing
			}
			if !found || !strings.Contains(j.Mismatch, "dictionary values in this launch: "+exposing+" = ") {
				t.Errorf("%s: the report does not name the dictionary value of %s first: %q", name, exposing, j.Mismatch)
			}
			if j.DictShare != 0.25 || j.Seed != 1 {
				t.Errorf("%s: reported share %v and seed %d, want 0.25 and 1", name, j.DictShare, j.Seed)
			}

			out, err = run(t, "compare", "--dict-share", "0", "--launch", spec, a, b)
			if err != nil || !strings.Contains(out, "verdict: identical over 20 compared launches") ||
				!strings.Contains(out, "random launches: seed 1; no dictionary values") {
				t.Errorf("%s: without the dictionary the 20 launches should find nothing, got %v\n%s", name, err, out)
			}
		}
	}
}
