package opt

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
)

// namedPass is a registration's pass in the registry tests.
type namedPass string

func (n namedPass) Name() string                             { return string(n) }
func (namedPass) Applies(*isa.Arch, *Options) (bool, string) { return true, "" }
func (namedPass) Run(*isa.Program, *Options) *Report         { return &Report{} }
func testPass(name string, after ...string) PassInfo {
	info := PassInfo{Name: name, New: func() Pass { return namedPass(name) }, Doc: "docs/design.md"}
	for _, a := range after {
		info.After = append(info.After, Order{Pass: a, Why: "a test"})
	}
	return info
}

// A registry whose constraints name an unknown pass or form a cycle is
// refused with the passes named; the package's init panics on it.
func TestRegistryChecks(t *testing.T) {
	for _, c := range []struct {
		name  string
		infos []PassInfo
		want  string // "" for a registry that passes
	}{
		{"the package's own", Passes(), ""},
		{"a chain", []PassInfo{testPass("a"), testPass("b", "a"), testPass("c", "a", "b")}, ""},
		{"unknown pass", []PassInfo{testPass("a"), testPass("b", "nosuch")},
			`pass "b" must run after "nosuch", which is not a registered pass (passes: a, b)`},
		{"two-pass cycle", []PassInfo{testPass("a", "b"), testPass("b", "a")},
			"pass ordering constraints form a cycle: a must run after b, b must run after a"},
		{"three-pass cycle", []PassInfo{testPass("a", "c"), testPass("b", "a"), testPass("c", "b")},
			"pass ordering constraints form a cycle: a must run after c, c must run after b, b must run after a"},
		{"after itself", []PassInfo{testPass("a", "a")}, "pass ordering constraints form a cycle: a must run after a"},
		{"constructor of another pass", []PassInfo{{Name: "a", New: func() Pass { return namedPass("b") }, Doc: "x"}},
			`pass "a": its constructor makes a pass named "b"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			reg := map[string]PassInfo{}
			for _, info := range c.infos {
				if err := addPass(reg, info); err != nil {
					t.Fatal(err)
				}
			}
			got := func() (msg string) {
				defer func() {
					if r := recover(); r != nil {
						msg = r.(string)
					}
				}()
				mustCheckRegistry(reg)
				return ""
			}()
			want := c.want
			if want != "" {
				want = "opt: " + want
			}
			if got != want {
				t.Errorf("init panics with %q, want %q", got, want)
			}
		})
	}
	for _, c := range []struct {
		info PassInfo
		want string
	}{
		{PassInfo{New: testPass("x").New, Doc: "x"}, "a pass registration without a name"},
		{PassInfo{Name: "x", Doc: "x"}, `pass "x" registered without a constructor`},
		{PassInfo{Name: "x", New: testPass("x").New}, `pass "x" registered without a reference page`},
		{testPass("vcmpx"), `pass "vcmpx" registered twice`},
	} {
		if err := addPass(map[string]PassInfo{"vcmpx": {}}, c.info); err == nil || err.Error() != c.want {
			t.Errorf("registering %+v: %v, want %q", c.info, err, c.want)
		}
	}
}

// After the package's init a registration is checked at once, and one
// that panics leaves the registry as it was.
func TestRegisterLate(t *testing.T) {
	before := PassNames()
	for _, info := range []PassInfo{testPass("test-late", "nosuch"), testPass("vcmpx")} {
		func() {
			defer func() {
				if r := recover(); r == nil {
					t.Errorf("registering %s after %v did not panic", info.Name, info.After)
				}
			}()
			Register(info)
		}()
	}
	if got := PassNames(); !slices.Equal(got, before) {
		t.Errorf("passes after refused registrations: %v, want %v", got, before)
	}
}

// orderCases are the ordering constraints and the program that shows
// each: run in the order the constraint requires, the passes rewrite
// more sites than in the order it forbids.
var orderCases = []struct {
	first, then string
	right       string // the pipeline in a good order
	wrong       string // the same passes with then before first
	src         string
}{
	{"uniform-to-exec", "vcmpx", "uniform-to-exec,vcmpx", "vcmpx,uniform-to-exec",
		uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", ifThen[:1])},
	{"uniform-to-exec", "execz-ifconv", "uniform-to-exec,execz-ifconv", "execz-ifconv,uniform-to-exec",
		uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", ifThen[:1])},
	// The saveexec falls out of vcmpx's search window (10 instructions
	// from the block end) once the branch that ended its block is gone.
	{"vcmpx", "execz-ifconv", "uniform-to-exec,vcmpx,execz-ifconv", "uniform-to-exec,execz-ifconv,vcmpx",
		uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", slices.Repeat([]string{"v_add_nc_u32_e32 v1, v2, v1"}, 12))},
}

// Each registered ordering constraint has a case, and each case shows
// the constraint is real and that a list breaking it is refused, naming
// the pass that must come first.
func TestPassOrderConstraints(t *testing.T) {
	type pair struct{ first, then string }
	registered := map[pair]bool{}
	for _, info := range Passes() {
		for _, o := range info.After {
			registered[pair{o.Pass, info.Name}] = true
		}
	}
	for _, c := range orderCases {
		t.Run(c.first+" before "+c.then, func(t *testing.T) {
			if !registered[pair{c.first, c.then}] {
				t.Fatalf("no registered constraint puts %s before %s", c.first, c.then)
			}
			delete(registered, pair{c.first, c.then})
			if _, err := ParsePasses(c.right); err != nil {
				t.Fatalf("%s: %v", c.right, err)
			}
			_, err := ParsePasses(c.wrong)
			want := "pass order: " + c.then + " must run after " + c.first + " ("
			if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "; list "+c.first+" first: ") {
				t.Fatalf("%s: %v, want an error starting %q", c.wrong, err, want)
			}
			sites := func(list string) int {
				var ps []Pass
				for _, n := range strings.Split(list, ",") {
					p, err := Lookup(n)
					if err != nil {
						t.Fatal(err)
					}
					ps = append(ps, p)
				}
				p := vcmpxParse(t, &vcmpxCase{wave: 32, src: c.src})
				_, reps := Run(p, ps, Options{ExitLive: UnitsOf(ifLive32)})
				n := 0
				for _, r := range reps {
					n += r.Rewritten()
				}
				return n
			}
			if right, wrong := sites(c.right), sites(c.wrong); right <= wrong {
				t.Errorf("%s rewrites %d sites, %s %d: the order does not matter here", c.right, right, c.wrong, wrong)
			}
		})
	}
	for p := range registered {
		t.Errorf("constraint %s before %s has no case", p.first, p.then)
	}
}

// A list that breaks a constraint is refused with an order that keeps
// them all, the passes otherwise as given.
func TestParsePassesOrder(t *testing.T) {
	for _, c := range []struct{ list, err string }{
		{"uniform-to-exec,vcmpx,execz-ifconv", ""},
		{"wwm,uniform-to-exec,remat,execz-ifconv", ""},
		{"vcmpx,vcmpx", ""},
		{"execz-ifconv,vcmpx", "pass order: execz-ifconv must run after vcmpx (with the branch gone the saveexec's block runs on through the then-block, " +
			"and vcmpx looks for the saveexec only among the last 10 instructions of its block); list vcmpx first: vcmpx,execz-ifconv"},
		{"wwm,vcmpx,execz-ifconv,uniform-to-exec", "pass order: vcmpx must run after uniform-to-exec (uniform-to-exec writes the v_cmp + s_and_saveexec pairs vcmpx rewrites; " +
			"run before it, vcmpx does not see them); list uniform-to-exec first: wwm,uniform-to-exec,vcmpx,execz-ifconv"},
	} {
		_, err := ParsePasses(c.list)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.err {
			t.Errorf("%s: %q\nwant %q", c.list, got, c.err)
		}
	}
}

// The fuzzer's shapes come from the registrations: each names a
// generator opt/validate has, and each generator exercises some pass.
func TestPassShapes(t *testing.T) {
	have := validate.ShapeNames()
	used := map[string]bool{}
	for _, info := range Passes() {
		for _, s := range info.Shapes {
			if !slices.Contains(have, s) {
				t.Errorf("pass %s: no program shape %q (shapes: %v)", info.Name, s, have)
			}
			used[s] = true
		}
	}
	for _, s := range have {
		if !used[s] {
			t.Errorf("program shape %q exercises no registered pass", s)
		}
	}
	if got, want := ShapesFor([]string{"remat", "vcmpx", "uniform-to-exec", "vcmpx", "scratch-offset"}), []string{"remat", "pressure", "vcmpx", "uniform"}; !slices.Equal(got, want) {
		t.Errorf("ShapesFor: %v, want %v", got, want)
	}
}

// Each pass's reference page (and section) exists and names it, and the
// package map in docs/design.md lists it.
func TestPassDocs(t *testing.T) {
	design, err := os.ReadFile("../docs/design.md")
	if err != nil {
		t.Fatal(err)
	}
	heading := regexp.MustCompile(`(?m)^#+ (.*)$`)
	for _, info := range Passes() {
		name := "`" + info.Name + "`"
		if !strings.Contains(string(design), name) {
			t.Errorf("docs/design.md does not list %s", name)
		}
		path, section, _ := strings.Cut(info.Doc, "#")
		page, err := os.ReadFile(filepath.Join("..", path))
		if err != nil {
			t.Errorf("pass %s: %v", info.Name, err)
			continue
		}
		if !strings.Contains(string(page), name) {
			t.Errorf("pass %s: %s does not name it", info.Name, path)
		}
		if section == "" {
			continue
		}
		var slugs []string
		for _, m := range heading.FindAllStringSubmatch(string(page), -1) {
			slugs = append(slugs, headingSlug(m[1]))
		}
		if !slices.Contains(slugs, section) {
			t.Errorf("pass %s: %s has no section #%s (%v)", info.Name, path, section, slugs)
		}
	}
}

// headingSlug is the anchor GitHub gives a Markdown heading.
func headingSlug(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// A pass without a program shape is refused by the fuzzer, saying why,
// alone or in a list: a campaign over it would report no mismatch having
// rewritten nothing. Every pass with no shape says why it has none.
func TestFuzzNeedsShape(t *testing.T) {
	for _, list := range [][]string{{"scratch-offset"}, {"vcmpx", "scratch-offset"}} {
		err := CheckFuzzable(list)
		if err == nil || !strings.Contains(err.Error(), "the fuzzer has no program shape for scratch-offset (its kernels take the scratch descriptor") {
			t.Errorf("%v: %v", list, err)
		}
	}
	if err := CheckFuzzable([]string{"vcmpx", "remat", "wwm", "uniform-to-exec", "execz-ifconv"}); err != nil {
		t.Error(err)
	}
	for _, info := range Passes() {
		if (len(info.Shapes) == 0) != (info.NoShape != "") {
			t.Errorf("pass %s: shapes %v, NoShape %q: give one or the other", info.Name, info.Shapes, info.NoShape)
		}
	}
}
