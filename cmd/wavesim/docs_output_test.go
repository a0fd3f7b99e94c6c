package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

// The README and docs quote what wavesim prints. Each quotation is marked
// in the Markdown source with an HTML comment (invisible once rendered), so
// that the quoted text is regenerated here and a changed model, or a number
// edited by hand, fails this test:
//
//   - <!-- output of: wavesim ARGS --> before a fenced block: the block is
//     the command's output, optionally preceded by the line "$ wavesim ARGS".
//   - <!-- checked --> before a fenced block written as a shell transcript:
//     "$ wavesim ARGS" lines run the command and the lines up to the next
//     "$" are its output; "$ cat FILE" lines are followed by FILE's text,
//     which is compared with the repository's file when it has one and
//     otherwise written for the commands after it to read.
//   - <!-- numbers from: wavesim ARGS; wavesim ARGS --> before a paragraph:
//     every number of the paragraph (outside backquotes, and not part of a
//     name such as gfx1030) must be one the commands print or are given.
//
// In a quoted output a line "..." (or "│ ...") stands for any run of lines,
// and a quotation is otherwise exact from the first line of the output to
// the last. The lines that describe the machine rather than the model (the
// host line, the build line) are dropped before comparing.

// docsWithQuotes are the files searched for marks, from the repository root.
func docsWithQuotes(t *testing.T) []string {
	t.Helper()
	files := []string{"README.md"}
	for _, pat := range []string{"docs/*.md", "docs/reference/*.md"} {
		m, err := filepath.Glob(filepath.Join("../..", pat))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			rel, _ := filepath.Rel("../..", f)
			files = append(files, rel)
		}
	}
	return files
}

type quote struct {
	file string
	line int    // of the mark, 1-based
	kind string // "output", "transcript" or "numbers"
	cmds [][]string
	body []string // the block's lines, or the paragraph's
}

var (
	markOutput     = regexp.MustCompile(`^<!-- output of: (wavesim .*?) -->$`)
	markTranscript = regexp.MustCompile(`^<!-- checked -->$`)
	markNumbers    = regexp.MustCompile(`^<!-- numbers from: (wavesim .*?) -->$`)
)

// parseQuotes finds the marked quotations of one Markdown file.
func parseQuotes(t *testing.T, file string, src []byte) []quote {
	t.Helper()
	lines := strings.Split(string(src), "\n")
	var qs []quote
	fenced := func(i int) []string {
		if i >= len(lines) || !strings.HasPrefix(lines[i], "```") {
			t.Fatalf("%s:%d: a fenced block must follow the mark", file, i)
		}
		for j := i + 1; j < len(lines); j++ {
			if strings.HasPrefix(lines[j], "```") {
				return lines[i+1 : j]
			}
		}
		t.Fatalf("%s:%d: unterminated block", file, i+1)
		return nil
	}
	for i, l := range lines {
		l = strings.TrimSpace(l)
		switch {
		case markOutput.MatchString(l):
			cmd := strings.Fields(markOutput.FindStringSubmatch(l)[1])
			body := fenced(i + 1)
			if len(body) > 0 && strings.HasPrefix(body[0], "$ ") {
				if got := strings.Fields(body[0][2:]); !slices.Equal(got, cmd) {
					t.Errorf("%s:%d: the block shows %q, the mark says %q", file, i+2, body[0][2:], strings.Join(cmd, " "))
				}
				body = body[1:]
			}
			qs = append(qs, quote{file, i + 1, "output", [][]string{cmd}, body})
		case markTranscript.MatchString(l):
			qs = append(qs, quote{file, i + 1, "transcript", nil, fenced(i + 1)})
		case markNumbers.MatchString(l):
			var cmds [][]string
			for _, c := range strings.Split(markNumbers.FindStringSubmatch(l)[1], ";") {
				cmds = append(cmds, strings.Fields(c))
			}
			var para []string
			for j := i + 1; j < len(lines) && strings.TrimSpace(lines[j]) != ""; j++ {
				para = append(para, lines[j])
			}
			if len(para) == 0 {
				t.Fatalf("%s:%d: a paragraph must follow the mark", file, i+1)
			}
			qs = append(qs, quote{file, i + 1, "numbers", cmds, para})
		}
	}
	return qs
}

