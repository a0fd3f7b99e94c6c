package bench

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
)

// LLCFuzzKind is the "kind" of an llcfuzz report.
const LLCFuzzKind = "llcfuzz"

// Outcomes of one compilation of one kernel.
const (
	OutcomeMatch       = "match"
	OutcomeMismatch    = "mismatch"
	OutcomeLLCCrash    = "llc crash"
	OutcomeUnsupported = "unsupported"
	OutcomeWavesim     = "wavesim error"
	OutcomeTimeout     = "timeout"
	// OutcomeUnjudged ran but had nothing to be compared with (a
	// cross-lane kernel whose reference compilation did not run).
	OutcomeUnjudged = "unjudged"
)

// LLCOutcomes lists the outcomes in the order tables show them.
var LLCOutcomes = []string{OutcomeMatch, OutcomeMismatch, OutcomeLLCCrash, OutcomeUnsupported, OutcomeWavesim, OutcomeTimeout, OutcomeUnjudged}

// LLCFuzzReport is the output of `wavesim llcfuzz --json`: one campaign or
// shard of differential fuzzing of llc, what it compiled, how each
// compilation ended and its findings.
type LLCFuzzReport struct {
	Kind       string `json:"kind"`
	Version    string `json:"version"`
	Host       Host   `json:"host"`
	Hosts      []Host `json:"hosts,omitempty"`
	Seed       uint64 `json:"seed"`
	Shard      string `json:"shard,omitempty"`
	MergedFrom int    `json:"merged_from,omitempty"`
	// Runs is the campaign's generated kernel count (0 when it ran for
	// Seconds); Corpus is the trace corpus directory whose kernels ran too.
	Runs    int64   `json:"runs,omitempty"`
	Seconds float64 `json:"seconds,omitempty"`
	Corpus  string  `json:"corpus,omitempty"`
	LLC     []int   `json:"llc"`
	Opt     []int   `json:"opt"`
	// Pairs are --pairs' llc versions at -O levels, when the campaign
	// compiled those instead of every version at every level.
	Pairs    []string `json:"pairs,omitempty"`
	Targets  []string `json:"targets"`
	Features []string `json:"features"`
	Size     int      `json:"size"`
	// Reference is the lli that gave the expected outputs.
	Reference string `json:"reference"`
	// Kernels generated and CorpusKernels run; Compared is the
	// compilations whose outputs were compared with a reference (lli's,
	// or for a cross-lane kernel another compilation's).
	Kernels       int64 `json:"kernels"`
	CorpusKernels int64 `json:"corpus_kernels"`
	Compilations  int64 `json:"compilations"`
	Compared      int64 `json:"compared"`
	// Cells count the outcomes per llc version, -O level and target.
	Cells      []LLCCell `json:"cells"`
	Elapsed    float64   `json:"elapsed_seconds"`
	ElapsedMax float64   `json:"elapsed_max_seconds,omitempty"`
	// Stopped is set when the campaign was stopped before it ran what
	// it was asked to (an interrupt): the counts are of what ran. A
	// merged report lists each shard's.
	Stopped  string       `json:"stopped,omitempty"`
	Verdict  string       `json:"verdict"`
	Findings []LLCFinding `json:"findings"`
}

// LLCCell counts the outcomes of the compilations of one llc version, -O
// level and target.
type LLCCell struct {
	LLC      int              `json:"llc"`
	Opt      int              `json:"opt"`
	Target   string           `json:"target"`
	Outcomes map[string]int64 `json:"outcomes"`
}

// LLCFinding is one kernel some compilations of which failed, classified
// over the whole matrix.
type LLCFinding struct {
	Shard string `json:"shard"`
	// Index is the generated kernel's index in the campaign, or -1 for a
	// corpus kernel (Kernel names it).
	Index      int64  `json:"kernel_index"`
	KernelSeed uint64 `json:"kernel_seed,omitempty"`
	Kernel     string `json:"kernel"`
	// Class is "miscompile", "llc crash", "wavesim suspect" or
	// "generator suspect"; Status "open" (llc-19 shows it), "fixed in a
	// later release" or "unknown" (llc-19 not run).
	Class  string   `json:"class"`
	Status string   `json:"status"`
	LLC    []int    `json:"llc"`
	Opt    []int    `json:"opt"`
	Target []string `json:"targets"`
	// Failing lists the failing compilations with what went wrong.
	Failing []string `json:"failing"`
	// Bad and Good are the compilations the reproducer contrasts.
	Bad  string `json:"bad,omitempty"`
	Good string `json:"good,omitempty"`
	// Tried is the compilation the known signatures were tried on: Bad,
	// or without one a run that failed on wavesim, or an llc that did
	// not end. Triage tries the same one.
	Tried string `json:"tried,omitempty"`
	// Reference says what the outputs were judged against.
	Reference string `json:"reference"`
	Detail    string `json:"detail"`
	Reduced   bool   `json:"reduced"`
	Dir       string `json:"dir,omitempty"`
	// SameAs names the earlier finding of the same shard whose kernel
	// failed the same compilations of the campaign's matrix the same way:
	// this one was classified on the campaign's matrix alone and not
	// reduced, as it most likely shows the same bug.
	SameAs string `json:"same_as,omitempty"`
	// Known names the known signature the finding shows (llcfuzz
	// Signatures: "sign-bit", "udiv-known-bits" ...), with the
	// experiment's evidence; empty when none was recognised.
	Known         string `json:"known,omitempty"`
	KnownEvidence string `json:"known_evidence,omitempty"`
}

