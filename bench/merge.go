package bench

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/sim/launch"
)

// Report is one document read back for `wavesim merge`: the --json
// output of `wavesim bench` or of `wavesim fuzz`.
type Report struct {
	// Name is the file, or file:line:column of the document where the
	// file holds several.
	Name    string
	Bench   *BenchReport
	Fuzz    *FuzzReport
	LLCFuzz *LLCFuzzReport

	file string
	src  []byte // the whole file
	off  int    // where the document starts in it
	end  int
}

// Kind is "bench", "fuzz" or "llcfuzz".
func (r *Report) Kind() string {
	switch {
	case r.Fuzz != nil:
		return FuzzKind
	case r.LLCFuzz != nil:
		return LLCFuzzKind
	}
	return "bench"
}

// at names the position of the document's top-level key (or of the
// document when the key is not found).
func (r *Report) at(key string) string {
	off := r.off
	if m := regexp.MustCompile(regexp.QuoteMeta(strconv.Quote(key)) + `\s*:`).FindIndex(r.src[r.off:r.end]); m != nil {
		off += m[0]
	}
	l, c := launch.LineCol(r.src, off)
	return fmt.Sprintf("%s:%d:%d", r.file, l, c)
}

// ReadReports reads the JSON documents of a file: one report, or several
// one after another (as cat or kubectl logs join them).
func ReadReports(file string, src []byte) ([]*Report, error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	var out []*Report
	for {
		var raw json.RawMessage
		err := dec.Decode(&raw)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, jsonError(file, src, 0, err)
		}
		end := int(dec.InputOffset())
		out = append(out, &Report{file: file, src: src, off: end - len(raw), end: end})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no report in it (empty); want the output of wavesim bench --json, wavesim fuzz --json or wavesim llcfuzz --json", file)
	}
	for _, r := range out {
		r.Name = file
		if len(out) > 1 {
			l, c := launch.LineCol(src, r.off)
			r.Name = fmt.Sprintf("%s:%d:%d", file, l, c)
		}
		if err := r.decode(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// decode tells a bench report (rows and a summary) from a fuzz report
// (kind "fuzz") and reads it.
func (r *Report) decode() error {
	doc := r.src[r.off:r.end]
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(doc, &keys); err != nil {
		l, c := launch.LineCol(r.src, r.off)
		return fmt.Errorf("%s:%d:%d: not a report: want a JSON object, the output of wavesim bench --json, wavesim fuzz --json or wavesim llcfuzz --json", r.file, l, c)
	}
	var kind string
	json.Unmarshal(keys["kind"], &kind)
	var v any
	switch {
	case kind == FuzzKind:
		r.Fuzz = &FuzzReport{}
		v = r.Fuzz
	case kind == LLCFuzzKind:
		r.LLCFuzz = &LLCFuzzReport{}
		v = r.LLCFuzz
	case keys["rows"] != nil && keys["summary"] != nil:
		r.Bench = &BenchReport{}
		v = r.Bench
	default:
		l, c := launch.LineCol(r.src, r.off)
		return fmt.Errorf("%s:%d:%d: neither a bench report (it has no \"rows\" and \"summary\") nor a fuzz or llcfuzz report (no \"kind\": %q or %q)", r.file, l, c, FuzzKind, LLCFuzzKind)
	}
	if err := json.Unmarshal(doc, v); err != nil {
		return jsonError(r.file, r.src, r.off, err)
	}
	if err := launch.CheckStrictJSON(r.file, r.src, r.off, doc, v); err != nil {
		return err
	}
	switch {
	case r.Fuzz != nil:
		return r.checkFuzz()
	case r.LLCFuzz != nil:
		return r.checkLLCFuzz()
	}
	return r.checkBench()
}

// jsonError places a decoding error of the document at off in src at its
// line and column.
func jsonError(file string, src []byte, off int, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		l, c := launch.LineCol(src, max(int(se.Offset)-1, 0)+off) // Offset is just past the bad byte
		return fmt.Errorf("%s:%d:%d: JSON syntax error: %v", file, l, c, se)
	case errors.As(err, &te):
		l, c := launch.LineCol(src, int(te.Offset)+off)
		return fmt.Errorf("%s:%d:%d: %s must be %s, got %s", file, l, c, te.Field, te.Type, te.Value)
	case errors.Is(err, io.ErrUnexpectedEOF):
		l, c := launch.LineCol(src, len(src))
		return fmt.Errorf("%s:%d:%d: the JSON ends early (truncated file?)", file, l, c)
	}
	l, c := launch.LineCol(src, off)
	return fmt.Errorf("%s:%d:%d: %v", file, l, c, strings.TrimPrefix(err.Error(), "json: "))
}

// Merged is the report merge makes: one of its fields is set.
type Merged struct {
	Bench   *BenchReport
	Fuzz    *FuzzReport
	LLCFuzz *LLCFuzzReport
}

// MergeAny combines the reports of a sharded run of any kind.
func MergeAny(rs []*Report) (*Merged, error) {
	if len(rs) > 0 && rs[0].LLCFuzz != nil {
		if err := oneKind(rs); err != nil {
			return nil, err
		}
		l, err := MergeLLCFuzz(rs)
		return &Merged{LLCFuzz: l}, err
	}
	b, f, err := Merge(rs)
	return &Merged{Bench: b, Fuzz: f}, err
}

// oneKind refuses reports of different kinds.
func oneKind(rs []*Report) error {
	for _, r := range rs[1:] {
		if r.Kind() != rs[0].Kind() {
			return fmt.Errorf("%s is a %s report but %s is a %s report: merge one kind at a time",
				rs[0].Name, rs[0].Kind(), r.Name, r.Kind())
		}
	}
	return nil
}

// Merge combines the reports of a sharded run: all bench or all fuzz,
// every shard K of N exactly once, with the same settings. One of the
// results is set.
func Merge(rs []*Report) (*BenchReport, *FuzzReport, error) {
	if len(rs) == 0 {
		return nil, nil, errors.New("no reports to merge")
	}
	if err := oneKind(rs); err != nil {
		return nil, nil, err
	}
	if rs[0].LLCFuzz != nil {
		return nil, nil, fmt.Errorf("%s is an llcfuzz report: merge it with MergeAny", rs[0].Name)
	}
	if rs[0].Fuzz != nil {
		f, err := MergeFuzz(rs)
		return nil, f, err
	}
	b, err := MergeBench(rs)
	return b, nil, err
}

// ShardOf reads "K/N" ("" is the unsharded run, 0/1).
func ShardOf(s string) (k, n int, err error) {
	if s == "" {
		return 0, 1, nil
	}
	a, b, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || k < 0 || k >= n {
		return 0, 0, fmt.Errorf("shard %q is not K/N with 0 <= K < N", s)
	}
	return k, n, nil
}

// byShard orders the reports by shard: each K of one N exactly once.
func byShard(rs []*Report, shard func(*Report) string) ([]*Report, error) {
	n := 0
	var first *Report
	have := map[int]*Report{}
	for _, r := range rs {
		k, rn, err := ShardOf(shard(r))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", r.at("shard"), err)
		}
		if first == nil {
			n, first = rn, r
		}
		if rn != n {
			return nil, fmt.Errorf("%s is %s but %s is %s: the shards of a run share N",
				first.Name, shardName(shard(first)), r.Name, shardName(shard(r)))
		}
		if have[k] != nil {
			return nil, fmt.Errorf("shard %d/%d appears twice: %s and %s", k, n, have[k].Name, r.Name)
		}
		have[k] = r
	}
	if len(have) < n {
		// Name the first missing shards (N may be large).
		const show = 20
		var missing []string
		for k := 0; k < n && len(missing) < show; k++ {
			if have[k] == nil {
				missing = append(missing, fmt.Sprintf("%d/%d", k, n))
			}
		}
		if more := n - len(have) - len(missing); more > 0 {
			missing = append(missing, fmt.Sprintf("and %d more", more))
		}
		return nil, fmt.Errorf("missing %d of the %d shards: %s (reports given: %d)", n-len(have), n, strings.Join(missing, ", "), len(rs))
	}
	out := make([]*Report, n)
	for k, r := range have {
		out[k] = r
	}
	return out, nil
}

