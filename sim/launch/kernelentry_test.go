package launch

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A symbol that an .amdhsa_kernel block describes is a kernel entry
// whether or not the file declares its type, and .type written as llvm-mc
// also reads it (STT_FUNC, %function) declares a function: llc's gfx1100
// saxpy with its .type line removed or respelled runs as llc wrote it,
// under its name, with its descriptor (it used to run as an anonymous
// kernel with no descriptor and leave the output untouched). A block
// naming a symbol that labels no code is an error at the block.
func TestKernelEntryWithoutType(t *testing.T) {
	dir := t.TempDir()
	spec := filepath.Join("..", "..", "traces", "saxpy", "launch.json")
	src, err := os.ReadFile(filepath.Join("..", "..", "traces", "saxpy", "llvm16-gfx1100.s"))
	if err != nil {
		t.Fatal(err)
	}
	typeLine := regexp.MustCompile(`(?m)^\t\.type\tsaxpy,@function\n`)
	if !typeLine.Match(src) {
		t.Fatal("the trace has no .type saxpy,@function line")
	}
	run := func(name, text string) (*Dispatch, error) {
		f := filepath.Join(dir, name+".s")
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return RunFiles(f, spec, LoadOptions{}, Options{Timing: true})
	}
	want, err := run("asis", string(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, typ string }{
		{"notype", ""},
		{"sttfunc", "\t.type\tsaxpy,STT_FUNC\n"},
		{"percent", "\t.type saxpy, %function\n"},
		{"nocomma", "\t.type saxpy @function\n"},
	} {
		d, err := run(c.name, typeLine.ReplaceAllString(string(src), c.typ))
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if m := d.Check(); m != nil {
			t.Errorf("%s: the expectation does not hold: %v", c.name, m)
		}
		if d.Kernel.Name != "saxpy" || d.Timing.Cycles != want.Timing.Cycles {
			t.Errorf("%s: ran kernel %q in %d cycles, want saxpy in %d", c.name, d.Kernel.Name, d.Timing.Cycles, want.Timing.Cycles)
		}
	}
	// The code's label renamed: the block describes no code.
	text := strings.Replace(typeLine.ReplaceAllString(string(src), ""), "saxpy:", "saxpy_code:", 1)
	_, err = run("nolabel", text)
	wantErr := filepath.Join(dir, "nolabel.s") + ":38:17: kernel saxpy is described here but the file has no code for it (no saxpy: label; the file labels no kernel)"
	if err == nil || err.Error() != wantErr {
		t.Errorf("a block naming no label: got %v, want %s", err, wantErr)
	}
}
