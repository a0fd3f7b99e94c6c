package irgen

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/sim/launch"
)

// target is one llc configuration of the end-to-end checks.
type target struct {
	llvm int
	cpu  string
	opt  string
	w64  bool
}

func (tg target) String() string {
	s := fmt.Sprintf("llc-%d %s %s", tg.llvm, tg.cpu, tg.opt)
	if tg.w64 {
		s += " w64"
	}
	return s
}

// compile runs llc on the device module and returns the assembly's path.
func compile(t testing.TB, dir string, k *Kernel, tg target) (string, error) {
	llc := llvmtool.Require(t, "llc", tg.llvm)
	in := filepath.Join(dir, "device.ll")
	if err := os.WriteFile(in, []byte(k.Device), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, fmt.Sprintf("llvm%d-%s%s.s", tg.llvm, tg.cpu, tg.opt))
	args := []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + tg.cpu, tg.opt, "-o", out, in}
	if tg.llvm == 14 {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	if tg.w64 {
		args = append(args, "-mattr=+wavefrontsize64")
	}
	if msg, err := exec.Command(llc, args...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("%s: %v\n%s", tg, err, msg)
	}
	return out, nil
}

// hostExpect runs the host module forward and, with rev, in reverse too,
// and returns the output buffers, which must agree.
func hostExpect(t testing.TB, dir string, k *Kernel, rev bool) (map[string][]uint64, error) {
	lli := llvmtool.Require(t, "lli", 16)
	in := filepath.Join(dir, "host.ll")
	if err := os.WriteFile(in, []byte(k.Host), 0o644); err != nil {
		t.Fatal(err)
	}
	fwd, err := exec.Command(lli, in).Output()
	if err != nil {
		return nil, fmt.Errorf("lli: %v", err)
	}
	if !rev {
		return k.ParseHostOutput(fwd)
	}
	back, err := exec.Command(lli, in, "reverse").Output()
	if err != nil {
		return nil, fmt.Errorf("lli reverse: %v", err)
	}
	if !bytes.Equal(fwd, back) {
		return nil, fmt.Errorf("the host result depends on the order of the work-items")
	}
	return k.ParseHostOutput(fwd)
}

// simulate runs an assembled kernel on wavesim against the launch with
// the expectation; a mismatch is returned as an error.
func simulate(dir, asm string, k *Kernel, expect map[string][]uint64, w64 bool) error {
	j, err := k.LaunchJSON(expect)
	if err != nil {
		return err
	}
	return runSpec(dir, asm, j, w64)
}

// runSpec runs an assembled kernel on wavesim against a launch spec that
// holds the expectation.
func runSpec(dir, asm string, j []byte, w64 bool) error {
	spec := filepath.Join(dir, "launch.json")
	if err := os.WriteFile(spec, j, 0o644); err != nil {
		return err
	}
	lo := launch.LoadOptions{}
	if w64 {
		lo.Wave = 64
	}
	d, err := launch.RunFiles(asm, spec, lo, launch.Options{})
	if err != nil {
		return err
	}
	if m := d.Check(); m != nil {
		return m
	}
	return nil
}
