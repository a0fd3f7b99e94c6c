package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/internal/llvmtool"
)

// tinyCorpus is a corpus of one kernel, saxpy, changed by edit (its
// template and its launch).
func tinyCorpus(t *testing.T, edit func(tmpl, launch string) (string, string)) string {
	t.Helper()
	dir := t.TempDir()
	tmpl, err := os.ReadFile("../../traces/src/saxpy.ll")
	if err != nil {
		t.Fatal(err)
	}
	l, err := os.ReadFile("../../traces/saxpy/launch.json")
	if err != nil {
		t.Fatal(err)
	}
	ts, ls := string(tmpl), string(l)
	if edit != nil {
		ts, ls = edit(ts, ls)
	}
	for _, d := range []string{"src", "saxpy"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, filepath.Join(dir, "src", "saxpy.ll"), ts)
	writeFile(t, filepath.Join(dir, "saxpy", "launch.json"), ls)
	return dir
}

// llcfuzz's exit status: 0 when every compilation compared agreed, 1 on a
// finding, 3 when nothing was compared, 2 on an error.
func TestLLCFuzzExitStatus(t *testing.T) {
	llvmtool.Require(t, "llc", 19)
	matrix := []string{"--llc", "19", "--opt", "0,2", "--targets", "gfx1030"}
	// The expectation of y[0] is changed: every compilation disagrees
	// with it in the same way.
	wrongExpect := func(tmpl, launch string) (string, string) {
		i := strings.Index(launch, `"expect"`)
		j := i + strings.Index(launch[i:], "[")
		k := j + strings.IndexAny(launch[j:], ",")
		return tmpl, launch[:j+1] + "\n      12345" + launch[k:]
	}
	// A kernel llc rejects: nothing is compared.
	badIR := func(tmpl, launch string) (string, string) {
		return strings.Replace(tmpl, "fmul float", "fmul flaot", 1), launch
	}
	for _, c := range []struct {
		name   string
		args   []string
		code   int
		stdout string
	}{
		{"agree", append([]string{"--seconds", "0", "--corpus", tinyCorpus(t, nil)}, matrix...), 0, "no mismatch: 2 compilations compared, all agreed"},
		{"finding", append([]string{"--seconds", "0", "--corpus", tinyCorpus(t, wrongExpect), "--out", t.TempDir(), "--recheck", "campaign"}, matrix...), 1, "saxpy: generator suspect"},
		{"nothing compared", append([]string{"--seconds", "0", "--corpus", tinyCorpus(t, badIR)}, matrix...), exitInconclusive, "inconclusive: no compilation's outputs were compared"},
		{"bad matrix", []string{"--llc", "13", "--runs", "1"}, 2, ""},
		{"no budget", []string{"--seconds", "0"}, 2, ""},
		{"bad recheck", []string{"--runs", "1", "--recheck", "some"}, 2, ""},
		{"pairs", []string{"--runs", "1", "--pairs", "19:2,19:0", "--targets", "gfx1030"}, 0, "no mismatch: 2 compilations compared"},
		{"pairs and llc", []string{"--runs", "1", "--pairs", "19:2", "--llc", "19"}, 2, ""},
		{"bad pairs", []string{"--runs", "1", "--pairs", "19:4"}, 2, ""},
		{"generated", append([]string{"--runs", "1"}, matrix...), 0, "no mismatch: 2 compilations compared"},
		{"unknown feature", append([]string{"--runs", "1", "--features", "branches,nosuch"}, matrix...), 2, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := runIn(t, "", append([]string{"llcfuzz"}, c.args...)...)
			if code != c.code || !strings.Contains(out, c.stdout) {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, c.code, out, errOut)
			}
		})
	}
}

