package launch

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// A kernel that reads module-scope data (an addrspace(4) constant table
// indexed by the work-item id, and a switch that llc lowers to a lookup
// table) is refused in each input form with a positioned error that names
// the data, rather than for an unrelated reason (the .s: "not defined in
// the file"; the .o: a symbol "" that is no identifier; the .hsaco: a
// fault at an unmapped address). wavesim does not lay data sections out
// in memory yet.
func TestModuleScopeDataRefused(t *testing.T) {
	lld := llvmtool.Want(t, "ld.lld", 16)
	if lld == "" {
		llvmtool.Missing(t, "ld.lld-16 not found: install the Debian package lld-16 (.ci/run does)")
	}
	if llvmtool.Find("llvm-objdump") == "" {
		llvmtool.Missing(t, "llvm-objdump not found: install the Debian package llvm-16 (.ci/run does)")
	}
	src, err := os.ReadFile(filepath.Join("testdata", "moduledata", "table.ll"))
	if err != nil {
		t.Fatal(err)
	}
	spec := filepath.Join("testdata", "moduledata", "launch.json")
	for _, v := range []int{16, 19} {
		tool := llvmtool.Require(t, "llc", v)
		for _, cpu := range []string{"gfx1030", "gfx900"} {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "table.ll"), src, 0o644); err != nil {
				t.Fatal(err)
			}
			s := llc(t, tool, dir, "table", cpu, "asm")
			obj := llc(t, tool, dir, "table", cpu, "obj")
			hsaco := strings.TrimSuffix(obj, ".o") + ".hsaco"
			if msg, err := exec.Command(lld, "-shared", obj, "-o", hsaco).CombinedOutput(); err != nil {
				t.Fatalf("ld.lld: %v\n%s", err, msg)
			}
			for _, c := range []struct{ file, want string }{
				{s, `^` + regexp.QuoteMeta(s) + `:\d+:\d+: s_add_u32 s\d+, s\d+, tab@rel32@lo\+4: module-scope data: tab is data \(\.type tab,@object at ` + regexp.QuoteMeta(s) + `:\d+:\d+\), which wavesim does not lay out in memory`},
				{obj, `^` + regexp.QuoteMeta(obj) + `: the code at 0x[0-9a-f]+ computes the address of section \.rodata \(relocation addend \+\d+\): module-scope data`},
				{hsaco, `^` + regexp.QuoteMeta(hsaco) + ` \(llvm-objdump listing\):\d+:\d+: s_add_u32 s\d+, s\d+, 0x[0-9a-f]+: the address computed here, 0x[0-9a-f]+, is in section \.rodata of the object: module-scope data`},
			} {
				_, err := RunFiles(c.file, spec, LoadOptions{}, Options{})
				if err == nil || !regexp.MustCompile(c.want).MatchString(err.Error()) {
					t.Errorf("llc-%d %s %s: got %v, want an error matching %s", v, cpu, filepath.Ext(c.file), err, c.want)
				}
			}
		}
	}
}
