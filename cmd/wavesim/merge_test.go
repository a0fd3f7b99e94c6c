package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/wavesim/wavesim/bench"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt"
)

var updateMerge = flag.Bool("update-merge", false, "rewrite testdata/merge-errors.txt")

// runIn runs the CLI with stdin and returns standard output and standard
// error apart, and the exit status main would give.
func runIn(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	root := newRoot()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetIn(strings.NewReader(stdin))
	root.SetArgs(args)
	err := root.Execute()
	var ee *exitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		code = ee.code
		if ee.msg != "" {
			errOut.WriteString(ee.msg + "\n")
		}
	default:
		code = 2
		errOut.WriteString("wavesim: " + err.Error() + "\n")
	}
	return out.String(), errOut.String(), code
}

// mustRun runs the CLI and fails the test unless it exits with want.
func mustRun(t *testing.T, want int, args ...string) string {
	t.Helper()
	out, errOut, code := runIn(t, "", args...)
	if code != want {
		t.Fatalf("wavesim %s: exit %d, want %d\n%s%s", strings.Join(args, " "), code, want, out, errOut)
	}
	return out
}

func writeFile(t *testing.T, path, text string) string {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// The union of N bench shards is the unsharded run: merging three shards
// of a run on two kernel folders gives its rows, summary, table and CSV.
func TestMergeBenchShards(t *testing.T) {
	dir := t.TempDir()
	args := []string{"bench", "--runs", "3", "-q", "../../traces/cmpx_if", "../../traces/diverge_int"}
	with := func(extra ...string) []string { return append(append([]string(nil), args...), extra...) }
	whole := mustRun(t, 0, with("--json")...)
	var shards []string
	var stream strings.Builder
	for k := 0; k < 3; k++ {
		out := mustRun(t, 0, with("--json", "--shard", fmt.Sprintf("%d/3", k))...)
		shards = append(shards, writeFile(t, filepath.Join(dir, fmt.Sprintf("bench-%d.json", k)), out))
		stream.WriteString(out)
	}
	// Any order of the files, or one stream on standard input.
	merged := mustRun(t, 0, append([]string{"merge", "--json"}, shards[2], shards[0], shards[1])...)
	fromStdin, errOut, code := runIn(t, stream.String(), "merge", "--json", "-")
	if code != 0 || fromStdin != merged {
		t.Errorf("merge - (exit %d, %s) differs from merging the files", code, errOut)
	}

	var w, m bench.BenchReport
	for _, d := range []struct {
		text string
		rep  *bench.BenchReport
	}{{whole, &w}, {merged, &m}} {
		if err := json.Unmarshal([]byte(d.text), d.rep); err != nil {
			t.Fatal(err)
		}
	}
	if len(w.Rows) != 28 {
		t.Fatalf("the unsharded run has %d rows, want 28 (two kernels, fourteen variants each)", len(w.Rows))
	}
	if !reflect.DeepEqual(m.Rows, w.Rows) {
		t.Errorf("merged rows differ from the unsharded run's")
	}
	if !reflect.DeepEqual(m.Summary, w.Summary) {
		t.Errorf("merged summary %+v, unsharded %+v", m.Summary, w.Summary)
	}
	if m.MergedFrom != 3 || m.TotalTraces != 28 || m.Shard != "" || !reflect.DeepEqual(m.Passes, w.Passes) || m.Runs != 3 || m.Seed != 1 {
		t.Errorf("merged header: merged from %d, %d traces, shard %q, passes %v, runs %d, seed %d", m.MergedFrom, m.TotalTraces, m.Shard, m.Passes, m.Runs, m.Seed)
	}

	// The table and the CSV are the unsharded run's; the header says the
	// shards were merged.
	table := mustRun(t, 0, args...)
	mergedTable := mustRun(t, 0, append([]string{"merge"}, shards...)...)
	tl, ml := strings.SplitN(table, "\n", 4), strings.SplitN(mergedTable, "\n", 4)
	if ml[2] != tl[2]+"; 3 shards merged" || ml[3] != tl[3] {
		t.Errorf("merged table:\n%s\nunsharded:\n%s", mergedTable, table)
	}
	csv := mustRun(t, 0, with("--csv")...)
	if got := mustRun(t, 0, append([]string{"merge", "--csv"}, shards...)...); got != csv {
		t.Errorf("merged CSV:\n%s\nunsharded:\n%s", got, csv)
	}
}

// dropRestore is a deliberately broken pass for the fuzz tests: it
// deletes the exec restore at a join whose saved mask is in s12, as a pass
// that mistracked that register would. About one generated program in
// five has such a join.
type dropRestore struct{}

func (dropRestore) Name() string                                   { return "test-drop-restore-s12" }
func (dropRestore) Applies(*isa.Arch, *opt.Options) (bool, string) { return true, "" }
func (dropRestore) Run(p *isa.Program, _ *opt.Options) *opt.Report {
	r := &opt.Report{}
	for i, in := range p.Insts {
		if i > 2 && strings.HasPrefix(in.Op.Name, "s_or_b32") && in.Args[0].Reg == isa.RegExecLo && in.Args[2].Reg == isa.SGPR(12, 1) {
			r.Sites = append(r.Sites, opt.Site{Pos: in.Pos, Inst: in.Op.Name, Rewritten: true, Reason: "exec restore dropped"})
			p.Edit(map[int][]*isa.Inst{i: nil})
			break
		}
	}
	return r
}

var registerBroken sync.Once

func fuzzReport(t *testing.T, text string) *bench.FuzzReport {
	t.Helper()
	var r bench.FuzzReport
	if err := json.Unmarshal([]byte(text), &r); err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return &r
}

// The union of N fuzz shards is the unsharded campaign: with a correct
// pass, the same programs, unchanged programs and states; with a broken
// one, every shard's first finding, the first of which is the unsharded
// campaign's.
func TestMergeFuzzShards(t *testing.T) {
	dir := t.TempDir()
	shardsOf := func(t *testing.T, args []string, codes ...int) ([]string, []*bench.FuzzReport) {
		var files []string
		var reps []*bench.FuzzReport
		for k := 0; k < 3; k++ {
			a := append(append([]string(nil), args...), "--shard", fmt.Sprintf("%d/3", k), "--out", filepath.Join(dir, fmt.Sprintf("repro-%d", k)))
			out := mustRun(t, codes[k], a...)
			files = append(files, writeFile(t, filepath.Join(dir, fmt.Sprintf("fuzz-%d.json", k)), out))
			reps = append(reps, fuzzReport(t, out))
		}
		return files, reps
	}

	t.Run("correct pass", func(t *testing.T) {
		args := []string{"fuzz", "--passes", "vcmpx", "--runs", "30", "--states", "16", "--seed", "3", "-q", "--json"}
		whole := fuzzReport(t, mustRun(t, 0, args...))
		files, reps := shardsOf(t, args, 0, 0, 0)
		for k, r := range reps {
			if r.Programs != 10 || r.Shard != fmt.Sprintf("%d/3", k) {
				t.Errorf("shard %d/3 ran %d programs (of 30), reports shard %q", k, r.Programs, r.Shard)
			}
		}
		m := fuzzReport(t, mustRun(t, 0, append([]string{"merge", "--json"}, files...)...))
		if whole.Programs != 30 || whole.States == 0 || whole.Verdict != bench.VerdictNoMismatch {
			t.Fatalf("unsharded campaign: %+v", whole)
		}
		if m.Programs != whole.Programs || m.Unchanged != whole.Unchanged || m.States != whole.States ||
			m.Verdict != whole.Verdict || len(m.Findings) != 0 || m.MergedFrom != 3 {
			t.Errorf("merged %d programs (%d unchanged), %d states, %s; unsharded %d (%d), %d, %s",
				m.Programs, m.Unchanged, m.States, m.Verdict, whole.Programs, whole.Unchanged, whole.States, whole.Verdict)
		}
		text := mustRun(t, 0, append([]string{"merge"}, files...)...)
		want := fmt.Sprintf("gfx1030 wave32, passes vcmpx, seed 3, 3 shards merged: 30 programs (%d unchanged by the passes), %d states in ", whole.Unchanged, whole.States)
		if !strings.HasPrefix(text, want) || !strings.HasSuffix(text, "\nno mismatch\n") {
			t.Errorf("merged text:\n%s\nwant it to start %q", text, want)
		}
		// A shard stopped by an interrupt ran a first part of its share:
		// it merges, and the verdict says the campaign is incomplete. Short
		// of its share without having stopped, it is refused.
		r := *reps[1]
		r.Programs, r.Unchanged = 4, min(r.Unchanged, 4)
		r.States, r.InconclusiveStates = (4-r.Unchanged)*16, 0
		short := filepath.Join(dir, "fuzz-1-short.json")
		var b bytes.Buffer
		if err := r.WriteJSON(&b); err != nil {
			t.Fatal(err)
		}
		writeFile(t, short, b.String())
		if _, errOut, code := runIn(t, "", "merge", files[0], short, files[2]); code != 2 || !strings.Contains(errOut, "ran 4 programs without a finding") {
			t.Errorf("short shard: exit %d: %s", code, errOut)
		}
		r.Stopped = "stopped early, after 4 programs"
		b.Reset()
		if err := r.WriteJSON(&b); err != nil {
			t.Fatal(err)
		}
		writeFile(t, short, b.String())
		if out := mustRun(t, 0, "merge", files[0], short, files[2]); !strings.HasSuffix(out, "\nINCOMPLETE (shard 1/3 stopped early, after 4 programs): the counts are of what ran\nno mismatch\n") {
			t.Errorf("stopped shard merged:\n%s", out)
		}
	})

	t.Run("broken pass", func(t *testing.T) {
		registerBroken.Do(func() {
			opt.Register(opt.PassInfo{Name: dropRestore{}.Name(), New: func() opt.Pass { return dropRestore{} },
				Shapes: []string{"vcmpx"}, Doc: "docs/design.md#differential-validation-contract"})
		})
		args := []string{"fuzz", "--passes", dropRestore{}.Name(), "--runs", "30", "--states", "32", "--seed", "1", "-q", "--json"}
		whole := fuzzReport(t, mustRun(t, 1, append(args, "--out", filepath.Join(dir, "repro-whole"))...))
		files, reps := shardsOf(t, args, 1, 1, 1)
		if len(whole.Findings) != 1 {
			t.Fatalf("unsharded campaign: %+v", whole)
		}
		var all []bench.FuzzFinding
		for k, r := range reps {
			for _, f := range r.Findings {
				if f.Index%3 != int64(k) || f.Shard != fmt.Sprintf("%d/3", k) {
					t.Errorf("shard %d/3 reports program %d (shard %q)", k, f.Index, f.Shard)
				}
			}
			all = append(all, r.Findings...)
		}
		out, errOut, code := runIn(t, "", append([]string{"merge", "--json"}, files[1], files[2], files[0])...)
		m := fuzzReport(t, out)
		if code != 1 || !strings.HasPrefix(errOut, "MISMATCH: program seed ") {
			t.Errorf("merge of findings: exit %d, %q", code, errOut)
		}
		if m.Verdict != bench.VerdictMismatch || len(m.Findings) != len(all) {
			t.Fatalf("merged %s with %d findings, the shards have %d", m.Verdict, len(m.Findings), len(all))
		}
		for i := 1; i < len(m.Findings); i++ {
			if m.Findings[i-1].Index >= m.Findings[i].Index {
				t.Errorf("findings out of program order: %d before %d", m.Findings[i-1].Index, m.Findings[i].Index)
			}
		}
		// The first finding is the unsharded campaign's: the same
		// program, shrunk the same way, the same mismatch.
		got, want := m.Findings[0], whole.Findings[0]
		got.Shard, got.Reproducer, want.Shard, want.Reproducer = "", "", "", ""
		if got != want {
			t.Errorf("first merged finding %+v\nunsharded %+v", got, want)
		}
		if _, err := os.Stat(filepath.Join(m.Findings[0].Reproducer, "program.s")); err != nil {
			t.Errorf("the reproducer of the first finding: %v", err)
		}
		text := mustRun(t, 1, append([]string{"merge"}, files...)...)
		if !strings.Contains(text, fmt.Sprintf("%d findings, in program order", len(all))) ||
			!strings.Contains(text, fmt.Sprintf("shard %s, program %d: MISMATCH (program seed %d)", m.Findings[0].Shard, want.Index, want.ProgramSeed)) {
			t.Errorf("merged text:\n%s", text)
		}
	})
}

// A campaign that compared no state is inconclusive and exits 3 (exitInconclusive), in text
// and JSON, alone or merged.
func TestFuzzInconclusive(t *testing.T) {
	out, _, code := runIn(t, "", "fuzz", "--passes", "vcmpx", "--seconds", "0", "-q")
	if code != exitInconclusive || !strings.Contains(out, "0 programs") ||
		!strings.HasSuffix(out, "\ninconclusive: no states compared: no program ran (the time budget ended before the first)\n") {
		t.Errorf("--seconds 0: exit %d\n%s", code, out)
	}
	// vcmpx does not apply on gfx900: every program is left unchanged.
	dir := t.TempDir()
	var files []string
	for k := 0; k < 2; k++ {
		out, errOut, code := runIn(t, "", "fuzz", "--passes", "vcmpx", "--arch", "gfx900", "--runs", "6", "--json", "--shard", fmt.Sprintf("%d/2", k))
		r := fuzzReport(t, out)
		if code != exitInconclusive || r.Verdict != bench.VerdictInconclusive || r.States != 0 ||
			errOut != "inconclusive: no states compared: the passes left all 3 programs unchanged\n" {
			t.Errorf("gfx900 shard %d/2: exit %d, %q, %+v", k, code, errOut, r)
		}
		files = append(files, writeFile(t, filepath.Join(dir, fmt.Sprintf("f%d.json", k)), out))
	}
	out, _, code = runIn(t, "", append([]string{"merge"}, files...)...)
	if code != exitInconclusive || !strings.HasSuffix(out, "\ninconclusive: no states compared: the passes left all 6 programs unchanged\n") {
		t.Errorf("merged: exit %d\n%s", code, out)
	}
}

// TestFuzzShardFlags: --runs is the campaign's count, so a shard with
// none of it is refused, as is a negative count.
func TestFuzzShardFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--runs", "2", "--shard", "2/3"}, "--runs 2 --shard 2/3: the shard has none of the 2 programs (give N <= --runs)"},
		{[]string{"--runs", "-1"}, "--runs -1: give a count of at least 1 (or --seconds)"},
	} {
		_, errOut, code := runIn(t, "", append([]string{"fuzz", "--passes", "vcmpx"}, c.args...)...)
		if code != 2 || errOut != "wavesim: "+c.want+"\n" {
			t.Errorf("%v: exit %d, %q", c.args, code, errOut)
		}
	}
}
