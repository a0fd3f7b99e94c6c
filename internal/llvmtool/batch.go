package llvmtool

import (
	"bytes"
	"fmt"
	"github.com/wavesim/wavesim/internal/lazyre"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
)

// Source is one program of an EncodingsBatch: its name, which messages
// give as the file of a line, and its text.
type Source struct {
	Name string
	Text string
}

// Assembled is what llvm-mc made of one Source: the encodings Encodings
// would return for it alone, or the error it would give, its diagnostics
// naming the source's own lines (Name:line:column).
type Assembled struct {
	Encodings []string
	Err       error
	// Alone is set when the source went through an llvm-mc run of its
	// own (see EncodingsBatch): what a caller counts to see the batch
	// holding.
	Alone bool
}

// EncodingsBatch assembles every source with one llvm-mc run where
// Encodings would start one per source: starting llvm-mc for AMDGPU costs
// more than assembling a kernel, and the corpus tests assemble hundreds.
//
// The sources are concatenated, each after a marker directive that
// llvm-mc echoes (.ident), and its output is split back at the markers.
// Every symbol a source defines (labels, .set/.equ/=, .amdgpu_lds) is
// renamed apart for the run and named back in what it printed, so that
// each source resolves only its own symbols and a source's result reads
// as if it had been assembled alone. A diagnostic is charged to the
// source holding its line, at that source's line and column. What llvm-mc
// keeps from one source to the next besides symbols (macros, the
// assembler's modes) would not be renamed apart: a source that sets such
// a state, and a batch whose sources disagree on their
// .amdhsa_code_object_version, are assembled in runs of their own. Where
// the output cannot be split back (a source left a block open and
// swallowed the markers after it, a diagnostic outside every source),
// every source of the run is assembled alone, so the results are always
// those of one llvm-mc run per source.
func EncodingsBatch(mc string, args []string, srcs []Source) ([]Assembled, error) {
	out := make([]Assembled, len(srcs))
	runs := map[string][]int{}
	var order []string
	for i, s := range srcs {
		key := batchKey(s.Text)
		if key == "alone" {
			key += strconv.Itoa(i)
		}
		if _, ok := runs[key]; !ok {
			order = append(order, key)
		}
		runs[key] = append(runs[key], i)
	}
	for _, key := range order {
		idx := runs[key]
		ok, err := batchRun(mc, args, srcs, idx, out)
		if err != nil {
			return nil, err
		}
		if !ok {
			for _, i := range idx {
				out[i] = alone(mc, args, srcs[i])
			}
		}
	}
	return out, nil
}

// alone assembles one source in its own run, as Encodings does.
func alone(mc string, args []string, s Source) Assembled {
	encs, err := Encodings(mc, args, []byte(s.Text))
	if err != nil {
		return Assembled{Err: fmt.Errorf("%s: %v", s.Name, err), Alone: true}
	}
	return Assembled{Encodings: encs, Alone: true}
}

// stateRE matches the directives whose effect outlives the source that
// gives them (a macro, a syntax mode, an included file's definitions).
var stateRE = lazyre.New(`(?m)^\s*\.(macro|altmacro|noaltmacro|include|purgem)\b`)

// covRE matches .amdhsa_code_object_version, which selects the kernel
// descriptor directives llvm-mc accepts from there on.
var covRE = lazyre.New(`(?m)^\s*\.amdhsa_code_object_version\s+(\S+)`)

// batchKey names the run a source may share: sources with the same code
// object version directives, or "alone" for one that sets a state later
// sources would inherit.
func batchKey(text string) string {
	if stateRE().MatchString(text) {
		return "alone"
	}
	var k []string
	for _, m := range covRE().FindAllStringSubmatch(text, -1) {
		k = append(k, m[1])
	}
	return "cov " + strings.Join(k, ",")
}

// The marker names its source by index behind a word no compiler output
// holds; llvm-mc prints it back as `.ident "..."`.
const batchMarker = "wavesim-llvmtool-batch "