// shardName names a report's shard.
func shardName(s string) string {
	if s == "" {
		return "a whole run (no shard)"
	}
	return "shard " + s
}

// setting is one value the shards of a run must share.
type setting struct {
	key string // its JSON key
	of  func(*Report) any
}

// sameSettings checks that every shard has the first one's settings.
func sameSettings(rs []*Report, settings []setting) error {
	for _, s := range settings {
		want := s.of(rs[0])
		for _, r := range rs[1:] {
			if got := s.of(r); !reflect.DeepEqual(got, want) {
				return fmt.Errorf("%s: %s is %s, but %s in %s: the shards of one run share every setting",
					r.at(s.key), s.key, show(got), show(want), rs[0].Name)
			}
		}
	}
	return nil
}

func show(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// share is how many of total items shard k of n takes: k, k+n, k+2n, ...
func share(total int64, k, n int) int64 {
	if total <= int64(k) {
		return 0
	}
	return (total - int64(k) + int64(n) - 1) / int64(n)
}

// hosts lists the different hosts of the shards, in shard order.
func hosts(hs []Host) []Host {
	var out []Host
	for _, h := range hs {
		if !slices.ContainsFunc(out, func(o Host) bool { return reflect.DeepEqual(o, h) }) {
			out = append(out, h)
		}
	}
	return out
}

// MergeBench combines the bench reports of a sharded run into the report
// the unsharded run makes: shard K measured traces K, K+N, ..., so the
// rows interleave back into the unsharded order, and the summary is
// computed afresh over all of them.
func MergeBench(rs []*Report) (*BenchReport, error) {
	shards, err := byShard(rs, func(r *Report) string { return r.Bench.Shard })
	if err != nil {
		return nil, err
	}
	err = sameSettings(shards, []setting{
		{"version", func(r *Report) any { return r.Bench.Version }},
		{"passes", func(r *Report) any { return r.Bench.Passes }},
		{"runs", func(r *Report) any { return r.Bench.Runs }},
		{"seed", func(r *Report) any { return r.Bench.Seed }},
		{"arch", func(r *Report) any { return r.Bench.Arch }},
		{"force", func(r *Report) any { return r.Bench.Force }},
		{"model", func(r *Report) any { return r.Bench.Model }},
		{"total_traces", func(r *Report) any { return r.Bench.TotalTraces }},
	})
	if err != nil {
		return nil, err
	}
	n := len(shards)
	// The traces of the whole run: as the shards say, or (from a report
	// that does not) as many as they hold.
	total := shards[0].Bench.TotalTraces
	if total == 0 {
		for _, r := range shards {
			total += len(r.Bench.Rows)
		}
	}
	var hs []Host
	for k, r := range shards {
		if want := share(int64(total), k, n); int64(len(r.Bench.Rows)) != want {
			return nil, fmt.Errorf("%s: shard %d/%d has rows for %d traces, but its share of the %d is %d (traces %d, %d+%d, ...)",
				r.at("rows"), k, n, len(r.Bench.Rows), total, want, k, k, n)
		}
		hs = append(hs, reportHosts(r.Bench.Host, r.Bench.Hosts)...)
	}
	b := shards[0].Bench
	m := &BenchReport{Version: b.Version, Host: b.Host, Passes: b.Passes, Runs: b.Runs, Seed: b.Seed,
		Arch: b.Arch, Force: b.Force, Model: b.Model, TotalTraces: total, Rows: make([]Row, 0, total)}
	if n > 1 {
		m.MergedFrom = n
	} else {
		m.MergedFrom = b.MergedFrom
	}
	if h := hosts(hs); len(h) > 1 {
		m.Hosts = h
	}
	var before, after float64
	for i := 0; i < total; i++ {
		row := shards[i%n].Bench.Rows[i/n]
		m.Rows = append(m.Rows, row)
		// The summary adds the rows' mean cycles.
		before, after = before+row.Before.Mean, after+row.After.Mean
		for j, key := range []string{"cycles_before.mean", "cycles_after.mean"} {
			if err := shards[i%n].checkSum(fmt.Sprintf("rows[%d].%s", i/n, key), []float64{before, after}[j]); err != nil {
				return nil, err
			}
		}
	}
	m.Summary = Summarize(m.Rows)
	return m, nil
}

func reportHosts(h Host, hs []Host) []Host {
	if len(hs) > 0 {
		return hs
	}
	return []Host{h}
}

// MergeFuzz adds the fuzz reports of a campaign's shards: their programs,
// states and findings. A shard stops at its first finding; without one,
// a campaign of --runs R programs must have run every program of its
// share.
func MergeFuzz(rs []*Report) (*FuzzReport, error) {
	shards, err := byShard(rs, func(r *Report) string { return r.Fuzz.Shard })
	if err != nil {
		return nil, err
	}
	err = sameSettings(shards, []setting{
		{"version", func(r *Report) any { return r.Fuzz.Version }},
		{"target", func(r *Report) any { return r.Fuzz.Target }},
		{"wave", func(r *Report) any { return r.Fuzz.Wave }},
		{"passes", func(r *Report) any { return r.Fuzz.Passes }},
		{"force", func(r *Report) any { return r.Fuzz.Force }},
		{"seed", func(r *Report) any { return r.Fuzz.Seed }},
		{"states_per_program", func(r *Report) any { return r.Fuzz.StatesPerProgram }},
		{"blocks", func(r *Report) any { return r.Fuzz.Blocks }},
		{"shapes", func(r *Report) any { return r.Fuzz.Shapes }},
		{"runs", func(r *Report) any { return r.Fuzz.Runs }},
		{"seconds", func(r *Report) any { return r.Fuzz.Seconds }},
		{"dict_share", func(r *Report) any { return r.Fuzz.DictShare }},
	})
	if err != nil {
		return nil, err
	}
	n := len(shards)
	f := shards[0].Fuzz
	m := &FuzzReport{Kind: FuzzKind, Version: f.Version, Host: f.Host, Target: f.Target, Wave: f.Wave, Passes: f.Passes,
		Force: f.Force, Seed: f.Seed, StatesPerProgram: f.StatesPerProgram, Blocks: f.Blocks, Shapes: f.Shapes, Runs: f.Runs, Seconds: f.Seconds,
		DictShare: f.DictShare}
	if n == 1 {
		m.Shard, m.MergedFrom, m.ElapsedMax = f.Shard, f.MergedFrom, f.ElapsedMax
	} else {
		m.MergedFrom = n
	}
	var hs []Host
	var stopped []string
	for k, r := range shards {
		s := r.Fuzz
		if err := s.checkShare(r, k, n); err != nil {
			return nil, err
		}
		stopped = addStopped(stopped, s.Shard, s.Stopped, s.MergedFrom)
		for _, c := range []struct {
			total *int64
			key   string
			v     int64
		}{{&m.Programs, "programs", s.Programs}, {&m.Unchanged, "unchanged", s.Unchanged}, {&m.States, "states", s.States},
			{&m.InconclusiveStates, "inconclusive_states", s.InconclusiveStates}} {
			if err := r.addCount(c.total, c.key, c.v); err != nil {
				return nil, err
			}
		}
		m.Elapsed += s.Elapsed
		if err := r.checkSum("elapsed_seconds", m.Elapsed); err != nil {
			return nil, err
		}
		m.ElapsedMax = max(m.ElapsedMax, s.Elapsed)
		m.Findings = append(m.Findings, s.Findings...)
		hs = append(hs, reportHosts(s.Host, s.Hosts)...)
	}
	if h := hosts(hs); len(h) > 1 {
		m.Hosts = h
	}
	slices.SortStableFunc(m.Findings, func(a, b FuzzFinding) int { return cmp.Compare(a.Index, b.Index) })
	m.Stopped = strings.Join(stopped, "; ")
	m.Judge()
	return m, nil
}

// addStopped adds to list a shard's stopped note, if it has one, named
// by the shard (a merged report's notes name theirs already).
func addStopped(list []string, shard, stopped string, mergedFrom int) []string {
	switch {
	case stopped == "":
		return list
	case mergedFrom > 0:
		return append(list, stopped)
	}
	return append(list, "shard "+shard+" "+stopped)
}

// incomplete is a verdict line said of a campaign stopped early.
func incomplete(stopped, line string) string { return "INCOMPLETE (" + stopped + "): " + line }

// checkShare checks a shard's counts against its share of the campaign.
func (s *FuzzReport) checkShare(r *Report, k, n int) error {
	if s.Unchanged > s.Programs || s.Programs < 0 || s.States < 0 || s.InconclusiveStates < 0 {
		return fmt.Errorf("%s: %d of %d programs unchanged: the counts do not add up", r.at("programs"), s.Unchanged, s.Programs)
	}
	for _, f := range s.Findings {
		if f.Index%int64(n) != int64(k) && s.MergedFrom == 0 {
			return fmt.Errorf("%s: shard %d/%d reports a finding in program %d, which is shard %d's", r.at("findings"), k, n, f.Index, f.Index%int64(n))
		}
	}
	if s.Runs == 0 || len(s.Findings) > 0 || s.MergedFrom > 0 {
		return nil
	}
	// A stopped shard ran a first part of its share.
	if want := share(s.Runs, k, n); s.Programs != want && (s.Stopped == "" || s.Programs > want) {
		return fmt.Errorf("%s: shard %d/%d ran %d programs without a finding, but its share of the %d is %d (programs %d, %d+%d, ...)",
			r.at("programs"), k, n, s.Programs, s.Runs, want, k, k, n)
	}
	return nil
}
