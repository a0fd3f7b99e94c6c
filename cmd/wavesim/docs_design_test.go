package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"
)

const designDoc = "../../docs/design.md"

const modulePath = "github.com/wavesim/wavesim"

// designSection returns the lines of a "## title" section of design.md.
func designSection(t *testing.T, title string) []string {
	t.Helper()
	src, err := os.ReadFile(designDoc)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	start := slices.Index(lines, "## "+title)
	if start < 0 {
		t.Fatalf("%s has no section %q", designDoc, title)
	}
	end := len(lines)
	for i := start + 1; i < len(lines); i++ {
		if strings.HasPrefix(lines[i], "## ") {
			end = i
			break
		}
	}
	return lines[start+1 : end]
}

// goPackages lists the module's packages with their imports of other
// packages of the module, paths relative to the module.
func goPackages(t *testing.T) map[string][]string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the package map is checked against `go list`, and go is not on PATH")
	}
	cmd := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}}`, "./...")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	pkgs := map[string][]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(l)
		p := strings.TrimPrefix(f[0], modulePath+"/")
		pkgs[p] = nil
		for _, imp := range f[1:] {
			if rel, ok := strings.CutPrefix(imp, modulePath+"/"); ok {
				pkgs[p] = append(pkgs[p], rel)
			}
		}
	}
	return pkgs
}

var mapRow = regexp.MustCompile("^\\| `([^`]+)` \\|")

// The package map of docs/design.md lists every package `go list ./...`
// finds and no other (a row for a directory that holds no package ends in
// "/" and must exist), and its import graph is the real one: every import
// between the module's packages follows from the edges drawn, and every
// edge drawn is an import.
func TestDesignPackageMap(t *testing.T) {
	pkgs := goPackages(t)
	sec := designSection(t, "Package map")
	listed := map[string]bool{}
	for _, l := range sec {
		m := mapRow.FindStringSubmatch(l)
		if m == nil || m[1] == "package" {
			continue
		}
		p := m[1]
		if listed[p] {
			t.Errorf("%s: %s listed twice", designDoc, p)
		}
		listed[p] = true
		if dir, ok := strings.CutSuffix(p, "/"); ok {
			if fi, err := os.Stat("../../" + dir); err != nil || !fi.IsDir() {
				t.Errorf("%s: directory %s does not exist", designDoc, p)
			}
			continue
		}
		if _, ok := pkgs[p]; !ok {
			t.Errorf("%s lists %s, which `go list ./...` does not find", designDoc, p)
		}
	}
	for p := range pkgs {
		if !listed[p] {
			t.Errorf("package %s is missing from the package map of %s", p, designDoc)
		}
	}

	// The graph: the first fenced block of the section, lines of the form
	// a → b, c → d (a imports b and c, b and c import d).
	var graph []string
	in := false
	for _, l := range sec {
		if strings.HasPrefix(l, "```") {
			if in {
				break
			}
			in = true
			continue
		}
		if in && strings.TrimSpace(l) != "" {
			graph = append(graph, l)
		}
	}
	if len(graph) == 0 {
		t.Fatalf("%s: the package map draws no import graph", designDoc)
	}
	drawn := map[string][]string{}
	for _, l := range graph {
		parts := strings.Split(l, "→")
		for i := 0; i+1 < len(parts); i++ {
			for _, from := range strings.Split(parts[i], ",") {
				for _, to := range strings.Split(parts[i+1], ",") {
					from, to := strings.TrimSpace(from), strings.TrimSpace(to)
					if !listed[from] || !listed[to] {
						t.Errorf("%s: the graph's edge %s → %s names a package the table does not list", designDoc, from, to)
					}
					drawn[from] = append(drawn[from], to)
				}
			}
		}
	}
	for from, tos := range drawn {
		for _, to := range tos {
			if _, ok := pkgs[from]; ok && !slices.Contains(pkgs[from], to) {
				t.Errorf("%s draws %s → %s, but %s does not import %s", designDoc, from, to, from, to)
			}
		}
	}
	reach := func(from string) map[string]bool {
		seen := map[string]bool{}
		stack := []string{from}
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, q := range drawn[p] {
				if !seen[q] {
					seen[q] = true
					stack = append(stack, q)
				}
			}
		}
		return seen
	}
	var names []string
	for p := range pkgs {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		r := reach(p)
		for _, imp := range pkgs[p] {
			if !r[imp] {
				t.Errorf("%s imports %s, which the graph of %s does not allow", p, imp, designDoc)
			}
		}
	}
}

var commandRow = regexp.MustCompile("^\\| `wavesim ([a-z-]+)` \\| (.*) \\|$")

// The command list of docs/design.md is the CLI's command table, each
// command with the line `wavesim help` prints for it.
func TestDesignCommandList(t *testing.T) {
	doc := map[string]string{}
	for _, l := range designSection(t, "Commands") {
		if m := commandRow.FindStringSubmatch(l); m != nil {
			doc[m[1]] = m[2]
		}
	}
	cli := map[string]string{}
	for _, c := range newRoot().Commands() {
		cli[c.Name()] = c.Short
	}
	for name, short := range cli {
		if got, ok := doc[name]; !ok {
			t.Errorf("%s does not list the command %s (%s)", designDoc, name, short)
		} else if got != short {
			t.Errorf("%s says of %s %q; wavesim help says %q", designDoc, name, got, short)
		}
	}
	for name := range doc {
		if _, ok := cli[name]; !ok {
			t.Errorf("%s lists a command %s that wavesim does not have", designDoc, name)
		}
	}
	if len(doc) == 0 {
		t.Fatalf("%s lists no command", designDoc)
	}
}

// docs/README.md is the index of docs/: it links every document there and
// in docs/reference, and nothing else of docs/ is left unlisted.
func TestDocsIndex(t *testing.T) {
	src, err := os.ReadFile("../../docs/README.md")
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^\| \[[^\]]*\]\(([^)#]+)\)`).FindAllStringSubmatch(string(src), -1) {
		listed[m[1]] = true
	}
	for _, pat := range []string{"*.md", "reference/*.md"} {
		files, err := filepath.Glob(filepath.Join("../../docs", pat))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			rel, _ := filepath.Rel("../../docs", f)
			if rel != "README.md" && !listed[filepath.ToSlash(rel)] {
				t.Errorf("docs/README.md does not list docs/%s", rel)
			}
			delete(listed, filepath.ToSlash(rel))
		}
	}
	for f := range listed {
		t.Errorf("docs/README.md lists %s, which is not in docs/", f)
	}
}

