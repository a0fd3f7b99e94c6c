package launch

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// A code object whose kernel symbol covers no code used to run as an
// empty kernel and fail as "wavesim: :  (wave 0 ...): control left the
// kernel"; it is refused by name.
func TestCodeObjectKernelWithoutCode(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 19)
	obj := filepath.Join(t.TempDir(), "empty.o")
	cmd := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj", "testdata/empty-kernel.s", "-o", obj)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	_, err := LoadProgram(obj, LoadOptions{})
	want := obj + ": kernel k disassembles to nothing: its symbol in .text covers no code"
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	// The assembly it was built from is refused at the kernel's label.
	_, err = LoadProgram("testdata/empty-kernel.s", LoadOptions{})
	if want := "testdata/empty-kernel.s:6:1: kernel k has no instructions"; err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}
