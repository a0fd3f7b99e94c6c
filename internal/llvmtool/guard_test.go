package llvmtool

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// llvmToolRE matches the start of a string that names an LLVM tool the
// tests use as an oracle ("llc-16", "llvm-mc", "ld.lld", "lli-%d").
var llvmToolRE = regexp.MustCompile(`^(llc|lli|ld\.lld|llvm-[a-z]+)(-|$)`)

// skipRE matches a skip of the running test or benchmark.
var skipRE = regexp.MustCompile(`\.(Skip|Skipf|SkipNow)\(`)

// skipWindow is how many lines either side of a skip are searched for the
// tool it skips on: the lookup and its skip sit in the same few lines.
const skipWindow = 6

// oracleBypasses lists the places in one test file that look an LLVM tool
// up, or skip a test for the lack of one, without llvmtool, which turns
// the skip into a failure in CI: a LookPath (or os.Stat) of a string
// naming an LLVM tool, and a skip within skipWindow lines of such a string.
func oracleBypasses(name string, src []byte) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var out []string
	toolLines := map[int]string{}
	reported := map[int]bool{} // lines whose lookup is already a finding
	viaLlvmtool := map[token.Pos]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING && llvmToolRE.MatchString(s) && !viaLlvmtool[n.Pos()] {
				toolLines[fset.Position(n.Pos()).Line] = s
			}
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok {
				break
			}
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "llvmtool" {
				// A name handed to llvmtool is looked up the right way;
				// a skip near it for another reason is no finding.
				for _, a := range n.Args {
					viaLlvmtool[a.Pos()] = true
				}
				break
			}
			if (sel.Sel.Name != "LookPath" && sel.Sel.Name != "Stat") || len(n.Args) != 1 {
				break
			}
			ast.Inspect(n.Args[0], func(a ast.Node) bool {
				if l, ok := a.(*ast.BasicLit); ok && l.Kind == token.STRING {
					if s, err := strconv.Unquote(l.Value); err == nil && llvmToolRE.MatchString(filepath.Base(s)) {
						out = append(out, fmt.Sprintf("%s: %s(%q) instead of llvmtool.Require or llvmtool.Want",
							fset.Position(n.Pos()), sel.Sel.Name, s))
						reported[fset.Position(l.Pos()).Line] = true
					}
				}
				return true
			})
		}
		return true
	})
	for i, line := range strings.Split(string(src), "\n") {
		if !skipRE.MatchString(line) || strings.Contains(line, "llvmtool.") {
			continue
		}
		for l := i + 1 - skipWindow; l <= i+1+skipWindow; l++ {
			if tool, ok := toolLines[l]; ok && !reported[l] {
				out = append(out, fmt.Sprintf("%s:%d: a skip near %q: llvmtool.Require, Want or Missing fail it in CI instead", name, i+1, tool))
				break
			}
		}
	}
	return out, nil
}

// The check finds each way round llvmtool, and leaves alone what goes
// through it or skips for something that is not an LLVM tool.
func TestOracleBypassesCheck(t *testing.T) {
	for _, c := range []struct {
		name, body string
		want       string // a substring of the one finding; "" for none
	}{
		{"LookPath", `p, err := exec.LookPath("llc-16"); if err != nil { t.Skip("no llc") }; _ = p`, `LookPath("llc-16")`},
		{"LookPath of a built name", `p, err := exec.LookPath(fmt.Sprintf("llvm-mc-%d", v)); _, _ = p, err`, `LookPath("llvm-mc-%d")`},
		{"Stat of a path", `if _, err := os.Stat("/usr/bin/ld.lld-16"); err != nil { return }`, `Stat("/usr/bin/ld.lld-16")`},
		{"skip near a name", "tool := find(\"lli-16\")\n\tif tool == \"\" {\n\t\tt.Skipf(\"missing\")\n\t}", `skip near "lli-16"`},
		{"through llvmtool", `p := llvmtool.Require(t, "llc", 16); _ = p`, ""},
		{"llvmtool.Path then Missing", "if llvmtool.Path(\"llvm-objdump\", 16) == \"\" {\n\t\tllvmtool.Missing(t, \"no llvm-objdump\")\n\t}", ""},
		{"an unrelated skip after llvmtool", "p := llvmtool.Require(t, \"llc\", 16)\n\tif testing.Short() {\n\t\tt.Skip(\"long\")\n\t}\n\t_ = p", ""},
		{"another tool", `p, err := exec.LookPath("go"); if err != nil { t.Skip("no go tool") }; _ = p`, ""},
	} {
		src := "package p\n\nfunc f(t T, v int) {\n\t" + c.body + "\n}\n"
		got, err := oracleBypasses("x_test.go", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v\n%s", c.name, err, src)
		}
		switch {
		case c.want == "" && len(got) != 0:
			t.Errorf("%s: findings %q, want none", c.name, got)
		case c.want != "" && (len(got) != 1 || !strings.Contains(got[0], c.want)):
			t.Errorf("%s: findings %q, want one naming %s", c.name, got, c.want)
		}
	}
}

// No test of the repository looks an LLVM tool up or skips for its lack
// without llvmtool: in CI (CI=true) a missing oracle must fail the run,
// not skip its test, and only llvmtool knows that.
func TestOracleTestsGoThroughLlvmtool(t *testing.T) {
	root := filepath.Join("..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the repository root: %v", err)
	}
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, "_test.go") || filepath.Base(path) == "guard_test.go" {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		found, err := oracleBypasses(path, src)
		if err != nil {
			return err
		}
		for _, f := range found {
			t.Error(f)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Errorf("only %d test files under %s: the walk missed the repository", files, root)
	}
}
