package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/opt/validate"
)

// fuzzShard is shard k of 3 of a 9-program campaign, changed by edit.
func fuzzShard(t *testing.T, k int, edit func(*bench.FuzzReport)) string {
	r := &bench.FuzzReport{Kind: bench.FuzzKind, Version: "v1", Host: bench.Host{CPU: "cpu"}, Target: "gfx1030", Wave: 32,
		Passes: []string{"vcmpx"}, Seed: 1, Shard: fmt.Sprintf("%d/3", k), StatesPerProgram: 16, Blocks: 3, Runs: 9,
		Programs: 3, Unchanged: 1, States: 32}
	if edit != nil {
		edit(r)
	}
	r.Judge()
	var b bytes.Buffer
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// benchShard is shard k of n of a run of total traces, changed by edit.
func benchShard(t *testing.T, k, n, total int, edit func(*bench.BenchReport)) string {
	r := &bench.BenchReport{Version: "v1", Host: bench.Host{CPU: "cpu"}, Passes: []string{"vcmpx"}, Runs: 3, Seed: 1,
		Shard: fmt.Sprintf("%d/%d", k, n), TotalTraces: total}
	for i := k; i < total; i += n {
		r.Rows = append(r.Rows, bench.Row{Kernel: fmt.Sprint("k", i), Variant: "llvm16-gfx1030", Arch: "gfx1030", Wave: 32,
			Runs: 3, Compared: 3, Before: validate.Summary{Mean: 100}, After: validate.Summary{Mean: 90}, Equal: "yes",
			Speedups: []float64{100.0 / 90, 100.0 / 90, 100.0 / 90}})
	}
	if edit != nil {
		edit(r)
	}
	r.Summary = bench.Summarize(r.Rows)
	var b bytes.Buffer
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Merge refuses what is not the complete set of shards of one run, with
// a message naming the file, its position and what is wrong
// (testdata/merge-errors.txt; -update-merge rewrites it).
func TestMergeRefusals(t *testing.T) {
	fz := func(k int) string { return fuzzShard(t, k, nil) }
	bn := func(k int) string { return benchShard(t, k, 3, 8, nil) }
	whole := fz(0) + fz(1) + fz(2)
	// timed is shard k of a campaign that ran for a time, programs of it.
	timed := func(k int, programs int64) string {
		return fuzzShard(t, k, func(r *bench.FuzzReport) { r.Runs, r.Seconds, r.Programs = 0, 10, programs })
	}
	// huge makes a row's mean cycles one that only the sum overflows (the
	// shard's own summary, which squares it, could not be written).
	huge := func(doc string) string { return strings.Replace(doc, `"mean": 12345.5`, `"mean": 1.5e308`, 1) }
	cases := []struct {
		name  string
		files []string // contents of a.json, b.json, ...; "-" reads stdin
		stdin string
		flags []string
	}{
		{name: "missing shard", files: []string{fz(0), fz(2)}},
		{name: "missing shards", files: []string{benchShard(t, 1, 5, 8, nil)}},
		{name: "duplicate shard", files: []string{fz(0), fz(1), fz(1), fz(2)}},
		{name: "duplicate shard on stdin", files: []string{"-"}, stdin: whole + fz(2)},
		{name: "different N", files: []string{fz(0), fuzzShard(t, 1, func(r *bench.FuzzReport) { r.Shard = "1/4" })}},
		{name: "shard out of range", files: []string{fuzzShard(t, 0, func(r *bench.FuzzReport) { r.Shard = "3/3" })}},
		{name: "whole run and a shard", files: []string{benchShard(t, 0, 1, 8, func(r *bench.BenchReport) { r.Shard = "" }), bn(1)}},
		{name: "different seed", files: []string{fz(0), fz(1), fuzzShard(t, 2, func(r *bench.FuzzReport) { r.Seed = 2 })}},
		{name: "different runs", files: []string{fz(0), fuzzShard(t, 1, func(r *bench.FuzzReport) { r.Runs = 12 }), fz(2)}},
		{name: "different target", files: []string{fz(0), fz(1), fuzzShard(t, 2, func(r *bench.FuzzReport) { r.Target = "gfx1100" })}},
		{name: "different passes", files: []string{bn(0), benchShard(t, 1, 3, 8, func(r *bench.BenchReport) { r.Passes = []string{"vcmpx", "wwm"} }), bn(2)}},
		{name: "different bench runs", files: []string{bn(0), bn(1), benchShard(t, 2, 3, 8, func(r *bench.BenchReport) { r.Runs = 10 })}},
		{name: "different version", files: []string{fz(0), fuzzShard(t, 1, func(r *bench.FuzzReport) { r.Version = "v2" }), fz(2)}},
		{name: "bench and fuzz", files: []string{bn(0), fz(1)}},
		{name: "rows missing", files: []string{bn(0), benchShard(t, 1, 3, 8, func(r *bench.BenchReport) { r.Rows = r.Rows[:1] }), bn(2)}},
		{name: "fuzz shard cut short", files: []string{fz(0), fuzzShard(t, 1, func(r *bench.FuzzReport) { r.Programs, r.States = 2, 16 }), fz(2)}},
		// Numbers no run writes, each refused where it is read.
		{name: "negative count", files: []string{fz(0), fuzzShard(t, 1, func(r *bench.FuzzReport) { r.InconclusiveStates = -5 }), fz(2)}},
		{name: "more unchanged than programs", files: []string{fuzzShard(t, 0, func(r *bench.FuzzReport) { r.Unchanged = 4 }), fz(1), fz(2)}},
		{name: "more states than programs run", files: []string{fz(0), fz(1), fuzzShard(t, 2, func(r *bench.FuzzReport) { r.States = 33 })}},
		// Settings the producing command refuses: fuzz --blocks 0 is an
		// error, so a report of blocks 0 was not written by fuzz.
		{name: "fuzz blocks 0", files: []string{fz(0), fuzzShard(t, 1, func(r *bench.FuzzReport) { r.Blocks = 0 }), fz(2)}},
		{name: "fuzz blocks over the cap", files: []string{fz(0), fz(1), fuzzShard(t, 2, func(r *bench.FuzzReport) { r.Blocks = 1001 })}},
		{name: "fuzz states_per_program 0", files: []string{fuzzShard(t, 0, func(r *bench.FuzzReport) { r.StatesPerProgram = 0 }), fz(1), fz(2)}},
		{name: "bench runs 0", files: []string{bn(0), benchShard(t, 1, 3, 8, func(r *bench.BenchReport) { r.Runs = 0 }), bn(2)}},
		{name: "dictionary share over 1", files: []string{fz(0), fz(1), fuzzShard(t, 2, func(r *bench.FuzzReport) { r.DictShare = 1.5 })}},
		{name: "finding past the campaign", files: []string{fz(0), fuzzShard(t, 1, func(r *bench.FuzzReport) {
			r.Findings = []bench.FuzzFinding{{Shard: "1/3", Index: 10}}
		}), fz(2)}},
		{name: "two findings in a shard", files: []string{fz(0), fuzzShard(t, 1, func(r *bench.FuzzReport) {
			r.Findings = []bench.FuzzFinding{{Shard: "1/3", Index: 1}, {Shard: "1/3", Index: 4}}
		}), fz(2)}},
		{name: "elapsed times overflow to infinity", files: []string{fuzzShard(t, 0, func(r *bench.FuzzReport) { r.Elapsed = 1.5e308 }),
			fuzzShard(t, 1, func(r *bench.FuzzReport) { r.Elapsed = 1.5e308 }), fz(2)}},
		{name: "fuzz counts overflow", files: []string{timed(0, 1<<62*3/2), timed(1, 1<<62*3/2), timed(2, 3)}},
		{name: "bench row negative", files: []string{bn(0), benchShard(t, 1, 3, 8, func(r *bench.BenchReport) { r.Rows[1].Sites = -1 }), bn(2)}},
		{name: "bench row compared more than run", files: []string{bn(0), bn(1), benchShard(t, 2, 3, 8, func(r *bench.BenchReport) { r.Rows[0].Compared = 4 })}},
		{name: "bench row faulted not inconclusive", files: []string{benchShard(t, 0, 3, 8, func(r *bench.BenchReport) { r.Rows[2].BothFaulted = 1 }), bn(1), bn(2)}},
		{name: "bench cycles overflow to infinity", files: []string{huge(benchShard(t, 0, 3, 8, func(r *bench.BenchReport) { r.Rows[1].Before.Mean = 12345.5 })),
			huge(benchShard(t, 1, 3, 8, func(r *bench.BenchReport) { r.Rows[1].Before.Mean = 12345.5 })), bn(2)}},
		{name: "finding in another shard's program", files: []string{fz(0), fz(1), fuzzShard(t, 2, func(r *bench.FuzzReport) {
			r.Findings = []bench.FuzzFinding{{Shard: "2/3", Index: 4}}
		})}},
		{name: "malformed JSON", files: []string{"{\n  \"kind\": \"fuzz\",\n  \"seed\" 1\n}\n"}},
		{name: "truncated", files: []string{fz(0), fz(1)[:200]}},
		{name: "wrong type", files: []string{strings.Replace(fz(0), `"seed": 1`, `"seed": "one"`, 1)}},
		{name: "not a report", files: []string{`{"kernel": "saxpy", "cycles": 12}`}},
		{name: "not an object", files: []string{"[1, 2, 3]\n"}},
		{name: "empty file", files: []string{fz(0), ""}},
		{name: "csv of fuzz reports", files: []string{fz(0), fz(1), fz(2)}, flags: []string{"--csv"}},
	}
	var got strings.Builder
	for _, c := range cases {
		dir := t.TempDir()
		args := append([]string{"merge"}, c.flags...)
		for i, text := range c.files {
			if text == "-" {
				args = append(args, "-")
				continue
			}
			args = append(args, writeFile(t, filepath.Join(dir, string(rune('a'+i))+".json"), text))
		}
		out, errOut, code := runIn(t, c.stdin, args...)
		if code != 2 || out != "" {
			t.Errorf("%s: exit %d, want 2; output:\n%s", c.name, code, out)
		}
		fmt.Fprintf(&got, "== %s\n%s", c.name, strings.ReplaceAll(errOut, dir+string(filepath.Separator), ""))
	}
	path := filepath.Join("testdata", "merge-errors.txt")
	if *updateMerge {
		if err := os.WriteFile(path, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./cmd/wavesim -run %s -update-merge writes it)", err, t.Name())
	}
	if got.String() != string(want) {
		t.Errorf("messages differ from %s:\n%s", path, got.String())
	}
}
