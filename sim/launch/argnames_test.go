package launch

import (
	"os"
	"strings"
	"testing"
)

const saxpyArgs = `"args": [{"buffer": "y"}, {"buffer": "x"}, {"f32": -2.5}, {"i32": 500}],`

// saxpySpec is the corpus' saxpy launch with its args line replaced.
func saxpySpec(t *testing.T, args string) []byte {
	t.Helper()
	src, err := os.ReadFile("../../traces/saxpy/launch.json")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), saxpyArgs) {
		t.Fatalf("traces/saxpy/launch.json no longer has the args line %s", saxpyArgs)
	}
	return []byte(strings.Replace(string(src), saxpyArgs, `"args": `+args+`,`, 1))
}

// runSaxpy runs a saxpy file with the launch, "" when it ran and met
// its expectation, else the error.
func runSaxpy(t *testing.T, asm string, spec []byte) string {
	t.Helper()
	p, err := LoadProgram("../../traces/saxpy/"+asm, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseSpec("launch.json", spec)
	if err != nil {
		return err.Error()
	}
	d, err := NewDispatch(p, s, Options{})
	if err != nil {
		return err.Error()
	}
	if err := d.Run(); err != nil {
		return err.Error()
	}
	if m := d.Check(); m != nil {
		return m.Error()
	}
	return ""
}

// What the spec alone can check of "name" and "size": their form, and
// that a by-value kind has the size the entry says.
func TestArgMarksInSpec(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{`[{"f64": 1, "size": 4}]`, `spec.json:2:29: argument 0: f64 is 8 bytes, but "size" says 4 (i32, u32, f32 are 4 bytes)`},
		{`[{"i32": 1, "size": 8}]`, `spec.json:2:29: argument 0: i32 is 4 bytes, but "size" says 8 (i64, u64, f64 are 8 bytes)`},
		{`[{"i32": 1, "size": 16}]`, `argument 0: i32 is 4 bytes, but "size" says 16 (write 16 bytes as dwords)`},
		{`[{"dwords": [1, 2], "size": 16}]`, `spec.json:2:37: argument 0: dwords lists 8 bytes (2 dwords), but "size" says 16`},
		{`[{"buffer": "b", "size": 8}]`, `spec.json:2:34: argument 0: "size" applies to by-value arguments; a buffer argument is a 64-bit pointer`},
		{`[{"i32": 1, "size": "4"}]`, `spec.json:2:29: argument 0: "size" must be a positive number of bytes, got 4`},
		{`[{"i32": 1, "size": 0}]`, `argument 0: "size" must be a positive number of bytes, got 0`},
		{`[{"i32": 1, "name": 3}]`, `spec.json:2:29: argument 0: "name" must be the kernel's name for the argument, a non-empty string, got 3`},
		{`[{"i32": 1, "name": ""}]`, `argument 0: "name" must be the kernel's name for the argument, a non-empty string, got `},
		{`[{"f64": 1, "size": 8, "name": "x"}, {"dwords": [1], "size": 4}, {"buffer": "b", "name": "p"}]`, ""},
	} {
		src := `{"grid": [1], "workgroup": [1], "buffers": {"b": {"type": "u32", "count": 1}}, "args": ` + c.args + `}`
		src = strings.Replace(src, `"buffers": {"b": {"type": "u32", "count": 1}}, `, `"buffers": {"b": {"type": "u32", "count": 1}},`+"\n", 1)
		_, err := ParseSpec("spec.json", []byte(src))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.args, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s:\n got %v\nwant %s", c.args, err, c.want)
		}
	}
}