// cliOutput runs the CLI in-process as a user's shell would show it:
// stdout and stderr together, then the message main prints on an error.
// Outputs are cached: several documents quote the same command.
type cliOutput struct {
	out map[string]string
	// kept are the commands prefetch ran: they read only files the
	// repository held from the start, which a transcript never rewrites.
	kept map[string]bool
}

func newCLIOutput() *cliOutput {
	return &cliOutput{out: map[string]string{}, kept: map[string]bool{}}
}

func (c *cliOutput) get(t *testing.T, args []string) string {
	t.Helper()
	if args[0] != "wavesim" {
		t.Fatalf("not a wavesim command: %q", args)
	}
	key := strings.Join(args, "\x00")
	if out, ok := c.out[key]; ok {
		return out
	}
	c.out[key] = cliText(args)
	return c.out[key]
}

// forget drops what the commands printed that a new file may change:
// all but the prefetched ones.
func (c *cliOutput) forget() {
	for k := range c.out {
		if !c.kept[k] {
			delete(c.out, k)
		}
	}
}

// cliText is what wavesim args prints, as a shell shows it.
func cliText(args []string) string {
	root := newRoot()
	var buf bytes.Buffer
	root.SetOut(&buf)
	root.SetErr(&buf)
	root.SetArgs(args[1:])
	if err := root.Execute(); err != nil {
		var ee *exitError
		if errors.As(err, &ee) {
			if ee.msg != "" {
				fmt.Fprintln(&buf, ee.msg)
			}
		} else {
			fmt.Fprintln(&buf, "wavesim:", err)
		}
	}
	return buf.String()
}

// prefetch runs, two at a time, the quoted commands that only read what
// the repository holds (bench and calibrate over its files, writing
// none), so that the quotations' slowest commands use both cores; the
// rest run in order as the quotations ask, since a transcript may write
// a file a later command reads.
func (c *cliOutput) prefetch(qs []quote) {
	var todo [][]string
	seen := map[string]bool{}
	for _, q := range qs {
		cmds := q.cmds
		if q.kind == "transcript" {
			cmds = nil
			for _, l := range q.body {
				if args, ok := transcriptCommand(l); ok && args[0] == "wavesim" {
					cmds = append(cmds, args)
				}
			}
		}
		for _, a := range cmds {
			if key := strings.Join(a, "\x00"); readOnlyCommand(a) && !seen[key] {
				seen[key] = true
				todo = append(todo, a)
			}
		}
	}
	outs := make([]string, len(todo))
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Go(func() {
			for i := range next {
				outs[i] = cliText(todo[i])
			}
		})
	}
	for i := range todo {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, a := range todo {
		key := strings.Join(a, "\x00")
		c.out[key], c.kept[key] = outs[i], true
	}
}

// readOnlyCommand: a bench or calibrate command whose every file operand
// is in the repository already and which writes no file.
func readOnlyCommand(args []string) bool {
	if len(args) < 3 || args[0] != "wavesim" || args[1] != "bench" && args[1] != "calibrate" {
		return false
	}
	for i := 2; i < len(args); i++ {
		a, prev := args[i], args[i-1]
		switch {
		case strings.HasPrefix(a, "--plot"), strings.HasPrefix(a, "--table-out"), strings.HasPrefix(a, "--out"), strings.HasPrefix(a, "--json-out"):
			return false
		case strings.HasPrefix(a, "-"), strings.Contains(a, "="):
			// a flag, or a model setting
		case strings.HasPrefix(prev, "--") && !strings.Contains(prev, "="):
			// a flag's value: --runs 1, --passes vcmpx
		default:
			if _, err := os.Stat(a); err != nil {
				return false
			}
		}
	}
	return true
}

// machineLine matches the lines that describe the machine and the build,
// which differ between the machine that wrote a doc and the one testing it.
var machineLine = regexp.MustCompile(`^(host: |wavesim \S+ go\d)`)

func outputLines(out string) []string {
	var ls []string
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if !machineLine.MatchString(l) {
			ls = append(ls, strings.TrimRight(l, " "))
		}
	}
	return ls
}

func isElision(l string) bool {
	l = strings.TrimSpace(l)
	return l == "..." || l == "│ ..."
}