var (
	batchMarkerRE = lazyre.New(`^\s*\.ident\s+"` + batchMarker + `(\d+)"`)
	labelDefRE    = lazyre.New(`^\s*([.A-Za-z_$][\w.$]*)\s*:`)
	setDefRE      = lazyre.New(`^\s*\.(?:set|equ|equiv|amdgpu_lds)\s+([.A-Za-z_$][\w.$]*)\s*,`)
	assignDefRE   = lazyre.New(`^\s*([.A-Za-z_$][\w.$]*)\s*=`)
	metaRE        = lazyre.New(`^\s*\.(?:amdgpu_metadata|amd_amdgpu_hsa_metadata|amdgpu_hsa_metadata|amdgpu_pal_metadata)\b`)
	metaEndRE     = lazyre.New(`^\s*\.end_(?:amdgpu_metadata|amd_amdgpu_hsa_metadata|amdgpu_hsa_metadata|amdgpu_pal_metadata)\b`)
	symbolRE      = lazyre.New(`[.A-Za-z_$][\w.$]*`)
	batchDiagRE   = lazyre.New(`^<stdin>:(\d+):(\d+): (error|warning|note): (.*)$`)
)

// renamed is one source as the run assembles it.
type renamed struct {
	name  string
	text  string
	back  map[string]string // name in the run → name in the source
	first int               // the run's line number of the source's line 1
	lines int
}

// rename gives every symbol text defines the suffix, whole names only.
// The keys of a metadata block (amdhsa.kernels:) read like labels but
// define nothing.
func rename(text, suffix string) renamed {
	defs := map[string]bool{}
	inMeta := false
	for _, l := range strings.Split(text, "\n") {
		switch {
		case metaEndRE().MatchString(l):
			inMeta = false
			continue
		case metaRE().MatchString(l):
			inMeta = true
			continue
		case inMeta:
			continue
		}
		for _, re := range []*regexp.Regexp{labelDefRE(), setDefRE(), assignDefRE()} {
			if m := re.FindStringSubmatch(l); m != nil {
				defs[m[1]] = true
			}
		}
	}
	r := renamed{back: map[string]string{}}
	r.text = symbolRE().ReplaceAllStringFunc(text, func(s string) string {
		if !defs[s] {
			return s
		}
		r.back[s+suffix] = s
		return s + suffix
	})
	if !strings.HasSuffix(r.text, "\n") {
		r.text += "\n"
	}
	r.lines = strings.Count(r.text, "\n")
	return r
}

// nameBack spells the run's names of a source's symbols as the source does.
func (r renamed) nameBack(s string) string {
	if len(r.back) == 0 {
		return s
	}
	return symbolRE().ReplaceAllStringFunc(s, func(t string) string {
		if b, ok := r.back[t]; ok {
			return b
		}
		return t
	})
}

// Joined is sources concatenated into one llvm-mc input, each after a
// marker line and with the symbols it defines renamed apart (see
// EncodingsBatch).
type Joined struct {
	Text  string
	parts []renamed
}

// Join concatenates sources for one llvm-mc run.
func Join(srcs []Source) Joined {
	var in strings.Builder
	rs := make([]renamed, len(srcs))
	line := 1
	for k, s := range srcs {
		fmt.Fprintf(&in, "\t.ident \"%s%d\"\n", batchMarker, k)
		line++
		rs[k] = rename(s.Text, fmt.Sprintf("__wsbatch%d", k))
		rs[k].name = s.Name
		rs[k].first = line
		line += rs[k].lines
		in.WriteString(rs[k].text)
	}
	return Joined{Text: in.String(), parts: rs}
}

// Symbol is the joined text's name of a symbol source k defines (or of
// one it only uses, unchanged).
func (j Joined) Symbol(k int, name string) string {
	for run, src := range j.parts[k].back {
		if src == name {
			return run
		}
	}
	return name
}

// Relabel rewrites the positions "file:line:column:" that a tool reading
// the joined text from file gives (its diagnostics) into the position in
// the source holding that line.
func (j Joined) Relabel(file, msg string) string {
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(file) + `:(\d+):`)
	return re.ReplaceAllStringFunc(msg, func(m string) string {
		n, _ := strconv.Atoi(m[len(file)+1 : len(m)-1])
		if k := holder(j.parts, n); k >= 0 {
			r := j.parts[k]
			return fmt.Sprintf("%s:%d:", r.name, n-r.first+1)
		}
		return m
	})
}