// Names and sizes checked against saxpy's metadata (y, x, a, n), each
// error at the entry's line and column.
func TestArgMarksAgainstMetadata(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		// Positional: a name must be the metadata's for that place.
		{`[{"buffer": "y"}, {"buffer": "x"}, {"f32": -2.5, "name": "n"}, {"i32": 500}]`,
			"launch.json:75:68: argument 2 is `a` in the metadata; the spec names it `n` (`n` is argument 3; name every argument to give them in any order)"},
		{`[{"buffer": "y", "name": "out"}, {"buffer": "x"}, {"f32": -2.5}, {"i32": 500}]`,
			"launch.json:75:36: argument 0 is `y` in the metadata; the spec names it `out`"},
		// By name: unknown, duplicate, missing.
		{`[{"buffer": "y", "name": "y"}, {"buffer": "x", "name": "x"}, {"f32": -2.5, "name": "a"}, {"i32": 500, "name": "nn"}]`,
			"launch.json:75:121: argument 3 names `nn`, which kernel saxpy does not take; did you mean `n`? (its arguments: y, x, a, n)"},
		{`[{"buffer": "y", "name": "y"}, {"buffer": "x", "name": "y"}, {"f32": -2.5, "name": "a"}, {"i32": 500, "name": "n"}]`,
			"launch.json:75:66: argument 1 names `y` again (argument 0 already gives it)"},
		{`[{"buffer": "y", "name": "y"}, {"f32": -2.5, "name": "a"}, {"i32": 500, "name": "n"}]`,
			"launch.json:75:11: kernel saxpy's argument 1 `x` is missing: every entry of args has a name, so they are matched by name"},
		// Size against the metadata's .size.
		{`[{"buffer": "y"}, {"buffer": "x"}, {"f64": -2.5, "size": 8}, {"i32": 500}]`,
			`launch.json:75:68: argument 2 (a): "size" says 8 bytes, but the metadata gives 4`},
		{`[{"buffer": "y"}, {"buffer": "x"}, {"f64": -2.5}, {"i32": 500}]`,
			`argument 2 (a) is by_value of 4 bytes in the kernel, but the launch gives 8 bytes`},
		// Right: partly named in order, sized, and every one named in any order.
		{`[{"buffer": "y", "name": "y"}, {"buffer": "x"}, {"f32": -2.5, "size": 4}, {"i32": 500, "name": "n", "size": 4}]`, ""},
		{`[{"i32": 500, "name": "n"}, {"f32": -2.5, "name": "a", "size": 4}, {"buffer": "x", "name": "x"}, {"buffer": "y", "name": "y"}]`, ""},
	} {
		if got := runSaxpy(t, "llvm16-gfx1030.s", saxpySpec(t, c.args)); c.want == "" && got != "" || !strings.Contains(got, c.want) || c.want != "" && got == "" {
			t.Errorf("%s:\n got %q\nwant %q", c.args, got, c.want)
		}
	}
}

// Legacy -march=amdgcn output has no argument metadata: a name cannot
// be checked, so it is an error saying so; unnamed, the same launch runs.
func TestArgNameWithoutMetadata(t *testing.T) {
	named := `[{"buffer": "y", "name": "y"}, {"buffer": "x"}, {"f32": -2.5}, {"i32": 500}]`
	want := `launch.json:75:36: argument 0: "name" needs the kernel's argument names, and the metadata of kernel saxpy gives none (-march=amdgcn output has no .amdgpu_metadata); remove "name" and give the arguments in the kernel's order`
	if got := runSaxpy(t, "llvm14-gfx1030-legacy.s", saxpySpec(t, named)); got != want {
		t.Errorf("named argument, legacy kernel:\n got %q\nwant %q", got, want)
	}
	sized := `[{"buffer": "y"}, {"buffer": "x"}, {"f32": -2.5, "size": 4}, {"i32": 500}]`
	if got := runSaxpy(t, "llvm14-gfx1030-legacy.s", saxpySpec(t, sized)); got != "" {
		t.Errorf("sized argument, legacy kernel: %s", got)
	}
}

// wavesim launch's template marks every argument with its name and each
// by-value one with its size; it loads back, runs, and marking it again
// changes nothing. Filled in with saxpy's values in the template's
// order, it meets the corpus' expectation.
func TestTemplateMarksRoundTrip(t *testing.T) {
	p, err := LoadProgram("../../traces/saxpy/llvm16-gfx1030.s", LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	k := p.Kernels[0]
	tmpl, _ := Template(p, k, 256, 64)
	js := string(tmpl.JSON())
	for _, want := range []string{`"buffer": "y",
      "name": "y"`, `"i32": 0,
      "name": "a",
      "size": 4`, `"name": "n",
      "size": 4`} {
		if !strings.Contains(js, want) {
			t.Errorf("template lacks %s:\n%s", want, js)
		}
	}
	s, err := ParseSpec("t.json", []byte(js))
	if err != nil {
		t.Fatalf("the template does not load: %v", err)
	}
	if again := string(s.Marked(k).JSON()); again != js {
		t.Errorf("marking the loaded template again changes it:\n%s\nwas\n%s", again, js)
	}
	d, err := NewDispatch(p, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	// The template's entries, values filled in, against the corpus data.
	filled := `[{"buffer": "y", "name": "y"}, {"buffer": "x", "name": "x"}, {"f32": -2.5, "name": "a", "size": 4}, {"i32": 500, "name": "n", "size": 4}]`
	if got := runSaxpy(t, "llvm16-gfx1030.s", saxpySpec(t, filled)); got != "" {
		t.Error(got)
	}
}

// Random launches replace an argument's value and keep its marks, so a
// spec matched by name still is.
func TestArgValueKeepsMarks(t *testing.T) {
	a := map[string]any{"i32": jsonNum("5"), "name": "n", "size": jsonNum("4"), "random": []any{jsonNum("0"), jsonNum("9")}}
	got := ArgValue(a, I32, jsonNum("7"))
	if len(got) != 3 || got["i32"] != jsonNum("7") || got["name"] != "n" || got["size"] != jsonNum("4") {
		t.Errorf("ArgValue = %v", got)
	}
}