// The shards' JSON reports merge, and merge's exit status is the
// campaign's.
func TestLLCFuzzMerge(t *testing.T) {
	shard := func(k int, compared int64) string {
		r := &bench.LLCFuzzReport{Kind: bench.LLCFuzzKind, Version: "v", Seed: 1, Shard: string(rune('0'+k)) + "/2", Runs: 4,
			LLC: []int{19}, Opt: []int{0}, Targets: []string{"gfx1030"}, Features: []string{}, Size: 20, Reference: "lli-19",
			Kernels: 2, Compilations: 2, Compared: compared}
		o := bench.OutcomeMatch
		if compared == 0 {
			o = bench.OutcomeUnsupported
		}
		r.Count(19, 0, "gfx1030", o, 2)
		r.Judge()
		var b bytes.Buffer
		if err := r.WriteJSON(&b); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	dir := t.TempDir()
	a := writeFile(t, filepath.Join(dir, "a.json"), shard(0, 2))
	b := writeFile(t, filepath.Join(dir, "b.json"), shard(1, 2))
	out, errOut, code := runIn(t, "", "merge", "--json", a, b)
	var m bench.LLCFuzzReport
	if err := json.Unmarshal([]byte(out), &m); err != nil || code != 0 || m.Kernels != 4 || m.Compared != 4 || m.MergedFrom != 2 {
		t.Errorf("merge: exit %d, %v, %+v\n%s", code, err, m, errOut)
	}
	// Two copies of one shard, and a missing one.
	if _, errOut, code := runIn(t, "", "merge", a, a); code != 2 || !strings.Contains(errOut, "appears twice") {
		t.Errorf("shard twice: exit %d: %s", code, errOut)
	}
	c := writeFile(t, filepath.Join(dir, "c.json"), shard(0, 0))
	d := writeFile(t, filepath.Join(dir, "d.json"), shard(1, 0))
	if out, _, code := runIn(t, "", "merge", c, d); code != exitInconclusive || !strings.Contains(out, "inconclusive") {
		t.Errorf("nothing compared: exit %d\n%s", code, out)
	}
	// A shard stopped early (an interrupt) ran part of its share: it
	// merges, and the merged report says the campaign is incomplete. A
	// shard short of its share that did not stop is refused.
	part := strings.Replace(shard(1, 2), `"kernels": 2`, `"kernels": 1`, 1)
	f := writeFile(t, filepath.Join(dir, "f.json"), strings.Replace(part, `"verdict"`, `"stopped": "stopped early, after 1 generated and 0 corpus kernels", "verdict"`, 1))
	out, errOut, code = runIn(t, "", "merge", a, f)
	if code != 0 || !strings.Contains(out, "INCOMPLETE (shard 1/2 stopped early, after 1 generated and 0 corpus kernels): no mismatch") {
		t.Errorf("stopped shard: exit %d\n%s%s", code, out, errOut)
	}
	g := writeFile(t, filepath.Join(dir, "g.json"), part)
	if _, errOut, code := runIn(t, "", "merge", a, g); code != 2 || !strings.Contains(errOut, "ran 1 kernels, but its share") {
		t.Errorf("short shard: exit %d: %s", code, errOut)
	}
	// A shard whose counts do not add up is refused at its position.
	e := writeFile(t, filepath.Join(dir, "e.json"), strings.Replace(shard(1, 2), `"compilations": 2`, `"compilations": 3`, 1))
	if _, errOut, code := runIn(t, "", "merge", a, e); code != 2 || !strings.Contains(errOut, "e.json:") || !strings.Contains(errOut, "do not add up") {
		t.Errorf("bad counts: exit %d: %s", code, errOut)
	}
}

// triage re-runs a finding directory's wrong compilation and names no
// signature for a wrong expectation; a directory without a
// classification is an error naming the file.
func TestLLCFuzzTriage(t *testing.T) {
	llvmtool.Require(t, "llc", 19)
	wrongExpect := func(tmpl, launch string) (string, string) {
		i := strings.Index(launch, `"expect"`)
		j := i + strings.Index(launch[i:], "[")
		k := j + strings.IndexAny(launch[j:], ",")
		return tmpl, launch[:j+1] + "\n      12345" + launch[k:]
	}
	out := t.TempDir()
	if _, errOut, code := runIn(t, "", "llcfuzz", "--seconds", "0", "--corpus", tinyCorpus(t, wrongExpect), "--out", out,
		"--recheck", "campaign", "--llc", "19", "--opt", "0", "--targets", "gfx1030"); code != 1 {
		t.Fatalf("campaign: exit %d, want 1\n%s", code, errOut)
	}
	stdout, errOut, code := runIn(t, "", "llcfuzz", "triage", filepath.Join(out, "saxpy"))
	if code != 0 || !strings.Contains(stdout, "saxpy") || !strings.Contains(stdout, "1 findings: none 1") {
		t.Errorf("triage: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, errOut)
	}
	_, errOut, code = runIn(t, "", "llcfuzz", "triage", t.TempDir())
	if code != 2 || !strings.Contains(errOut, "classification.json") {
		t.Errorf("triage of an empty directory: exit %d, stderr:\n%s", code, errOut)
	}
}