// holder is the index of the source holding the run's line n, -1 for
// none (a marker line, or past the end).
func holder(rs []renamed, n int) int {
	for k, r := range rs {
		if n >= r.first && n < r.first+r.lines {
			return k
		}
	}
	return -1
}

// batchRun assembles the sources idx in one run into out; false when the
// output could not be split back to them.
func batchRun(mc string, args []string, srcs []Source, idx []int, out []Assembled) (bool, error) {
	sel := make([]Source, len(idx))
	for k, i := range idx {
		sel[k] = srcs[i]
	}
	j := Join(sel)
	rs := j.parts
	cmd := exec.Command(mc, append(args, "-show-encoding", "-")...)
	cmd.Stdin = strings.NewReader(j.Text)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	if _, ok := runErr.(*exec.ExitError); runErr != nil && !ok {
		return false, fmt.Errorf("%s: %v", mc, runErr)
	}
	diags, ok := splitDiags(stderr.String(), rs)
	if !ok {
		return false, nil
	}
	chunks, ok := splitOutput(stdout.String(), len(idx))
	if !ok {
		return false, nil
	}
	if runErr != nil && len(diags) == 0 {
		return false, nil
	}
	for k, i := range idx {
		if d := diags[k]; len(d) > 0 {
			out[i].Err = fmt.Errorf("%s: %s:\n%s", mc, kindOf(d), firstLines(strings.Join(d, "\n"), 20))
			continue
		}
		encs := parseEncodings(chunks[k])
		for j := range encs {
			encs[j] = rs[k].nameBack(encs[j])
		}
		out[i].Encodings = encs
	}
	return true, nil
}

// kindOf says whether diagnostics hold an error or only warnings, as
// Encodings does.
func kindOf(d []string) string {
	for _, l := range d {
		if strings.Contains(l, ": error: ") {
			return "errors"
		}
	}
	return "warned"
}

// splitDiags charges each diagnostic of the run (its line, the source
// line and caret llvm-mc prints under it) to its source, renumbered to
// the source's lines; false when one falls outside every source.
func splitDiags(stderr string, rs []renamed) (map[int][]string, bool) {
	out := map[int][]string{}
	cur := -1
	for _, l := range strings.Split(stderr, "\n") {
		m := batchDiagRE().FindStringSubmatch(l)
		if m == nil {
			if cur < 0 {
				if strings.TrimSpace(l) != "" {
					return nil, false
				}
				continue
			}
			out[cur] = append(out[cur], rs[cur].nameBack(l))
			continue
		}
		n, _ := strconv.Atoi(m[1])
		if cur = holder(rs, n); cur < 0 {
			return nil, false
		}
		r := rs[cur]
		out[cur] = append(out[cur], fmt.Sprintf("%s:%d:%s: %s: %s", r.name, n-r.first+1, m[2], m[3], r.nameBack(m[4])))
	}
	return out, true
}

// splitOutput cuts llvm-mc's output at the markers, one chunk per source;
// false unless every marker is there once, in order, and nothing
// assembled before the first.
func splitOutput(stdout string, n int) ([]string, bool) {
	chunks := make([]strings.Builder, n)
	cur := -1
	for _, l := range strings.Split(stdout, "\n") {
		if m := batchMarkerRE().FindStringSubmatch(l); m != nil {
			k, _ := strconv.Atoi(m[1])
			if k != cur+1 {
				return nil, false
			}
			cur = k
			continue
		}
		if cur < 0 {
			if encRE().MatchString(l) {
				return nil, false
			}
			continue
		}
		chunks[cur].WriteString(l)
		chunks[cur].WriteByte('\n')
	}
	if cur != n-1 {
		return nil, false
	}
	s := make([]string, n)
	for k := range chunks {
		s[k] = chunks[k].String()
	}
	return s, true
}