// matchQuoted reports where a quoted output, with "..." for elided runs of
// lines, differs from the actual output; "" when it matches.
func matchQuoted(want, got []string) string {
	var segs [][]string
	cur := []string{}
	for _, l := range want {
		if isElision(l) {
			segs = append(segs, cur)
			cur = []string{}
			continue
		}
		cur = append(cur, strings.TrimRight(l, " "))
	}
	segs = append(segs, cur)
	pos := 0
	for k, seg := range segs {
		if len(seg) == 0 {
			continue
		}
		first, last := k == 0, k == len(segs)-1
		at := -1
		for p := pos; p+len(seg) <= len(got); p++ {
			if slices.Equal(got[p:p+len(seg)], seg) && (!last || p+len(seg) == len(got)) {
				at = p
				break
			}
			if first {
				break
			}
		}
		if at < 0 {
			return fmt.Sprintf("quoted lines not found in order (from output line %d):\n%s", pos+1, strings.Join(seg, "\n"))
		}
		pos = at + len(seg)
	}
	return ""
}

var (
	backquoted = regexp.MustCompile("`[^`]*`")
	// A number in prose: not part of a name (gfx1030, wave32, s2, 2^32).
	proseNumber = regexp.MustCompile(`(^|[^\w.^\-+])(-?\d[\d,]*(?:\.\d+)?)`)
	anyNumber   = regexp.MustCompile(`-?\d+(?:\.\d+)?`)
)

