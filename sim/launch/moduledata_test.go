package launch

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// moduleDataWant is table.ll's out for the launch beside it, worked by
// hand: work-item t stores tab[t&7] + {17, 42, 99, 7}[t&3] +
// {100, 200, 300, 400}[(t>>3)&3] with tab = {3,1,4,1,5,9,2,6}; the grid is 60 work-items, so elements 60..63 (the
// inactive lanes of the last wave) keep the buffer's iota 1060..1063.
func moduleDataWant() []uint64 {
	tab := []uint64{3, 1, 4, 1, 5, 9, 2, 6}
	sw := []uint64{17, 42, 99, 7}
	st := []uint64{100, 200, 300, 400}
	out := make([]uint64, 64)
	for t := range out {
		out[t] = tab[t&7] + sw[t&3] + st[(t>>3)&3]
		if t >= 60 {
			out[t] = uint64(1000 + t)
		}
	}
	return out
}

// A kernel that reads module-scope data (an addrspace(4) constant table
// indexed by the work-item id, and a private one, as SimplifyCFG makes of
// a switch) runs from each input form llc and ld.lld
// give, on each target, and stores what the table holds: the machine lays
// the data sections out beside the code, where the code's PC-relative
// address arithmetic finds them.
func TestModuleScopeData(t *testing.T) {
	// Independent of the other tests (its own files and tool runs), it
	// runs beside the package's other long checks.
	t.Parallel()
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
	if want[5] != 9+42+100 || want[59] != 1+7+400 || want[63] != 1063 {
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
				if c.file == s {
					sameSections(t, name, obj, printed+".o")
				}
				d, err = RunFiles(printed, spec, LoadOptions{}, Options{})
				checkModuleData(t, name+" printed", d, err, want)
			}
		}
	}
}

