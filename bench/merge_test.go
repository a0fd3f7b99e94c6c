package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// testRows is a run of n traces with different figures.
func testRows(n int) []Row {
	var rows []Row
	for i := 0; i < n; i++ {
		before, after := float64(100+i), float64(100+i-i%3)
		r := Row{Kernel: fmt.Sprintf("k%02d", i), Variant: "llvm16-gfx1030", Arch: "gfx1030", Wave: 32, Runs: 2, Compared: 2,
			Sites: i % 3, Equal: "yes", Speedups: []float64{before / after, before / (after + 1)}}
		r.Before.Mean, r.After.Mean = before, after
		r.StallsBefore[0], r.StallsAfter[0] = float64(i), float64(i/2)
		rows = append(rows, r)
	}
	return rows
}

// shardDocs writes the N shard reports of rows as bench --shard K/N
// --json does (totalTraces 0 leaves the field out, as older reports did).
func shardDocs(t testing.TB, rows []Row, n int, totalTraces bool, host func(k int) Host) [][]byte {
	t.Helper()
	var docs [][]byte
	for k := 0; k < n; k++ {
		r := &BenchReport{Version: "v1", Host: host(k), Passes: []string{"vcmpx"}, Runs: 2, Seed: 5, Shard: fmt.Sprintf("%d/%d", k, n)}
		if totalTraces {
			r.TotalTraces = len(rows)
		}
		for i := k; i < len(rows); i += n {
			r.Rows = append(r.Rows, rows[i])
		}
		r.Summary = Summarize(r.Rows)
		var b bytes.Buffer
		if err := r.WriteJSON(&b); err != nil {
			t.Fatal(err)
		}
		docs = append(docs, b.Bytes())
	}
	return docs
}

// Shards of any N, each given in any order, merge to the whole run's rows
// in its order and its summary, with or without total_traces.
func TestMergeBenchInterleaves(t *testing.T) {
	sameHost := func(int) Host { return Host{CPU: "cpu", Usable: 2} }
	for _, c := range []struct{ traces, n int }{{7, 1}, {7, 2}, {7, 3}, {8, 4}, {3, 3}, {10, 7}} {
		for _, total := range []bool{true, false} {
			t.Run(fmt.Sprintf("%d traces in %d shards, total_traces %v", c.traces, c.n, total), func(t *testing.T) {
				rows := testRows(c.traces)
				docs := shardDocs(t, rows, c.n, total, sameHost)
				var rs []*Report
				for k := len(docs) - 1; k >= 0; k-- { // last shard first
					got, err := ReadReports(fmt.Sprintf("s%d.json", k), docs[k])
					if err != nil {
						t.Fatal(err)
					}
					rs = append(rs, got...)
				}
				m, f, err := Merge(rs)
				if err != nil || f != nil {
					t.Fatalf("%v (fuzz %v)", err, f)
				}
				// The rows as they read back from JSON are the rows.
				var want []Row
				js, _ := json.Marshal(rows)
				json.Unmarshal(js, &want)
				if !reflect.DeepEqual(m.Rows, want) {
					t.Errorf("rows out of order: %v", kernels(m.Rows))
				}
				if !reflect.DeepEqual(m.Summary, Summarize(want)) {
					t.Errorf("summary %+v, want %+v", m.Summary, Summarize(want))
				}
				if wantFrom := map[bool]int{true: c.n, false: 0}[c.n > 1]; m.MergedFrom != wantFrom || m.TotalTraces != c.traces || m.Hosts != nil {
					t.Errorf("merged from %d, total %d, hosts %v", m.MergedFrom, m.TotalTraces, m.Hosts)
				}
			})
		}
	}
}

func kernels(rows []Row) []string {
	var s []string
	for _, r := range rows {
		s = append(s, r.Kernel)
	}
	return s
}