// proseNumbers are the numbers of a paragraph, commas removed.
func proseNumbers(para string) []string {
	para = backquoted.ReplaceAllString(para, "")
	var ns []string
	for _, m := range proseNumber.FindAllStringSubmatchIndex(para, -1) {
		n := strings.TrimRight(para[m[4]:m[5]], ",")
		if end := m[5]; end < len(para) && (isWordByte(para[end]) || para[end] == '^') {
			continue
		}
		ns = append(ns, strings.ReplaceAll(n, ",", ""))
	}
	return ns
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

func outputNumbers(out string) map[string]bool {
	out = regexp.MustCompile(`(\d),(\d{3})`).ReplaceAllString(out, "$1$2")
	set := map[string]bool{}
	for _, n := range anyNumber.FindAllString(out, -1) {
		set[n] = true
		set[strings.TrimPrefix(n, "-")] = true
	}
	return set
}

// TestDocsQuotedOutput regenerates every marked quotation of wavesim's
// output in README.md and docs/ and compares it with the text.
func TestDocsQuotedOutput(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the commands the docs quote, the corpus among them")
	}
	if simdBuild {
		t.Skip("the quotations are checked on the default build (make test runs both)")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	var qs []quote
	for _, f := range docsWithQuotes(t) {
		src, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		qs = append(qs, parseQuotes(t, f, src)...)
	}
	if len(qs) == 0 {
		t.Fatal("no marked quotation in README.md or docs/")
	}
	// The commands run from a directory that looks like the repository's
	// root (its entries linked in) so that a transcript's files stay out of
	// the checkout.
	work := t.TempDir()
	ents, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if err := os.Symlink(filepath.Join(root, e.Name()), filepath.Join(work, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(work)
	outs := newCLIOutput()
	outs.prefetch(qs)
	for _, q := range qs {
		where := fmt.Sprintf("%s:%d", q.file, q.line)
		switch q.kind {
		case "output":
			out := outs.get(t, q.cmds[0])
			if msg := matchQuoted(q.body, outputLines(out)); msg != "" {
				t.Errorf("%s: %s: %s\nthe command prints:\n%s", where, strings.Join(q.cmds[0], " "), msg, out)
			}
		case "transcript":
			checkTranscript(t, where, q.body, outs)
		case "numbers":
			// The numbers of the commands themselves (--occupancy 8) are the
			// reader's to see too.
			var all strings.Builder
			for _, c := range q.cmds {
				all.WriteString(outs.get(t, c))
				all.WriteString(strings.Join(c, " ") + "\n")
			}
			have := outputNumbers(all.String())
			nums := proseNumbers(strings.Join(q.body, "\n"))
			if len(nums) == 0 {
				t.Errorf("%s: the marked paragraph quotes no number", where)
			}
			for _, n := range nums {
				if !have[n] {
					t.Errorf("%s: %s is not among the numbers the commands print\n%s", where, n, all.String())
				}
			}
		}
	}
}

// transcriptCommand is the command of a transcript's "$ " line, as
// checkTranscript runs it and prefetch looks it up.
func transcriptCommand(l string) ([]string, bool) {
	rest, ok := strings.CutPrefix(l, "$ ")
	args := strings.Fields(rest)
	return args, ok && len(args) > 0
}

// checkTranscript runs a block written as a shell transcript.
func checkTranscript(t *testing.T, where string, body []string, outs *cliOutput) {
	t.Helper()
	for i := 0; i < len(body); {
		l := body[i]
		if !strings.HasPrefix(l, "$ ") {
			t.Errorf("%s: transcript line %q is neither a command nor its output", where, l)
			return
		}
		j := i + 1
		for j < len(body) && !strings.HasPrefix(body[j], "$ ") {
			j++
		}
		args, _ := transcriptCommand(l)
		text := body[i+1 : j]
		switch {
		case len(args) == 2 && args[0] == "cat":
			content := strings.Join(text, "\n") + "\n"
			if old, err := os.ReadFile(args[1]); err == nil {
				if string(old) != content {
					t.Errorf("%s: $ cat %s: the file differs from the text shown:\n%s", where, args[1], old)
				}
			} else {
				if err := os.WriteFile(args[1], []byte(content), 0o644); err != nil {
					t.Fatal(err)
				}
				// Commands run before on a file of that name read other text.
				outs.forget()
			}
		case args[0] == "wavesim":
			out := outs.get(t, args)
			if msg := matchQuoted(text, outputLines(out)); msg != "" {
				t.Errorf("%s: %s: %s\nthe command prints:\n%s", where, l[2:], msg, out)
			}
		default:
			t.Errorf("%s: transcript command %q is neither cat FILE nor wavesim", where, l)
		}
		i = j
	}
}

// docs/att.md shows the first rows of code.json and the head of a wave
// file of the thread trace `wavesim run --att` writes for the corpus' saxpy
// on gfx1100; they are the files' own.
func TestAttDocExample(t *testing.T) {
	_, blocks := codeBlocks(t, "../../docs/att.md")
	var rows, wave string
	for _, b := range blocks {
		switch {
		case strings.HasPrefix(b, `["; saxpy"`):
			rows = b
		case strings.HasPrefix(b, `{"name": "SE0"`):
			wave = b
		}
	}
	if rows == "" || wave == "" {
		t.Fatal("docs/att.md lacks its code.json rows or its wave file")
	}
	out := filepath.Join(t.TempDir(), "att")
	t.Chdir("../..")
	if _, err := run(t, "run", "-q", "--att", out, "--launch", "traces/saxpy/launch.json", "traces/saxpy/llvm16-gfx1100.s"); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(out, "ui_output_agent_0_dispatch_1")
	var code struct{ Code [][]any }
	if err := json.Unmarshal(mustRead(t, filepath.Join(dir, "code.json")), &code); err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(strings.TrimSpace(rows), "\n") {
		var want []any
		if err := json.Unmarshal([]byte(strings.TrimSuffix(l, ",")), &want); err != nil {
			t.Fatalf("docs/att.md code.json row %d: %v", i, err)
		}
		if i >= len(code.Code) || !reflect.DeepEqual(code.Code[i], want) {
			t.Errorf("docs/att.md code.json row %d is %v; the file has %v", i, want, code.Code[min(i, len(code.Code)-1)])
		}
	}
	var file map[string]any
	if err := json.Unmarshal(mustRead(t, filepath.Join(dir, "se0_sm0_sl0_wv0.json")), &file); err != nil {
		t.Fatal(err)
	}
	w, _ := file["wave"].(map[string]any)
	fields := regexp.MustCompile(`"(\w+)": ("SE0"|\d+)`).FindAllStringSubmatch(wave, -1)
	if len(fields) < 10 {
		t.Fatalf("docs/att.md's wave file shows %d fields", len(fields))
	}
	for _, f := range fields {
		got, ok := file[f[1]]
		if !ok {
			got = w[f[1]]
		}
		if fmt.Sprint(got) != strings.Trim(f[2], `"`) {
			t.Errorf("docs/att.md's wave file has %s %s; wavesim writes %v", f[1], f[2], got)
		}
	}
}