// A literal after s_getpc_b64 that is not llc's address computation
// (s_add_u32/s_addc_u32 into the s_getpc_b64 pair) stays a number in a
// linked object, even where pc+literal lands in .rodata: the .hsaco runs
// as the .s and .o do, and what print writes keeps the numbers and runs
// alike. The kernel adds 0xffffeec8 + 0x12345 = 0x1120d to every value.
func TestModuleDataLiteralAfterGetpcStaysNumber(t *testing.T) {
	lld := llvmtool.Want(t, "ld.lld", 16)
	if lld == "" {
		llvmtool.Missing(t, "ld.lld-16 not found: install the Debian package lld-16 (.ci/run does)")
	}
	tool := llvmtool.Require(t, "llc", 16)
	mc := llvmtool.Require(t, "llvm-mc", 19)
	dir := tableDir(t)
	asm, err := os.ReadFile(llc(t, tool, dir, "table", "gfx1030", "asm"))
	if err != nil {
		t.Fatal(err)
	}
	const after = "\tv_add3_u32 v1, v1, v2, v3\n"
	if !bytes.Contains(asm, []byte(after)) {
		t.Fatalf("llc-16's table kernel has no %q", after)
	}
	asm = bytes.Replace(asm, []byte(after), []byte(after+
		"\ts_getpc_b64 s[6:7]\n\tv_mov_b32_e32 v5, 0xffffeec8\n\tv_add_nc_u32_e32 v5, 0x12345, v5\n\tv_add_nc_u32_e32 v1, v1, v5\n"), 1)
	s := filepath.Join(dir, "g.s")
	if err := os.WriteFile(s, asm, 0o644); err != nil {
		t.Fatal(err)
	}
	obj, hsaco := filepath.Join(dir, "g.o"), filepath.Join(dir, "g.hsaco")
	if msg, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj", s, "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc-19: %v\n%s", err, msg)
	}
	if msg, err := exec.Command(lld, "-shared", obj, "-o", hsaco).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, msg)
	}
	spec := filepath.Join("testdata", "moduledata", "launch.json")
	want := moduleDataWant()
	for i := range want[:60] {
		want[i] += 0x1120d
	}
	for _, f := range []string{s, obj, hsaco} {
		d, err := RunFiles(f, spec, LoadOptions{}, Options{})
		checkModuleData(t, filepath.Base(f), d, err, want)
		p, _, err := Load(f, spec, LoadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		text := p.String()
		for _, line := range []string{"v_mov_b32_e32 v5, 0xffffeec8", "v_add_nc_u32_e32 v5, 0x12345, v5"} {
			if !strings.Contains(text, line) {
				t.Errorf("%s: print does not keep %q:\n%s", filepath.Base(f), line, text)
			}
		}
		printed := filepath.Join(dir, "printed"+filepath.Ext(f)+".s")
		if err := os.WriteFile(printed, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		d, err = RunFiles(printed, spec, LoadOptions{}, Options{})
		checkModuleData(t, filepath.Base(f)+" printed", d, err, want)
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

// sameSections checks that two objects' code and data sections hold the
// same bytes: llvm-mc's assembly of what print wrote, and llc's object.
func sameSections(t *testing.T, name, want, got string) {
	t.Helper()
	w, err := elf.Open(want)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	g, err := elf.Open(got)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	defer g.Close()
	n := 0
	for _, ws := range w.Sections {
		if ws.Name != ".text" && !strings.HasPrefix(ws.Name, ".rodata") {
			continue
		}
		n++
		gs := g.Section(ws.Name)
		if gs == nil {
			t.Errorf("%s: the reassembled object has no %s", name, ws.Name)
			continue
		}
		wb, _ := ws.Data()
		gb, _ := gs.Data()
		if !bytes.Equal(wb, gb) {
			t.Errorf("%s: section %s reassembles to % x, llc gives % x", name, ws.Name, gb, wb)
		}
	}
	if n < 3 {
		t.Errorf("%s: llc's object has %d code and data sections, want .text, .rodata, .rodata.cst16", name, n)
	}
}

// A table of addresses in data (a constant array of pointers) is refused
// in each form at what holds the addresses, as the layout does not
// compute them: the .s's .quad line, the .o's relocation in the data
// section, the .hsaco's dynamic relocation.
func TestModuleScopePointerTableRefused(t *testing.T) {
	lld := llvmtool.Want(t, "ld.lld", 16)
	if lld == "" {
		llvmtool.Missing(t, "ld.lld-16 not found: install the Debian package lld-16 (.ci/run does)")
	}
	if llvmtool.Find("llvm-objdump") == "" {
		llvmtool.Missing(t, "llvm-objdump not found: install the Debian package llvm-16 (.ci/run does)")
	}
	src, err := os.ReadFile(filepath.Join("testdata", "moduledata", "ptrtable.ll"))
	if err != nil {
		t.Fatal(err)
	}
	spec := filepath.Join("testdata", "moduledata", "ptrtable.json")
	for _, v := range []int{16, 19} {
		tool := llvmtool.Require(t, "llc", v)
		for _, cpu := range []string{"gfx1030", "gfx900"} {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "ptrtab.ll"), src, 0o644); err != nil {
				t.Fatal(err)
			}
			s := llc(t, tool, dir, "ptrtab", cpu, "asm")
			obj := llc(t, tool, dir, "ptrtab", cpu, "obj")
			hsaco := strings.TrimSuffix(obj, ".o") + ".hsaco"
			if msg, err := exec.Command(lld, "-shared", obj, "-o", hsaco).CombinedOutput(); err != nil {
				t.Fatalf("ld.lld: %v\n%s", err, msg)
			}
			for _, c := range []struct{ file, want string }{
				{s, `^` + regexp.QuoteMeta(s) + `:\d+:8: \.quad a: wavesim lays out numbers in data, not addresses`},
				{obj, `^` + regexp.QuoteMeta(obj) + `: data section \.data\.rel\.ro holds a relocation at offset 0x0 \(relocation 0 of \.rela\.data\.rel\.ro\): a table of addresses`},
				{hsaco, `^` + regexp.QuoteMeta(hsaco) + `: data section \.data\.rel\.ro holds a dynamic relocation at 0x[0-9a-f]+ \(relocation 0 of \.rela\.dyn\): a table of addresses the loader fills`},
			} {
				_, err := RunFiles(c.file, spec, LoadOptions{}, Options{})
				if err == nil || !regexp.MustCompile(c.want).MatchString(err.Error()) {
					t.Errorf("llc-%d %s %s: got %v, want an error matching %s", v, cpu, filepath.Ext(c.file), err, c.want)
				}
			}
		}
	}
}

// The moduledata template, compiled by the corpus generator for each of
// its variants (llc-14/16/19; gfx900 to gfx1201, CDNA2/3, wave64, the
// legacy ABI), runs to the buffers lli computed from the same IR
// (testdata/moduledata/corpus/launch.json's expect), inactive lanes'
// sentinels included.
func TestModuleScopeDataCorpus(t *testing.T) {
	dir := filepath.Join("testdata", "moduledata", "corpus")
	files, err := filepath.Glob(filepath.Join(dir, "*.s"))
	if err != nil || len(files) < 14 {
		t.Fatalf("%d variants (%v), want 14", len(files), err)
	}
	for _, f := range files {
		d, err := RunFiles(f, filepath.Join(dir, "launch.json"), LoadOptions{}, Options{})
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if m := d.Check(); m != nil {
			t.Errorf("%s: %v", f, m)
		}
	}
}

// tableDir is a temporary directory holding the module-data kernel's IR
// as table.ll, for llc.
func tableDir(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "moduledata", "table.ll"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "table.ll"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// A reference to a symbol the file declares data (.type tab,@object) but
// gives no bytes (its label left out of .rodata) is refused when the run
// reaches it, naming the symbol and where it was declared.
func TestModuleScopeDataUndefined(t *testing.T) {
	tool := llvmtool.Require(t, "llc", 19)
	dir := tableDir(t)
	s := llc(t, tool, dir, "table", "gfx1030", "asm")
	text, err := os.ReadFile(s)
	if err != nil {
		t.Fatal(err)
	}
	cut := regexp.MustCompile(`(?m)^tab:.*\n`).ReplaceAll(text, nil)
	if len(cut) == len(text) {
		t.Fatal("llc's output has no tab: label")
	}
	if err := os.WriteFile(s, cut, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = RunFiles(s, filepath.Join("testdata", "moduledata", "launch.json"), LoadOptions{}, Options{})
	want := `^` + regexp.QuoteMeta(s) + `:\d+:\d+: s_add_u32 s\d+, s\d+, tab@rel32@lo\+4: module-scope data: tab is data \(\.type tab,@object at ` + regexp.QuoteMeta(s) + `:\d+:2\) with no label in a data section`
	if err == nil || !regexp.MustCompile(want).MatchString(err.Error()) {
		t.Errorf("got %v, want an error matching %s", err, want)
	}
}
