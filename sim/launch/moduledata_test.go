package launch

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// moduleDataWant is table.ll's out for the launch beside it, worked by
// hand: work-item t stores tab[t&7] + {17, 42, 99, 7}[t&3] with tab =
// {3,1,4,1,5,9,2,6}; the grid is 60 work-items, so elements 60..63 (the
// inactive lanes of the last wave) keep the buffer's iota 1060..1063.
func moduleDataWant() []uint64 {
	tab := []uint64{3, 1, 4, 1, 5, 9, 2, 6}
	sw := []uint64{17, 42, 99, 7}
	out := make([]uint64, 64)
	for t := range out {
		out[t] = tab[t&7] + sw[t&3]
		if t >= 60 {
			out[t] = uint64(1000 + t)
		}
	}
	return out
}

// A kernel that reads module-scope data (an addrspace(4) constant table
// indexed by the work-item id) runs from each input form llc and ld.lld
// give, on each target, and stores what the table holds: the machine lays
// the data sections out beside the code, where the code's PC-relative
// address arithmetic finds them.
func TestModuleScopeData(t *testing.T) {
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
	mc := llvmtool.Require(t, "llvm-mc", 19)
	spec := filepath.Join("testdata", "moduledata", "launch.json")
	want := moduleDataWant()
	if want[5] != 9+42 || want[59] != 1+7 || want[63] != 1063 {
		t.Fatalf("hand-worked values wrong: %v", want)
	}
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
			for _, c := range []struct{ file string }{{s}, {obj}, {hsaco}} {
				name := fmt.Sprintf("llc-%d %s %s", v, cpu, filepath.Ext(c.file))
				d, err := RunFiles(c.file, spec, LoadOptions{}, Options{})
				checkModuleData(t, name, d, err, want)
				// What print writes assembles and runs as the file did.
				p, _, err := Load(c.file, spec, LoadOptions{})
				if err != nil {
					t.Fatal(err)
				}
				printed := filepath.Join(dir, "printed"+filepath.Ext(c.file)+".s")
				if err := os.WriteFile(printed, []byte(p.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				if msg, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-filetype=obj", printed, "-o", printed+".o").CombinedOutput(); err != nil {
					t.Errorf("%s: llvm-mc-19 refuses what print wrote: %v\n%s", name, err, msg)
				}
				d, err = RunFiles(printed, spec, LoadOptions{}, Options{})
				checkModuleData(t, name+" printed", d, err, want)
			}
		}
	}
}

func checkModuleData(t *testing.T, name string, d *Dispatch, err error, want []uint64) {
	t.Helper()
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	got, err := d.Contents("out")
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if i >= len(got) || uint32(got[i]) != uint32(want[i]) {
			t.Errorf("%s: out = %v, want %v", name, got, want)
			return
		}
	}
}