// Shards that ran on different hosts: the merged report lists each once,
// and the table's header line says so.
func TestMergeBenchHosts(t *testing.T) {
	host := func(k int) Host {
		return Host{CPU: []string{"cpu A", "cpu B"}[k%2], Usable: 2, LogicalCores: 4, Go: "go1.26"}
	}
	var rs []*Report
	for k, d := range shardDocs(t, testRows(5), 3, true, host) {
		got, err := ReadReports(fmt.Sprintf("s%d.json", k), d)
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, got...)
	}
	m, err := MergeBench(rs)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Hosts) != 2 || m.Hosts[0].CPU != "cpu A" || m.Hosts[1].CPU != "cpu B" {
		t.Fatalf("hosts %+v", m.Hosts)
	}
	var b strings.Builder
	m.WriteTable(&b)
	lines := strings.SplitN(b.String(), "\n", 4)
	if want := "hosts: cpu A, 2 of its 4 logical cores usable; go1.26 | cpu B, 2 of its 4 logical cores usable; go1.26"; lines[1] != want {
		t.Errorf("host line %q, want %q", lines[1], want)
	}
	if !strings.HasSuffix(lines[2], "; 3 shards merged") {
		t.Errorf("header %q", lines[2])
	}
}

// Fuzz findings merge in program order, whatever the order of the files.
func TestMergeFuzzFindings(t *testing.T) {
	doc := func(k int, findings ...int64) []byte {
		r := &FuzzReport{Kind: FuzzKind, Version: "v1", Target: "gfx1030", Wave: 32, Passes: []string{"vcmpx"}, Seed: 1,
			Shard: fmt.Sprintf("%d/3", k), StatesPerProgram: 64, Blocks: 3, Runs: 30, Programs: 10, Unchanged: 1, States: 64, Elapsed: float64(k + 1)}
		for _, i := range findings {
			r.Findings = append(r.Findings, FuzzFinding{Shard: r.Shard, Index: i, ProgramSeed: uint64(100 + i)})
			r.Programs = i/3 + 1
		}
		r.Judge()
		var b bytes.Buffer
		r.WriteJSON(&b)
		return b.Bytes()
	}
	var stream []byte
	for _, d := range [][]byte{doc(2, 11), doc(0), doc(1, 4)} {
		stream = append(stream, d...)
	}
	rs, err := ReadReports("<stdin>", stream)
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 3 || !strings.HasPrefix(rs[1].Name, "<stdin>:") {
		t.Fatalf("%d reports, the second named %q", len(rs), rs[1].Name)
	}
	_, m, err := Merge(rs)
	if err != nil {
		t.Fatal(err)
	}
	if m.Programs != 2+10+4 || m.Unchanged != 3 || m.States != 192 || m.Elapsed != 6 || m.ElapsedMax != 3 {
		t.Errorf("totals: %+v", m)
	}
	if m.Verdict != VerdictMismatch || len(m.Findings) != 2 || m.Findings[0].Index != 4 || m.Findings[1].Index != 11 {
		t.Errorf("verdict %s, findings %+v", m.Verdict, m.Findings)
	}
	if want := "MISMATCH: program seed 104 (reproducer ), program seed 111 (reproducer )"; m.VerdictLine() != want {
		t.Errorf("verdict line %q", m.VerdictLine())
	}
}

// ReadReports and Merge never panic: any bytes give reports or an error.
func FuzzReadReports(f *testing.F) {
	for _, d := range shardDocs(f, testRows(4), 2, true, func(int) Host { return Host{} }) {
		f.Add(d)
		f.Add(d[:len(d)/2])
	}
	f.Add([]byte(`{"kind":"fuzz","shard":"0/99999999999","findings":[{"program_index":-5}]}`))
	f.Add([]byte(`{"rows":[],"summary":{},"shard":"1/2","total_traces":-3}{"rows":null,"summary":{},"shard":"0/2"}`))
	f.Add([]byte("[1]\n{}"))
	f.Fuzz(func(t *testing.T, src []byte) {
		rs, err := ReadReports("f.json", src)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.json") {
				t.Errorf("error without the file name: %v", err)
			}
			return
		}
		Merge(rs)
	})
}