// Verdict of an llcfuzz campaign: findings, no mismatch (something was
// compared and everything agreed) or inconclusive (nothing was compared).
const VerdictFindings = "findings"

// Judge sets the verdict.
func (r *LLCFuzzReport) Judge() {
	switch {
	case len(r.Findings) > 0:
		r.Verdict = VerdictFindings
	case r.Compared == 0:
		r.Verdict = VerdictInconclusive
	default:
		r.Verdict = VerdictNoMismatch
	}
	if r.Findings == nil {
		r.Findings = []LLCFinding{}
	}
	if r.Cells == nil {
		r.Cells = []LLCCell{}
	}
}

// Count adds one outcome to the cell of (llc, opt, target).
func (r *LLCFuzzReport) Count(llc, opt int, target, outcome string, n int64) {
	i := slices.IndexFunc(r.Cells, func(c LLCCell) bool { return c.LLC == llc && c.Opt == opt && c.Target == target })
	if i < 0 {
		r.Cells = append(r.Cells, LLCCell{LLC: llc, Opt: opt, Target: target, Outcomes: map[string]int64{}})
		i = len(r.Cells) - 1
	}
	r.Cells[i].Outcomes[outcome] += n
	r.SortCells()
}

// SortCells orders the cells by llc version, -O level and target, so
// that a merged report lists them as the unsharded one does.
func (r *LLCFuzzReport) SortCells() {
	slices.SortFunc(r.Cells, func(a, b LLCCell) int {
		return cmp.Or(cmp.Compare(a.LLC, b.LLC), cmp.Compare(a.Opt, b.Opt), cmp.Compare(a.Target, b.Target))
	})
}

// verdictFindings is how many findings the verdict line names: a
// campaign against llc-16 -O0 makes thousands, which the report lists.
const verdictFindings = 10

// VerdictLine is the verdict in one line, saying first when the
// campaign stopped before it ran what it was asked to.
func (r *LLCFuzzReport) VerdictLine() string {
	if r.Stopped != "" {
		return incomplete(r.Stopped, r.verdictLine())
	}
	return r.verdictLine()
}

func (r *LLCFuzzReport) verdictLine() string {
	switch r.Verdict {
	case VerdictInconclusive:
		return "inconclusive: no compilation's outputs were compared with a reference"
	case VerdictFindings:
		var parts []string
		for _, f := range r.Findings[:min(len(r.Findings), verdictFindings)] {
			p := fmt.Sprintf("%s (%s, %s)", f.Kernel, f.Class, f.Status)
			if f.Dir != "" {
				p += " in " + f.Dir
			}
			parts = append(parts, p)
		}
		if more := len(r.Findings) - len(parts); more > 0 {
			parts = append(parts, fmt.Sprintf("and %d more (the report lists every one)", more))
		}
		return fmt.Sprintf("FINDINGS: %d: %s", len(r.Findings), strings.Join(parts, ", "))
	}
	return fmt.Sprintf("no mismatch: %d compilations compared, all agreed", r.Compared)
}