var (
	mdLink    = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	mdHeading = regexp.MustCompile(`(?m)^#+ (.*)$`)
)

// anchor is GitHub's anchor of a heading: lower case, punctuation but
// hyphens and underscores dropped, spaces as hyphens.
func anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Every relative link of README.md and docs/ reaches a file of the
// repository, and a link to a section of a Markdown file reaches one of
// its headings: moving text between documents must not strand a link.
func TestDocsLinks(t *testing.T) {
	files := []string{"../../README.md"}
	for _, pat := range []string{"../../docs/*.md", "../../docs/reference/*.md"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	anchors := func(path string) map[string]bool {
		src, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		set := map[string]bool{}
		for _, m := range mdHeading.FindAllStringSubmatch(string(src), -1) {
			set[anchor(strings.Trim(m[1], " "))] = true
		}
		return set
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mdLink.FindAllStringSubmatch(string(src), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path, frag, _ := strings.Cut(target, "#")
			full := f
			if path != "" {
				full = filepath.Join(filepath.Dir(f), path)
			}
			if _, err := os.Stat(full); err != nil {
				t.Errorf("%s: link %s: no such file", f, target)
				continue
			}
			if frag != "" && strings.HasSuffix(full, ".md") && !anchors(full)[frag] {
				t.Errorf("%s: link %s: no such section", f, target)
			}
		}
	}
}