// WriteJSON writes the report as one indented JSON document.
func (r *LLCFuzzReport) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteText prints the campaign line, a table of outcomes per llc version
// and -O level (all targets together), the findings and the verdict.
func (r *LLCFuzzReport) WriteText(w io.Writer) {
	where := "shard " + r.Shard
	if r.MergedFrom > 0 {
		where = fmt.Sprintf("%d shards merged", r.MergedFrom)
	}
	fmt.Fprintf(w, "llcfuzz seed %d, %s: %d generated and %d corpus kernels, %d compilations, %d compared in %.1fs\n",
		r.Seed, where, r.Kernels, r.CorpusKernels, r.Compilations, r.Compared, r.Elapsed)
	fmt.Fprintf(w, "references: %s for generated kernels, the launch's expect section for corpus kernels, the -O0 compilation of the newest llc on the same target for cross-lane kernels\n", r.Reference)
	if len(r.Hosts) > 1 {
		fmt.Fprintf(w, "hosts: %s\n", hostList(r.Hosts))
	}
	type key struct{ llc, opt int }
	sums := map[key]map[string]int64{}
	var keys []key
	for _, c := range r.Cells {
		k := key{c.LLC, c.Opt}
		if sums[k] == nil {
			sums[k] = map[string]int64{}
			keys = append(keys, k)
		}
		for o, n := range c.Outcomes {
			sums[k][o] += n
		}
	}
	if len(keys) > 0 {
		tw := NewTable(w)
		tw.Header(append([]string{"llc", "-O"}, LLCOutcomes...))
		for _, k := range keys {
			row := []string{fmt.Sprintf("llc-%d", k.llc), fmt.Sprintf("-O%d", k.opt)}
			for _, o := range LLCOutcomes {
				row = append(row, fmt.Sprint(sums[k][o]))
			}
			tw.Append(row)
		}
		tw.Render()
	}
	for _, f := range r.Findings {
		fmt.Fprintf(w, "%s: %s, %s; llc %s, -O %s, targets %s\n  %s\n", f.Kernel, f.Class, f.Status,
			ints(f.LLC), ints(f.Opt), strings.Join(f.Target, ","), f.Detail)
		switch {
		case f.Bad != "" && f.Good != "":
			fmt.Fprintf(w, "  bad: %s, good: %s, reference: %s\n", f.Bad, f.Good, f.Reference)
		case f.Bad != "":
			fmt.Fprintf(w, "  bad: %s, no compilation on its target agreed with the reference (%s)\n", f.Bad, f.Reference)
		}
		if f.SameAs != "" {
			fmt.Fprintf(w, "  fails the campaign's compilations as %s does: not re-run on the full matrix or reduced\n", f.SameAs)
		}
		if f.Known != "" {
			fmt.Fprintf(w, "  known signature %s: %s\n", f.Known, f.KnownEvidence)
		}
		if f.Dir != "" {
			fmt.Fprintf(w, "  written to %s (reduced: %v)\n", f.Dir, f.Reduced)
		}
	}
	if line := r.knownLine(); line != "" {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w, r.VerdictLine())
}

// knownLine counts the findings by known signature and class: which
// findings still need a reader.
func (r *LLCFuzzReport) knownLine() string {
	if len(r.Findings) == 0 {
		return ""
	}
	count := map[string]int{}
	for _, f := range r.Findings {
		k := f.Known
		if k == "" {
			k = "none (" + f.Class + ")"
		}
		count[k]++
	}
	return "findings by known signature: " + Tally(count)
}

// Tally lists counts by name, in name order: "a 2, b 1".
func Tally(count map[string]int) string {
	parts := make([]string, 0, len(count))
	for _, k := range slices.Sorted(maps.Keys(count)) {
		parts = append(parts, fmt.Sprintf("%s %d", k, count[k]))
	}
	return strings.Join(parts, ", ")
}

func ints(v []int) string {
	var s []string
	for _, x := range v {
		s = append(s, fmt.Sprint(x))
	}
	return strings.Join(s, ",")
}

// MergeLLCFuzz adds the llcfuzz reports of a campaign's shards. Every
// shard runs its whole share (a finding does not stop it), so with --runs
// each shard's kernel count must be its share.
func MergeLLCFuzz(rs []*Report) (*LLCFuzzReport, error) {
	shards, err := byShard(rs, func(r *Report) string { return r.LLCFuzz.Shard })
	if err != nil {
		return nil, err
	}
	err = sameSettings(shards, []setting{
		{"version", func(r *Report) any { return r.LLCFuzz.Version }},
		{"seed", func(r *Report) any { return r.LLCFuzz.Seed }},
		{"runs", func(r *Report) any { return r.LLCFuzz.Runs }},
		{"seconds", func(r *Report) any { return r.LLCFuzz.Seconds }},
		{"corpus", func(r *Report) any { return r.LLCFuzz.Corpus }},
		{"llc", func(r *Report) any { return r.LLCFuzz.LLC }},
		{"opt", func(r *Report) any { return r.LLCFuzz.Opt }},
		{"pairs", func(r *Report) any { return r.LLCFuzz.Pairs }},
		{"targets", func(r *Report) any { return r.LLCFuzz.Targets }},
		{"features", func(r *Report) any { return r.LLCFuzz.Features }},
		{"size", func(r *Report) any { return r.LLCFuzz.Size }},
		{"reference", func(r *Report) any { return r.LLCFuzz.Reference }},
	})
	if err != nil {
		return nil, err
	}
	n := len(shards)
	f := shards[0].LLCFuzz
	m := &LLCFuzzReport{Kind: LLCFuzzKind, Version: f.Version, Host: f.Host, Seed: f.Seed, Runs: f.Runs, Seconds: f.Seconds,
		Corpus: f.Corpus, LLC: f.LLC, Opt: f.Opt, Pairs: f.Pairs, Targets: f.Targets, Features: f.Features, Size: f.Size, Reference: f.Reference}
	if n == 1 {
		m.Shard, m.MergedFrom, m.ElapsedMax = f.Shard, f.MergedFrom, f.ElapsedMax
	} else {
		m.MergedFrom = n
	}
	var hs []Host
	var stopped []string
	for k, r := range shards {
		s := r.LLCFuzz
		stopped = addStopped(stopped, s.Shard, s.Stopped, s.MergedFrom)
		if s.Runs > 0 && s.MergedFrom == 0 {
			// A stopped shard ran a first part of its share.
			if want := share(s.Runs, k, n); s.Kernels != want && (s.Stopped == "" || s.Kernels > want) {
				return nil, fmt.Errorf("%s: shard %d/%d ran %d kernels, but its share of the %d is %d (kernels %d, %d+%d, ...)",
					r.at("kernels"), k, n, s.Kernels, s.Runs, want, k, k, n)
			}
		}
		for _, x := range s.Findings {
			if s.MergedFrom == 0 && x.Index >= 0 && x.Index%int64(n) != int64(k) {
				return nil, fmt.Errorf("%s: shard %d/%d reports a finding in kernel %d, which is shard %d's", r.at("findings"), k, n, x.Index, x.Index%int64(n))
			}
		}
		for _, c := range []struct {
			total *int64
			key   string
			v     int64
		}{{&m.Kernels, "kernels", s.Kernels}, {&m.CorpusKernels, "corpus_kernels", s.CorpusKernels},
			{&m.Compilations, "compilations", s.Compilations}, {&m.Compared, "compared", s.Compared}} {
			if err := r.addCount(c.total, c.key, c.v); err != nil {
				return nil, err
			}
		}
		for _, c := range s.Cells {
			for o, v := range c.Outcomes {
				m.Count(c.LLC, c.Opt, c.Target, o, v)
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
	m.Stopped = strings.Join(stopped, "; ")
	SortLLCFindings(m.Findings)
	m.Judge()
	return m, nil
}

// SortLLCFindings orders findings as an unsharded campaign makes them:
// corpus kernels by name first, then generated kernels by index.
func SortLLCFindings(fs []LLCFinding) {
	slices.SortStableFunc(fs, func(a, b LLCFinding) int {
		return cmp.Or(cmp.Compare(a.Index, b.Index), cmp.Compare(a.Kernel, b.Kernel))
	})
}

// checkLLCFuzz checks an llcfuzz report's counts and figures.
func (r *Report) checkLLCFuzz() error {
	f := r.LLCFuzz
	err := r.nonNegative(count{"kernels", f.Kernels}, count{"corpus_kernels", f.CorpusKernels}, count{"compilations", f.Compilations},
		count{"compared", f.Compared}, count{"runs", f.Runs}, count{"size", int64(f.Size)}, count{"merged_from", int64(f.MergedFrom)})
	if err != nil {
		return err
	}
	for _, v := range []struct {
		path string
		v    float64
	}{{"elapsed_seconds", f.Elapsed}, {"elapsed_max_seconds", f.ElapsedMax}, {"seconds", f.Seconds}} {
		if err := r.finiteNonNegative(v.path, v.v); err != nil {
			return err
		}
	}
	var cells int64
	for i, c := range f.Cells {
		for o, v := range c.Outcomes {
			path := fmt.Sprintf("cells[%d].outcomes.%s", i, o)
			if !slices.Contains(LLCOutcomes, o) {
				return fmt.Errorf("%s: unknown outcome %q (want one of %s)", r.atPath(fmt.Sprintf("cells[%d].outcomes", i)), o, strings.Join(LLCOutcomes, ", "))
			}
			if err := r.nonNegative(count{path, v}); err != nil {
				return err
			}
			cells += v
		}
	}
	if cells != f.Compilations {
		return fmt.Errorf("%s: %d compilations, but the cells count %d: the counts do not add up", r.atPath("compilations"), f.Compilations, cells)
	}
	if f.Compared > f.Compilations {
		return fmt.Errorf("%s: %d compared of %d compilations: the counts do not add up", r.atPath("compared"), f.Compared, f.Compilations)
	}
	for i, x := range f.Findings {
		path := fmt.Sprintf("findings[%d].kernel_index", i)
		if x.Index < -1 || f.Runs > 0 && x.Index >= f.Runs {
			return fmt.Errorf("%s: %s is %d; the campaign's kernels are 0 to %d (-1: a corpus kernel)", r.atPath(path), path, x.Index, f.Runs-1)
		}
	}
	return nil
}
